"""What the journal checks when it opens: a damaged WAL frame, which makes
SQLite drop every later committed write without a word, is detected with
the commit count kept in the .lock file and said in one line; the deep
check (PRAGMA integrity_check, whose cost grows with the file) runs only
after an unclean close or on request (doubloon history --check)."""

import io
import os
import shutil
import sqlite3

import pytest

import core
from core import record
from firmware.journal import locks, store
from firmware.cli import main
from firmware.journal import Journal
from tests.support.journaled import first_choices


def _finished(j, seed):
    from core.puerto_rico.simulate import play_random

    acts = []
    end = play_random(3, seed, record=acts)
    return j.import_record([record.header_line(end)] + [record.action_line(a) for a in acts])


def _power_cut(path, to):
    """The files as a power cut leaves them (the writer still open: the WAL
    not checkpointed, the .lock file saying "open"), copied to ``to``."""
    os.makedirs(to)
    out = os.path.join(to, os.path.basename(path))
    for suffix in ("", "-wal", ".lock"):
        shutil.copyfile(path + suffix, out + suffix)
    return out


def _damage_frame(wal, k):
    """Flip a byte in the page of WAL frame ``k`` (0-based): its checksum no
    longer matches, so recovery stops there."""
    data = bytearray(open(wal, "rb").read())
    page = int.from_bytes(data[8:12], "big")
    at = 32 + k * (24 + page) + 24 + 100
    assert at < len(data)
    data[at] ^= 0xFF
    with open(wal, "wb") as f:
        f.write(bytes(data))
    return bytes(data)


def test_a_damaged_wal_frame_that_drops_committed_writes_is_said_in_one_line(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    gid, acts = first_choices(j)
    cut = _power_cut(path, str(tmp_path / "cut"))
    j.close()
    damaged = _damage_frame(cut + "-wal", 30)
    again = Journal(cut)
    kept = [f for f in os.listdir(os.path.dirname(cut)) if ".lost-" in f]
    live = again.actions(gid)
    lost = 41 - again._one("SELECT commits FROM meta")  # new_game + 40 appends
    assert 0 < len(live) < 40 and lost > 0 and live == acts[: len(live)]
    assert again.problem == (
        "j.sqlite3: the last %d committed writes are lost (SQLite dropped them when it"
        " recovered a damaged WAL, or the file was replaced by an older copy); the WAL is"
        " kept as %s" % (lost, kept[0])
    )
    assert open(os.path.join(os.path.dirname(cut), kept[0]), "rb").read() == damaged
    # the table goes on from what is left, and it is said once
    assert again.append(gid, acts[len(live)]) == len(live) + 1
    again.close()
    with Journal(cut) as j:
        assert j.problem is None


def test_no_false_alarm_when_the_count_lags_behind_a_commit(tmp_path, monkeypatch):
    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    gid, acts = first_choices(j, n=5)
    real = os.pwrite
    monkeypatch.setattr(locks.os, "pwrite", lambda *a: 0)  # a cut before the .lock line
    j.append(gid, core.legal_actions(record.replay(j.export(gid)))[0])
    monkeypatch.setattr(locks.os, "pwrite", real)
    cut = _power_cut(path, str(tmp_path / "cut"))
    j.close()
    with Journal(cut) as again:
        assert again.problem is None and len(again.actions(gid)) == 6


def test_a_deleted_journal_is_a_new_one_not_a_loss(tmp_path):
    path = str(tmp_path / "j.sqlite3")
    with Journal(path) as j:
        first_choices(j, n=3)
    os.remove(path)  # the .lock file stays
    with Journal(path) as j:
        assert j.problem is None and j.unfinished() == []


# ---- the deep check --------------------------------------------------------------


@pytest.fixture
def statements(monkeypatch):
    """Every SQL statement the journal runs from now on."""
    seen = []
    real = sqlite3.connect

    def connect(*a, **k):
        db = real(*a, **k)
        db.set_trace_callback(seen.append)
        return db

    monkeypatch.setattr(store.sqlite3, "connect", connect)
    return seen


def _deep(seen):
    return any("integrity_check" in s for s in seen)


def test_the_deep_check_runs_only_after_an_unclean_close_or_on_request(tmp_path, statements):
    path = str(tmp_path / "j.sqlite3")
    with Journal(path) as j:
        first_choices(j, n=5)
    del statements[:]
    for write in (True, False):  # a clean close: cheap opens
        with Journal(path, write=write) as j:
            assert not j.checked and j.unfinished()
    assert not _deep(statements)
    j = Journal(path)
    j._release()  # killed: no clean close
    del statements[:]
    with Journal(path) as j:
        assert j.checked and j.problem is None
    assert _deep(statements)
    del statements[:]
    with Journal(path) as j:  # clean again
        assert not j.checked
    out = io.StringIO()
    from firmware.commands import history
    import argparse

    p = argparse.ArgumentParser()
    history.register(p.add_subparsers())
    args = p.parse_args(["history", "--check", "--db", path])
    assert args.func(args, out=out) == 0
    assert out.getvalue().startswith("j.sqlite3: integrity check ok\n")
    assert _deep(statements)


def test_damage_found_after_a_cheap_open_is_checked_and_kept_aside_at_the_next_start(tmp_path, capsys):
    path = str(tmp_path / "j.sqlite3")
    with Journal(path) as j:
        for seed in range(20):
            _finished(j, seed)
        roots = j._one("SELECT MAX(rootpage) FROM sqlite_master")
    data = bytearray(open(path, "rb").read())
    page = int.from_bytes(data[16:18], "big")
    for i in range(roots * page, len(data)):  # the schema and the tables' roots stay sound
        data[i] = (i * 7 + 13) & 0xFF
    with open(path, "wb") as f:
        f.write(bytes(data))
    assert main(["history", "--db", path]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("doubloon history: j.sqlite3 is damaged (")
    assert main(["history", "--check", "--db", path]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("doubloon history: j.sqlite3 is damaged (")
    assert main(["play", "--resume", "--keys", "", "--db", path]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.endswith("; it is checked at the next start\n")
    assert main(["play", "--resume", "--keys", "", "--db", path]) == 0
    err = capsys.readouterr().err
    assert err.startswith("doubloon play: j.sqlite3 is damaged (")
    assert "; kept as j.sqlite3.broken-" in err and err.count("\n") == 1
    assert [f for f in os.listdir(str(tmp_path)) if ".broken-" in f]


def test_opening_a_big_journal_costs_what_a_small_one_does(tmp_path):
    small, big = str(tmp_path / "s.sqlite3"), str(tmp_path / "b.sqlite3")
    with Journal(small) as j:
        first_choices(j, n=10)
    with Journal(big) as j:
        for seed in range(60):
            _finished(j, seed)
    assert os.path.getsize(big) > 40 * os.path.getsize(small)

    def read(path):
        """Bytes read while the journal opens and closes (rchar of
        /proc/self/io: every read, cached or not). No timing: a loaded
        machine must not fail it, a full scan at open must."""
        before = _rchar()
        Journal(path).close()
        return _rchar() - before

    assert read(big) < 3 * read(small) + 65536


def _rchar():
    with open("/proc/self/io") as f:
        for row in f:
            if row.startswith("rchar:"):
                return int(row.split()[1])
    raise AssertionError("no rchar in /proc/self/io")
