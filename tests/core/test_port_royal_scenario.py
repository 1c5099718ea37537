"""Helpers of the Port Royal tests (no tests of its own): a game set up by
hand without breaking the card count, and the steps a player goes through
to report a card."""

import core
from core.port_royal.invariants import check
from core.port_royal.state import vp_of

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]


def game(n=3, names=None, variant="standard", version=2):
    """A new game. The rules tests report every value of a card when it is
    revealed, as a record of version 2 does (the helpers below); the rules
    are the same in version 5, which asks a value when it first matters
    (tests/core/test_port_royal_entry.py)."""
    s = core.new_game(names or NAMES[:n], seed=1, game="port_royal", variant=variant, version=version)
    if s["entry"] is not None:  # 5 players: the coinless expedition first
        play(s, ["settler", 1], ["captain", 1], ["priest", 1], ["gold", 0], ["vp", 5])
    return s


def play(s, *actions):
    for a in actions:
        core.apply(s, list(a))
    bad = check(s)
    assert not bad, bad
    return s


def gold(s, seat, n):
    """Set a player's gold, the difference taken from (or put back on) the
    draw pile, so nothing is created."""
    p = s["players"][seat]
    s["deck"] -= n - p["gold"]
    p["gold"] = n
    assert s["deck"] >= 0


def hire(s, seat, cid, vp=1, swords=0, colour=None, cost=3):
    """Put a character in front of a player (taken from the draw pile)."""
    p = s["players"][seat]
    card = {"kind": "character", "id": cid, "colour": colour, "cost": cost, "vp": vp, "swords": swords}
    p["characters"].append(card)
    p["vp"] = vp_of(p)
    s["deck"] -= 1
    return card


def ship(colour, gold=1, swords=None):
    """The entries reporting a ship (``swords``: None when not asked,
    "skull", or a number)."""
    out = [["reveal", "ship"], ["colour", colour], ["gold", gold]]
    if swords == "skull":
        out.append(["skull"])
    elif swords is not None:
        out.append(["swords", swords])
    return out


def character(cid, cost=3, vp=1, colour=None, swords=None):
    out = [["reveal", "character"], ["character", cid]]
    if colour is not None:
        out.append(["colour", colour])
    out += [["cost", cost], ["vp", vp]]
    if swords is not None:
        out.append(["swords", swords])
    return out


def reveal_ship(colour):
    """Version 5: a revealed ship's colour; its swords are asked when the
    active player repels it, its gold when it is taken."""
    return [["reveal", "ship"], ["colour", colour]]


def reveal_character():
    """Version 5: a character revealed; what it is, when it is hired."""
    return [["reveal", "character"]]


def hire_values(cid, cost=3, vp=1, colour=None, swords=None):
    """Version 5: what the taker of a character not entered yet says."""
    out = [["character", cid]]
    if colour is not None:
        out.append(["colour", colour])
    out += [["cost", cost], ["vp", vp]]
    if swords is not None:
        out.append(["swords", swords])
    return out


def expedition(settler=0, captain=0, priest=0, gold=2, vp=4):
    return [
        ["reveal", "expedition"],
        ["settler", settler],
        ["captain", captain],
        ["priest", priest],
        ["gold", gold],
        ["vp", vp],
    ]


def tax(kind):
    return [["reveal", "tax"], ["tax", kind]]


def golds(s):
    return [p["gold"] for p in s["players"]]


def kinds(events):
    return [e[0] for e in events]
