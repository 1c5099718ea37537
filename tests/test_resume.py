"""Resuming a game (issue 22, item 6): new-game arguments are never
swallowed by the resume question, the question names the game and how to
start a new one, ``--resume N`` picks the game, and a game left in French
is resumed in French by the command its exit line gives."""

import io
import shlex

import pytest
from hypothesis import given, settings, strategies as st

import core
from firmware import catalog
from firmware.app import FrontEnd
from firmware.cli import build_parser, main
from firmware.commands import play
from firmware.emulator.terminal import ask_resume
from firmware.journal import Journal
from firmware.session import Plan, Session
from tests.test_bad_input_more import refused

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
    assert err.count("\n") == 1
    assert err.startswith("doubloon play: a new game starts; game 1 (San Juan, ")
    assert (
        ": Anne, Céline, 1 decision) stays unfinished: doubloon play --db %s --resume 1 resumes it" % db
        in err
    )
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
    assert said.startswith("doubloon: partie 1 enregistrée (1 décision). Pour la reprendre : ")
    argv = shlex.split(said.split("Pour la reprendre : ", 1)[1].split(" (", 1)[0])
    assert argv == ["doubloon", "play", "--db", db, "--lang", "fr", "--resume"]
    text = io.StringIO()
    assert (
        play.dispatch(build_parser().parse_args(argv[1:] + ["--emulator", "text"]), io.StringIO("q\n"), text)
        == 0
    )
    assert catalog.text("resumed", "fr", n=1) in text.getvalue()  # "partie 1 reprise"
