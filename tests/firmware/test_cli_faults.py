"""The doubloon command under faults and hostile input (issue 8): history
prints no control characters and stops quietly into a closed pipe, export
takes only game numbers and keeps unfinished games secret, import stores a
game once, --record fails cleanly and early, and the default seed comes
from the operating system, not the clock."""

import errno
import io
import json
import os
import subprocess
import sys

import pytest

import core
from core import record
from core.puerto_rico.endgame import final_score
from core.puerto_rico.expansions.new_buildings import EXPANSIONS  # one start-screen row each
from core.puerto_rico.simulate import play_random
from firmware.cli import main
from firmware.journal import Journal

from tests.support import ROOT, table_rows, web_row


def _finished(j, players=3, seed=8):
    """A finished game in the journal: (id, final state, record lines)."""
    acts = []
    end = play_random(players, seed, record=acts)
    gid = j.new_game(record.header(end))
    for a in acts:
        j.append(gid, a)
    j.finish(gid, final_score(end))
    return gid, end, [record.header_line(end)] + [record.action_line(a) for a in acts]


def _unfinished(j, n=12, seed=3):
    acts = []
    play_random(3, seed, record=acts)
    state = core.new_game(3, seed=seed)
    gid = j.new_game(record.header(state))
    for a in acts[:n]:
        j.append(gid, a)
    return gid


def _one_line(err):
    lines = err.splitlines()
    assert len(lines) == 1 and err.endswith("\n"), err
    assert "Traceback" not in err
    return lines[0]


def _games(db):
    """Number of games stored (0 when the journal was never created)."""
    if not os.path.exists(db):
        return 0
    j = Journal(db)
    try:
        return len(j.history()) + len(j.unfinished())
    finally:
        j.close()


# ---- 1. history prints no control characters ----------------------------

EVIL = [
    "\x1b[2J\x1b[HAnne",
    "Bob\n  9  2026-01-01 00:00  forged 99",
    "\x9b31mCarl",
    "\u202eDan",
    "Eve\x7f\x00\t",
]


def test_history_escapes_control_characters_in_every_field(tmp_path, capsys):
    db = str(tmp_path / "h.sqlite3")
    j = Journal(db)
    state = core.new_game(5, seed=1)
    gid = j.new_game(record.header(state))
    # a journal that already holds such names (an import before names were
    # checked): the result is what history shows
    j.finish(
        gid,
        {
            "game": "puerto_rico",
            "winners": [EVIL[0]],
            "players": [{"name": n, "total": 40 - i} for i, n in enumerate(EVIL)],
        },
    )
    j.close()
    assert main(["history", "--db", db]) == 0
    out = capsys.readouterr().out
    lines = out.split("\n")
    assert lines[-1] == ""
    lines = lines[:-1]
    # header, one game, blank, stats header, one line a player: nothing forged
    assert len(lines) == 4 + len(EVIL)
    for line in lines:
        assert line.isprintable(), repr(line)
    assert "\\x1b[2J\\x1b[HAnne 40" in lines[1]
    assert lines[1].endswith("\\x1b[2J\\x1b[HAnne")
    assert "Bob\\x0a  9  2026" in lines[1] and "\\x9b31mCarl" in lines[1]
    assert "\\u202eDan" in lines[1] and "Eve\\x7f\\x00\\x09" in lines[1]
    stats = lines[4:]
    assert stats[0].startswith("\\x1b[2J\\x1b[HAnne ")
    # the columns still line up: every stats line as long as its header
    assert len(set(len(s) for s in lines[3:])) == 1


# ---- 2. a closed pipe -------------------------------------------------------


@pytest.mark.slow
def test_history_into_a_closed_pipe_exits_quietly_like_unix_tools(tmp_path):
    db = str(tmp_path / "p.sqlite3")
    j = Journal(db)
    state = core.new_game(5, seed=1)
    names = ["%s %s" % (k, "x" * 150) for k in "ABCDE"]
    for g in range(300):  # about 250 KB of history: more than a pipe holds
        gid = j.new_game(record.header(state))
        j.finish(
            gid,
            {
                "game": "puerto_rico",
                "winners": [names[g % 5]],
                "players": [{"name": n, "total": 30 + (g + i) % 20} for i, n in enumerate(names)],
            },
        )
    j.close()
    p = subprocess.Popen(
        [sys.executable, "-m", "firmware.cli", "history", "--db", db],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        cwd=ROOT,
    )
    first = p.stdout.readline()  # `doubloon history | head -1`
    p.stdout.close()
    err = p.stderr.read()
    rc = p.wait(timeout=120)
    assert first.startswith(b"game")
    assert err == b""  # no traceback, no "Exception ignored"
    assert rc == 141  # what the shell reports for cat, seq...


# ---- 3. export takes only game numbers ---------------------------------------


@pytest.fixture(scope="module")
def finished_db(tmp_path_factory):
    """One journal with one finished game, played once for the tests that
    only ask it for a game it does not have."""
    db = str(tmp_path_factory.mktemp("finished") / "e.sqlite3")
    j = Journal(db)
    _finished(j)
    j.close()
    return db


@pytest.mark.parametrize(
    "gid,says",
    [
        ("99999999999999999999999", "no game 99999999999999999999999 in the journal"),
        ("9223372036854775808", "no game 9223372036854775808 in the journal"),  # 2**63
        ("9223372036854775807", "no game 9223372036854775807 in the journal"),  # SQLite's max
        ("9" * 5000, "no game " + "9" * 40 + "... in the journal"),
        ("-1", "GAME_ID must be a game number (1, 2, ...), not -1"),
        ("0", "GAME_ID must be a game number (1, 2, ...), not 0"),
        ("abc", "GAME_ID must be a game number (1, 2, ...), not abc"),
        ("1.5", "not 1.5"),
        ("1_0", "not 1_0"),
        (" 1", "not  1"),
        ("\u0661", "not \u0661"),  # an Arabic-Indic one: int() would take it
        ("x" * 5000, "not " + "x" * 40 + "..."),
    ],
)
def test_export_of_a_bad_or_impossible_game_id_is_one_line_exit_2(finished_db, capsys, gid, says):
    assert main(["export", gid, "--db", finished_db]) == 2
    cap = capsys.readouterr()
    assert cap.out == ""
    line = _one_line(cap.err)
    assert line.startswith("doubloon export: ") and line.endswith(says)
    assert len(line) < 120


# ---- 4. export keeps an unfinished game secret -------------------------------


def test_export_of_an_unfinished_game_needs_reveal_unfinished(tmp_path, capsys):
    db = str(tmp_path / "u.sqlite3")
    j = Journal(db)
    done, _, lines = _finished(j)
    going = _unfinished(j)
    expected = j.export(going)
    j.close()
    out = tmp_path / "g.jsonl"
    assert main(["export", str(going), "--db", db, "--out", str(out)]) == 2
    cap = capsys.readouterr()
    line = _one_line(cap.err)
    assert cap.out == "" and not out.exists()
    assert "not finished" in line and "--reveal-unfinished" in line
    assert main(["export", str(going), "--db", db]) == 2
    assert capsys.readouterr().out == ""
    # the flag says it: then the whole record comes out
    assert main(["export", str(going), "--db", db, "--reveal-unfinished"]) == 0
    assert capsys.readouterr().out.splitlines() == expected
    # a finished game needs no flag
    assert main(["export", str(done), "--db", db]) == 0
    assert capsys.readouterr().out.splitlines() == lines


def test_export_of_a_game_over_but_not_yet_marked_finished_needs_no_flag(tmp_path, capsys):
    db = str(tmp_path / "o.sqlite3")
    acts = []
    end = play_random(2, 5, record=acts)
    j = Journal(db)
    gid = j.new_game(record.header(end))
    for a in acts:
        j.append(gid, a)  # the cut came before finish()
    j.close()
    assert main(["export", str(gid), "--db", db]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 1 + len(acts)


# ---- 5. import stores a game once ----------------------------------------------


def test_importing_the_same_game_again_says_so_and_stores_nothing(tmp_path, capsys):
    src = Journal(str(tmp_path / "src.sqlite3"))
    _, end, lines = _finished(src)
    src.close()
    f = tmp_path / "g.jsonl"
    f.write_text("\n".join(lines) + "\n")
    db = str(tmp_path / "i.sqlite3")
    assert main(["import", str(f), "--db", db]) == 0
    assert capsys.readouterr().out == "stored as game 1\n"
    # the same game written differently: spacing, key order, blank lines
    header = json.loads(lines[0])
    other = tmp_path / "same.jsonl"
    other.write_text(
        json.dumps(dict(reversed(list(header.items()))), indent=None)
        + "\n\n"
        + "\n".join(json.dumps(json.loads(t)) for t in lines[1:])
        + "\n"
    )
    for path in (f, other, f):
        assert main(["import", str(path), "--db", db]) == 2
        cap = capsys.readouterr()
        assert cap.out == ""
        assert _one_line(cap.err) == (
            "doubloon import: " + str(path) + ": already in the journal as game 1, nothing stored"
        )
    j = Journal(db)
    assert [g["id"] for g in j.history()] == [1] and j.unfinished() == []
    stats = {s["name"]: s for s in j.player_stats()}
    assert sum(s["wins"] for s in stats.values()) == len(final_score(end)["winners"])
    j.close()
    # another game is stored: a prefix of it, or the same decisions with another seed
    part = tmp_path / "part.jsonl"
    part.write_text("\n".join(lines[:20]) + "\n")
    assert main(["import", str(part), "--db", db]) == 0
    assert main(["import", str(part), "--db", db]) == 2
    assert capsys.readouterr().out == "stored as game 2\n"


def test_a_game_played_here_exported_and_imported_back_is_refused(tmp_path, capsys):
    db = str(tmp_path / "b.sqlite3")
    j = Journal(db)
    gid, end, lines = _finished(j, 4, 5)
    j.undo(gid)  # the undone action stays in the journal, marked,
    j.append(gid, json.loads(lines[-1]))  # and the same decision is taken again
    j.finish(gid, final_score(end))
    j.close()
    out = tmp_path / "g.jsonl"
    assert main(["export", str(gid), "--db", db, "--out", str(out)]) == 0
    assert main(["import", str(out), "--db", db]) == 2
    assert "already in the journal as game 1" in capsys.readouterr().err
    assert _games(db) == 1


# ---- 6. --record fails cleanly and early ---------------------------------------


def _bad_record_paths(tmp_path):
    paths = {"missing folder": str(tmp_path / "nope" / "g.jsonl"), "directory": str(tmp_path)}
    if os.path.exists("/dev/full"):
        paths["/dev/full"] = "/dev/full"
    return paths


@pytest.mark.parametrize(
    "kind,reason",
    [
        ("missing folder", "No such file or directory"),
        ("directory", "Is a directory"),
        ("/dev/full", "is a device, not a file"),
    ],
)
@pytest.mark.parametrize(
    "mode",
    [
        ["--keys", "ee"],
        ["--emulator", "text"],
        ["--setup", "--keys", "e" + "eqqewewe" + "e" * len(EXPANSIONS) + "eee"],
    ],
)
def test_a_record_file_that_cannot_be_written_stops_before_the_game(tmp_path, capsys, kind, reason, mode):
    paths = _bad_record_paths(tmp_path)
    if kind not in paths:
        pytest.skip("no " + kind + " here")
    db = str(tmp_path / "j.sqlite3")
    rc = main(["play", "--names", "Anne,Bob", "--db", db, "--record", paths[kind]] + mode)
    cap = capsys.readouterr()
    assert rc == 2
    assert _one_line(cap.err) == "doubloon play: --record " + paths[kind] + ": " + reason
    assert _games(db) == 0  # no empty unfinished game offered at the next start
    assert "+-board" not in cap.out  # the table never started


def test_a_failed_start_leaves_the_record_file_as_it_was(tmp_path, capsys):
    old = tmp_path / "old.jsonl"
    old.write_text("an older record\n")
    new = tmp_path / "new.jsonl"
    for path in (old, new):  # two names for three players: refused at start
        assert (
            main(
                [
                    "play",
                    "--players",
                    "3",
                    "--names",
                    "Anne,Bob",
                    "--keys",
                    "",
                    "--no-journal",
                    "--record",
                    str(path),
                ]
            )
            == 2
        )
        assert "Traceback" not in capsys.readouterr().err
    assert old.read_text() == "an older record\n"
    assert not new.exists()
    # a good start overwrites it with the game
    assert main(["play", "--names", "Anne,Bob", "--keys", "e", "--no-journal", "--record", str(old)]) == 0
    assert record.replay(old.read_text().splitlines())["step"] == 1


class _FullAfter:
    """A file whose writes fail with ENOSPC from the n-th one on (a disk
    that fills up during the game)."""

    def __init__(self, f, n):
        self.f, self.n = f, n

    def write(self, text):
        self.n -= 1
        if self.n < 0:
            raise OSError(errno.ENOSPC, "No space left on device")
        return self.f.write(text)

    def __getattr__(self, name):
        return getattr(self.f, name)


@pytest.mark.slow
@pytest.mark.parametrize("mode", [["--keys", "eedd"], ["--emulator", "text"]])
def test_a_record_write_failing_mid_game_is_said_once_and_the_game_goes_on(
    tmp_path, capsys, monkeypatch, mode
):
    from firmware import session
    from firmware.record_file import RecordFile

    class Filling(RecordFile):
        def start(self, state, actions=()):
            super().start(state, actions)
            self.f = _FullAfter(self.f, 1)  # the first action fits, then the disk is full

    monkeypatch.setattr(session, "RecordFile", Filling)
    db = str(tmp_path / "j.sqlite3")
    rec = tmp_path / "g.jsonl"
    argv = ["play", "--names", "Anne,Bob", "--seed", "4", "--db", db, "--record", str(rec)] + mode
    if "text" in mode:
        monkeypatch.setattr(sys, "stdin", io.StringIO("1\n1\n1\n1\n"))
    assert main(argv) == 0
    cap = capsys.readouterr()
    line = _one_line(cap.err)
    assert line.startswith("doubloon play: --record " + str(rec) + ": No space left on device")
    lines = rec.read_text().splitlines()
    assert len(lines) == 2 and record.replay(lines)["step"] == 1  # what fitted is valid
    # the journal has every decision (the text table keeps it too, now)
    j = Journal(db)
    assert j.unfinished()[0]["actions"] == 4
    j.close()


@pytest.mark.slow
@pytest.mark.parametrize(
    "mode,stdin",
    [(["--keys", "eedd"], ""), pytest.param(["--emulator", "text"], "1\n1\n1\n1\n", marks=pytest.mark.slow)],
)
def test_a_record_file_hitting_its_size_limit_mid_game_does_not_stop_the_game(tmp_path, mode, stdin):
    # the kernel refuses writes past RLIMIT_FSIZE (EFBIG), as a full disk
    # would: a real failing file, no stand-in
    resource = pytest.importorskip("resource")
    argv = [
        sys.executable,
        "-m",
        "firmware.cli",
        "play",
        "--names",
        "Anne,Bob",
        "--seed",
        "4",
        "--no-journal",
    ] + mode
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    full = tmp_path / "full.jsonl"
    r = subprocess.run(
        argv + ["--record", str(full)],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    lines = full.read_text().splitlines()
    assert len(lines) == 5
    limit = len(lines[0]) + len(lines[1]) + 2  # the header and one action fit

    def small_files():
        resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    rec = tmp_path / "g.jsonl"
    r = subprocess.run(
        argv + ["--record", str(rec)],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=env,
        timeout=300,
        preexec_fn=small_files,
    )
    assert r.returncode == 0
    line = _one_line(r.stderr)
    assert line == (
        "doubloon play: --record " + str(rec) + ": File too large; the record stops here, the game goes on"
    )
    assert rec.read_text().splitlines() == lines[:2]
    if "text" in mode:  # the table went on to the fourth decision
        assert r.stdout.count("> ") >= 5


# ---- 7. the default seed -------------------------------------------------------


@pytest.mark.parametrize(
    "mode",
    [
        ["--keys", ""],
        ["--emulator", "text"],
        ["--setup", "--keys", "e" + "eqqewewe" + "e" * len(EXPANSIONS) + table_rows() + web_row() + "ee"],
    ],
)
def test_the_default_seed_comes_from_the_os_not_the_clock(tmp_path, capsys, monkeypatch, mode):
    import time

    monkeypatch.setattr(time, "time", lambda: 1790000000.0)
    monkeypatch.setattr(time, "time_ns", lambda: 1790000000 * 10**9)
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    seeds = []
    for k in range(2):
        rec = tmp_path / ("g%d.jsonl" % k)
        assert main(["play", "--names", "Anne,Bob", "--no-journal", "--record", str(rec)] + mode) == 0
        seeds.append(json.loads(rec.read_text().splitlines()[0])["seed"])
    capsys.readouterr()
    # equal with probability 2**-32
    assert seeds[0] != seeds[1]
    for s in seeds:
        assert isinstance(s, int) and 0 <= s < 2**32


def test_default_seeds_spread_over_32_bits():
    from firmware.session import default_seed

    seeds = [default_seed() for _ in range(200)]
    assert len(set(seeds)) == 200
    assert max(seeds) >= 2**31  # not stuck in a small range (chance 2**-200)
    assert all(0 <= s < 2**32 for s in seeds)


@pytest.mark.parametrize(
    "game,names,why",
    [
        ("port_royal", "A,B,C,D,E,F", "players: Port Royal is for 2 to 5 players, not 6"),
        ("san_juan", "A,B,C,D,E", "players: San Juan is for 2 to 4 players, not 5"),
        ("puerto_rico", "A", "players: Puerto Rico is for 2 to 5 players, not 1"),
    ],
)
def test_too_many_names_are_refused_by_the_game_asked_for(capsys, game, names, why):
    from firmware.cli import main

    assert main(["play", "--game", game, "--names", names, "--no-journal", "--keys", ""]) == 2
    assert capsys.readouterr().err.splitlines() == ["doubloon play: " + why]
