"""Headless capture: the emulated panels as scaled PNG frames and a GIF,
for people reading the README and for checking a game after the fact."""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, TextIO

from PIL import Image

from firmware.emulator.script import Script

if TYPE_CHECKING:
    from firmware.emulator.device import Emulated

SCALE = 3
GAP = 6


def sheet(images: dict, order: list, scale: int = SCALE) -> Image.Image:
    """The panels side by side (board first) as one RGB picture, white
    pixels drawn in an OLED-like light blue on black."""
    sizes = [(images[n].width * scale, images[n].height * scale) for n in order]
    out = Image.new("RGB", (sum(w + GAP for w, _ in sizes) - GAP, max(h for _, h in sizes)), (40, 40, 40))
    x = 0
    for name, (w, h) in zip(order, sizes):  # a 256-pixel board is twice as wide
        img = images[name].convert("L").resize((w, h), Image.NEAREST)
        panel = Image.new("RGB", (w, h), (0, 0, 0))
        panel.paste((150, 220, 255), mask=img)
        out.paste(panel, (x, 0))
        x += w + GAP
    return out


class Capture:
    """Writes ``frame-0001.png``... into ``out_dir`` when the panels change,
    and ``game.gif`` on ``close()`` if asked."""

    def __init__(self, out_dir: str, gif: bool = False, scale: int = SCALE) -> None:
        os.makedirs(out_dir, exist_ok=True)
        self.dir = out_dir
        self.gif = gif
        self.scale = scale
        self.frames: list[Image.Image] = []
        self._last: bytes | None = None
        self.count = 0

    def add(self, emu: Emulated) -> str | None:
        images = emu.images()
        order = list(emu.titles)
        key = b"".join(images[n].tobytes() for n in order)
        if key == self._last:
            return None
        self._last = key
        pic = sheet(images, order, self.scale)
        self.count += 1
        path = os.path.join(self.dir, "frame-%04d.png" % self.count)
        pic.save(path)
        if self.gif:
            self.frames.append(pic.convert("P", palette=Image.ADAPTIVE, colors=4))
        return path

    def close(self) -> str | None:
        if self.gif and self.frames:
            path = os.path.join(self.dir, "game.gif")
            self.frames[0].save(path, save_all=True, append_images=self.frames[1:], duration=400, loop=0)
            return path
        return None


class Captured(Script):
    """The capture front end: ``keys`` played headless, a frame kept in
    ``out_dir`` at every change, and at the end a GIF and one line on
    ``out`` saying how many frames and where."""

    def __init__(self, keys: str, out_dir: str, out: TextIO, board: str = "ssd1306") -> None:
        super().__init__(keys, capture=Capture(out_dir, gif=True), board=board)
        self.report = out

    def end(self) -> None:
        cap = self.capture
        gif = cap.close()
        self.report.write("%d frames in %s%s\n" % (cap.count, cap.dir, ", " + gif if gif else ""))
