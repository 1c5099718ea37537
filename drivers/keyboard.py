"""The keyboard as seat buttons: each key presses a gpiozero mock pin, so
emulated buttons go through the same Button, callback and debounce path as
real ones.

A key press holds the pin low for a short press; the same key with Shift
(upper case) holds it for a long press (select: help/back, left: show
your secret VP). Releases happen in ``pump(now)``, called by the main loop.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from drivers import buttons

if TYPE_CHECKING:
    from gpiozero.pins.mock import MockFactory, MockPin

KEYS = ("qwe", "asd", "zxc", "uio", "jkl")  # seat n: its buttons.NAMES in order
SHORT = 0.08  # seconds a key holds its button: longer than the debounce
LONG = 1.0  # longer than the long-press time


def key_map(seats: int) -> dict[str, tuple[int, int]]:
    """{key: (seat, index)} for ``seats`` seats."""
    m = {}
    for s in range(seats):
        for i in range(len(buttons.NAMES)):
            m[KEYS[s][i]] = (s, i)
    return m


def legend(seats: int) -> list[str]:
    """One line per seat: which keys are its buttons."""
    out = []
    for s in range(seats):
        k = KEYS[s]
        out.append("seat %d: %s < %s > %s o" % (s + 1, k[0], k[1], k[2]))
    out.append("Shift+key: long press (hold < for your VP, hold o for help); Esc quits")
    return out


class KeyPresser:
    """Presses the mock pins of ``pins`` ({(seat, index): MockPin})."""

    def __init__(self, pins: dict[tuple[int, int], MockPin], seats: int) -> None:
        self.pins = pins
        self.map = key_map(seats)
        self.releases: list[tuple[float, MockPin]] = []

    def key(self, ch: str, now: float) -> bool:
        """Press the button of key ``ch``; False when the key is not mapped."""
        hit = self.map.get(ch.lower())
        if hit is None:
            return False
        pin = self.pins[hit]
        for _t, p in self.releases:
            if p is pin:
                return True  # still held: ignore auto-repeat
        pin.drive_low()
        self.releases.append((now + (LONG if ch.isupper() else SHORT), pin))
        return True

    def pump(self, now: float) -> float | None:
        """Release the buttons whose time is up; the time of the next one."""
        keep = []
        for t, pin in self.releases:
            if t <= now:
                pin.drive_high()
            else:
                keep.append((t, pin))
        self.releases = keep
        return min([t for t, _ in keep]) if keep else None

    def busy(self) -> bool:
        return bool(self.releases)


def mock_pins(profile: dict[str, Any], factory: MockFactory) -> dict[tuple[int, int], MockPin]:
    """{(seat, index): MockPin} of a profile's buttons on ``factory``."""
    pins = {}
    for s in range(len(profile["seats"])):
        b = profile["seats"][s]["buttons"]
        for i, name in enumerate(buttons.NAMES):
            pins[(s, i)] = factory.pin(b[name])
    return pins
