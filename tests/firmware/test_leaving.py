"""Leaving a game unfinished (Esc in the terminal, q in the text table):
the session says the game is saved and the exact command that resumes it,
and that command does; or why it is not saved, never "saved" when it is
not (--no-journal, no decision yet, a journal that refuses writes)."""

import io
import shlex

import pytest

import core
from firmware.app import FrontEnd
from firmware.cli import main
from firmware.journal import Journal, JournalError, NullJournal
from firmware.session import Plan, Session, leaving_line

NAMES = ["Anne", "Bob", "Cy"]


class Leaves(FrontEnd):
    """Takes the first choice ``n`` times, then the person leaves (Esc)."""

    def __init__(self, n):
        self.n = n

    def run(self, table):
        for _ in range(self.n):
            table.choose(core.legal_actions(table.state)[0])
        self.left = True


def commands(said):
    """The commands a leaving line gives: each on its own line, indented."""
    return [line.strip() for line in said.splitlines() if line.startswith("  ")]


def leave_after(n, journal, db=None):
    out = io.StringIO()
    s = Session(Leaves(n), journal, None, out, db=db)
    assert s.run(Plan(names=NAMES, seed=5)) == 0
    return s, out.getvalue()


def test_a_saved_game_says_the_command_that_resumes_it_and_the_command_does(tmp_path, monkeypatch):
    monkeypatch.delenv("DOUBLOON_PROG", raising=False)
    db = str(tmp_path / "my games.sqlite3")
    s, said = leave_after(3, Journal(db), db=db)
    assert said.startswith("doubloon: game 1 is saved (3 decisions). To resume it")
    (command,) = commands(said)
    argv = shlex.split(command)
    assert argv == ["doubloon", "play", "--db", db, "--resume"]
    rec = tmp_path / "g.jsonl"
    assert main(argv[1:] + ["--keys", "", "--record", str(rec)]) == 0
    assert len(rec.read_text().splitlines()) == 1 + 3  # the same game, its 3 decisions


def test_the_command_names_the_program_as_it_was_started(tmp_path, monkeypatch):
    monkeypatch.setenv("DOUBLOON_PROG", "./scripts/run")
    _, said = leave_after(1, Journal(str(tmp_path / "j.sqlite3")))
    assert "game 1 is saved (1 decision). To resume it" in said
    assert commands(said) == ["./scripts/run play --resume"]


def test_no_journal_is_never_called_saved():
    _, said = leave_after(3, NullJournal())
    assert said == "doubloon: the game is not saved (--no-journal): it cannot be resumed.\n"


def test_leaving_before_the_first_decision_says_nothing_was_saved(tmp_path):
    _, said = leave_after(0, Journal(str(tmp_path / "j.sqlite3")))
    assert "no decision was made, so nothing was saved" in said and "saved (" not in said


def test_writes_the_journal_refuses_to_the_end_are_not_called_saved(tmp_path, monkeypatch):
    real = Journal.append
    calls = []

    def append(self, game_id, action):
        calls.append(action)
        if len(calls) > 1:
            raise JournalError("no room left on the disk")
        return real(self, game_id, action)

    monkeypatch.setattr(Journal, "append", append)
    db = str(tmp_path / "j.sqlite3")
    _, said = leave_after(3, Journal(db), db=db)
    assert "NOT saved: 2 write(s) could not go to the journal (no room left on the disk)" in " ".join(
        said.split()
    )
    assert "is saved" not in said
    importing, resuming = commands(said)
    kept = shlex.split(importing)[-1]
    assert kept.startswith(db + ".unsaved-") and open(kept).read().count("\n") == 1 + 3
    assert " import --db " in importing and resuming.endswith("--resume")


def test_a_game_played_to_its_end_gets_no_leaving_line(tmp_path):
    class Plays(FrontEnd):
        def run(self, table):
            while not core.is_over(table.state):
                table.choose(core.legal_actions(table.state)[0])

    out = io.StringIO()
    Session(Plays(), Journal(str(tmp_path / "j.sqlite3")), None, out).run(Plan(names=NAMES, seed=5))
    assert "Final score" in out.getvalue() and "resume" not in out.getvalue()


@pytest.mark.parametrize(
    "args,want",
    [
        (
            (True, None, 0, 1, "full", None),
            "nor to a file: the whole game is printed on stderr as record lines;",
        ),
        (
            (True, 4, 9, 0, None, None, "a b"),
            "game 4 is saved (9 decisions). To resume it (the same command without --resume also"
            " offers it): doubloon play --db 'a b' --resume",
        ),
    ],
)
def test_leaving_line_wording(args, want):
    assert want in " ".join(leaving_line("doubloon", *args).split())


def test_the_text_table_leaves_through_the_session(tmp_path):
    from firmware.emulator.text import Text

    out = io.StringIO()
    front = Text(io.StringIO("1\nq\n"), out)
    Session(front, Journal(str(tmp_path / "j.sqlite3")), None, out).run(Plan(names=NAMES, seed=5))
    assert "game left unfinished\ndoubloon: game 1 is saved (1 decision)" in out.getvalue()


def test_a_text_table_game_is_resumed_on_the_text_table(tmp_path, monkeypatch):
    """The command a text-table player is given brings back the text
    table, not the emulated screens (found by the newcomer's run)."""
    monkeypatch.delenv("DOUBLOON_PROG", raising=False)
    from firmware.emulator.text import Text

    class TextLeaves(Text, Leaves):
        def __init__(self, n):
            Text.__init__(self, io.StringIO(), io.StringIO())
            Leaves.__init__(self, n)

        def run(self, table):
            Leaves.run(self, table)

    out = io.StringIO()
    s = Session(TextLeaves(2), Journal(str(tmp_path / "j.sqlite3")), None, out)
    assert s.run(Plan(names=NAMES, seed=5)) == 0
    (command,) = commands(out.getvalue())
    assert shlex.split(command) == ["doubloon", "play", "--emulator", "text", "--resume"]


@pytest.mark.parametrize(
    "lang,n,words",
    [
        ("fr", 0, "0 décision"),
        ("fr", 1, "1 décision"),
        ("fr", 2, "2 décisions"),
        ("en", 1, "1 decision"),
        ("en", 0, "0 decisions"),
    ],
)
def test_the_decisions_are_counted_in_the_language_s_singular(lang, n, words):
    said = leaving_line("doubloon", True, 1, n, lang=lang)
    assert "(" + words + ")" in said


LONG = dict(
    problem="database or disk is full",
    kept_in="/home/pi/.local/share/doubloon/doubloon.sqlite3.unsaved-1.jsonl",
)


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize(
    "args",
    [
        dict(game_id=6, decisions=124, db="/home/pi/games/doubloon.sqlite3"),
        dict(game_id=None, decisions=0),
        dict(game_id=6, decisions=124, waiting=2, **LONG),
        dict(game_id=6, decisions=124, waiting=2, problem=LONG["problem"]),
    ],
)
def test_the_leaving_lines_fit_80_columns_with_each_command_on_its_own_line(lang, args):
    """Issue 36: the leaving line was one line of about 170 characters,
    which the terminal wrapped in the middle of a path."""
    said = leaving_line("doubloon", True, lang=lang, **args)
    lines = said.splitlines()
    assert len(lines) > 1
    given = commands(said)
    assert given and all(c.startswith("doubloon ") for c in given)
    for line in lines:
        assert len(line) <= 80 or line.strip() in given, line
        assert not line.startswith((":", ";", " :", " ;")), line  # French marks stay with their word
    if args.get("db"):
        assert given[-1].startswith("doubloon play --db " + args["db"]) and given[-1].endswith(" --resume")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_kept_game_s_line_fits_80_columns_with_its_command_on_its_own_line(lang):
    """The line that says a new game starts and which game stays
    unfinished (printed after "doubloon play: ") was ~170 characters."""
    from firmware.resuming import kept_line

    g = {
        "id": 6,
        "game": "puerto_rico",
        "created": "2026-11-27 14:05:00",
        "players": ["Anne", "Bernadette", "Charles-Henri", "Dominique"],
        "actions": 123,
        "options": {},
    }
    said = "doubloon play: " + kept_line(g, lang, "/home/pi/games/doubloon.sqlite3")
    lines = said.splitlines()
    assert all(len(line) <= 80 for line in lines), lines
    assert lines[-1] == "  doubloon play --db /home/pi/games/doubloon.sqlite3 --resume 6"
    assert all("--resume" not in line for line in lines[:-1])
