"""OLED screens: luma.oled's SSD1306 and SH1106 classes, sending only what
changed.

luma's drivers resend the whole 1 KiB frame on every ``display()`` (about
23 ms per screen on 400 kHz I2C) and read pixels with Pillow's
``Image.getdata()``, deprecated in Pillow 13 and gone in 14. These
subclasses keep luma's init sequences and contrast/show/hide, and replace
``display()``: the frame is packed into the controller's 8 pages of 128
column bytes with ``tobytes()``, compared with what was last sent, and only
the changed column range of each changed page goes over the bus.
"""

from __future__ import annotations

from typing import Any

from luma.oled.device import ssd1306 as _ssd1306, sh1106 as _sh1106
from PIL import Image

from drivers.const import sh1106 as SH1106

# Bit-reversal table: Pillow packs the top pixel in the high bit, the
# controllers want it in the low bit.
_REV = bytes(int("{:08b}".format(i)[::-1], 2) for i in range(256))
try:
    _TRANSPOSE = Image.Transpose.TRANSPOSE
except AttributeError:  # Pillow < 9.1
    _TRANSPOSE = Image.TRANSPOSE


def pack_pages(image: Image.Image) -> list[bytes]:
    """A mode-1 image as a list of page byte strings (one byte per column,
    bit 0 = top row of the page), the layout of the controllers' RAM."""
    width, height = image.size
    t = image.transpose(_TRANSPOSE).tobytes().translate(_REV)
    stride = height // 8
    return [t[p::stride] for p in range(stride)]


def changed_span(old: bytes | None, new: bytes) -> tuple[int, int] | None:
    """(first, last) column that differs, or None when equal."""
    if old == new:
        return None
    if old is None:
        return 0, len(new) - 1
    lo = 0
    while old[lo] == new[lo]:
        lo += 1
    hi = len(new) - 1
    while old[hi] == new[hi]:
        hi -= 1
    return lo, hi


class PageDiffMixin:
    """``display()`` that sends only changed column spans of changed pages.
    ``bytes_sent`` counts command and data bytes, for the benchmarks."""

    def _init_diff(self) -> None:
        self._sent: list[bytes | None] = [None] * (self._h // 8)
        self.bytes_sent = 0
        self._init_commands: list[tuple[int, ...]] = []
        self._ready = False  # True once luma's __init__ has set the panel up

    def command(self, *cmd: int) -> None:
        # luma's __init__ sends the controller's set-up through here: keep
        # it, so a panel that lost power can be set up again (recover()).
        if not self._ready:
            self._init_commands.append(cmd)
        super().command(*cmd)

    def recover(self) -> None:
        """Set a panel up again after a bus error (it may have lost power)
        and forget what it shows, so the next frame is sent whole."""
        for cmd in self._init_commands:
            super().command(*cmd)
        self.invalidate()

    def display(self, image: Image.Image) -> None:
        assert image.mode == self.mode
        assert image.size == self.size
        pages = pack_pages(self.preprocess(image))
        for p in range(len(pages)):
            span = changed_span(self._sent[p], pages[p])
            if span is None:
                continue
            lo, hi = span
            cmd = self._page_command(p, lo, hi)
            self.command(*cmd)
            self.data(list(pages[p][lo : hi + 1]))
            # Recorded only once the bus took it: after an I2C error the
            # page is sent again on the next frame.
            self._sent[p] = pages[p]
            self.bytes_sent += len(cmd) + hi - lo + 1

    def invalidate(self) -> None:
        """Forget what the screen shows (after a reset or a bus error)."""
        self._sent = [None] * len(self._sent)


class ssd1306(PageDiffMixin, _ssd1306):
    """SSD1306, horizontal addressing: a column and page window per span."""

    def __init__(
        self, serial_interface: Any = None, width: int = 128, height: int = 64, rotate: int = 0, **kwargs: Any
    ) -> None:
        self._w, self._h = width, height
        self._init_diff()
        _ssd1306.__init__(self, serial_interface, width, height, rotate, **kwargs)
        self._ready = True

    def _page_command(self, page: int, lo: int, hi: int) -> tuple[int, ...]:
        c = self._const
        return (c.COLUMNADDR, self._colstart + lo, self._colstart + hi, c.PAGEADDR, page, page)


class sh1106(PageDiffMixin, _sh1106):
    """SH1106, page addressing: page, then the column start (offset 2)."""

    def __init__(
        self, serial_interface: Any = None, width: int = 128, height: int = 64, rotate: int = 0, **kwargs: Any
    ) -> None:
        self._w, self._h = width, height
        self._init_diff()
        _sh1106.__init__(self, serial_interface, width, height, rotate, **kwargs)
        self._ready = True

    def _page_command(self, page: int, lo: int, hi: int) -> tuple[int, ...]:
        col = self._page_address_offset + lo
        return (SH1106.SETPAGESTART + page, SH1106.SETLOWCOLUMN | col & 0x0F, SH1106.SETHIGHCOLUMN | col >> 4)


DEVICES = {"ssd1306": ssd1306, "sh1106": sh1106}
