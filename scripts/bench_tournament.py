#!/usr/bin/env python3
"""A tournament: how often a candidate wins against named opponents.

N games of Puerto Rico at 4 players (San Juan and Port Royal at 2 with
--game), the candidate in every seat in turn: game g deals seed
``--seed + g // players`` with the candidate in seat ``g % players``, so
each deal is played once from every seat. A game the candidate wins
alone counts 1, a win shared by k players (the game's own tie-breaks
decided nothing) counts 1/k. Prints the win rate with its 95% Wilson
interval, the mean rank, the mean margin (the candidate's score less the
best other score) and the candidate's seconds a decision.

A player: a bot of core.bots (``random``, ``action_value``, ...) or
``advisor[:level]`` (core.advise; level: one of core.advisor.LEVELS, or
the start of one, or a number of iterations; none: the strongest).

    .venv/bin/python scripts/bench_tournament.py --candidate action_value --opponents random
    .venv/bin/python scripts/bench_tournament.py --candidate advisor:strong --opponents action_value
    .venv/bin/python scripts/bench_tournament.py --game san_juan --candidate rule --opponents random

``--opponents`` names one player for every other seat, or one a seat
(comma-separated). ``--jobs J`` plays the games in J processes (the
result is the same). ``--progress`` tells each game on stderr as it
ends; ``--tally FILE [--game G]`` reports those lines (a run stopped
before its end: the games it played)."""

import argparse
import math
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import core  # noqa: E402
from core import bots  # noqa: E402

PROG = "bench_tournament"
# advisor levels when core.advisor names none: iterations
LEVELS = {"quick": 16, "medium": 60, "strongest": 200}


class BadArgs(Exception):
    pass


class _Parser(argparse.ArgumentParser):
    def error(self, message):
        raise BadArgs(message)


def advisor_levels():
    # The advisor's levels: core.advisor's own (LEVELS, name -> iterations)
    # when it names them, else ours.
    import importlib

    try:
        mod = importlib.import_module("core.advisor")
    except ImportError:
        mod = None
    levels = getattr(mod, "LEVELS", None) if mod is not None else None
    return levels if isinstance(levels, dict) and levels else LEVELS


def player(spec, game):
    # (label, decide(state, seed)) for a player named on the command line;
    # BadArgs for a name that is none.
    spec = spec.strip()
    if spec == "advisor" or spec.startswith("advisor:"):
        levels = advisor_levels()
        level = spec[8:] or max(levels, key=lambda k: levels[k])  # the strongest
        named = [k for k in sorted(levels) if k.startswith(level)]  # "strong": "strongest"
        if level.isdigit() and int(level) > 0:
            iterations = int(level)
        elif level in levels or len(named) == 1:
            iterations = levels[level if level in levels else named[0]]
        else:
            raise BadArgs("advisor level: " + level[:30] + " is not one of " + ", ".join(sorted(levels)))
        if not hasattr(core, "advise"):
            raise BadArgs("advisor: this core has no core.advise yet")

        def advise(state, seed):
            return core.advise(state, iterations=iterations, seed=seed)

        return spec, advise
    names = bots.names(game)
    if spec not in names:
        raise BadArgs("player: " + spec[:30] + " is not advisor[:level] nor one of " + ", ".join(names))

    def bot(state, seed):
        return bots.decide(spec, state, seed)

    return spec, bot


def wilson(wins, n, z=1.96):
    # The 95% Wilson score interval of a rate of ``wins`` in ``n``.
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    mid = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, mid - half), min(1.0, mid + half)


def play_one(job):
    # One game: (win share, rank, margin, seconds, decisions) of the candidate.
    game, players, specs, seed, g, options = job
    seat = g % players
    deal = seed + g // players
    cand = player(specs[0], game)[1]
    opps = [player(s, game)[1] for s in specs[1:]]
    names = ["Seat %d" % (k + 1) for k in range(players)]
    state = core.new_game(names, seed=deal, game=game, **options)
    spent = [0.0, 0]
    seats = []
    k = 0
    for p in range(players):
        if p == seat:

            def me(state, p=p):
                t0 = time.process_time()
                a = cand(state, deal * 8 + p + state["step"] * 64)
                spent[0] += time.process_time() - t0
                spent[1] += 1
                return a

            seats.append(me)
        else:
            f = opps[k % len(opps)]
            k += 1
            seats.append(lambda state, f=f, p=p: f(state, deal * 8 + p + state["step"] * 64))
    bots.play(state, seats, deal)
    fs = core.final_score(state)
    rows = fs["players"]
    mine = rows[seat]
    share = 1.0 / len(fs["winners"]) if mine["name"] in fs["winners"] else 0.0
    best = max(r["total"] for r in rows if r is not mine)
    return share, mine["rank"], mine["total"] - best, spent[0], spent[1]


def parse(argv):
    ap = _Parser(prog=PROG, description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", default=core.games.DEFAULT)
    ap.add_argument("--games", type=int, default=100, help="games (a multiple of the players)")
    ap.add_argument("--candidate", required=True)
    ap.add_argument("--opponents", required=True)
    ap.add_argument("--players", type=int, default=None)
    ap.add_argument("--seed", type=int, default=0, help="the first deal's seed")
    ap.add_argument("--expansions", default="", help="Puerto Rico: comma-separated")
    ap.add_argument("--jobs", type=int, default=1)
    ap.add_argument("--progress", action="store_true", help="each game's result on stderr as it ends")
    args = ap.parse_args(argv)
    if args.game not in core.games.PLAYABLE:
        raise BadArgs("--game: " + args.game[:30] + " is not one of " + ", ".join(core.games.PLAYABLE))
    n, options = bots.tournament(args.game)
    n = args.players or n
    lo, hi = core.games.game(args.game).PLAYERS[0], core.games.game(args.game).PLAYERS[-1]
    if not lo <= n <= hi:
        raise BadArgs("--players: %s plays %d to %d" % (args.game, lo, hi))
    if args.games < n or args.games % n:
        raise BadArgs("--games: a multiple of %d (each deal from every seat), not %d" % (n, args.games))
    if args.jobs < 1 or args.seed < 0:
        raise BadArgs("--jobs and --seed: --jobs 1 or more, --seed 0 or more")
    opps = [s for s in args.opponents.split(",")]
    if len(opps) not in (1, n - 1):
        raise BadArgs("--opponents: one player, or %d comma-separated" % (n - 1))
    specs = [args.candidate] + opps
    for s in specs:
        player(s, args.game)  # BadArgs for one that is none
    if args.expansions:
        if args.game != core.games.DEFAULT:
            raise BadArgs("--expansions: Puerto Rico's only")
        options["expansions"] = tuple(args.expansions.split(","))
        try:
            core.new_game(n, game=args.game, **options)
        except core.DoubloonError as e:
            raise BadArgs("--expansions: " + str(e)) from None
    return args, n, specs, options


def tally(argv):
    # ``--tally FILE``: the report of a run's --progress lines (a run
    # stopped before its end still says what its games gave).
    ap = _Parser(prog=PROG + " --tally")
    ap.add_argument("--tally", required=True)
    ap.add_argument("--game", default=core.games.DEFAULT)
    ap.add_argument("--players", type=int, default=None)
    args = ap.parse_args(argv)
    if args.game not in core.games.PLAYABLE:
        raise BadArgs("--game: " + args.game[:30] + " is not one of " + ", ".join(core.games.PLAYABLE))
    n = args.players or bots.tournament(args.game)[0]
    rows = []
    try:
        with open(args.tally) as f:
            for line in f:
                w = line.replace(":", " ").split()
                if len(w) == 10 and w[0] == "game" and w[2] == "seat" and w[4] == "win":
                    rows.append((int(w[1]), int(w[3]), float(w[5]), int(w[7]), int(w[9])))
    except (OSError, ValueError, UnicodeDecodeError) as e:
        raise BadArgs("--tally: " + args.tally[:60] + ": " + str(e)[:60]) from None
    if not rows:
        raise BadArgs("--tally: " + args.tally[:60] + " has no game lines")
    g = len(rows)
    wins = sum(r[2] for r in rows)
    lo, hi = wilson(wins, g)
    print("%s, %d players: %d games told (games %s)" % (args.game, n, g, _spans([r[0] for r in rows])))
    print(
        "wins %.1f of %d: %.1f%% (95%% Wilson %.1f%%-%.1f%%; parity %.1f%%)"
        % (wins, g, 100 * wins / g, 100 * lo, 100 * hi, 100.0 / n)
    )
    print(
        "mean rank %.2f; mean margin over the best other %+.2f"
        % (sum(r[3] for r in rows) / g, sum(r[4] for r in rows) / g)
    )
    by_seat = []
    for seat in range(1, n + 1):
        rs = [r[2] for r in rows if r[1] == seat]
        by_seat.append("%.0f%% of %d" % (100 * sum(rs) / len(rs), len(rs)) if rs else "-")
    print("wins by seat: " + ", ".join(by_seat))
    return 0


def _spans(xs):
    # "0-41, 44" for the game numbers told
    xs = sorted(xs)
    out = []
    start = prev = xs[0]
    for x in xs[1:] + [None]:
        if x is not None and x == prev + 1:
            prev = x
            continue
        out.append(str(start) if start == prev else "%d-%d" % (start, prev))
        if x is not None:
            start = prev = x
    return ", ".join(out)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    try:
        if any(a == "--tally" or a.startswith("--tally=") for a in argv):
            return tally(argv)
        args, n, specs, options = parse(argv)
    except BadArgs as e:
        print(PROG + ": " + str(e), file=sys.stderr)
        return 2
    jobs = [(args.game, n, specs, args.seed, g, options) for g in range(args.games)]
    t0 = time.time()
    results = []
    pool = None
    if args.jobs > 1:
        import multiprocessing

        pool = multiprocessing.Pool(args.jobs)
        games = pool.imap(play_one, jobs, chunksize=1)  # (in order, as they end)
    else:
        games = (play_one(j) for j in jobs)
    for j, r in zip(jobs, games):
        results.append(r)
        if args.progress:  # one line a game, so a stopped run still tells
            print(
                "game %d seat %d: win %.2f rank %d margin %+d" % (j[4], j[4] % n + 1, r[0], r[1], r[2]),
                file=sys.stderr,
                flush=True,
            )
    if pool is not None:
        pool.close()
        pool.join()
    wall = time.time() - t0
    report(args, n, specs, options, results, wall)
    return 0


def report(args, n, specs, options, results, wall):
    g = len(results)
    wins = sum(r[0] for r in results)
    lo, hi = wilson(wins, g)
    rank = sum(r[1] for r in results) / g
    margin = sum(r[2] for r in results) / g
    secs = sum(r[3] for r in results)
    decisions = sum(r[4] for r in results)
    extra = (" " + ",".join(options["expansions"])) if "expansions" in options else ""
    print(
        "%s%s, %d players, %d games (deals %d-%d, the candidate in every seat)"
        % (args.game, extra, n, g, args.seed, args.seed + g // n - 1)
    )
    print("candidate %s against %s" % (specs[0], ", ".join(specs[1:])))
    print(
        "wins %.1f of %d: %.1f%% (95%% Wilson %.1f%%-%.1f%%; parity %.1f%%)"
        % (wins, g, 100 * wins / g, 100 * lo, 100 * hi, 100.0 / n)
    )
    print("mean rank %.2f; mean margin over the best other %+.2f" % (rank, margin))
    by_seat = []
    for s in range(n):
        rs = [r[0] for i, r in enumerate(results) if i % n == s]
        by_seat.append("%.0f%%" % (100 * sum(rs) / len(rs)))
    print("wins by seat: " + " ".join(by_seat))
    per = secs / decisions if decisions else 0.0
    print("candidate: %d decisions, %.4f s each (process time); wall %.0f s" % (decisions, per, wall))


if __name__ == "__main__":
    sys.exit(main())
