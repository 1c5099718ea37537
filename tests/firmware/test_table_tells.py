"""Nothing the table must do is ever lost: every instruction of every
decision reaches a screen the table can read, through the buttons. The
board's "to move" pages (turned with the board's button) hold every public
line of the last decision; every seat can scroll its logbook to every line
it may read of that decision (a waiting seat at once, the deciding seat
from its seat menu). Read back from the panels' pixels, in both languages.
"""

from itertools import product

import pytest

import core
from core import rng
from core.puerto_rico.views import public_view, seat_view
from firmware.drawing import wrap
from firmware.games.puerto_rico.screens.seat import goods_line
from firmware.screens.table import run_on, tall_rows
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.frames import board_columns
from firmware.games.puerto_rico import pages
from firmware.games.puerto_rico.pages import to_do
from firmware.games.puerto_rico.table import MENU, Table
from firmware.modes.seated import BOARD
from tests.support.screen_reader import read_line
from tests.support import quick_few

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]


def moved(state, seat, phase, action, lang):
    """The line of a decision that no event tells (issue 22, item 3): where
    a mayor puts one of his people, or a pass no role reports."""
    if phase == "mayor":
        return phrases.mayor_move_text(state, seat, action, lang)
    if list(action) == ["pass"] and not any(ev[0] == "pass" for ev in state["events"]):
        return phrases.event_text(public_view(state), ("pass", seat, None), lang)
    return None


def told(state, lang, first=None):
    """What the last decision must tell: the public lines, and per seat
    the lines only that seat may read (``first``: a public line before
    them, for a move no event tells)."""
    view = public_view(state)
    public, seats = [], [[] for _ in state["players"]]
    if first:
        public.append(first)
        for lines in seats:
            lines.append(first)
    mine = getattr(phrases, "private_event_text", None)
    for ev in state["events"]:
        t = phrases.event_text(view, ev, lang)
        if t:
            public.append(t)
            for lines in seats:
                lines.append(t)
        if mine is not None and ev[1] is not None:
            p = mine(seat_view(state, ev[1]), ev, ev[1], lang)
            if p:
                seats[ev[1]].append(p)
    return public, seats


def board_to_do(table):
    """Every line of the moves on the board: the default page's lines
    above its facts, then the "to move" pages, stepping them with the
    board's button from the first."""
    title = to_do([], table.lang, table.edition)[0]
    view = public_view(table.state)
    screens = board_columns(table, view)
    facts = pages.rows(pages.facts(view, table.lang, table.edition))
    count = len(screens)
    rows = []
    glance = None
    for k in range(count):
        img = table.board_frame()
        page = []
        if k == 0 and table.result is None:  # the default page: the facts under the moves
            model = screens[0][1]  # the moves, blank rows, then as many facts as fit
            shown = max(
                n for n in range(min(len(facts), len(model)) + 1) if model[len(model) - n :] == facts[:n]
            )
            page = [read_line(img, r) for r in range(len(model))]
            cut = len(model) - shown
            assert page[cut:] == [f[: len(r)] for f, r in zip(facts, page[cut:])]
            page = page[:cut]
        elif screens[k] is not None and screens[k][0] == title:
            page = [read_line(img, r) for r in range(1, 7)]
        while page and page[-1] == "":
            page.pop()  # a page ends early rather than cut a sentence
        if k == 1:
            glance, rows = rows, []
        rows += page
        table.handle((BOARD, "select"))
    assert table.board_page % count == 0  # back on the first page
    if glance is None:
        return rows
    # the default page's moves, then the "to move" pages; or (issue 36) the
    # default page left a waiting player's own moves to his seat, and the
    # "to move" pages tell them all from the first
    # in order, within (the default page's word by word: they may run on)
    it = iter(" ".join(rows).replace(";", "").split())
    retold = bool(glance) and all(any(w == x for x in it) for w in " ".join(glance).replace(";", "").split())
    return rows if retold else glance + rows


def seat_log(table, s):
    """The log rows seat ``s`` reads from where its log opens, scrolling
    on with ▶ to the end; the deciding seat opens it from its menu."""
    deciding = table.deciding() == s
    if table.result is not None:  # the final breakdown: select opens the log
        table.handle((s, "select"))
        top, count = 1, 7
    elif deciding:
        table.handle((s, "back"))
        for _ in range(MENU.index("log")):
            table.handle((s, "right"))
        table.handle((s, "select"))
        top, count = 1, 7
    else:  # under the header, the goods line and who decides (each one or two lines)
        top = 1 + len(tall_rows(goods_line(table.state["players"][s], table.lang, table.edition)))
        top += len(tall_rows(phrases.deciding(seat_view(table.state, s), table.lang)))
        count = 8 - top
    ui = table.seats[s]
    start = table.logbook.rows(s)[1]  # the newest decision's first row
    while ui.scroll > start and table.handle((s, "left")):
        pass  # issue 36: a waiting seat may open at its own first move; back with ◀
    seen = {}
    while True:
        img = table.seat_frame(s)
        first = ui.scroll
        for i in range(count):
            seen[first + i] = read_line(img, top + i)
        if not table.handle((s, "right")):
            break
    if deciding or table.result is not None:
        table.handle((s, "select"))  # closes the log
        assert not ui.reading
    start = min(seen)
    return [seen[i] for i in range(start, max(seen) + 1)]


def contains(rows, want):
    n = len(want)
    return any(rows[i : i + n] == want for i in range(len(rows) - n + 1))


def play_and_check(players, lang, seed, decisions):
    table = Table(core.new_game(NAMES[:players], seed=seed), lang=lang)
    g = rng.seed_state(seed)
    checked = 0
    while not core.is_over(table.state) and checked < decisions:
        options = table.options()
        g, k = rng.below(g, len(options))
        choose_and_check(table, options[k])
        checked += 1
    return checked


def choose_and_check(table, action):
    """Choose ``action`` on ``table``, then check that the board's "to
    move" pages hold every public line of it and each seat's log every
    line that seat may read."""
    seat, phase = table.deciding(), table.state["phase"]
    table.choose(action)
    lang = table.lang
    public, seats = told(table.state, lang, moved(table.state, seat, phase, action, lang))
    want = [r for t in public for r in wrap(t)]
    if want:  # each sentence on rows of its own, or (issue 36) all run on, on the default page
        assert board_to_do(table) in (want, wrap(run_on(public))), (action, public)
    for s in range(len(seats)):
        # issue 36: a waiting seat tells its player's own moves together
        # first when they lie apart; every line still, each whole, once
        ordered = seats[s]
        if seats[s] and table.deciding() != s:
            ordered = table._seat_order(s)[0]
            assert sorted(ordered) == sorted(seats[s]), (action, s)
        mine = [r for t in ordered for r in wrap(t)]
        if mine:
            assert contains(seat_log(table, s), mine), (action, s, mine)


@pytest.mark.parametrize("players,lang", quick_few(product([2, 5], ["en", "fr"]), [(2, "en")]))
def test_the_first_rounds_tell_every_instruction_on_the_screens(players, lang):
    assert play_and_check(players, lang, seed=11, decisions=60) == 60


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 5])
def test_whole_games_tell_every_instruction_on_the_screens(players, lang):
    assert play_and_check(players, lang, seed=5, decisions=10**6) > 100


def _play_until(table, want, limit=400):
    """Play the first option until ``want(table, action)`` holds for the
    option about to be chosen; that option is then chosen and returned."""
    for _ in range(limit):
        for a in table.options():
            if want(table, a):
                table.choose(a)
                return a
        table.choose(table.options()[0])
    raise AssertionError("never offered")


@pytest.mark.parametrize("lang,passes", [("en", "Anne passes"), ("fr", "Anne passe")])
def test_a_pass_is_said_on_the_board_and_in_every_log(lang, passes):
    """A settler or builder pass gave "nothing to move" with no name."""
    table = Table(core.new_game(NAMES[:3], seed=4), lang=lang)
    _play_until(table, lambda t, a: t.deciding() == 0 and list(a) == ["pass"])
    assert board_to_do(table)[0] == passes
    for s in range(3):
        assert contains(seat_log(table, s), [passes])


@pytest.mark.parametrize(
    "lang,said",
    [("en", "Bernie: 1 colonist from your San Juan onto"), ("fr", "Bernie : 1 colon de votre San Juan sur")],
)
def test_where_a_mayor_puts_a_colonist_is_said(lang, said):
    """Where a mayor put a colonist was never said: the logbook skipped it."""
    table = Table(core.new_game(NAMES[:3], seed=4), lang=lang)
    action = _play_until(
        table, lambda t, a: t.state["phase"] == "mayor" and t.deciding() == 1 and a[0] == "place"
    )
    line = phrases.mayor_move_text(table.state, 1, action, lang)
    assert line.startswith(said)
    rows = board_to_do(table)
    assert rows[: len(wrap(line))] == wrap(line)
    assert contains(seat_log(table, 0), wrap(line))


def test_a_waiting_seat_scrolls_back_to_the_previous_round():
    table = Table(core.new_game(NAMES[:3], seed=4))
    g = rng.seed_state(4)
    while table.state["round"] < 3 or table.logbook.entries[-1].round < 3:
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
    waiting = (table.deciding() + 1) % 3
    rounds = set(e.round for e in table.logbook.entries)
    assert rounds == {2, 3}  # the current and the previous round, no older
    first = wrap(table.logbook.entries[0].for_seat(waiting)[0])[0]
    for _ in range(200):
        if not table.handle((waiting, "left")):
            break
    assert read_line(table.seat_frame(waiting), 3) == first


def _waiting_table(players=3, seed=4, decisions=5):
    table = Table(core.new_game(NAMES[:players], seed=seed))
    for _ in range(decisions):
        table.choose(table.options()[0])
    return table, (table.deciding() + 1) % players


def test_a_waiting_seat_opens_help_on_any_building_at_any_time():
    table, seat = _waiting_table()
    table.handle((seat, "back"))  # the seat menu
    for _ in range(MENU.index("index")):
        table.handle((seat, "right"))
    table.handle((seat, "select"))  # the help index, at the current subject
    assert table.index[table.seats[seat].index] == table.help_subject(seat)
    while table.index[table.seats[seat].index] != "harbor":
        table.handle((seat, "right"))
    img = table.seat_frame(seat)
    row = 1 + table.seats[seat].index - max(0, min(table.seats[seat].index - 3, len(table.index) - 7))
    assert read_line(img, row) == phrases.name("harbor", "en")
    table.handle((seat, "select"))  # its help
    img = table.seat_frame(seat)
    assert read_line(img, 1) == phrases.help_text("harbor", "en")[0]
    step = table.state["step"]
    table.handle((seat, "select"))  # back to the index, nothing chosen
    assert table.seats[seat].help is None and table.index[table.seats[seat].index] == "harbor"
    table.handle((seat, "back"))
    assert table.seats[seat].index is None and table.state["step"] == step


def test_the_index_holds_only_this_game_s_roles_and_buildings():
    three = Table(core.new_game(NAMES[:3], seed=1)).index
    five = Table(core.new_game(NAMES[:5], seed=1)).index
    assert "prospector" not in three and five.count("prospector") == 1
    assert "harbor" in three and "lighthouse" not in three  # no expansion building
    assert all(phrases.help_text(k, "en") for k in five)


def test_the_seat_that_asked_for_an_undo_sees_that_it_waits():
    table, asker = _waiting_table()
    table.handle((asker, "back"))
    table.handle((asker, "right"))  # undo
    table.handle((asker, "select"))
    assert table.undo_request == asker
    from firmware import catalog

    want = wrap(catalog.text("undo_wait", "en"))
    rows = [read_line(table.seat_frame(asker), 2 + i) for i in range(len(want))]
    assert rows == want
    other = (asker + 1) % 3
    question = wrap(table.question())
    assert read_line(table.seat_frame(other), 2) == question[0]
    table.handle((asker, "left"))  # taken back
    assert table.undo_request is None


def test_the_board_page_stays_until_the_button_and_a_decision_brings_back_the_first():
    """Issue 22 item 2: nothing turns the board by itself (the old board
    turned every 5 s); its button steps the pages, a decision shows the
    default page again, where its moves are."""
    table = Table(core.new_game(NAMES[:4], seed=2))
    count = len(board_columns(table, public_view(table.state)))
    assert count >= 5
    assert table.handle((BOARD, "select")) and table.board_page == 1  # by hand
    shown = table.board_frame().tobytes()
    for t in (100.0, 105.0, 110.0, 1000.0):
        assert not table.tick(t)
    assert table.board_page == 1 and table.board_frame().tobytes() == shown
    table.choose(table.options()[0])
    assert table.board_page == 0  # the default page, the moves on top
    assert not table.tick(2000.0) and table.board_page == 0


def test_the_board_button_on_a_mock_pin_turns_the_page():
    from gpiozero.pins.mock import MockFactory

    from drivers import profile as profiles
    from drivers.buttons import ButtonHub
    from drivers.hardware import attach_buttons

    prof = profiles.load("emulated")
    prof["seats"] = prof["seats"][:3]
    t = [0.0]
    hub = ButtonHub(clock=lambda: t[0])
    factory = MockFactory()
    attach_buttons(prof, hub, factory)
    table = Table(core.new_game(NAMES[:3], seed=2))
    pin = factory.pin(prof["board"]["button"])
    pin.drive_low()
    t[0] = 0.1
    pin.drive_high()
    t[0] = 0.2
    events = hub.poll()
    assert events == [(BOARD, "select")]
    for ev in events:
        table.handle(ev)
    assert table.board_page == 1
    hub.close()
    factory.close()


def test_the_emulator_s_b_key_is_the_board_button():
    from firmware.emulator.device import Emulated, VirtualClock

    table = Table(core.new_game(NAMES[:3], seed=2))
    emu = Emulated(table, clock=VirtualClock())
    assert any("b: board page" in line for line in emu.legend)
    assert emu.press("b")
    assert table.board_page == 1
    emu.close()
