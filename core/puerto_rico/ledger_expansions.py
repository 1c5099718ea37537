# Puerto Rico's ledger (ledger.py): the expansions' events, each as the
# moves the table makes (``TELL``, as ledger_events'). MicroPython-compatible.

from . import data
from ..ledger import add
from .ledger_events import counted, emptied, money, one_barrel, role_money, spoil
from .ledger_settle import AFTER, DISCOUNT


def _to_spot(out, piece, src, p, where):
    # a person from ``src`` to a player's ``where`` (an island kind, a
    # building, or "san_juan")
    if where == "san_juan":
        add(out, 1, piece, src, "san_juan", p)
    elif where in data.ISLAND_TILES:
        add(out, 1, piece, src, "island", p, None, None, None, where)
    else:
        add(out, 1, piece, src, "city", p, None, None, None, where)


def _black_market(out, before, table, p, said):
    # the items paid instead of doubloons: a person (colonist or noble,
    # the owner's choice: settled), a barrel, a VP chip back to the supply
    if said[0] is not None:
        _leaves(out, before, table, p, said[0])
    if said[1] is not None:
        add(out, 1, "barrel", "windrose", "supply", p, said[1])
    add(out, said[2], "vp_chip", "player", "supply", p)
    k = (1 if said[0] is not None else 0) + (1 if said[1] is not None else 0) + said[2]
    table[DISCOUNT] = k


def _trading_post(out, before, table, p, what):
    # a sale to the owner's trading post: the barrel back to the supply
    add(out, 1, "barrel", "windrose", "supply", p, what[0])
    add(out, what[1], "doubloon", "bank", "player", p)


def _leaves(out, before, table, p, where):
    # a person of the player's back to the supply from ``where``: the noble
    # when the player's nobles there are fewer after the action
    after = table.get(AFTER)
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
    role_money(out, before, table, p, what)


def _bounty(out, before, table, p, what):
    add(out, what[1], "doubloon", "bank", "player", p)


def _attack(out, before, table, p, what):
    add(out, what[2], "barrel", "cargo_ship", "windrose", p, what[1], None, what[0])
    add(out, what[3], "barrel", "cargo_ship", "supply", None, what[1], None, what[0])


def _plunder(out, before, table, p, gs):
    emptied(out, before, table, p, gs)


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
    spoil(out, before, table, p, goods)


def _festival_goal(out, before, table, p, what):
    _festival_move(out, what, True)


def _festival_return(out, before, table, p, what):
    _festival_move(out, what, False)


def _festival_move(out, what, goal):
    # the goal's pieces from where they are kept onto the festival board
    # (goal) or back (a goal reached)
    where = {"stock": "stock", "supply": "supply", "box": "box"}.get(what[2], "board")
    if what[0] == "goods":
        for g in counted(what[1]):
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


TELL = {
    "draft": _draft,
    "trading_post": _trading_post,
    "black_market": _black_market,
    "aqueduct": one_barrel,
    "specialty_factory": money,
    "lighthouse": money,
    "tailor_shop": money,
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
