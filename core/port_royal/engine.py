"""The decisions of a Port Royal game: ``legal_actions(state)`` and
``apply(state, action)``, as Puerto Rico's engine.

The device does not see the cards: the active player reports each card as
he reveals it, step by step (its kind, then what is printed on it, P1),
and the device keeps the counts, checks the bust, resolves taxes, says how
many cards each player may take and what he pays. Actions are short lists:

    discover:  ["reveal", kind]  ["stop"]  ["expedition", k] (fulfil display k)
    a card:    ["colour", c]  ["gold", n]  ["swords", n]  ["skull"]
               ["character", id]  ["cost", n]  ["vp", n]
               ["settler", n]  ["captain", n]  ["priest", n]  ["tax", "swords"|"vp"]
    a ship:    ["repel"]  ["keep"]
    phase 2:   ["take", i] (harbour card i)  ["pass"]  ["expedition", k]

``apply`` checks the action against ``legal_actions`` and raises
``IllegalAction`` naming the rule, leaving the state untouched.
"""

from . import data
from ..errors import IllegalAction
from ..inputs import shown
from .state import (
    event,
    next_seat,
    swords,
    has,
    price,
    income,
    draw_gold,
    pay_gold,
    give_gold,
    reshuffle,
    visible,
    expeditions_out,
    harbour_colours,
    vp_of,
)

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


def _entry_legal(state):
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


def _entry_act(state, action):
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
    _check_end(state)


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
    _end_turn(state)


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


# ---- expeditions (ruling P5: the active player, during his turn) ----------------


def _by_vp(player, cid):
    """Indices of the player's ``cid`` characters, cheapest shield first."""
    idx = [i for i in range(len(player["characters"])) if player["characters"][i]["id"] == cid]
    idx.sort(key=lambda i: (player["characters"][i]["vp"], i))
    return idx


def fulfil_choice(player, needs):
    """The characters (indices) the player discards for an expedition
    needing ``needs``, or None when he cannot. The device picks the set
    that loses the fewest VP, then uses the fewest jacks [suggested: the
    characters asked for have no other ability, so their shields are all
    that is at stake]."""
    have = {}
    for k in data.SYMBOLS + (data.WILD,):
        have[k] = _by_vp(player, k)
    best = None
    ns, nc, np = needs["settler"], needs["captain"], needs["priest"]
    for xs in range(ns + 1):
        for xc in range(nc + 1):
            for xp in range(np + 1):
                jacks = xs + xc + xp
                if jacks > len(have[data.WILD]):
                    continue
                if ns - xs > len(have["settler"]) or nc - xc > len(have["captain"]):
                    continue
                if np - xp > len(have["priest"]):
                    continue
                picked = (
                    have["settler"][: ns - xs]
                    + have["captain"][: nc - xc]
                    + have["priest"][: np - xp]
                    + have[data.WILD][:jacks]
                )
                lost = 0
                for i in picked:
                    lost += player["characters"][i]["vp"]
                key = (lost, jacks)
                if best is None or key < best[0]:
                    best = (key, picked)
    if best is None:
        return None
    out = best[1]
    out.sort()
    return out


def _fulfillable(state):
    p = state["players"][state["active"]]
    return [
        ["expedition", k]
        for k in range(len(state["display"]))
        if fulfil_choice(p, state["display"][k]["needs"]) is not None
    ]


def _fulfil(state, k):
    a = state["active"]
    p = state["players"][a]
    exp = state["display"].pop(k)
    picked = fulfil_choice(p, exp["needs"])
    gone = [p["characters"][i] for i in picked]
    keep = [p["characters"][i] for i in range(len(p["characters"])) if i not in picked]
    p["characters"] = keep
    state["discard"] += len(gone)
    p["expeditions"].append(exp)
    p["vp"] = vp_of(p)
    event(state, "fulfil", a, [exp, [c["id"] for c in gone]])
    draw_gold(state, a, exp["gold"], "expedition")
    _check_end(state)


# ---- phase 1: discover ----------------------------------------------------------


def _can_draw(state):
    return state["deck"] + state["discard"] > 0


def _reveal_kinds(state):
    out = []
    if not _can_draw(state):
        return out
    for kind in data.CARD_KINDS:
        if kind == "character" and not _characters_left(state):
            continue
        if kind == "expedition" and expeditions_out(state) >= data.EXPEDITIONS:
            continue
        out.append(kind)
    return out


def _discover_legal(state):
    kinds = _reveal_kinds(state)
    out = [["reveal", k] for k in kinds]
    # at least one card first (§4.1), unless none can be drawn
    if state["revealed"] > 0 or not kinds:
        out.append(["stop"])
    return out + _fulfillable(state)


def _discover_act(state, action):
    what = action[0]
    if what == "expedition":
        _fulfil(state, action[1])
        return
    if what == "stop":
        _start_trade(state)
        return
    kind = action[1]
    if state["deck"] == 0:
        reshuffle(state)
    state["deck"] -= 1
    state["revealed"] += 1
    event(state, "reveal", state["active"], kind)
    state["entry"] = {"card": kind, "step": data.STEPS[kind][0], "fields": {}, "from": "deck"}


def _repel_legal(state):
    return [["repel"], ["keep"]]


def _repel_act(state, action):
    ship = state["ship"]
    state["ship"] = None
    state["phase"] = "discover"
    if action[0] == "repel":
        state["discard"] += 1
        event(state, "repel", state["active"], ship)
    else:
        _harbour_ship(state, ship)


# ---- phase 2: trade & hire ------------------------------------------------------


def _start_trade(state):
    a = state["active"]
    n = len(state["players"])
    colours = harbour_colours(state)  # counted now, ruling P4
    allowance = data.TAKE[colours] + data.GOVERNOR_CARDS * has(state["players"][a], "governor")
    state["phase"] = "trade"
    state["trade"] = {"order": [(a + i) % n for i in range(n)], "k": 0, "left": 0, "allowance": allowance}
    event(state, "take_count", a, [colours, allowance])
    _seat_start(state)


def _seat(state):
    t = state["trade"]
    return t["order"][t["k"]]


def _seat_start(state):
    """The next player's turn to act in phase 2: his admirals and jesters
    pay, then he takes, or is skipped when he has nothing to choose."""
    t = state["trade"]
    while t["k"] < len(t["order"]):
        s = _seat(state)
        p = state["players"][s]
        active = s == state["active"]
        admirals = has(p, "admiral")
        if admirals and len(state["harbour"]) >= data.ADMIRAL_HARBOUR:
            draw_gold(state, s, data.ADMIRAL_GOLD * admirals, "admiral")
        jesters = has(p, "jester")
        if jesters and not active and not state["harbour"]:
            draw_gold(state, s, data.JESTER_GOLD * jesters, "jester")
        if active:
            t["left"] = t["allowance"]
        else:
            t["left"] = 1 + data.GOVERNOR_CARDS * has(p, "governor")
        if _trade_legal(state):
            return
        t["k"] += 1
    _finish_trade(state)


def can_take(state, seat, card):
    """``seat`` can pay for harbour card ``card`` (and the fee, if he is
    not the active player; for a ship after collecting its gold)."""
    p = state["players"][seat]
    fee = 0 if seat == state["active"] else data.FEE
    if card["kind"] == "ship":
        return p["gold"] + income(p, card) >= fee
    return p["gold"] >= price(p, card) + fee


def _trade_legal(state):
    s = _seat(state)
    t = state["trade"]
    out = []
    if t["left"] > 0:
        for i in range(len(state["harbour"])):
            if can_take(state, s, state["harbour"][i]):
                out.append(["take", i])
    if s == state["active"]:
        out += _fulfillable(state)
    if out:
        out.append(["pass"])
    return out


def _trade_act(state, action):
    s = _seat(state)
    t = state["trade"]
    what = action[0]
    if what == "expedition":
        _fulfil(state, action[1])
    elif what == "take":
        _take(state, s, action[1])
        t["left"] -= 1
    else:
        t["left"] = 0
        event(state, "pass", s, None)
    if what == "pass" or not _trade_legal(state):
        t["k"] += 1
        _seat_start(state)


def _take(state, s, i):
    a = state["active"]
    p = state["players"][s]
    card = state["harbour"].pop(i)
    fee = 0 if s == a else data.FEE
    if card["kind"] == "ship":
        state["discard"] += 1
        event(state, "trade", s, card)
        draw_gold(state, s, income(p, card), "trade")
        if fee:
            give_gold(state, s, a, fee)
    else:
        if fee:
            give_gold(state, s, a, fee)
        pay_gold(state, s, price(p, card), "hire")
        p["characters"].append(card)
        p["vp"] = vp_of(p)
        event(state, "hire", s, card)
        if card["id"] == "governor":
            # cards are taken one at a time: a governor just hired already
            # gives its extra card [inferred]
            state["trade"]["left"] += data.GOVERNOR_CARDS
        _check_end(state)


def _finish_trade(state):
    n = len(state["harbour"])
    if n:
        state["discard"] += n
        event(state, "leftovers", None, n)
    state["harbour"] = []
    state["trade"] = None
    _end_turn(state)


# ---- turns and the end --------------------------------------------------------


def reaches_end(state, p):
    if p["vp"] < data.END_VP:
        return False
    return state["variant"] == "standard" or len(p["expeditions"]) > 0


def _check_end(state):
    if state["end"]:
        return
    for i in range(len(state["players"])):
        if reaches_end(state, state["players"][i]):
            state["end"] = True
            event(state, "end", i, state["players"][i]["vp"])
            return


def _end_turn(state):
    """The next player becomes active; after a triggered end, the game is
    over once the player before the first has played (§5)."""
    state["turns"] += 1
    state["phase"] = "discover"
    state["revealed"] = 0
    if not state["end"] and not _can_draw(state):
        # every card is in front of the players: nothing can be revealed
        # any more, so the round is finished and scored [suggested]
        state["end"] = True
        event(state, "end", None, "cards")
    nxt = next_seat(state, state["active"])
    if nxt == state["first"]:
        if state["end"]:
            state["phase"] = "over"
            event(state, "game_over", None, state["turns"])
            return
        state["round"] += 1
    state["active"] = nxt
    event(state, "turn", nxt, state["round"])


def _over_legal(state):
    return []


PHASES = {
    "discover": (_discover_legal, _discover_act),
    "repel": (_repel_legal, _repel_act),
    "trade": (_trade_legal, _trade_act),
    "over": (_over_legal, None),
}
ENTRY = (_entry_legal, _entry_act)


def decision(state):
    """The kind of decision asked now: "discover", "repel", "trade",
    "over", or the step of the card being reported ("colour", "gold", ...)."""
    if state["entry"] is not None:
        return state["entry"]["step"]
    return state["phase"]


def _handlers(state):
    if state["entry"] is not None:
        return ENTRY
    return PHASES[state["phase"]]


def legal_actions(state):
    """Every choice open to the player who must decide now, in menu order."""
    return _handlers(state)[0](state)


def current_player(state):
    if state["phase"] == "over":
        return None
    if state["phase"] == "trade" and state["entry"] is None:
        return _seat(state)
    return state["active"]


def is_over(state):
    return state["phase"] == "over"


def pending(state):
    if state["phase"] == "over":
        return None
    return {
        "player": current_player(state),
        "kind": decision(state),
        "role": state["phase"],
        "options": legal_actions(state),
    }


MAX_ELEMENT = 2**31
MAX_WORD = 40


def _well_formed(action):
    if len(action) > 6:
        return False
    for x in action:
        t = type(x)
        if t is str:
            if len(x) > MAX_WORD:
                return False
        elif t is not int or not -MAX_ELEMENT < x < MAX_ELEMENT:
            return False
    return True


def apply(state, action, legal=None):
    """Apply ``action`` for the player on turn, completely, or raise
    IllegalAction leaving the state as it was."""
    if isinstance(action, tuple):
        action = list(action)
    if type(action) is not list or not action:
        raise IllegalAction("an action is a non-empty list, got " + shown(action), "format")
    if not _well_formed(action):
        raise IllegalAction("an action is a list of names and whole numbers, not " + shown(action), "format")
    handlers = _handlers(state)
    if legal is None:
        legal = handlers[0](state)
    if action not in legal:
        rule, why = explain(state, action)
        raise IllegalAction(why, rule)
    state["step"] += 1
    state["events"] = []
    handlers[1](state, action)
    return state


# ---- why an action is not legal -------------------------------------------------


def explain(state, action):
    """(rule, message) saying why ``action`` is not legal now."""
    if state["phase"] == "over":
        return ("game.over", "the game is over")
    who = current_player(state)
    name = state["players"][who]["name"]
    what = action[0] if action else None
    kind = decision(state)
    r = None
    if state["entry"] is not None:
        r = _explain_entry(state, action, kind)
    elif kind == "discover":
        if what == "stop":
            r = ("discover.first_card", "must reveal at least one card first")
        elif what == "reveal" and len(action) == 2:
            if not _can_draw(state):
                r = ("discover.deck", "no card is left to draw")
            elif action[1] == "character":
                r = ("discover.count", "every character card is already face up")
            elif action[1] == "expedition":
                r = ("discover.count", "all " + str(data.EXPEDITIONS) + " expeditions are already face up")
        elif what == "expedition":
            r = ("expedition.symbols", "lacks the characters this expedition asks for")
    elif kind == "repel":
        r = ("repel.choice", "repel or keep the ship first")
    elif kind == "trade":
        if what == "take" and len(action) == 2 and type(action[1]) is int:
            i = action[1]
            t = state["trade"]
            if t["left"] <= 0:
                r = ("trade.count", "has taken all the cards he may take")
            elif not 0 <= i < len(state["harbour"]):
                r = ("trade.card", "the harbour has no card " + str(i + 1))
            else:
                r = ("trade.afford", "cannot pay for this card (hire cost, and 1 gold to the active player)")
        elif what == "expedition":
            r = (
                "expedition.active",
                "only the active player fulfils expeditions, with the characters asked for",
            )
        elif what in ("reveal", "stop"):
            r = ("trade.phase", "cards are revealed only in the discover phase")
    if r is None:
        r = (kind + ".illegal", shown(action) + " is not a legal choice now (" + kind + ")")
    return (r[0], name + ": " + r[1])


def _explain_entry(state, action, kind):
    what = action[0]
    if what != kind and not (kind == "swords" and what == "skull"):
        return ("entry.pending", "must first say the card's " + kind)
    if kind == "character" and len(action) == 2:
        return ("entry.count", "every " + shown(action[1]) + " card is already face up")
    if kind == "colour" and state["entry"]["card"] == "character":
        return ("entry.count", "both traders of that colour are already face up")
    return ("entry.range", shown(action) + " is not a value a card shows")
