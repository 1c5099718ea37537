# The ledger of moves: what the table must do with the physical pieces,
# one structured move at a time (docs/moves.md lists every word).
#
# A move is a plain dict:
#     {"n": 4, "piece": "colonist", "from": "supply", "to": "colonist_ship"}
# with, only where they apply:
#     "kind"       which kind of piece: a good, a building, a role, a card
#     "player"     the seat whose place is meant: the owner of "from" when
#                  "from" is a player's place, else the owner of "to"
#     "to_player"  the owner of "to" when both ends are players' places and
#                  "to" is another seat's
#     "from_spot", "to_spot"  where inside a place: a cargo ship's index, a
#                  building of a city, a plantation kind of an island, a role
#     "as", "as_kind"  what the piece is at "to" when it is turned over on
#                  the way (a plantation placed on its back as a forest)
#
# Each game's ``ledger`` module turns the events of one action into moves
# (``moves(before, state)``) and says what the box holds and how the set-up
# takes it out (``setup_moves(state)``). An undo tells ``reverse(moves)``.
# ``setup_moves``, ``moves`` and ``undo_moves`` below take any game's state;
# they live here, not in the package's __init__, so that a device that
# never tells moves keeps them out of its heap.
# Nothing here reads a clock or a random generator: the ledger is a pure
# function of the states, the same on MicroPython.


def of(state):
    # The game's ledger module, imported when first asked for.
    from .games import game

    g = game(state["game"])
    if not hasattr(g, "ledger"):
        __import__(g.__name__ + ".ledger")
    return g.ledger


def setup_moves(state):
    # The moves that take the new game ``state`` out of its box (before
    # its first decision): the set-up the table makes.
    return of(state).setup_moves(state)


def moves(before, state):
    # The moves of the action that turned ``before`` (a copy of the state
    # taken before core.apply) into ``state``.
    return of(state).moves(before, state)


def undo_moves(before, state):
    # The moves that put the table back from ``state`` to ``before``.
    lg = of(state)
    return reverse(lg.moves(before, state), lg.PLAYER_PLACES)


def move(n, piece, frm, to, player=None, kind=None, to_player=None, from_spot=None, to_spot=None):
    m = {"n": n, "piece": piece, "from": frm, "to": to}
    if kind is not None:
        m["kind"] = kind
    if player is not None:
        m["player"] = player
    if to_player is not None and to_player != player:
        m["to_player"] = to_player
    if from_spot is not None:
        m["from_spot"] = from_spot
    if to_spot is not None:
        m["to_spot"] = to_spot
    return m


def add(out, n, piece, frm, to, player=None, kind=None, to_player=None, from_spot=None, to_spot=None):
    # Append a move of n > 0 pieces (a move of none is no move: said nowhere).
    if n > 0:
        out.append(move(n, piece, frm, to, player, kind, to_player, from_spot, to_spot))


def count(holdings, key, n):
    # Add n pieces at ``key`` of a game's holdings (no zero entries): the
    # counts each game's ledger compares with the moves.
    if n:
        holdings[key] = holdings.get(key, 0) + n


def ends(m, player_places):
    # The two ends of move ``m`` as (place, seat or None, spot or None):
    # ``player_places`` is the game's set of places a player owns.
    p = m.get("player")
    frm = m["from"]
    to = m["to"]
    a = (frm, p if frm in player_places else None, m.get("from_spot"))
    if to in player_places:
        q = m.get("to_player", p)
    else:
        q = None
    b = (to, q, m.get("to_spot"))
    return a, b


def sides(m, player_places):
    # The two ends of move ``m`` as full keys (place, seat, spot, piece,
    # kind): a piece turned over on the way is counted as what it became.
    a, b = ends(m, player_places)
    if "as" in m:
        return a + (m["piece"], m.get("kind")), b + (m["as"], m.get("as_kind"))
    return a + (m["piece"], m.get("kind")), b + (m["piece"], m.get("kind"))


def reverse(moves, player_places):
    # The moves that undo ``moves``: last first, each from where it went
    # back to where it came from.
    out = []
    i = len(moves) - 1
    while i >= 0:
        m = moves[i]
        (frm, p, fs), (to, q, ts) = ends(m, player_places)
        owner = q if q is not None else p
        other = p if q is not None else None
        if "as" in m:  # turned back over
            back = move(m["n"], m["as"], to, frm, owner, m.get("as_kind"), other, ts, fs)
            back["as"] = m["piece"]
            if m.get("kind") is not None:
                back["as_kind"] = m["kind"]
        else:
            back = move(m["n"], m["piece"], to, frm, owner, m.get("kind"), other, ts, fs)
        out.append(back)
        i -= 1
    return out
