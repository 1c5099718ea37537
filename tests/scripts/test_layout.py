"""The shape of the code: imports go one way (core <- drivers <- firmware),
no cycle between the project's modules, no command imports another
command, and core/ imports nothing from outside itself (it must run on
MicroPython alone)."""

import ast
import os

from tests.support import ROOT

TOPS = ("core", "drivers", "firmware")


def _modules():
    mods = {}
    for top in TOPS:
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            for f in files:
                if f.endswith(".py"):
                    path = os.path.join(d, f)
                    name = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                    if name.endswith(".__init__"):
                        name = name[: -len(".__init__")]
                    mods[name] = path
    return mods


def _imports(name, path, mods):
    """Project modules imported by ``name`` (at any depth of the file)."""
    is_pkg = path.endswith("__init__.py")
    package = name if is_pkg else name.rpartition(".")[0]
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = set()
    for node in ast.walk(tree):
        targets = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                parts = parts[: len(parts) - node.level + 1]
                base = ".".join(parts + ([base] if base else []))
            targets = [base] + [base + "." + a.name for a in node.names]
        for t in targets:
            while t and t not in mods:
                t = t.rpartition(".")[0]
            if t and t != name:
                out.add(t)
    return out


MODS = _modules()
GRAPH = {m: _imports(m, p, MODS) for m, p in MODS.items()}


def _cycle():
    """One import cycle as a list of modules, or None."""
    state = {}
    stack = []

    def visit(m):
        state[m] = 1
        stack.append(m)
        for n in sorted(GRAPH[m]):
            # a package importing its own submodules is how packages work
            if n.startswith(m + "."):
                continue
            if state.get(n) == 1:
                return stack[stack.index(n) :] + [n]
            if n not in state:
                found = visit(n)
                if found:
                    return found
        stack.pop()
        state[m] = 2
        return None

    for m in sorted(GRAPH):
        if m not in state:
            found = visit(m)
            if found:
                return found
    return None


def test_the_graph_sees_the_project():
    assert "core.puerto_rico.engine" in GRAPH["core.puerto_rico"]
    assert "core.games" in GRAPH["core.record"]


def test_no_import_cycle():
    assert _cycle() is None, " -> ".join(_cycle())


def test_imports_go_one_way():
    for m, deps in GRAPH.items():
        for d in deps:
            if m.startswith("core"):
                assert d.startswith("core"), (m, d)
            if m.startswith("drivers"):
                assert not d.startswith("firmware"), (m, d)


def test_no_command_imports_another_command():
    # commands only read their arguments; what two commands share lives
    # outside firmware.commands (the package's own helpers are shared)
    commands = [m for m in GRAPH if m.startswith("firmware.commands.")]
    assert "firmware.commands.play" in commands
    for m in commands:
        others = [d for d in GRAPH[m] if d.startswith("firmware.commands.")]
        assert others == [], (m, others)


# ---- the expansions are layers on the base game (core/puerto_rico/hooks.py) ----

PR = os.path.join(ROOT, "core", "puerto_rico")
# The base game's rules, its conservation checks and final sheet: they call
# the extension points and name no expansion.
BASE_RULES = sorted(
    [os.path.join(PR, "roles", f) for f in os.listdir(os.path.join(PR, "roles")) if f.endswith(".py")]
    + [os.path.join(PR, f + ".py") for f in ("flow", "engine", "why", "invariants", "endgame")]
    + [os.path.join(PR, f + ".py") for f in ("__init__", "simulate")]
)


def _expansion_words():
    from core.puerto_rico import data, layers

    words = set(data.EXPANSIONS)
    for key, points in layers.LAYERS:
        if key != "expansions":  # (every layered game's: layers.py, layered.py)
            words |= set(points.values())  # the layers' modules
    words |= {"newbuildings", "exp1"}  # (the loader's old name)
    # expansion 1's set-up module, but also the set-up's way and a decision
    # kind the base game's API names ("draft")
    words.discard("draft")
    return words


def test_no_base_rules_module_names_an_expansion():
    import re

    words = _expansion_words()
    assert {"nobles", "smuggler", "festival", "new_buildings", "expansions.nobles.mayor"} <= words
    found = []
    for path in BASE_RULES:
        with open(path, encoding="utf-8") as f:
            text = f.read().lower()
        for w in sorted(words):
            if re.search(r"\b" + w + r"\b", text):
                found.append(os.path.relpath(path, ROOT) + ": " + w)
    assert found == []


def _layer_modules():
    """module -> the expansion it belongs to, from layers.LAYERS (the
    layer every expansion game has, "expansions", belongs to none: its
    modules serve them all, as the base game's do)."""
    from core.puerto_rico import layers

    owner = {}
    for key, points in layers.LAYERS:
        for module in points.values():
            if key != "expansions":
                owner["core.puerto_rico." + module] = key
    return owner


def _lazy_loads(path):
    """Modules of core.puerto_rico a file loads by name: load("x"),
    hooks.load("x"), LOADED.get("x")."""
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read())
    out = set()
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not node.args:
            continue
        f = node.func
        name = f.attr if isinstance(f, ast.Attribute) else getattr(f, "id", None)
        if name == "get" and not (isinstance(f.value, ast.Name) and f.value.id == "LOADED"):
            continue
        if name in ("load", "get") and isinstance(node.args[0], ast.Constant):
            out.add("core.puerto_rico." + str(node.args[0].value))
    return out


def test_no_expansion_module_imports_another_expansions():
    # Two expansions meet at extension points (layers.py says where), never
    # by one importing or loading the other's module.
    owner = _layer_modules()
    assert owner["core.puerto_rico.expansions.nobles.mayor"] == "nobles"
    draft, play = (
        "core.puerto_rico.expansions.new_buildings.draft",
        "core.puerto_rico.expansions.new_buildings.play",
    )
    assert owner[draft] == owner[play] == "new_buildings"
    crossing = []
    for m, expansion in sorted(owner.items()):
        used = GRAPH[m] | _lazy_loads(MODS[m])
        for other in sorted(used):
            if owner.get(other, expansion) != expansion:
                crossing.append(m + " -> " + other)
    assert crossing == []


def test_the_import_check_sees_a_lazy_load(tmp_path):
    # (what the test above relies on: a load by name is an import too)
    f = tmp_path / "m.py"
    f.write_text('def f():\n    return LOADED.get("expansions.nobles") or load("expansions.nobles.play")\n')
    assert _lazy_loads(str(f)) == {
        "core.puerto_rico.expansions.nobles",
        "core.puerto_rico.expansions.nobles.play",
    }


# The modules of core/ that may be longer than the rules' 600 lines: data
# tables and word catalogs only, each with why. None today.
LONG_CORE_TABLES = {}


def test_no_core_module_over_600_lines():
    long = []
    for name, path in sorted(MODS.items()):
        if not name.startswith("core."):
            continue
        rel = os.path.relpath(path, ROOT).replace(os.sep, "/")
        with open(path, encoding="utf-8") as f:
            n = len(f.read().splitlines())
        if n > 600 and rel not in LONG_CORE_TABLES:
            long.append(rel + ": " + str(n))
    assert long == []


def test_every_layer_fills_the_points_it_names():
    from core.puerto_rico import hooks, layers
    from core.puerto_rico.points import POINTS

    for _key, points in layers.LAYERS:
        for point, module in points.items():
            value = getattr(hooks.load(module), point, None)
            if POINTS[point][0] == "data":  # a layer's data, read into its rules
                assert value, (module, point)
            else:
                assert callable(value), (module, point)


def test_a_house_rule_is_a_module_and_one_line(monkeypatch):
    # A new layer: a module filling a point, one line in LAYERS, its name
    # in the game's expansions; no base module changes. This one takes the
    # Prospector out of the role cards.
    import sys
    import types

    import core
    from core.puerto_rico import hooks, layers

    def roles_menu(state, acts):
        acts.remove(["role", "prospector"])

    rule = types.ModuleType("core.puerto_rico.no_prospector")
    rule.roles_menu = roles_menu
    monkeypatch.setitem(sys.modules, rule.__name__, rule)
    monkeypatch.setattr(hooks, "LOADED", {})
    monkeypatch.setattr(
        layers, "AT", layers.index(layers.LAYERS + (("no_prospector", {"roles_menu": "no_prospector"}),))
    )
    monkeypatch.setattr(layers, "KEYS", layers.KEYS + ("no_prospector",))
    monkeypatch.setattr(hooks, "RULES", {})
    monkeypatch.setattr(hooks, "LAST", [None] * 5)
    plain = core.new_game(4, seed=3)
    house = core.new_game(4, seed=3)
    house["expansions"] = ["no_prospector"]
    house["no_prospector"] = True
    assert ["role", "prospector"] in core.legal_actions(plain)
    menu = core.legal_actions(house)
    assert ["role", "prospector"] not in menu
    assert menu == [a for a in core.legal_actions(plain) if a != ["role", "prospector"]]


def test_the_engines_share_who_decides_what_now():
    # is_over and pending have one home (core/asking.py): each game's engine
    # takes them from there instead of writing them again.
    from core import asking, games

    for name in games.PLAYABLE:
        g = games.game(name)
        assert g.is_over is asking.is_over, name
        assert g.pending.__code__ is asking.pending_of(None, None, None).__code__, name
        state = g.new_game(2, seed=1)
        asked = g.pending(state)
        assert asked["player"] == g.current_player(state) and asked["options"] == g.legal_actions(state)
    assert games.game("san_juan").current_player is asking.seat_on_turn


# The games' own folders, their rules and their device code (their words
# with them), left out: the rest of the project.
def _outside_game_folders(names):
    folders = tuple("core/%s/" % g for g in names) + tuple("firmware/games/%s/" % g for g in names)
    for top in ("core", "firmware", "drivers"):
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            rel = os.path.relpath(d, ROOT).replace(os.sep, "/") + "/"
            if rel.startswith(folders):
                continue
            for f in files:
                if f.endswith(".py"):
                    yield rel + f


def _naming(path, game):
    """The strings of code (not comments nor docstrings) in ``path`` that
    name ``game``: its id, a module path into it or its English title."""
    title = game.replace("_", " ").title()
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        tree = ast.parse(f.read())
    docs = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node, False):
            docs.add(id(node.body[0].value))
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            v = node.value
            if v == game or ("." + game + ".") in ("." + v + ".") or title in v:
                found.append(v)
    return found


# Where a game is still named outside its folders, and why: none now (each
# game's sheet fields live in its own scoring module).
STILL_NAMED = set()


def test_a_game_is_its_folders_and_one_registry_line():
    from core import games as rules
    from firmware import games as device

    for game in rules.NAMES:
        assert rules.NAMES.count(game) == 1 and [g.id for g in device.GAMES].count(game) == 1
        for registry in ("core/games.py", "firmware/games/__init__.py"):
            assert len(_naming(registry, game)) == 1, (registry, game, _naming(registry, game))
        assert device.title(game, "en") == game.replace("_", " ").title()
        assert device.title(game, "fr")
    # Puerto Rico is the default game, named where a game is not said (and
    # "san_juan" is also its colonists' square): the other games are named
    # nowhere else outside the games' folders.
    for game in ("san_juan", "port_royal"):
        for path in _outside_game_folders(rules.NAMES):
            if path in STILL_NAMED or path in ("core/games.py", "firmware/games/__init__.py"):
                continue
            named = _naming(path, game)
            if game == "san_juan" and path == "firmware/emulator/text.py":
                named = [v for v in named if v != "san_juan"]  # Puerto Rico's square
            assert not named, (path, named)


def test_san_juan_is_split_by_role_as_puerto_rico_is():
    # Each role its own module (start, legal, act), as core/puerto_rico/roles/;
    # no module of the game over 600 lines.
    from importlib import import_module

    from core.san_juan import data, engine

    for role in data.ROLES:
        m = import_module("core.san_juan.roles." + role)
        assert engine.ROLE_MODULES[role] is m
        assert callable(m.start) and callable(m.legal) and callable(m.act), role
    folder = os.path.join(ROOT, "core", "san_juan")
    for d, _, files in os.walk(folder):
        for f in files:
            if f.endswith(".py"):
                with open(os.path.join(d, f), encoding="utf-8") as fh:
                    assert len(fh.read().splitlines()) <= 600, f
