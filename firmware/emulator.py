"""The table on a laptop: the ``emulated`` hardware profile on gpiozero
mock pins (the keyboard presses them) and luma device classes on modelled
controller RAM (the terminal draws it, or PNG frames capture it).

``Clock`` is the injectable time: the interactive terminal uses the real
one; scripted and captured runs use a virtual one that moves only when the
loop says so, so they are exact and quick.
"""

import os
import time

from drivers import profile as profiles
from drivers.buttons import ButtonHub
from drivers.hardware import attach_buttons
from drivers.keyboard import KeyPresser, mock_pins, legend
from drivers.screens import emulated
from firmware.app import App

TICK = 0.02   # seconds between loop passes


class VirtualClock:
    def __init__(self, t=1000.0):
        self.t = t

    def __call__(self):
        return self.t


class Emulated:
    """An App on emulated hardware for ``table``, plus its keyboard."""

    def __init__(self, table, clock=None, kind="ssd1306"):
        seats = len(table.seats)
        prof = profiles.load("emulated")
        prof["seats"] = prof["seats"][:seats]
        self.clock = clock or time.monotonic
        self.hub = ButtonHub(clock=self.clock)
        factory = attach_buttons(prof, self.hub)
        self.factory = factory
        self.keys = KeyPresser(mock_pins(prof, factory), seats)
        self.screens = emulated(seats, kind)
        self.app = App(table, self.hub, self.screens)
        self.titles = {"board": "board"}
        names = getattr(table, "names", None) or [p["name"] for p in table.state["players"]]
        for s in range(seats):
            self.titles[s] = "%d %s" % (s + 1, names[s])
        self.legend = legend(seats)

    def images(self):
        """What each panel holds now (read back from its RAM)."""
        return dict((n, self.screens.rams[n].image()) for n in self.titles)

    def close(self):
        self.hub.close()
        self.factory.close()

    # -- scripted runs (virtual clock) -----------------------------------
    def press(self, ch):
        """Type key ``ch`` and run the loop until its button is released
        and handled. Needs a VirtualClock."""
        clock = self.clock
        if not self.keys.key(ch, clock()):
            return False
        self.app.step()
        while self.keys.busy():
            clock.t += TICK
            self.keys.pump(clock())
            self.app.step()
        clock.t += TICK * 3          # past the debounce window
        self.app.step()
        return True


def run_terminal(table, stdin, out):
    """Interactive: keys from a terminal in raw mode, drawn in braille."""
    import select
    import termios
    import tty
    from drivers.terminal import TerminalView
    emu = Emulated(table)
    view = TerminalView(out, emu.titles, emu.legend)
    fd = stdin.fileno()
    old = termios.tcgetattr(fd)
    tty.setcbreak(fd, termios.TCSANOW)   # keep keys typed while switching screens
    first = True
    try:
        emu.app.redraw()
        while True:
            if getattr(table, "done", False):
                break                    # the start screen was answered
            ready, _, _ = select.select([fd], [], [], TICK)
            if ready:
                ch = os.read(fd, 1).decode("latin-1")
                if ch in ("\x1b", "\x03"):
                    break
                emu.keys.key(ch, emu.clock())
            emu.keys.pump(emu.clock())
            if emu.app.step() or first:
                view.draw(emu.images(), _notes(emu.app.table))
                first = False
    finally:
        termios.tcsetattr(fd, termios.TCSADRAIN, old)
        emu.close()
    return table


def run_script(table, keys, out=None, capture=None):
    """Play the key string ``keys`` on a virtual clock (no terminal needed).
    ``capture``: a Capture that records a frame after each key. Stops when
    ``table.done`` (the start screen); ``emu.used`` counts the keys used."""
    from drivers.terminal import layout
    emu = Emulated(table, clock=VirtualClock())
    emu.app.redraw()
    if capture is not None:
        capture.add(emu)
    emu.used = 0
    for ch in keys:
        if ch in ("\x1b", "\x03") or getattr(table, "done", False):
            break
        emu.used += 1
        if emu.press(ch) and capture is not None:
            capture.add(emu)
    if out is not None:
        panels = [(emu.titles[n], img) for n, img in emu.images().items()]
        out.write("\n".join(layout(panels) + _notes(table)) + "\n")
    emu.close()
    return emu


def _notes(table):
    """The last instructions as plain text under the screens."""
    if not hasattr(table, "news"):
        return []
    from firmware.games.puerto_rico import phrases
    from core.puerto_rico.views import public_view
    view = public_view(table.state)
    lines = []
    for ev in table.news:
        t = phrases.event_text(view, ev, table.lang)
        if t:
            lines.append("> " + t)
    return lines
