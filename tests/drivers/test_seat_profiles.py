"""Hardware profiles with seat modules on serial links: checked like the
others, and made real by drivers.hardware as the same objects for a seat's
screen and its buttons."""

import json
import os
import sys

import pytest
from hypothesis import given, settings, strategies as st

from drivers import profile
from drivers.buttons import ButtonHub
from drivers.hardware import HardwareError, attach_buttons, open_displays
from drivers.profile import ProfileError, load, validate
from drivers.serial_seat import SerialSeat
from tests.drivers.test_hardware import ROOT, FakeBus


def _read(name):
    with open(os.path.join(ROOT, "hardware", "profiles", name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def test_serial_profiles_are_valid_and_find_modules_by_usb_serial():
    p = load("pi-serial-5seat")
    assert [s["serial"]["port"] for s in p["seats"]] == [None] * 5
    assert len({s["serial"]["usb_serial"] for s in p["seats"]}) == 5
    assert p["i2c"]["mux_address"] is None and p["board"]["address"] == 0x3C
    mixed = load("pi-mixed-4seat")
    # the local seats are wired as in pi-4seat, so one grows into the other
    assert mixed["seats"][:2] == load("pi-4seat")["seats"][:2]
    assert ["serial" in s for s in mixed["seats"]] == [False, False, True, True]


@pytest.mark.parametrize(
    "edit, message",
    [
        (lambda s: s.update(serial={}), 'needs "usb_serial" (a module on USB) or "port"'),
        (lambda s: s.update(serial={"usb_serial": "A", "port": "/dev/ttyAMA0"}), "one of them"),
        (
            lambda s: s.update(serial={"usb_serial": ""}),
            "seats[0].serial.usb_serial: must be a non-empty string",
        ),
        (
            lambda s: s.update(serial={"usb_serial": "A", "baud": 12345}),
            "seats[0].serial.baud: must be one of",
        ),
        (lambda s: s.update(serial={"usb_serial": "A", "speed": 1}), "seats[0].serial.speed: unknown field"),
        (lambda s: s.update(serial="COM3"), "seats[0].serial: must be an object"),
        (lambda s: s.update(buttons={}), "seats[0].buttons: unknown field"),
    ],
)
def test_bad_serial_seat_is_one_line_naming_the_field(edit, message):
    d = _read("pi-serial-5seat")
    edit(d["seats"][0])
    with pytest.raises(ProfileError) as e:
        validate(d, "x.json")
    assert message in str(e.value) and "\n" not in str(e.value)


def test_a_module_used_twice_is_refused():
    d = _read("pi-serial-5seat")
    d["seats"][1]["serial"]["usb_serial"] = d["seats"][0]["serial"]["usb_serial"]
    with pytest.raises(ProfileError, match=r"seats\[1\].serial.usb_serial: .* already used by seats\[0\]"):
        validate(d)


def test_profile_check_command_counts_the_modules(capsys):
    assert profile.main(["pi-mixed-4seat"]) == 0
    assert "4 seats (2 on serial seat modules)" in capsys.readouterr().out


def test_hardware_gives_a_serial_seat_one_object_for_screen_and_buttons(mock_factory):
    d = _read("pi-mixed-4seat")
    d["seats"][2]["serial"] = {"port": "loop://"}  # a line that echoes: never a module
    d["seats"][3]["serial"] = {"port": "loop://?x"}
    p = validate(d)
    hub = ButtonHub()
    attach_buttons(p, hub, pin_factory=mock_factory)
    displays = open_displays(p, bus=FakeBus())
    try:
        seat = displays[2]
        assert isinstance(seat, SerialSeat) and seat in hub.buttons and seat.seat == 2
        assert isinstance(displays[3], SerialSeat) and displays[3] is not seat
        assert seat.fault()  # its own echo is no module: named, never used
    finally:
        hub.close()
        displays.close()
    assert seat.closed


def test_missing_pyserial_is_one_line(monkeypatch, mock_factory):
    monkeypatch.setitem(sys.modules, "serial", None)
    p = load("pi-mixed-4seat")
    with pytest.raises(HardwareError, match="pip install pyserial"):
        attach_buttons(p, ButtonHub(), pin_factory=mock_factory)


def test_readme_module_wiring_matches_the_firmware():
    import re

    with open(os.path.join(ROOT, "firmware", "seat", "main.py"), encoding="utf-8") as f:
        main = f.read()
    i2c = [int(x) for x in re.search(r"^I2C_PINS = \((\d+), (\d+)\)", main, re.M).groups()]
    keys = [int(x) for x in re.search(r"^KEY_PINS = \((\d+), (\d+), (\d+)\)", main, re.M).groups()]
    with open(os.path.join(ROOT, "hardware", "README.md"), encoding="utf-8") as f:
        readme = f.read()
    rows = dict(re.findall(r"^\| \d+ \| GP(\d+)[^|]*\| (.*?) \|$", readme, re.M))
    assert rows[str(i2c[0])] == "screen SDA" and rows[str(i2c[1])] == "screen SCL"
    assert [rows[str(k)].split()[0] for k in keys] == ["◀", "▶", "●"]


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**40), 2**40) | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=12), inner, max_size=4),
    max_leaves=12,
)
serial_specs = (
    st.dictionaries(
        st.sampled_from(["usb_serial", "port", "baud", "speed", "_note"]), json_values, max_size=4
    )
    | json_values
)


@pytest.mark.slow
@given(st.lists(serial_specs, min_size=1, max_size=5))
@settings(max_examples=100, deadline=None)
def test_any_serial_seat_spec_is_taken_or_one_line(specs):
    d = _read("pi-serial-5seat")
    for i, spec in enumerate(specs):
        d["seats"][i] = {"serial": spec}
    try:
        p = validate(json.loads(json.dumps(d)), "x.json")
    except ProfileError as e:
        assert "\n" not in str(e) and str(e).startswith("x.json: ")
        return
    for s in p["seats"]:
        sp = s["serial"]
        assert (sp["usb_serial"] is None) != (sp["port"] is None)
        assert sp["baud"] in profile.BAUDS
