"""The larger board screens (issue 22, item 2): the SSD1322 (256x64, SPI)
and the SSD1309 (128x64, 2.42-inch) as drivers on modelled RAM, in the
hardware profiles (SPI pins that clash with nothing), opened on a fake
SPI bus whose bytes are decoded back to pixels, the board's width handed
to the mode, and the 256-pixel board in the emulators."""

import errno
import json
import os
import subprocess
import sys

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from PIL import Image, ImageDraw

from drivers import profile
from drivers.controller import ControllerRAM, GreyRAM
from drivers.hardware import HardwareError, open_displays
from drivers.oled import ssd1309, ssd1322
from drivers.profile import ProfileError, load, validate
from drivers.screen_set import emulated
from drivers.terminal import braille
from firmware.emulator.arrange import HALF, arrange
from firmware.emulator.capture import sheet
from firmware.emulator.device import Emulated, VirtualClock
from firmware.emulator.terminal import Screens
from firmware.modes.seated import SeatedMode
from tests.drivers.test_hardware import HEADER, ROOT, FakeBus, _read

SPI0 = {8, 9, 10, 11}  # CE0, MISO, MOSI, SCLK


def wide(text="Anne 12 doubloons", right="VP chips 75"):
    """A 256x64 frame with something in both halves."""
    img = Image.new("1", (256, 64))
    d = ImageDraw.Draw(img)
    d.text((3, 5), text, fill=1)
    d.rectangle((0, 40, 255, 63), outline=1)
    d.text((140, 45), right, fill=1)
    return img


# -- the SSD1322 driver on its modelled RAM -------------------------------------


def test_ssd1322_ram_equals_each_frame_after_diffs():
    ram = GreyRAM()
    dev = ssd1322(ram)
    assert dev.size == (256, 64) and dev.mode == "1"
    for text, right in [
        ("Anne 12", "VP 75"),
        ("Anne 13", "VP 75"),
        ("Bernie 4", "VP 74"),
        ("Bernie 4", "VP 74"),
    ]:
        dev.display(wide(text, right))
        assert ram.image().tobytes() == wide(text, right).tobytes()


@pytest.mark.filterwarnings("ignore:Image.Image.getdata:DeprecationWarning")  # luma's, one reason for ours
def test_ssd1322_packs_a_mode_1_frame_as_luma_s_own_class_does():
    # luma's class (getdata(), a pixel at a time) drives real panels: the
    # same image must leave the same RAM, nibble order and all
    from luma.oled.device import ssd1322 as luma_ssd1322

    ours, theirs = GreyRAM(), GreyRAM()
    ssd1322(ours).display(wide())
    luma_ssd1322(theirs, mode="1").display(wide())
    assert ours.ram == theirs.ram
    assert ours.image().tobytes() == wide().tobytes()


def test_ssd1322_one_pixel_sends_one_window_of_one_column_group():
    ram = GreyRAM()
    dev = ssd1322(ram)
    img = Image.new("1", (256, 64))
    dev.display(img)  # already blank: nothing sent
    commands, data = len(ram.commands), ram.data_bytes
    img.putpixel((9, 30), 1)  # column group 2 (pixels 8-11), row 30
    dev.display(img)
    # the datasheet's bytes: columns 28 + 2 (luma centres 256 of 480
    # pixels), row 30, write RAM; arguments go as data
    assert ram.commands[commands:] == [0x15, 0x75, 0x5C]
    assert ram.data_bytes - data == 2 + 2 + 2  # two pairs of arguments, one group
    assert ram.ram[30][60:62] == bytes([0x0F, 0x00])  # pixel 9: the low nibble of group 30's first byte


def test_ssd1322_changes_far_apart_are_two_small_windows_not_the_panel():
    ram = GreyRAM()
    dev = ssd1322(ram)
    img = Image.new("1", (256, 64))
    dev.display(img)
    sent = dev.bytes_sent
    img.putpixel((0, 0), 1)
    img.putpixel((255, 63), 1)
    dev.display(img)
    assert ram.commands.count(0x5C) == 3  # the blank frame at set-up, then two windows
    assert dev.bytes_sent - sent == 2 * (7 + 2)
    assert ram.image().tobytes() == img.tobytes()


def test_ssd1322_a_whole_frame_is_8_kib_and_an_unchanged_one_nothing():
    ram = GreyRAM()
    dev = ssd1322(ram)
    dev.display(wide())
    dev.invalidate()
    sent = dev.bytes_sent
    dev.display(wide())
    assert dev.bytes_sent - sent == 256 * 64 // 2 + 7  # hardware/README.md says so
    sent = ram.data_bytes
    dev.display(wide())
    assert ram.data_bytes == sent


def test_ssd1322_recover_sets_the_panel_up_again_and_resends_the_frame():
    ram = GreyRAM()
    dev = ssd1322(ram)
    dev.display(wide())
    setup = list(ram.commands[: ram.commands.index(0x5C)])
    fresh = GreyRAM()
    dev._serial_interface = fresh  # a panel that lost power: blank RAM
    dev.recover()
    dev.display(wide())
    assert fresh.commands[: len(setup)] == setup and 0xFD in setup  # "unlock" first
    assert fresh.image().tobytes() == wide().tobytes()


BOXES = st.lists(
    st.tuples(st.integers(0, 255), st.integers(0, 63), st.integers(0, 40), st.integers(0, 9)), max_size=4
)


@settings(max_examples=40, deadline=None)
@given(st.lists(BOXES, min_size=1, max_size=5))
def test_ssd1322_ram_equals_any_sequence_of_frames(frames):
    # whatever changes from frame to frame (runs of rows, columns at odd
    # pixels, the panel's edges), the RAM ends as the last frame
    ram = GreyRAM()
    dev = ssd1322(ram)
    for boxes in frames:
        img = Image.new("1", (256, 64))
        d = ImageDraw.Draw(img)
        for x, y, w, h in boxes:
            d.rectangle((x, y, min(255, x + w), min(63, y + h)), fill=1)
        dev.display(img)
        assert ram.image().tobytes() == img.tobytes()


def test_ssd1309_is_the_ssd1306_s_ram():
    ram = ControllerRAM(kind="ssd1309")
    dev = ssd1309(ram)
    img = wide().crop((0, 0, 128, 64))
    dev.display(img)
    assert dev.size == (128, 64) and ram.image().tobytes() == img.tobytes()


# -- the profiles -------------------------------------------------------------


@pytest.mark.parametrize("name,display", [("pi-5seat-bigboard", "ssd1322"), ("pi-5seat-ssd1309", "ssd1309")])
def test_the_spi_board_profiles_wire_spi0_and_clash_with_nothing(name, display):
    p = load(name)
    five = load("pi-5seat")
    assert p["seats"] == five["seats"] and p["i2c"] == five["i2c"]  # the seats as wired for pi-5seat
    b = p["board"]
    assert b["display"] == display and b["address"] is None and b["button"] == 4
    assert b["spi"] == {"port": 0, "device": 0, "dc": 18, "reset": 7, "speed_hz": 8000000}
    pins = [s["buttons"][k] for s in p["seats"] for k in ("left", "right", "select")]
    pins += [b["button"], b["spi"]["dc"], b["spi"]["reset"]]
    assert len(set(pins)) == len(pins)
    assert not set(pins) & (SPI0 | {0, 1, 2, 3, 14, 15})  # SPI0, HAT EEPROM, I2C, UART
    # and every other shipped profile's buttons are clear of the SPI pins too:
    # a board on SPI can replace any of their board screens
    for other in profile.names():
        q = load(other)
        used = {s["buttons"][k] for s in q["seats"] if "buttons" in s for k in ("left", "right", "select")}
        assert not used & (SPI0 | {18, 7}), other


def test_an_i2c_ssd1309_board_is_a_drop_in():
    d = json.loads(_read("hardware", "profiles", "pi-5seat.json"))
    d["board"]["display"] = "ssd1309"
    assert validate(d)["board"]["display"] == "ssd1309"
    d["seats"][2]["display"] = "ssd1309"  # a 2.42-inch seat on I2C too
    assert validate(d)["seats"][2]["display"] == "ssd1309"


def _big():
    return json.loads(_read("hardware", "profiles", "pi-5seat-bigboard.json"))


def _spi(**fields):
    def edit(d):
        for k, v in fields.items():
            if v is KeyError:
                del d["board"]["spi"][k]
            else:
                d["board"]["spi"][k] = v

    return edit


def _board(**fields):
    def edit(d):
        d["board"].update(fields)

    return edit


def _seat_pin(pin):
    def edit(d):
        d["seats"][1]["buttons"]["select"] = pin

    return edit


BAD_SPI = [
    ("dc on MOSI", _spi(dc=10), "board.spi.dc: GPIO 10 is SPI0 MOSI (header pin 19); the screens need it"),
    ("reset on I2C", _spi(reset=3), "board.spi.reset: GPIO 3 is I2C SCL (header pin 5)"),
    ("dc is the button", _spi(dc=4), "board.spi.dc: GPIO 4 is already used by board.button"),
    ("seat on CE0", _seat_pin(8), "seats[1].buttons.select: GPIO 8 is SPI0 CE0 (header pin 24)"),
    ("seat on the DC pin", _seat_pin(18), "seats[1].buttons.select: GPIO 18 is already used by board.spi.dc"),
    ("CE1 taken by device 1", _spi(device=1), "board.spi.reset: GPIO 7 is SPI0 CE1 (header pin 26)"),
    ("device 2", _spi(device=2), "board.spi.device: must be a chip select 0-1, not 2"),
    ("port 2", _spi(port=2), "board.spi.port: must be 0 (SPI0) or 1 (SPI1), not 2"),
    ("speed", _spi(speed_hz=10000000), "board.spi.speed_hz: must be one of 500000, 1000000"),
    ("dc missing", _spi(dc=KeyError), "board.spi.dc: missing"),
    ("dc a string", _spi(dc="18"), 'board.spi.dc: must be a BCM GPIO number from 0 to 27, not "18"'),
    ("unknown field", _spi(cs=8), "board.spi.cs: unknown field (expected dc, port, device, reset, speed_hz)"),
    ("address too", _board(address=60), "board.address: must be left out: the screen is on SPI"),
    ("mux channel too", _board(mux_channel=0), "board.mux_channel: must be left out: the screen is on SPI"),
    ("turned a quarter", _board(rotate=1), "board.rotate: must be 0 or 2 for a 256x64 ssd1322"),
    ("sh1106 on SPI", _board(display="sh1106"), "board.spi: an sh1106 here is on I2C (address)"),
    ("spi not an object", _board(spi=0), "board.spi: must be an object, not 0"),
]


@pytest.mark.parametrize("edit,message", [b[1:] for b in BAD_SPI], ids=[b[0] for b in BAD_SPI])
def test_a_bad_spi_board_is_one_line_naming_the_field(edit, message):
    d = _big()
    edit(d)
    with pytest.raises(ProfileError) as e:
        validate(d, "mine.json")
    assert "\n" not in str(e.value)
    assert str(e.value).startswith("mine.json: " + message), str(e.value)


def test_a_board_without_reset_pin_is_allowed():
    d = _big()
    d["board"]["spi"]["reset"] = None  # the module's own reset circuit
    del d["board"]["spi"]["speed_hz"]
    assert validate(d)["board"]["spi"] == {
        "port": 0,
        "device": 0,
        "dc": 18,
        "reset": None,
        "speed_hz": 8000000,
    }


JSONISH = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 1 << 25) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=6,
)
SPI_KEYS = st.sampled_from(["port", "device", "dc", "reset", "speed_hz", "cs"])


@pytest.mark.slow
@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.dictionaries(SPI_KEYS, JSONISH | st.integers(0, 27), max_size=6),
    st.sampled_from(["ssd1322", "ssd1309"]),
)
def test_any_spi_object_is_taken_or_one_line(spi, display):
    d = _big()
    d["board"]["spi"] = spi
    d["board"]["display"] = display
    try:
        p = validate(d)
    except ProfileError as e:
        assert "\n" not in str(e) and str(e).startswith("profile: ")
        return
    sp = p["board"]["spi"]
    assert sp["dc"] not in SPI0 | {2, 3} and sp["reset"] not in SPI0 | {2, 3}


def test_profile_check_command_names_the_spi_board():
    r = subprocess.run(
        [sys.executable, "-m", "drivers.profile", "pi-5seat-bigboard"],
        cwd=ROOT,
        capture_output=True,
        text=True,
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout == "pi-5seat-bigboard: ok, 5 seats, lgpio, TCA9548A at 0x70, board ssd1322 on SPI0 CE0\n"


def test_readme_wiring_of_the_spi_board_matches_the_profile():
    text = _read("hardware", "README.md")
    spi = load("pi-5seat-bigboard")["board"]["spi"]
    for label, gpio in [("SCLK", 11), ("SDIN", 10), ("CS", 8), ("DC", spi["dc"]), ("RES", spi["reset"])]:
        row = "| %s | GPIO %d (pin %d) |" % (label, gpio, HEADER[gpio])
        assert row in text, row
    assert "pi-5seat-bigboard" in _read("README.md")


# -- on a fake SPI bus: the bytes sent, decoded ----------------------------------


class FakeSpi:
    """spidev.SpiDev as luma's ``spi`` uses it; each write is kept with
    the level of the DC pin at that moment (low: command, high: data)."""

    def __init__(self, dc_pin, missing=False):
        self.dc_pin = dc_pin
        self.missing = missing
        self.opened = None
        self.max_speed_hz = 0
        self.writes = []
        self.closed = False

    def open(self, port, device):
        if self.missing:
            raise FileNotFoundError(errno.ENOENT, "No such file or directory")
        self.opened = (port, device)

    def writebytes(self, data):
        self.writes.append((None if self.dc_pin is None else self.dc_pin.state, bytes(data)))

    def close(self):
        self.closed = True

    def panel(self):
        ram = GreyRAM()
        for dc, data in self.writes:
            (ram.data if dc else ram.command)(*([list(data)] if dc else data))
        return ram.image()


def test_the_bigboard_profile_sends_its_board_on_spi_and_its_seats_on_i2c(mock_factory):
    p = load("pi-5seat-bigboard")
    spi = FakeSpi(mock_factory.pin(18))
    bus = FakeBus()
    displays = open_displays(p, bus=bus, spi=spi, pin_factory=mock_factory)
    try:
        board = displays["board"]
        assert type(board).__name__ == "ssd1322" and board.width == 256
        assert spi.opened == (0, 0) and spi.max_speed_hz == 8000000
        assert mock_factory.pin(7).state  # reset pulsed low, then left high
        board.display(wide())
        assert spi.panel().tobytes() == wide().tobytes()
        displays[0].display(wide().crop((0, 0, 128, 64)))
        assert bus.panel(1, 0x3C, "sh1106").tobytes() == wide().crop((0, 0, 128, 64)).tobytes()
    finally:
        displays.close()
    assert spi.closed
    mock_factory.pin(18)  # the pins were let go: taken again without GPIOPinInUse
    from gpiozero import DigitalOutputDevice

    DigitalOutputDevice(18, pin_factory=mock_factory).close()


def test_without_a_pin_factory_the_board_makes_and_closes_its_own():
    # the Pi front end opens the screens as before (open_displays(profile)):
    # the DC and reset pins get a factory of the profile's kind of their own
    from gpiozero.pins.mock import MockFactory

    p = dict(load("pi-5seat-bigboard"), pin_factory="mock")
    displays = open_displays(p, bus=FakeBus(), spi=FakeSpi(None))
    factory = displays.pin_factory
    assert isinstance(factory, MockFactory) and set(displays.outputs.pins) == {18, 7}
    assert factory.pin(7).state  # reset pulsed, then let go (high)
    displays.close()
    assert displays.pin_factory is None and displays.outputs is None


def test_spi_not_enabled_says_how_to_enable_it(mock_factory):
    with pytest.raises(HardwareError) as e:
        open_displays(
            load("pi-5seat-bigboard"),
            bus=FakeBus(),
            spi=FakeSpi(None, missing=True),
            pin_factory=mock_factory,
        )
    text = str(e.value)
    assert "\n" not in text
    assert text.startswith("board screen (ssd1322 on SPI0 CE0) does not answer: SPI device not found")
    assert "dtoverlay=spi0-1cs" in text


def test_spidev_missing_is_one_line(monkeypatch, mock_factory):
    monkeypatch.setitem(sys.modules, "spidev", None)  # import spidev fails
    with pytest.raises(HardwareError, match=r"^the board screen is on SPI and spidev is not installed: pip"):
        open_displays(load("pi-5seat-bigboard"), bus=FakeBus(), pin_factory=mock_factory)


# -- the board's width, from the panel to the mode --------------------------------


class Wide(SeatedMode):
    """A mode drawing its board as wide as it is told (the board
    engineer's layouts do the same through ``board_width``)."""

    board_width = 128
    peeks = False
    lang = "en"

    def press(self, seat, what, flag):
        return False

    def board_frame(self):
        img = Image.new("1", (self.board_width, 64))
        d = ImageDraw.Draw(img)
        d.text((2, 2), "left", fill=1)
        d.text((self.board_width - 40, 50), "right", fill=1)
        return img

    def seat_frame(self, seat):
        return Image.new("1", (128, 64))


@pytest.mark.parametrize("board,width", [(None, 128), ("ssd1309", 128), ("ssd1322", 256)])
def test_the_app_gives_the_mode_its_board_s_width(board, width):
    mode = Wide(["Anne", "Bernie"])
    emu = Emulated(mode, clock=VirtualClock(), board=board)
    try:
        emu.app.redraw()
        assert mode.board_width == width
        assert emu.images()["board"].tobytes() == mode.board_frame().tobytes()
    finally:
        emu.close()


def test_a_narrower_frame_is_centred_on_the_wide_board():
    screens = emulated(2, board="ssd1322")
    small = wide().crop((0, 0, 128, 64))
    screens.show({"board": small, 0: small})
    board = screens.rams["board"].image()
    assert board.crop((64, 0, 192, 64)).tobytes() == small.tobytes()
    assert board.crop((0, 0, 64, 64)).getbbox() is None and board.crop((192, 0, 256, 64)).getbbox() is None
    assert screens.rams[0].image().tobytes() == small.tobytes()


def test_a_real_game_s_board_fills_the_wide_panel_as_the_mode_draws_it():
    import core
    from drivers.screen_set import fit
    from firmware.games.puerto_rico.table import Table

    table = Table(core.new_game(["Anne", "Bernie", "Chris"], seed=3))
    emu = Emulated(table, clock=VirtualClock(), board="ssd1322")
    try:
        emu.app.redraw()
        for ch in "eee":  # a few presses of seat 1
            emu.press(ch)
        frame = table.board_frame()
        assert frame.width in (128, 256)
        assert emu.images()["board"].tobytes() == fit(frame, (256, 64)).tobytes()
    finally:
        emu.close()


# -- the emulators ------------------------------------------------------------


def test_a_wide_board_takes_two_places_when_the_terminal_holds_them():
    a = arrange(200, 60, 3, wide=True)
    assert a.placed == [("board", 0, 0), (0, 132, 0), (1, 0, 17), (2, 66, 17)]
    assert a.hidden == []


def test_a_narrow_terminal_shows_a_wide_board_in_halves():
    a = arrange(80, 24, 3, focus="board", wide=True)
    assert [s for s, _, _ in a.placed] == ["board"] and HALF in a.hidden
    a = arrange(80, 24, 3, focus=HALF, wide=True)
    assert [s for s, _, _ in a.placed] == [HALF]
    a = arrange(80, 60, 3, focus=2, seat=2, wide=True)  # three panels high
    assert [s for s, _, _ in a.placed] == ["board", 0, 2]  # the seat followed and the next
    a = arrange(120, 80, 2, wide=True)  # four panels high, one across: all of it
    assert [s for s, _, _ in a.placed] == ["board", HALF, 0, 1]


def _images(mode_board):
    return {"board": mode_board, 0: Image.new("1", (128, 64)), 1: Image.new("1", (128, 64))}


def test_the_terminal_draws_the_wide_board_pixel_for_pixel():
    screens = Screens({"board": "board", 0: "1 Anne", 1: "2 Bernie"}, [], 2, wide=True)
    lines = screens.lines(_images(wide()), [], 200, 60)
    assert lines[0].startswith("+-board ") and lines[0].index("+-1 Anne") == 132  # two places
    assert [t[1:129] for t in lines[1:17]] == braille(wide())
    assert all(len(t) <= 200 for t in lines)


def test_at_80x24_the_0_key_turns_to_the_other_half_of_the_board():
    screens = Screens({"board": "board", 0: "1 Anne", 1: "2 Bernie"}, [], 2, wide=True)
    screens.pressed(-1)  # the b key: the board
    lines = screens.lines(_images(wide()), [], 80, 24)
    assert lines[0].startswith("+-board 1/2 ")
    assert [t[1:] for t in lines[1:17]] == braille(wide().crop((0, 0, 128, 64)))
    assert lines[17] == "board 1/2 | 0: other half | Tab, 1-2: other screens | ?: hide keys | Esc: quit"
    assert screens.view_key("0")
    lines = screens.lines(_images(wide()), [], 80, 24)
    assert lines[0].startswith("+-board 2/2 ")
    assert [t[1:] for t in lines[1:17]] == braille(wide().crop((128, 0, 256, 64)))
    screens.pressed(-1)  # turning the board's page keeps the half being read
    assert screens.lines(_images(wide()), [], 80, 24)[0].startswith("+-board 2/2 ")
    assert all(len(t) <= 80 for t in lines)
    for ch in "\t":  # Tab goes on to the seats
        screens.view_key(ch)
    assert screens.lines(_images(wide()), [], 80, 24)[0].startswith("+-1 Anne ")


@pytest.mark.parametrize("chosen", ["board", HALF])
def test_the_hint_under_half_a_board_fits_80_columns_with_5_seats(chosen):
    images = {"board": wide(), **{s: Image.new("1", (128, 64)) for s in range(5)}}
    screens = Screens({"board": "board", **{s: str(s) for s in range(5)}}, [], 5, wide=True)
    screens.lines(images, [], 80, 24)
    screens.chosen = chosen
    hint = screens.lines(images, [], 80, 24)[17]
    assert hint.endswith("| Esc: quit") and len(hint) <= 80 and "0: other half" in hint


def test_the_right_half_in_view_when_the_terminal_grows_shows_the_whole_board():
    screens = Screens({"board": "board", 0: "1 Anne", 1: "2 Bernie"}, [], 2, wide=True)
    screens.lines(_images(wide()), [], 80, 24)
    screens.view_key("0")
    screens.view_key("0")  # the right half
    lines = screens.lines(_images(wide()), [], 200, 24)
    assert lines[0].startswith("+-board ---") and "board 2/2" not in lines[0]
    assert lines[17].startswith("board | Tab, 0-2: other screens")


def test_the_capture_sheet_is_as_wide_as_its_panels():
    pic = sheet(_images(wide()), ["board", 0, 1], scale=2)
    assert pic.size == (256 * 2 + 6 + 128 * 2 + 6 + 128 * 2, 128)


def run_play(*args):
    return subprocess.run(
        [sys.executable, "-m", "firmware.cli", "play", "--no-journal", "--names", "Anne,Bernie"] + list(args),
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        env=dict(os.environ, COLUMNS="200"),
    )


@pytest.mark.slow
def test_play_board_ssd1322_draws_the_wide_board():
    r = run_play("--board", "ssd1322", "--keys", "")
    assert r.returncode == 0, r.stderr
    first = r.stdout.splitlines()[0]
    assert first.startswith("+-board ") and first.index(" +-1 Anne") == 129


@pytest.mark.parametrize(
    "args,message",
    [
        (["--hardware", "pi-5seat"], "doubloon play: --board is for the emulator: the profile pi-5seat says"),
        (["--emulator", "text"], "doubloon play: --board: the text table draws no screens"),
    ],
)
def test_play_board_where_it_means_nothing_is_one_line(args, message, capsys, tmp_path):
    from firmware import cli

    db = str(tmp_path / "j.sqlite3")
    code = cli.main(["play", "--names", "Anne,Bernie", "--db", db, "--board", "ssd1322"] + args)
    out, err = capsys.readouterr()
    assert code == 2 and out == ""
    assert err.startswith(message) and err.count("\n") == 1
    assert not os.path.exists(db) or "Anne" not in open(db, "rb").read().decode("latin-1")  # no game stored


@pytest.mark.slow
def test_the_pygame_window_is_as_wide_as_the_wide_board(monkeypatch):
    pygame = pytest.importorskip("pygame")
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    from firmware.emulator.pygame_window import run_pygame

    sizes = []
    set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda size: sizes.append(size) or set_mode(size))
    run_pygame(Wide(["Anne", "Bernie"]), frames_limit=2, scale=1, board="ssd1322")
    assert sizes == [(256 + 6 + 128 + 6 + 128, 64)]
