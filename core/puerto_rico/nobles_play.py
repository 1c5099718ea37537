"""Expansion 2 in the engine: the decisions nobles add (the ship's noble,
placing colonists and nobles, the land office, the land registry, the
export office), reached through one-line hooks of the mayor, the settler's
end and expansion 1's menus (newbuildings_play) in a game with "nobles".
The effects and where nobles sit are in nobles.py. [suggested] choices of
ours are marked so.
"""

from . import data
from . import nobles as nb2
from .flow import one_pass_done
from .roles import mayor, settler, trader, captain
from .state import ISLAND_KINDS, event, award_vp, occupied, island_tiles, draw_tile, add_tile

put = nb2.put
at = nb2.at


# ---- mayor: the ship's noble -------------------------------------------------


def deal(state):
    """Replaces mayor._deal: villas first, then the ship's noble offered
    person by person from the mayor clockwise, as the ship is dealt. A
    seat that says ["colonist"] keeps that answer for the phase
    [suggested]: the device asks each seat once; if nobody takes it, the
    last person dealt is the noble (whoever gets him)."""
    state["phase_data"]["villa"] = True
    nb2.villas(state)
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
    """mayor._begin with nobles: the people of the player on turn lifted to
    San Juan (nobles too), then what is forced placed."""
    pd = state["phase_data"]
    while pd["left"] > 0:
        player = state["players"][state["turn"]]
        before, free = mayor._lift(player)
        pd["before"] = before
        pd["free"] = free
        pd["before_nobles"] = dict(player["nobles"])
        k = nb2.count(player)
        player["nobles"] = {"san_juan": k} if k else {}
        if not _settle_forced(state, player, free):
            return
        mayor._next(state)
    mayor._refill(state)


def _settle_forced(state, player, free):
    """Place everything when nothing is left to choose: no one to place, no
    circle free, or people of one kind only, at least as many as circles."""
    sj = player["san_juan"]
    nobles = at(player, "san_juan")
    if sj == 0 or free == 0:
        done = True
    elif (nobles == 0 or nobles == sj) and sj >= free:
        _fill_all(player, nobles > 0)
        event(state, "fill", state["turn"], player["san_juan"])
        done = True
    else:
        done = False
    if done:
        p = state["turn"]
        event(state, "placed", p, mayor._placement(player))
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
    """["keep"], then each free circle: ["place", target] for a colonist,
    ["place", target, "noble"] for a noble (island kinds, then buildings in
    board order); or the ship's noble: ["noble"] take it, ["colonist"] not."""
    pd = state["phase_data"]
    if "ship_noble" in pd:
        return [["noble"], ["colonist"]]
    player = state["players"][state["turn"]]
    out = [["keep"]] if pd["before"] is not None else []
    nobles = at(player, "san_juan")
    colonists = player["san_juan"] - nobles
    island = player["island"]
    targets = [k for k in ISLAND_KINDS if k in island and island[k][0] > island[k][1]]
    city = player["city"]
    for b in data.BUILDING_ORDER:
        if b in city and data.PEOPLE[b] > city[b]:
            targets.append(b)
    for t in targets:
        if colonists:
            out.append(["place", t])
        if nobles:
            out.append(["place", t, "noble"])
    return out


def mayor_act(state, action):
    pd = state["phase_data"]
    what = action[0]
    if "ship_noble" in pd:
        j = pd.pop("ship_noble")
        if what == "noble":
            _hand_out(state, state["turn"])
        else:
            _offer(state, j + 1)
        return
    player = state["players"][state["turn"]]
    if what == "keep":
        mayor._restore(player, pd["before"])
        player["nobles"] = pd["before_nobles"]
        pd["before"] = None
        pd["free"] = mayor.free_circles(player)
    else:
        pd["before"] = None
        player["san_juan"] -= 1
        pd["free"] -= 1
        target = action[1]
        if target in player["island"]:
            player["island"][target][1] += 1
        else:
            player["city"][target] += 1
        if len(action) == 3:
            put(player, target)
            put(player, "san_juan", -1)
    if _settle_forced(state, player, pd["free"]):
        mayor._next(state)
        begin(state)


# ---- island tiles leaving (land office, land registry) -----------------------


def discard_tile(state, p, player, kind):
    """A plantation (or forest) off the island: an empty tile of that kind
    if there is one [suggested], else an occupied one, whose person goes to
    San Juan (a noble if only nobles work that kind). Plantations go to the
    discard pile; a forest (its good unknown) out of the game, counted in
    state["nobles"]["forests"] [suggested]."""
    if kind == "forest":
        player["forests"] -= 1
        state["nobles"]["forests"] = state["nobles"].get("forests", 0) + 1
        return
    t = player["island"][kind]
    if t[1] >= t[0]:
        who = "noble" if at(player, kind) >= t[1] else "colonist"
        t[1] -= 1
        player["san_juan"] += 1
        if who == "noble":
            put(player, kind, -1)
            put(player, "san_juan")
        event(state, "to_san_juan", p, [kind, who])
    t[0] -= 1
    if t[0] == 0:
        del player["island"][kind]
    state["discard"].append(kind)


def _discardable(player):
    kinds = [g for g in data.GOODS if g in player["island"]]
    if player.get("forests", 0) > 0 and occupied(player, "forest_house"):
        kinds.append("forest")
    return kinds


# ---- settler: the land office ------------------------------------------------


def land_office(state):
    """End of the Settler phase (from settler.finish): the noble side
    first, +2 VP to an owner with strictly the most free island spaces
    (D16 [suggested]: 12 - all his island tiles); then each colonist-side
    owner, the settler first, may discard a plantation (or a
    forest). True while one is asked."""
    pd = state["phase_data"]
    n = len(state["players"])
    if "land_office" not in pd:
        seats = [(state["picker"] + i) % n for i in range(n)]
        ask = []
        for p in seats:
            player = state["players"][p]
            if not occupied(player, "land_office"):
                continue
            if nb2.noble_works(player, "land_office"):
                mine = island_tiles(player)
                if all(island_tiles(q) > mine for q in state["players"] if q is not player):
                    award_vp(state, p, nb2.LAND_OFFICE_VP, [["land_office", nb2.LAND_OFFICE_VP]])
                    event(state, "land_office", p, ["vp", nb2.LAND_OFFICE_VP])
            elif _discardable(player):
                ask.append(p)
        pd["land_office"] = ask
    if pd["land_office"]:
        state["turn"] = pd["land_office"][0]
        return True
    return False


def _land_office_menu(state):
    player = state["players"][state["turn"]]
    return [["land_office", k] for k in _discardable(player)] + [["pass"]]


def _land_office_act(state, action):
    p = state["phase_data"]["land_office"].pop(0)
    if action[0] == "land_office":
        player = state["players"][p]
        discard_tile(state, p, player, action[1])
        event(state, "land_office", p, ["discard", action[1]])
    else:
        event(state, "pass", p, "land_office")
    settler.finish(state)


# ---- trader: the land registry -----------------------------------------------


def trader_menu(state, acts):
    """The trader's menu plus, once a Trader phase, the land registry: its
    colonist buys the top face-down plantation for 1 doubloon (room on the
    island; with an occupied forest house it may lay it as a forest,
    ["land_registry", "buy", "forest"]), its noble discards a plantation
    (a forest with an occupied forest house) for 1 doubloon."""
    p = state["turn"]
    player = state["players"][p]
    if not occupied(player, "land_registry") or p in state["phase_data"].get("land_registry", ()):
        return acts
    if nb2.noble_works(player, "land_registry"):
        more = [["land_registry", "discard", k] for k in _discardable(player)]
    elif (
        player["doubloons"] >= 1
        and island_tiles(player) < data.ISLAND_SPACES
        and len(state["stock"]) + len(state["discard"]) > 0
    ):
        more = [["land_registry", "buy"]]
        if occupied(player, "forest_house"):
            more.append(["land_registry", "buy", "forest"])
    else:
        more = []
    if not more:
        return acts
    return (acts[:-1] if acts else []) + more + [["pass"]]


def _trader_act(state, action):
    p = state["turn"]
    player = state["players"][p]
    pd = state["phase_data"]
    pd["land_registry"] = pd.get("land_registry", []) + [p]
    if action[1] == "discard":
        discard_tile(state, p, player, action[2])
        player["doubloons"] += 1
        event(state, "land_registry", p, ["discard", action[2], 1])
    elif state["tiles"] == "physical":
        state["draw"] = {"n": 1, "why": "land_registry", "player": p, "forest": len(action) == 3}
        settler._ask_draw(state, p, 1, "land_registry")
        return
    else:
        _bought(state, p, player, draw_tile(state), len(action) == 3)
    _trader_on(state)


def _bought(state, p, player, g, forest):
    player["doubloons"] -= 1
    if forest:  # laid on its back unseen: its good does not matter
        player["forests"] += 1
        event(state, "land_registry", p, ["buy", "forest", 1])
        return
    add_tile(player, g)
    event(state, "land_registry", p, ["buy", g, 1])


def _trader_on(state):
    if not trader.legal(state):
        one_pass_done(state, trader.has_choice, trader.finish)


def _drawn(state, action):
    """A physical land-registry tile reported."""
    d = state["draw"]
    if not state["stock"]:
        state["stock"] = state["discard"]
        state["discard"] = []
    state["stock"].remove(action[1])
    state["draw"] = None
    _bought(state, d["player"], state["players"][d["player"]], action[1], d["forest"])
    _trader_on(state)


# ---- captain: the export office ----------------------------------------------


def captain_start(state):
    """Who may use an export office at his first turn: an occupied one and
    at least one noble."""
    pd = state["phase_data"]
    pd["export"] = [
        p
        for p in range(len(state["players"]))
        if occupied(state["players"][p], "export_office") and nb2.count(state["players"][p]) > 0
    ]
    pd["exported"] = []


def captain_menu(state, p, player, acts):
    """At his first turn, before he ships, the export office's owner may
    return barrels, 1 per noble he owns, all of different kinds:
    ["export", good] one at a time, +1 VP each (A15 [suggested]: no
    doubloons, no other bonus). [suggested] "first go-around, before any
    shipping" read as his own first turn, before his own first loading:
    the device asks one seat at a time."""
    pd = state["phase_data"]
    if p not in pd.get("export", ()) or len(pd["exported"]) >= nb2.count(player):
        return acts
    more = [["export", g] for g in data.GOODS if player["goods"][g] > 0 and g not in pd["exported"]]
    if not more:
        return acts
    if not acts:
        return more + [["pass"]]
    return more + acts


def _captain_act(state, action):
    pd = state["phase_data"]
    p = state["turn"]
    if action[0] != "export":
        if action[0] != "guest" and p in pd.get("export", ()):
            pd["export"].remove(p)  # his first turn is over
            pd["exported"] = []
        return False
    g = action[1]
    player = state["players"][p]
    player["goods"][g] -= 1
    state["goods"][g] += 1
    pd["exported"].append(g)
    event(state, "export_office", p, {g: 1})
    award_vp(state, p, 1, [["export_office", 1]])
    captain._seek(state)
    return True


# ---- dispatch (from newbuildings_play) ---------------------------------------


def legal(state, kind):
    """This expansion's own menus, or None (then the usual ones)."""
    if kind == "settler" and state["phase_data"].get("land_office"):
        return _land_office_menu(state)
    return None


def act(state, kind, action):
    """True when the action is this expansion's."""
    if kind == "settler" and state["phase_data"].get("land_office"):
        _land_office_act(state, action)
        return True
    if kind == "trader" and action[0] == "land_registry":
        _trader_act(state, action)
        return True
    if kind == "draw" and state["draw"]["why"] == "land_registry":
        _drawn(state, action)
        return True
    if kind == "captain":
        return _captain_act(state, action)
    return False


def explain(state, action):
    """(rule, message) for a refused action of this expansion, or None."""
    what = action[0]
    pd = state["phase_data"]
    phase = state["phase"]
    if phase == "mayor" and "privilege" in pd:
        return None  # the privilege question first (mayor.why_not)
    if phase == "mayor" and "ship_noble" in pd:
        return ("mayor.ship_noble", "must first say whether he takes the ship's noble")
    if what in ("noble", "colonist"):
        return ("mayor.ship_noble", "the ship's noble is not on offer now")
    if phase == "mayor" and what == "place":
        player = state["players"][state["turn"]]
        nobles = at(player, "san_juan")
        if len(action) == 3 and not nobles:
            return ("mayor.noble", "has no noble to place")
        if len(action) == 2 and nobles and player["san_juan"] == nobles:
            return ("mayor.colonist", "has only nobles left to place: name the noble")
    if phase == "settler" and pd.get("land_office"):
        return ("settler.land_office", "must first use or decline the land office")
    if what == "land_office":
        return ("settler.land_office", "cannot use a land office now")
    if what == "land_registry":
        return ("trader.land_registry", "cannot use a land registry now (once a Trader phase)")
    if what == "export":
        return ("captain.export_office", "cannot return that barrel to the export office now")
    return None
