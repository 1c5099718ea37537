# Why an action is not legal now: (rule, message) for engine.explain, the
# base game's refusals and the layers' (their points why_first, why_not).
# Loaded when an action is first refused, not with the engine (heap): the
# roles' own reasons live here too, with their messages, so a game that
# refuses nothing keeps none of them on a device's heap.

from . import data, hooks
from .engine import current_player, decision, legal_actions
from .roles import builder, trader


def builder_why_not(state, p, building):
    # None if ``p`` may build ``building`` now, else (rule, message).
    found = None
    for row in builder.refusals(state, p):
        if row[0] == building:
            found = row
            break
    if found is None:
        return ("builder.unknown", str(building)[:40] + " is not a building of this game")
    b, cost, rule = found
    if rule is None:
        return None
    money = state["players"][p]["doubloons"]
    if cost is None:
        cost = builder.price(state, p, b)
    return (
        rule,
        {
            "builder.duplicate": "already owns a " + b + " (no two identical buildings)",
            "builder.supply": "no " + b + " left to build",
            "builder.space": "no room in the city for " + b,
            "builder.afford": b + " costs " + str(cost) + " doubloons, only " + str(money) + " in hand",
        }[rule],
    )


TRADER_WHY = {
    "trader.full": "the trading house is full",
    "trader.no_goods": "has no {good} to sell",
    "trader.same_kind": "the trading house already holds {good} (only an occupied office allows it)",
}


def trader_why_not(state, p, good):
    # None if ``p`` may sell ``good`` now, else (rule, message).
    if good not in data.GOODS:
        return ("trader.unknown", str(good)[:40] + " is not a good")
    rule = trader.refusal(state["trading_house"], state["players"][p], good)
    if rule is None:
        return None
    return (rule, TRADER_WHY[rule].replace("{good}", good))


def mayor_why_not(state, action):
    # (rule, message) for a refused mayor action, or None.
    what = action[0]
    if "privilege" in state["phase_data"]:
        return ("mayor.privilege", "must first take or decline the privilege colonist")
    if what in ("privilege", "decline"):
        return ("mayor.privilege", "only the mayor, first, takes or declines the privilege colonist")
    if what == "pass":
        return ("mayor.san_juan", "must place colonists while a circle is free")
    if what == "place":
        return ("mayor.circle", "has no free circle on " + str(action[1:])[:40])
    return None


def _explain_role(state, action, phase, name):
    if phase != "roles":
        return ("roles.phase", "roles are picked only between phases; now: " + phase)
    if len(action) == 2 and action[1] in state["picked"]:
        return ("roles.picked", str(action[1]) + " was already picked this round")
    return ("roles.unknown", str(action[1:])[:40] + " is not a role in play")


def explain(state, action):  # noqa: C901 - one refusal per phase, in the rules' order
    # (rule, message) saying why ``action`` is not legal now.
    phase = state["phase"]
    who = current_player(state)
    name = state["players"][who]["name"] if who is not None else ""
    what = action[0]
    if phase == "over":
        return ("game.over", "the game is over")
    r = hooks.first(state, "why_first", state, action)
    if r is not None:
        return (r[0], name + ": " + r[1])
    if state["draw"] is not None:
        if what != "drawn":
            return ("draw.pending", name + " must first report the plantation drawn")
        return ("draw.stock", "no " + str(action[1:])[:40] + " tile is left face down")
    r = hooks.first(state, "why_not", state, action)
    if r is not None:
        return (r[0], name + ": " + r[1])
    if what == "role":
        return _explain_role(state, action, phase, name)
    if phase == "roles":
        return ("roles.pending", name + " must pick a role first")
    r = None
    if phase == "builder" and what == "build" and len(action) >= 2:
        r = builder_why_not(state, who, action[1])
        if r is None and len(action) == 3:
            r = ("builder.university", "cannot use a university now")
    elif phase == "trader" and what == "sell" and len(action) == 2:
        r = trader_why_not(state, who, action[1])
    elif phase == "captain" and what == "pass":
        r = ("captain.must_load", "can load a ship and must do so")
    elif phase == "captain" and what == "load" and len(action) == 3:
        r = (
            "captain.ship",
            "cannot load "
            + str(action[1])[:20]
            + " on ship "
            + str(action[2])[:20]
            + " (a kind goes on its own ship, or on an empty "
            "ship taking the most barrels; full ships take nothing)",
        )
    elif phase == "mayor":
        r = mayor_why_not(state, action)
    elif phase == "settler" and what == "quarry":
        r = ("settler.quarry", "may not take a quarry (picker or construction hut only, while quarries last)")
    if r is not None:
        return (r[0], name + ": " + r[1])
    return (
        phase + ".illegal",
        name
        + ": "
        + repr(action)[:40]
        + " is not a legal choice now ("
        + decision(state)
        + "; "
        + str(len(legal_actions(state)))
        + " choices open)",
    )
