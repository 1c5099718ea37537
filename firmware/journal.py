"""The journal: every game on the table, kept in one SQLite file so that no
game is ever lost (power cut, pulled plug, crash) and finished games make a
history.

    j = Journal(default_path())
    if j.problem: print(j.problem)            # a damaged file was moved aside
    gid = j.new_game(record.header(state))
    seq = j.append(gid, ["role", "builder"])  # committed before it returns
    j.undo(gid); j.redo(gid)
    j.state(gid)                              # replay of header + live actions
    j.finish(gid, final_score(state))

Tables (schema version 1):
  games(id, created, header, finished, result)
    header: the record header (core.record, canonical JSON); finished: the
    time the game was finished (NULL while it is going on); result: the
    final score (core.puerto_rico.endgame.final_score, canonical JSON).
  actions(game_id, seq, action, undone, time), key (game_id, seq)
    seq counts every action ever appended to the game (1, 2, ...), undone
    ones included; ``undone`` is 0 for a live action, 1 for an undone action
    that ``redo`` may bring back, 2 for an undone action whose redo chain a
    later append discarded. Undone rows are never deleted.

Damaged files are never repaired and never overwritten: a file that is not
ours or cannot be read is renamed ``<name>.broken-YYYYmmdd-HHMMSS`` (with its
-wal and -shm companions), a new journal is started, and ``problem`` says so
in one line.
"""

import json
import os
import sqlite3
import time

from core import record
from core.canon import dumps

FILENAME = "doubloon.sqlite3"
# PRAGMA application_id of a doubloon journal: "DBLN" in ASCII.
APPLICATION_ID = 0x44424C4E
SQLITE_MAGIC = b"SQLite format 3\x00"

# MIGRATIONS[i] brings a database from schema version i to i + 1 (version 0
# is an empty file). Each runs in one transaction together with the new
# PRAGMA user_version, so a cut in the middle leaves the old version intact.
# Adding version 2 is adding one script at the end of this list.
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
]

TABLES = ("games", "actions")

LIVE, UNDONE, DISCARDED = 0, 1, 2


class JournalError(RuntimeError):
    """The journal cannot be used, and moving the file aside would not help
    (a migration that fails on a sound file)."""


class UnknownGame(LookupError):
    """No game with that id in the journal."""


def data_dir():
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


def default_path():
    return os.path.join(data_dir(), FILENAME)


def _now():
    return time.strftime("%Y-%m-%d %H:%M:%S")


class _Damaged(Exception):
    """The file at the path is not a usable doubloon journal: ``reason``."""


def _is_damage(e):
    """True for the SQLite errors that mean a damaged or foreign file (not
    for "database is locked" or a full disk, which must not move anything)."""
    code = getattr(e, "sqlite_errorcode", None)
    if code is not None:
        return code & 0xFF in (11, 26)   # SQLITE_CORRUPT, SQLITE_NOTADB
    text = str(e).lower()
    return ("malformed" in text or "not a database" in text
            or type(e) is sqlite3.DatabaseError)


class Journal:
    """One journal file; see the module text. ``moved_aside`` is the path a
    damaged file was renamed to (else None), ``problem`` the one-line
    explanation (else None)."""

    keeps_games = True

    def __init__(self, path):
        self.path = os.fspath(path)
        self.moved_aside = None
        self.problem = None
        folder = os.path.dirname(os.path.abspath(self.path))
        os.makedirs(folder, exist_ok=True)
        try:
            self._db = self._open()
        except _Damaged as e:
            self.moved_aside = self._move_aside()
            name = os.path.basename(self.path)
            self.problem = (name + " " + str(e) + "; kept as "
                            + os.path.basename(self.moved_aside)
                            + ", starting a new one")
            try:
                self._db = self._open()
            except _Damaged as e2:   # pragma: no cover - cannot happen on a new file
                raise JournalError("cannot start a journal at " + self.path
                                   + ": it " + str(e2))

    # ---- opening -----------------------------------------------------------

    def _open(self):
        """A connection to an up-to-date journal, or _Damaged."""
        try:
            with open(self.path, "rb") as f:
                head = f.read(len(SQLITE_MAGIC))
        except FileNotFoundError:
            head = b""
        if head and head != SQLITE_MAGIC:
            raise _Damaged("is not a doubloon journal (not an SQLite database)")
        # autocommit: every transaction below is an explicit BEGIN ... COMMIT
        db = sqlite3.connect(self.path, isolation_level=None, timeout=10)
        try:
            self._check_and_migrate(db)
        except _Damaged:
            db.close()
            raise
        except sqlite3.DatabaseError as e:
            db.close()
            if _is_damage(e):
                raise _Damaged("is damaged (" + str(e) + ")")
            raise
        except BaseException:
            db.close()
            raise
        return db

    def _check_and_migrate(self, db):
        # Nothing is written before the file is known to be ours.
        app = db.execute("PRAGMA application_id").fetchone()[0]
        version = db.execute("PRAGMA user_version").fetchone()[0]
        tables = sorted(r[0] for r in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'"
            " AND name NOT LIKE 'sqlite_%'"))
        empty = app == 0 and version == 0 and not tables
        if not empty:
            if app != APPLICATION_ID:
                if app == 0:
                    what = "tables " + ", ".join(tables) if tables else "no tables"
                    raise _Damaged("is not a doubloon journal (an SQLite database "
                                   "of another application: " + what + ")")
                raise _Damaged("is not a doubloon journal (an SQLite database "
                               "with application id " + hex(app) + ")")
            if version > len(MIGRATIONS):
                raise _Damaged("was written by a newer doubloon (schema version "
                               + str(version) + ", this one knows up to "
                               + str(len(MIGRATIONS)) + ")")
            check = [r[0] for r in db.execute("PRAGMA integrity_check")]
            if check != ["ok"]:
                raise _Damaged("is damaged (integrity check: " + check[0] + ")")
        # WAL: an append writes to the end of the -wal file and the database
        # file itself is only touched at checkpoints, so a cut mid-write can
        # never leave a half-updated database, and readers never block it.
        # synchronous=FULL: in WAL mode, NORMAL syncs only at checkpoints, so
        # a power cut (an SD card without a battery) may lose the last
        # committed transactions; FULL syncs the WAL at every commit, so an
        # action that ``append`` has returned survives a cut. The cost, one
        # fsync per decision, is measured by scripts/bench_journal.py.
        mode = db.execute("PRAGMA journal_mode=WAL").fetchone()[0]
        if mode.lower() != "wal":   # pragma: no cover - e.g. a read-only medium
            raise sqlite3.OperationalError("cannot use WAL mode: " + mode)
        db.execute("PRAGMA synchronous=FULL")
        for v in range(version, len(MIGRATIONS)):
            self._migrate(db, v)
        tables = set(r[0] for r in db.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table'"))
        missing = [t for t in TABLES if t not in tables]
        if missing:
            raise _Damaged("is damaged (missing table " + ", ".join(missing) + ")")

    def _migrate(self, db, version):
        """One migration, from ``version`` to ``version + 1``, in one
        transaction with its user_version."""
        db.execute("BEGIN IMMEDIATE")
        try:
            if version == 0:
                db.execute("PRAGMA application_id = " + str(APPLICATION_ID))
            for statement in _statements(MIGRATIONS[version]):
                db.execute(statement)
            db.execute("PRAGMA user_version = " + str(version + 1))
            db.execute("COMMIT")
        except sqlite3.DatabaseError as e:
            _rollback(db)
            if _is_damage(e):
                raise
            # not the file's fault (a bug in the script, a full disk): the
            # file is left as it was, at its old version, and nothing moves
            raise JournalError(os.path.basename(self.path) + " could not be brought"
                               " up to schema version " + str(version + 1) + " ("
                               + str(e) + "); it is left as it was")

    def _move_aside(self):
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

    def close(self):
        if self._db is not None:
            self._db.close()
            self._db = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ---- transactions ------------------------------------------------------

    def _write(self, fn):
        """Run fn(db) in one transaction, committed before returning."""
        db = self._db
        db.execute("BEGIN IMMEDIATE")
        try:
            out = fn(db)
            db.execute("COMMIT")
        except BaseException:
            _rollback(db)
            raise
        return out

    def _game(self, db, game_id):
        row = db.execute("SELECT id, created, header, finished, result FROM games"
                         " WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise UnknownGame("no game " + str(game_id) + " in the journal")
        return row

    # ---- playing -----------------------------------------------------------

    def new_game(self, header):
        """Store a new game from its record header (core.record.header);
        returns its id. BadInput if the header is not a valid one."""
        record.new_from_header(header)
        text = dumps(header)
        return self._write(lambda db: db.execute(
            "INSERT INTO games (created, header) VALUES (?, ?)",
            (_now(), text)).lastrowid)

    def append(self, game_id, action):
        """Append an action (as given to core.apply) to the game; returns its
        seq. One transaction, committed (synced) before it returns. The
        action is not validated here: the caller applied it first. Appending
        discards the redo chain (the undone actions become ``DISCARDED``)."""
        text = dumps(list(action))

        def go(db):
            self._game(db, game_id)
            db.execute("UPDATE actions SET undone = ? WHERE game_id = ? AND undone = ?",
                       (DISCARDED, game_id, UNDONE))
            seq = db.execute("SELECT COALESCE(MAX(seq), 0) + 1 FROM actions"
                             " WHERE game_id = ?", (game_id,)).fetchone()[0]
            db.execute("INSERT INTO actions (game_id, seq, action, undone, time)"
                       " VALUES (?, ?, ?, 0, ?)", (game_id, seq, text, _now()))
            return seq
        return self._write(go)

    def undo(self, game_id):
        """Mark the last live action undone (the row stays) and return it, or
        None when there is none. Undoing the last action of a finished game
        makes it unfinished again (its result is cleared)."""
        def go(db):
            self._game(db, game_id)
            row = db.execute("SELECT seq, action FROM actions WHERE game_id = ?"
                             " AND undone = 0 ORDER BY seq DESC LIMIT 1",
                             (game_id,)).fetchone()
            if row is None:
                return None
            db.execute("UPDATE actions SET undone = ? WHERE game_id = ? AND seq = ?",
                       (UNDONE, game_id, row[0]))
            db.execute("UPDATE games SET finished = NULL, result = NULL WHERE id = ?",
                       (game_id,))
            return json.loads(row[1])
        return self._write(go)

    def redo(self, game_id):
        """Bring back the most recently undone action and return it, or None
        when there is nothing to redo (nothing undone, or an action was
        appended since)."""
        def go(db):
            self._game(db, game_id)
            last = db.execute("SELECT COALESCE(MAX(seq), 0) FROM actions"
                              " WHERE game_id = ? AND undone = 0", (game_id,)).fetchone()[0]
            row = db.execute("SELECT seq, action FROM actions WHERE game_id = ?"
                             " AND undone = ? AND seq > ? ORDER BY seq LIMIT 1",
                             (game_id, UNDONE, last)).fetchone()
            if row is None:
                return None
            db.execute("UPDATE actions SET undone = 0 WHERE game_id = ? AND seq = ?",
                       (game_id, row[0]))
            return json.loads(row[1])
        return self._write(go)

    def finish(self, game_id, result):
        """Store the final score (core.puerto_rico.endgame.final_score) of the game."""
        text = dumps(result)
        self._write(lambda db: (self._game(db, game_id), db.execute(
            "UPDATE games SET finished = ?, result = ? WHERE id = ?",
            (_now(), text, game_id))))

    # ---- reading -----------------------------------------------------------

    def _action_texts(self, game_id):
        return [r[0] for r in self._db.execute(
            "SELECT action FROM actions WHERE game_id = ? AND undone = 0 ORDER BY seq",
            (game_id,))]

    def actions(self, game_id):
        """The live actions of the game, in order."""
        self._game(self._db, game_id)
        return [json.loads(t) for t in self._action_texts(game_id)]

    def export(self, game_id):
        """The game as a record: the header line, then one line per live
        action (core.record's JSON Lines, without newlines)."""
        header = self._game(self._db, game_id)[2]
        return [header] + self._action_texts(game_id)

    def state(self, game_id):
        """The game's state: the replay of its header and live actions."""
        return record.replay(self.export(game_id))

    def unfinished(self):
        """Games not finished, newest first: dicts id, created, players,
        actions (the number of live actions)."""
        rows = self._db.execute(
            "SELECT g.id, g.created, g.header, (SELECT COUNT(*) FROM actions a"
            " WHERE a.game_id = g.id AND a.undone = 0) FROM games g"
            " WHERE g.finished IS NULL ORDER BY g.id DESC").fetchall()
        return [{"id": r[0], "created": r[1], "players": json.loads(r[2])["players"],
                 "actions": r[3]} for r in rows]

    def history(self):
        """Finished games, newest first: dicts id, date (when it was
        finished), game, players (names in seat order), totals (the same
        order), winners."""
        out = []
        for gid, finished, header, result in self._db.execute(
                "SELECT id, finished, header, result FROM games"
                " WHERE finished IS NOT NULL ORDER BY finished DESC, id DESC"):
            h = json.loads(header)
            r = json.loads(result)
            out.append({"id": gid, "date": finished, "game": h["game"],
                        "players": [p["name"] for p in r["players"]],
                        "totals": [p["total"] for p in r["players"]],
                        "winners": list(r["winners"])})
        return out

    def player_stats(self):
        """Per player name over the finished games: games, wins (a shared
        first place is a win for each), average score as text with one
        decimal (rounded half up, e.g. "41.5"), best score. Sorted by wins,
        then games, then name."""
        stats = {}
        for g in self.history():
            for name, total in zip(g["players"], g["totals"]):
                s = stats.setdefault(name, {"name": name, "games": 0, "wins": 0,
                                            "sum": 0, "best": None})
                s["games"] += 1
                s["sum"] += total
                s["best"] = total if s["best"] is None else max(s["best"], total)
                if name in g["winners"]:
                    s["wins"] += 1
        out = []
        for s in stats.values():
            tenths = (20 * s["sum"] + s["games"]) // (2 * s["games"])
            out.append({"name": s["name"], "games": s["games"], "wins": s["wins"],
                        "average": str(tenths // 10) + "." + str(tenths % 10),
                        "best": s["best"]})
        out.sort(key=lambda s: (-s["wins"], -s["games"], s["name"]))
        return out

    # ---- records -----------------------------------------------------------

    def import_record(self, lines):
        """Store a game record (core.record JSON Lines) as a new game and
        return its id; finished with its final score when the game is over.
        The record is replayed first: a bad line raises core.record.RecordError
        and nothing is written."""
        lines = [t.strip() for t in lines]
        state = record.replay(lines)
        items = [t for t in lines if t]
        actions = [dumps(json.loads(t)) for t in items[1:]]
        from core.puerto_rico.engine import is_over
        result = None
        if is_over(state):
            from core.puerto_rico.endgame import final_score
            result = dumps(final_score(state))
        header = dumps(record.header(state))

        def go(db):
            now = _now()
            gid = db.execute("INSERT INTO games (created, header, finished, result)"
                             " VALUES (?, ?, ?, ?)",
                             (now, header, now if result else None, result)).lastrowid
            db.executemany("INSERT INTO actions (game_id, seq, action, undone, time)"
                           " VALUES (?, ?, ?, 0, ?)",
                           [(gid, i + 1, a, now) for i, a in enumerate(actions)])
            return gid
        return self._write(go)

    # ---- queries for the commands -------------------------------------------

    def is_finished(self, game_id):
        """True when the game has its final score (UnknownGame if none)."""
        return self._game(self._db, game_id)[3] is not None

    def find_record(self, lines):
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
        for (gid,) in self._db.execute("SELECT id FROM games WHERE header = ?"
                                       " ORDER BY id", (header,)).fetchall():
            if self._action_texts(gid) == actions:
                return gid
        return None


def _rollback(db):
    """Roll back the open transaction, if SQLite has not already."""
    if db.in_transaction:
        try:
            db.execute("ROLLBACK")
        except sqlite3.Error:   # pragma: no cover
            pass


def _statements(script):
    """The statements of a migration script (no ; inside them)."""
    return [s.strip() for s in script.split(";") if s.strip()]


class NullJournal:
    """The journal of ``--no-journal``: the same interface as ``Journal``
    for playing a game, keeping nothing. A game gets no id, there is never
    an unfinished game to resume, and every write is accepted and
    forgotten, so the session calls it the same way as a real journal."""

    problem = None
    moved_aside = None
    keeps_games = False   # the record file says "the game goes on", not "the journal keeps it"

    def new_game(self, header):
        record.new_from_header(header)   # the same check as a real journal
        return None

    def append(self, game_id, action):
        return None

    def undo(self, game_id):
        return None

    def finish(self, game_id, result):
        pass

    def unfinished(self):
        return []

    def close(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
