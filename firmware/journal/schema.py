"""The journal's schema: its tables, versions and migrations, and the
check at every open that the file is ours and up to date.

Tables (schema version 4):
  games(id, created, header, finished, result, broken, summary, kind,
        table_options)
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
    of the result, for history; table_options: the table's options
    that the record header does not keep (canonical JSON, e.g.
    {"lang": "fr"}: a resumed game keeps its language), NULL for none (a
    game stored before version 4, a sheet, an imported record).
  actions(game_id, seq, action, undone, time), key (game_id, seq)
    seq counts every action ever appended to the game (1, 2, ...), undone
    ones included; ``undone`` is 0 for a live action, 1 for an undone action
    that ``redo`` may bring back, 2 for an undone action whose redo chain a
    later append discarded. Undone rows are never deleted.
  meta(commits): one row, the number of write transactions ever committed.
"""

from __future__ import annotations

import sqlite3
from typing import Iterable

from core.canon import dumps

from .errors import JournalError, _Damaged, _Reopen, _is_damage, _is_full, _rollback
from .rows import _read_summary

# PRAGMA application_id of a doubloon journal: "DBLN" in ASCII.
APPLICATION_ID = 0x44424C4E
SQLITE_MAGIC = b"SQLite format 3\x00"


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
    # 4: the table's options that the header does not keep (its language):
    # an older game has none and resumes in English, as it did
    """
    ALTER TABLE games ADD COLUMN table_options TEXT;
    """,
]

RECORD, SHEET = "record", "sheet"  # games.kind

TABLES = ("games", "actions", "meta")

LIVE, UNDONE, DISCARDED = 0, 1, 2


def _unknown_version(version: int) -> str:
    return "is damaged (schema version %d is unknown: this doubloon knows 0 to %d)" % (
        version,
        len(MIGRATIONS),
    )


def _first(check: Iterable[str]) -> str:
    """The first problem of PRAGMA integrity_check's answer, on one line
    (SQLite may join many in one row)."""
    lines = [t for r in check for t in r.splitlines() if t and not t.startswith("***")]
    more = " and %d more" % (len(lines) - 1) if len(lines) > 1 else ""
    return (lines[0] if lines else "failed") + more


def _statements(script: str) -> list[str]:
    """The statements of a migration script (no ; inside them)."""
    return [s.strip() for s in script.split(";") if s.strip()]


class Schema:
    """The schema's part of a Journal (firmware.journal.store): the checks
    of an opened file and its migrations."""

    def _check_ours(self, db: sqlite3.Connection, deep: bool) -> int:
        """The file's schema version, once the file is known to be an empty
        one or a doubloon journal this doubloon can read (else _Damaged)."""
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
        return version

    def _check_and_migrate(self, db: sqlite3.Connection, deep: bool) -> None:
        # a writer's first, read-only look runs no deep check: the second does
        version = self._check_ours(db, deep and not (self.write and self._read_only))
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
        # the commit count, compared before anything is written: a write
        # would overwrite what is left of a damaged WAL (locks.Locks._compare)
        self._compare(db, version)
        if self._read_only and (self.write or self._migrated):
            raise _Reopen()
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
