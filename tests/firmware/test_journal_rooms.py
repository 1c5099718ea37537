"""The journal in small rooms (issue 23): firmware/journal/ is one module a
job, none over 600 lines and no function over 60; ``Journal`` is the
store with its rooms as mixins, none of which hides another's method;
and every name the rest of the project takes from ``firmware.journal``
is still there."""

import ast
import os

import firmware.journal
from firmware.journal import store

from tests.support import ROOT

PACKAGE = os.path.join(ROOT, "firmware", "journal")


def _modules():
    return sorted(os.path.join(PACKAGE, f) for f in os.listdir(PACKAGE) if f.endswith(".py"))


def test_every_room_is_small():
    assert len(_modules()) >= 8
    for path in _modules():
        with open(path, encoding="utf-8") as f:
            text = f.read()
        assert text.count("\n") <= 600, path
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                assert node.end_lineno - node.lineno < 60, (path, node.name)


def test_no_room_of_the_journal_hides_another_ones_method():
    rooms = [c for c in store.Journal.__mro__ if c not in (store.Journal, object)]
    assert len(rooms) == 4
    seen = {}
    for room in rooms + [store.Journal]:
        for name in vars(room):
            if name.startswith("__") and name.endswith("__"):
                continue
            assert name not in seen, "%s is defined in %s and %s" % (name, seen.get(name), room.__name__)
            seen[name] = room.__name__


def _names_taken(path):
    """The names a file takes from firmware.journal: ``from firmware.journal
    import X`` and ``journal_mod.X`` / ``journal.X`` on the package."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    names, aliases = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module == "firmware.journal":
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module == "firmware":
            aliases.update(a.asname or a.name for a in node.names if a.name == "journal")
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases:
            names.add(node.attr)
    return names


def test_every_name_the_project_takes_from_the_journal_is_there():
    taken = set()
    for top in ("firmware", "scripts", "tests"):
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            if d.startswith(PACKAGE):
                continue
            for f in files:
                if f.endswith(".py"):
                    taken |= _names_taken(os.path.join(d, f))
    assert {"Journal", "GameWriter", "NullJournal", "journal_file_named"} <= taken
    missing = sorted(n for n in taken if not hasattr(firmware.journal, n))
    assert missing == []
