"""San Juan: rules, state and scoring of a tracked game.

    >>> from core import san_juan as sj
    >>> s = sj.new_game(["Anne", "Bernie"], seed=7)
    >>> sj.legal_actions(s)[0]
    ['role', 'builder']

The cards stay physical and hidden: actions are what the players report
(core.san_juan.engine), the device counts, prices and shuffles the
trading-house tiles. The same API as every playable game of core.games.
"""

from .engine import legal_actions, apply, pending, current_player, is_over, explain, decision, price
from .endgame import final_score
from . import scoring
from . import state as _state

NAME = "san_juan"
PLAYERS = (2, 3, 4)
HEADER_KEYS = ("variant", "tiles")  # beyond core.record.KEYS
# Record versions: 8 (written now) is 7 with the building a crane covers
# out of the game (rules 6, not on the discard pile), the councillor's and
# the prospector's own draw asked like every other seat's, and the
# trading-house tiles drawn by the device or, header "tiles": "physical",
# by the table (the trader says which one he turned up). 4 asks the 2-player governor whether his
# library doubles his first pick, each other player whether he draws as
# councillor, and which building of a kind the crane covers; it has the
# deal variant; 7 is 4 with the game ending at a round's end
# when no card can move any more (a [suggested] ruling). 3 asks each seat to check its counts at the end
# (["count", ...], ["confirm"]); 1 and 2 were scored from the counts
# kept. Each replays as it was played (core.san_juan.state.new_game).
VERSION = 8
RECORD_VERSIONS = (1, 2, 3, 4, 7, 8)


def new_game(players=4, seed=0, variant="standard", tiles="shuffle", **options):
    """A ready-to-play state (core.san_juan.state.new_game). ``variant``:
    "standard" or "deal" (rules 3); ``tiles``: "shuffle" (the device draws
    the trading-house tiles) or "physical" (the table does, and says which).
    Puerto Rico's other options (edition) mean nothing here and are ignored."""
    return _state.new_game(players, seed, variant=variant, tiles=tiles)


def record_header(state):
    h = {
        "version": state["version"],
        "players": [p["name"] for p in state["players"]],
        "seed": state["seed"],
    }
    if state["version"] >= 4:
        h["variant"] = state["variant"]
    if "tile_mode" in state:  # version 8 on
        h["tiles"] = state["tile_mode"]
    return h


def from_header(h, version):
    return _state.new_game(
        h["players"],
        h.get("seed", 0),
        version=version,
        variant=h.get("variant", "standard"),
        tiles=h.get("tiles", "shuffle"),
    )
