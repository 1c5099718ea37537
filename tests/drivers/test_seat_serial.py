"""The Pi side of a seat module (drivers.serial_seat) against a module
played by the test on the other end of a pty: the handshake, pages, button
edges, and that no byte sequence from a module crashes the Pi or reaches
the game as anything but a button edge of a valid frame."""

import os
import time
import tty

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from PIL import Image, ImageDraw

from drivers import link
from drivers.buttons import ButtonHub
from drivers.oled import pack_pages
from drivers.serial_seat import SerialSeat, SeatLinkError

UID = b"E6614103E7452D2F"


class FakeModule:
    """The module's end of a pty, played by the test: frames in, frames out."""

    def __init__(self):
        self.fd, self.slave = os.openpty()
        tty.setraw(self.slave)
        os.set_blocking(self.fd, False)
        self.port = os.ttyname(self.slave)
        self.ep = link.Endpoint(link.PI_TYPES, link.M_ACK, link.M_BEAT, 0)
        self.pages = []
        self.hellos = []

    def write(self, data):
        os.write(self.fd, data)

    def read(self, now=0):
        try:
            data = os.read(self.fd, 1 << 16)
        except BlockingIOError:
            data = b""
        for kind, payload in self.ep.feed(data, now):
            (self.pages if kind == link.P_PAGE else self.hellos).append(payload)
        return data

    def hello(self, nonce, version=link.VERSION, size=(128, 64)):
        head = (version, 1, 0, 0) + size + (self.ep.next, self.ep.expect, nonce)
        self.write(link.frame(link.M_HELLO, 0, bytes(head) + link.u32(1000) + UID))

    def close(self):
        os.close(self.fd)
        os.close(self.slave)


@pytest.fixture
def pair():
    """(SerialSeat on the pty's port, FakeModule, ButtonHub); the link is
    pumped by the test (no thread), so every step is in order."""
    mod = FakeModule()
    now = [100.0]
    hub = ButtonHub(clock=lambda: now[0])
    hub.now = now  # the test moves the hub's clock
    # the link's timers stand still: a slow machine (or the 40 examples of
    # a hypothesis test sharing this fixture) never lets 1.5 s of silence
    # drop the link in the middle of a test (the hub's clock is the test's)
    seat = SerialSeat(port=mod.port, clock=lambda: 100.0)
    seat.hub, seat.seat = hub, 2
    assert seat.connect()
    seat.pump()
    mod.read()
    assert mod.hellos and mod.hellos[-1][0] == link.VERSION
    mod.hello(mod.hellos[-1][1])
    seat.pump()
    assert seat.fault() is None
    yield seat, mod, hub
    seat.close()
    mod.close()


def pump(seat, mod, times=3):
    for _ in range(times):
        seat.pump()
        mod.read()
        mod.write(mod.ep.poll(0))


def picture(text):
    img = Image.new("1", (128, 64))
    ImageDraw.Draw(img).text((3, 20), text, fill=1)
    return img


def test_hello_then_the_whole_screen_then_only_what_changed(pair):
    seat, mod, _ = pair
    assert seat.module.uid == UID.decode() and seat.module.firmware == "1.0.0"
    img = picture("hello")
    seat.display(img)
    pump(seat, mod)
    assert len(mod.pages) == 8 and all(p[1] == 0 and len(p) == 130 for p in mod.pages)
    mod.pages.clear()
    img2 = img.copy()
    img2.putpixel((70, 3), 1)  # one pixel on page 0
    seat.display(img2)
    pump(seat, mod)
    assert mod.pages == [bytes((0, 70, pack_pages(img2)[0][70]))]


def test_button_edges_keep_the_module_timing(pair):
    seat, mod, hub = pair
    for b, down, ms, t in [(2, 1, 5500, 104.55), (2, 0, 6300, 105.4)]:  # the hello said 1000 ms
        mod.ep.send(link.M_BUTTON, bytes((b, down)) + link.u32(ms), 0)
        hub.now[0] = t  # the edge arrives 50 ms (100 ms) after the module saw it
        pump(seat, mod)
    raw = list(hub._raw)
    assert [(s, n, p) for s, n, p, _ in raw] == [(2, "select", True), (2, "select", False)]
    assert raw[1][3] - raw[0][3] == pytest.approx(0.8)  # a long press, as the module timed it
    assert hub.poll() == [(2, "back")]


def test_a_module_of_another_protocol_is_named_not_used(pair):
    seat, mod, _ = pair
    seat2 = SerialSeat(port=mod.port)
    try:
        assert seat2.connect()
        seat2.pump()
        mod.read()
        mod.hello(mod.hellos[-1][1], version=9)
        seat2.pump()
        assert "protocol 9" in seat2.fault() and "flash-seat" in seat2.fault()
        with pytest.raises(SeatLinkError):
            seat2.display(picture("x"))
    finally:
        seat2.close()


def test_a_silent_module_is_lost_then_found_by_serial_number():
    mods = [FakeModule()]
    now = [0.0]
    seat = SerialSeat(
        usb_serial="E661", finder=lambda sn: mods[-1].port if mods else None, clock=lambda: now[0]
    )
    try:
        assert seat.connect()
        seat.pump()
        mods[-1].read()
        mods[-1].hello(mods[-1].hellos[-1][1])
        seat.pump()
        assert seat.fault() is None
        now[0] += link.LOST_MS / 1000 + 0.1
        seat.pump()
        assert "no answer" in seat.fault() and seat.lost == 1
        mods.append(FakeModule())  # plugged in again, on another port
        now[0] += 1
        assert seat.connect()
        seat.pump()
        mods[-1].read()
        mods[-1].hello(mods[-1].hellos[-1][1])
        seat.pump()
        assert seat.fault() is None
    finally:
        seat.close()
        for m in mods:
            m.close()


frames = st.builds(
    link.frame,
    st.sampled_from(link.MODULE_TYPES + link.PI_TYPES + (0, 0x7F, 0xFF)),
    st.integers(0, 255),
    st.binary(max_size=40),
)
junk = st.one_of(
    st.binary(max_size=300),
    frames,
    frames.map(lambda f: f[: len(f) // 2]),  # cut short
    frames.map(lambda f: f[:-1] + bytes((f[-1] ^ 0x40,))),  # bad CRC
    st.just(bytes((0xA5, 0xFF, 0x02, 0))),  # oversized length
)


@given(st.lists(junk, max_size=12))
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_any_bytes_from_a_module_give_at_most_valid_button_edges(pair, chunks):
    seat, mod, hub = pair
    hub._raw.clear()
    expect = seat.ep.expect
    for c in chunks:
        mod.write(c)
        seat.pump()  # never raises: a bad frame is counted and dropped
    edges = list(hub._raw)
    assert len(edges) <= (seat.ep.expect - expect) & 0xFF  # at most one per new button frame
    assert all(n in ("left", "right", "select") and p in (True, False) for _s, n, p, _t in edges)
    assert seat.fault() is None or "restarted" in seat.fault()
    hub.poll()


def test_a_flood_of_button_frames_is_taken_in_order_and_replays_are_not(pair):
    seat, mod, hub = pair
    flood = []
    for i in range(400):
        f = link.frame(link.M_BUTTON, (seat.ep.expect + i) & 0xFF, bytes((i % 3, i % 2)) + link.u32(i * 40))
        flood.append(f)
    mod.write(b"".join(flood[:200]))
    for _ in range(20):
        seat.pump()
    mod.write(b"".join(flood[:200]))  # replayed: all repeats
    for _ in range(20):
        seat.pump()
    assert len(hub._raw) == 200 and seat.ep.repeats >= 200


def test_a_module_that_stops_mid_frame_does_not_hold_the_next_one(pair):
    seat, mod, hub = pair
    good = link.frame(link.M_BUTTON, seat.ep.expect, bytes((1, 1)) + link.u32(7))
    mod.write(good[:6])  # and then nothing: the line goes quiet
    seat.pump()
    seat.pump()
    mod.write(good)
    seat.pump()
    assert [(n, p) for _s, n, p, _t in hub._raw] == [("right", True)]
    assert seat.ep.parser.bad >= 1


def test_port_that_vanishes_is_a_fault_not_a_crash(pair):
    seat, mod, _ = pair
    seat.start()
    mod.close()  # the USB cable pulled: the pty's master side is gone
    deadline = time.monotonic() + 5
    while seat.fault() is None and time.monotonic() < deadline:
        time.sleep(0.02)
    assert "unplugged" in seat.fault() or "no answer" in seat.fault()
    with pytest.raises(SeatLinkError):
        seat.display(picture("x"))
    mod.fd = os.open(os.devnull, os.O_RDONLY)  # so the fixture's close closes something
    mod.slave = os.open(os.devnull, os.O_RDONLY)


no_button = st.one_of(
    st.binary(max_size=300),
    st.builds(
        link.frame,
        st.sampled_from((link.M_BEAT, link.M_ACK, link.P_PAGE, link.P_HELLO, 0x7F)),
        st.integers(0, 255),
        st.binary(max_size=40),
    ),
    st.builds(link.frame, st.just(link.M_BUTTON), st.integers(0, 255), st.binary(max_size=8)).map(
        lambda f: f[:-2] + bytes((f[-2] ^ 0x11, f[-1]))  # a button frame with a bad CRC
    ),
    st.builds(link.frame, st.just(link.M_BUTTON), st.integers(0, 255), st.binary(max_size=8)).map(
        lambda f: f[: len(f) // 2]  # cut short
    ),
)


@pytest.mark.slow
@given(st.lists(no_button, max_size=10))
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
def test_bad_frames_never_touch_the_game(pair, chunks):
    """A game on the App whose seat 3 is this module: junk on its line
    (nothing that is a valid button frame) leaves the game as it was."""
    import core
    from core import canon
    from drivers.screen_set import ScreenSet, emulated
    from firmware.app import App
    from firmware.games.puerto_rico.table import Table

    seat, mod, hub = pair
    table = Table(core.new_game(["A", "B", "C"], seed=2))
    board = emulated(2)
    devices = dict(board.devices)
    devices[2] = seat
    app = App(table, hub, ScreenSet(devices, board.rams))
    app.redraw()
    before = canon.dumps(table.state)
    for c in chunks:
        mod.write(c)
        seat.pump()
        app.step()
    assert canon.dumps(table.state) == before
    assert app.presses == 0


def test_listing_the_modules_plugged_in(monkeypatch, capsys):
    from serial.tools import list_ports
    from serial.tools.list_ports_common import ListPortInfo

    from drivers import serial_seat

    pico = ListPortInfo("/dev/ttyACM1")
    pico.vid, pico.serial_number = serial_seat.USB_VID, "E6614103E7452D2F"
    other = ListPortInfo("/dev/ttyUSB0")
    other.vid, other.serial_number = 0x0403, "FT123"
    monkeypatch.setattr(list_ports, "comports", lambda: [other, pico])
    assert serial_seat.main([]) == 0
    assert capsys.readouterr().out == "/dev/ttyACM1  usb_serial E6614103E7452D2F\n"
    assert serial_seat.find_port("e6614103e7452d2f") == "/dev/ttyACM1"
    assert serial_seat.find_port("NOPE") is None
    monkeypatch.setattr(list_ports, "comports", lambda: [other])
    assert serial_seat.main([]) == 1
    assert "no seat module" in capsys.readouterr().out


def test_the_listing_runs_without_the_screens_libraries_and_names_the_command():
    # the Pi's system Python has neither luma nor pyserial (issue 32):
    # one line naming the install's command, not a traceback
    import subprocess
    import sys

    from tests.support import ROOT

    code = (
        "import sys, runpy\n"
        "for m in ('luma', 'PIL', 'serial'): sys.modules[m] = None\n"
        "runpy.run_module('drivers.serial_seat', run_name='__main__')\n"
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 2 and r.stdout == ""
    assert r.stderr == (
        "pyserial is not installed for %s: on the Pi, run 'doubloon seat-modules' (the install's"
        " Python, /opt/doubloon/venv/bin/python -m drivers.seat_modules), or pip install pyserial\n"
        % sys.executable
    )


def _picos(monkeypatch, n):
    from serial.tools import list_ports
    from serial.tools.list_ports_common import ListPortInfo

    from drivers import serial_seat

    ports = []
    for i in range(n):
        p = ListPortInfo("/dev/ttyACM%d" % i)
        p.vid, p.serial_number = serial_seat.USB_VID, "E66141030000000%d" % i
        ports.append(p)
    monkeypatch.setattr(list_ports, "comports", lambda: list(reversed(ports)))
    return serial_seat


def test_a_profile_written_with_the_modules_plugged_in(monkeypatch, capsys, tmp_path):
    from drivers import profile, seat_modules

    _picos(monkeypatch, 3)
    out = tmp_path / "my-table.json"
    assert seat_modules.main(["--write", str(out)]) == 0
    said = capsys.readouterr().out
    assert said.startswith("/dev/ttyACM0  usb_serial E661410300000000\n")
    assert "wrote %s: 3 seats" % out in said
    p = profile.load(str(out))
    assert p["name"] == "my-table" and p["board"] == profile.load("pi-serial-5seat")["board"]
    assert [s["serial"]["usb_serial"] for s in p["seats"]] == ["E66141030000000%d" % i for i in range(3)]
    # never over a file; more modules than the profile has seats for: one line
    assert seat_modules.main(["--write", str(out)]) == 2
    assert capsys.readouterr().err == "%s exists: not written over (give another name)\n" % out
    _picos(monkeypatch, 3)
    assert seat_modules.main(["--write", str(tmp_path / "mixed.json"), "--like", "pi-mixed-4seat"]) == 2
    assert capsys.readouterr().err == (
        "3 seat modules plugged in, pi-mixed-4seat has 2: use --like with a profile of as many\n"
    )
    assert not (tmp_path / "mixed.json").exists()
