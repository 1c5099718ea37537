#!/usr/bin/env python3
"""Benchmark of the journal (firmware/journal.py), in a temporary folder:
the time to commit one action (Journal.append: one transaction, synced
before it returns) with the journal's setting, synchronous=FULL, and with
synchronous=NORMAL for comparison (median and 95th percentile); and the
time to resume a game (open the journal + state()) of about 700 actions.

    .venv/bin/python scripts/bench_journal.py [--appends 2000] [--dir DIR]

Run it with --dir on the medium that matters (the Pi's SD card): a
temporary folder may be on another disk, or in memory.
"""

import argparse
import os
import platform
import shutil
import statistics
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import core  # noqa: E402
from core import record  # noqa: E402
from core.puerto_rico.simulate import MAX_ACTIONS, random_walk  # noqa: E402
from firmware.journal import Journal  # noqa: E402


def long_game(players=5, want=700, tries=400):
    """A seeded random game of about ``want`` actions: (header, actions)."""
    best = None
    for seed in range(tries):
        actions = []
        state = core.new_game(players, seed=seed)
        header = record.header(state)
        random_walk(state, MAX_ACTIONS, seed, actions)
        if best is None or abs(len(actions) - want) < abs(len(best[1]) - want):
            best = (header, actions)
        if abs(len(actions) - want) <= 10:
            break
    return best


def percentile(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100.0 * (len(xs) - 1))))]


def time_appends(path, synchronous, n, header, actions):
    j = Journal(path)
    j._db.execute("PRAGMA synchronous=" + synchronous)
    times = []
    gid = j.new_game(header)
    k = 0
    for _ in range(n):
        if k == len(actions):   # next game
            gid = j.new_game(header)
            k = 0
        t = time.perf_counter()
        j.append(gid, actions[k])
        times.append(time.perf_counter() - t)
        k += 1
    j.close()
    return times


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--appends", type=int, default=2000)
    ap.add_argument("--resumes", type=int, default=20)
    ap.add_argument("--dir", default=None, help="folder for the test files (default: a temporary one)")
    args = ap.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="bench-journal-", dir=args.dir)
    try:
        header, actions = long_game()
        print("machine: %s, %s, Python %s (%s), SQLite %s; files in %s" % (
            platform.platform(), platform.machine(), platform.python_version(),
            platform.python_implementation(), __import__("sqlite3").sqlite_version, folder))
        for sync in ("FULL", "NORMAL"):
            ts = time_appends(os.path.join(folder, "append-%s.sqlite3" % sync.lower()),
                              sync, args.appends, header, actions)
            label = "synchronous=%s%s" % (sync, " (the journal's setting)" if sync == "FULL" else "")
            print("commit one action, %-37s median %.3f ms, p95 %.3f ms, max %.3f ms (%d appends)" % (
                label + ":", statistics.median(ts) * 1e3, percentile(ts, 95) * 1e3,
                max(ts) * 1e3, len(ts)))
        path = os.path.join(folder, "resume.sqlite3")
        j = Journal(path)
        gid = j.new_game(header)
        for a in actions:
            j.append(gid, a)
        j.close()
        ts = []
        for _ in range(args.resumes):
            t = time.perf_counter()
            j = Journal(path)
            j.state(gid)
            ts.append(time.perf_counter() - t)
            j.close()
        print("resume a %d-action game (open with integrity check + state()): "
              "median %.1f ms, max %.1f ms (%d runs)" % (
                  len(actions), statistics.median(ts) * 1e3, max(ts) * 1e3, len(ts)))
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
