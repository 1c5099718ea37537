"""The device's main loop: poll the buttons, answer the pending decision,
redraw, send only what changed. The same loop runs on a Pi (real pins and
screens) and on a laptop (mock pins driven by the keyboard, screens kept in
modelled controller RAM and drawn in the terminal or captured to PNG).

Button callbacks only queue edges (drivers.buttons); all the work happens
here, in ``step()``.
"""

import time

from firmware import phrases

SCREEN_NAMES = {"en": ("board", "seat "), "fr": ("plateau", "siège ")}


def screen_failed(name, lang):
    """'seat 3 screen: no answer' for a screen that does not answer."""
    board, seat = SCREEN_NAMES.get(lang, SCREEN_NAMES["en"])
    label = board if name == "board" else seat + str(name + 1)
    return phrases.ui("screen_failed", lang, screen=label)


class App:
    """One table: ``table`` (a firmware.modes.base.Mode), ``hub``
    (drivers.buttons.ButtonHub) and ``screens`` (drivers.screen_set.ScreenSet)."""

    RETRY = 1.0   # seconds between tries of a screen that does not answer

    def __init__(self, table, hub, screens):
        self.table = table
        self.hub = hub
        self.screens = screens
        self.drawn = None     # table version on the screens
        self.frames = None    # the frames last drawn
        self.retried = 0.0
        self.presses = 0

    def step(self):
        """One pass of the loop; True when the screens were redrawn."""
        for ev in self.hub.poll():
            self.presses += 1
            self.table.handle(ev)
        if self.drawn != self.table.version:
            self.redraw()
            return True
        if self.screens.failed:
            now = self.hub.clock() if hasattr(self.hub, "clock") else time.monotonic()
            if now - self.retried >= self.RETRY or now < self.retried:
                self.retried = now
                self._show(self.frames)
                return True
        return False

    def _frames(self):
        return self.table.frames()

    def redraw(self):
        self.frames = self._frames()
        self.drawn = self.table.version
        self._show(self.frames)
        return self.frames

    def _show(self, frames):
        problems = [screen_failed(n, self.table.lang) for n in self.screens.show(frames)]
        if problems != self.table.status:
            # the board says which screen is silent (or that all are back)
            self.table.set_status(problems)
            self.frames = self._frames()
            self.screens.show({"board": self.frames["board"]})
            self.drawn = self.table.version

