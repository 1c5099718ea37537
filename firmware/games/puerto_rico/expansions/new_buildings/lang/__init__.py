"""The words of Puerto Rico's expansion 1, the new buildings, one module per language
(plain data, read by firmware.catalog after the game's own)."""
