"""What each person at the table may see. San Juan has no secret counts
(hand sizes are public); the order of the face-down trading-house tiles
and the generator are hidden until the game is over."""

from ..canon import copy

_HIDDEN = ("rng", "tiles", "seed")


def public_view(state):
    if state["phase"] == "over":
        return copy(state)
    v = {}
    for k in state:
        if k not in _HIDDEN:
            v[k] = copy(state[k])
    v["tiles_count"] = len(state["tiles"])
    return v


def seat_view(state, seat):
    return public_view(state)
