"""Conservation checks of a San Juan state, for the property tests and the
random games: no count below zero, every one of the 110 cards somewhere
(out of the game too: a building a crane covered), no rule of the
buildings broken. ``check(state)`` lists what is wrong."""

from . import data
from .state import count_of, goods_total


def cards(state):
    """Every card the state accounts for (110 in a sound state), the
    cards removed from the game (version 8 on) included."""
    n = state["deck"] + state["discard"] + state.get("removed", 0)
    for p in state["players"]:
        n += p["hand"] + len(p["buildings"]) + goods_total(p) + p["chapel"]
    return n


def check(state):  # noqa: C901 - one check per conservation rule, read as a list
    bad = []
    for k in ("deck", "discard", "removed"):
        if state.get(k, 0) < 0:
            bad.append(k + " below 0")
    for p in state["players"]:
        who = p["name"] + ": "
        for k in ("hand", "chapel"):
            if p[k] < 0:
                bad.append(who + k + " below 0")
        if len(p["buildings"]) > data.MAX_BUILDINGS:
            bad.append(who + "more than 12 buildings")
        for g in data.GOODS:
            if p["goods"][g] < 0:
                bad.append(who + g + " goods below 0")
        for b in data.PRODUCES:
            if p["goods"][data.PRODUCES[b]] > count_of(p, b):
                bad.append(who + "more " + data.PRODUCES[b] + " goods than buildings")
        for b in p["buildings"]:
            if data.BUILDINGS[b][data.TYPE] == "violet" and count_of(p, b) > 1:
                bad.append(who + "two " + b)
    for b in data.ORDER:
        n = 0
        for p in state["players"]:
            n += count_of(p, b)
        if n > data.BUILDINGS[b][data.COPIES]:
            bad.append("more " + b + " built than the deck has")
    if cards(state) != data.DECK:
        bad.append("cards: " + str(cards(state)) + ", not " + str(data.DECK))
    t = list(state["tiles"])
    if state["tile"] is not None:
        t.append(state["tile"])
    if sorted(t) != list(range(len(data.TILES))):
        bad.append("trading-house tiles lost or doubled")
    return bad
