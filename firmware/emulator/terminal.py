"""The interactive emulator: keys from a terminal in raw mode are the
buttons, every screen is drawn in braille (drivers.terminal)."""

from __future__ import annotations

import os
import select
import termios
import tty
from typing import TYPE_CHECKING, TextIO

from drivers.terminal import TerminalView
from firmware import catalog
from firmware.app import FrontEnd
from firmware.emulator.device import TICK, Emulated

if TYPE_CHECKING:
    from firmware.modes.base import Mode

QUIT = ("\x1b", "\x03")  # Esc, Ctrl-C


def ask_resume(game: dict, stdin: TextIO, out: TextIO, lang: str = "en") -> bool:
    """Ask on a terminal whether to resume ``game``; True unless "n"."""
    out.write(
        catalog.text(
            "resume_ask",
            lang,
            id=game["id"],
            created=game["created"],
            players=", ".join(game["players"]),
            actions=game["actions"],
        )
    )
    out.flush()
    return not stdin.readline().strip().lower().startswith("n")


class Terminal(FrontEnd):
    """Runs a mode until it is done or Esc is pressed."""

    def __init__(self, stdin: TextIO, out: TextIO) -> None:
        self.stdin = stdin
        self.out = out

    def wants_resume(self, game: dict, lang: str = "en") -> bool:
        return ask_resume(game, self.stdin, self.out, lang)

    def run(self, mode: Mode) -> None:
        emu = Emulated(mode)
        view = TerminalView(self.out, emu.titles, emu.legend)
        fd = self.stdin.fileno()
        old = termios.tcgetattr(fd)
        tty.setcbreak(fd, termios.TCSANOW)  # keep keys typed while switching screens
        first = True
        try:
            emu.app.redraw()
            while not mode.done:
                ready, _, _ = select.select([fd], [], [], TICK)
                if ready:
                    ch = os.read(fd, 1).decode("latin-1")
                    if ch in QUIT:
                        break
                    emu.keys.key(ch, emu.clock())
                emu.keys.pump(emu.clock())
                if emu.app.step() or first:
                    view.draw(emu.images(), mode.text_lines())
                    first = False
        finally:
            termios.tcsetattr(fd, termios.TCSADRAIN, old)
            emu.close()
