"""The interactive terminal emulator: which screens fit which terminal
(firmware/emulator/arrange.py), what the terminal shows and which screen
is in focus (firmware/emulator/terminal.py), highlighted lines drawn
legibly (drivers/terminal.py), and the real loop on a pseudo-terminal:
drawn in place, redrawn on resize, Esc alone leaves."""

import functools
import io
import os
import re
import signal
import threading
import time

import pytest

import core
from drivers import buttons
from drivers.terminal import NORMAL, REVERSE, PANEL_W, TerminalView, bars, braille, styled
from firmware.drawing import _TOP, FONT, frame, line
from firmware.emulator.arrange import arrange
from firmware.emulator.terminal import ENTER, LEAVE, Screens, Terminal
from firmware.games.puerto_rico.table import Table
from tests.support.table import emulated
from tests.support import quick_few

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
SGR = re.compile("\x1b\\[[0-9;]*m")


def visible(text):
    return SGR.sub("", text)


# ---- the arrangement -----------------------------------------------------------


def test_80x24_holds_one_screen_the_one_in_focus():
    a = arrange(80, 24, 3, focus=1, seat=1)
    assert a.problem is None
    assert a.placed == [(1, 0, 0)]
    assert a.hidden == ["board", 0, 2]
    assert a.used <= 23  # a line is left for the hint


def test_120x40_holds_the_board_over_the_seat_followed():
    a = arrange(120, 40, 4, focus=2, seat=2)
    assert [s for s, _, _ in a.placed] == ["board", 2]
    assert a.placed[1][1:] == (0, 17)  # stacked: 120 columns hold one panel across
    assert a.hidden == [0, 1, 3]


def test_200x60_holds_every_screen_side_by_side():
    a = arrange(200, 60, 5, focus=3, seat=3)
    assert [s for s, _, _ in a.placed] == ["board", 0, 1, 2, 3, 4]
    assert {col for _, col, _ in a.placed} == {0, PANEL_W + 1, 2 * (PANEL_W + 1)}
    assert a.hidden == [] and a.used == 34


def test_some_room_shows_the_board_and_the_seats_from_the_one_followed():
    a = arrange(200, 24, 5, focus=4, seat=4)  # one row of three
    assert [s for s, _, _ in a.placed] == ["board", 0, 4]


@pytest.mark.parametrize("cols,rows", [(64, 40), (120, 17), (20, 5), (0, 0)])
def test_a_terminal_too_small_gets_a_message_not_a_crash(cols, rows):
    a = arrange(cols, rows, 4)
    assert a.placed == []
    assert "%dx%d" % (cols, rows) in a.problem and "--emulator text" in a.problem


# ---- what the terminal shows -----------------------------------------------------


def table_emu(n=3, seed=3):
    table = Table(core.new_game(NAMES[:n], seed=seed))
    emu = emulated(table)
    return table, emu


@functools.lru_cache(maxsize=None)
def first_screens(n):
    """The screens of a new game of ``n`` players (made once per n)."""
    table, emu = table_emu(n)
    images = emu.images()
    emu.close()
    return table, emu.titles, emu.legend, images


def shown(n, cols, rows, keys=(), press=None):
    table, titles, legend, images = first_screens(n)
    screens = Screens(titles, legend, n)
    screens.follow(table.deciding())
    for ch in keys:
        assert screens.view_key(ch)
    if press is not None:
        screens.pressed(press)
    return table, screens.lines(images, table.text_lines(), cols, rows)


@pytest.mark.parametrize("cols,rows", [(80, 24), (120, 40), (200, 60), (66, 18), (30, 8)])
def test_what_is_drawn_fits_the_terminal(cols, rows):
    _, lines = shown(4, cols, rows)
    assert 1 <= len(lines) <= rows
    assert all(len(visible(t)) <= cols for t in lines)


def test_80x24_shows_the_deciding_seat_and_says_how_to_see_the_others():
    table, lines = shown(3, 80, 24)
    titles = [t for t in lines if t.startswith("+-")]
    assert titles == [("+-%d %s " % (table.deciding() + 1, NAMES[table.deciding()])).ljust(PANEL_W, "-")]
    hint = lines[17]
    assert "following seat %d" % (table.deciding() + 1) in hint and "Tab, 0-3: other screens" in hint
    assert lines[18] == table.text_lines()[0]  # what to move, under the hint
    # the set-up's notes fill the lines left: a page of them, then how to see more
    assert len(table.text_lines()) > 24 - 18 and lines[-1].startswith("n: more notes (1/")


def test_tab_digits_and_a_pressed_seat_choose_the_screen():
    _, lines = shown(3, 80, 24, keys="0")
    assert lines[0].startswith("+-board")
    _, lines = shown(3, 80, 24, keys="0\t\t")
    assert lines[0].startswith("+-2 Bernie") and lines[17].startswith("seat 2 |")
    _, lines = shown(3, 80, 24, keys="3")
    assert lines[0].startswith("+-3 Chris")
    _, lines = shown(3, 80, 24, keys="0", press=1)  # a key of seat 2 follows it
    assert lines[0].startswith("+-2 Bernie")
    _, titles, legend, _ = first_screens(3)
    screens = Screens(titles, legend, 3)
    for ch in "45²¹\x85é ":  # no such seat, or no view key at all (Latin-1 digits too)
        assert not screens.view_key(ch) and screens.chosen is None
    _, lines = shown(3, 80, 24, keys="?")  # the key legend hidden
    assert not any(t.startswith("buttons") for t in lines)


@pytest.mark.parametrize(
    "n,cols,rows",
    quick_few(
        [(n, *size) for n in (2, 3, 5) for size in ((80, 24), (66, 18), (120, 40), (200, 60))],
        [(2, 66, 18), (5, 80, 24), (3, 200, 60)],
    ),
)
def test_the_board_key_shows_the_board_at_every_size(n, cols, rows):
    """b, the board's own button, is the key the legend advertises: it
    showed seat -1 (KeyError) whenever not every screen fit."""
    _, lines = shown(n, cols, rows, press=buttons.BOARD)
    assert any(t.startswith("+-board") for t in lines)
    assert all(len(visible(t)) <= cols for t in lines)


def test_a_board_problem_is_said_under_the_screens_when_the_board_is_hidden():
    table, titles, legend, images = first_screens(3)
    screens = Screens(titles, legend, 3)
    problem = ["not saved: 2 waiting"]
    lines = screens.lines(images, [], 80, 24, status=problem)
    assert lines[18] == "board: not saved: 2 waiting"  # first under the hint
    screens.view_key("0")
    assert "board: not saved: 2 waiting" not in screens.lines(images, [], 80, 24, status=problem)


def test_200x60_shows_every_screen_and_no_screen_hint():
    _, lines = shown(5, 200, 60)
    titles = " ".join(t for t in lines if t.startswith("+-"))
    for want in ["+-board"] + ["+-%d %s" % (i + 1, NAMES[i]) for i in range(5)]:
        assert want in titles
    assert not any("Tab" in t for t in lines)


def test_the_view_follows_the_seat_that_must_decide():
    screens = Screens({"board": "board", 0: "1 A", 1: "2 B"}, [], 2)
    screens.follow(0)
    screens.view_key("0")  # the board chosen
    screens.follow(0)  # the same seat decides: the choice stays
    assert screens.chosen == "board"
    screens.follow(1)  # another seat must decide now: show it
    assert screens.chosen is None and screens.seat == 1


# ---- the notes under the screens (issue 22, item 8) ---------------------------------

LONG_NOTES = [
    "> Céline : payer 1 doublon à la banque pour la petite raffinerie de sucre, puis la poser "
    "dans votre ville sur une case libre de la bonne taille",
    "> fin du tour 3 : les cartes choisies reviennent",
    "> 1 doublon de la banque sur chaque rôle non choisi : bâtisseur, producteur, chercheur d'or",
    "> Élodie prend la carte gouverneur",
    "> Anne: take 3 doubloons from the bank (prospector), then pass the governor card to the "
    "left; every player counts his doubloons aloud so the table can check them",
    "> Bernie passes",
]


def words_of(lines):
    """The words of note lines, their "> " marks and paging lines aside."""
    out = []
    for t in lines:
        if t.startswith("n: more notes"):
            continue
        out += [w for w in t.split() if w != ">"]
    return out


def every_note_line(screens, images, notes, cols, rows):
    """The note lines of every page the n key turns to (the screens and
    the hint above them left out)."""
    seen = []
    for _ in range(20):
        lines = screens.lines(images, notes, cols, rows)
        assert len(lines) <= rows and all(len(visible(t)) <= cols for t in lines), lines
        seen += [t for t in lines[18:] if not t.startswith(("buttons", "Shift+", "boutons", "Maj+"))]
        if not screens.view_key("n") or screens.notes_page == 0:
            break
    return seen


@pytest.mark.parametrize("keys", ["", "?"])
def test_at_80x24_no_note_line_is_cut_and_no_word_is_lost(keys):
    """The notes were cut at 80 columns ("...payer 1 doublon à la b") and
    those past the lines left were not shown at all: they are wrapped, and
    paged with n when they fill more than the lines left."""
    table, titles, legend, images = first_screens(5)
    screens = Screens(titles, legend, 5)
    for ch in keys:
        screens.view_key(ch)
    seen = every_note_line(screens, images, LONG_NOTES, 80, 24)
    assert words_of(seen) == words_of(LONG_NOTES)
    assert any(t.startswith("n: more notes (1/") for t in screens.lines(images, LONG_NOTES, 80, 24))


def test_the_notes_come_before_the_key_legend():
    """ "Céline takes the governor card" showed only once ? hid the legend."""
    table, titles, legend, images = first_screens(5)
    screens = Screens(titles, legend, 5)
    notes = ["> Anne takes the governor card", "> Bernie passes", "> round 2 ends"]
    lines = screens.lines(images, notes, 80, 24)
    assert lines[18:21] == notes and lines[21].startswith("buttons")
    assert not screens.view_key("n")  # nothing more to show: n is no key here


def test_new_notes_start_at_their_first_page():
    table, titles, legend, images = first_screens(3)
    screens = Screens(titles, legend, 3)
    screens.lines(images, LONG_NOTES, 80, 24)
    assert screens.view_key("n") and screens.notes_page == 1
    lines = screens.lines(images, ["> Chris passes"], 80, 24)
    assert screens.notes_page == 0 and lines[18] == "> Chris passes"


def test_a_french_5_player_round_end_is_read_whole_at_80x24():
    """A real table: through a whole round of 5 players in French, after
    each decision every note of it can be read at 80x24, whole."""
    table = Table(core.new_game(NAMES, seed=3), lang="fr")
    emu = emulated(table)
    screens = Screens(emu.titles, emu.legend, 5)
    governor = False
    while table.state["round"] == 1 or not governor:
        table.choose(table.options()[0])
        notes = table.text_lines()
        seen = every_note_line(screens, emu.images(), notes, 80, 24)
        assert words_of(seen) == words_of(notes), (notes, seen)
        governor = governor or any("prend la carte gouverneur" in t for t in notes)
    emu.close()


# ---- highlighted lines -------------------------------------------------------------


@pytest.mark.parametrize("text", ["Round 2 Anne  VP 75", "settler +1", "WWWWMMMM@@@@", "i"])
def test_a_highlighted_line_is_its_text_un_inverted_in_reverse_video(text):
    bar = frame(lambda d: line(d, 2, text, invert=True))
    # the same text drawn plain where the bar draws it (one pixel right,
    # inside the bar's 8 rows: on black, what spills out of the bar is unseen)
    plain = frame(lambda d: d.text((1, 2 * 8 + _TOP), text, fill=1, font=FONT))
    plain.paste(0, (0, 0, 128, 16))
    plain.paste(0, (0, 24, 128, 64))
    assert bars(bar) == [(16, 0, 127)]
    want = braille(plain)
    got = styled(bar)
    assert got[4] == REVERSE + want[4] + NORMAL and got[5] == REVERSE + want[5] + NORMAL
    assert got[:4] + got[6:] == want[:4] + want[6:]  # other rows untouched


def test_plain_text_and_a_score_bar_are_not_highlights():
    img = frame(
        lambda d: [line(d, r, t) for r, t in enumerate(["WWWWWWWWWWWWWWWWWWWWW", "| | | | |", "MMMM@@@@"])]
    )
    assert bars(img) == [] and styled(img) == braille(img)
    img = frame(lambda d: d.rectangle((48, 9, 100, 14), fill=1))  # the final score's bars
    assert bars(img) == []


def test_the_seat_screen_s_highlighted_choice_is_drawn_in_reverse_video():
    table, emu = table_emu(3)
    img = emu.images()[table.deciding()]
    emu.close()
    rows = styled(img)
    assert REVERSE in rows[0] and REVERSE in rows[1]  # the name bar
    assert sum(REVERSE in r for r in rows) >= 4  # and the highlighted choice
    assert all("\u28ff" * 8 not in r for r in rows)  # no block of full cells left


# ---- drawing in place ----------------------------------------------------------------


def test_the_view_draws_in_place_and_only_changes():
    out = io.StringIO()
    view = TerminalView(out)
    assert view.draw(["a", "b"])
    first = out.getvalue()
    assert first.startswith("\x1b[2J\x1b[H") and "\n" not in first.replace("\r\n", "")
    assert not first.endswith("\n")  # the last line never scrolls the terminal
    assert not view.draw(["a", "b"]) and out.getvalue() == first
    assert view.draw(["a", "c"])
    assert out.getvalue()[len(first) :] == "\x1b[H\x1b[2Ka\r\n\x1b[2Kc"


# ---- the real loop, on a pseudo-terminal -----------------------------------------------


class Sizes:
    def __init__(self, cols, rows):
        self.now = (cols, rows)

    def __call__(self):
        return self.now


def wait_for(check, what):
    """Poll ``check`` for at most 10 s (a safety net, not a timing check)."""
    end = time.monotonic() + 10
    while not check():
        assert time.monotonic() < end, "never came: " + what
        time.sleep(0.01)


@pytest.fixture
def pty():
    master, slave = os.openpty()
    stdin = os.fdopen(slave, "r")
    yield master, stdin
    stdin.close()
    os.close(master)


def test_esc_alone_leaves_an_arrow_key_does_not(pty):
    master, stdin = pty
    out = io.StringIO()
    table = Table(core.new_game(NAMES[:2], seed=1))
    term = Terminal(stdin, out, size=Sizes(80, 24))
    os.write(master, b"\x1b[A\x1b[D\x1bOB\x1b")
    term.run(table)
    assert term.left and not table.done
    text = out.getvalue()
    assert text.startswith(ENTER) and text.endswith(LEAVE)
    assert "following seat 1" in text


def test_a_resize_redraws_for_the_new_size(pty):
    master, stdin = pty
    out = io.StringIO()
    sizes = Sizes(80, 24)
    table = Table(core.new_game(NAMES[:3], seed=2))
    term = Terminal(stdin, out, size=sizes)

    def player():
        wait_for(lambda: "following seat" in out.getvalue(), "the first frame")
        assert "+-board" not in out.getvalue()
        sizes.now = (200, 60)
        os.kill(os.getpid(), signal.SIGWINCH)
        wait_for(lambda: "+-board" in out.getvalue(), "the frame for 200x60")
        os.write(master, b"e")  # seat 1 picks a role...
        wait_for(lambda: table.state["step"] == 1, "the decision")
        os.write(master, b"\x1b")  # ...and leaves

    t = threading.Thread(target=player)
    t.start()
    term.run(table)
    t.join()
    assert term.left and table.state["step"] == 1
    after = out.getvalue().split("+-board", 1)[1]
    assert "+-3 Chris" in after and "Tab" not in after  # every screen, no hint to switch


def test_a_terminal_that_goes_away_is_left_as_with_esc():
    r, w = os.pipe()  # its reading end sees the end of input once w is closed
    os.close(w)
    assert Terminal._keys(r) == ["\x1b"]
    os.close(r)
