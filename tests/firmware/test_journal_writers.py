"""One table, one writer (firmware/journal.py): a second writer of the same
journal is refused in one line while the first holds the lock, a write to a
game changed behind our back is refused (the optimistic check), and
commands started at once on a new data folder all work or cleanly refuse."""

import io
import os
import sqlite3
import subprocess
import sys
import time

import pytest

import core
from core import record
from firmware import journal as journal_mod
from firmware.cli import main
from firmware.journal import GameWriter, Journal, JournalBusy, JournalConflict

from tests.support import ROOT


def _new(j, players=3, seed=7):
    state = core.new_game(players, seed=seed)
    return j.new_game(record.header(state)), state


def _play(state, n):
    """The first ``n`` actions of a game played by always taking the first
    legal choice (applied to ``state``)."""
    out = []
    for _ in range(n):
        a = core.legal_actions(state)[0]
        core.apply(state, a)
        out.append(a)
    return out


# ---- the writer lock ---------------------------------------------------------


def test_a_second_writer_is_refused_in_one_line_and_readers_need_no_lock(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    with pytest.raises(JournalBusy) as e:
        Journal(path)
    assert str(e.value) == (
        "j.sqlite3 is in use by another doubloon (process %d): one table, one writer" % os.getpid()
    )
    with Journal(path, write=False) as r:  # history, export: no lock
        assert r.history() == []
        with pytest.raises(journal_mod.JournalError):
            r.new_game(record.header(core.new_game(2, seed=1)))
    j.close()
    Journal(path).close()  # given up on close


HOLDER = r"""
import sys
from firmware.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _lock_line(path):
    try:
        with open(path + ".lock") as f:
            return f.read()
    except OSError:
        return ""


@pytest.mark.slow
def test_a_second_play_is_refused_while_a_table_plays_and_reading_works(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    # a finished game to read, then a table that plays on the journal: it
    # holds the lock while it waits for its keys on standard input
    with Journal(db) as j:
        gid, state = _new(j, 2, 4)
    table = subprocess.Popen(
        [sys.executable, "-c", HOLDER, "play", "--db", db, "--new", "--names", "Anne,Bob", "--seed", "4"],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.time() + 30
        while "pid %d" % table.pid not in _lock_line(db):
            assert table.poll() is None, table.stderr.read()
            assert time.time() < deadline, "the table never took the lock"
            time.sleep(0.02)
        capsys.readouterr()
        assert main(["play", "--db", db, "--new", "--keys", "e", "--names", "C,D"]) == 2
        err = capsys.readouterr().err
        assert err == (
            "doubloon play: j.sqlite3 is in use by another doubloon (process %d):"
            " one table, one writer\n" % table.pid
        )
        rec = tmp_path / "g.jsonl"
        rec.write_text(record.header_line(state) + "\n")
        assert main(["import", str(rec), "--db", db]) == 2
        assert "in use by another doubloon" in capsys.readouterr().err
        out = io.StringIO()
        from firmware.commands import history
        import argparse

        p = argparse.ArgumentParser()
        history.register(p.add_subparsers())
        args = p.parse_args(["export", str(gid), "--reveal-unfinished", "--db", db])
        assert args.func(args, out=out) == 0 and out.getvalue() == rec.read_text()
        assert main(["history", "--db", db]) == 0
        # the table plays its two decisions and stops
        _, err = table.communicate(b"ee", timeout=60)
        assert table.returncode == 0, err
    finally:
        if table.poll() is None:
            table.kill()
            table.wait()
    with Journal(db) as j:
        g = j.unfinished()[0]
        assert g["players"] == ["Anne", "Bob"] and g["actions"] == 2
        assert len(j.unfinished()) == 2  # the other one is the empty game 1
    assert main(["play", "--db", db, "--resume", "--keys", ""]) == 0  # free again


# ---- the optimistic check ----------------------------------------------------


def _interleave(path, gid, action):
    """Another program that writes without the lock (an older doubloon):
    appends ``action`` to the game."""
    db = sqlite3.connect(path)
    seq = db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?", (gid,)).fetchone()[0]
    db.execute(
        "INSERT INTO actions (game_id, seq, action, undone, time) VALUES (?, ?, ?, 0, '2026-01-01 00:00:00')",
        (gid, seq, record.action_line(action)),
    )
    db.commit()
    db.close()


def test_a_write_to_a_game_changed_behind_our_back_is_refused(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    gid, state = _new(j)
    first, second = _play(state, 2)
    assert j.append(gid, first) == 1
    _interleave(path, gid, second)
    for write in (
        lambda: j.append(gid, second),
        lambda: j.undo(gid),
        lambda: j.redo(gid),
        lambda: j.finish(gid, {"game": "puerto_rico", "players": [], "winners": []}),
    ):
        with pytest.raises(JournalConflict) as e:
            write()
        assert str(e.value) == (
            "game 1 was changed by another process (its last decision is #2, this one's is #1): not written"
        )
    assert j.actions(gid) == [first, second]  # nothing written; now we know the game
    assert j.undo(gid) == second and j.actions(gid) == [first]
    j.close()


def test_the_table_saves_a_game_changed_behind_its_back_whole_as_a_new_game(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    state = core.new_game(3, seed=7)
    header = record.header(state)
    said = []
    w = GameWriter(j, header, log=said.append)
    acts = _play(state, 6)
    for a in acts[:3]:
        assert w.append(a)
    old = w.game_id
    _interleave(path, old, acts[3])  # not what this table decided
    for a in acts[3:]:
        assert w.append(a)
    assert w.game_id != old and w.pending == 0 and w.problem is None
    assert j.actions(w.game_id) == acts == w.live
    assert j.export(w.game_id)[0] == j.export(old)[0]
    assert j.actions(old) == acts[:4]  # the other program's game is left as it is
    assert said[-1] == (
        "game %d was changed by another process; this game is saved whole as game %d" % (old, w.game_id)
    )
    j.close()


# ---- many commands at once on a new folder ------------------------------------

# Each child imports first, then waits for the same start time, so that the
# journal is created, migrated and locked by all of them at the same moment.
STARTER = r"""
import sys, time
from firmware.cli import main
t = float(sys.argv[1])
while time.time() < t:
    pass
sys.exit(main(sys.argv[2:]))
"""


@pytest.mark.slow
def test_commands_started_at_once_on_a_new_folder_work_or_cleanly_refuse(tmp_path):
    results = []
    for round_ in range(3):
        data = tmp_path / ("data%d" % round_)
        env = dict(os.environ, DOUBLOON_DATA_DIR=str(data))
        start = time.time() + 2.0
        argvs = [["play", "--new", "--keys", "e", "--names", "A,B", "--seed", "1"]] * 4 + [["history"]] * 3
        procs = [
            subprocess.Popen(
                [sys.executable, "-c", STARTER, repr(start)] + argv,
                cwd=ROOT,
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
            )
            for argv in argvs
        ]
        played = 0
        for argv, p in zip(argvs, procs):
            _, err = p.communicate(timeout=120)
            err = err.decode()
            results.append((argv[0], p.returncode, err))
            assert "Traceback" not in err, err
            if argv[0] == "history":
                assert p.returncode == 0, err
            elif p.returncode == 0:
                played += 1
            else:
                assert p.returncode == 2 and err.count("\n") == 1, err
                assert err.startswith("doubloon play: doubloon.sqlite3 is in use by another doubloon"), err
        assert played >= 1
        db = sqlite3.connect(str(data / "doubloon.sqlite3"))
        games = db.execute("SELECT (SELECT COUNT(*) FROM actions WHERE game_id = id) FROM games").fetchall()
        db.close()
        assert games == [(1,)] * played
    print(sorted((r[0], r[1]) for r in results))


def test_a_game_saved_whole_after_a_conflict_keeps_its_language(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    state = core.new_game(3, seed=7)
    w = GameWriter(j, record.header(state), options={"lang": "fr"})
    acts = _play(state, 3)
    assert w.append(acts[0])
    old = w.game_id
    _interleave(path, old, acts[1])
    assert w.append(acts[1]) and w.game_id != old
    assert dict((g["id"], g["options"]) for g in j.unfinished()) == {
        old: {"lang": "fr"},
        w.game_id: {"lang": "fr"},
    }
    j.close()
