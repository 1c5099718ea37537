"""Phase 2, trade & hire (§4.2): the active player takes 1 to 3 cards (by
the ship colours counted when the phase starts, ruling P4, plus his
governors), then each other player may take one (plus governors), giving
the active player 1 gold a card; admirals and jesters pay when a player's
turn to act comes; the leftovers are discarded."""

from . import data
from .state import event, has, price, income, draw_gold, pay_gold, give_gold, harbour_colours, vp_of
from .expeditions import start as fulfil_start, fulfillable
from .turns import check_end, end_turn


def start(state):
    """The active player stopped revealing: phase 2 starts with him."""
    a = state["active"]
    n = len(state["players"])
    colours = harbour_colours(state)  # counted now, ruling P4
    allowance = data.TAKE[colours] + data.GOVERNOR_CARDS * has(state["players"][a], "governor")
    state["phase"] = "trade"
    state["trade"] = {"order": [(a + i) % n for i in range(n)], "k": 0, "left": 0, "allowance": allowance}
    event(state, "take_count", a, [colours, allowance])
    seat_start(state)


def seat(state):
    """The seat whose turn it is to take."""
    t = state["trade"]
    return t["order"][t["k"]]


def seat_start(state):
    """The next player's turn to act in phase 2: his admirals and jesters
    pay, then he takes, or is skipped when he has nothing to choose."""
    t = state["trade"]
    while t["k"] < len(t["order"]):
        s = seat(state)
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
        if legal(state):
            return
        t["k"] += 1
    _finish(state)


def can_take(state, who, card):
    """Seat ``who`` can pay for harbour card ``card`` (and the fee, if he
    is not the active player; for a ship after collecting its gold). A
    value not entered yet counts as the lowest a card shows: whether he
    can pay is known once it is entered (``entered``)."""
    p = state["players"][who]
    fee = 0 if who == state["active"] else data.FEE
    if card["kind"] == "ship":
        if card["gold"] is None:
            return p["gold"] + data.RANGES["ship"]["gold"][0] >= fee
        return p["gold"] + income(p, card) >= fee
    if card["cost"] is None:
        return p["gold"] >= data.RANGES["character"]["cost"][0] + fee
    return p["gold"] >= price(p, card) + fee


def legal(state):
    s = seat(state)
    t = state["trade"]
    out = []
    if t["left"] > 0:
        blind = False  # characters not entered yet are one choice: the first
        for i in range(len(state["harbour"])):
            card = state["harbour"][i]
            if card["kind"] == "character" and card["id"] is None:
                if blind:
                    continue
                blind = True
            if can_take(state, s, card):
                out.append(["take", i])
    if s == state["active"]:
        out += fulfillable(state)
    if out:
        out.append(["pass"])
    return out


def act(state, action):
    s = seat(state)
    t = state["trade"]
    what = action[0]
    if what == "expedition":
        fulfil_start(state, action[1])
        if state["fulfil"] is not None:
            return  # he chooses his discards first
    elif what == "take":
        _take(state, s, action[1])
        t["left"] -= 1
    else:
        t["left"] = 0
        event(state, "pass", s, None)
    after(state, what)


def entered(state, e):
    """The values of harbour card ``e["index"]`` are in (core.port_royal.
    discover.ask_values): they stay with the card, and the take is made,
    or refused when the seat cannot pay (he chooses again)."""
    i = e["index"]
    card = state["harbour"][i]
    for k in e["fields"]:
        card[k] = e["fields"][k]
    if card["kind"] == "character" and card["swords"] is None and card["id"] not in data.ARMED:
        card["swords"] = 0  # said unarmed when it was said what it is
    s = seat(state)
    if can_take(state, s, card):
        _take(state, s, i)
        state["trade"]["left"] -= 1
        after(state, "take")
    else:
        event(state, "cannot_pay", s, card)
        after(state, "refused")


def after(state, what):
    """The seat acts again unless he passed or has nothing left to do."""
    t = state["trade"]
    if what == "pass" or not legal(state):
        t["k"] += 1
        seat_start(state)


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
        check_end(state)


def _finish(state):
    n = len(state["harbour"])
    if n:
        state["discard"] += n
        event(state, "leftovers", None, n)
    state["harbour"] = []
    state["trade"] = None
    end_turn(state)
