"""Emulated screens in a terminal, true to their pixels: each 128x64 panel
is drawn with Unicode braille cells (2x4 pixels each, 64x16 characters),
read back from the modelled controller RAM, so the terminal shows exactly
what a real panel would hold."""

from __future__ import annotations

import shutil
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TextIO

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


def braille(image: Image) -> list[str]:
    """A mode-1 image as lines of braille characters."""
    w, h = image.size
    px = image.load()
    out = []
    for y in range(0, h, 4):
        row = []
        for x in range(0, w, 2):
            bits = 0
            for dx, dy, bit in _DOTS:
                if px[x + dx, y + dy]:
                    bits |= bit
            row.append(chr(0x2800 + bits))
        out.append("".join(row))
    return out


def layout(panels: list[tuple[str, Image]], width: int | None = None) -> list[str]:
    """Panels ([(title, image)]) side by side, as many per row as fit in
    ``width`` columns (the terminal's by default)."""
    width = width or shutil.get_terminal_size((200, 50)).columns
    cell = 66
    per_row = max(1, width // cell)
    lines = []
    for i in range(0, len(panels), per_row):
        group = panels[i : i + per_row]
        drawn = [braille(img) for _, img in group]
        lines.append("".join(("+-" + t + " ").ljust(cell, "-") for t, _ in group))
        for r in range(len(drawn[0])):
            lines.append("".join("|" + d[r] + " " for d in drawn))
    return lines


class TerminalView:
    """Redraws the screens (and the key map) when they change."""

    def __init__(self, out: TextIO, titles: dict[str | int, str], legend: Sequence[str]) -> None:
        self.out = out
        self.titles = titles
        self.legend = legend
        self._last: str | None = None

    def draw(self, images: dict[str | int, Image], notes: Iterable[str] = ()) -> None:
        panels = [(self.titles[n], images[n]) for n in self.titles]
        text = "\n".join(layout(panels) + [""] + list(self.legend) + list(notes))
        if text == self._last:
            return
        self._last = text
        self.out.write("\x1b[H\x1b[2J" + text + "\n")
        self.out.flush()
