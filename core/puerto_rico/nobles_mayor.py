# Expansion 2 in the Mayor phase: villas, the ship's noble, and placing
# colonists and nobles by name (roles/mayor.py hands its phase over here in a
# game with "nobles", through the points mayor_deal, mayor_legal and
# mayor_act). The base game's rules
# hold (ruling A1: San Juan only when every circle is full; what is forced is
# placed by the device; ["keep"] puts everyone back first), with nobles: a
# kind of person is part of every placement. [suggested] choices of ours are
# marked so.

from . import data
from . import nobles as nb2
from .flow import role_done
from .roles import mayor
from .roles.mayor import BOARD_ORDER, free_circles
from .state import ISLAND_KINDS, event, placement, mayor_next, lift, restore

put = nb2.put
at = nb2.at


# ---- the ship's noble ---------------------------------------------------------


def deal(state):
    # Replaces mayor._deal: villas first, then the ship's noble offered
    # person by person from the mayor clockwise, as the ship is dealt. A
    # seat that says ["colonist"] keeps that answer for the phase
    # [suggested]: the device asks each seat once; if nobody takes it, the
    # last person dealt is the noble (whoever gets him).
    if "rules_v2" in state:
        nb2.villas(state)  # version 2 records: given without asking
    else:
        state["phase_data"]["villa"] = nb2.villa_owners(state)
        if _villa_next(state):
            return
    _offer(state, 0)


def _villa_next(state):
    # A30: «peut prendre un bourgeois»: each villa owner, from the mayor,
    # is asked ["villa", "noble"] (a colonist when no noble is left) or
    # ["villa", "decline"]. True while one is asked.
    pd = state["phase_data"]
    ask = pd["villa"]
    while ask:
        if nb2.villa_person(state) is not None:
            state["turn"] = ask[0]
            return True
        ask.pop(0)
    del pd["villa"]
    return False


def _villa_act(state, action):
    pd = state["phase_data"]
    p = pd["villa"].pop(0)
    if action[1] == "decline":
        event(state, "pass", p, "villa")
    else:
        nb2.villa_take(state, p, state["players"][p])
    if not _villa_next(state):
        _offer(state, 0)


def _offer(state, j):
    pd = state["phase_data"]
    n = len(state["players"])
    total = state["colonist_ship"] + state["nobles"]["ship"]
    if state["nobles"]["ship"] and j < total - 1 and j < n:
        pd["ship_noble"] = j
        state["turn"] = (state["picker"] + j) % n
        return
    taker = None
    if state["nobles"]["ship"]:
        taker = (state["picker"] + (total - 1) % n) % n
    _hand_out(state, taker)


def _hand_out(state, taker):
    n = len(state["players"])
    picker = state["picker"]
    ship = state["colonist_ship"] + state["nobles"]["ship"]
    state["colonist_ship"] = 0
    for i in range(n):
        k = (ship - i + n - 1) // n if ship > i else 0
        if k:
            p = (picker + i) % n
            player = state["players"][p]
            player["san_juan"] += k
            if p == taker:
                state["nobles"]["ship"] -= 1
                put(player, "san_juan")
                event(state, "noble", p, 1)
                k -= 1
            if k:
                event(state, "colonists", p, k)
    state["turn"] = picker
    begin(state)


# ---- mayor: placing colonists and nobles -------------------------------------


def begin(state):
    # The base mayor's placement with nobles: the people of the player on turn lifted to
    # San Juan (nobles too), then what is forced placed.
    pd = state["phase_data"]
    while pd["left"] > 0:
        player = state["players"][state["turn"]]
        before, free = _lift(player)
        pd["before"] = before
        pd["free"] = free
        if not _settle_forced(state, player, free):
            return
        mayor_next(state)
    nb2.refill(state)  # a noble too; no colonist end trigger (A15)
    role_done(state)


def _settle_forced(state, player, free):
    # Place everything when nothing is left to choose: no one to place, no
    # circle free, or people of one kind only, at least as many as circles.
    sj = player["san_juan"]
    nobles = at(player, "san_juan")
    if sj == 0 or free == 0:
        done = True
    elif (nobles == 0 or nobles == sj) and sj >= free:
        _fill_all(player, nobles > 0)
        event(state, "fill", state["turn"], [player["san_juan"], "noble" if nobles else "colonist"])
        done = True
    else:
        done = False
    if done:
        p = state["turn"]
        event(state, "placed", p, placement(player))
        if nb2.count(player):
            event(state, "nobles_placed", p, dict(player["nobles"]))
    return done


def _fill_all(player, nobles):
    for k in player["island"]:
        t = player["island"][k]
        free = t[0] - t[1]
        if free:
            t[1] = t[0]
            player["san_juan"] -= free
            if nobles:
                put(player, k, free)
                put(player, "san_juan", -free)
    for b in player["city"]:
        free = data.PEOPLE[b] - player["city"][b]
        if free:
            player["city"][b] += free
            player["san_juan"] -= free
            if nobles:
                put(player, b, free)
                put(player, "san_juan", -free)


def mayor_legal(state):
    # ["keep"], then each free circle: ["place", target] for a colonist,
    # ["place", target, "noble"] for a noble (island kinds, then buildings in
    # board order); or the ship's noble: ["noble"] take it, ["colonist"] not.
    # Nobles first: while a noble waits in San Juan, only nobles are placed
    # (everyone placed ends where he would in any order, so no outcome is
    # lost, and the menu is half as long on a three-button seat). When San
    # Juan holds enough people for every free circle, every circle will be
    # filled and the only choice is where the nobles go: ["fill"] puts
    # colonists into every circle left, once they are enough; so a seat
    # presses once per noble, not once per circle, as the base game fills
    # for him.
    pd = state["phase_data"]
    if "privilege" in pd:
        return mayor.legal(state)  # the base game's first question
    if "villa" in pd:
        return [["villa", nb2.villa_person(state)], ["villa", "decline"]]
    if "ship_noble" in pd:
        return [["noble"], ["colonist"]]
    player = state["players"][state["turn"]]
    out = [["keep"]] if pd["before"] is not None else []
    append = out.append
    sj = player["san_juan"]
    nobles = player["nobles"].get("san_juan", 0)
    colonists = sj - nobles
    free = pd["free"]
    full = sj >= free
    by_colonist = colonists and not full and not nobles
    if nobles or by_colonist:  # (never both: nobles first)
        # (as roles/mayor.py's legal: one lookup a kind, one items loop, a
        # sort key made once; asked before every placement)
        island = player["island"]
        for k in ISLAND_KINDS:
            t = island.get(k)
            if t is not None and t[0] > t[1]:
                append(["place", k, "noble"] if nobles else ["place", k])
        people = data.PEOPLE
        more = []
        for b, c in player["city"].items():
            if people[b] > c:
                more.append(b)
        if len(more) > 1:
            more.sort(key=BOARD_ORDER)
        for b in more:
            append(["place", b, "noble"] if nobles else ["place", b])
    if full and colonists >= free:
        append(["fill"])
    return out


def mayor_act(state, action):
    pd = state["phase_data"]
    what = action[0]
    if "privilege" in pd:
        mayor.act(state, action)  # the base game's first question
        return
    if "villa" in pd:
        _villa_act(state, action)
        return
    if "ship_noble" in pd:
        j = pd.pop("ship_noble")
        if what == "noble":
            _hand_out(state, state["turn"])
        else:
            _offer(state, j + 1)
        return
    player = state["players"][state["turn"]]
    if what == "keep":
        _restore(player, pd["before"])
        pd["before"] = None
        pd["free"] = free_circles(player)
    elif what == "fill":
        # colonists into every free circle; the nobles left stay in San Juan
        pd["before"] = None
        pd["free"] = 0
        _fill_all(player, False)
        # the colonists left in San Juan (the nobles': "nobles_placed")
        left = player["san_juan"] - player["nobles"].get("san_juan", 0)
        event(state, "fill", state["turn"], [left, "colonist"])
    else:
        pd["before"] = None
        player["san_juan"] -= 1
        pd["free"] -= 1
        target = action[1]
        if target in player["island"]:
            player["island"][target][1] += 1
        else:
            player["city"][target] += 1
        if len(action) == 3:  # a noble: put(player, target), put(... -1) inlined
            nob = player["nobles"]
            nob[target] = nob.get(target, 0) + 1
            k = nob["san_juan"] - 1
            if k:
                nob["san_juan"] = k
            else:
                del nob["san_juan"]
        if 0 < player["san_juan"] < pd["free"]:
            return  # still a choice to make (the test of _settle_forced)
    if _settle_forced(state, player, pd["free"]):
        mayor_next(state)
        begin(state)
    return


# ---- the base mayor's helpers, with nobles -------------------------------------


def _lift(player):
    # Everyone of ``player`` back to San Juan, nobles too: the base game's
    # lift, with where his nobles were as a third part of the snapshot.
    before, circles = lift(player)
    nobles = player["nobles"]
    k = nb2.count(player)
    player["nobles"] = {"san_juan": k} if k else {}
    return (before + [nobles] if before else None), circles


def _restore(player, snap):
    restore(player, snap)
    player["nobles"] = snap[2]


# ---- the extension points (layers.LAYERS): the base Mayor's, replaced -------


def mayor_deal(state):
    deal(state)
    return True


# The Mayor phase, its placements with nobles (hooks.py, the point phases:
# the engine calls them straight).
phases = {"mayor": (mayor_legal, mayor_act)}
