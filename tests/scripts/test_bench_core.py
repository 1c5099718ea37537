"""scripts/bench_core.py side by side: an older core copied from git and
timed with this one, the expansions' games too; a bad commit or expansion
name is one line and exit status 2."""

import subprocess
import sys
from pathlib import Path

import pytest

from tests.support import ROOT as SUPPORT_ROOT

ROOT = Path(SUPPORT_ROOT)
BENCH = ROOT / "scripts" / "bench_core.py"
ALL = "new_buildings,nobles,smuggler,festival"


def bench(*args):
    return subprocess.run(
        [sys.executable, str(BENCH), *args], cwd=ROOT, capture_output=True, text=True, timeout=300
    )


def has_commit(rev):
    r = subprocess.run(["git", "cat-file", "-e", rev + "^{commit}"], cwd=ROOT, capture_output=True)
    return r.returncode == 0


def test_an_unknown_commit_is_one_line():
    r = bench("--against", "no-such-commit", "--games", "1", "--rounds", "1")
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == ["bench_core: --against: no commit named 'no-such-commit'"]
    assert r.stdout == ""


def test_an_unknown_expansion_is_one_line():
    r = bench("--expansions", "nobels", "--games", "1", "--rounds", "1")
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("bench_core: ") and "nobels" in lines[0]
    assert "Traceback" not in r.stderr


@pytest.mark.skipif(not has_commit("e9f6cf0"), reason="a clone without the commit e9f6cf0")
def test_side_by_side_with_e9f6cf0_and_the_expansions():
    # The commit of issue 23's measure: its core (Puerto Rico in its own
    # folder, the expansions behind flow.py's loaders) plays beside this one.
    r = bench("--against", "e9f6cf0", "--games", "2", "--rounds", "1", "--expansions", ALL)
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    labels = [line[:14].strip() for line in lines if "games/s " in line]
    assert labels == ["e9f6cf0", "this tree", "e9f6cf0 +", "this tree +"]
    assert any(line.startswith("  speed-up: ") for line in lines)
    shares = [line for line in lines if "the expansions' rate per action" in line]
    assert len(shares) == 1 and "this tree" in shares[0] and "e9f6cf0" in shares[0]


def test_a_revision_that_is_no_module_name(tmp_path):
    # "HEAD~0" (or "origin/main") is copied as core_<hash>: the name a
    # user types need not be a module's.
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import bench_core
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    sim = bench_core.load_core_at("HEAD~0")
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True).stdout
    assert sim.__name__ == "core_" + head[:12] + ".puerto_rico.simulate"
    assert sim.play_random(2, 5)["phase"] == "over"


def test_instructions_without_valgrind_is_one_line(tmp_path):
    # --instructions counts with valgrind's callgrind: a machine without it
    # is told so in one line, exit status 2 (PATH holds only git here).
    import os
    import shutil

    os.symlink(shutil.which("git"), tmp_path / "git")
    r = subprocess.run(
        [sys.executable, str(BENCH), "--instructions", "--games", "1"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, PATH=str(tmp_path)),
    )
    assert r.returncode == 2
    assert r.stderr.strip().splitlines() == [
        "bench_core: --instructions: needs valgrind (apt-get install valgrind)"
    ]
    assert r.stdout == ""


@pytest.mark.skipif(not __import__("shutil").which("valgrind"), reason="no valgrind")
def test_instructions_counts_both_cores():
    # one game each, this tree against itself (HEAD): the same count per
    # action within a few percent, and the speed-up line
    r = bench("--instructions", "--against", "HEAD", "--games", "1")
    assert r.returncode == 0, r.stderr
    lines = r.stdout.splitlines()
    assert lines[0].startswith("instructions (callgrind")
    assert [line[:14].strip() for line in lines[1:3]][1] == "this tree"
    assert lines[-1].startswith("  speed-up: ")
