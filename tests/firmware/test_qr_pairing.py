"""Pairing phones on the device's screens (issue 24): with a web page, each
seat's menu has a "phone" row showing that seat's QR code on its own
screen only, and the board's button reaches a pairing page with the
board page's code. Read back from the pixels, as a player (and a phone)
would see them."""

from __future__ import annotations

import subprocess
import sys

import pytest

import core
from drivers.buttons import BOARD
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table as PuertoRico
from firmware.games.san_juan.table import Table as SanJuan
from tests.support import qr_reader
from tests.support.screen_reader import read_line, read_screen

NAMES = ["Anne", "Bernie", "Chloe", "Dave"]


class Web:
    """The web page's side of the contract (firmware/web): the addresses
    the QR codes hold, one per seat, each with its own token."""

    def __init__(self, tokens=("tokA0", "tokB1", "tokC2", "tokD3"), host="http://192.168.1.23:8080"):
        self.host = host
        self.tokens = tokens

    def seat_url(self, seat: int) -> str:
        return "%s/seat/%s-%s" % (self.host, self.tokens[seat], "x" * 16)

    def board_url(self) -> str:
        return self.host + "/"


def table_of(game: str, lang: str = "en", web=None):
    make = {"puerto_rico": PuertoRico, "san_juan": SanJuan, "port_royal": PortRoyal}[game]
    table = make(core.new_game(NAMES, seed=5, game=game), lang=lang)
    table.web = web
    return table


def beside(frame, row: int) -> str:
    """Line ``row`` of the words beside a QR code (from x = 64)."""
    return read_line(frame.crop((64, 0, frame.size[0], frame.size[1])), row)


def menu_rows(table, seat: int) -> list[str]:
    """The seat menu's rows as seat ``seat`` reads them (opened, read,
    closed again)."""
    table.handle((seat, "back"))
    text = read_screen(table.frames()[seat])
    table.handle((seat, "back"))
    return text


def open_phone(table, seat: int) -> None:
    """Seat ``seat`` opens its menu and chooses "phone" with its buttons."""
    table.handle((seat, "back"))
    for _ in range(table.menu_entries().index("phone")):
        table.handle((seat, "right"))
    table.handle((seat, "select"))


GAMES = ["puerto_rico", "san_juan", "port_royal"]


@pytest.mark.parametrize("game", GAMES)
def test_without_a_web_page_the_seat_menu_has_no_phone_row(game):
    table = table_of(game)
    assert "phone" not in table.menu_entries()
    assert not any("phone" in r for r in menu_rows(table, 1))


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang, word", [("en", "phone"), ("fr", "téléphone")])
def test_with_a_web_page_the_seat_menu_has_a_phone_row_before_close(game, lang, word):
    table = table_of(game, lang, Web())
    rows = menu_rows(table, 1)
    assert word in rows
    close = {"en": "close", "fr": "fermer"}[lang]
    assert rows.index(word) == rows.index(close) - 1


@pytest.mark.parametrize("game", GAMES)
def test_phone_shows_that_seats_own_qr_code_on_its_own_screen_only(game):
    web = Web()
    table = table_of(game, web=web)
    before = table.frames()
    open_phone(table, 1)
    after = table.frames()
    assert qr_reader.read(after[1]) == qr_reader.segno_rows(web.seat_url(1))
    assert beside(after[1], 0) == "Bernie"
    # nowhere else: every other screen is as it was, no code on it
    for screen in ["board", 0, 2, 3]:
        assert after[screen].tobytes() == before[screen].tobytes(), screen
        assert qr_reader.read(after[screen]) is None
    # any key takes it away: the seat's screen as before
    table.handle((1, "left"))
    assert table.frames()[1].tobytes() == before[1].tobytes()


def test_each_seat_shows_its_own_code_never_another_seats():
    web = Web()
    table = table_of("puerto_rico", web=web)
    for s in range(4):
        open_phone(table, s)
    frames = table.frames()
    codes = [qr_reader.read(frames[s]) for s in range(4)]
    for s in range(4):
        assert codes[s] == qr_reader.segno_rows(web.seat_url(s))
        assert all(codes[o] != codes[s] for o in range(4) if o != s)


@pytest.mark.parametrize("game", GAMES)
def test_the_board_button_reaches_the_pairing_page_after_the_last_page_then_the_first(game):
    web = Web()
    table = table_of(game, web=web)
    first = table.frames()["board"]
    pages = table.board_count()
    for _ in range(pages):
        assert qr_reader.read(table.frames()["board"]) is None
        table.handle((BOARD, "select"))
    board = table.frames()["board"]
    assert qr_reader.read(board) == qr_reader.segno_rows(web.board_url())
    assert beside(board, 0) == "web page"
    # the address in words too, to type on a TV
    assert "192.168.1.23:8080" in "".join(beside(board, r) for r in range(1, 8))
    # and, whole, how a seat shows its own code
    assert " ".join(beside(board, r) for r in range(1, 8)).strip().endswith("seats: menu > phone")
    table.handle((BOARD, "select"))
    assert table.frames()["board"].tobytes() == first.tobytes()


def test_without_a_web_page_the_board_pages_go_round_as_before():
    table = table_of("puerto_rico")
    first = table.frames()["board"]
    for _ in range(table.board_count()):
        table.handle((BOARD, "select"))
        assert not table.board_pairing
    assert table.frames()["board"].tobytes() == first.tobytes()


def test_a_decision_brings_back_the_boards_first_page_and_keeps_a_seats_code():
    web = Web()
    table = table_of("puerto_rico", web=web)
    for _ in range(table.board_count()):
        table.handle((BOARD, "select"))
    open_phone(table, 2)
    deciding = table.deciding()
    assert deciding != 2
    table.handle((deciding, "select"))
    frames = table.frames()
    assert qr_reader.read(frames["board"]) is None
    assert qr_reader.read(frames[2]) == qr_reader.segno_rows(web.seat_url(2))


def test_on_the_wide_board_the_pairing_page_fills_its_256_pixels():
    web = Web()
    table = table_of("puerto_rico", web=web)
    table.board_width = 256
    for _ in range(table.board_count()):
        table.handle((BOARD, "select"))
    board = table.frames()["board"]
    assert board.size == (256, 64)
    assert qr_reader.read(board) == qr_reader.segno_rows(web.board_url())
    assert "192.168.1.23:8080" in [beside(board, r) for r in range(1, 8)]


def test_an_address_too_long_for_a_code_is_said_in_words_and_the_table_goes_on():
    web = Web(host="http://[fd12:3456:789a:1::23]:8080")
    table = table_of("puerto_rico", web=web)
    open_phone(table, 1)
    frame = table.frames()[1]
    assert qr_reader.read(frame) is None
    assert "is too long for a QR code" in " ".join(read_screen(frame))
    table.handle((1, "select"))  # closed again
    assert table.seats[1].pairing is False


def test_a_table_without_a_web_page_never_loads_the_qr_code_library():
    code = (
        "import sys, core\n"
        "from drivers.buttons import BOARD\n"
        "from firmware.games.puerto_rico.table import Table\n"
        "t = Table(core.new_game(['A', 'B', 'C'], seed=1))\n"
        "for e in [(0, 'back'), (0, 'right'), (0, 'select'), (BOARD, 'select')]: t.handle(e)\n"
        "t.frames()\n"
        "print(sorted(m for m in sys.modules if m == 'segno' or m.startswith('firmware.web')))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "[]"


def test_a_code_asked_for_is_not_drawn_once_the_table_has_no_web_page():
    table = table_of("puerto_rico", web=Web())
    before = table.frames()
    open_phone(table, 1)
    for _ in range(table.board_count()):
        table.handle((BOARD, "select"))
    table.web = None
    after = table.frames()
    assert qr_reader.read(after[1]) is None and qr_reader.read(after["board"]) is None
    assert after[1].tobytes() == before[1].tobytes()
