"""Random legal San Juan games, for tests and the MicroPython cross-check.
The random player has its own xorshift stream (seeded from the game
seed), so the game's tile order stays that of its seed."""

from .. import rng
from .. import simulate as _sim
from .state import new_game as _new
from .engine import legal_actions, apply
from .invariants import check

MAX_ACTIONS = _sim.MAX_ACTIONS


def _build_first(r, acts, i):
    """On heads, the first build (or the builder role) open instead of ``i``."""
    r, coin = rng.below(r, 2)
    if coin:
        for k in range(len(acts)):
            if acts[k][0] == "build" or acts[k] == ["role", "builder"]:
                i = k
                break
    return r, i


def random_walk(state, steps, seed, record=None, checks=False, build_first=False):
    """Play up to ``steps`` random legal actions. ``build_first``: pick a
    build (or the builder role) whenever one is open, so games end sooner,
    as real ones do."""
    pick = _build_first if build_first else None
    return _sim.random_walk(state, steps, seed, legal_actions, apply, check, record, checks, pick)


def play_random(players, seed, checks=False, record=None, build_first=True, tiles="shuffle"):
    """One random game to its end; the final state. ``tiles``: who draws
    the trading-house tiles (core.san_juan.state.new_game)."""
    pick = _build_first if build_first else None
    state = _new(players, seed, tiles=tiles)
    return _sim.play_out(state, seed, legal_actions, apply, check, record, checks, pick)
