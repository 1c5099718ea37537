"""The store: one journal file, opened, checked, locked and closed, and
the one transaction every write goes through. ``Journal`` is made of this
and of its rooms: its schema (schema.Schema), its locks (locks.Locks), the
writes of a game (playing.Playing) and the reads (queries.Queries)."""

from __future__ import annotations

import os
import sqlite3
import stat
import time
import urllib.parse
from typing import Any, Callable, Sequence

from .errors import (
    JournalError,
    JournalGone,
    _code,
    _Damaged,
    _Reopen,
    _is_damage,
    _is_full,
    _no_shm,
    _rollback,
    _shm_unusable,
)
from .locks import _JOURNALS, Locks, _head, _sweep
from .paths import _SQLITE_NAMES, _inside, _kind, _why
from .playing import Playing
from .queries import Queries
from .schema import SQLITE_MAGIC, Schema

# Seconds a write waits while another program holds SQLite's write lock.
BUSY_TIMEOUT = 10.0


class Journal(Playing, Queries, Schema, Locks):
    """One journal file; see firmware.journal's text. ``write``: take the writer
    lock (else read only: no lock, nothing written but a first migration).
    ``check``: run the deep integrity check now. ``moved_aside`` is the
    path a damaged file was renamed to (else None), ``problem`` the
    one-line explanation of what was found at open (else None),
    ``checked`` whether the deep check ran."""

    keeps_games = True

    def __init__(self, path: str | os.PathLike, write: bool = True, check: bool = False) -> None:
        self.path = os.fspath(path)
        self.name = os.path.basename(self.path)
        self.write = write
        self.moved_aside = None
        self.problem = None
        self.checked = False
        self._db = None
        self._lock = None  # the .lock file's descriptor (writers)
        self._file = None  # the database file's own descriptor, locked (writers)
        self._commits = 0  # commits in the database, as last known
        self._timeout = BUSY_TIMEOUT
        self._migrated = False
        self._existed = False  # the file had content before this open
        self._known = None  # commits the .lock file counts, as the last writer left it
        self._compared = False  # that count compared with the file's (once)
        self._read_only = False  # this connection opened with mode=ro
        self._state = None  # the .lock file's line as _take_lock found it (writers)
        self._wal_size = None  # the -wal file's size before SQLite opened it
        self._no_shm_file = False  # a reader that could not make the -shm (a full disk)
        self._suspect = False  # damage seen after open: not a clean close
        self._tips = {}  # game id -> seq of its last live action, as we know it
        self._gone = None  # why the file at the path is no longer ours (JournalGone)
        _JOURNALS.add(self)
        try:
            self._start(check)
        except BaseException:
            self._release()
            raise

    # ---- opening -----------------------------------------------------------

    def _start(self, check: bool) -> None:
        if self.path in _SQLITE_NAMES:
            # SQLite keeps these in memory or in a temporary file: no games
            # kept, and a lock named after them would land in the current
            # folder (":memory:.lock"), so refuse before touching anything.
            raise JournalError(
                repr(self.path) + " is not a journal file: the journal keeps its games in a file"
            )
        folder = self._folder()
        self._check_files(folder)
        existed = os.path.isfile(self.path) and os.path.getsize(self.path) > 0
        if self.write and existed and not os.access(self.path, os.W_OK):
            raise JournalError(self.name + " is read-only (" + os.path.abspath(self.path) + ")")
        state = self._take_lock() if self.write else None
        self._existed = existed
        self._state = state
        self._known = state[0] if state is not None else None
        try:  # as the last writer left it: SQLite makes a missing one at open
            self._wal_size = os.path.getsize(self.path + "-wal")
        except OSError:
            self._wal_size = None
        # the deep check after an unclean close (or an unknown one)
        deep = check or (self.write and existed and (state is None or state[1] != "closed"))
        try:
            self._db = self._open(deep)
        except _Damaged as e:
            if not self.write:
                raise JournalError(
                    self.name + " " + str(e) + "; a reader leaves it"
                    " as it is (doubloon play keeps it aside and"
                    " starts a new journal)"
                )
            self.moved_aside = self._move_aside()
            self._lock_file()  # the new file, not the one kept aside
            self.problem = (
                self.name
                + " "
                + str(e)
                + "; kept as "
                + os.path.basename(self.moved_aside)
                + ", starting a new one"
            )
            existed = self._existed = False
            try:
                self._db = self._open(False)
            except _Damaged as e2:  # pragma: no cover - cannot happen on a new file
                raise JournalError("cannot start a journal at " + self.path + ": it " + str(e2))
        if self.write:
            # the loss, if any, was said (and the WAL kept) by _compare,
            # before the first write
            known = state[0] if state is not None else 0  # as _take_lock marked it
            if self._commits != known:
                self._mark("open")

    def _folder(self) -> str:
        """The journal's folder, made if missing; JournalError when it is
        not a folder or cannot be written (SQLite writes its -wal and -shm
        there, even to read)."""
        folder = os.path.dirname(os.path.abspath(self.path))
        try:
            os.makedirs(folder, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise JournalError("the data folder " + folder + " is not a folder")
        except OSError as e:
            raise JournalError("cannot make the data folder " + folder + " (" + _why(e) + ")")
        if not os.path.isdir(folder):
            raise JournalError("the data folder " + folder + " is not a folder")
        if not os.access(folder, os.W_OK | os.X_OK):
            raise JournalError(
                "cannot write in the data folder " + folder + " (read-only): the journal needs it"
            )
        return folder

    def _check_files(self, folder: str) -> None:
        """Before SQLite opens anything: the file (and its companions) must
        be regular files (a FIFO would block the open for ever), and a
        symbolic link must stay inside the folder."""
        if os.path.islink(self.path):
            target = os.path.realpath(self.path)
            if not _inside(target, os.path.realpath(folder)):
                raise JournalError(
                    self.name
                    + " is a symbolic link to "
                    + target
                    + ", outside its folder "
                    + folder
                    + ": refused (give --db the file itself)"
                )
        for p in (self.path, self.path + "-wal", self.path + "-shm"):
            try:
                st = os.stat(p)
            except FileNotFoundError:
                continue
            except OSError as e:
                raise JournalError("cannot use " + p + " (" + _why(e) + ")")
            if not stat.S_ISREG(st.st_mode):
                raise JournalError(
                    os.path.basename(p)
                    + " is "
                    + _kind(st.st_mode)
                    + ", not a journal file ("
                    + os.path.abspath(p)
                    + ")"
                )
        if not self.write:  # a writer checks once it holds the lock
            self._alone()  # before SQLite makes a WAL of its own for this name

    def _open(self, deep: bool) -> sqlite3.Connection:
        """A connection to an up-to-date journal, or _Damaged."""
        try:
            head = _head(self.path)
        except FileNotFoundError:
            head = b""
        except OSError as e:
            raise JournalError("cannot read " + self.path + " (" + _why(e) + ")")
        if head and head != SQLITE_MAGIC:
            raise _Damaged("is not a doubloon journal (not an SQLite database)")
        self._read_only = self._look_first(head)
        db = self._connect()
        # A file another process is creating this very moment can answer
        # "locked" at once, without SQLite's busy wait (switching a new file
        # to WAL): try again for as long as a lock may be waited for.
        deadline = time.monotonic() + self._timeout
        while True:
            try:
                self._check_and_migrate(db, deep)
                return db
            except _Reopen:
                db.close()
                self._read_only = False
                db = self._connect()
                continue
            except sqlite3.OperationalError as e:
                busy = _code(e) in (5, 6) or "locked" in str(e)  # SQLITE_BUSY, SQLITE_LOCKED
                if busy and time.monotonic() < deadline:
                    _rollback(db)
                    time.sleep(0.05)
                    continue
                if _no_shm(e) and not self.write and not self._no_shm_file:
                    # a full disk: the -shm (the WAL's shared index) cannot
                    # be made. A reader reads alone instead, its index in
                    # memory; a writer says so (it would lock out history)
                    db.close()
                    self._read_only = False
                    db = self._connect()
                    self._no_shm_file = True
                    db.execute("PRAGMA locking_mode = EXCLUSIVE")
                    continue
                db.close()
                if _is_damage(e):
                    raise _Damaged("is damaged (" + str(e) + ")")
                raise JournalError(self._fault(e))
            except sqlite3.DatabaseError as e:
                db.close()
                if _is_damage(e):
                    raise _Damaged("is damaged (" + str(e) + ")")
                raise JournalError(self._fault(e))
            except BaseException:
                db.close()
                raise

    def _look_first(self, head: bytes) -> bool:
        """Whether to open the file read-only first: when it has a WAL that
        its last writer did not close cleanly. Closing a read-write
        connection checkpoints the WAL and deletes it, and the frames of a
        damaged WAL after the damaged one would go with them: a reader
        leaves them for the table, which keeps them aside before it writes
        (locks.Locks._compare), and whose own failure then closes a
        connection that does not checkpoint. The connection is opened
        read-write after that look (a writer), or to bring the file up to
        date (a reader): _Reopen."""
        if not head or not self._wal_size:
            return False
        state = self._state if self.write else self._lock_state()
        return state is None or state[1] != "closed"

    def _connect(self) -> sqlite3.Connection:
        # autocommit: every transaction below is an explicit BEGIN ... COMMIT
        try:
            if self._read_only:
                uri = "file:" + urllib.parse.quote(os.path.abspath(self.path)) + "?mode=ro"
                return sqlite3.connect(uri, isolation_level=None, timeout=BUSY_TIMEOUT, uri=True)
            return sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as e:
            raise JournalError(self._fault(e))

    def _move_aside(self) -> str:
        """Rename the file (and its -wal, -shm) to a new .broken-* name."""
        base = self.path + ".broken-" + time.strftime("%Y%m%d-%H%M%S")
        target = base
        n = 1
        while any(os.path.lexists(target + s) for s in ("", "-wal", "-shm")):
            n += 1
            target = base + "-" + str(n)
        os.rename(self.path, target)
        for suffix in ("-wal", "-shm"):
            if os.path.lexists(self.path + suffix):
                os.rename(self.path + suffix, target + suffix)
        return target

    def _fault(self, e: sqlite3.Error) -> str:
        """One line for an SQLite error that is not the file's damage."""
        text = str(e)
        low = text.lower()
        code = _code(e)
        if code in (5, 6) or "locked" in low:  # SQLITE_BUSY, SQLITE_LOCKED
            return self.name + " is locked by another program (waited %g s: %s)" % (self._timeout, text)
        if _shm_unusable(e):
            return (
                "cannot use " + self.name + "-shm, the WAL's shared index, beside the journal (" + text + "):"
                " its file system cannot hold it (FAT, a network file system?);"
                " give --db a journal on another one"
            )
        if _is_full(e):
            return "no room left on the disk for " + self.name + " (" + text + ")"
        if code == 8 or "readonly" in low:  # SQLITE_READONLY
            return self.name + " is read-only (" + text + ")"
        if code == 14 or "unable to open" in low:  # SQLITE_CANTOPEN
            return "cannot open " + self.path + " (" + text + ")"
        if _is_damage(e):
            if not self.write:
                return self.name + " is damaged (" + text + ")"
            # found after a cheap open: the next open runs the deep check
            # and keeps the file aside
            self._suspect = True
            return self.name + " is damaged (" + text + "); it is checked at the next start"
        return self.name + ": " + text

    def busy(self, seconds: float) -> None:
        """How long writes wait from now on while another program holds
        SQLite's write lock (BUSY_TIMEOUT at open)."""
        self._timeout = seconds
        if self._gone is not None:  # the write says so
            return
        self._rows("PRAGMA busy_timeout = %d" % int(seconds * 1000))

    def _release(self) -> None:
        if self._db is not None:
            self._db.close()
            self._db = None
        self._drop_file()  # after SQLite let go of the file
        _sweep()  # and what other Journals of ours kept open for it
        if self._lock is not None:
            os.close(self._lock)  # and the lock with it
            self._lock = None

    def close(self) -> None:
        """Close the file; a writer then marks the clean close and gives up
        its lock."""
        if self._db is not None:
            self._db.close()
            self._db = None
            self._mark("open" if self._suspect else "closed")
        self._release()

    def __del__(self) -> None:  # a Journal dropped unclosed gives up its lock
        try:
            self._release()
        except Exception:  # pragma: no cover - at interpreter exit
            pass

    def __enter__(self) -> Journal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # ---- transactions ------------------------------------------------------

    def _write(self, fn: Callable[[sqlite3.Connection], Any]) -> Any:
        """Run fn(db) in one transaction, committed (synced) before
        returning, then count it in the .lock file. SQLite errors become
        JournalError; the transaction is then rolled back."""
        if not self.write:
            raise JournalError(self.name + " is open for reading only")
        self.still_here()
        self._alone()
        db = self._db
        try:
            db.execute("BEGIN IMMEDIATE")
            try:
                out = fn(db)
                db.execute("UPDATE meta SET commits = commits + 1")
                db.execute("COMMIT")
            except BaseException:
                _rollback(db)
                raise
        except sqlite3.Error as e:
            raise JournalError(self._fault(e)) from e
        self._commits += 1
        self._mark("open")
        return out

    def still_here(self) -> None:
        """JournalGone when the journal's file was deleted or replaced since
        this writer opened it (its link count is 0, or the path names
        another file): a commit would go into a file nobody finds again,
        and a checkpoint at close would write over the new one. The WAL
        is then emptied into the old file and the connection closed (the
        WAL is named after the path: the new file must not read ours), the
        .lock count is set to 0 (the new file has its own) and left "open"
        (the next start checks the file)."""
        if self._gone is None and self.write and self._file is not None:
            mine = os.fstat(self._file)
            try:
                there = os.stat(self.path)
                same = (there.st_dev, there.st_ino) == (mine.st_dev, mine.st_ino)
            except FileNotFoundError:
                same = False
            if same and mine.st_nlink > 0:
                return
            self._gone = (
                self.name + " was deleted or replaced by another file while this table had it open"
                " (" + os.path.abspath(self.path) + "): nothing more is written to it"
            )
            self._let_go()
        if self._gone is not None:
            raise JournalGone(self._gone)

    def _let_go(self) -> None:
        db, self._db = self._db, None
        if db is not None:
            try:
                db.execute("PRAGMA wal_checkpoint(TRUNCATE)")
            except sqlite3.Error:
                pass
            db.close()
        self._commits = 0
        self._suspect = True
        self._mark("open")

    def _rows(self, sql: str, params: Sequence = ()) -> list:
        """A read query's rows; SQLite errors become JournalError."""
        if self._db is None and self._gone is not None:
            raise JournalGone(self._gone)
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise JournalError(self._fault(e)) from e

    def _one(self, sql: str, params: Sequence = ()) -> Any:
        return self._rows(sql, params)[0][0]
