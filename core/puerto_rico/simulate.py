"""Random legal games, for tests, benchmarks and the MicroPython cross-check.

The random player uses its own xorshift stream (seeded from the game seed),
never the game's, so the game's draws stay those of its seed."""

from .. import simulate as _sim
from .. import canon
from .setup import new_game as _new
from .engine import legal_actions, apply, start
from .hooks import load
from .invariants import check

MAX_ACTIONS = _sim.MAX_ACTIONS


def random_walk(state, steps, seed, record=None, checks=False):
    """Play up to ``steps`` random legal actions (fewer if the game ends);
    the choices come from their own stream seeded with ``seed``."""
    return _sim.random_walk(state, steps, seed, legal_actions, apply, check, record, checks)


def play_random(
    players,
    seed,
    edition="classic",
    checks=False,
    record=None,
    mayor_privilege="choice",
    expansions=(),
    setup="draft",
):
    """Play one random game; returns the final state. ``record``: a list the
    actions are appended to. With ``checks`` every action is followed by the
    conservation checks (AssertionError on the first broken one).
    ``expansions``, ``setup``: as for new_game (the draft is played too)."""
    state = _new(players, seed, edition, "shuffle", mayor_privilege)
    if expansions:
        load("layers").switch_on(state, expansions, setup)
    start(state)
    return _sim.play_out(state, seed, legal_actions, apply, check, record, checks)


def play_random_json(players, seed, edition="classic", expansions=()):
    """Canonical JSON of the final state of a random game (cross-platform)."""
    return canon.dumps(play_random(players, seed, edition, expansions=expansions))
