"""The device's own words, one module per language (plain data); read
through firmware.catalog."""
