"""``doubloon backup FILE`` and ``doubloon restore FILE``: the journal copied
with SQLite's online backup, never as a file beside its -wal (issue 32).

A backup reads the journal as any reader does, without its lock, so it is
safe beside a table playing on it (the Pi's service): SQLite copies one
consistent snapshot, the decisions in the WAL included. The journal's
folder need not be writable (the Pi's /var/lib/doubloon is the service
user's): the journal is opened read-only, and a journal closed cleanly (no
-wal left) is read as an immutable file. The copy is one file, checked
(integrity_check) before it takes FILE's name.

A restore takes the writer lock, so it is refused while a table plays on
the journal; it copies the journal as it is to a file aside
(``doubloon.sqlite3.before-restore-YYYYmmdd-HHMMSS``), then FILE's games
into the journal. Run as root (``sudo doubloon restore`` on the Pi), the
files it makes belong to the journal folder's owner, the service user.
Bad input is one line on stderr, exit 2, the journal unchanged."""

from __future__ import annotations

import os
import sqlite3
import sys
import time
from typing import TYPE_CHECKING, Callable
from urllib.parse import quote

from core.errors import BadInput
from core.inputs import one_line as printable
from firmware.journal import (
    APPLICATION_ID,
    MIGRATIONS,
    Journal,
    JournalError,
    default_path,
    journal_file_named,
)
from firmware.journal.paths import _sync

if TYPE_CHECKING:
    import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "backup",
        help="copy the journal to FILE with SQLite's online backup (safe while a table plays on it)",
    )
    p.add_argument("file", metavar="FILE", help="the backup (a new file, or an older backup)")
    p.add_argument("--db", default=None, help="the journal; default: doubloon.sqlite3 in the data folder")
    p.set_defaults(func=run_backup)
    p = sub.add_parser(
        "restore",
        help="put a backup's games back as the journal (the journal before is kept aside;"
        " refused while a table plays on it)",
    )
    p.add_argument("file", metavar="FILE", help="a file doubloon backup wrote")
    p.add_argument("--db", default=None, help="the journal; default: doubloon.sqlite3 in the data folder")
    p.set_defaults(func=run_restore)


def _source(path: str, immutable: bool) -> sqlite3.Connection:
    """The journal ``path`` opened read-only: through its WAL while a writer
    has one; as an immutable file when none is left (a clean close): a
    reader opening it the other way would leave a -wal and -shm of its
    own behind (a folder the reader may not write would refuse them)."""
    uri = "file:" + quote(os.path.abspath(path))
    return sqlite3.connect(uri + ("?immutable=1" if immutable else "?mode=ro"), uri=True)


def _wal(path: str) -> tuple | None:
    try:
        st = os.stat(path + "-wal")
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns


def _checked(db: sqlite3.Connection, name: str) -> int:
    """The number of games of the journal ``db``, or BadInput when it is
    not one or is damaged."""
    try:
        if db.execute("PRAGMA application_id").fetchone()[0] != APPLICATION_ID:
            raise BadInput(name + " is not a doubloon journal")
        version = db.execute("PRAGMA user_version").fetchone()[0]
        if version > len(MIGRATIONS):
            raise BadInput(
                "%s is a journal of a newer doubloon (schema version %d, this one knows %d)"
                % (name, version, len(MIGRATIONS))
            )
        ok = db.execute("PRAGMA integrity_check").fetchone()[0]
        if ok != "ok":
            raise BadInput(name + " is damaged (" + printable(ok) + ")")
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    except sqlite3.Error as e:
        raise BadInput(name + " cannot be read as a journal (" + str(e) + ")")


def _one_file(db: sqlite3.Connection) -> None:
    db.execute("PRAGMA journal_mode=DELETE").fetchone()


def _journal_command(command: str, do: Callable[[str, str], int], args: argparse.Namespace) -> int:
    """do(journal, FILE); a bad file or a journal that cannot be used is
    one line, exit 2."""
    try:
        return do(args.db or default_path(), args.file)
    except (BadInput, JournalError) as e:
        print("doubloon " + command + ": " + printable(str(e)), file=sys.stderr)
        return 2


def run_backup(args: argparse.Namespace) -> int:
    return _journal_command("backup", _do_backup, args)


def _do_backup(journal: str, out: str) -> int:
    clash = journal_file_named(out, journal, default_path())
    if clash:
        raise BadInput(out + " is the journal's own file " + clash + ": a backup goes elsewhere")
    if not os.path.isfile(journal):
        raise BadInput("no journal at " + journal + " (nothing played there yet)")
    if os.path.lexists(out):
        if not os.path.isfile(out) or os.path.islink(out):
            raise BadInput(out + " is not a regular file: a backup is written only as a new file")
        try:
            old = sqlite3.connect("file:" + quote(os.path.abspath(out)) + "?mode=ro", uri=True)
            try:
                _checked(old, out)
            finally:
                old.close()
        except (BadInput, sqlite3.Error):
            raise BadInput(out + " exists and is not a doubloon backup: not written over")
    folder = os.path.dirname(os.path.abspath(out))
    tmp = os.path.join(folder, "." + os.path.basename(out) + ".part")
    # A writer that starts during an immutable copy makes a -wal: the copy
    # is then made again through it.
    for _ in range(3):
        before = _wal(journal)
        _copy(journal, out, tmp, immutable=before is None)
        if before is not None or _wal(journal) is None:
            break
    games = _count_games(out)
    print("doubloon backup: %s copied to %s (%s)" % (journal, out, _count(games)))
    return 0


def _copy(journal: str, out: str, tmp: str, immutable: bool) -> None:
    try:
        src = _source(journal, immutable)
    except sqlite3.Error as e:
        raise BadInput("cannot read " + journal + " (" + str(e) + ")")
    try:
        _checked(src, journal)
        if os.path.exists(tmp):
            os.unlink(tmp)
        dst = sqlite3.connect(tmp)
        try:
            src.backup(dst)
            _one_file(dst)
            _checked(dst, out)
        finally:
            dst.close()
        fd = os.open(tmp, os.O_RDONLY)
        try:
            _sync(fd)
        finally:
            os.close(fd)
        os.replace(tmp, out)
    except sqlite3.Error as e:
        raise BadInput("cannot back up " + journal + " (" + str(e) + ")")
    except OSError as e:
        raise BadInput("cannot write " + out + " (" + (e.strerror or str(e)) + ")")
    finally:
        src.close()
        if os.path.exists(tmp):
            os.unlink(tmp)


def _count_games(path: str) -> int:
    db = sqlite3.connect("file:" + quote(os.path.abspath(path)) + "?mode=ro", uri=True)
    try:
        return db.execute("SELECT count(*) FROM games").fetchone()[0]
    finally:
        db.close()


def run_restore(args: argparse.Namespace) -> int:
    return _journal_command("restore", _do_restore, args)


def _do_restore(journal: str, backup: str) -> int:
    if journal_file_named(backup, journal):
        raise BadInput(backup + " is the journal itself: restore a backup of it")
    if not os.path.isfile(backup):
        raise BadInput("no backup at " + backup)
    try:
        src = sqlite3.connect("file:" + quote(os.path.abspath(backup)) + "?mode=ro", uri=True)
    except sqlite3.Error as e:
        raise BadInput("cannot read " + backup + " (" + str(e) + ")")
    try:
        games = _checked(src, backup)
        # The writer lock: refused (JournalBusy, one line) while a table plays.
        j = Journal(journal, write=True)
        try:
            aside = None
            if j._commits or j._db.execute("SELECT count(*) FROM games").fetchone()[0]:
                aside = journal + time.strftime(".before-restore-%Y%m%d-%H%M%S")
                keep = sqlite3.connect(aside)
                try:
                    j._db.backup(keep)
                    _one_file(keep)
                finally:
                    keep.close()
            src.backup(j._db)
            j._commits = j._db.execute("SELECT commits FROM meta").fetchone()[0]
        finally:
            j.close()
    except sqlite3.Error as e:
        raise BadInput("cannot restore " + backup + " (" + str(e) + ")")
    finally:
        src.close()
    _give_to_folder_owner(journal, aside)
    said = "; the journal before is kept as " + aside if aside else ""
    print("doubloon restore: %s restored as %s (%s)%s" % (backup, journal, _count(games), said))
    return 0


def _give_to_folder_owner(journal: str, aside: str | None) -> None:
    """Run as root (sudo doubloon restore), the files made belong to the
    journal folder's owner (the Pi's service user), as SQLite does for
    its own -wal and -shm."""
    if not hasattr(os, "geteuid") or os.geteuid() != 0:
        return
    st = os.stat(os.path.dirname(os.path.abspath(journal)))
    for p in (journal, journal + "-wal", journal + "-shm", os.path.realpath(journal) + ".lock", aside):
        if p and os.path.exists(p):
            try:
                os.chown(p, st.st_uid, st.st_gid)
            except OSError:
                pass


def _count(games: int) -> str:
    return "1 game" if games == 1 else "%d games" % games
