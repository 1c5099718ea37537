"""A fifth expansion, or a house rule, is one module and one line
(core/puerto_rico/layers.py): a layer registered here, in the test, is
switched on by a game's set-up like the four expansions and acts in a
whole game, replayed from its record header; no base module changes."""

import sys
import types

import pytest

import core
from core import canon, rng
from core.errors import BadInput
from core.puerto_rico import from_header, hooks, layers, record_header
from core.puerto_rico.invariants import check

RULE = "rich_start"
BONUS = 1  # doubloons each player gets on top of the set-up's


def _rule_module():
    # The house rule: every player starts one doubloon richer, and the
    # Prospector is out of the role cards.
    m = types.ModuleType("core.puerto_rico." + RULE)

    def setup(state):
        state[RULE] = True  # the layer's key: its points are called from now on
        for p in state["players"]:
            p["doubloons"] += BONUS

    def roles_menu(state, acts):
        if ["role", "prospector"] in acts:
            acts.remove(["role", "prospector"])

    m.setup = setup
    m.roles_menu = roles_menu
    return m


@pytest.fixture
def house_rule(monkeypatch):
    # The module, and its one line in LAYERS (the index rebuilt from it, as
    # layers.py does at import).
    rule = _rule_module()
    monkeypatch.setitem(sys.modules, rule.__name__, rule)
    monkeypatch.setattr(hooks, "LOADED", {})
    table = layers.LAYERS + ((RULE, {"setup": RULE, "roles_menu": RULE}),)
    monkeypatch.setattr(layers, "LAYERS", table)
    monkeypatch.setattr(layers, "AT", layers.index(table))
    monkeypatch.setattr(layers, "KEYS", layers.KEYS + (RULE,))
    monkeypatch.setattr(hooks, "RULES", {})  # the rules of each combination, built again
    monkeypatch.setattr(hooks, "LAST", [None] * 5)
    return rule


def _play(state, seed):
    # A random game to its end, the conservation checks after each action;
    # the roles offered along the way.
    r = rng.seed_state(seed)
    offered = set()
    acts = core.legal_actions(state)
    while acts:
        offered |= {a[1] for a in acts if a[0] == "role"}
        r, i = rng.below(r, len(acts))
        core.apply(state, acts[i], acts)
        assert check(state) == []
        acts = core.legal_actions(state)
    return offered


def test_a_house_rule_layer_acts_in_a_whole_game(house_rule):
    plain = core.new_game(4, seed=5)
    house = core.new_game(4, seed=5, expansions=[RULE])
    assert house["expansions"] == [RULE] and house[RULE] is True
    for p, q in zip(plain["players"], house["players"]):
        assert q["doubloons"] == p["doubloons"] + BONUS
    assert ["role", "prospector"] in core.legal_actions(plain)
    assert core.legal_actions(house) == [a for a in core.legal_actions(plain) if a != ["role", "prospector"]]
    offered = _play(house, 11)
    assert core.is_over(house) and "prospector" not in offered and "settler" in offered
    assert len(core.final_score(house)["players"]) == 4


def test_a_house_rule_is_in_the_record_and_replays(house_rule):
    # Its name goes into the record header like an expansion's, and the
    # game rebuilt from the header is the same game.
    s = core.new_game(3, seed=8, expansions=[RULE, "smuggler"])
    assert s["expansions"] == ["smuggler", RULE]  # the expansions first, then the layers
    h = record_header(s)
    assert h["expansions"] == ["smuggler", RULE]
    again = from_header(h, h["version"])
    assert canon.dumps(again) == canon.dumps(s)


def test_without_its_line_a_house_rule_is_an_unknown_name():
    with pytest.raises(BadInput, match="unknown expansion"):
        core.new_game(4, seed=5, expansions=[RULE])
    # the layer every expansion game has is no name a game may ask for
    with pytest.raises(BadInput, match="unknown expansion"):
        core.new_game(4, seed=5, expansions=["expansions"])


# ---- a house rule as a folder and one registry line (docs/rules-core.md) ----

FOLDER_RULE = "no_prospector"
FOLDER_CODE = """# A house rule: the Prospector is out of the role cards.


def setup(state):
    state["no_prospector"] = True  # the layer's key: its points are called from now on


def roles_menu(state, acts):
    if ["role", "prospector"] in acts:
        acts.remove(["role", "prospector"])
"""


@pytest.fixture
def folder_rule(monkeypatch, tmp_path):
    # A newcomer's walk: a folder core/puerto_rico/expansions/<name>/ with
    # its __init__.py (written here under tmp_path, on the package's path,
    # so the tree stays clean), and its one line in layers.LAYERS.
    from core.puerto_rico import expansions

    folder = tmp_path / FOLDER_RULE
    folder.mkdir()
    (folder / "__init__.py").write_text(FOLDER_CODE, encoding="utf-8")
    monkeypatch.setattr(expansions, "__path__", [str(tmp_path)] + list(expansions.__path__))
    module = "expansions." + FOLDER_RULE
    line = (FOLDER_RULE, {"setup": module, "roles_menu": module})  # the one registry line
    monkeypatch.setattr(layers, "LAYERS", layers.LAYERS + (line,))
    monkeypatch.setattr(layers, "AT", layers.index(layers.LAYERS))
    monkeypatch.setattr(layers, "KEYS", layers.KEYS + (FOLDER_RULE,))
    monkeypatch.setattr(hooks, "LOADED", {})
    monkeypatch.setattr(hooks, "RULES", {})
    monkeypatch.setattr(hooks, "LAST", [None] * 5)
    yield module
    sys.modules.pop("core.puerto_rico." + module, None)


def test_a_house_rule_is_a_folder_and_one_line(folder_rule):
    s = core.new_game(4, seed=5, expansions=[FOLDER_RULE, "festival"])
    assert s["expansions"] == ["festival", FOLDER_RULE] and s[FOLDER_RULE] is True
    assert "core.puerto_rico." + folder_rule in sys.modules
    assert ["role", "prospector"] not in core.legal_actions(s)
    offered = _play(s, 3)
    assert core.is_over(s) and "prospector" not in offered
    again = from_header(record_header(s), record_header(s)["version"])
    assert again["expansions"] == ["festival", FOLDER_RULE]
