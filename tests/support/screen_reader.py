"""Reads text back from a panel's pixels (tests only): the screen font is
a fixed-width bitmap whose glyphs fit their 5x8 cell, so each cell of a
line is compared with the glyphs of the font. Tests check what a player
would see, not internal state."""

from PIL import Image, ImageDraw

from firmware.drawing import CHAR_W, FONT, PITCH, _TOP

_CHARS = [chr(c) for c in range(32, 127)] + [chr(c) for c in range(0xC0, 0x100)]
_GLYPHS = None


def _cell(img, x, y):
    return bytes(
        img.getpixel((x + i, y + j)) and 1 or 0
        for j in range(PITCH)
        for i in range(CHAR_W)
        if x + i < img.size[0]
    )


def _glyphs():
    global _GLYPHS
    if _GLYPHS is None:
        _GLYPHS = {}
        for ch in _CHARS:
            img = Image.new("1", (CHAR_W, PITCH))
            ImageDraw.Draw(img).text((0, _TOP), ch, font=FONT, fill=1)
            _GLYPHS.setdefault(_cell(img, 0, 0), ch)
    return _GLYPHS


def read_line(img, row, x=None):
    """The text on line ``row`` (trailing blanks removed). Inverted lines
    (white bar, black text, drawn one pixel right) are read too."""
    glyphs = _glyphs()
    y = row * PITCH
    band = img.crop((0, y, img.size[0], y + PITCH))
    # lit pixels may be stored as 1 or 255 (fill=1 on a mode-1 image)
    inverted = sum(band.histogram()[1:]) > band.size[0] * PITCH // 2
    if inverted:
        band = band.point(lambda v: 0 if v else 255)
    x0 = (1 if inverted else 0) if x is None else x
    out = []
    for cx in range(x0, img.size[0] - CHAR_W + 1, CHAR_W):
        cell = _cell(band, cx, 0)
        ch = glyphs.get(cell)
        if ch is None:
            # a drawing beside the text (a bar) may touch this cell: take
            # the nearest glyph, if it is near enough
            best, ch = 4, "?"
            for g in glyphs:
                d = sum(1 for a, b in zip(g, cell) if a != b)
                if d < best:
                    best, ch = d, glyphs[g]
        out.append(ch)
    return "".join(out).rstrip()


def read_screen(img):
    return [read_line(img, r) for r in range(img.size[1] // PITCH)]


def shows(img, row, text, invert=False):
    """True when line ``row`` of ``img`` is exactly ``text`` drawn the way
    the screens draw it (firmware.drawing.line): a pixel-for-pixel check
    of the whole 8-pixel band (no glyph reaches outside it)."""
    from firmware.drawing import frame, line

    want = frame(lambda d: line(d, row, text, invert=invert))
    box = (0, row * PITCH, img.size[0], row * PITCH + PITCH)
    return img.crop(box).tobytes() == want.crop(box).tobytes()


def shows_left(img, row, text, width):
    """True when the first ``width`` pixels of line ``row`` show ``text``
    (lines that also carry a drawing, like the board's bar chart)."""
    from firmware.drawing import frame

    want = frame(lambda d: d.text((0, row * PITCH + _TOP), text, font=FONT, fill=1))
    box = (0, row * PITCH, width, row * PITCH + PITCH)
    return img.crop(box).tobytes() == want.crop(box).tobytes()


def board_text(table, most=60):
    """Every row the board shows, turning its pages with its button once
    round: one string, rows joined by spaces (a step wrapped over rows, or
    over two pages, reads as one sentence again). The title and the bottom
    line are left out (the default page has no title)."""
    from firmware.modes.seated import BOARD

    first = table.board_frame()
    rows = []
    for _ in range(most):
        img = table.board_frame()
        if rows and img.tobytes() == first.tobytes():
            break  # round to the first page again
        rows += read_screen(img)[(1 if rows else 0) : -1]
        table.handle((BOARD, "select"))
    return " ".join(" ".join(rows).split())
