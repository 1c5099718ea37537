"""The journal changed under a playing table by someone else: its file
deleted or another renamed over it (a backup restored, ``rm`` by mistake),
or the table's game row deleted by another program. The table notices,
keeps its game whole (beside the journal, or as a new game) and never says
it saved into a file nobody finds again."""

import os
import shutil
import sqlite3
import subprocess
import sys

import pytest

import core
from core import record
from firmware.journal import GameWriter, Journal, JournalError
from tests.support import ROOT
from tests.support.child import wait_for

PLAY = ["play", "--emulator", "text", "--new", "--players", "3", "--seed", "5"]


def _table(db, before, change, after):
    """A text table that takes ``before`` decisions, then ``change()`` is
    done to its journal, then ``after`` more, then q: (status, stderr)."""
    env = dict(os.environ, PYTHONPATH=ROOT, DOUBLOON_PROG="doubloon")
    p = subprocess.Popen(
        [sys.executable, "-m", "firmware.cli"] + PLAY + ["--db", db],
        cwd=ROOT,
        env=env,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        out = wait_for(p.stdout.fileno(), b"\n> ")
        for n in range(before + after):
            p.stdin.write(b"1\n")
            p.stdin.flush()
            out = wait_for(p.stdout.fileno(), b"\n> ", out, count=n + 2)
            if n + 1 == before:
                change()
        rest, err = p.communicate(b"q\n", timeout=60)
    finally:
        if p.poll() is None:
            p.kill()
            p.wait()
    return p.returncode, (out + rest).decode(), err.decode()


def _side_file(folder):
    kept = [f for f in os.listdir(folder) if ".unsaved-" in f]
    assert len(kept) == 1, kept
    with open(os.path.join(folder, kept[0])) as f:
        return kept[0], f.read().splitlines()


def _finished_backup(path):
    """A journal with one finished game, closed cleanly."""
    from core.puerto_rico.simulate import play_random

    acts = []
    end = play_random(3, 11, record=acts)
    with Journal(path) as j:
        j.import_record([record.header_line(end)] + [record.action_line(a) for a in acts])
    return len(acts)


@pytest.mark.parametrize("after", [0, 2])
def test_a_backup_renamed_over_the_journal_under_a_table(tmp_path, after):
    db = str(tmp_path / "j.sqlite3")
    backup = str(tmp_path / "backup.sqlite3")
    n = _finished_backup(backup)
    status, out, err = _table(db, 4, lambda: os.replace(backup, db), after)
    # before: "game 1 is saved (4 decisions)", the decisions in the file
    # renamed away, and the backup's game overwritten at the next open
    assert "is saved" not in out + err, out[-300:] + err
    assert "was deleted or replaced by another file while this table had it open" in err
    kept, lines = _side_file(str(tmp_path))
    assert len(lines) == 1 + 4 + after  # the header and every decision
    assert "kept in " + os.path.join(str(tmp_path), kept) in err and status == 0, err
    with Journal(db) as j:  # the backup, whole
        games = j.history()
        assert len(games) == 1 and len(j.export(games[0]["id"])) == 1 + n
        assert j.problem is None
        assert j.import_record(lines) == 2


def test_a_journal_deleted_under_a_table(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    status, out, err = _table(db, 3, lambda: os.remove(db), 1)
    assert "is saved" not in out + err
    assert "was deleted or replaced" in err and "Traceback" not in err
    kept, lines = _side_file(str(tmp_path))
    assert len(lines) == 1 + 4


def test_the_game_row_deleted_by_another_program_stores_the_game_whole(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    state = core.new_game(3, seed=5)
    logged = []
    w = GameWriter(j, record.header(state), log=logged.append)
    acts = []
    for k in range(4):
        if k == 2:
            other = sqlite3.connect(path)
            other.execute("DELETE FROM actions WHERE game_id = 1")
            other.execute("DELETE FROM games WHERE id = 1")
            other.commit()
            other.close()
        a = core.legal_actions(state)[0]
        core.apply(state, a)
        acts.append(a)
        # before: UnknownGame, a traceback
        assert w.append(a) is True
    assert w.game_id == 2 and w.close() is None
    assert j.actions(2) == acts
    assert any("game 1 was deleted by another process" in line for line in logged)
    j.close()


def test_a_journal_replaced_between_two_decisions_refuses_the_write(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    state = core.new_game(2, seed=1)
    gid = j.new_game(record.header(state))
    shutil.copyfile(path, path + ".copy")
    os.replace(path + ".copy", path)
    with pytest.raises(JournalError, match="deleted or replaced"):
        j.append(gid, core.legal_actions(state)[0])
    with pytest.raises(JournalError, match="deleted or replaced"):  # and every later one
        j.append(gid, core.legal_actions(state)[0])
    assert (
        not os.path.exists(path + "-wal") or os.path.getsize(path + "-wal") == 0
    )  # not read by the new file
    j.close()
