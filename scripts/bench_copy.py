#!/usr/bin/env python3
"""A state's copy for search (``core.copy``), through the public API: the
microseconds a copy of a mid-game state (a third of a seeded game played)
costs, and the milliseconds of a random playout to the end from that copy
(the copy counted), from the position itself as play left it, and from a
new game, in process time, alternating in one run.

    .venv/bin/python scripts/bench_copy.py [--positions 50] [--rounds 5]
"""

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import core  # noqa: E402
from core import rng  # noqa: E402

ALL_FOUR = ("new_buildings", "nobles", "smuggler", "festival")
GAMES = (
    ("Puerto Rico", "puerto_rico", {}),
    ("Puerto Rico, all four expansions", "puerto_rico", {"expansions": ALL_FOUR}),
    ("San Juan", "san_juan", {}),
    ("Port Royal", "port_royal", {}),
)


def _play(state, r, steps=-1):
    # random actions until the end (or ``steps``); the number played
    n = 0
    acts = core.legal_actions(state)
    while acts and n != steps:
        r, i = rng.below(r, len(acts))
        core.apply(state, acts[i], acts)
        n += 1
        acts = core.legal_actions(state)
    return n


def positions(game, options, count):
    # mid-game states: seeded games played a third of their way
    out = []
    for seed in range(count):
        length = _play(core.new_game(4, seed=seed, game=game, **options), rng.seed_state(seed))
        state = core.new_game(4, seed=seed, game=game, **options)
        _play(state, rng.seed_state(seed), length // 3)
        out.append(state)
    return out


def copy_us(states, repeat=20):
    t0 = time.process_time()
    for _ in range(repeat):
        for s in states:
            core.copy(s)
    return (time.process_time() - t0) / (repeat * len(states)) * 1e6


def playouts(states, game, options, rounds):
    # us a playout (the copy's cost counted) from copies of the positions,
    # from the positions themselves as play left them (made again, not
    # timed), and from new games, all on the positions' own seeds
    made = [game, options, len(states)]
    spent = [0.0, 0.0, 0.0]
    for _ in range(rounds):
        fresh = positions(*made)
        for seed, s in enumerate(states):
            t0 = time.process_time()
            _play(core.copy(s), rng.seed_state(seed + 7))
            t1 = time.process_time()
            _play(fresh[seed], rng.seed_state(seed + 7))
            t2 = time.process_time()
            _play(core.new_game(4, seed=seed, game=game, **options), rng.seed_state(seed + 7))
            t3 = time.process_time()
            spent[0] += t1 - t0
            spent[1] += t2 - t1
            spent[2] += t3 - t2
    return [x / (rounds * len(states)) * 1e3 for x in spent]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    print("4 players; process time; %d mid-game positions each, %d rounds" % (args.positions, args.rounds))
    for label, game, options in GAMES:
        states = positions(game, options, args.positions)
        c = copy_us(states)
        copied, played, new = playouts(states, game, options, args.rounds)
        print(
            "  %-34s copy %5.1f us; a playout from the copy %.2f ms, from the position"
            " itself %.2f ms, from a new game %.2f ms" % (label, c, copied, played, new)
        )


if __name__ == "__main__":
    main()
