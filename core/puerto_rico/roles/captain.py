"""Captain: loading over as many go-arounds as needed, captain first. A player
who can load must, one kind per turn, as many barrels as fit; one ship per
kind; a kind not at sea goes on an empty ship taking the most of it (ruling
D10: free choice among those). Harbor +1 VP per loading, wharf once per
phase, captain +1 VP once. Loading ends after a full go-around without a
loading (A7). Then storage (1 barrel, warehouses keep whole kinds), then
full ships are unloaded."""

from .. import data
from ..flow import role_done
from ..state import exp1, occupied, event, award_vp, next_seat, effect


# data.EFFECTS["loading_vp"] in name order (a dict's order is not fixed)
LOADING_VP = [[b, data.EFFECTS["loading_vp"][b]] for b in sorted(data.EFFECTS["loading_vp"])]


def start(state):
    state["phase_data"] = {"idle": 0, "wharf": [], "bonus": False}
    state["turn"] = state["picker"]
    if "expansions" in state:
        state["phase_data"]["small_wharf"] = []
        exp1().captain_start(state)
    _seek(state)


def ship_options(state, player):
    """[(good, ship index)] the player may load now, in menu order."""
    ships = state["cargo_ships"]
    n = len(ships)
    out = []
    for g in data.GOODS:
        have = player["goods"][g]
        if have <= 0:
            continue
        # one pass over the ships: the one carrying g, and the most an
        # empty one would take
        at_sea = -1
        best = 0
        for i in range(n):
            s = ships[i]
            if s[1] is None:
                fit = have if have < s[0] else s[0]
                if fit > best:
                    best = fit
            elif s[1] == g:
                at_sea = i
        if at_sea >= 0:
            s = ships[at_sea]
            if s[2] < s[0]:
                out.append((g, at_sea))
        elif best:
            for i in range(n):
                s = ships[i]
                if s[1] is None and (have if have < s[0] else s[0]) == best:
                    out.append((g, i))
    return out


def _wharf_goods(state, p, player):
    """The kinds ``p`` may ship with his wharf now (once a phase)."""
    if occupied(player, "wharf") and p not in state["phase_data"]["wharf"]:
        return [g for g in data.GOODS if player["goods"][g] > 0]
    return []


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    if "expansions" in state:
        return _legal_exp(state, p, player)
    acts = [["load", o[0], o[1]] for o in ship_options(state, player)]
    wharf = _wharf_goods(state, p, player)
    if wharf:
        if not acts:
            acts = [["wharf", g] for g in wharf]
            acts.append(["pass"])  # the wharf is never compulsory
        else:
            acts.extend([["wharf", g] for g in wharf])
    return acts


def _legal_exp(state, p, player):
    """With expansion 1: the small wharf, like the wharf once a phase, and
    while it is being used, its barrels one at a time."""
    if "returned" in state["phase_data"]:
        return exp1().small_wharf_legal(state, player)
    acts = [["load", o[0], o[1]] for o in ship_options(state, player)]
    more = [["wharf", g] for g in _wharf_goods(state, p, player)]
    if exp1().small_wharf_open(state, p, player):
        more.append(["small_wharf"])
    if more and not acts:
        more.append(["pass"])  # neither wharf is compulsory
    return acts + more


def _has_choice(state):
    """legal(state) is not empty: the same tests, no menu built."""
    p = state["turn"]
    player = state["players"][p]
    if "expansions" in state:
        return bool(legal(state))
    return ship_options(state, player) or _wharf_goods(state, p, player)


def _seek(state):
    """Skip players who cannot load; end after a go-around with no loading."""
    n = len(state["players"])
    ph = state["phase_data"]
    while ph["idle"] < n:
        if _has_choice(state):
            return
        ph["idle"] += 1
        state["turn"] = next_seat(state, state["turn"])
    _start_storage(state)


def _score(state, p, barrels, why="barrels"):
    player = state["players"][p]
    vp = barrels
    # each VP of the loading with its reason: the player is told which
    # chips to take (3 + captain 1 + harbor 1)
    parts = [[why, barrels]]
    if p == state["picker"] and not state["phase_data"]["bonus"]:
        state["phase_data"]["bonus"] = True
        k = 1
        if "expansions" in state:
            k = exp1().privilege(state, p)  # the library doubles it
            exp1().loaded(state, p)  # the lighthouse
        vp += k
        parts.append(["captain", k])
    elif "expansions" in state:
        exp1().loaded(state, p)
    rows = LOADING_VP
    for b in rows:
        if occupied(player, b[0]):
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
        event(state, "load", p, [g, k, action[2]])
        _score(state, p, k)
        state["phase_data"]["idle"] = 0
    elif what == "wharf":
        g = action[1]
        k = player["goods"][g]
        player["goods"][g] = 0
        state["goods"][g] += k
        state["phase_data"]["wharf"].append(p)
        event(state, "wharf", p, [g, k])
        _score(state, p, k)
        state["phase_data"]["idle"] = 0
    elif what == "small_wharf":
        state["phase_data"]["returned"] = {}
        state["phase_data"]["small_wharf"].append(p)
        return  # the same player returns barrels one at a time
    elif what == "return":
        g = action[1]
        player["goods"][g] -= 1
        state["goods"][g] += 1
        r = state["phase_data"]["returned"]
        r[g] = r.get(g, 0) + 1
        return
    elif what == "ship":
        r = state["phase_data"].pop("returned")
        n = 0
        for g in r:
            n += r[g]
        event(state, "small_wharf", p, r)
        # 1 VP per 2 barrels (EX-05); harbor, lighthouse, captain apply (A9)
        _score(state, p, n // data.SMALL_WHARF_BARRELS, "small_wharf")
        state["phase_data"]["idle"] = 0
    else:
        event(state, "pass", p, "captain")
        state["phase_data"]["idle"] += 1
    state["turn"] = next_seat(state, p)
    _seek(state)


# ---- storage ---------------------------------------------------------------


def warehouse_slots(player):
    return effect(player, "storage_kinds")


def _start_storage(state):
    state["phase"] = "storage"
    state["phase_data"] = {"left": len(state["players"]), "stored": []}
    state["turn"] = state["picker"]
    _storage_seek(state)


def _kinds(player, skip):
    return [g for g in data.GOODS if player["goods"][g] > 0 and g not in skip]


def _keeps_all(player, stored, kept=None):
    """True when the player can keep every barrel left: no choice to make.
    ``kept``: with an occupied storehouse (expansion 1), the single barrels
    he keeps so far, {good: n}; he keeps up to 4 (1 + 3)."""
    if kept is not None:
        return _storehouse_keeps_all(player, stored, kept)
    left = _kinds(player, stored)
    slots = warehouse_slots(player) - len(stored)
    if len(left) <= slots:
        return True
    if len(left) == slots + 1:
        for g in left:
            if player["goods"][g] == 1:
                return True
    return False


def _storehouse_keeps_all(player, stored, kept):
    left = _kinds(player, stored)
    if len(left) <= warehouse_slots(player) - len(stored):
        return True
    n = 0
    for g in left:
        n += player["goods"][g] - kept.get(g, 0)
    room = 1 + data.STOREHOUSE_BARRELS
    for g in kept:
        room -= kept[g]
    return n <= room


def _kept(state, player):
    """The storehouse's tally of kept barrels, or None without one."""
    if "expansions" in state and occupied(player, "storehouse"):
        return state["phase_data"].get("kept", {})
    return None


def storage_legal(state):
    player = state["players"][state["turn"]]
    stored = state["phase_data"]["stored"]
    left = _kinds(player, stored)
    kept = _kept(state, player)
    if kept:  # a barrel kept: the warehouses were settled
        return [["keep", g] for g in left if player["goods"][g] > kept.get(g, 0)]
    if warehouse_slots(player) > len(stored):
        return [["store", g] for g in left]
    return [["keep", g] for g in left]


def _storage_seek(state):
    ph = state["phase_data"]
    while ph["left"] > 0:
        player = state["players"][state["turn"]]
        if not _keeps_all(player, ph["stored"], _kept(state, player)):
            return
        _storage_next(state)
    _unload(state)


def storage_reseek(state):
    """After a guest moved (expansion 1): maybe nothing is left to choose."""
    _storage_seek(state)


def _storage_next(state):
    ph = state["phase_data"]
    ph["left"] -= 1
    ph["stored"] = []
    if "kept" in ph:
        del ph["kept"]
    state["turn"] = next_seat(state, state["turn"])


def _discard_all_but(state, p, keep_kind):
    """Return every barrel not stored; keep one barrel of ``keep_kind``."""
    player = state["players"][p]
    back = {}
    for g in _kinds(player, state["phase_data"]["stored"]):
        if type(keep_kind) is dict:  # the storehouse's tally
            k = player["goods"][g] - keep_kind.get(g, 0)
        else:
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
    kept = _kept(state, player)
    if action[0] == "store":
        ph["stored"].append(action[1])
        event(state, "store", p, action[1])
        if not _keeps_all(player, ph["stored"], kept):
            return
    elif kept is not None:
        g = action[1]
        kept[g] = kept.get(g, 0) + 1
        ph["kept"] = kept
        event(state, "keep", p, g)
        n = 0
        for k in kept:
            n += kept[k]
        if n < 1 + data.STOREHOUSE_BARRELS and not _keeps_all(player, ph["stored"], kept):
            return  # the storehouse keeps more
        if n >= 1 + data.STOREHOUSE_BARRELS:
            _discard_all_but(state, p, kept)
    else:
        _discard_all_but(state, p, action[1])
        event(state, "keep", p, action[1])
    _storage_next(state)
    _storage_seek(state)


def _unload(state):
    for i in range(len(state["cargo_ships"])):
        s = state["cargo_ships"][i]
        if s[2] >= s[0]:
            state["goods"][s[1]] += s[2]
            event(state, "unload", None, [i, s[1], s[2]])
            s[1] = None
            s[2] = 0
    role_done(state)
