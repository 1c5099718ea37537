"""Puerto Rico's part of the move advisor (core.advisor): what is hidden
from a seat and how it is redrawn, a playout's length, the cheap choices
of its long menus in playouts, the worth of a position."""

from . import data
from .. import rng

DEPTH = 20  # seats' decisions a playout plays: about a round of 4 players
TOP = 6  # candidates kept by the rule bot's prior (core.advisor._prior)


def hide(s, seat):
    # The hidden parts in a canonical form: which plantations are left is
    # public (every tile out of the stack is on the board), their order is
    # not; the others' VP chips are secret: each gets an even share of the
    # chips gone from the supply, less the seat's own.
    s["stock"] = sorted(s["stock"])
    players = s["players"]
    n = len(players)
    first = data.SETUP[n]["vp_chips"]
    if n == 5 and s.get("edition") == "1897":
        first = data.VP_CHIPS_1897_5P
    gone = first - s["vp_chips"] - players[seat]["vp"]
    if gone < 0:
        gone = 0
    others = n - 1
    k = 0
    for j in range(1, n):
        p = players[(seat + j) % n]
        p["vp"] = gone // others + (1 if k < gone % others else 0)
        p["written"] = 0
        k += 1


def fill(s, seat, r):
    # One draw of the hidden parts: the plantations' order.
    return rng.shuffle(r, s["stock"])


def worth(m, s, p):
    # The rule bots' worth (core.puerto_rico.bots), tenths of a VP.
    return m.worth(s, p, m.WEIGHTS[m.STRONGEST])


def light(m, s, acts):
    # The long menus played without a copy of the state for each
    # choice (the rule bot's way, most of a playout's time): a colonist's
    # place by what it makes work, a building by what it adds for its
    # price (the rule bot's own terms). None: the rule bot chooses.
    first = acts[0][0]
    if first == "keep":
        return 0  # the colonists back where the same policy put them
    if first == "place" and acts[-1][0] == "place":
        return _best_place(m, s, acts)
    if first == "build" and len(acts) > 3:
        return _best_building(m, s, acts)
    return None


def _best_place(m, s, acts):
    pl = s["players"][s["turn"]]
    B = m.B
    island = pl["island"]
    filled = {}
    for b in pl["city"]:
        g = B[b][m.GOOD]
        if g is not None:
            filled[g] = filled.get(g, 0) + pl["city"][b]
    best = -1
    bi = 0
    for i in range(len(acts)):
        k = acts[i][1]
        if k == "corn":
            v = 14
        elif k == "quarry":
            v = 10
        elif k in m.PRODUCE:  # a plantation: worth it when a mill waits
            t = island[k]
            v = 13 + m.PRODUCE[k] // 2 if t[1] < filled.get(k, 0) else 4
        elif k in B:
            g = B[k][m.GOOD]
            if g is None:
                v = 12  # a violet building's use
            else:
                t = island.get(g)
                v = 13 + m.PRODUCE[g] // 2 if t is not None and t[1] > filled.get(g, 0) else 3
        else:
            v = 0
        if v > best:
            best = v
            bi = i
    return bi


def _best_building(m, s, acts):
    p = s["turn"]
    pl = s["players"][p]
    w = m.WEIGHTS[m.STRONGEST]
    left = m.stage(s)
    B = m.B
    best = 0
    bi = None
    for i in range(len(acts)):
        a = acts[i]
        if a[0] != "build" or len(a) != 2 or a[1] not in B:
            if a[0] == "pass":
                continue
            return None  # a layer's action: the rule bot's
        b = a[1]
        row = B[b]
        v = row[m.VP] * w["bvp"] + m.USE.get(b, 6) * w["use"] * left // 100
        if row[m.GOOD] is not None:
            t = pl["island"].get(row[m.GOOD])
            have = t[0] if t else 0
            c = row[m.CIRCLES]
            v += (have if have < c else c) * m.PRODUCE[row[m.GOOD]] * w["prod"] * left // 100
        if row[m.KIND] == "large":
            v += 20 * w["bvp"] // 10
        v -= m.price(s, p, b) * w["money"] * (4 + left) // 14
        if v > best:
            best = v
            bi = i
    if bi is None:
        for i in range(len(acts)):
            if acts[i][0] == "pass":
                return i
        return None
    return bi
