"""Random legal games, for tests and the MicroPython cross-check. The
random player draws from its own xorshift stream (core.rng)."""

from .. import rng
from .state import new_game as _new
from .engine import legal_actions, apply
from .invariants import check

MAX_ACTIONS = 20000  # a game that has not ended by then is a bug


def random_walk(state, steps, seed, record=None, checks=False):
    r = rng.seed_state(seed)
    for _ in range(steps):
        acts = legal_actions(state)
        if not acts:
            return state
        r, i = rng.below(r, len(acts))
        a = acts[i]
        apply(state, a, acts)
        if record is not None:
            record.append(a)
        if checks:
            bad = check(state)
            if bad:
                raise AssertionError("step " + str(state["step"]) + ": " + "; ".join(bad))
    return state


def play_random(players, seed, variant="standard", checks=False, record=None):
    """One random game; its final state (AssertionError if it never ends)."""
    state = _new(players, seed, variant)
    random_walk(state, MAX_ACTIONS, seed ^ 0x5EED, record, checks)
    if legal_actions(state):
        raise AssertionError("game did not end after " + str(MAX_ACTIONS) + " actions")
    return state
