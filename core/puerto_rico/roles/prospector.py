# Prospector: no action; the picker takes 1 doubloon from the bank.

from ..flow import exp1, role_done
from ..state import event


def start(state):
    k = exp1().privilege(state, state["picker"]) if "expansions" in state else 1  # library: 2
    state["players"][state["picker"]]["doubloons"] += k
    event(state, "doubloons", state["picker"], k)
    role_done(state)


def legal(state):
    return []


def act(state, action):
    raise AssertionError("the prospector has no decision")
