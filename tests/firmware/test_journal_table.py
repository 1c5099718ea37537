"""The journal and the table device: a journal that stops taking writes
never stops the table (the board says "not saved", the decisions wait and
are written in order when it takes them again); a game that does not replay
is set aside and the table goes on with another; a command that fails
before the game starts stores no game."""

import io

import pytest

import core
from core import record
from core.puerto_rico.views import public_view
from drivers.keyboard import KEYS
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.cli import main
from firmware.journal import GameWriter, Journal, JournalError
from firmware.games.puerto_rico.table import Table
from tests.support.screen_reader import shows
from tests.support.table import emulated

NAMES = ["Anne", "Bernie", "Chris"]
FULL = "no room left on the disk for j.sqlite3 (database or disk is full)"


@pytest.fixture
def refusing(monkeypatch):
    """Journal.append raises (as on a full disk) while ``refusing.on``; it
    counts its calls (the tries) in ``refusing.tries``."""
    real = Journal.append

    class Switch:
        on = False
        tries = 0

    def append(self, game_id, action):
        Switch.tries += 1
        if Switch.on:
            raise JournalError(FULL)
        return real(self, game_id, action)

    monkeypatch.setattr(Journal, "append", append)
    return Switch


def _board_line(emu):
    return emu.screens.rams["board"].image()


def _decide(emu, table):
    """The deciding seat takes its first choice."""
    emu.press(KEYS[table.deciding()][2])


# ---- a journal that stops taking writes ----------------------------------------


def test_the_table_plays_on_while_the_journal_refuses_and_nothing_is_lost(tmp_path, refusing):
    j = Journal(str(tmp_path / "j.sqlite3"))
    state = core.new_game(NAMES, seed=3)
    table = Table(state)
    said = []
    w = GameWriter(j, record.header(state), log=said.append)
    table.on_action, table.on_undo = w.append, w.undo
    emu = emulated(table, saving=lambda: w)
    _decide(emu, table)
    assert w.pending == 0 and j.actions(w.game_id) == table.actions  # stored with its first decision
    refusing.on = True
    for n in (1, 2):
        _decide(emu, table)
        assert table.state["step"] == n + 1  # the game goes on
        assert shows(_board_line(emu), 7, "not saved: %d waiting" % n, invert=True)
    table.undo()  # an undo waits in order too
    emu.app.step()
    assert shows(_board_line(emu), 7, "not saved: 3 waiting", invert=True)
    _decide(emu, table)
    assert shows(_board_line(emu), 7, "not saved: 4 waiting", invert=True)
    tries = refusing.tries
    emu.clock.t += 1.1
    emu.app.step()  # tried again every second, no press needed
    assert refusing.tries == tries + 1 and w.pending == 4
    assert said == [
        "not saved (" + FULL + "): the decisions wait in memory and are"
        " written as soon as the journal takes them"
    ]
    refusing.on = False
    emu.clock.t += 1.1
    emu.app.step()
    assert w.pending == 0 and w.problem is None
    assert shows(_board_line(emu), 7, phrases.deciding(public_view(table.state), "en"), invert=True)
    assert said[-1] == "the journal takes writes again: every decision is saved"
    assert j.actions(w.game_id) == table.actions and len(table.actions) == 3
    j.close()


def test_a_locked_journal_costs_the_table_one_short_wait_then_none(tmp_path, monkeypatch):
    import sqlite3
    import time

    path = str(tmp_path / "j.sqlite3")
    j = Journal(path)
    state = core.new_game(NAMES, seed=3)
    w = GameWriter(j, record.header(state))
    monkeypatch.setattr(GameWriter, "WAIT", 0.3)
    other = sqlite3.connect(path, isolation_level=None)  # e.g. an sqlite3 shell
    other.execute("BEGIN IMMEDIATE")
    a = core.legal_actions(state)[0]
    t = time.perf_counter()
    assert not w.append(a)
    assert 0.25 < time.perf_counter() - t < 5
    assert w.problem == "j.sqlite3 is locked by another program (waited 0.3 s: database is locked)"
    t = time.perf_counter()
    assert not w.flush()  # the retries (every second) do not wait
    assert time.perf_counter() - t < 0.2
    other.execute("ROLLBACK")
    assert w.flush() and j.actions(w.game_id) == [a]
    other.close()
    j.close()


def _keys_for(names, seed, n):
    """Keys that make the deciding seat take its first choice ``n`` times."""
    state = core.new_game(names, seed=seed)
    keys = ""
    for _ in range(n):
        keys += KEYS[core.current_player(state)][2]
        core.apply(state, core.legal_actions(state)[0])
    return keys


def test_play_ends_with_exactly_the_games_actions_after_the_journal_refused(tmp_path, capsys, monkeypatch):
    db = str(tmp_path / "j.sqlite3")
    rec = tmp_path / "g.jsonl"
    real = Journal.append
    tries = []

    def append(self, game_id, action):  # the 3rd to the 7th tries fail
        tries.append(action)
        if 3 <= len(tries) <= 7:
            raise JournalError(FULL)
        return real(self, game_id, action)

    monkeypatch.setattr(Journal, "append", append)
    keys = _keys_for(["Anne", "Bernie"], 4, 12)
    assert (
        main(
            [
                "play",
                "--new",
                "--names",
                "Anne,Bernie",
                "--seed",
                "4",
                "--keys",
                keys,
                "--db",
                db,
                "--record",
                str(rec),
            ]
        )
        == 0
    )
    err = capsys.readouterr().err.splitlines()
    assert err == [
        "doubloon play: not saved (" + FULL + "): the decisions wait in memory"
        " and are written as soon as the journal takes them",
        "doubloon play: the journal takes writes again: every decision is saved",
    ]
    assert len(tries) > 12  # some were tried more than once
    lines = rec.read_text().splitlines()
    with Journal(db, write=False) as j:
        assert j.export(1) == lines and len(lines) == 13


# ---- a game that does not replay ---------------------------------------------


def _interleaved(db):
    """Game 1 (2 players, 3 decisions) is sound; game 2 (3 players) got a
    decision of game 1 in the middle of its own (two writers of an older
    doubloon): it does not replay."""
    with Journal(db) as j:
        a = core.new_game(["Anne", "Bob"], seed=4)
        ga = j.new_game(record.header(a))
        for _ in range(3):
            act = core.legal_actions(a)[0]
            core.apply(a, act)
            j.append(ga, act)
        b = core.new_game(NAMES, seed=5)
        gb = j.new_game(record.header(b))
        act = core.legal_actions(b)[0]
        core.apply(b, act)
        j.append(gb, act)
        other = [x for x in core.legal_actions(a) if x not in core.legal_actions(b)][0]
        j.append(gb, other)
    return a, ga, gb


def test_a_game_that_does_not_replay_is_set_aside_and_the_table_resumes_another(
    tmp_path, capsys, monkeypatch
):
    db = str(tmp_path / "j.sqlite3")
    a, ga, gb = _interleaved(db)
    with Journal(db, write=False) as j:
        with pytest.raises(record.RecordError) as e:
            j.state(gb)
        stored = j.export(gb)
    from firmware.emulator.script import Script

    seen = []
    real = Script.run

    def run(self, table):
        seen.append(table.notice)
        return real(self, table)

    monkeypatch.setattr(Script, "run", run)
    rec = tmp_path / "g.jsonl"
    key = KEYS[core.current_player(a)][2]
    for _ in range(2):  # at every start, not only the first one
        assert main(["play", "--resume", "--keys", key, "--db", db, "--record", str(rec)]) == 0
        err = capsys.readouterr().err
        lines = rec.read_text().splitlines()
        assert lines[0] == record.header_line(a)
        a = record.replay(lines)
        key = KEYS[core.current_player(a)][2]
    assert err == ""  # the second start: nothing more to say
    assert seen == [catalog.text("set_aside", "en", n=gb), catalog.text("resumed", "en", n=ga)]
    with Journal(db, write=False) as j:
        assert [g["id"] for g in j.unfinished()] == [ga]
        assert j.set_aside_games() == [(gb, "does not replay (" + str(e.value) + ")")]
        assert j.export(gb) == stored  # kept as it was
    # history and export work around it, and say it
    out = io.StringIO()
    from firmware.commands import history
    import argparse

    p = argparse.ArgumentParser()
    history.register(p.add_subparsers())
    args = p.parse_args(["history", "--db", db])
    assert args.func(args, out=out) == 0
    assert out.getvalue().splitlines()[-1] == (
        "set aside (they do not replay; doubloon export GAME_ID --reveal-unfinished gives them): %d" % gb
    )
    assert main(["export", str(gb), "--reveal-unfinished", "--db", db]) == 0
    assert capsys.readouterr().out.splitlines() == stored


def test_the_first_start_says_it_in_one_line(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    a, ga, gb = _interleaved(db)
    with Journal(db, write=False) as j:
        with pytest.raises(record.RecordError) as e:
            j.state(gb)
    assert main(["play", "--resume", "--keys", "", "--db", db]) == 0
    assert capsys.readouterr().err == (
        "doubloon play: game %d does not replay (%s); it is set aside (doubloon export %d"
        " --reveal-unfinished gives it)\n" % (gb, e.value, gb)
    )


def test_a_game_whose_header_is_not_one_is_set_aside_too(tmp_path, capsys):
    import sqlite3

    db = str(tmp_path / "j.sqlite3")
    Journal(db).close()
    raw = sqlite3.connect(db)
    raw.execute("INSERT INTO games (created, header) VALUES ('2026-01-01', 'not json')")
    raw.commit()
    raw.close()
    assert main(["play", "--resume", "--keys", "", "--db", db]) == 0
    assert capsys.readouterr().err == (
        "doubloon play: game 1 does not replay (line 1: json: column 1: not valid JSON:"
        " Expecting value); it is set"
        " aside (doubloon export 1 --reveal-unfinished gives it)\n"
    )


def test_the_pi_service_starts_the_start_screen_instead_of_failing(tmp_path, capsys, monkeypatch):
    db = str(tmp_path / "j.sqlite3")
    _, ga, gb = _interleaved(db)
    with Journal(db) as j:
        j.finish(ga, {"game": "puerto_rico", "winners": [], "players": []})
    from firmware.app import Hardware
    from firmware.modes.start import StartScreen as Setup

    shown = []
    monkeypatch.setattr(Hardware, "open", lambda self, mode: None)
    monkeypatch.setattr(Hardware, "run", lambda self, mode: shown.append(mode))
    assert main(["play", "--setup", "--hardware", "pi-4seat", "--db", db]) == 0
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("doubloon play: game %d does not replay" % gb)
    assert len(shown) == 1 and isinstance(shown[0], Setup)  # nothing to resume: choose


# ---- a command that fails stores no game -----------------------------------------


def _games(db):
    with Journal(db, write=False) as j:
        return j._one("SELECT COUNT(*) FROM games")


def test_a_bad_profile_or_record_path_stores_no_game(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    assert main(["play", "--hardware", "nosuch", "--names", "Anne,Bob", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith('doubloon play: no profile "nosuch"')
    bad = str(tmp_path / "no" / "such" / "g.jsonl")
    assert main(["play", "--names", "Anne,Bob", "--keys", "e", "--record", bad, "--db", db]) == 2
    assert capsys.readouterr().err == ("doubloon play: --record %s: No such file or directory\n" % bad)
    assert main(["play", "--names", "Anne,Bob", "--keys", "", "--db", db]) == 0
    assert _games(db) == 0  # nor does a game without a decision
    assert main(["play", "--names", "Anne,Bob", "--keys", "e", "--db", db]) == 0
    assert _games(db) == 1


def test_a_screen_missing_at_start_is_named_by_its_seat_and_stores_no_game(tmp_path, capsys, monkeypatch):
    from tests.drivers.test_hardware import FakeBus
    import drivers.hardware as hw

    real = hw.open_displays
    # every screen answers but the one on mux channel 3: the third seat's
    present = {(c, 0x3C) for c in range(8) if c != 3}
    import firmware.app

    monkeypatch.setattr(firmware.app, "open_displays", lambda prof: real(prof, bus=FakeBus(screens=present)))
    db = str(tmp_path / "j.sqlite3")
    assert main(["play", "--hardware", "emulated", "--names", "Anne,Bob,Chris", "--db", db]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith(
        "doubloon play: seat 3 screen (ssd1306 at 0x3C on mux channel 3) does not answer: "
    )
    assert _games(db) == 0
