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
from core.endgame import final_score
from core.simulate import play_random
from firmware.cli import main
from firmware.journal import Journal

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


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

EVIL = ["\x1b[2J\x1b[HAnne", "Bob\n  9  2026-01-01 00:00  forged 99", "\x9b31mCarl",
        "\u202eDan", "Eve\x7f\x00\t"]


def test_history_escapes_control_characters_in_every_field(tmp_path, capsys):
    db = str(tmp_path / "h.sqlite3")
    j = Journal(db)
    state = core.new_game(5, seed=1)
    gid = j.new_game(record.header(state))
    # a journal that already holds such names (an import before names were
    # checked): the result is what history shows
    j.finish(gid, {"game": "puerto_rico", "winners": [EVIL[0]], "players": [
        {"name": n, "total": 40 - i} for i, n in enumerate(EVIL)]})
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

def test_history_into_a_closed_pipe_exits_quietly_like_unix_tools(tmp_path):
    db = str(tmp_path / "p.sqlite3")
    j = Journal(db)
    state = core.new_game(5, seed=1)
    names = ["%s %s" % (k, "x" * 150) for k in "ABCDE"]
    for g in range(300):   # about 250 KB of history: more than a pipe holds
        gid = j.new_game(record.header(state))
        j.finish(gid, {"game": "puerto_rico", "winners": [names[g % 5]], "players": [
            {"name": n, "total": 30 + (g + i) % 20} for i, n in enumerate(names)]})
    j.close()
    p = subprocess.Popen([sys.executable, "-m", "firmware.cli", "history", "--db", db],
                         stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    first = p.stdout.readline()          # `doubloon history | head -1`
    p.stdout.close()
    err = p.stderr.read()
    rc = p.wait(timeout=120)
    assert first.startswith(b"game")
    assert err == b""                    # no traceback, no "Exception ignored"
    assert rc == 141                     # what the shell reports for cat, seq...
