# Expansion 2, nobles: the setup, where nobles sit, and the effects the
# roles and expansion 1 ask for (shared/rules/puerto-rico-expansions.md 3,
# rulings A3, A13, A15, A19, D16). The decisions it adds: the villas and the
# ship's noble in nobles/mayor.py (the placements of nobles are ruled with
# the colonists' in roles/mayor.py, through its points), the other actions
# in nobles/play.py.
#
# A layer on the base game (layers.LAYERS names the points it and
# nobles/mayor.py fill), loaded only in a game with "nobles" (hooks.load), so
# other games pay nothing. It imports no role but the Mayor's (whose
# phase it plays) and no flow: the roles' modules reach it through
# hooks.load, never by an import (no import cycle).
#
# How nobles are kept (state.py says it too): state["nobles"] = {"supply": n,
# "ship": k} (beside the colonist supply, on the colonist ship); the base
# game's per-place counts (island [tiles, people], city {b: people},
# san_juan) count every person, colonist or noble, so every "occupied" test
# of the base game and expansion 1 holds for a noble too; player["nobles"] =
# {place: n} says how many of those people are nobles (place: an island
# kind, a building id or "san_juan"; no zero entries).

from ... import data
from ...hooks import LOADED, load
from ...roles import mayor as base_mayor  # (.mayor: this package's module)
from ...state import event, award_vp, occupied, island_tiles

NOBLES = 20
# The 8 buildings, board order (data.BUILDING_ORDER); they join the supply
# by cost, never drafted.
BUILDINGS = tuple(b for b in data.BUILDING_ORDER if data.BUILDINGS[b][data.EXPANSION] == "nobles")
LAND_OFFICE_VP = 2

# Events of this expansion (the base game's are state.EVENT_KINDS):
#   noble_ship 1 (noble supply -> colonist ship); noble 1 (ship -> the
#   seat's San Juan, instead of a colonist); villa "noble"|"colonist"
#   (supply -> San Juan); nobles_placed {where: n} (which of the people
#   of "placed" are nobles); chapel ["doubloons"|"vp", 1]; tailor_shop n
#   (doubloons); land_registry ["buy", good|"forest", 1] (1 doubloon
#   paid; physical tiles: after the "draw" report) or ["discard", kind, 1]
#   (1 doubloon taken); land_office ["discard",
#   kind] or ["vp", 2]; export_office {good: n} (barrels returned);
#   to_san_juan [kind, "noble"|"colonist"] (the people of a discarded tile)
# and, in a game with nobles, the base game's fill says who was placed:
#   fill [left, "noble"|"colonist"] (every free circle filled with that
#   kind; left: how many of that kind stay in San Juan)
EVENT_KINDS = (
    "noble_ship",
    "noble",
    "villa",
    "nobles_placed",
    "chapel",
    "tailor_shop",
    "land_registry",
    "land_office",
    "export_office",
    "to_san_juan",
)


def _copies(state, b):
    return data.copies(b, len(state["players"]))


def setup(state):
    # The 8 buildings (2-player: 1 copy each, A19 [suggested]), the 20
    # nobles beside the supply, one of the ship's colonists a noble.
    for b in BUILDINGS:
        state["buildings"][b] = _copies(state, b)
    state["nobles"] = {"supply": NOBLES, "ship": 0}
    for p in state["players"]:
        p["nobles"] = {}
    if state["colonist_ship"] > 0:
        state["colonist_ship"] -= 1
        state["colonists"] += 1  # it stays in the supply: a noble goes instead
        _ship_noble(state)


def _ship_noble(state):
    nob = state["nobles"]
    if nob["supply"] > 0:
        nob["supply"] -= 1
        nob["ship"] += 1
        event(state, "noble_ship", None, 1)


# ---- where nobles sit --------------------------------------------------------


def count(player):
    # Every noble the player owns, wherever it is.
    n = 0
    nob = player["nobles"]
    for k in nob:
        n += nob[k]
    return n


def nobles_at(player, place):
    return player["nobles"].get(place, 0)


def put_nobles(player, place, k=1):
    nob = player["nobles"]
    n = nob.get(place, 0) + k
    if n:
        nob[place] = n
    elif place in nob:
        del nob[place]


def from_san_juan(nob, place, k=1):
    # k nobles from San Juan to ``place`` (``nob``: a player's nobles; no
    # zero entry): one noble placed in the Mayor phase, or k filled.
    nob[place] = nob.get(place, 0) + k
    n = nob["san_juan"] - k
    if n:
        nob["san_juan"] = n
    else:
        del nob["san_juan"]


def noble_works(player, building):
    # True when the occupant of ``building`` (capacity 1) is a noble.
    return player["city"].get(building, 0) > 0 and nobles_at(player, building) > 0


def colonist_works(player, building):
    return player["city"].get(building, 0) > nobles_at(player, building)


def people_at(player, place):
    if place == "san_juan":
        return player["san_juan"]
    if place in player["island"]:
        return player["island"][place][1]
    return player["city"].get(place, 0)


def both_at(player, place):
    # A colonist and a noble at ``place``: the owner chooses who leaves
    # (A26, A30).
    k = nobles_at(player, place)
    return 0 < k < people_at(player, place)


def leaves(state, player, place, noble=False):
    # One person leaves ``place`` for the supply (the black market's
    # colonist): an ordinary colonist while the place holds one, else a
    # noble, back to the noble supply; ``noble``: the noble, the owner's
    # choice (A30). The caller lowers the place's count. Returns "noble" or
    # "colonist".
    if not noble and people_at(player, place) > nobles_at(player, place):
        state["colonists"] += 1
        return "colonist"
    put_nobles(player, place, -1)
    state["nobles"]["supply"] += 1
    return "noble"


# ---- mayor -------------------------------------------------------------------


def refill(state):
    # The colonist ship refilled: one per empty building circle, at least
    # one per player, one of them a noble while nobles remain. A15
    # [suggested]: the colonist supply may run dry without ending the game.
    empty = 0
    people = data.PEOPLE
    for player in state["players"]:
        for b, c in player["city"].items():  # (as the base game's refill: one walk)
            empty += people[b] - c
    need = max(empty, len(state["players"]))
    if state["nobles"]["supply"] > 0:
        need -= 1
    give = need if state["colonists"] >= need else state["colonists"]
    state["colonists"] -= give
    state["colonist_ship"] = give
    event(state, "colonist_ship", None, give)
    _ship_noble(state)


def _mayor_legal(state):
    # The Mayor phase's menu: the villas' and the ship's noble's questions
    # (nobles/mayor.py, loaded at the deal), else the base Mayor's, which
    # rules the placements of nobles too (roles/mayor.py, its points),
    # nobles first (nobles/mayor.py's menu).
    # (Its module found in hooks.LOADED first: most of a game's actions.)
    pd = state["phase_data"]
    if "targets" in pd:  # a placement (places are kept from the first lift on, after the questions)
        player = state["players"][state["turn"]]
        if "san_juan" not in player["nobles"]:
            return base_mayor.legal(state)  # no noble to place: the base game's menu
        own = LOADED.get("expansions.nobles.mayor") or load("expansions.nobles.mayor")
        return own.menu(state, player, base_mayor.legal(state))
    if "villa" in pd or "ship_noble" in pd:
        return (LOADED.get("expansions.nobles.mayor") or load("expansions.nobles.mayor")).legal(state)
    return base_mayor.legal(state)  # the privilege (or a first placement: the menu's own test)


def _mayor_act(state, action):
    if action[0] == "place":  # (most of a game's actions; never a villa's or the ship's question)
        if len(action) == 3:  # ["place", target, "noble"]: the noble's place
            from_san_juan(state["players"][state["turn"]]["nobles"], action[1])
        base_mayor.act(state, action)
        return
    pd = state["phase_data"]
    if "villa" in pd or "ship_noble" in pd or action[0] == "fill":
        (LOADED.get("expansions.nobles.mayor") or load("expansions.nobles.mayor")).act(state, action)
        return
    if action[0] == "keep":  # where his nobles were (nobles/mayor.py's mayor_lifted)
        state["players"][state["turn"]]["nobles"] = pd["before"][2]
    base_mayor.act(state, action)


# The Mayor phase (hooks.py, the point phases: the engine calls them
# straight).
phases = {"mayor": (_mayor_legal, _mayor_act)}


def mayor_refill(state):
    # (the point: the base game's refill replaced)
    refill(state)
    return True


def villa_owners(state):
    # Seats with an occupied villa, the mayor first.
    n = len(state["players"])
    return _owners(state, n, "villa")


def _owners(state, n, b):
    # seats whose building ``b`` is occupied, from the picker on (a loop,
    # not comprehensions: each is a function on a device's heap)
    out = []
    for i in range(n):
        p = (state["picker"] + i) % n
        if occupied(state["players"][p], b):
            out.append(p)
    return out


def villa_person(state):
    # Who the villa may take now: "noble", else "colonist", else None.
    if state["nobles"]["supply"] > 0:
        return "noble"
    return "colonist" if state["colonists"] > 0 else None


def villa_take(state, p, player):
    who = villa_person(state)
    if who == "noble":
        state["nobles"]["supply"] -= 1
        put_nobles(player, "san_juan")
    else:
        state["colonists"] -= 1
    player["san_juan"] += 1
    event(state, "villa", p, who)


def villas(state):
    # Villa, first go-around of each Mayor phase (A15 [suggested]): its
    # owner takes a noble from the supply (not the ship) to San Juan, an
    # ordinary colonist when none is left; mayor first.
    n = len(state["players"])
    for i in range(n):
        p = (state["picker"] + i) % n
        player = state["players"][p]
        if not occupied(player, "villa"):
            continue
        if state["nobles"]["supply"] > 0:
            state["nobles"]["supply"] -= 1
            player["san_juan"] += 1
            put_nobles(player, "san_juan")
            event(state, "villa", p, "noble")
        elif state["colonists"] > 0:
            state["colonists"] -= 1
            player["san_juan"] += 1
            event(state, "villa", p, "colonist")


# ---- craftsman ---------------------------------------------------------------


def produced_first(state, p, player):
    # Chapel (colonist +1 doubloon, noble +1 VP) and tailor shop (+1
    # doubloon per noble owned), each Craftsman phase.
    if occupied(player, "chapel"):
        if noble_works(player, "chapel"):
            award_vp(state, p, 1, [["chapel", 1]])
            event(state, "chapel", p, ["vp", 1])
        else:
            player["doubloons"] += 1
            event(state, "chapel", p, ["doubloons", 1])
    if occupied(player, "tailor_shop"):
        k = count(player)
        if k:
            player["doubloons"] += k
            event(state, "tailor_shop", p, k)


# ---- builder -----------------------------------------------------------------


def architect(player, building):
    # The architect's office: its colonist takes 1 off a small (one-space)
    # building, its noble 2 off a large one.
    if not occupied(player, "architects_office"):
        return 0
    large = building in data.LARGE
    if noble_works(player, "architects_office"):
        return 2 if large else 0
    return 0 if large else 1


def architect_offs(player):
    # (off a small building, off a large one) by the architect's office
    # (as architect), or None: the build menu's terms, no row rebuilt.
    if not occupied(player, "architects_office"):
        return None
    if noble_works(player, "architects_office"):
        return (0, 2)
    return (1, 0)


def builder_terms(state, p, player):
    # Without expansion 1 (whose builder_terms, earlier, answers first and
    # asks architect_offs): the rows of this game's buildings, the
    # privilege, the doubloons and the architect's office's discounts.
    return (
        load("layers").rows(state),
        1 if p == state["picker"] else 0,
        player["doubloons"],
        architect_offs(player),
    )


def builder_discount(state, p, player, building=None):
    # Without expansion 1 (as builder_terms): the privilege and the
    # architect's office's discount on ``building``.
    d = 1 if p == state["picker"] else 0
    if building is not None:
        d += architect(player, building)
    return d


# ---- island tiles leaving (land office, land registry) -----------------------


def discard_tile(state, p, player, kind, noble=False):
    # A plantation (or forest) off the island: an empty tile of that kind
    # if there is one [suggested], else an occupied one, whose person goes to
    # San Juan (a noble if only nobles work that kind; ``noble``: the
    # noble, the owner's choice, A30). Plantations go to the discard pile;
    # a forest (its good unknown) out of the game, counted in
    # state["nobles"]["forests"] [suggested].
    if kind == "forest":
        player["forests"] -= 1
        state["nobles"]["forests"] = state["nobles"].get("forests", 0) + 1
        return
    t = player["island"][kind]
    if t[1] >= t[0]:
        who = "noble" if noble or nobles_at(player, kind) >= t[1] else "colonist"
        t[1] -= 1
        player["san_juan"] += 1
        if who == "noble":
            put_nobles(player, kind, -1)
            put_nobles(player, "san_juan")
        event(state, "to_san_juan", p, [kind, who])
    t[0] -= 1
    if t[0] == 0:
        del player["island"][kind]
    state["discard"].append(kind)


def discardable(player, any_forest=False):
    # ``any_forest``: the land office's (A28 «Les Forêts comptent comme des
    # Plantations et peuvent donc être défaussées»: no forest house needed;
    # the land registry's condition is its own).
    kinds = []
    for g in data.GOODS:
        if g in player["island"]:
            kinds.append(g)
    if player.get("forests", 0) > 0 and (any_forest or occupied(player, "forest_house")):
        kinds.append("forest")
    return kinds


def office_discardable(state, player):
    return discardable(player, "rules_v2" not in state)


def who_leaves(state, player, kind):
    # A30 [ruling] «l'ouvrier / le bourgeois est replacé sur le portrait»:
    # True when discarding a tile of ``kind`` sends someone to San Juan
    # and the owner chooses who (a colonist and a noble work that kind):
    # then [..., kind] sends the colonist, [..., kind, "noble"] the noble.
    if "rules_v2" in state or kind not in player["island"]:
        return False
    t = player["island"][kind]
    return t[1] >= t[0] and 0 < nobles_at(player, kind) < t[1]


def with_noble(state, player, head, kinds):
    # [head + [k]] for each kind, and head + [k, "noble"] where the owner
    # chooses who leaves.
    out = []
    for k in kinds:
        out.append(head + [k])
        if who_leaves(state, player, k):
            out.append(head + [k, "noble"])
    return out


# ---- settler: the land office (its question: nobles/play.py) ---------------


def settler_finish(state):
    # End of the Settler phase (from settler.finish): a noble side gives
    # +2 VP to an owner with strictly the most free island spaces (D16
    # [suggested]: 12 - all his island tiles); a colonist side may discard
    # a plantation (or a forest). True while one is asked. Owners in turn
    # from the settler (A25); version 2 records scored every noble side
    # first, then asked the colonist sides.
    pd = state["phase_data"]
    n = len(state["players"])
    if "rules_v2" not in state:
        return _land_office_in_turn(state, pd, n)
    if "land_office" not in pd:
        ask = []
        for p in _owners(state, n, "land_office"):
            player = state["players"][p]
            if noble_works(player, "land_office"):
                _land_office_vp(state, p, player)
            elif discardable(player):
                ask.append(p)
        pd["land_office"] = ask
    if pd["land_office"]:
        state["turn"] = pd["land_office"][0]
        return True
    return False


def _land_office_in_turn(state, pd, n):
    # A25 [ruling]: the owners one by one from the settler, whichever
    # side; each judged as his turn comes, so a discard before him counts
    # for a noble side after him. The list: owners still to act.
    if "land_office" not in pd:
        pd["land_office"] = _owners(state, n, "land_office")
    ask = pd["land_office"]
    while ask:
        p = ask[0]
        player = state["players"][p]
        if noble_works(player, "land_office"):
            _land_office_vp(state, p, player)
        elif office_discardable(state, player):
            state["turn"] = p
            return True
        ask.pop(0)
    return False


def _land_office_vp(state, p, player):
    mine = island_tiles(player)
    for q in state["players"]:  # (a loop: a generator is a function on a device's heap)
        if q is not player and island_tiles(q) <= mine:
            return
    award_vp(state, p, LAND_OFFICE_VP, [["land_office", LAND_OFFICE_VP]])
    event(state, "land_office", p, ["vp", LAND_OFFICE_VP])


# ---- trader: the land registry (its actions: nobles/play.py) ---------------


def trader_menu(state, acts):
    # The trader's menu plus, once a Trader phase, the land registry: its
    # colonist buys the top face-down plantation for 1 doubloon (room on the
    # island; with an occupied forest house it may lay it as a forest,
    # ["land_registry", "buy", "forest"]), its noble discards a plantation
    # (a forest with an occupied forest house) for 1 doubloon.
    p = state["turn"]
    player = state["players"][p]
    if not occupied(player, "land_registry") or p in state["phase_data"].get("land_registry", ()):
        return acts
    if noble_works(player, "land_registry"):
        more = with_noble(state, player, ["land_registry", "discard"], discardable(player))
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


# ---- captain: the export office (its actions: nobles/play.py) --------------


def captain_start(state):
    # Who may use an export office at his first turn: an occupied one and
    # at least one noble.
    pd = state["phase_data"]
    export = pd["export"] = []
    for p in range(len(state["players"])):
        if occupied(state["players"][p], "export_office") and count(state["players"][p]) > 0:
            export.append(p)
    pd["exported"] = []


def captain_menu(state, p, player, acts):
    # At his first turn, before he ships, the export office's owner may
    # return barrels, 1 per noble he owns, all of different kinds:
    # ["export", good] one at a time, +1 VP each (A15 [suggested]: no
    # doubloons, no other bonus). [suggested] "first go-around, before any
    # shipping" read as his own first turn, before his own first loading:
    # the device asks one seat at a time.
    pd = state["phase_data"]
    if p not in pd.get("export", ()) or len(pd["exported"]) >= count(player):
        return acts
    more = []
    for g in data.GOODS:
        if player["goods"][g] > 0 and g not in pd["exported"]:
            more.append(["export", g])
    if not more:
        return acts
    if not acts:
        return more + [["pass"]]
    return more + acts


# ---- refusals ---------------------------------------------------------------


def why_not_before(state, action):
    # (rule, message) for a refused action of this expansion, or None: in
    # refusals.py, loaded only when an action is refused (heap).
    from ...refusals import nobles

    return nobles(state, action, nobles_at)


# ---- the extension points (hooks.LAYERS) -------------------------------------

# expansion 1's points (new_buildings): its buildings with nobles


def sheet_row(player, row):
    # The final scoring sheet's row (endgame.sheet): how many of his
    # people are nobles.
    row["nobles"] = count(player)


def trader_has_choice(state, player):
    return len(trader_menu(state, [])) > 0


def captain_has_choice(state, p, player):
    return len(captain_menu(state, p, player, [])) > 0
