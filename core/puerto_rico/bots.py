# Puerto Rico's rule-based bots (core.bots runs them): each takes a state
# and the legal actions of the seat on turn and returns the index of its
# choice. Written from the rules (shared/rules/puerto-rico.md), with hand
# weights; they read only what the seat may know: the public board, its
# own VP, never another player's VP nor the plantation stack.
#
# Values are integers in tenths of a VP. Three bots share one evaluation
# of a seat's position (``worth``) with their own weights:
#
# - action_value: every action but a role pick is scored by the change
#   it makes to the seat's worth (applied to a copy); a role by a
#   hand-written value of what its phase gives the picker now, less part
#   of what it gives the others.
# - shipper: the shipping rusher: captain and craftsman first, barrels and
#   shipping VP weigh more than money and buildings.
# - builder: builder and trader first, buildings and money weigh more.
#
# (Comments, not a docstring: see engine.py.)

from . import data
from .roles.builder import price
from .roles.captain import ship_options
from .state import city_spaces, island_tiles, effect
from .engine import apply
from .. import canon
from ..bots import best

GOODS = data.GOODS
B = data.BUILDINGS
VP = data.VP
KIND = data.KIND
GOOD = data.GOOD
CIRCLES = data.CIRCLES
COST = data.COST
COLUMN = data.COLUMN

# A good's worth per barrel a turn of production brings (tenths of a VP).
PRODUCE = {"corn": 8, "indigo": 10, "sugar": 12, "tobacco": 14, "coffee": 16}

# What an occupied violet building is worth beyond its printed VP, early
# in the game (tenths of a VP; scaled down as the game nears its end).
USE = {
    "small_market": 12,
    "hacienda": 6,
    "construction_hut": 8,
    "small_warehouse": 10,
    "hospice": 12,
    "office": 14,
    "large_market": 18,
    "large_warehouse": 14,
    "factory": 25,
    "university": 10,
    "harbor": 30,
    "wharf": 35,
}

# The three bots' weights: doubloons, a barrel held, a printed building VP,
# a building's use, production, a shipping VP (all tenths of a VP).
WEIGHTS = {
    "action_value": {"money": 6, "barrel": 8, "bvp": 10, "use": 10, "prod": 16, "vp": 16},
    "shipper": {"money": 5, "barrel": 9, "bvp": 7, "use": 8, "prod": 14, "vp": 13},
    "builder": {"money": 10, "barrel": 4, "bvp": 14, "use": 12, "prod": 8, "vp": 8},
}

# What a role gives the others counts against it, divided by this.
OTHERS = 3

# Role order each kind prefers when its values tie (first: most wanted).
LIKES = {
    "shipper": ("captain", "craftsman", "settler", "mayor", "trader", "builder", "prospector"),
    "builder": ("builder", "trader", "mayor", "settler", "craftsman", "prospector", "captain"),
}


def stage(state):
    # How much of the game is left, 0 (the last round) to 10 (the start),
    # from what everyone sees: the VP chips, the fullest city, the
    # colonists.
    chips = state["vp_chips"]
    left = chips * 10 // data.SETUP[len(state["players"])]["vp_chips"]
    full = 0
    for pl in state["players"]:
        c = city_spaces(pl)
        if c > full:
            full = c
    by_city = (12 - full) * 10 // 9
    if by_city < left:
        left = by_city
    if state["end"]:
        left = 0
    return left if left < 10 else 10


def production(player):
    # Barrels of each good the seat makes now, and could make with every
    # circle filled (both counted from its own board).
    circles = {}
    filled = {}
    for b in player["city"]:
        g = B[b][GOOD]
        if g is not None:
            circles[g] = circles.get(g, 0) + B[b][CIRCLES]
            filled[g] = filled.get(g, 0) + player["city"][b]
    now = {}
    could = {}
    for g in GOODS:
        t = player["island"].get(g)
        tiles = t[0] if t else 0
        occ = t[1] if t else 0
        if g == "corn":
            now[g] = occ
            could[g] = tiles
        else:
            f = filled.get(g, 0)
            c = circles.get(g, 0)
            now[g] = occ if occ < f else f
            could[g] = tiles if tiles < c else c
    return now, could


def _barrels(state, pl, w, left):
    # The seat's barrels. In the Captain phase only those he may store
    # keep their worth (one barrel, and whole kinds with warehouses,
    # §5.6): the rest count a quarter, as they are shipped or lost.
    each = []
    for g in GOODS:
        if pl["goods"][g]:
            each.append([w["barrel"] + data.PRICE[g] * left // 5, pl["goods"][g]])
    if state["phase"] != "captain":
        v = 0
        for e in each:
            v += e[0] * e[1]
        return v
    each.sort(reverse=True)
    kinds = effect(pl, "storage_kinds")
    v = 0
    first = True
    for e in each:
        if kinds > 0:
            v += e[0] * e[1]
            kinds -= 1
        elif first:
            v += e[0] + (e[1] - 1) * w["barrel"] // 4
            first = False
        else:
            v += e[1] * w["barrel"] // 4
    return v


def worth(state, p, w, left=None):
    # The seat's position in tenths of a VP, by the weights ``w``.
    if left is None:
        left = stage(state)
    pl = state["players"][p]
    v = (pl["vp"] + pl["written"]) * w["vp"]
    v += pl["doubloons"] * w["money"] * (4 + left) // 14
    v += _barrels(state, pl, w, left)
    for b in pl["city"]:
        row = B[b]
        v += row[VP] * w["bvp"]
        if row[KIND] == "large":
            v += 20 * w["bvp"] // 10 if pl["city"][b] else 0
        use = USE.get(b, 8 if row[GOOD] is None else 0)
        v += use * w["use"] * left // (100 if pl["city"][b] else 200)
    now, could = production(pl)
    for g in GOODS:
        v += (2 * now[g] + could[g]) * PRODUCE[g] * w["prod"] * left // 300
    q = pl["island"].get("quarry")
    if q:
        v += (q[1] * 12 + q[0] * 4) * left // 10
    v += (island_tiles(pl) * 3 + pl["san_juan"] * 4) * left // 10
    return v


# ---- role picks: what the phase gives now ----------------------------------


def _best_build(state, p, pl, off, w, left):
    # The most a building the seat can pay (with ``off`` more off) adds.
    space = 12 - city_spaces(pl)
    best = 0
    supply = state["buildings"]
    city = pl["city"]
    money = pl["doubloons"]
    # the base game's price (roles/builder.py) without a call a building:
    # the quarries' discount up to the column, the privilege (in ``off``)
    plain = "expansions" not in state
    if plain:
        q = pl["island"].get("quarry")
        quarries = q[1] if q else 0
        off += 1 if p == state["picker"] else 0
    for b in supply:
        if supply[b] <= 0 or b in city:
            continue
        row = B[b]
        need = 2 if row[KIND] == "large" else 1
        if need > space:
            continue
        if plain:  # (max(0, max(0, x) - off) is max(0, x - off))
            cost = row[COST] - (quarries if quarries < row[COLUMN] else row[COLUMN]) - off
        else:
            cost = price(state, p, b) - off
        if cost < 0:
            cost = 0
        if cost > money:
            continue
        v = row[VP] * w["bvp"] + USE.get(b, 6) * w["use"] * left // 100
        if row[GOOD] is not None:
            t = pl["island"].get(row[GOOD])
            have = t[0] if t else 0
            v += (
                (have if have < row[CIRCLES] else row[CIRCLES]) * PRODUCE[row[GOOD]] * w["prod"] * left // 100
            )
        if row[KIND] == "large":
            v += 20 * w["bvp"] // 10
        v -= cost * w["money"] * (4 + left) // 14
        if v > best:
            best = v
    return best


def _best_sale(state, p, pl, picker):
    house = state["trading_house"]
    if len(house) >= data.TRADING_HOUSE_SPACES:
        return 0
    office = pl["city"].get("office", 0) > 0
    best = -1
    for g in GOODS:
        if pl["goods"][g] > 0 and (office or g not in house):
            v = data.PRICE[g] + (1 if picker else 0)
            if pl["city"].get("small_market", 0):
                v += 1
            if pl["city"].get("large_market", 0):
                v += 2
            if v > best:
                best = v
    return best


def _shippable(state, pl):
    # Barrels the seat could load now (one kind per ship, roughly).
    total = 0
    for g, i in ship_options(state, pl):
        ship = state["cargo_ships"][i]
        room = ship[0] - ship[2]
        n = pl["goods"][g]
        total += n if n < room else room
    if pl["city"].get("wharf", 0):
        most = 0
        for g in GOODS:
            if pl["goods"][g] > most:
                most = pl["goods"][g]
        total += most
    return total


def _builder_gain(state, p, q, pl, w, left):
    return _best_build(state, q, pl, 1 if q == p else 0, w, left)


def _trader_gain(state, p, q, pl, w, left):
    s = _best_sale(state, q, pl, q == p)
    return s * w["money"] * (4 + left) // 14 if s > 0 else 0


def _craftsman_gain(state, p, q, pl, w, left):
    now, _ = production(pl)
    v = 0
    best = 0
    for g in GOODS:
        v += now[g] * (w["barrel"] + data.PRICE[g] * left // 5)
        if now[g] and data.PRICE[g] + 1 > best:
            best = data.PRICE[g] + 1
    return v + best * 4 if q == p else v


def _captain_gain(state, p, q, pl, w, left):
    s = _shippable(state, pl)
    v = s * w["vp"] - s * w["barrel"] // 2
    return v + (w["vp"] if s and q == p else 0)


def _settler_gain(state, p, q, pl, w, left):
    if island_tiles(pl) >= 12:
        return 0
    best = 0
    for g in state["faceup"]:
        v = PRODUCE[g] * w["prod"] * left // 60
        if v > best:
            best = v
    if state["quarries"] > 0 and (q == p or pl["city"].get("construction_hut", 0)):
        v = 20 * left // 10
        if v > best:
            best = v
    return best if q == p else best // 3


def _mayor_gain(state, p, q, pl, w, left):
    free = 0
    for b in pl["city"]:
        free += B[b][CIRCLES] - pl["city"][b]
    for t in pl["island"].values():
        free += t[0] - t[1]
    get = state["colonist_ship"] // len(state["players"]) + (1 if q == p else 0)
    if get > free:
        get = free
    return get * left + 2


def _prospector_gain(state, p, q, pl, w, left):
    return w["money"] * (4 + left) // 14 if q == p else 0


# What a phase gives seat q when seat p picks its role.
GAIN = {
    "builder": _builder_gain,
    "trader": _trader_gain,
    "craftsman": _craftsman_gain,
    "captain": _captain_gain,
    "settler": _settler_gain,
    "mayor": _mayor_gain,
    "prospector": _prospector_gain,
}


def role_gain(state, p, role, w, left):
    # What picking ``role`` gives seat ``p`` now (tenths of a VP): the
    # doubloons on the card and his part of the phase, less a third of
    # what the phase gives the others. None: a layer's role.
    gain = GAIN.get(data.role_kind(role))
    if gain is None:
        return None
    players = state["players"]
    mine = state["roles"].get(role, 0) * w["money"] * (4 + left) // 14
    others = 0
    for q in range(len(players)):
        v = gain(state, p, q, players[q], w, left)
        if q == p:
            mine += v
        else:
            others += v
    return mine - others // OTHERS


# ---- a state's copy for search -------------------------------------------------

# The base game's containers whose items are all str or int: copied whole
# by dict() or a slice, not item by item (core.copy's loop); a player's
# the same (his island's items are [tiles, colonists]).
_FLAT = {"roles": 1, "goods": 1, "buildings": 1, "picked": 1, "faceup": 1, "stock": 1}
_FLAT.update({"discard": 1, "trading_house": 1, "end": 1})
_PLAYER_FLAT = {"goods": 1, "city": 1}


def copy_state(state):
    # The same as core.copy(state), about twice as fast for the base game
    # (with the expansions: core.copy). A key it does not know is copied
    # by core.copy, so nothing is ever shared with ``state``.
    if "expansions" in state:
        return canon.copy(state)
    d = dict(state)
    for k in state:
        v = state[k]
        t = type(v)
        if t is dict:
            d[k] = dict(v) if k in _FLAT else canon.copy(v)
        elif t is list:
            if k in _FLAT:
                d[k] = v[:]
            elif k == "players":
                d[k] = [_copy_player(pl) for pl in v]
            elif k == "cargo_ships":
                d[k] = [x[:] for x in v]
            else:
                d[k] = canon.copy(v)
    return d


def _copy_player(pl):
    d = dict(pl)
    for k in pl:
        v = pl[k]
        t = type(v)
        if t is dict:
            if k in _PLAYER_FLAT:
                d[k] = dict(v)
            elif k == "island":
                island = {}
                for x in v:
                    island[x] = v[x][:]
                d[k] = island
            else:
                d[k] = canon.copy(v)
        elif t is list:
            d[k] = canon.copy(v)
    return d


# ---- the bots ----------------------------------------------------------------


def _after(state, act, p, w, left):
    s = copy_state(state)
    # the plantations' order is hidden: a draw the action makes (a
    # hacienda's, the face-up row's refill) comes from it in a canonical
    # order, so the answer is the same whatever the real order is
    s["stock"].sort()
    try:
        apply(s, act)
    except Exception:  # (an action of the list always applies)
        return -100000
    return worth(s, p, w, left)


def scores(name, state, p, acts):
    # Each action's value for bot ``name`` (tenths of a VP): its choice is
    # the highest; the advisor's prior (core.advisor) keeps the top few.
    w = WEIGHTS[name]
    left = stage(state)
    likes = LIKES.get(name)
    out = []
    base = None
    for a in acts:
        v = None
        if a[0] == "role":
            v = role_gain(state, p, a[1], w, left)
            if v is not None and likes is not None:
                k = data.role_kind(a[1])
                v += (len(likes) - likes.index(k)) * 6 if k in likes else 0
        if v is None:
            if base is None:
                base = worth(state, p, w, left)
            v = _after(state, a, p, w, left) - base
        out.append(v)
    return out


def choose(name, state, p, acts, r, below):
    # (r, index of the action bot ``name`` takes).
    return best(scores(name, state, p, acts), r, below)


def table_decides(state):
    # Physical tiles: the plantation drawn is the table's report.
    return state["draw"] is not None


def table_pick(state, acts, r, below):
    # A drawn plantation, one of those the menu offers, at random.
    return below(r, len(acts))


NAMES = ("shipper", "builder", "action_value")  # core.bots adds "random"
STRONGEST = "action_value"  # docs/tournament.md
TOURNAMENT_PLAYERS = 4
