"""A scoring session's result goes into the journal like a played game
(issue 9): stored as a sheet (schema version 3, kind "sheet"), listed by
``doubloon history``, given back by ``doubloon export`` as the
final-scoring contract's input, which ``doubloon score`` scores to the
same totals; reopening a sheet takes it out of history until it is done
again; a journal that refuses the write never stops the table."""

import argparse
import inspect
import io
import json
import sqlite3

import pytest

from core.errors import BadInput
from core.scoring import score
from firmware.commands import history, score as score_cmd
from firmware.emulator.script import Script
from firmware.games.puerto_rico.modes.scoring import FIELDS, Scoring
from firmware.journal import Journal, JournalError, NullJournal, SheetWriter
from firmware.journal import schema
from firmware.session import Plan, Session
from tests.support.screen_reader import shows
from tests.firmware.test_journal import _version_1_file
from tests.firmware.test_modes import SHEET, sheet_keys
from tests.support.table import emulated

NAMES = [p["name"] for p in SHEET["players"]]


def _cli(argv, out=None):
    p = argparse.ArgumentParser(prog="doubloon")
    sub = p.add_subparsers()
    history.register(sub)
    score_cmd.register(sub)
    args = p.parse_args(argv)
    return args.func(args, out=out) if out is not None else args.func(args)


def _scoring_session(db, keys):
    """A scoring session on scripted keys with the journal ``db``; the
    session, and what it printed."""
    out = io.StringIO()
    s = Session(Script(keys, out), Journal(db), out=out, command="scoring")
    assert s.run(Plan(mode="scoring", names=NAMES)) == 0
    return s, out.getvalue()


@pytest.mark.slow
def test_a_finished_scoring_session_is_in_history_and_exports_its_sheet(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    keys = "".join(sheet_keys(s, SHEET["players"][s]) for s in range(3))
    session, printed = _scoring_session(db, keys)
    want = score(SHEET)
    assert session.mode.result == want
    assert "1. " + want["winners"][0] in printed
    # history lists it: date, how, names and totals, winner
    out = io.StringIO()
    assert _cli(["history", "--db", db], out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0].split() == ["game", "name", "date", "how", "players", "winner"]
    row = lines[1]
    assert row.split()[0] == "1" and "  scored  " in row
    for p in want["players"]:
        assert p["name"] + " " + str(p["total"]) in row
    assert row.endswith(", ".join(want["winners"]))
    # export gives the contract's sheet, exactly
    sheet = tmp_path / "sheet.json"
    assert _cli(["export", "1", "--db", db, "--out", str(sheet)]) == 0
    assert json.loads(sheet.read_text()) == SHEET
    # and doubloon score of it gives the totals history shows
    capsys.readouterr()
    assert _cli(["score", "--format", "json", str(sheet)]) == 0
    scored = json.loads(capsys.readouterr().out)
    assert scored == want
    with Journal(db, write=False) as j:
        g = j.history()[0]
        assert g["kind"] == "sheet"
        assert g["totals"] == [p["total"] for p in scored["players"]]
        assert g["winners"] == scored["winners"]
        assert j.unfinished() == []  # a sheet is never offered for resuming


def test_reopening_takes_the_sheet_out_of_history_until_it_is_done_again(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    j = Journal(db)
    mode = Scoring(NAMES[:2])
    w = SheetWriter(j)
    mode.on_sheet = w.store
    for s in (0, 1):
        for _ in range(3 + s):
            mode.handle((s, "right"))  # VP chips 3 and 4
        for _ in FIELDS:
            mode.handle((s, "select"))
    assert [g["totals"] for g in j.history()] == [[3, 4]]
    gid = w.game_id
    mode.handle((0, "back"))  # reopened: the score is taken down
    assert mode.result is None and j.history() == [] and j.unfinished() == []
    assert j.kind(gid) == "sheet"
    # a reopened sheet exports without --reveal-unfinished: nothing on it is secret
    out = io.StringIO()
    assert _cli(["export", str(gid), "--db", db], out) == 0
    assert json.loads(out.getvalue()) == mode.sheet()
    for _ in range(5):
        mode.handle((0, "right"))
    for _ in FIELDS:
        mode.handle((0, "select"))
    assert [(g["id"], g["totals"]) for g in j.history()] == [(gid, [8, 4])]  # the same game
    assert json.loads(j.export(gid)[0]) == mode.sheet()
    j.close()


def test_a_reopened_sheet_never_stored_writes_nothing(tmp_path):
    j = Journal(str(tmp_path / "j.sqlite3"))
    w = SheetWriter(j)
    assert w.store(SHEET, False) and w.pending == 0 and w.game_id is None
    assert j._db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    j.close()


def test_a_sheet_the_scorer_refuses_is_not_stored(tmp_path):
    j = Journal(str(tmp_path / "j.sqlite3"))
    bad = json.loads(json.dumps(SHEET))
    bad["players"][0]["buildings"]["harbour"] = 0
    with pytest.raises(BadInput):
        j.save_sheet(bad)
    with pytest.raises(BadInput):
        NullJournal().save_sheet(bad)  # the same check
    assert j._db.execute("SELECT COUNT(*) FROM games").fetchone()[0] == 0
    gid = j.save_sheet(SHEET)
    with pytest.raises(BadInput):
        j.save_sheet(bad, gid)
    assert json.loads(j.export(gid)[0]) == SHEET  # unchanged
    j.close()


def test_null_journal_takes_sheets_too():
    real = inspect.signature(Journal.save_sheet)
    null = inspect.signature(NullJournal.save_sheet)
    assert list(real.parameters) == list(null.parameters)
    w = SheetWriter(NullJournal())
    assert w.store(SHEET, True) and w.pending == 0 and w.game_id is None


def test_the_board_says_not_saved_while_the_journal_refuses_the_sheet(tmp_path, monkeypatch):
    full = "no room left on the disk for j.sqlite3 (database or disk is full)"
    real = Journal.save_sheet
    refuse = [True]

    def save_sheet(self, sheet, game_id=None, finished=True):
        if refuse[0]:
            raise JournalError(full)
        return real(self, sheet, game_id, finished)

    monkeypatch.setattr(Journal, "save_sheet", save_sheet)
    j = Journal(str(tmp_path / "j.sqlite3"))
    said = []
    mode = Scoring(NAMES[:2])
    w = SheetWriter(j, log=said.append)
    mode.on_sheet = w.store
    emu = emulated(mode, saving=lambda: w)
    for s in (0, 1):
        mode.handle((s, "right"))
        for _ in FIELDS:
            mode.handle((s, "select"))
    emu.app.step()
    assert mode.result is not None  # the table goes on: the score shows
    assert w.pending == 1 and j.history() == []
    board = emu.screens.rams["board"].image()
    assert shows(board, 7, "not saved: 1 waiting", invert=True)
    assert said == [
        "not saved (" + full + "): the sheet waits in memory and is written as soon as the journal takes it"
    ]
    refuse[0] = False
    emu.clock.t += 1.1
    emu.app.step()  # tried again every second
    assert w.pending == 0 and [g["totals"] for g in j.history()] == [[1, 1]]
    assert said[-1] == "the journal takes writes again: the sheet is saved"
    j.close()


def test_a_sheet_still_refused_at_the_end_is_kept_beside_the_journal(tmp_path, monkeypatch, capsys):
    def refuse(self, sheet, game_id=None, finished=True):
        raise JournalError("full")

    monkeypatch.setattr(Journal, "save_sheet", refuse)
    j = Journal(str(tmp_path / "j.sqlite3"))
    w = SheetWriter(j)
    assert not w.store(SHEET, True)
    path = w.close()
    assert path.startswith(j.path + ".unsaved-") and path.endswith(".json")
    j.close()
    assert _cli(["score", "--format", "json", path]) == 0
    assert json.loads(capsys.readouterr().out) == score(SHEET)


def test_old_journals_open_and_their_games_are_records(tmp_path):
    path = str(tmp_path / "doubloon.sqlite3")
    (done, _, _), (going, _, _) = _version_1_file(path)
    j = Journal(path)
    assert j.problem is None
    assert j._db.execute("PRAGMA user_version").fetchone()[0] == len(schema.MIGRATIONS) >= 3
    assert [g["kind"] for g in j.history()] == ["record"]
    assert j.kind(done) == j.kind(going) == "record"
    assert j.playable()[0]["id"] == going
    # a sheet beside them: history lists both, resume offers the game only
    sid = j.save_sheet(SHEET)
    assert [g["id"] for g in j.history()] == [sid, done]
    assert [g["id"] for g in j.unfinished()] == [going]
    j.close()


def test_a_migration_cut_short_leaves_version_2(tmp_path, monkeypatch):
    """Version 3 is one ALTER in one transaction with its user_version."""
    path = str(tmp_path / "doubloon.sqlite3")
    _version_1_file(path)
    monkeypatch.setattr(
        schema, "MIGRATIONS", schema.MIGRATIONS[:2] + ["ALTER TABLE nowhere ADD COLUMN kind TEXT"]
    )
    with pytest.raises(JournalError):
        Journal(path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 2
    assert "kind" not in [r[1] for r in db.execute("PRAGMA table_info(games)")]
    db.close()
