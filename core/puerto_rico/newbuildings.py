"""Expansion 1, new buildings: the setup (draft, random set, base set) and
the effects the roles ask for when a game has the expansion.

Loaded only when a game's header names "new_buildings" (the roles import it
inside their ``if "expansions" in state`` branches), so a base game's heap
and speed do not change. Rules: shared/rules/puerto-rico-expansions.md 2.
[suggested] choices of ours are marked so in the comments.
"""

from . import data
from .. import rng
from .state import occupied, event, award_vp, next_seat

# Events of this expansion (the base game's are state.EVENT_KINDS):
#   draft building (a pick); forest good (a face-up plantation turned);
#   church vp; lighthouse n (doubloons); union_hall vp; aqueduct good;
#   specialty_factory n; small_wharf {good: n} (barrels returned);
#   trading_post [good, price]; black_market [colonist from, good, vp];
#   guest target (a guest moved from the guest house)
EVENT_KINDS = (
    "draft",
    "forest",
    "church",
    "lighthouse",
    "union_hall",
    "aqueduct",
    "specialty_factory",
    "small_wharf",
    "trading_post",
    "black_market",
    "guest",
)
# Decision kinds beyond engine.DECISIONS.
DECISIONS = ("draft",)


def _copies(state, b):
    return data.BUILDINGS[b]["copies_2p" if len(state["players"]) == 2 else "copies"]


def setup(state, how):
    """Production buildings as in the base game; the violet slots filled
    by ``how``: "base", "random" (drawn with the game's generator) or
    "draft" (the players pick, a "draft" decision per slot)."""
    state["expansions"] = ["new_buildings"]
    state["setup"] = how
    supply = {}
    for b in data.BASE_BUILDINGS:
        if data.BUILDINGS[b]["production"] or how == "base":
            supply[b] = _copies(state, b)
    state["buildings"] = supply
    for p in state["players"]:
        p["forests"] = 0
    if how == "random":
        for cost, slots in data.DRAFT_SLOTS:
            cands = list(data.DRAFT_CANDIDATES[cost])
            state["rng"] = rng.shuffle(state["rng"], cands)
            for b in cands[:slots]:
                supply[b] = _copies(state, b)
    elif how == "draft":
        state["phase"] = "draft"
        state["slots"] = [[c, k] for c, k in data.DRAFT_SLOTS]
        state["turn"] = state["governor"]


# ---- the draft ---------------------------------------------------------------


def draft_legal(state):
    out = []
    supply = state["buildings"]
    for cost, free in state["slots"]:
        if free > 0:
            for b in data.DRAFT_CANDIDATES[cost]:
                if b not in supply:
                    out.append(["draft", b])
    out.sort(key=lambda a: data.BUILDING_INDEX[a[1]])
    return out


def draft_act(state, action):
    b = action[1]
    cost = data.BUILDINGS[b]["cost"]
    for s in state["slots"]:
        if s[0] == cost:
            s[1] -= 1
    state["buildings"][b] = _copies(state, b)
    p = state["turn"]
    event(state, "draft", p, b)
    left = 0
    for s in state["slots"]:
        left += s[1]
    if left:
        state["turn"] = next_seat(state, p)  # clockwise
        return
    del state["slots"]
    state["phase"] = "roles"
    state["turn"] = state["governor"]


def draft_why_not(state, b):
    spec = data.BUILDINGS.get(b) if isinstance(b, str) else None
    if spec is None or spec["production"] or spec["expansion"] not in ("base", "new_buildings"):
        return ("draft.unknown", str(b)[:40] + " is not a violet building of the draft")
    if b in state["buildings"]:
        return ("draft.taken", b + " is already on the board")
    return ("draft.slot", "no free slot of cost " + str(spec["cost"]) + " is left for " + b)


# ---- shared ------------------------------------------------------------------


def privilege(state, p):
    """The picker's privilege, doubled by his occupied library (0 for others)."""
    if p != state["picker"]:
        return 0
    return 2 if occupied(state["players"][p], "library") else 1


# ---- builder -----------------------------------------------------------------


def builder_rows(state):
    supply = state["buildings"]
    return [r for r in data.ALL_BUILD_ROWS if r[0] in supply]


def builder_discount(state, p, player):
    """Privilege (library: 2) plus 1 per 2 forests, occupied forest house
    or not, no column cap (EX-02)."""
    return privilege(state, p) + player["forests"] // data.FOREST_DISCOUNT


def built(state, p, b):
    """After ``p`` built ``b``: the church's VP."""
    player = state["players"][p]
    if occupied(player, "church") and b != "church":
        vp = data.CHURCH_VP[data.BUILDINGS[b]["column"]]
        if vp:
            award_vp(state, p, vp, [["church", vp]])
            event(state, "church", p, vp)


def _has_colonist(player):
    """A colonist the black market may return: in San Juan, on a building
    other than the black market, on a plantation (not a quarry)."""
    if player["san_juan"] > 0:
        return True
    for b in player["city"]:
        if b != "black_market" and player["city"][b] > 0:
            return True
    for k in data.GOODS:
        if k in player["island"] and player["island"][k][1] > 0:
            return True
    return False


def black_market_reach(player):
    """How many doubloons the owner's items could cover (0 without one)."""
    if not occupied(player, "black_market"):
        return 0
    k = 1 if _has_colonist(player) else 0
    if player["vp"] > 0:
        k += 1
    for g in data.GOODS:
        if player["goods"][g] > 0:
            return k + 1
    return k


def black_market_items(state, p, player, shortfall):
    """The ways ``p`` may cover ``shortfall`` (1-3) doubloons with his
    occupied black market: lists of items, each "colonist" (from San Juan,
    else from a circle other than the black market and quarries), a good,
    "vp". At most one of each; exactly the shortfall (items only cover it)."""
    colonist = _has_colonist(player)
    goods = [g for g in data.GOODS if player["goods"][g] > 0]
    vp = player["vp"] > 0
    out = []
    for c in (0, 1) if colonist else (0,):
        for g in [None] + goods:
            for v in (0, 1) if vp else (0,):
                if c + (g is not None) + v == shortfall:
                    items = []
                    if c:
                        items.append("colonist")
                    if g:
                        items.append(g)
                    if v:
                        items.append("vp")
                    out.append(items)
    return out


def black_market_pay(state, p, items):
    """Return the items to the supply (the colonist from San Juan first,
    else from the first occupied building or plantation in board order,
    [suggested]: the player would say which; the rules allow any but the
    black market's own and the quarries')."""
    player = state["players"][p]
    said = [None, None, 0]
    for it in items:
        if it == "colonist":
            state["colonists"] += 1
            if player["san_juan"] > 0:
                player["san_juan"] -= 1
                said[0] = "san_juan"
            else:
                for b in data.BUILDING_ORDER:
                    if b != "black_market" and player["city"].get(b, 0) > 0:
                        player["city"][b] -= 1
                        said[0] = b
                        break
                if said[0] is None:
                    for k in data.GOODS:
                        if k in player["island"] and player["island"][k][1] > 0:
                            player["island"][k][1] -= 1
                            said[0] = k
                            break
        elif it == "vp":
            player["vp"] -= 1
            state["vp_chips"] += 1
            said[2] = 1
        else:
            player["goods"][it] -= 1
            state["goods"][it] += 1
            said[1] = it
    event(state, "black_market", p, said)


# ---- craftsman ---------------------------------------------------------------


def produced(state, p, player, made):
    """After ``p`` produced ``made``: aqueduct and specialty factory."""
    if occupied(player, "specialty_factory"):
        most = 0
        for g in made:
            if g != "corn" and made[g] > most:
                most = made[g]
        if most > 1:
            player["doubloons"] += most - 1
            event(state, "specialty_factory", p, most - 1)
    if occupied(player, "aqueduct"):
        # [suggested] A8: the large building counts as producing when it is
        # occupied and its kind was produced
        for g, large in (("indigo", "indigo_plant"), ("sugar", "sugar_mill")):
            if made.get(g) and occupied(player, large) and state["goods"][g] > 0:
                state["goods"][g] -= 1
                player["goods"][g] += 1
                event(state, "aqueduct", p, g)


# ---- trader ------------------------------------------------------------------


def trading_post_legal(state, player):
    if occupied(player, "trading_post"):
        return [["sell", g, "trading_post"] for g in data.GOODS if player["goods"][g] > 0]
    return []


def trading_post_sell(state, p, g):
    """A sale to the owner's trading post: price + privilege, no market
    bonus, the barrel straight back to the supply."""
    pay = data.PRICE[g] + privilege(state, p)
    player = state["players"][p]
    player["goods"][g] -= 1
    player["doubloons"] += pay
    state["goods"][g] += 1
    event(state, "trading_post", p, [g, pay])


# ---- captain -----------------------------------------------------------------


def captain_start(state):
    """Lighthouse: +1 doubloon to its owner if he is the captain, shipping or
    not (D7). Union hall: +1 VP per pair of identical barrels before its owner
    ships, once a phase; [suggested] A14 given here, from the captain on (his
    barrels cannot change before his first turn)."""
    n = len(state["players"])
    picker = state["picker"]
    for i in range(n):
        p = (picker + i) % n
        player = state["players"][p]
        if i == 0 and occupied(player, "lighthouse"):
            player["doubloons"] += 1
            event(state, "lighthouse", p, 1)
        if occupied(player, "union_hall"):
            vp = 0
            for g in data.GOODS:
                vp += player["goods"][g] // 2
            if vp:
                award_vp(state, p, vp, [["union_hall", vp]])
                event(state, "union_hall", p, vp)


def loaded(state, p):
    """Lighthouse: +1 doubloon per loading (ship, wharf, small wharf: A9, A10)."""
    player = state["players"][p]
    if occupied(player, "lighthouse"):
        player["doubloons"] += 1
        event(state, "lighthouse", p, 1)


def small_wharf_open(state, p, player):
    pd = state["phase_data"]
    if not occupied(player, "small_wharf") or p in pd.get("small_wharf", ()):
        return False
    for g in data.GOODS:
        if player["goods"][g] > 0:
            return True
    return False


def small_wharf_legal(state, player):
    """While returning: one more barrel of a kind, or ship what is returned."""
    acts = [["return", g] for g in data.GOODS if player["goods"][g] > 0]
    if state["phase_data"]["returned"]:
        acts.append(["ship"])
    return acts


# ---- storage -----------------------------------------------------------------


def storehouse(player):
    """Barrels kept at the end of the Captain phase: 1, +3 with an occupied
    storehouse (any kinds, besides the warehouses' whole kinds)."""
    return 1 + data.STOREHOUSE_BARRELS if occupied(player, "storehouse") else 1


def settler_library(state):
    """The picker may take one more face-up plantation after everyone (an
    occupied library, room on his island, a tile left)."""
    p = state["picker"]
    player = state["players"][p]
    if state["phase_data"].get("library") or not occupied(player, "library"):
        return False
    from .state import island_tiles

    if island_tiles(player) >= data.ISLAND_SPACES:
        return False
    if state["faceup"] or (occupied(player, "construction_hut") and state["quarries"] > 0):
        state["phase_data"]["library"] = True
        state["turn"] = p
        return True
    return False


# ---- guest house -------------------------------------------------------------

# Decisions during which the owner may move guests: any but the Mayor
# phase's (it places everyone again), the draft and a physical tile report.
_NO_GUESTS = ("mayor", "privilege", "draft", "draw", "over")


def with_guests(state, kind, acts):
    """``acts`` plus ["guest", target] for each free circle the player on
    turn could move a guest to, when his guest house holds any. [suggested]
    D8 says "in any later phase"; the device asks one seat at a time, so the
    owner moves them during any decision of his own (guests stay where they
    go until the next Mayor phase, so an earlier move does the same)."""
    if kind in _NO_GUESTS or not acts:
        return acts
    if "privilege" in state["phase_data"]:
        return acts
    player = state["players"][state["turn"]]
    if player["city"].get("guest_house", 0) <= 0:
        return acts
    out = list(acts)
    island = player["island"]
    for k in data.GOODS + ("quarry",):
        if k in island and island[k][0] > island[k][1]:
            out.append(["guest", k])
    city = player["city"]
    for b in data.BUILDING_ORDER:
        if b != "guest_house" and b in city and city[b] < data.PEOPLE[b]:
            out.append(["guest", b])
    return out


def guest_act(state, action):
    """One guest to a free circle: it works at once; the decision pending
    stays pending (the storage one is looked at again: a storehouse may now
    keep every barrel)."""
    p = state["turn"]
    player = state["players"][p]
    player["city"]["guest_house"] -= 1
    target = action[1]
    if target in player["island"]:
        player["island"][target][1] += 1
    else:
        player["city"][target] += 1
    event(state, "guest", p, target)
    if state["phase"] == "storage":
        from .roles import captain

        captain.storage_reseek(state)
