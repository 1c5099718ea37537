"""Resuming a game (issue 22, item 6): new-game arguments are never
swallowed by the resume question, the question names the game and how to
start a new one, ``--resume N`` picks the game, and a game left in French
is resumed in French by the command its exit line gives."""

import io
import shlex
import signal
import sqlite3
import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st

import core
from core import record
from firmware import catalog
from firmware.app import FrontEnd
from firmware.cli import build_parser, main
from firmware.commands import play
from firmware.emulator.terminal import ask_resume
from firmware import journal as journal_mod
from firmware.journal import Journal, schema
from firmware.session import Plan, Session
from tests.firmware.test_bad_input_more import refused
from tests.support import ROOT

SAN_JUAN = ["play", "--game", "san_juan", "--names", "Anne,Céline", "--seed", "3"]


def _games(db):
    with Journal(db) as j:
        return [(g["id"], j.state(g["id"])["game"], g["actions"]) for g in j.unfinished()]


def _unfinished_san_juan(db, capsys, keys="e"):
    assert main(SAN_JUAN + ["--db", db, "--keys", keys]) == 0
    capsys.readouterr()


class SaysYes(FrontEnd):
    """A person who presses Enter at every question (resume: yes), then
    takes the first choice once and leaves."""

    def __init__(self):
        self.asked = []

    def wants_resume(self, game, lang="en"):
        self.asked.append(game["id"])
        return True

    def run(self, table):
        table.choose(core.legal_actions(table.state)[0])
        self.left = True


def test_new_game_arguments_start_that_game_and_say_which_game_is_kept(tmp_path, capsys):
    """`play --game port_royal --names ...` with an unfinished San Juan
    game asked "resume it?", and Enter dropped the Port Royal arguments."""
    db = str(tmp_path / "j.sqlite3")
    _unfinished_san_juan(db, capsys)
    args = build_parser().parse_args(["play", "--game", "port_royal", "--names", "Ann,Bob,Cy", "--db", db])
    front = SaysYes()
    s = Session(front, Journal(db), None, io.StringIO(), db=db)
    assert s.run(play.plan(args)) == 0
    assert front.asked == []  # never asked: the arguments say what to play
    assert s.table.state["game"] == "port_royal"
    assert [p["name"] for p in s.table.state["players"]] == ["Ann", "Bob", "Cy"]
    err = capsys.readouterr().err
    assert err.startswith("doubloon play: a new game starts; game 1 (San Juan, ")
    assert ": Anne, Céline, 1 decision) stays unfinished. To resume it:" in " ".join(err.split())
    assert err.endswith("\n  doubloon play --db %s --resume 1\n" % db)
    assert sorted(_games(db)) == [(1, "san_juan", 1), (2, "port_royal", 1)]


def test_without_new_game_arguments_the_question_is_asked(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    _unfinished_san_juan(db, capsys)
    args = build_parser().parse_args(["play", "--db", db])
    front = SaysYes()
    s = Session(front, Journal(db), None, io.StringIO(), db=db)
    assert s.run(play.plan(args)) == 0
    assert front.asked == [1] and s.table.state["game"] == "san_juan"
    assert _games(db) == [(1, "san_juan", 2)]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_question_names_the_game_and_how_to_start_a_new_one(lang):
    game = {"id": 4, "game": "san_juan", "created": "2026-11-27 14:05:09", "players": ["Anne", "Bob"]}
    out = io.StringIO()
    assert ask_resume(dict(game, actions=1), io.StringIO("n\n"), out, lang) is False
    said = out.getvalue()
    assert "San Juan, 2026-11-27 14:05" in said and "Anne, Bob, 1 d" in said
    assert said.endswith(
        "Resume it? Y: resume, n: a new game [Y/n] "
        if lang == "en"
        else "La reprendre ? O : reprendre, n : nouvelle partie [O/n] "
    )
    out = io.StringIO()
    assert ask_resume(dict(game, actions=12), io.StringIO("\n"), out, lang) is True
    assert ("12 decisions" if lang == "en" else "12 décisions") in out.getvalue()


def test_a_text_table_on_a_pipe_never_asks_and_never_waits(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    argv = ["play", "--emulator", "text", "--names", "Anne,Bob", "--db", db]
    assert play.dispatch(build_parser().parse_args(argv), stdin=io.StringIO("1\nq\n"), out=io.StringIO()) == 0
    capsys.readouterr()
    out = io.StringIO()
    assert (
        play.dispatch(build_parser().parse_args(argv[:3] + ["--db", db]), stdin=io.StringIO("q\n"), out=out)
        == 0
    )
    assert "Resume it?" not in out.getvalue()
    assert "game 1 (Puerto Rico, " in capsys.readouterr().err  # kept, and said


def test_resume_n_resumes_that_game_not_the_newest(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    _unfinished_san_juan(db, capsys)
    assert main(["play", "--game", "port_royal", "--names", "Ann,Bob", "--db", db, "--keys", "e"]) == 0
    capsys.readouterr()
    assert main(["play", "--resume", "1", "--db", db, "--keys", "e"]) == 0  # Anne builds
    assert "stays unfinished" not in capsys.readouterr().err
    assert sorted(_games(db)) == [(1, "san_juan", 2), (2, "port_royal", 1)]


@pytest.mark.parametrize(
    "extra,why",
    [
        (["--resume", "9"], "--resume 9: no unfinished game 9 in the journal (doubloon history lists them)"),
        (["--resume", "0"], '--resume takes a game number from doubloon history, not "0"'),
        (["--resume", "x"], '--resume takes a game number from doubloon history, not "x"'),
        (
            ["--resume", "--game", "port_royal"],
            "--resume: game 1 (San Juan, ",
        ),
        (
            ["--resume", "1", "--names", "Anne,Bob"],
            "was not started with --names Anne,Bob (leave it out, or --new",
        ),
        (["--resume", "--seed", "4"], "was not started with --seed 4"),
        (["--resume", "--new"], "--resume and --new: one or the other"),
    ],
)
def test_resume_refuses_what_it_would_drop(tmp_path, capsys, extra, why):
    db = str(tmp_path / "j.sqlite3")
    _unfinished_san_juan(db, capsys)
    refused(capsys, ["play", "--db", db, "--keys", "d"] + extra, why)
    assert _games(db) == [(1, "san_juan", 1)]  # nothing stored, nothing played


def test_resume_with_the_arguments_the_game_was_started_with(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    _unfinished_san_juan(db, capsys)
    assert main(SAN_JUAN + ["--db", db, "--resume", "--keys", "e"]) == 0
    assert _games(db) == [(1, "san_juan", 2)]


@settings(max_examples=60, deadline=None)
@given(st.text(max_size=12))
def test_resume_takes_a_game_number_or_refuses_in_one_line(text):
    parser = build_parser()
    from firmware.cli import ArgumentsRefused, _parsed

    try:
        args = _parsed(parser, ["play", "--resume=" + text])
    except ArgumentsRefused as e:
        said = str(e)
        assert "\n" not in said and said.startswith("doubloon play: --resume takes a game number")
        return
    assert type(args.resume) is int and args.resume >= 1 and int(text) == args.resume


class LeavesInFrench(FrontEnd):
    def run(self, table):
        table.choose(core.legal_actions(table.state)[0])
        self.left = True


def test_a_game_left_in_french_resumes_in_french_by_the_command_it_gives(tmp_path, monkeypatch):
    """The French exit line said `play --resume`, which resumed in English."""
    monkeypatch.delenv("DOUBLOON_PROG", raising=False)
    db = str(tmp_path / "j.sqlite3")
    out = io.StringIO()
    s = Session(LeavesInFrench(), Journal(db), None, out, db=db)
    assert s.run(Plan(names=["Anne", "Bob", "Cy"], seed=5, lang="fr", resume="no")) == 0
    said = out.getvalue()
    assert said.startswith("doubloon: partie 1 enregistrée (1 décision). Pour la reprendre ")
    argv = shlex.split(said.split(" :\n  ", 1)[1].splitlines()[0])
    # the journal keeps the game's language: no --lang needed
    assert argv == ["doubloon", "play", "--db", db, "--resume"]
    text = io.StringIO()
    assert (
        play.dispatch(build_parser().parse_args(argv[1:] + ["--emulator", "text"]), io.StringIO("q\n"), text)
        == 0
    )
    assert catalog.text("resumed", "fr", n=1) in text.getvalue()  # "partie 1 reprise"


# ---- a resumed game keeps its language (issue 22, item 6) ----------------------

FR = catalog.text("resumed", "fr", n=1)  # "partie 1 reprise"
EN = catalog.text("resumed", "en", n=1)


def _text_table(db, extra=()):
    """`play --db DB --emulator text` + extra, quitting at once: what it shows."""
    argv = ["play", "--db", db, "--emulator", "text"] + list(extra)
    out = io.StringIO()
    assert play.dispatch(build_parser().parse_args(argv), io.StringIO("q\n"), out) == 0
    return out.getvalue()


def test_a_french_game_killed_resumes_in_french_without_lang(tmp_path, capsys):
    """Before: the journal kept no language and `play --resume` was English."""
    from tests.support.child import wait_for

    db = str(tmp_path / "j.sqlite3")
    argv = ["play", "--new", "--names", "Anne,Bob", "--seed", "4", "--lang", "fr", "--emulator", "text"]
    child = subprocess.Popen(
        [sys.executable, "-c", "import sys; from firmware.cli import main; sys.exit(main(sys.argv[1:]))"]
        + argv
        + ["--db", db],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        out = wait_for(child.stdout.fileno(), b"\n> ")
        child.stdin.write(b"1\n")
        child.stdin.flush()
        wait_for(child.stdout.fileno(), b"\n> ", out, count=2)  # committed before it is shown
        child.send_signal(signal.SIGKILL)
        child.communicate(timeout=60)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    assert child.returncode == -signal.SIGKILL
    shown = _text_table(db, ["--resume"])
    assert FR in shown and EN not in shown
    assert _games(db) == [(1, "puerto_rico", 1)]
    with Journal(db) as j:
        assert j.unfinished()[0]["options"] == {"lang": "fr"}


class Leaves(FrontEnd):
    def run(self, table):
        self.left = True


def _leave(db, plan):
    out = io.StringIO()
    s = Session(Leaves(), Journal(db), None, out, db=db)
    assert s.run(plan) == 0
    return s, out.getvalue()


def test_an_explicit_lang_wins_for_the_session_and_the_exit_line_says_it(tmp_path, monkeypatch):
    monkeypatch.delenv("DOUBLOON_PROG", raising=False)
    db = str(tmp_path / "j.sqlite3")
    s = Session(LeavesInFrench(), Journal(db), None, io.StringIO(), db=db)
    assert s.run(Plan(names=["Anne", "Bob"], seed=5, lang="fr", resume="no")) == 0
    s, said = _leave(db, Plan(lang="en", resume="yes"))
    assert s.table.lang == "en"
    # the game keeps French: the English line must name --lang en to stay English
    assert "\n  doubloon play --db %s --lang en --resume\n" % shlex.quote(db) in said
    s, said = _leave(db, Plan(lang=None, resume="yes"))
    assert s.table.lang == "fr"  # not stored: the game's own language again
    assert "\n  doubloon play --db %s --resume\n" % shlex.quote(db) in said
    with Journal(db) as j:
        assert j.unfinished()[0]["options"] == {"lang": "fr"}


def test_an_english_game_resumes_in_english_and_a_new_french_one_asks_in_french(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    s = Session(LeavesInFrench(), Journal(db), None, io.StringIO(), db=db)
    assert s.run(Plan(names=["Anne", "Bob"], seed=5, lang="en", resume="no")) == 0
    assert EN in _text_table(db, ["--resume"])
    assert FR in _text_table(db, ["--resume", "--lang", "fr"])

    class Asked(SaysYes):
        def wants_resume(self, game, lang="en"):
            self.lang = lang
            return True

    s = Session(LeavesInFrench(), Journal(db), None, io.StringIO(), db=db)
    assert s.run(Plan(names=["Anne", "Bob"], seed=6, lang="fr", resume="no")) == 0
    front = Asked()
    s = Session(front, Journal(db), None, io.StringIO(), db=db)
    assert s.run(Plan(lang=None)) == 0
    assert front.lang == "fr" and s.table.lang == "fr"  # game 2, the newest


def _version_3_file(path, monkeypatch):
    """A journal as doubloon wrote it at schema version 3 (no table
    options), with an unfinished game of 20 decisions."""
    from tests.firmware.test_journal import _version_1_file

    games = _version_1_file(path)
    with monkeypatch.context() as m:
        m.setattr(schema, "MIGRATIONS", schema.MIGRATIONS[:3])
        Journal(path).close()
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 3
    assert "table_options" not in [r[1] for r in db.execute("PRAGMA table_info(games)")]
    db.close()
    return games


def test_an_old_journal_is_migrated_and_its_game_resumes_in_english(tmp_path, monkeypatch, capsys):
    path = str(tmp_path / "doubloon.sqlite3")
    (done, _, _), (going, _, acts) = _version_3_file(path, monkeypatch)
    with Journal(path) as j:
        assert j.problem is None
        assert j._db.execute("PRAGMA user_version").fetchone()[0] == len(schema.MIGRATIONS) == 4
        assert j.unfinished() == [
            {
                "id": going,
                "created": "2026-01-01 10:00:00",
                "game": "puerto_rico",
                "players": j.unfinished()[0]["players"],
                "actions": 20,
                "options": {},
            }
        ]
    shown = _text_table(path, ["--resume"])
    assert catalog.text("resumed", "en", n=going) in shown
    assert catalog.text("resumed", "fr", n=going) not in shown


def test_a_migration_to_version_4_cut_short_leaves_version_3(tmp_path, monkeypatch):
    path = str(tmp_path / "doubloon.sqlite3")
    _version_3_file(path, monkeypatch)
    monkeypatch.setattr(
        schema, "MIGRATIONS", schema.MIGRATIONS[:3] + ["ALTER TABLE nowhere ADD COLUMN x TEXT"]
    )
    with pytest.raises(journal_mod.JournalError):
        Journal(path)
    db = sqlite3.connect(path)
    assert db.execute("PRAGMA user_version").fetchone()[0] == 3
    db.close()


@pytest.mark.slow
@settings(max_examples=80, deadline=None)
@given(
    st.one_of(
        st.none(),
        st.text(max_size=30),
        st.binary(max_size=12),
        st.integers(-(2**63), 2**63 - 1),
        st.dictionaries(st.text(max_size=5), st.one_of(st.text(max_size=5), st.integers()), max_size=3),
    )
)
def test_damaged_table_options_never_stop_a_resume(tmp_path_factory, value):
    """A hand-edited or damaged table_options: the game is listed and
    resumes, in English unless it names a language doubloon speaks."""
    import json

    db = str(tmp_path_factory.mktemp("j") / "j.sqlite3")
    with Journal(db) as j:
        gid = j.new_game(record.header(core.new_game(["Anne", "Bob"], seed=1)), {"lang": "fr"})
    raw = json.dumps(value) if isinstance(value, dict) else value
    c = sqlite3.connect(db)
    c.execute("UPDATE games SET table_options = ? WHERE id = ?", (raw, gid))
    c.commit()
    c.close()
    with Journal(db) as j:
        (g,) = j.unfinished()
    assert isinstance(g["options"], dict) and all(isinstance(v, str) for v in g["options"].values())
    s, _ = _leave(db, Plan(lang=None, resume="yes"))
    try:  # a text may be JSON of its own (hypothesis may write '{"lang":"fr"}')
        parsed = json.loads(raw)
    except (TypeError, ValueError):
        parsed = None
    want = parsed.get("lang") if isinstance(parsed, dict) else None
    assert s.table.lang == (want if want in catalog.LANGUAGES else "en")
