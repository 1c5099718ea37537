"""Prospector: no action; the picker takes 1 doubloon from the bank."""

from ..flow import role_done
from ..state import event


def start(state):
    state["players"][state["picker"]]["doubloons"] += 1
    event(state, "doubloons", state["picker"], 1)
    role_done(state)


def legal(state):
    return []


def act(state, action):
    raise AssertionError("the prospector has no decision")
