"""scripts/_venv.sh (shared by scripts/run and scripts/test) on a stand-in
python3: the first run says what it does and when it is done, later runs
are silent, a failure says so in one line."""

import os
import subprocess
from pathlib import Path

import pytest
from tests.support import ROOT

VENV_SH = Path(ROOT) / "scripts" / "_venv.sh"

# python3 -m venv DIR makes DIR/bin/python, which answers pip with $PIP_RC
FAKE_PYTHON3 = """#!/bin/sh
[ "$1" = "-m" ] && [ "$2" = "venv" ] || exit 9
[ -z "$VENV_FAILS" ] || exit 1
mkdir -p "$3/bin"
printf '#!/bin/sh\\necho "$@" >> "%s/pip.log"\\nexit ${PIP_RC:-0}\\n' "$PWD" > "$3/bin/python"
chmod +x "$3/bin/python"
"""


@pytest.fixture
def repo(tmp_path):
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    (bin_dir / "python3").write_text(FAKE_PYTHON3)
    (bin_dir / "python3").chmod(0o755)
    root = tmp_path / "repo"
    root.mkdir()
    (root / "pyproject.toml").write_text("[project]\n")
    return root


def source(root, **env):
    full = dict(os.environ, PATH=str(root.parent / "bin") + os.pathsep + os.environ["PATH"], **env)
    return subprocess.run(
        ["sh", "-c", '. "$1"', "sh", str(VENV_SH)], cwd=root, env=full, capture_output=True, text=True
    )


def test_first_run_says_what_it_does_and_when_done_then_is_silent(repo):
    first = source(repo)
    assert first.returncode == 0
    lines = first.stderr.splitlines()
    assert lines[0].startswith("doubloon: first run: setting up .venv") and "20 s" in lines[0]
    assert lines[-1] == "doubloon: .venv ready."
    assert "install -q" in (repo / "pip.log").read_text()
    again = source(repo)
    assert again.returncode == 0 and again.stderr == ""
    assert len((repo / "pip.log").read_text().splitlines()) == 1  # not installed twice


def test_a_changed_pyproject_updates_and_says_so(repo):
    source(repo)
    stamp = repo / ".venv" / ".doubloon-installed"
    os.utime(stamp, (1, 1))  # older than pyproject.toml
    r = source(repo)
    assert r.stderr.splitlines() == [
        "doubloon: pyproject.toml changed: updating .venv...",
        "doubloon: .venv ready.",
    ]


def test_failures_say_so_in_one_line_and_the_next_run_tries_again(repo):
    r = source(repo, VENV_FAILS="1")
    assert r.returncode == 1
    assert "python3 -m venv failed" in r.stderr.splitlines()[-1]
    assert not (repo / ".venv").exists()
    r = source(repo, PIP_RC="1")
    assert r.returncode == 1
    assert r.stderr.splitlines()[-1].startswith("doubloon: installing into .venv failed")
    r = source(repo)
    assert r.returncode == 0 and r.stderr.splitlines()[-1] == "doubloon: .venv ready."
