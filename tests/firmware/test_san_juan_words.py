"""San Juan's words: both languages have every key, every text is Latin-1
(the screens' font), and every menu row and instruction of random games
comes out as words (no key, no unfilled {field})."""

import pytest

from core.san_juan import data, engine
from core.san_juan.state import new_game
from core.san_juan.simulate import random_walk
from firmware.games.san_juan import phrases
from firmware.games.san_juan.lang import en, fr

LANGS = ("en", "fr")


def test_both_languages_have_the_same_keys_in_latin_1():
    assert set(en.WORDS) == set(fr.WORDS)
    for mod in (en, fr):
        for k, v in mod.WORDS.items():
            v.encode("latin-1")  # raises on a letter the font lacks
            assert v.strip(), k


@pytest.mark.parametrize("lang", LANGS)
def test_every_building_good_and_role_has_a_name(lang):
    for kind, ids in (("b", data.ORDER), ("g", data.GOODS), ("r", data.ROLES)):
        for i in ids:
            assert phrases.name(kind, i, lang) != kind + "." + i


def _words_ok(text):
    assert text and "{" not in text, text
    assert not text.startswith(("a.", "e.", "ask.", "w.")), text
    text.encode("latin-1")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("n,seed,tiles", [(2, 1, "shuffle"), (4, 2, "physical")])
def test_random_games_speak_in_words(lang, n, seed, tiles):
    s = new_game(n, seed, tiles=tiles)
    kinds = set()
    for step in range(800):
        if s["phase"] == "over":
            break
        _words_ok(phrases.prompt(s, lang))
        _words_ok(phrases.deciding(s, lang))
        acts = engine.legal_actions(s)
        for a in acts:
            _words_ok(phrases.action_text(s, a, lang))
        random_walk(s, 1, seed * 1000 + step, build_first=True)
        for ev in s["events"]:
            kinds.add(ev[0])
            text = phrases.event_text(s, ev, lang)
            _words_ok(text)
    assert {"role", "build", "draw", "council", "count_check", "confirm"} <= kinds


@pytest.mark.parametrize("lang", LANGS)
def test_every_building_and_role_has_help_with_its_cost(lang):
    for b in data.ORDER:
        rows = phrases.help_lines(b, lang)
        text = " ".join(rows)
        _words_ok(text)
        assert str(data.BUILDINGS[b][data.COST]) in rows[0]
    for r in data.ROLES + ("roles", "count"):
        _words_ok(" ".join(phrases.help_lines(r, lang)))
