"""Port Royal (2-5 players): the device as bank, bookkeeper and referee.

    >>> from core import port_royal as pry
    >>> s = pry.new_game(["Anne", "Bernie"], seed=7)
    >>> pry.legal_actions(s)[0]
    ['reveal', 'character']

The cards stay physical: the players report each card they reveal
(``engine``), the device keeps gold, VP, swords, the harbour, the bust,
taxes, the take count and payments. The game's API is the one every
playable game of ``core.games`` gives; ``scoring.score`` scores its
end-of-game sheets (the contract's scorer, also for a tracked game).
"""

from .engine import legal_actions, apply, pending, current_player, is_over, explain, decision
from .endgame import final_score
from . import scoring
from . import state as _state

NAME = "port_royal"
PLAYERS = (2, 3, 4, 5)
# Header fields of this game's records beyond every game's (core.record.KEYS).
HEADER_KEYS = ("variant",)
# Record versions: 9 (written now) says a ship's colour in its reveal and
# names a character hired by a face entered before (issue 36); 5 asks
# them apart, and asks the active player which characters he discards
# for an expedition when more than one set does; 1 and 2 replay with the
# device's pick, as they were played.
RECORD_VERSION = _state.VERSION
RECORD_VERSIONS = (1, 2, 5, 9)


def new_game(players=4, seed=0, variant="standard", max_name=_state.MAX_NAME, version=_state.VERSION):
    """A ready-to-play state (see core.port_royal.state.new_game)."""
    return _state.new_game(players, seed, variant, max_name, version)


def record_header(state):
    """This game's fields of a record header (core.record.header)."""
    return {
        "version": state.get("version", 2),
        "players": [p["name"] for p in state["players"]],
        "seed": state["seed"],
        "variant": state["variant"],
    }


def from_header(h, version):
    """A new game from a checked record header."""
    return new_game(h["players"], h.get("seed", 0), h.get("variant", "standard"), version=version)
