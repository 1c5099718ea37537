# Captain: loading over as many go-arounds as needed, captain first. A player
# who can load must, one kind per turn, as many barrels as fit; one ship per
# kind; a kind not at sea goes on an empty ship taking the most of it (ruling
# D10: free choice among those). Harbor +1 VP per loading, wharf once per
# phase, captain +1 VP once. Loading ends after a full go-around without a
# loading (A7). Then storage (1 barrel, warehouses keep whole kinds), then
# full ships are unloaded.

from .. import data
from .. import hooks
from ..flow import role_done
from ..state import PASS, event, award_vp, effect


# data.EFFECTS["loading_vp"] in name order (a dict's order is not fixed)
LOADING_VP = [[b, data.EFFECTS["loading_vp"][b]] for b in sorted(data.EFFECTS["loading_vp"])]


def start(state):
    state["phase_data"] = {"idle": 0, "wharf": [], "bonus": False}
    state["turn"] = state["picker"]
    if "expansions" in state:
        hooks.each(state, "captain_start", state)
    seek_loader(state)


def ship_options(state, player, first=False):
    # [(good, ship index)] the player may load now, in menu order;
    # ``first``: only those of the first good he can load (whether he can).
    ships = state["cargo_ships"]
    n = len(ships)
    goods = player["goods"]
    out = []
    for g in data.GOODS:
        have = goods[g]
        if have <= 0:
            continue
        # one pass over the ships: the one carrying g, and the most an
        # empty one would take
        at_sea = None
        best = 0  # the largest empty ship (what it takes: the least of it and his)
        for s in ships:
            k = s[1]
            if k is None:
                if s[0] > best:
                    best = s[0]
            elif k == g:
                at_sea = s
        if at_sea is not None:
            if at_sea[2] < at_sea[0]:
                out.append((g, ships.index(at_sea)))  # (itself first: no other ship holds g)
        elif best:
            if have < best:
                best = have
            for i in range(n):
                s = ships[i]
                if s[1] is None and (have if have < s[0] else s[0]) == best:
                    out.append((g, i))
        if first and out:
            return out
    return out


def _wharf_goods(state, p, player):
    # The kinds ``p`` may ship with his wharf now (once a phase).
    if player["city"].get("wharf", 0) > 0 and p not in state["phase_data"]["wharf"]:  # occupied()
        return [g for g in data.GOODS if player["goods"][g] > 0]
    return []


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    layered = "expansions" in state  # (a base game makes no call to the points)
    if layered:
        acts = hooks.first(state, "captain_question", state, p, player)
        if acts is not None:
            return acts  # a layer's own question in the middle of a turn
    acts = []  # (loops: a comprehension is a call)
    for o in ship_options(state, player):
        acts.append(["load", o[0], o[1]])
    more = []
    if player["city"].get("wharf", 0) > 0:  # (most have none: no call)
        for g in _wharf_goods(state, p, player):
            more.append(["wharf", g])
    if layered:
        hooks.each(state, "captain_more", state, p, player, more)  # other wharves
    if more and not acts:
        more.append(PASS)  # a wharf is never compulsory
    acts.extend(more)
    return hooks.chain(state, "captain_menu", acts, state, p, player) if layered else acts


def can_load(state):
    # (public: a layer's export office asks it too)
    # legal(state) is not empty: the same tests, no menu built.
    p = state["turn"]
    player = state["players"][p]
    if ship_options(state, player, True) or _wharf_goods(state, p, player):
        return True
    return "expansions" in state and hooks.ask(state, "captain_has_choice", state, p, player)


def seek_loader(state):
    # (public: a layer's own loading moves the phase on with it)
    # Skip players who cannot load; end after a go-around with no loading.
    n = len(state["players"])
    ph = state["phase_data"]
    while ph["idle"] < n:
        # can_load(state), inlined (the wharf's test: _wharf_goods')
        p = state["turn"]
        player = state["players"][p]
        if ship_options(state, player, True) or (
            player["city"].get("wharf", 0) > 0 and p not in ph["wharf"] and _wharf_goods(state, p, player)
        ):
            return
        if "expansions" in state and hooks.ask(state, "captain_has_choice", state, p, player):
            return
        if "expansions" in state:
            hooks.each(state, "captain_skipped", state, state["turn"])  # (a layer may score him)
        ph["idle"] += 1
        state["turn"] = (state["turn"] + 1) % n  # next_seat(), inlined
    _start_storage(state)


def score_loading(state, p, barrels):
    # Seat p loaded ``barrels``: his VP, the captain's privilege, the
    # harbor's (public: a layer's own loading scores the same way).
    player = state["players"][p]
    vp = barrels
    # each VP of the loading with its reason: the player is told which
    # chips to take (3 + captain 1 + harbor 1)
    parts = [["barrels", barrels]]
    # k: the captain's privilege (a layer may double it, or pay for a loading)
    k = hooks.first(state, "captain_loaded", state, p) if "expansions" in state else None
    if k is None:
        k = 1
    if p == state["picker"] and not state["phase_data"]["bonus"]:
        state["phase_data"]["bonus"] = True
        vp += k
        parts.append(["captain", k])
    city = player["city"]
    for b in LOADING_VP:
        if city.get(b[0], 0) > 0:  # occupied(), inlined
            vp += b[1]
            parts.append([b[0], b[1]])
    award_vp(state, p, vp, parts)


def act(state, action):
    p = state["turn"]
    player = state["players"][p]
    what = action[0]
    if what == "load":
        g = action[1]
        ship = state["cargo_ships"][action[2]]
        room = ship[0] - ship[2]
        k = player["goods"][g] if player["goods"][g] < room else room
        player["goods"][g] -= k
        ship[1] = g
        ship[2] += k
        state["events"].append(["load", p, [g, k, action[2]]])  # event(), inlined
        score_loading(state, p, k)
        state["phase_data"]["idle"] = 0
    elif what == "wharf":
        g = action[1]
        k = player["goods"][g]
        player["goods"][g] = 0
        state["goods"][g] += k
        state["phase_data"]["wharf"].append(p)
        event(state, "wharf", p, [g, k])
        score_loading(state, p, k)
        state["phase_data"]["idle"] = 0
    else:
        state["events"].append(["pass", p, "captain"])  # event(), inlined
        state["phase_data"]["idle"] += 1
    state["turn"] = (p + 1) % len(state["players"])  # next_seat(), inlined
    seek_loader(state)


# ---- storage ---------------------------------------------------------------


def _start_storage(state):
    state["phase"] = "storage"
    state["phase_data"] = {"left": len(state["players"]), "stored": []}
    state["turn"] = state["picker"]
    seek_storer(state)


def _kinds(player, skip):
    goods = player["goods"]
    out = []
    for g in data.GOODS:  # (a loop: a comprehension is a call)
        if goods[g] > 0 and g not in skip:
            out.append(g)
    return out


def _keeps_all(player, stored):
    # True when the player can keep every barrel left: no choice to make
    # (kinds left within his warehouses' slots, or one more of a single
    # barrel). The kinds counted in one walk, no list: most players keep
    # at most one single barrel, whatever their warehouses.
    goods = player["goods"]
    kinds = 0
    single = False  # a kind left of a single barrel
    for g in data.GOODS:
        k = goods[g]
        if k > 0 and g not in stored:
            kinds += 1
            if k == 1:
                single = True
    if kinds == 0 or (kinds == 1 and single):
        return True
    slots = effect(player, "storage_kinds") - len(stored)  # his warehouses' kinds
    return kinds <= slots or (kinds == slots + 1 and single)


def storage_legal(state):
    player = state["players"][state["turn"]]
    stored = state["phase_data"]["stored"]
    left = _kinds(player, stored)
    if effect(player, "storage_kinds") > len(stored):  # his warehouses' kinds
        return [["store", g] for g in left]
    return [["keep", g] for g in left]


def seek_storer(state):
    # The next seat with a storage choice, or the end of the phase
    # (public: a layer's storage and guests move it on).
    ph = state["phase_data"]
    while ph["left"] > 0:
        player = state["players"][state["turn"]]
        keeps = hooks.first(state, "keeps_all", state, player) if "expansions" in state else None
        if keeps is None:  # (None: no layer's storage decided)
            keeps = _keeps_all(player, ph["stored"])
        if not keeps:
            return
        next_storer(state)
    _unload(state)


def next_storer(state):
    # The seat on turn has stored: the next (public: a layer's storage).
    ph = state["phase_data"]
    ph["left"] -= 1
    ph["stored"] = []
    state["turn"] = (state["turn"] + 1) % len(state["players"])  # next_seat(), inlined


def _discard_all_but(state, p, keep_kind):
    # Return every barrel not stored; keep one barrel of ``keep_kind``.
    player = state["players"][p]
    back = {}
    for g in _kinds(player, state["phase_data"]["stored"]):
        k = player["goods"][g] - (1 if g == keep_kind else 0)
        if k:
            player["goods"][g] -= k
            state["goods"][g] += k
            back[g] = k
    if back:
        event(state, "spoil", p, back)


def storage_act(state, action):
    p = state["turn"]
    player = state["players"][p]
    ph = state["phase_data"]
    if action[0] == "store":
        ph["stored"].append(action[1])
        event(state, "store", p, action[1])
        if not _keeps_all(player, ph["stored"]):
            return
    else:
        _discard_all_but(state, p, action[1])
        event(state, "keep", p, action[1])
    next_storer(state)
    seek_storer(state)


def _unload(state):
    for i in range(len(state["cargo_ships"])):
        s = state["cargo_ships"][i]
        if s[2] >= s[0]:
            state["goods"][s[1]] += s[2]
            state["events"].append(["unload", None, [i, s[1], s[2]]])  # event(), inlined
            s[1] = None
            s[2] = 0
    role_done(state)
