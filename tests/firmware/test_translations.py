"""What the screens say in French and in the 1897 edition, read back from
their pixels: no English word on a French screen (player names included),
and the 1897 names in both languages, never a classic name."""

import argparse
import re

import pytest

import core
from firmware import catalog
from firmware.commands import names_of
from firmware.commands.pictures import shots
from firmware.games.puerto_rico import phrases
from core.puerto_rico.views import public_view
from firmware.games.puerto_rico.frames import board_frame, board_columns, seat_frame
from tests.support.pr_words import en as pr_en, en_1897, fr as pr_fr, fr_1897
from firmware.games.puerto_rico.modes.counter import Counter
from firmware.games.puerto_rico.modes.scoring import Scoring
from firmware.games.puerto_rico.phrases import GAME
from firmware.games.puerto_rico.screens import seat as seat_screen
from firmware.games.puerto_rico.table import Table
from firmware.lang import en as dev_en, fr as dev_fr
from firmware.modes.base import Mode
from firmware.modes.start import StartScreen
from tests.support.screen_reader import read_screen
from tests.support import quick_few

# the ids whose name the 1897 rulebook (seed 003) changes in meaning, not
# only in capitals; English follows the French (en_1897.py)
RENAMED_1897 = (
    "settler",
    "mayor",
    "craftsman",
    "prospector",
    "indigo",
    "small_indigo_plant",
    "indigo_plant",
    "construction_hut",
    "hospice",
    "university",
    "wharf",
    "guild_hall",
    "city_hall",
    "doubloon",
    "doubloons",
    "colonist",
    "colonists",
    "colonist_ship",
    "san_juan",
    "island",
    "violet",
)


def words(text):
    return set(w.lower() for w in re.findall(r"[A-Za-zÀ-ÖØ-öø-ÿ]+", re.sub(r"\{[a-z_]+\}", " ", text)))


def vocabulary(*tables):
    got = set()
    for t in tables:
        for v in t.values():
            got |= words(v)
    return got


def french_frames(ed):
    """Every kind of screen in French: the game's (doubloon screens), a
    game whose players were not named, the start screen, the counter and
    scoring modes."""
    frames = [img for _, img in shots("fr", ed)]
    names = names_of(argparse.Namespace(names=None, players=3, lang="fr"))
    table = Table(core.new_game(names, seed=3, edition=ed), lang="fr")
    frames += [board_frame(table)] + [seat_frame(table, s) for s in range(3)]
    for mode in (
        StartScreen(3, lang="fr", edition=ed),
        Counter(names, lang="fr", edition=ed),
        Scoring(names, lang="fr", edition=ed),
    ):
        frames += list(mode.frames().values())
    return frames


@pytest.mark.slow
@pytest.mark.parametrize("ed", ["classic", "1897"])
def test_no_english_word_on_a_french_screen(ed):
    english = vocabulary(pr_en.WORDS, en_1897.WORDS, dev_en.WORDS) | {"player", "seat", "vp"}
    french = vocabulary(pr_fr.WORDS, fr_1897.WORDS, dev_fr.WORDS)
    only_english = english - french
    seen = []
    for img in french_frames(ed):
        for text in read_screen(img):
            leaked = words(text) & only_english
            assert not leaked, (leaked, text)
            seen.append(text)
    # the screens were read: French words, the players' French names
    assert any("Joueur 1" in t for t in seen)
    assert any("Siège 1 décide" in t for t in seen)


def test_players_without_a_name_are_named_in_the_language_chosen():
    fr = argparse.Namespace(names=None, players=3, lang="fr")
    assert names_of(fr) == ["Joueur 1", "Joueur 2", "Joueur 3"]
    assert names_of(argparse.Namespace(names=None, players=2, lang="en")) == ["Player 1", "Player 2"]

    class Two(Mode):
        seat_count = 2

    two = Two()
    assert two.names == ["Player 1", "Player 2"]
    two.lang = "fr"
    assert two.names == ["Joueur 1", "Joueur 2"]
    assert StartScreen(2, lang="fr").names == ["Siège 1", "Siège 2"]


def test_vp_is_pv_in_french():
    table = Table(core.new_game(["Anne", "Bernie", "Chris", "David", "Emma"], seed=1), lang="fr")
    rows = []
    for k in range(len(board_columns(table, public_view(table.state)))):
        table.board_page = k
        rows += read_screen(board_frame(table))
    assert "jetons PV : 122" in rows and not [r for r in rows if "VP" in r]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_1897_catalog_renames_what_the_1897_rulebook_renames(lang):
    for ident in RENAMED_1897:
        new, old = phrases.name(ident, lang, "1897"), phrases.name(ident, lang, "classic")
        assert new.lower() != old.lower(), (lang, ident)
        short = phrases.short(ident, lang, "classic")
        # a symbol ("$") is the same in both editions, a short name is not
        assert phrases.short(ident, lang, "1897") != short or not short.isalpha(), (lang, ident)
    # the seat's goods line: the portrait, not San Juan's "SJ"
    player = {"goods": {"corn": 1, "indigo": 0, "sugar": 0, "tobacco": 0, "coffee": 0}, "san_juan": 2}
    line = seat_screen.goods_line(player, lang, "1897")
    assert line.endswith(phrases.short("san_juan", lang, "1897") + "2")
    assert "SJ" not in line
    assert seat_screen.goods_line(player, lang, "classic").endswith("SJ2")


def test_english_1897_help_and_prompts_use_the_1897_words():
    page = " ".join(phrases.help_text("hospice", "en", "1897"))
    assert "worker" in page and "colonist" not in page and "Farmer" in page
    page = " ".join(phrases.help_text("small_market", "en", "1897"))
    assert "peso" in page and "doubloon" not in page
    assert phrases.prompt("mayor", "en", "1897") == "place a worker"
    assert phrases.count(3, "colonist", "en", "1897") == "3 workers"
    # French 1897: "l'ouvrier", not "le ouvrier"
    assert catalog.text("a_decline", "fr", GAME, "1897") == "refuser l'ouvrier"


def _classic_only(lang):
    """The one-word classic names the 1897 edition does not use."""
    new = set()
    for ident in RENAMED_1897:
        new |= words(phrases.name(ident, lang, "1897"))
    old = set()
    for ident in RENAMED_1897:
        name = phrases.name(ident, lang, "classic")
        if " " not in name:
            old.add(name.lower())
    return old - new


@pytest.mark.parametrize("lang", quick_few([("en",), ("fr",)], [("fr",)]))
def test_1897_screens_show_the_1897_names(lang):
    """Every 1897 screen differs from its classic twin (the same game),
    and none shows a classic name (the seat's prompt "colon en plus ?"
    in French 1897, any name in English 1897)."""
    classic = dict(shots(lang, "classic"))
    new = shots(lang, "1897")

    # the same screens (the board's pages may split otherwise: names differ in length)
    def base(name):
        return re.sub(r"-\d+$", "", name)  # "board-roles-2": the second screen of a page

    assert set(base(n) for n in classic) == set(base(n) for n, _ in new)
    differ = [n for n, b in new if n in classic and classic[n].tobytes() != b.tobytes()]
    assert "board-start" in differ and "seat-pick-role" in differ and "seat-help-role" in differ
    old = _classic_only(lang)
    assert {"colonist", "doubloon", "settler"} & old or {"colon", "doublon", "planteur"} & old
    for name, img in new:
        for text in read_screen(img):
            assert not words(text) & old, (name, text)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_mode_words_follow_the_edition(lang):
    """The counter and scoring modes' words take the edition's names when
    given one (their screens pass the mode's edition), classic otherwise."""
    for key, word in [
        ("doubloons", "doubloons"),
        ("colonists_left", "colonists"),
        ("end_colonists", "colonists"),
        ("island_colonists", "colonists"),
        ("san_juan_colonists", "san_juan"),
    ]:
        new = phrases.mode_text(key, lang, "1897")
        assert phrases.name(word, lang, "1897") in new, (lang, key, new)
        assert phrases.name(word, lang, "classic") not in new, (lang, key, new)
        assert phrases.mode_text(key, lang) == phrases.mode_text(key, lang, "classic")
    assert (
        phrases.mode_text("colonists_left", lang) == {"en": "colonists left", "fr": "colons restants"}[lang]
    )
    assert phrases.mode_text("end_colonists", "fr", "1897") == "fin : plus d'ouvriers"


def test_the_final_score_on_the_terminal_is_in_the_table_s_language():
    from core.puerto_rico.endgame import final_score
    from core.puerto_rico.simulate import random_walk
    from firmware.session import score_lines

    state = core.new_game(["Anne", "Bernie", "Chris"], seed=4)
    random_walk(state, 20000, 2)
    fr = score_lines(final_score(state), "fr")
    en = score_lines(final_score(state), "en")
    assert fr[0] == "Score final :" and en[0] == "Final score:"
    assert all("jetons" in line and "chips" not in line for line in fr[1:])


def test_the_emulator_names_the_board_panel_in_french():
    from firmware.emulator.device import Emulated, VirtualClock

    emu = Emulated(Table(core.new_game(["Anne", "Bernie"], seed=1), lang="fr"), clock=VirtualClock())
    assert emu.titles["board"] == catalog.text("screen_board", "fr") != "board"
    emu.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_counter_and_scoring_screens_show_the_1897_names(lang):
    pesos = phrases.name("doubloons", lang, "1897")
    workers = phrases.name("colonists", lang, "1897")
    counter = Counter(["Anne", "Bernie", "Chris"], lang=lang, edition="1897")
    frames = counter.frames()
    seat_rows = read_screen(frames[0])
    assert any(pesos in r for r in seat_rows), seat_rows
    board_rows = read_screen(frames["board"])
    assert any(workers in r for r in board_rows), board_rows
    old = {phrases.name("doubloons", lang), phrases.name("colonists", lang)}
    for r in seat_rows + board_rows:
        assert not words(r) & {w.lower() for w in old}, r
    scoring = Scoring(["Anne", "Bernie", "Chris"], lang=lang, edition="1897")
    rows = read_screen(scoring.frames()[1])
    assert any(pesos in r for r in rows), rows


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_text_table_says_the_1897_names(lang):
    from firmware.emulator.text import board_lines

    lines = " ".join(board_lines(core.new_game(["Ann", "Bob"], seed=1, edition="1897"), lang))
    for ident in ("colonists", "doubloons", "colonist_ship", "san_juan", "trading_house"):
        new, old = phrases.name(ident, lang, "1897"), phrases.name(ident, lang, "classic")
        assert new in lines, ident
        assert new == old or old not in lines, ident
