"""Expansion 4, the festival, on the device: its menu line
(``actions.py``), its events (``events.py``), its board page
(``pages.py``) and its words (``lang/``)."""
