"""The writes of a game: a new game, its decisions, undo and redo, its
end, a scoring mode's sheet, a game set aside, a record imported. Each is
one transaction (store.Journal._write), checked first against the game's
last decision as this Journal knows it (Playing._expect)."""

from __future__ import annotations

import itertools
import json
import sqlite3
import time
from typing import Iterable, Sequence

import core
from core import record
from core.canon import dumps
from core.errors import BadInput
from core.scoring import score as score_sheet

from .errors import JournalConflict, JournalError, UnknownGame
from .rows import _summary
from .schema import DISCARDED, SHEET, UNDONE


def _now() -> str:
    return time.strftime("%Y-%m-%d %H:%M:%S")


def _options_text(options: dict | None) -> str | None:
    """games.table_options of a game: canonical JSON of names and values
    (text), None when there are none. BadInput for anything else."""
    if not options:
        return None
    if not isinstance(options, dict) or not all(
        isinstance(k, str) and isinstance(v, str) for k, v in options.items()
    ):
        raise BadInput("table options must name text values, not " + repr(options)[:60])
    return dumps(options)


class Playing:
    """The playing part of a Journal (firmware.journal.store)."""

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
        write to a game this Journal never saw takes it as it is). A game
        it knew that is no longer there was deleted by another program:
        JournalConflict too (a table then stores its game whole)."""
        try:
            self._game(db, game_id)
        except UnknownGame:
            if game_id not in self._tips:
                raise
            raise JournalConflict("game %d was deleted by another process: not written" % game_id)
        tip = self._tip(db, game_id)
        want = self._tips.get(game_id, tip)
        if tip != want:
            raise JournalConflict(
                "game %d was changed by another process (its last decision is"
                " #%d, this one's is #%d): not written" % (game_id, tip, want)
            )
        return tip

    # ---- playing -----------------------------------------------------------

    def new_game(self, header: dict, options: dict | None = None) -> int:
        """Store a new game from its record header (core.record.header)
        and the table's options the header does not keep (``{"lang":
        "fr"}``: ``unfinished`` gives them back); returns its id. BadInput
        if the header is not a valid one, or the options not text."""
        record.new_from_header(header)
        text, kept = dumps(header), _options_text(options)
        gid = self._write(
            lambda db: (
                db.execute(
                    "INSERT INTO games (created, header, table_options) VALUES (?, ?, ?)",
                    (_now(), text, kept),
                ).lastrowid
            )
        )
        self._tips[gid] = 0
        return gid

    def append(self, game_id: int, action: Sequence | dict) -> int:
        """Append an action (as given to core.apply) to the game; returns its
        seq. One transaction, committed (synced) before it returns. The
        action is not validated here: the caller applied it first. An event
        (a dict: core.record's event line, a hint asked) is a row like a
        decision's, never applied. Appending
        discards the redo chain (the undone actions become ``DISCARDED``).
        JournalConflict when the game changed behind our back."""
        text = record.action_line(action)

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
        """Mark the last live decision undone (the row stays) and return it,
        or None when there is none; the events after it (hints asked in the
        position it made) go with it. Undoing the last action of a finished
        game makes it unfinished again (its result is cleared)."""

        def go(db):
            self._expect(db, game_id)
            row = db.execute(
                "SELECT seq, action FROM actions WHERE game_id = ? AND undone = 0"
                " AND substr(action, 1, 1) = '[' ORDER BY seq DESC LIMIT 1",
                (game_id,),
            ).fetchone()
            if row is None:
                return None, self._tip(db, game_id)
            seq, action = row
            db.execute(
                "UPDATE actions SET undone = ? WHERE game_id = ? AND seq >= ? AND undone = 0",
                (UNDONE, game_id, seq),
            )
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
            rows = db.execute(
                "SELECT seq, action FROM actions WHERE game_id = ? AND undone = ? AND seq > ? ORDER BY seq",
                (game_id, UNDONE, last),
            ).fetchall()
            if not rows:
                return None, last
            # the decision, and the events undone with it (the hints after it)
            back = [rows[0]] + list(itertools.takewhile(lambda r: r[1][:1] == "{", rows[1:]))
            for seq, _ in back:
                db.execute("UPDATE actions SET undone = 0 WHERE game_id = ? AND seq = ?", (game_id, seq))
            return json.loads(rows[0][1]), back[-1][0]

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

    # ---- records -----------------------------------------------------------

    def import_record(self, lines: Iterable[str], options: dict | None = None) -> int:
        """Store a game record (core.record JSON Lines) as a new game and
        return its id; finished with its final score when the game is over.
        ``options``: as for ``new_game`` (a record file has none). The
        record is replayed first: a bad line raises core.record.RecordError
        and nothing is written."""
        kept = _options_text(options)
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
                "INSERT INTO games (created, header, finished, result, summary, table_options)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (now, header, now if result else None, result, summary, kept),
            ).lastrowid
            db.executemany(
                "INSERT INTO actions (game_id, seq, action, undone, time) VALUES (?, ?, ?, 0, ?)",
                [(gid, i + 1, a, now) for i, a in enumerate(actions)],
            )
            return gid

        gid = self._write(go)
        self._tips[gid] = len(actions)
        return gid
