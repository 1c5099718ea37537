"""Issue 24: the start screen's "web page" row. With the web extra
installed seat 1 turns the table's web page on or off before the game;
the session starts the server when the row says on (before the game's
tokens and QR codes are made) and stops it when it says off or when the
session ends. A server that cannot start leaves the start screen up with
one line saying why. A real server on 127.0.0.1 (port 0: a free one);
the screens read back from their pixels."""

import errno
import http.client
import importlib.util
import io
import socket

import pytest

from firmware.app import FrontEnd
from firmware.drawing import split
from firmware.emulator.device import Emulated, VirtualClock
from firmware.journal import Journal
from firmware.modes.start import StartScreen
from firmware.session import Plan, Session
from firmware.web import start
from tests.firmware.test_qr_pairing import open_phone
from tests.support import qr_reader
from tests.support.screen_reader import read_line, read_screen, shows

LOOPBACK = "127.0.0.1:0"  # a free port: tests never take a fixed one


class Device(FrontEnd):
    """The emulated device: each mode the session opens is drawn on its
    screens and handed to ``script(emu, mode)``, which presses seat 1's
    buttons; a mode left not done ends the session (the person left)."""

    seats = 3

    def __init__(self, script):
        self.script = script
        self.modes = []

    def run(self, mode):
        emu = Emulated(mode, clock=VirtualClock(), saving=self.saving)
        try:
            emu.app.redraw()
            self.modes.append(mode)
            self.script(emu, mode)
        finally:
            emu.close()
        self.left = not mode.done


def press(emu, mode, what):
    """Seat 1's button ``what`` ("left", "right", "select", "back"), then
    one pass of the device's loop (it redraws)."""
    mode.handle((0, what))
    emu.app.step()


def to_row(emu, mode, name):
    """Seat 1 walks down (●) to row ``name``; the board lines seen."""
    seen = []
    for _ in range(len(mode.rows) + 1):
        seen += read_screen(emu.images()["board"])
        if mode.rows[mode.row][0] == name:
            return seen
        press(emu, mode, "select")
    raise AssertionError("no %s row" % name)


def board(emu):
    return read_screen(emu.images()["board"])


def refused(port):
    """True when nothing listens on 127.0.0.1:``port`` any more."""
    with pytest.raises(OSError) as e:
        socket.create_connection(("127.0.0.1", port), timeout=5).close()
    return e.value.errno == errno.ECONNREFUSED


def get(url):
    host, port = url.split("//", 1)[1].rstrip("/").rsplit(":", 1)
    c = http.client.HTTPConnection(host, int(port), timeout=10)
    try:
        c.request("GET", "/")
        return c.getresponse().status
    finally:
        c.close()


def session(tmp_path, script, **options):
    db = str(tmp_path / "j.sqlite3")
    front = Device(script)
    s = Session(front, Journal(db), None, io.StringIO(), db=db, **options)
    rc = s.run(Plan(setup=True, resume="no"))
    return s, front, rc


def games_stored(tmp_path):
    with Journal(str(tmp_path / "j.sqlite3")) as j:
        return j.unfinished()


WEB_OFF, WEB_ON = split("web page", "off"), split("web page", "on")


def test_the_row_is_there_with_the_web_extra_off_by_default(tmp_path):
    seen = []
    session(tmp_path, lambda emu, mode: seen.extend(to_row(emu, mode, "start")))
    assert WEB_OFF in seen and WEB_ON not in seen


def test_without_the_web_extra_there_is_no_row(tmp_path, monkeypatch):
    real = importlib.util.find_spec
    monkeypatch.setattr(
        importlib.util, "find_spec", lambda name, *a: None if name == "aiohttp" else real(name, *a)
    )
    seen = []
    session(tmp_path, lambda emu, mode: seen.extend(to_row(emu, mode, "start")))
    assert not [line for line in seen if line.startswith("web page")]
    assert "web" not in StartScreen(3).choice()  # the start screen alone: no row either


def test_french_words_for_the_row():
    mode = StartScreen(3, lang="fr", web=True, web_at="127.0.0.1:8080")
    emu = Emulated(mode, clock=VirtualClock())
    try:
        emu.app.redraw()
        to_row(emu, mode, "web")
        assert split("page web", "oui") in board(emu)
        assert read_screen(emu.images()[0])[5:7] == ["page web sur:", "127.0.0.1:8080"]
    finally:
        emu.close()


def test_turned_on_it_serves_the_board_page_and_the_game_pairs_phones(tmp_path):
    got = {}

    def script(emu, mode):
        if isinstance(mode, StartScreen):
            assert read_screen(emu.images()[0])[5:7] == ["", ""]  # off: no address
            to_row(emu, mode, "web")
            press(emu, mode, "right")
            assert WEB_ON in board(emu)
            # seat 1's screen says where the page will be
            assert read_screen(emu.images()[0])[5:7] == ["web page at:", "127.0.0.1:0"]
            to_row(emu, mode, "start")
            press(emu, mode, "select")
            return
        web = mode.web
        got["port"] = web.port
        got["status"] = get(web.board_url())
        got["seat"] = web.seat_url(0)  # the game's own tokens
        open_phone(mode, 0)
        got["qr"] = qr_reader.read(mode.frames()[0])

    s, front, rc = session(tmp_path, script, web_address=LOOPBACK)
    assert rc == 0 and len(front.modes) == 2
    assert got["status"] == 200
    assert got["qr"] == qr_reader.segno_rows(got["seat"])
    # the session started it: the session stopped it
    assert s.web is None and refused(got["port"])


def test_two_sessions_in_a_row_each_start_and_stop_their_own_at_one_address(tmp_path):
    probe = socket.socket()
    probe.bind(("127.0.0.1", 0))
    port = probe.getsockname()[1]  # a free port, the same for both sessions
    probe.close()
    served = []

    def script(emu, mode):
        if isinstance(mode, StartScreen):
            to_row(emu, mode, "web")
            press(emu, mode, "right")
            to_row(emu, mode, "start")
            press(emu, mode, "select")
        else:
            served.append((mode.web.port, get(mode.web.board_url())))

    for _ in range(2):
        # the second starts at the address the first one left free
        s, front, rc = session(tmp_path, script, web_address="127.0.0.1:%d" % port)
        assert rc == 0 and len(front.modes) == 2
        assert refused(port)
    assert served == [(port, 200), (port, 200)]


def test_turned_off_it_stops_the_web_given_and_the_game_has_no_page(tmp_path):
    web = start(LOOPBACK)
    try:
        got = {}

        def script(emu, mode):
            if isinstance(mode, StartScreen):
                # on at first: the server runs; seat 1 sees its address
                assert read_screen(emu.images()[0])[6] == "127.0.0.1:%d" % web.port
                to_row(emu, mode, "web")
                assert WEB_ON in board(emu)
                press(emu, mode, "left")
                assert WEB_OFF in board(emu)
                to_row(emu, mode, "start")
                press(emu, mode, "select")
                return
            got["web"] = mode.web
            got["refused"] = refused(web.port)

        s, front, rc = session(tmp_path, script, web=web, web_address=LOOPBACK)
        assert rc == 0 and len(front.modes) == 2
        assert got == {"web": None, "refused": True}
    finally:
        web.stop()


def test_a_port_in_use_is_one_line_and_no_game_until_the_row_is_off(tmp_path):
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    port = taken.getsockname()[1]
    said = {}

    def script(emu, mode):
        if not isinstance(mode, StartScreen):
            said["game"] = mode.web
            return
        to_row(emu, mode, "web")
        press(emu, mode, "right")
        to_row(emu, mode, "start")
        press(emu, mode, "select")
        assert not mode.done
        images = emu.images()
        said["board"] = shows(images["board"], 7, "web: port in use", invert=True)
        said["seat"] = read_line(images[0], 7)
        said["stored"] = emu.app.saving()  # the session's journal writer: no game
        press(emu, mode, "back")  # back to the row: off, then start
        press(emu, mode, "left")
        assert "web: port in use" not in board(emu)  # a row changed: the line goes
        press(emu, mode, "select")
        press(emu, mode, "select")

    try:
        s, front, rc = session(tmp_path, script, web_address="127.0.0.1:%d" % port)
    finally:
        taken.close()
    assert rc == 0
    assert said == {"board": True, "seat": "web: port in use", "stored": None, "game": None}
    assert len(front.modes) == 2


def test_an_address_not_of_this_machine_says_so_in_french(tmp_path):
    said = []

    def script(emu, mode):
        if isinstance(mode, StartScreen):
            to_row(emu, mode, "language")
            press(emu, mode, "right")  # français
            to_row(emu, mode, "web")
            press(emu, mode, "right")
            to_row(emu, mode, "start")
            press(emu, mode, "select")
            said.append(read_line(emu.images()["board"], 7))
            said.append(mode.done)

    # a documentation address (TEST-NET-1): no machine here has it
    s, front, rc = session(tmp_path, script, web_address="192.0.2.1:8080")
    assert rc == 0 and said == ["web: autre machine", False]
    assert len(front.modes) == 1 and games_stored(tmp_path) == []


def test_any_other_failure_to_start_is_said_as_not_started():
    from firmware.web import WebError, why

    import errno

    denied = "--web 127.0.0.1:1: cannot listen on 127.0.0.1 port 1: permission denied"
    assert why(WebError(denied, errno.EACCES)) == why(WebError(denied)) == "web_not_started"
    # the system's error number says why, whatever the line's words
    assert why(WebError("any words", errno.EADDRINUSE)) == "web_in_use"
    mode = StartScreen(3, web=True, web_at="127.0.0.1:1")
    mode.on_start = lambda choice: "web_not_started"
    while mode.rows[mode.row][0] != "start":
        mode.handle((0, "select"))
    mode.handle((0, "select"))
    frames = mode.frames()
    assert not mode.done and mode.result is None
    assert read_line(frames["board"], 7) == read_line(frames[0], 7) == "web page not started"


def test_a_start_screen_game_with_the_row_off_never_imports_aiohttp(tmp_path):
    import subprocess
    import sys

    from tests.support import ROOT

    code = (
        "import sys, io, contextlib\n"
        "from firmware.cli import main\n"
        "with contextlib.redirect_stdout(io.StringIO()):\n"
        "    rc = main(['play', '--setup', '--no-journal', '--record', sys.argv[1], '--keys', 'e' * 20])\n"
        "print(rc, 'aiohttp' in sys.modules, 'segno' in sys.modules, 'firmware.web.server' in sys.modules)\n"
    )
    rec = tmp_path / "g.jsonl"
    out = subprocess.run(
        [sys.executable, "-c", code, str(rec)], capture_output=True, text=True, timeout=120, cwd=ROOT
    )
    assert out.stdout.split() == ["0", "False", "False", "False"], out.stderr
    assert len(rec.read_text().splitlines()) > 1  # the game started and seat 1 played
