"""Where the journal lives and which files are its: the data folder, the
default path, the files that name the journal (so that nothing is written
over it), and the small file helpers the other rooms share."""

from __future__ import annotations

import errno
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


def _new_name(base: str, ext: str) -> str:
    """``base + ext``, or ``base-2 + ext``, ... : a name no file has."""
    path, n = base + ext, 1
    while os.path.lexists(path) or os.path.lexists(path + ".tmp"):
        n += 1
        path = "%s-%d%s" % (base, n, ext)
    return path


def _write_whole(path: str, text: str | bytes) -> str | None:
    """``text`` as the file ``path``, whole or not at all: written to
    ``path.tmp``, synced, then renamed over ``path`` (a full disk never
    leaves an empty or cut file that looks like a save; the temporary one
    is removed). None when written, else why not."""
    tmp = path + ".tmp"
    data = text.encode("utf-8") if isinstance(text, str) else text
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
