"""The real-hardware side on mocks: profiles, the TCA9548A mux, the screens
on a fake smbus2 bus (decoded back to pixels per mux channel), the buttons on
gpiozero mock pins, and scripts/install-pi in dry-run mode."""

import copy
import errno
import json
import os
import re
import subprocess
import sys

import pytest

from tests.conftest import Clock
from PIL import Image, ImageDraw

from drivers import profile
from drivers.buttons import BOARD, ButtonHub
from drivers.controller import ControllerRAM
from drivers.hardware import HardwareError, attach_buttons, open_displays
from drivers.mux import MuxedSerial, TCA9548A
from drivers.profile import ProfileError, load, validate

from tests.support import ROOT

SHIPPED = [
    "emulated",
    "pi-2seat",
    "pi-4seat",
    "pi-5seat",
    "pi-5seat-bigboard",
    "pi-5seat-ssd1309",
    "pi-mixed-4seat",
    "pi-serial-5seat",
]
SERIAL = ["pi-mixed-4seat", "pi-serial-5seat"]  # with seat modules (tests/drivers/test_seat_profiles.py)
SPI_BOARD = ["pi-5seat-bigboard", "pi-5seat-ssd1309"]  # the board on SPI0 (tests/firmware/test_bigboard.py)


# BCM GPIO -> physical pin of the 40-pin header
def _read(*parts):
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as f:
        return f.read()


HEADER = {
    2: 3,
    3: 5,
    4: 7,
    14: 8,
    15: 10,
    17: 11,
    18: 12,
    27: 13,
    22: 15,
    23: 16,
    24: 18,
    10: 19,
    9: 21,
    25: 22,
    11: 23,
    8: 24,
    7: 26,
    0: 27,
    1: 28,
    5: 29,
    6: 31,
    12: 32,
    13: 33,
    19: 35,
    16: 36,
    26: 37,
    20: 38,
    21: 40,
}


# -- profiles ----------------------------------------------------------------


def test_shipped_profiles_are_listed_and_valid():
    assert profile.names() == SHIPPED
    for name in [n for n in SHIPPED if n not in SERIAL + SPI_BOARD]:
        p = load(name)
        assert p["name"] == name
        assert load(os.path.join(ROOT, "hardware", "profiles", name + ".json")) == p
        assert p["i2c"] == {"port": 1, "mux_address": 0x70, "speed_hz": 400000}
        assert p["board"]["mux_channel"] == 0
        assert [s["mux_channel"] for s in p["seats"]] == list(range(1, len(p["seats"]) + 1))
        pins = [s["buttons"][b] for s in p["seats"] for b in ("left", "right", "select")]
        assert len(set(pins)) == len(pins)
        assert not set(pins) & {0, 1, 2, 3, 14, 15}  # HAT EEPROM, I2C, UART


def test_profiles_grow_without_rewiring():
    five = load("pi-5seat")
    assert len(five["seats"]) == 5 and len(load("pi-4seat")["seats"]) == 4
    for name in ("pi-2seat", "pi-4seat"):
        p = load(name)
        assert p["seats"] == five["seats"][: len(p["seats"])]
        assert p["board"] == five["board"]
    emu = load("emulated")
    assert emu["pin_factory"] == "mock" and len(emu["seats"]) == 5
    assert [s["buttons"] for s in emu["seats"]] == [s["buttons"] for s in five["seats"]]
    assert {s["display"] for s in emu["seats"]} | {emu["board"]["display"]} == {"ssd1306"}


def test_readme_pin_table_matches_profile():
    text = _read("hardware", "README.md")
    rows = re.findall(r"^\| (\d) \(`seats\[(\d)\]`\) \| (.*)$", text, re.M)
    seats = load("pi-5seat")["seats"]
    assert len(rows) == len(seats)
    for number, index, rest in rows:
        s = seats[int(index)]
        assert int(number) == int(index) + 1
        cells = [(int(g), int(p)) for g, p in re.findall(r"GPIO (\d+) \(pin (\d+)\)", rest)]
        assert cells == [(s["buttons"][b], HEADER[s["buttons"][b]]) for b in ("left", "right", "select")]
        assert "mux channel %d" % s["mux_channel"] in rest
        assert s["display"].upper() in rest


def test_validate_fills_defaults():
    d = json.loads(_read("hardware", "profiles", "pi-2seat.json"))
    del d["description"]
    del d["i2c"]["speed_hz"]
    del d["board"]["rotate"]
    p = validate(d)
    assert p["description"] == "" and p["i2c"]["speed_hz"] == 400000
    assert p["board"]["rotate"] == 0


def _base():
    return json.loads(_read("hardware", "profiles", "pi-4seat.json"))


def _set(path, value):
    def edit(d):
        *head, last = path
        for k in head:
            d = d[k]
        if value is KeyError:
            del d[last]
        else:
            d[last] = value

    return edit


def _no_mux(d):
    d["i2c"]["mux_address"] = None
    for s in [d["board"]] + d["seats"]:
        s["mux_channel"] = None


def _no_mux_key(d):
    _no_mux(d)
    del d["i2c"]["mux_address"]


BAD = [
    ("one seat", _set(["seats"], [_base()["seats"][0]]), "seats: must list 2 to 5 seats, not 1"),
    (
        "six seats",
        lambda d: d["seats"].extend([dict(d["seats"][0])] * 2),
        "seats: must list 2 to 5 seats, not 6",
    ),
    (
        "pin reused",
        _set(["seats", 2, "buttons", "left"], 5),
        "seats[2].buttons.left: GPIO 5 is already used by seats[0].buttons.left",
    ),
    (
        "pin reused in seat",
        _set(["seats", 1, "buttons", "select"], 12),
        "seats[1].buttons.select: GPIO 12 is already used by seats[1].buttons.left",
    ),
    (
        "I2C SDA",
        _set(["seats", 0, "buttons", "right"], 2),
        "seats[0].buttons.right: GPIO 2 is I2C SDA (header pin 3); the screens need it",
    ),
    ("I2C SCL", _set(["seats", 3, "buttons", "select"], 3), "seats[3].buttons.select: GPIO 3 is I2C SCL"),
    (
        "pin 28",
        _set(["seats", 1, "buttons", "left"], 28),
        "seats[1].buttons.left: must be a BCM GPIO number from 0 to 27, not 28",
    ),
    (
        "pin string",
        _set(["seats", 1, "buttons", "left"], "5"),
        'seats[1].buttons.left: must be a BCM GPIO number from 0 to 27, not "5"',
    ),
    (
        "pin bool",
        _set(["seats", 1, "buttons", "left"], True),
        "seats[1].buttons.left: must be a BCM GPIO number from 0 to 27, not true",
    ),
    ("button missing", _set(["seats", 0, "buttons", "select"], KeyError), "seats[0].buttons.select: missing"),
    ("button typo", _set(["seats", 0, "buttons", "slect"], 4), "seats[0].buttons.slect: unknown field"),
    (
        "display",
        _set(["seats", 1, "display"], "ssd1307"),
        'seats[1].display: must be "ssd1306" or "sh1106" or "ssd1309", not "ssd1307"',
    ),
    (
        "wide seat",
        _set(["seats", 1, "display"], "ssd1322"),
        'seats[1].display: "ssd1322" is 256 pixels wide: only the board can be one',
    ),
    (
        "board display",
        _set(["board", "display"], "ssd1325"),
        'board.display: must be "ssd1306" or "sh1106" or "ssd1309" or "ssd1322", not "ssd1325"',
    ),
    (
        "ssd1322 on I2C",
        _set(["board", "display"], "ssd1322"),
        'board.spi: missing: an ssd1322 has no I2C; give "spi"',
    ),
    ("I2C board without address", _set(["board", "address"], KeyError), "board.address: missing"),
    (
        "seat on SPI",
        _set(["seats", 0, "spi"], {"dc": 18}),
        "seats[0].spi: only the board screen may be on SPI; the seats share the I2C bus",
    ),
    ("address", _set(["board", "address"], 0x3E), "board.address: must be 60 (0x3C) or 61 (0x3D), not 62"),
    (
        "address as hex string",
        _set(["board", "address"], "0x3C"),
        'board.address: must be 60 (0x3C) or 61 (0x3D), not "0x3C"',
    ),
    (
        "channel 8",
        _set(["seats", 3, "mux_channel"], 8),
        "seats[3].mux_channel: must be a channel 0-7 of the TCA9548A at 0x70, not 8",
    ),
    (
        "channel missing with mux",
        _set(["seats", 0, "mux_channel"], None),
        "seats[0].mux_channel: must be a channel 0-7 of the TCA9548A at 0x70, not null",
    ),
    (
        "channel without mux",
        _set(["i2c", "mux_address"], None),
        "board.mux_channel: must be null: there is no multiplexer",
    ),
    (
        "same channel and address",
        _set(["seats", 2, "mux_channel"], 1),
        "seats[2].address: channel 1 address 0x3C is already used by seats[0]",
    ),
    (
        "no mux, same address",
        _no_mux,
        "seats[0].address: address 0x3C is already used by board; without a multiplexer",
    ),
    ("no mux key, same address", _no_mux_key, "seats[0].address: address 0x3C is already used by board"),
    (
        "mux address",
        _set(["i2c", "mux_address"], 0x3C),
        "i2c.mux_address: must be null or a TCA9548A address from 112 to 119",
    ),
    (
        "pin factory",
        _set(["pin_factory"], "RPi.GPIO"),
        'pin_factory: must be one of "lgpio", "rpigpio", "pigpio", "mock", not "RPi.GPIO"',
    ),
    (
        "pin factory not a string",
        _set(["pin_factory"], ["lgpio"]),
        'pin_factory: must be one of "lgpio", "rpigpio", "pigpio", "mock", not ["lgpio"]',
    ),
    (
        "rotate",
        _set(["seats", 0, "rotate"], 4),
        "seats[0].rotate: must be 0, 1, 2 or 3 (quarter turns), not 4",
    ),
    ("speed", _set(["i2c", "speed_hz"], 4000000), "i2c.speed_hz: must be from 10000 to 1000000, not 4000000"),
    ("board missing", _set(["board"], KeyError), "board: missing"),
    ("seats not a list", _set(["seats"], {"0": 1}), "seats: must list 2 to 5 seats"),
    ("top-level typo", _set(["pinfactory"], "mock"), "pinfactory: unknown field"),
    ("name", _set(["name"], ""), "name: must be a non-empty string"),
]


@pytest.mark.parametrize("edit,message", [b[1:] for b in BAD], ids=[b[0] for b in BAD])
def test_bad_profile_is_one_line_naming_file_and_field(tmp_path, edit, message):
    d = _base()
    edit(d)
    path = tmp_path / "pi-4seat.json"
    path.write_text(json.dumps(d, indent=1))
    with pytest.raises(ProfileError) as e:
        load(str(path))
    text = str(e.value)
    assert "\n" not in text
    assert text.startswith("pi-4seat.json: " + message), text
    assert isinstance(e.value, ValueError)


def test_notes_are_allowed():
    d = _base()
    d["_note"] = "wired by Anne"
    d["seats"][0]["_colour"] = "red"
    assert validate(d)["seats"][0] == load("pi-4seat")["seats"][0]


def test_bad_json_names_the_line(tmp_path):
    path = tmp_path / "mine.json"
    path.write_text('{"name": "mine",\n "pin_factory": "lgpio"\n "i2c": {}}\n')
    with pytest.raises(
        ProfileError,
        match=r"^mine\.json: line 3, column 2: not valid JSON: "
        r"Expecting ',' delimiter$",
    ):
        load(str(path))


def test_unknown_name_and_missing_file():
    with pytest.raises(
        ProfileError,
        match=r'^no profile "pi-9seat" in hardware/profiles '
        r"\(available: emulated, pi-2seat, pi-4seat, pi-5seat, pi-5seat-bigboard, pi-5seat-ssd1309, "
        r"pi-mixed-4seat, pi-serial-5seat\)$",
    ):
        load("pi-9seat")
    with pytest.raises(ProfileError, match=r"^/nonexistent/x\.json: no such file$"):
        load("/nonexistent/x.json")


def test_profile_check_command(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{")
    r = subprocess.run(
        [sys.executable, "-m", "drivers.profile", "pi-5seat", str(bad)],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 2
    assert r.stdout == "pi-5seat: ok, 5 seats, lgpio, TCA9548A at 0x70\n"
    assert r.stderr.startswith("bad.json: line 1, column 2: not valid JSON")


def test_modules_import_no_hardware_library():
    code = (
        "import sys, drivers.profile, drivers.mux, drivers.hardware\n"
        "bad = [m for m in ('smbus2', 'gpiozero', 'luma', 'lgpio', 'PIL') if m in sys.modules]\n"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True)


def _definitions(folder):
    """{name: [file, ...]} of every assignment in the .py files of
    ``folder``, and the files that spell out the button names as a literal."""
    import ast

    defined, spelled = {}, []
    for f in sorted(os.listdir(folder)):
        if not f.endswith(".py"):
            continue
        with open(os.path.join(folder, f), encoding="utf-8") as src:
            tree = ast.parse(src.read())
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign):
                for t in node.targets:
                    if isinstance(t, ast.Name):
                        defined.setdefault(t.id, []).append(f)
            elif isinstance(node, (ast.Tuple, ast.List)) and [
                getattr(e, "value", None) for e in node.elts
            ] == ["left", "right", "select"]:
                spelled.append(f)
    return defined, spelled


def test_pin_factories_and_button_names_are_defined_once():
    # Two copies drift: a pin factory the profile accepts but the hardware
    # cannot make, a button the keyboard presses but no profile wires.
    from drivers import buttons, hardware

    defined, spelled = _definitions(os.path.join(ROOT, "drivers"))
    assert defined["PIN_FACTORIES"] == ["hardware.py"]
    assert spelled == ["buttons.py"]
    assert profile.PIN_FACTORIES is hardware.PIN_FACTORIES
    assert buttons.NAMES == ("left", "right", "select")
    # the profile asks for exactly those buttons, in that order
    assert list(load("emulated")["seats"][0]["buttons"]) == list(buttons.NAMES)


def test_driver_errors_share_the_root_of_doubloons_errors():
    # one "except DoubloonError" catches a bad profile and a dead bus too,
    # and each still is the builtin it was
    from core.errors import DoubloonError

    assert issubclass(ProfileError, DoubloonError) and issubclass(ProfileError, ValueError)
    assert issubclass(HardwareError, DoubloonError) and issubclass(HardwareError, RuntimeError)
    with pytest.raises(DoubloonError, match="^bad.json: "):
        profile.parse("{", "bad.json")


def test_profile_displays_are_the_drivers_devices():
    # drivers.profile must not import luma (test above), so it names the
    # displays itself; they must be the ones drivers.oled can drive.
    from drivers.oled import DEVICES

    assert set(profile.DISPLAYS) == set(DEVICES)


# -- the fake I2C bus --------------------------------------------------------


class FakeBus:
    """smbus2.SMBus as luma's ``i2c(bus=...)`` and the mux use it: one-byte
    ``write_byte`` to the mux's control register, ``write_i2c_block_data``
    of at most 32 bytes for the screens (register 0x00 commands, 0x40 data).
    Like the real bus, a screen answers only while the mux connects its
    channel: anything else is errno 121 (EREMOTEIO, a NACK)."""

    def __init__(self, mux=0x70, screens=None):
        self.mux = mux
        self.screens = screens  # {(channel, address)} present; None: any
        self.control = 0  # the mux's register
        self.log = []  # (address, bytes, selected channels)
        self.fail = None  # exception for the next write
        self.closed = False

    def _nack(self, addr):
        return OSError(errno.EREMOTEIO, "Remote I/O error (0x%02X)" % addr)

    def _check(self):
        if self.fail is not None:
            e, self.fail = self.fail, None
            raise e

    def write_byte(self, i2c_addr, value, force=None):
        self._check()
        if i2c_addr != self.mux:
            raise self._nack(i2c_addr)
        self.control = value
        self.log.append((i2c_addr, bytes([value]), None))

    def write_i2c_block_data(self, i2c_addr, register, data, force=None):
        assert len(data) <= 32  # I2C_SMBUS_BLOCK_MAX
        self._check()
        channels = tuple(c for c in range(8) if self.control >> c & 1)
        if self.mux is None:
            channels = (None,)
        if self.screens is not None and not any((c, i2c_addr) in self.screens for c in channels):
            raise self._nack(i2c_addr)
        self.log.append((i2c_addr, bytes([register]) + bytes(data), channels))

    def close(self):
        self.closed = True

    def mux_writes(self):
        return [w[1][0] for w in self.log if w[0] == self.mux and self.mux is not None]

    def panel(self, channel, address, kind):
        """What the screen at (channel, address) shows, decoded from the writes
        made while its channel alone was connected."""
        ram = ControllerRAM(kind=kind)
        for addr, payload, channels in self.log:
            if addr == address and channels == (channel,):
                if payload[0] == 0x00:
                    ram.command(*payload[1:])
                else:
                    assert payload[0] == 0x40
                    ram.data(list(payload[1:]))
        return ram.image()


def frame(text):
    img = Image.new("1", (128, 64))
    d = ImageDraw.Draw(img)
    d.text((3, 5), text, fill=1)
    d.rectangle((0, 40, 127, 63), outline=1)
    d.text((10, 45), text[::-1], fill=1)
    return img


# -- the mux -----------------------------------------------------------------


def test_mux_writes_channel_byte_only_on_change():
    bus = FakeBus()
    mux = TCA9548A(bus)
    for ch in (3, 3, 5, 5, 5, 0, 7, 7):
        mux.select(ch)
    assert bus.mux_writes() == [0x08, 0x20, 0x01, 0x80]
    with pytest.raises(ValueError):
        mux.select(8)


def test_mux_rewrites_after_an_error():
    bus = FakeBus()
    mux = TCA9548A(bus, address=0x70)
    mux.select(5)
    bus.fail = OSError(errno.EIO, "I/O error")
    with pytest.raises(OSError):
        mux.select(6)
    mux.select(5)  # unknown after the failed write: written again
    mux.select(5)
    assert bus.mux_writes() == [0x20, 0x20]
    bus.fail = OSError(errno.EIO, "I/O error")
    with pytest.raises(OSError):
        mux.select(6)
    mux.select(6)
    assert bus.mux_writes() == [0x20, 0x20, 0x40]


def test_muxed_serial_selects_before_each_transfer_and_forgets_on_error():
    bus = FakeBus()
    mux = TCA9548A(bus)
    a, b = ControllerRAM(), ControllerRAM()
    sa, sb = MuxedSerial(mux, 1, a), MuxedSerial(mux, 2, b)
    sa.command(0xAE)
    sa.data([1, 2, 3])
    sb.command(0xAF)
    sa.command(0xA6)
    assert bus.mux_writes() == [0x02, 0x04, 0x02]
    assert a.commands == [0xAE, 0xA6] and b.commands == [0xAF]
    a.fail = OSError(errno.EREMOTEIO, "Remote I/O error")
    with pytest.raises(OSError):
        sa.data([4])
    a.fail = None
    sa.data([4])  # the mux may have been reset: channel 1 written again
    assert bus.mux_writes() == [0x02, 0x04, 0x02, 0x02]
    sa.cleanup()


# -- the screens -------------------------------------------------------------


def _screens(p):
    specs = [("board", p["board"])] + list(enumerate(p["seats"]))
    return {k: (s["mux_channel"], s["address"], s["display"]) for k, s in specs}


@pytest.mark.parametrize("name", ["pi-4seat", "pi-5seat", "emulated"])
def test_each_frame_lands_on_its_own_mux_channel(name):
    p = load(name)
    where = _screens(p)
    bus = FakeBus(screens={(c, a) for c, a, _ in where.values()})
    displays = open_displays(p, bus=bus)
    assert set(displays) == {"board"} | set(range(len(p["seats"])))
    assert type(displays["board"]).__name__ == p["board"]["display"]
    shown = {}
    for key, dev in displays.items():
        shown[key] = frame("board" if key == "board" else "seat %d" % key)
        dev.display(shown[key])
    for key, (ch, addr, kind) in where.items():
        assert bus.panel(ch, addr, kind).tobytes() == shown[key].tobytes(), key
    # a change on one screen: only its channel is selected, only its pixels move
    bus.log.clear()
    shown[1] = frame("seat 1, 12 VP")
    displays[1].display(shown[1])
    assert bus.mux_writes() == [1 << where[1][0]]
    assert {w[2] for w in bus.log if w[0] != 0x70} == {(where[1][0],)}
    displays[1].display(frame("seat 1, 13 VP"))
    assert bus.mux_writes() == [1 << where[1][0]]  # still selected: no mux write


def test_screen_after_bus_error_is_rewritten_on_its_channel():
    p = load("pi-4seat")
    bus = FakeBus()
    displays = open_displays(p, bus=bus)
    displays[2].display(frame("A"))
    bus.fail = OSError(errno.EREMOTEIO, "Remote I/O error")
    from luma.core.error import DeviceNotFoundError

    with pytest.raises(DeviceNotFoundError):  # luma's word for a silent I2C address
        displays[2].display(frame("B"))
    displays[0].display(frame("C"))
    displays[2].display(frame("B"))
    ch2, addr, kind = _screens(p)[2]
    assert bus.panel(ch2, addr, kind).tobytes() == frame("B").tobytes()
    ch0, addr, kind = _screens(p)[0]
    assert bus.panel(ch0, addr, kind).tobytes() == frame("C").tobytes()


def test_missing_screen_names_itself():
    p = load("pi-4seat")
    present = {(c, a) for k, (c, a, _) in _screens(p).items() if k != 3}
    # index 3 is the fourth seat, on mux channel 4: "seat 4", as on its screen
    with pytest.raises(
        HardwareError,
        match=r"^seat 4 screen \(sh1106 at 0x3C on mux channel 4\) "
        r"does not answer: .*i2cdetect -y 1$",
    ):
        open_displays(p, bus=FakeBus(screens=present))


def test_without_mux_screens_use_their_addresses():
    # Not a valid profile (too few seats for two addresses): the no-mux path only.
    p = load("pi-2seat")
    p = copy.deepcopy(p)
    p["i2c"]["mux_address"] = None
    p["board"].update(address=0x3C, mux_channel=None)
    p["seats"] = [dict(p["seats"][0], address=0x3D, mux_channel=None)]
    bus = FakeBus(mux=None, screens={(None, 0x3C), (None, 0x3D)})
    displays = open_displays(p, bus=bus)
    displays["board"].display(frame("board"))
    displays[0].display(frame("seat"))
    assert bus.panel(None, 0x3C, "ssd1306").tobytes() == frame("board").tobytes()
    assert bus.panel(None, 0x3D, "sh1106").tobytes() == frame("seat").tobytes()


def test_bus_none_opens_smbus2_port_lazily(monkeypatch):
    import smbus2

    opened = []

    def fake_smbus(port):
        opened.append(port)
        return FakeBus()

    monkeypatch.setattr(smbus2, "SMBus", fake_smbus)
    displays = open_displays(load("pi-2seat"))
    assert opened == [1]
    bus = displays.bus
    displays.close()
    assert bus.closed and displays == {}


def test_missing_i2c_bus_says_how_to_enable_it(monkeypatch):
    import smbus2

    def no_bus(port):
        raise FileNotFoundError(errno.ENOENT, "No such file or directory")

    monkeypatch.setattr(smbus2, "SMBus", no_bus)
    with pytest.raises(HardwareError, match=r"/dev/i2c-1 .*raspi-config nonint do_i2c 0"):
        open_displays(load("pi-2seat"))


# -- the buttons -------------------------------------------------------------


def _press(factory, clock, pin):
    p = factory.pin(pin)
    p.drive_low()
    clock.t += 0.1
    p.drive_high()
    clock.t += 0.1


@pytest.mark.parametrize("name", ["pi-4seat", "pi-5seat"])
def test_buttons_give_events_for_their_seat(mock_factory, name):
    p = load(name)
    clock = Clock()
    hub = ButtonHub(clock=clock)
    assert attach_buttons(p, hub, pin_factory=mock_factory) is mock_factory
    assert len(hub.buttons) == 3 * len(p["seats"]) + 1  # and the board's button
    for seat, s in enumerate(p["seats"]):
        for button in ("left", "right", "select"):
            _press(mock_factory, clock, s["buttons"][button])
            assert hub.poll() == [(seat, button)], (seat, button)
    _press(mock_factory, clock, p["board"]["button"])
    assert hub.poll() == [(BOARD, "select")]
    hub.close()


def test_emulated_profile_makes_its_own_mock_factory():
    from gpiozero.pins.mock import MockFactory

    p = load("emulated")
    clock = Clock()
    hub = ButtonHub(clock=clock)
    factory = attach_buttons(p, hub)
    try:
        assert isinstance(factory, MockFactory)
        _press(factory, clock, p["seats"][4]["buttons"]["select"])
        _press(factory, clock, p["seats"][2]["buttons"]["left"])
        assert hub.poll() == [(4, "select"), (2, "left")]
    finally:
        hub.close()
        factory.reset()


# -- install-pi and the service ----------------------------------------------

INSTALL = os.path.join(ROOT, "scripts", "install-pi")
UNIT = os.path.join(ROOT, "hardware", "doubloon.service")


def _install(*args):
    env = dict(os.environ, PATH=os.path.dirname(sys.executable) + os.pathsep + os.environ["PATH"])
    return subprocess.run(["sh", INSTALL] + list(args), capture_output=True, text=True, env=env)


def test_install_pi_is_valid_sh_and_executable():
    assert os.access(INSTALL, os.X_OK)
    subprocess.run(["sh", "-n", INSTALL], check=True)


def test_install_pi_dry_run_installs_the_service_for_the_profile():
    r = _install("--dry-run", "--profile", "pi-5seat")
    assert r.returncode == 0, r.stderr
    out = r.stdout
    assert "+ install -m 644 %s /etc/systemd/system/doubloon.service" % UNIT in out
    assert 'DOUBLOON_ARGS="play --setup --hardware pi-5seat"' in out
    assert "pi-4seat" not in out
    for cmd in (
        "+ raspi-config nonint do_i2c 0",
        "dtparam=i2c_arm_baudrate=400000",
        "+ apt-get install -y python3-venv python3-lgpio i2c-tools",
        "+ python3 -m venv --system-site-packages /opt/doubloon/venv",
        "+ /opt/doubloon/venv/bin/pip install -e /opt/doubloon/src",
        "+ usermod -a -G gpio,i2c doubloon",
        "+ systemctl enable doubloon",
        "+ systemctl restart doubloon",
    ):
        assert cmd in out, cmd
    assert out.index("systemctl daemon-reload") > out.index("doubloon.service")


def test_install_pi_rejects_unknown_profile_and_arguments():
    r = _install("--dry-run", "--profile", "pi-9seat")
    assert r.returncode == 2 and "no profile pi-9seat" in r.stderr and r.stdout == ""
    r = _install("--dry-run", "--frobnicate")
    assert r.returncode == 2 and "unknown argument: --frobnicate" in r.stderr


def test_unit_runs_the_doubloon_command_with_overridable_args():
    unit = _read("hardware", "doubloon.service")
    lines = dict(x.split("=", 1) for x in unit.splitlines() if "=" in x and not x.startswith("#"))
    assert lines["ExecStart"] == "/opt/doubloon/venv/bin/doubloon $DOUBLOON_ARGS"
    assert 'Environment="DOUBLOON_ARGS=play --setup --hardware pi-4seat"' in unit
    assert lines["EnvironmentFile"] == "-/etc/default/doubloon"
    assert lines["Restart"] == "on-failure"
    assert lines["StateDirectory"] == "doubloon"
    assert lines["User"] == "doubloon"
    # the console command exists under that name
    pyproject = _read("pyproject.toml")
    assert re.search(r'^doubloon = "firmware\.cli:main"$', pyproject, re.M)
