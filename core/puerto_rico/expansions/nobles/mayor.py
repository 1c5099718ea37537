# Expansion 2 in the Mayor phase: its own questions and deal, the villas
# and the ship's noble (shared/rules/puerto-rico-expansions.md 3). Its
# placements of colonists and nobles are ruled with the base game's, in
# roles/mayor.py (one place for every placement ruling); the engine calls
# this module's legal and act for the Mayor phase in a game with "nobles"
# (the point phases), the base Mayor's deal hands over here (mayor_deal)
# and its refill to nobles.refill (mayor_refill). [suggested] choices of
# ours are marked so.

from .. import nobles as nb2
from ...roles import mayor
from ... import data
from ...state import event, placement, mayor_next


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
                nb2.put_nobles(player, "san_juan")
                event(state, "noble", p, 1)
                k -= 1
            if k:
                event(state, "colonists", p, k)
    state["turn"] = picker
    mayor.begin(state)


# ---- the Mayor phase: the nobles' questions, then the base game's ------------


def legal(state):
    # A villa's noble: ["villa", person] take him, ["villa", "decline"];
    # the ship's noble: ["noble"] take it, ["colonist"] not (nobles.py asks
    # here while one of them is asked).
    if "villa" in state["phase_data"]:
        return [["villa", nb2.villa_person(state)], ["villa", "decline"]]
    return [["noble"], ["colonist"]]


def act(state, action):
    pd = state["phase_data"]
    if action[0] == "fill":
        _fill(state, state["players"][state["turn"]])
        return
    if "villa" in pd:
        _villa_act(state, action)
        return
    j = pd.pop("ship_noble")
    if action[0] == "noble":
        _hand_out(state, state["turn"])
    else:
        _offer(state, j + 1)


# ---- the placements with nobles: the base Mayor's points -------------------
# roles/mayor.py rules every placement; a noble is a person of another
# kind there: lifted and kept with the colonists, placed first, filled
# into the circles when forced.


def mayor_lifted(player, before):
    # Everyone of ``player`` back to San Juan, nobles too: where his nobles
    # were is a third part of the snapshot (put back by "keep").
    nobles = player["nobles"]
    k = nb2.count(player)
    player["nobles"] = {"san_juan": k} if k else {}
    return before + [nobles] if before else None


def mayor_forced(state, player, free):
    # Place everything when nothing is left to choose: no one to place, no
    # circle free, or people of one kind only, at least as many as circles.
    sj = player["san_juan"]
    nobles = player["nobles"].get("san_juan", 0)  # (nobles_at, inlined: each player's lift)
    if sj == 0 or free == 0:
        pass
    elif (nobles == 0 or nobles == sj) and sj >= free:
        _fill_all(player, nobles > 0)
        event(state, "fill", state["turn"], [player["san_juan"], "noble" if nobles else "colonist"])
    else:
        # still a choice (people of both kinds, enough for every circle):
        # his places are kept as they fill (roles/mayor.py: begin takes
        # them, act drops a place that fills, "keep" takes them again)
        return False
    p = state["turn"]
    event(state, "placed", p, placement(player))
    if player["nobles"]:
        event(state, "nobles_placed", p, dict(player["nobles"]))
    return True


def _fill_all(player, nobles):
    # mayor.fill_all; ``nobles``: the people placed are nobles
    if nobles:
        nob = player["nobles"]
        for k, t in player["island"].items():
            if t[0] > t[1]:
                nb2.from_san_juan(nob, k, t[0] - t[1])
        people = data.PEOPLE
        for b, c in player["city"].items():
            if people[b] > c:
                nb2.from_san_juan(nob, b, people[b] - c)
    mayor.fill_all(player)


def menu(state, player, out):
    # Nobles first: while a noble waits in San Juan, only nobles are placed,
    # ["place", target, "noble"] (everyone ends where he would in any order,
    # and the menu is half as long on a three-button seat). When San Juan
    # holds enough people for every free circle, the only choice is where
    # the nobles go: ["fill"] puts colonists into every circle left, once
    # they are enough (a press a noble, not one a circle).
    pd = state["phase_data"]
    sj = player["san_juan"]
    nobles = player["nobles"].get("san_juan", 0)
    colonists = sj - nobles
    free = pd["free"]
    full = sj >= free
    if nobles:
        # new lists: the base Mayor keeps its place actions for every menu
        # (one list each, built whole: a + ["noble"] made two, a
        # device's heap at a Mayor action, an all-four game's high-water)
        # (out: ["keep"] or not, then his kept places, all of them)
        ts = pd["targets"]
        i = len(out) - len(ts)
        for a in ts:
            out[i] = ["place", a[1], "noble"]
            i += 1
    elif not colonists or full:
        del out[1 if pd["before"] is not None else 0 :]  # ["keep"] only
    if full and colonists >= free:
        out.append(["fill"])
    return out


def _fill(state, player):
    # ["fill"]: colonists into every free circle; the nobles left stay in
    # San Juan
    pd = state["phase_data"]
    pd["before"] = None
    pd["free"] = 0
    _fill_all(player, False)
    # the colonists left in San Juan (the nobles': "nobles_placed")
    left = player["san_juan"] - player["nobles"].get("san_juan", 0)
    event(state, "fill", state["turn"], [left, "colonist"])
    if mayor.settle_forced(state, player, 0):
        mayor_next(state)
        mayor.begin(state)


# ---- the extension points (layers.LAYERS) ----------------------------------


def mayor_deal(state):
    deal(state)
    return True
