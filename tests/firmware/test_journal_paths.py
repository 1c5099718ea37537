"""Paths that name the journal, and the one writer keyed by the file
itself (issue 20): ``--record`` and ``export --out`` never write over the
journal or its companions, through any link; a second writer through a
hard link is refused by the lock and, when the lock is bypassed, by every
write; the .lock file is never written through a link nor into a FIFO; a
``--record`` FIFO or device is refused at once. Real files, links and
FIFOs in tmp_path."""

import os
import subprocess
import sys

import pytest

import core
from core import record
from core.puerto_rico.endgame import final_score
from core.puerto_rico.simulate import play_random
from firmware.cli import main
from firmware.journal import FILENAME, Journal, JournalBusy, JournalConflict, JournalError

from tests.support import ROOT

PLAY = ["play", "--new", "--keys", "", "--names", "Anne,Bob", "--seed", "4"]


def _one_line(err):
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    return lines[0]


def _cli(args, timeout=60, **kw):
    return subprocess.run(
        [sys.executable, "-m", "firmware.cli"] + args,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=timeout,
        **kw,
    )


def _python(code, timeout=60):
    """``code`` in another process (another process's locks, as a second
    table would have); its standard output."""
    r = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=timeout
    )
    assert r.returncode == 0, r.stderr
    return r.stdout


def _journal(folder):
    """A journal with a finished game: its path and the game's id."""
    db = str(folder / FILENAME)
    with Journal(db) as j:
        acts = []
        end = play_random(2, 5, record=acts)
        gid = j.new_game(record.header(end))
        for a in acts:
            j.append(gid, a)
        j.finish(gid, final_score(end))
    return db, gid


def _files(folder):
    """Every file of the folder and its bytes (links followed)."""
    out = {}
    for name in sorted(os.listdir(folder)):
        p = os.path.join(folder, name)
        out[name] = open(p, "rb").read() if os.path.isfile(p) else None
    return out


# ---- 1. a path that names the journal --------------------------------------------


def _names_of_the_journal(tmp_path, db):
    """Paths that reach the journal's files, each way; (path, the file)."""
    (tmp_path / "sub").mkdir(exist_ok=True)
    os.symlink(db, str(tmp_path / "sym.jsonl"))
    os.link(db, str(tmp_path / "hard.jsonl"))
    os.symlink(db + "-shm", str(tmp_path / "dangling.jsonl"))  # no -shm after a clean close
    return [
        (db, FILENAME),
        (str(tmp_path / "sub" / ".." / FILENAME), FILENAME),
        (str(tmp_path / "sym.jsonl"), FILENAME),
        (str(tmp_path / "hard.jsonl"), FILENAME),
        (db + "-wal", FILENAME + "-wal"),
        (str(tmp_path / "dangling.jsonl"), FILENAME + "-shm"),
        (db + ".lock", FILENAME + ".lock"),
    ]


@pytest.mark.slow
def test_play_record_naming_the_journal_is_refused_and_nothing_changes(tmp_path, capsys):
    db, _ = _journal(tmp_path)
    for path, hit in _names_of_the_journal(tmp_path, db):
        before = _files(tmp_path)
        assert main(PLAY + ["--db", db, "--record", path]) == 2, path
        line = _one_line(capsys.readouterr().err)
        assert line == "doubloon play: --record %s: is the journal (%s), which keeps every game: refused" % (
            path,
            hit,
        )
        assert _files(tmp_path) == before, path
    with Journal(db, write=False) as j:
        assert len(j.history()) == 1


def test_the_default_journal_is_compared_even_with_no_journal_kept(tmp_path, capsys, monkeypatch):
    monkeypatch.setenv("DOUBLOON_DATA_DIR", str(tmp_path))
    db, _ = _journal(tmp_path)
    os.symlink(db, str(tmp_path / "g.jsonl"))
    before = _files(tmp_path)
    for extra in ([], ["--no-journal"], ["--db", str(tmp_path / "other.sqlite3")]):
        assert main(PLAY + extra + ["--record", str(tmp_path / "g.jsonl")]) == 2
        assert "is the journal (doubloon.sqlite3)" in _one_line(capsys.readouterr().err)
    assert _files(tmp_path) == before


def test_db_and_record_the_same_new_file_is_refused_before_anything_is_made(tmp_path, capsys):
    new = str(tmp_path / "new.sqlite3")
    assert main(PLAY + ["--db", new, "--record", new]) == 2
    assert "is the journal (new.sqlite3)" in _one_line(capsys.readouterr().err)
    assert os.listdir(tmp_path) == []


def test_export_out_naming_the_journal_is_refused_and_nothing_changes(tmp_path, capsys, monkeypatch):
    db, gid = _journal(tmp_path)
    for path, hit in _names_of_the_journal(tmp_path, db):
        before = _files(tmp_path)
        assert main(["export", str(gid), "--db", db, "--out", path]) == 2, path
        line = _one_line(capsys.readouterr().err)
        assert line.startswith("doubloon export: --out " + path[:40])
        assert line.endswith(": is the journal (%s), which keeps every game: refused" % hit)
        assert _files(tmp_path) == before, path
    # no --db: the journal the command would read, in the data folder
    monkeypatch.setenv("DOUBLOON_DATA_DIR", str(tmp_path))
    assert main(["export", str(gid), "--out", str(tmp_path / "hard.jsonl")]) == 2
    assert "is the journal (doubloon.sqlite3)" in _one_line(capsys.readouterr().err)
    with Journal(db, write=False) as j:
        assert len(j.history()) == 1
    # another file is written as before
    assert main(["export", str(gid), "--out", str(tmp_path / "g.jsonl")]) == 0
    assert record.replay((tmp_path / "g.jsonl").read_text().splitlines())


@pytest.mark.slow
def test_export_out_into_a_fifo_nobody_reads_is_refused_at_once(tmp_path):
    """export --out FIFO with no reader hung in open() for ever; one with
    a reader gets the record."""
    db, gid = _journal(tmp_path)
    fifo = str(tmp_path / "pipe")
    os.mkfifo(fifo)
    cmd = [sys.executable, "-m", "firmware.cli", "export", str(gid), "--db", db, "--out", fifo]
    p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
    assert p.returncode == 2
    line = _one_line(p.stderr)
    assert line.startswith("doubloon export: ") and line.endswith(": a FIFO that nobody reads")
    # a reader (open before the export starts; the record fits the pipe)
    rfd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=60)
        got = b""
        while True:
            chunk = os.read(rfd, 65536)
            if not chunk:
                break
            got += chunk
    finally:
        os.close(rfd)
    assert p.returncode == 0, p.stderr
    assert record.replay(got.decode().splitlines())


# ---- 2. one writer, through a hard link too --------------------------------------

_SHARED_LOCK_PROBE = """
import fcntl, os
fd = os.open(%r, os.O_RDWR)
try:
    # SQLite's SHARED lock bytes: every open connection holds one of them
    fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 510, 0x40000002)
    print("free")
except OSError:
    print("held")
"""


def _sqlite_lock_held(db):
    return _python(_SHARED_LOCK_PROBE % db).strip() == "held"


def _game(j):
    state = core.new_game(2, seed=4)
    gid = j.new_game(record.header(state))
    j.append(gid, core.legal_actions(state)[0])
    return gid, state


@pytest.mark.slow
def test_a_second_writer_through_a_hard_link_is_refused_in_another_process(tmp_path):
    db = str(tmp_path / FILENAME)
    other = str(tmp_path / "other.sqlite3")
    with Journal(db) as j:
        _game(j)
        os.link(db, other)
        r = _cli(PLAY + ["--db", other])
        assert r.returncode == 2
        assert _one_line(r.stderr) == (
            "doubloon play: other.sqlite3 is in use by another doubloon under another name"
            " (a hard link to the same file): one table, one writer"
        )
        assert j.unfinished()[0]["actions"] == 1
    assert not os.path.exists(other + "-wal") or os.path.getsize(other + "-wal") == 0


def test_a_refused_writer_in_the_same_process_leaves_sqlites_locks_alone(tmp_path):
    # closing any descriptor of the file drops every POSIX lock of the
    # process on it, SQLite's included: the refused writer's must wait
    db = str(tmp_path / FILENAME)
    other = str(tmp_path / "other.sqlite3")
    with Journal(db) as j:
        gid, state = _game(j)
        os.link(db, other)
        with pytest.raises(JournalBusy, match="under another name"):
            Journal(other)
        assert _sqlite_lock_held(db)
        j.append(gid, core.legal_actions(state)[0])
        # a reader of ours outlives the writer: its lock stays too
        reader = Journal(db, write=False)
    try:
        assert _sqlite_lock_held(db)
        assert reader.unfinished()[0]["actions"] == 2
    finally:
        reader.close()
    assert not _sqlite_lock_held(db)
    # the lock went with the last close; the reader left the WAL (a reader
    # never checkpoints a WAL that a writer left open), its writer takes it in
    with Journal(db):
        pass
    with Journal(other):
        pass


_OLD_WRITER = """
import sys
from firmware import journal
from firmware.journal import Journal, JournalConflict
import core
from core import record

journal.Journal._lock_file = lambda self: None  # a writer that takes no file lock
if %r:
    journal.Journal._alone = lambda self: None  # nor checks the other names
try:
    with Journal(%r) as j:
        print("written", j.new_game(record.header(core.new_game(2, seed=9))))
except JournalConflict as e:
    print("refused:", e)
"""


def test_a_write_through_a_hard_link_is_refused_when_the_lock_is_bypassed(tmp_path):
    db = str(tmp_path / FILENAME)
    other = str(tmp_path / "other.sqlite3")
    with Journal(db) as j:
        gid, state = _game(j)
        os.link(db, other)
        out = _python(_OLD_WRITER % (False, other))
        assert out == (
            "refused: other.sqlite3 is also used as doubloon.sqlite3 (a hard link to the"
            " same file, with a WAL of its own): refused; one table, one writer\n"
        )
        # nothing went into the other name's WAL: the table plays on
        assert j.append(gid, core.legal_actions(state)[0]) == 2


def test_the_tables_next_write_catches_an_older_writer_through_a_hard_link(tmp_path):
    db = str(tmp_path / FILENAME)
    other = str(tmp_path / "other.sqlite3")
    with Journal(db) as j:
        gid, state = _game(j)
        os.link(db, other)
        # an older doubloon: no lock on the file, no check of other names
        assert _python(_OLD_WRITER % (True, other)).startswith("written")
        with pytest.raises(JournalConflict, match="is also used as other.sqlite3"):
            j.append(gid, core.legal_actions(state)[0])
        assert j.unfinished()[0]["actions"] == 1


# ---- 3. the .lock file ------------------------------------------------------------


def test_a_lock_file_that_is_a_symbolic_link_is_never_written_through(tmp_path, capsys):
    db = str(tmp_path / FILENAME)
    with Journal(db):
        pass
    lock = db + ".lock"
    victim = tmp_path / "notes.txt"
    victim.write_text("not a lock\n")
    for target in (str(victim), db):  # the journal itself, too
        os.remove(lock)
        os.symlink(target, lock)
        before = _files(tmp_path)
        with pytest.raises(JournalError) as e:
            Journal(db)
        assert str(e.value) == FILENAME + ".lock is a symbolic link, not a lock file (" + lock + "): refused"
        assert _files(tmp_path) == before
        assert main(PLAY + ["--db", db]) == 2
        assert _one_line(capsys.readouterr().err).startswith(
            "doubloon play: doubloon.sqlite3.lock is a symbolic"
        )
        assert _files(tmp_path) == before
    assert victim.read_text() == "not a lock\n"


@pytest.mark.parametrize("kind", ["a named pipe (FIFO)", "a folder"])
def test_a_lock_file_that_is_a_fifo_or_a_folder_is_refused_at_once(tmp_path, kind):
    db = str(tmp_path / FILENAME)
    (os.mkfifo if "FIFO" in kind else os.mkdir)(db + ".lock")
    r = _cli(PLAY + ["--db", db], timeout=30)
    assert r.returncode == 2
    line = _one_line(r.stderr)
    assert line.startswith("doubloon play: ") and FILENAME + ".lock" in line
    assert "FIFO" in line if "FIFO" in kind else "Is a directory" in line
    assert sorted(os.listdir(tmp_path)) == [FILENAME + ".lock"]


# ---- 4. a --record FIFO or device ----------------------------------------------------


@pytest.mark.slow
def test_a_record_fifo_is_refused_at_once_and_never_hangs(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    fifo = str(tmp_path / "g.jsonl")
    os.mkfifo(fifo)
    try:
        r = _cli(PLAY + ["--db", db, "--record", fifo], timeout=30)
    except subprocess.TimeoutExpired:
        pytest.fail("doubloon play --record FIFO hangs")
    assert r.returncode == 2
    assert _one_line(r.stderr) == "doubloon play: --record " + fifo + ": is a named pipe (FIFO), not a file"
    assert not os.path.exists(db)  # refused before the journal was opened
    # a FIFO that has a reader is refused too: it could not take back an undo
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
    try:
        r = _cli(PLAY + ["--db", db, "--record", fifo], timeout=30)
        assert r.returncode == 2 and "is a named pipe (FIFO)" in r.stderr
        assert os.read(reader, 100) == b""
    finally:
        os.close(reader)


def test_a_record_device_is_refused(tmp_path, capsys):
    if not os.path.exists("/dev/null"):
        pytest.skip("no /dev/null here")
    db = str(tmp_path / "j.sqlite3")
    assert main(PLAY + ["--db", db, "--record", "/dev/null"]) == 2
    assert _one_line(capsys.readouterr().err) == "doubloon play: --record /dev/null: is a device, not a file"
    assert not os.path.exists(db)
