"""A hardware profile (drivers.profile) made real: the screens on the I2C
bus, behind the TCA9548A when there is one, and the seats' buttons on
gpiozero. Hardware libraries (smbus2, lgpio, ...) are imported only when
used, so a laptop without them can import this module.
"""

from .mux import MuxedSerial, TCA9548A

# profile "pin_factory" -> (gpiozero module, class)
PIN_FACTORIES = {
    "lgpio": ("gpiozero.pins.lgpio", "LGPIOFactory"),
    "rpigpio": ("gpiozero.pins.rpigpio", "RPiGPIOFactory"),
    "pigpio": ("gpiozero.pins.pigpio", "PiGPIOFactory"),
    "mock": ("gpiozero.pins.mock", "MockFactory"),
}


class HardwareError(RuntimeError):
    """A screen or bus that does not answer; the message says which."""


class Displays(dict):
    """``{"board": device, 0: device, 1: device, ...}``; ``close()`` blanks
    the screens and closes the bus if ``open_displays`` opened it."""

    bus = None

    def close(self):
        for dev in self.values():
            try:
                dev.cleanup()
            except Exception:  # a dead screen must not keep the bus open
                pass
        self.clear()
        if self.bus is not None:
            self.bus.close()
            self.bus = None


def open_displays(profile, bus=None):
    """The profile's screens as drivers.oled devices (which send only the
    pages that changed). ``bus``: an open smbus2.SMBus or a fake one; None
    opens ``smbus2.SMBus(profile["i2c"]["port"])``."""
    from luma.core.error import Error as LumaError
    from luma.core.interface.serial import i2c
    from .oled import DEVICES

    out = Displays()
    if bus is None:
        import smbus2
        port = profile["i2c"].get("port", 1)
        try:
            bus = out.bus = smbus2.SMBus(port)
        except OSError as e:
            raise HardwareError("cannot open I2C bus /dev/i2c-%d (%s): enable I2C with "
                                "'sudo raspi-config nonint do_i2c 0'" % (port, e.strerror or e))
    mux_address = profile["i2c"].get("mux_address")
    mux = TCA9548A(bus, mux_address) if mux_address is not None else None

    specs = [("board", profile["board"])] + list(enumerate(profile["seats"]))
    for key, spec in specs:
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
            raise HardwareError("%s (%s at %s) does not answer: %s; check its wiring "
                                "with i2cdetect -y %d" % (name, spec["display"], where, e,
                                                          profile["i2c"].get("port", 1)))
    return out


def make_pin_factory(name):
    """A new gpiozero pin factory by profile name ("lgpio", "mock", ...)."""
    import importlib
    module, cls = PIN_FACTORIES[name]
    return getattr(importlib.import_module(module), cls)()


def attach_buttons(profile, hub, pin_factory=None):
    """Each seat's three buttons on ``hub`` (a drivers.buttons.ButtonHub) as
    seat 0, 1, ...; None makes the profile's pin factory. Returns the pin
    factory used (the emulator drives its mock pins)."""
    if pin_factory is None:
        pin_factory = make_pin_factory(profile["pin_factory"])
    for seat, spec in enumerate(profile["seats"]):
        b = spec["buttons"]
        hub.attach(seat, (b["left"], b["right"], b["select"]), pin_factory=pin_factory)
    return pin_factory
