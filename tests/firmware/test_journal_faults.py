"""Every fault of the journal is one line on stderr, exit 2 for a command,
and never a traceback nor a hang: read-only files and folders, a data
folder that is a file or /dev/null, a journal that is a folder or a FIFO, a
symbolic link out of the data folder, a full disk, a lock held longer than
the timeout. During a game, the journal refusing writes does not stop the
table (tests/firmware/test_journal_table.py)."""

import errno
import os
import sqlite3
import subprocess
import sys

import pytest

import core
from core import record
from firmware import journal as journal_mod
from firmware.journal import locks, store
from firmware.cli import main
from firmware.journal import Journal

from tests.support import ROOT

PLAY = ["play", "--new", "--keys", "", "--names", "Anne,Bob", "--seed", "4"]


def _one_line(err, prefix):
    assert err.count("\n") == 1 and err.startswith(prefix), err
    assert "Traceback" not in err
    return err


def _journal_with_a_game(path):
    with Journal(path) as j:
        state = core.new_game(2, seed=4)
        gid = j.new_game(record.header(state))
        j.append(gid, core.legal_actions(state)[0])


def _record_file(tmp_path):
    f = tmp_path / "g.jsonl"
    f.write_text(record.header_line(core.new_game(2, seed=9)) + "\n")
    return str(f)


@pytest.fixture
def read_only():
    """make(path): the file or folder cannot be written, even by root (who
    ignores permissions: chattr +i then)."""
    made = []

    def make(path):
        os.chmod(path, 0o555 if os.path.isdir(path) else 0o444)
        made.append(path)
        if os.geteuid() == 0:
            r = subprocess.run(["chattr", "+i", path], capture_output=True)
            if r.returncode:
                pytest.skip("running as root and chattr +i is not available here")

    yield make
    for path in made:
        if os.geteuid() == 0:
            subprocess.run(["chattr", "-i", path], capture_output=True)
        os.chmod(path, 0o755 if os.path.isdir(path) else 0o644)


def test_a_read_only_journal_file_is_refused_for_writing_and_still_read(tmp_path, capsys, read_only):
    db = str(tmp_path / "j.sqlite3")
    _journal_with_a_game(db)
    read_only(db)
    for argv in (PLAY, ["import", _record_file(tmp_path)]):
        assert main(argv + ["--db", db]) == 2
        _one_line(capsys.readouterr().err, "doubloon %s: j.sqlite3 is read-only (%s)" % (argv[0], db))
    assert main(["history", "--db", db]) == 0
    assert capsys.readouterr().err == ""


def test_a_read_only_data_folder_is_one_line_for_every_command(tmp_path, capsys, read_only):
    folder = tmp_path / "data"
    folder.mkdir()
    db = str(folder / "doubloon.sqlite3")
    _journal_with_a_game(db)
    read_only(str(folder))
    for argv in (PLAY, ["history"], ["import", _record_file(tmp_path)]):
        assert main(argv + ["--db", db]) == 2
        _one_line(
            capsys.readouterr().err,
            "doubloon %s: cannot write in the data folder %s"
            " (read-only): the journal needs it" % (argv[0], folder),
        )


@pytest.mark.parametrize("where", ["a file", "/dev/null"])
def test_a_data_folder_that_is_not_a_folder(tmp_path, capsys, monkeypatch, where):
    folder = str(tmp_path / "data")
    if where == "a file":
        with open(folder, "w") as f:
            f.write("not a folder\n")
    else:
        folder = "/dev/null"
    monkeypatch.setenv("DOUBLOON_DATA_DIR", folder)
    for argv in (PLAY, ["history"], ["export", "1"], ["import", _record_file(tmp_path)]):
        assert main(argv) == 2
        _one_line(
            capsys.readouterr().err, "doubloon %s: the data folder %s is not a folder" % (argv[0], folder)
        )
    if where == "a file":
        with open(folder) as f:
            assert f.read() == "not a folder\n"


def test_a_journal_path_that_is_a_folder_or_a_device(tmp_path, capsys):
    (tmp_path / "j.sqlite3").mkdir()
    for db, says in (
        (str(tmp_path / "j.sqlite3"), "j.sqlite3 is a folder"),
        ("/dev/null", "null is a device"),
    ):
        for argv in (PLAY, ["history"]):
            assert main(argv + ["--db", db]) == 2
            _one_line(
                capsys.readouterr().err, "doubloon %s: %s, not a journal file (%s)" % (argv[0], says, db)
            )


@pytest.mark.parametrize("write", [True, False])
def test_a_memory_journal_is_refused_and_leaves_no_lock_file(tmp_path, monkeypatch, write):
    # SQLite opens ":memory:" as no file: nothing would be kept, and the
    # writer's lock used to land in the current folder as ":memory:.lock".
    monkeypatch.chdir(tmp_path)
    with pytest.raises(journal_mod.JournalError, match="is not a journal file"):
        Journal(":memory:", write=write)
    assert os.listdir(tmp_path) == []


def test_a_memory_journal_is_one_line_for_every_command(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    for argv in (PLAY, ["history"]):
        assert main(argv + ["--db", ":memory:"]) == 2
        _one_line(capsys.readouterr().err, "doubloon %s: ':memory:' is not a journal file" % argv[0])
    assert os.listdir(tmp_path) == []


def _cli(args, env=None, timeout=30):
    return subprocess.run(
        [sys.executable, "-m", "firmware.cli"] + args,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )


@pytest.mark.slow
def test_a_fifo_journal_is_refused_at_once_and_never_hangs(tmp_path):
    fifo = str(tmp_path / "j.sqlite3")
    os.mkfifo(fifo)
    for argv in (PLAY, ["history"]):
        try:
            r = _cli(argv + ["--db", fifo])
        except subprocess.TimeoutExpired:
            pytest.fail("doubloon %s hangs on a FIFO" % argv[0])
        assert r.returncode == 2
        _one_line(
            r.stderr,
            "doubloon %s: j.sqlite3 is a named pipe (FIFO), not a journal file (%s)" % (argv[0], fifo),
        )
    for companion in ("-wal", "-shm"):
        db = str(tmp_path / ("k" + companion[1:] + ".sqlite3"))
        os.mkfifo(db + companion)
        r = _cli(["history", "--db", db])
        assert r.returncode == 2 and "is a named pipe (FIFO)" in r.stderr


def test_a_symlink_out_of_the_data_folder_is_refused(tmp_path, capsys, monkeypatch):
    data = tmp_path / "data"
    data.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    target = elsewhere / "j.sqlite3"
    os.symlink(str(target), str(data / "doubloon.sqlite3"))
    monkeypatch.setenv("DOUBLOON_DATA_DIR", str(data))
    for argv in (PLAY + ["--keys", "e"], ["history"]):
        assert main(argv) == 2
        _one_line(
            capsys.readouterr().err,
            "doubloon %s: doubloon.sqlite3 is a symbolic link"
            " to %s, outside its folder %s: refused" % (argv[0], target, data),
        )
    assert not target.exists() and os.listdir(str(elsewhere)) == []  # nothing written there
    # an existing target out of the folder is refused too, and left as it was
    _journal_with_a_game(str(target))
    before = target.read_bytes()
    assert main(PLAY + ["--keys", "e"]) == 2
    capsys.readouterr()
    assert target.read_bytes() == before
    # a link inside the folder is fine: the journal (and its lock) are the target's
    os.remove(str(data / "doubloon.sqlite3"))
    os.symlink("games.sqlite3", str(data / "doubloon.sqlite3"))
    assert main(PLAY + ["--keys", "e"]) == 0
    capsys.readouterr()
    assert sorted(os.listdir(str(data))) == ["doubloon.sqlite3", "games.sqlite3", "games.sqlite3.lock"]
    with Journal(str(data / "games.sqlite3")) as j:
        assert j.unfinished()[0]["actions"] == 1


# ---- a full disk, a lock held too long ----------------------------------------


class Refusing:
    """An sqlite3 connection whose COMMIT fails with ``error`` while it is
    set, as SQLite's own does on a full disk (the class attribute switches
    every connection)."""

    error = None

    def __init__(self, db):
        self._db = db

    def execute(self, sql, *args):
        if Refusing.error is not None and sql.strip().upper() == "COMMIT":
            raise sqlite3.OperationalError(Refusing.error)
        return self._db.execute(sql, *args)

    def __getattr__(self, name):
        return getattr(self._db, name)


@pytest.fixture
def full_disk(monkeypatch):
    """Connections opened from now on refuse commits while
    ``Refusing.error`` is set (to "database or disk is full")."""
    real = sqlite3.connect
    monkeypatch.setattr(store.sqlite3, "connect", lambda *a, **k: Refusing(real(*a, **k)))
    yield Refusing
    Refusing.error = None


def test_a_full_disk_refuses_an_import_in_one_line_and_stores_nothing(tmp_path, capsys, full_disk):
    db = str(tmp_path / "j.sqlite3")
    _journal_with_a_game(db)
    full_disk.error = "database or disk is full"
    assert main(["import", _record_file(tmp_path), "--db", db]) == 2
    _one_line(
        capsys.readouterr().err,
        "doubloon import: no room left on the disk for j.sqlite3 (database or disk is full)",
    )
    full_disk.error = None
    with Journal(db) as j:
        assert [g["id"] for g in j.unfinished()] == [1]


def test_a_full_disk_during_play_keeps_the_game_in_a_record_file(tmp_path, capsys, full_disk):
    db = str(tmp_path / "j.sqlite3")
    _journal_with_a_game(db)
    full_disk.error = "database or disk is full"
    assert main(PLAY + ["--keys", "ee", "--db", db]) == 0
    err = capsys.readouterr().err.splitlines()
    kept = [f for f in os.listdir(str(tmp_path)) if ".unsaved-" in f]
    assert len(kept) == 1
    assert err == [
        "doubloon play: not saved (no room left on the disk for j.sqlite3 (database or disk"
        " is full)): the decisions wait in memory and are written as soon as the journal"
        " takes them",
        "doubloon play: 2 write(s) of a new game could not be saved (no room left on the"
        " disk for j.sqlite3 (database or disk is full)); the whole game is kept in %s"
        " (doubloon import takes it)" % os.path.join(str(tmp_path), kept[0]),
    ]
    full_disk.error = None
    assert main(["import", str(tmp_path / kept[0]), "--db", db]) == 0
    capsys.readouterr()
    with Journal(db) as j:
        assert [g["actions"] for g in j.unfinished()] == [2, 1]


def test_a_lock_file_that_cannot_be_written_costs_nothing(tmp_path, monkeypatch):
    db = str(tmp_path / "j.sqlite3")

    def pwrite(fd, data, offset):
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(locks.os, "pwrite", pwrite)
    with Journal(db) as j:  # the count is only not kept up to date
        gid = j.new_game(record.header(core.new_game(2, seed=1)))
        assert j.append(gid, ["role", "builder"]) == 1 and j.problem is None


def test_a_lock_held_longer_than_the_timeout_is_one_line(tmp_path, capsys, monkeypatch):
    db = str(tmp_path / "j.sqlite3")
    _journal_with_a_game(db)
    monkeypatch.setattr(store, "BUSY_TIMEOUT", 0.2)
    other = sqlite3.connect(db, isolation_level=None)  # e.g. an sqlite3 shell
    other.execute("BEGIN IMMEDIATE")
    try:
        assert main(["import", _record_file(tmp_path), "--db", db]) == 2
        _one_line(
            capsys.readouterr().err,
            "doubloon import: j.sqlite3 is locked by another program (waited 0.2 s: database is locked)",
        )
        # a game plays on, its decisions kept until the journal takes them
        assert main(PLAY + ["--keys", "e", "--db", db]) == 0
        err = capsys.readouterr().err
        assert err.startswith("doubloon play: not saved (j.sqlite3 is locked by another program")
    finally:
        other.execute("ROLLBACK")
        other.close()
    assert main(["history", "--db", db]) == 0


@pytest.mark.slow
def test_faults_in_a_real_process_are_one_line_without_traceback(tmp_path):
    env = dict(os.environ, DOUBLOON_DATA_DIR="/dev/null")
    for argv in (PLAY, ["history"], ["import", _record_file(tmp_path)]):
        r = _cli(argv, env=env)
        assert r.returncode == 2
        _one_line(r.stderr, "doubloon %s: the data folder /dev/null is not a folder" % argv[0])
