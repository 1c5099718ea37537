"""One name per expansion, and "has layers" its own fact (issue 33): a
game's layers are the base game's common layer ("expansions", the state key
whose presence says the game has layers) and one layer per expansion
switched on, named as data.EXPANSIONS names it; state["expansions"] lists
only those. A game without expansion 1 neither runs its points nor is
dispatched by its action table."""

import os
import subprocess
import sys

import pytest

import core
from core.puerto_rico import data, hooks, layers

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def test_no_core_file_has_expansion_1s_old_name():
    # expansion 1 is "new_buildings" everywhere (its folder, its layer, its
    # header name): the old loader's name is gone from core/
    found = []
    for d, _, files in os.walk(os.path.join(ROOT, "core")):
        for f in files:
            if f.endswith(".py"):
                path = os.path.join(d, f)
                with open(path, encoding="utf-8") as fh:
                    if "newbuildings" in fh.read() or "newbuildings" in f:
                        found.append(os.path.relpath(path, ROOT))
    assert found == []


def test_every_expansion_is_a_folder_and_a_layer_of_its_name():
    keys = [key for key, _points in layers.LAYERS]
    for name in data.EXPANSIONS:
        assert name in keys
        assert os.path.isfile(os.path.join(ROOT, "core", "puerto_rico", "expansions", name, "__init__.py"))
    # the layer every layered game has is named after the state key that
    # says so, and is no expansion's
    assert "expansions" in keys and "expansions" not in data.EXPANSIONS


@pytest.mark.parametrize("names", [(e,) for e in data.EXPANSIONS] + [tuple(data.EXPANSIONS)])
def test_the_state_lists_the_expansions_on_and_the_rules_switch_on_their_layers(names):
    s = core.new_game(4, seed=3, expansions=names, setup="random")
    assert s["expansions"] == list(names)
    keys = layers.rules(s)["keys"]
    assert keys == tuple(k for k, _ in layers.LAYERS if k == "expansions" or k in names)


def test_a_game_without_expansion_1_runs_none_of_its_points():
    s = core.new_game(4, seed=3, expansions=("smuggler",))
    r = layers.rules(s)
    for point in ("privilege", "builder_terms", "produced", "captain_start", "trader_more", "dispatch"):
        fs = layers.fns(r, point)
        assert all("new_buildings" not in f.__module__ for f in fs), point
    # its table: the base game's phases themselves, and the smuggler's own
    from core.puerto_rico import engine

    table = r["table"]
    assert all(table[kind] is engine.PHASES[kind] for kind in engine.PHASES)
    assert table["smuggler"] == layers.load("expansions.smuggler").phase("smuggler")


def test_a_game_without_expansion_1_never_loads_it():
    code = "\n".join(
        [
            "import sys",
            "from core.puerto_rico.simulate import play_random",
            "for names in (('smuggler',), ('festival',), ('nobles',), ('nobles', 'smuggler', 'festival')):",
            "    play_random(4, 1, expansions=names)",
            "print(sorted(m for m in sys.modules if 'new_buildings' in m))",
            "play_random(4, 1, expansions=('new_buildings',), setup='random')",
            "print('core.puerto_rico.expansions.new_buildings.play' in sys.modules)",
        ]
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=ROOT)
    assert r.stdout.splitlines() == ["[]", "True"], r.stderr


def test_a_base_game_has_no_layers():
    s = core.new_game(4, seed=3)
    assert "expansions" not in s
    assert hooks.first(s, "builder_terms", s, 0, s["players"][0]) is None


def test_a_combinations_dispatch_is_built_once_and_games_interleave():
    # Issue 33: each combination's rules build once the engine's table of
    # decisions (layers._play: a phase's own pair where nothing comes
    # before or after it, behind the festival's interruption with it) and
    # the engine calls the last state's straight from hooks.TABLE; a state
    # of another combination finds its own. Two games of different
    # combinations played action by action in turn end as each does alone.
    from core import canon
    from core.puerto_rico import engine

    def steps(names, seed):
        s = core.new_game(4, seed=seed, expansions=names, setup="random")
        yield s
        i = 0
        while True:
            acts = engine.legal_actions(s)
            if not acts:
                return
            engine.apply(s, acts[i % len(acts)], acts)
            i += 7
            yield s

    def alone(names, seed):
        return canon.dumps(list(steps(names, seed))[-1])

    a, b = steps(("smuggler", "festival"), 4), steps(("nobles",), 5)
    sa = sb = None
    for sa in a:
        if sa["phase"] != "over":
            r = layers.rules(sa)
            assert hooks.TABLE is r["table"] and hooks.LAST is sa["expansions"]
            assert r["table"]["builder"][0].__qualname__.startswith("_walk_one.")
        sb = next(b, sb)
        if sb["phase"] != "over":
            assert layers.rules(sb)["table"]["builder"] is engine.PHASES["builder"]
            assert hooks.TABLE is not r["table"]
    sb = list(b)[-1] if sb["phase"] != "over" else sb
    assert sa["phase"] == sb["phase"] == "over"
    assert canon.dumps(sa) == alone(("smuggler", "festival"), 4)
    assert canon.dumps(sb) == alone(("nobles",), 5)
    # built once: a new game of the combination gets the same rules
    s = core.new_game(3, seed=9, expansions=("nobles",))
    r = layers.rules(s)
    assert r is layers.rules(core.new_game(2, seed=1, expansions=("nobles",)))
    assert hooks.RULES[r["keys"]] is r
