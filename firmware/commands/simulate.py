"""``doubloon simulate``: random legal games with invariant checks after every
action; reports games/s, microseconds per action and the end triggers seen.
With ``--expansions`` it also plays each seed without them, alternating, so
the two rates come from the same run (a loaded machine slows both alike)."""

from __future__ import annotations

import sys
import time
from typing import TYPE_CHECKING

from core import inputs
from core.puerto_rico import simulate as sim
from core.puerto_rico.endgame import final_score
from core.puerto_rico.expansions.new_buildings import EXPANSIONS
from core.errors import BadInput
from firmware.commands import expansions_named, seed_arg

if TYPE_CHECKING:
    import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("simulate", help="play random legal games and check the rules' invariants")
    p.add_argument("--players", type=int, default=4, choices=(2, 3, 4, 5))
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=seed_arg, default=1, help="seed of the first game (then seed + 1...)")
    p.add_argument("--edition", default="classic", choices=("classic", "1897"))
    p.add_argument("--no-checks", action="store_true", help="skip the invariant checks (pure speed)")
    p.add_argument(
        "--expansions",
        default="",
        help="comma-separated expansions to play (the core plays: " + ", ".join(EXPANSIONS) + ")",
    )
    p.add_argument(
        "--setup",
        default="draft",
        choices=("draft", "random", "base"),
        help="with expansions: how the violet slots are filled (the draft is played too)",
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.games < 1:
        print("doubloon simulate: --games must be at least 1", file=sys.stderr)
        return 2
    # game i plays seed + i: the last game's seed must be a seed too
    if not inputs.seed_ok(args.seed + args.games - 1):
        print(
            "doubloon simulate: --seed %d with --games %d goes past the seeds (%s)"
            % (args.seed, args.games, inputs.SEEDS),
            file=sys.stderr,
        )
        return 2
    try:
        expansions = expansions_named(args.expansions, args.setup)  # play's check
    except BadInput as e:
        print("doubloon simulate: " + inputs.one_line(e), file=sys.stderr)
        return 2
    triggers = {}
    actions = 0
    rounds = 0
    winners_total = 0
    tty = sys.stderr.isatty()
    # with expansions: the base game on the same seeds, game by game, and
    # both in process time (other programs on the machine do not count)
    base_dt = 0.0
    base_actions = 0
    base_cpu = 0.0
    exp_cpu = 0.0
    t0 = time.perf_counter()
    for i in range(args.games):
        if expansions:
            t1 = time.perf_counter()
            c1 = time.process_time()
            base = sim.play_random(args.players, args.seed + i, args.edition, checks=not args.no_checks)
            base_actions += base["step"]
            base_dt += time.perf_counter() - t1
            c2 = time.process_time()
            base_cpu += c2 - c1
        state = sim.play_random(
            args.players,
            args.seed + i,
            args.edition,
            checks=not args.no_checks,
            expansions=expansions,
            setup=args.setup,
        )
        if expansions:
            exp_cpu += time.process_time() - c2
        actions += state["step"]
        rounds += state["round"]
        for t in state["end"]:
            triggers[t] = triggers.get(t, 0) + 1
        winners_total += max(p["total"] for p in final_score(state)["players"])
        if tty and (i + 1) % max(1, args.games // 20) == 0:
            sys.stderr.write("\r%d/%d games" % (i + 1, args.games))
            sys.stderr.flush()
    dt = time.perf_counter() - t0 - base_dt
    if tty:
        sys.stderr.write("\n")
    print(
        "games:            %d (%d players, seeds %d..%d, %s)"
        % (
            args.games,
            args.players,
            args.seed,
            args.seed + args.games - 1,
            "no checks" if args.no_checks else "invariants checked after every action",
        )
    )
    if expansions:
        # the setup fills expansion 1's violet slots: said only with it
        setup = " (setup %s)" % args.setup if "new_buildings" in expansions else ""
        print("expansions:       %s%s" % (", ".join(expansions), setup))
    print("games per second: %.1f" % (args.games / dt))
    print(
        "us per action:    %.1f (legal_actions + apply%s)"
        % (dt / actions * 1e6, "" if args.no_checks else " + checks")
    )
    print("actions per game: %.1f, rounds per game: %.1f" % (actions / args.games, rounds / args.games))
    print("winning score:    %.1f on average" % (winners_total / args.games))
    print("end triggers:     " + ", ".join("%s %d" % (k, triggers[k]) for k in sorted(triggers)))
    if expansions:
        print(
            "base game:        %.1f games/s, same seeds (expansions at %.0f%% of its rate, process time)"
            % (args.games / base_dt, 100 * base_cpu / exp_cpu)
        )
        # per action: the expansions' games are longer (nobles: A15)
        print(
            "per action:       expansions at %.0f%% of the base game's rate (%.1f actions a base game)"
            % (100 * (base_cpu / base_actions) / (exp_cpu / actions), base_actions / args.games)
        )
    return 0
