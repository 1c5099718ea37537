"""``doubloon simulate --expansions``: games with expansions 1 and 3, and the base
game's rate on the same seeds in the same run."""

import subprocess
import sys

import pytest

from core.puerto_rico.simulate import play_random


def run_cli(args):
    return subprocess.run(
        [sys.executable, "-m", "firmware.cli"] + args, capture_output=True, text=True, timeout=300
    )


def test_simulate_with_new_buildings_reports_both_rates():
    r = run_cli(
        ["simulate", "--players", "4", "--games", "3", "--expansions", "new_buildings", "--setup", "random"]
    )
    assert r.returncode == 0, r.stderr
    assert "expansions:       new_buildings (setup random)" in r.stdout
    base = [x for x in r.stdout.splitlines() if x.startswith("base game:")]
    assert len(base) == 1 and "games/s" in base[0] and "%" in base[0]
    # the rate per action too, over the base game's own actions on the same seeds
    per = [x for x in r.stdout.splitlines() if x.startswith("per action:")]
    steps = [play_random(4, seed)["step"] for seed in (1, 2, 3)]
    assert len(per) == 1 and "%.1f actions a base game" % (sum(steps) / 3) in per[0], r.stdout


def test_simulate_refuses_an_expansion_it_does_not_play():
    r = run_cli(["simulate", "--games", "1", "--expansions", "pirates"])
    assert r.returncode == 2 and "pirates" in r.stderr and not r.stdout


@pytest.mark.slow
def test_simulate_with_the_smuggler():
    r = run_cli(["simulate", "--players", "3", "--games", "3", "--expansions", "smuggler"])
    assert r.returncode == 0, r.stderr
    assert "expansions:       smuggler\n" in r.stdout
    r = run_cli(["simulate", "--players", "2", "--games", "2", "--expansions", "new_buildings,smuggler"])
    assert r.returncode == 0, r.stderr
    assert "expansions:       new_buildings, smuggler (setup draft)" in r.stdout
