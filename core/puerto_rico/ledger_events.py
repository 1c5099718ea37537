# Puerto Rico's ledger (ledger.py): the base game's events, each as the
# moves the table makes (``TELL``: kind -> a function appending them).
# Each function reads the mirror ``table`` as it is at its turn, so that a
# step moves what then lies there. MicroPython-compatible.

from . import data
from ..ledger import add
from .ledger_settle import BESIDE, DISCOUNT, settle


def role_money(out, before, table, p, what):
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


def _hacienda_tile(out, before, table, p, g):
    # on the island, or beside it while its owner chooses plantation or
    # forest (an occupied forest house)
    where = "player" if table.pop(BESIDE, False) else "island"
    add(out, 1, "plantation", "stock", where, p, g)


def _discard(out, before, table, p, gs):
    for g in counted(gs):
        add(out, g[1], "plantation", "faceup_row", "discard_pile", None, g[0])


def _faceup(out, before, table, p, gs):
    # the new face-up row: the tiles not lying there yet (physical tiles:
    # each was told as it was drawn)
    for g in counted(gs):
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


def counted(gs):
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
    add(out, what[1] - table.pop(DISCOUNT, 0), "doubloon", "player", "bank", p)
    if len(what) > 3 and what[2]:
        src = what[3] if what[3] in ("supply", "colonist_ship") else "supply"
        add(out, what[2], "colonist", src, "city", p, None, None, None, b)


def _produce(out, before, table, p, goods):
    for g in data.GOODS:
        add(out, goods.get(g, 0), "barrel", "supply", "windrose", p, g)


def one_barrel(out, before, table, p, g):
    add(out, 1, "barrel", "supply", "windrose", p, g)


def money(out, before, table, p, n):
    add(out, n, "doubloon", "bank", "player", p)


def _sell(out, before, table, p, what):
    add(out, 1, "barrel", "windrose", "trading_house", p, what[0])
    add(out, what[1], "doubloon", "bank", "player", p)


def emptied(out, before, table, p, gs):
    for g in counted(gs):
        add(out, g[1], "barrel", "trading_house", "supply", None, g[0])


def _load(out, before, table, p, what):
    add(out, what[1], "barrel", "windrose", "cargo_ship", p, what[0], None, None, what[2])


def _wharf(out, before, table, p, what):
    add(out, what[1], "barrel", "windrose", "supply", p, what[0])


def _vp_chips(out, before, table, p, what):
    add(out, what[0], "vp_chip", "supply", "player", p)


def spoil(out, before, table, p, goods):
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
    out += settle(now, new)


TELL = {
    "role": role_money,
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
    "bonus": one_barrel,
    "factory": money,
    "doubloons": money,
    "sell": _sell,
    "trading_house_emptied": emptied,
    "load": _load,
    "wharf": _wharf,
    "vp_chips": _vp_chips,
    "spoil": spoil,
    "unload": _unload,
    "role_doubloons": _role_doubloons,
    "governor": _governor,
    "placed": _placed,
}
