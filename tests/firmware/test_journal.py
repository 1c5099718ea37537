"""The journal (firmware/journal.py): no committed action is lost when the
process is killed, undo/redo equals replaying the shorter record, damaged
files are moved aside intact, and history/export/import."""

import argparse
import io
import json
import os
import random
import re
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

import core
from core import record
from core.canon import dumps
from core.puerto_rico.endgame import final_score
from core.puerto_rico.simulate import MAX_ACTIONS, random_walk
from firmware import journal as journal_mod
from firmware.journal import paths, schema
from firmware.journal import Journal

from tests.support import ROOT, quick_few

TRIALS = int(os.environ.get("JOURNAL_KILL_TRIALS", "160"))


def plan(players, seed):
    """The intended actions of the seeded random game (players, seed)."""
    actions = []
    random_walk(core.new_game(players, seed=seed), MAX_ACTIONS, seed, actions)
    return actions


def replayed(header, actions):
    return record.replay([dumps(header)] + [record.action_line(a) for a in actions])


def integrity(j):
    return [r[0] for r in j._db.execute("PRAGMA integrity_check")]


# ---- power cuts ------------------------------------------------------------

# The child: imports, says "ready", waits for "go" (so its start-up is not
# part of the random delay), then resumes the unfinished game of the journal
# or starts a new one, and plays the planned random games one action at a
# time: apply, append, then print the committed seq. It is killed with
# SIGKILL at a random moment.
CHILD = r"""
import json, sys
import core
from core import record
from core.puerto_rico.endgame import final_score
from tests.firmware.test_journal import plan
print("ready", flush=True)
sys.stdin.readline()
from firmware.journal import Journal
path = sys.argv[1]
j = Journal(path)
if j.problem:
    sys.exit("problem: " + j.problem)
while True:
    games = j.unfinished()
    if games:
        gid = games[0]["id"]
        header = json.loads(j.export(gid)[0])
        state = j.state(gid)
        done = j.actions(gid)
    else:
        n = j._db.execute("SELECT COUNT(*) FROM games").fetchone()[0]
        state = core.new_game(3 + n % 3, seed=1000 + n)
        header = record.header(state)
        gid = j.new_game(header)
        print("G", gid, flush=True)
        done = []
    todo = plan(len(header["players"]), header["seed"])
    if done != todo[:len(done)]:
        sys.exit("journal is not a prefix of the plan")
    for action in todo[len(done):]:
        core.apply(state, action)
        seq = j.append(gid, action)
        print("A", gid, seq, flush=True)
    j.finish(gid, final_score(state))
    print("F", gid, flush=True)
"""

_plans = {}


def _plan_of(header):
    key = (len(header["players"]), header["seed"])
    if key not in _plans:
        _plans[key] = plan(*key)
    return _plans[key]


def _spawn(path):
    p = subprocess.Popen(
        [sys.executable, "-c", CHILD, path],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    return p


def _ready(p):
    line = p.stdout.readline()
    assert line == b"ready\n", line + p.stderr.read()
    return p


def _check_after_kill(path, reports, full=False):
    """Reopen; every reported commit is there, every game is a prefix of its
    plan and its state is the replay of that prefix."""
    j = Journal(path)
    try:
        assert j.problem is None and j.moved_aside is None
        assert integrity(j) == ["ok"]
        unfinished = j.unfinished()
        assert len(unfinished) <= 1
        if full:
            gids = [r[0] for r in j._db.execute("SELECT id FROM games")]
        else:
            gids = sorted(set(reports["games"]) | set(reports["commits"]) | set(g["id"] for g in unfinished))
        finished = set(g["id"] for g in j.history())
        for gid in gids:
            header = json.loads(j.export(gid)[0])
            intended = _plan_of(header)
            live = j.actions(gid)
            assert live == intended[: len(live)]
            assert len(live) >= reports["commits"].get(gid, 0)
            assert dumps(j.state(gid)) == dumps(replayed(header, live))
            if gid in reports["finished"] or gid in finished:
                assert live == intended and gid in finished
        return len(gids)
    finally:
        j.close()


def _parse(out, reports):
    for line in out.decode().split("\n")[:-1]:  # a cut last line is ignored
        parts = line.split()
        if parts[0] == "G":
            reports["games"].append(int(parts[1]))
        elif parts[0] == "A":
            reports["commits"][int(parts[1])] = int(parts[2])
        elif parts[0] == "F":
            reports["finished"].append(int(parts[1]))


@pytest.mark.slow
def test_sigkill_at_random_moments_loses_no_committed_action(tmp_path):
    rnd = random.Random(20261123)
    path = str(tmp_path / "cut.sqlite3")
    t0 = time.perf_counter()
    total = {"commits": 0, "games": 0, "finished": 0, "died_before": 0}
    child = _ready(_spawn(path))
    for trial in range(TRIALS):
        delay = rnd.uniform(0.005, 0.200)
        # the next child starts up meanwhile (its start-up is off the clock)
        following = _spawn(path) if trial + 1 < TRIALS else None
        child.stdin.write(b"go\n")
        child.stdin.flush()
        time.sleep(delay)
        if child.poll() is not None:  # it must not end by itself
            pytest.fail("child ended: " + child.stderr.read().decode())
        child.send_signal(signal.SIGKILL)
        out, err = child.communicate()
        assert child.returncode == -signal.SIGKILL, err.decode()
        reports = {"games": [], "commits": {}, "finished": []}
        _parse(out, reports)
        total["commits"] += sum(1 for _ in out.split(b"\nA ")) - 1
        total["games"] += len(reports["games"])
        total["finished"] += len(reports["finished"])
        total["died_before"] += not reports["commits"]
        _check_after_kill(path, reports)
        child = following and _ready(following)
    games = _check_after_kill(path, {"games": [], "commits": {}, "finished": []}, full=True)
    elapsed = time.perf_counter() - t0
    print(
        "%d kills in %.1f s; %d games in the journal, %d started and %d finished "
        "by the children, ~%d commits reported, %d kills before the first commit"
        % (TRIALS, elapsed, games, total["games"], total["finished"], total["commits"], total["died_before"])
    )
    assert games >= 2 and total["finished"] >= 1


# ---- undo and redo ---------------------------------------------------------


def _game(j, players=3, seed=7):
    state = core.new_game(players, seed=seed)
    return j.new_game(record.header(state)), state


@pytest.mark.parametrize("seed", quick_few([(s,) for s in range(12)], [(0,)]))
def test_undo_redo_at_random_points_equals_replaying_the_shorter_record(tmp_path, seed):
    rnd = random.Random(seed)
    j = Journal(str(tmp_path / "u.sqlite3"))
    gid, state = _game(j, 3 + seed % 3, seed)
    header = record.header(state)
    live, redo, appended = [], [], 0
    for _step in range(rnd.randint(40, 160)):
        r = rnd.random()
        if r < 0.15:
            got = j.undo(gid)
            assert got == (live[-1] if live else None)
            if live:
                redo.append(live.pop())
        elif r < 0.25:
            got = j.redo(gid)
            assert got == (redo[-1] if redo else None)
            if redo:
                live.append(redo.pop())
        else:
            s = replayed(header, live)
            acts = core.legal_actions(s)
            if not acts:
                continue
            a = acts[rnd.randrange(len(acts))]
            assert j.append(gid, a) == appended + 1
            appended += 1
            live.append(a)
            redo = []
        assert j.actions(gid) == live
        assert dumps(j.state(gid)) == dumps(replayed(header, live))
    rows = j._db.execute(
        "SELECT COUNT(*), SUM(undone != 0) FROM actions WHERE game_id = ?", (gid,)
    ).fetchone()
    assert rows[0] == appended  # undone rows stay in the table
    assert (rows[1] or 0) == appended - len(live)
    assert j.export(gid) == [dumps(header)] + [record.action_line(a) for a in live]
    j.close()


def test_undo_redo_edges_and_unknown_game(tmp_path):
    j = Journal(str(tmp_path / "e.sqlite3"))
    gid, state = _game(j)
    assert j.undo(gid) is None and j.redo(gid) is None
    a = core.legal_actions(state)[0]
    j.append(gid, a)
    assert j.undo(gid) == a and j.undo(gid) is None
    assert j.redo(gid) == a and j.redo(gid) is None
    with pytest.raises(journal_mod.UnknownGame):
        j.append(99, a)
    with pytest.raises(journal_mod.UnknownGame):
        j.export(99)
    with pytest.raises(core.BadInput):
        j.new_game({"record": "other"})
    j.close()


def test_undoing_the_last_action_of_a_finished_game_reopens_it(tmp_path):
    j = Journal(str(tmp_path / "f.sqlite3"))
    gid, state = _game(j, 3, 11)
    for a in plan(3, 11):
        core.apply(state, a)
        j.append(gid, a)
    j.finish(gid, final_score(state))
    assert [g["id"] for g in j.history()] == [gid] and j.unfinished() == []
    j.undo(gid)
    assert j.history() == [] and [g["id"] for g in j.unfinished()] == [gid]
    j.close()


# ---- damaged files ---------------------------------------------------------


def _real_db(path, actions=300):
    j = Journal(path)
    gid, state = _game(j, 4, 3)
    for a in plan(4, 3)[:actions]:
        j.append(gid, a)
    j.close()
    with open(path, "rb") as f:
        return f.read()


def _foreign(path):
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);"
        "INSERT INTO notes (text) VALUES ('shopping list');"
    )
    db.close()


def _other_app(path):
    db = sqlite3.connect(path)
    db.executescript("PRAGMA application_id = 305419896;CREATE TABLE games (id INTEGER PRIMARY KEY);")
    db.close()


def _newer(path):
    _real_db(path, 20)
    db = sqlite3.connect(path)
    db.execute("PRAGMA user_version = %d" % (len(schema.MIGRATIONS) + 1))
    db.close()


def _corrupt(path):
    data = bytearray(_real_db(path))
    page = 4096 if len(data) > 8192 else 1024
    for i in range(page, len(data)):
        data[i] = (i * 7 + 13) & 0xFF
    with open(path, "wb") as f:
        f.write(bytes(data))


def _truncated(path):
    data = _real_db(path)
    with open(path, "wb") as f:
        f.write(data[: len(data) // 2])


def _junk(path):
    with open(path, "w") as f:
        f.write("these are not the games you are looking for\n")


DAMAGE = {
    "junk text": (_junk, "is not a doubloon journal (not an SQLite database)"),
    "corrupt": (_corrupt, "is damaged ("),
    "truncated": (_truncated, "is damaged ("),
    "foreign tables": (
        _foreign,
        "is not a doubloon journal (an SQLite database of another application: tables notes)",
    ),
    "foreign application id": (
        _other_app,
        "is not a doubloon journal (an SQLite database with application id 0x12345678)",
    ),
    "newer schema": (
        _newer,
        "was written by a newer doubloon (schema version %d, "
        "this one knows up to %d)" % (len(schema.MIGRATIONS) + 1, len(schema.MIGRATIONS)),
    ),
}


@pytest.mark.parametrize("kind", sorted(DAMAGE))
def test_a_damaged_file_is_moved_aside_intact_and_a_new_journal_starts(tmp_path, kind):
    make, says = DAMAGE[kind]
    path = str(tmp_path / "doubloon.sqlite3")
    make(path)
    with open(path, "rb") as f:
        original = f.read()
    j = Journal(path)
    assert j.moved_aside is not None
    name = os.path.basename(j.moved_aside)
    assert re.fullmatch(r"doubloon\.sqlite3\.broken-\d{8}-\d{6}", name)
    assert j.problem.startswith("doubloon.sqlite3 " + says)
    assert j.problem.endswith("; kept as " + name + ", starting a new one")
    assert "\n" not in j.problem
    print(j.problem)
    with open(j.moved_aside, "rb") as f:
        assert f.read() == original
    # the new journal works
    gid, state = _game(j)
    a = core.legal_actions(state)[0]
    assert j.append(gid, a) == 1 and j.actions(gid) == [a]
    assert j.unfinished()[0]["id"] == gid == 1
    j.close()
    again = Journal(path)
    assert again.problem is None and again.actions(gid) == [a]
    again.close()
    with open(j.moved_aside, "rb") as f:
        assert f.read() == original  # never touched afterwards


def test_an_empty_file_is_simply_a_new_journal(tmp_path):
    path = tmp_path / "doubloon.sqlite3"
    path.write_bytes(b"")
    j = Journal(str(path))
    assert j.problem is None and j.moved_aside is None
    gid, _ = _game(j)
    assert j.unfinished()[0]["id"] == gid
    j.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["doubloon.sqlite3", "doubloon.sqlite3.lock"]


def test_moved_aside_names_are_never_reused_and_companions_follow(tmp_path):
    path = str(tmp_path / "doubloon.sqlite3")
    aside = []
    for n in range(3):
        _junk(path)
        with open(path + "-wal", "w") as f:
            f.write("wal %d" % n)
        j = Journal(path)
        aside.append(j.moved_aside)
        j.close()
        with open(j.moved_aside + "-wal") as f:
            assert f.read() == "wal %d" % n
        os.remove(path)
    assert len(set(aside)) == 3


def test_the_file_is_created_with_its_folder_and_is_ours(tmp_path):
    path = str(tmp_path / "new" / "folder" / "doubloon.sqlite3")
    j = Journal(path)
    db = j._db
    assert db.execute("PRAGMA application_id").fetchone()[0] == journal_mod.APPLICATION_ID
    assert db.execute("PRAGMA user_version").fetchone()[0] == len(schema.MIGRATIONS)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
    j.close()


# ---- migrations ------------------------------------------------------------


def test_a_version_0_file_of_ours_is_brought_up_to_date(tmp_path):
    path = str(tmp_path / "doubloon.sqlite3")
    db = sqlite3.connect(path)
    db.execute("PRAGMA application_id = %d" % journal_mod.APPLICATION_ID)
    db.close()
    j = Journal(path)
    assert j.problem is None
    assert j._db.execute("PRAGMA user_version").fetchone()[0] == len(schema.MIGRATIONS)
    gid, _ = _game(j)
    assert j.unfinished()[0]["id"] == gid
    j.close()


def _version_1_file(path):
    """A journal as doubloon wrote it at schema version 1: a finished game
    and an unfinished one."""
    db = sqlite3.connect(path)
    db.executescript(schema.MIGRATIONS[0])
    db.execute("PRAGMA application_id = %d" % journal_mod.APPLICATION_ID)
    db.execute("PRAGMA user_version = 1")
    games = []
    for seed, finish in ((11, True), (12, False)):
        state = core.new_game(3, seed=seed)
        header = dumps(record.header(state))
        acts = plan(3, seed) if finish else plan(3, seed)[:20]
        for a in acts:
            core.apply(state, a)
        result = dumps(final_score(state)) if finish else None
        gid = db.execute(
            "INSERT INTO games (created, header, finished, result) VALUES ('2026-01-01 10:00:00', ?, ?, ?)",
            (header, "2026-01-01 11:00:00" if finish else None, result),
        ).lastrowid
        db.executemany(
            "INSERT INTO actions VALUES (?, ?, ?, 0, '2026-01-01 10:00:00')",
            [(gid, i + 1, dumps(a)) for i, a in enumerate(acts)],
        )
        games.append((gid, state, acts))
    db.commit()
    db.close()
    return games


def test_a_version_1_file_keeps_its_games_history_and_resume(tmp_path):
    path = str(tmp_path / "doubloon.sqlite3")
    (done, end, _), (going, state, acts) = _version_1_file(path)
    j = Journal(path)
    assert j.problem is None and j.checked  # no .lock file yet: checked deeply once
    assert j._db.execute("PRAGMA user_version").fetchone()[0] == len(schema.MIGRATIONS)
    r = final_score(end)
    assert j.history() == [
        {
            "id": done,
            "date": "2026-01-01 11:00:00",
            "game": "puerto_rico",
            "players": [p["name"] for p in r["players"]],
            "totals": [p["total"] for p in r["players"]],
            "winners": r["winners"],
            "kind": "record",
        }
    ]
    g, resumed, aside = j.playable()
    assert g["id"] == going and aside == [] and dumps(resumed) == dumps(state)
    assert j.append(going, plan(3, 12)[20]) == 21
    j.close()


def test_adding_a_version_is_one_entry_and_keeps_the_games(tmp_path, monkeypatch):
    path = str(tmp_path / "doubloon.sqlite3")
    _real_db(path, 50)
    n = len(schema.MIGRATIONS)
    monkeypatch.setattr(
        schema,
        "MIGRATIONS",
        schema.MIGRATIONS
        + ["ALTER TABLE games ADD COLUMN note TEXT; CREATE INDEX games_finished ON games (finished)"],
    )
    j = Journal(path)
    assert j.problem is None
    assert j._db.execute("PRAGMA user_version").fetchone()[0] == n + 1
    assert "note" in [r[1] for r in j._db.execute("PRAGMA table_info(games)")]
    assert j.actions(1) == plan(4, 3)[:50]
    j.close()


def test_a_failed_migration_leaves_the_old_file_intact(tmp_path, monkeypatch):
    path = str(tmp_path / "doubloon.sqlite3")
    original = _real_db(path, 50)
    n = len(schema.MIGRATIONS)
    monkeypatch.setattr(
        schema,
        "MIGRATIONS",
        schema.MIGRATIONS + ["ALTER TABLE games ADD COLUMN note TEXT; ALTER TABLE nowhere ADD COLUMN x"],
    )
    with pytest.raises(journal_mod.JournalError) as e:
        Journal(path)
    assert str(e.value).startswith("doubloon.sqlite3 could not be brought up to schema version %d" % (n + 1))
    assert sorted(os.listdir(str(tmp_path))) == ["doubloon.sqlite3", "doubloon.sqlite3.lock"]
    with open(path, "rb") as f:
        assert f.read() == original  # not a byte of the old file changed
    db = sqlite3.connect(path)  # still at its version, without the half migration
    assert db.execute("PRAGMA user_version").fetchone()[0] == n
    assert "note" not in [r[1] for r in db.execute("PRAGMA table_info(games)")]
    db.close()
    monkeypatch.undo()
    j = Journal(path)
    assert j.problem is None and j.actions(1) == plan(4, 3)[:50]
    j.close()


# ---- history, statistics, export and import --------------------------------


def _finished_game(j, players, seed):
    state = core.new_game(players, seed=seed)
    gid = j.new_game(record.header(state))
    for a in plan(players, seed):
        core.apply(state, a)
        j.append(gid, a)
    j.finish(gid, final_score(state))
    return gid, state


@pytest.mark.slow
def test_history_and_player_stats(tmp_path):
    j = Journal(str(tmp_path / "h.sqlite3"))
    results = {}
    for seed in (1, 2, 3):
        gid, state = _finished_game(j, 3, seed)
        results[gid] = final_score(state)
    _game(j)  # an unfinished one is not history
    h = j.history()
    assert [g["id"] for g in h] == [3, 2, 1]
    for g in h:
        r = results[g["id"]]
        assert g["game"] == "puerto_rico" and re.fullmatch(r"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d", g["date"])
        assert g["players"] == [p["name"] for p in r["players"]]
        assert g["totals"] == [p["total"] for p in r["players"]]
        assert g["winners"] == r["winners"]
    stats = {s["name"]: s for s in j.player_stats()}
    for name in ("Player 1", "Player 2", "Player 3"):
        totals = [p["total"] for r in results.values() for p in r["players"] if p["name"] == name]
        s = stats[name]
        assert s["games"] == 3 and s["best"] == max(totals)
        assert s["wins"] == sum(name in r["winners"] for r in results.values())
        assert abs(float(s["average"]) - sum(totals) / 3) <= 0.05
        assert re.fullmatch(r"\d+\.\d", s["average"])
    j.close()


def test_average_rounds_half_up_to_one_decimal(tmp_path):
    j = Journal(str(tmp_path / "a.sqlite3"))
    for totals in ([40, 30], [41, 31], [40, 30], [40, 30]):  # Anne 161/4 = 40.25
        state = core.new_game(["Anne", "Bob"], seed=1)
        gid = j.new_game(record.header(state))
        j.finish(
            gid,
            {
                "game": "puerto_rico",
                "winners": ["Anne"],
                "players": [{"name": "Anne", "total": totals[0]}, {"name": "Bob", "total": totals[1]}],
            },
        )
    stats = {s["name"]: s for s in j.player_stats()}
    assert stats["Anne"]["average"] == "40.3" and stats["Bob"]["average"] == "30.3"
    assert stats["Anne"]["wins"] == 4 and stats["Bob"]["wins"] == 0
    assert [s["name"] for s in j.player_stats()] == ["Anne", "Bob"]
    j.close()


def test_export_import_round_trip(tmp_path):
    j = Journal(str(tmp_path / "r.sqlite3"))
    gid, state = _finished_game(j, 4, 5)
    lines = j.export(gid)
    assert lines[0] == record.header_line(state)
    new = j.import_record(lines)
    assert new != gid
    assert dumps(j.state(new)) == dumps(state) == dumps(record.replay(lines))
    assert [g["id"] for g in j.history()][:2] == [new, gid]
    assert j.history()[0]["totals"] == j.history()[1]["totals"]
    # an unfinished record stays unfinished
    part = j.import_record(lines[:30] + [""])
    assert j.unfinished()[0] == {
        "id": part,
        "created": j.unfinished()[0]["created"],
        "game": "puerto_rico",
        "players": record.header(state)["players"],
        "actions": 29,
        "options": {},  # a record file keeps no language
    }
    j.close()


def test_a_bad_import_raises_record_error_and_changes_nothing(tmp_path):
    path = str(tmp_path / "b.sqlite3")
    j = Journal(path)
    gid, state = _finished_game(j, 3, 4)
    lines = j.export(gid)
    before = (
        j._db.execute("SELECT COUNT(*) FROM games").fetchone()[0],
        j._db.execute("SELECT COUNT(*) FROM actions").fetchone()[0],
    )
    bad = lines[:10] + ['["build", "nothing"]'] + lines[10:]
    with pytest.raises(record.RecordError) as e:
        j.import_record(bad)
    assert e.value.line == 11
    with pytest.raises(record.RecordError) as e:
        j.import_record(["not json"])
    assert e.value.line == 1 and e.value.rule == "json"
    after = (
        j._db.execute("SELECT COUNT(*) FROM games").fetchone()[0],
        j._db.execute("SELECT COUNT(*) FROM actions").fetchone()[0],
    )
    assert before == after
    j.close()


# ---- the commands ----------------------------------------------------------


def _parser():
    from firmware.commands import history

    p = argparse.ArgumentParser(prog="doubloon")
    history.register(p.add_subparsers(dest="command"))
    return p


@pytest.mark.slow
def test_history_export_import_commands(tmp_path, capsys):
    db = str(tmp_path / "c.sqlite3")
    j = Journal(db)
    gid, state = _finished_game(j, 3, 8)
    j.close()
    p = _parser()
    out = io.StringIO()
    args = p.parse_args(["history", "--db", db])
    assert args.func(args, out=out) == 0
    text = out.getvalue()
    r = final_score(state)
    first = text.splitlines()[1]
    for pl in r["players"]:
        assert pl["name"] + " " + str(pl["total"]) in first
    assert first.endswith(", ".join(r["winners"]))
    assert "games  wins  average  best" in text
    rec = tmp_path / "g.jsonl"
    args = p.parse_args(["export", str(gid), "--out", str(rec), "--db", db])
    assert args.func(args) == 0
    assert rec.read_text().splitlines() == [record.header_line(state)] + [
        record.action_line(a) for a in plan(3, 8)
    ]
    out = io.StringIO()
    args = p.parse_args(["export", str(gid), "--db", db])
    assert args.func(args, out=out) == 0 and out.getvalue() == rec.read_text()
    other = str(tmp_path / "other.sqlite3")  # (into db: already there, refused)
    args = p.parse_args(["import", str(rec), "--db", other])
    out = io.StringIO()
    assert args.func(args, out=out) == 0 and out.getvalue() == "stored as game 1\n"
    j = Journal(other)
    assert dumps(j.state(1)) == dumps(state)
    j.close()
    capsys.readouterr()
    # unknown game, bad file: exit 2, one line on stderr, nothing stored
    args = p.parse_args(["export", "42", "--db", db])
    assert args.func(args) == 2
    assert capsys.readouterr().err == "doubloon export: no game 42 in the journal\n"
    lines = rec.read_text().splitlines()
    bad = tmp_path / "bad.jsonl"
    bad.write_text("\n".join(lines[:5] + ['["role", "nobody"]'] + lines[5:]) + "\n")
    with Journal(db, write=False) as j:
        before = os.path.getsize(db), j.history()
    args = p.parse_args(["import", str(bad), "--db", db])
    assert args.func(args, out=io.StringIO()) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("doubloon import: " + str(bad) + ": line 6: ")
    j = Journal(db)
    assert j.history() == before[1] and len(j.history()) == 1
    j.close()
    args = p.parse_args(["import", str(tmp_path / "missing.jsonl"), "--db", db])
    assert args.func(args) == 2


def test_history_command_on_an_empty_journal(tmp_path):
    out = io.StringIO()
    args = _parser().parse_args(["history", "--db", str(tmp_path / "n.sqlite3")])
    assert args.func(args, out=out) == 0
    assert out.getvalue() == "no finished games yet\n"


def test_data_dir(monkeypatch, tmp_path):
    monkeypatch.setenv("DOUBLOON_DATA_DIR", str(tmp_path / "d"))
    assert journal_mod.default_path() == str(tmp_path / "d" / "doubloon.sqlite3")
    monkeypatch.delenv("DOUBLOON_DATA_DIR")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "x"))
    monkeypatch.setattr(paths.os.path, "isdir", lambda p: False)
    assert journal_mod.data_dir() == str(tmp_path / "x" / "doubloon")
    monkeypatch.delenv("XDG_DATA_HOME")
    monkeypatch.setenv("HOME", str(tmp_path / "h"))
    assert journal_mod.data_dir() == str(tmp_path / "h" / ".local" / "share" / "doubloon")
    # a relative XDG_DATA_HOME is ignored, as the XDG specification says
    # (before: a journal in whatever folder the command started in)
    for relative in ("x", "./x", "~/x"):
        monkeypatch.setenv("XDG_DATA_HOME", relative)
        assert journal_mod.data_dir() == str(tmp_path / "h" / ".local" / "share" / "doubloon")


# ---- the table's options (schema version 4, issue 22 item 6) -----------------


def _options_stored(j):
    return [r[0] for r in j._db.execute("SELECT table_options FROM games ORDER BY id")]


def test_a_game_keeps_the_tables_options_the_header_does_not(tmp_path):
    j = Journal(str(tmp_path / "j.sqlite3"))
    header = record.header(core.new_game(3, seed=7))
    fr = j.new_game(header, {"lang": "fr"})
    plain = j.new_game(header)
    lines = [dumps(header)] + [dumps(a) for a in plan(3, 7)[:5]]
    imported = j.import_record(lines, {"lang": "fr"})
    assert _options_stored(j) == ['{"lang":"fr"}', None, '{"lang":"fr"}']
    by_id = dict((g["id"], g["options"]) for g in j.unfinished())
    assert by_id == {fr: {"lang": "fr"}, plain: {}, imported: {"lang": "fr"}}
    j.close()


@pytest.mark.parametrize("options", [["lang", "fr"], {"lang": 1}, {1: "fr"}, {"lang": None}])
def test_table_options_that_are_not_text_are_refused_and_nothing_is_stored(tmp_path, options):
    from firmware.journal import NullJournal

    j = Journal(str(tmp_path / "j.sqlite3"))
    header = record.header(core.new_game(3, seed=7))
    with pytest.raises(core.BadInput) as e:
        j.new_game(header, options)
    assert "\n" not in str(e.value) and str(e.value).startswith("table options must name text values")
    with pytest.raises(core.BadInput):
        j.import_record([dumps(header)], options)
    with pytest.raises(core.BadInput):
        NullJournal().new_game(header, options)
    assert _options_stored(j) == [] and j.unfinished() == []
    j.close()
