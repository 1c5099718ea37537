"""Issue 22, item 5: San Juan and Port Royal start with their set-up, step
by step, for the player count and variant: the first news (the board's
first page, read back from its pixels) and the start of every seat's log.
The numbers are the new game's state, and they agree with the rules
(shared/rules/san-juan.md 3, port-royal.md 3, typed here again). A resumed
game keeps them in its log but does not tell them again.
"""

from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from firmware.catalog import text
from firmware.drawing import CHARS, wrap
from firmware.games.port_royal import setup_phrases as pr_setup
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.san_juan import setup_phrases as sj_setup
from firmware.games.san_juan.table import Table as SanJuan
from tests.support.screen_reader import board_text
from tests.support import quick_few

NAMES = ["Anne", "Bernie", "Céline", "David", "Élodie"]
CARDS_SJ = 110  # san-juan.md: the deck, the starting indigo plants included
CARDS_PR = 120  # port-royal.md: every card, the 5-player expedition included


def flat(line):
    return " ".join(" ".join(wrap(line, CHARS)).split())


def sj(key, lang, **f):
    return text(key, lang, "san_juan", **f)


def pr(key, lang, **f):
    return text(key, lang, "port_royal", **f)


@pytest.mark.parametrize(
    "n,variant,lang",
    quick_few(
        product([2, 3, 4], ["standard", "deal"], ["en", "fr"]), [(2, "standard", "en"), (4, "deal", "fr")]
    ),
)
def test_san_juan_starts_with_its_set_up(n, variant, lang):
    tiles = "physical" if n == 4 else "shuffle"  # both in the quick cases: who draws the tiles
    table = SanJuan(
        core.new_game(NAMES[:n], seed=n, game="san_juan", variant=variant, tiles=tiles), lang=lang
    )
    news = table.news()
    extra = n * (n + 1) // 2 if variant == "deal" else 0  # rules 3, the variant
    for line in [
        sj("s.title", lang, n=n),
        sj("s.governor", lang, name=NAMES[0]),
        sj("s.roles", lang, n=5),
        sj("s.tiles" if tiles == "physical" else "s.tiles_device", lang, n=5),
        sj("s.deck", lang, n=CARDS_SJ - n * (1 + 4) - extra),
    ]:
        assert line in news
    assert (sj("s.two", lang) in news) == (n == 2)
    if variant == "deal":
        assert sj("s.discard", lang, n=extra) in news
        assert sj("e.setup_deal", lang, name=NAMES[n - 1], n=4 + n, d=n) in news
    else:
        assert sj("s.deal", lang, building=sj("b.indigo_plant", lang), n=4) in news
        # the same for all: said once, not again player by player
        assert not any(sj("e.setup", lang, name=name, n=4) in news for name in NAMES[:n])
    shown = board_text(table)
    for line in news:
        assert flat(line) in shown


@pytest.mark.parametrize(
    "n,variant,lang",
    quick_few(
        product([2, 3, 4, 5], ["standard", "expedition"], ["en", "fr"]),
        [(2, "standard", "en"), (5, "expedition", "fr")],
    ),
)
def test_port_royal_starts_with_its_set_up(n, variant, lang):
    table = PortRoyal(core.new_game(NAMES[:n], seed=n, game="port_royal", variant=variant), lang=lang)
    news = table.news()
    for line in [
        pr("s.title", lang, n=n),
        pr("s.special" if n == 5 else "s.no_special", lang),
        pr("s.shuffle", lang, n=CARDS_PR - 1),  # all but the 5-player expedition
        pr("s.gold", lang, n=3),
        pr("s.first", lang, name=NAMES[0]),
        pr("e.turn", lang, name=NAMES[0]),
    ]:
        assert line in news
    assert (pr("s.variant", lang) in news) == (variant == "expedition")
    assert news.index(pr("s.title", lang, n=n)) < news.index(pr("e.turn", lang, name=NAMES[0]))
    shown = board_text(table)
    for line in news:
        assert flat(line) in shown


def test_port_royal_s_terminal_notes_tell_the_set_up_before_the_first_decision():
    table = PortRoyal(core.new_game(NAMES[:3], seed=2, game="port_royal"))
    title = pr("s.title", "en", n=3)
    assert table.text_lines()[0] == "> " + title
    assert table.text_lines()[-1] == "> " + pr("e.turn", "en", name=NAMES[0])
    table.choose(table.options()[0])
    assert "> " + title not in table.text_lines()


def test_a_resumed_san_juan_does_not_tell_its_set_up_again():
    state = core.new_game(NAMES[:3], seed=1, game="san_juan")
    actions = [core.legal_actions(state)[0]]
    core.apply(state, actions[0])
    table = SanJuan(state, actions=actions)
    title = sj("s.title", "en", n=3)
    assert title not in table.news()
    assert table.page_rows(1)[0] == wrap(title, CHARS)[0]  # the log still starts with it
    # a live table tells it until its first decision
    fresh = SanJuan(core.new_game(NAMES[:3], seed=1, game="san_juan"))
    assert title in fresh.news()
    fresh.choose(fresh.options()[0])
    assert title not in fresh.news()


def test_a_resumed_port_royal_does_not_tell_its_set_up_again():
    """Even when no decision since told anything (the 5-player
    expedition's entry, a question at a time): its first turn only."""
    state = core.new_game(NAMES[:5], seed=1, game="port_royal")
    actions = [core.legal_actions(state)[0]]
    core.apply(state, actions[0])
    table = PortRoyal(state, actions=actions)
    title = pr("s.title", "en", n=5)
    assert table.log[0][0] == title  # kept in the logbook
    assert title not in table.news()
    assert table.news() == [pr("e.turn", "en", name=NAMES[0])]


@settings(max_examples=40, deadline=None)
@given(
    game=st.sampled_from(["san_juan", "port_royal"]),
    n=st.integers(2, 5),
    lang=st.sampled_from(["en", "fr"]),
    odd=st.booleans(),
    seed=st.integers(0, 2**31 - 1),
)
def test_every_card_game_set_up_is_told_whole(game, n, lang, odd, seed):
    if game == "san_juan":
        n = min(n, 4)
        state = core.new_game(NAMES[:n], seed=seed, game=game, variant="deal" if odd else "standard")
        lines = sj_setup.lines(state, lang)
        assert str(state["deck"]) in " ".join(lines)
    else:
        state = core.new_game(NAMES[:n], seed=seed, game=game, variant="expedition" if odd else "standard")
        lines = pr_setup.lines(state, lang)
    for line in lines:
        assert line and "{" not in line and not line.startswith("s.")
        assert all(len(w) <= CHARS for w in line.split())
        line.encode("latin-1")
