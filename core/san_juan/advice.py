"""San Juan's part of the move advisor (core.advisor): what is hidden
from a seat and how it is redrawn, a playout's length, the worth of a
position. The cards stay physical: the device keeps hand sizes only."""

from .. import rng

DEPTH = 12  # seats' decisions a playout plays: about a round of 2 players
TOP = 6  # candidates kept by the rule bot's prior (core.advisor._prior)


def hide(s, seat):
    # The hidden parts in a canonical form: the trading-house tiles left
    # (their order is hidden), the cards under the others' chapels (not
    # shown: counted 0).
    s["tiles"] = sorted(s["tiles"])
    for i in range(len(s["players"])):
        if i != seat:
            s["players"][i]["chapel"] = 0


def fill(s, seat, r):
    # One draw of the hidden parts: the tiles' order.
    return rng.shuffle(r, s["tiles"])


def worth(m, s, p):
    return m.worth(s, p)
