"""Expansion 3, the smuggler, on the device: its menu lines
(``actions.py``), its events (``events.py``) and its words (``lang/``)."""
