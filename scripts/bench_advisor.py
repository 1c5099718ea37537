#!/usr/bin/env python3
"""How long core.advise takes a decision, at each of its levels.

    .venv/bin/python scripts/bench_advisor.py [--game GAME]
        [--players 4] [--positions 500] [--levels quick,medium,strongest]
        [--factor 5] [--seed 0] [--json]

The positions are recorded from seeded games played by the game's
strongest rule bot in every seat (core.bots): every position with a real
choice (more than one legal action, not the table's report) from the
middle and the end of the game (past a third of its decisions), taken
evenly from as many games as it needs. Each level answers every position
once; the time is the process's CPU time (the machine is shared: a
wall-clock would count the others' work), and the report gives the
median, the 99th percentile and the worst, and the 99th percentile times
``--factor``: a Raspberry Pi 4 (Cortex-A72, 1.5-1.8 GHz) runs CPython
about 4-6 times slower than one core here (issue 34), 5 by default. The
budget is 2 s a decision on the Pi (docs/advisor.md).
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import core  # noqa: E402
import core.bots as bots  # noqa: E402
from core import advisor  # noqa: E402

BUDGET = 2.0  # seconds a decision on a Pi 4


class BadArgs(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise BadArgs(message)


def _recorded(game, players, deal):
    # One seeded game by the strongest rule bot in every seat: the states
    # where a seat had a real choice, in order.
    name = bots.strongest(game)
    s = core.new_game(players, seed=deal, game=game, **bots.tournament(game)[1])
    choices = []

    def seat(st):
        acts = core.legal_actions(st)
        if len(acts) > 1 and not bots.table_decides(st):
            choices.append(core.copy(st))
        return bots.decide(name, st, deal * 7 + core.current_player(st))

    bots.play(s, [seat] * players, deal)
    return choices


def positions(game, players, count, seed):
    # ``count`` recorded positions: the seeded games' mid- and late-game
    # choices (past the first third), every k-th so that each game gives
    # about 40.
    out = []
    deal = seed
    while len(out) < count:
        choices = _recorded(game, players, deal)
        later = choices[len(choices) // 3 :]
        step = max(1, len(later) // 40)
        out.extend(later[::step][: count - len(out)])
        deal += 1
    return out


def percentile(xs, p):
    xs = sorted(xs)
    k = (len(xs) - 1) * p / 100.0
    lo = int(k)
    hi = min(lo + 1, len(xs) - 1)
    return xs[lo] + (xs[hi] - xs[lo]) * (k - lo)


def main(argv=None):
    ap = _Parser(prog="bench_advisor", description="core.advise's time a decision at each level.")
    ap.add_argument("--game", default=core.NAMES[0])
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--positions", type=int, default=500)
    ap.add_argument("--levels", default=",".join(advisor.ORDER))
    ap.add_argument("--factor", type=float, default=5.0, help="a Pi 4's slowness against one core here")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--json", action="store_true")
    try:
        a = ap.parse_args(argv)
        if a.game not in core.PLAYABLE:
            raise BadArgs("game: one of " + ", ".join(core.PLAYABLE))
        levels = a.levels.split(",")
        for lv in levels:
            if lv not in advisor.LEVELS:
                raise BadArgs("level: " + lv[:30] + " is not one of " + ", ".join(advisor.ORDER))
        if a.positions < 1 or a.factor <= 0:
            raise BadArgs("positions and factor must be positive")
    except BadArgs as e:
        print("bench_advisor: " + str(e), file=sys.stderr)
        return 2
    players = a.players or bots.tournament(a.game)[0]
    pos = positions(a.game, players, a.positions, a.seed)
    rows = []
    for lv in levels:
        n = advisor.LEVELS[lv]
        times = []
        for i, st in enumerate(pos):
            t = time.process_time()
            core.advise(st, iterations=n, seed=i)
            times.append(time.process_time() - t)
        p99 = round(percentile(times, 99), 4)  # (the Pi column: this times the factor)
        rows.append(
            {
                "level": lv,
                "iterations": n,
                "median_s": round(percentile(times, 50), 4),
                "p99_s": p99,
                "max_s": round(max(times), 4),
                "pi4_p99_s": round(p99 * a.factor, 3),
                "fits": p99 * a.factor <= BUDGET,
            }
        )
    if a.json:
        print(
            json.dumps(
                {
                    "game": a.game,
                    "players": players,
                    "positions": len(pos),
                    "factor": a.factor,
                    "levels": rows,
                }
            )
        )
        return 0
    print(
        "%s, %d players: %d positions (mid and late game), Pi 4 factor %.1f, budget %.1f s"
        % (a.game, players, len(pos), a.factor, BUDGET)
    )
    print(
        "%-10s %10s %9s %9s %9s %11s  %s"
        % ("level", "iterations", "median s", "p99 s", "max s", "Pi4 p99 s", "fits")
    )
    for r in rows:
        print(
            "%-10s %10d %9.4f %9.4f %9.4f %11.3f  %s"
            % (
                r["level"],
                r["iterations"],
                r["median_s"],
                r["p99_s"],
                r["max_s"],
                r["pi4_p99_s"],
                "yes" if r["fits"] else "NO",
            )
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
