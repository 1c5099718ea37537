"""Whole games with all four expansions (new buildings, nobles, smuggler,
festival) through the emulated table, by the seats' buttons, at 2 to 5
players, English and French, both editions, both tile modes: every
choice read on the deciding seat's pixels, every instruction on the
board and in the seats' logs, the record replaying to the same score,
and the secret VP (chapel, land office, export office, plunder, the
festival's building) never on another seat's pixels nor on the board."""

import re

import pytest

import core
from core import rng
from core.puerto_rico.expansions import nobles
from core.puerto_rico.expansions import festival, smuggler
from firmware.games.puerto_rico.table import Table
from tests.support.button_play import assert_replays, play_by_buttons
from tests.support.vp_secrecy import assert_vp_kept_secret
from tests.firmware.test_table_tells import choose_and_check
from tests.support.table import emulated

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
ALL = ("new_buildings", "nobles", "smuggler", "festival")
KINDS = set(nobles.EVENT_KINDS + smuggler.EVENT_KINDS + festival.EVENT_KINDS)


def game(n, seed, **kw):
    kw.setdefault("setup", "random")
    return core.new_game(NAMES[:n], seed=seed, expansions=ALL, **kw)


def _play_by_buttons(n, seed, lang, edition, tiles, setup):
    actions = []
    made = dict(seed=seed, edition=edition, tiles=tiles, setup=setup)
    table = Table(game(n, **made), lang=lang, on_action=actions.append)
    emu = emulated(table)
    kinds = {e[0] for e in table.state["events"]}  # the set-up's: the festival's goals

    def read(option, checked):
        return checked < 40 or option[0] not in ("role", "place", "build", "pass")

    def after(table):
        kinds.update(e[0] for e in table.state["events"])

    play_by_buttons(table, emu, seed, lang, read, after)
    emu.close()
    assert_replays(table, game(n, **made), actions)
    return actions, kinds


def _games():
    """Each player count once in each language; the 3-player game in the
    quick suite, the others slow."""
    out = []
    for n, lang, edition, tiles, setup in [
        (2, "fr", "1897", "physical", "draft"),
        (3, "en", "classic", "shuffle", "random"),
        (4, "fr", "classic", "shuffle", "random"),
        (5, "en", "1897", "physical", "base"),
        (2, "en", "classic", "shuffle", "random"),
        (3, "fr", "1897", "shuffle", "random"),
        (4, "en", "1897", "physical", "draft"),
        (5, "fr", "classic", "shuffle", "random"),
    ]:
        marks = () if (n, lang) == (3, "en") else (pytest.mark.slow,)
        out.append(
            pytest.param(
                n, lang, edition, tiles, setup, marks=marks, id="%d-%s-%s-%s" % (n, lang, edition, tiles)
            )
        )
    return out


@pytest.mark.parametrize("n,lang,edition,tiles,setup", _games())
def test_a_whole_game_with_all_four_expansions_by_buttons(n, lang, edition, tiles, setup):
    actions, kinds = _play_by_buttons(n, 20 + n, lang, edition, tiles, setup)
    assert {"wanted", "festival_goal", "noble_ship"} <= kinds
    assert any(a[0] == "role" and a[1] == "smuggler" for a in actions)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_instruction_reaches_the_board_and_the_seats(lang):
    """As tests/firmware/test_table_tells for the base game: the board's "to move"
    pages hold every public line of each decision, each seat's log every
    line it may read (the first rounds of a 4-player game with all four)."""
    table = Table(game(4, 12), lang=lang)
    g = rng.seed_state(12)
    kinds = set()
    for _ in range(160):
        if core.is_over(table.state):
            break
        options = table.options()
        g, k = rng.below(g, len(options))
        choose_and_check(table, options[k])
        kinds |= {e[0] for e in table.state["events"]} & KINDS
    assert len(kinds) >= 8, kinds


# ---- the secret VP ---------------------------------------------------------------


# "3 VP", "2 PV", "VP chip": what a line would say of a VP gain
VP_GAIN = re.compile(r"(\d+ (VP|PV)\b|VP chip|jetons? PV)")


@pytest.mark.parametrize("seed,lang", [(9, "en"), (13, "fr"), (24, "en")])
def test_secret_vp_never_reach_the_board_or_another_seat_with_all_four(seed, lang):
    table = Table(game(4, seed), lang=lang)
    g = rng.seed_state(seed)
    secret = set()
    public_lines = []
    while table.state["round"] < 9 and not core.is_over(table.state):
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
        for e in table.state["events"]:
            if e[0] == "vp_chips":
                secret |= {why for why, _n in e[2][2]}
        entry = table.logbook.last()
        public_lines += entry.public()
    # the game gave VP the expansions' ways, none said in a public line
    assert secret & {"chapel", "land_office", "export_office", "smuggler", "festival"}, secret
    assert not [t for t in public_lines if VP_GAIN.search(t)]
    assert_vp_kept_secret(table)
