"""A seat module on a serial line (a Raspberry Pi Pico with its own screen
and three buttons, firmware/seat/), used by the rest of the program exactly
as a local seat: a screen for drivers.screen_set (``display``, ``recover``,
``fault``, ``cleanup``) and three buttons whose edges go into a
drivers.buttons.ButtonHub, as gpiozero's callbacks do.

The link (drivers.link, hardware/seat-link.md) runs in one thread per
seat: it reads the port, answers and resends, sends the pages that changed
(the page diff of drivers.oled), and, when the port disappears (the module
unplugged), looks for it again by its USB serial number until it returns;
the screen is then sent whole. The main loop only sets the image it wants
shown and reads ``fault()``.

    python -m drivers.serial_seat        # list the seat modules plugged in

(and ``python -m drivers.seat_modules --write FILE`` a profile with them;
on the Pi: ``doubloon seat-modules``. The listing needs pyserial only, not
the screens' libraries, which are imported when a seat is used.)
"""

from __future__ import annotations

import sys
import threading
import time
from typing import TYPE_CHECKING, Any, Callable

from drivers import buttons, link

if TYPE_CHECKING:
    from PIL.Image import Image

    from drivers.buttons import ButtonHub

BAUD = 921600  # UART speed; a USB CDC port ignores it
READ_S = 0.01  # read timeout of one pass of the link thread
REOPEN_S = 0.5  # seconds between looks for an unplugged module
HELLO_MS = 300  # our hello again until the module answers
USB_VID = 0x2E8A  # Raspberry Pi (the Pico's MicroPython USB port)


class SeatLinkError(RuntimeError):
    """A seat module that cannot be used (one line, naming it)."""


def ms(clock: Callable[[], float] = time.monotonic) -> int:
    return int(clock() * 1000) & (link.PERIOD - 1)


def find_port(usb_serial: str) -> str | None:
    """The device path of the USB serial port with this serial number."""
    from serial.tools import list_ports

    for p in list_ports.comports():
        if (p.serial_number or "").upper() == usb_serial.upper():
            return p.device
    return None


def modules() -> list[tuple[str, str]]:
    """[(device, USB serial number)] of the Picos plugged in."""
    from serial.tools import list_ports

    return sorted((p.device, p.serial_number or "?") for p in list_ports.comports() if p.vid == USB_VID)


def _open(url: str, baud: int) -> Any:
    import serial

    return serial.serial_for_url(url, baudrate=baud, timeout=READ_S, write_timeout=0.5)


class Module:
    """What a module said in its hello."""

    def __init__(self, payload: bytes) -> None:
        self.protocol = payload[0]
        self.firmware = "%d.%d.%d" % (payload[1], payload[2], payload[3])
        self.size = (payload[4], payload[5])
        self.numbers = (payload[6], payload[7])  # its next, its expected
        self.nonce = payload[8]
        self.ms = link.get_u32(payload, 9)  # its clock when it answered
        self.uid = bytes(b for b in payload[13:45] if 32 < b < 127).decode("ascii")


class SerialSeat:
    """One seat module. ``port``: a device path or pyserial URL
    (``/dev/ttyAMA0``, ``loop://``); or ``usb_serial``: the USB serial number
    (the port is looked up on each (re)connection, so ``/dev/ttyACM`` order
    does not matter). ``opener(url, baud)`` and ``finder(usb_serial)`` are
    injectable (tests); ``clock``: the link's timers (seconds)."""

    def __init__(
        self,
        port: str | None = None,
        usb_serial: str | None = None,
        baud: int = BAUD,
        opener: Callable[[str, int], Any] = _open,
        finder: Callable[[str], str | None] = find_port,
        clock: Callable[[], float] = time.monotonic,
        width: int = 128,
        height: int = 64,
    ) -> None:
        if (port is None) == (usb_serial is None):
            raise ValueError("a serial seat needs a port or a USB serial number, not both")
        self.port_name, self.usb_serial, self.baud = port, usb_serial, baud
        self.opener, self.finder, self.clock = opener, finder, clock
        self.size = (width, height)
        self.label = "seat module " + (usb_serial or port or "")
        self.hub: ButtonHub | None = None
        self.seat = 0
        self.module: Module | None = None  # set by its hello
        self._lock = threading.Lock()
        self._target: list[bytes] | None = None  # pages the Pi wants shown
        self._sent: list[bytes | None] = [None] * (height // 8)  # pages queued to the module
        self._serial: Any = None
        self._fault: str | None = "not connected yet"
        self._tried = -1e9
        self._hello_at = 0
        self._nonce = 0  # of our last hello; the module's own hello at start has 0
        self._held: set[int] = set()
        self._offset: float | None = None  # hub time - module time, seconds
        self._edge_t: dict[int, float] = {}  # button -> hub time of its last edge
        self._mt = 0  # last module ms seen (wrapping) and its unwrapped seconds
        self._mt_s = 0.0
        self._stop = threading.Event()
        self._thread: threading.Thread | None = None
        self.closed = False
        self.ep = self._endpoint()
        self.bytes_sent = 0  # on the wire, all frames (benchmarks)
        self.page_bytes = 0  # of which PAGE frames
        self.lost = 0  # times the module went away
        self.module_bad = 0  # bad frames the module reported in its heartbeat

    def _endpoint(self) -> link.Endpoint:
        return link.Endpoint(link.MODULE_TYPES, link.P_ACK, link.P_BEAT, ms(self.clock))

    # -- as a seat's buttons ---------------------------------------------
    def attach(self, hub: ButtonHub, seat: int) -> None:
        """Send this module's button edges to ``hub`` as seat ``seat``, and
        start the link."""
        self.hub, self.seat = hub, seat
        self.start()

    def start(self) -> None:
        if self._thread is None:
            self._stop.clear()
            self._thread = threading.Thread(target=self._run, name=self.label, daemon=True)
            self._thread.start()

    # -- as a screen (drivers.screen_set) ----------------------------------
    def display(self, image: Image) -> None:
        """Show ``image`` (mode 1, the module's size): its changed pages
        go to the module. Raises SeatLinkError while the module is away."""
        if image.size != self.size:
            raise SeatLinkError(
                "%s: image of %dx%d, the screen is %dx%d" % ((self.label,) + image.size + self.size)
            )
        from drivers.oled import pack_pages  # luma and Pillow: not for the listing

        pages = pack_pages(image)
        with self._lock:
            self._target = pages
            fault = self._fault
        if fault:
            raise SeatLinkError(fault)

    def recover(self) -> None:
        """After a fault: the whole screen goes again once the module is back."""
        fault = self.fault()
        if fault:
            raise SeatLinkError(fault)
        with self._lock:
            self._sent = [None] * len(self._sent)

    def fault(self) -> str | None:
        """Why the module cannot be used now, or None."""
        with self._lock:
            return self._fault

    def cleanup(self) -> None:
        self.close()

    def close(self) -> None:
        """Stop the link thread and close the port (twice is harmless)."""
        self.closed = True
        self._stop.set()
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(2.0)
        self._thread = None
        self._drop_port("closed")

    # -- the link thread ---------------------------------------------------
    def _run(self) -> None:
        while not self._stop.is_set():
            if self._serial is None:
                if not self.connect():
                    self._stop.wait(READ_S)
                    continue
            try:
                self.pump()
            except Exception as e:  # the port went away (SerialException, OSError)
                self._lose(
                    "%s: unplugged (%s)"
                    % (self.label, str(e).splitlines()[0] if str(e) else type(e).__name__)
                )

    def connect(self) -> bool:
        """Open the port (looked up by USB serial number) and say hello;
        False when it is not there (at most every REOPEN_S)."""
        now = self.clock()
        if now - self._tried < REOPEN_S:
            return False
        self._tried = now
        url = self.port_name
        if url is None:
            url = self.finder(self.usb_serial or "")
            if url is None:
                self._set_fault("%s: not plugged in" % self.label)
                return False
        try:
            self._serial = self.opener(url, self.baud)
        except Exception as e:
            self._set_fault(
                "%s: cannot open %s (%s)" % (self.label, url, str(e).splitlines()[0] if str(e) else e)
            )
            return False
        self.ep = self._endpoint()
        self._set_fault("%s: no answer on %s" % (self.label, url))
        self._hello_at = ms(self.clock) - HELLO_MS  # say hello at once
        return True

    def pump(self) -> None:
        """One pass: read what came (waiting up to READ_S), act on it, write
        what is due. The link thread calls it; tests may call it directly."""
        ser = self._serial
        data = ser.read(max(1, ser.in_waiting))  # waits up to READ_S for a first byte
        more = ser.in_waiting
        if more:
            data += ser.read(more)
        now = ms(self.clock)
        for kind, payload in self.ep.feed(data, now, idle=not data):
            self._message(kind, payload)
        if self.module is None:
            # connecting: nothing sequenced goes out until the answer, so
            # the numbers it carries are still right when it comes
            if link.ticks_diff(now, self._hello_at) >= HELLO_MS:
                self._nonce = self._nonce % 255 + 1
                self.ep.send(link.P_HELLO, bytes((link.VERSION, self._nonce)), now)
                self._hello_at = now
        elif not self.ep.alive(now):
            self._lose("%s: no answer for %.1f s" % (self.label, link.LOST_MS / 1000))
            return
        else:
            self._fill(now)
        out = self.ep.poll(now)
        if out:
            ser.write(out)
            self.bytes_sent += len(out)

    def _message(self, kind: int, payload: bytes) -> None:
        if kind == link.M_HELLO:
            if len(payload) < 13:
                self.ep.bad += 1
                return
            module = Module(payload)
            if module.nonce == 0 and self.module is not None:
                # it started again (power, reset): hello again, then the whole screen
                self._lose("%s: restarted" % self.label, close=False)
                return
            if module.nonce != self._nonce or self.module is not None:
                return  # the answer to an older hello of ours
            if module.protocol != link.VERSION:
                self._set_fault(
                    "%s speaks seat protocol %d (firmware %s), this program %d: "
                    "flash it with scripts/flash-seat"
                    % (self.label, module.protocol, module.firmware, link.VERSION)
                )
                return
            if module.size != self.size:
                self._set_fault(
                    "%s has a %dx%d screen, %dx%d expected" % ((self.label,) + module.size + self.size)
                )
                return
            self.ep.renumber(*module.numbers)
            with self._lock:
                self.module = module
                self._sent = [None] * len(self._sent)  # the whole screen again
                self._fault = None
            self._module_time(module.ms)  # its clock from here on: the edges' times unwrap from it
        elif self.module is None:
            return  # buttons and beats of a session not (yet) ours
        elif kind == link.M_BUTTON:
            if len(payload) != 6 or payload[0] >= len(buttons.NAMES) or payload[1] > 1:
                self.ep.bad += 1
                return
            self._button(payload[0], payload[1] == 1, link.get_u32(payload, 2))
        elif kind == link.M_BEAT:
            if len(payload) != 6:
                self.ep.bad += 1
                return
            self.module_bad = payload[4] << 8 | payload[5]

    def _module_time(self, mt: int) -> float:
        """Module ms (wrapping) as seconds on the module's clock, unwrapped."""
        self._mt_s += link.ticks_diff(mt & (link.PERIOD - 1), self._mt) / 1000
        self._mt = mt & (link.PERIOD - 1)
        return self._mt_s

    def _button(self, index: int, pressed: bool, mt: int) -> None:
        """An edge to the hub, on the hub's clock. A press with no other
        button held happens when it arrives (a USB link takes about a
        millisecond); what follows keeps the module's timing, so a press
        lasts on the Pi exactly as long as on the module, whatever the
        two clocks say. The module has debounced: edges of one button are
        kept apart by more than the hub's bounce time so it takes them all."""
        mt_s = self._module_time(mt)
        hub = self.hub
        hub_now = hub.clock() if hub is not None else self.clock()
        if self._offset is None or (pressed and not self._held):
            self._offset = hub_now - mt_s
        t = mt_s + self._offset
        bounce = hub.bounce if hub is not None else 0.0
        last = self._edge_t.get(index)
        if last is not None and t < last + bounce + 0.001:
            t = last + bounce + 0.001
        self._edge_t[index] = t
        if pressed:
            self._held.add(index)
        else:
            self._held.discard(index)
        if hub is not None:
            hub.edge(self.seat, buttons.NAMES[index], pressed, t)

    def _fill(self, now: int) -> None:
        """Queue the changed column span of each changed page, as far as
        the window has room (the rest goes on a later pass)."""
        from drivers.oled import changed_span  # imported once, then a lookup

        with self._lock:
            target = self._target
            if target is None:
                return
            for p in range(len(target)):
                span = changed_span(self._sent[p], target[p])
                if span is None:
                    continue
                if self.ep.room() <= 0:
                    break
                lo, hi = span
                payload = bytes((p, lo)) + target[p][lo : hi + 1]
                self.ep.send(link.P_PAGE, payload, now)
                self.page_bytes += len(payload) + link.OVERHEAD
                self._sent[p] = target[p]

    def _set_fault(self, text: str) -> None:
        with self._lock:
            self._fault = text

    def _lose(self, why: str, close: bool = True) -> None:
        """The module is gone: release its held buttons, close the port
        and look for it again (or, ``close`` False, say hello again)."""
        self.lost += 1
        with self._lock:
            self.module = None
        if close:
            self._drop_port(why)
        else:
            self._set_fault(why)
            self._hello_at = ms(self.clock) - HELLO_MS
        t = self.hub.clock() if self.hub is not None else 0.0
        for index in sorted(self._held):
            if self.hub is not None:
                self.hub.edge(self.seat, buttons.NAMES[index], False, t)
        self._held.clear()

    def _drop_port(self, why: str) -> None:
        self._set_fault(why)
        ser, self._serial = self._serial, None
        if ser is not None:
            try:
                ser.close()
            except Exception:  # closing a port that vanished
                pass


NO_PYSERIAL = (
    "pyserial is not installed for %s: on the Pi, run 'doubloon seat-modules'"
    " (the install's Python, /opt/doubloon/venv/bin/python -m drivers.seat_modules),"
    " or pip install pyserial"
)


def main(argv: list[str] | None = None) -> int:
    """List the seat modules (Picos) plugged in, with their serial numbers
    (``python -m drivers.seat_modules --write FILE`` also writes a profile
    with them)."""
    try:
        found = modules()
    except ImportError:
        print(NO_PYSERIAL % sys.executable, file=sys.stderr)
        return 2
    if not found:
        print("no seat module (Raspberry Pi Pico) plugged in")
        return 1
    for device, serial_number in found:
        print("%s  usb_serial %s" % (device, serial_number))
    return 0


if __name__ == "__main__":
    sys.exit(main())
