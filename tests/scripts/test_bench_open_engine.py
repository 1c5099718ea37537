"""scripts/bench_open_engine.py: this core beside somnambWl/puerto-rico's
engine, run from a clone outside the repository. Without the clone: one
line, exit status 2; with one (here a stand-in of its API), the four
lines of games and the ratios."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT as SUPPORT_ROOT

BENCH = Path(SUPPORT_ROOT) / "scripts" / "bench_open_engine.py"


def bench(*args, env=None):
    return subprocess.run(
        [sys.executable, str(BENCH), *args],
        cwd=SUPPORT_ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        env=env,
    )


def test_without_the_clone_is_one_line(tmp_path):
    r = bench("--engine", str(tmp_path / "nowhere"))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bench_open_engine: no clone of somnambWl/puerto-rico at ")
    assert r.stdout == ""


def test_the_default_place_is_the_cache_or_the_variable(tmp_path):
    # no --engine: $DOUBLOON_OPEN_ENGINE names the clone (absent here)
    env = dict(os.environ, DOUBLOON_OPEN_ENGINE=str(tmp_path / "absent"))
    r = bench(env=env)
    assert r.returncode == 2 and str(tmp_path / "absent") in r.stderr


# The stand-in: the API the bench calls (Game, GameConfig, legal_actions,
# apply(action, validate=...), is_terminal), a game of ten actions.
GAME = """
class Game:
    def __init__(self, config):
        self.left = 10
        self.config = config

    @property
    def is_terminal(self):
        return self.left == 0

    def legal_actions(self):
        return [1, 2, 3] if self.left else []

    def apply(self, action, validate=True):
        if validate and action not in self.legal_actions():
            raise ValueError(action)
        self.left -= 1
"""
STATE = """
class GameConfig:
    def __init__(self, num_players=4, seed=None):
        self.num_players = num_players
        self.seed = seed
"""


def test_side_by_side_with_a_clone(tmp_path):
    r = bench("--engine", str(_stand_in(tmp_path)), "--games", "2", "--runs", "1")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("random 4-player games, 2 seeds, best of 1 runs each")
    assert [line.split("  ")[1].strip() for line in lines[1:5]] == [
        "theirs, apply validates",
        "theirs, validate=False",
        "ours, apply(s, a, menu)",
        "ours, apply(s, a)",
    ]
    assert " 10 actions a game" in lines[1]
    assert lines[5].startswith("  ours against theirs, games/s, each validated: ")


def _stand_in(tmp_path):
    engine = tmp_path / "clone" / "puerto_rico" / "engine"
    engine.mkdir(parents=True)
    (engine.parent / "__init__.py").write_text("")
    (engine / "__init__.py").write_text("")
    (engine / "game.py").write_text(GAME)
    (engine / "state.py").write_text(STATE)
    return tmp_path / "clone"


def test_instructions_without_valgrind_is_one_line(tmp_path):
    # --instructions counts with valgrind's callgrind: a machine without it
    # is told so in one line, exit status 2 (PATH holds no valgrind here).
    env = dict(os.environ, PATH=str(tmp_path))
    r = bench("--engine", str(_stand_in(tmp_path)), "--instructions", env=env)
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "bench_open_engine: --instructions: needs valgrind (apt-get install valgrind)"
    ]
    assert r.stdout == ""


def test_a_counting_child_plays_the_games_of_its_side(tmp_path):
    # The child callgrind counts (--count, not in --help): a warm-up game,
    # then the seeds' games of one side, their actions on stdout; the same
    # games as the timed runs.
    clone = str(_stand_in(tmp_path))
    r = bench("--engine", clone, "--count", "theirs", "--games", "3")
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == ["30"]
    for side in ("ours", "ours-recomputed"):
        r = bench("--engine", clone, "--count", side, "--games", "2", "--seed", "1000")
        assert r.returncode == 0, r.stderr
        sys.path.insert(0, str(BENCH.parent))
        try:
            import bench_open_engine
        finally:
            sys.path.remove(str(BENCH.parent))
        assert int(r.stdout) == bench_open_engine.ours(range(1000, 1002), side == "ours") > 100


@pytest.mark.slow
@pytest.mark.skipif(not shutil.which("valgrind"), reason="no valgrind")
def test_instructions_count_both_sides(tmp_path):
    # one game each side (the stand-in's ten actions): a line each, and
    # the ratios a game and an action
    r = bench("--engine", str(_stand_in(tmp_path)), "--instructions", "--games", "1")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("instructions (callgrind, PYTHONHASHSEED=0), random 4-player games, 1 seeds")
    assert [line.split("  ")[1].strip() for line in lines[1:4]] == [
        "theirs, apply validates",
        "ours, apply(s, a, menu)",
        "ours, apply(s, a)",
    ]
    assert " 10 actions a game" in lines[1]
    assert lines[4].startswith("  ours against theirs, each validated: ") and "x an action" in lines[4]
