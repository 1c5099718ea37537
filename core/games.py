"""The registry of games: each lives in its own package under core/ (rules,
state, scoring), and this table is the one place that names them. Adding a
game is adding its package and one line here.

A game package has ``NAME``, ``PLAYERS`` and ``scoring.score(sheet)``; a
playable one also ``new_game``, ``legal_actions``, ``apply``, ``pending``,
``current_player``, ``is_over``, ``explain``, ``HEADER_KEYS``,
``record_header`` and ``from_header``.
"""

from . import puerto_rico, san_juan, port_royal

GAMES = {"puerto_rico": puerto_rico, "san_juan": san_juan, "port_royal": port_royal}
NAMES = ("puerto_rico", "san_juan", "port_royal")   # menu order
PLAYABLE = tuple(n for n in NAMES if hasattr(GAMES[n], "new_game"))
