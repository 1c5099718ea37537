"""Seeded random Puerto Rico games for the core's tests: every state
before each decision, with its menu."""

from core import rng
from core.puerto_rico import engine, new_game


def decisions(players, seed, expansions=()):
    # Every state of a seeded random game, before each decision.
    state = new_game(players, seed, expansions=expansions, setup="random")
    r = rng.seed_state(seed)
    while True:
        acts = engine.legal_actions(state)
        if not acts:
            return
        yield state, acts
        r, i = rng.below(r, len(acts))
        engine.apply(state, acts[i], acts)
