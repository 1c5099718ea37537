"""What the games' views (core.<game>.views) share: once the game is
over, everything is public."""

from .canon import copy


def seen(state, seat, strip):
    """What ``seat`` (None: the board) may see: a copy of the whole state
    once the game is over, before that ``strip(state, seat)``, the game's
    own rule of what stays hidden."""
    if state["phase"] == "over":
        return copy(state)
    return strip(state, seat)
