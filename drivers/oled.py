"""OLED screens: luma.oled's SSD1306, SH1106, SSD1309 and SSD1322 classes,
sending only what changed.

luma's drivers resend the whole 1 KiB frame on every ``display()`` (about
23 ms per screen on 400 kHz I2C) and read pixels with Pillow's
``Image.getdata()``, deprecated in Pillow 13 and gone in 14. These
subclasses keep luma's init sequences and contrast/show/hide, and replace
``display()``: the frame is packed into the controller's 8 pages of 128
column bytes with ``tobytes()``, compared with what was last sent, and only
the changed column range of each changed page goes over the bus.

The SSD1322 (256x64, 4-bit grey, SPI) keeps a pixel in a nibble. luma's
class takes a mode "1" image (each lit pixel a full-bright nibble, 0xF)
but packs it pixel by pixel in Python from ``getdata()`` and sends one
bounding box of all that changed: a clock in one corner and a line in
the other resend the whole panel, 8 KiB. Its controller has a column and
row window (columns in steps of 4 pixels), so ``ssd1322`` here packs the
frame with ``tobytes()`` and sends each run of changed rows as its own
window, only the columns that changed.
"""

from __future__ import annotations

from typing import Any

from luma.oled.device import sh1106 as _sh1106, ssd1306 as _ssd1306, ssd1322 as _ssd1322
from PIL import Image

from drivers.const import sh1106 as SH1106, ssd1322 as SSD1322

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


class Recovering:
    """Keeps the set-up commands luma's ``__init__`` sends, to send them
    again in ``recover()``. ``bytes_sent`` counts command and data bytes,
    for the benchmarks."""

    _sent: list[bytes | None]

    def _init_diff(self, parts: int) -> None:
        self._sent = [None] * parts  # what each page (row) of the panel holds
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

    def invalidate(self) -> None:
        """Forget what the screen shows (after a reset or a bus error)."""
        self._sent = [None] * len(self._sent)


class PageDiffMixin(Recovering):
    """``display()`` that sends only changed column spans of changed pages."""

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


class ssd1306(PageDiffMixin, _ssd1306):
    """SSD1306, horizontal addressing: a column and page window per span."""

    def __init__(
        self, serial_interface: Any = None, width: int = 128, height: int = 64, rotate: int = 0, **kwargs: Any
    ) -> None:
        self._w, self._h = width, height
        self._init_diff(height // 8)
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
        self._init_diff(height // 8)
        _sh1106.__init__(self, serial_interface, width, height, rotate, **kwargs)
        self._ready = True

    def _page_command(self, page: int, lo: int, hi: int) -> tuple[int, ...]:
        col = self._page_address_offset + lo
        return (SH1106.SETPAGESTART + page, SH1106.SETLOWCOLUMN | col & 0x0F, SH1106.SETHIGHCOLUMN | col >> 4)


class ssd1309(ssd1306):
    """SSD1309 (the 2.42-inch 128x64 panels, I2C or SPI): the SSD1306's
    commands and RAM, as luma's own ssd1309 class is its ssd1306."""


# A mode-1 byte (8 pixels, leftmost in the high bit) as the SSD1322's 4
# bytes: two pixels a byte, the left one in the high nibble (luma's
# nibble order 0), a lit pixel full bright.
_NIBBLES = [
    bytes((0xF0 if b >> (7 - 2 * i) & 1 else 0) | (0x0F if b >> (6 - 2 * i) & 1 else 0) for i in range(4))
    for b in range(256)
]


def pack_rows(image: Image.Image) -> list[bytes]:
    """A mode-1 image as the SSD1322's rows: width / 2 bytes each."""
    raw = image.tobytes()
    stride = (image.width + 7) // 8
    return [b"".join([_NIBBLES[b] for b in raw[y * stride : (y + 1) * stride]]) for y in range(image.height)]


class ssd1322(Recovering, _ssd1322):
    """SSD1322, 256x64 on SPI, mode "1": each run of changed rows is sent
    as one window, 4-pixel column groups from the first changed to the
    last (8192 bytes for a whole frame)."""

    def __init__(
        self, serial_interface: Any = None, width: int = 256, height: int = 64, rotate: int = 0, **kwargs: Any
    ) -> None:
        self._init_diff(height)
        kwargs.setdefault("mode", "1")
        _ssd1322.__init__(self, serial_interface, width, height, rotate, **kwargs)
        self._ready = True

    def display(self, image: Image.Image) -> None:
        assert image.mode == self.mode
        assert image.size == self.size
        rows = pack_rows(self.preprocess(image))
        y = 0
        while y < len(rows):
            span = changed_span(self._sent[y], rows[y])
            if span is None:
                y += 1
                continue
            top, lo, hi = y, span[0], span[1]
            while y + 1 < len(rows):  # the run of changed rows below
                more = changed_span(self._sent[y + 1], rows[y + 1])
                if more is None:
                    break
                lo, hi = min(lo, more[0]), max(hi, more[1])
                y += 1
            self._send_window(rows, top, y, lo // 2, hi // 2)
            y += 1

    def _send_window(self, rows: list[bytes], top: int, bottom: int, first: int, last: int) -> None:
        """Rows top..bottom, column groups first..last (2 bytes, 4 pixels each)."""
        start = self._column_offset // 4
        self.command(SSD1322.SETCOLUMNADDR, start + first, start + last)
        self.command(SSD1322.SETROWADDR, top, bottom)
        self.command(SSD1322.WRITERAM)
        data = b"".join(rows[y][first * 2 : last * 2 + 2] for y in range(top, bottom + 1))
        self.data(list(data))
        for y in range(top, bottom + 1):  # only once the bus took it
            self._sent[y] = rows[y]
        self.bytes_sent += 7 + len(data)


DEVICES = {"ssd1306": ssd1306, "sh1106": sh1106, "ssd1309": ssd1309, "ssd1322": ssd1322}
