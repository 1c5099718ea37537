"""Seat buttons: three per seat (◀ ▶ ●) on gpiozero, debounced here.

gpiozero's mock pins ignore ``bounce_time``, and a slow callback loses edges
on a real Pi, so the gpiozero callbacks only append the raw edge and its time
to a queue; ``ButtonHub.poll()``, called by the main loop, debounces them
with an injectable clock and turns them into events:

    (seat, "left") (seat, "right") (seat, "select")   short presses
    (seat, "back")                                     long press on ●
    (seat, "peek", True/False)                         ◀ held long / released

``peek`` is how a player looks at his secret VP chips: they show on his own
screen only while he holds ◀.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from gpiozero import Button
    from gpiozero.pins import Factory

NAMES = ("left", "right", "select")  # a seat's buttons, in order: ◀ ▶ ●
BOARD = -1  # the "seat" of the board's own button, if it has one (it turns the pages)


class ButtonHub:
    """Debounces raw edges from any number of seats' buttons."""

    def __init__(
        self, clock: Callable[[], float] = time.monotonic, bounce: float = 0.03, long_press: float = 0.6
    ) -> None:
        self.clock = clock
        self.bounce = bounce
        self.long_press = long_press
        self._raw: deque[tuple[int, str, bool, float]] = deque()  # appended by callbacks
        self._state: dict[tuple[int, str], list[Any]] = {}
        # (seat, name) -> [pressed, t_last_edge, t_down, long_fired]
        self.buttons: list[Button] = []  # gpiozero devices, kept so they are not collected

    # -- edges in --------------------------------------------------------
    def edge(self, seat: int, name: str, pressed: bool, t: float | None = None) -> None:
        """Record a raw edge (from a gpiozero callback, a key, or a test)."""
        self._raw.append((seat, name, pressed, self.clock() if t is None else t))

    def attach(self, seat: int, pins: Sequence[int], pin_factory: Factory | None = None) -> None:
        """Three gpiozero Buttons (◀ ▶ ●) for ``seat`` on ``pins`` (GPIO
        numbers in the order of ``NAMES``)."""
        from gpiozero import Button

        for name, pin in zip(NAMES, pins):
            b = Button(pin, pull_up=True, bounce_time=None, pin_factory=pin_factory)
            b.when_pressed = self._callback(seat, name, True)
            b.when_released = self._callback(seat, name, False)
            self.buttons.append(b)

    def _callback(self, seat: int, name: str, pressed: bool) -> Callable[[], None]:
        def cb() -> None:
            self._raw.append((seat, name, pressed, self.clock()))

        return cb

    def close(self) -> None:
        for b in self.buttons:
            b.close()
        self.buttons = []

    # -- events out ------------------------------------------------------
    def poll(self) -> list[tuple]:
        """Debounced events since the last poll, in order."""
        out: list[tuple] = []
        while self._raw:
            seat, name, pressed, t = self._raw.popleft()
            key = (seat, name)
            st = self._state.get(key)
            if st is None:
                st = self._state[key] = [False, -1e9, 0.0, False]
            if pressed == st[0]:
                continue  # no change of level
            if t - st[1] < self.bounce:
                continue  # contact bounce
            st[0], st[1] = pressed, t
            if pressed:
                st[2], st[3] = t, False
                continue
            if st[3]:  # long press already reported
                if name == "left":
                    out.append((seat, "peek", False))
                continue
            if name == "select" and t - st[2] >= self.long_press:
                out.append((seat, "back"))
            else:
                out.append((seat, name))
        now = self.clock()
        for key in sorted(self._state):
            st = self._state[key]
            if st[0] and not st[3] and now - st[2] >= self.long_press:
                st[3] = True
                seat, name = key
                if name == "left":
                    out.append((seat, "peek", True))
                elif name == "select":
                    out.append((seat, "back"))
        return out
