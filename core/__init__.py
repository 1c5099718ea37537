# doubloon rules core: board games as plain data and functions.
#
#     >>> import core
#     >>> s = core.new_game(["Anne", "Bernie", "Christine"], seed=7)
#     >>> core.legal_actions(s)[0]
#     ['role', 'settler']
#     >>> core.apply(s, ["role", "settler"])
#
# Each game lives in its own package (``core.puerto_rico``, ``core.san_juan``,
# ``core.port_royal``; ``core.games`` names them). The functions here take
# any game's state and hand it to its game; code that knows its game (a
# game's screens) may call the game package directly. Records
# (``core.record``) and final scoring (``core.scoring``) serve every game.
#
# Pure Python that runs unchanged on MicroPython.

from .errors import DoubloonError, IllegalAction, BadInput
from .games import NAMES, PLAYABLE
from .games import game as _game
from .games import _loaded  # name -> a game's package, once asked for
from .asking import is_over  # noqa: F401 (every game's: its phase is "over")


def new_game(players=4, seed=0, game=NAMES[0], **options):
    # A ready-to-play state of ``game`` (the first of core.games, Puerto
    # Rico, when not named; options: the game's own, e.g. Puerto Rico's
    # ``edition`` and ``tiles``).
    if game not in PLAYABLE:
        raise BadInput("game: not a game the device plays: " + str(game)[:40])
    return _game(game).new_game(players, seed, **options)


def legal_actions(state):
    # Every choice open to the player who must decide now, in menu order.
    # (the loaded game first: this and apply are called at every action;
    # a dict's [] costs less than its get, a try nothing until it raises)
    try:
        g = _loaded[state["game"]]
    except KeyError:
        g = _game(state["game"])
    return g.legal_actions(state)


def apply(state, action, legal=None):
    # Apply ``action`` completely, or raise IllegalAction leaving the state
    # as it was. ``legal``: the list legal_actions gave, if the caller has it.
    try:
        g = _loaded[state["game"]]
    except KeyError:
        g = _game(state["game"])
    return g.apply(state, action, legal)


def pending(state):
    # Who decides what now: {"player", "kind", "role", "options"}, or None.
    return _game(state["game"]).pending(state)


def current_player(state):
    return _game(state["game"]).current_player(state)


def explain(state, action):
    # (rule, message) saying why ``action`` is not legal now.
    return _game(state["game"]).explain(state, action)


def copy(state):
    # A state equal to ``state`` that shares nothing with it: a search plays
    # each future on its own copy (core.canon.copy, loaded when first used).
    from .canon import copy

    return copy(state)


def advise(*args, **kw):
    # advise(state, iterations=None, seed=0): the advised choice of the seat
    # that decides, one of legal_actions, from what that seat may know
    # (core.advisor, loaded when first used; *args: the smallest function
    # on a device's heap).
    from .advisor import advise

    return advise(*args, **kw)


def final_score(state):
    # The final-scoring contract's output for the state (at the game's end,
    # the final ranking; before, the score as it stands).
    return _game(state["game"]).final_score(state)
