"""The README is for users and contributors (issue 23, place 5): the two
set-up commands CI also runs, one table of today's benchmark numbers whose
commands exist, the method of every benchmark script in
docs/benchmarks.md and the history in CHANGELOG.md; the package says what
the command says it is."""

import os
import re

from firmware.cli import build_parser

from tests.support import ROOT


def _read(*path):
    with open(os.path.join(ROOT, *path), encoding="utf-8") as f:
        return f.read()


def _section(text, title):
    """The text of the README's ``## title`` section."""
    start = text.index("\n## " + title + "\n")
    end = text.find("\n## ", start + 1)
    return text[start : end if end >= 0 else len(text)]


def test_two_set_up_commands_and_ci_runs_the_test_one():
    setup = _section(_read("README.md"), "Set-up")
    commands = [line.split("#")[0].strip() for line in setup.splitlines() if line.startswith("    ")]
    assert commands == ["./scripts/run", "./scripts/test"]
    assert "./scripts/test" in _read(".ci", "run")


def test_one_table_of_benchmarks_whose_commands_exist():
    bench = _section(_read("README.md"), "Benchmarks")
    rows = [line for line in bench.splitlines() if line.startswith("|")]
    assert len([r for r in rows if r.startswith("|---")]) == 1, "one table"
    for row in rows[2:]:
        command = row.rstrip("|").rsplit("|", 1)[1].strip()
        for script in re.findall(r"scripts/(\w+\.py)", command):
            assert os.path.exists(os.path.join(ROOT, "scripts", script)), row
        assert re.search(r"scripts/\w+\.py|doubloon \w+|^same$", command), row
    # the history (dates, branches, the numbers before) is in CHANGELOG.md
    assert not re.search(r"20\d\d-\d\d-\d\d|branch `", bench)
    assert "## Benchmarks as they were measured" in _read("CHANGELOG.md")


def test_every_benchmark_script_has_its_method_written():
    method = _read("docs", "benchmarks.md")
    for name in sorted(os.listdir(os.path.join(ROOT, "scripts"))):
        if name.startswith("bench_") and name.endswith(".py"):
            assert "scripts/" + name in method, name


def test_the_package_says_what_the_command_says():
    described = re.search(r'^description = "(.*)"$', _read("pyproject.toml"), re.M).group(1)
    assert described + "." == build_parser().description
