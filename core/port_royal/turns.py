"""Turns and the end of a Port Royal game (§5): the next active player,
the end triggered at 12 VP (in the variant, by a player with an
expedition), the round finished so that everyone has had as many turns."""

from . import data
from .state import event, next_seat, can_draw


def reaches_end(state, p):
    if p["vp"] < data.END_VP:
        return False
    return state["variant"] == "standard" or len(p["expeditions"]) > 0


def check_end(state):
    if state["end"]:
        return
    for i in range(len(state["players"])):
        if reaches_end(state, state["players"][i]):
            state["end"] = True
            event(state, "end", i, state["players"][i]["vp"])
            return


def end_turn(state):
    """The next player becomes active; after a triggered end, the game is
    over once the player before the first has played (§5)."""
    state["turns"] += 1
    state["phase"] = "discover"
    state["revealed"] = 0
    if not state["end"] and not can_draw(state):
        # every card is in front of the players: nothing can be revealed
        # any more, so the round is finished and scored [suggested]
        state["end"] = True
        event(state, "end", None, "cards")
    nxt = next_seat(state, state["active"])
    if nxt == state["first"]:
        if state["end"]:
            state["phase"] = "over"
            event(state, "game_over", None, state["turns"])
            return
        state["round"] += 1
    state["active"] = nxt
    event(state, "turn", nxt, state["round"])
