"""Each extension point is declared once (core/puerto_rico/points.py, as
pluggy declares its hook specifications): every function a layer fills a
point with, and every call of a point in the core, is checked against its
declaration: the point exists, its kind is the one it is called with, the
function exists under the point's own name (no alias) and takes the
declared arguments."""

import ast
import inspect
import os

import pytest

import core
from core.puerto_rico import hooks, layers
from core.puerto_rico.points import POINTS
from tests.support import script

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PR = os.path.join(ROOT, "core", "puerto_rico")
KINDS = ("each", "ask", "first", "chain", "data")


def _fillers():
    for key, points in layers.LAYERS:
        for point, module in points.items():
            yield key, point, module


def test_every_declaration_is_well_formed():
    for name, (kind, args, caller, meaning) in POINTS.items():
        assert kind in KINDS, name
        assert isinstance(args, tuple) and all(isinstance(a, str) for a in args), name
        assert caller and meaning, name


@pytest.mark.parametrize("key,point,module", list(_fillers()))
def test_every_filler_is_a_declared_point(key, point, module):
    assert point in POINTS, "%s fills %r, declared nowhere (core/puerto_rico/points.py)" % (module, point)
    kind, args = POINTS[point][:2]
    value = getattr(hooks.load(module), point, None)
    assert value is not None, "%s has no %s" % (module, point)
    if kind == "data":
        assert not callable(value), (module, point)
        return
    assert callable(value), (module, point)
    assert value.__name__ == point, "%s.%s is an alias of %s" % (module, point, value.__name__)
    params = inspect.signature(value).parameters
    assert [str(p) for p in params.values()] == list(args), "%s.%s takes %s, declared %s" % (
        module,
        point,
        list(params),
        list(args),
    )


def _calls():
    # (file, line, kind, point, number of arguments after the point's name)
    for d, _, files in os.walk(PR):
        for f in files:
            if not f.endswith(".py"):
                continue
            path = os.path.join(d, f)
            with open(path, encoding="utf-8") as fh:
                tree = ast.parse(fh.read())
            for node in ast.walk(tree):
                fn = node.func if isinstance(node, ast.Call) else None
                if not (
                    isinstance(fn, ast.Attribute)
                    and isinstance(fn.value, ast.Name)
                    and fn.value.id == "hooks"
                ):
                    continue
                if fn.attr not in ("each", "ask", "first", "chain", "point") or len(node.args) < 2:
                    continue
                name = node.args[1]
                if isinstance(name, ast.Constant):
                    yield os.path.relpath(path, ROOT), node.lineno, fn.attr, name.value, len(node.args) - 2


def test_every_call_of_a_point_matches_its_declaration():
    calls = list(_calls())
    assert len(calls) > 40
    for path, line, kind, point, n in calls:
        where = "%s:%d" % (path, line)
        assert point in POINTS, "%s calls %r, declared nowhere" % (where, point)
        declared, args = POINTS[point][:2]
        if kind == "point":  # the caller calls the functions itself
            continue
        assert kind == declared, "%s calls %r as %s, declared %s" % (where, point, kind, declared)
        # chain: the value comes first in the call, last to the functions
        required = len([a for a in args if "=" not in a])
        assert required <= n <= len(args), "%s hands %r %d arguments, declared %s" % (
            where,
            point,
            n,
            list(args),
        )


def test_every_declared_point_is_filled():
    # hooks' kinds look a point up in the last state's hooks.POINTS, which
    # holds every point some layer fills (layers.AT): a point called but
    # filled by none would be missing there.
    filled = {p for _key, p, _module in _fillers()}
    assert sorted(set(POINTS) - filled) == []
    assert sorted(set(layers.AT)) == sorted(POINTS)


def test_the_last_states_points_hold_every_point_of_the_index(monkeypatch):
    monkeypatch.setattr(hooks, "RULES", {})  # (built again: another test's modules)
    s = core.new_game(4, seed=3, expansions=("smuggler",))
    core.legal_actions(s)
    assert hooks.FOUND is s["expansions"] and sorted(hooks.POINTS) == sorted(layers.AT)
    assert hooks.POINTS["builder_terms"] == ()
    assert [f.__name__ for f in hooks.point(s, "roles_menu")] == ["roles_menu"]


def test_the_core_never_loads_the_declarations():
    # documentation as data: a device's heap does not hold it
    for d, _, files in os.walk(os.path.join(ROOT, "core")):
        for f in files:
            if f.endswith(".py") and f != "points.py":
                with open(os.path.join(d, f), encoding="utf-8") as fh:
                    assert "points import" not in fh.read() and 'load("points")' not in fh.read(), f


def test_the_newcomers_page_holds_the_table_of_points():
    # docs/rules-core.md: the table between its markers is the one
    # scripts/points_table.py prints from the declarations.
    module = script("points_table")
    with open(os.path.join(ROOT, "docs", "rules-core.md"), encoding="utf-8") as f:
        page = f.read()
    start, end = "<!-- points: scripts/points_table.py -->\n", "\n<!-- /points -->"
    assert start in page and end in page
    assert page[page.index(start) + len(start) : page.index(end)] == module.table()
