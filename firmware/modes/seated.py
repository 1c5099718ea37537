"""What the device's modes share beyond firmware.modes.base.Mode: one board
screen plus one screen per seat, and one button path. Every mode of the
device today (a game's table, its counter and scoring modes, the start
screen) is one of these.
"""

from __future__ import annotations

from typing import Any

from PIL import Image

from drivers.buttons import BOARD
from firmware.modes.base import Mode


class SeatedMode(Mode):
    """Extends :class:`Mode` with seats that have names, a board screen and
    a screen per seat.

    Extend it and give ``press(seat, what, flag)`` (the button event of one
    seat: True when something visible changed), ``board_frame()`` and
    ``seat_frame(seat)`` (each an image drawn by a pure ``render``). The
    shared ``handle`` drops events of seats the mode does not have, hands
    the repeats of a held ◀ or ▶ to ``hold`` (ignored unless a mode
    gives one) and bumps ``version`` on a change; ``frames`` asks every
    screen for its image.

    ``board_width``: the board's width in pixels; ``board_frame()``
    returns an image that wide (128, or 256 on a wider board panel; a
    mode with no wide layout may return 128: the driver centres it).
    Seats stay 128x64.

    :param names: one name per seat (``seat_count`` is their number).
    """

    board_width = 128  # pixels: the board panel's width (set by the profile)

    def __init__(self, names: list[str]) -> None:
        super().__init__()
        self._names = list(names)

    @property
    def seat_count(self) -> int:
        return len(self._names)

    @property
    def names(self) -> list[str]:
        return list(self._names)

    def handle(self, event: tuple) -> bool:
        seat, what = event[0], event[1]
        if seat == BOARD:
            if self.board_press(what):
                return self.changed()
            return False
        if not 0 <= seat < self.seat_count:
            return False
        if what == "hold":
            # not through press: a mode written before holds existed
            # would take an unknown event for "close the menu"
            done = self.hold(seat, event[2], event[3])
        else:
            done = self.press(seat, what, event[2] if len(event) > 2 else None)
        return self.changed() if done else False

    def board_press(self, what: str) -> bool:
        """A press of the board's own button (a board may have one): True
        when something visible changed. Nothing, unless the mode says."""
        return False

    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        """One button event of ``seat`` (``flag``: held or not, for
        "peek"); True when something visible changed."""
        raise NotImplementedError

    def hold(self, seat: int, name: str, n: int) -> bool:
        """``seat`` holds its ``name`` button ("left" or "right"), the
        ``n``-th repeat (1 at the long-press time); True when something
        visible changed. Ignored unless a mode steps faster with it."""
        return False

    @staticmethod
    def set_peek(ui: Any, held: bool | None) -> bool:
        """A seat's left button held (``held``) or let go: its ``ui.peek``;
        True when that changed (the seat shows or hides its secret)."""
        if ui.peek == bool(held):
            return False
        ui.peek = bool(held)
        return True

    def frames(self) -> dict:
        out: dict = {"board": self.board_frame()}
        for s in range(self.seat_count):
            out[s] = self.seat_frame(s)
        return out

    def board_frame(self) -> Image.Image:
        raise NotImplementedError

    def seat_frame(self, seat: int) -> Image.Image:
        raise NotImplementedError
