"""Say which folder of tests/ each test file belongs in, by what it imports.

    python scripts/sort_tests.py            every test file: its folder, and
                                            the ones at tests/ root to move
    python scripts/sort_tests.py FILE...    the folder of these files
    python scripts/sort_tests.py --move     git mv the root-level ones there

The rule, first match wins (tests/README.md says the same in words):
  1. a name in EXCEPTIONS below (each says why the rule misreads it);
  2. web: it imports the web server (firmware.web) or drives a browser
     (tests.support.browser): the table's own web page, issue 24;
  3. micropython: it imports the MicroPython harness (tests/support/micropython),
     nothing from firmware/ or drivers/, and at least half its tests run
     MicroPython (their code names it or a name taken from the harness);
  4. scripts: it imports nothing from core/, drivers/ or firmware/ (it checks
     the scripts and the repository's own files);
  5. drivers: it imports more modules from drivers/ than from firmware/ (a
     seat module's test builds an app around the driver it checks);
  6. firmware: it imports anything from firmware/;
  7. drivers: it imports anything from drivers/; else core.
"""

import ast
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TESTS = os.path.join(ROOT, "tests")
FOLDERS = ("core", "drivers", "firmware", "micropython", "scripts", "web")
WEB = ("firmware.web", "tests.support.browser", "tests.web")
LAYERS = ("core", "drivers", "firmware")  # low to high: a tie goes right
HARNESS = ("tests.support.micropython",)

EXCEPTIONS = {
    # plays firmware/pocket under MicroPython through its own process class
    "test_pocket.py": "micropython",
    # runs the command line in a child process: imports it by name only
    "test_expansion_cli.py": "firmware",
    # the repository as a whole: the import rules of every package, the
    # README's commands, the Pi's install script
    "test_layout.py": "scripts",
    "test_readme.py": "scripts",
    "test_install_pi.py": "scripts",
    "test_tests_layout.py": "scripts",
    "test_layout_firmware.py": "scripts",
}


def _is_module(dotted):
    path = os.path.join(ROOT, *dotted.split("."))
    return os.path.isdir(path) or os.path.isfile(path + ".py")


def _imports(tree):
    """(module names imported, names taken from the MicroPython harness)"""
    mods, harness_names = set(), set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            mods.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            mods.add(node.module)
            for a in node.names:
                if _is_module(node.module + "." + a.name):
                    mods.add(node.module + "." + a.name)
                if node.module.startswith(HARNESS) and a.name != "ROOT":
                    harness_names.add(a.asname or a.name)
    return mods, harness_names


def _runs_micropython(source, tree, harness_names):
    tests = [n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name.startswith("test_")]
    marks = ("micropython",) + tuple(n.lower() for n in harness_names)
    running = [t for t in tests if any(m in ast.get_source_segment(source, t).lower() for m in marks)]
    return bool(tests) and 2 * len(running) >= len(tests)


def folder_of(path):
    """The folder of tests/ the test file at path belongs in."""
    name = os.path.basename(path)
    if name in EXCEPTIONS:
        return EXCEPTIONS[name]
    with open(path, encoding="utf-8") as f:
        source = f.read()
    tree = ast.parse(source, path)
    mods, harness_names = _imports(tree)
    count = {top: len({m for m in mods if m == top or m.startswith(top + ".")}) for top in LAYERS}
    if any(m == w or m.startswith(w + ".") for m in mods for w in WEB):
        return "web"
    uses_harness = any(m.startswith(HARNESS) for m in mods)
    if uses_harness and not count["firmware"] and not count["drivers"]:
        if _runs_micropython(source, tree, harness_names):
            return "micropython"
    if not any(count.values()):
        return "scripts"
    if count["drivers"] > count["firmware"]:
        return "drivers"
    return "firmware" if count["firmware"] else "drivers" if count["drivers"] else "core"


def root_test_files():
    """The test files sitting at tests/ root, where none belongs."""
    return sorted(f for f in os.listdir(TESTS) if f.startswith("test_") and f.endswith(".py"))


def _all_test_files():
    for folder in FOLDERS:
        d = os.path.join(TESTS, folder)
        if os.path.isdir(d):
            for f in sorted(os.listdir(d)):
                if f.startswith("test_") and f.endswith(".py"):
                    yield os.path.join(d, f)


def main(argv):
    move = "--move" in argv
    files = [a for a in argv if a != "--move"]
    for path in files:
        if not os.path.isfile(path):
            print("sort_tests: no such file: %s" % path, file=sys.stderr)
            return 2
    if files:
        for path in files:
            print("%s -> tests/%s/" % (path, folder_of(path)))
        return 0
    for path in _all_test_files():
        got = os.path.basename(os.path.dirname(path))
        want = folder_of(path)
        if got != want:
            print("tests/%s/%s: the rule says tests/%s/" % (got, os.path.basename(path), want))
    for name in root_test_files():
        want = folder_of(os.path.join(TESTS, name))
        print("tests/%s -> tests/%s/" % (name, want))
        if move:
            os.makedirs(os.path.join(TESTS, want), exist_ok=True)
            subprocess.run(["git", "mv", "tests/" + name, "tests/%s/%s" % (want, name)], cwd=ROOT, check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
