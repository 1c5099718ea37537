"""The phrases modules as tables (issue 23, place 3): each game's menu
lines and event sentences are small functions looked up by kind
(``ACTIONS``, ``EVENTS``), so a new kind is one entry, not one more branch
of a long if-chain; ruff's complexity rule keeps them that way."""

import random
import subprocess
import sys
from pathlib import Path

import core
from core.san_juan import engine as san_juan_engine
from core.san_juan.state import new_game as san_juan_game
from firmware.games.port_royal import phrases as port_royal
from firmware.games.puerto_rico.expansions import phrases as expansion_phrases
from firmware.games.puerto_rico import phrases as puerto_rico
from firmware.games.san_juan import phrases as san_juan
from tests.support import ROOT as REPO

ROOT = Path(REPO)
NAMES = ["Anne", "Bernie", "Chloe", "Dan"]
ALL_FOUR = ("new_buildings", "nobles", "smuggler", "festival")


def _kinds(games, legal, apply, over):
    """The action and event kinds of random games played to the end."""
    actions, events = set(), set()
    for seed, s in enumerate(games):
        pick = random.Random(seed)
        while not over(s):
            options = legal(s)
            actions.update(a[0] for a in options)
            apply(s, pick.choice(options))
            events.update(e[0] for e in s["events"])
    return actions, events


def test_every_puerto_rico_kind_of_random_games_has_its_function():
    games = [
        core.new_game(NAMES[: 2 + k % 3], seed=k, expansions=ALL_FOUR if k % 2 else (), setup="random")
        for k in range(6)
    ]
    actions, events = _kinds(games, core.legal_actions, core.apply, core.is_over)
    assert actions - set(puerto_rico.ACTIONS) - set(expansion_phrases.ACTIONS) == set()
    # VP and where the people stand are told elsewhere (phrases.SILENT)
    told = set(puerto_rico.EVENTS) | set(expansion_phrases.EVENTS)
    assert events - told == set(puerto_rico.SILENT)


def test_every_san_juan_kind_of_random_games_has_its_function():
    games = [san_juan_game(2 + k % 3, k) for k in range(6)]
    actions, events = _kinds(
        games, san_juan_engine.legal_actions, san_juan_engine.apply, lambda s: s["phase"] == "over"
    )
    assert actions - set(san_juan.ACTIONS) == set()
    assert events - set(san_juan.EVENTS) == set()


def test_every_port_royal_kind_of_random_games_has_its_function():
    games = [core.new_game(NAMES[: 2 + k % 3], seed=k, game="port_royal") for k in range(6)]
    actions, events = _kinds(games, core.legal_actions, core.apply, core.is_over)
    assert actions - set(port_royal.ACTIONS) == set()
    assert events - set(port_royal.EVENTS) == set()


def test_an_unknown_kind_says_nothing_or_its_words():
    state = core.new_game(NAMES[:3], seed=1)
    assert puerto_rico.event_text(state, ["no_such_kind", 0, 1]) is None
    assert puerto_rico.action_text(state, ["no_such_kind", 2]) == "no_such_kind 2"
    assert san_juan.event_text(san_juan_game(2, 1), ["no_such_kind", 0, 1], "en") is None
    pr = core.new_game(NAMES[:2], seed=1, game="port_royal")
    pr["events"] = [["no_such_kind", 0, 1]]
    assert port_royal.event_lines(pr, "fr") == []
    assert port_royal.action_text(pr, ["no_such_kind", 2], "en") == "no_such_kind 2"


def test_no_function_of_the_house_is_too_complex():
    # pyproject.toml's C901 limit (15), or the line saying why not
    run = subprocess.run(
        [sys.executable, "-m", "ruff", "check", "--select", "C901", "--output-format", "concise", "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr
