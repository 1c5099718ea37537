"""The TCA9548A I2C multiplexer, which luma.oled does not know about.

All the screens answer at 0x3C, each behind its own channel of the mux. The
mux has a single control register, written with one byte (bit n connects
channel n), so selecting a channel costs a whole I2C transaction: it is only
written when the channel changes.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from typing import Any


class TCA9548A:
    """The mux on an smbus2-like ``bus`` (needs ``write_byte``)."""

    def __init__(self, bus: Any, address: int = 0x70) -> None:
        self.bus = bus
        self.address = address
        self.channel: int | None = None  # what the mux is known to have selected
        self.lock = threading.RLock()  # held over select + transfer by MuxedSerial

    def select(self, channel: int) -> None:
        if not 0 <= channel <= 7:
            raise ValueError("TCA9548A channel must be 0-7, not %r" % (channel,))
        if channel == self.channel:
            return
        # Unknown until the write succeeds: after a failed (maybe partial)
        # write the next select rewrites whatever it asks for.
        self.channel = None
        self.bus.write_byte(self.address, 1 << channel)
        self.channel = channel

    def forget(self) -> None:
        """The mux may have been reset (glitch, bus error): rewrite next time."""
        self.channel = None


class MuxedSerial:
    """A luma serial interface (``command``/``data``/``cleanup``) that selects
    ``channel`` on ``mux`` before handing each transfer to ``serial`` (a
    ``luma.core.interface.serial.i2c`` on the mux's bus, or anything with
    ``command`` and ``data``)."""

    def __init__(self, mux: TCA9548A, channel: int, serial: Any) -> None:
        self.mux = mux
        self.channel = channel
        self.serial = serial

    def command(self, *cmd: int) -> None:
        self._transfer(self.serial.command, *cmd)

    def data(self, data: Sequence[int]) -> None:
        self._transfer(self.serial.data, data)

    def _transfer(self, fn: Callable[..., None], *args: Any) -> None:
        # Locked: another thread's screen must not switch the channel
        # between our select and our write.
        with self.mux.lock:
            self.mux.select(self.channel)
            try:
                fn(*args)
            except Exception:
                # luma turns EIO/EREMOTEIO into its own DeviceNotFoundError,
                # so any error: the mux may be what failed.
                self.mux.forget()
                raise

    def cleanup(self) -> None:
        cleanup = getattr(self.serial, "cleanup", None)
        if cleanup is not None:
            cleanup()
