# Port Royal's ledger of moves (core.ledger, docs/moves.md): what the table
# does with the cards, told from the events of each action.
#
# Every piece is a card: 120 in the box, face down in the draw pile and as
# gold coins, face up everywhere else. The device never sees a face-down
# card, so the draw pile, the discard pile and each player's coins are
# counts of "card"; a card the players turn over is known by its kind once
# they report it (ruling P1), and that kind is the spot of a face-up place:
# the harbour's "ship" and "character" cards, the card just turned over
# ("revealed", its kind), each player's characters by name ("trader").
# Turning a card over, or discarding one, is a move between a counted
# place and a spot of a face-up one. Gold is the cards themselves: there
# is no bank.

from ..ledger import add
from ..ledger import count as _held
from .data import CARDS, CHARACTERS

PIECES = ("card",)
PLACES = ("box", "deck", "revealed", "harbour", "display", "discard", "coins", "characters", "expeditions")
PLAYER_PLACES = {"coins", "characters", "expeditions"}
UNLIMITED = ()

CARD = "card"
KINDS = ("ship", "character")  # the harbour's spots, in the order they are told


def box(state):
    # §2: 120 cards, the coinless 5-player expedition among them (it stays
    # in the box with fewer players).
    return {("box", None, None, CARD, None): CARDS}


def _revealed(state):
    # The kind of the card turned over and not yet placed (being reported,
    # or a ship the active player may repel), or None.
    if state["ship"] is not None:
        return "ship"
    e = state["entry"]
    if e is not None and e["from"] in ("deck", "box"):
        return e["card"]
    return None


def holdings(state):
    out = {}
    _held(out, ("deck", None, None, CARD, None), state["deck"])
    _held(out, ("discard", None, None, CARD, None), state["discard"])
    for c in state["harbour"]:
        _held(out, ("harbour", None, c["kind"], CARD, None), 1)
    _held(out, ("display", None, None, CARD, None), len(state["display"]))
    k = _revealed(state)
    if k is not None:
        _held(out, ("revealed", None, k, CARD, None), 1)
    for i in range(len(state["players"])):
        p = state["players"][i]
        _held(out, ("coins", i, None, CARD, None), p["gold"])
        for c in p["characters"]:
            _held(out, ("characters", i, c["id"], CARD, None), 1)
        _held(out, ("expeditions", i, None, CARD, None), len(p["expeditions"]))
    return out


def setup_moves(state):
    # §3 in the table's order: the coinless expedition face up (5 players:
    # it is read out first, P1), the other cards shuffled into the draw
    # pile, then 3 cards from it to each player, coin side up.
    out = []
    k = _revealed(state)
    if k is not None:
        add(out, 1, CARD, "box", "revealed", to_spot=k)
    add(out, len(state["display"]), CARD, "box", "display")
    players = state["players"]
    gold = 0
    for p in players:
        gold += p["gold"]
    add(out, state["deck"] + gold, CARD, "box", "deck")
    for i in range(len(players)):
        add(out, players[i]["gold"], CARD, "deck", "coins", i)
    return out


def _by_name(ids):
    # [(character, n)] in the game's order of characters (no dict order).
    out = []
    for cid in CHARACTERS:
        n = 0
        for x in ids:
            if x == cid:
                n += 1
        if n:
            out.append((cid, n))
    return out


def _clear_harbour(out, harbour):
    # Every card of the harbour to the discard pile, ships first.
    for k in KINDS:
        add(out, harbour[k], CARD, "harbour", "discard", from_spot=k)
        harbour[k] = 0


def moves(before, state):  # noqa: C901 - one branch per event, in the events' order
    out = []
    # the harbour's cards by kind, followed through the action's events
    harbour = {"ship": 0, "character": 0}
    for c in before["harbour"]:
        harbour[c["kind"]] += 1
    tax = False  # a tax card resolved whose discard follows its gains
    for ev in state["events"]:
        what, p, x = ev[0], ev[1], ev[2]
        if tax and what not in ("gain", "short", "reshuffle"):
            add(out, 1, CARD, "revealed", "discard", from_spot="tax")
            tax = False
        if what == "reveal":
            add(out, 1, CARD, "deck", "revealed", to_spot=x)
        elif what == "harbour":
            add(out, 1, CARD, "revealed", "harbour", from_spot=x["kind"], to_spot=x["kind"])
            harbour[x["kind"]] += 1
        elif what == "display":
            add(out, 1, CARD, "revealed", "display", from_spot="expedition")
        elif what == "repel":
            add(out, 1, CARD, "revealed", "discard", from_spot="ship")
        elif what == "bust":
            add(out, 1, CARD, "revealed", "discard", from_spot="ship")
            _clear_harbour(out, harbour)
        elif what == "leftovers":
            _clear_harbour(out, harbour)
        elif what == "tax":
            tax = True
        elif what == "gain":
            add(out, x[0], CARD, "deck", "coins", p)
        elif what == "pay":
            add(out, x[0], CARD, "coins", "discard", p)
        elif what == "give":
            add(out, x[1], CARD, "coins", "coins", p, to_player=x[0])
        elif what == "reshuffle":
            add(out, x, CARD, "discard", "deck")
        elif what == "trade":
            add(out, 1, CARD, "harbour", "discard", from_spot="ship")
            harbour["ship"] -= 1
        elif what == "hire":
            add(out, 1, CARD, "harbour", "characters", p, from_spot="character", to_spot=x["id"])
            harbour["character"] -= 1
        elif what == "fulfil":
            for cid, n in _by_name(x[1]):
                add(out, n, CARD, "characters", "discard", p, from_spot=cid)
            add(out, 1, CARD, "display", "expeditions", p)
    if tax:
        add(out, 1, CARD, "revealed", "discard", from_spot="tax")
    return out
