#!/usr/bin/env python3
"""Benchmark of the rules core on CPython: random 4-player games per second
(every action validated by apply against legal_actions) and microseconds per
legal_actions + apply.

    .venv/bin/python scripts/bench_core.py [--games 300] [--players 4]
    .venv/bin/python scripts/bench_core.py --against e9f6cf0 --games 300
    .venv/bin/python scripts/bench_core.py --against e9f6cf0 --games 300 \
        --expansions new_buildings,nobles,smuggler,festival
    .venv/bin/python scripts/bench_core.py --instructions --against e9f6cf0 [--games 20]

``--against REV`` also times the core of an older commit in the same run,
alternating rounds of both, in process time (a loaded machine slows both
alike, and its waits for a core are not counted): the older
core is copied from git into a temporary package ``core_<its hash>``, which
its relative imports allow. ``--expansions``: the games with those
expansions too, of both cores, and their rate per action as a share of the
base game's in the same run. A REV that names no commit, or an unknown
expansion: one line on stderr, exit status 2.

``--instructions``: instructions instead of time, counted by valgrind's
callgrind (a loaded machine does not change them): the same ``--games``
random games of each core (this tree, and REV's with ``--against``),
through ``play_random``, less the same run with no game (the interpreter's
start and the imports), per game and per action, with
``PYTHONHASHSEED=0``. Without valgrind: one line, exit status 2.
"""

import argparse
import importlib
import inspect
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

from core import canon, rng  # noqa: E402
from core.errors import BadInput  # noqa: E402
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


def _git(root, *args):
    return subprocess.run(["git", *args], cwd=root, capture_output=True, check=True).stdout


def load_core_at(rev):
    """The ``core`` package of commit ``rev``, imported as core_<hash>.

    BadRev (one line) when ``rev`` names no commit or its tree has no
    Puerto Rico core."""
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    try:
        commit = _git(root, "rev-parse", "--verify", "--quiet", rev + "^{commit}").decode().strip()
    except subprocess.CalledProcessError:
        raise BadRev("--against: no commit named " + repr(rev)[:60]) from None
    # the package is named by the commit, not by what the user typed
    # ("origin/main" or "v1.0" are no module names)
    name = "core_" + commit[:12]
    files = _git(root, "ls-tree", "-r", "--name-only", "-z", commit, "core").decode().split("\0")
    files = [f for f in files if f]
    if "core/puerto_rico/simulate.py" in files:
        module = name + ".puerto_rico.simulate"  # the games in their folders
    elif "core/simulate.py" in files and "core/puerto_rico/__init__.py" not in files:
        module = name + ".simulate"  # before the games got their folders
    else:
        raise BadRev("--against: " + rev[:40] + " has no Puerto Rico core to time")
    tmp = tempfile.mkdtemp(prefix="bench-core-")
    for f in files:
        dest = os.path.join(tmp, name + f[len("core") :])
        os.makedirs(os.path.dirname(dest), exist_ok=True)
        with open(dest, "wb") as out:
            out.write(_git(root, "show", commit + ":" + f))
    sys.path.insert(0, tmp)
    # (no fallback on ImportError: a broken copy must say so, not be
    # replaced by another module without play_random)
    return importlib.import_module(module)


class BadRev(Exception):
    pass


def _same_games(old, new, players, seed, **kw):
    # Whether both cores play the same game from ``seed`` (the same final
    # state, in canonical JSON).
    return canon.dumps(old.play_random(players, seed, **kw)) == canon.dumps(
        new.play_random(players, seed, **kw)
    )


def _runs(rev, old, new, players, seed, expansions):
    # [(label, play_random, its options)] to time, in the order shown.
    cores = ((rev, old), ("this tree", new)) if old else (("this tree", new),)
    runs = [(name, sim.play_random, {}) for name, sim in cores]
    if old and not _same_games(old, new, players, seed):
        # an older core playing other rules (before the privilege
        # colonist's choice, ruling A20): this tree on version 1's rules
        # plays the very games the older core plays, if any
        if _same_games(old, new, players, seed, mayor_privilege="automatic"):
            runs.append(("  v1 rules", new.play_random, {"mayor_privilege": "automatic"}))
    if expansions:
        if old and "expansions" not in inspect.signature(old.play_random).parameters:
            raise BadRev("--against: " + rev[:40] + "'s core has no expansions")
        runs += [(name + " +", sim.play_random, {"expansions": expansions}) for name, sim in cores]
    return runs


def _time(runs, players, games, seed, rounds):
    # {label: [seconds, games, actions]}, the runs alternating by rounds
    totals = {label: [0.0, 0, 0] for label, _play, _kw in runs}
    per_round = max(1, games // rounds)
    for r in range(rounds):
        for label, play, kw in runs:
            # the process's CPU time, not the wall clock: on a loaded
            # machine the wall clock counts the waits for a core too
            t0 = time.process_time()
            steps = 0
            for g in range(per_round):
                steps += play(players, seed + r * per_round + g, **kw)["step"]
            totals[label][0] += time.process_time() - t0
            totals[label][1] += per_round
            totals[label][2] += steps
    return totals, per_round


def compare(rev, players, games, seed, expansions=(), rounds=5):
    """Games/s of this core, of ``rev``'s (if given) and, with
    ``expansions``, of their games with those expansions on, alternating
    rounds (a loaded machine slows them all alike)."""
    from core.puerto_rico import simulate as new

    old = load_core_at(rev) if rev else None
    runs = _runs(rev, old, new, players, seed, expansions)
    totals, per_round = _time(runs, players, games, seed, rounds)
    print("side by side, %d rounds of %d random %d-player games each:" % (rounds, per_round, players))
    if expansions:
        print("  (+: with the expansions %s)" % ",".join(expansions))
    for label, _play, _kw in runs:
        sec, n, steps = totals[label]
        print(
            "  %-12s %6.0f games/s  %5.0f actions a game  %5.2f us an action"
            % (label, n / sec, steps / n, sec / steps * 1e6)
        )
    _ratios(totals, rev if old else None, expansions)


def _ratios(totals, rev, expansions):
    def rate(label):  # (games/s, actions/s)
        sec, n, steps = totals[label]
        return n / sec, steps / sec

    if rev:
        o, t = rate(rev), rate("this tree")
        line = "  speed-up: %.2fx games/s, %.2fx per action" % (t[0] / o[0], t[1] / o[1])
        if "  v1 rules" in totals:
            line += "; on the same games (v1 rules) %.2fx" % (rate("  v1 rules")[0] / o[0])
        print(line)
    if expansions:
        names = ("this tree", rev) if rev else ("this tree",)
        shares = ["%s %.0f%%" % (n, 100 * rate(n + " +")[1] / rate(n)[1]) for n in names]
        print("  the expansions' rate per action, of the base game's: " + ", ".join(shares))
        if rev:
            o, t = rate(rev + " +"), rate("this tree +")
            print("  speed-up with the expansions: %.2fx per action" % (t[1] / o[1]))


# The child that callgrind counts: ``games`` random games of a core, the
# sum of their actions on stdout (with no game: the start and imports).
COUNTED = """
import sys
sys.path.insert(0, sys.argv[1])
from %s.puerto_rico.simulate import play_random
n = int(sys.argv[2])
kw = {"expansions": tuple(e for e in sys.argv[5].split(",") if e)} if sys.argv[5] else {}
steps = 0
for g in range(n):
    steps += play_random(int(sys.argv[3]), int(sys.argv[4]) + g, **kw)["step"]
print(steps)
"""


def _counted(path, package, games, players, seed, expansions):
    # (instructions, actions) of ``games`` games of ``package`` under ``path``
    env = dict(os.environ, PYTHONHASHSEED="0")
    r = subprocess.run(
        [
            "valgrind",
            "--tool=callgrind",
            "--callgrind-out-file=" + os.devnull,
            sys.executable,
            "-c",
            COUNTED % package,
            path,
            str(games),
            str(players),
            str(seed),
            ",".join(expansions),
        ],
        capture_output=True,
        text=True,
        env=env,
    )
    found = re.search(r"Collected : (\d+)", r.stderr)
    if r.returncode != 0 or not found:
        raise BadRev("valgrind failed: " + (r.stderr.strip().splitlines() or ["?"])[-1][:200])
    return int(found.group(1)), int(r.stdout.split()[-1])


def instructions(rev, players, games, seed, expansions=()):
    """Instructions per game and per action of this core and ``rev``'s,
    counted by callgrind: ``games`` games less none."""
    if shutil.which("valgrind") is None:
        raise BadRev("--instructions: needs valgrind (apt-get install valgrind)")
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    cores = [("this tree", os.path.abspath(root), "core")]
    if rev:
        old = load_core_at(rev)
        package = old.__name__.split(".")[0]
        path = os.path.dirname(os.path.dirname(os.path.abspath(importlib.import_module(package).__file__)))
        cores.insert(0, (rev, path, package))
    print(
        "instructions (callgrind, PYTHONHASHSEED=0), %d random %d-player games%s less none:"
        % (games, players, " with " + ",".join(expansions) if expansions else "")
    )
    per_action = {}
    for label, path, package in cores:
        start, _ = _counted(path, package, 0, players, seed, expansions)
        total, steps = _counted(path, package, games, players, seed, expansions)
        ins = total - start
        per_action[label] = ins / steps
        print(
            "  %-12s %7.2f M a game  %5.0f actions a game  %6.0f an action"
            % (label, ins / games / 1e6, steps / games, ins / steps)
        )
    if rev:
        print("  speed-up: %.2fx per action" % (per_action[rev] / per_action["this tree"]))


def _expansions(text):
    # The names of --expansions, checked by the core's own set-up of a
    # throw-away game (BadInput for an unknown one).
    names = tuple(e.strip() for e in (text or "").split(",") if e.strip())
    if names:
        core.new_game(["A", "B"], seed=0, expansions=names)
    return names


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, help="games (default 300; with --instructions 20)")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--against", metavar="REV", help="also time the core of this commit, side by side")
    ap.add_argument("--rounds", type=int, default=5, help="side by side: rounds of alternation")
    ap.add_argument(
        "--instructions", action="store_true", help="count instructions (callgrind) instead of timing"
    )
    ap.add_argument(
        "--expansions",
        metavar="NAMES",
        help="comma-separated expansions: their games too, side by side with the base game's",
    )
    args = ap.parse_args()
    if args.games is None:
        args.games = 20 if args.instructions else 300
    if args.instructions:
        try:
            expansions = _expansions(args.expansions)
            instructions(args.against, args.players, args.games, args.seed, expansions)
        except (BadRev, BadInput) as e:
            sys.stderr.write("bench_core: %s\n" % e)
            sys.exit(2)
        return
    if args.against or args.expansions:
        try:
            expansions = _expansions(args.expansions)
            compare(args.against, args.players, args.games, args.seed, expansions, args.rounds)
        except (BadRev, BadInput) as e:
            sys.stderr.write("bench_core: %s\n" % e)
            sys.exit(2)
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
