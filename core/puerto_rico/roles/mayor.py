# Mayor: the privilege colonist from the supply (a choice, ruling A20: the
# mayor may decline it, which can keep the colonist end trigger away), the
# ship dealt out one at a time from the mayor clockwise, then each player places all his colonists,
# then the ship is refilled (one per empty building circle, at least one per
# player); a supply that cannot refill it ends the game.
#
# Placement (ruling A1): a player may leave colonists in San Juan only when
# every circle he owns is occupied. Each player's colonists are lifted off
# their tiles and placed again one at a time; when the choice is forced (as
# many colonists as circles, or more) the device places them all at once.
# ``["keep"]``, offered first, puts the old colonists back where they were,
# so only the new ones need a choice (three buttons make long menus slow).
#
# A layer may place a second kind of person: it lifts and forces them
# here (points; the deal and the refill its own), and plays the
# Mayor phase through this module's legal and act (the point phases, its
# menu and own placements around them).
#
# (Comments, not a docstring: see engine.py.)

from .. import data
from .. import hooks
from ..flow import role_done
from ..state import ISLAND_KINDS, event, trigger_end, placement, mayor_next, restore

PEOPLE = data.PEOPLE


BOARD_ORDER = data.BUILDING_INDEX.__getitem__  # a sort key, made once


def start(state):
    n = len(state["players"])
    state["phase_data"] = {"left": n, "before": None}
    state["turn"] = state["picker"]
    if state["colonists"] > 0:
        if state["mayor_privilege"] == "choice":
            state["phase_data"]["privilege"] = True  # ask: ["privilege"] or ["decline"]
            return
        _privilege(state)  # version 1 records: taken without asking
    _deal(state)


def _colonists(state):
    # The mayor's privilege colonists (a layer may double them).
    k = hooks.first(state, "mayor_privilege", state) if "expansions" in state else None
    return 1 if k is None else k


def _two(state):
    # A29 [ruling]: with the library (2 colonists) the mayor takes 0, 1 or
    # 2, each "may" (A20); version 2 records: both or none. (Only a layer
    # doubles them: a base game makes no call.)
    return "expansions" in state and "rules_v2" not in state and _colonists(state) == 2


def _privilege(state, one=False):
    # ``one``: ["privilege"] when the library offers 2 (A29)
    picker = state["picker"]
    k = 1 if one else _colonists(state)
    state["colonists"] -= k
    state["players"][picker]["san_juan"] += k
    event(state, "privilege", picker, k)


def _deal(state):
    # The colonist ship, one at a time from the mayor clockwise.
    if "expansions" in state and hooks.ask(state, "mayor_deal", state):
        return  # a layer's own deal replaced it
    n = len(state["players"])
    picker = state["picker"]
    ship = state["colonist_ship"]
    state["colonist_ship"] = 0
    for i in range(n):
        # seat picker+i gets every n-th colonist, starting with the i-th
        k = (ship - i + n - 1) // n if ship > i else 0
        if k:
            p = (picker + i) % n
            state["players"][p]["san_juan"] += k
            state["events"].append(["colonists", p, k])  # event()
    begin(state)


def fill_all(player):
    # Every free circle of ``player`` filled from San Juan.
    left = player["san_juan"]
    for t in player["island"].values():
        left -= t[0] - t[1]
        t[1] = t[0]
    city = player["city"]
    for b, c in city.items():
        cap = PEOPLE[b]
        left -= cap - c
        city[b] = cap  # (a value changed, no key: safe while walked)
    player["san_juan"] = left


def begin(state):
    # Lift the colonists of the player on turn, then place what is forced
    # (after the deal, a layer's too).
    pd = state["phase_data"]
    people = PEOPLE
    while pd["left"] > 0:
        player = state["players"][state["turn"]]
        # The lift: all his colonists back to San Juan, in one walk; before:
        # where they were ([island, city], None if nowhere: "keep" puts
        # them back), free: his circles, now all free.
        island = {}
        city = {}
        moved = 0
        free = 0
        for k, t in player["island"].items():
            free += t[0]
            if t[1]:
                island[k] = t[1]
                moved += t[1]
                t[1] = 0
        buildings = player["city"]
        for b, c in buildings.items():
            free += people[b]
            if c:
                city[b] = c
                moved += c
                buildings[b] = 0  # (a value changed, no key: safe while walked)
        player["san_juan"] += moved
        before = [island, city] if moved else None
        if "expansions" in state:
            before = hooks.chain(state, "mayor_lifted", before, player)  # a layer's people too
        pd["before"] = before
        pd["free"] = free  # counted down by each placement
        if not (settle_forced if "expansions" in state else _settle_lifted)(state, player, free):
            # a choice: his places, kept as they fill (legal; a layer's
            # people, its own point, keep them too: mayor_forced)
            pd["targets"] = targets(player)
            return
        mayor_next(state)
    _refill(state)


def _settle_lifted(state, player, free):
    # settle_forced for a base game's player just lifted (every circle empty, all his
    # people in San Juan): the same events, his board walked once (most
    # players' placements are forced).
    left = player["san_juan"]
    if left == 0 or free == 0:
        where = {"san_juan": left}  # placement(player): nobody on a circle
    elif left >= free:
        where = {}  # fill_all and placement in one walk, in their order
        for k, t in player["island"].items():
            t[1] = t[0]
            where[k] = t[0]  # (a tile has one circle)
        city = player["city"]
        people = PEOPLE
        for b in city:
            cap = people[b]
            city[b] = cap  # (a value changed, no key: safe while walked)
            if cap:
                where[b] = cap
        left -= free
        player["san_juan"] = left
        where["san_juan"] = left
        state["events"].append(["fill", state["turn"], left])
    else:
        return False
    state["events"].append(["placed", state["turn"], where])
    return True


def settle_forced(state, player, free):
    # (public: a layer's own placement ends the same way)
    # Place everything when nothing is left to choose; True when done.
    # ``free``: the player's free circles.
    if "expansions" in state:
        for f in hooks.point(state, "mayor_forced"):  # (a first) a layer's people
            return f(state, player, free)
    if player["san_juan"] == 0 or free == 0:
        done = True
    elif player["san_juan"] >= free:
        fill_all(player)
        # the device chose: tell the table (how many stay in San Juan)
        event(state, "fill", state["turn"], player["san_juan"])
        done = True
    else:
        done = False
    if done:
        state["events"].append(["placed", state["turn"], placement(player)])  # event()
    return done


def targets(player):
    # Every place of ``player`` with a free circle as the menu's actions,
    # ["place", k], in menu order: island kinds, then buildings in board
    # order (no sort when at most one building has a free circle, the
    # usual case).
    out = []
    island = player["island"]
    for k in ISLAND_KINDS:
        t = island.get(k)  # (one lookup: faster than ``in`` and then [k])
        if t is not None and t[0] > t[1]:
            out.append(["place", k])
    people = PEOPLE
    free = []
    for b, c in player["city"].items():  # (a loop: a comprehension is a call)
        if people[b] > c:
            free.append(b)
    if len(free) > 1:
        free.sort(key=BOARD_ORDER)
    for b in free:
        out.append(["place", b])
    return out


def legal(state):
    # ["keep"] first (while the old places can be restored), then every
    # circle a colonist can go to, ["place", target]. Asked before every
    # placement: a base game keeps the player's places in
    # phase_data["targets"] from his lift on, as the menu's own actions
    # (act drops one that fills), so a menu is not a walk over his island
    # and city nor a list made a place (half a game's actions are
    # placements): successive menus hold the same action lists, which a
    # caller must not change (nor a layer's menu). A game with layers keeps
    # them too (begin).
    pd = state["phase_data"]
    if "privilege" in pd:
        if _two(state):
            return [["privilege", 2], ["privilege"], ["decline"]]  # A29
        return [["privilege"], ["decline"]]
    out = [["keep"]] if pd["before"] is not None else []  # (a new list: act drops from the kept one)
    out += pd["targets"] if "targets" in pd else targets(state["players"][state["turn"]])
    return out


def act(state, action):
    pd = state["phase_data"]
    if "privilege" in pd:
        del pd["privilege"]
        if action[0] == "privilege":
            _privilege(state, len(action) == 1 and _two(state))
        else:
            event(state, "decline", state["picker"], 1)
        _deal(state)
        return
    player = state["players"][state["turn"]]
    if action[0] == "keep":
        restore(player, pd["before"])
        pd["before"] = None  # "keep" only as the first choice
        free = 0  # his free circles, counted again
        for t in player["island"].values():
            free += t[0] - t[1]
        for b, c in player["city"].items():
            free += PEOPLE[b] - c
        pd["free"] = free
        if "targets" in pd:
            pd["targets"] = targets(player)
    else:
        pd["before"] = None
        left = player["san_juan"] - 1
        player["san_juan"] = left
        free = pd["free"] - 1
        pd["free"] = free
        target = action[1]
        t = player["island"].get(target)  # (one lookup: a tile's kind, or None)
        if t is not None:
            c = t[1] + 1
            t[1] = c
            full = c == t[0]
        else:
            city = player["city"]
            c = city[target] + 1
            city[target] = c
            full = c == PEOPLE[target]
        if full:
            places = pd.get("targets")  # (None: a layer's people may still choose, mayor_forced)
            if places is not None:
                # not offered again (the menu's own list: found by identity; a noble's: [:2])
                places.remove(action if len(action) == 2 else action[:2])
        if 0 < left < free:  # still a choice to make (the test of settle_forced)
            return
    if settle_forced(state, player, pd["free"]):
        mayor_next(state)
        begin(state)


def _refill(state):
    if "expansions" in state and hooks.ask(state, "mayor_refill", state):
        role_done(state)  # a layer's refill
        return
    empty = 0
    people = PEOPLE
    for player in state["players"]:
        for b, c in player["city"].items():
            empty += people[b] - c
    need = max(empty, len(state["players"]))
    if state["colonists"] >= need:
        give = need
    else:
        give = state["colonists"]
        trigger_end(state, "colonists")
    state["colonists"] -= give
    state["colonist_ship"] = give
    state["events"].append(["colonist_ship", None, give])  # event(), inlined
    role_done(state)
