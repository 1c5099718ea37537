"""A hint is told (issue 34, docs/bots.md): "Anne asked for a hint" goes
into the logbook of every game, in both languages, and is journaled as
an event line (core.record): an undo, a resume, an export and a replay
keep it, and the game and its result do not change."""

import io
import json
import sys

import pytest

import core
from core import canon, record
from firmware import bots, cli, games
from firmware.emulator.script import Script
from firmware.journal import Journal
from firmware.session import Plan, Session
from tests.support.table import NAMES, hint

GAMES = ("puerto_rico", "san_juan", "port_royal")
ASKED = {"en": "{} asked for a hint", "fr": "{} a demandé un conseil"}


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setenv(bots.CAP, "2")


def logbook(table):
    """Every line of the table's logbook, oldest first."""
    if table.state["game"] == "puerto_rico":
        return [t for e in table.logbook.entries for _, t in e.lines]
    return [t for entry in table.log for t in entry]


def table_of(game, lang="en", actions=()):
    state = core.new_game(NAMES[:2], seed=5, game=game)
    record.table_options(state, None, True)
    if actions:
        state = record.replay([record.header_line(state)] + [record.action_line(a) for a in actions])
    return games.get(game).mode(games.PLAY)(state, lang=lang, actions=actions)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_logbook_says_who_asked_and_an_undo_keeps_it(game, lang):
    table = table_of(game, lang)
    told = []
    table.on_hint = told.append
    first = table.deciding()
    asked = ASKED[lang].format(NAMES[first])
    hint(table, first)
    assert told == [{"hint": first}] and logbook(table)[-1] == asked and table.news()[0] == asked
    hint(table, first)  # again in the same position: said and journaled once
    assert told == [{"hint": first}] and logbook(table).count(asked) == 1
    before = canon.dumps(table.state)
    table.choose(table.options()[table.seats[first].cursor])
    assert asked in logbook(table)
    # the next seat asks, then the decision before it is undone: its hint
    # goes with that position, the first one stays (asked before it)
    second = table.deciding()
    hint(table, second)
    other = ASKED[lang].format(NAMES[second])
    assert table.asked == [(0, first), (1, second)]
    table.undo()
    assert table.asked == [(0, first)] and canon.dumps(table.state) == before
    lines = logbook(table)
    assert lines.count(asked) == 1 and (other == asked or other not in lines)
    assert table.entries() == [{"hint": first}]


@pytest.mark.parametrize("game", GAMES)
def test_a_resumed_table_tells_the_hints_asked(game):
    played = table_of(game)
    seat = played.deciding()
    hint(played, seat)
    played.choose(played.options()[played.seats[seat].cursor])
    entries = played.entries()
    assert entries[0] == {"hint": seat} and len(entries) == 2
    again = table_of(game, actions=entries)
    assert again.actions == played.actions and again.asked == [(0, seat)]
    assert ASKED["en"].format(NAMES[seat]) in logbook(again)
    assert canon.dumps(again.state) == canon.dumps(played.state)


def menu_hint_keys(game):
    """Seat 1's Shift+● (the seat menu), ▶ to "hint", ●."""
    state = core.new_game(NAMES[:2], seed=5, game=game)
    record.table_options(state, None, True)
    entries = games.get(game).mode(games.PLAY)(state).menu_entries()
    return "E" + "w" * entries.index("hint") + "e"


@pytest.mark.parametrize("game", GAMES)
def test_the_journal_keeps_a_hint_through_export_replay_and_resume(tmp_path, game):
    db = str(tmp_path / "j.sqlite3")
    plan = Plan(names=NAMES[:2], seed=5, game=game, hints=True, resume="no")
    # Anne asks for a hint, takes the advice (● on the cursor), then leaves
    Session(Script(menu_hint_keys(game) + "e\x1b"), Journal(db), out=io.StringIO()).run(plan)
    j = Journal(db)
    g, state, _ = j.playable()
    entries = j.actions(g["id"])
    assert entries[0] == {"hint": 0} and len(entries) == 2 and isinstance(entries[1], list)
    assert g["actions"] == 1  # decisions, not the hint
    lines = j.export(g["id"])
    assert lines[1] == '{"hint":0}'
    # the replay skips it: the same game as without it
    without = [t for t in lines if not t.startswith('{"hint"')]
    assert canon.dumps(record.replay(lines)) == canon.dumps(record.replay(without)) == canon.dumps(state)
    j.close()
    # resumed: the table's logbook tells it again
    s = Session(Script("\x1b"), Journal(db), out=io.StringIO())
    s.run(Plan(resume="yes"))
    assert s.table.asked == [(0, 0)] and "Anne asked for a hint" in logbook(s.table)


def test_the_journals_undo_takes_a_decision_with_the_hints_after_it(tmp_path):
    j = Journal(str(tmp_path / "j.sqlite3"))
    state = core.new_game(NAMES[:2], seed=5)
    record.table_options(state, None, True)
    gid = j.new_game(record.header(state))
    a, b = core.legal_actions(state)[:2]
    j.append(gid, {"hint": 0})
    j.append(gid, a)
    j.append(gid, {"hint": 1})
    j.append(gid, {"hint": 0})
    assert j.undo(gid) == list(a)
    assert j.actions(gid) == [{"hint": 0}]  # the hint asked before it stays
    assert j.redo(gid) == list(a)
    assert j.actions(gid) == [{"hint": 0}, list(a), {"hint": 1}, {"hint": 0}]
    j.undo(gid)
    assert j.undo(gid) is None and j.actions(gid) == [{"hint": 0}]
    j.close()


def test_the_text_tables_record_keeps_the_hint_and_replays(monkeypatch, capsys, tmp_path):
    rec = tmp_path / "g.jsonl"
    args = ["play", "--emulator", "text", "--names", "Anne,Bob", "--hints", "--seed", "5"]
    args += ["--no-journal", "--record", str(rec)]
    monkeypatch.setattr(sys, "stdin", io.StringIO("?\n1\nq\n"))
    assert cli.main(args) == 0
    capsys.readouterr()
    lines = rec.read_text().splitlines()
    assert lines[1] == '{"hint":0}' and len(lines) == 3
    assert cli.main(["replay", str(rec)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["state"] == json.loads(canon.dumps(record.replay([lines[0], lines[2]])))


@pytest.mark.parametrize("game", GAMES)
def test_the_other_seats_screen_and_the_board_page_tell_who_asked(game):
    """On the emulated table: the hint by the seat menu's entry, then the
    board's "to do" lines say who asked; the phones' board page's
    logbook (firmware.web.views.History) too, also for a resumed game."""
    from drivers.keyboard import KEYS
    from firmware.web import views
    from tests.support.screen_reader import read_screen
    from tests.support.table import emulated

    table = table_of(game)
    emu = emulated(table)
    history = views.History(table)
    seat = table.deciding()
    keys = KEYS[seat]
    # the seat menu (Shift+●: a long ● on the device), ▶ to "hint", ●
    table.handle((seat, "back"))
    while table.menu_entries()[table.seats[seat].menu] != "hint":
        emu.press(keys[1])
    emu.press(keys[2])
    assert table.seats[seat].hint is not None and table.asked == [(0, seat)]
    shown = " ".join(r for r in read_screen(emu.screens.rams["board"].image()) if r)
    assert ASKED["en"].format(NAMES[seat]) in shown
    assert history.update(table)[-1][0] == ASKED["en"].format(NAMES[seat])
    # the same game resumed (its entries from the journal): the page's whole logbook
    table.choose(table.options()[table.seats[seat].cursor])
    again = table_of(game, actions=table.entries())
    lines = [t for e in views.History(again).entries for t in e]
    assert ASKED["en"].format(NAMES[seat]) in lines
    emu.close()
