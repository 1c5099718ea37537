"""Conservation checks: nothing is created or lost. ``check(state)`` returns
a list of broken invariants (empty when all hold). The base game's pieces
here; a layer's (hooks.py) counted and checked by its own module at the
points totals, expected and check (layers.LAYERS), loaded only by a game
that checks (never on a device)."""

from . import data
from . import hooks


def totals(state):
    """What the game holds of each countable thing, wherever it lies."""
    colonists = state["colonists"] + state["colonist_ship"]
    goods = 0
    tiles = len(state["faceup"]) + len(state["stock"]) + len(state["discard"]) + state["quarries"]
    vp = state["vp_chips"]
    buildings = 0
    for g in data.GOODS:
        goods += state["goods"][g]
    goods += len(state["trading_house"])
    for s in state["cargo_ships"]:
        goods += s[2]
    for b in state["buildings"]:
        buildings += state["buildings"][b]
    for p in state["players"]:
        colonists += p["san_juan"]
        for k in p["island"]:
            colonists += p["island"][k][1]
            tiles += p["island"][k][0]
        for b in p["city"]:
            colonists += p["city"][b]
            buildings += 1
        for g in data.GOODS:
            goods += p["goods"][g]
        vp += p["vp"]
    t = {"colonists": colonists, "goods": goods, "tiles": tiles, "vp_chips": vp, "buildings": buildings}
    hooks.each(state, "totals", state, t)  # the layers' pieces, counted where they lie
    return t


def expected(n, edition="classic"):
    s = data.SETUP[n]
    vp = s["vp_chips"]
    if n == 5 and edition == "1897":
        vp = data.VP_CHIPS_1897_5P
    goods = 0
    for g in data.GOODS:
        goods += data.BARRELS[g] - s["goods_removed"]
    tiles = data.QUARRY_TILES
    for g in data.GOODS:
        tiles += data.PLANTATION_TILES[g]
    tiles -= 6 * s["removed_per_kind"]
    key = data.COPIES_2P if n == 2 else data.COPIES
    b = 0
    for x in data.BASE_BUILDINGS:
        b += data.BUILDINGS[x][key]
    return {
        "colonists": s["colonists"] + s["ship"],
        "goods": goods,
        "tiles": tiles,
        "vp_chips": vp,
        "buildings": b,
    }


def check(state):  # noqa: C901 - one check per conservation rule, read as a list
    bad = []
    have = totals(state)
    want = expected(len(state["players"]), state["edition"])
    hooks.each(state, "expected", state, want)  # a layer's board, its own pieces
    for k in want:
        if have.get(k) != want[k]:
            bad.append(k + ": " + str(have.get(k)) + " in play, expected " + str(want[k]))
    for p in state["players"]:
        if p["doubloons"] < 0:
            bad.append(p["name"] + ": negative doubloons")
        if p["san_juan"] < 0:
            bad.append(p["name"] + ": negative San Juan")
        tiles = p.get("forests", 0)
        for k in p["island"]:
            t = p["island"][k]
            tiles += t[0]
            if t[1] < 0 or t[1] > t[0]:
                bad.append(p["name"] + ": island " + k + " occupancy " + str(t))
        if tiles > data.ISLAND_SPACES:
            bad.append(p["name"] + ": more than 12 island tiles")
        spaces = 0
        for b in p["city"]:
            spaces += data.spaces(b)
            if p["city"][b] < 0 or p["city"][b] > data.BUILDINGS[b][data.CIRCLES]:
                bad.append(p["name"] + ": " + b + " holds " + str(p["city"][b]))
        if spaces > data.CITY_SPACES:
            bad.append(p["name"] + ": more than 12 city spaces")
        for g in data.GOODS:
            if p["goods"][g] < 0:
                bad.append(p["name"] + ": negative " + g)
    for g in data.GOODS:
        if state["goods"][g] < 0:
            bad.append("supply: negative " + g)
    for x in ("colonists", "colonist_ship", "vp_chips", "quarries"):
        if state[x] < 0:
            bad.append("supply: negative " + x)
    kinds = []
    for s in state["cargo_ships"]:
        if s[2] > s[0] or (s[2] == 0) != (s[1] is None):
            bad.append("cargo ship " + str(s))
        if s[1] is not None:
            if s[1] in kinds:
                bad.append("two ships carry " + s[1])
            kinds.append(s[1])
    if len(state["trading_house"]) > data.TRADING_HOUSE_SPACES:
        bad.append("trading house over 4")
    hooks.each(state, "check", state, bad)  # the layers' own pieces
    return bad
