"""The device's main loop: poll the buttons, hand each press to the mode
being played, redraw, send only what changed. The same loop runs on a Pi
(real pins and screens, ``Hardware``) and on a laptop (mock pins driven
by the keyboard, screens kept in modelled controller RAM and drawn in the
terminal or captured to PNG: firmware.emulator).

Button callbacks only queue edges (drivers.buttons); all the work happens
here, in ``step()``.

A front end is a view and an input source of one session
(firmware.session): ``FrontEnd`` says what every front end gives, the
hardware one is below, the emulated ones are in firmware.emulator.
"""

from __future__ import annotations

import time
from typing import Any, Callable

from drivers import profile as profiles
from drivers.buttons import ButtonHub
from drivers.hardware import HardwareError, attach_buttons, open_displays
from drivers.screen_set import ScreenSet
from firmware import catalog
from firmware.modes.base import Mode


def screen_failed(name: str | int, lang: str) -> str:
    """'seat 3 screen: no answer' for a screen that does not answer."""
    if name == "board":
        label = catalog.text("screen_board", lang)
    else:
        label = catalog.text("screen_seat", lang, n=name + 1)
    return catalog.text("screen_failed", lang, screen=label)


class App:
    """One table: ``mode`` (a firmware.modes.base.Mode: a game, the
    counter, the scoring mode, the start screen), ``hub``
    (drivers.buttons.ButtonHub) and ``screens`` (drivers.screen_set.ScreenSet).
    ``saving`` gives the session's journal writer (FrontEnd.saving), or
    None when nothing is kept."""

    RETRY = 1.0  # seconds between tries of a silent screen or a refusing journal

    def __init__(
        self, mode: Mode, hub: ButtonHub, screens: ScreenSet, saving: Callable[[], Any] | None = None
    ) -> None:
        width = getattr(screens.devices.get("board"), "width", None)
        if width is not None:
            # the board's layout for its panel (firmware.modes.seated:
            # board_width); a narrower frame is shown centred on it
            mode.board_width = width
        self.mode = mode
        self.saving = saving
        self.hub = hub
        self.screens = screens
        self.drawn = None  # mode version on the screens
        self.frames = None  # the frames last drawn
        self.retried = 0.0
        self.presses = 0

    def step(self) -> bool:
        """One pass of the loop; True when the screens were redrawn."""
        web = getattr(self.mode, "web", None)
        if web is not None:
            # the phones' requests (issue 24), applied here on the main
            # thread as a seat's buttons are; the pages told what changed
            web.serve(self.mode)
        for ev in self.hub.poll():
            self.presses += 1
            self.mode.handle(ev)
        self.mode.tick(self.hub.clock())
        if self.drawn != self.mode.version:
            self.redraw()
            return True
        saving = self._writer()
        waiting = saving is not None and saving.pending
        if self.screens.failed or waiting:
            now = self.hub.clock()
            if now - self.retried >= self.RETRY or now < self.retried:
                self.retried = now
                if waiting:
                    saving.flush()  # the journal may take the waiting writes now
                self._show(self.frames)
                return True
        return False

    def _writer(self) -> Any:
        """The session's writer now: asked at each pass, as the session
        starts it only once the front end is ready (a game is stored then)."""
        return self.saving() if self.saving is not None else None

    def redraw(self) -> dict:
        self.frames = self.mode.frames()
        self.drawn = self.mode.version
        self._show(self.frames)
        return self.frames

    def _show(self, frames: dict) -> None:
        problems = [screen_failed(n, self.mode.lang) for n in self.screens.show(frames)]
        saving = self._writer()
        if saving is not None and saving.pending:
            # "anywhere": the side file beside the journal failed too
            key = "not_saved_anywhere" if getattr(saving, "nowhere", False) else "not_saved"
            problems.insert(0, catalog.text(key, self.mode.lang, n=saving.pending))
        if problems != self.mode.status:
            # the board says what is wrong (a silent screen, decisions not
            # saved), or that all is well again
            self.mode.set_status(problems)
            self.frames = self.mode.frames()
            self.screens.show({"board": self.frames["board"]})
            self.drawn = self.mode.version


class FrontEndError(Exception):
    """The front end cannot start (a missing profile, no I2C bus, no pin
    library, pygame not installed): one line, exit 2, no game stored."""


class FrontEnd:
    """What a session asks of every front end (terminal, scripted keys,
    capture, pygame, text, real hardware).

    ``open(mode)`` gets ready to show ``mode`` (opens screens and buttons;
    FrontEndError when it cannot), ``run(mode)`` shows it and feeds it the
    person's input until the mode is ``done`` or the person leaves,
    ``close()`` lets the screens and buttons go. A session runs several
    modes on one front end (the start screen, then the game), so ``open``
    and ``close`` come once per mode."""

    seats = 5  # seat screens the front end has (the start screen offers up to this)
    resumes_by_itself = False  # True: an unfinished game is resumed without asking
    # True once run() returned because the person left before the mode was
    # done (Esc, the window closed): the session says whether the game is saved
    left = False
    # The session's journal writer (firmware.session.Session.saving), set
    # by the session, handed to the App: while it holds writes the journal
    # refused, the loop tries them again every second and the board says
    # "not saved". None: nothing is kept.
    saving: Callable[[], Any] | None = None

    def wants_resume(self, game: dict, lang: str = "en") -> bool:
        """Resume this unfinished game (journal.unfinished()'s dict)? Asked
        in ``lang``; a front end that cannot ask starts a new game."""
        return False

    def open(self, mode: Mode) -> None:
        pass

    def run(self, mode: Mode) -> None:
        raise NotImplementedError

    def close(self) -> None:
        pass

    def end(self) -> None:
        """Once, after the last mode (the capture writes its GIF)."""


class Hardware(FrontEnd):
    """The real table: the buttons and screens of a hardware profile
    (hardware/profiles). It resumes an unfinished game by itself: a Pi at
    the table has no keyboard to answer with."""

    PASS = 0.01  # seconds between loop passes
    resumes_by_itself = True

    def __init__(self, profile_name: str) -> None:
        try:
            self.profile = profiles.load(profile_name)
        except profiles.ProfileError as e:
            raise FrontEndError(str(e))
        self.seats = len(self.profile["seats"])
        self.hub = None
        self.displays = None

    def open(self, mode: Mode) -> None:
        prof = dict(self.profile)
        if self.seats < mode.seat_count:
            raise FrontEndError(
                "profile %s has %d seats, the game has %d players"
                % (prof["name"], self.seats, mode.seat_count)
            )
        prof["seats"] = prof["seats"][: mode.seat_count]
        self.hub = ButtonHub()
        try:
            attach_buttons(prof, self.hub)  # a missing pin library: one line
            self.displays = open_displays(prof)
        except HardwareError as e:
            self.close()
            raise FrontEndError(str(e))
        self.app = App(mode, self.hub, ScreenSet(self.displays), self.saving)

    def run(self, mode: Mode) -> None:
        self.app.redraw()
        while not mode.done:
            self.app.step()
            time.sleep(self.PASS)

    def close(self) -> None:
        if self.hub is not None:
            self.hub.close()
            self.hub = None
        if self.displays is not None:
            self.displays.close()
            self.displays = None
