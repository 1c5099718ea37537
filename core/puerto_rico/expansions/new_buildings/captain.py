# Expansion 1's buildings of the Captain phase: the lighthouse, the union
# hall and the small wharf while ships are loaded, the storehouse when the
# goods are stored. Points of the "expansions" layer (layers.LAYERS), and
# the small wharf's and storehouse's actions for new_buildings/play.py. Split
# from new_buildings/__init__.py by job; rules: shared/rules/puerto-rico-expansions.md 2.

from ... import data
from ...state import occupied, event, award_vp, effect

STOREHOUSE_BARRELS = 3  # kept besides the one free barrel
SMALL_WHARF_BARRELS = 2  # barrels per VP


# ---- captain -----------------------------------------------------------------


def captain_start(state):
    # Lighthouse: +1 doubloon to its owner if he is the captain, shipping or
    # not (D7). Union hall: +1 VP per pair of identical barrels before its owner
    # ships, once a phase, at his own first turn (A14, captain_skipped);
    # version 2 records scored every owner here, from the captain on.
    pd = state["phase_data"]
    pd["small_wharf"] = []  # who used his this phase
    n = len(state["players"])
    picker = state["picker"]
    old = "rules_v2" in state
    if not old:
        # every owner, occupied or not: a guest may reach it in time
        halls = pd["union_hall"] = []  # (loops, not comprehensions: each is a function on a device's heap)
        for p in range(n):
            if "union_hall" in state["players"][p]["city"]:
                halls.append(p)
    for i in range(n):
        p = (picker + i) % n
        player = state["players"][p]
        if i == 0 and occupied(player, "lighthouse"):
            player["doubloons"] += 1
            event(state, "lighthouse", p, 1)
        if old and occupied(player, "union_hall"):
            _union_hall(state, p, player)


def captain_skipped(state, p):
    # A14: «Avant que le propriétaire d'un Syndicat occupé expédie»: at his
    # first turn of the phase, as he first acts other than moving a guest
    # (so a guest moved onto it first counts), or as the phase skips him
    # (nothing to load: he scores all the same). [suggested] Before the
    # export office too: both come "before he ships", the union hall on the
    # barrels his turn began with.
    waiting = state["phase_data"].get("union_hall")
    if waiting and p in waiting:
        waiting.remove(p)
        player = state["players"][p]
        if occupied(player, "union_hall"):
            _union_hall(state, p, player)


def _union_hall(state, p, player):
    vp = 0
    for g in data.GOODS:
        vp += player["goods"][g] // 2
    if vp:
        award_vp(state, p, vp, [["union_hall", vp]])
        event(state, "union_hall", p, vp)


def captain_loaded(state, p):
    # Lighthouse: +1 doubloon per loading (ship, wharf, small wharf: A9,
    # A10). Returns the captain's privilege VP should ``p`` be the captain
    # (the library doubles it).
    player = state["players"][p]
    if occupied(player, "lighthouse"):
        player["doubloons"] += 1
        event(state, "lighthouse", p, 1)
    return 2 if occupied(player, "library") else 1


def _small_wharf_open(state, p, player):
    if not occupied(player, "small_wharf") or p in state["phase_data"]["small_wharf"]:
        return False
    for g in data.GOODS:
        if player["goods"][g] > 0:
            return True
    return False


def captain_question(state, p, player):
    # While the small wharf is used: its barrels one at a time, then
    # ["ship"]; None otherwise (the captain's menu).
    if "returned" not in state["phase_data"]:
        return None
    acts = []
    goods = player["goods"]
    for g in data.GOODS:
        if goods[g] > 0:
            acts.append(["return", g])
    if state["phase_data"]["returned"]:
        acts.append(["ship"])
    return acts


def captain_more(state, p, player, more):
    # The small wharf, like the wharf once a phase (after the wharf's lines).
    if _small_wharf_open(state, p, player):
        more.append(["small_wharf"])


def captain_has_choice(state, p, player):
    # The small wharf: its barrels being returned, or open to him.
    return "returned" in state["phase_data"] or _small_wharf_open(state, p, player)


def small_wharf(state, p, player, action):
    # ["small_wharf"], ["return", good], ["ship"]: None while the same
    # player goes on, at "ship" the barrels to score as loaded: any barrels,
    # mixed kinds, 1 VP per 2 (EX-05); harbor, lighthouse and captain apply
    # (A9).
    pd = state["phase_data"]
    what = action[0]
    if what == "small_wharf":
        pd["returned"] = {}
        pd["small_wharf"].append(p)
        return None
    if what == "return":
        g = action[1]
        player["goods"][g] -= 1
        state["goods"][g] += 1
        pd["returned"][g] = pd["returned"].get(g, 0) + 1
        return None
    r = pd.pop("returned")
    n = 0
    for g in r:
        n += r[g]
    event(state, "small_wharf", p, r)
    pd["idle"] = 0
    return n // SMALL_WHARF_BARRELS


# ---- storage -----------------------------------------------------------------


def _room(player, kept):
    # Barrels the storehouse owner may still keep: 1 + 3 less those kept.
    room = 1 + STOREHOUSE_BARRELS
    for g in kept:
        room -= kept[g]
    return room


def _kinds(player, stored):
    out = []
    goods = player["goods"]
    for g in data.GOODS:
        if goods[g] > 0 and g not in stored:
            out.append(g)
    return out


def keeps_all(state, player):
    # No storage choice left for a storehouse owner: what is left fits the
    # free warehouse kinds, or the 4 single barrels (None for anybody else:
    # the base game's test).
    if not occupied(player, "storehouse"):
        return None
    ph = state["phase_data"]
    stored = ph["stored"]
    kept = ph.get("kept", {})
    left = _kinds(player, stored)
    if not kept and len(left) <= effect(player, "storage_kinds") - len(stored):
        return True
    n = 0
    for g in left:
        n += player["goods"][g] - kept.get(g, 0)
    return n <= _room(player, kept)


def storehouse_legal(state, player):
    ph = state["phase_data"]
    kept = ph.get("kept", {})
    left = _kinds(player, ph["stored"])
    store = not kept and effect(player, "storage_kinds") > len(ph["stored"])
    out = []
    goods = player["goods"]
    for g in left:
        if store:
            out.append(["store", g])
        elif goods[g] > kept.get(g, 0):
            out.append(["keep", g])
    return out


def storehouse_act(state, p, player, action):
    # The storehouse owner's storage: warehouse kinds, then single barrels
    # one at a time. None for anybody else (the base game's storage), False
    # while he has more to keep, True when he is done.
    if not occupied(player, "storehouse"):
        return None
    ph = state["phase_data"]
    g = action[1]
    if action[0] == "store":
        ph["stored"].append(g)
        event(state, "store", p, g)
    else:
        kept = ph.get("kept", {})
        kept[g] = kept.get(g, 0) + 1
        ph["kept"] = kept
        event(state, "keep", p, g)
    kept = ph.get("kept", {})
    if not keeps_all(state, player):
        if _room(player, kept) > 0:
            return False  # more to keep
        back = {}
        for k in _kinds(player, ph["stored"]):
            n = player["goods"][k] - kept.get(k, 0)
            if n:
                player["goods"][k] -= n
                state["goods"][k] += n
                back[k] = n
        event(state, "spoil", p, back)
    if "kept" in ph:
        del ph["kept"]
    return True


# ---- the extension points filled under another name (layers.LAYERS) ----------
