"""What every screen of the device draws with: a 128x64 mode-1 image
(``blank``, ``frame``), lines of text (``line``, ``split``, ``fit``,
``wrap``) and the font. The screens themselves are pure
``render(draw, view, ...)`` functions: a game's under
firmware/games/<game>/screens/, the device's own (the start screen) under
firmware/screens/. A game screen is drawn from a view (never from the full
state), so what it can show is what that view allows.

Text uses Pillow's built-in bitmap font (6 px wide, Latin-1): 21
characters a line, 8 lines at an 8-pixel pitch.
"""

from __future__ import annotations

from typing import Any, Callable

from PIL import Image, ImageDraw, ImageFont

from firmware.layout import wrap  # noqa: F401  (one word wrap for every screen)

WIDTH, HEIGHT = 128, 64
CHARS = 21  # characters per line
ROWS = 8  # lines per screen
PITCH = 8  # pixels per line
_TOP = -3  # the font's capitals start 3 px below its origin

FONT = ImageFont.load_default_imagefont()


def blank() -> Image.Image:
    return Image.new("1", (WIDTH, HEIGHT))


def frame(render: Callable[..., None], *args: Any, **kwargs: Any) -> Image.Image:
    """A new image drawn by ``render(draw, *args, **kwargs)``."""
    img = blank()
    render(ImageDraw.Draw(img), *args, **kwargs)
    return img


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
    chars = width if width is not None else (WIDTH - x) // 6
    text = fit(text, chars)
    if invert:
        draw.rectangle((x, y, x + chars * 6 - 1 if width else WIDTH - 1, y + PITCH - 1), fill=1)
    draw.text((x + (1 if invert else 0), y + _TOP), text, font=FONT, fill=0 if invert else 1)


def split(left: str, right: str, width: int = CHARS) -> str:
    """``left`` and ``right`` on one line, right-aligned."""
    left = fit(left, width - len(right) - 1) if right else fit(left, width)
    return left + " " * (width - len(left) - len(right)) + right
