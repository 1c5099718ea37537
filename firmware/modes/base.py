"""What every mode of the device is: the game table of a game, the counter,
the scoring mode, the start screen. The main loop (firmware.app.App), the
session and every front end (terminal, text, pygame, capture, hardware)
drive a mode through this interface only, never by asking what it has.

A mode keeps its input state (cursors, pages, menus) and draws nothing
itself: ``frames()`` hands the data of each screen to pure
``render(draw, view, ...)`` functions (firmware.drawing.frame).
"""

from __future__ import annotations

from typing import Any

from firmware import catalog


class Mode:
    """Extend it and give ``seat_count``, ``handle`` and ``frames``.

    ``version`` is bumped on every visible change (the loop redraws only
    then); ``status`` is the list of device problems the board shows (a
    silent screen, "not saved"); ``done`` turns true when the mode has
    ended by itself (the start screen once seat 1 has chosen); ``result``
    is what it ended with (a final score, the start screen's choice), or
    None; ``game`` is the game it plays (core.games' name, which reads
    its final score), "" for a mode of no game (the start screen).
    """

    game = ""
    lang = "en"
    edition = "classic"
    # True: a long ◀ shows a secret while held (peek); the emulator's
    # Shift+◀ then keeps ◀ down until the next key, so it stays up while
    # the player looks. False: a long ◀ steps (the scoring mode).
    peeks = True
    # True: the secret is drawn over the seat's screen (a game table's
    # VP), so the seat's next key, even its own ▶ or ●, takes it away and
    # does nothing else (the emulator lets its Shift+◀ go after that key).
    # False: the seat's ▶ and ● still count while it shows (the counter
    # changes the VP chips while ◀ is held).
    peek_covers = False
    # the key legend's Shift line (firmware.lang, the emulator's legend):
    # "" for the game tables' own, by ``peeks`` (Shift+◀: your VP, or none)
    shift_keys = ""
    # the key legend's line of the long presses that turn the board (a
    # game table's: firmware.lang "keys_board"), or "" for none
    board_keys = ""
    done = False
    result: Any = None
    # The table's own web page (issue 24, ``play --web``), or None: an
    # object with ``seat_url(seat)`` and ``board_url()``, the addresses
    # the pairing QR codes hold (firmware.screens.pairing).
    web: Any = None

    def __init__(self) -> None:
        self.version = 0
        self.status: list[str] = []

    # -- what every mode gives ---------------------------------------------
    @property
    def seat_count(self) -> int:
        """How many seat screens and button sets the mode uses."""
        raise NotImplementedError

    @property
    def names(self) -> list[str]:
        """The seats' names, for front ends that label the screens ("Player
        1", "Joueur 1": in the mode's language)."""
        return [catalog.text("player_name", self.lang, n=i + 1) for i in range(self.seat_count)]

    def handle(self, event: tuple) -> bool:
        """Apply one button event ``(seat, what[, flag])`` or ``(seat,
        "hold", name, n)`` (drivers.buttons); True when something visible
        changed (and ``version`` was bumped)."""
        raise NotImplementedError

    def frames(self) -> dict:
        """Every screen's image: {"board": image, 0: image, 1: image, ...}."""
        raise NotImplementedError

    def tick(self, now: float) -> bool:
        """Time passed (``now``: the buttons' clock): True when something
        visible changed by itself (a board page turned). Most modes have
        nothing that moves by itself."""
        return False

    def busy(self) -> bool:
        """The mode has work of its own to do at its next ``tick`` (a bot
        seat decides: firmware.modes.table): a scripted run keeps the loop
        going until it has none."""
        return False

    def deciding(self) -> int | None:
        """The seat whose decision the mode waits for, or None (a front end
        that shows one seat at a time follows it)."""
        return None

    def text_lines(self) -> list[str]:
        """What the plain text front end prints after a change (the text
        twin of the screens); a mode without one shows nothing extra."""
        return []

    # -- shared behaviour ---------------------------------------------------
    def changed(self) -> bool:
        """Mark a visible change; returns True for ``handle``'s answer."""
        self.version += 1
        return True

    def set_status(self, problems: list[str]) -> None:
        """The board's list of device problems (screens that do not answer,
        a journal that does not take writes)."""
        if list(problems) != list(self.status):
            self.status = list(problems)
            self.version += 1
