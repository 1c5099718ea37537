"""The writers of the table: a write tried at once and, while the journal
refuses it, kept in memory, tried again, and kept whole in a side file
beside the journal (GameWriter for a game, SheetWriter for a scoring
mode's sheet)."""

from __future__ import annotations

import contextlib
import os
import sqlite3
import time
from typing import Any, Callable, Sequence

from core import record
from core.canon import dumps

from .errors import JournalConflict, JournalError, JournalGone
from .null import NullJournal
from .paths import _new_name, _why, _write_whole
from .store import Journal


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
        options: dict | None = None,
    ) -> None:
        _Writer.__init__(self, journal, log)
        self.header = header
        self.options = options  # the table's options stored with a new game (its language)
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
            while self.live and record.is_event(self.live[-1]):
                self.live.pop()  # a hint asked after the decision goes with it
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
            if self.conflict:  # the game whole refused too (a journal gone): said once
                raise
            self.log(str(e))
            self.conflict = True
            self._write_ops()

    def _write_ops(self) -> None:
        j = self.journal
        if self.conflict:
            # the game as the table has it, stored whole as a new game
            old = self.game_id
            lines = [dumps(self.header)] + [record.action_line(a) for a in self.live]
            self.game_id = j.import_record(lines, self.options)
            self.ops = []
            self.conflict = False
            self.log(
                "game %s was changed by another process; this game is saved"
                " whole as game %d" % (old, self.game_id)
            )
        while self.ops:
            kind, arg = self.ops[0]
            if self.game_id is None:
                self.game_id = j.new_game(self.header, self.options)
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
        if self.game_id is not None and not self.conflict:
            # a journal deleted or replaced since the last write holds the
            # game in a file nobody finds again: the whole game goes beside it
            try:
                with self.guard():
                    self.journal.still_here()
            except JournalGone as e:
                self.log(str(e))
                self.conflict = True
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
