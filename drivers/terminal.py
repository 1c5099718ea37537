"""Emulated screens in a terminal, true to their pixels: each 128x64 panel
is drawn with Unicode braille cells (2x4 pixels each, 64x16 characters),
read back from the modelled controller RAM, so the terminal shows exactly
what a real panel would hold.

One exception, for legibility: a highlighted line (white bar, black
letters) in braille is a block of full cells with letter-shaped holes,
which most terminal fonts make unreadable. ``styled`` draws such a bar's
pixels un-inverted inside reverse video, so the letters are dots again,
dark on a light bar, as on the panel.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PIL.Image import Image

_DOTS = (
    (0, 0, 0x01),
    (0, 1, 0x02),
    (0, 2, 0x04),
    (1, 0, 0x08),
    (1, 1, 0x10),
    (1, 2, 0x20),
    (0, 3, 0x40),
    (1, 3, 0x80),
)
BAND = 8  # pixel rows of a line of text: bars are looked for in these bands
MIN_BAR = 12  # pixels: a bar is at least two characters wide
REVERSE, NORMAL = "\x1b[7m", "\x1b[27m"
PANEL_W, PANEL_H = 65, 17  # a panel in the terminal: "|" + 64 cells; title + 16 rows


def _cells(px: object, w: int, h: int, flip: set[tuple[int, int]]) -> list[str]:
    """Braille lines of pixels ``px``; pixels in ``flip`` count inverted."""
    out = []
    for y in range(0, h, 4):
        row = []
        for x in range(0, w, 2):
            bits = 0
            for dx, dy, bit in _DOTS:
                lit = bool(px[x + dx, y + dy])
                if (x + dx, y + dy) in flip:
                    lit = not lit
                if lit:
                    bits |= bit
            row.append(chr(0x2800 + bits))
        out.append("".join(row))
    return out


def braille(image: Image) -> list[str]:
    """A mode-1 image as lines of braille characters, pixel for pixel."""
    w, h = image.size
    return _cells(image.load(), w, h, set())


def bars(image: Image) -> list[tuple[int, int, int]]:
    """The highlighted spans of ``image``: (top, x0, x1) for each band of
    BAND pixel rows holding a bar, x0..x1 included. A bar runs from its
    first to its last fully lit column (the bar's ends, the gaps between
    its letters) and is more lit than not: an ordinary line of text is the
    other way round (a letter never fills more of its cell than not)."""
    w, h = image.size
    px = image.load()
    out = []
    for top in range(0, h - BAND + 1, BAND):
        full = [x for x in range(w) if all(px[x, top + dy] for dy in range(BAND))]
        if not full or full[-1] - full[0] + 1 < MIN_BAR:
            continue
        x0, x1 = full[0], full[-1]
        lit = sum(1 for x in range(x0, x1 + 1) for dy in range(BAND) if px[x, top + dy])
        if lit * 2 > (x1 - x0 + 1) * BAND:
            out.append((top, x0, x1))
    return out


def styled(image: Image) -> list[str]:
    """Braille lines of ``image`` with each bar drawn un-inverted in
    reverse video (whole cells: a cell the bar only touches is reversed
    too, its outside pixels flipped to match)."""
    w, h = image.size
    found = bars(image)
    flip = set()
    spans: dict[int, tuple[int, int]] = {}  # braille row -> (first cell, last cell)
    for top, x0, x1 in found:
        c0, c1 = x0 // 2, x1 // 2
        for y in range(top, top + BAND):
            for x in range(c0 * 2, c1 * 2 + 2):
                flip.add((x, y))
        for r in range(top // 4, (top + BAND) // 4):
            spans[r] = (c0, c1)
    lines = _cells(image.load(), w, h, flip)
    out = []
    for r, text in enumerate(lines):
        if r in spans:
            c0, c1 = spans[r]
            text = text[:c0] + REVERSE + text[c0 : c1 + 1] + NORMAL + text[c1 + 1 :]
        out.append(text)
    return out


def panel_width(image: Image) -> int:
    """Columns of ``image``'s panel: PANEL_W for 128 pixels, 129 for 256."""
    return 1 + (image.width + 1) // 2


def panel(title: str, image: Image, style: bool = True) -> list[str]:
    """One panel as PANEL_H lines of ``panel_width`` columns (PANEL_W for
    a 128-pixel screen): its title, then its pixels."""
    rows = styled(image) if style else braille(image)
    w = panel_width(image)
    return [("+-" + title + " ").ljust(w, "-")[:w]] + ["|" + r for r in rows]


def layout(panels: list[tuple[str, Image]], width: int = 200) -> list[str]:
    """Panels ([(title, image)]) side by side, as many per row as fit in
    ``width`` columns (at least one), pixel for pixel (no escape codes:
    for a file or a pipe)."""
    rows: list[list[tuple[str, Image]]] = []
    used = width + 1  # columns taken on the last row
    for t, img in panels:
        w = panel_width(img) + 1
        if used + w > width + 1:
            rows.append([])
            used = 0
        rows[-1].append((t, img))
        used += w
    lines = []
    for row in rows:
        drawn = [panel(t, img, style=False) for t, img in row]
        for r in range(PANEL_H):
            lines.append(" ".join(d[r] for d in drawn))
    return lines


class TerminalView:
    """Draws whole screens of lines in place (cursor home, each line
    cleared then written), only when they changed: nothing scrolls. Lines
    must fit the terminal's width; a full-width line is safe (a line is
    cleared before it is written, never after)."""

    def __init__(self, out) -> None:  # noqa: ANN001  (a text stream)
        self.out = out
        self._last: list[str] | None = None

    def draw(self, lines: Iterable[str], force: bool = False) -> bool:
        """Show ``lines``; True when written."""
        lines = list(lines)
        if lines == self._last and not force:
            return False
        fewer = self._last is None or force or len(lines) < len(self._last)
        self._last = lines
        self.out.write(("\x1b[2J" if fewer else "") + "\x1b[H" + "\r\n".join("\x1b[2K" + t for t in lines))
        self.out.flush()
        return True
