# San Juan's ledger of moves (core.ledger, docs/moves.md): what the table
# does with the 110 cards, the 5 role cards, the governor card and the 5
# trading-house tiles, one move at a time.
#
# The state keeps counts, never cards (core.san_juan.state): the deck, the
# discard pile, the hands, the goods and the chapels are face-down cards
# the device does not know, so their moves have no "kind"; a building is a
# card face up in a city, counted by its id as the city's spot. Cards keep
# no identity the device could follow from a hand to a city: one "card"
# piece everywhere, the spot says which building or which good. Role cards
# are known ("kind": the role). The tiles are shuffled face down by the
# table: a count in the stack and the one turned up (its prices are the
# "tile" event's, not a move's).
#
# (Comments, not docstrings: MicroPython allocates a docstring's text.)

from ..ledger import add
from ..ledger import count as _held
from . import data

PIECES = ("card", "role", "governor", "tile")
PLACES = (
    "box",
    "deck",
    "discard",
    "removed",
    "hand",
    "drawn",
    "city",
    "goods",
    "chapel",
    "roles",
    "player",
    "tiles",
    "turned_up",
)
# the places a player owns: his hand, the cards he has just drawn and holds
# apart (a councillor's, a gold mine's), his buildings, the goods on them,
# his chapel's cards, and what lies in front of him (role, governor card)
PLAYER_PLACES = {"hand", "drawn", "city", "goods", "chapel", "player"}
UNLIMITED = ()

# Where the crane's covered building goes (rules 6, « retiré du jeu »;
# core.san_juan.roles.builder): out of the game, a pile apart ("removed",
# back in the box at the end) from record version 8; records of earlier
# versions put it on the discard pile, as they were played.
CRANE_TO = {"out": "removed", "discard": "discard"}


def box(state):
    # The components list (rules 2): 110 cards, 5 role cards, the governor
    # card, 5 trading-house tiles; whatever the player count.
    out = {}
    out[("box", None, None, "card", None)] = data.DECK
    out[("box", None, None, "governor", None)] = 1
    for r in data.ROLES:
        out[("box", None, None, "role", r)] = 1
    out[("box", None, None, "tile", None)] = len(data.TILES)
    return out


def _roles_held(state):
    # {role: seat} of the roles picked this round: the k-th pick is the
    # seat governor + k (2 players: governor, other, governor)
    n = len(state["players"])
    held = {}
    k = 0
    for r in state["picked"]:
        held[r] = (state["governor"] + k) % n
        k += 1
    return held


def holdings(state):
    # The device's counts of everything on the table, in the moves' keys.
    out = {}
    _held(out, ("deck", None, None, "card", None), state["deck"])
    _held(out, ("discard", None, None, "card", None), state["discard"])
    for p in range(len(state["players"])):
        player = state["players"][p]
        _held(out, ("hand", p, None, "card", None), player["hand"])
        _held(out, ("chapel", p, None, "card", None), player["chapel"])
        for b in player["buildings"]:
            _held(out, ("city", p, b, "card", None), 1)
        for g in data.GOODS:
            _held(out, ("goods", p, g, "card", None), player["goods"][g])
    _held(out, ("player", state["governor"], None, "governor", None), 1)
    held = _roles_held(state)
    for r in data.ROLES:
        if r in held:
            _held(out, ("player", held[r], None, "role", r), 1)
        else:
            _held(out, ("roles", None, None, "role", r), 1)
    _held(out, ("removed", None, None, "card", None), state.get("removed", 0))
    _held(out, ("tiles", None, None, "tile", None), len(state["tiles"]))
    if state["tile"] is not None:
        _held(out, ("turned_up", None, None, "tile", None), 1)
    return out


def setup_moves(state):
    # The set-up (rules 3), from the box: the governor card, the roles in
    # the middle, the tiles stacked face down, an indigo plant to each
    # player, the rest shuffled into the deck, the deal (the deal variant:
    # 4 + seat number each, the extra ones discarded).
    out = []
    n = len(state["players"])
    add(out, 1, "governor", "box", "player", state["governor"])
    for r in data.ROLES:
        add(out, 1, "role", "box", "roles", kind=r)
    add(out, len(data.TILES), "tile", "box", "tiles")
    for p in range(n):
        add(out, 1, "card", "box", "city", p, to_spot=data.START_BUILDING)
    add(out, data.DECK - n, "card", "box", "deck")
    deal = state.get("variant") == "deal"
    for p in range(n):
        add(out, data.HAND + (p + 1 if deal else 0), "card", "deck", "hand", p)
    if deal:
        for p in range(n):
            add(out, p + 1, "card", "hand", "discard", p)
    return out


def crane_covered(out, p, building, where="out"):
    # The crane: the building ``p`` built over leaves his city (CRANE_TO:
    # the "covered" event's "out" or, before version 8, "discard").
    add(out, 1, "card", "city", CRANE_TO[where], p, from_spot=building)


def _draw_kept(out, p, got, kept, apart):
    # ``got`` cards drawn, ``kept`` of them kept, the rest discarded: held
    # apart (a councillor's, a gold mine's) or, with an archive, into the
    # hand whose cards he then discards from
    if apart:
        add(out, got, "card", "deck", "drawn", p)
        add(out, kept, "card", "drawn", "hand", p)
        add(out, got - kept, "card", "drawn", "discard", p)
    else:
        add(out, got, "card", "deck", "hand", p)
        add(out, got - kept, "card", "hand", "discard", p)


def _build(out, p, what):
    # ["build", p, [b, cards, goods paid, covered or None]]
    b, cards, paid, covered = what  # the covered building: its own event
    add(out, 1, "card", "hand", "city", p, to_spot=b)
    add(out, cards, "card", "hand", "discard", p)
    for g in data.GOODS:
        k = 0
        for x in paid:
            if x == g:
                k += 1
        add(out, k, "card", "goods", "discard", p, from_spot=g)


def _count(out, before, state, p):
    # The end-of-game count set a seat's hand, goods or chapel: its event
    # hides the chapel's number, so the change is read from the states.
    # Cards added come from the discard pile first, then the deck; cards
    # taken away go to the discard pile (core.san_juan.engine).
    old = before["players"][p]
    new = state["players"][p]
    ups = []
    downs = []
    for place in ("hand", "chapel"):
        d = new[place] - old[place]
        if d > 0:
            ups.append((place, None, d))
        elif d < 0:
            downs.append((place, None, -d))
    for g in data.GOODS:
        d = new["goods"][g] - old["goods"][g]
        if d > 0:
            ups.append(("goods", g, d))
        elif d < 0:
            downs.append(("goods", g, -d))
    for place, spot, k in downs:
        add(out, k, "card", place, "discard", p, from_spot=spot)
    from_discard = before["discard"]
    for place, spot, k in ups:
        d = k if k <= from_discard else from_discard
        from_discard -= d
        add(out, d, "card", "discard", place, p, to_spot=spot)
        add(out, k - d, "card", "deck", place, p, to_spot=spot)


def moves(before, state):  # noqa: C901 - one branch per event, read as a table
    # The moves of the last action, from its events in their order.
    out = []
    held = _roles_held(before)
    governor = before["governor"]
    for ev in state["events"]:
        kind, p, what = ev[0], ev[1], ev[2]
        if kind == "role":
            held[what[0]] = p
            add(out, 1, "role", "roles", "player", p, kind=what[0])
        elif kind == "tile":
            add(out, 1, "tile", "tiles", "turned_up")
        elif kind == "tile_back":
            add(out, 1, "tile", "turned_up", "tiles")
        elif kind == "reshuffle":
            add(out, what, "card", "discard", "deck")
        elif kind == "draw":
            add(out, what[0], "card", "deck", "hand", p)
        elif kind == "lost_good":
            add(out, 1, "card", "goods", "discard", p, from_spot=what)
        elif kind == "build":
            _build(out, p, what)
        elif kind == "covered":
            crane_covered(out, p, what[0], what[1])
        elif kind == "produce":
            add(out, 1, "card", "deck", "goods", p, to_spot=what)
        elif kind == "sell":
            add(out, 1, "card", "goods", "discard", p, from_spot=what[0])
        elif kind == "council":
            _draw_kept(out, p, what[0], what[1], not what[2])
        elif kind == "gold_mine":
            _draw_kept(out, p, data.GOLD_MINE_CARDS, 1 if what == "keep" else 0, True)
        elif kind == "chapel":
            add(out, 1, "card", "hand", "chapel", p)
        elif kind == "hand_limit":
            add(out, what[0], "card", "hand", "discard", p)
        elif kind == "round_end":
            for r in data.ROLES:
                if r in held:
                    add(out, 1, "role", "player", "roles", held[r], kind=r)
            held = {}
        elif kind == "governor":
            add(out, 1, "governor", "player", "player", governor, to_player=p)
            governor = p
        elif kind == "count":
            _count(out, before, state, p)
        # library, end_trigger, stalled, count_check, confirm, game_over:
        # nothing moves
    return out
