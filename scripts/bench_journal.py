#!/usr/bin/env python3
"""Benchmark of the journal (firmware/journal/), in a temporary folder:
the time to commit one action (Journal.append: one transaction, synced
before it returns, then the commit count written and synced in the .lock
file) with the journal's setting, synchronous=FULL, and with
synchronous=NORMAL for comparison (median and 95th percentile); the time
to resume a game (open the journal + state()) of about 700 actions; and,
on a journal of 10,000 finished games, the time to open it (after a clean
close: no deep check), to make ``doubloon history`` (history() and the
player statistics) and the whole ``doubloon history`` command, against the
deep check (PRAGMA integrity_check) that runs only after an unclean close.

    .venv/bin/python scripts/bench_journal.py [--appends 2000] [--games 10000] [--dir DIR]

Run it with --dir on the medium that matters (the Pi's SD card): a
temporary folder may be on another disk, or in memory.
"""

import argparse
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))

import core  # noqa: E402
from core import record  # noqa: E402
from core.canon import dumps  # noqa: E402
from core.puerto_rico.endgame import final_score  # noqa: E402
from core.puerto_rico.simulate import MAX_ACTIONS, play_random, random_walk  # noqa: E402
from firmware.commands.history import history_lines  # noqa: E402
from firmware.journal import Journal, _summary  # noqa: E402


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


def time_appends(path, synchronous, n, header, actions, count=True):
    """Append times; ``count`` False leaves out the sync of the .lock
    file's commit count (what the detection of a damaged WAL costs)."""
    from firmware.journal import locks  # where the .lock file's line is synced

    sync = locks._sync
    if not count:
        locks._sync = lambda fd: None
    try:
        return _time_appends(path, synchronous, n, header, actions)
    finally:
        locks._sync = sync


def _time_appends(path, synchronous, n, header, actions):
    j = Journal(path)
    j._db.execute("PRAGMA synchronous=" + synchronous)
    times = []
    gid = j.new_game(header)
    k = 0
    for _ in range(n):
        if k == len(actions):  # next game
            gid = j.new_game(header)
            k = 0
        t = time.perf_counter()
        j.append(gid, actions[k])
        times.append(time.perf_counter() - t)
        k += 1
    j.close()
    return times


def fill(path, games, kinds=50):
    """A journal of ``games`` finished games (``kinds`` different random
    4-player games over and over), written in one transaction."""
    records = []
    for seed in range(kinds):
        actions = []
        end = play_random(4, seed, record=actions)
        score = final_score(end)
        records.append(
            (dumps(record.header(end)), dumps(score), _summary(score), [dumps(list(a)) for a in actions])
        )
    j = Journal(path)
    db = j._db
    db.execute("BEGIN")
    rows = 0
    for n in range(games):
        header, result, summary, actions = records[n % kinds]
        when = "2026-%02d-%02d %02d:%02d:00" % (1 + n // 2000 % 12, 1 + n // 70 % 28, n // 60 % 24, n % 60)
        gid = db.execute(
            "INSERT INTO games (created, header, finished, result, summary) VALUES (?, ?, ?, ?, ?)",
            (when, header, when, result, summary),
        ).lastrowid
        db.executemany(
            "INSERT INTO actions (game_id, seq, action, undone, time) VALUES (?, ?, ?, 0, ?)",
            [(gid, i + 1, a, when) for i, a in enumerate(actions)],
        )
        rows += len(actions)
    db.execute("COMMIT")
    j.close()
    return rows


def best_of(n, fn):
    ts = []
    for _ in range(n):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return min(ts), statistics.median(ts)


def history_command(path):
    """What ``doubloon history`` does once the interpreter is up."""
    j = Journal(path, write=False)
    games = j.history()
    lines = history_lines(games, j.player_stats(games), j.set_aside_games())
    j.close()
    return lines


def big_journal(folder, games, runs):
    path = os.path.join(folder, "big.sqlite3")
    t = time.perf_counter()
    rows = fill(path, games)
    size = os.path.getsize(path) + (os.path.getsize(path + "-wal") if os.path.exists(path + "-wal") else 0)
    print(
        "journal of %d finished games, %d actions, %.0f MB (made in %.1f s)"
        % (games, rows, size / 1e6, time.perf_counter() - t)
    )
    Journal(path).close()  # a first writer open: the .lock file, a clean close
    for label, fn in (
        ("open (writer: lock, cheap checks)", lambda: Journal(path).close()),
        ("open (reader: history, export)", lambda: Journal(path, write=False).close()),
        ("history: open + history() + player stats + lines", lambda: history_command(path)),
    ):
        lo, med = best_of(runs, fn)
        print("  %-52s best %.1f ms, median %.1f ms (%d runs)" % (label + ":", lo * 1e3, med * 1e3, runs))
    lines = history_command(path)
    cmd = [sys.executable, "-m", "firmware.cli", "history", "--db", path]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    lo, med = best_of(
        max(3, runs // 4), lambda: subprocess.run(cmd, cwd=root, stdout=subprocess.DEVNULL, check=True)
    )
    print(
        "  %-52s best %.2f s, median %.2f s (%d lines)"
        % ("doubloon history, the whole command:", lo, med, len(lines))
    )
    lo, med = best_of(3, lambda: Journal(path, write=False, check=True).close())
    print(
        "  %-52s best %.2f s, median %.2f s" % ("open with the deep check (after an unclean close):", lo, med)
    )


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--appends", type=int, default=2000)
    ap.add_argument("--resumes", type=int, default=20)
    ap.add_argument("--games", type=int, default=10000, help="finished games in the big journal (0: skip it)")
    ap.add_argument("--runs", type=int, default=20, help="runs of each open and history")
    ap.add_argument("--dir", default=None, help="folder for the test files (default: a temporary one)")
    args = ap.parse_args(argv)
    folder = tempfile.mkdtemp(prefix="bench-journal-", dir=args.dir)
    try:
        header, actions = long_game()
        print(
            "machine: %s, %s, Python %s (%s), SQLite %s; files in %s"
            % (
                platform.platform(),
                platform.machine(),
                platform.python_version(),
                platform.python_implementation(),
                __import__("sqlite3").sqlite_version,
                folder,
            )
        )
        for sync, count, label in (
            ("FULL", True, "synchronous=FULL (the journal's setting)"),
            ("FULL", False, "the same without the .lock count's sync"),
            ("NORMAL", False, "synchronous=NORMAL, no .lock count sync"),
        ):
            ts = time_appends(
                os.path.join(folder, "append-%s-%d.sqlite3" % (sync.lower(), count)),
                sync,
                args.appends,
                header,
                actions,
                count,
            )
            print(
                "commit one action, %-41s median %.3f ms, p95 %.3f ms, max %.3f ms (%d appends)"
                % (label + ":", statistics.median(ts) * 1e3, percentile(ts, 95) * 1e3, max(ts) * 1e3, len(ts))
            )
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
        print(
            "resume a %d-action game (open + state()): "
            "median %.1f ms, max %.1f ms (%d runs)"
            % (len(actions), statistics.median(ts) * 1e3, max(ts) * 1e3, len(ts))
        )
        if args.games:
            big_journal(folder, args.games, args.runs)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
