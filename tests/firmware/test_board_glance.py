"""Issue 22 item 2: the board's default page holds what players ask most
under the moves of the last decision; the button steps the other pages;
the same board draws 256 pixels wide with two columns; the undo question
is drawn whole. Read back from the board's pixels."""

from hypothesis import given, settings, strategies as st

import core
from core import rng
from core.puerto_rico import data
from core.puerto_rico.views import public_view
from firmware.drawing import CHAR_W, CHARS, wrap
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico import pages, phrases
from firmware.games.puerto_rico.frames import board_screens
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan.table import Table as SanJuan
from firmware.modes.seated import BOARD, SeatedMode
from firmware.screens.table import (
    board_screens as board_screens_of,
    bottom_rows,
    glance_turns,
    run_on,
)
from tests.support.screen_reader import read_line

NAMES = ["Anne-Sophie", "Bernadette", "Christopher", "Dominique", "Emmanuelle"]


def played(table, decisions, seed=3):
    g = rng.seed_state(seed)
    for _ in range(decisions):
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
    return table


def rows(img):
    return [read_line(img, r) for r in range(8)]


def test_a_board_is_128_wide_unless_a_wider_panel_says():
    assert SeatedMode.board_width == 128
    table = Table(core.new_game(NAMES[:3], seed=1))
    assert table.board_frame().size == (128, 64)
    table.board_width = 256
    assert table.board_frame().size == (256, 64)
    assert table.seat_frame(0).size == (128, 64)  # seats stay 128x64


def short_news(table, g=3):
    """``table`` played on to a decision whose moves take one row."""
    while len(pages.rows(table.news())) > 1:
        played(table, 1, g)
        g += 1
    return table


def test_the_default_page_shows_the_moves_on_top_and_the_facts_under_them():
    table = short_news(played(Table(core.new_game(NAMES, seed=3)), 40))
    st = table.state
    shown = rows(table.board_frame())
    news = pages.rows(table.news())
    assert shown[0] == news[0]  # the moves first, no title bar
    # the roles open, each with its doubloons ("bui+2")
    for r, m in st["roles"].items():
        want = phrases.short(r) + ("+%d" % m if m else "")
        assert want in " ".join(shown[:7]).split(), (want, shown)
    assert "ship: %d colonists, VP %d" % (st["colonist_ship"], st["vp_chips"]) in shown
    cargo = " ".join("%d/%d%s" % (k, cap, phrases.short(g) if g else "") for cap, g, k in st["cargo_ships"])
    assert "cargo " + cargo in shown
    house = " ".join(phrases.short(g) for g in st["trading_house"]) or "-"
    assert "house %s (%d/4)" % (house, len(st["trading_house"])) in shown
    bars = bottom_rows(phrases.deciding(public_view(st)), 1)
    assert shown[8 - len(bars) :] == bars  # who decides what, on the bottom bar


def marks(img):
    """The dots right of the default page's moves, top down: True for a
    square (the turn shown), False for a dot."""
    x, out = CHARS * CHAR_W, []
    for y in range(1, 56, 4):
        lit = sum(img.getpixel((x + i, y + j)) > 0 for i in range(3) for j in range(3))
        if lit:
            out.append(lit == 9)
    return out


def test_moves_too_long_for_the_default_page_turn_by_themselves_marked():
    """Issue 36: the moves take the rows they need, the facts under them
    give way (each is on its page); moves longer than the whole page leave
    each player's own to its seat, and the rest turn by themselves every
    few seconds (a dot a turn right of them), each sentence whole
    within a turn; the next press tells them in order."""
    table = played(Table(core.new_game(NAMES, seed=3)), 40)
    news = pages.rows(table.news())
    assert 3 < len(news) <= 7
    shown = rows(table.board_frame())[:7]
    assert shown[: len(news)] == news  # every move on the default page
    table = Table(core.new_game(NAMES, seed=3))  # the set-up: 15 steps
    news = pages.rows(table.news())
    told = [t for i, t in enumerate(table.news()) if i not in table.news_aside()]
    n = table.glance_turns()
    assert len(news) > 7 and n >= 2
    turns, now = [], 50.0
    table.tick(now)
    for k in range(n):
        img = table.board_frame()
        assert marks(img) == [i == k for i in range(n)]  # a dot a turn, this one's a square
        turns.append(" ".join(" ".join(r for r in rows(img)[:7]).split()))
        now += table.TURN - 0.5
        assert not table.tick(now)  # not yet
        now += 0.5
        assert table.tick(now)  # turned: the board is redrawn
    assert " ".join(" ".join(rows(table.board_frame())[:7]).split()) == turns[0]  # round again
    for t in told:
        assert any(" ".join(t.split()) in turn for turn in turns), t
    assert table.handle((BOARD, "select"))
    after = rows(table.board_frame())
    assert after[0].startswith(pages.to_do([], "en", "classic")[0])
    page = [r for r in after[1:7] if r]  # (a page ends early rather than cut a sentence)
    assert any(news[i : i + len(page)] == page for i in range(len(news)))  # in order


def test_the_moves_stay_until_the_next_decision_whatever_the_pages_stepped():
    table = played(Table(core.new_game(NAMES[:4], seed=2)), 12)
    first = table.board_frame().tobytes()
    n = 1
    table.handle((BOARD, "select"))
    while table.board_frame().tobytes() != first:
        assert not table.tick(1000.0 * n)
        table.handle((BOARD, "select"))
        n += 1
        assert n < 60
    assert n >= 5  # the pages went by, and the default page came back as it was


def test_a_256_board_shows_the_moves_and_the_facts_side_by_side():
    table = short_news(played(Table(core.new_game(NAMES, seed=3)), 40))
    table.board_width = 256
    st = table.state
    img = table.board_frame()
    left = [read_line(img, r)[:CHARS].rstrip() for r in range(7)]
    right = [read_line(img, r, x=(CHARS + 1) * CHAR_W) for r in range(7)]
    news = pages.rows(table.news())
    assert left[: len(news)] == news[:7]
    assert "colonist ship: %d" % st["colonist_ship"] in right
    assert "VP chips: %d" % st["vp_chips"] in right
    assert " ".join(right).startswith("roles: ")
    assert read_line(img, 7) == phrases.deciding(public_view(st))  # the bottom bar, the whole width
    # the next screen: the buildings left; a long press, the next kind of
    # page: the players' page, its 128-px screens side by side (from the
    # right column when the buildings left end in the left one)
    table.handle((BOARD, "select"))
    assert read_line(table.board_frame(), 0).startswith("Buildings left")
    table.handle((BOARD, "back"))
    img = table.board_frame()
    assert "Players" in read_line(img, 0)
    text = " ".join(read_line(img, r) for r in range(1, 7))
    if not read_line(img, 0).startswith("Players"):
        table.handle((BOARD, "select"))
        text += " ".join(read_line(table.board_frame(), r) for r in range(1, 7))
    assert all(name in text for name in NAMES)
    wide = len(board_screens(table, public_view(st)))
    table.board_width = 128
    assert wide < len(board_screens(table, public_view(st))) - 3  # fewer presses round


def test_the_undo_question_is_drawn_whole_over_the_board(monkeypatch):
    long = "undo Bernadette's settler: tobacco plantation, and give back 1 doubloon? o yes, < no"
    for width in (128, 256):
        table = Table(core.new_game(NAMES[:3], seed=2))
        table.board_width = width
        table.choose(table.options()[0])
        table.undo_request = 1
        monkeypatch.setattr(table, "question", lambda: long)
        img = table.board_frame()
        got = [read_line(img, r) for r in range(7)]
        want = wrap(long, width // CHAR_W)
        assert got[: len(want)] == want  # every word, none cut
        assert read_line(img, 7) == phrases.deciding(public_view(table.state))


def test_san_juan_s_default_page_has_the_open_roles_and_the_tile_s_prices():
    table = played(SanJuan(core.new_game(NAMES[:2], seed=3, game="san_juan")), 20)
    text = " ".join(rows(table.board_frame())[:7])
    for r in ("Builder", "Producer", "Trader", "Councillor", "Prospector"):
        assert (r in text) == (r.lower() not in table.state["picked"])
    assert "deck %d discard %d" % (table.state["deck"], table.state["discard"]) in text


def test_port_royal_s_default_page_has_the_harbour_and_the_gold():
    table = played(PortRoyal(core.new_game(NAMES[:3], seed=3, game="port_royal")), 20)
    shown = rows(table.board_frame())
    for p in table.state["players"]:
        assert any(r.lstrip("*").startswith(p["name"]) and "%dg" % p["gold"] in r for r in shown)
    assert any(r.startswith("draw ") for r in shown)


def test_the_wide_default_page_keeps_every_fact_when_the_roles_in_words_are_long():
    # French, 5 players, most roles still open: in words they would take
    # 4 rows and push the trading house off the column; given short instead
    table = played(Table(core.new_game(NAMES, seed=3), lang="fr"), 40)
    table.board_width = 256
    img = table.board_frame()
    right = [read_line(img, r, x=(CHARS + 1) * CHAR_W) for r in range(7)]
    st = table.state
    assert "jetons PV : %d" % st["vp_chips"] in right
    assert any(r.startswith("magasin (%d/4)" % len(st["trading_house"])) for r in right)
    for r, m in st["roles"].items():  # every open role, with its doubloons
        assert phrases.short(r, "fr") + ("+%d" % m if m else "") in " ".join(right).split()


def test_a_long_city_is_cut_between_buildings_never_inside_one():
    table = Table(core.new_game(NAMES[:3], seed=1))
    city = [b for b in data.BUILDING_ORDER if data.building(b)["people"]][:14]
    table.state["players"][0]["city"] = {b: 0 for b in city}
    screens = []
    for _ in range(40):  # every screen once, read from the pixels
        table.handle((BOARD, "select"))
        screens.append(" ".join(" ".join(rows(table.board_frame())[1:7]).split()))
    for b in city:
        item = "%s 0/%d" % (phrases.name(b), data.building(b)["people"])
        assert any(item in s for s in screens), item


row = st.text(alphabet="abc xyz:", max_size=CHARS)


@settings(max_examples=150, deadline=None)
@given(
    news=st.lists(row, max_size=30),
    facts=st.lists(row, max_size=9),
    cols=st.sampled_from([1, 2]),
    bottom=st.text(alphabet="ab cd", max_size=60),
)
def test_the_moves_are_never_dropped_whatever_their_length(news, facts, cols, bottom):
    """The moves keep the default page's (left) column, turning there when
    they do not fit; on a two-column board the facts keep the right one
    whatever the moves' length (before: long moves pushed the ships and
    the roles off the wide board's default page, issue 36)."""
    pages_ = [("Players", ["a"] * 6), ("Roles", ["b"] * 3)]
    screens = board_screens_of("To move", news, facts, facts, pages_, cols, bottom)
    glance = screens[0]
    bars = len(bottom_rows(bottom, cols))
    room = 8 - bars  # the moves' rows
    told = [r for s in news for r in wrap(s)]  # the sentences as rows
    rest = [r for s in screens[1:] for t, lines, *_ in s if t == "To move" for r in lines]
    runs = wrap(run_on(news)) if news else []
    n = glance_turns(screens)
    if cols == 2:
        assert len(glance) == 2 and glance[1] == (None, facts[:room])
    if len(told) <= room:  # each on its rows
        assert all(len(c[1]) <= room for c in glance) and n == 1 and rest == []
        assert glance[0][1][: len(told)] == told and all(c[0] is None for c in glance)
    elif len(runs) <= room:  # all there, run on
        assert all(len(c[1]) <= room for c in glance) and n == 1 and rest == []
        assert glance[0][1][: len(runs)] == runs and all(c[0] is None for c in glance)
    else:  # the rows turn: each turn whole sentences, all of them over the turns
        assert n >= 2 and rest and rest == told[len(told) - len(rest) :]  # the next press: in order
        seen = []
        for k in range(n):
            turn = board_screens_of("To move", news, facts, facts, pages_, cols, bottom, turn=k)[0]
            assert turn[0][0] == (k, n) and all(len(c[1]) <= room for c in turn)
            seen.append(" ".join(turn[0][1]))
        said = " ".join(seen)
        for s in news:  # each within one turn when it fits one
            if len(wrap(s)) <= room - 1:
                assert any(" ".join(s.split()) in " ".join(t.split()) for t in seen), s
            assert all(w in said for w in s.split())
    assert [t for s in screens for t, *_ in s if t in ("Players", "Roles")] == ["Players", "Roles"]


def test_a_heading_run_on_keeps_its_colon_alone():
    # "Set-up for 4 players:;" read on the set-up's first turn
    assert run_on(["Set-up for 4 players:", "Ann takes the governor card", "a."]) == (
        "Set-up for 4 players: Ann takes the governor card; a."
    )
