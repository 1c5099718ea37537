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
  A longer one (``http://192.168.178.100:8080/seat/...``, 56) has its
  scheme and host written in capitals, which a browser reads the same
  (RFC 3986: they are case-insensitive) and QR's alphanumeric mode packs
  in 5.5 bits a character instead of 8: up to about 62 bytes then. Only
  a URL too long even so is refused, in one line (``QRTooLong``), never
  cut.
- a lit module shines on an OLED, so the dark modules are the unlit
  pixels on a lit square (the quiet zone lit too): a phone reads it as
  black ink on white paper.

A smaller code (version 1) may take 3 pixels a module when its quiet zone
still fits; the board's 256x64 panel is wider, not taller, so its code
has the same pixels: the words beside it get the room.
"""

from __future__ import annotations

import re

import segno
from PIL import Image

from core.errors import DoubloonError

MAX_VERSION = 3  # 29x29 modules: 2 pixels each fit the 64 rows
MIN_SCALE = 2  # pixels a module: 1 is too small for a phone to read on an OLED
MIN_BORDER, MAX_BORDER = 1, 4  # the quiet zone, in modules (4: the standard's)
HEIGHT = 64  # pixels: every screen's rows
# QR's alphanumeric mode: these characters only, capitals
ALPHANUMERIC = frozenset("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
ORIGIN = re.compile(r"([A-Za-z][A-Za-z0-9+.-]*://[^/?#]*)(.*)", re.S)  # scheme://host:port, the rest


class QRTooLong(DoubloonError):
    """A URL too long for a code that fits the screen; the message is one
    line."""


def make(url: str) -> segno.QRCode:
    """The QR code of ``url``: the smallest version, at most
    ``MAX_VERSION``, error level L or better; the URL as it is, else
    ``compact(url)``; QRTooLong when neither fits."""
    for content in (url, compact(url)):
        if content is None:
            continue
        try:
            code = segno.make(content, error="l", micro=False, boost_error=True)
        except segno.DataOverflowError:  # not even in version 40
            continue
        if code.version <= MAX_VERSION:
            return code
    raise QRTooLong(
        "the web page's address (%d characters) is too long for a QR code on the screens"
        " (version %d at most)" % (len(url), MAX_VERSION)
    )


def compact(url: str) -> list[str] | None:
    """``url`` as QR segments that take less room: its scheme and host
    (and port) in capitals, an alphanumeric segment, then the rest as it
    is (a path and token are case-sensitive; segno picks each segment's
    mode, the smallest that holds it). None when the start is not
    "scheme://host" or has a character alphanumeric mode lacks ("[" of
    an IPv6 address, "_")."""
    m = ORIGIN.match(url)
    if m is None or not set(m.group(1).upper()) <= ALPHANUMERIC:
        return None
    return [m.group(1).upper()] + ([m.group(2)] if m.group(2) else [])


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
