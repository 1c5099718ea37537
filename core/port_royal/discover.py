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
    """True when ``step`` does not apply to the card being reported, or
    was entered before (a harbour card's values are remembered)."""
    f = entry["fields"]
    if entry["from"] == "harbour" and f.get("id" if step == "character" else step) is not None:
        return True
    if entry["card"] == "character":
        if step == "colour":
            return f.get("id") != "trader"
        if step == "swords":
            return f.get("id") not in data.ARMED
    if entry["card"] == "ship" and step == "swords":
        # nothing to repel it with: its swords do not matter
        return swords(state["players"][state["active"]]) == 0
    return False


def _steps(state, entry):
    """The questions about the card: when it is taken, those its take
    needs; when revealed, all of them before version 5, else only those
    that matter at once (data.REVEAL_STEPS)."""
    if entry["from"] == "harbour":
        return data.TAKE_STEPS[entry["card"]]
    if entry["from"] == "repel":
        return ("swords",)
    if entry["card"] == "ship" and state.get("version", 2) >= data.FACE_VERSION:
        return ()  # its colour was said in the reveal (["reveal", "ship", colour])
    if state.get("version", 2) >= data.LAZY_VERSION:
        return data.REVEAL_STEPS[entry["card"]]
    return data.STEPS[entry["card"]]


def _next_step(state, entry):
    steps = _steps(state, entry)
    i = steps.index(entry["step"]) + 1 if entry["step"] is not None else 0
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
        return faces_legal(state) + [
            ["colour", c] for c in data.COLOURS if visible(state, "trader", c) < data.TRADERS_PER_COLOUR
        ]
    if step == "tax":
        return [["tax", k] for k in data.TAX_KINDS]
    lo, hi = data.RANGES[card][step]
    if card == "expedition" and step == "priest" and f["settler"] + f["captain"] == 0:
        lo = max(lo, 1)  # an expedition asks for at least one symbol
    out = [[step, v] for v in range(lo, hi + 1)]
    if step == "cost":
        out = faces_legal(state) + out
    if card == "ship" and step == "swords":
        out.append(["skull"])
    return out


def _face_of(f):
    """A character's face: the answers its full entry gives, in the
    steps' order ([id, colour (a trader's), cost, vp, swords (a sailor's
    or pirate's)])."""
    face = [f["id"]]
    if f["id"] == "trader":
        face.append(f["colour"])
    face += [f["cost"], f["vp"]]
    if f["id"] in data.ARMED:
        face.append(f["swords"])
    return face


def faces_legal(state):
    """Version 9: once a taker has named a character, the faces of that
    character entered before in this game, one choice each (["face"] +
    the face: the rest of its values at once), the most often entered
    first, then the latest; only those a copy of which can still be face
    down. Offered beside the first value asked (a trader's colour, else
    the cost); the values one by one stay open for a face not seen yet."""
    e = state["entry"]
    f = e["fields"]
    if state.get("faces") is None or e["from"] != "harbour" or e["card"] != "character":
        return []
    if len(f) != 1 or "id" not in f or e["step"] == "character":
        return []
    keyed = []
    faces = state["faces"]
    for i in range(len(faces)):
        face, n = faces[i]
        cid = face[0]
        if cid != f["id"]:
            continue
        if cid == "trader" and visible(state, "trader", face[1]) >= data.TRADERS_PER_COLOUR:
            continue
        keyed.append((-n, -i, ["face"] + face))
    keyed.sort()  # (the keys differ: an unstable sort gives one order)
    return [k[2] for k in keyed]


def _remember(state, f):
    """A character's values are all in (version 9): its face counts once
    more in the game's catalogue and becomes the latest one."""
    if state.get("faces") is None:
        return
    face = _face_of(f)
    n = 0
    for i in range(len(state["faces"])):
        if state["faces"][i][0] == face:
            n = state["faces"].pop(i)[1]
            break
    state["faces"].append([face, n + 1])


def entry_act(state, action):
    e = state["entry"]
    f = e["fields"]
    if action[0] == "face":
        face = action[1:]
        f["id"] = face.pop(0)
        if f["id"] == "trader":
            f["colour"] = face.pop(0)
        f["cost"], f["vp"] = face[0], face[1]
        if f["id"] in data.ARMED:
            f["swords"] = face[2]
    elif action[0] == "skull":
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
    if e["from"] == "harbour":
        if e["card"] == "character":
            _remember(state, f)
        trade.entered(state, e)
        return
    if e["from"] == "repel":
        _repel_entered(state, e["fields"])
        return
    _place(state, _card(e))


def unknown(card):
    """A harbour card whose take needs a value not entered yet."""
    if card["kind"] == "ship":
        return card["gold"] is None
    if card["id"] is None or card["cost"] is None or card["vp"] is None:
        return True
    if card["id"] == "trader" and card["colour"] is None:
        return True
    return card["swords"] is None


def ask_values(state, i):
    """Seat on turn takes harbour card ``i`` whose values were not all
    entered: he reads them off the card first (what was entered before
    is not asked again); the take is made when they are in."""
    card = state["harbour"][i]
    fields = {}
    for k in ("id", "colour", "gold", "cost", "vp", "swords"):
        if card.get(k) is not None:
            fields[k] = card[k]
    e = {"card": card["kind"], "step": None, "fields": fields, "from": "harbour", "index": i}
    e["step"] = _next_step(state, e)
    state["entry"] = e


def _card(e):
    f = e["fields"]
    kind = e["card"]
    if kind == "ship":
        return {
            "kind": "ship",
            "colour": f["colour"],
            "gold": f.get("gold"),  # None: asked when the ship is taken (version 5)
            "swords": f.get("swords"),
            "skull": f.get("skull", False),
        }
    if kind == "character":
        return {
            "kind": "character",
            "id": f.get("id"),  # None: asked when it is hired (version 5)
            # None: asked when the character is hired (version 5)
            "colour": f.get("colour"),
            "cost": f.get("cost"),
            "vp": f.get("vp"),
            "swords": f.get("swords", 0 if f.get("id") not in data.ARMED + (None,) else None),
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


def _may_try(state, ship):
    """Version 5: the ship's swords are not said yet and the active player
    has swords: he is asked whether he repels it, then its swords."""
    return ship["swords"] is None and not ship["skull"] and swords(state["players"][state["active"]]) > 0


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
        if can_repel(state, card) or _may_try(state, card):
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


def _characters_out(state):
    """Characters face up, entered or not."""
    n = 0
    for c in state["harbour"]:
        if c["kind"] == "character":
            n += 1
    for p in state["players"]:
        n += len(p["characters"])
    return n


def _reveal_kinds(state):
    out = []
    if not can_draw(state):
        return out
    for kind in data.CARD_KINDS:
        if kind == "character" and not _characters_left(state):
            continue
        if kind == "character" and _characters_out(state) >= data.CHARACTER_CARDS:
            continue
        if kind == "expedition" and expeditions_out(state) >= data.EXPEDITIONS:
            continue
        out.append(kind)
    return out


def discover_legal(state):
    kinds = _reveal_kinds(state)
    if "character" in kinds and state.get("version", 2) >= data.LAZY_VERSION:
        # a character is the commonest card, and one press now: first
        kinds.remove("character")
        kinds.insert(0, "character")
    out = []
    for k in kinds:
        if k == "ship" and state.get("version", 2) >= data.FACE_VERSION:
            # version 9: the reveal says the ship's colour (one question)
            for c in data.COLOURS:
                out.append(["reveal", "ship", c])
        else:
            out.append(["reveal", k])
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
    e = {"card": kind, "step": None, "fields": {}, "from": "deck"}
    if len(action) == 3:  # version 9: a ship and its colour
        e["fields"]["colour"] = action[2]
    e["step"] = _next_step(state, e)
    if e["step"] is None:  # nothing to ask now (version 5: a character)
        _place(state, _card(e))
        return
    state["entry"] = e


def repel_legal(state):
    return [["repel"], ["keep"]]


def repel_act(state, action):
    ship = state["ship"]
    if action[0] == "repel" and ship["swords"] is None:
        # version 5: the ship's swords matter now; they are read off it
        state["entry"] = {
            "card": "ship",
            "step": "swords",
            "fields": {"colour": ship["colour"]},
            "from": "repel",
        }
        return
    state["ship"] = None
    state["phase"] = "discover"
    if action[0] == "repel":
        state["discard"] += 1
        event(state, "repel", state["active"], ship)
    else:
        _harbour_ship(state, ship)


def _repel_entered(state, f):
    """The swords of the ship he repels are said: repelled when his swords
    reach them, else the ship is kept (a bust, if its colour is there)."""
    ship = state["ship"]
    ship["swords"] = f.get("swords")
    ship["skull"] = f.get("skull", False)
    state["ship"] = None
    state["phase"] = "discover"
    if can_repel(state, ship):
        state["discard"] += 1
        event(state, "repel", state["active"], ship)
    else:
        event(state, "cannot_repel", state["active"], ship)
        _harbour_ship(state, ship)
