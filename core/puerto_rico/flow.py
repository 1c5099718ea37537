# Round flow: who picks a role next, the end of a round, the end of the game,
# and the turn order inside a phase where every player acts once.

from .state import event
from .data import SETUP, ROLES
from . import hooks
from ..asking import one_pass_seek


def one_pass_start(state, has_choice, finish):
    # Start a phase where each player, picker first, acts once.
    # ``has_choice(state)``: truthy when the player on turn has more than
    # "pass" to choose (a role's ``legal`` that returns [] then will do).
    state["phase_data"]["left"] = len(state["players"])
    state["turn"] = state["picker"]
    one_pass_seek(state, has_choice, finish)


def one_pass_done(state, has_choice, finish):
    # The player on turn has acted: on to the next one, unless a layer asks
    # him something first (the engine goes on after).
    # ("expansions" first: a base game's hottest step makes no call it can
    # spare; next_seat inlined)
    if "expansions" in state and hooks.ask(state, "turn_done", state):
        return
    state["phase_data"]["left"] -= 1
    state["turn"] = (state["turn"] + 1) % len(state["players"])
    one_pass_seek(state, has_choice, finish)


def role_done(state):
    # The phase of the picked role is over: next pick, or end of round.
    state["phase"] = "roles"
    state["role"] = None
    state["phase_data"] = {}
    state["picks"] += 1
    n = len(state["players"])
    if state["picks"] >= SETUP[n]["picks"]:
        if "expansions" in state and hooks.ask(state, "picks_done", state):
            return  # a layer's phase first (its role_done ends the round)
        end_round(state)
    else:
        # 2 players alternate governor/other; governor + picks works for all.
        state["turn"] = (state["governor"] + state["picks"]) % n


def end_round(state):
    roles = state["roles"]
    unused = []  # table order, not dict order (a loop: a comprehension is a call)
    for r in ROLES:
        if r in roles:
            unused.append(r)
    for r in roles:
        roles[r] += 1  # a doubloon on every role nobody picked (a layer's too)
    for r in state["picked"]:
        roles[r] = 0
    if "expansions" in state:
        hooks.each(state, "round_end", state)
    state["picked"] = []
    state["picks"] = 0
    events = state["events"]  # (event(), inlined)
    events.append(["round_end", None, state["round"]])
    if state["end"]:
        state["phase"] = "over"
        state["turn"] = None
        state["picker"] = None
        event(state, "game_over", None, list(state["end"]))
        return
    if unused:
        events.append(["role_doubloons", None, unused])
    n = len(state["players"])
    state["governor"] = (state["governor"] + 1) % n
    events.append(["governor", state["governor"], state["round"] + 1])
    state["round"] += 1
    state["turn"] = state["governor"]
    state["picker"] = None
