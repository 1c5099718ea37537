"""The ``--record`` file: the game as a JSON Lines record (core.record),
written beside the journal as the game goes."""

from __future__ import annotations

import os
import stat
import sys
from typing import Sequence

import core
from core import record
from firmware.journal import _kind


class RecordFile:
    """The --record file. Opening it checks that it can be written before
    the game starts (a missing folder, a directory, a FIFO, a device or a
    full disk: RecordFileError, one line, and no game is stored); the test
    write is undone, so a failed start leaves the file as it was (and
    removes it if it is new). Then ``start`` writes the header and the
    game so far, ``write`` each action as it is applied, ``rewrite`` the
    game after an undo. A write that fails in the middle of the game is
    said once on stderr and the record stops there (a record with a hole
    would not replay); the table plays on, the journal keeps the game."""

    def __init__(self, path: str, command: str = "play", journal: bool = True) -> None:
        self.path = path
        self.command = command
        self.journal = journal
        self.failed = False
        self.started = False
        self.created = not os.path.lexists(path)
        self._refuse(_kind_of(path))
        try:
            # append: nothing of an existing file is lost before the game
            # starts; non-blocking: a FIFO without a reader would hang the
            # open for ever (and a FIFO that has one is refused below)
            flags = os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
            fd = os.open(path, flags, 0o666)
        except (OSError, ValueError) as e:
            raise RecordFileError(self._why(e))
        self.f = os.fdopen(fd, "a", encoding="utf-8")
        try:
            # the file opened may not be the one looked at (replaced since)
            self._refuse(_kind_of(fd))
            size = self.f.tell()
            self.f.write("\n")  # a blank line, allowed in a record if it stays
            self.f.flush()  # a full disk fails here
            self.f.truncate(size)
        except RecordFileError:
            self._drop()
            raise
        except OSError as e:
            self._drop()
            raise RecordFileError(self._why(e))

    def _refuse(self, kind: str | None) -> None:
        """A FIFO, a device or a socket is not a record: a FIFO blocks the
        writer (the table) until someone reads it, and none of them can
        take back an undone decision."""
        if kind is not None:
            raise RecordFileError("--record " + _cut(self.path) + ": is " + kind + ", not a file")

    def _why(self, e: BaseException) -> str:
        return "--record " + _cut(self.path) + ": " + (getattr(e, "strerror", None) or str(e))

    def _drop(self) -> None:
        """Close, leaving no trace: the file is removed if we created it."""
        try:
            self.f.close()
        except OSError:
            pass
        if self.created:
            try:
                os.remove(self.path)
            except OSError:
                pass

    def _fail(self, e: BaseException) -> None:
        """Said once; later writes are skipped."""
        self.failed = True
        print(
            "doubloon "
            + self.command
            + ": "
            + self._why(e)
            + "; the record stops here, "
            + ("the journal keeps the game" if self.journal else "the game goes on"),
            file=sys.stderr,
        )

    def _lines(self, lines: list[str], rewind: bool = False) -> None:
        if self.failed:
            return
        try:
            if rewind:
                self.f.seek(0)
                self.f.truncate(0)
            for line in lines:
                self.f.write(line + "\n")
            self.f.flush()
        except OSError as e:
            self._fail(e)

    def start(self, state: dict, actions: Sequence[tuple] = ()) -> None:
        """The header and the actions so far."""
        self.started = True
        self._lines([record.header_line(state)] + [record.action_line(a) for a in actions], rewind=True)

    def write(self, action: tuple) -> None:
        self._lines([record.action_line(action)])

    def rewrite(self, state: dict, actions: Sequence[tuple]) -> None:
        """The whole record again, without the undone decision."""
        self._lines([record.header_line(state)] + [record.action_line(a) for a in actions], rewind=True)

    def close(self) -> None:
        """Close the file; if the game never started (the command failed
        at start) the file is left as it was found."""
        if not self.started:
            self._drop()
            return
        try:
            self.f.close()
        except OSError as e:
            if not self.failed:
                self._fail(e)


class RecordFileError(core.BadInput):
    """The --record file cannot be written."""


def _kind_of(file: str | int) -> str | None:
    """What ``file`` (a path, through links, or a descriptor) is when it
    is neither a regular file nor missing, else None. A folder is left to
    the open, which says "Is a directory"."""
    try:
        mode = os.stat(file).st_mode
    except (OSError, ValueError):
        return None  # missing, or a fault the open will name
    if stat.S_ISREG(mode) or stat.S_ISDIR(mode):
        return None
    return _kind(mode)


def _cut(s: object, n: int = 200) -> str:  # a path: long ones exist, but not 50 MB of them
    s = str(s)
    return s if len(s) <= n else s[:n] + "..."


class NoRecord:
    """No ``--record``: the interface of RecordFile, writing nothing."""

    def start(self, state: dict, actions: Sequence[tuple] = ()) -> None:
        pass

    def write(self, action: tuple) -> None:
        pass

    def rewrite(self, state: dict, actions: Sequence[tuple]) -> None:
        pass

    def close(self) -> None:
        pass
