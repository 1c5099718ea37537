"""The tests sit in folders (issue 23, place 5): none at tests/ root, each
folder a package (so tests/core never shadows the real core package), and
scripts/sort_tests.py names a folder for every file, by what it imports."""

import os
import subprocess
import sys

from tests.support import ROOT

sys.path.insert(0, os.path.join(ROOT, "scripts"))
import sort_tests  # noqa: E402

TESTS = os.path.join(ROOT, "tests")


def test_no_test_file_sits_at_the_tests_root():
    """A new file goes where `python scripts/sort_tests.py --move` puts it."""
    assert sort_tests.root_test_files() == []


def test_every_folder_of_tests_is_a_package():
    folders = [d for d in os.listdir(TESTS) if os.path.isdir(os.path.join(TESTS, d)) and d != "__pycache__"]
    assert set(sort_tests.FOLDERS) <= set(folders)
    for d in [TESTS] + [os.path.join(TESTS, f) for f in folders if f != "__pycache__"]:
        assert os.path.isfile(os.path.join(d, "__init__.py")), d


def test_the_folder_follows_what_the_file_imports(tmp_path):
    cases = {
        "test_a.py": ("from core.puerto_rico import engine\n", "core"),
        "test_b.py": ("from core import rng\nfrom firmware import catalog\n", "firmware"),
        "test_c.py": ("from drivers import oled, buttons\nfrom firmware import app\n", "drivers"),
        "test_d.py": (
            "from core import rng\nfrom tests.support.micropython.harness import run_micropython\n"
            "def test_x():\n    run_micropython('')\n",
            "micropython",
        ),
        "test_e.py": ("import subprocess\n", "scripts"),
    }
    for name, (source, folder) in cases.items():
        (tmp_path / name).write_text(source)
        assert sort_tests.folder_of(str(tmp_path / name)) == folder, name


def test_a_missing_file_is_one_line_and_status_2():
    r = subprocess.run(
        [sys.executable, os.path.join(ROOT, "scripts", "sort_tests.py"), "nowhere.py"],
        capture_output=True,
        text=True,
    )
    assert (r.returncode, r.stdout) == (2, "")
    assert r.stderr == "sort_tests: no such file: nowhere.py\n"
