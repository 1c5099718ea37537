"""The words of Puerto Rico's expansion 4, the festival, one module per language
(plain data, read by firmware.catalog after the game's own)."""
