"""Phase 1, discover (§4.1): the active player reveals cards and reports
each one step by step (its kind, then what is printed on it, ruling P1);
ships may be repelled, a second ship of a colour busts, a tax increase is
resolved at once, an expedition lies beside the harbour. Stopping starts
phase 2 (core.port_royal.trade)."""

from . import data
from .state import (
    event,
    swords,
    has,
    draw_gold,
    pay_gold,
    reshuffle,
    visible,
    expeditions_out,
    can_draw,
)
from .expeditions import start as fulfil_start, fulfillable
from .turns import check_end, end_turn
from . import trade

# ---- reporting a card ---------------------------------------------------------


def _skip(state, entry, step):
    """True when ``step`` does not apply to the card being reported."""
    f = entry["fields"]
    if entry["card"] == "character":
        if step == "colour":
            return f["id"] != "trader"
        if step == "swords":
            return f["id"] not in data.ARMED
    if entry["card"] == "ship" and step == "swords":
        # nothing to repel it with: its swords do not matter
        return swords(state["players"][state["active"]]) == 0
    return False


def _next_step(state, entry):
    steps = data.STEPS[entry["card"]]
    i = steps.index(entry["step"]) + 1
    while i < len(steps):
        if not _skip(state, entry, steps[i]):
            return steps[i]
        i += 1
    return None


def _characters_left(state):
    out = []
    for cid in data.CHARACTERS:
        if visible(state, cid) < data.COPIES[cid]:
            out.append(cid)
    return out


def entry_legal(state):
    e = state["entry"]
    step = e["step"]
    card = e["card"]
    f = e["fields"]
    if step == "character":
        return [["character", c] for c in _characters_left(state)]
    if step == "colour":
        if card == "ship":
            return [["colour", c] for c in data.COLOURS]
        return [["colour", c] for c in data.COLOURS if visible(state, "trader", c) < data.TRADERS_PER_COLOUR]
    if step == "tax":
        return [["tax", k] for k in data.TAX_KINDS]
    lo, hi = data.RANGES[card][step]
    if card == "expedition" and step == "priest" and f["settler"] + f["captain"] == 0:
        lo = max(lo, 1)  # an expedition asks for at least one symbol
    out = [[step, v] for v in range(lo, hi + 1)]
    if card == "ship" and step == "swords":
        out.append(["skull"])
    return out


def entry_act(state, action):
    e = state["entry"]
    f = e["fields"]
    if action[0] == "skull":
        f["swords"] = None
        f["skull"] = True
    elif e["step"] == "character":
        f["id"] = action[1]
    else:
        f[e["step"]] = action[1]
    step = _next_step(state, e)
    if step is not None:
        e["step"] = step
        return
    state["entry"] = None
    _place(state, _card(e))


def _card(e):
    f = e["fields"]
    kind = e["card"]
    if kind == "ship":
        return {
            "kind": "ship",
            "colour": f["colour"],
            "gold": f["gold"],
            "swords": f.get("swords"),
            "skull": f.get("skull", False),
        }
    if kind == "character":
        return {
            "kind": "character",
            "id": f["id"],
            "colour": f.get("colour"),
            "cost": f["cost"],
            "vp": f["vp"],
            "swords": f.get("swords", 0),
        }
    if kind == "expedition":
        needs = {}
        for s in data.SYMBOLS:
            needs[s] = f[s]
        return {
            "kind": "expedition",
            "needs": needs,
            "gold": f["gold"],
            "vp": f["vp"],
            "special": e["from"] == "box",
        }
    return {"kind": "tax", "tax": f["tax"]}


def can_repel(state, ship):
    """The active player's swords repel ``ship`` (never a skull ship)."""
    if ship["skull"] or ship["swords"] is None:
        return False
    return swords(state["players"][state["active"]]) >= ship["swords"]


def busts(state, ship):
    """``ship`` has the colour of a ship already in the harbour."""
    for c in state["harbour"]:
        if c["kind"] == "ship" and c["colour"] == ship["colour"]:
            return True
    return False


def _place(state, card):
    """A card fully reported goes where §4.1 puts it: a ship into the
    harbour (or first the choice to repel it), a character into the
    harbour, an expedition beside it; a tax is resolved at once."""
    kind = card["kind"]
    a = state["active"]
    if kind == "ship":
        if can_repel(state, card):
            state["ship"] = card
            state["phase"] = "repel"
            event(state, "may_repel", a, [card, busts(state, card)])
            return
        _harbour_ship(state, card)
    elif kind == "character":
        state["harbour"].append(card)
        event(state, "harbour", a, card)
    elif kind == "expedition":
        state["display"].append(card)
        event(state, "display", a, card)
    else:
        _tax(state, card["tax"])
    check_end(state)


def _harbour_ship(state, ship):
    a = state["active"]
    if busts(state, ship):
        _bust(state, ship)
        return
    state["harbour"].append(ship)
    event(state, "harbour", a, ship)


def _bust(state, ship):
    """Two ships of one colour: the harbour is discarded, the turn ends,
    and every jester pays its owner (active player included)."""
    a = state["active"]
    n = len(state["harbour"]) + 1
    state["harbour"] = []
    state["discard"] += n
    event(state, "bust", a, [ship["colour"], n])
    for i in range(len(state["players"])):
        jesters = has(state["players"][i], "jester")
        if jesters:
            draw_gold(state, i, data.JESTER_GOLD * jesters, "jester")
    end_turn(state)


def _tax(state, kind):
    """§4.1: 12 gold or more loses half (rounded down), then the most
    swords or the fewest VP gain 1 (every tied player)."""
    players = state["players"]
    for i in range(len(players)):
        g = players[i]["gold"]
        if g >= data.TAX_FROM:
            pay_gold(state, i, g // 2, "tax")
    if kind == "swords":
        vals = [swords(p) for p in players]
        best = max(vals)
    else:
        vals = [p["vp"] for p in players]
        best = min(vals)
    event(state, "tax", state["active"], [kind, [i for i in range(len(players)) if vals[i] == best]])
    for i in range(len(players)):
        if vals[i] == best:
            draw_gold(state, i, 1, "tax")
    state["discard"] += 1  # the tax card, once resolved


# ---- revealing, repelling -----------------------------------------------------


def _reveal_kinds(state):
    out = []
    if not can_draw(state):
        return out
    for kind in data.CARD_KINDS:
        if kind == "character" and not _characters_left(state):
            continue
        if kind == "expedition" and expeditions_out(state) >= data.EXPEDITIONS:
            continue
        out.append(kind)
    return out


def discover_legal(state):
    kinds = _reveal_kinds(state)
    out = [["reveal", k] for k in kinds]
    # at least one card first (§4.1), unless none can be drawn
    if state["revealed"] > 0 or not kinds:
        out.append(["stop"])
    return out + fulfillable(state)


def discover_act(state, action):
    what = action[0]
    if what == "expedition":
        fulfil_start(state, action[1])
        return
    if what == "stop":
        trade.start(state)
        return
    kind = action[1]
    if state["deck"] == 0:
        reshuffle(state)
    state["deck"] -= 1
    state["revealed"] += 1
    event(state, "reveal", state["active"], kind)
    state["entry"] = {"card": kind, "step": data.STEPS[kind][0], "fields": {}, "from": "deck"}


def repel_legal(state):
    return [["repel"], ["keep"]]


def repel_act(state, action):
    ship = state["ship"]
    state["ship"] = None
    state["phase"] = "discover"
    if action[0] == "repel":
        state["discard"] += 1
        event(state, "repel", state["active"], ship)
    else:
        _harbour_ship(state, ship)
