"""A WAL that is missing, empty, cut short or damaged on a journal that
was never checkpointed (a kill, a power cut) is never replaced silently:
the table compares the .lock file's commit count with the file's before
it writes anything, keeps the WAL aside as -wal.lost-* and says so in one
line; a reader (history, export) that comes first never deletes it."""

import os
import shutil

import pytest

from firmware.cli import main
from firmware.journal import Journal, locks
from tests.support.journaled import first_choices

COMMITS = 41  # new_game + 40 appends


@pytest.fixture
def killed(tmp_path):
    """A journal as a kill leaves it: never checkpointed (the database file
    holds only its first page), the WAL holds every commit, the .lock line
    says "open" with 41 commits."""
    path = str(tmp_path / "live" / "j.sqlite3")
    os.makedirs(os.path.dirname(path))
    j = Journal(path)
    gid, acts = first_choices(j, seed=5)
    out = str(tmp_path / "d" / "j.sqlite3")
    os.makedirs(os.path.dirname(out))
    for suffix in ("", "-wal", ".lock"):
        shutil.copyfile(path + suffix, out + suffix)
    j.close()
    assert os.path.getsize(out) == 4096
    return out


def _lost_files(path):
    folder = os.path.dirname(path)
    return sorted(f for f in os.listdir(folder) if ".lost-" in f)


def _frame(path, k):
    """Where WAL frame ``k`` (0-based) starts."""
    with open(path + "-wal", "rb") as f:
        data = f.read()
    page = int.from_bytes(data[8:12], "big")
    return 32 + k * (24 + page)


def _cut(path, size):
    os.truncate(path + "-wal", size)


def _damage(path, at):
    with open(path + "-wal", "r+b") as f:
        f.seek(at)
        f.write(b"\xff\xff\xff\xff")


DAMAGE = {
    "cut to 16 bytes": lambda p: _cut(p, 16),
    "cut to 32 bytes": lambda p: _cut(p, 32),
    "header damaged": lambda p: _damage(p, 0),
    "second frame damaged": lambda p: _damage(p, _frame(p, 1) + 24 + 100),
}


@pytest.mark.parametrize("how", sorted(DAMAGE))
def test_a_damaged_wal_of_a_journal_never_checkpointed_is_kept_and_said(killed, how):
    DAMAGE[how](killed)
    with open(killed + "-wal", "rb") as f:
        damaged = f.read()
    # before: the migration of the (empty) file wrote over the WAL, no word
    with Journal(killed) as j:
        kept = _lost_files(killed)
        assert len(kept) == 1, kept
        n = COMMITS - j._one("SELECT commits FROM meta")
        assert n > 30
        assert j.problem == (
            "j.sqlite3: the last %d committed writes are lost (SQLite dropped them when it"
            " recovered a damaged WAL, or the file was replaced by an older copy); the WAL is"
            " kept as %s" % (n, kept[0])
        )
    with open(os.path.join(os.path.dirname(killed), kept[0]), "rb") as f:
        assert f.read() == damaged
    with Journal(killed) as j:  # said once
        assert j.problem is None


@pytest.mark.parametrize("how", ["missing", "empty"])
def test_a_missing_or_empty_wal_is_said(killed, how):
    if how == "missing":
        os.remove(killed + "-wal")
    else:
        _cut(killed, 0)
    with Journal(killed) as j:
        assert j.problem == "j.sqlite3: the last 41 committed writes are lost (its WAL is %s)" % how
        assert _lost_files(killed) == []


def test_play_says_it_in_one_line(killed, capsys):
    _cut(killed, 16)
    assert main(["play", "--resume", "--keys", "", "--db", killed]) == 0
    err = capsys.readouterr().err
    assert "j.sqlite3: the last 41 committed writes are lost" in err
    assert "the WAL is kept as j.sqlite3-wal.lost-" in err
    assert len(_lost_files(killed)) == 1


def test_a_reader_first_leaves_a_damaged_wal_for_the_table_to_keep(killed):
    at = _frame(killed, 3) + 24 + 100
    _damage(killed, at)
    with open(killed + "-wal", "rb") as f:
        damaged = f.read()
    for argv in (["history"], ["export", "1", "--reveal-unfinished", "--out", killed + ".jsonl"]):
        main(argv + ["--db", killed])
        # before: the reader's close checkpointed the WAL and deleted it
        with open(killed + "-wal", "rb") as f:
            assert f.read() == damaged
    with Journal(killed) as j:
        assert j.problem.startswith("j.sqlite3: the last ")
        kept = _lost_files(killed)
        with open(os.path.join(os.path.dirname(killed), kept[0]), "rb") as f:
            assert f.read() == damaged


def test_a_reader_that_would_have_to_write_leaves_the_file(killed, capsys):
    _damage(killed, 0)  # the file is then empty: a reader would migrate it
    with open(killed + "-wal", "rb") as f:
        damaged = f.read()
    assert main(["history", "--db", killed]) == 2
    err = capsys.readouterr().err
    assert err == (
        "doubloon history: j.sqlite3: the last 41 committed writes are not in it (SQLite dropped"
        " them when it recovered a damaged WAL, or the file was replaced by an older copy); a"
        " reader leaves it as it is (doubloon play keeps the WAL aside)\n"
    )
    with open(killed + "-wal", "rb") as f:
        assert f.read() == damaged
    with Journal(killed) as j:
        assert len(_lost_files(killed)) == 1 and "lost" in j.problem


def test_a_second_loss_in_the_same_second_gets_its_own_name(tmp_path, monkeypatch):
    monkeypatch.setattr(locks.time, "strftime", lambda fmt: "20261206-040000")
    kept = []
    for k in range(2):
        path = str(tmp_path / "j.sqlite3")
        j = Journal(path)
        first_choices(j, seed=5, n=5)
        for suffix in ("", "-wal", ".lock"):
            shutil.copyfile(path + suffix, path + ".cut" + suffix)
        j.close()
        for suffix in ("", "-wal", ".lock"):
            os.replace(path + ".cut" + suffix, path + suffix)
        _cut(path, 32)
        with open(path + "-wal", "rb") as f:
            kept.append(f.read() + bytes([k]))
        with open(path + "-wal", "ab") as f:
            f.write(bytes([k]))
        with Journal(path) as again:
            assert again.problem.endswith(
                "the WAL is kept as j.sqlite3-wal.lost-20261206-040000" + ("-2" if k else "")
            )
        os.remove(path)  # the next round: a new journal
        os.remove(path + ".lock")
    # before: the second loss wrote over the first one's WAL
    assert _lost_files(path) == ["j.sqlite3-wal.lost-20261206-040000", "j.sqlite3-wal.lost-20261206-040000-2"]
    for name, data in zip(_lost_files(path), kept):
        with open(str(tmp_path / name), "rb") as f:
            assert f.read() == data


def test_a_wal_that_cannot_be_kept_stops_the_table_before_it_writes(killed, monkeypatch):
    _cut(killed, 16)
    monkeypatch.setattr(locks, "_write_whole", lambda path, data: "No space left on device")
    with pytest.raises(Exception) as e:
        Journal(killed)
    assert "its WAL cannot be kept aside" in str(e.value) and "left as it is" in str(e.value)
    with open(killed + "-wal", "rb") as f:
        assert len(f.read()) == 16
