"""The rules of the house for the firmware and the games' registries
(issue 23): no module in firmware/ over 600 lines but the word catalogs
listed here; a game is its folders and one line in each registry (no
other module spells its id); what the games' rules share has one home."""

import ast
import functools
import os
import sys
import types

import pytest

from core import games as rules, scoring
from core.errors import BadInput
from firmware import games as device

from tests.support import ROOT

LIMIT = 600  # lines a module of firmware/ may have

# Modules of firmware/ allowed over LIMIT, each with why: words or data
# read as a table, one entry a line, that a split would only scatter.
LONG = {
    "firmware/games/puerto_rico/lang/en.py": "Puerto Rico's English words: a catalog, one key a line",
    "firmware/games/puerto_rico/lang/fr.py": "Puerto Rico's French words: the same keys as en.py",
}

REGISTRIES = ("core/games.py", "firmware/games/__init__.py")

# Modules outside the games' folders that still spell a game's id (or its
# title, or a module path into it), each with why it must for now.
STILL_NAMED = {
    "firmware/commands/pictures.py": "`doubloon screens` draws Puerto Rico's screens, and only its own",
    "firmware/commands/simulate.py": "`doubloon simulate` plays random Puerto Rico games with its "
    "rules' conservation checks (core.puerto_rico.simulate)",
    "firmware/emulator/text.py": "the text table is Puerto Rico's menus and board in words (it refuses "
    "any other game); its 'san_juan' is also Puerto Rico's colonists' square",
    "firmware/pocket/pocket.py": "the pocket table is one whole Puerto Rico game on one Pico",
}


def _python_files(*tops):
    for top in tops:
        for d, _, files in os.walk(os.path.join(ROOT, top)):
            for f in sorted(files):
                if f.endswith(".py"):
                    yield os.path.relpath(os.path.join(d, f), ROOT).replace(os.sep, "/")


def _lines(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return len(f.read().splitlines())


@functools.lru_cache(maxsize=None)
def _code(path):
    """The nodes of ``path`` and the ids of its docstrings' nodes."""
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        nodes = list(ast.walk(ast.parse(f.read())))
    docs = set()
    for node in nodes:
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef)) and ast.get_docstring(node, False):
            docs.add(id(node.body[0].value))
    return nodes, docs


def _spelt(path, game):
    """The line numbers where the code of ``path`` (not its comments nor
    docstrings) spells ``game``: its id, a module path into it or its
    English title, in a string or an import."""
    nodes, docs = _code(path)
    title = scoring.title(game)
    found = []
    for node in nodes:
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs:
            names = [node.value]
        elif isinstance(node, ast.ImportFrom):
            names = [node.module or ""] + [a.name for a in node.names]
        elif isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        else:
            continue
        for v in names:
            if v == game or ("." + game + ".") in ("." + v + ".") or title in v:
                found.append(node.lineno)
    return found


def _outside_the_games():
    """core/ and firmware/ without the games' own folders and the registries."""
    folders = tuple("core/%s/" % g for g in rules.NAMES) + tuple(
        "firmware/games/%s/" % g for g in rules.NAMES
    )
    for path in _python_files("core", "firmware"):
        if not path.startswith(folders) and path not in REGISTRIES:
            yield path


# ---- module sizes -------------------------------------------------------------


def test_no_firmware_module_is_over_600_lines_but_the_catalogs():
    long = dict((p, _lines(p)) for p in _python_files("firmware") if _lines(p) > LIMIT)
    assert set(long) <= set(LONG), "over %d lines: %r" % (
        LIMIT,
        dict((p, long[p]) for p in set(long) - set(LONG)),
    )


def test_the_long_modules_allowed_are_word_catalogs():
    for path, why in LONG.items():
        assert os.path.exists(os.path.join(ROOT, path)), path
        assert "/lang/" in path and why, path


# ---- a game is its folders and one registry line -------------------------------


def test_both_registries_list_the_same_games():
    assert set(rules.NAMES) == set(g.id for g in device.GAMES)
    assert len(rules.NAMES) == len(device.GAMES)


@pytest.mark.parametrize("registry", REGISTRIES)
def test_each_game_is_one_line_of_each_registry(registry):
    lines = dict((game, set(_spelt(registry, game))) for game in rules.NAMES)
    for game, at in lines.items():
        assert len(at) == 1, (registry, game, sorted(at))
    # and a line names one game: adding a game is adding a line
    assert len(set().union(*lines.values())) == len(rules.NAMES)


def test_no_other_module_spells_a_game_id():
    named = {}
    for path in _outside_the_games():
        games = [g for g in rules.NAMES if _spelt(path, g)]
        if games:
            named[path] = games
    assert set(named) - set(STILL_NAMED) == set(), named
    # each exception is still needed: one removed leaves the list
    assert set(STILL_NAMED) - set(named) == set(), sorted(set(STILL_NAMED) - set(named))
    for path, why in STILL_NAMED.items():
        assert why, path


def test_the_default_game_and_the_modes_come_from_the_registries():
    # the game played when none is named is the first; the counter and the
    # scoring mode belong to the game whose line names them
    assert rules.DEFAULT == rules.NAMES[0] == device.GAMES[0].id
    assert device.with_mode("counter").id == "puerto_rico"
    assert device.with_mode("scoring").id == "puerto_rico"
    with pytest.raises(KeyError):
        device.with_mode("darts")
    assert [g.id for g in device.GAMES if g.has_expansions] == ["puerto_rico"]
    # a new game's line gets no other game's options nor expansions
    new = device.Game("tiny_isle")
    assert (new.options, new.has_expansions, new.mode_ids()) == ((), False, ["play"])
    assert [scoring.title(g) for g in rules.NAMES] == ["Puerto Rico", "San Juan", "Port Royal"]


def _tiny_isle(monkeypatch):
    """A game added as docs/layout.md says: its package (core.tiny_isle, with
    NAME, PLAYERS and scoring's score and SHEET_FIELDS) and its line in
    core.games.NAMES; nothing else is edited."""
    import core

    def score(sheet):
        players = sheet["players"]
        best = max(p["vp"] for p in players)
        out = []
        for p in players:
            rank = 1 + sum(1 for q in players if q["vp"] > p["vp"])
            out.append({"name": p["name"], "total": p["vp"], "rank": rank, "tiebreak": 0, "breakdown": {}})
        return {"players": out, "winners": [p["name"] for p in players if p["vp"] == best]}

    package = types.ModuleType("core.tiny_isle")
    package.NAME, package.PLAYERS = "tiny_isle", (2, 3)
    package.scoring = types.ModuleType("core.tiny_isle.scoring")
    package.scoring.score = score
    package.scoring.SHEET_FIELDS = (("game", "players"), ("name", "vp"))
    monkeypatch.setitem(sys.modules, "core.tiny_isle", package)
    monkeypatch.setitem(sys.modules, "core.tiny_isle.scoring", package.scoring)
    monkeypatch.setattr(core, "tiny_isle", package, raising=False)
    monkeypatch.setattr(rules, "_loaded", dict(rules._loaded))
    monkeypatch.setattr(rules, "NAMES", rules.NAMES + ("tiny_isle",))


def test_a_new_game_is_scored_with_nothing_edited_but_its_registry_line(monkeypatch):
    from core.scoring import score

    _tiny_isle(monkeypatch)
    sheet = {"game": "tiny_isle", "players": [{"name": "Anne", "vp": 3}, {"name": "Bob", "vp": 5}]}
    assert score(sheet)["winners"] == ["Bob"]
    # its sheet's fields and its title come from its own package
    with pytest.raises(BadInput) as e:
        score(dict(sheet, variant="x"))
    assert str(e.value) == "variant: unknown field (a Tiny Isle sheet has game, players)"
    with pytest.raises(BadInput) as e:
        score({"game": "tiny_isle", "players": [{"name": "Anne", "vp": 3, "gold": 1}]})
    assert "gold: unknown field (a player has name, vp)" in str(e.value)
    four = [{"name": n, "vp": 1} for n in ("A", "B", "C", "D")]
    with pytest.raises(BadInput) as e:
        score({"game": "tiny_isle", "players": four})
    assert str(e.value) == "players: Tiny Isle is for 2 to 3 players, not 4"


# ---- what the games' rules share -----------------------------------------------


def test_the_games_share_one_pass_of_the_seats():
    # A phase where each seat decides once, skipping those with nothing to
    # choose: one function in core/asking.py, not one a game.
    from core import asking
    from core.puerto_rico import flow as puerto_rico_flow
    from core.san_juan import flow as san_juan_flow

    assert puerto_rico_flow.one_pass_seek is asking.one_pass_seek
    assert san_juan_flow.one_pass_seek is asking.one_pass_seek


def test_one_pass_skips_the_seats_without_a_choice_and_finishes_once():
    from core.asking import one_pass_seek

    state = {"players": [{}, {}, {}], "turn": 2, "phase_data": {"left": 3}}
    finished = []
    # seat 2 and seat 0 have nothing to choose; seat 1 has
    one_pass_seek(state, lambda s: s["turn"] == 1, finished.append)
    assert (state["turn"], state["phase_data"]["left"], finished) == (1, 1, [])
    # nobody has a choice: on round the table, then finish
    one_pass_seek(state, lambda s: False, finished.append)
    assert (state["turn"], state["phase_data"]["left"], finished) == (2, 0, [state])
