"""The pairing screens (issue 24): a QR code a phone scans to open the
table's web page, the words beside it. The board's holds the board page's
address (any phone, tablet or TV may show the whole board); a seat's holds
that seat's own address, with its secret token, and is drawn on that
seat's screen only (firmware.modes.table.GameTable.frames).

Pure: each draws the QR image it is given (firmware.web.qr.image, made by
the caller), or the one line saying why there is none.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from firmware import catalog
from firmware.drawing import CHAR_W, ROWS, line, width_of, wrap

if TYPE_CHECKING:
    from PIL import Image, ImageDraw

GAP = 2  # pixels between the code's quiet zone and the words


def _code(draw: ImageDraw.ImageDraw, code: Image.Image | str) -> int:
    """Draw ``code`` (an image) at the left, centred in the height; a
    string (why there is no code) is drawn instead over the whole screen.
    The x where the words beside it start (0: no code)."""
    if isinstance(code, str):
        for i, text in enumerate(wrap(code, width_of(draw) // CHAR_W)[:ROWS]):
            line(draw, i, text)
        return 0
    top = (draw.im.size[1] - code.size[1]) // 2
    draw.bitmap((0, top), code, fill=1)  # lit where the image is lit, the rest stays dark
    return code.size[0] + GAP


def _beside(draw: ImageDraw.ImageDraw, x: int, rows: list[str], first: int = 0) -> None:
    for i, text in enumerate(rows[: ROWS - first]):
        line(draw, first + i, text, x=x)


def render_seat(draw: ImageDraw.ImageDraw, name: str, code: Image.Image | str, lang: str) -> None:
    """A seat's pairing screen: its QR code, its name, what to do."""
    x = _code(draw, code)
    if not x:
        return
    chars = (width_of(draw) - x) // CHAR_W
    line(draw, 0, name, x=x, invert=True, width=chars)
    rows = wrap(catalog.text("pair_seat", lang), chars) + [""] + wrap(catalog.text("pair_back", lang), chars)
    _beside(draw, x, rows, 1)


def typed(url: str) -> str:
    """``url`` as one types it in a browser's address bar: without
    "http://" and a "/" alone at the end (two rows fewer beside the code)."""
    if url.startswith("http://"):
        url = url[len("http://") :]
    return url[:-1] if url.endswith("/") and url.count("/") == 1 else url


def render_board(draw: ImageDraw.ImageDraw, url: str, code: Image.Image | str, lang: str) -> None:
    """The board's pairing page: the board page's QR code and address (to
    type on a TV), and how a seat shows its own code."""
    x = _code(draw, code)
    if not x:
        return
    chars = (width_of(draw) - x) // CHAR_W
    line(draw, 0, catalog.text("pair_board_title", lang), x=x, invert=True, width=chars)
    rows = wrap(catalog.text("pair_board", lang), chars) + wrap(typed(url), chars)
    rows += wrap(catalog.text("pair_seats", lang), chars)
    _beside(draw, x, rows, 1)
