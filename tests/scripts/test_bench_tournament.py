"""scripts/bench_tournament.py: a few games of each game between the rule
bots, the candidate in every seat, the report's lines; a bad argument is
one line and exit status 2. Nothing here depends on a bot's strength."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT as SUPPORT_ROOT

ROOT = Path(SUPPORT_ROOT)
BENCH = ROOT / "scripts" / "bench_tournament.py"


def bench(*args):
    return subprocess.run(
        [sys.executable, str(BENCH), *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def _module():
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import bench_tournament
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    return bench_tournament


@pytest.mark.parametrize(
    "game,cand,opp,games",
    [
        ("puerto_rico", "action_value", "random", "4"),
        ("san_juan", "rule", "random", "2"),
        ("port_royal", "rule", "random", "2"),
    ],
)
def test_a_small_tournament_reports_every_line(game, cand, opp, games):
    r = bench("--game", game, "--candidate", cand, "--opponents", opp, "--games", games)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith(game + ", ") and "the candidate in every seat" in lines[0]
    assert lines[1] == "candidate %s against %s" % (cand, opp)
    assert lines[2].startswith("wins ") and "95% Wilson" in lines[2]
    assert lines[3].startswith("mean rank ")
    assert lines[4].startswith("wins by seat: ") and len(lines[4].split()[3:]) == int(games)


def test_the_same_games_in_two_processes():
    # --jobs changes who plays the games, not the games
    one = bench("--candidate", "builder", "--opponents", "shipper,random,action_value", "--games", "4")
    two = bench(
        "--candidate", "builder", "--opponents", "shipper,random,action_value", "--games", "4", "--jobs", "2"
    )
    assert one.returncode == two.returncode == 0, one.stderr + two.stderr
    assert one.stdout.splitlines()[:5] == two.stdout.splitlines()[:5]


@pytest.mark.parametrize(
    "args,words",
    [
        (["--candidate", "nobody", "--opponents", "random"], "nobody"),
        (["--candidate", "random", "--opponents", "random", "--games", "6"], "multiple of 4"),
        (["--candidate", "random", "--opponents", "random,random"], "--opponents"),
        (["--game", "chess", "--candidate", "random", "--opponents", "random"], "chess"),
        (["--candidate", "advisor:nosuchlevel", "--opponents", "random"], "advisor"),
        (["--candidate", "random"], "required"),
        (["--candidate", "random", "--opponents", "random", "--expansions", "nobels"], "nobels"),
        (["--game", "san_juan", "--candidate", "action_value", "--opponents", "random"], "action_value"),
    ],
)
def test_a_bad_argument_is_one_line_and_status_2(args, words):
    r = bench(*args)
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bench_tournament: ") and words in lines[0], r.stderr
    assert r.stdout == ""


def test_the_wilson_interval():
    m = _module()
    lo, hi = m.wilson(50, 100)
    assert round(lo, 3) == 0.404 and round(hi, 3) == 0.596
    lo, hi = m.wilson(100, 100)
    assert round(hi, 9) == 1.0 and round(lo, 3) == 0.963
    assert m.wilson(0, 0) == (0.0, 1.0)


def test_the_advisor_plays_as_a_candidate():
    # a number of iterations as its level (2: a quick game)
    r = bench("--game", "san_juan", "--candidate", "advisor:2", "--opponents", "rule", "--games", "2")
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[1] == "candidate advisor:2 against rule"


def test_advisor_levels_are_core_advisors_or_the_start_of_one():
    m = _module()
    levels = m.advisor_levels()
    strongest = max(levels, key=lambda k: levels[k])
    assert m.player("advisor", "puerto_rico")[0] == "advisor"
    for name in levels:
        assert m.player("advisor:" + name, "puerto_rico")[0] == "advisor:" + name
    assert m.player("advisor:" + strongest[:6], "puerto_rico")  # "strong": "strongest"
    with pytest.raises(m.BadArgs):
        m.player("advisor:0", "puerto_rico")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_progress_tells_each_game_as_it_ends(jobs):
    # in two processes too: a long run stopped early still says its count
    r = bench(
        "--game", "port_royal", "--candidate", "rule", "--opponents", "random", "--games", "4", "--progress",
        "--jobs", jobs,
    )  # fmt: skip
    assert r.returncode == 0, r.stderr
    lines = r.stderr.splitlines()
    assert [line.split(":")[0] for line in lines] == ["game %d seat %d" % (g, g % 2 + 1) for g in range(4)]


def test_tally_reports_a_stopped_runs_progress_lines(tmp_path):
    # the lines of a run stopped after 3 games (and noise around them)
    f = tmp_path / "run.err"
    f.write_text(
        "game 0 seat 1: win 1.00 rank 1 margin +5\n"
        "game 1 seat 2: win 0.50 rank 1 margin +0\n"
        "Traceback? no: another line\n"
        "game 2 seat 1: win 0.00 rank 2 margin -3\n"
    )
    r = bench("--tally", str(f), "--game", "san_juan")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0] == "san_juan, 2 players: 3 games told (games 0-2)"
    assert lines[1].startswith("wins 1.5 of 3: 50.0% (95% Wilson ")
    assert lines[2] == "mean rank 1.33; mean margin over the best other +0.67"
    assert lines[3] == "wins by seat: 50% of 2, 50% of 1"


@pytest.mark.parametrize("text", [None, "", "no game here\n"])
def test_tally_of_a_missing_or_empty_file_is_one_line_and_status_2(tmp_path, text):
    f = tmp_path / "run.err"
    if text is not None:
        f.write_text(text)
    r = bench("--tally", str(f))
    assert r.returncode == 2 and r.stdout == ""
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bench_tournament: --tally: "), r.stderr
