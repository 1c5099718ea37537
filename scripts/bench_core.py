#!/usr/bin/env python3
"""Benchmark of the rules core on CPython: random 4-player games per second
(every action validated by apply against legal_actions) and microseconds per
legal_actions + apply.

    .venv/bin/python scripts/bench_core.py [--games 300] [--players 4]
    .venv/bin/python scripts/bench_core.py --against 130c0cb --games 300

``--against REV`` also times the core of an older commit in the same run,
alternating rounds of both (a loaded machine slows both alike): the older
core is copied from git into a temporary package ``core_REV``, which its
relative imports allow.
"""

import argparse
import importlib
import os
import platform
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core import rng  # noqa: E402
from core.puerto_rico.engine import apply, legal_actions  # noqa: E402
from core.puerto_rico.simulate import play_random  # noqa: E402
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
            apply(state, acts[i], acts)
            busy += time.perf_counter() - a0
            actions += 1
    wall = time.perf_counter() - t0
    return games / wall, busy / actions * 1e6, actions / games


def load_core_at(rev):
    """The ``core`` package of commit ``rev``, imported as core_<rev>."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    name = "core_" + rev.replace("-", "_").replace("~", "_").replace("^", "_")
    tmp = tempfile.mkdtemp(prefix="bench-core-")
    files = subprocess.run(
        ["git", "ls-tree", "-r", "--name-only", rev, "core"],
        cwd=root,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    for f in files:
        dest = os.path.join(tmp, name + f[len("core") :])
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as out:
            out.write(
                subprocess.run(
                    ["git", "show", rev + ":" + f], cwd=root, capture_output=True, check=True
                ).stdout
            )
    sys.path.insert(0, tmp)
    try:  # Puerto Rico's own package since the games got their folders
        return importlib.import_module(name + ".puerto_rico.simulate")
    except ImportError:
        return importlib.import_module(name + ".simulate")


def compare(rev, players, games, seed, rounds=5):
    """Games/s of this core and of ``rev``'s, alternating rounds."""
    old = load_core_at(rev)
    from core.puerto_rico import simulate as new

    totals = {"new": [0.0, 0, 0], "old": [0.0, 0, 0], "v1": [0.0, 0, 0]}  # s, games, actions
    # "v1": this tree playing version 1 rules (the privilege colonist taken
    # without asking), the very games the older core plays from these seeds
    runs = (
        ("old", old.play_random, {}),
        ("new", new.play_random, {}),
        ("v1", new.play_random, {"mayor_privilege": "automatic"}),
    )
    per_round = max(1, games // rounds)
    for r in range(rounds):
        for label, play, kw in runs:
            t0 = time.perf_counter()
            steps = 0
            for g in range(per_round):
                steps += play(players, seed + r * per_round + g, **kw)["step"]
            totals[label][0] += time.perf_counter() - t0
            totals[label][1] += per_round
            totals[label][2] += steps
    print("side by side, %d rounds of %d random %d-player games each:" % (rounds, per_round, players))
    for label, name in (("old", rev), ("new", "this tree"), ("v1", "  v1 rules")):
        sec, n, steps = totals[label]
        print(
            "  %-12s %6.0f games/s  %5.0f actions a game  %5.2f us an action"
            % (name, n / sec, steps / n, sec / steps * 1e6)
        )
    old_rate = totals["old"][1] / totals["old"][0]
    new_rate = totals["new"][1] / totals["new"][0]
    old_us = totals["old"][0] / totals["old"][2]
    new_us = totals["new"][0] / totals["new"][2]
    v1_rate = totals["v1"][1] / totals["v1"][0]
    print(
        "  speed-up: %.2fx games/s, %.2fx per action; on the same games (v1 rules) %.2fx"
        % (new_rate / old_rate, old_us / new_us, v1_rate / old_rate)
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--against", metavar="REV", help="also time the core of this commit, side by side")
    args = ap.parse_args()
    if args.against:
        compare(args.against, args.players, args.games, args.seed)
        return
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
    print(
        "machine: %s, %s %s, Python %s"
        % (platform.machine(), platform.system(), platform.release(), platform.python_version())
    )
    print("random %d-player games/s (apply validates every action): %.0f" % (args.players, plain))
    print("  ... with the conservation checks after every action:    %.0f" % checked)
    print("us per legal_actions + apply: %.1f  (%.0f actions per game)" % (us, per_game))


if __name__ == "__main__":
    main()
