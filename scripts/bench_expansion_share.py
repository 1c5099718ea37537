#!/usr/bin/env python3
"""Where an expansion game's time goes, against the base game on the same
seeds (random 4-player games, CPython):

- the rate of the expansion games, as a share of the base game's rate;
- the ceiling at the base game's cost per decision: each decision of the
  expansion games priced at what a decision of that kind (a placement, a
  role pick, a build...) costs in the base games, the expansions' own
  decisions (draft, smuggler, ...) left out: what the rate would be if the
  expansions added no cost to any decision, only their longer games;
- under cProfile: the share of the time spent inside the expansions' own
  modules, and the rate if those cost nothing (the nobles' Mayor is not
  counted there: it does the base Mayor's work in a nobles game).

    .venv/bin/python scripts/bench_expansion_share.py [--games 200]
        [--expansions new_buildings,nobles,smuggler,festival]
"""

import argparse
import cProfile
import os
import pstats
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core import rng  # noqa: E402
from core.puerto_rico.engine import apply, legal_actions, start  # noqa: E402
from core.puerto_rico.hooks import load  # noqa: E402
from core.puerto_rico.simulate import play_random  # noqa: E402
from core.puerto_rico.setup import new_game  # noqa: E402

# The expansions' own modules (their hooks, menus and effects: a folder
# each, core/puerto_rico/expansions/<name>/); the base roles, the engine,
# flow and state serve both games.
OWN = "/core/puerto_rico/expansions/"


def by_kind(players, seed, expansions, cost, count):
    """Play one random game, adding each decision's process time to
    ``cost[kind]`` and 1 to ``count[kind]``; returns the game's time."""
    state = new_game(players, seed, "classic", "shuffle", "choice")
    t_game = time.process_time()
    if expansions:
        load("layers").switch_on(state, expansions, "draft")
    start(state)
    r = rng.seed_state(seed ^ 0x5EED)
    clock = time.process_time
    while True:
        kind = "draw" if state["draw"] is not None else state["phase"]
        t0 = clock()
        acts = legal_actions(state)
        if not acts:
            break
        r, i = rng.below(r, len(acts))
        apply(state, acts[i], acts)
        cost[kind] = cost.get(kind, 0.0) + clock() - t0
        count[kind] = count.get(kind, 0) + 1
    return time.process_time() - t_game


def profiled(players, games, expansions):
    """Own seconds under cProfile: (base total, expansions total, inside
    OWN), base and expansion games alternating seed by seed."""
    base, exp = cProfile.Profile(), cProfile.Profile()
    for s in range(1, games + 1):
        for prof, exps in ((base, ()), (exp, expansions)):
            prof.enable()
            play_random(players, s, expansions=exps)
            prof.disable()
    totals = []
    own = 0.0
    for prof in (base, exp):
        total = 0.0
        for (path, _line, _fn), row in pstats.Stats(prof).stats.items():
            total += row[2]
            if prof is exp and OWN in path.replace(os.sep, "/"):
                own += row[2]
        totals.append(total)
    return totals[0], totals[1], own


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    ap.add_argument("--expansions", default="new_buildings,nobles,smuggler,festival")
    args = ap.parse_args(argv)
    exps = tuple(e for e in args.expansions.split(",") if e)
    base_cost, base_n, exp_cost, exp_n = {}, {}, {}, {}
    base_t = exp_t = 0.0
    for s in range(1, args.games + 1):  # alternating: a loaded machine slows both alike
        base_t += by_kind(args.players, s, (), base_cost, base_n)
        exp_t += by_kind(args.players, s, exps, exp_cost, exp_n)
    at_base = 0.0
    for kind in exp_n:
        if kind in base_n:
            at_base += exp_n[kind] * base_cost[kind] / base_n[kind]
    g = args.games
    print("expansions:           " + ", ".join(exps))
    print(
        "decisions per game:   base %.1f, expansions %.1f"
        % (sum(base_n.values()) / g, sum(exp_n.values()) / g)
    )
    print(
        "rate:                 %.0f%% of the base game's (process time, decisions timed)"
        % (100 * base_t / exp_t)
    )
    print(
        "ceiling:              %.0f%% (each decision at the base game's cost of its kind; "
        "the expansions' own kinds free)" % (100 * sum(base_cost.values()) / at_base)
    )
    games = max(20, g // 2)
    b_total, e_total, own = profiled(args.players, games, exps)
    print(
        "under cProfile:       rate %.0f%%; inside the expansions' modules %.0f%% of the time; "
        "rate if they cost nothing %.0f%%"
        % (100 * b_total / e_total, 100 * own / e_total, 100 * b_total / (e_total - own))
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
