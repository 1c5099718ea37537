"""A hardware profile (drivers.profile) made real: the screens on the I2C
bus, behind the TCA9548A when there is one, a board screen on SPI, and the
seats' buttons on gpiozero. Hardware libraries (smbus2, spidev, lgpio,
...) are imported only when used, so a laptop without them can import
this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.errors import DoubloonError

from . import buttons
from .mux import MuxedSerial, TCA9548A

if TYPE_CHECKING:
    from gpiozero.pins import Factory

    from .buttons import ButtonHub

# profile "pin_factory" -> (gpiozero module, class); drivers.profile accepts
# these names and no others
PIN_FACTORIES = {
    "lgpio": ("gpiozero.pins.lgpio", "LGPIOFactory"),
    "rpigpio": ("gpiozero.pins.rpigpio", "RPiGPIOFactory"),
    "pigpio": ("gpiozero.pins.pigpio", "PiGPIOFactory"),
    "mock": ("gpiozero.pins.mock", "MockFactory"),
}


class HardwareError(DoubloonError, RuntimeError):
    """A screen or bus that does not answer; the message says which. Under
    the one root of doubloon's errors, and a RuntimeError as before."""


class Displays(dict):
    """``{"board": device, 0: device, 1: device, ...}``; ``close()`` blanks
    the screens and closes the bus if ``open_displays`` opened it."""

    bus: Any = None  # the smbus2.SMBus open_displays opened, if any
    outputs: Any = None  # the GpioOutputs of a board on SPI (its DC and reset pins)
    pin_factory: Any = None  # the pin factory open_displays made for them, if any

    def close(self) -> None:
        for dev in self.values():
            try:
                dev.cleanup()
            except Exception:  # a dead screen must not keep the bus open
                pass
        self.clear()
        if self.outputs is not None:
            self.outputs.cleanup()
            self.outputs = None
        if self.pin_factory is not None:
            self.pin_factory.close()
            self.pin_factory = None
        if self.bus is not None:
            self.bus.close()
            self.bus = None


class GpioOutputs:
    """The RPi.GPIO calls luma's SPI interface makes for its DC and reset
    pins (``setup``, ``output``, ``cleanup``), on gpiozero output devices
    of the profile's pin factory: RPi.GPIO does not run on a Pi 5, and the
    tests drive mock pins."""

    BCM, OUT, IN, LOW, HIGH = "BCM", "out", "in", 0, 1

    def __init__(self, pin_factory: Factory) -> None:
        self.factory = pin_factory
        self.pins: dict[int, Any] = {}  # GPIO -> gpiozero.DigitalOutputDevice

    def setmode(self, mode: str) -> None:
        pass  # always BCM numbers, as the profile's

    def setup(self, pin: int, mode: str, initial: int | None = None) -> None:
        from gpiozero import DigitalOutputDevice

        self.pins[pin] = DigitalOutputDevice(pin, initial_value=bool(initial), pin_factory=self.factory)

    def output(self, pin: int, value: int) -> None:
        self.pins[pin].value = bool(value)

    def cleanup(self, pins: Any = None) -> None:
        for pin in list(self.pins) if pins is None else [pins] if isinstance(pins, int) else pins:
            dev = self.pins.pop(pin, None)
            if dev is not None:
                dev.close()


def _spi_serial(spec: dict[str, Any], spi: Any, outputs: GpioOutputs) -> Any:
    """luma's SPI interface for a board screen on SPI (``spec["spi"]``);
    ``spi``: a spidev.SpiDev or a fake one, None opens one."""
    from luma.core.interface.serial import spi as luma_spi

    sp = spec["spi"]
    if spi is None:
        try:
            import spidev
        except ImportError:
            raise HardwareError(
                "the board screen is on SPI and spidev is not installed: "
                "pip install spidev (or apt install python3-spidev)"
            )
        spi = spidev.SpiDev()
    return luma_spi(
        spi=spi,
        gpio=outputs,
        port=sp["port"],
        device=sp["device"],
        bus_speed_hz=sp["speed_hz"],
        gpio_DC=sp["dc"],
        gpio_RST=sp["reset"],
        reset_hold_time=0.001,  # RES# low at least 100 us (SSD1322, SSD1309)
        reset_release_time=0.001,
    )


def open_displays(
    profile: dict[str, Any], bus: Any = None, spi: Any = None, pin_factory: Factory | None = None
) -> Displays:
    """The profile's screens as drivers.oled devices (which send only the
    pages that changed). ``bus``: an open smbus2.SMBus or a fake one; None
    opens ``smbus2.SMBus(profile["i2c"]["port"])`` if a screen is on I2C.
    A board screen on SPI: ``spi``, a spidev.SpiDev or a fake one (None
    opens one), its DC and reset pins on ``pin_factory`` (None: a new
    one of the profile's, closed with the screens; the buttons have
    their own, as gpiozero lets two claim different pins)."""
    from luma.core.error import Error as LumaError
    from luma.core.interface.serial import i2c
    from .oled import DEVICES

    out = Displays()
    specs = [("board", profile["board"])] + list(enumerate(profile["seats"]))
    on_i2c = any(s.get("address") is not None for _, s in specs)
    if bus is None and on_i2c:
        import smbus2

        port = profile["i2c"].get("port", 1)
        try:
            bus = out.bus = smbus2.SMBus(port)
        except OSError as e:
            if profile.get("pin_factory") == "mock":
                # the emulated profile mocks the pins only: on a laptop the
                # raspi-config advice would be wrong
                hint = (
                    'pin_factory "mock" stands in for the buttons only, the screens '
                    "are real; doubloon play without --hardware emulates them too"
                )
            else:
                hint = "enable I2C with 'sudo raspi-config nonint do_i2c 0'"
            raise HardwareError("cannot open I2C bus /dev/i2c-%d (%s): %s" % (port, e.strerror or e, hint))
    mux_address = profile["i2c"].get("mux_address")
    mux = TCA9548A(bus, mux_address) if mux_address is not None and on_i2c else None

    for key, spec in specs:
        if "serial" in spec:  # a seat module: its screen is its link
            out[key] = serial_seat(spec)
            continue
        if "spi" in spec:
            if pin_factory is None:
                pin_factory = out.pin_factory = make_pin_factory(profile["pin_factory"])
            _open_spi_board(out, spec, spi, pin_factory)
            continue
        # Unmanaged luma i2c on the shared bus: 32-byte block writes.
        serial = i2c(bus=bus, address=spec["address"])
        channel = spec.get("mux_channel")
        if mux is not None:
            serial = MuxedSerial(mux, channel, serial)
        try:
            out[key] = DEVICES[spec["display"]](serial, rotate=spec.get("rotate", 0))
        except (OSError, LumaError) as e:
            out.close()
            name = "board screen" if key == "board" else "seat %d screen" % (key + 1)
            where = "0x%02X" % spec["address"]
            if mux is not None:
                where += " on mux channel %d" % channel
            raise HardwareError(
                "%s (%s at %s) does not answer: %s; check its wiring "
                "with i2cdetect -y %d" % (name, spec["display"], where, e, profile["i2c"].get("port", 1))
            )
    return out


def _open_spi_board(out: Displays, spec: dict[str, Any], spi: Any, pin_factory: Factory) -> None:
    """``out["board"]``: the board screen on SPI; HardwareError (one line)
    when SPI is not enabled or a pin cannot be had."""
    from luma.core.error import Error as LumaError
    from .oled import DEVICES

    sp = spec["spi"]
    where = "%s on SPI%d CE%d" % (spec["display"], sp["port"], sp["device"])
    out.outputs = GpioOutputs(pin_factory)
    try:
        serial = _spi_serial(spec, spi, out.outputs)
        out["board"] = DEVICES[spec["display"]](serial, rotate=spec.get("rotate", 0))
    except HardwareError:
        out.close()
        raise
    except (OSError, LumaError) as e:
        out.close()
        raise HardwareError(
            "board screen (%s) does not answer: %s; enable SPI with 'dtoverlay=spi%d-%dcs' "
            "in /boot/firmware/config.txt (hardware/README.md)" % (where, e, sp["port"], sp["device"] + 1)
        )
    except Exception as e:  # gpiozero: a pin in use or not there
        out.close()
        first = str(e).splitlines()[0] if str(e) else type(e).__name__
        raise HardwareError("board screen (%s): its DC or reset pin: %s" % (where, first))


# what to install when a pin library is missing: (pip package, Debian package)
INSTALL = {
    "gpiozero": ("gpiozero", "python3-gpiozero"),
    "lgpio": ("lgpio", "python3-lgpio"),
    "rpigpio": ("RPi.GPIO", "python3-rpi.gpio"),
    "pigpio": ("pigpio", "python3-pigpio"),
}


def make_pin_factory(name: str) -> Factory:
    """A new gpiozero pin factory by profile name ("lgpio", "mock", ...);
    HardwareError (one line saying what to install) when its library is
    missing or the pins cannot be opened."""
    import importlib

    module, cls = PIN_FACTORIES[name]
    try:
        factory = getattr(importlib.import_module(module), cls)
    except ImportError as e:
        missing = "gpiozero" if (e.name or "").startswith("gpiozero") else name
        pip, apt = INSTALL.get(missing, (missing, "python3-" + missing))
        raise HardwareError(
            'the pin library of pin_factory "%s" is not installed: '
            "pip install %s (or apt install %s)" % (name, pip, apt)
        )
    try:
        return factory()
    except Exception as e:  # lgpio.error, RuntimeError, OSError...: not on a Pi
        raise HardwareError(
            'cannot open the GPIO pins with pin_factory "%s": %s'
            % (name, str(e).splitlines()[0] if str(e) else type(e).__name__)
        )


def attach_buttons(profile: dict[str, Any], hub: ButtonHub, pin_factory: Factory | None = None) -> Factory:
    """Each seat's three buttons on ``hub`` (a drivers.buttons.ButtonHub) as
    seat 0, 1, ...; None makes the profile's pin factory. Returns the pin
    factory used (the emulator drives its mock pins)."""
    if pin_factory is None:
        pin_factory = make_pin_factory(profile["pin_factory"])
    for seat, spec in enumerate(profile["seats"]):
        if "serial" in spec:
            module = serial_seat(spec)
            module.attach(hub, seat)
            hub.buttons.append(module)  # hub.close() closes its link
            continue
        b = spec["buttons"]
        hub.attach(seat, [b[name] for name in buttons.NAMES], pin_factory=pin_factory)
    pin = profile["board"].get("button")
    if pin is not None:
        _board_button(hub, pin, pin_factory)
    return pin_factory


# The seat modules open: attach_buttons and open_displays each ask for the
# same one (its buttons, its screen); a port can be open only once.
_MODULES: dict[str, Any] = {}


def serial_seat(spec: dict[str, Any]) -> Any:
    """The drivers.serial_seat.SerialSeat of a profile's serial seat, made
    once for its buttons and its screen (a closed one is made anew).
    HardwareError when pyserial is missing."""
    sp = spec["serial"]
    key = sp["usb_serial"] or sp["port"]
    module = _MODULES.get(key)
    if module is None or module.closed:
        try:
            import serial  # noqa: F401  (pyserial: only profiles with seat modules need it)
        except ImportError:
            raise HardwareError(
                "the profile has seat modules on serial links and pyserial is not installed: "
                "pip install pyserial (or apt install python3-serial)"
            )
        from .serial_seat import SerialSeat

        module = SerialSeat(port=sp["port"], usb_serial=sp["usb_serial"], baud=sp["baud"])
        _MODULES[key] = module
    return module


def _board_button(hub: ButtonHub, pin: int, pin_factory: Factory) -> None:
    """The board's own button (it turns the board's pages): seat BOARD,
    button "select", through the hub's debounce like a seat's."""
    from gpiozero import Button

    b = Button(pin, pull_up=True, bounce_time=None, pin_factory=pin_factory)
    b.when_pressed = lambda: hub.edge(buttons.BOARD, "select", True)
    b.when_released = lambda: hub.edge(buttons.BOARD, "select", False)
    hub.buttons.append(b)
