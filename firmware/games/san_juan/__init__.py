"""San Juan at the table: its table mode (table.py), words (lang/),
sentences (phrases.py) and screens (screens/)."""
