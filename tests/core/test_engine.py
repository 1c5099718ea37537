"""The engine's contract: pure functions of the state (no cache), one
table of phase handlers, ids rather than words, and a manifest that
freezes the core for MicroPython boards."""

import os

import pytest

import core
from core import canon
from core.puerto_rico import data, engine
from tests.support.scenario import game, give, pick

from tests.support import ROOT


def test_legal_actions_follows_a_state_changed_by_hand():
    s = game(4)
    give(s, 0, indigo=1)
    pick(s, 0, "trader")
    assert core.legal_actions(s) == [["sell", "indigo"], ["pass"]]
    give(s, 0, corn=1)  # same state object, same step: a cache would be stale
    assert ["sell", "corn"] in core.legal_actions(s)


def test_apply_uses_the_list_it_is_given_and_still_refuses():
    s = game(4)
    acts = core.legal_actions(s)
    core.apply(s, ["role", "builder"], acts)
    assert s["phase"] == "builder"
    before = canon.dumps(s)
    with pytest.raises(core.IllegalAction):
        core.apply(s, ["role", "mayor"], core.legal_actions(s))
    assert canon.dumps(s) == before


def test_every_decision_kind_has_a_handler_and_pending_speaks_in_ids():
    s = game(5)
    kinds = set()
    from core.puerto_rico.simulate import random_walk

    for step in range(400):
        p = core.pending(s)
        if p is None:
            break
        assert set(p) == {"player", "kind", "role", "options"}
        assert p["kind"] in engine.DECISIONS
        kinds.add(p["kind"])
        random_walk(s, 1, step)
    assert {"roles", "settler", "mayor", "builder"} <= kinds


def test_the_second_prospector_is_a_prospector_in_one_place():
    assert data.role_kind("prospector2") == "prospector"
    assert data.role_kind("mayor") == "mayor"
    s = game(5)
    pick(s, 0, "prospector2")
    assert s["picked"] == ["prospector2"] and s["phase"] == "roles"
    assert s["players"][0]["doubloons"] == 5  # 4 to start, 1 from the bank


def test_prices_are_part_of_the_core_api():
    s = game(4)
    pick(s, 1, "trader")
    assert core.puerto_rico.sale_price(s, 1, "coffee") == 5  # 4 + the trader's privilege
    assert core.puerto_rico.sale_price(s, 2, "coffee") == 4
    s = game(4)
    pick(s, 1, "builder")
    assert core.puerto_rico.building_price(s, 1, "harbor") == 7  # the builder's privilege
    assert core.puerto_rico.building_price(s, 2, "harbor") == 8


def test_builder_and_trader_explanations_share_the_menus_test():
    s = game(4)
    s["players"][0]["doubloons"] = 1
    pick(s, 0, "builder")
    legal = core.legal_actions(s)
    for b in data.BASE_BUILDINGS:
        why = engine.explain(s, ["build", b]) if ["build", b] not in legal else None
        assert (why is None) == (["build", b] in legal)
        if why:
            assert why[0].startswith("builder.")


def test_manifest_freezes_the_whole_core_package():
    calls = []
    env = {
        "package": lambda *a, **k: calls.append(("package", a, k)),
        "metadata": lambda **k: calls.append(("metadata", (), k)),
    }
    path = os.path.join(ROOT, "core", "manifest.py")
    with open(path) as f:
        exec(compile(f.read(), path, "exec"), env)
    pkgs = [c for c in calls if c[0] == "package"]
    assert len(pkgs) == 1 and pkgs[0][1] == ("core",)
    base = os.path.normpath(os.path.join(os.path.dirname(path), pkgs[0][2]["base_path"]))
    assert os.path.isfile(os.path.join(base, "core", "__init__.py"))
    for name in core.NAMES:  # every game package is under the frozen folder
        assert os.path.isfile(os.path.join(base, "core", name, "__init__.py"))
