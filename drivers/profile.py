"""Hardware profiles: which screen sits on which I2C address and multiplexer
channel, which GPIO pins are whose buttons. Plain JSON in hardware/profiles/
(format in hardware/README.md), checked here so that a wiring or typing
mistake is one clear line naming the file and the field, before any pin or
bus is touched.

    python -m drivers.profile [NAME_OR_PATH ...]   # check profiles (all by default)
"""

from __future__ import annotations

import ipaddress
import os
import re
import stat
import sys
from typing import Any, NoReturn

from core import inputs, jsonload
from core.errors import BadInput, DoubloonError
from drivers import buttons
from drivers.hardware import PIN_FACTORIES

PROFILES_DIR = os.path.join(
    os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "hardware", "profiles"
)
if not os.path.isdir(PROFILES_DIR):
    # an ordinary (not editable) install: pyproject's data-files put them here
    PROFILES_DIR = os.path.join(sys.prefix, "share", "doubloon", "profiles")

SEAT_DISPLAYS = ("ssd1306", "sh1106", "ssd1309")  # 128x64
DISPLAYS = SEAT_DISPLAYS + ("ssd1322",)  # the board may be 256x64
WIDE = ("ssd1322",)
I2C_DISPLAYS = SEAT_DISPLAYS
SPI_DISPLAYS = ("ssd1309", "ssd1322")
ADDRESSES = (0x3C, 0x3D)
RESERVED_PINS = {2: "I2C SDA (header pin 3)", 3: "I2C SCL (header pin 5)"}
# The SPI buses' pins: a board on SPI takes its clock, data lines and the
# chip selects up to its own (dtoverlay=spi0-1cs: CE0 only, GPIO 7 free).
SPI_PINS = {
    0: {"sclk": (11, 23), "mosi": (10, 19), "miso": (9, 21), "ce": ((8, 24), (7, 26))},
    1: {"sclk": (21, 40), "mosi": (20, 38), "miso": (19, 35), "ce": ((18, 12), (17, 11), (16, 36))},
}
SPI_SPEEDS = (500000, 1000000, 2000000, 4000000, 8000000, 16000000)  # Hz, luma's own steps
MIN_SEATS, MAX_SEATS = 2, 5
BAUDS = (9600, 19200, 38400, 57600, 115200, 230400, 460800, 921600, 1000000)
MAX_SIZE = 1 << 20  # characters; a real profile has about 2,000
# a host name's label (RFC 1123): letters, digits, inner hyphens
HOST_LABEL = re.compile(r"[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?")


class ProfileError(DoubloonError):
    """A profile that cannot be used; the message is one line. A ValueError,
    as every DoubloonError is."""


def names() -> list[str]:
    """Names of the profiles shipped in hardware/profiles/, sorted."""
    try:
        files = os.listdir(PROFILES_DIR)
    except OSError:
        return []
    return sorted(f[:-5] for f in files if f.endswith(".json"))


def _path(name_or_path: str | os.PathLike) -> tuple[str, bool]:
    s = os.fspath(name_or_path)
    if "/" in s or os.sep in s or s.endswith(".json"):
        return s, False
    return os.path.join(PROFILES_DIR, s + ".json"), True


def load(name_or_path: str | os.PathLike) -> dict[str, Any]:
    """The validated profile: a bare name ("pi-4seat") from hardware/profiles/,
    anything else (containing a slash or ending in .json) as a file path."""
    path, bare = _path(name_or_path)
    source = os.path.basename(path)
    try:
        text = _read(path)
    except FileNotFoundError:
        if bare:
            raise ProfileError(
                'no profile "%s" in hardware/profiles (available: %s)'
                % (name_or_path, ", ".join(names()) or "none")
            )
        raise ProfileError("%s: no such file" % path)
    except (OSError, UnicodeDecodeError) as e:
        raise ProfileError("%s: cannot read: %s" % (path, e))
    return parse(text, source)


def _read(path: str) -> str:
    """The file's text, at most MAX_SIZE + 1 characters. Opened without
    blocking and read only when it is a regular file: a FIFO would wait
    for a writer for ever, a device never end."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            kind = (
                "a folder"
                if stat.S_ISDIR(mode)
                else "a named pipe (FIFO)"
                if stat.S_ISFIFO(mode)
                else "a device"
                if stat.S_ISCHR(mode) or stat.S_ISBLK(mode)
                else "not a regular file"
            )
            raise ProfileError("%s: is %s, not a profile file" % (path, kind))
        os.set_blocking(fd, True)
        f = os.fdopen(fd, encoding="utf-8")
    except BaseException:
        os.close(fd)
        raise
    with f:
        return f.read(MAX_SIZE + 1)


def parse(text: str, source: str = "profile") -> dict[str, Any]:
    """The validated profile of JSON ``text``; ProfileError (one line)."""
    if len(text) > MAX_SIZE:
        raise ProfileError("%s: more than %d KiB: not a profile" % (source, MAX_SIZE >> 10))
    try:  # bounded: deep nesting, huge numbers and duplicate keys are one line
        d = jsonload.loads(text)
    except BadInput as e:
        raise ProfileError("%s: %s" % (source, e))
    return validate(d, source)


def validate(d: Any, source: str = "profile") -> dict[str, Any]:  # noqa: C901 - one check per profile field, each its own error line
    """Check a profile dict; return a normalised copy (defaults filled in:
    i2c.port 1, i2c.mux_address None, i2c.speed_hz 400000, description "",
    mux_channel None, rotate 0). Raises ProfileError."""

    def fail(field: str, msg: str) -> NoReturn:
        raise ProfileError("%s: %s: %s" % (source, field, msg) if field else "%s: %s" % (source, msg))

    def obj(v: Any, field: str, required: tuple[str, ...], optional: tuple[str, ...] = ()) -> None:
        if not isinstance(v, dict):
            fail(field, "must be an object, not %s" % inputs.shown(v))
        for k in v:
            if k not in required and k not in optional and not k.startswith("_"):
                fail(
                    _join(field, inputs.one_line(k, 40)),
                    "unknown field (expected %s)" % ", ".join(required + optional),
                )
        for k in required:
            if k not in v:
                fail(_join(field, k), "missing")

    def integer(v: Any, field: str, lo: int, hi: int, what: str) -> int:
        if type(v) is not int or not lo <= v <= hi:  # type(): True is not a pin
            fail(field, "must be %s, not %s" % (what, inputs.shown(v)))
        return v

    obj(d, "", ("name", "pin_factory", "i2c", "board", "seats"), ("description", "web"))
    if not isinstance(d["name"], str) or not d["name"]:
        fail("name", "must be a non-empty string")
    description = d.get("description", "")
    if not isinstance(description, str):
        fail("description", "must be a string")
    if not isinstance(d["pin_factory"], str) or d["pin_factory"] not in PIN_FACTORIES:
        fail(
            "pin_factory",
            "must be one of %s, not %s"
            % (", ".join('"%s"' % p for p in PIN_FACTORIES), inputs.shown(d["pin_factory"])),
        )

    web = d.get("web")
    if web is not None:
        try:
            web = web_address(web)
        except ValueError as e:
            fail("web", str(e))

    i2c = d["i2c"]
    obj(i2c, "i2c", (), ("port", "mux_address", "speed_hz"))
    port = integer(i2c.get("port", 1), "i2c.port", 0, 99, "an I2C bus number (1 on a Pi)")
    speed = integer(i2c.get("speed_hz", 400000), "i2c.speed_hz", 10000, 1000000, "from 10000 to 1000000")
    mux = i2c.get("mux_address")
    if mux is not None:
        integer(mux, "i2c.mux_address", 0x70, 0x77, "null or a TCA9548A address from 112 to 119 (0x70-0x77)")

    def display(
        v: Any, field: str, extra: tuple[str, ...] = (), optional: tuple[str, ...] = ()
    ) -> dict[str, Any]:
        board = field == "board"
        obj(v, field, ("display",) + extra, ("address", "spi", "mux_channel", "rotate") + optional)
        kinds = DISPLAYS if board else SEAT_DISPLAYS
        if v["display"] not in kinds:
            if v["display"] in DISPLAYS:  # the 256-wide SSD1322 on a seat
                fail(field + ".display", '"%s" is 256 pixels wide: only the board can be one' % v["display"])
            fail(
                field + ".display",
                "must be %s, not %s" % (" or ".join('"%s"' % k for k in kinds), inputs.shown(v["display"])),
            )
        rotate = integer(v.get("rotate", 0), field + ".rotate", 0, 3, "0, 1, 2 or 3 (quarter turns)")
        if v["display"] in WIDE and rotate % 2:
            fail(
                field + ".rotate",
                "must be 0 or 2 for a 256x64 %s (a quarter turn does not fit)" % v["display"],
            )
        if "spi" in v or v["display"] not in I2C_DISPLAYS:
            out = {"display": v["display"], "address": None, "mux_channel": None, "rotate": rotate}
            out["spi"] = spi(v, field, board)
        else:
            if "address" not in v:
                fail(field + ".address", "missing")
            integer(
                v["address"], field + ".address", min(ADDRESSES), max(ADDRESSES), "60 (0x3C) or 61 (0x3D)"
            )
            ch = v.get("mux_channel")
            if mux is None and ch is not None:
                fail(
                    field + ".mux_channel", "must be null: there is no multiplexer (i2c.mux_address is null)"
                )
            if mux is not None:
                integer(ch, field + ".mux_channel", 0, 7, "a channel 0-7 of the TCA9548A at 0x%02X" % mux)
            out = {"display": v["display"], "address": v["address"], "mux_channel": ch, "rotate": rotate}
        if "buttons" in extra:
            obj(v["buttons"], field + ".buttons", buttons.NAMES)
            out["buttons"] = {b: v["buttons"][b] for b in buttons.NAMES}
        if v.get("button") is not None:  # the board's own button, if it has one
            out["button"] = v["button"]
        return out

    def spi(v: Any, field: str, board: bool) -> dict[str, Any]:
        """The board screen on SPI: its port and chip select, and the two
        GPIOs luma's SPI interface drives (data/command, reset)."""
        f = field + ".spi"
        if "spi" not in v:
            fail(f, 'missing: an %s has no I2C; give "spi" (port, device, dc, reset)' % v["display"])
        if not board:
            fail(f, "only the board screen may be on SPI; the seats share the I2C bus")
        if v["display"] not in SPI_DISPLAYS:
            fail(f, "an %s here is on I2C (address); on SPI: %s" % (v["display"], " or ".join(SPI_DISPLAYS)))
        for k in ("address", "mux_channel"):
            if v.get(k) is not None:
                fail(field + "." + k, "must be left out: the screen is on SPI, not I2C")
        sp = v["spi"]
        obj(sp, f, ("dc",), ("port", "device", "reset", "speed_hz"))
        port = integer(sp.get("port", 0), f + ".port", 0, 1, "0 (SPI0) or 1 (SPI1)")
        chips = len(SPI_PINS[port]["ce"])
        device = integer(sp.get("device", 0), f + ".device", 0, chips - 1, "a chip select 0-%d" % (chips - 1))
        speed = sp.get("speed_hz", 8000000)
        if type(speed) is not int or speed not in SPI_SPEEDS:
            fail(
                f + ".speed_hz",
                "must be one of %s, not %s" % (", ".join(map(str, SPI_SPEEDS)), inputs.shown(speed)),
            )
        return {"port": port, "device": device, "dc": sp["dc"], "reset": sp.get("reset"), "speed_hz": speed}

    links: dict[tuple[str, str], tuple[str, str]] = {}  # _link_key -> (field, as spelt)

    def serial_seat(v: Any, field: str) -> dict[str, Any]:
        """A seat module on a serial line (drivers.serial_seat): found by its
        USB serial number, or on a fixed port (a UART)."""
        obj(v, field, ("serial",))
        sp = v["serial"]
        f = field + ".serial"
        obj(sp, f, (), ("usb_serial", "port", "baud"))
        if ("usb_serial" in sp) == ("port" in sp):
            fail(f, 'needs "usb_serial" (a module on USB) or "port" (on a UART), one of them')
        key = "usb_serial" if "usb_serial" in sp else "port"
        where = sp[key]
        if not isinstance(where, str) or not where or len(where) > 200 or not where.isprintable():
            fail(f + "." + key, "must be a non-empty string, not %s" % inputs.shown(where))
        same = _link_key(key, where)
        if same in links:
            other, spelt = links[same]
            as_spelt = "" if spelt == where else ' (as "%s")' % inputs.one_line(spelt, 40)
            shown = inputs.one_line(where, 40)
            fail(f + "." + key, '"%s" is already used by %s%s' % (shown, other, as_spelt))
        links[same] = (field, where)
        baud = sp.get("baud", 921600)
        if type(baud) is not int or baud not in BAUDS:
            fail(f + ".baud", "must be one of %s, not %s" % (", ".join(map(str, BAUDS)), inputs.shown(baud)))
        return {"serial": {"usb_serial": sp.get("usb_serial"), "port": sp.get("port"), "baud": baud}}

    board = display(d["board"], "board", optional=("button",))
    seats = d["seats"]
    if not isinstance(seats, list) or not MIN_SEATS <= len(seats) <= MAX_SEATS:
        n = len(seats) if isinstance(seats, list) else inputs.shown(seats)
        fail("seats", "must list %d to %d seats, not %s" % (MIN_SEATS, MAX_SEATS, n))
    seats = [
        serial_seat(s, "seats[%d]" % i)
        if isinstance(s, dict) and "serial" in s
        else display(s, "seats[%d]" % i, ("buttons",))
        for i, s in enumerate(seats)
    ]

    screens: dict[tuple[int | None, int], str] = {}  # (mux_channel, address) -> field
    pins: dict[int, str] = {}  # GPIO -> field
    reserved = dict(RESERVED_PINS)
    if "spi" in board:
        reserved.update(spi_pins(board["spi"]))
    local = [("seats[%d]" % i, s) for i, s in enumerate(seats) if "serial" not in s]
    for field, s in [("board", board)] + local:
        key = (s["mux_channel"], s["address"])
        if s["address"] is None:  # on SPI: no I2C address to share
            pass
        elif key in screens:
            where = "address 0x%02X" % key[1] if mux is None else "channel %d address 0x%02X" % key
            hint = (
                "; without a multiplexer (i2c.mux_address) only 2 screens fit, at 0x3C and 0x3D"
                if mux is None
                else ""
            )
            fail(field + ".address", "%s is already used by %s%s" % (where, screens[key], hint))
        else:
            screens[key] = field
        if field == "board":
            wired = [("board.button", s["button"])] if "button" in s else []
            if "spi" in s:
                wired += [("board.spi.dc", s["spi"]["dc"])]
                wired += [("board.spi.reset", s["spi"]["reset"])] if s["spi"]["reset"] is not None else []
        else:
            wired = [("%s.buttons.%s" % (field, name), s["buttons"][name]) for name in buttons.NAMES]
        for f, pin in wired:
            pin = integer(pin, f, 0, 27, "a BCM GPIO number from 0 to 27")
            if pin in reserved:
                fail(f, "GPIO %d is %s; the screens need it" % (pin, reserved[pin]))
            if pin in pins:
                fail(f, "GPIO %d is already used by %s" % (pin, pins[pin]))
            pins[pin] = f

    return {
        "name": d["name"],
        "description": description,
        "pin_factory": d["pin_factory"],
        "i2c": {"port": port, "mux_address": mux, "speed_hz": speed},
        "board": board,
        "seats": seats,
        "web": web,
    }


def web_address(value: Any) -> str:
    """The address the table's web page listens on (issue 24, ``play
    --web``): "HOST:PORT", HOST an IPv4 address ("0.0.0.0": every network
    of the Pi), "[IPv6]" or a host name, PORT 1-65535; returned as given.
    ValueError (one line) otherwise."""
    what = 'must be "HOST:PORT" such as "0.0.0.0:8080" (where the web page listens), not %s'
    if not isinstance(value, str) or ":" not in value or len(value) > 300:
        raise ValueError(what % inputs.shown(value))
    host, _, port = value.rpartition(":")
    if not port.isdigit() or not port.isascii() or not 1 <= int(port) <= 65535:
        raise ValueError("port must be 1 to 65535, not %s" % inputs.shown(port))
    if host.startswith("[") and host.endswith("]"):
        try:
            ipaddress.IPv6Address(host[1:-1])
        except ValueError:
            raise ValueError("%s is not an IPv6 address" % inputs.shown(host))
    elif host.replace(".", "").isdigit():  # digits and dots: an IPv4 address or nothing
        try:
            ipaddress.IPv4Address(host)
        except ValueError:
            raise ValueError("%s is not an IPv4 address" % inputs.shown(host))
    elif not host or len(host) > 253 or not all(HOST_LABEL.fullmatch(p) for p in host.split(".")):
        raise ValueError(what % inputs.shown(value))
    return value


def spi_pins(spi: dict[str, Any]) -> dict[int, str]:
    """{GPIO: what it is} of the pins a board on SPI takes."""
    port = SPI_PINS[spi["port"]]
    out = {}
    for name in ("sclk", "mosi", "miso"):
        gpio, header = port[name]
        out[gpio] = "SPI%d %s (header pin %d)" % (spi["port"], name.upper(), header)
    for n, (gpio, header) in enumerate(port["ce"][: spi["device"] + 1]):
        out[gpio] = "SPI%d CE%d (header pin %d)" % (spi["port"], n, header)
    return out


def _link_key(kind: str, where: str) -> tuple[str, str]:
    """What makes two seat modules' links the same line: a USB serial
    number in any letter case (serial_seat.find_port matches it so), a
    port path however spelt (/dev//ttyAMA0, /dev/./ttyAMA0, a symlink
    such as /dev/serial0 where it exists). A URL (loop://) or a name
    (COM3) is kept as it is. Two seats on one line would have two link
    threads share one port."""
    if kind == "usb_serial":
        return kind, where.upper()
    if where.startswith("/"):
        return kind, os.path.realpath(where)
    return kind, where


def _join(field: str, key: str) -> str:
    return "%s.%s" % (field, key) if field else key


def main(argv: list[str] | None = None) -> int:
    """Check profiles; print one line each; exit status 2 if any is bad."""
    args = sys.argv[1:] if argv is None else argv
    status = 0
    for a in args or names():
        try:
            p = load(a)
        except ProfileError as e:
            print(e, file=sys.stderr)
            status = 2
            continue
        mux = p["i2c"]["mux_address"]
        modules = sum(1 for s in p["seats"] if "serial" in s)
        board = p["board"]
        spi = board.get("spi")
        print(
            "%s: ok, %d seats%s, %s, %s%s%s"
            % (
                p["name"],
                len(p["seats"]),
                " (%d on serial seat modules)" % modules if modules else "",
                p["pin_factory"],
                "TCA9548A at 0x%02X" % mux if mux is not None else "no multiplexer",
                ", board %s on SPI%d CE%d" % (board["display"], spi["port"], spi["device"]) if spi else "",
                ", web page on %s" % p["web"] if p["web"] else "",
            )
        )
    return status


if __name__ == "__main__":
    sys.exit(main())
