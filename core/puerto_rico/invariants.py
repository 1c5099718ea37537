"""Conservation checks: nothing is created or lost. ``check(state)`` returns
a list of broken invariants (empty when all hold)."""

from . import data
from .hooks import load


def totals(state):
    """What the game holds of each countable thing, wherever it lies."""
    colonists = state["colonists"] + state["colonist_ship"]
    goods = 0
    tiles = len(state["faceup"]) + len(state["stock"]) + len(state["discard"]) + state["quarries"]
    nobles = None
    if "nobles" in state:
        # expansion 2: the per-place counts hold nobles too (state.py)
        nobles = state["nobles"]["supply"] + state["nobles"]["ship"]
        tiles += state["nobles"].get("forests", 0)  # discarded forests
        for p in state["players"]:
            for k in p["nobles"]:
                nobles += p["nobles"][k]
                colonists -= p["nobles"][k]
    if "drawn" in state["phase_data"]:
        tiles += 1  # expansion 1: a hacienda tile seen, plantation or forest to be
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
        tiles += p.get("forests", 0)  # expansion 1: a plantation on its back
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
    if nobles is not None:
        t["nobles"] = nobles
    if "festival" in state:
        _festival_totals(state, t)  # expansion 4: pieces on the festival board
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
    if "expansions" in state:
        # the buildings of this game: those set up or drafted so far
        key = data.COPIES_2P if len(state["players"]) == 2 else data.COPIES
        want["buildings"] = 0
        for b in state["buildings"]:
            want["buildings"] += data.BUILDINGS[b][key]
    if "nobles" in state:
        want["nobles"] = 20
        _check_nobles(state, bad)
    for k in ("colonists", "goods", "tiles", "vp_chips", "buildings", "nobles"):
        if k in want and have[k] != want[k]:
            bad.append(k + ": " + str(have[k]) + " in play, expected " + str(want[k]))
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
    if "smuggler" in state:
        bad.extend(_smuggler_errors(state))
    if "festival" in state:
        bad.extend(_festival_errors(state))  # expansion 4
    return bad


def _check_nobles(state, bad):
    """Expansion 2: every noble sits where a person is counted."""
    for x in ("supply", "ship"):
        if state["nobles"][x] < 0:
            bad.append("nobles: negative " + x)
    for p in state["players"]:
        for place in p["nobles"]:
            n = p["nobles"][place]
            if place == "san_juan":
                people = p["san_juan"]
            elif place in p["island"]:
                people = p["island"][place][1]
            else:
                people = p["city"].get(place, 0)
            if n <= 0 or n > people:
                bad.append(p["name"] + ": " + str(n) + " nobles on " + place + " holding " + str(people))


# The expansions' own pieces: here, not in their modules, so a game on a
# device (which never checks) does not hold this code (heap).


def _festival_totals(state, t):
    # The pieces on the festival board (and reward colonists in hand)
    # counted where they are. 2 players: the building is a box copy.
    f = state["festival"]
    if f["plantation"] is not None:
        t["tiles"] += 1
    if f["goods"] is not None:
        t["goods"] += len(f["goods"])
    if f["building"] is not None and len(state["players"]) > 2:
        t["buildings"] += 1
    if "placing" in f:
        t["colonists"] += f["placing"][1]


def _festival_errors(state):
    # Each goal on the board or reached, never both, reached once at most;
    # a reward's colonists waiting: 1-3 of them.
    fe = load("festival")
    f = state["festival"]
    bad = []
    won = [r[0] for r in f["reached"]]
    for goal in fe.GOALS:
        if won.count(goal) > 1:
            bad.append("festival: " + goal + " reached twice")
        if goal in won and f[goal] is not None:
            bad.append("festival: " + goal + " reached and still on the board")
    if "placing" in f and not 0 < f["placing"][1] <= fe.COLONISTS:
        bad.append("festival: placing " + str(f["placing"]))
    if f["goods"] is not None and len(f["goods"]) != fe.GOAL_BARRELS:
        bad.append("festival: goods " + str(f["goods"]))
    # a goal a seat has reached is his at once (festival.check looks only
    # at the seat that acted)
    for p in range(len(state["players"])):
        player = state["players"][p]
        g = f["plantation"]
        if g is not None and player["island"].get(g, [0])[0] >= fe.PLANTATIONS:
            bad.append("festival: seat " + str(p) + " has reached the plantation goal unrewarded")
        if f["building"] is not None and f["building"] in player["city"]:
            bad.append("festival: seat " + str(p) + " has reached the building goal unrewarded")
    return bad


def _smuggler_errors(state):
    # invariants.check: the cards and the poster (goods, colonists and VP
    # chips are in the common totals).
    role = load("smuggler").ROLE  # the card
    bad = []
    sm = state["smuggler"]
    if state["roles"].get(role, 0) != 0:
        bad.append("doubloons on the Smuggler")
    w = sm["wanted"]
    if w is not None and not 0 <= w < len(state["players"]):
        bad.append("Wanted poster with seat " + str(w))
    r = sm["reserved"]
    if r is not None:
        if w is None or state["roles"].get(r) != 0:
            bad.append("reserved role " + r + " not an empty unpicked card of the poster's holder")
    pd = state["phase_data"]
    if state["phase"] == role and "poach" in pd:
        if not 0 < pd["poach"] <= load("smuggler").KEEP_COLONISTS or pd["poach"] > pd["removed"]:
            bad.append("poach: " + str(pd))
    return bad
