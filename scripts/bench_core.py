#!/usr/bin/env python3
"""Benchmark of the rules core on CPython: random 4-player games per second
(every action validated by apply against legal_actions) and microseconds per
legal_actions + apply.

    .venv/bin/python scripts/bench_core.py [--games 300] [--players 4]
"""

import argparse
import os
import platform
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core import rng  # noqa: E402
from core.engine import apply, legal_actions  # noqa: E402
from core.simulate import play_random  # noqa: E402
import core  # noqa: E402


def timed_games(players, games, seed):
    """Games/s and us per action, timing legal_actions + apply only."""
    actions = 0
    busy = 0.0
    t0 = time.perf_counter()
    for g in range(games):
        state = core.new_game(players, seed=seed + g)
        r = rng.seed_state(seed + g)
        while True:
            a0 = time.perf_counter()
            acts = legal_actions(state)
            if not acts:
                busy += time.perf_counter() - a0
                break
            r, i = rng.below(r, len(acts))
            apply(state, acts[i])
            busy += time.perf_counter() - a0
            actions += 1
    wall = time.perf_counter() - t0
    return games / wall, busy / actions * 1e6, actions / games


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1000)
    args = ap.parse_args()
    play_random(args.players, 0)  # warm-up
    t0 = time.perf_counter()
    for g in range(args.games):
        play_random(args.players, args.seed + g)
    plain = args.games / (time.perf_counter() - t0)
    t0 = time.perf_counter()
    for g in range(args.games // 3 or 1):
        play_random(args.players, args.seed + g, checks=True)
    checked = (args.games // 3 or 1) / (time.perf_counter() - t0)
    per_s, us, per_game = timed_games(args.players, args.games // 3 or 1, args.seed)
    print("machine: %s, %s %s, Python %s" % (platform.machine(), platform.system(),
          platform.release(), platform.python_version()))
    print("random %d-player games/s (apply validates every action): %.0f" % (args.players, plain))
    print("  ... with the conservation checks after every action:    %.0f" % checked)
    print("us per legal_actions + apply: %.1f  (%.0f actions per game)" % (us, per_game))


if __name__ == "__main__":
    main()
