"""Where the journal lives and which files are its: the data folder, the
default path, the files that name the journal (so that nothing is written
over it), and the small file helpers the other rooms share."""

from __future__ import annotations

import os
import stat

FILENAME = "doubloon.sqlite3"


def data_dir() -> str:
    """Where the journal lives: $DOUBLOON_DATA_DIR; else /var/lib/doubloon
    when it exists and is writable (the Pi service's StateDirectory); else
    $XDG_DATA_HOME/doubloon (an absolute path: the XDG specification
    ignores a relative one) or ~/.local/share/doubloon."""
    env = os.environ.get("DOUBLOON_DATA_DIR")
    if env:
        return env
    service = "/var/lib/doubloon"
    if os.path.isdir(service) and os.access(service, os.W_OK | os.X_OK):
        return service
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg and os.path.isabs(xdg):  # a relative one is ignored (the XDG specification)
        return os.path.join(xdg, "doubloon")
    return os.path.join(os.path.expanduser("~"), ".local", "share", "doubloon")


def default_path() -> str:
    return os.path.join(data_dir(), FILENAME)


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
