"""Words for screens and logs: actions, events, the pending decision.
English, classic names; other languages and the 1897 names come later as
tables of their own."""

from . import data
from .roles.builder import price
from .roles.trader import sale_price



def label(ident):
    """'small_sugar_mill' -> 'small sugar mill'."""
    return ident.replace("_", " ") if ident else ""


def _plural(n, word):
    return str(n) + " " + word + ("" if n == 1 else "s")


def action_text(state, action):
    """A menu line for ``action`` from the point of view of the player on turn."""
    what = action[0]
    if what == "role":
        money = state["roles"].get(action[1], 0)
        r = "prospector" if action[1] == "prospector2" else action[1]
        return label(r) + (" (+" + str(money) + ")" if money else "")
    if what == "pass":
        return "pass"
    if what == "plantation":
        return label(action[1]) + " plantation" + (" + hospice colonist" if action[-1] == "hospice" else "")
    if what == "quarry":
        return "quarry" + (" + hospice colonist" if action[-1] == "hospice" else "")
    if what == "hacienda":
        return "hacienda: draw a face-down tile"
    if what == "build":
        cost = price(state, state["turn"], action[1])
        return label(action[1]) + " for " + str(cost) + (" + university colonist" if action[-1] == "university" else "")
    if what == "keep":
        return "keep colonists where they were"
    if what == "place":
        return "colonist on " + label(action[1])
    if what == "bonus":
        return "1 more " + action[1]
    if what == "sell":
        return "sell " + action[1] + " for " + str(sale_price(state, state["turn"], action[1]))
    if what == "load":
        ship = state["cargo_ships"][action[2]]
        return action[1] + " on the " + str(ship[0]) + "-ship"
    if what == "wharf":
        return "wharf: ship all " + action[1]
    if what == "store":
        return "warehouse keeps all " + action[1]
    if what == "keep":
        return "keep 1 " + action[1]
    if what == "drawn":
        return action[1] + " was drawn"
    return " ".join([str(x) for x in action])


def _goods(d):
    parts = []
    for g in data.GOODS:
        if d.get(g):
            parts.append(str(d[g]) + " " + g)
    return ", ".join(parts)


def event_text(state, ev):
    """What to do with the physical pieces after an action (None: nothing)."""
    kind, p, what = ev[0], ev[1], ev[2]
    name = state["players"][p]["name"] if p is not None else ""
    if kind == "role":
        return name + " picks " + label(what[0]) + (": take " + _plural(what[1], "doubloon") + " from the card" if what[1] else "")
    if kind == "colonists":
        return name + ": take " + _plural(what, "colonist")
    if kind == "placed":
        return None
    if kind == "colonist_ship":
        return "put " + _plural(what, "colonist") + " on the colonist ship"
    if kind == "tile":
        return name + ": take a " + label(what[0]) + (" tile" if what[0] == "quarry" else " plantation") + (" with a colonist" if what[1] else "")
    if kind == "hacienda_tile":
        return name + ": hacienda tile is " + what
    if kind == "faceup":
        return "new plantations: " + ", ".join(what)
    if kind == "build":
        return name + ": build " + label(what[0]) + ", pay " + str(what[1]) + (" (university colonist on it)" if what[2] else "")
    if kind == "produce":
        return name + ": take " + _goods(what)
    if kind == "doubloons":
        return name + ": take " + _plural(what, "doubloon")
    if kind == "sell":
        return name + ": sell 1 " + what[0] + ", take " + _plural(what[1], "doubloon")
    if kind == "trading_house_emptied":
        return "empty the trading house"
    if kind == "load":
        return name + ": load " + str(what[1]) + " " + what[0] + " on ship " + str(what[2] + 1)
    if kind == "wharf":
        return name + ": wharf, return " + str(what[1]) + " " + what[0]
    if kind == "vp":
        return None  # secret: only the seat's own screen shows VP
    if kind == "spoil":
        return name + ": return " + _goods(what)
    if kind == "store":
        return name + ": warehouse keeps all " + what
    if kind == "unload":
        return "empty ship " + str(what[0] + 1) + " (" + str(what[2]) + " " + what[1] + ")"
    if kind == "round_end":
        return "end of round " + str(what) + ": 1 doubloon on each role left"
    if kind == "end_trigger":
        return "the game ends after this round (" + label(what) + ")"
    if kind == "game_over":
        return "game over"
    if kind == "pass":
        return None
    return None
