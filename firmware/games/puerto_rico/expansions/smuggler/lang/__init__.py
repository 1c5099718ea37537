"""The words of Puerto Rico's expansion 3, the smuggler, one module per language
(plain data, read by firmware.catalog after the game's own)."""
