"""Seat buttons: three per seat (◀ ▶ ●) on gpiozero, debounced here.

gpiozero's mock pins ignore ``bounce_time``, and a slow callback loses edges
on a real Pi, so the gpiozero callbacks only append the raw edge and its time
to a queue; ``ButtonHub.poll()``, called by the main loop, debounces them
with an injectable clock and turns them into events:

    (seat, "left") (seat, "right") (seat, "select")   short presses
    (seat, "back")                                     long press on ●
    (seat, "peek", True/False)                         ◀ held long / released
    (seat, "hold", "left"/"right", n)                  ◀ or ▶ held: n = 1, 2, ...

``peek`` is how a player looks at his secret VP chips: they show on his own
screen only while he holds ◀.

``hold`` is a long press on ◀ or ▶ that repeats while the button stays
down: n = 1 at the long-press time, 2 at ``repeat_after`` seconds later,
then one every ``repeat`` seconds (a mode steps a number by 5 on each). A
held ◀ gives both peek and hold events; a mode uses the one it needs and
ignores the other (firmware.modes.seated.SeatedMode.hold). A button
released after its long press was reported gives no short press.
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
        self,
        clock: Callable[[], float] = time.monotonic,
        bounce: float = 0.03,
        long_press: float = 0.6,
        repeat_after: float = 0.5,
        repeat: float = 0.3,
    ) -> None:
        self.clock = clock
        self.bounce = bounce
        self.long_press = long_press
        # the first repeat waits longer than the next ones, as a keyboard's
        # auto-repeat does: a plain long press (the emulator's Shift+key
        # holds 1 s) gives one hold, not two
        self.repeat_after = repeat_after
        self.repeat = repeat
        self._raw: deque[tuple[int, str, bool, float]] = deque()  # appended by callbacks
        self._state: dict[tuple[int, str], list[Any]] = {}
        # (seat, name) -> [pressed, t_last_edge, t_down, long_fired, holds sent, next hold due]
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
    def poll(self) -> list[tuple]:  # noqa: C901 - the debounce's states in one loop, read top to bottom
        """Debounced events since the last poll, in order."""
        out: list[tuple] = []
        while self._raw:
            seat, name, pressed, t = self._raw.popleft()
            key = (seat, name)
            st = self._state.get(key)
            if st is None:
                st = self._state[key] = [False, -1e9, 0.0, False, 0, 0.0]
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
            if not st[0]:
                continue
            seat, name = key
            if not st[3]:
                if now - st[2] < self.long_press:
                    continue
                st[3] = True
                if name == "left":
                    out.append((seat, "peek", True))
                elif name == "select":
                    out.append((seat, "back"))
                if name in ("left", "right"):
                    st[4], st[5] = 1, st[2] + self.long_press + self.repeat_after
                    out.append((seat, "hold", name, 1))
            elif name in ("left", "right") and now >= st[5]:
                st[4] += 1
                # a late loop gets one repeat, not a burst of the missed ones
                st[5] += self.repeat
                if st[5] <= now:
                    st[5] = now + self.repeat
                out.append((seat, "hold", name, st[4]))
        return out
