"""Puerto Rico's words, one module per language and an overlay per edition
(plain data); read through firmware.catalog."""
