"""What the screens say in French, read back from their pixels: no English
word on a French screen (player names included)."""

import argparse
import re

import pytest

import core
from firmware.commands import names_of
from firmware.commands.pictures import shots
from firmware.games.puerto_rico.frames import board_frame, seat_frame
from firmware.games.puerto_rico.lang import en as pr_en, en_1897, fr as pr_fr, fr_1897
from firmware.games.puerto_rico.modes.counter import Counter
from firmware.games.puerto_rico.modes.scoring import Scoring
from firmware.games.puerto_rico.table import Table
from firmware.lang import en as dev_en, fr as dev_fr
from firmware.modes.base import Mode
from firmware.modes.start import StartScreen
from tests.screen_reader import read_screen


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
    top = read_screen(board_frame(table))[0]
    assert top.endswith("PV122") and "VP" not in top
