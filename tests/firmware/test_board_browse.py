"""Issue 36: a seat's long ▶ shows its player's page on the board, and
then the seat's short keys browse the board (▶ ◀ the kinds of page
around its own, ● their next screen) until a decision, its long ▶ again
or 20 s without a key of it: the farthest kinds of the board's button a
press or two from a player's page. Browsing changes nothing in the game
and nothing of the seat's menu; its screen says what its keys do."""

import copy

import pytest

from firmware import catalog
from firmware.drawing import wrap
from firmware.modes.board_pages import BROWSE_SECONDS
from tests.support.screen_reader import read_line, shows
from tests.support.table import make, panel


class Clock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def _table(n=4, lang="en"):
    table, emu = make(n, lang=lang)
    for _ in range(12):
        table.choose(table.options()[0])
    table.clock = Clock()
    emu.app.redraw()
    return table, emu


def _game(table):
    seats = [copy.deepcopy(vars(s)) for s in table.seats]
    return copy.deepcopy(table.state), list(table.actions), table.options(), seats


def _title(emu):
    emu.app.redraw()
    return read_line(panel(emu, "board"), 0).lstrip("*").split("  ")[0].strip()


def test_browsing_changes_nothing_in_the_game_not_even_the_deciding_seat_s_cursor():
    table, emu = _table()
    seat = table.deciding()
    table.handle((seat, "right"))  # the deciding seat's cursor on its second choice
    before = _game(table)
    assert table.handle((seat, "hold", "right", 1))
    assert table.browsing(seat) and _title(emu) == table.names[seat]
    for key in ("right", "right", "select", "left", "left", "left", "select"):
        assert table.handle((seat, key))
        assert _game(table) == before  # no choice taken, the cursor still on the second
    assert table.board_page != 0
    # another seat's keys work as before: its own screen, not the board
    other = (seat + 1) % 4
    page = table.board_page
    table.handle((other, "select"))
    assert table.board_page == page and table.seats[other].page == 1


def test_the_ring_steps_the_kinds_around_the_player_s_page():
    table, emu = _table()
    kinds = dict(table.board_kinds())
    ring = table.board_ring(2)
    assert kinds[ring[0]].lstrip("*") == table.names[2]
    # the kinds the board's button held reaches last: a press from the player's page
    button = [t for _i, t in table.board_kinds() if t is not None and t.lstrip("*") not in table.names]
    far = button[table.BUTTON_KINDS :]
    assert kinds[ring[1]] == far[1] and kinds[ring[-1]] == far[0]
    table.handle((2, "hold", "right", 1))
    seen = []
    for _ in ring:
        table.handle((2, "right"))
        seen.append(table.board_page)
    assert seen == ring[1:] + ring[:1]
    # ● the next screen of the kind shown, after its last its first again
    table.handle((2, "right"))
    first = table.board_page
    nxt = [i for i, _t in table.board_kinds() if i > first][0]
    for k in range(first + 1, nxt):
        table.handle((2, "select"))
        assert table.board_page == k
    table.handle((2, "select"))
    assert table.board_page == first


def test_browsing_ends_with_a_decision():
    table, emu = _table()
    seat = table.deciding()
    table.handle((seat, "hold", "right", 1))
    table.handle((seat, "right"))
    table.choose(table.options()[0])
    assert not table.browsing() and table.board_page == 0
    new = table.deciding()
    cursor = table.seats[new].cursor
    table.handle((new, "right"))  # its keys choose again
    assert table.seats[new].cursor == cursor + 1


def test_browsing_ends_with_the_long_press_again_on_the_default_page():
    table, emu = _table()
    table.handle((1, "hold", "right", 1))
    table.handle((1, "left"))
    assert table.handle((1, "hold", "right", 1))
    assert not table.browsing() and table.board_page == 0


def test_browsing_ends_after_twenty_seconds_without_a_key():
    table, emu = _table()
    seat = table.deciding()
    table.handle((seat, "hold", "right", 1))
    table.clock.t += BROWSE_SECONDS - 1
    assert not table.tick(table.clock.t) and table.browsing(seat)
    table.handle((seat, "right"))  # a key: 20 s more
    table.clock.t += BROWSE_SECONDS - 1
    assert table.browsing(seat)
    page, version = table.board_page, table.version
    table.clock.t += 1
    assert table.tick(table.clock.t) and table.version > version
    assert not table.browsing() and table.board_page == page  # the board stays where it is
    cursor = table.seats[seat].cursor
    table.handle((seat, "right"))  # the seat's own keys again
    assert table.seats[seat].cursor == cursor + 1 and table.board_page == page


def test_a_late_key_after_the_timeout_is_the_seat_s_own():
    table, emu = _table()
    seat = table.deciding()
    table.handle((seat, "hold", "right", 1))
    table.clock.t += BROWSE_SECONDS  # no tick came between
    cursor, page = table.seats[seat].cursor, table.board_page
    table.handle((seat, "right"))
    assert table.seats[seat].cursor == cursor + 1 and table.board_page == page
    assert table.board_browse is None


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_browsing_seat_says_what_its_keys_do_in_whole_words(lang):
    table, emu = _table(lang=lang)
    line = catalog.text("board_browse", lang)
    rows = wrap(line)
    assert len(rows) == 2 and " ".join(rows) == line  # never cut
    seat = (table.deciding() + 1) % 4
    emu.press("WSXI"[seat])  # the seat's ▶ held, through the buttons
    assert table.browsing(seat)
    img = panel(emu, seat)
    assert shows(img, 6, rows[0], invert=True) and shows(img, 7, rows[1], invert=True)
    emu.press("WSXI"[seat])
    assert not shows(panel(emu, seat), 7, rows[1], invert=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_browsing_seat_shows_the_other_screen_of_a_page_of_two(lang):
    """While a seat browses a kind of page of two screens, its own screen
    shows the one its ● would bring, read back from its pixels: a page is
    read whole at once (with the four expansions at 128x64 the violet
    buildings' second screen was four presses away, now three). On a
    page of one screen, its own screen and what its keys do."""
    table, emu = _table(lang=lang)
    seat = (table.deciding() + 1) % 4
    short = catalog.text("board_browse_short", lang)
    assert len(wrap(short)) == 1  # one bar, never cut
    emu.press("WSXI"[seat])
    two = one = 0
    for _ in table.board_ring(seat):
        emu.press("wsxi"[seat])  # ▶: the next kind of the ring
        here = table.board_page
        nxt = table.browse_next(seat)
        img = panel(emu, seat)
        if nxt is None:  # a page of one screen: the seat's own, and its keys
            one += 1
            assert shows(img, 7, wrap(catalog.text("board_browse", lang))[1], invert=True)
            continue
        two += 1
        table.board_page = nxt  # what the board itself shows there, the seat's screen
        emu.app.redraw()
        board = panel(emu, "board")
        for row in range(7):
            assert read_line(img, row) == read_line(board, row), (row, read_line(img, row))
        assert shows(img, 7, short, invert=True)
        table.board_page = here
        emu.press("edco"[seat])  # ●: the board shows it
        assert table.board_page == nxt and table.browse_next(seat) in (here, nxt + 1)  # (a third screen)
    assert two and one  # both kinds of page seen


def test_the_long_press_works_through_the_buttons_and_the_short_keys_after_it():
    """The device's path: the emulated keys are gpiozero MockFactory pins
    (tests.support.table), a long ▶ a hold, the short keys presses."""
    table, emu = _table()
    seat = table.deciding()
    before = _game(table)
    emu.press("WSXI"[seat])
    assert _title(emu) == table.names[seat]
    ring = table.board_ring(seat)
    emu.press("wsxi"[seat])  # ▶
    assert table.board_page == ring[1]
    emu.press("qazu"[seat])  # ◀
    emu.press("qazu"[seat])
    assert table.board_page == ring[-1]
    assert _game(table) == before


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_buildings_left_with_the_expansions_take_three_128_px_screens(lang):
    """With the four expansions (up to 31 kinds of buildings) the
    buildings left took four 128-px screens in full names, the fourth 4
    presses away: their names are given shorter (abbreviated, else their
    short names, catalog words) so they take three, the board's button
    held and two presses; a classic game keeps its names in full. On the
    256-px board each kind of page starts a screen, so the ring's kinds
    stay whole screens whatever the buildings left take."""
    import core
    from core.puerto_rico.views import public_view
    from firmware.games.puerto_rico import pages, phrases
    from firmware.games.puerto_rico.table import Table
    from tests.firmware.test_board_public import EXPANSIONS, NAMES, walk

    table = Table(core.new_game(NAMES[:4], seed=12, game="puerto_rico", expansions=EXPANSIONS))
    table.lang = lang
    for t in walk(table, (30,), 12):
        view = public_view(t.state)
        title = pages.buildings(view, lang, view["edition"])[0]
        shown = [s for s in t.all_board_screens() if s and s[0][0] == title]
        assert len(shown) <= 3, len(shown)
        names = pages.left_names(view, lang, view["edition"])
        assert any(n != phrases.name(b, lang) for b, n in names.items())  # in full: four screens
        t.board_width = 256
        for screen in t.all_board_screens()[1:]:
            for c, col in enumerate(screen[1:], 1):
                assert col[0] == screen[c - 1][0]  # one kind a screen
    classic, _ = _table(4, lang)
    view = public_view(classic.state)
    names = pages.left_names(view, lang, view["edition"])
    assert all(n == phrases.name(b, lang) for b, n in names.items())
