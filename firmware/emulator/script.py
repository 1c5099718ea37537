"""Scripted keys: a string of keys played on the emulated device with a
virtual clock (no terminal needed), for ``--keys`` and for keys piped on
standard input. The keys left when a mode is done (the start screen) go
to the next mode."""

from __future__ import annotations

import shutil
from typing import TYPE_CHECKING, Any, TextIO

from drivers.terminal import layout
from firmware.app import FrontEnd
from firmware.emulator.device import Emulated, VirtualClock

if TYPE_CHECKING:
    from firmware.modes.base import Mode

QUIT = ("\x1b", "\x03")


class Script(FrontEnd):
    """Plays ``keys``; ``out``: where the screens are drawn once the keys
    are used up (None: nowhere); ``capture``: a capture.Capture that keeps
    a frame after each key; ``board``: the emulated board screen."""

    def __init__(
        self, keys: str, out: TextIO | None = None, capture: Any = None, board: str = "ssd1306"
    ) -> None:
        self.keys = keys
        self.board = board
        self.out = out
        self.capture = capture
        self.used = 0  # keys used so far, over every mode

    def run(self, mode: Mode) -> Emulated:  # type: ignore[override]
        emu = Emulated(mode, clock=VirtualClock(), saving=self.saving, board=self.board)
        try:
            emu.app.redraw()
            emu.settle()  # bot seats that decide first (issue 34)
            if self.capture is not None:
                self.capture.add(emu)
            while self.used < len(self.keys) and not mode.done:
                ch = self.keys[self.used]
                if ch in QUIT:
                    self.used = len(self.keys)
                    break
                self.used += 1
                if emu.press(ch) and self.capture is not None:
                    self.capture.add(emu)
            if self.out is not None and not mode.done:
                panels = [(emu.titles[n], img) for n, img in emu.images().items()]
                width = shutil.get_terminal_size((200, 50)).columns  # 200 into a pipe
                self.out.write("\n".join(layout(panels, width) + mode.text_lines()) + "\n")
        finally:
            emu.close()
        return emu
