"""doubloon backup and doubloon restore (issue 32): SQLite's online backup,
safe beside a table playing on the journal, one file out; a restore that
is refused while a table plays, keeps the journal before aside, and leaves
the .lock file's count agreeing with the games put back."""

import os
import sqlite3

import pytest

from firmware.cli import main
from firmware.journal import Journal
from tests.support.journaled import first_choices


def _games(path):
    db = sqlite3.connect(path)
    try:
        return db.execute(
            "SELECT id, (SELECT count(*) FROM actions WHERE game_id = games.id) FROM games"
        ).fetchall()
    finally:
        db.close()


def _err(capsys):
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1, err
    return err


def test_a_backup_beside_a_playing_table_has_its_decisions_in_one_file(tmp_path, capsys):
    db, out = str(tmp_path / "doubloon.sqlite3"), str(tmp_path / "copy.sqlite3")
    table = Journal(db)  # a table at work: the decisions sit in its WAL
    try:
        first_choices(table, n=30)
        assert os.path.getsize(db + "-wal") > 0
        assert main(["backup", out, "--db", db]) == 0
        assert capsys.readouterr().out == "doubloon backup: %s copied to %s (1 game)\n" % (db, out)
        first_choices(table, seed=8, n=30)  # the table goes on, with its lock
    finally:
        table.close()
    assert _games(out) == [(1, 30)]
    assert not os.path.exists(out + "-wal")  # one file, journal_mode DELETE
    # an older backup is replaced by a new one
    assert main(["backup", out, "--db", db]) == 0
    assert _games(out) == [(1, 30), (2, 30)]


@pytest.mark.parametrize("target", ["doubloon.sqlite3-wal", "doubloon.sqlite3.lock", "notes.txt"])
def test_a_backup_never_writes_over_the_journal_or_another_file(tmp_path, capsys, target):
    db = str(tmp_path / "doubloon.sqlite3")
    with Journal(db) as j:
        first_choices(j, n=30)
    (tmp_path / "notes.txt").write_text("mine\n")
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir()}
    assert main(["backup", str(tmp_path / target), "--db", db]) == 2
    assert _err(capsys).startswith("doubloon backup: ")
    assert {p.name: p.read_bytes() for p in tmp_path.iterdir()} == before


def test_a_backup_of_no_journal_says_so(tmp_path, capsys):
    assert main(["backup", str(tmp_path / "b"), "--db", str(tmp_path / "none.sqlite3")]) == 2
    assert "no journal at" in _err(capsys) and not (tmp_path / "b").exists()


def test_a_restore_keeps_the_journal_before_aside_and_counts_right(tmp_path, capsys):
    db, out = str(tmp_path / "doubloon.sqlite3"), str(tmp_path / "copy.sqlite3")
    with Journal(db) as j:
        first_choices(j, n=30)
    assert main(["backup", out, "--db", db]) == 0
    with Journal(db) as j:
        first_choices(j, seed=8, n=50)  # played after the backup
    capsys.readouterr()
    assert main(["restore", out, "--db", db]) == 0
    said = capsys.readouterr().out
    assert said.startswith(
        "doubloon restore: %s restored as %s (1 game); the journal before is kept as " % (out, db)
    )
    aside = said.rsplit(" ", 1)[1].strip()
    assert _games(db) == [(1, 30)] and _games(aside) == [(1, 30), (2, 50)]
    # the next table opens it without a word of lost decisions, and goes on
    with Journal(db) as j:
        assert j.problem is None
        first_choices(j, seed=9, n=5)
    assert _games(db) == [(1, 30), (2, 5)]


def test_a_restore_while_a_table_plays_is_refused_and_changes_nothing(tmp_path, capsys):
    db, out = str(tmp_path / "doubloon.sqlite3"), str(tmp_path / "copy.sqlite3")
    with Journal(db) as j:
        first_choices(j, n=30)
    assert main(["backup", out, "--db", db]) == 0
    table = Journal(db)
    try:
        first_choices(table, seed=8, n=30)
        capsys.readouterr()
        assert main(["restore", out, "--db", db]) == 2
        assert "is in use by another doubloon" in _err(capsys)
    finally:
        table.close()
    assert _games(db) == [(1, 30), (2, 30)]
    assert [p.name for p in tmp_path.iterdir() if "before-restore" in p.name] == []


@pytest.mark.parametrize("content", [b"not a database at all\n", b""])
def test_a_restore_of_something_else_is_one_line_and_changes_nothing(tmp_path, capsys, content):
    db = str(tmp_path / "doubloon.sqlite3")
    with Journal(db) as j:
        first_choices(j, n=30)
    other = tmp_path / "other.sqlite3"
    if content:
        other.write_bytes(content)
    else:  # a SQLite file, not a journal
        sqlite3.connect(str(other)).execute("CREATE TABLE t (x)").connection.close()
    assert main(["restore", str(other), "--db", db]) == 2
    assert _err(capsys).startswith("doubloon restore: %s" % other)
    assert _games(db) == [(1, 30)]
    assert [p.name for p in tmp_path.iterdir() if "before-restore" in p.name] == []


def test_a_backup_of_a_closed_journal_leaves_its_folder_as_it_was(tmp_path):
    # read as an immutable file: no -wal or -shm of the reader's left
    # behind (owned by whoever ran it, beside the service's journal)
    db = str(tmp_path / "doubloon.sqlite3")
    with Journal(db) as j:
        first_choices(j, n=30)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert main(["backup", str(tmp_path.parent / (tmp_path.name + "-copy.sqlite3")), "--db", db]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == files
