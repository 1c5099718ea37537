"""Drivers on mocked hardware: real luma.oled device classes on a model of the
controller RAM, real gpiozero Buttons on MockFactory pins."""

import pytest

from tests.conftest import Clock
from PIL import Image, ImageDraw

from drivers import profile
from drivers.buttons import ButtonHub
from drivers.hardware import attach_buttons
from drivers.keyboard import KEYS, SHORT, KeyPresser, mock_pins
from drivers.controller import ControllerRAM
from drivers.oled import ssd1306, sh1106, pack_pages, changed_span


def frame(text="Anne 12", box=True):
    img = Image.new("1", (128, 64))
    d = ImageDraw.Draw(img)
    d.text((3, 5), text, fill=1)
    if box:
        d.rectangle((0, 40, 127, 63), outline=1)
    return img


def test_pack_pages_matches_controller_layout():
    img = Image.new("1", (128, 64))
    img.putpixel((0, 0), 1)  # page 0, column 0, bit 0
    img.putpixel((5, 9), 1)  # page 1, column 5, bit 1
    img.putpixel((127, 63), 1)  # page 7, column 127, bit 7
    pages = pack_pages(img)
    assert len(pages) == 8 and all(len(p) == 128 for p in pages)
    assert pages[0][0] == 0x01 and pages[1][5] == 0x02 and pages[7][127] == 0x80
    assert sum(sum(p) for p in pages) == 0x01 + 0x02 + 0x80


def test_changed_span():
    assert changed_span(b"abc", b"abc") is None
    assert changed_span(None, b"abc") == (0, 2)
    assert changed_span(b"abcdef", b"abXdYf") == (2, 4)


@pytest.mark.parametrize("cls,kind", [(ssd1306, "ssd1306"), (sh1106, "sh1106")])
def test_panel_ram_equals_frame_after_diffs(cls, kind):
    ram = ControllerRAM(kind=kind)
    dev = cls(ram)
    for text in ("Anne 12", "Anne 13", "Bernie 4", "Bernie 4"):
        dev.display(frame(text))
        assert ram.image().tobytes() == frame(text).tobytes()


@pytest.mark.parametrize("cls,kind", [(ssd1306, "ssd1306"), (sh1106, "sh1106")])
def test_one_number_change_sends_a_fraction_of_a_frame(cls, kind):
    ram = ControllerRAM(kind=kind)
    dev = cls(ram)
    dev.display(frame("Anne 12"))
    before = ram.data_bytes
    dev.display(frame("Anne 13"))
    sent = ram.data_bytes - before
    assert 0 < sent <= 1024 // 4
    before = ram.data_bytes
    dev.display(frame("Anne 13"))
    assert ram.data_bytes == before  # nothing changed, nothing sent


@pytest.mark.parametrize(
    "cls,kind,command",
    [
        # the datasheets' bytes, written out: column window 5-5, page window 1-1
        (ssd1306, "ssd1306", [0x21, 5, 5, 0x22, 1, 1]),
        # page 1 (0xB0 + 1), then column 2 + 5 = 7 as low and high nibbles
        (sh1106, "sh1106", [0xB1, 0x07, 0x10]),
    ],
)
def test_one_pixel_sends_its_page_and_column_command(cls, kind, command):
    ram = ControllerRAM(kind=kind)
    dev = cls(ram)
    img = Image.new("1", (128, 64))
    dev.display(img)
    before = len(ram.commands)
    img.putpixel((5, 9), 1)  # page 1, column 5, bit 1
    dev.display(img)
    assert ram.commands[before:] == command
    assert ram.ram[1][5] == 0x02 and ram.image().tobytes() == img.tobytes()


@pytest.mark.parametrize("cls,kind", [(ssd1306, "ssd1306"), (sh1106, "sh1106")])
def test_recover_sets_the_panel_up_again_and_resends_the_whole_frame(cls, kind):
    ram = ControllerRAM(kind=kind)
    dev = cls(ram)
    setup = list(ram.commands)  # luma's init sequence, as sent
    assert setup
    dev.display(frame("Anne 12"))
    ram.ram = [bytearray(128) for _ in range(8)]  # the panel lost power
    start = len(ram.commands)
    dev.recover()
    assert ram.commands[start:] == setup  # what luma's __init__ sent, no more
    dev.display(frame("Anne 12"))  # unchanged, yet sent whole
    assert ram.image().tobytes() == frame("Anne 12").tobytes()


def test_bus_error_keeps_page_for_retry():
    ram = ControllerRAM()
    dev = ssd1306(ram)
    dev.display(frame("A"))
    ram.fail = OSError(121, "Remote I/O error")
    with pytest.raises(OSError):
        dev.display(frame("B"))
    ram.fail = None
    dev.display(frame("B"))
    assert ram.image().tobytes() == frame("B").tobytes()


def test_gpiozero_buttons_short_presses_and_bounce(mock_factory):
    clock = Clock()
    hub = ButtonHub(clock=clock, bounce=0.03, long_press=0.6)
    hub.attach(0, (5, 6, 13), pin_factory=mock_factory)
    left = mock_factory.pin(5)
    # a press with contact bounce: low, high, low within 10 ms, then release
    left.drive_low()
    clock.t += 0.005
    left.drive_high()
    clock.t += 0.005
    left.drive_low()
    clock.t += 0.1
    left.drive_high()
    assert hub.poll() == [(0, "left")]
    sel = mock_factory.pin(13)
    sel.drive_low()
    clock.t += 0.1
    sel.drive_high()
    assert hub.poll() == [(0, "select")]
    hub.close()


def test_long_press_select_is_back_and_left_hold_peeks(mock_factory):
    clock = Clock()
    hub = ButtonHub(clock=clock)
    hub.attach(2, (17, 27, 22), pin_factory=mock_factory)
    sel, left = mock_factory.pin(22), mock_factory.pin(17)
    sel.drive_low()
    clock.t += 1.0
    assert hub.poll() == [(2, "back")]  # fires while still held
    sel.drive_high()
    clock.t += 0.1
    assert hub.poll() == []  # the release adds nothing
    left.drive_low()
    clock.t += 0.2
    assert hub.poll() == []
    clock.t += 0.5
    # peek for the table, hold for the modes that step with it
    assert hub.poll() == [(2, "peek", True), (2, "hold", "left", 1)]
    left.drive_high()
    assert hub.poll() == [(2, "peek", False)]
    hub.close()


def _held(hub, clock, pin, seconds, step=0.01):
    """Hold ``pin`` down for ``seconds``, polling every ``step`` as the
    main loop does; the events seen, with the time each came."""
    seen = []
    t0 = clock.t
    pin.drive_low()
    while clock.t - t0 < seconds - 1e-9:
        clock.t += step
        seen += [(round(clock.t - t0, 2), ev) for ev in hub.poll()]
    pin.drive_high()
    clock.t += step
    seen += [(round(clock.t - t0, 2), ev) for ev in hub.poll()]
    return seen


def test_holding_right_repeats_until_released(mock_factory):
    clock = Clock()
    hub = ButtonHub(clock=clock, long_press=0.6, repeat_after=0.5, repeat=0.3)
    hub.attach(1, (5, 6, 13), pin_factory=mock_factory)
    seen = _held(hub, clock, mock_factory.pin(6), 1.75)
    # at the long-press time, then 0.5 s later, then every 0.3 s; the
    # release adds no short press
    assert seen == [
        (0.6, (1, "hold", "right", 1)),
        (1.1, (1, "hold", "right", 2)),
        (1.4, (1, "hold", "right", 3)),
        (1.7, (1, "hold", "right", 4)),
    ]
    # a short press afterwards is a short press again
    clock.t += 0.1  # past the debounce of the release
    assert _held(hub, clock, mock_factory.pin(6), 0.1) == [(0.11, (1, "right"))]
    hub.close()


def test_holding_left_peeks_and_repeats(mock_factory):
    clock = Clock()
    hub = ButtonHub(clock=clock)
    hub.attach(0, (5, 6, 13), pin_factory=mock_factory)
    seen = [ev for _, ev in _held(hub, clock, mock_factory.pin(5), 1.45)]
    assert seen == [
        (0, "peek", True),
        (0, "hold", "left", 1),
        (0, "hold", "left", 2),
        (0, "hold", "left", 3),
        (0, "peek", False),
    ]
    # select held long is still one "back", never a hold
    seen = [ev for _, ev in _held(hub, clock, mock_factory.pin(13), 2.0)]
    assert seen == [(0, "back")]
    hub.close()


def test_a_late_loop_gets_one_repeat_not_a_burst(mock_factory):
    clock = Clock()
    hub = ButtonHub(clock=clock, long_press=0.6, repeat_after=0.5, repeat=0.3)
    hub.attach(0, (5, 6, 13), pin_factory=mock_factory)
    right = mock_factory.pin(6)
    right.drive_low()
    clock.t += 0.7
    assert hub.poll() == [(0, "hold", "right", 1)]
    clock.t += 2.0  # the loop stalled past several repeat times
    assert hub.poll() == [(0, "hold", "right", 2)]
    assert hub.poll() == []
    clock.t += 0.3
    assert hub.poll() == [(0, "hold", "right", 3)]
    right.drive_high()
    assert hub.poll() == []
    hub.close()


def test_each_key_presses_the_button_of_its_name(mock_factory):
    # The keyboard, the profile and the hub share one tuple of button names:
    # the keys of seat s, in order, are its left, right and select buttons.
    p = profile.load("emulated")
    clock = Clock()
    hub = ButtonHub(clock=clock)
    attach_buttons(p, hub, pin_factory=mock_factory)
    presser = KeyPresser(mock_pins(p, mock_factory), len(p["seats"]))
    seen = []
    for seat in range(len(p["seats"])):
        for key in KEYS[seat]:
            assert presser.key(key, clock.t)
            clock.t += SHORT
            presser.pump(clock.t)
            clock.t += SHORT
            seen += hub.poll()
    assert seen == [(seat, name) for seat in range(5) for name in ("left", "right", "select")]
    hub.close()
