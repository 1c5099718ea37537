"""One session, every front end a view of it (issue 13): the session plays
the same with a real journal and with ``NullJournal``, commits a decision
before the screens show it, stores no game when the front end cannot
start, and the text table keeps the journal, undoes, explains and speaks
the chosen language."""

import inspect
import io

import pytest

import core
from core import record
from core.canon import dumps
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.app import FrontEnd, FrontEndError
from firmware.cli import build_parser
from firmware.commands import play
from firmware.emulator.script import Script
from firmware.emulator.text import Text
from firmware.journal import Journal, NullJournal
from firmware.record_file import RecordFile
from firmware.session import Plan, Session
from tests.support import web_row

NAMES = ["Anne", "Bob", "Cy"]


def _journal_rows(db):
    j = Journal(db)
    try:
        return [(g["id"], g["actions"]) for g in j.unfinished()], j.history()
    finally:
        j.close()


def _play(journal, rec_path, keys, seed=5):
    out = io.StringIO()
    s = Session(Script(keys, out), journal, RecordFile(rec_path), out)
    assert s.run(Plan(names=NAMES, seed=seed)) == 0
    return s, out.getvalue()


# ---- the session --------------------------------------------------------------


def test_null_journal_has_the_playing_interface_of_the_journal():
    for name in ("new_game", "append", "undo", "finish", "unfinished", "close"):
        real = inspect.signature(getattr(Journal, name))
        null = inspect.signature(getattr(NullJournal, name))
        assert list(real.parameters) == list(null.parameters), name
    assert NullJournal().unfinished() == []
    with pytest.raises(core.BadInput):  # the same header check as a real journal
        NullJournal().new_game({"record": "doubloon"})


def test_a_session_plays_the_same_with_and_without_a_journal(tmp_path):
    keys = "eedd" + "zzc" + "e" * 6 + "E" + "w" + "e" + "d"  # an undo asked and confirmed
    real, out_real = _play(Journal(str(tmp_path / "j.sqlite3")), str(tmp_path / "a.jsonl"), keys)
    null, out_null = _play(NullJournal(), str(tmp_path / "b.jsonl"), keys)
    assert out_real == out_null
    assert real.table.notice.startswith("undone: ")  # the undo was played
    assert dumps(real.table.state) == dumps(null.table.state)
    a = (tmp_path / "a.jsonl").read_text()
    assert a == (tmp_path / "b.jsonl").read_text()
    # the real journal holds exactly the record's game, the null one nothing
    games, _ = _journal_rows(str(tmp_path / "j.sqlite3"))
    assert games == [(1, len(a.splitlines()) - 1)]
    assert null.writer.game_id is None


def test_each_decision_is_committed_before_the_screens_show_it(tmp_path):
    seen = []

    class Watching(NullJournal):
        def append(self, game_id, action):
            # the table has applied it but not yet bumped its version
            seen.append((action, s.table.version, s.table.state["step"]))

    class Decide(FrontEnd):
        def run(self, mode):
            self.before = mode.version
            mode.choose(core.legal_actions(mode.state)[0])

    front = Decide()
    s = Session(front, Watching(), None, io.StringIO())
    assert s.run(Plan(names=NAMES, seed=2)) == 0
    assert seen == [(["role", "settler"], front.before, 1)]
    assert s.table.version > front.before


def test_a_front_end_that_cannot_open_stores_no_game(tmp_path, capsys):
    class Broken(FrontEnd):
        def open(self, mode):
            raise FrontEndError("no I2C bus")

        def run(self, mode):  # pragma: no cover - never reached
            raise AssertionError

    db = str(tmp_path / "j.sqlite3")
    rec = tmp_path / "g.jsonl"
    rec.write_text("an older record\n")
    s = Session(Broken(), Journal(db), RecordFile(str(rec)), io.StringIO())
    assert s.run(Plan(names=NAMES, seed=1)) == 2
    assert capsys.readouterr().err == "doubloon play: no I2C bus\n"
    assert _journal_rows(db) == ([], [])
    assert rec.read_text() == "an older record\n"
    assert s.closed and s.journal._db is None  # closed on this path too


def test_the_start_screen_hands_its_choice_to_the_next_mode(tmp_path):
    # seat 1: game Puerto Rico (o), mode counter (> o), players 5 -> 3
    # (< < o), edition (o), language fr (> o), tiles (o), the counter's
    # four expansions off (o each), start (o); then the counter gets "w"
    keys = "e" + "we" + "qqe" + "e" + "we" + "e" + "eeee" + web_row() + "e" + "w"
    out = io.StringIO()
    s = Session(Script(keys, out), NullJournal(), None, out)
    assert s.run(Plan(setup=True, names=NAMES)) == 0
    counter = s.mode
    assert counter is not s.start_screen and counter.lang == "fr"
    # the players have French names too: "Joueur 1", not "Player 1"
    assert counter.names == ["Joueur 1", "Joueur 2", "Joueur 3"]
    # the key after the start screen went to it: 2 doubloons at 3 players, +1
    assert counter.seats[0].doubloons == 3
    assert s.table is None  # no game was made, none stored


def _seeing(keys, out, seen):
    """A scripted front end that notes, as each mode starts to run, the
    journal writer its loop gets from the session."""

    class Seeing(Script):
        def run(self, mode):
            seen.append((mode, self.saving()))
            return Script.run(self, mode)

    return Seeing(keys, out)


def test_the_front_end_gets_the_journal_writer_from_the_session(tmp_path):
    """The loop (firmware.app.App) retries the writes the journal refused
    and the board says "not saved": it asks the session for the writer
    (FrontEnd.saving); a mode carries none."""
    out, seen = io.StringIO(), []
    s = Session(_seeing("ee", out, seen), Journal(str(tmp_path / "j.sqlite3")), None, out)
    assert s.run(Plan(names=NAMES, seed=5)) == 0
    assert s.writer is not None and seen == [(s.table, s.writer)]
    assert not hasattr(s.table, "saving")
    seen.clear()
    s = Session(_seeing("", out, seen), Journal(str(tmp_path / "k.sqlite3")), None, out, command="scoring")
    assert s.run(Plan(mode="scoring", names=NAMES)) == 0
    assert s.sheets is not None and seen == [(s.mode, s.sheets)]
    # the start screen, then the counter: nothing to save in either
    seen.clear()
    keys = "e" + "we" + "qqe" + "e" + "we" + "e" + "eeee" + web_row() + "e" + "w"
    s = Session(_seeing(keys, out, seen), NullJournal(), None, out)
    assert s.run(Plan(setup=True, names=NAMES)) == 0
    assert seen == [(s.start_screen, None), (s.mode, None)] and s.mode is not s.start_screen


# ---- the text front end -----------------------------------------------------------


def _text(tmp_path, stdin, *extra):
    argv = [
        "play",
        "--emulator",
        "text",
        "--names",
        ",".join(NAMES),
        "--seed",
        "7",
        "--db",
        str(tmp_path / "j.sqlite3"),
    ] + list(extra)
    out = io.StringIO()
    assert play.dispatch(build_parser().parse_args(argv), stdin=io.StringIO(stdin), out=out) == 0
    return out.getvalue()


def test_the_text_table_keeps_the_journal(tmp_path):
    _text(tmp_path, "1\n1\n1\n")
    j = Journal(str(tmp_path / "j.sqlite3"))
    games = j.unfinished()
    assert [g["actions"] for g in games] == [3]
    state = core.new_game(NAMES, seed=7)
    for a in j.actions(games[0]["id"]):
        core.apply(state, a)
    assert dumps(j.state(games[0]["id"])) == dumps(state)
    j.close()


def test_the_text_table_undoes_when_asked_again(tmp_path):
    rec = tmp_path / "g.jsonl"
    text = _text(tmp_path, "1\n1\nu\nn\nu\ny\n", "--record", str(rec))
    assert "kept" in text
    first = core.new_game(NAMES, seed=7)
    core.apply(first, core.legal_actions(first)[0])
    assert "  > undone: Anne's settler: " in text
    j = Journal(str(tmp_path / "j.sqlite3"))
    gid = j.unfinished()[0]["id"]
    assert j.actions(gid) == [["role", "settler"]]  # the second decision is undone
    assert dumps(j.state(gid)) == dumps(first)
    j.close()
    lines = rec.read_text().splitlines()  # the record is rewritten without it
    assert len(lines) == 2 and dumps(record.replay(lines)) == dumps(first)


def test_the_text_table_explains_a_choice():
    out = io.StringIO()
    front = Text(io.StringIO("h 3\n"), out, keeps=False)
    s = Session(front, NullJournal(), None, out)
    assert s.run(Plan(names=NAMES, seed=7)) == 0
    text = out.getvalue()
    third = core.legal_actions(core.new_game(NAMES, seed=7))[2]
    assert third == ["role", "builder"]
    assert "help on 3:" in text
    for line in phrases.help_text("builder", "en", "classic", width=60):
        assert "    " + line in text
    assert s.table.state["step"] == 0  # help decides nothing


def test_the_text_table_speaks_french(tmp_path):
    text = _text(tmp_path, "1\nv\nh 1\nu\no\nq\n", "--lang", "fr", "--edition", "1897")
    state = core.new_game(NAMES, seed=7, edition="1897")
    assert phrases.prompt("roles", "fr", "1897") + " :" in text  # French spacing (issue 22)
    assert "  1  " + phrases.action_text(state, ["role", "settler"], "fr") in text
    assert "Anne a 0 PV en jetons" in text
    assert "aide sur 1 :" in text
    assert "  > annulé pour Anne (rôle) : " in text
    assert "Tour 1 - %s Anne" % phrases.name("governor", "fr", "1897") in text  # the edition's words
    assert "partie laissée en cours\ndoubloon: partie 1 enregistrée (0 décision)" in text  # undone: 0
    assert "Final score" not in text


def test_the_text_table_resumes_a_game_of_the_journal(tmp_path):
    _text(tmp_path, "1\n1\n")
    text = _text(tmp_path, "1\n", "--resume")
    assert catalog.text("resumed", "en", phrases.GAME, n=1) in text
    j = Journal(str(tmp_path / "j.sqlite3"))
    assert [g["actions"] for g in j.unfinished()] == [3]
    j.close()


def test_the_text_table_on_a_finished_game_prints_the_score(tmp_path):
    text = _text(tmp_path, "1\n" * 5000, "--no-journal")
    assert "Final score:" in text
    assert text.count("Final score:") == 1


# ---- real hardware: nothing is stored before it is ready -----------------------------


@pytest.mark.parametrize(
    "profile,names,why",
    [
        ("pi-2seat", "Anne,Bob,Cy", "profile pi-2seat has 2 seats, the game has 3 players"),
        ("emulated", "Anne,Bob", "cannot open I2C bus"),  # mock pins, but no I2C bus here
    ],
)
def test_hardware_that_cannot_start_stores_no_game(tmp_path, capsys, profile, names, why):
    from firmware.cli import main

    db = str(tmp_path / "j.sqlite3")
    rec = tmp_path / "g.jsonl"
    assert main(["play", "--hardware", profile, "--names", names, "--db", db, "--record", str(rec)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("doubloon play: ") and why in err
    assert _journal_rows(db) == ([], [])
    assert not rec.exists()


class _Tty(io.StringIO):
    def isatty(self):
        return True


@pytest.mark.parametrize("answer,resumed", [("\n", True), ("n\n", False)])
def test_the_text_table_asks_to_resume_in_its_language(tmp_path, answer, resumed):
    db = str(tmp_path / "j.sqlite3")
    _text(tmp_path, "1\n1\n")
    out = io.StringIO()
    front = Text(_Tty(answer + "q\n"), out)
    s = Session(front, Journal(db), None, out)
    assert s.run(Plan(names=NAMES, seed=7, lang="fr")) == 0
    text = out.getvalue()
    assert text.startswith("Partie 1 en cours (Puerto Rico, ")  # the game named, in the table's language
    assert " : Anne, Bob, Cy, 2 décisions). La reprendre ? O : reprendre, n : nouvelle partie [O/n] " in text
    assert (catalog.text("resumed", "fr", phrases.GAME, n=1) in text) == resumed
    assert len(s.table.actions) == (2 if resumed else 0)


@pytest.mark.parametrize("given", [None, "127.0.0.1:9001"])
def test_the_profiles_web_address_is_the_start_screens_when_started_by_hand(tmp_path, monkeypatch, given):
    # before: only the installer read the profile's "web" (into --web), so
    # `doubloon play --hardware PROFILE --setup` served its row elsewhere
    from firmware import front_ends, session

    class Profiled(FrontEnd):
        profile = {"name": "p", "web": "0.0.0.0:8123"}

    seen = {}

    class Caught:
        def __init__(self, *a, **k):
            seen.update(k)

        def run(self, plan):
            return 0

    monkeypatch.setattr(front_ends, "front_end", lambda *a, **k: Profiled())
    monkeypatch.setattr(session, "Session", Caught)
    plan = Plan(names=["A", "B"])
    assert session.start(plan, hardware="p", db=str(tmp_path / "j.sqlite3"), web_address=given) == 0
    assert seen["web_address"] == (given or "0.0.0.0:8123")
