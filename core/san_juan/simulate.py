"""Random legal San Juan games, for tests and the MicroPython cross-check.
The random player has its own xorshift stream (seeded from the game
seed), so the game's tile order stays that of its seed."""

from .. import rng
from .state import new_game as _new
from .engine import legal_actions, apply
from .invariants import check

MAX_ACTIONS = 20000  # a game that has not ended by then is a bug


def random_walk(state, steps, seed, record=None, checks=False, build_first=False):
    """Play up to ``steps`` random legal actions. ``build_first``: pick a
    build (or the builder role) whenever one is open, so games end sooner,
    as real ones do."""
    r = rng.seed_state(seed)
    for _ in range(steps):
        acts = legal_actions(state)
        if not acts:
            return state
        r, i = rng.below(r, len(acts))
        if build_first:
            r, coin = rng.below(r, 2)
            if coin:
                for k in range(len(acts)):
                    if acts[k][0] == "build" or acts[k] == ["role", "builder"]:
                        i = k
                        break
        a = acts[i]
        apply(state, a, acts)
        if record is not None:
            record.append(a)
        if checks:
            bad = check(state)
            if bad:
                raise AssertionError("step " + str(state["step"]) + ": " + "; ".join(bad))
    return state


def play_random(players, seed, checks=False, record=None, build_first=True):
    """One random game to its end; the final state."""
    state = _new(players, seed)
    random_walk(state, MAX_ACTIONS, seed ^ 0x5EED, record, checks, build_first)
    if legal_actions(state):
        raise AssertionError("game did not end after " + str(MAX_ACTIONS) + " actions")
    return state
