"""scripts/bench_advisor.py: a few recorded positions, every level's line
and the Pi 4 column; a bad argument is one line and exit status 2.
Nothing here depends on the time measured."""

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT as SUPPORT_ROOT

ROOT = Path(SUPPORT_ROOT)
BENCH = ROOT / "scripts" / "bench_advisor.py"


def bench(*args):
    return subprocess.run(
        [sys.executable, str(BENCH), *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


@pytest.mark.parametrize("game", ["puerto_rico", "san_juan", "port_royal"])
def test_a_few_positions_report_each_level(game):
    out = bench("--game", game, "--positions", "3", "--levels", "quick", "--json")
    assert out.returncode == 0, out.stderr
    report = json.loads(out.stdout)
    assert report["game"] == game and report["positions"] == 3 and report["factor"] == 5.0
    (row,) = report["levels"]
    assert row["level"] == "quick" and row["iterations"] > 0
    assert row["median_s"] <= row["p99_s"] <= row["max_s"]
    assert row["pi4_p99_s"] == round(row["p99_s"] * 5.0, 3)


def test_the_table_names_the_budget():
    out = bench("--positions", "2", "--levels", "quick")
    assert out.returncode == 0, out.stderr
    lines = out.stdout.splitlines()
    assert "2 positions" in lines[0] and "budget 2.0 s" in lines[0]
    assert lines[2].split()[0] == "quick"


@pytest.mark.parametrize(
    "args", [["--levels", "grandmaster"], ["--game", "chess"], ["--positions", "0"], ["--factor", "x"]]
)
def test_a_bad_argument_is_one_line_and_exit_2(args):
    out = bench(*args)
    assert out.returncode == 2
    assert out.stdout == "" and len(out.stderr.strip().splitlines()) == 1
    assert out.stderr.startswith("bench_advisor: ")
