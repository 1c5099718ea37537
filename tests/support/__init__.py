"""What the tests share: the readers of the screens, the scripted games,
the MicroPython harness and the recorded data (tests/README.md)."""

import os

# the repository: tests sit one folder deeper than this file's parent
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = os.path.join(ROOT, "tests", "support", "data")


def script(name):
    """The module of ``scripts/<name>.py``, loaded from its file (scripts/
    is not a package): a test calls a script's functions directly."""
    import importlib.util

    spec = importlib.util.spec_from_file_location(name, os.path.join(ROOT, "scripts", name + ".py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def quick_few(cases, quick):
    """Parameters for pytest.mark.parametrize: every case of ``cases``, those
    in ``quick`` in the quick run and the others in CI only (marked slow),
    so that a costly family keeps one or two cases in ./scripts/test."""
    import pytest

    return [pytest.param(*case, marks=() if case in quick else pytest.mark.slow) for case in cases]


# the start screen's rows of a game's table before the web page row: bots
# and hints (issue 34), left off; keys that walk a table's rows press them
TABLE_ROWS = 2


def table_rows():
    """Seat 1's ● past a game table's bots and hints rows, left off."""
    return "e" * TABLE_ROWS


def web_row():
    """Seat 1's ● past the start screen's web page row, left off (issue
    24): the row is there only with the web extra (aiohttp and segno), so
    keys that walk the rows to start press it only then."""
    import importlib.util

    return "e" if all(importlib.util.find_spec(m) for m in ("aiohttp", "segno")) else ""
