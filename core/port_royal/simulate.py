"""Random legal games, for tests and the MicroPython cross-check. The
random player draws from its own xorshift stream (core.rng)."""

from .. import simulate as _sim
from .state import new_game as _new, VERSION
from .engine import legal_actions, apply
from .invariants import check

MAX_ACTIONS = _sim.MAX_ACTIONS


def random_walk(state, steps, seed, record=None, checks=False):
    return _sim.random_walk(state, steps, seed, legal_actions, apply, check, record, checks)


def play_random(players, seed, variant="standard", checks=False, record=None, version=VERSION):
    """One random game (by the decisions of record ``version``); its final
    state (AssertionError if it never ends)."""
    state = _new(players, seed, variant, version=version)
    return _sim.play_out(state, seed, legal_actions, apply, check, record, checks)
