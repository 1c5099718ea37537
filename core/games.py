# The registry of games: each lives in its own package under core/ (rules,
# state, scoring), and this is the one place that names them. Adding a game
# is adding its package and its name here.
#
# A game package has ``NAME``, ``PLAYERS`` and ``scoring.score(sheet)``; a
# playable one also ``new_game``, ``legal_actions``, ``apply``, ``pending``,
# ``current_player``, ``is_over``, ``explain``, ``final_score``, ``HEADER_KEYS``,
# ``record_header`` and ``from_header``.
#
# A game's package is imported when it is first asked for, so a board that
# plays Puerto Rico keeps no other game's tables in its heap.

# one line a game, in menu order: its package is core.<name>
NAMES = (
    "puerto_rico",
    "san_juan",
    "port_royal",
)
DEFAULT = NAMES[0]  # the game played when none is named: the first
PLAYABLE = NAMES  # the device tracks a whole game of each (one only scored: not here)

_PARENT = __name__.rpartition(".")[0]  # "core" (or the package a benchmark loads it as)
_loaded = {}


def game(name):
    # The package of game ``name``; KeyError for a name not in NAMES.
    m = _loaded.get(name)
    if m is None:
        if name not in NAMES:
            raise KeyError(name)
        m = getattr(__import__(_PARENT + "." + name), name)
        _loaded[name] = m
    return m
