# Puerto Rico's ledger (ledger.py): the mirror of the table that the told
# moves change, and the settling that tells what no event says piece by
# piece. Pure Python that runs unchanged on MicroPython.

from ..ledger import move, sides

PLAYER_PLACES = ("player", "windrose", "island", "city", "san_juan")

# marks in the mirror (keys no piece has): the hacienda's tile waits beside,
# the black market paid part of a price, the state after the action
BESIDE = ("", None, None, "beside", None)
DISCOUNT = ("", None, None, "black_market", None)
AFTER = ("", None, None, "after", None)


def apply_move(table, m):
    a, b = sides(m, PLAYER_PLACES)
    table[a] = table.get(a, 0) - m["n"]
    table[b] = table.get(b, 0) + m["n"]


def settle(table, device):
    # The moves that take ``table`` to ``device``: for each piece, what the
    # table has too much of goes where it has too little; a face-up
    # plantation that became a forest is turned over on the way; the rest
    # comes from or goes back to the box (doubloons: the bank).
    by_piece = {}
    for key in keys_of(table, device):
        d = device.get(key, 0) - table.get(key, 0)
        if key[0] == "box" or key[0] == "bank" or d == 0:
            continue
        pk = (key[3], key[4])
        if pk not in by_piece:
            by_piece[pk] = ([], [])
        by_piece[pk][0 if d < 0 else 1].append([key, d if d > 0 else -d])
    out = []
    pieces = sorted(by_piece, key=order)
    for pk in pieces:
        froms, tos = by_piece[pk]
        froms.sort(key=order)
        tos.sort(key=order)
        pair(out, froms, tos, None)
    forests = by_piece.get(("forest", None), ([], []))[1]
    for pk in pieces:
        if pk[0] == "plantation":
            pair(out, by_piece[pk][0], forests, "forest")
    for pk in pieces:
        reserve = ("bank" if pk[0] == "doubloon" else "box", None, None, pk[0], pk[1])
        for f in by_piece[pk][0]:
            out.append(between(f[1], f[0], reserve, None))
        for t in by_piece[pk][1]:
            out.append(between(t[1], reserve, t[0], None))
    return out


def pair(out, froms, tos, turned):
    # moves from the first of ``froms`` to the first of ``tos`` until
    # either runs out (each [key, n], used up in place)
    while froms and tos:
        n = froms[0][1] if froms[0][1] < tos[0][1] else tos[0][1]
        out.append(between(n, froms[0][0], tos[0][0], turned))
        froms[0][1] -= n
        tos[0][1] -= n
        if froms[0][1] == 0:
            froms.pop(0)
        if tos[0][1] == 0:
            tos.pop(0)


def keys_of(a, b):
    out = list(a)
    for k in b:
        if k not in a:
            out.append(k)
    return out


def order(x):
    # an explicit order (MicroPython's sort is not stable): the key's parts as text
    k = x[0] if type(x) is list else x
    return "|".join([str(p) for p in k])


def between(n, a, b, turned):
    # a move of n pieces from full key a to full key b (turned: what the
    # piece becomes on the way, a plantation placed as a forest)
    player = a[1] if a[1] is not None else b[1]
    to_player = b[1] if a[1] is not None else None
    m = move(n, a[3], a[0], b[0], player, a[4], to_player, a[2], b[2])
    if turned is not None:
        m["as"] = turned
    return m
