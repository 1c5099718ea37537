"""Every damaged journal is one line, and history reads the rest (issue 20):
an unknown schema version (bytes 60-63 of the SQLite header) is refused by
the readers in one line and kept aside by play; a game whose result does
not read is listed as damaged among the others and left out of the
statistics; a full disk says so (never "cannot rollback"), and history
reads a journal on a full disk."""

import contextlib
import io
import json
import os
import shutil
import sqlite3
import struct
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

import core
from core import record
from firmware.journal import schema, store
from firmware.cli import main
from firmware.journal import Journal
from core.scoring import score
from tests.firmware.test_journal import _version_1_file
from tests.firmware.test_modes import SHEET

from tests.support import ROOT

PLAY = ["play", "--new", "--keys", "", "--names", "Anne,Bob", "--seed", "4"]
KNOWS = len(schema.MIGRATIONS)
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


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
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


# ---- 2. a game whose result does not read -----------------------------------

DAMAGE = {
    "truncated JSON": b'["puerto_rico", ["Anne", "Bo',
    "a number": b"7",
    "a list of numbers": b"[1, 2, 3, 4]",
    "a dict without players": b'{"game": "puerto_rico"}',
    "players not dicts": b'{"game": "x", "players": ["Anne"], "winners": []}',
    "names not text": b'["puerto_rico", [1, 2], [3, 4], []]',
    "scores as text": b'["puerto_rico", ["Anne", "Bob"], ["3", "4"], ["Bob"]]',
    "scores true and false": b'["puerto_rico", ["Anne", "Bob"], [true, false], ["Anne"]]',
    "a score missing": b'["puerto_rico", ["Anne", "Bob"], [3], ["Bob"]]',
    "winners not a list": b'["puerto_rico", ["Anne"], [3], 5]',
    "not UTF-8": b"\xff\xfe[\x80",
    "empty": b"",
}


def _damage(path, gid, summary, result, as_text=True):
    """Store ``summary`` and ``result`` (bytes, None for NULL) in game
    ``gid``: as TEXT (bytes that are not UTF-8 then fail sqlite3's decoding)
    or as BLOBs."""
    db = sqlite3.connect(path)
    cast = "CAST(? AS TEXT)" if as_text else "?"
    db.execute(
        "UPDATE games SET summary = %s, result = %s WHERE id = ?" % (cast, cast),
        (summary, result, gid),
    )
    db.commit()
    db.close()


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_game_whose_result_does_not_read_is_listed_damaged_and_the_others_shown(tmp_path, kind):
    # before: JSONDecodeError, ValueError, TypeError, KeyError or "Could not
    # decode to UTF-8" stopped history
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    _damage(path, ids[1], DAMAGE[kind], DAMAGE[kind])
    status, out, err = _run(["history", "--db", path])
    assert status == 0 and err == ""
    lines = out.splitlines()
    rows = {int(line.split()[0]): line for line in lines[1:4]}
    assert sorted(rows) == sorted(ids)
    assert rows[ids[1]].split()[3:] == ["damaged", "its", "result", "does", "not", "read"]
    for gid in (ids[0], ids[2]):
        assert " scored " in rows[gid] and NAMES[0] in rows[gid]
    # the statistics count the two games that read
    stats = [line.split() for line in lines if line.split()[:1] in ([n] for n in NAMES)]
    assert len(stats) == len(NAMES) and all(s[1] == "2" for s in stats)
    assert lines[-1] == ("1 game is damaged (the result does not read; not in the statistics): %d" % ids[1])


def test_a_damaged_summary_falls_back_to_a_sound_result_and_none_is_damage(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    with Journal(path, write=False) as j:
        good = j._db.execute("SELECT summary, result FROM games WHERE id = ?", (ids[0],)).fetchone()
    _damage(path, ids[0], b"[1, 2", good[1].encode())  # the result still reads
    _damage(path, ids[1], None, None, as_text=False)  # finished, yet neither is stored
    _damage(path, ids[2], b"\x80\x81", b"{", as_text=False)  # BLOBs that are not JSON
    with Journal(path, write=False) as j:
        games = {g["id"]: g for g in j.history()}
        assert games[ids[0]]["totals"] == [p["total"] for p in score(SHEET)["players"]]
        assert games[ids[0]].get("damaged") is None
        assert games[ids[1]]["damaged"] == games[ids[2]]["damaged"] == "its result does not read"
        assert all(s["games"] == 1 for s in j.player_stats())
    status, out, _ = _run(["history", "--db", path])
    assert status == 0
    assert out.splitlines()[-1] == (
        "2 games are damaged (the result does not read; not in the statistics): %d, %d" % (ids[2], ids[1])
    )


def _json_values():
    leaf = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8)
    return st.recursive(
        leaf,
        lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    )


def _summary_like():
    """JSON close to a summary or a result, so that the fuzz reaches the
    checks of each field, not only the parser."""
    names = st.lists(st.text(max_size=5) | st.integers(), max_size=4)
    totals = st.lists(st.integers(-5, 99) | st.text(max_size=3) | st.booleans() | st.none(), max_size=4)
    summary = st.tuples(st.text(max_size=12) | st.integers(), names, totals, names | st.integers()).map(list)
    player = st.fixed_dictionaries(
        {}, optional={"name": st.text(max_size=5) | st.integers(), "total": totals}
    )
    result = st.fixed_dictionaries(
        {},
        optional={
            "game": st.text(max_size=8),
            "players": st.lists(player, max_size=3) | names,
            "winners": names,
        },
    )
    return summary | result


def _stored():
    """What a damaged row may hold: JSON text, or random bytes."""
    return (
        (_json_values() | _summary_like()).map(lambda v: json.dumps(v).encode())
        | st.binary(max_size=40)
        | st.none()
    )


@pytest.fixture(scope="module")
def three_games(tmp_path_factory):
    """A closed journal of three finished games (its path) and their ids."""
    path = str(tmp_path_factory.mktemp("three") / "j.sqlite3")
    return path, _journal(path)


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(summary=_stored(), result=_stored(), as_text=st.booleans(), which=st.integers(0, 2))
def test_history_never_raises_on_a_damaged_row_and_lists_the_good_games(
    tmp_path, three_games, summary, result, as_text, which
):
    template, ids = three_games
    path = str(tmp_path / "j.sqlite3")
    for suffix in ("-wal", "-shm"):
        if os.path.exists(path + suffix):
            os.remove(path + suffix)
    shutil.copyfile(template, path)
    _damage(path, ids[which], summary, result, as_text)
    with Journal(path, write=False) as j:
        games = j.history()
        stats = j.player_stats(games)
    assert sorted(g["id"] for g in games) == ids  # every game listed
    good = [g for g in games if not g.get("damaged")]
    assert [i for i in ids if i != ids[which]] == sorted(g["id"] for g in good if g["id"] != ids[which])
    for s in stats:  # a damaged game counts in no statistics
        assert s["games"] == sum(1 for g in good if g["game"] == s["game"] and s["name"] in g["players"])
    status, out, err = _run(["history", "--db", path])
    assert status == 0 and err == ""
    for g in good:
        assert any(line.split()[:1] == [str(g["id"])] and "damaged" not in line for line in out.splitlines())
    if len(good) < 3:
        assert out.splitlines()[-1].startswith("1 game is damaged")


def test_a_damaged_result_does_not_stop_the_version_2_migration(tmp_path):
    path = str(tmp_path / "doubloon.sqlite3")
    (done, _, _), _ = _version_1_file(path)
    db = sqlite3.connect(path)
    db.execute(
        "INSERT INTO games (created, header, finished, result)"
        " SELECT created, header, finished, '[1' FROM games WHERE id = ?",
        (done,),
    )
    db.commit()
    db.close()
    # before: the migration's json.loads raised JSONDecodeError (a traceback)
    status, out, err = _run(["history", "--db", path])
    assert status == 0 and err == ""
    assert out.splitlines()[-1].endswith(
        "damaged (the result does not read; not in the statistics): %d" % (done + 2)
    )


def test_export_of_a_game_whose_header_does_not_read_is_one_line(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE games SET header = '{\"players\": 5' WHERE id = ?", (ids[0],))  # a sheet
    db.execute("UPDATE games SET header = CAST(? AS TEXT) WHERE id = ?", (b"\xff\xfe", ids[1]))
    db.execute("UPDATE games SET header = '[3]' WHERE id = ?", (ids[2],))
    db.execute('UPDATE games SET header = \'{"record": "doubloon"\' WHERE id = 4')  # the record
    db.execute("UPDATE games SET kind = 'hand made' WHERE id = ?", (ids[2],))
    db.commit()
    db.close()
    # before: the broken text came out as the record, with status 0
    for gid, why in (
        (ids[0], "its sheet does not read"),
        (ids[1], "its header does not read"),
        (ids[2], "its kind is unknown"),
        (4, "its header does not read"),
    ):
        status, out, err = _run(["export", str(gid), "--reveal-unfinished", "--db", path])
        assert status == 2 and out == ""
        _one_line(err, "doubloon export: game %d is damaged (%s): not exported" % (gid, why))


def test_export_of_a_game_whose_result_does_not_read_gives_its_record(tmp_path):
    # the record (header and actions, or the sheet) is what export gives,
    # and it is intact: the way to score the game again
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    _damage(path, ids[0], b"7", b"{")
    _damage(path, ids[1], b"\xff", b"\xfe\x80")  # before: "Could not decode to UTF-8", a traceback
    for gid in ids[:2]:
        status, out, err = _run(["export", str(gid), "--db", path])
        assert status == 0 and err == ""
        assert json.loads(out) == SHEET


def test_play_sets_aside_an_unfinished_game_whose_rows_are_not_text(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    _journal(path)  # game 4: unfinished, one decision
    db = sqlite3.connect(path)
    db.execute("UPDATE actions SET action = CAST(? AS TEXT) WHERE game_id = 4", (b"[\xff]",))
    db.commit()
    db.close()
    # before: "Could not decode to UTF-8 column 'action'" stopped play (exit 2)
    status, _, err = _run(["play", "--resume", "--keys", "", "--db", path])
    assert status == 0
    assert err.startswith("doubloon play: game 4 ") and "set aside" in err, err
    with Journal(path, write=False) as j:
        assert [gid for gid, _ in j.set_aside_games()] == [4]


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
    seen = []  # every statement, as run once ``on``

    def __init__(self, db):
        self._db = db
        self._alone = False

    def execute(self, sql, *args):
        text = " ".join(sql.upper().split())
        if text.startswith("PRAGMA LOCKING_MODE = EXCLUSIVE"):
            self._alone = True
        if FullDisk.on:
            FullDisk.seen.append(text)
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
    monkeypatch.setattr(store.sqlite3, "connect", lambda *a, **k: FullDisk(real(*a, **k)))
    FullDisk.seen = []
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
    # a reader of an up-to-date file tries no write at all (before: the
    # switch to WAL, every time)
    writes = ("INSERT", "UPDATE", "DELETE", "CREATE", "ALTER", "BEGIN IMMEDIATE", "COMMIT")
    tried = [t for t in full_disk.seen if t.startswith(writes) or (t.startswith("PRAGMA") and "=" in t)]
    assert tried == ["PRAGMA LOCKING_MODE = EXCLUSIVE"] * 2, tried


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
    monkeypatch.setattr(schema, "MIGRATIONS", schema.MIGRATIONS + ["ALTER TABLE games ADD COLUMN x"])
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


@pytest.mark.slow
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


class NoShm(FullDisk):
    """A connection on a file system that cannot hold the -shm (FAT through
    fusefat): the first read of a transaction fails as SQLite's does when
    it cannot open it, unless the connection reads alone; the disk has
    room."""

    def execute(self, sql, *args):
        text = " ".join(sql.upper().split())
        if text.startswith("PRAGMA LOCKING_MODE = EXCLUSIVE"):
            self._alone = True
        if FullDisk.on and not self._alone and text.startswith(("PRAGMA", "SELECT", "BEGIN IMMEDIATE")):
            e = sqlite3.OperationalError("unable to open database file")
            e.sqlite_errorcode = 4618  # SQLITE_IOERR_SHMOPEN
            self._fail(e)
        return self._db.execute(sql, *args)


def test_a_shm_that_cannot_be_opened_is_not_a_full_disk(tmp_path, monkeypatch):
    path = str(tmp_path / "j.sqlite3")
    ids = _journal(path)
    real = sqlite3.connect
    monkeypatch.setattr(store.sqlite3, "connect", lambda *a, **k: NoShm(real(*a, **k)))
    monkeypatch.setattr(FullDisk, "on", True)
    # before: "no room left on the disk for j.sqlite3" with the disk half empty
    status, _, err = _run(PLAY + ["--db", path])
    assert status == 2
    _one_line(
        err,
        "doubloon play: cannot use j.sqlite3-shm, the WAL's shared index, beside the journal (unable to"
        " open database file): its file system cannot hold it (FAT, a network file system?); give --db a"
        " journal on another one\n",
    )
    status, out, err = _run(["history", "--db", path])  # a reader reads alone
    assert status == 0 and err == ""
    assert sorted(int(line.split()[0]) for line in out.splitlines()[1:4]) == ids
