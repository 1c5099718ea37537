#!/usr/bin/env python3
"""What switching a layer on costs a game of Puerto Rico, whatever the
layer does (issue 33): random 4-player games of the base game, of a game
with an empty layer (a house rule registered here that fills no point:
the cost of the layers' machinery alone), of each expansion alone and of
all four, each as a share of the base game's rate per action.

    .venv/bin/python scripts/bench_layers.py [--games 120] [--rounds 5]

Two measures of the same games: microseconds an action, timing
legal_actions + apply only, in process time, the configurations in
alternating rounds, best round each (a loaded machine slows them alike);
and bytecodes an action (scripts/bench_bytecodes.py's count over the
first 3 games: the same on any machine). The gap between the empty
layer's share and an expansion's is that expansion's own rules.
"""

import argparse
import os
import sys
import time
import types

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import core  # noqa: E402
from core import rng  # noqa: E402
from core.puerto_rico import hooks, layers  # noqa: E402
from core.puerto_rico.engine import apply, legal_actions  # noqa: E402
from core.puerto_rico.simulate import play_random  # noqa: E402

EMPTY = "empty_layer"
EXPANSIONS = ("new_buildings", "nobles", "smuggler", "festival")
CONFIGS = (
    ("base game", ()),
    ("an empty layer", (EMPTY,)),
    *((name, (name,)) for name in EXPANSIONS),
    ("all four", EXPANSIONS),
)


def register_empty_layer():
    # A layer filling no point, registered as a house rule is (one module,
    # one line of layers.LAYERS): its set-up only puts its key in the state.
    module = types.ModuleType(hooks._PACKAGE + "." + EMPTY)

    def setup(state):
        state[EMPTY] = True

    module.setup = setup
    sys.modules[module.__name__] = module
    layers.LAYERS = layers.LAYERS + ((EMPTY, {"setup": EMPTY}),)
    layers.AT = layers.index(layers.LAYERS)
    layers.KEYS = layers.KEYS + (EMPTY,)
    hooks.RULES.clear()  # the rules of each combination, built again


def per_action(expansions, games, seed=1000):
    # Process time of legal_actions + apply an action (µs), ``games`` random games.
    actions = 0
    busy = 0.0
    for g in range(games):
        if expansions:
            state = core.new_game(4, seed=seed + g, expansions=list(expansions))
        else:
            state = core.new_game(4, seed=seed + g)
        r = rng.seed_state(seed + g)
        t0 = time.process_time()
        acts = legal_actions(state)
        while acts:
            r, i = rng.below(r, len(acts))
            apply(state, acts[i], acts)
            actions += 1
            acts = legal_actions(state)
        busy += time.process_time() - t0
    return busy / actions * 1e6


def main():
    ap = argparse.ArgumentParser(description="what switching a layer on costs (issue 33)")
    ap.add_argument("--games", type=int, default=120)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    if args.games < 1 or args.rounds < 1:
        print("bench_layers: --games and --rounds must be at least 1", file=sys.stderr)
        sys.exit(2)
    register_empty_layer()
    best = {}
    for _ in range(args.rounds):
        for label, expansions in CONFIGS:
            us = per_action(expansions, args.games)
            best[label] = min(best.get(label, us), us)
    from bench_bytecodes import count  # (its folder, scripts/, is the first on the path)

    codes = {label: count(play_random, expansions, 3)[0] for label, expansions in CONFIGS}
    base_us = best["base game"]
    base_codes = codes["base game"]
    print(
        "random 4-player games, %d a round, best of %d rounds; bytecodes: 3 games" % (args.games, args.rounds)
    )
    for label, _expansions in CONFIGS:
        print(
            "  %-16s %6.2f us an action (%3.0f%% of the base game's rate)  %6.0f bytecodes (%3.0f%%)"
            % (label, best[label], 100 * base_us / best[label], codes[label], 100 * base_codes / codes[label])
        )


if __name__ == "__main__":
    main()
