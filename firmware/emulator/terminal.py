"""The interactive emulator: keys from a terminal in raw mode are the
buttons, every screen is drawn in braille (drivers.terminal)."""

from __future__ import annotations

import os
import select
import termios
import tty

from drivers.terminal import TerminalView
from firmware.app import FrontEnd
from firmware.emulator.device import TICK, Emulated

QUIT = ("\x1b", "\x03")   # Esc, Ctrl-C


def ask_resume(game, stdin, out):
    """Ask on a terminal whether to resume ``game``; True unless "n"."""
    out.write("Unfinished game %s from %s: %s, %d decisions. Resume it? [Y/n] " % (
        game["id"], game["created"], ", ".join(game["players"]), game["actions"]))
    out.flush()
    return not stdin.readline().strip().lower().startswith("n")


class Terminal(FrontEnd):
    """Runs a mode until it is done or Esc is pressed."""

    def __init__(self, stdin, out):
        self.stdin = stdin
        self.out = out

    def wants_resume(self, game):
        return ask_resume(game, self.stdin, self.out)

    def run(self, mode):
        emu = Emulated(mode)
        view = TerminalView(self.out, emu.titles, emu.legend)
        fd = self.stdin.fileno()
        old = termios.tcgetattr(fd)
        tty.setcbreak(fd, termios.TCSANOW)   # keep keys typed while switching screens
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
