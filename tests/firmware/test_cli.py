"""The doubloon command end to end: replay, simulate, play (text table)."""

import io
import json
import subprocess
import sys

import pytest

from core import record, canon
from core.puerto_rico.simulate import play_random
from firmware import cli


def run_cli(args, stdin=""):
    return subprocess.run(
        [sys.executable, "-m", "firmware.cli"] + args,
        input=stdin,
        capture_output=True,
        text=True,
        timeout=300,
    )


def record_lines(players=3, seed=11):
    acts = []
    state = play_random(players, seed, record=acts)
    return state, [record.header_line(state)] + [record.action_line(a) for a in acts]


def test_replay_prints_final_state_and_score(tmp_path):
    state, lines = record_lines()
    f = tmp_path / "game.jsonl"
    f.write_text("\n".join(lines) + "\n")
    r = run_cli(["replay", str(f)])
    assert r.returncode == 0, r.stderr
    out = json.loads(r.stdout)
    assert out["over"] is True
    assert canon.dumps(out["state"]) == canon.dumps(state)
    names = [p["name"] for p in out["score"]["players"]]
    assert names == [p["name"] for p in state["players"]]
    assert out["score"]["winners"]


def test_replay_reads_stdin():
    state, lines = record_lines(2, 5)
    r = run_cli(["replay", "-"], "\n".join(lines))
    assert r.returncode == 0
    assert json.loads(r.stdout)["state"]["step"] == state["step"]


def test_replay_bad_line_exits_2_naming_line_and_rule(tmp_path):
    _, lines = record_lines()
    lines[5] = '["build", "city_hall"]'  # not a decision open at that moment
    f = tmp_path / "bad.jsonl"
    f.write_text("\n".join(lines) + "\n")
    r = run_cli(["replay", str(f)])
    assert r.returncode == 2
    assert r.stdout == ""
    err = r.stderr.strip().splitlines()
    assert len(err) == 1 and "line 6" in err[0]


@pytest.mark.parametrize(
    "text,needle",
    [
        ("", "header"),
        ("not json\n", "line 1: json"),
        ('{"record": "doubloon", "version": 99, "game": "puerto_rico", "players": ["A", "B"]}', "version"),
        ('{"record": "doubloon", "version": 1, "game": "puerto_rico", "players": ["A"]}', "2 to 5"),
        (  # an object line is an event line (docs/records.md), and this one none
            '{"record": "doubloon", "version": 1, "game": "puerto_rico", "players": ["A", "B"]}\n{"x": 1}',
            "line 2: event",
        ),
        (
            '{"record": "doubloon", "version": 1, "game": "puerto_rico", "players": ["A", "B"]}\n5',
            "line 2: format",
        ),
    ],
)
def test_replay_bad_files(tmp_path, text, needle):
    f = tmp_path / "x.jsonl"
    f.write_text(text)
    r = run_cli(["replay", str(f)])
    assert r.returncode == 2 and r.stdout == ""
    assert len(r.stderr.strip().splitlines()) == 1
    assert needle in r.stderr


def test_replay_missing_file_exits_2(tmp_path):
    r = run_cli(["replay", str(tmp_path / "nope.jsonl")])
    assert r.returncode == 2 and len(r.stderr.strip().splitlines()) == 1


def test_simulate_reports_speed_and_triggers():
    r = run_cli(["simulate", "--players", "3", "--games", "5", "--seed", "2"])
    assert r.returncode == 0, r.stderr
    assert "games per second" in r.stdout and "us per action" in r.stdout
    triggers = [x for x in r.stdout.splitlines() if x.startswith("end triggers")][0]
    counts = [int(x.split()[-1]) for x in triggers.split(":", 1)[1].split(",")]
    assert sum(counts) >= 5  # every game ended through at least one trigger


def text_args(*extra):
    """``play --emulator text`` for Anne, Bernie and Christine, seed 9."""
    return cli.build_parser().parse_args(
        ["play", "--emulator", "text", "--names", "Anne,Bernie,Christine", "--seed", "9"] + list(extra)
    )


def test_play_text_game_to_the_end_and_record(tmp_path):
    rec = str(tmp_path / "g.jsonl")
    out = io.StringIO()
    # Always the first choice: a real, legal game that must end.
    from firmware.commands import play

    args = text_args("--record", rec, "--db", str(tmp_path / "j.sqlite3"))
    assert play.dispatch(args, stdin=io.StringIO("1\n" * 5000), out=out) == 0
    text = out.getvalue()
    assert "Final score:" in text
    state = record.replay(open(rec).read().splitlines())
    assert state["phase"] == "over"
    # the printed winner is the replayed game's winner
    from core.puerto_rico.endgame import final_score

    best = [p for p in final_score(state)["players"] if p["rank"] == 1][0]
    assert "1. %s  %d" % (best["name"], best["total"]) in text


def test_play_keeps_vp_secret_until_asked():
    out = io.StringIO()
    from firmware.commands import play

    play.dispatch(text_args("--no-journal"), stdin=io.StringIO("6\n1\n1\n1\n1\n1\n1\n1\n"), out=out)
    assert "VP in chips" not in out.getvalue()
    out = io.StringIO()
    play.dispatch(text_args("--no-journal"), stdin=io.StringIO("v\n"), out=out)
    assert "Anne has 0 VP in chips" in out.getvalue()


def test_play_rejects_bad_names():
    assert cli.main(["play", "--names", "Solo"]) == 2


SHEET = {
    "game": "puerto_rico",
    "players": [
        {
            "name": "Anne",
            "vp_chips": 23,
            "doubloons": 4,
            "goods": 3,
            "buildings": {"guild_hall": 1, "small_sugar_mill": 0},
            "island": {"corn": 3},
        },
        {"name": "Bernie", "vp_chips": 30, "buildings": {}, "island": {}},
    ],
}


def test_score_json_and_text(tmp_path):
    f = tmp_path / "end.json"
    f.write_text(json.dumps(SHEET))
    r = run_cli(["score", str(f)])
    assert r.returncode == 0 and r.stderr == ""
    out = json.loads(r.stdout)
    assert [p["total"] for p in out["players"]] == [23 + 4 + 1 + 1, 30]
    assert out["winners"] == ["Bernie"]
    r = run_cli(["score", "--format", "text", "-"], json.dumps(SHEET))
    assert r.returncode == 0 and "winner: Bernie" in r.stdout


@pytest.mark.parametrize(
    "text,needle",
    [
        ("{not json", "not valid JSON"),
        (
            '{"game": "puerto_rico", "players": [{"name": "Anne", "vp_chips": 1, "island": {},'
            ' "buildings": {"harbor": 1, "harbor": 0}}]}',
            "player 1 (Anne): buildings.harbor",
        ),
        (
            '{"game": "puerto_rico", "players": [{"name": "Anne", "vp_chips": -3, "island": {},'
            ' "buildings": {}}]}',
            "player 1 (Anne): vp_chips",
        ),
    ],
)
def test_score_bad_input_one_line_exit_2(text, needle):
    r = run_cli(["score", "-"], text)
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and needle in lines[0]


def test_score_help_describes_the_sheet(capsys):
    """Issue 36: `score --help` said nothing of the sheet. It names every
    field of every game's sheet, gives an example that scores, and says
    where the whole description is (a document of the repository)."""
    import os
    import re

    from core import games
    from core.scoring import _scorer, score
    from tests.support import ROOT

    with pytest.raises(SystemExit):
        cli.main(["score", "--help"])
    text = capsys.readouterr().out
    for game in games.NAMES:
        top, fields = _scorer(game).SHEET_FIELDS
        for field in top + fields:
            assert re.search(r"\b%s\b" % field, text), (game, field)
    example = text.split("For example:\n", 1)[1].split("\nEvery field", 1)[0]
    assert score(json.loads(example))["winners"]
    assert "docs/score-sheet.md" in text
    doc = os.path.join(ROOT, "docs", "score-sheet.md")
    with open(doc, encoding="utf-8") as f:
        sheet = f.read()
    for game in games.NAMES:
        top, fields = _scorer(game).SHEET_FIELDS
        assert all('"%s"' % field in sheet for field in top + fields), game
    # the README's pointer is to that document, not to a file outside it
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    assert "shared/contracts/final-scoring.md" not in readme
    assert "(docs/score-sheet.md)" in readme


def test_score_of_a_game_record_says_so_in_one_line(tmp_path):
    """`doubloon export 8 | doubloon score -` said "line 2, column 1: not
    valid JSON: Extra data"; a header alone was a sheet with unknown
    fields."""
    _, lines = record_lines(2, 4)
    for text in ("\n".join(lines) + "\n", lines[0] + "\n"):
        r = run_cli(["score", "-"], text)
        assert r.returncode == 2 and r.stdout == ""
        said = r.stderr.splitlines()
        assert len(said) == 1 and said[0].startswith("doubloon score: -: a game record (JSON Lines), not")
        assert "doubloon import" in said[0]
