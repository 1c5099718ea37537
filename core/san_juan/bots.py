"""San Juan's rule-based bot ("rule", run by core.bots), written from the
rules (shared/rules/san-juan.md): a role is scored by a hand-written
value of what its phase gives the picker now, less a third of what it
gives the others; every other choice by the change it makes to the
seat's worth (applied to a copy). It reads the public board and hand
sizes, never the trading-house tiles' stack. Values are integers, in
tenths of a VP."""

from . import data
from .state import goods_total, owns, empty_of, in_play
from .engine import apply, decision
from .. import canon
from ..bots import best

B = data.BUILDINGS
COST = data.COST
VP = data.VP

# What a building's effect is worth early on, beyond its printed VP.
USE = {
    "smithy": 6,
    "gold_mine": 5,
    "archive": 4,
    "poor_house": 5,
    "black_market": 6,
    "trading_post": 8,
    "well": 8,
    "market_stand": 8,
    "crane": 5,
    "chapel": 10,
    "tower": 6,
    "aqueduct": 10,
    "carpenter": 10,
    "prefecture": 10,
    "market_hall": 10,
    "quarry": 12,
    "library": 18,
}
CARD = 5  # a card in hand
GOOD = 7  # a good on a building (a card's worth and then some)
# goods in price order: what a production building's good is worth
PRODUCE = {"indigo": 3, "sugar": 5, "tobacco": 7, "coffee": 9, "silver": 11}


def stage(state):
    """Rounds left, roughly, 0 to 10: from the most buildings anyone has."""
    most = 0
    for pl in state["players"]:
        if len(pl["buildings"]) > most:
            most = len(pl["buildings"])
    left = (data.MAX_BUILDINGS - most) * 10 // 8
    return 0 if state["end"] else (left if left < 10 else 10)


def _bonus(pl, b):
    # The 6-cost buildings' end bonus as the seat's board stands (S2).
    bs = pl["buildings"]
    if b == "guild_hall":
        return 2 * sum(1 for x in bs if x in data.PRODUCES)
    if b == "city_hall":
        return sum(1 for x in bs if x not in data.PRODUCES)
    if b == "triumphal_arch":
        m = sum(1 for x in bs if x in data.MONUMENTS)
        return (4, 6, 8, 8)[m - 1] if m else 2
    if b == "palace":
        return sum(B[x][VP] for x in bs) // 4 + 1
    return 0


def worth(state, p, left=None):
    if left is None:
        left = stage(state)
    pl = state["players"][p]
    v = pl["hand"] * CARD + pl["chapel"] * 10
    for b in pl["buildings"]:
        v += B[b][VP] * 10 + _bonus(pl, b) * 10 + USE.get(b, 0) * left // 10
        g = data.PRODUCES.get(b)
        if g is not None:
            v += PRODUCE[g] * left // 10
    for g in data.GOODS:
        v += pl["goods"][g] * (GOOD + PRODUCE[g] // 3)
    return v


def _build_gain(state, p, pl, off, left):
    best = 0
    for b in data.ORDER:
        if in_play(state, b) >= B[b][data.COPIES]:
            continue
        if owns(pl, b) and b not in data.PRODUCES:
            continue
        cost = B[b][COST] - off
        if cost > pl["hand"] - 1:
            continue
        v = B[b][VP] * 10 + _bonus(pl, b) * 10 + USE.get(b, 0) * left // 10 - cost * CARD
        if b in data.PRODUCES:
            v += PRODUCE[data.PRODUCES[b]] * left // 10
        if v > best:
            best = v
    return best


def role_gain(state, p, role, left):
    players = state["players"]
    mine = 0
    others = 0
    for q in range(len(players)):
        pl = players[q]
        me = q == p
        if role == "builder":
            v = _build_gain(state, q, pl, 1 if me else 0, left)
        elif role == "producer":
            n = 0
            for g in data.GOODS:
                n += empty_of(pl, g)
            k = (2 if me else 1) + (1 if owns(pl, "aqueduct") else 0)
            v = (n if n < k else k) * GOOD
        elif role == "trader":
            n = goods_total(pl)
            k = (2 if me else 1) + (1 if owns(pl, "trading_post") else 0)
            v = (n if n < k else k) * (CARD * 2 - 2)
        elif role == "councillor":
            v = 9 if me else 4
        else:  # prospector: the picker only
            v = CARD + 1 if me else 0
        if me:
            mine = v
        else:
            others += v
    return mine - others // 3


def table_decides(state):
    """The gold mine's 4 cards, a physical trading-house tile turned up
    and the end-of-game count are the table's."""
    return decision(state) in ("gold_mine", "count", "tile")


def table_pick(state, acts, r, below):
    """A gold mine keeps a card about half the time (4 cards of 5 costs:
    [suggested]); the count is confirmed as the device keeps it."""
    for want in (["confirm"],):
        if want in acts:
            return r, acts.index(want)
    if decision(state) == "tile":
        return below(r, len(acts))
    r, k = below(r, 2)
    want = ["gold_mine", "keep" if k else "none"]
    if want in acts:
        return r, acts.index(want)
    return r, 0


def _after(state, act, p, left):
    s = canon.copy(state)
    apply(s, act)
    return worth(s, p, left)


def choose(name, state, p, acts, r, below):
    return best(scores(name, state, p, acts), r, below)


def scores(name, state, p, acts):
    # Each action's value (tenths of a VP): the bot takes the highest; the
    # advisor's prior (core.advisor) keeps the top few.
    left = stage(state)
    vals = []
    base = None
    for a in acts:
        if a[0] == "role":
            v = role_gain(state, p, a[1], left)
        elif a[0] == "pass" and state["phase"] in ("producer", "trader", "councillor", "prospector"):
            v = -1  # doing nothing: only when all else loses
        else:
            if base is None:
                base = worth(state, p, left)
            v = _after(state, a, p, left) - base
        vals.append(v)
    return vals


NAMES = ("rule",)  # core.bots adds "random"
STRONGEST = "rule"
TOURNAMENT_PLAYERS = 2
