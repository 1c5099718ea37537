"""No word says what will not happen (issue 30): a menu line says its
exact effect ("plunder (no effect)", not "plunder (0 barrels)"); a move
of nothing is never said ("take 0 doubloons", "prendre ses 0 doublon",
"0 to the supply", "(0 + captain 1)"); the board's colonist ship names
the noble on it too ("ship: 2+1 noble"). Both languages.

The smuggler's empty plunder and poach stay choices: ruling A22 lets the
picker choose an action that changes nothing (shared/rules/README.md),
so the menu says that it has no effect."""

import copy
import re

import pytest

import core
from core import rng
from core.puerto_rico.views import public_view
from firmware.emulator.text import board_lines
from firmware.games.puerto_rico import logbook, pages, phrases, undo_phrases
from tests.support import quick_few
from tests.support.scenario import game, pick

# a number 0 of something moved or given: "0 doubloons", "+0", "(0 ",
# "0 to the supply", "keep 0"; not "0/4" (a ship's load), not a price in
# the builder's menu (its numbers are prices: "0" is free)
ZERO = re.compile(r"(?<![\d/.,])0 (?!/)[^\d\s]|\+0\b|\(0\)")
EXP = ["new_buildings", "nobles", "smuggler", "festival"]
NAMES = ["Ann", "Ben", "Cid", "Dee", "Eve"]


def said(state, lang):
    """Every menu line (but the builder's prices) of ``state``."""
    for a in core.legal_actions(state):
        if a[0] != "build":
            yield phrases.choice_text(state, a, lang), a


def told(before, after, action, lang):
    """Every sentence a decision tells: its events (each seat's own lines
    too) and, should it be undone, the pieces to put back."""
    for _, t in logbook.told(after, lang):
        yield t
    yield from undo_phrases.reverse_lines(after, before, action, lang)
    for _, t in undo_phrases.private_lines(after, lang):
        yield t


CASES = [(seed, n, exps) for seed, n, exps in [(1, 3, EXP), (2, 4, EXP), (3, 2, ["smuggler"]), (4, 5, EXP)]]


@pytest.mark.parametrize("seed,n,exps", quick_few(CASES, [CASES[0]]))
@pytest.mark.parametrize("edition", ["classic", "1897"])
def test_random_games_say_no_move_of_nothing(seed, n, exps, edition):
    state = core.new_game(NAMES[:n], seed=seed, edition=edition, expansions=exps)
    g = rng.seed_state(seed + 100)
    bad = []
    while not core.is_over(state):
        for lang in ("en", "fr"):
            bad += [(t, a) for t, a in said(state, lang) if ZERO.search(t)]
        options = core.legal_actions(state)
        g, k = rng.below(g, len(options))
        before = copy.deepcopy(state)
        core.apply(state, options[k])
        for lang in ("en", "fr"):
            bad += [(t, options[k]) for t in told(before, state, options[k], lang) if ZERO.search(t)]
    assert bad == []


def smuggler_at(n=3):
    """A smuggler game, its trading house empty and the colonist ship at
    one colonist a player, Ann about to choose the Smuggler's action."""
    s = game(n, expansions=("smuggler",))
    s["colonists"] += s["colonist_ship"] - n
    s["colonist_ship"] = n
    pick(s, 0, "smuggler")
    assert s["phase"] == "smuggler" and s["trading_house"] == []
    return s


@pytest.mark.parametrize(
    "lang,plunder,poach",
    [
        ("en", "plunder (no effect)", "poach (no effect)"),
        ("fr", "piller (sans effet)", "débaucher (sans effet)"),
    ],
)
def test_the_smuggler_s_empty_plunder_and_poach_say_they_change_nothing(lang, plunder, poach):
    s = smuggler_at()
    menu = dict((tuple(a), phrases.choice_text(s, a, lang)) for a in core.legal_actions(s))
    # still choices (ruling A22), and they say their exact effect
    assert menu[("plunder",)] == plunder and menu[("poach",)] == poach
    assert not any(ZERO.search(t) for t in menu.values())


@pytest.mark.parametrize(
    "lang,choice,event,undo",
    [
        (
            "en",
            "reserve settler",
            "{name}: put the settler card in front of you",
            "{name}: the settler card back among the roles",
        ),
        (
            "fr",
            "réserver planteur",
            "{name} : poser la carte planteur devant vous",
            "{name} : la carte planteur revient parmi les rôles",
        ),
    ],
)
def test_a_role_change_on_a_card_with_no_doubloon_says_nothing_of_money(lang, choice, event, undo):
    s = smuggler_at()
    s["roles"]["settler"] = 0
    name = s["players"][0]["name"]
    event, undo = event.format(name=name), undo.format(name=name)
    action = ["role_change", "settler"]
    assert phrases.choice_text(s, action, lang) == choice
    before = copy.deepcopy(s)
    core.apply(s, action)
    assert event in [t for _, t in logbook.told(s, lang)]
    assert undo in undo_phrases.reverse_lines(s, before, action, lang)


@pytest.mark.parametrize(
    "lang,narrow,wide,text",
    [
        ("en", "ship: 2+1 noble, VP 75", "ship: 2+1 noble", "colonist ship: 2 + 1 noble"),
        ("fr", "navire : 2+1 noble, PV 75", "navire : 2+1 noble", "navire de colons : 2 + 1 noble"),
    ],
)
def test_the_colonist_ship_s_line_names_its_noble(lang, narrow, wide, text):
    s = core.new_game(NAMES[:3], seed=1, expansions=["nobles"])
    assert s["colonist_ship"] == 2 and s["nobles"]["ship"] == 1
    view = public_view(s)
    assert narrow in pages.facts(view, lang, "classic")
    assert wide in pages.wide_facts(view, lang, "classic")
    assert board_lines(s, lang)[2].startswith(text + " ")
    # and once the noble is taken off, the colonists alone
    s["nobles"]["ship"] = 0
    view = public_view(s)
    assert not any(
        "noble" in t for t in pages.facts(view, lang, "classic") + pages.wide_facts(view, lang, "classic")
    )


@pytest.mark.parametrize(
    "lang,words", [("en", "no colonists left in the supply"), ("fr", "plus de colons dans la réserve")]
)
def test_a_festival_plantation_goal_with_an_empty_supply_says_there_is_none(lang, words):
    s = core.new_game(NAMES[:3], seed=1, expansions=["festival"])
    line = phrases.event_text(public_view(s), ("festival_reward", 0, ["plantation", 0]), lang)
    assert line.endswith(words) and not ZERO.search(line)
    line = phrases.event_text(public_view(s), ("festival_reward", 0, ["plantation", 2]), lang)
    assert "2 colon" in line
