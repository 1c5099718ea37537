"""Builder: each player, picker first, may build one building. Price =
cost - 1 for the picker - 1 per occupied quarry (capped by the building's
column), never below 0. An occupied university: a colonist onto the new
building (``["build", b, "university"]``; building the university itself,
``["build", "university"]``, gives none)."""

from .. import data
from ..flow import one_pass_start, one_pass_done
from ..state import (occupied, city_spaces, take_colonist,
                     colonist_available, event, trigger_end)


def start(state):
    state["ph"] = {}
    one_pass_start(state, legal, finish)


def _quarries(player):
    quarry = player["island"].get("quarry")
    return quarry[1] if quarry else 0


def _price(spec, quarries, privilege):
    discount = quarries if quarries < spec["column"] else spec["column"]
    cost = spec["cost"] - discount - privilege
    return cost if cost > 0 else 0


def price(state, p, building):
    """What player ``p`` pays for ``building`` now."""
    return _price(data.BUILDINGS[building], _quarries(state["players"][p]),
                  1 if p == state["picker"] else 0)


def why_not(state, p, building):
    """None if ``p`` may build ``building`` now, else (rule, message)."""
    b = data.BUILDINGS.get(building)
    if b is None or building not in state["buildings"]:
        return ("builder.unknown", str(building) + " is not a building of this game")
    player = state["players"][p]
    if building in player["city"]:
        return ("builder.duplicate", "already owns a " + building + " (no two identical buildings)")
    if state["buildings"][building] <= 0:
        return ("builder.supply", "no " + building + " left to build")
    if data.CITY_SPACES - city_spaces(player) < b["spaces"]:
        return ("builder.space", "no room in the city for " + building)
    cost = price(state, p, building)
    if cost > player["doubloons"]:
        return ("builder.afford", building + " costs " + str(cost) + " doubloons, only "
                + str(player["doubloons"]) + " in hand")
    return None


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    free = data.CITY_SPACES - city_spaces(player)
    if free <= 0:
        return []
    money = player["doubloons"]
    uni = occupied(player, "university") and colonist_available(state)
    supply = state["buildings"]
    quarries = _quarries(player)
    privilege = 1 if p == state["picker"] else 0
    city = player["city"]
    acts = []
    for b in data.BASE_BUILDINGS:
        if supply[b] > 0 and b not in city:
            spec = data.BUILDINGS[b]
            cost = spec["cost"] - privilege - (quarries if quarries < spec["column"] else spec["column"])
            if spec["spaces"] <= free and cost <= money:
                acts.append(["build", b])
                if uni and spec["people"] > 0:
                    acts.append(["build", b, "university"])
    acts.append(["pass"])
    return acts


def act(state, action):
    p = state["turn"]
    if action[0] == "build":
        player = state["players"][p]
        b = action[1]
        cost = price(state, p, b)
        player["doubloons"] -= cost
        state["buildings"][b] -= 1
        # action[2], not action[-1]: ["build", "university"] names the
        # building, it does not use one
        placed = 1 if (len(action) == 3 and take_colonist(state)) else 0
        player["city"][b] = placed
        event(state, "build", p, [b, cost, placed])
        if city_spaces(player) >= data.CITY_SPACES:
            trigger_end(state, "city")
    else:
        event(state, "pass", p, "builder")
    one_pass_done(state, legal, finish)


def finish(state):
    from ..flow import role_done
    role_done(state)
