"""Port Royal's words, one module per language (plain data); read through
firmware.catalog."""
