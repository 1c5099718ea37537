"""San Juan, issue 30: what the device says matches the cards on the table.
The trading-house tile the table turns up is asked (physical tiles) or
drawn by the device, and the set-up says which; the picker is asked about
his own draw like every seat; the crane's covered building leaves the
game; a producer's and a trader's menu say what can still happen. Read
back from the seat screens' pixels, in both languages."""

import pytest

import core
from core import record
from core.san_juan.invariants import check
from drivers.keyboard import KEYS
from firmware.games.san_juan import phrases, setup_phrases, undo_phrases
from firmware.games.san_juan.phrases import say
from firmware.games.san_juan.table import Table
from tests.core.test_san_juan_rules import NAMES, give
from tests.support.screen_reader import read_screen, shows
from tests.support.table import emulated, panel


def seated(n=3, seed=3, lang="en", **options):
    table = Table(core.new_game(NAMES[:n], seed=seed, game="san_juan", **options), lang=lang)
    return table, emulated(table)


def choose(table, emu, action):
    """A decision made (as by its seat's buttons), the screens drawn again."""
    table.choose(action)
    emu.app.redraw()


# ---- the trading-house tile ------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_physical_tiles_the_trader_is_asked_which_tile_he_turned_up(lang):
    table, emu = seated(lang=lang, tiles="physical")
    give(table.state, 0, indigo=1)
    choose(table, emu, ["role", "trader"])
    img = panel(emu, 0)
    assert shows(img, 2, say("ask.tile", lang)), read_screen(img)
    assert shows(img, 3, say("a.tile", lang, prices="1/1/1/2/2"), invert=True), read_screen(img)
    assert shows(img, 7, say("a.tile", lang, prices="1/2/2/3/3")), read_screen(img)
    for _ in range(4):
        emu.press(KEYS[0][1])
    emu.press(KEYS[0][2])  # the fifth tile: indigo 1, sugar 2, tobacco 2, coffee 3, silver 3
    assert table.state["tile"] == 4
    assert table.log[-1] == [say("e.tile", lang, prices=phrases.prices(4, lang))]
    # the next question is the sale, at that tile's prices
    assert core.legal_actions(table.state) == [["sell", "indigo"], ["pass"]]
    assert shows(panel(emu, 0), 3, say("a.sell", lang, g=phrases.name("g", "indigo", lang), n=1), invert=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_set_up_says_who_draws_the_tiles(lang):
    shuffle = setup_phrases.lines(core.new_game(NAMES[:3], 1, game="san_juan"), lang)
    physical = setup_phrases.lines(core.new_game(NAMES[:3], 1, game="san_juan", tiles="physical"), lang)
    assert say("s.tiles_device", lang, n=5) in shuffle and say("s.tiles", lang, n=5) not in shuffle
    assert say("s.tiles", lang, n=5) in physical and say("s.tiles_device", lang, n=5) not in physical
    # the device's own draw: it names the tile it drew, no stack on the table
    s = core.new_game(NAMES[:3], 1, game="san_juan")
    give(s, 0, indigo=1)
    core.apply(s, ["role", "trader"])
    said = [phrases.event_text(s, e, lang) for e in s["events"]]
    assert say("e.tile_device", lang, prices=phrases.prices(s["tile"], lang)) in said


def test_physical_tiles_from_the_command_line_are_in_the_record(tmp_path):
    from firmware.cli import main

    rec = tmp_path / "g.jsonl"
    keys = "e"  # Anne picks the first role
    argv = ["play", "--game", "san_juan", "--tiles", "physical", "--names", "Ann,Ben"]
    assert main(argv + ["--no-journal", "--record", str(rec), "--keys", keys]) == 0
    lines = rec.read_text().splitlines()
    assert '"tiles":"physical"' in lines[0] and '"version":8' in lines[0]
    assert record.replay(lines)["tile_mode"] == "physical"


# ---- the picker's own draw --------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_councillor_and_the_prospector_are_asked_about_their_own_draw(lang):
    table, emu = seated(lang=lang)
    emu.press(KEYS[0][1])
    emu.press(KEYS[0][1])
    emu.press(KEYS[0][1])
    emu.press(KEYS[0][2])  # Anne: the councillor
    assert table.state["role"] == "councillor" and table.deciding() == 0
    img = panel(emu, 0)
    assert shows(img, 2, say("ask.councillor", lang)), read_screen(img)
    assert shows(img, 3, say("a.draw", lang, n=5, k=1), invert=True), read_screen(img)
    assert shows(img, 4, say("a.pass", lang)), read_screen(img)
    emu.press(KEYS[0][1])
    emu.press(KEYS[0][2])  # Anne declines
    assert table.state["players"][0]["hand"] == 4 and table.deciding() == 1
    choose(table, emu, ["pass"])
    choose(table, emu, ["pass"])
    choose(table, emu, ["role", "prospector"])  # Bernie
    img = panel(emu, 1)
    assert shows(img, 2, say("ask.prospector", lang)), read_screen(img)
    assert shows(img, 3, say("a.prospect", lang, n=1), invert=True), read_screen(img)
    emu.press(KEYS[1][2])
    assert table.state["players"][1]["hand"] == 5 and not check(table.state)


# ---- the crane -----------------------------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_covered_building_leaves_the_game_and_the_help_says_so(lang):
    table, emu = seated(lang=lang)
    st = table.state
    give(st, 0, "crane", "smithy", hand=6)
    table.choose(["role", "builder"])
    table.choose(["build", "library"])
    table.choose(["cover", "smithy"])
    smithy = phrases.name("b", "smithy", lang)
    assert say("e.covered_out", lang, name="Anne", c=smithy) in table.log[-1]
    assert st["removed"] == 1 and not check(st)
    help_text = " ".join(phrases.help_lines("crane", lang))
    assert ("leaves the game" if lang == "en" else "retiré du jeu") in help_text
    # an undo puts it back from the box
    back = undo_phrases.reverse_lines(st, lang)
    assert back[0] == say("u.covered_out", lang, name="Anne", c=smithy)


def test_an_old_record_s_crane_says_the_discard_pile():
    s = core.san_juan.state.new_game(NAMES[:3], 1, version=7)
    give(s, 0, "crane", "smithy", hand=6)
    core.apply(s, ["role", "builder"])
    core.apply(s, ["build", "library"])
    core.apply(s, ["cover", "smithy"])
    said = [phrases.event_text(s, e, "en") for e in s["events"]]
    assert "Anne: the covered Smithy on the discard pile" in said


# ---- menus that say what will happen --------------------------------------------------------------


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_producer_s_menu_says_how_many_more_he_can_produce(lang):
    """The picker may produce 2, but with one empty production building
    he can produce 1: the menu said "produce: 2 more"."""
    table, emu = seated(lang=lang)
    choose(table, emu, ["role", "producer"])
    img = panel(emu, 0)
    assert shows(img, 2, say("ask.producer", lang, n=1)), read_screen(img)
    assert not shows(img, 2, say("ask.producer", lang, n=2))


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_trader_s_menu_says_how_many_more_he_can_sell(lang):
    table, emu = seated(lang=lang)
    give(table.state, 0, indigo=1)
    choose(table, emu, ["role", "trader"])
    img = panel(emu, 0)
    assert shows(img, 2, say("ask.trader", lang, n=1)), read_screen(img)
    assert not shows(img, 2, say("ask.trader", lang, n=2))


def test_a_sale_says_the_cards_the_piles_can_give():
    table, emu = seated()
    st = table.state
    st["tiles"] = [4, 0, 1, 2, 3]  # silver 3
    give(st, 0, "silver_smelter", silver=1)
    st["removed"] = st["deck"] + st["discard"] - 1  # (out of the game: the counts add up)
    st["discard"], st["deck"] = 0, 1  # one card left, and the good sold: 2 to draw
    assert not check(st)
    choose(table, emu, ["role", "trader"])
    assert phrases.action_text(st, ["sell", "silver"], "en") == "silver: draw 2"
    emu.press(KEYS[0][2])
    assert st["players"][0]["hand"] == 4 + 2 and not check(st)
