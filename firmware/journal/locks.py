"""One table, one writer (see firmware.journal's text): the writer lock on
the .lock file, the lock on the database file itself (a hard link is the
same file), the refusal of another name with a WAL of its own, and the
.lock file's commit count, written after every commit and compared with
the database's at open."""

from __future__ import annotations

import os
import re
import stat
import time
import weakref

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Windows
    fcntl = None

from .errors import JournalBusy, JournalConflict, JournalError
from .paths import _identity, _kind, _lock_path, _new_name, _sync, _why, _write_whole
from .schema import SQLITE_MAGIC

# The .lock file's one line (padded to a fixed size, rewritten in place).
STATE_SIZE = 64
_STATE = re.compile(rb"doubloon journal: commits (\d+), (open|closed), pid (\d+) *\n")

# Every Journal of this process, and descriptors of database files that
# cannot be closed yet (see _close_later).
_JOURNALS: weakref.WeakSet = weakref.WeakSet()
_UNCLOSED: list[tuple[int, tuple[int, int]]] = []


def _close_later(fd: int) -> None:
    """Close a descriptor of a database file once no Journal of this
    process has that file open. Closing any descriptor of a file drops
    every POSIX lock the process holds on it, SQLite's own included: a
    second program would then take our journal for unused, checkpoint it
    and delete the WAL we still write to."""
    try:
        st = os.fstat(fd)
    except OSError:
        return
    _UNCLOSED.append((fd, (st.st_dev, st.st_ino)))
    _sweep()


def _head(path: str) -> bytes:
    """The file's first bytes (FileNotFoundError when missing), read
    without closing a descriptor under SQLite's locks (_close_later)."""
    fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0))
    try:
        return os.read(fd, len(SQLITE_MAGIC))
    finally:
        _close_later(fd)


def _sweep() -> None:
    """Close the descriptors that no open Journal needs kept any more."""
    if not _UNCLOSED:
        return
    in_use = set(_identity(j.path) for j in list(_JOURNALS) if j._db is not None)
    keep = []
    for fd, key in _UNCLOSED:
        if key in in_use:
            keep.append((fd, key))
        else:
            try:
                os.close(fd)
            except OSError:
                pass
    _UNCLOSED[:] = keep


class Locks:
    """The locks' part of a Journal (firmware.journal.store): the writer
    lock, the lock on the file itself, the check of its other names, and
    the .lock file's commit count."""

    def _take_lock(self) -> tuple[int, str] | None:
        """The writer lock, held until close; returns the .lock file's
        (commits, "open" | "closed") or None when it has no valid line."""
        lock = _lock_path(self.path)
        # never through a symbolic link (the line would land in the file it
        # names, the journal itself maybe), never blocked by a FIFO
        flags = os.O_RDWR | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0)
        try:
            fd = os.open(lock, flags | getattr(os, "O_CLOEXEC", 0), 0o644)
        except OSError as e:
            if os.path.islink(lock):
                raise JournalError(
                    os.path.basename(lock) + " is a symbolic link, not a lock file (" + lock + "): refused"
                )
            raise JournalError("cannot write " + lock + " (" + _why(e) + ")")
        self._lock = fd
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise JournalError(
                os.path.basename(lock) + " is " + _kind(mode) + ", not a lock file (" + lock + ")"
            )
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except OSError as e:
                if not isinstance(e, BlockingIOError):
                    raise JournalError("cannot lock " + lock + " (" + _why(e) + ")")
                m = _STATE.match(os.pread(fd, 256, 0))
                who = " (process " + m.group(3).decode() + ")" if m else ""
                raise JournalBusy(
                    self.name + " is in use by another doubloon" + who + ": one table, one writer"
                )
        self._lock_file()
        self._alone()
        m = _STATE.match(os.pread(fd, 256, 0))  # as the last writer left it
        state = (int(m.group(1)), m.group(2).decode()) if m else None
        self._commits = state[0] if state else 0
        self._mark("open")  # our pid, for the refusal of a second writer
        return state

    def _lock_file(self) -> None:
        """The writer lock on the database file itself, keyed by what it
        is (its device and inode), not by its name: a hard link is another
        name, so another .lock file, but the same inode, and an flock is
        the inode's. SQLite's own locks are POSIX (fcntl) locks, which an
        flock does not touch on Linux; but closing any descriptor of the
        file drops them, so this one stays open while the Journal is, and
        is closed only when SQLite no longer has the file (_close_later).
        A missing file is made (empty: SQLite takes it for a new journal)
        so that it is locked before SQLite first writes it."""
        self._drop_file()
        flags = os.O_RDONLY | os.O_CREAT | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
        try:
            self._file = os.open(self.path, flags, 0o644)
        except OSError as e:
            raise JournalError("cannot open " + self.path + " (" + _why(e) + ")")
        mode = os.fstat(self._file).st_mode
        if not stat.S_ISREG(mode):  # replaced since _check_files looked
            raise JournalError(self.name + " is " + _kind(mode) + ", not a journal file (" + self.path + ")")
        if fcntl is None:
            return
        try:
            fcntl.flock(self._file, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise JournalBusy(
                self.name + " is in use by another doubloon under another name (a hard link"
                " to the same file): one table, one writer"
            )
        except OSError as e:
            raise JournalError("cannot lock " + self.path + " (" + _why(e) + ")")

    def _drop_file(self) -> None:
        """Give up the database file's lock; its descriptor is closed when
        SQLite is done with the file."""
        fd, self._file = self._file, None
        if fd is None:
            return
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_UN)
            except OSError:
                pass
        _close_later(fd)

    def _alone(self) -> None:
        """The check at open and of every write that no lock can make: the
        database file has no other name in its folder with a WAL of its own
        (the folder is read only when the file has other names). Two
        names of one file are two WALs, and a writer through each sees
        nothing of the other's writes until one checkpoint overwrites the
        other's pages (an older doubloon takes no lock on the file)."""
        try:
            st = os.fstat(self._file) if self._file is not None else os.stat(self.path)
        except OSError:
            return
        if st.st_nlink < 2:  # the one name: the usual case, one fstat
            return
        mine = os.path.realpath(self.path)
        try:
            names = list(os.scandir(os.path.dirname(mine)))
        except OSError:
            return
        for e in names:
            try:
                same = (
                    e.path != mine
                    and e.inode() == st.st_ino
                    and e.stat(follow_symlinks=False).st_dev == st.st_dev
                )
                wal = same and os.path.getsize(e.path + "-wal") > 0
            except OSError:
                continue
            if wal:
                raise JournalConflict(
                    self.name + " is also used as " + e.name + " (a hard link to the same"
                    " file, with a WAL of its own): refused; one table, one writer"
                )

    def _mark(self, state: str) -> None:
        """Write and sync the .lock file's line: the commit count and
        "open" (a writer is at work) or "closed" (it closed cleanly). A
        failure is not an error: the count may then lag, which never raises
        a false alarm, and an "open" left behind only costs a deep check."""
        if self._lock is None:
            return
        line = "doubloon journal: commits %d, %s, pid %d" % (self._commits, state, os.getpid())
        try:
            os.pwrite(self._lock, (line.ljust(STATE_SIZE - 1) + "\n").encode(), 0)
            _sync(self._lock)
        except OSError:
            pass

    def _compare(self, db, version: int) -> None:
        """The commit count the .lock file keeps against the file's own, once
        per open and before anything is written (a write overwrites what is
        left of a damaged WAL, a migration of an empty file all of it).
        Fewer commits in the file: a writer keeps the WAL aside and says so
        (``problem``); a reader that would have to write (a migration) leaves
        the file as it is, in one line. A file that had no content (deleted,
        or new) is a new journal, not a loss."""
        if self._compared or not self._existed:
            return
        if version == 0:
            found = 0  # empty: every commit the .lock counts is gone
        elif db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'meta'").fetchone():
            found = db.execute("SELECT commits FROM meta").fetchone()[0]
        else:
            return  # schema version 1 kept no count
        known = self._known if self.write else (self._lock_count() if self._migrated else None)
        self._compared = True
        if known is None or known <= found:
            return
        if self.write:
            self.problem = self._lost(known - found)
            return
        raise JournalError(
            self.name + ": the last %d committed write%s are not in it (%s); a reader leaves it"
            " as it is (doubloon play keeps the WAL aside)"
            % (known - found, "" if known - found == 1 else "s", self._why_lost())
        )

    def _lock_count(self) -> int | None:
        state = self._lock_state()
        return state[0] if state else None

    def _lock_state(self) -> tuple[int, str] | None:
        """A reader's look at the .lock file's line (no lock taken)."""
        flags = os.O_RDONLY | os.O_NONBLOCK | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
        try:
            fd = os.open(_lock_path(self.path), flags)
        except OSError:
            return None
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                return None
            m = _STATE.match(os.pread(fd, 256, 0))
        except OSError:
            return None
        finally:
            os.close(fd)
        return (int(m.group(1)), m.group(2).decode()) if m else None

    def _why_lost(self) -> str:
        size = self._wal_size  # before SQLite opened the file
        if size is None:
            return "its WAL is missing"
        if size == 0:
            return "its WAL is empty"
        return (
            "SQLite dropped them when it recovered a damaged WAL, or the file was replaced by an older copy"
        )

    def _lost(self, n: int) -> str:
        """The line for ``n`` committed writes the database no longer has;
        the -wal file is kept aside first, whole (the frames after the
        damaged one may still be read by hand): ``-wal.lost-YYYYmmdd-HHMMSS``,
        ``-2`` and on when that name is taken. A WAL that cannot be kept
        is a JournalError: the table's first write would overwrite it."""
        line = self.name + ": the last %d committed write%s are lost (%s)" % (
            n,
            "" if n == 1 else "s",
            self._why_lost(),
        )
        wal = self.path + "-wal"
        try:
            with open(wal, "rb") as f:
                data = f.read()
        except FileNotFoundError:
            return line
        except OSError as e:
            raise JournalError(
                line + "; its WAL cannot be read to keep it aside (" + _why(e) + "), left as it is"
            )
        if not data:
            return line
        kept = _new_name(wal + ".lost-" + time.strftime("%Y%m%d-%H%M%S"), "")
        why = _write_whole(kept, data)
        if why is not None:
            raise JournalError(
                line
                + "; its WAL cannot be kept aside as "
                + os.path.basename(kept)
                + " ("
                + why
                + "), left as it is"
            )
        return line + "; the WAL is kept as " + os.path.basename(kept)
