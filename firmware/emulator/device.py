"""The emulated device: the ``emulated`` hardware profile on gpiozero mock
pins (the keyboard presses them) and luma device classes on modelled
controller RAM (the terminal draws it, or PNG frames capture it).

``VirtualClock`` is the injectable time: the interactive terminal uses the
real one; scripted and captured runs use a virtual one that moves only
when the loop says so, so they are exact and quick.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from drivers import profile as profiles
from drivers.buttons import ButtonHub
from drivers.hardware import attach_buttons
from drivers.keyboard import KEYS, KeyPresser, mock_pins
from drivers.screen_set import emulated
from firmware import catalog
from firmware.app import App
from firmware.modes.base import Mode

TICK = 0.02  # seconds between loop passes


def legend(seats: int, lang: str = "en", peeks: bool = True, shift: str = "", board: str = "") -> list[str]:
    """The keys in two lines, in the game's language: each seat's
    buttons, then the Shift keys (Shift+◀ only for a mode with a secret
    to show: ``peeks``, Mode.peeks; ``shift``: a mode's own line,
    Mode.shift_keys); a game table's long presses that turn the board
    (``board``, Mode.board_keys) on a third."""
    each = [catalog.text("keys_seat_keys", lang, n=s + 1, keys=" ".join(KEYS[s])) for s in range(seats)]
    each[0] = catalog.text("keys_seat", lang) + " " + each[0]
    shift = catalog.text(shift or ("keys_shift" if peeks else "keys_shift_plain"), lang)
    out = [catalog.text("keys_buttons", lang, seats="  ".join(each)), shift]
    return out + ([catalog.text(board, lang)] if board else [])


class VirtualClock:
    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


class Emulated:
    """An App on emulated hardware for ``mode``, plus its keyboard;
    ``saving``: the session's journal writer (firmware.app.FrontEnd.saving)."""

    def __init__(
        self,
        mode: Mode,
        clock: Callable[[], float] | None = None,
        kind: str = "ssd1306",
        saving: Callable[[], Any] | None = None,
        board: str | None = None,
    ) -> None:
        seats = mode.seat_count
        prof = profiles.load("emulated")
        prof["seats"] = prof["seats"][:seats]
        self.clock = clock or time.monotonic
        self.hub = ButtonHub(clock=self.clock)
        factory = attach_buttons(prof, self.hub)
        self.factory = factory
        self.keys = KeyPresser(mock_pins(prof, factory), seats, latch=mode.peeks, covers=mode.peek_covers)
        self.screens = emulated(seats, kind, board)  # board: its own controller (None: kind)
        self.wide = self.screens.rams["board"].width > 128
        self.app = App(mode, self.hub, self.screens, saving)
        thinker = getattr(mode, "thinker", None)
        if thinker is not None and isinstance(self.clock, VirtualClock):
            # a scripted run's clock moves only with the loop: a bot's
            # search runs at the next pass, exact (firmware.thinking)
            thinker.threads = False
        self.titles: dict[str | int, str] = {"board": catalog.text("screen_board", mode.lang)}
        for s, name in enumerate(mode.names[:seats]):
            self.titles[s] = "%d %s" % (s + 1, name)
        self.legend = legend(seats, mode.lang, mode.peeks, mode.shift_keys, mode.board_keys)

    def images(self) -> dict:
        """What each panel holds now (read back from its RAM)."""
        return dict((n, self.screens.rams[n].image()) for n in self.titles)

    def close(self) -> None:
        self.hub.close()
        self.factory.close()

    # -- scripted runs (virtual clock) -----------------------------------
    def press(self, ch: str) -> bool:
        """Type key ``ch`` and run the loop until its button is released
        and handled (False: the key is no button; it may still let a
        Shift+◀ go). Needs a VirtualClock."""
        clock = self.clock
        mapped = self.keys.key(ch, clock())
        self.app.step()
        while self.keys.busy(clock()):
            clock.t += TICK
            self.keys.pump(clock())
            self.app.step()
        clock.t += TICK * 3  # past the debounce window
        self.app.step()
        self.settle()
        return mapped

    def settle(self, most: int = 100_000) -> int:
        """Run the loop while the mode has work of its own (bot seats
        deciding, Mode.busy), at most ``most`` passes; the passes run.
        Needs a VirtualClock."""
        n = 0
        mode = self.app.mode
        while n < most and mode.busy():
            self.clock.t += TICK
            self.app.step()
            n += 1
        return n
