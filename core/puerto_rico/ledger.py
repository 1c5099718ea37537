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
from ..ledger import add
from ..ledger import count as _held
from .ledger_events import TELL as _BASE
from .ledger_expansions import TELL as _EXPANSIONS
from .ledger_settle import AFTER, BESIDE, DISCOUNT, PLAYER_PLACES, apply_move as _apply
from .ledger_settle import settle as _settle

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
    # The expansions' names (state["expansions"]: only the names switched on)
    return list(state.get("expansions") or ())


def holdings(state):
    # The device's counts of every piece on the table, keyed as the moves
    # reach them: (place, seat or None, spot or None, piece, kind).
    out = {}
    _held(out, ("supply", None, None, "colonist", None), state["colonists"])
    _held(out, ("colonist_ship", None, None, "colonist", None), state["colonist_ship"])
    _held(out, ("supply", None, None, "vp_chip", None), state["vp_chips"])
    for g in data.GOODS:
        _held(out, ("supply", None, None, "barrel", g), state["goods"][g])
    stock, discard = state["stock"], state["discard"]
    if not stock and state.get("draw") is not None:
        # physical tiles: the table shuffled the discard pile into new
        # stacks to draw from; the state swaps it in at the draw
        stock, discard = discard, stock
    for place, tiles in (("faceup_row", state["faceup"]), ("stock", stock), ("discard_pile", discard)):
        for g in tiles:
            _held(out, (place, None, None, "plantation", g), 1)
    _held(out, ("quarries", None, None, "quarry", None), state["quarries"])
    for b in state["buildings"]:
        _held(out, ("board", None, None, "building", b), state["buildings"][b])
    for g in state["trading_house"]:
        _held(out, ("trading_house", None, None, "barrel", g), 1)
    i = 0
    for s in state["cargo_ships"]:
        if s[1] is not None:
            _held(out, ("cargo_ship", None, i, "barrel", s[1]), s[2])
        i += 1
    for r in state["roles"]:
        _held(out, ("role", None, r, "doubloon", None), state["roles"][r])
    _expansion_pieces(out, state)
    if state["governor"] is not None:
        _held(out, ("player", state["governor"], None, "governor_card", None), 1)
    drawn = state["phase_data"].get("drawn")
    if drawn is not None:  # the hacienda's tile beside the island, plantation or forest?
        _held(out, ("player", state["turn"], None, "plantation", drawn), 1)
    seat = 0
    for p in state["players"]:
        _player(out, seat, p)
        seat += 1
    return out


def _expansion_pieces(out, state):
    nob = state.get("nobles")
    if nob is not None:
        _held(out, ("supply", None, None, "noble", None), nob["supply"])
        _held(out, ("colonist_ship", None, None, "noble", None), nob["ship"])
        _held(out, ("discard_pile", None, None, "forest", None), nob.get("forests", 0))
    fest = state.get("festival")
    if fest is not None:
        if fest.get("plantation") is not None:
            _held(out, ("festival_board", None, None, "plantation", fest["plantation"]), 1)
        for g in fest.get("goods") or ():
            _held(out, ("festival_board", None, None, "barrel", g), 1)
        placing = fest.get("placing")
        if placing:  # the reward's colonists, taken, not placed yet
            _held(out, ("player", placing[0], None, "colonist", None), placing[1])
        if fest.get("building") is not None:
            _held(out, ("festival_board", None, None, "building", fest["building"]), 1)


def _player(out, seat, p):
    nobles = p.get("nobles") or {}
    _held(out, ("player", seat, None, "doubloon", None), p["doubloons"])
    _held(out, ("player", seat, None, "vp_chip", None), p["vp"])
    for g in p["goods"]:
        _held(out, ("windrose", seat, None, "barrel", g), p["goods"][g])
    for k in p["island"]:
        tiles, people = p["island"][k]
        piece = "quarry" if k == "quarry" else "plantation"
        _held(out, ("island", seat, None, piece, None if k == "quarry" else k), tiles)
        _people(out, ("island", seat, k), people, nobles.get(k, 0))
    _held(out, ("island", seat, None, "forest", None), p.get("forests", 0))
    for b in p["city"]:
        _held(out, ("city", seat, None, "building", b), 1)
        _people(out, ("city", seat, b), p["city"][b], nobles.get(b, 0))
    _people(out, ("san_juan", seat, None), p["san_juan"], nobles.get("san_juan", 0))


def _people(out, where, people, nobles):
    _held(out, where + ("colonist", None), people - nobles)
    _held(out, where + ("noble", None), nobles)


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
        table[BESIDE] = True
    table[AFTER] = after
    out = []
    for e in events:
        told = []
        f = _TELL.get(e[0])
        if f is not None:
            f(told, before, table, e[1], e[2])
        for m in told:
            _apply(table, m)
        out.append([e, told])
    table.pop(BESIDE, None)
    table.pop(DISCOUNT, None)
    table.pop(AFTER, None)
    return out


# each event kind's moves: the base game's, then the expansions'
_TELL = {}
_TELL.update(_BASE)
_TELL.update(_EXPANSIONS)
