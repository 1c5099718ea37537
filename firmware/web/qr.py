"""The pairing QR codes (issue 24): a URL as a QR code drawn for an OLED,
a Pillow mode-1 image a screen pastes beside its words.

Sizes, for the 64 pixel rows every screen has (128x64 seats and boards,
the 256x64 board: a QR code is square, so the height decides):

- at most version 3 (29x29 modules), error level L (segno raises it to M,
  Q or H when the version has room), 2 pixels a module: 58 pixels;
- a quiet zone of as many modules as fit, from 1 to the standard 4: 1 for
  version 3 (31 modules, 62 pixels), 3 for version 2 (25 + 6 = 31);
- version 3 at level L holds 53 bytes: a seat's URL such as
  ``http://192.168.1.23:8080/seat/`` and a 22-character token is 52.
  A longer URL is refused in one line (``QRTooLong``), never cut.
- a lit module shines on an OLED, so the dark modules are the unlit
  pixels on a lit square (the quiet zone lit too): a phone reads it as
  black ink on white paper.

A smaller code (version 1) may take 3 pixels a module when its quiet zone
still fits; the board's 256x64 panel is wider, not taller, so its code
has the same pixels: the words beside it get the room.
"""

from __future__ import annotations

import segno
from PIL import Image

from core.errors import DoubloonError

MAX_VERSION = 3  # 29x29 modules: 2 pixels each fit the 64 rows
MIN_SCALE = 2  # pixels a module: 1 is too small for a phone to read on an OLED
MIN_BORDER, MAX_BORDER = 1, 4  # the quiet zone, in modules (4: the standard's)
HEIGHT = 64  # pixels: every screen's rows


class QRTooLong(DoubloonError):
    """A URL too long for a code that fits the screen; the message is one
    line."""


def make(url: str) -> segno.QRCode:
    """The QR code of ``url``: the smallest version, at most
    ``MAX_VERSION``, error level L or better; QRTooLong when it does not
    fit one."""
    try:
        code = segno.make(url, error="l", micro=False, boost_error=True)
    except segno.DataOverflowError:  # not even in version 40
        code = None
    if code is None or code.version > MAX_VERSION:
        raise QRTooLong(
            "the web page's address is %d bytes: a QR code that fits the screen holds at most %d"
            % (len(url.encode("utf-8")), capacity())
        )
    return code


def capacity() -> int:
    """The longest URL (bytes) a code of ``MAX_VERSION`` at level L holds."""
    return _capacity(MAX_VERSION)


def _capacity(version: int) -> int:
    lo, hi = 1, 200
    while lo < hi:  # the largest n that still fits: segno knows the tables
        mid = (lo + hi + 1) // 2
        try:
            segno.make("a" * mid, error="l", version=version, mode="byte", boost_error=False)
            lo = mid
        except segno.DataOverflowError:
            hi = mid - 1
    return lo


def fit(modules: int, height: int = HEIGHT) -> tuple[int, int]:
    """(pixels a module, quiet zone in modules) for a code ``modules`` wide
    on ``height`` rows: the largest scale that leaves the smallest quiet
    zone, then as much quiet zone as fits."""
    scale = max(MIN_SCALE, height // (modules + 2 * MIN_BORDER))
    border = min(MAX_BORDER, (height // scale - modules) // 2)
    if border < MIN_BORDER:
        raise QRTooLong("a QR code of %d modules does not fit %d pixels" % (modules, height))
    return scale, border


def image(url: str, height: int = HEIGHT) -> Image.Image:
    """``url`` as a square mode-1 image at most ``height`` pixels: its
    quiet zone and light modules lit (1), dark modules unlit (0)."""
    code = make(url)
    n = len(code.matrix)
    scale, border = fit(n, height)
    side = (n + 2 * border) * scale
    img = Image.new("1", (side, side), 1)
    px = img.load()
    for r, row in enumerate(code.matrix):
        for c, dark in enumerate(row):
            if dark:
                x0, y0 = (c + border) * scale, (r + border) * scale
                for y in range(y0, y0 + scale):
                    for x in range(x0, x0 + scale):
                        px[x, y] = 0
    return img
