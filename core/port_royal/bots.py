"""Port Royal's rule-based bot ("rule", run by core.bots), written from the
rules (shared/rules/port-royal.md): it reveals while the chance of a bust
times what the harbour holds stays below what one more card brings,
repels a ship that would bust it, fulfils every expedition it can, and
takes the harbour card that adds most to its worth (applied to a copy;
passing is worth nothing). Values are integers, in tenths of a VP.

The device does not see the cards: what a card turns out to be is the
table's report (``table_decides``). For a benchmark's games
``table_pick`` draws it from a card model: the counts of §2, and for the
values the seed does not print (P1) a [suggested] guess at the printed
cards, good enough to give the games their shape, not the real deck."""

from . import data
from .engine import apply, decision, legal_actions
from .state import visible
from .. import canon
from ..bots import best

# Reveal kinds by their count in the deck (§2).
KIND_COUNT = {"ship": 50, "character": 60, "expedition": 5, "tax": 4}
# [suggested] values the seed does not give (P1): a ship's gold by colour,
# its swords (the seed's numbers, read as swords; None: a skull ship).
SHIP_GOLD = {
    "yellow": (1, 1, 1, 2),
    "blue": (1, 2, 2, 2),
    "green": (2, 2, 3, 3),
    "red": (2, 3, 3, 4),
    "black": (3, 4, 4, 5),
}
SHIP_SWORDS = {
    "yellow": (1, 1, 1, 1, 2, 2, 2, 4, 4, 4),
    "blue": (1, 1, 1, 1, 2, 2, 2, 5, 5, 5),
    "green": (1, 1, 1, 1, 3, 3, 3, 5, 5, 5),
    "red": (1, 1, 1, 3, 3, 3, 6, 6, None, None),
    "black": (2, 2, 2, 4, 4, 4, 7, 7, None, None),
}
# A character's hire cost and shield VP [suggested], and swords (§2).
CHARACTER = {
    "trader": (3, 1),
    "settler": (4, 1),
    "captain": (4, 1),
    "priest": (4, 1),
    "jack": (6, 2),
    "sailor": (3, 1),
    "pirate": (6, 2),
    "mademoiselle": (6, 2),
    "jester": (5, 1),
    "admiral": (5, 1),
    "governor": (7, 0),
}
SWORDS = {"sailor": 1, "pirate": 2}

# What a character's ability is worth to its owner (tenths of a VP).
ABILITY = {
    "trader": 3,
    "settler": 5,
    "captain": 5,
    "priest": 5,
    "jack": 6,
    "sailor": 3,
    "pirate": 4,
    "mademoiselle": 6,
    "jester": 3,
    "admiral": 4,
    "governor": 8,
}
GOLD = 2  # a coin (a VP costs about 5)


def worth(state, p):
    pl = state["players"][p]
    v = pl["vp"] * 10 + pl["gold"] * GOLD
    for c in pl["characters"]:
        v += ABILITY.get(c["id"], 3)
        if c["id"] in ("sailor", "pirate"):
            v += 2 * (c["swords"] or 0)
    v += 2 * len(pl["expeditions"])  # (their VP are in pl["vp"])
    return v


def _bust_risk(state):
    # Tenths-of-a-percent chance the next card busts: a ship (about 42%)
    # of a colour already in the harbour.
    colours = []
    for c in state["harbour"]:
        if c["kind"] == "ship" and c["colour"] not in colours:
            colours.append(c["colour"])
    return len(colours), 420 * len(colours) // 5


def _reveal_value(state):
    # > 0: one more card is worth its risk.
    c, risk = _bust_risk(state)
    k = len(state["harbour"])
    gain = 50 + (30 if c == 3 or c == 4 else 0)  # a card; a 4th/5th colour takes more
    loss = (k * 6 + 6) * 10
    return gain * 1000 - risk * loss


def _settle(s, p):
    # After a fulfil the seat names his discards: the first set.
    n = 0
    while s.get("fulfil") is not None and n < 10:
        apply(s, legal_actions(s)[0])
        n += 1


def _after(state, act, p):
    s = canon.copy(state)
    apply(s, act)
    _settle(s, p)
    return worth(s, p)


def choose(name, state, p, acts, r, below):
    kind = decision(state)
    if kind == "repel":
        ship = state["ship"]
        bust = False
        for c in state["harbour"]:
            if c["kind"] == "ship" and c["colour"] == ship["colour"]:
                bust = True
        want = ["repel"] if bust and ["repel"] in acts else ["keep"]
        return r, acts.index(want) if want in acts else 0
    return best(scores(name, state, p, acts), r, below)


def scores(name, state, p, acts):
    # Each action's value (tenths of a VP; a repel's choice is choose's):
    # the bot takes the highest; the advisor's prior keeps the top few.
    base = worth(state, p)
    vals = []
    for a in acts:
        if a[0] == "reveal":
            v = 1 if _reveal_value(state) > 0 else -1
        elif a[0] == "stop" or a[0] == "pass":
            v = 0
        else:
            v = _after(state, a, p) - base + 1
        vals.append(v)
    return vals


# ---- the table: what the cards turn out to be, for a benchmark ----------------


def table_decides(state):
    """A card's values are being reported: the table's, not a seat's."""
    return state.get("fulfil") is None and state["entry"] is not None


def _weighted(r, below, items, weights):
    total = 0
    for w in weights:
        total += w
    if total <= 0:
        return r, 0
    r, x = below(r, total)
    for i in range(len(items)):
        x -= weights[i]
        if x < 0:
            return r, i
    return r, len(items) - 1


def resolve(state, action, acts, r, below):
    """A reveal: which kind of card turns up, by the counts left in the
    deck as far as the board shows them (the kinds the menu allows)."""
    if action[0] != "reveal":
        return r, action
    kinds = [a for a in acts if a[0] == "reveal"]
    ships = 0  # version 9: a reveal line per ship colour, sharing the ships
    for a in kinds:
        if len(a) == 3:
            ships += 1
    w = []
    for a in kinds:
        n = KIND_COUNT.get(a[1], 1)
        if len(a) == 3:
            n = n // ships
        if a[1] == "character":
            n -= sum(visible(state, cid) for cid in data.CHARACTERS)
        elif a[1] == "expedition":
            n -= len(state["display"])
        w.append(n if n > 0 else 1)
    r, i = _weighted(r, below, kinds, w)
    return r, kinds[i]


def table_pick(state, acts, r, below):
    """The value of the step being reported, from the card model above."""
    e = state["entry"]
    step = e["step"]
    f = e["fields"]
    want = None
    if step == "character":
        # (a face entered before, version 9, is not one of the model's)
        names = [k for k in range(len(acts)) if acts[k][0] == "character"]
        w = [data.COPIES[acts[k][1]] - visible(state, acts[k][1]) for k in names]
        r, i = _weighted(r, below, names, w)
        return r, names[i]
    if step == "colour" or step == "tax":
        r, i = below(r, len(acts))
        return r, i
    if e["card"] == "ship":
        if step == "gold":
            opts = SHIP_GOLD[f["colour"]]
            r, i = below(r, len(opts))
            want = ["gold", opts[i]]
        else:
            opts = SHIP_SWORDS[f["colour"]]
            r, i = below(r, len(opts))
            want = ["skull"] if opts[i] is None else ["swords", opts[i]]
    elif e["card"] == "character":
        cost, vp = CHARACTER.get(f.get("id"), (4, 1))
        if step == "cost":
            r, i = below(r, 3)
            want = ["cost", cost + i - 1]
        elif step == "vp":
            want = ["vp", vp]
        else:
            want = ["swords", SWORDS.get(f.get("id"), 1)]
    elif e["card"] == "expedition":
        if step in data.SYMBOLS:
            # two symbols of one kind, or one of each: [suggested]
            r, i = below(r, 6)
            plan = ((2, 0, 0), (0, 2, 0), (0, 0, 2), (1, 1, 1), (1, 1, 0), (0, 1, 1))[i]
            want = [step, plan[data.SYMBOLS.index(step)]]
        elif step == "gold":
            r, i = below(r, 2)
            want = ["gold", 2 + i]
        else:
            want = ["vp", 4 + (f.get("settler", 0) + f.get("captain", 0) + f.get("priest", 0)) // 2]
    if want in acts:
        return r, acts.index(want)
    r, i = below(r, len(acts))
    return r, i


NAMES = ("rule",)  # core.bots adds "random"
STRONGEST = "rule"
TOURNAMENT_PLAYERS = 2
# Port Royal tournaments play record version 2: every card's values are
# said when it is revealed, so a seat sees the harbour it chooses from
# (from version 5 a character is read off only when taken: blind).
TOURNAMENT_OPTIONS = {"version": 2}
