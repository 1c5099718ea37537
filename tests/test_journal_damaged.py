"""Every damaged journal is one line, and history reads the rest (issue 20):
an unknown schema version (bytes 60-63 of the SQLite header) is refused by
the readers in one line and kept aside by play; a full disk says so (never
"cannot rollback"), and history reads a journal on a full disk."""

import contextlib
import io
import os
import sqlite3
import struct
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

import core
from core import record
from firmware import journal as journal_mod
from firmware.cli import main
from firmware.journal import Journal
from tests.test_modes import SHEET

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PLAY = ["play", "--new", "--keys", "", "--names", "Anne,Bob", "--seed", "4"]
KNOWS = len(journal_mod.MIGRATIONS)
NAMES = [p["name"] for p in SHEET["players"]]


def _run(argv):
    """main(argv) with its output caught: (status, stdout, stderr)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(argv)
    return status, out.getvalue(), err.getvalue()


def _one_line(err, prefix):
    assert err.count("\n") == 1 and err.startswith(prefix), err
    assert "Traceback" not in err
    return err


def _journal(path, sheets=3):
    """A closed journal of ``sheets`` finished games (scored sheets) and an
    unfinished game played on the device; the ids of the sheets."""
    with Journal(path) as j:
        ids = [j.save_sheet(SHEET) for _ in range(sheets)]
        state = core.new_game(2, seed=4)
        gid = j.new_game(record.header(state))
        j.append(gid, core.legal_actions(state)[0])
    assert not os.path.exists(path + "-wal")  # the last close checkpoints it
    return ids


@pytest.fixture(scope="module")
def template(tmp_path_factory):
    """The bytes of a closed journal with three finished games."""
    path = str(tmp_path_factory.mktemp("template") / "j.sqlite3")
    _journal(path)
    with open(path, "rb") as f:
        return f.read()


def _with_version(folder, data, version):
    """The template journal written with ``version`` in bytes 60-63 of its
    header (SQLite's user_version, big-endian signed)."""
    path = os.path.join(str(folder), "j.sqlite3")
    for suffix in ("", "-wal", "-shm", ".lock"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    with open(path, "wb") as f:
        f.write(data[:60] + struct.pack(">i", version) + data[64:])
    return path


# ---- 1. an unknown schema version -------------------------------------------


def _set_by_pragma(path, version):
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = %d" % version)
    db.close()


@pytest.mark.parametrize("how", ["header bytes", "pragma"])
@pytest.mark.parametrize("version", [-5, -1, -(2**31)])
def test_a_negative_schema_version_is_one_line_and_play_keeps_the_file_aside(
    tmp_path, template, how, version
):
    # before: -1 ran migration 3 again, -5 an IndexError traceback
    if how == "pragma":
        path = _with_version(tmp_path, template, KNOWS)
        _set_by_pragma(path, version)
    else:
        path = _with_version(tmp_path, template, version)
    with open(path, "rb") as f:
        original = f.read()
    says = "j.sqlite3 is damaged (schema version %d is unknown: this doubloon knows 0 to %d)" % (
        version,
        KNOWS,
    )
    for argv in (["history"], ["export", "1"]):
        status, out, err = _run(argv + ["--db", path])
        assert status == 2 and out == ""
        _one_line(err, "doubloon %s: %s; a reader leaves it as it is" % (argv[0], says))
    with open(path, "rb") as f:
        assert f.read() == original  # a reader moves and changes nothing
    # play keeps it aside, as any damaged file (a newer version too), and
    # plays on a new journal
    status, _, err = _run(PLAY + ["--db", path])
    assert status == 0
    aside = [n for n in os.listdir(str(tmp_path)) if ".broken-" in n]
    assert len(aside) == 1
    assert err.splitlines()[0] == "doubloon play: %s; kept as %s, starting a new one" % (says, aside[0])
    with open(os.path.join(str(tmp_path), aside[0]), "rb") as f:
        assert f.read() == original


def test_a_newer_schema_version_is_a_newer_doubloon_not_damage(tmp_path, template):
    path = _with_version(tmp_path, template, KNOWS + 1)
    status, _, err = _run(["history", "--db", path])
    assert status == 2
    _one_line(
        err,
        "doubloon history: j.sqlite3 was written by a newer doubloon (schema version %d,"
        " this one knows up to %d)" % (KNOWS + 1, KNOWS),
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.integers(-(2**31), 2**31 - 1) | st.integers(-8, KNOWS + 2))
@example(-4)
@example(2**31 - 1)
@example(KNOWS)
def test_any_schema_version_is_read_or_refused_in_one_line(tmp_path, template, version):
    path = _with_version(tmp_path, template, version)
    for argv in (["history", "--db", path], ["export", "1", "--db", path]):
        status, out, err = _run(argv)
        if version == KNOWS:
            assert status == 0 and err == "" and out
        else:
            assert status == 2 and out == ""
            _one_line(err, "doubloon " + argv[0] + ": j.sqlite3 ")


# ---- 3. a full disk ----------------------------------------------------------


def _shm_error():
    """SQLite's error when it cannot grow the -shm file (a full disk)."""
    e = sqlite3.OperationalError("disk I/O error")
    e.sqlite_errorcode = 4874  # SQLITE_IOERR_SHMSIZE
    return e


class FullDisk:
    """An sqlite3 connection on a full disk, once ``on``: every statement
    that writes fails with "database or disk is full", and the first read
    of a transaction fails as SQLite's does when it cannot grow its -shm
    file (the WAL's shared index), unless the connection reads alone
    (locking_mode EXCLUSIVE: the index in memory). After either, SQLite
    has already rolled the transaction back."""

    on = False

    def __init__(self, db):
        self._db = db
        self._alone = False

    def execute(self, sql, *args):
        text = " ".join(sql.upper().split())
        if text.startswith("PRAGMA LOCKING_MODE = EXCLUSIVE"):
            self._alone = True
        if FullDisk.on:
            if text.startswith(("INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "COMMIT")) or (
                text.startswith(("PRAGMA USER_VERSION =", "PRAGMA APPLICATION_ID ="))
            ):
                self._fail(sqlite3.OperationalError("database or disk is full"))
            if not self._alone and self._db.in_transaction and text.startswith(("PRAGMA", "SELECT")):
                self._fail(_shm_error())
        return self._db.execute(sql, *args)

    def _fail(self, error):
        if self._db.in_transaction:
            self._db.execute("ROLLBACK")
        raise error

    def __getattr__(self, name):
        return getattr(self._db, name)


@pytest.fixture
def full_disk(monkeypatch):
    real = sqlite3.connect
    monkeypatch.setattr(journal_mod.sqlite3, "connect", lambda *a, **k: FullDisk(real(*a, **k)))
    yield FullDisk
    FullDisk.on = False


def test_history_and_export_read_a_journal_on_a_full_disk(tmp_path, full_disk):
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    full_disk.on = True
    # before: "j.sqlite3: cannot rollback - no transaction is active"
    status, out, err = _run(["history", "--db", path])
    assert status == 0 and err == ""
    assert sorted(int(line.split()[0]) for line in out.splitlines()[1:4]) == ids
    status, out, err = _run(["export", "4", "--reveal-unfinished", "--db", path])
    assert status == 0 and err == "" and len(out.splitlines()) == 2


def test_the_writers_say_the_disk_is_full_and_not_cannot_rollback(tmp_path, full_disk):
    path = str(tmp_path / "j.sqlite3")
    _journal(path)
    with open(path, "rb") as f:
        original = f.read()
    record_file = tmp_path / "g.jsonl"
    record_file.write_text(record.header_line(core.new_game(2, seed=9)) + "\n")
    full_disk.on = True
    # before: "j.sqlite3: cannot rollback - no transaction is active"
    for argv in (["import", str(record_file)], PLAY):
        status, out, err = _run(argv + ["--db", path])
        assert status == 2
        _one_line(err, "doubloon %s: no room left on the disk for j.sqlite3 (disk I/O error)\n" % argv[0])
    with open(path, "rb") as f:
        assert f.read() == original


def test_a_migration_on_a_full_disk_is_one_line_and_leaves_the_file(tmp_path, full_disk, monkeypatch):
    path = str(tmp_path / "j.sqlite3")
    _journal(path)
    with open(path, "rb") as f:
        original = f.read()
    monkeypatch.setattr(
        journal_mod, "MIGRATIONS", journal_mod.MIGRATIONS + ["ALTER TABLE games ADD COLUMN x"]
    )
    full_disk.on = True
    status, _, err = _run(["history", "--db", path])
    assert status == 2
    _one_line(
        err,
        "doubloon history: j.sqlite3 could not be brought up to schema version %d (no room left on"
        " the disk: database or disk is full); it is left as it was\n" % (KNOWS + 1),
    )
    with open(path, "rb") as f:
        assert f.read() == original


# The real thing: SQLite on a disk that takes no more bytes. A file size
# limit (RLIMIT_FSIZE) in a child process stands for the full disk: the
# -shm, the WAL's shared index, cannot grow to its 32 KiB, exactly as on a
# full SD card (SQLITE_IOERR_SHMSIZE, "disk I/O error").
LIMITED = """
import resource, signal, sys
signal.signal(signal.SIGXFSZ, signal.SIG_IGN)
resource.setrlimit(resource.RLIMIT_FSIZE, (8192, 8192))
from firmware.cli import main
sys.exit(main(sys.argv[1:]))
"""


def _on_a_full_disk(argv):
    env = dict(os.environ, PYTHONPATH=ROOT)
    return subprocess.run(
        [sys.executable, "-c", LIMITED] + argv, capture_output=True, text=True, env=env, cwd=ROOT, timeout=60
    )


@pytest.mark.skipif(sys.version_info < (3, 11), reason="SQLite's extended error codes: Python 3.11")
def test_a_real_full_disk_history_reads_and_the_writers_say_so(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    assert os.path.getsize(path) > 8192  # the limit only stops new bytes
    # before: every command said "cannot rollback - no transaction is active"
    r = _on_a_full_disk(["history", "--db", path])
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert sorted(int(line.split()[0]) for line in r.stdout.splitlines()[1:4]) == ids
    r = _on_a_full_disk(PLAY + ["--db", path])
    assert r.returncode == 2
    _one_line(r.stderr, "doubloon play: no room left on the disk for j.sqlite3 (disk I/O error)")
    with Journal(path, write=False) as j:  # nothing lost, nothing added
        assert len(j.history()) == 3 and len(j.unfinished()) == 1
