"""doubloon rules core: Puerto Rico as plain data and functions.

    >>> import core
    >>> s = core.new_game(["Anne", "Bernie", "Christine"], seed=7)
    >>> core.legal_actions(s)[0]
    ['role', 'settler']
    >>> core.apply(s, ["role", "settler"])

Pure Python that runs unchanged on MicroPython.
"""

from .errors import DoubloonError, IllegalAction, BadInput
from .engine import (legal_actions, apply, pending, current_player, is_over,
                     explain)
from .roles.builder import price as building_price  # what a seat pays now
from .roles.trader import sale_price  # what a seat gets for a barrel now
from . import engine as _engine
from . import state as _state


def new_game(players=4, seed=0, edition="classic", tiles="shuffle",
             mayor_privilege="choice"):
    """A ready-to-play state (see core.state.new_game)."""
    return _engine.start(_state.new_game(players, seed, edition, tiles,
                                         mayor_privilege))
