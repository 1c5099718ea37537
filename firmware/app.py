"""The device's main loop: poll the buttons, answer the pending decision,
redraw, send only what changed. The same loop runs on a Pi (real pins and
screens) and on a laptop (mock pins driven by the keyboard, screens kept in
modelled controller RAM and drawn in the terminal or captured to PNG).

Button callbacks only queue edges (drivers.buttons); all the work happens
here, in ``step()``.
"""

import time

from firmware import phrases
from firmware.frames import all_frames

SCREEN_NAMES = {"en": ("board", "seat "), "fr": ("plateau", "siège ")}


def screen_failed(name, lang):
    """'seat 3 screen: no answer' for a screen that does not answer."""
    board, seat = SCREEN_NAMES.get(lang, SCREEN_NAMES["en"])
    label = board if name == "board" else seat + str(name + 1)
    return phrases.ui("screen_failed", lang, screen=label)


class App:
    """One table: ``table`` (firmware.table.Table), ``hub``
    (drivers.buttons.ButtonHub) and ``screens`` (drivers.screens.ScreenSet)."""

    RETRY = 1.0   # seconds between tries of a silent screen or a refusing journal

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
        saving = getattr(self.table, "saving", None)
        waiting = saving is not None and saving.pending
        if self.screens.failed or waiting:
            now = self.hub.clock() if hasattr(self.hub, "clock") else time.monotonic()
            if now - self.retried >= self.RETRY or now < self.retried:
                self.retried = now
                if waiting:
                    saving.flush()   # the journal may take the waiting writes now
                self._show(self.frames)
                return True
        return False

    def _frames(self):
        # the counter and scoring modes draw themselves; a game uses frames.py
        if hasattr(self.table, "frames"):
            return self.table.frames()
        return all_frames(self.table)

    def redraw(self):
        self.frames = self._frames()
        self.drawn = self.table.version
        self._show(self.frames)
        return self.frames

    def _show(self, frames):
        problems = [screen_failed(n, self.table.lang) for n in self.screens.show(frames)]
        saving = getattr(self.table, "saving", None)
        if saving is not None and saving.pending:
            problems.insert(0, phrases.ui("not_saved", self.table.lang, n=saving.pending))
        if problems != self.table.status:
            # the board says what is wrong (a silent screen, decisions not
            # saved), or that all is well again
            self.table.set_status(problems)
            self.frames = self._frames()
            self.screens.show({"board": self.frames["board"]})
            self.drawn = self.table.version
