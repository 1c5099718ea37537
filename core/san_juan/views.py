"""What each person at the table may see. Hand sizes and goods are public
in San Juan; the cards under a chapel are not ("kind and number need not
be shown"), so only their owner's view has his count. The order of the
face-down trading-house tiles and the generator are hidden until the
game is over, when everything is public."""

from ..canon import copy
from ..views import seen

_HIDDEN = ("rng", "tiles", "seed")


def _strip(state, seat):
    v = {}
    for k in state:
        if k not in _HIDDEN:
            v[k] = copy(state[k])
    v["tiles_count"] = len(state["tiles"])
    for i in range(len(v["players"])):
        if i != seat:
            v["players"][i]["chapel"] = None  # not shown
    return v


def public_view(state):
    """The board's view: no chapel counts, no face-down tile order."""
    return seen(state, None, _strip)


def seat_view(state, seat):
    """One player's view: the public view plus his own chapel count."""
    return seen(state, seat, _strip)
