# Prospector: no action; the picker takes 1 doubloon from the bank.

from .. import hooks
from ..flow import role_done


def start(state):
    k = hooks.first(state, "privilege", state, state["picker"]) if "expansions" in state else None
    if k is None:  # (a layer's: a library doubles it)
        k = 1
    state["players"][state["picker"]]["doubloons"] += k
    state["events"].append(["doubloons", state["picker"], k])  # event(), inlined
    role_done(state)


def legal(state):
    return []


def act(state, action):
    raise AssertionError("the prospector has no decision")
