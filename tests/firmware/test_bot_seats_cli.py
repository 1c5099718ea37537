"""``doubloon play`` with bot seats and hints (issue 34, docs/bots.md): the
options (--bots N, --bot SEAT[:LEVEL], --bot-level, --hints) and their
faults (one line, exit 2), the text table playing its bots and giving a
hint in both languages, a whole game of one person and three bots whose
record and journal export replay to the same result."""

import io
import json
import sys

import pytest

import core
from core import record
from firmware import bots, cli


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setenv(bots.CAP, "2")


def play(monkeypatch, capsys, args, typed=""):
    monkeypatch.setattr(sys, "stdin", io.StringIO(typed))
    rc = cli.main(["play"] + args)
    out, err = capsys.readouterr()
    return rc, out, err


@pytest.mark.parametrize(
    "args, said",
    [
        (["--players", "4", "--bots", "5"], "doubloon play: --bots: 1 to 4 seats, not 5"),
        (["--players", "3", "--bot", "4"], "doubloon play: --bot: a seat from 1 to 3, not '4'"),
        (["--bot", "2:genius"], "doubloon play: --bot: the level is quick, medium, strongest, not 'genius'"),
        (
            ["--bot-level", "strongest"],
            "doubloon play: --bot-level: with --bots N (the seats the device plays)",
        ),
        (
            ["--bots", "1", "--setup"],
            "doubloon play: --bots, --bot: not with --setup (the start screen's seat rows choose)",
        ),
    ],
)
def test_bad_bot_options_are_one_line_and_exit_2(monkeypatch, capsys, tmp_path, args, said):
    rc, out, err = play(monkeypatch, capsys, args + ["--no-journal", "--emulator", "text"])
    assert rc == 2 and err.splitlines() == [said]


def test_the_options_name_the_seats_and_their_levels():
    assert bots.seats(4, 2) == [None, None, "medium", "medium"]
    assert bots.seats(4, 1, ["1:strongest"], "quick") == ["strongest", None, None, "quick"]
    assert bots.seats(2, None, ["2"]) == [None, "medium"]


@pytest.mark.parametrize(
    "lang, asked, hint",
    [("en", "Anne asked for a hint", "hint: "), ("fr", "Anne a demandé un conseil", "conseil : ")],
)
def test_the_text_table_plays_its_bots_and_gives_a_hint(monkeypatch, capsys, tmp_path, lang, asked, hint):
    rec = tmp_path / "g.jsonl"
    args = ["--emulator", "text", "--names", "Anne,Bob,Cy,Dee", "--bots", "3", "--hints", "--seed", "5"]
    args += ["--lang", lang, "--no-journal", "--record", str(rec)]
    rc, out, err = play(monkeypatch, capsys, args, "?\n1\n1\nq\n")
    assert rc == 0, err
    lines = out.splitlines()
    # after the prompt, the search (a script waits for it), then who asked and the hint
    thinks = hint + ("thinking..." if lang == "en" else "réflexion...")
    at = [i for i, t in enumerate(lines) if t.endswith("> " + thinks)]
    assert at and lines[at[0] + 1] == asked
    said = [t for t in lines if t.startswith(hint) and t != thinks]
    assert len(said) == 1 and said[0].endswith(")") and lines[at[0] + 2] == said[0]
    thinking = "Bob is thinking..." if lang == "en" else "Bob réfléchit..."
    assert thinking in lines
    head = json.loads(rec.read_text().splitlines()[0])
    assert head["bots"] == [None, "medium", "medium", "medium"] and head["hints"] is True


@pytest.mark.slow
def test_a_whole_game_of_one_person_and_three_bots_replays(monkeypatch, capsys, tmp_path):
    rec = tmp_path / "g.jsonl"
    db = str(tmp_path / "j.sqlite3")
    args = ["--emulator", "text", "--names", "Anne,Bob,Cy,Dee", "--bots", "3", "--bot-level", "quick"]
    args += ["--seed", "8", "--db", db, "--record", str(rec)]
    rc, out, err = play(monkeypatch, capsys, args, "1\n" * 3000)
    assert rc == 0, err
    lines = rec.read_text().splitlines()
    state = record.replay(lines)
    assert core.is_over(state) and state["bots"] == [None, "quick", "quick", "quick"]
    # the journal's export is the same record
    assert cli.main(["export", "1", "--db", db]) == 0
    exported = capsys.readouterr().out.splitlines()
    assert exported == lines
    assert cli.main(["replay", str(rec)]) == 0
    replayed = json.loads(capsys.readouterr().out)
    assert replayed["score"] == core.final_score(state)
    # the final ranking the table printed is the record's
    from firmware.leaving import score_lines

    shown = score_lines(core.final_score(state), "en", "puerto_rico")
    assert shown and out.splitlines()[-len(shown) :] == shown


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan", "port_royal"])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_by_the_seat_menu_on_the_scripted_terminal(monkeypatch, capsys, game, lang):
    from firmware import games

    state = core.new_game(["Anne", "Bob"], seed=5, game=game)
    record.table_options(state, None, True)
    entries = games.get(game).mode(games.PLAY)(state).menu_entries()
    # seat 1: Shift+● opens the seat menu, ▶ to "hint", ●
    keys = "E" + "w" * entries.index("hint") + "e"
    args = ["--game", game, "--names", "Anne,Bob", "--hints", "--seed", "5", "--lang", lang]
    rc, out, err = play(monkeypatch, capsys, args + ["--no-journal", "--keys", keys])
    assert rc == 0, err
    asked = "Anne asked for a hint" if lang == "en" else "Anne a demandé un conseil"
    assert "> " + asked in out.splitlines()


def test_the_text_tables_undo_takes_back_the_bots_decisions_too(monkeypatch, capsys):
    args = ["--emulator", "text", "--names", "Anne,Bob,Cy,Dee", "--bots", "3", "--seed", "5", "--no-journal"]
    rc, out, err = play(monkeypatch, capsys, args, "1\n1\nu\ny\nq\n")
    assert rc == 0, err
    lines = out.splitlines()
    asked = [i for i, t in enumerate(lines) if "undo Anne's settler" in t]
    assert len(asked) == 1
    undone = [t.split("undone: ", 1)[1] for t in lines[asked[0] :] if "undone: " in t]
    # the bots' decisions after Anne's, latest first, then Anne's own
    assert len(undone) > 1 and undone[-1] == "Anne's settler: corn plantation"
    assert not [t for t in undone[:-1] if t.startswith("Anne")]
