"""San Juan's words, one module per language (firmware.catalog)."""
