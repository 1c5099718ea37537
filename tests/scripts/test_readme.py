"""The README is for users (issue 33): at most 250 lines, the two set-up
commands CI also runs, the keys as tables that say what the keyboard and
the text table really take, and every relative link of the README and
docs/ pointing at a file that exists (and at a heading of it, for an
anchor). The reference moved to docs/: one table of today's benchmark
numbers whose commands exist in docs/benchmarks.md, with the method of
every benchmark script (issue 23, place 5), and the history in
CHANGELOG.md; the package says what the command says it is."""

import glob
import os
import re

from drivers import keyboard
from firmware import catalog
from firmware.cli import build_parser

from tests.support import ROOT

# Files another piece of issue 33 writes (docs/rules-core.md: how to change
# a rule or add an expansion): linked from the README before they land.
PROMISED = {"docs/rules-core.md"}


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


def test_the_readme_is_at_most_250_lines():
    assert len(_read("README.md").splitlines()) <= 250


def _table(text, title):
    """The rows of the first table of the README's ``### title`` section,
    as lists of cells, the header and the rule left out."""
    start = text.index("\n### " + title + "\n")
    end = text.find("\n#", start + 1)
    rows = [line for line in text[start:end].splitlines() if line.startswith("|")]
    return [[c.strip() for c in row.strip("|").split("|")] for row in rows[2:]]


def test_the_keys_are_a_table_of_the_keys_the_keyboard_takes():
    rows = _table(_read("README.md"), "The keys (emulated table)")
    said = dict((row[0], row[1]) for row in rows)
    for seat, keys in enumerate(keyboard.KEYS):
        cell = " ".join("`%s`" % k for k in keys)
        assert said[cell] == "seat %d: ◀ ▶ ●" % (seat + 1), cell
    assert said["`%s`" % keyboard.BOARD_KEY].startswith("the board's button")
    assert len(keyboard.KEYS) == len([c for c in said if c.startswith("`") and said[c].startswith("seat ")])


def test_the_text_table_s_keys_are_those_it_says():
    rows = _table(_read("README.md"), "The keys (text table)")
    keys = [re.match(r"`([^`]+)`$", row[0]).group(1) for row in rows if row[0].startswith("`")]
    line = catalog.text("text.keys", "en", "puerto_rico", n=3, seed=1)
    named = line.split("Keys: ", 1)[1].rstrip(".").split(", ")[1:]  # after "a number to choose"
    assert len(keys) == len(named)
    for key in keys:
        assert [n for n in named if n.startswith(key + " ")], (key, named)


def _slug(title):
    """GitHub's anchor of a heading."""
    title = re.sub(r"[^\w\- ]", "", title.strip().lower().replace("`", ""))
    return title.replace(" ", "-")


def _anchors(path):
    with open(path, encoding="utf-8") as f:
        return set(_slug(line.lstrip("#")) for line in f if line.startswith("#"))


def test_every_relative_link_of_the_readme_and_docs_resolves():
    pages = ["README.md", "hardware/README.md", "tests/README.md"]
    pages += sorted(os.path.relpath(p, ROOT) for p in glob.glob(os.path.join(ROOT, "docs", "*.md")))
    checked = 0
    for page in pages:
        base = os.path.dirname(page)
        for target in re.findall(r"\]\(([^)\s]+)\)", _read(page)):
            if re.match(r"[a-z]+:", target):
                continue  # https:, mailto:
            path, _, anchor = target.partition("#")
            path = os.path.normpath(os.path.join(base, path)) if path else page
            checked += 1
            if path in PROMISED and not os.path.exists(os.path.join(ROOT, path)):
                continue
            assert os.path.exists(os.path.join(ROOT, path)), (page, target)
            if anchor and path.endswith(".md"):
                assert anchor in _anchors(os.path.join(ROOT, path)), (page, target)
    assert checked > 50


def test_every_page_of_docs_is_linked_from_the_readme():
    """The README's "Where to read more" reaches every page of docs/."""
    linked = set(re.findall(r"\]\((docs/[^)#\s]+)", _read("README.md")))
    for path in sorted(glob.glob(os.path.join(ROOT, "docs", "*.md"))):
        page = os.path.relpath(path, ROOT)
        assert page in linked, "%s: add a line for it to the README's Where to read more" % page


def test_one_table_of_benchmarks_whose_commands_exist():
    assert "(docs/benchmarks.md)" in _read("README.md")
    bench = _section(_read("docs", "benchmarks.md"), "The numbers today")
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
