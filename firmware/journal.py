"""The journal: every game on the table, kept in one SQLite file so that no
game is ever lost (power cut, pulled plug, crash) and finished games make a
history.

    j = Journal(default_path())               # the one writer (a lock)
    if j.problem: print(j.problem)            # e.g. a damaged file moved aside
    gid = j.new_game(record.header(state))
    seq = j.append(gid, ["role", "builder"])  # committed before it returns
    j.undo(gid); j.redo(gid)
    j.state(gid)                              # replay of header + live actions
    j.finish(gid, final_score(state))
    sid = j.save_sheet(sheet)                 # a scoring mode's scored sheet
    Journal(path, write=False).history()      # readers take no lock

Tables (schema version 3):
  games(id, created, header, finished, result, broken, summary, kind)
    kind: "record" for a game played on the device (its header and live
    actions replay it), "sheet" for a game scored from its end-of-game
    sheet (the scoring mode: no actions, nothing to replay); history
    lists both, export gives a record or the sheet.
    header: the record header (core.record, canonical JSON), or the sheet
    (the input of shared/contracts/final-scoring.md, canonical JSON);
    finished: the time the game was finished (NULL while it is going on, or
    while a sheet is reopened); result: the final score
    (core.puerto_rico.endgame.final_score, or core.scoring.score of the
    sheet, canonical JSON); broken: why the game was set aside (it does not
    replay), NULL for a sound game; summary: [game, names, totals, winners]
    of the result, for history.
  actions(game_id, seq, action, undone, time), key (game_id, seq)
    seq counts every action ever appended to the game (1, 2, ...), undone
    ones included; ``undone`` is 0 for a live action, 1 for an undone action
    that ``redo`` may bring back, 2 for an undone action whose redo chain a
    later append discarded. Undone rows are never deleted.
  meta(commits): one row, the number of write transactions ever committed.

One table, one writer: a writing Journal holds an exclusive lock
(``fcntl.flock``, not waited for) on ``<name>.lock`` next to the file for
as long as it is open, so a second writer is refused (JournalBusy) instead
of interleaving its actions with ours; it also holds an flock on the
database file itself, so that a second name of the file (a hard link) is
refused too (see _lock_file), and no open nor write goes on while another
name of the file in its folder has a WAL of its own (_alone). The .lock
file records, after
every commit (written and synced), the number of commits and whether the
writer closed cleanly. At open the writer compares that number with the
database's own count: fewer commits in the database means SQLite dropped
committed writes at recovery (a damaged WAL frame discards every later
one), and ``problem`` says so. The deep check (``PRAGMA integrity_check``,
whose cost grows with the file) runs only after an unclean close or on
request (``check=True``); every open checks the header, application id,
schema version and tables, which costs the same for any size.

Damaged files are never repaired and never overwritten: when the writer
finds a file that is not ours or cannot be read, it renames it
``<name>.broken-YYYYmmdd-HHMMSS`` (with its -wal and -shm companions),
starts a new journal, and ``problem`` says so in one line. A reader
(``write=False``) never moves anything: it raises JournalError.

Everything that makes the journal unusable (a folder that is a file, a
journal that is a folder or a FIFO, read-only files, a full disk, a lock
held too long) is a JournalError with a one-line message.
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import shutil
import sqlite3
import stat
import time
import weakref
from typing import Any, Callable, Iterable, Sequence

try:
    import fcntl
except ImportError:  # pragma: no cover - not on Windows
    fcntl = None

import core
from core import record
from core.canon import dumps
from core.errors import BadInput
from core.scoring import score as score_sheet
from core.games import NAMES

FILENAME = "doubloon.sqlite3"
# PRAGMA application_id of a doubloon journal: "DBLN" in ASCII.
APPLICATION_ID = 0x44424C4E
SQLITE_MAGIC = b"SQLite format 3\x00"
# Seconds a write waits while another program holds SQLite's write lock.
BUSY_TIMEOUT = 10.0


def _summary(result: dict) -> str:
    """What history needs of a final score, small: [game, names, totals,
    winners] as canonical JSON (parsing whole results costs 0.1 s at 10,000
    games)."""
    players = result["players"]
    return dumps(
        [result["game"], [p["name"] for p in players], [p["total"] for p in players], list(result["winners"])]
    )


def _expansions(header: object) -> list[str]:
    """The expansions a stored header names (Puerto Rico's), [] for none:
    only a header that mentions them is parsed (history reads every game)."""
    if not isinstance(header, str) or '"expansions"' not in header:
        return []
    try:
        h = json.loads(header)
    except ValueError:
        return []
    names = h.get("expansions") if isinstance(h, dict) else None
    return [str(e) for e in names] if isinstance(names, list) else []


def _game_rank(game: object) -> int:
    """Menu order of a game (core.games.NAMES); an unknown one last."""
    return NAMES.index(game) if game in NAMES else len(NAMES)


def _summarise_finished(db: sqlite3.Connection) -> None:
    """Version 2: the summary of every game finished before it. A result
    that does not read gets none: history then says the game is damaged
    (the migration must not stop on one game)."""
    rows = db.execute("SELECT id, CAST(result AS BLOB) FROM games WHERE result IS NOT NULL").fetchall()
    summaries = [(_read_summary(None, r), gid) for gid, r in rows]
    db.executemany(
        "UPDATE games SET summary = ? WHERE id = ?",
        [(dumps(s), gid) for s, gid in summaries if s is not None],
    )


def _text(value: object) -> str | None:
    """A column read as a BLOB (so that bytes which are not UTF-8 cannot
    stop a query) as text, or None when it is not UTF-8 text."""
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value if isinstance(value, str) else None


def _shown(value: object) -> object:
    """A text column read as a BLOB, as text (bytes that are not UTF-8
    replaced, for showing only)."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _json(value: object) -> object:
    """The JSON in a column read as a BLOB, or None when it does not read
    (bytes that are not UTF-8 included: UnicodeDecodeError is a
    ValueError)."""
    try:
        return json.loads(value.decode("utf-8") if type(value) is bytes else value)
    except (ValueError, TypeError, RecursionError):  # TypeError: a number, NULL
        return None


def _read_summary(summary: object, result: object) -> list | None:
    """[game, names, totals, winners] of a finished game from its summary,
    else from its result (a summary lost or written by hand), or None when
    neither reads (damaged: a number where a list is, a total that is not a
    whole number, a missing key...)."""
    s = _json(summary)
    if _sound(s):
        return s
    r = _json(result)
    if not (
        isinstance(r, dict) and isinstance(r.get("players"), list) and isinstance(r.get("winners"), list)
    ):
        return None
    try:
        s = [
            r.get("game"),
            [p["name"] for p in r["players"]],
            [p["total"] for p in r["players"]],
            r["winners"],
        ]
    except (KeyError, TypeError):  # a player that is not a dict, a key missing
        return None
    return s if _sound(s) else None


def _sound(s: object) -> bool:
    """True for a summary history can show: [game, names, totals,
    winners], names and winners text, one whole number per name (loops,
    not all(): history checks every game)."""
    if type(s) is not list or len(s) != 4:
        return False
    game, names, totals, winners = s
    if type(game) is not str or type(names) is not list or type(winners) is not list:
        return False
    if type(totals) is not list or len(totals) != len(names):
        return False
    for t in totals:
        if type(t) is not int:  # type(): true is not 1
            return False
    for n in names + winners:
        if type(n) is not str:
            return False
    return True


# MIGRATIONS[i] brings a database from schema version i to i + 1 (version 0
# is an empty file): an SQL script, or (script, function of the connection)
# when some rows must be computed. Each runs in one transaction together
# with the new PRAGMA user_version, so a cut in the middle leaves the old
# version intact.
MIGRATIONS = [
    # 1: games and their actions
    """
    CREATE TABLE games (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created TEXT NOT NULL,
        header TEXT NOT NULL,
        finished TEXT,
        result TEXT
    );
    CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games(id),
        seq INTEGER NOT NULL,
        action TEXT NOT NULL,
        undone INTEGER NOT NULL DEFAULT 0,
        time TEXT NOT NULL,
        PRIMARY KEY (game_id, seq)
    ) WITHOUT ROWID;
    """,
    # 2: games set aside (they do not replay), a small summary of each final
    # score for history, and the commit count that the .lock file is
    # compared with
    (
        """
    ALTER TABLE games ADD COLUMN broken TEXT;
    ALTER TABLE games ADD COLUMN summary TEXT;
    CREATE TABLE meta (commits INTEGER NOT NULL);
    INSERT INTO meta (commits) VALUES (0);
    """,
        _summarise_finished,
    ),
    # 3: games scored from a typed-in sheet (the scoring mode) beside the
    # games played: every older game is a record
    """
    ALTER TABLE games ADD COLUMN kind TEXT NOT NULL DEFAULT 'record';
    """,
]

RECORD, SHEET = "record", "sheet"  # games.kind

TABLES = ("games", "actions", "meta")

LIVE, UNDONE, DISCARDED = 0, 1, 2

# The .lock file's one line (padded to a fixed size, rewritten in place).
STATE_SIZE = 64
_STATE = re.compile(rb"doubloon journal: commits (\d+), (open|closed), pid (\d+) *\n")


class JournalError(RuntimeError):
    """The journal cannot be used; the message is one line (the commands
    print it and exit 2)."""


class JournalBusy(JournalError):
    """Another process holds the journal's writer lock."""


class JournalConflict(JournalError):
    """A write refused because the game changed behind this Journal's back
    (its last live action is not the one this Journal last wrote or read)."""


class UnknownGame(LookupError):
    """No game with that id in the journal."""


def data_dir() -> str:
    """Where the journal lives: $DOUBLOON_DATA_DIR; else /var/lib/doubloon
    when it exists and is writable (the Pi service's StateDirectory); else
    $XDG_DATA_HOME/doubloon or ~/.local/share/doubloon."""
    env = os.environ.get("DOUBLOON_DATA_DIR")
    if env:
        return env
    service = "/var/lib/doubloon"
    if os.path.isdir(service) and os.access(service, os.W_OK | os.X_OK):
        return service
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg:
        return os.path.join(xdg, "doubloon")
    return os.path.join(os.path.expanduser("~"), ".local", "share", "doubloon")


def default_path() -> str:
    return os.path.join(data_dir(), FILENAME)


def _now() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


class _Damaged(Exception):
    """The file at the path is not a usable doubloon journal: ``reason``."""


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


def _no_shm(e: BaseException) -> bool:
    """True when SQLite could not make or grow the -shm file, the WAL's
    shared index (a full disk): SQLITE_IOERR_SHMSIZE, SQLITE_IOERR_SHMOPEN."""
    return getattr(e, "sqlite_errorcode", None) in (4874, 4618)


def _is_full(e: BaseException) -> bool:
    """True for a full disk (SQLITE_FULL, or no room for the -shm)."""
    return _code(e) == 13 or "full" in str(e).lower() or _no_shm(e)


def _unknown_version(version: int) -> str:
    return "is damaged (schema version %d is unknown: this doubloon knows 0 to %d)" % (
        version,
        len(MIGRATIONS),
    )


def _why(e: OSError) -> str:
    """The short reason of an OSError ("Permission denied")."""
    return e.strerror or str(e)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe (FIFO)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


# Names SQLite opens as no file at all: an in-memory database and a private
# temporary one.
_SQLITE_NAMES = (":memory:", "")


def _inside(path: str, folder: str) -> bool:
    return os.path.commonpath([path, folder]) == folder


def _sync(fd: int) -> None:
    (getattr(os, "fdatasync", None) or os.fsync)(fd)


def _identity(path: str) -> tuple[int, int] | None:
    """The file's device and inode (through links), None when missing."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return None
    return st.st_dev, st.st_ino


def _lock_path(path: str) -> str:
    return os.path.realpath(path) + ".lock"


def journal_file_named(path: str | os.PathLike, *journals: str | os.PathLike) -> str | None:
    """The journal's file (the database, its -wal, -shm or .lock) that
    ``path`` names, or None: a command that writes ``path`` would overwrite
    it. Files are compared, not strings: the same device and inode where
    both exist (a symbolic or hard link, another spelling), else the same
    resolved path (a file SQLite has not made yet, a dangling link)."""
    path = os.fspath(path)
    mine = _identity(path)
    where = os.path.realpath(path)
    for journal in journals:
        journal = os.fspath(journal)
        for name in (journal, journal + "-wal", journal + "-shm", _lock_path(journal)):
            if (mine is not None and mine == _identity(name)) or where == os.path.realpath(name):
                return os.path.basename(name)
    return None


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


class Journal:
    """One journal file; see the module text. ``write``: take the writer
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
        self._no_shm_file = False  # a reader that could not make the -shm (a full disk)
        self._suspect = False  # damage seen after open: not a clean close
        self._tips = {}  # game id -> seq of its last live action, as we know it
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
            existed = False
            try:
                self._db = self._open(False)
            except _Damaged as e2:  # pragma: no cover - cannot happen on a new file
                raise JournalError("cannot start a journal at " + self.path + ": it " + str(e2))
        if self.write:
            known = state[0] if state is not None else 0  # as _take_lock marked it
            if existed and state is not None and known > self._commits and not self._migrated:
                self.problem = self._lost(known - self._commits)
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

    def _lost(self, n: int) -> str:
        """The line for ``n`` committed writes the database no longer has;
        the -wal file is copied aside first (the frames after the damaged
        one may still be read by hand)."""
        line = (
            self.name + ": the last %d committed write%s are lost (SQLite dropped"
            " them when it recovered a damaged WAL, or the file was replaced by an"
            " older copy)" % (n, "" if n == 1 else "s")
        )
        wal = self.path + "-wal"
        if os.path.isfile(wal) and os.path.getsize(wal) > 0:
            kept = wal + ".lost-" + time.strftime("%Y%m%d-%H%M%S")
            try:
                shutil.copyfile(wal, kept)
                line += "; the WAL is kept as " + os.path.basename(kept)
            except OSError:
                pass
        return line

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
        db = self._connect()
        # A file another process is creating this very moment can answer
        # "locked" at once, without SQLite's busy wait (switching a new file
        # to WAL): try again for as long as a lock may be waited for.
        deadline = time.monotonic() + self._timeout
        while True:
            try:
                self._check_and_migrate(db, deep)
                return db
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

    def _connect(self) -> sqlite3.Connection:
        # autocommit: every transaction below is an explicit BEGIN ... COMMIT
        try:
            return sqlite3.connect(self.path, isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as e:
            raise JournalError(self._fault(e))

    def _check_and_migrate(self, db: sqlite3.Connection, deep: bool) -> None:
        # Nothing is written before the file is known to be ours. The three
        # reads are one read transaction: another process may be creating
        # the file (application id, tables, version in one commit), and
        # reads on their own could see the tables but not yet the id.
        db.execute("BEGIN")
        try:
            app = db.execute("PRAGMA application_id").fetchone()[0]
            version = db.execute("PRAGMA user_version").fetchone()[0]
            tables = sorted(
                r[0]
                for r in db.execute(
                    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
                )
            )
        finally:
            # nothing was written: end the read transaction (SQLite has
            # already ended it after some errors, e.g. a full disk, whose
            # error must not be hidden by "no transaction is active")
            _rollback(db)
        empty = app == 0 and version == 0 and not tables
        if not empty:
            if app != APPLICATION_ID:
                if app == 0:
                    what = "tables " + ", ".join(tables) if tables else "no tables"
                    raise _Damaged(
                        "is not a doubloon journal (an SQLite database of another application: " + what + ")"
                    )
                raise _Damaged(
                    "is not a doubloon journal (an SQLite database with application id " + hex(app) + ")"
                )
            if version < 0:
                raise _Damaged(_unknown_version(version))
            if version > len(MIGRATIONS):
                raise _Damaged(
                    "was written by a newer doubloon (schema version "
                    + str(version)
                    + ", this one knows up to "
                    + str(len(MIGRATIONS))
                    + ")"
                )
            if deep:
                self.checked = True
                check = [r[0] for r in db.execute("PRAGMA integrity_check")]
                if check != ["ok"]:
                    raise _Damaged("is damaged (integrity check: " + _first(check) + ")")
        # WAL: an append writes to the end of the -wal file and the database
        # file itself is only touched at checkpoints, so a cut mid-write can
        # never leave a half-updated database, and readers never block it.
        # synchronous=FULL: in WAL mode, NORMAL syncs only at checkpoints, so
        # a power cut (an SD card without a battery) may lose the last
        # committed transactions; FULL syncs the WAL at every commit, so an
        # action that ``append`` has returned survives a cut. The cost, one
        # fsync per decision, is measured by scripts/bench_journal.py.
        # A reader of an up-to-date file writes nothing (a full disk or a
        # read-only file must not stop history): the mode is the writer's.
        self._migrated = version < len(MIGRATIONS)
        if self.write or self._migrated:
            mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if mode.lower() != "wal":
                raise JournalError(
                    self.name + " cannot be switched to WAL mode (it stays " + mode + "): is it read-only?"
                )
            db.execute("PRAGMA synchronous=FULL")
        if self._migrated:
            self._migrate(db)
        tables = set(r[0] for r in db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"))
        missing = [t for t in TABLES if t not in tables]
        if missing:
            raise _Damaged("is damaged (missing table " + ", ".join(missing) + ")")
        self._commits = db.execute("SELECT commits FROM meta").fetchone()[0]

    def _migrate(self, db: sqlite3.Connection) -> None:
        """Bring the file up to the last schema version, one migration per
        transaction with its user_version. The version is read again inside
        each write transaction: another process may have just done it (two
        commands started at once on a new file)."""
        while True:
            try:
                db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as e:
                raise JournalError(self._fault(e))
            version = None
            try:
                version = db.execute("PRAGMA user_version").fetchone()[0]
                if version >= len(MIGRATIONS):
                    db.execute("COMMIT")
                    return
                if version < 0:  # changed since the check, by another program
                    _rollback(db)
                    raise _Damaged(_unknown_version(version))
                if version == 0:
                    db.execute("PRAGMA application_id = " + str(APPLICATION_ID))
                step = MIGRATIONS[version]
                script, fill = step if isinstance(step, tuple) else (step, None)
                for statement in _statements(script):
                    db.execute(statement)
                if fill is not None:
                    fill(db)
                db.execute("PRAGMA user_version = " + str(version + 1))
                db.execute("COMMIT")
            except sqlite3.DatabaseError as e:
                _rollback(db)
                if _is_damage(e):
                    raise
                # not the file's fault (a bug in the script, a full disk): the
                # file is left as it was, at its old version, and nothing moves
                why = "no room left on the disk: " if _is_full(e) else ""
                raise JournalError(
                    self.name + " could not be brought up to schema"
                    " version " + str((version or 0) + 1) + " (" + why + str(e) + "); it is left as it was"
                )

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

    def _rows(self, sql: str, params: Sequence = ()) -> list:
        """A read query's rows; SQLite errors become JournalError."""
        try:
            return self._db.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise JournalError(self._fault(e)) from e

    def _one(self, sql: str, params: Sequence = ()) -> Any:
        return self._rows(sql, params)[0][0]

    def _game(self, db: sqlite3.Connection, game_id: int) -> tuple:
        row = db.execute(
            "SELECT id, created, header, finished, result FROM games WHERE id = ?", (game_id,)
        ).fetchone()
        if row is None:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        return row

    def _tip(self, db: sqlite3.Connection, game_id: int) -> int:
        """The seq of the game's last live action (0: none)."""
        return db.execute(
            "SELECT COALESCE(MAX(seq), 0) FROM actions WHERE game_id = ? AND undone = 0", (game_id,)
        ).fetchone()[0]

    def _expect(self, db: sqlite3.Connection, game_id: int) -> int:
        """The optimistic check of every write to a game: its last live
        action is still the one this Journal last wrote or read (the first
        write to a game this Journal never saw takes it as it is)."""
        self._game(db, game_id)
        tip = self._tip(db, game_id)
        want = self._tips.get(game_id, tip)
        if tip != want:
            raise JournalConflict(
                "game %d was changed by another process (its last decision is"
                " #%d, this one's is #%d): not written" % (game_id, tip, want)
            )
        return tip

    # ---- playing -----------------------------------------------------------

    def new_game(self, header: dict) -> int:
        """Store a new game from its record header (core.record.header);
        returns its id. BadInput if the header is not a valid one."""
        record.new_from_header(header)
        text = dumps(header)
        gid = self._write(
            lambda db: (
                db.execute("INSERT INTO games (created, header) VALUES (?, ?)", (_now(), text)).lastrowid
            )
        )
        self._tips[gid] = 0
        return gid

    def append(self, game_id: int, action: Sequence) -> int:
        """Append an action (as given to core.apply) to the game; returns its
        seq. One transaction, committed (synced) before it returns. The
        action is not validated here: the caller applied it first. Appending
        discards the redo chain (the undone actions become ``DISCARDED``).
        JournalConflict when the game changed behind our back."""
        text = dumps(list(action))

        def go(db):
            self._expect(db, game_id)
            db.execute(
                "UPDATE actions SET undone = ? WHERE game_id = ? AND undone = ?", (DISCARDED, game_id, UNDONE)
            )
            seq = db.execute(
                "SELECT COALESCE(MAX(seq), 0) + 1 FROM actions WHERE game_id = ?", (game_id,)
            ).fetchone()[0]
            db.execute(
                "INSERT INTO actions (game_id, seq, action, undone, time) VALUES (?, ?, ?, 0, ?)",
                (game_id, seq, text, _now()),
            )
            return seq

        seq = self._write(go)
        self._tips[game_id] = seq
        return seq

    def undo(self, game_id: int) -> list | None:
        """Mark the last live action undone (the row stays) and return it, or
        None when there is none. Undoing the last action of a finished game
        makes it unfinished again (its result is cleared)."""

        def go(db):
            seq = self._expect(db, game_id)
            if seq == 0:
                return None, 0
            action = db.execute(
                "SELECT action FROM actions WHERE game_id = ? AND seq = ?", (game_id, seq)
            ).fetchone()[0]
            db.execute("UPDATE actions SET undone = ? WHERE game_id = ? AND seq = ?", (UNDONE, game_id, seq))
            db.execute(
                "UPDATE games SET finished = NULL, result = NULL, summary = NULL WHERE id = ?", (game_id,)
            )
            return json.loads(action), self._tip(db, game_id)

        action, self._tips[game_id] = self._write(go)
        return action

    def redo(self, game_id: int) -> list | None:
        """Bring back the most recently undone action and return it, or None
        when there is nothing to redo (nothing undone, or an action was
        appended since)."""

        def go(db):
            last = self._expect(db, game_id)
            row = db.execute(
                "SELECT seq, action FROM actions WHERE game_id = ?"
                " AND undone = ? AND seq > ? ORDER BY seq LIMIT 1",
                (game_id, UNDONE, last),
            ).fetchone()
            if row is None:
                return None, last
            db.execute("UPDATE actions SET undone = 0 WHERE game_id = ? AND seq = ?", (game_id, row[0]))
            return json.loads(row[1]), row[0]

        action, self._tips[game_id] = self._write(go)
        return action

    def finish(self, game_id: int, result: dict) -> None:
        """Store the final score (core.puerto_rico.endgame.final_score) of the game."""
        text, summary = dumps(result), _summary(result)

        def go(db):
            self._expect(db, game_id)
            db.execute(
                "UPDATE games SET finished = ?, result = ?, summary = ? WHERE id = ?",
                (_now(), text, summary, game_id),
            )

        self._write(go)

    def save_sheet(self, sheet: dict, game_id: int | None = None, finished: bool = True) -> int:
        """Store an end-of-game sheet (the final-scoring contract's input)
        as a game of kind "sheet" and return its id: a new one, or
        ``game_id`` (a sheet stored before) rewritten. ``finished``: scored
        now (core.scoring.score: history lists it); else stored unfinished
        (a seat reopened its sheet: history leaves it out). BadInput when
        the scorer refuses the sheet: nothing is written."""
        result = score_sheet(sheet)
        text = dumps(sheet)
        done = (_now(), dumps(result), _summary(result)) if finished else (None, None, None)

        def go(db):
            if game_id is None:
                return db.execute(
                    "INSERT INTO games (created, header, finished, result, summary, kind)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (_now(), text) + done + (SHEET,),
                ).lastrowid
            self._game(db, game_id)
            if self._kind(db, game_id) != SHEET:
                raise JournalConflict("game %d is not a sheet: not rewritten" % game_id)
            db.execute(
                "UPDATE games SET header = ?, finished = ?, result = ?, summary = ? WHERE id = ?",
                (text,) + done + (game_id,),
            )
            return game_id

        return self._write(go)

    def _kind(self, db: sqlite3.Connection, game_id: int) -> str:
        return db.execute("SELECT kind FROM games WHERE id = ?", (game_id,)).fetchone()[0]

    def kind(self, game_id: int) -> str:
        """ "record" or "sheet" (UnknownGame if there is no such game)."""
        self._game(self._db, game_id)
        return self._kind(self._db, game_id)

    def set_aside(self, game_id: int, reason: str) -> None:
        """Mark the game broken (``reason``: one line): it is kept, export
        still gives it, but it is no longer offered for resuming."""
        self._write(
            lambda db: (
                self._game(db, game_id),
                db.execute("UPDATE games SET broken = ? WHERE id = ?", (reason, game_id)),
            )
        )

    def playable(self) -> tuple[dict | None, dict | None, list[tuple[int, str]]]:
        """The newest unfinished game that replays: ``(game, state,
        set_aside)`` with game as in ``unfinished()`` (None when there is
        none) and state its replay. Each newer game that does not replay
        (two writers' actions interleaved by an older doubloon, a hand-made
        file) is set aside and listed in ``set_aside`` as (id, reason); when
        the journal cannot be written it is only skipped this time."""
        aside = []
        for g in self.unfinished():
            try:
                return g, self.state(g["id"]), aside
            except record.RecordError as e:
                reason = "does not replay (" + str(e) + ")"
                try:
                    self.set_aside(g["id"], reason)
                except JournalError:
                    pass
                aside.append((g["id"], reason))
        return None, None, aside

    # ---- reading -----------------------------------------------------------

    def _action_texts(self, game_id: int) -> list[str]:
        # as BLOBs: bytes that are not UTF-8 (a damaged row) then fail the
        # replay, which names the line, instead of the query
        rows = self._rows(
            "SELECT seq, CAST(action AS BLOB) FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq",
            (game_id,),
        )
        self._tips[game_id] = rows[-1][0] if rows else 0
        return [_shown(r[1]) for r in rows]

    def _header(self, game_id: int) -> str:
        rows = self._rows("SELECT CAST(header AS BLOB) FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        return _shown(rows[0][0])

    def damage(self, game_id: int) -> str | None:
        """Why the game's stored header cannot be given back (e.g. "its
        header does not read"), or None when it reads: a record's header
        must start a game, a sheet must score (UnknownGame if none)."""
        rows = self._rows(
            "SELECT CAST(header AS BLOB), CAST(kind AS BLOB) FROM games WHERE id = ?", (game_id,)
        )
        if not rows:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        text, kind = _text(rows[0][0]), _shown(rows[0][1])
        if kind not in (RECORD, SHEET):
            return "its kind is unknown"
        if text is None:
            return "its header does not read"
        try:
            if kind == RECORD:
                record.replay([text])
            else:
                sheet = json.loads(text)
                if not isinstance(sheet, dict):
                    return "its sheet does not read"
                score_sheet(sheet)
        except record.RecordError:
            return "its header does not read"
        except (ValueError, RecursionError, BadInput):
            return "its sheet does not read"
        return None

    def actions(self, game_id: int) -> list[list]:
        """The live actions of the game, in order."""
        self._header(game_id)
        return [json.loads(t) for t in self._action_texts(game_id)]

    def export(self, game_id: int) -> list[str]:
        """The game as a record: the header line, then one line per live
        action (core.record's JSON Lines, without newlines)."""
        return [self._header(game_id)] + self._action_texts(game_id)

    def state(self, game_id: int) -> dict:
        """The game's state: the replay of its header and live actions
        (core.record.RecordError when it does not replay)."""
        return record.replay(self.export(game_id))

    def unfinished(self) -> list[dict]:
        """Games played on the device (records; a sheet is not resumed
        here) not finished and not set aside, newest first: dicts id,
        created, players, actions (the number of live actions)."""
        rows = self._rows(
            "SELECT g.id, CAST(g.created AS BLOB), CAST(g.header AS BLOB), (SELECT COUNT(*) FROM actions a"
            " WHERE a.game_id = g.id AND a.undone = 0) FROM games g"
            " WHERE g.finished IS NULL AND g.broken IS NULL AND g.kind = ?"
            " ORDER BY g.id DESC",
            (RECORD,),
        )
        return [
            {"id": r[0], "created": _shown(r[1]), "players": _players(_shown(r[2])), "actions": r[3]}
            for r in rows
        ]

    def set_aside_games(self) -> list[tuple[int, str]]:
        """Games set aside, oldest first: (id, reason)."""
        return [
            (gid, _shown(why))
            for gid, why in self._rows(
                "SELECT id, CAST(broken AS BLOB) FROM games WHERE broken IS NOT NULL ORDER BY id"
            )
        ]

    def history(self) -> list[dict]:
        """Finished games, newest first: dicts id, date (when it was
        finished), game, players (names in seat order), totals (the same
        order), winners, kind ("record": played on the device, "sheet":
        scored from its end-of-game sheet), and for a game played with
        expansions, expansions (their names). A game whose result does not
        read has ``damaged`` (why, e.g. "its result does not read"), game
        None and no players: it is listed, and counts in no statistics."""
        out = []
        # every text as a BLOB: one row of bytes that are not UTF-8 must not
        # stop the query (sqlite3 refuses to decode them)
        for gid, finished, summary, kind, header in self._rows(
            "SELECT id, CAST(finished AS BLOB), CAST(summary AS BLOB),"
            " CAST(kind AS BLOB), CAST(header AS BLOB) FROM games"
            " WHERE finished IS NOT NULL ORDER BY finished DESC, id DESC"
        ):
            g = {
                "id": gid,
                "date": finished.decode("utf-8", "replace") if type(finished) is bytes else finished,
                "kind": kind.decode("utf-8", "replace") if type(kind) is bytes else kind,
            }
            s = _read_summary(summary, None)
            if s is None:  # the whole result only then (it is large)
                result = self._one("SELECT CAST(result AS BLOB) FROM games WHERE id = ?", (gid,))
                s = _read_summary(None, result)
            if s is None:
                g.update(game=None, players=[], totals=[], winners=[], damaged="its result does not read")
                out.append(g)
                continue
            g.update(game=s[0], players=s[1], totals=s[2], winners=s[3])
            if b'"expansions"' in (header if isinstance(header, bytes) else b""):
                expansions = _expansions(_text(header))
                if expansions:
                    g["expansions"] = expansions
            out.append(g)
        return out

    def player_stats(self, games: list[dict] | None = None) -> list[dict]:
        """Per player name and game (scores of two games do not mix) over
        the finished games (``games``: history(), when the caller has it
        already; a damaged game counts in none): game, games, wins (a
        shared first place is a win for each), average score as text with
        one decimal (rounded half up, e.g. "41.5"), best score. Sorted by
        game, then wins, then games, then name."""
        stats = {}
        for g in self.history() if games is None else games:
            if g.get("damaged"):
                continue
            for name, total in zip(g["players"], g["totals"]):
                s = stats.setdefault(
                    (g["game"], name),
                    {"game": g["game"], "name": name, "games": 0, "wins": 0, "sum": 0, "best": None},
                )
                s["games"] += 1
                s["sum"] += total
                s["best"] = total if s["best"] is None else max(s["best"], total)
                if name in g["winners"]:
                    s["wins"] += 1
        out = []
        for s in stats.values():
            tenths = (20 * s["sum"] + s["games"]) // (2 * s["games"])
            out.append(
                {
                    "game": s["game"],
                    "name": s["name"],
                    "games": s["games"],
                    "wins": s["wins"],
                    "average": str(tenths // 10) + "." + str(tenths % 10),
                    "best": s["best"],
                }
            )
        out.sort(key=lambda s: (_game_rank(s["game"]), -s["wins"], -s["games"], s["name"]))
        return out

    # ---- records -----------------------------------------------------------

    def import_record(self, lines: Iterable[str]) -> int:
        """Store a game record (core.record JSON Lines) as a new game and
        return its id; finished with its final score when the game is over.
        The record is replayed first: a bad line raises core.record.RecordError
        and nothing is written."""
        lines = [t.strip() for t in lines]
        state = record.replay(lines)
        items = [t for t in lines if t]
        actions = [dumps(json.loads(t)) for t in items[1:]]
        result = summary = None
        if core.is_over(state):
            score = core.final_score(state)
            result, summary = dumps(score), _summary(score)
        header = dumps(record.header(state))

        def go(db):
            now = _now()
            gid = db.execute(
                "INSERT INTO games (created, header, finished, result, summary) VALUES (?, ?, ?, ?, ?)",
                (now, header, now if result else None, result, summary),
            ).lastrowid
            db.executemany(
                "INSERT INTO actions (game_id, seq, action, undone, time) VALUES (?, ?, ?, 0, ?)",
                [(gid, i + 1, a, now) for i, a in enumerate(actions)],
            )
            return gid

        gid = self._write(go)
        self._tips[gid] = len(actions)
        return gid

    # ---- queries for the commands -------------------------------------------

    def is_finished(self, game_id: int) -> bool:
        """True when the game has its final score (UnknownGame if none).
        Only the date is read: a damaged result must not stop an export."""
        rows = self._rows("SELECT finished IS NOT NULL FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        return bool(rows[0][0])

    def find_record(self, lines: Iterable[str]) -> int | None:
        """The id of the game already in the journal that is this record
        (core.record lines), else None. The same game: the same header once
        made canonical (game, edition, players in seat order, seed, tiles,
        version) and the same live actions in the same order, each
        canonical; spacing, key order and blank lines do not count, undone
        actions of the stored game neither (an export never shows them).
        The record is replayed first: a bad line raises RecordError."""
        lines = [t.strip() for t in lines]
        state = record.replay(lines)
        actions = [dumps(json.loads(t)) for t in lines if t][1:]
        header = dumps(record.header(state))
        for (gid,) in self._db.execute(
            "SELECT id FROM games WHERE header = ? ORDER BY id", (header,)
        ).fetchall():
            if self._action_texts(gid) == actions:
                return gid
        return None


class _Writer:
    """What the writers of the table share: a write tried at once and,
    while the journal refuses it, kept in memory and tried again
    (``problem`` says why). Meanwhile what waits is also kept whole in a
    side file beside the journal (``aside``), rewritten when it changes and
    removed once the journal has it all; ``aside_problem`` says why that
    file could not be written either (the board then says "not saved
    anywhere"), and ``close`` then leaves the text in ``unsaved`` for the
    session to print on stderr. A write waits at most ``WAIT`` seconds for
    another program's lock, and not at all when it is tried again: the
    table must not freeze. ``log(line)``: one line when saving stops and
    when it works again. ``guard()``: a context manager around every try
    (the session holds its signals there, so that a write is never cut in
    two)."""

    WAIT = 1.0
    EXT = ""  # the side file's ending
    WAITING = SAVED = ""  # what the log says when saving stops, and when it works again
    KEPT = ""  # what the side file holds, in the log: "the whole game is"

    def __init__(self, journal: Journal | NullJournal, log: Callable[[str], None] | None) -> None:
        self.journal = journal
        self.problem: str | None = None
        self.log = log or (lambda line: None)
        self.guard: Callable[[], Any] = contextlib.nullcontext
        self.aside: str | None = None  # the side file, once one is written
        self.aside_problem: str | None = None  # why it could not be written (None: it holds what waits)
        self.unsaved: str | None = None  # at close: what neither the journal nor the file took
        self._kept = False  # the side file holds what waits now

    @property
    def pending(self) -> int:  # pragma: no cover - each writer says
        raise NotImplementedError

    @property
    def nowhere(self) -> bool:
        """Writes wait and the side file could not take them either."""
        return bool(self.pending) and self.aside_problem is not None

    def _write(self) -> None:  # pragma: no cover - each writer says
        raise NotImplementedError

    def _text(self) -> str:  # pragma: no cover - each writer says
        """What the side file holds: all that waits, whole."""
        raise NotImplementedError

    def _changed(self) -> None:
        """What waits changed: the side file must be written again."""
        self._kept = False

    def flush(self) -> bool:
        """Write what waits, in order; True when nothing waits any more.
        When the journal refuses, the side file gets it all."""
        if not self.pending:
            return True
        with self.guard():
            if self._attempt():
                self._drop_aside()
                return True
            self._keep_aside()
            return False

    def _attempt(self) -> bool:
        """``_write()`` now; False (and ``problem``) when the journal refuses."""
        try:
            self.journal.busy(0 if self.problem else self.WAIT)
            self._write()
        except (JournalError, sqlite3.Error, OSError) as e:
            if self.problem is None:
                self.log("not saved (" + str(e) + "): " + self.WAITING)
            self.problem = str(e)
            return False
        if self.problem is not None:
            self.problem = None
            self.log("the journal takes writes again: " + self.SAVED)
        return True

    def _keep_aside(self) -> None:
        """What waits, whole, in the side file (unless it already holds
        it). Said once when the file cannot be written, and once when it
        can again."""
        if self._kept:
            return
        if self.aside is None:
            self.aside = _new_name(self.journal.path + ".unsaved-" + time.strftime("%Y%m%d-%H%M%S"), self.EXT)
        why = _write_whole(self.aside, self._text())
        if why is not None:
            if self.aside_problem is None:
                self.log("not kept in %s either (%s): nothing saved anywhere" % (self.aside, why))
            self.aside_problem = why
            return
        if self.aside_problem is not None:
            self.log("kept in %s again" % self.aside)
        self.aside_problem = None
        self._kept = True

    def _drop_aside(self) -> None:
        """The journal has it all: the side file would only make a second
        copy at ``doubloon import``."""
        if self.aside is not None:
            try:
                os.remove(self.aside)
            except FileNotFoundError:  # never written: the disk was full
                pass
            except OSError as e:
                self.log("%s could not be removed (%s): the journal has all it holds" % (self.aside, _why(e)))
        self.aside = self.aside_problem = None
        self._kept = False

    def _left(self, what: str, takes: str) -> str | None:
        """The last try, at close: the side file's path when it holds what
        waits (None when nothing waits, or when it could not be written:
        then ``unsaved`` has the text). ``what``: "2 write(s) of game 3";
        ``takes``: the command that takes the file."""
        if self.flush():
            return None
        if self.aside_problem is None:
            self.log(
                "%s could not be saved (%s); %s kept in %s (%s takes it)"
                % (what, self.problem, self.KEPT, self.aside, takes)
            )
            return self.aside
        self.unsaved = self._text()
        self.log(
            "%s could not be saved (%s), nor kept in %s (%s); %s printed below on stderr (%s takes it)"
            % (what, self.problem, self.aside, self.aside_problem, self.KEPT, takes)
        )
        return None


def _new_name(base: str, ext: str) -> str:
    """``base + ext``, or ``base-2 + ext``, ... : a name no file has."""
    path, n = base + ext, 1
    while os.path.lexists(path) or os.path.lexists(path + ".tmp"):
        n += 1
        path = "%s-%d%s" % (base, n, ext)
    return path


def _write_whole(path: str, text: str) -> str | None:
    """``text`` as the file ``path``, whole or not at all: written to
    ``path.tmp``, synced, then renamed over ``path`` (a full disk never
    leaves an empty or cut file that looks like a save; the temporary one
    is removed). None when written, else why not."""
    tmp = path + ".tmp"
    data = text.encode("utf-8")
    try:
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o666)
        try:
            while data:  # a write may take less than asked
                n = os.write(fd, data)
                if n <= 0:
                    raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
                data = data[n:]
            _sync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, path)
    except OSError as e:
        try:
            os.remove(tmp)
        except OSError:
            pass
        return _why(e)
    _sync_folder(os.path.dirname(path) or ".")
    return None


def _sync_folder(folder: str) -> None:
    """The folder's entries to disk (the rename survives a power cut);
    a folder that cannot be synced costs nothing more."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


class GameWriter(_Writer):
    """The journal writes of one game on the table, in order, and never
    lost while the process lives: each decision is queued and written at
    once; when the journal refuses it (a full disk, a read-only file, a lock
    held too long) it stays queued, ``problem`` says why, the whole game is
    kept in the side file, and the queue is written, in order, at the next
    ``flush()`` that succeeds (at the next decision, and every second from
    firmware.app). A new game is stored with its first decision. When the
    game changed behind our back (JournalConflict) it is stored again
    whole, as a new game."""

    EXT = ".jsonl"
    WAITING = "the decisions wait in memory and are written as soon as the journal takes them"
    SAVED = "every decision is saved"
    KEPT = "the whole game is"

    def __init__(
        self,
        journal: Journal | NullJournal,
        header: dict,
        game_id: int | None = None,
        actions: Sequence[Sequence] = (),
        log: Callable[[str], None] | None = None,
    ) -> None:
        _Writer.__init__(self, journal, log)
        self.header = header
        self.game_id = game_id
        self.live = list(actions)  # the game's live actions, as the table has them
        self.ops = []  # writes not in the journal yet, oldest first
        self.conflict = False

    @property
    def pending(self) -> int:
        """How many writes wait (the whole game after a conflict)."""
        return max(1, len(self.live)) if self.conflict else len(self.ops)

    def append(self, action: Sequence) -> bool:
        with self.guard():
            self.live.append(action)
            self.ops.append(("append", action))
            self._changed()
            return self.flush()

    def undo(self) -> bool:
        with self.guard():
            if self.live:
                self.live.pop()
            self.ops.append(("undo", None))
            self._changed()
            return self.flush()

    def finish(self, result: dict) -> bool:
        with self.guard():
            self.ops.append(("finish", result))
            self._changed()
            return self.flush()

    def _text(self) -> str:
        """The game as the table has it: a record ``doubloon import`` takes."""
        lines = [dumps(self.header)] + [record.action_line(a) for a in self.live]
        return "".join(line + "\n" for line in lines)

    def _write(self) -> None:
        try:
            self._write_ops()
        except JournalConflict as e:
            self.log(str(e))
            self.conflict = True
            self._write_ops()

    def _write_ops(self) -> None:
        j = self.journal
        if self.conflict:
            # the game as the table has it, stored whole as a new game
            old = self.game_id
            lines = [dumps(self.header)] + [record.action_line(a) for a in self.live]
            self.game_id = j.import_record(lines)
            self.ops = []
            self.conflict = False
            self.log(
                "game %s was changed by another process; this game is saved"
                " whole as game %d" % (old, self.game_id)
            )
        while self.ops:
            kind, arg = self.ops[0]
            if self.game_id is None:
                self.game_id = j.new_game(self.header)
            if kind == "append":
                j.append(self.game_id, arg)
            elif kind == "undo":
                j.undo(self.game_id)
            else:
                j.finish(self.game_id, arg)
            self.ops.pop(0)

    def close(self) -> str | None:
        """The last try; what still waits is in the side file, a record
        ``doubloon import`` takes: its path, or None (nothing waits, or the
        file could not be written: then ``unsaved`` holds the record)."""
        where = "game %s" % self.game_id if self.game_id is not None else "a new game"
        return self._left("%d write(s) of %s" % (self.pending, where), "doubloon import")


class SheetWriter(_Writer):
    """The journal writes of one scoring session (the scoring mode): its
    sheet, stored scored when every seat is done and stored unfinished
    again when a seat reopens it (history then leaves it out until it is
    done again). Only the newest state of the sheet matters, so at most
    one write waits: while the journal refuses it, ``problem`` says why,
    the sheet is kept in the side file, the board says "not saved"
    (firmware.app reads ``pending``) and it is tried again at the next
    change and every second, as GameWriter does."""

    EXT = ".json"
    WAITING = "the sheet waits in memory and is written as soon as the journal takes it"
    SAVED = "the sheet is saved"
    KEPT = "it is"

    def __init__(self, journal: Journal | NullJournal, log: Callable[[str], None] | None = None) -> None:
        _Writer.__init__(self, journal, log)
        self.game_id: int | None = None  # the sheet's game, once stored
        self.want: tuple[dict, bool] | None = None  # (sheet, finished) not written yet

    @property
    def pending(self) -> int:
        return 0 if self.want is None else 1

    def store(self, sheet: dict, finished: bool) -> bool:
        """The sheet as it is now: ``finished`` (every seat done) or
        reopened. A sheet never stored has nothing to take down."""
        with self.guard():
            self._changed()
            if not finished and self.game_id is None:
                self.want = None
                self._drop_aside()  # nothing of it is to be kept
                return True
            self.want = (sheet, finished)
            return self.flush()

    def _text(self) -> str:
        """The sheet, as ``doubloon score`` takes it."""
        return dumps(self.want[0]) + "\n"

    def _write(self) -> None:
        sheet, finished = self.want
        try:
            gid = self.journal.save_sheet(sheet, self.game_id, finished)
        except JournalConflict:  # our row is gone or not a sheet: a new one
            gid = self.journal.save_sheet(sheet, None, finished)
        if gid is not None:
            self.game_id = gid
        self.want = None

    def close(self) -> str | None:
        """The last try; a sheet still waiting is in the side file as JSON
        (``doubloon score`` takes it): its path, or None (nothing waits, or
        the file could not be written: then ``unsaved`` holds the JSON)."""
        return self._left("the sheet", "doubloon score")


def _rollback(db: sqlite3.Connection) -> None:
    """Roll back the open transaction, if SQLite has not already."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:  # pragma: no cover
            pass


def _players(header: str) -> list[str]:
    """The player names of a header (none when it is not one: such a game
    does not replay, and is set aside)."""
    try:
        return list(json.loads(header)["players"])
    except (ValueError, KeyError, TypeError):
        return []


def _first(check: Iterable[str]) -> str:
    """The first problem of PRAGMA integrity_check's answer, on one line
    (SQLite may join many in one row)."""
    lines = [t for r in check for t in r.splitlines() if t and not t.startswith("***")]
    more = " and %d more" % (len(lines) - 1) if len(lines) > 1 else ""
    return (lines[0] if lines else "failed") + more


def _statements(script: str) -> list[str]:
    """The statements of a migration script (no ; inside them)."""
    return [s.strip() for s in script.split(";") if s.strip()]


class NullJournal:
    """The journal of ``--no-journal``: the same interface as ``Journal``
    for playing a game, keeping nothing. A game gets no id, there is never
    an unfinished game to resume, and every write is accepted and
    forgotten, so the session calls it the same way as a real journal."""

    problem = None
    moved_aside = None
    keeps_games = False  # the record file says "the game goes on", not "the journal keeps it"

    def new_game(self, header: dict) -> None:
        record.new_from_header(header)  # the same check as a real journal
        return None

    def append(self, game_id: int | None, action: Sequence) -> None:
        return None

    def undo(self, game_id: int | None) -> None:
        return None

    def finish(self, game_id: int | None, result: dict) -> None:
        pass

    def save_sheet(self, sheet: dict, game_id: int | None = None, finished: bool = True) -> None:
        score_sheet(sheet)  # the same check as a real journal
        return None

    def unfinished(self) -> list[dict]:
        return []

    def playable(self) -> tuple[None, None, list]:
        return None, None, []

    def busy(self, seconds: float) -> None:
        pass

    def close(self) -> None:
        pass

    def __enter__(self) -> NullJournal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
