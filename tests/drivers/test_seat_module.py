"""Seat modules end to end: the firmware (firmware/seat/) under the real
MicroPython (the npm WebAssembly port, a fake ``machine`` module), its UART
on a pty, the Pi side (drivers.serial_seat) on the other end, used by the
application's own loop as its seats. The checks read the module's panel
(the fake I2C bus keeps what an SSD1306 would hold)."""

import time

import pytest
from hypothesis import given, settings, strategies as st
from PIL import Image, ImageDraw

import core
from core import rng
from drivers import link
from drivers.buttons import ButtonHub
from drivers.oled import pack_pages
from drivers.screen_set import ScreenSet, emulated
from drivers.serial_seat import SerialSeat
from firmware.app import App, screen_failed
from drivers.keyboard import KEYS
from firmware.games.puerto_rico.table import Table
from tests.support.micropython.seat import SHORT_MS, ModuleProcess
from tests.support.table import emulated as emulated_table

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
WAIT = 60.0  # seconds, at most, for anything to cross the link (a loaded CI machine)


def wait_for(cond, what, timeout=WAIT, step=None):
    end = time.monotonic() + timeout
    while not cond():
        if time.monotonic() > end:
            raise AssertionError("timed out waiting for " + what)
        if step:
            step()
        else:
            time.sleep(0.005)


class SkewClock:
    """The hub's clock in these tests: real time plus the jumps the test
    makes the modules' clocks take (a press without waiting for it)."""

    def __init__(self):
        self.skew = 0.0

    def __call__(self):
        return time.monotonic() + self.skew


class SerialTable:
    """A Table on an App whose seats are all seat modules (MicroPython,
    over ptys) and whose board is an emulated I2C screen."""

    def __init__(self, n, seed):
        self.clock = SkewClock()
        self.table = Table(core.new_game(NAMES[:n], seed=seed))
        self.hub = ButtonHub(clock=self.clock)
        self.mods = [ModuleProcess() for _ in range(n)]
        self.ports = [m.port for m in self.mods]
        # the links' timers on the same clock: a module whose clock jumps
        # still hears from the Pi often enough
        self.seats = [
            SerialSeat(usb_serial="seat%d" % s, finder=self._find, clock=self.clock) for s in range(n)
        ]
        board = emulated(0)
        devices = {"board": board.devices["board"]}
        for s, seat in enumerate(self.seats):
            seat.attach(self.hub, s)
            devices[s] = seat
        self.screens = ScreenSet(devices, board.rams)
        self.app = App(self.table, self.hub, self.screens)
        wait_for(lambda: all(s.fault() is None for s in self.seats), "the modules' hellos")
        self.app.redraw()

    def _find(self, usb_serial):
        return self.ports[int(usb_serial[4:])]

    def press(self, seat, button):
        before = self.app.presses
        self.mods[seat].press(button)
        for m in self.mods:  # every module's clock keeps step with the hub's
            if m is not self.mods[seat] and m.proc.poll() is None:
                m.send("t %d" % (2 * SHORT_MS))
        self.clock.skew += 2 * SHORT_MS / 1000  # the hub's clock jumps as the module's does
        wait_for(lambda: self.app.presses > before, "seat %d's press" % (seat + 1), step=self.app.step)

    def settle(self):
        """Until every module holds what its seat's frame shows."""
        self.app.step()
        for s, seat in enumerate(self.seats):
            wait_for(
                lambda seat=seat: seat.ep.busy() == 0 and seat._target == seat._sent,
                "seat %d's pages" % (s + 1),
            )

    def close(self):
        for seat in self.seats:
            seat.close()
        for m in self.mods:
            m.close()


def play(tab, n, seed):
    """Random legal choices by ▶ presses and ●; the indices chosen."""
    r = rng.seed_state(seed)
    chosen = []
    while not core.is_over(tab.table.state):
        seat = tab.table.deciding()
        r, i = rng.below(r, len(core.legal_actions(tab.table.state)))
        for _ in range(i):
            tab.press(seat, 1)
        tab.press(seat, 2)
        chosen.append(i)
    return chosen


def play_locally(n, game_seed, chosen):
    table = Table(core.new_game(NAMES[:n], seed=game_seed))
    emu = emulated_table(table)
    for i in chosen:
        keys = KEYS[table.deciding()]
        for _ in range(i):
            emu.press(keys[1])
        emu.press(keys[2])
    emu.close()
    return table


@pytest.mark.slow
@pytest.mark.alone  # a neighbour worker starving the pty lost a press (CI, xdist)
@pytest.mark.parametrize("n", [2, 5])
def test_whole_game_on_serial_seats_ranks_as_on_local_seats(n):
    tab = SerialTable(n, seed=60 + n)
    try:
        chosen = play(tab, n, seed=n)
        tab.settle()
        for s in range(n):  # each module's panel shows its seat's last frame
            want = b"".join(pack_pages(tab.app.frames[s]))
            # a module the loaded machine let fall silent gets its whole
            # screen back when it answers again: wait for it, then compare
            shown = lambda s=s, want=want: tab.mods[s].status()["panel"] == want  # noqa: E731
            wait_for(shown, "seat %d's panel" % (s + 1))
            assert tab.mods[s].status()["panel"] == want
        assert all(m.status()["bad"] == 0 for m in tab.mods)
        result = tab.table.result
    finally:
        tab.close()
    local = play_locally(n, 60 + n, chosen)
    assert local.result == result
    assert [p["rank"] for p in local.result["players"]] == [p["rank"] for p in result["players"]]


@pytest.mark.alone  # a neighbour worker starving the pty lost a press (CI, xdist)
def test_module_shows_the_pages_and_reports_presses():
    m = ModuleProcess()
    clock = SkewClock()
    hub = ButtonHub(clock=clock)
    seat = SerialSeat(port=m.port, clock=clock)

    def press(button, ms=SHORT_MS):
        m.press(button, ms)
        clock.skew += 2 * ms / 1000

    try:
        seat.attach(hub, 3)
        wait_for(lambda: seat.fault() is None, "the module's hello")
        assert seat.module.uid == "E6614103E7452D2F" and seat.module.firmware == "1.0.0"
        img = Image.new("1", (128, 64))
        ImageDraw.Draw(img).text((2, 2), "Bernie 12 VP", fill=1)
        seat.display(img)
        wait_for(lambda: seat.ep.busy() == 0 and seat._sent == seat._target, "the pages")
        assert m.status()["panel"] == b"".join(pack_pages(img))  # what a person sees on the module
        before = seat.page_bytes
        img.putpixel((127, 63), 1)
        seat.display(img)
        wait_for(lambda: seat.ep.busy() == 0 and seat._sent == seat._target, "the change")
        assert seat.page_bytes - before == 1 + 2 + link.OVERHEAD  # one column of one page
        assert m.status()["panel"] == b"".join(pack_pages(img))

        events = []
        press(1)
        wait_for(lambda: events.extend(hub.poll()) or events, "the press")
        assert events == [(3, "right")]
        events.clear()
        press(2, ms=800)  # a long press on the module's clock: back
        wait_for(lambda: events.extend(hub.poll()) or events, "the long press")
        assert events == [(3, "back")]
    finally:
        seat.close()
        m.close()


@pytest.fixture(scope="module")
def module_alone():
    """A module and a Pi played by the test over the pty (pyserial)."""
    import serial

    m = ModuleProcess()
    port = serial.Serial(m.port, timeout=0.05)
    pi = link.Endpoint(link.MODULE_TYPES, link.P_ACK, link.P_BEAT, 0)
    port.write(link.frame(link.P_HELLO, 0, bytes((link.VERSION, 7))))
    hello = None
    end = time.monotonic() + WAIT
    while hello is None and time.monotonic() < end:
        for kind, payload in pi.feed(port.read(256), 0):
            if kind == link.M_HELLO and payload[8] == 7:
                hello = payload
    pi.renumber(hello[6], hello[7])
    panel = bytearray(m.status()["panel"])  # its own "waiting for the table" screen
    yield m, port, pi, panel
    port.close()
    m.close()


def send_page(port, pi, panel, page, col, data):
    """A valid page, sent (and resent) until the module acknowledges it."""
    pi.send(link.P_PAGE, bytes((page, col)) + data, link.ticks_ms())
    panel[page * 128 + col : page * 128 + col + len(data)] = data
    end = time.monotonic() + WAIT
    while pi.busy() and time.monotonic() < end:
        port.write(pi.poll(link.ticks_ms()))
        pi.feed(port.read(max(1, port.in_waiting)), link.ticks_ms())
    assert not pi.busy(), "the module never took the page"


in_bounds = st.tuples(st.integers(0, 7), st.integers(0, 127)).flatmap(
    lambda pc: st.tuples(st.just(pc[0]), st.just(pc[1]), st.binary(min_size=1, max_size=128 - pc[1]))
)
bad_pages = st.one_of(
    st.tuples(st.integers(8, 255), st.integers(0, 127), st.binary(min_size=1, max_size=8)),  # no such page
    st.tuples(st.integers(0, 7), st.integers(120, 255), st.binary(min_size=9, max_size=40)),  # past the edge
    st.tuples(st.integers(0, 7), st.integers(0, 127), st.just(b"")),  # nothing
)


@pytest.mark.slow
@pytest.mark.alone  # a neighbour worker starving the pty lost a press (CI, xdist)
@given(
    st.lists(
        st.one_of(
            st.binary(max_size=200),  # noise
            st.tuples(
                st.sampled_from(link.MODULE_TYPES + (0x00, 0x7F, 0x90, 0xFF)), st.binary(max_size=20)
            ).map(
                lambda t: link.frame(t[0], 0, t[1])  # the module's own types, unknown ones
            ),
            st.tuples(bad_pages, st.integers(0, 3)).map(lambda t: ("bad",) + t),
            st.just(("replay", None)),
            st.just(("cut", None)),  # a page frame cut short, as by a pulled plug
            st.just(("crc", None)),
            st.just(bytes((0xA5, 0xFF, 0x82, 0x00))),  # an oversized length
        ),
        max_size=8,
    ),
    in_bounds,
)
@settings(max_examples=40, deadline=None)
def test_no_frame_makes_the_module_do_anything_but_show_valid_pages(module_alone, chunks, good):
    """Noise, bad CRCs, cut frames, replays, oversized lengths, pages off
    the screen: the module counts and drops them, its panel changes only
    by the valid pages, and the link still works after."""
    m, port, pi, panel = module_alone
    last = link.frame(link.P_PAGE, (pi.next - 1) & 0xFF, b"\x00\x00\x00")  # taken already
    for c in chunks:
        if isinstance(c, tuple) and c[0] == "bad":
            (page, col, data), _ = c[1:]
            pi.send(link.P_PAGE, bytes((page, col)) + data, 0)  # valid frame, bad content
            c = pi.poll(0)
        elif isinstance(c, tuple):
            c = {"replay": last, "cut": last[: len(last) // 2], "crc": last[:-1] + bytes((last[-1] ^ 1,))}[
                c[0]
            ]
        port.write(c)
    send_page(port, pi, panel, *good)  # the link recovers: a good page gets through
    assert m.status()["panel"] == bytes(panel)  # and only good pages changed the panel


@pytest.mark.slow
@pytest.mark.alone  # a neighbour worker starving the pty lost a press (CI, xdist)
def test_unplugged_seat_is_named_on_the_board_and_gets_its_screen_back():
    tab = SerialTable(2, seed=5)
    try:
        tab.press(tab.table.deciding(), 1)
        tab.mods[1].kill()  # pulled out
        failed = screen_failed(1, "en")
        wait_for(lambda: failed in tab.table.status, "the board to name seat 2", step=tab.app.step)
        # the game goes on: the other seat's buttons still work
        tab.press(0, 1)
        tab.press(0, 0)
        tab.mods[1].close()
        tab.mods[1] = ModuleProcess()  # plugged in again: a new port, the same serial number
        tab.ports[1] = tab.mods[1].port
        wait_for(lambda: failed not in tab.table.status, "seat 2 to come back", step=tab.app.step)
        tab.settle()
        assert tab.mods[1].status()["panel"] == b"".join(pack_pages(tab.app.frames[1]))
        assert tab.seats[1].lost == 1
    finally:
        tab.close()


def test_firmware_main_leaves_the_line_to_the_repl_when_select_is_held(tmp_path):
    """main.py on the Pico: select held at power-on starts no link (so
    mpremote can reach the REPL to flash it again)."""
    script = tmp_path / "boot.py"
    script.write_text("import machine\nmachine.LEVELS[12] = 0\nimport main\nprint('returned')\n")
    m = ModuleProcess(script=str(script), ready=None)
    try:
        assert m.line() == "doubloon seat: select held at power-on, link off, REPL free"
        assert m.line() == "returned"
    finally:
        m.close()
