"""The signals that end a session as leaving does (SIGTERM, SIGHUP,
SIGINT): ``Signals`` turns the first one into ``Stopped`` (or
KeyboardInterrupt) in the main thread, never in the middle of a journal
write (``hold``). Used by firmware.session around a whole session and by
its ``start`` while the journal and the front end open.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from typing import Iterator


class Stopped(BaseException):
    """SIGTERM or SIGHUP (``signum``) asked the session to end. Not an
    Exception, as KeyboardInterrupt is not: no ``except Exception`` on
    the way may swallow it."""

    def __init__(self, signum: int) -> None:
        BaseException.__init__(self, signum)
        self.signum = signum


class Signals:
    """SIGTERM (systemd's stop, a reboot), SIGHUP (the terminal closed) and
    SIGINT while a session runs: the first one ends the session as ``q``
    does (the game saved, its side file or its dump written) instead of
    ending the process where it stands. The handler raises Stopped
    (KeyboardInterrupt for SIGINT, as Python's own handler) in the main
    thread, which interrupts a blocking read or sleep of any front end;
    inside ``hold()`` (a journal write, a decision being committed) it only
    notes the signal and ``hold`` raises it at its end, so a write is never
    cut in two. Signals that were ignored when the session started (nohup)
    stay ignored; a later signal only waits for the first one's save."""

    NAMES = ("SIGTERM", "SIGHUP", "SIGINT")

    def __init__(self) -> None:
        self.caught: int | None = None  # the first signal received
        self.raised = False  # it was raised (or the session no longer wants it raised)
        self.held = 0
        self._old: dict = {}

    def install(self) -> None:
        if threading.current_thread() is not threading.main_thread():
            return  # only the main thread may set handlers (a test's thread)
        for name in self.NAMES:
            signum = getattr(signal, name, None)
            if signum is None:  # pragma: no cover - not on Windows
                continue
            old = signal.getsignal(signum)
            if old is signal.SIG_IGN or (signum == signal.SIGINT and old is not signal.default_int_handler):
                continue  # ignored on purpose, or someone else's
            self._old[signum] = signal.signal(signum, self._on)
        self.caught, self.raised, self.held = None, False, 0

    def restore(self) -> None:
        for signum, old in self._old.items():
            signal.signal(signum, old)
        self._old = {}

    def _on(self, signum: int, frame: object) -> None:
        if self.caught is not None:
            return  # the first one is being handled: let it save
        self.caught = signum
        if not self.held:
            self._raise()

    def _raise(self) -> None:
        self.raised = True
        if self.caught == signal.SIGINT:
            raise KeyboardInterrupt
        raise Stopped(self.caught)

    @contextlib.contextmanager
    def hold(self) -> Iterator[None]:
        """A step no signal may cut: one received meanwhile is raised at
        its end (after a step that raised, that error goes on instead)."""
        self.held += 1
        try:
            yield
        finally:
            self.held -= 1
        if not self.held and self.caught is not None and not self.raised:
            self._raise()

    def quiet(self) -> None:
        """From now on a signal is only noted (the session is ending)."""
        self.raised = True
        self.held += 1
