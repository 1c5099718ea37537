"""Port Royal's part of the move advisor (core.advisor): the device keeps
nothing hidden (the deck is the table's: what turns up is drawn by the
rule bots' card model), a playout's length, the worth of a position."""

DEPTH = 12  # seats' decisions a playout plays
TOP = 6  # candidates kept by the rule bot's prior (core.advisor._prior)


def hide(s, seat):
    return None


def fill(s, seat, r):
    return r


def worth(m, s, p):
    return m.worth(s, p)
