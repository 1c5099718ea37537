"""What each person at the table may see (OpenSpiel-style observers).

VP chips are secret in the rules: ``public_view`` (the board screen) shows
nobody's, ``seat_view`` shows only that seat's own. Neither shows the order
of the face-down plantations or the generator state (the future draws).
Once the game is over, everything is public.
"""

from ..canon import copy
from ..views import seen

_HIDDEN_GAME = ("rng", "stock", "seed")
# Events that tell a player's VP: his own seat's view only.
SECRET_EVENTS = ("vp", "vp_chips")


def _strip(state, seat):
    v = {}
    for k in state:
        if k in _HIDDEN_GAME or k == "players":
            continue
        v[k] = copy(state[k])
    v["stock_count"] = len(state["stock"])
    players = []
    for i in range(len(state["players"])):
        src = state["players"][i]
        p = {}
        for k in src:
            if k not in ("vp", "written"):
                p[k] = copy(src[k])
        if i == seat:
            p["vp"] = src["vp"]
            p["written"] = src["written"]
        players.append(p)
    v["players"] = players
    # Events may carry VP gains: keep only the seat's own.
    v["events"] = [e for e in v["events"] if e[0] not in SECRET_EVENTS or e[1] == seat]
    return v


def public_view(state):
    """The board screen's view: no secret VP, no face-down order."""
    return seen(state, None, _strip)


def seat_view(state, seat):
    """One player's view: the public view plus his own VP chips."""
    return seen(state, seat, _strip)
