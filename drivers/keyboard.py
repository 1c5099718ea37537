"""The keyboard as seat buttons: each key presses a gpiozero mock pin, so
emulated buttons go through the same Button, callback and debounce path as
real ones.

A key is a short press of its button; the same key with Shift (upper case)
a long press (● held: the seat menu). Shift with ◀ holds ◀ down until the
next key (the secret VP stays up while the player looks). That seat's own
▶ or ● is pressed while ◀ is still down, as with a thumb on ◀: a game
table's seat takes the key as "close the secret" only, and ◀ is let go
once that key is up (``covers``); the counter's ▶ still counts while the
secret shows, and ◀ stays down (``covers`` False).

A button cannot be pressed again while it is down or within the debounce
time after it is let go, so presses of one key that come faster wait in a
queue and are pressed one after the other: a typist loses nothing. A key
that comes back faster than any finger taps is the terminal's auto-repeat
(a held key): it waits only if nothing else waits on that button, so a
held key steps through a menu and stops when it is let go.

Releases and queued presses happen in ``pump(now)``, called by the main loop.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, Any

from drivers import buttons

if TYPE_CHECKING:
    from gpiozero.pins.mock import MockFactory, MockPin

KEYS = ("qwe", "asd", "zxc", "uio", "jkl")  # seat n: its buttons.NAMES in order
BOARD_KEY = "b"  # the board's own button (its next page), when the profile wires one
SHORT = 0.04  # seconds a key holds its button down: longer than the debounce (0.03 s)
GAP = 0.04  # seconds up before the same button goes down again: longer than the debounce
LONG = 0.7  # a Shift key: longer than the long-press time (0.6 s)
REPEAT = 0.045  # one key back faster than this is auto-repeat (a finger taps at most ~10 a second)
LATCH = None  # the hold of Shift+◀: until the next other key
LEFT = buttons.NAMES.index("left")  # ◀, the button Shift latches
SELECT = buttons.NAMES.index("select")  # ●: Shift+● opens the seat menu
BOARD_HIT = (buttons.BOARD, buttons.NAMES.index("select"))  # the board's button among the pins


def key_map(seats: int) -> dict[str, tuple[int, int]]:
    """{key: (seat, index)} for ``seats`` seats."""
    m = {}
    for s in range(seats):
        for i in range(len(buttons.NAMES)):
            m[KEYS[s][i]] = (s, i)
    return m


class _Button:
    """One button's presses: down since ``down`` (None: up), up again at
    ``up_at`` (None while latched), free again at ``free_at``, and the
    presses waiting (their hold times)."""

    def __init__(self, pin: MockPin) -> None:
        self.pin = pin
        self.down: float | None = None
        self.up_at: float | None = None
        self.free_at = -1e9
        self.waiting: deque[tuple[float | None, int]] = deque()  # (hold time, turn)
        self.last_key = -1e9  # when its key last came
        self.menu = False  # down for a Shift+● (the seat menu)
        self.turn = 0  # the turn of its last press


class KeyPresser:
    """Presses the mock pins of ``pins`` ({(seat, index): MockPin})."""

    def __init__(
        self, pins: dict[tuple[int, int], MockPin], seats: int, latch: bool = True, covers: bool = False
    ) -> None:
        self.pins = pins
        self.latch = latch  # Shift+◀ holds until the next key (a peek), else a long press
        self.covers = covers  # the seat's own ▶ or ● lets a Shift+◀ go too, once it is up
        self.unlatch: tuple[tuple[int, int], int] | None = None  # (button, turn): ◀ goes once it is up
        self.map = key_map(seats)
        if BOARD_HIT in pins:
            self.map[BOARD_KEY] = BOARD_HIT
        self.buttons = dict((hit, _Button(pin)) for hit, pin in pins.items())
        self.latched: tuple[int, int] | None = None  # the ◀ held by Shift+◀
        self.turn = 0  # the order keys came in (a Shift+● keeps its seat's turn)

    def key(self, ch: str, now: float) -> bool:
        """Key ``ch`` typed at ``now``: its button pressed, or queued; False
        when the key is no button (it still lets a Shift+◀ go)."""
        hit = self.map.get(ch.lower())
        upper = ch != ch.lower()
        held = self.latched
        if held is not None and (hit is None or hit[0] != held[0] or hit[1] == LEFT):
            if hit == held:
                if upper:
                    return True  # Shift+◀ again (or its auto-repeat): still looking
                self._let_go(now)
                return True  # its own ◀: only lets go
            self._let_go(now)
        if hit is None:
            return False
        b = self.buttons[hit]
        repeat = now - b.last_key < REPEAT
        b.last_key = now
        if repeat and b.waiting:
            return True  # auto-repeat outrunning the button: one waiting is enough
        self.turn += 1
        b.waiting.append(((LATCH if hit[1] == LEFT and self.latch else LONG) if upper else SHORT, self.turn))
        if self.latched is not None and self.covers and self.unlatch is None:
            self.unlatch = (hit, self.turn)  # the seat's own ▶ or ●: ◀ goes once this press is up
        self.pump(now)
        return True

    def _let_go(self, now: float) -> None:
        """The Shift+◀ lets go, once it has been down long enough to peek."""
        b = self.buttons[self.latched]
        b.up_at = max(now, b.down + LONG)
        self.latched = None
        self.unlatch = None
        self.pump(now)

    def pump(self, now: float) -> float | None:
        """Release the buttons whose time is up and press the waiting ones
        that are free; the time of the next thing to do, or None."""
        due = []
        for b in self.buttons.values():
            if b.down is not None and b.up_at is not None and now >= b.up_at:
                b.pin.drive_high()
                b.down, b.free_at, b.menu = None, now + GAP, False
        for hit, b in self.buttons.items():
            waits = bool(b.waiting) and self._after_menu(hit, b.waiting[0][1])
            if b.down is None and b.waiting and now >= b.free_at and not waits:
                hold, b.turn = b.waiting.popleft()
                b.pin.drive_low()
                b.down = now
                b.up_at = None if hold is LATCH else now + hold
                b.menu = hold == LONG and hit[1] == SELECT
                if hold is LATCH:
                    self.latched = hit
            if b.down is not None:
                # a latched ◀ is due only until its long press is seen
                t = b.up_at if b.up_at is not None else b.down + LONG
                if t > now or b.up_at is not None:
                    due.append(t)
            elif b.waiting and not waits:  # else due when the menu's ● is let go
                due.append(b.free_at)
        if self.unlatch is not None and self.latched is not None:
            hit, turn = self.unlatch
            b = self.buttons[hit]
            if b.turn >= turn and b.down is None:  # that key is up: after it, ◀
                self._let_go(now)
                return self.pump(now)
        return min(due) if due else None

    def _after_menu(self, hit: tuple[int, int], turn: int) -> bool:
        """True when a key of ``hit``'s seat (its turn ``turn``) must wait
        for a Shift+● of that seat: one down now, or one typed before it
        still waiting."""
        for other, b in self.buttons.items():
            if other[0] != hit[0] or other == hit:
                continue
            if b.menu or (other[1] == SELECT and any(h == LONG and t < turn for h, t in b.waiting)):
                return True
        return False

    def busy(self, now: float) -> bool:
        """True while a press is under way (a latched ◀ only until its long
        press has been seen)."""
        return self.pump(now) is not None


def mock_pins(profile: dict[str, Any], factory: MockFactory) -> dict[tuple[int, int], MockPin]:
    """{(seat, index): MockPin} of a profile's buttons on ``factory``."""
    pins = {}
    for s in range(len(profile["seats"])):
        b = profile["seats"][s]["buttons"]
        for i, name in enumerate(buttons.NAMES):
            pins[(s, i)] = factory.pin(b[name])
    if profile["board"].get("button") is not None:
        pins[BOARD_HIT] = factory.pin(profile["board"]["button"])
    return pins
