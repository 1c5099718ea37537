"""Counts and their nouns agree in both languages (issue 22, item 10):
"Discard the harbour's 1 cards" and "1 buildings" were shown; French
takes the singular for 0 and 1 ("0 carte"), English for 1 only."""

import pytest

from firmware.games.port_royal.phrases import word
from firmware.games.san_juan.phrases import say

# (the game's words, key, the count's field, other fields, singular, plural) in en, fr
CASES = [
    (word, "e.leftovers", "n", {}, ("1 card.", "1 cards"), ("1 carte de", "1 cartes")),
    (word, "e.bust", "n", {"colour": "red", "name": "Ann"}, ("1 card)", "1 cards"), ("1 carte)", "1 cartes")),
    (word, "a.swords", "n", {}, ("1 sword", "1 swords"), ("1 épée", "1 épées")),
    (word, "a.repel", "swords", {}, ("1 sword)", "1 swords"), ("1 épée)", "1 épées")),
    (
        word,
        "e.may_repel",
        "have",
        {"name": "Ann", "need": 2},
        ("1 sword,", "1 swords"),
        ("1 épée,", "1 épées"),
    ),
    (word, "e.may_repel_ask", "have", {"name": "Ann"}, ("1 sword,", "1 swords"), ("1 épée,", "1 épées")),
    (word, "e.cannot_repel", "have", {"name": "Ann"}, ("1 sword ", "1 swords"), ("1 épée,", "1 épées")),
    (say, "a.pay", "n", {}, ("pay 1 card", "1 cards"), ("payer 1 carte", "1 cartes")),
    (
        say,
        "e.build_goods",
        "k",
        {"name": "Ann", "b": "Smithy", "n": 2},
        ("+ 1 good", "1 goods"),
        ("+ 1 bien", "1 biens"),
    ),
    (
        say,
        "e.build",
        "n",
        {"name": "Ann", "b": "Smithy"},
        ("discards 1 card", "1 cards"),
        ("défausse 1 carte", "1 cartes"),
    ),
    (
        say,
        "e.hand_limit",
        "n",
        {"name": "Ann", "limit": 7},
        ("discards 1 card ", "1 cards"),
        ("défausse 1 carte ", "1 cartes"),
    ),
    (
        say,
        "board.player",
        "b",
        {"name": "Ann", "h": 4, "g": 0},
        ("1 building,", "1 buildings"),
        ("1 bâtiment,", "1 bâtiments"),
    ),
]


@pytest.mark.parametrize("words,key,field,fields,en,fr", CASES, ids=[c[1] for c in CASES])
def test_one_of_a_thing_is_said_in_the_singular(words, key, field, fields, en, fr):
    for lang, (one, wrong) in (("en", en), ("fr", fr)):
        said = words(key, lang, **dict(fields, **{field: 1}))
        assert one in said and wrong not in said, (lang, said)
        many = words(key, lang, **dict(fields, **{field: 3}))
        assert wrong.replace("1", "3") in many, (lang, many)  # two or more: the plural
    # none: plural in English, singular in French
    assert en[1].replace("1", "0") in words(key, "en", **dict(fields, **{field: 0}))
    assert fr[0].replace("1", "0") in words(key, "fr", **dict(fields, **{field: 0}))


def test_san_juan_s_cards_count():
    from firmware.games.san_juan.phrases import cards

    assert [cards(n, "en") for n in (0, 1, 2)] == ["0 cards", "1 card", "2 cards"]
    assert [cards(n, "fr") for n in (0, 1, 2)] == ["0 carte", "1 carte", "2 cartes"]


@pytest.mark.parametrize(
    "lang,said",
    [
        ("en", "tile: indigo 1, sugar 1, tobacco 1, coffee 2, silver 2"),
        ("fr", "comptoir : indigo 1, sucre 1, tabac 1, café 2, argent 2"),
    ],
)
def test_san_juan_s_tile_names_the_good_of_each_price(lang, said):
    """The trading-house tile was told as "tile: 1 1 1 2 2"."""
    from core.san_juan import data
    from firmware.games.san_juan.phrases import event_text

    state = {"players": [{"name": "Ann"}], "tile_mode": "physical"}  # the table's own stack
    assert data.TILES[0] == (1, 1, 1, 2, 2)
    assert event_text(state, ["tile", None, 0], lang) == said
