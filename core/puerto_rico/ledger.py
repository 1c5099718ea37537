# Puerto Rico's ledger of moves (core.ledger, docs/moves.md): what the
# table does with the pieces at the set-up and at every action.
#
# ``moves(before, state)`` tells the action's events one by one, in their
# order, as moves; then it settles what the events do not say piece by
# piece (the Mayor's placements, the device's filling of the circles, a
# few expansion steps): the pieces the state moved that no told move
# moved, each from where the device took it to where it put it. So the
# ledger always takes the table where the device is; ``untold`` lists what
# the settling had to add, which the tests keep to the kinds of events
# told that way (SETTLED).
#
# Pure Python that runs unchanged on MicroPython (imported only when a
# front end or a test asks for moves).

from . import data
from ..ledger import add, move, sides

PLAYER_PLACES = ("player", "windrose", "island", "city", "san_juan")
UNLIMITED = ("bank",)  # doubloons: the rules make the bank unlimited (A5)
QUICK_MOVES = True  # moves() takes the holdings a caller has made (the tests)
PIECES = (
    "colonist",
    "noble",
    "doubloon",
    "vp_chip",
    "barrel",
    "plantation",
    "quarry",
    "forest",
    "building",
    "governor_card",
)
PLACES = (
    "box",
    "bank",
    "supply",
    "colonist_ship",
    "cargo_ship",
    "trading_house",
    "faceup_row",
    "stock",
    "discard_pile",
    "quarries",
    "board",
    "role",
    "festival_board",
) + PLAYER_PLACES
# Events whose pieces are told by settling (the difference of the states):
# where the people go is the player's whole arrangement, not a list.
SETTLED = (
    "placed",
    "fill",
    "nobles_placed",
    "game_over",
    # expansion steps told by settling: a guest's move, the statue's
    # colonist and the forests (a face-up tile turned over)
    "guest",
    "statue_colonist",
    "forest",
)

NOBLES = 20  # the nobles expansion's discs (nobles.NOBLES)
VP_CHIPS = {"classic": 122, "1897": 126}  # D1, D2: only the total matters


def box(state):
    # The game box: every component of the edition and of the expansions
    # the game plays, before the set-up takes them out.
    out = {}

    def put(piece, n, kind=None):
        if n:
            k = ("box", None, None, piece, kind)
            out[k] = out.get(k, 0) + n

    for g in data.GOODS:
        put("plantation", data.PLANTATION_TILES[g], g)
        put("barrel", data.BARRELS[g], g)
    put("quarry", data.QUARRY_TILES)
    put("colonist", data.COLONISTS)
    put("vp_chip", VP_CHIPS[state["edition"]])
    put("governor_card", 1)
    played = _expansions(state)
    for b in data.BUILDING_ORDER:
        row = data.BUILDINGS[b]
        if row[data.EXPANSION] == "base" or row[data.EXPANSION] in played:
            put("building", row[data.COPIES], b)
    if "nobles" in played:
        put("noble", NOBLES)
    return out


def _expansions(state):
    e = state.get("expansions") or ()
    out = []
    for x in e:
        out.append("new_buildings" if x in ("newbuildings", "expansions") else x)
    return out


def _bump(out, key, n):
    if n:
        out[key] = out.get(key, 0) + n


def holdings(state):
    # The device's counts of every piece on the table, keyed as the moves
    # reach them: (place, seat or None, spot or None, piece, kind).
    out = {}
    _bump(out, ("supply", None, None, "colonist", None), state["colonists"])
    _bump(out, ("colonist_ship", None, None, "colonist", None), state["colonist_ship"])
    _bump(out, ("supply", None, None, "vp_chip", None), state["vp_chips"])
    for g in data.GOODS:
        _bump(out, ("supply", None, None, "barrel", g), state["goods"][g])
    stock, discard = state["stock"], state["discard"]
    if not stock and state.get("draw") is not None:
        # physical tiles: the table shuffled the discard pile into new
        # stacks to draw from; the state swaps it in at the draw
        stock, discard = discard, stock
    for place, tiles in (("faceup_row", state["faceup"]), ("stock", stock), ("discard_pile", discard)):
        for g in tiles:
            _bump(out, (place, None, None, "plantation", g), 1)
    _bump(out, ("quarries", None, None, "quarry", None), state["quarries"])
    for b in state["buildings"]:
        _bump(out, ("board", None, None, "building", b), state["buildings"][b])
    for g in state["trading_house"]:
        _bump(out, ("trading_house", None, None, "barrel", g), 1)
    i = 0
    for s in state["cargo_ships"]:
        if s[1] is not None:
            _bump(out, ("cargo_ship", None, i, "barrel", s[1]), s[2])
        i += 1
    for r in state["roles"]:
        _bump(out, ("role", None, r, "doubloon", None), state["roles"][r])
    _expansion_pieces(out, state)
    if state["governor"] is not None:
        _bump(out, ("player", state["governor"], None, "governor_card", None), 1)
    drawn = state["phase_data"].get("drawn")
    if drawn is not None:  # the hacienda's tile beside the island, plantation or forest?
        _bump(out, ("player", state["turn"], None, "plantation", drawn), 1)
    seat = 0
    for p in state["players"]:
        _player(out, seat, p)
        seat += 1
    return out


def _expansion_pieces(out, state):
    nob = state.get("nobles")
    if nob is not None:
        _bump(out, ("supply", None, None, "noble", None), nob["supply"])
        _bump(out, ("colonist_ship", None, None, "noble", None), nob["ship"])
        _bump(out, ("discard_pile", None, None, "forest", None), nob.get("forests", 0))
    fest = state.get("festival")
    if fest is not None:
        if fest.get("plantation") is not None:
            _bump(out, ("festival_board", None, None, "plantation", fest["plantation"]), 1)
        for g in fest.get("goods") or ():
            _bump(out, ("festival_board", None, None, "barrel", g), 1)
        placing = fest.get("placing")
        if placing:  # the reward's colonists, taken, not placed yet
            _bump(out, ("player", placing[0], None, "colonist", None), placing[1])
        if fest.get("building") is not None:
            _bump(out, ("festival_board", None, None, "building", fest["building"]), 1)


def _player(out, seat, p):
    nobles = p.get("nobles") or {}
    _bump(out, ("player", seat, None, "doubloon", None), p["doubloons"])
    _bump(out, ("player", seat, None, "vp_chip", None), p["vp"])
    for g in p["goods"]:
        _bump(out, ("windrose", seat, None, "barrel", g), p["goods"][g])
    for k in p["island"]:
        tiles, people = p["island"][k]
        piece = "quarry" if k == "quarry" else "plantation"
        _bump(out, ("island", seat, None, piece, None if k == "quarry" else k), tiles)
        _people(out, ("island", seat, k), people, nobles.get(k, 0))
    _bump(out, ("island", seat, None, "forest", None), p.get("forests", 0))
    for b in p["city"]:
        _bump(out, ("city", seat, None, "building", b), 1)
        _people(out, ("city", seat, b), p["city"][b], nobles.get(b, 0))
    _people(out, ("san_juan", seat, None), p["san_juan"], nobles.get("san_juan", 0))


def _people(out, where, people, nobles):
    _bump(out, where + ("colonist", None), people - nobles)
    _bump(out, where + ("noble", None), nobles)


# ---- the set-up ----------------------------------------------------------------


def setup_moves(state):
    # The set-up as a table makes it, from the box: the new game ``state``
    # holds these pieces before its first decision. The supplies are filled
    # first, then the pieces the set-up's own steps move out of them (the
    # colonist ship, the face-up row, the expansions' pieces) follow as
    # their events tell them.
    out = []
    add(out, 1, "governor_card", "box", "player", state["governor"])
    seat = 0
    for p in state["players"]:
        for k in p["island"]:
            add(out, p["island"][k][0], "plantation", "box", "island", seat, k)
        add(out, p["doubloons"], "doubloon", "bank", "player", seat)
        seat += 1
    for b in data.BUILDING_ORDER:
        add(out, state["buildings"].get(b, 0), "building", "box", "board", None, b)
    add(out, state["quarries"], "quarry", "box", "quarries")
    before = _before_setup(state)
    for g in data.GOODS:
        add(out, before["goods"][g], "barrel", "box", "supply", None, g)
    add(out, before["colonists"], "colonist", "box", "supply")
    add(out, state["vp_chips"], "vp_chip", "box", "supply")
    add(out, before["colonist_ship"], "colonist", "supply", "colonist_ship")
    if "nobles" in state:
        add(out, before["nobles"], "noble", "box", "supply")
    stock = {}
    for g in before["stock"]:
        stock[g] = stock.get(g, 0) + 1
    for g in data.GOODS:
        add(out, stock.get(g, 0), "plantation", "box", "stock", None, g)
    table = _mirror(out)
    out += _tell(state, state["events"], table)
    return out + _settle(table, holdings(state))


def _before_setup(state):
    # The supplies before the set-up's own events took from them.
    goods = dict(state["goods"])
    colonists = state["colonists"] + state["colonist_ship"]
    ship = state["colonist_ship"]
    nobles = 0
    stock = list(state["stock"]) + list(state["faceup"])
    for e in state["events"]:
        if e[0] == "colonist_ship":
            ship = 0  # told by its event
            colonists = state["colonists"]
        elif e[0] == "festival_goal" and e[2][0] == "goods":
            for g in e[2][1]:
                goods[g] += 1
        elif e[0] == "festival_goal" and e[2][0] == "plantation":
            stock.append(e[2][1])
    if "nobles" in state:
        nobles = state["nobles"]["supply"] + state["nobles"]["ship"]
    return {"goods": goods, "colonists": colonists, "colonist_ship": ship, "nobles": nobles, "stock": stock}


def _mirror(out):
    # the pieces on the table after ``out`` (from an empty table)
    table = {}
    for m in out:
        _apply(table, m)
    return table


# ---- an action -------------------------------------------------------------------


def moves(before, state, held=None):
    # The moves of the action that turned ``before`` into ``state``.
    # ``held``: their holdings, when the caller has them already.
    table = dict(held[0]) if held else holdings(before)
    out = _tell(before, state["events"], table, state)
    return out + _settle(table, held[1] if held else holdings(state))


def settled_here(before, state):
    # True when the action's pieces are told by settling by design: the
    # Mayor (a player lifts his people to San Juan, then places them one
    # by one), the end of the game (the last round's doubloons on the
    # roles), the events of SETTLED.
    if before["phase"] == "mayor" or state["phase"] == "mayor":
        return True
    if "returned" in before["phase_data"]:  # the small wharf's barrels, one by one
        return True
    if before.get("draw") is not None:  # physical tiles: each reported draw
        return True
    if "drawn" in before["phase_data"]:  # the hacienda's tile kept as a plantation
        return True
    for e in state["events"]:
        if e[0] in SETTLED:
            return True
        if e[0] in ("tile", "land_registry") and "forest" in e[2]:
            return True  # the tile turned over into a forest
    return False


def untold(before, state):
    # What the events' own moves left for the settling to tell.
    table = holdings(before)
    _tell(before, state["events"], table, state)
    return _settle(table, holdings(state))


def _apply(table, m):
    a, b = sides(m, PLAYER_PLACES)
    table[a] = table.get(a, 0) - m["n"]
    table[b] = table.get(b, 0) + m["n"]


def _tell(before, events, table, after=None):
    # Each event's own moves, applied to ``table`` (a mirror of the pieces)
    # as they are told, so that a step reads the pieces as they then are.
    out = []
    for pair in _told(before, events, table, after):
        out += pair[1]
    return out


def told_by_event(before, state):
    # [event, its moves] for each event of the action (before settling):
    # what each of the table's sentences must say.
    return _told(before, state["events"], holdings(before), state)


def _told(before, events, table, after):
    if after is not None and after["phase_data"].get("drawn") is not None:
        table[_BESIDE] = True
    table[_AFTER] = after
    out = []
    for e in events:
        told = []
        f = _TELL.get(e[0])
        if f is not None:
            f(told, before, table, e[1], e[2])
        for m in told:
            _apply(table, m)
        out.append([e, told])
    table.pop(_BESIDE, None)
    table.pop(_DISCOUNT, None)
    table.pop(_AFTER, None)
    return out


def _settle(table, device):
    # The moves that take ``table`` to ``device``: for each piece, what the
    # table has too much of goes where it has too little; a face-up
    # plantation that became a forest is turned over on the way; the rest
    # comes from or goes back to the box (doubloons: the bank).
    by_piece = {}
    for key in _keys(table, device):
        d = device.get(key, 0) - table.get(key, 0)
        if key[0] == "box" or key[0] == "bank" or d == 0:
            continue
        pk = (key[3], key[4])
        if pk not in by_piece:
            by_piece[pk] = ([], [])
        by_piece[pk][0 if d < 0 else 1].append([key, d if d > 0 else -d])
    out = []
    pieces = sorted(by_piece, key=_order)
    for pk in pieces:
        froms, tos = by_piece[pk]
        froms.sort(key=_order)
        tos.sort(key=_order)
        _pair(out, froms, tos, None)
    forests = by_piece.get(("forest", None), ([], []))[1]
    for pk in pieces:
        if pk[0] == "plantation":
            _pair(out, by_piece[pk][0], forests, "forest")
    for pk in pieces:
        reserve = ("bank" if pk[0] == "doubloon" else "box", None, None, pk[0], pk[1])
        for f in by_piece[pk][0]:
            out.append(_between(f[1], f[0], reserve, None))
        for t in by_piece[pk][1]:
            out.append(_between(t[1], reserve, t[0], None))
    return out


def _pair(out, froms, tos, turned):
    # moves from the first of ``froms`` to the first of ``tos`` until
    # either runs out (each [key, n], used up in place)
    while froms and tos:
        n = froms[0][1] if froms[0][1] < tos[0][1] else tos[0][1]
        out.append(_between(n, froms[0][0], tos[0][0], turned))
        froms[0][1] -= n
        tos[0][1] -= n
        if froms[0][1] == 0:
            froms.pop(0)
        if tos[0][1] == 0:
            tos.pop(0)


def _keys(a, b):
    out = list(a)
    for k in b:
        if k not in a:
            out.append(k)
    return out


def _order(x):
    # an explicit order (MicroPython's sort is not stable): the key's parts as text
    k = x[0] if type(x) is list else x
    return "|".join([str(p) for p in k])


def _between(n, a, b, turned):
    # a move of n pieces from full key a to full key b (turned: what the
    # piece becomes on the way, a plantation placed as a forest)
    player = a[1] if a[1] is not None else b[1]
    to_player = b[1] if a[1] is not None else None
    m = move(n, a[3], a[0], b[0], player, a[4], to_player, a[2], b[2])
    if turned is not None:
        m["as"] = turned
    return m


# ---- each event's moves ----------------------------------------------------------


def _role(out, before, table, p, what):
    add(out, what[1], "doubloon", "role", "player", p, None, None, what[0])


def _privilege(out, before, table, p, k):
    add(out, k, "colonist", "supply", "san_juan", p)


def _colonists(out, before, table, p, k):
    add(out, k, "colonist", "colonist_ship", "san_juan", p)


def _noble(out, before, table, p, k):
    add(out, k, "noble", "colonist_ship", "san_juan", p)


def _colonist_ship(out, before, table, p, k):
    add(out, k, "colonist", "supply", "colonist_ship")


def _noble_ship(out, before, table, p, k):
    add(out, k, "noble", "supply", "colonist_ship")


def _tile(out, before, table, p, what):
    kind = what[0]
    if kind == "quarry":
        add(out, 1, "quarry", "quarries", "island", p)
    elif kind == "forest":
        pass  # which face-up tile was turned over: settled
    else:
        add(out, 1, "plantation", "faceup_row", "island", p, kind)
    if len(what) > 2 and what[1]:
        src = what[2] if what[2] in ("supply", "colonist_ship") else "supply"
        if kind == "forest":  # a forest holds nobody: to San Juan
            add(out, what[1], "colonist", src, "san_juan", p)
        else:
            add(out, what[1], "colonist", src, "island", p, None, None, None, kind)


# marks in the mirror (keys no piece has): the hacienda's tile waits beside,
# the black market paid part of a price, the state after the action
_BESIDE = ("", None, None, "beside", None)


def _hacienda_tile(out, before, table, p, g):
    # on the island, or beside it while its owner chooses plantation or
    # forest (an occupied forest house)
    where = "player" if table.pop(_BESIDE, False) else "island"
    add(out, 1, "plantation", "stock", where, p, g)


def _discard(out, before, table, p, gs):
    for g in _counted(gs):
        add(out, g[1], "plantation", "faceup_row", "discard_pile", None, g[0])


def _faceup(out, before, table, p, gs):
    # the new face-up row: the tiles not lying there yet (physical tiles:
    # each was told as it was drawn)
    for g in _counted(gs):
        there = table.get(("faceup_row", None, None, "plantation", g[0]), 0)
        add(out, g[1] - there, "plantation", "stock", "faceup_row", None, g[0])


def _reshuffle(out, before, table, p, n):
    for g in data.GOODS:
        add(
            out,
            table.get(("discard_pile", None, None, "plantation", g), 0),
            "plantation",
            "discard_pile",
            "stock",
            None,
            g,
        )


def _counted(gs):
    # [[kind, n], ...] in the goods' order
    out = []
    for g in data.GOODS:
        n = 0
        for x in gs:
            if x == g:
                n += 1
        if n:
            out.append([g, n])
    return out


def _build(out, before, table, p, what):
    b = what[0]
    add(out, 1, "building", "board", "city", p, b)
    # the black market paid part of the price in kind (told before)
    add(out, what[1] - table.pop(_DISCOUNT, 0), "doubloon", "player", "bank", p)
    if len(what) > 3 and what[2]:
        src = what[3] if what[3] in ("supply", "colonist_ship") else "supply"
        add(out, what[2], "colonist", src, "city", p, None, None, None, b)


def _produce(out, before, table, p, goods):
    for g in data.GOODS:
        add(out, goods.get(g, 0), "barrel", "supply", "windrose", p, g)


def _one_barrel(out, before, table, p, g):
    add(out, 1, "barrel", "supply", "windrose", p, g)


def _money(out, before, table, p, n):
    add(out, n, "doubloon", "bank", "player", p)


def _sell(out, before, table, p, what):
    add(out, 1, "barrel", "windrose", "trading_house", p, what[0])
    add(out, what[1], "doubloon", "bank", "player", p)


def _emptied(out, before, table, p, gs):
    for g in _counted(gs):
        add(out, g[1], "barrel", "trading_house", "supply", None, g[0])


def _load(out, before, table, p, what):
    add(out, what[1], "barrel", "windrose", "cargo_ship", p, what[0], None, None, what[2])


def _wharf(out, before, table, p, what):
    add(out, what[1], "barrel", "windrose", "supply", p, what[0])


def _vp_chips(out, before, table, p, what):
    add(out, what[0], "vp_chip", "supply", "player", p)


def _spoil(out, before, table, p, goods):
    for g in data.GOODS:
        add(out, goods.get(g, 0), "barrel", "windrose", "supply", p, g)


def _unload(out, before, table, p, what):
    add(out, what[2], "barrel", "cargo_ship", "supply", None, what[1], None, what[0])


def _role_doubloons(out, before, table, p, roles):
    for r in roles:
        add(out, 1, "doubloon", "bank", "role", None, None, None, None, r)


def _governor(out, before, table, p, what):
    old = None
    for k in table:
        if k[3] == "governor_card" and k[0] == "player" and table[k] > 0:
            old = k[1]
    if old is not None and old != p:
        add(out, 1, "governor_card", "player", "player", old, None, p)


def _to_spot(out, piece, src, p, where):
    # a person from ``src`` to a player's ``where`` (an island kind, a
    # building, or "san_juan")
    if where == "san_juan":
        add(out, 1, piece, src, "san_juan", p)
    elif where in data.ISLAND_TILES:
        add(out, 1, piece, src, "island", p, None, None, None, where)
    else:
        add(out, 1, piece, src, "city", p, None, None, None, where)


_DISCOUNT = ("", None, None, "black_market", None)
_AFTER = ("", None, None, "after", None)


def _black_market(out, before, table, p, said):
    # the items paid instead of doubloons: a person (colonist or noble,
    # the owner's choice: settled), a barrel, a VP chip back to the supply
    if said[0] is not None:
        _leaves(out, before, table, p, said[0])
    if said[1] is not None:
        add(out, 1, "barrel", "windrose", "supply", p, said[1])
    add(out, said[2], "vp_chip", "player", "supply", p)
    k = (1 if said[0] is not None else 0) + (1 if said[1] is not None else 0) + said[2]
    table[_DISCOUNT] = k


def _trading_post(out, before, table, p, what):
    # a sale to the owner's trading post: the barrel back to the supply
    add(out, 1, "barrel", "windrose", "supply", p, what[0])
    add(out, what[1], "doubloon", "bank", "player", p)


def _leaves(out, before, table, p, where):
    # a person of the player's back to the supply from ``where``: the noble
    # when the player's nobles there are fewer after the action
    after = table.get(_AFTER)
    piece = "colonist"
    if after is not None and "nobles" in before:
        had = before["players"][p]["nobles"].get(where, 0)
        if after["players"][p]["nobles"].get(where, 0) < had:
            piece = "noble"
    if where == "san_juan":
        add(out, 1, piece, "san_juan", "supply", p)
    elif where in data.ISLAND_TILES:
        add(out, 1, piece, "island", "supply", p, None, None, where)
    else:
        add(out, 1, piece, "city", "supply", p, None, None, where)


def _draft(out, before, table, p, b):
    add(out, data.copies(b, len(before["players"])), "building", "box", "board", None, b)


def _role_change(out, before, table, p, what):
    _role(out, before, table, p, what)


def _bounty(out, before, table, p, what):
    add(out, what[1], "doubloon", "bank", "player", p)


def _attack(out, before, table, p, what):
    add(out, what[2], "barrel", "cargo_ship", "windrose", p, what[1], None, what[0])
    add(out, what[3], "barrel", "cargo_ship", "supply", None, what[1], None, what[0])


def _plunder(out, before, table, p, gs):
    _emptied(out, before, table, p, gs)


def _poach(out, before, table, p, n):
    # the state counts the colonists taken off the ship in the supply
    # until they are placed (smuggler.py): the table puts them beside it
    add(out, n, "colonist", "colonist_ship", "supply")


def _poached(out, before, table, p, target):
    _to_spot(out, "colonist", "supply", p, target)


def _chapel(out, before, table, p, what):
    if what[0] == "doubloons":
        add(out, what[1], "doubloon", "bank", "player", p)


def _villa(out, before, table, p, who):
    if who in ("noble", "colonist"):
        add(out, 1, who, "supply", "san_juan", p)


def _to_san_juan(out, before, table, p, what):
    add(out, 1, what[1], "island", "san_juan", p, None, None, what[0])


def _land_registry(out, before, table, p, what):
    if what[0] == "buy":
        if what[1] != "forest":  # a forest: a tile turned over, settled
            add(out, 1, "plantation", "stock", "island", p, what[1])
        add(out, what[2], "doubloon", "player", "bank", p)
    else:
        _discard_tile(out, p, what[1])
        add(out, what[2], "doubloon", "bank", "player", p)


def _land_office(out, before, table, p, what):
    if what[0] == "discard":
        _discard_tile(out, p, what[1])


def _discard_tile(out, p, kind):
    if kind == "forest":
        add(out, 1, "forest", "island", "discard_pile", p)
    elif kind == "quarry":
        add(out, 1, "quarry", "island", "quarries", p)
    else:
        add(out, 1, "plantation", "island", "discard_pile", p, kind)


def _export_office(out, before, table, p, goods):
    _spoil(out, before, table, p, goods)


def _festival_goal(out, before, table, p, what):
    _festival_move(out, what, True)


def _festival_return(out, before, table, p, what):
    _festival_move(out, what, False)


def _festival_move(out, what, goal):
    # the goal's pieces from where they are kept onto the festival board
    # (goal) or back (a goal reached)
    where = {"stock": "stock", "supply": "supply", "box": "box"}.get(what[2], "board")
    if what[0] == "goods":
        for g in _counted(what[1]):
            a, b = ("supply", "festival_board") if goal else ("festival_board", "supply")
            add(out, g[1], "barrel", a, b, None, g[0])
        return
    piece = "plantation" if what[0] == "plantation" else "building"
    if piece == "building" and where == "supply":
        where = "board"  # a building's supply is the board
    a, b = (where, "festival_board") if goal else ("festival_board", where)
    add(out, 1, piece, a, b, None, what[1])


def _festival_reward(out, before, table, p, what):
    if what[0] == "plantation":
        add(out, what[1], "colonist", "supply", "player", p)
    elif what[0] == "goods":
        add(out, what[1], "doubloon", "bank", "player", p)


def _festival_colonist(out, before, table, p, what):
    for _ in range(what[1]):
        _to_spot(out, "colonist", "player", p, what[0])


def _placed(out, before, table, p, where):
    # The Mayor: the player's people as they now stand, each person moved
    # from where it stood to where it stands (told here, in its turn, so
    # that the ship's refill comes after). With nobles: settled.
    if "nobles" in before:
        return
    now = {}
    new = {}
    for k in table:
        if k[1] == p and k[3] == "colonist" and k[0] in ("island", "city", "san_juan") and table[k]:
            now[k] = table[k]
    for spot in where:
        if spot == "san_juan":
            key = ("san_juan", p, None, "colonist", None)
        elif spot in data.ISLAND_TILES:
            key = ("island", p, spot, "colonist", None)
        else:
            key = ("city", p, spot, "colonist", None)
        if where[spot]:
            new[key] = where[spot]
    out += _settle(now, new)


_TELL = {
    "role": _role,
    "privilege": _privilege,
    "colonists": _colonists,
    "noble": _noble,
    "colonist_ship": _colonist_ship,
    "noble_ship": _noble_ship,
    "tile": _tile,
    "hacienda_tile": _hacienda_tile,
    "discard": _discard,
    "faceup": _faceup,
    "reshuffle": _reshuffle,
    "build": _build,
    "produce": _produce,
    "bonus": _one_barrel,
    "factory": _money,
    "doubloons": _money,
    "sell": _sell,
    "trading_house_emptied": _emptied,
    "load": _load,
    "wharf": _wharf,
    "vp_chips": _vp_chips,
    "spoil": _spoil,
    "unload": _unload,
    "role_doubloons": _role_doubloons,
    "governor": _governor,
    "placed": _placed,
    # the expansions' events
    "draft": _draft,
    "trading_post": _trading_post,
    "black_market": _black_market,
    "aqueduct": _one_barrel,
    "specialty_factory": _money,
    "lighthouse": _money,
    "tailor_shop": _money,
    "chapel": _chapel,
    "villa": _villa,
    "to_san_juan": _to_san_juan,
    "land_registry": _land_registry,
    "land_office": _land_office,
    "export_office": _export_office,
    # small_wharf: nothing moves (its barrels went back, one "return"
    # at a time, each told by settling)
    "role_change": _role_change,
    "bounty": _bounty,
    "attack": _attack,
    "plunder": _plunder,
    "poach": _poach,
    "poached": _poached,
    "festival_goal": _festival_goal,
    "festival_return": _festival_return,
    "festival_reward": _festival_reward,
    "festival_colonist": _festival_colonist,
}
