"""What the journal commands say to a person (issue 22, item 9): history
lists the games waiting to be resumed, import says what it stored,
replay prints names as they are written."""

import io
import json
import os
import subprocess
import sys

from core import record
from core.puerto_rico.simulate import play_random
from firmware import cli
from firmware.journal import Journal
from tests.support import ROOT


def _record(names, seed=3):
    acts = []
    state = play_random(len(names), seed, record=acts)
    header = record.header(state)
    header["players"] = list(names)
    return header, acts


def test_history_lists_a_game_waiting_to_be_resumed(tmp_path):
    """A journal with only an unfinished game said "no finished games
    yet", though `doubloon play` would resume that game."""
    db = str(tmp_path / "j.sqlite3")
    header, acts = _record(["Anne", "Bernie", "Céline"])
    with Journal(db) as j:
        gid = j.new_game(header)
        for a in acts[:7]:
            j.append(gid, a)
    out = io.StringIO()
    args = cli.build_parser().parse_args(["history", "--db", db])
    assert args.func(args, out=out) == 0
    lines = out.getvalue().splitlines()
    assert lines[0] == "no finished games yet"
    assert lines[2].startswith("not finished (doubloon play resumes")
    assert lines[3].startswith("  game %d  " % gid)
    assert lines[3].endswith("  Anne, Bernie, Céline  7 decisions")


def test_import_says_which_game_it_stored(tmp_path, capsys):
    header, acts = _record(["Anne", "Bernie"], seed=5)
    f = tmp_path / "g.jsonl"
    f.write_text("\n".join([record.dumps(header)] + [record.action_line(a) for a in acts]) + "\n")
    db = str(tmp_path / "j.sqlite3")
    assert cli.main(["import", str(f), "--db", db]) == 0
    assert capsys.readouterr().out == "stored as game 1\n"


def test_replay_prints_names_as_they_are_whatever_the_locale(tmp_path):
    """replay printed "C\\u00e9line"; JSON is UTF-8, and the output must
    not depend on the terminal's encoding (an ASCII locale included)."""
    header, acts = _record(["Anne", "Céline"], seed=9)
    f = tmp_path / "g.jsonl"
    f.write_text("\n".join([record.dumps(header)] + [record.action_line(a) for a in acts]) + "\n")
    env = dict(os.environ, PYTHONIOENCODING="ascii", LC_ALL="C")
    r = subprocess.run(
        [sys.executable, "-m", "firmware.cli", "replay", str(f)], capture_output=True, env=env, timeout=300
    )
    assert r.returncode == 0, r.stderr
    text = r.stdout.decode("utf-8")
    assert '"Céline"' in text and "\\u00e9" not in text
    assert json.loads(text)["state"]["players"][1]["name"] == "Céline"


def test_every_command_s_help_says_what_it_does(capsys):
    """`doubloon --help` named Puerto Rico only, and a command's own --help
    had no line saying what the command does."""
    parser = cli.build_parser()
    assert "San Juan" in parser.description and "Port Royal" in parser.description
    sub = next(a for a in parser._actions if a.dest == "command")
    for name, own in sub.choices.items():
        said = next(c.help for c in sub._choices_actions if c.dest == name)
        shown = own.format_help().split("\n\n")[1]  # the paragraph after the usage, wrapped
        assert said and shown.split() == said.split(), name


def test_history_says_how_to_resume_a_game_of_its_list(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    header, acts = _record(["Anne", "Bernie"])
    with Journal(db) as j:
        for _ in range(2):
            j.append(j.new_game(header), acts[0])
    out = io.StringIO()
    args = cli.build_parser().parse_args(["history", "--db", db])
    assert args.func(args, out=out) == 0
    assert "--resume N: game N, without asking" in out.getvalue()  # tests/firmware/test_resume.py plays it


def test_the_readme_s_set_up_offers_the_text_table():
    """The most readable way to play on a laptop, in the set-up section."""
    root = ROOT
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    setup = readme.split("\n## Set-up\n", 1)[1].split("\n## ", 1)[0]
    assert "play --emulator text" in setup


def test_history_names_each_game_in_a_column(tmp_path):
    """Issue 36: unfinished games 4 and 7 both read "Ann, Ben" (one San
    Juan, one Puerto Rico), and a finished game's name showed only when
    the journal held two kinds of game."""
    from core.san_juan.simulate import play_random as sj_random

    db = str(tmp_path / "j.sqlite3")
    pr_header, pr_acts = _record(["Ann", "Ben"])
    sj_acts = []
    sj_header = record.header(sj_random(2, 3, record=sj_acts))
    sj_header["players"] = ["Ann", "Ben"]
    with Journal(db) as j:
        pr = j.new_game(pr_header)
        j.append(pr, pr_acts[0])
        sj = j.new_game(sj_header)
        j.append(sj, sj_acts[0])
    out = io.StringIO()
    args = cli.build_parser().parse_args(["history", "--db", db])
    assert args.func(args, out=out) == 0
    lines = out.getvalue().splitlines()
    rows = dict((line.split()[1], line) for line in lines if line.startswith("  game "))
    assert rows[str(pr)].startswith("  game %d  Puerto Rico  " % pr)
    assert rows[str(sj)].startswith("  game %d  San Juan     " % sj)
    assert all(row.endswith("  Ann, Ben  1 decision") for row in rows.values())


def test_history_names_the_game_of_a_finished_game(tmp_path):
    """A journal of Puerto Rico games alone named no game at all."""
    from firmware.commands.history import history_lines

    games = [
        {
            "id": 2,
            "date": "2026-12-01 20:00",
            "game": "port_royal",
            "players": ["Ann", "Ben"],
            "totals": [12, 9],
            "winners": ["Ann"],
            "kind": "record",
        },
    ]
    lines = history_lines(games, [])
    assert lines[0].split() == ["game", "name", "date", "how", "players", "winner"]
    assert lines[1].split()[:3] == ["2", "Port", "Royal"]
    assert lines[1].endswith("Ann 12, Ben 9  Ann")


def test_the_readme_says_which_games_the_text_table_plays(capsys):
    """Issue 36: the text table refuses San Juan too; the README named
    only Port Royal. The games are found by asking the text table."""
    from firmware import games
    from firmware.commands import play

    plays, refused = [], []
    for g in games.GAMES:
        argv = ["play", "--game", g.id, "--emulator", "text", "--no-journal"]
        rc = play.dispatch(cli.build_parser().parse_args(argv), io.StringIO("q\n"), io.StringIO())
        (plays if rc == 0 else refused).append(games.title(g.id))
        assert rc == 0 or "the text table plays" in capsys.readouterr().err
    assert plays == ["Puerto Rico"] and refused
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as f:
        setup = " ".join(f.read().split("\n## Set-up\n", 1)[1].split("\n## ", 1)[0].split())
    said = [s for s in setup.split(". ") if "text table plays" in s]
    assert said and ("text table plays %s only" % " and ".join(plays)) in said[0]
    assert all(title in said[0] for title in refused)
