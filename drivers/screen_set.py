"""The table's screens as one set: ``show(frames)`` sends each changed
frame to its luma device and keeps going when one fails.

A screen that stops answering (an I2C error) must not stop the game: its
error is reported (the board screen shows it) and the frame is sent again
on the next ``show``, until the screen answers. A device that knows of its
own fault without being written to (a seat module on a serial line,
drivers.serial_seat, unplugged) says so with ``fault()``: it counts as
failed at once, even while its frame does not change.

A frame narrower than its panel (a mode with no layout for a 256-wide
board: the start screen, the counter) is shown centred on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image as _Image

from drivers.controller import ControllerRAM, GreyRAM, panel_ram
from drivers.oled import DEVICES, Recovering

if TYPE_CHECKING:
    from PIL.Image import Image


def fit(img: Image, size: tuple[int, int]) -> Image:
    """``img`` centred on a blank panel of ``size`` (cut at the sides
    when wider); ``img`` itself when it is that size."""
    if img.size == tuple(size):
        return img
    out = _Image.new(img.mode, size)
    out.paste(img, ((size[0] - img.width) // 2, (size[1] - img.height) // 2))
    return out


class ScreenSet:
    """``devices``: {"board": device, 0: device, ...}, drivers.oled devices
    (a page-diff ``display()`` and ``recover()``)."""

    def __init__(
        self,
        devices: dict[str | int, Recovering],
        rams: dict[str | int, ControllerRAM | GreyRAM] | None = None,
    ) -> None:
        self.devices = devices
        self.rams = rams or {}  # name -> modelled controller RAM (emulated screens)
        self.last: dict[str | int, bytes] = {}  # name -> bytes of the frame the panel holds
        self._failed: dict[str | int, str] = {}  # name -> error text of its last write
        self.frames_sent = 0

    @property
    def failed(self) -> dict[str | int, str]:
        """{name: error text} of the screens that do not answer: the last
        write failed, or the device reports a fault of its own."""
        out = dict(self._failed)
        for name, dev in self.devices.items():
            fault = getattr(dev, "fault", None)  # only serial seats have one
            text = fault() if fault is not None else None
            if text and name not in out:
                out[name] = text
        return out

    def show(self, frames: dict[str | int, Image]) -> list[str | int]:
        """Send what changed; returns the screens that did not answer."""
        for name in frames:
            img = frames[name]
            dev = self.devices.get(name)
            if dev is None:
                continue
            size = getattr(dev, "size", None)  # a test's stand-in may have none
            if size is not None:
                img = fit(img, size)
            raw = img.tobytes()
            failed = self.failed
            if self.last.get(name) == raw and name not in failed:
                continue
            try:
                if name in failed:
                    dev.recover()  # set up again, then the whole frame
                dev.display(img)
            except Exception as e:  # luma wraps OSError in its own errors
                self._failed[name] = str(e) or e.__class__.__name__
                self.last.pop(name, None)
                continue
            self._failed.pop(name, None)
            self.last[name] = raw
            self.frames_sent += 1
        return self.problems()

    def problems(self) -> list[str | int]:
        """The names of the screens that do not answer, board first."""
        return sorted(self.failed, key=lambda n: -1 if n == "board" else n)

    def bytes_sent(self) -> int:
        return sum(getattr(d, "bytes_sent", 0) for d in self.devices.values())


def emulated(seats: int, kind: str = "ssd1306", board: str | None = None) -> ScreenSet:
    """A ScreenSet of real luma device classes on modelled controller RAM
    (what the terminal, the capture and the tests read back): the seats'
    screens are ``kind``, the board's ``board`` (``kind`` when None)."""
    rams, devices = {}, {}
    for name in ["board"] + list(range(seats)):
        k = board or kind if name == "board" else kind
        rams[name] = panel_ram(k)
        devices[name] = DEVICES[k](rams[name])
    return ScreenSet(devices, rams)
