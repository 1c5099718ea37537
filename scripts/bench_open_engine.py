#!/usr/bin/env python3
"""Random 4-player games of this core beside the best open Python engine
of Puerto Rico (github.com/somnambWl/puerto-rico, its ``puerto_rico.engine``),
in one run: each side's public API as a user calls it, every action
validated, best of 3 runs each, process time.

    .venv/bin/python scripts/bench_open_engine.py [--engine PATH] [--games 30] [--runs 3]
    .venv/bin/python scripts/bench_open_engine.py --instructions [--engine PATH] [--games 10]

PATH is a clone of that repository (its folder holding ``puerto_rico/``),
outside this one; without ``--engine``: $DOUBLOON_OPEN_ENGINE, else
~/.cache/doubloon/somnambWl-puerto-rico. Its code is run from there, never
copied here. Without it: one line on stderr, exit status 2.

    git clone https://github.com/somnambWl/puerto-rico ~/.cache/doubloon/somnambWl-puerto-rico

The games (the same seeds each run, runs alternating so that a loaded
machine slows both alike):

- theirs: ``Game(GameConfig(num_players=4, seed=s))``, a ``random.Random(s)``
  choosing among ``game.legal_actions()``, ``game.apply(action)`` (its
  default ``validate=True`` computes the legal actions again to check the
  choice); and the same with ``validate=False`` (their rollouts' shortcut,
  no check);
- ours: ``core.new_game(4, seed=s)``, ``core.rng.below`` choosing among
  ``core.legal_actions(state)``, ``core.apply(state, action, acts)`` (the
  check against the menu the player chose from, as the devices call it);
  and ``core.apply(state, action)``, which computes the menu again as
  theirs does.

Their games are longer (a Mayor places all of a player's colonists in one
action in ours only when it is forced; their actions are finer in other
phases): games per second is the issue's measure, µs an action is shown too.

``--instructions``: instructions instead of time, counted by valgrind's
callgrind (a loaded machine does not change them), for the same
``--games`` seeds on both sides (default 10): theirs validated, ours with
the menu and with ``apply(s, a)``, each in its own child process with
``PYTHONHASHSEED=0``, less the same child's run with no game but one
warm-up game (the interpreter's start, the imports, the first calls);
per game and per action, and ours against theirs. Without valgrind: one
line, exit status 2.
"""

import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

import core  # noqa: E402
from core import rng  # noqa: E402

DEFAULT = os.path.join(os.path.expanduser("~"), ".cache", "doubloon", "somnambWl-puerto-rico")


def their_engine(path):
    """(Game, GameConfig) of the clone at ``path``, or None if it is not one."""
    if not os.path.isfile(os.path.join(path, "puerto_rico", "engine", "game.py")):
        return None
    sys.path.insert(0, path)
    from puerto_rico.engine.game import Game
    from puerto_rico.engine.state import GameConfig

    return Game, GameConfig


def theirs(engine, seeds, validate):
    Game, GameConfig = engine
    actions = 0
    for s in seeds:
        game = Game(GameConfig(num_players=4, seed=s))
        choose = random.Random(s)
        while not game.is_terminal:
            game.apply(choose.choice(game.legal_actions()), validate=validate)
            actions += 1
    return actions


def ours(seeds, pass_menu):
    actions = 0
    legal_actions = core.legal_actions
    apply = core.apply
    below = rng.below
    for s in seeds:
        state = core.new_game(4, seed=s)
        r = rng.seed_state(s ^ 0x5EED)
        while True:
            acts = legal_actions(state)
            if not acts:
                break
            r, i = below(r, len(acts))
            if pass_menu:
                apply(state, acts[i], acts)
            else:
                apply(state, acts[i])
            actions += 1
    return actions


# What --instructions counts, each in a child of its own: label -> the
# child's --count value (the same games as the timed runs of that label).
COUNTED = (
    ("theirs, apply validates", "theirs"),
    ("ours, apply(s, a, menu)", "ours"),
    ("ours, apply(s, a)", "ours-recomputed"),
)


def play(side, engine, seeds):
    # The actions of ``seeds``' games of one side (a child's --count).
    if side == "theirs":
        return theirs(engine, seeds, True)
    return ours(seeds, side == "ours")


def _counted(path, side, games, seed):
    # (instructions, actions) of ``games`` games of ``side`` under callgrind,
    # after one warm-up game (seed 0) that the caller subtracts.
    r = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=" + os.devnull,
            sys.executable,
            os.path.abspath(__file__),
            "--engine",
            path,
            "--count",
            side,
            "--games",
            str(games),
            "--seed",
            str(seed),
        ],
        capture_output=True,
        text=True,
        env=dict(os.environ, PYTHONHASHSEED="0"),
    )
    found = re.search(r"Collected : (\d+)", r.stderr)
    if r.returncode != 0 or not found:
        raise RuntimeError((r.stderr.strip().splitlines() or ["?"])[-1][:200])
    return int(found.group(1)), int(r.stdout.split()[-1])


def instructions(path, games, seed):
    print(
        "instructions (callgrind, PYTHONHASHSEED=0), random 4-player games, %d seeds,"
        " less a run with none:" % games
    )
    per = {}
    for label, side in COUNTED:
        start, _ = _counted(path, side, 0, seed)
        total, actions = _counted(path, side, games, seed)
        ins = total - start
        per[label] = (ins / games, ins / actions)
        print(
            "  %-26s %8.2f M a game  %4.0f actions a game  %7.0f an action"
            % (label, ins / games / 1e6, actions / games, ins / actions)
        )
    t, o, r = (per[label] for label, _side in COUNTED)
    print(
        "  ours against theirs, each validated: %.1fx a game, %.1fx an action"
        " (apply(s, a): %.1fx a game, %.1fx an action)" % (t[0] / o[0], t[1] / o[1], t[0] / r[0], t[1] / r[1])
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", metavar="PATH", help="a clone of somnambWl/puerto-rico")
    ap.add_argument("--games", type=int, help="seeds (default 30; with --instructions 10)")
    ap.add_argument("--runs", type=int, default=3, help="the best of these runs is kept")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument(
        "--instructions", action="store_true", help="count instructions (callgrind) instead of timing"
    )
    ap.add_argument("--count", choices=[side for _label, side in COUNTED], help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.games is None:
        args.games = 10 if args.instructions else 30
    path = args.engine or os.environ.get("DOUBLOON_OPEN_ENGINE") or DEFAULT
    engine = their_engine(path)
    if engine is None:
        sys.stderr.write(
            "bench_open_engine: no clone of somnambWl/puerto-rico at %s"
            " (git clone it there, or --engine PATH)\n" % path[:200]
        )
        return 2
    if args.count:  # a child of --instructions: a warm-up game, then the games
        play(args.count, engine, [0])
        print(play(args.count, engine, range(args.seed, args.seed + args.games)))
        return 0
    if args.instructions:
        if shutil.which("valgrind") is None:
            sys.stderr.write("bench_open_engine: --instructions: needs valgrind (apt-get install valgrind)\n")
            return 2
        try:
            instructions(path, args.games, args.seed)
        except RuntimeError as e:
            sys.stderr.write("bench_open_engine: valgrind failed: %s\n" % e)
            return 2
        return 0
    seeds = range(args.seed, args.seed + args.games)
    runs = (
        ("theirs, apply validates", lambda: theirs(engine, seeds, True)),
        ("theirs, validate=False", lambda: theirs(engine, seeds, False)),
        ("ours, apply(s, a, menu)", lambda: ours(seeds, True)),
        ("ours, apply(s, a)", lambda: ours(seeds, False)),
    )
    best = {}
    for _ in range(args.runs):
        for label, run in runs:
            t0 = time.process_time()
            actions = run()
            sec = time.process_time() - t0
            if label not in best or sec < best[label][0]:
                best[label] = (sec, actions)
    print(
        "random 4-player games, %d seeds, best of %d runs each, alternating, process time:"
        % (args.games, args.runs)
    )
    for label, _run in runs:
        sec, actions = best[label]
        print(
            "  %-26s %7.1f games/s  %4.0f actions a game  %6.2f us an action"
            % (label, args.games / sec, actions / args.games, sec / actions * 1e6)
        )

    def rate(label):
        return args.games / best[label][0]

    print(
        "  ours against theirs, games/s, each validated: %.1fx (apply(s, a): %.1fx);"
        " against theirs unchecked: %.1fx"
        % (
            rate("ours, apply(s, a, menu)") / rate("theirs, apply validates"),
            rate("ours, apply(s, a)") / rate("theirs, apply validates"),
            rate("ours, apply(s, a, menu)") / rate("theirs, validate=False"),
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
