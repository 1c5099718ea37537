#!/usr/bin/env python3
"""Random 4-player games of this core beside the best open Python engine
of Puerto Rico (github.com/somnambWl/puerto-rico, its ``puerto_rico.engine``),
in one run: each side's public API as a user calls it, every action
validated, best of 3 runs each, process time.

    .venv/bin/python scripts/bench_open_engine.py [--engine PATH] [--games 30] [--runs 3]

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
"""

import argparse
import os
import random
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


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--engine", metavar="PATH", help="a clone of somnambWl/puerto-rico")
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--runs", type=int, default=3, help="the best of these runs is kept")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    path = args.engine or os.environ.get("DOUBLOON_OPEN_ENGINE") or DEFAULT
    engine = their_engine(path)
    if engine is None:
        sys.stderr.write(
            "bench_open_engine: no clone of somnambWl/puerto-rico at %s"
            " (git clone it there, or --engine PATH)\n" % path[:200]
        )
        return 2
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
