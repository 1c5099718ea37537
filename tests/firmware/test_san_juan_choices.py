"""San Juan, issue 21: what the rulebook (seed 001) leaves to the players
and the device used to decide for them, and the deal variant. Each test
quotes the French sentence it rests on. Record version 4 asks; records of
version 3 and older replay as they were played."""

import hashlib
from pathlib import Path

import pytest

import core
from core import canon, record
from core.san_juan import engine, new_game, legal_actions, apply
from core.san_juan.endgame import final_score
from core.san_juan.invariants import cards, check
from drivers.keyboard import KEYS
from firmware.drawing import split
from firmware.games.san_juan import phrases
from firmware.games.san_juan.table import Table
from tests.support.screen_reader import read_screen, shows
from tests.core.test_san_juan_rules import NAMES, all_draw, events, give
from tests.support.refused import refused
from tests.support import DATA as SUPPORT_DATA
from tests.support.table import emulated

DATA = Path(SUPPORT_DATA)


def game(n=2, seed=1):
    return new_game(NAMES[:n], seed=seed)


# ---- the 2-player library ------------------------------------------------------------


def test_SJ_21_the_governor_s_library_is_kept_when_he_builds_nothing():
    """«Si le Gouverneur utilise sa Bibliothèque pendant son premier choix,
    il ne peut plus l'utiliser pour le second» and «un joueur n'est jamais
    obligé d'utiliser son bâtiment»: a library that doubled nothing was not
    used, so his second pick, the councillor, draws 8, not 5."""
    s = game()
    give(s, 0, "library", hand=6)
    apply(s, ["role", "builder"])
    assert s["phase"] == "library" and legal_actions(s) == [["library", "use"], ["library", "keep"]]
    apply(s, ["library", "use"])
    assert engine.price(s, 0, "hero") == 3  # 5 - 2: doubled
    apply(s, ["pass"])  # Anne builds nothing
    while s["phase"] == "builder":
        apply(s, ["pass"])
    apply(s, ["role", "prospector"])  # Bernie
    all_draw(s)
    apply(s, ["role", "councillor"])  # Anne's second pick
    apply(s, ["draw"])  # asked too (version 8)
    assert s["doubled"] and events(s, "council")[0][2][:2] == [8, 1]


def test_SJ_21_the_governor_may_keep_his_library_for_the_second_pick():
    """«Si le Gouverneur utilise sa Bibliothèque pendant son premier choix,
    il ne peut plus l'utiliser pour le second»: he chooses where it doubles."""
    s = game()
    give(s, 0, "library", hand=6)
    apply(s, ["role", "councillor"])
    apply(s, ["library", "keep"])
    assert all_draw(s)[0][2][:2] == [5, 1]
    apply(s, ["role", "prospector"])  # Bernie
    all_draw(s)
    apply(s, ["role", "builder"])  # Anne's second pick: not asked, doubled
    assert s["phase"] == "builder" and s["doubled"]
    assert engine.price(s, 0, "hero") == 3


@pytest.mark.parametrize("made,doubled_after", [(3, False), (2, True)])
def test_SJ_21_a_library_is_used_up_only_once_it_doubles_something(made, doubled_after):
    """«Artisan : il produit jusqu'à 3 marchandises»: the third good is what
    the library adds; two goods leave it for the governor's second pick."""
    s = game()
    give(s, 0, "library", "sugar_mill", "tobacco_storage", hand=4)
    apply(s, ["role", "producer"])
    apply(s, ["library", "use"])
    for g in ("indigo", "sugar", "tobacco")[:made]:
        apply(s, ["produce", g])
    while s["phase"] == "producer":
        apply(s, ["pass"])
    apply(s, ["role", "prospector"])  # Bernie
    all_draw(s)
    apply(s, ["role", "trader"])  # Anne's second pick
    assert s["doubled"] is doubled_after


def test_SJ_21_no_question_where_the_library_doubles_nothing():
    """«n'est jamais obligé d'utiliser son bâtiment»: with one production
    building the producer's privilege cannot be doubled; nothing is asked
    and the library waits for the second pick. With 3 players (one pick
    each) it is never asked."""
    s = game()
    give(s, 0, "library")
    apply(s, ["role", "producer"])
    assert s["phase"] == "producer"
    apply(s, ["produce", "indigo"])
    while s["phase"] == "producer":
        apply(s, ["pass"])
    apply(s, ["role", "prospector"])
    all_draw(s)
    apply(s, ["role", "councillor"])
    assert all_draw(s)[0][2][:2] == [8, 1]
    s = game(3)
    give(s, 0, "library")
    apply(s, ["role", "councillor"])
    assert s["phase"] == "councillor" and all_draw(s)[0][2][:2] == [8, 1]


def test_SJ_21_the_trader_decides_after_seeing_the_tile():
    """«Le joueur qui choisit ce personnage prend tout d'abord la première
    tuile Comptoir de vente … Puis il annonce combien il veut vendre»."""
    s = game()
    give(s, 0, "library", "sugar_mill", "tobacco_storage", indigo=1, sugar=1, tobacco=1)
    apply(s, ["role", "trader"])
    assert s["phase"] == "library" and s["tile"] is not None and events(s, "tile")


def test_the_library_question_is_refused_when_not_asked():
    s = game()
    refused(s, ["library", "use"], "roles.pending")


# ---- the councillor's draw of the other players ---------------------------------------


def test_councillor_the_others_may_draw_or_not():
    """«Les autres joueurs peuvent ensuite piocher chacun 2 cartes, en
    conserver une en main après les avoir regardées, et défausser l'autre»:
    each other player is asked; the councillor draws his 5 at once
    (versions 4 to 7: version 8 asks him too, tests/core/test_san_juan_rules.py)."""
    s = core.san_juan.state.new_game(NAMES[:3], 1, version=7)
    apply(s, ["role", "councillor"])
    assert events(s, "council") == [["council", 0, [5, 1, 0]]]
    assert s["phase"] == "councillor" and s["turn"] == 1
    assert legal_actions(s) == [["draw"], ["pass"]]
    apply(s, ["pass"])
    assert s["players"][1]["hand"] == 4 and s["turn"] == 2
    apply(s, ["draw"])
    assert events(s, "council") == [["council", 2, [2, 1, 0]]]
    assert [p["hand"] for p in s["players"]] == [5, 4, 5]
    assert s["phase"] == "roles" and s["turn"] == 1 and not check(s)


# ---- the crane over one of several buildings of a kind -----------------------------------


def _crane_city(goods):
    s = game(3)
    give(s, 1, "crane", "sugar_mill", "sugar_mill", hand=6, sugar=goods)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])  # Anne
    apply(s, ["build", "library"])  # Bernie: the crane asks
    return s


def test_crane_asks_which_sugar_mill_when_one_holds_a_good():
    """«si un joueur recouvre un bâtiment de production ayant une
    marchandise …, la marchandise est perdue et défaussée»: with an empty
    and a full sugar mill, which one he covers decides it, so both are
    offered; over the full one the good is discarded."""
    s = _crane_city(1)
    assert ["cover", "sugar_mill"] in legal_actions(s) and ["cover", "sugar_mill", "good"] in legal_actions(s)
    discard = s["discard"]
    apply(s, ["cover", "sugar_mill", "good"])
    p = s["players"][1]
    assert p["goods"]["sugar"] == 0 and p["buildings"].count("sugar_mill") == 1
    assert events(s, "lost_good") == [["lost_good", 1, "sugar"]]
    assert s["discard"] == discard + 3 + 1  # 5 - 2 paid, the good
    assert s["removed"] == 1  # the covered card leaves the game (version 8)
    assert not check(s) and cards(s) == 110


def test_crane_over_the_empty_sugar_mill_keeps_the_good():
    """«un bâtiment recouvert perd immédiatement sa fonction»: over the empty
    one the good stays on the other."""
    s = _crane_city(1)
    apply(s, ["cover", "sugar_mill"])
    assert s["players"][1]["goods"]["sugar"] == 1 and not events(s, "lost_good")


@pytest.mark.parametrize("goods", [0, 2])
def test_crane_asks_nothing_when_the_sugar_mills_are_alike(goods):
    """All empty or all full: «ne peut recouvrir un bâtiment par un bâtiment
    du même type» aside, which one does not matter; one choice only."""
    s = _crane_city(goods)
    assert ["cover", "sugar_mill", "good"] not in legal_actions(s)
    refused(s, ["cover", "sugar_mill", "good"], "builder.cover_good")


def test_crane_over_the_full_one_its_good_cannot_pay_at_the_black_market():
    """«un bâtiment recouvert perd immédiatement sa fonction»; the black
    market pays with goods «pris dans ses propres bâtiments de production»."""
    s = game(3)
    give(s, 1, "crane", "black_market", "sugar_mill", "sugar_mill", hand=6, sugar=1)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "library"])
    apply(s, ["cover", "sugar_mill", "good"])
    # no good left to pay with: built at once, 3 cards
    assert events(s, "build") == [["build", 1, ["library", 3, [], "sugar_mill"]]]
    assert s["players"][1]["goods"]["sugar"] == 0 and not check(s)


# ---- records written before version 4 ---------------------------------------------------------


def _digest(s):
    players = [[p["name"], p["buildings"], p["goods"], p["hand"], p["chapel"]] for p in s["players"]]
    text = canon.dumps([players, s["deck"], s["discard"], s["round"], s["step"], final_score(s)])
    return hashlib.sha256(text.encode()).hexdigest()[:16]


@pytest.mark.parametrize(
    "n,digest", [(2, "57f7ea2b0ebc295e"), (3, "71d4057701c72bdb"), (4, "8b7f668b26e277ef")]
)
def test_a_version_3_record_replays_as_it_was_played(n, digest):
    """Records written before issue 21 (version 3; this 2-player one uses
    the library on the governor's first pick, every councillor draw is
    automatic, covers over sugar mills) give the same game forever."""
    lines = (DATA / ("san_juan_v3_%dp.jsonl" % n)).read_text().splitlines()
    s = record.replay(lines)
    assert core.is_over(s) and _digest(s) == digest
    assert record.header_line(s) == lines[0]  # exported again as version 3


def test_a_new_game_is_version_8():
    s = game()
    h = record.header(s)
    assert h["version"] == 8 and h["variant"] == "standard" and h["tiles"] == "shuffle"
    assert record.new_from_header(h)["version"] == 8


# ---- the seat screens ------------------------------------------------------------------


def _table(state):
    table = Table(state, lang="en")
    emu = emulated(table)
    return table, emu


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_new_questions_fit_the_seat_screen(lang):
    s = game()
    give(s, 0, "library", hand=6)
    table, emu = _table(s)
    table.lang = lang
    emu.press(KEYS[0][2])  # Anne: builder
    img = emu.screens.rams[0].image()
    assert shows(img, 2, phrases.prompt(table.state, lang)), read_screen(img)
    assert shows(img, 3, phrases.say("a.library_use", lang), invert=True), read_screen(img)
    assert shows(img, 4, phrases.say("a.library_keep", lang)), read_screen(img)
    s = _crane_city(1)
    table, emu = _table(s)
    table.lang = lang
    emu.app.redraw()
    img = emu.screens.rams[1].image()
    full = phrases.say("a.cover_good", lang, b=phrases.name("b", "sugar_mill", lang))
    assert any(shows(img, r, split(full, "3")) for r in range(3, 8)), read_screen(img)


# ---- every other optional building --------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_jamais_oblige_a_building_applied_unasked_says_so_in_its_help(lang):
    """«un joueur n'est jamais obligé d'utiliser son bâtiment»: the buildings
    the device applies without asking (a price lower, a card more: never a
    loss) say so, with the ruling's mark, in their help; the library, crane,
    black market, gold mine and chapel ask instead."""
    mark = "[suggested]" if lang == "en" else "[suggéré]"
    for b in phrases.AUTOMATIC:
        assert mark in " ".join(phrases.help_lines(b, lang)), b
    for b in ("crane", "black_market", "gold_mine", "chapel", "statue"):
        assert mark not in " ".join(phrases.help_lines(b, lang)), b


def test_jamais_oblige_the_other_optional_buildings_offer_a_pass():
    """The same sentence: a gold mine, a chapel, the crane and the black
    market each have a way not to use them."""
    s = game(3)
    give(s, 0, "gold_mine", "chapel")
    apply(s, ["role", "prospector"])
    assert ["pass"] in legal_actions(s)
    s = game(3)
    give(s, 1, "crane", "black_market", "sugar_mill", hand=6, sugar=1)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "library"])
    assert ["nocover"] in legal_actions(s)
    apply(s, ["nocover"])
    assert ["pay"] in legal_actions(s)


# ---- the deal variant --------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_variant_deal_four_plus_the_seat_keep_four(n):
    """«chaque joueur reçoit 4 cartes, plus autant de cartes que sa position
    de jeu … décide des 4 cartes qu'il va conserver en main et défausse les
    autres cartes (de 1 à 4)»: the deck is 1+…+n cards shorter, the discard
    pile holds them, every hand is 4."""
    s = new_game(NAMES[:n], seed=2, variant="deal")
    extra = n * (n + 1) // 2
    assert s["deck"] == 110 - 5 * n - extra and s["discard"] == extra
    assert [p["hand"] for p in s["players"]] == [4] * n
    assert cards(s) == 110 and not check(s)


def _first_reshuffle(s):
    """The step of the first reshuffle over rounds of councillor (every
    draw taken), prospector and trader; the counts kept each step."""
    seen = []
    while True:
        apply(s, _next_role(s) if s["phase"] == "roles" else legal_actions(s)[0])
        seen.append((s["deck"], s["discard"]))
        if events(s, "reshuffle"):
            return s["step"], seen


def _next_role(s):
    for role in ("councillor", "prospector", "trader"):
        if role not in s["picked"]:
            return ["role", role]


def test_variant_deal_the_reshuffle_comes_sooner_by_the_cards_discarded():
    """«Si la pioche est épuisée, toutes les cartes de la défausse sont
    mélangées pour former une nouvelle pile»: the same draws, the deck 1+2+3
    cards shorter and the discard pile 6 longer at every step, so the deck
    runs out sooner."""
    plain_step, plain = _first_reshuffle(new_game(NAMES[:3], seed=2))
    deal_step, deal = _first_reshuffle(new_game(NAMES[:3], seed=2, variant="deal"))
    assert deal_step < plain_step
    for k in range(deal_step - 1):
        assert deal[k] == (plain[k][0] - 6, plain[k][1] + 6)


def test_variant_deal_is_in_the_record_header_and_replays():
    s = new_game(NAMES[:2], seed=5, variant="deal")
    apply(s, ["role", "prospector"])
    lines = [record.header_line(s), record.action_line(["role", "prospector"])]
    assert '"variant":"deal"' in lines[0] and '"version":8' in lines[0]
    r = record.replay(lines)
    assert canon.dumps(r) == canon.dumps(s)


def test_variant_deal_unknown_or_in_an_old_record_is_refused():
    from core.errors import BadInput

    with pytest.raises(BadInput) as e:
        new_game(NAMES[:2], variant="expedition")
    assert "standard or deal" in str(e.value)
    h = {"record": "doubloon", "version": 3, "game": "san_juan", "players": ["A", "B"], "variant": "deal"}
    with pytest.raises(BadInput):
        record.new_from_header(h)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_variant_deal_the_board_says_what_each_player_is_dealt(lang):
    """The set-up words of the variant: who is dealt how many, keeps 4."""
    s = new_game(NAMES[:3], seed=2, variant="deal")
    table, emu = _table(s)
    table.lang = lang
    table._begin()
    lines = table.news()
    k = lines.index(phrases.say("h.setup_deal", lang))  # among the set-up's steps (issue 22, item 5)
    dealt = [phrases.say("e.setup_deal", lang, name=NAMES[i], n=5 + i, d=1 + i) for i in range(3)]
    assert lines[k + 1 : k + 4] == dealt
    for text in dealt:
        assert len(text) <= 25 + 3  # one row of the board each (names up to 12)


def test_variant_deal_from_the_play_command(tmp_path):
    from firmware.cli import main

    rec = tmp_path / "g.jsonl"
    args = ["play", "--game", "san_juan", "--names", "Anne,Bernie", "--seed", "4", "--variant", "deal"]
    assert main(args + ["--record", str(rec), "--no-journal", "--keys", "e"]) == 0
    s = record.replay(rec.read_text().splitlines())
    assert s["variant"] == "deal" and s["discard"] == 3 + 0  # prospector draws from the deck


def test_variant_of_another_game_is_refused_for_san_juan(capsys):
    from firmware.cli import main

    args = ["play", "--game", "san_juan", "--names", "Anne,Bernie", "--variant", "expedition"]
    assert main(args + ["--no-journal", "--keys", ""]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "standard or deal" in err
