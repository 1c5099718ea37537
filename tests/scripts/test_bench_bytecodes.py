"""scripts/bench_bytecodes.py: a count that a loaded machine does not move
(issue 33's measure of the layers beside callgrind's)."""

import os
import subprocess
import sys

from tests.support import ROOT, script

SCRIPT = os.path.join(ROOT, "scripts", "bench_bytecodes.py")


def test_the_count_is_the_same_run_after_run():
    def run():
        cmd = [sys.executable, SCRIPT, "--games", "1", "--expansions", "smuggler"]
        r = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
        assert r.returncode == 0, r.stderr
        return r.stdout.splitlines()

    first = run()
    assert first == run()
    words = [line.split() for line in first]
    base, smuggler = (float(w[w.index("bytecodes") - 1]) for w in words)
    # a layer's game costs more an action than the base game
    assert smuggler > base > 100


def test_the_counter_counts_calls_and_bytecodes():
    from core.puerto_rico.simulate import play_random

    bytecodes, calls = script("bench_bytecodes").count(play_random, (), 1)
    assert bytecodes > calls > 1


def test_a_folder_without_a_core_is_one_line_and_exit_2(tmp_path):
    r = subprocess.run([sys.executable, SCRIPT, "--core", str(tmp_path)], capture_output=True, text=True)
    assert r.returncode == 2
    assert r.stdout == "" and len(r.stderr.splitlines()) == 1
