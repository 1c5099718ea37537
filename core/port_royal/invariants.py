"""Conservation checks: nothing is created or lost. ``check(state)``
returns the broken invariants (empty when all hold)."""

from . import data
from .state import vp_of, visible, expeditions_out
from .turns import reaches_end


def held(state):
    """Where the cards are: every pile and hand, as counts."""
    out = {"deck": state["deck"], "discard": state["discard"], "harbour": len(state["harbour"])}
    out["display"] = len(state["display"])
    # the card being reported, or a ship waiting to be repelled
    # (a harbour card whose values are entered stays in the harbour)
    entering = state["entry"] is not None and state["entry"]["from"] != "harbour"
    out["in_hand"] = 1 if entering or state["ship"] is not None else 0
    gold = 0
    kept = 0
    for p in state["players"]:
        gold += p["gold"]
        kept += len(p["characters"]) + len(p["expeditions"])
    out["gold"] = gold
    out["kept"] = kept
    return out


def check(state):  # noqa: C901 - one check per conservation rule, read as a list
    bad = []
    h = held(state)
    total = 0
    for k in h:
        if h[k] < 0:
            bad.append(k + " is negative: " + str(h[k]))
        total += h[k]
    if total != state["cards"]:
        bad.append("cards: " + str(total) + " on the table, " + str(state["cards"]) + " in the game")
    for p in state["players"]:
        if p["gold"] < 0:
            bad.append(p["name"] + ": gold " + str(p["gold"]))
        if p["vp"] != vp_of(p):
            bad.append(p["name"] + ": vp " + str(p["vp"]) + " but cards show " + str(vp_of(p)))
        if reaches_end(state, p) and not state["end"]:
            bad.append(p["name"] + " has " + str(p["vp"]) + " VP but the end is not triggered")
    for cid in data.CHARACTERS:
        if visible(state, cid) > data.COPIES[cid]:
            bad.append("more " + cid + " face up than the deck holds")
    for c in data.COLOURS:
        if visible(state, "trader", c) > data.TRADERS_PER_COLOUR:
            bad.append("more " + c + " traders than the deck holds")
    if expeditions_out(state) > data.EXPEDITIONS:
        bad.append("more expeditions than the deck holds")
    seen = []
    for card in state["harbour"]:
        if card["kind"] == "ship":
            if card["colour"] in seen:
                bad.append("two " + card["colour"] + " ships in the harbour")
            seen.append(card["colour"])
    return bad
