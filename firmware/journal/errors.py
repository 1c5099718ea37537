"""What goes wrong with a journal: the errors the commands print in one
line, and how an SQLite error is told apart (damage, a full disk, a lock)."""

from __future__ import annotations

import sqlite3


class JournalError(RuntimeError):
    """The journal cannot be used; the message is one line (the commands
    print it and exit 2)."""


class JournalBusy(JournalError):
    """Another process holds the journal's writer lock."""


class JournalConflict(JournalError):
    """A write refused because the game changed behind this Journal's back
    (its last live action is not the one this Journal last wrote or read)."""


class JournalGone(JournalConflict):
    """The journal's file was deleted or replaced under a writing Journal
    (another file renamed over it, ``rm``): nothing more is written to it,
    and a table keeps its game whole beside it."""


class UnknownGame(LookupError):
    """No game with that id in the journal."""


class _Damaged(Exception):
    """The file at the path is not a usable doubloon journal: ``reason``."""


class _Reopen(Exception):
    """A reader's read-only connection must be opened read-write: the file
    needs a migration."""


def _code(e: BaseException) -> int | None:
    code = getattr(e, "sqlite_errorcode", None)  # Python 3.11+
    return None if code is None else code & 0xFF


def _is_damage(e: BaseException) -> bool:
    """True for the SQLite errors that mean a damaged or foreign file (not
    for "database is locked" or a full disk, which must not move anything)."""
    code = _code(e)
    if code is not None:
        return code in (11, 26)  # SQLITE_CORRUPT, SQLITE_NOTADB
    text = str(e).lower()
    return "malformed" in text or "not a database" in text or type(e) is sqlite3.DatabaseError


SHMSIZE = 4874  # SQLITE_IOERR_SHMSIZE: the -shm cannot grow (a full disk)
SHM_UNUSABLE = (4618, 5130, 5386)  # SQLITE_IOERR_SHMOPEN, _SHMLOCK, _SHMMAP


def _no_shm(e: BaseException) -> bool:
    """True when SQLite could not make, grow or map the -shm file, the
    WAL's shared index (a full disk; a file system without it, FAT)."""
    code = getattr(e, "sqlite_errorcode", None)
    return code == SHMSIZE or code in SHM_UNUSABLE


def _shm_unusable(e: BaseException) -> bool:
    """True when the -shm cannot be opened, locked or mapped at all: not
    a full disk but a file system that cannot hold it (FAT, fusefat, a
    network file system)."""
    return getattr(e, "sqlite_errorcode", None) in SHM_UNUSABLE


def _is_full(e: BaseException) -> bool:
    """True for a full disk (SQLITE_FULL, or no room for the -shm)."""
    return _code(e) == 13 or "full" in str(e).lower() or getattr(e, "sqlite_errorcode", None) == SHMSIZE


def _rollback(db: sqlite3.Connection) -> None:
    """Roll back the open transaction, if SQLite has not already."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:  # pragma: no cover
            pass
