# Builder: each player, picker first, may build one building. Price =
# cost - 1 for the picker - 1 per occupied quarry (capped by the building's
# column), never below 0. An occupied university: a colonist onto the new
# building (``["build", b, "university"]``; building the university itself,
# ``["build", "university"]``, gives none).

import sys

from .. import data
from .. import hooks
from ..flow import one_pass_start, one_pass_done, role_done
from ..state import PASS, city_spaces, take_colonist, colonist_available, trigger_end, _LARGE


DEAREST = max(row[data.COST] for row in data.ROWS)  # any game's


def _stops():
    # STOPS[reach]: how many of the base game's rows (board order) to read
    # for a player who can pay at most ``reach``: the rows after the last
    # he can reach cost more (a few small ints, not a list of rows each)
    out = []
    for reach in range(DEAREST):
        stop = 0
        for i in range(len(data.BUILD_ROWS)):
            if data.BUILD_ROWS[i][data.COST] <= reach:
                stop = i + 1
        out.append(stop)
    return tuple(out)


STOPS = _stops()
del _stops  # (its code is not needed again: a device's heap)

# A layer's rows (layers.rows: one tuple a combination of expansions, kept)
# cut as STOPS cuts the base game's, by what a player can reach: id(rows)
# -> (rows, (the rows costing at most 0, 1, ..., DEAREST - 1)). Its
# buildings are not in cost order, so a cut is a tuple of its own: CPython
# only (a device's heap: 1 KB a combination).
CUTS = {} if sys.implementation.name != "micropython" else None


def _cut(rows, reach):
    if CUTS is None:
        return rows
    c = CUTS.get(id(rows))
    if c is None or c[0] is not rows:
        out = []
        for most in range(DEAREST):
            cut = []
            for row in rows:
                if row[3] <= most:
                    cut.append(row)
            out.append(tuple(cut))
        c = CUTS[id(rows)] = (rows, tuple(out))
    return c[1][reach]


def start(state):
    state["phase_data"] = {}
    one_pass_start(state, has_choice, finish)


def price(state, p, building):
    # What player ``p`` pays for ``building`` now: its cost, less one a
    # quarry he occupies (at most its column's number) and the privilege,
    # never below 0.
    player = state["players"][p]
    off = (
        hooks.first(state, "builder_discount", state, p, player, building) if "expansions" in state else None
    )
    if off is None:  # (beyond the quarries: a layer's, else)
        off = 1 if p == state["picker"] else 0  # the privilege
    spec = data.BUILDINGS[building]
    quarries = player["island"].get("quarry")
    quarries = quarries[1] if quarries else 0
    column = spec[data.COLUMN]
    cost = spec[data.COST] - (quarries if quarries < column else column) - off
    return cost if cost > 0 else 0


def refusals(state, p, allowed=False, first=False):
    # [[building, price, rule]] for every building of the game, in board
    # order; ``rule`` names what forbids ``p`` to build it now (None: he may;
    # the price is None for one he owns or the supply lacks).
    # The one test behind the menu, the explanation of a refusal and
    # ``has_choice``. ``allowed``: only the rows he may build (the menu's
    # question); ``first``: only the first of them (the seek's).
    player = state["players"][p]
    city = player["city"]
    money = player["doubloons"]
    # city_spaces() and the quarries, inlined (most cities have no large building)
    free = data.CITY_SPACES - (len(city) if _LARGE.isdisjoint(city) else city_spaces(player))
    quarries = player["island"].get("quarry")
    quarries = quarries[1] if quarries else 0
    privilege = 1 if p == state["picker"] else 0
    rows = data.BUILD_ROWS
    offs = None  # (small, large) off, beyond the privilege
    terms = hooks.first(state, "builder_terms", state, p, player) if "expansions" in state else None
    if terms is not None:  # a layer's rows, privilege, money and offs
        rows, privilege, money, offs = terms
    # Only the rows he may build: a building dearer than all he has plus
    # every discount he could get is left at its cost alone (most are:
    # the lookups below are the menu's time).
    reach = money + privilege + quarries + (max(offs) if offs else 0) if allowed else DEAREST
    if reach < DEAREST:  # (the dearer rows: not read)
        rows = _cut(rows, reach) if rows is not data.BUILD_ROWS else rows[: STOPS[reach]]
    supply = state["buildings"]
    out = []
    append = out.append
    for row in rows:
        cost = row[3]
        if cost > reach:
            continue
        b = row[0]
        if b in city:  # (first: an owned one's supply not looked up)
            rule = "builder.duplicate"
        else:
            left = supply.get(b)
            if left is None:
                continue  # not on this game's board (a layer's rows: all it may hold)
            if left <= 0:
                rule = "builder.supply"
            else:
                column = row[2]
                cost -= privilege + (quarries if quarries < column else column)
                if offs is not None:
                    cost -= offs[1] if row[1] == "large" else offs[0]
                if cost < 0:
                    cost = 0
                if free < 2 and (free < 1 or row[1] == "large"):  # (2 if large else 1) > free
                    rule = "builder.space"
                elif cost <= money:
                    append([b, cost, None])  # he may (the menu's rows: no test after)
                    if first:
                        break
                    continue
                else:
                    rule = "builder.afford"
                if not allowed:
                    append([b, cost, rule])
                continue
        if not allowed:
            append([b, None, rule])  # (no price: owned, or none left)
    return out


def has_choice(state):
    # Whether the player on turn may build anything (else the phase skips
    # him), without the whole menu. A full city has room for no building.
    return len(refusals(state, state["turn"], True, True)) > 0


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    if city_spaces(player) >= data.CITY_SPACES:
        return []
    uni = player["city"].get("university", 0) > 0 and colonist_available(state)  # occupied(), inlined
    people = data.PEOPLE
    acts = []
    for row in refusals(state, p, True):
        acts.append(["build", row[0]])
        if uni and people[row[0]] > 0:
            acts.append(["build", row[0], "university"])
    acts.append(PASS)
    return acts


def act(state, action, cost=None):
    # ``cost``: the price already set (a layer's black market: the
    # colonist it returns may have been the one of a discount, A26)
    p = state["turn"]
    if action[0] == "build":
        player = state["players"][p]
        b = action[1]
        if cost is None:
            cost = price(state, p, b)
        player["doubloons"] -= cost
        state["buildings"][b] -= 1
        # action[2], not action[-1]: ["build", "university"] names the
        # building, it does not use one
        source = take_colonist(state) if len(action) == 3 else None
        placed = 1 if source else 0
        player["city"][b] = placed
        # where the university's colonist comes from: supply, else the ship
        state["events"].append(["build", p, [b, cost, 1, source] if source else [b, cost, 0]])  # event()
        if city_spaces(player) >= data.CITY_SPACES:
            trigger_end(state, "city")
    else:
        state["events"].append(["pass", p, "builder"])  # event(), inlined
    one_pass_done(state, has_choice, finish)


def finish(state):
    role_done(state)
