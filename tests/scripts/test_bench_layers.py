"""scripts/bench_layers.py: the cost of switching a layer on, whatever it
does (issue 33), measured with a layer that fills no point."""

import os
import subprocess
import sys

import core
from core.puerto_rico import hooks, layers, points
from core.puerto_rico.simulate import play_random
from tests.support import ROOT, script

SCRIPT = os.path.join(ROOT, "scripts", "bench_layers.py")


def test_the_empty_layer_is_switched_on_and_fills_no_point(monkeypatch):
    bench = script("bench_layers")
    # (what register_empty_layer changes, put back after the test)
    for name in ("LAYERS", "AT", "KEYS"):
        monkeypatch.setattr(layers, name, getattr(layers, name))
    monkeypatch.setattr(hooks, "RULES", {})
    monkeypatch.setattr(hooks, "LAST", [None])
    monkeypatch.setitem(sys.modules, hooks._PACKAGE + "." + bench.EMPTY, None)
    bench.register_empty_layer()
    state = core.new_game(4, seed=3, expansions=[bench.EMPTY])
    assert state["expansions"] == [bench.EMPTY] and state[bench.EMPTY] is True
    # a layer of the game, yet no point of the base game reaches its module
    # (the layers' own machinery fills a few: the game's end, production)
    module = hooks._PACKAGE + "." + bench.EMPTY
    for name in points.POINTS:
        assert [f for f in layers.point(state, name) if f.__module__ == module] == [], name
    # it plays a whole game as the base game does, action for action
    plain_actions, empty_actions = [], []
    plain = play_random(4, 7, record=plain_actions)
    empty = play_random(4, 7, expansions=(bench.EMPTY,), record=empty_actions)
    assert empty_actions == plain_actions and len(plain_actions) > 100
    assert [p["vp"] for p in empty["players"]] == [p["vp"] for p in plain["players"]]


def test_bad_counts_are_one_line_and_exit_2():
    r = subprocess.run([sys.executable, SCRIPT, "--games", "0"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2
    assert r.stdout == "" and len(r.stderr.splitlines()) == 1
