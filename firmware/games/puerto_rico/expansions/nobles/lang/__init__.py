"""The words of Puerto Rico's expansion 2, the nobles, one module per language
(plain data, read by firmware.catalog after the game's own)."""
