"""What every screen of the device draws with: a 128x64 mode-1 image
(``blank``, ``frame``), lines of text (``line``, ``split``, ``fit``,
``wrap``, ``scrolled``) and the font. The screens themselves are pure
``render(draw, view, ...)`` functions: a game's under
firmware/games/<game>/screens/, the device's own (the start screen) under
firmware/screens/. A game screen is drawn from a view (never from the full
state), so what it can show is what that view allows.

Text uses the X11 misc-fixed 5x8 bitmap font (firmware/fonts/README.md):
every Latin-1 glyph, accented capitals and descenders included, fits its
5x8 cell, so a line is exactly its 8-pixel band: 25 characters a line, 8
lines.

The board may be wider (a 256x64 panel): ``frame_at(width, ...)`` draws
on an image of that width, and ``line``/``scrolled`` take the width of the
image they draw on (``width_of``), so the same render fills it.
"""

from __future__ import annotations

import os
from typing import Any, Callable, Sequence

from PIL import Image, ImageDraw, ImageFont

from firmware import layout

WIDTH, HEIGHT = 128, 64
CHAR_W = 5  # pixels per character (the font's fixed advance)
CHARS = WIDTH // CHAR_W  # characters per line: 25
ROWS = 8  # lines per screen
PITCH = 8  # pixels per line: the font's cell, accents to descenders
_TOP = 0  # the font's cell starts at its origin: nothing above the line

FONT = ImageFont.load(os.path.join(os.path.dirname(os.path.abspath(__file__)), "fonts", "5x8.pil"))


def wrap(text: object, width: int = CHARS) -> list[str]:
    """firmware.layout.wrap at the screens' width (one word wrap for
    every screen)."""
    return layout.wrap(text, width)


def blank(width: int = WIDTH) -> Image.Image:
    return Image.new("1", (width, HEIGHT))


def frame(render: Callable[..., None], *args: Any, **kwargs: Any) -> Image.Image:
    """A new 128x64 image drawn by ``render(draw, *args, **kwargs)``."""
    return frame_at(WIDTH, render, *args, **kwargs)


def frame_at(width: int, render: Callable[..., None], *args: Any, **kwargs: Any) -> Image.Image:
    """A new ``width``x64 image drawn by ``render(draw, *args, **kwargs)``
    (the board of a wider panel)."""
    img = blank(width)
    render(ImageDraw.Draw(img), *args, **kwargs)
    return img


def width_of(draw: ImageDraw.ImageDraw) -> int:
    """The width in pixels of the image ``draw`` draws on."""
    return draw.im.size[0]


def fit(text: object, width: int = CHARS) -> str:
    """Cut ``text`` to ``width`` characters (a '~' marks the cut)."""
    text = str(text)
    return text if len(text) <= width else text[: width - 1] + "~"


def line(
    draw: ImageDraw.ImageDraw,
    row: int,
    text: object,
    x: int = 0,
    invert: bool = False,
    width: int | None = None,
) -> None:
    """Write ``text`` on line ``row`` (0-7); ``invert`` draws a white bar
    with black text (headers and the highlighted menu entry)."""
    y = row * PITCH
    w = width_of(draw)
    chars = width if width is not None else (w - x) // CHAR_W
    text = fit(text, chars)
    if invert:
        # the bar is the whole 8-px band, one pixel wider than the text
        # it holds (drawn 1 px in): glyphs such as "m" fill all 5 columns
        right = min(w - 1, x + chars * CHAR_W) if width else w - 1
        draw.rectangle((x, y, right, y + PITCH - 1), fill=1)
    draw.text((x + (1 if invert else 0), y + _TOP), text, font=FONT, fill=0 if invert else 1)


def scrolled(
    draw: ImageDraw.ImageDraw,
    rows: Sequence[str],
    top: int,
    first: int,
    count: int,
    bar: bool = True,
    x: int = 0,
    right: int | None = None,
) -> None:
    """``count`` of ``rows`` from ``first`` on lines ``top``...; with
    ``bar``, a thin bar on the right edge (of the image, or column
    ``right``) shows where they are when there are more. ``x``: the
    rows' left edge (a board column)."""
    first = max(0, min(first, len(rows) - count))
    for i in range(min(count, len(rows) - first)):
        line(draw, top + i, rows[first + i], x=x)
    if bar and len(rows) > count:
        edge = width_of(draw) - 1 if right is None else right
        y0, h = top * PITCH, count * PITCH
        a = y0 + h * first // len(rows)
        b = y0 + h * (first + count) // len(rows) - 1
        draw.rectangle((edge, a, edge, max(a, b)), fill=1)


def split(left: str, right: str, width: int = CHARS) -> str:
    """``left`` and ``right`` on one line, right-aligned."""
    left = fit(left, width - len(right) - 1) if right else fit(left, width)
    return left + " " * (width - len(left) - len(right)) + right
