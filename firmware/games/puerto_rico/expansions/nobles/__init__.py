"""Expansion 2, the nobles, on the device: its menu lines
(``actions.py``), its events (``events.py``) and its words (``lang/``).
The seats' and the board's noble lines are the base screens' (they show
what a view holds)."""
