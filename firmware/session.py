"""One session at the table: the mode being played (a game, the counter,
the scoring mode, the start screen: each a firmware.modes.base.Mode), the
journal (firmware.journal: ``Journal``, or ``NullJournal`` for
``--no-journal``) and the record file (firmware.record_file), shown and
driven by one front end (firmware.app.FrontEnd: the terminal, scripted
keys, capture, pygame, the text table or the real hardware; picked by
name in firmware.front_ends).

    session = Session(front, journal, record, out)
    rc = session.run(Plan(names=["Anne", "Bob"], seed=7))

The session decides whether to resume an unfinished game, commits every
decision to the journal before the screens show it, takes decisions back
(undo), finishes the game in the journal, turns the start screen's choice
into the next mode, and closes the journal and the record on every path.
All its journal and record calls are in ``_start_game``, ``_commit``,
``_undo``, ``_hinted`` (a hint asked: an event line) and ``_finish``; a
scoring mode's sheet goes to the journal through the SheetWriter
``_other_mode`` gives it. Beside it, one module a
job: the signals that end it (firmware.signals), the resume checks
(firmware.resuming) and its last lines, the score or how to come back
(firmware.leaving).
"""

from __future__ import annotations

import os
import secrets
import signal
import sys
from typing import Any, Sequence, TextIO

import core
from core import record
from core.games import DEFAULT
from firmware import catalog, resuming, wrap
from firmware import front_ends
from firmware.app import FrontEnd, FrontEndError
from firmware.emulator.text import Text
from firmware.journal import GameWriter, Journal, JournalError, NullJournal, SheetWriter, default_path
from firmware.leaving import leaving_line, score_lines
from firmware.modes.base import Mode
from firmware import games
from firmware.modes.start import OFF, ON, StartScreen
from firmware.record_file import NoRecord, RecordFile
from firmware.signals import Signals, Stopped


def default_seed() -> int:
    """The seed of a game started without --seed: 32 bits from the operating
    system's random source. Not the clock: the hour and the first face-up
    plantations would narrow it to a handful of seeds, and then the
    plantation draws to come. core.rng keeps a 32-bit state and
    ``seed_state`` maps 0 .. 2**32-1 one to one onto it, so more bits would
    add nothing; 2**32 - 1 is also a plain JSON integer everywhere and an
    int that MicroPython replays (the core's seed arithmetic already uses
    its long ints)."""
    return secrets.randbelow(2**32)


class Plan:
    """What the command line asked for. ``game``: the game (core.games);
    ``mode``: "play", "counter" or "scoring"; ``names``: the players (already checked); ``setup``: start
    on the start screen (seat 1 chooses, overriding the rest); ``resume``:
    "yes" (the newest unfinished game, without asking), "no" (a new game)
    or "ask" (the front end asks; one that cannot starts a new game);
    ``resume_id``: with "yes", the game to resume (None: the newest);
    ``given``: the new-game options named on the command line ("--names"):
    never dropped by a resume (a new game starts, the unfinished one is
    kept and said; with "yes" they must agree with the game resumed);
    ``lang``: None when not given (a resumed game keeps its own);
    ``bots``: one entry per player, None for a person or the level of the
    bot that plays the seat (firmware.bots), or None for no bot;
    ``hints``: a seat may ask for a hint (issue 34, docs/bots.md)."""

    def __init__(
        self,
        mode: str = "play",
        names: list[str] | None = None,
        seed: int | None = None,
        edition: str = "classic",
        tiles: str = "shuffle",
        lang: str | None = "en",
        setup: bool = False,
        resume: str = "ask",
        resume_id: int | None = None,
        given: Sequence[str] = (),
        players: int | None = None,
        game: str = DEFAULT,
        variant: str = "standard",
        expansions: Sequence[str] = (),
        buildings: str = "draft",
        bots: Sequence | None = None,
        hints: bool = False,
    ) -> None:
        self.bots = list(bots) if bots is not None else None
        self.hints = hints
        self.game = game
        # Puerto Rico's expansions (core.puerto_rico.data.EXPANSIONS)
        # and, with new_buildings, how the violet slots are filled
        self.expansions = tuple(expansions)
        self.buildings = buildings
        self.variant = variant  # Port Royal's end variant
        self.mode = mode
        self.names = names
        self.seed = seed
        self.edition = edition
        self.tiles = tiles
        self.lang = lang
        self.setup = setup
        self.resume = resume
        self.resume_id = resume_id
        self.given = tuple(given)
        self.players = players


class Session:
    """One front end, one journal, one record file (None: no record), and the modes
    played one after the other (the start screen, then what it chose).
    ``command`` names the command in error lines, ``out`` gets the final
    score."""

    def __init__(
        self,
        front: FrontEnd,
        journal: Journal | NullJournal,
        record: RecordFile | NoRecord | None = None,
        out: TextIO | None = None,
        command: str = "play",
        db: str | None = None,
        web: Any = None,
        web_address: str | None = None,
    ) -> None:
        self.front = front
        self.web = web  # --web: the pages' server (firmware.web.server.Web), else None
        # where the start screen's web page row serves it: --web's address,
        # else this machine only (firmware.web.ADDRESS)
        self.web_address = web_address
        self.own_web: Any = None  # the server the session started (the row): it stops it
        front.saving = self.saving  # the front end's loop asks the session for its writer
        self.journal = journal
        self.record = record if record is not None else NoRecord()
        self.out = out or sys.stdout
        self.command = command
        self.mode: Mode | None = None
        self.start_screen: StartScreen | None = None
        self.table: Any = None  # the game's table (firmware.games.Game.table), once there is one
        self.writer: GameWriter | None = None  # the game's journal writes, in order
        self.sheets: SheetWriter | None = None  # the scoring mode's sheet, once there is one
        self.resumed: tuple | None = None  # the journal's game being resumed: (game, state)
        self.saved_lang: str | None = None  # the language the journal keeps with the game
        self.aside: list = []  # ids of the games set aside on the way (they do not replay)
        self.stored = False  # the game's writer and record are started
        self.closed = False  # the journal and the record were closed
        self.db = db  # the --db given, repeated in the command that resumes
        self.kept_in: str | None = None  # the file holding a game the journal refused to the end
        self.unsaved = False  # decisions (or a sheet) kept nowhere: printed on stderr at close
        self.signals = Signals()  # SIGTERM, SIGHUP, SIGINT: end as leaving does

    # -- the whole session ---------------------------------------------------
    def run(self, plan: Plan) -> int:
        """Play until the last mode ends or the person leaves; the exit code
        (2 after one line on stderr when a front end cannot start or the
        plan cannot be played: a game is stored only after its front end
        has opened, so a start that fails stores none). SIGTERM, SIGHUP and
        SIGINT end the session as leaving does, then exit 128 + the
        signal's number (143, 129, 130). Whatever the end, 2 when decisions
        could be kept neither in the journal nor in a side file: they are
        then printed on stderr."""
        stopped = None
        self.signals.install()
        try:
            mode = self._first(plan)
            while mode is not None:
                self.mode = mode
                mode.web = self.web
                if self.web is not None:
                    self.web.follow(mode)  # a new game: new seat tokens, before any QR code is drawn
                self.front.open(mode)
                try:
                    if mode is self.table:
                        self._start_game()
                    self.front.run(mode)
                finally:
                    self.front.close()
                mode = self._next(mode, plan)
            self.front.end()
        except (core.BadInput, FrontEndError, JournalError) as e:
            self._tell(sys.stderr, "doubloon " + self.command + ": " + str(e))
            return 2
        except Stopped as e:
            stopped = e.signum
        except KeyboardInterrupt:
            stopped = signal.SIGINT
            self._tell(sys.stderr, "")  # after the terminal's ^C
        finally:
            self.signals.quiet()  # a second signal must not cut the save
            self._stop_own_web()
            try:
                self.close()
            finally:
                self.signals.restore()
        if (stopped is not None or self.front.left) and self.mode is not None and self.mode is self.table:
            self._tell(self.out, self._leaving())
        last = self.mode
        if stopped is None and last is not None and last is not self.start_screen and last.result is not None:
            for line in score_lines(last.result, last.lang, last.game):
                # wrapped at words in a terminal ("ti" / "e-break" was cut)
                self.out.write("\n".join(wrap.wrapped(line, wrap.columns(self.out))) + "\n")
        if self.unsaved:
            return 2
        return 0 if stopped is None else 128 + stopped

    def close(self) -> None:
        """The record file and the journal, closed (a record whose game
        never started is left as it was found). What neither the journal
        nor a side file took is printed on stderr (``unsaved``)."""
        for w in (self.writer, self.sheets):
            if w is None:
                continue
            # the last try; what waits goes to a file beside the journal
            kept = w.close()
            if w is self.writer:
                self.kept_in = kept
            if w.unsaved:
                self.unsaved = True
                self._tell(sys.stderr, w.unsaved.rstrip("\n"))
        self.record.close()
        self.journal.close()
        self.closed = True

    @staticmethod
    def _tell(stream: TextIO, text: str) -> None:
        """A line to the person, if anyone still reads (after SIGHUP the
        terminal is gone: the game is saved all the same)."""
        try:
            stream.write(text + "\n")
            stream.flush()
        except (OSError, ValueError):
            pass

    def _leaving(self) -> str:
        """The line for a person who left the game (Esc), once the journal
        has had its last try."""
        w = self.writer
        return leaving_line(
            os.environ.get("DOUBLOON_PROG") or "doubloon",
            self.journal.keeps_games,
            w.game_id if w is not None else None,
            len(self.table.actions),
            w.pending if w is not None else 0,
            w.problem if w is not None else None,
            self.kept_in,
            self.db,
            self.table.lang,
            self.saved_lang,
            " --emulator text" if isinstance(self.front, Text) else "",
        )

    # -- which mode comes next -----------------------------------------------
    def _first(self, plan: Plan) -> Mode:
        if plan.mode in ("counter", "scoring"):
            return self._other_mode(games.with_mode(plan.mode).id, plan.mode, plan)
        game = self._to_resume(plan)
        if game is not None:
            return self._resumed(game, plan)
        plan.lang = plan.lang or "en"
        if plan.setup:
            self.start_screen = StartScreen(
                self.front.seats,
                lang=plan.lang,
                edition=plan.edition,
                players=plan.players,
                expansions=plan.expansions,
                buildings=plan.buildings,
                hints=plan.hints,
                **self._web_row(),
            )
            self.start_screen.on_start = self._web_as_chosen
            return self.start_screen
        return self._new_game(plan)

    def _next(self, mode: Mode, plan: Plan) -> Mode | None:
        """The mode after ``mode``: the start screen's choice, else none."""
        if mode is not self.start_screen or not mode.done:
            return None
        c = mode.result
        plan.game = c["game"]
        plan.players, plan.lang = c["players"], c["language"]
        # each game's own options (firmware.games.Game.options)
        plan.edition = c.get("edition", plan.edition)
        plan.tiles = c.get("tiles", plan.tiles)
        plan.variant = c.get("variant", plan.variant)
        plan.expansions = tuple(c.get("expansions", ()))
        plan.buildings = c.get("buildings", plan.buildings)
        plan.names = [catalog.text("player_name", plan.lang, n=i + 1) for i in range(plan.players)]
        plan.bots = c.get("bots")  # the seats' rows (issue 34)
        plan.hints = c.get("hints") == ON
        if c["mode"] != games.PLAY:  # the game's other modes: counter, scoring
            return self._other_mode(c["game"], c["mode"], plan)
        return self._new_game(plan)

    # -- the start screen's web page row (issue 24) ------------------------------
    def _web_row(self) -> dict:
        """The start screen's web page row: none without the web extra; on
        when the server runs, with where its page is (or will be)."""
        from firmware import web as web_page  # not the server: no aiohttp yet

        if self.web is None and not web_page.installed():
            return {}
        if self.web is not None:
            at = self.web.board_url().split("//", 1)[-1].rstrip("/")
        else:
            at = web_page.shown(self.web_address or web_page.ADDRESS)
        return {"web": self.web is not None, "web_at": at}

    def _web_as_chosen(self, choice: dict) -> str | None:
        """The server started or stopped as the start screen's row says,
        before the game's mode opens (its tokens, its QR codes); None, or
        the catalog key of why it could not start (the start screen stays
        and says it: no game starts, none is stored)."""
        want = choice.get("web")
        if want == OFF and self.web is not None:
            self.web.stop()  # pages already open lose their stream
            self.web = self.start_screen.web = None
        elif want == ON and self.web is None:
            from firmware import web as web_page

            try:
                self.web = self.own_web = web_page.start(self.web_address or web_page.ADDRESS)
            except web_page.WebError as e:
                return web_page.why(e)
        return None

    def _stop_own_web(self) -> None:
        """The server the row started, stopped as the session ends (--web's
        own is stopped by the command that started it)."""
        if self.own_web is not None:
            self.own_web.stop()
            if self.web is self.own_web:
                self.web = None
            self.own_web = None

    def _to_resume(self, plan: Plan) -> dict | None:
        """The unfinished game to resume, or None for a new one: --resume
        and the Pi (a front end that resumes by itself) take the newest
        without asking (--resume N: game N); --new and --setup start a new
        one; new-game options on the command line start the new game they
        describe; else the front end asks (scripts start a new game). A
        new game never hides the unfinished one: one line says how to
        resume it. A newer game that does not replay is set aside on the
        way (kept, one line on stderr and on the board), and the next one
        is offered: it never stops the table."""
        if plan.resume == "no":
            return None
        if plan.resume_id is not None:
            g, state = resuming.numbered(self.journal, plan.resume_id)
        else:
            g, state, aside = self.journal.playable()
            for gid, reason in aside:
                self._say(
                    "game %d %s; it is set aside (doubloon export %d --reveal-unfinished gives it)"
                    % (gid, reason, gid)
                )
            self.aside = [gid for gid, _ in aside]
        if g is None:
            return None
        g = dict(g, game=state["game"])
        if plan.resume == "yes":
            resuming.check_agrees(g, state, plan)
        elif plan.given or (
            not self.front.resumes_by_itself
            and (plan.setup or not self.front.wants_resume(g, plan.lang or resuming.kept_lang(g)))
        ):
            self._say(resuming.kept_line(g, plan.lang or "en", self.db))
            return None
        self.resumed = (g, state)
        return g

    def _say(self, line: str) -> None:
        self._tell(sys.stderr, "doubloon " + self.command + ": " + line)

    def _other_mode(self, game: str, mode_id: str, plan: Plan) -> Mode:
        """A game's mode other than its table (firmware.games names them)."""
        cls = games.get(game).mode(mode_id)
        # the expansions the mode knows (the scoring mode: those scored at the end)
        expansions = [e for e in plan.expansions if e in getattr(cls, "EXPANSIONS", ())]
        mode = cls(plan.names, lang=plan.lang, edition=plan.edition, expansions=expansions)
        if mode_id == "scoring":
            # its score goes into the journal like a played game's
            self.sheets = SheetWriter(self.journal, log=self._say)
            self.sheets.guard = self.signals.hold
            mode.on_sheet = self.sheets.store
        return mode

    def _new_game(self, plan: Plan) -> Any:
        """A new game, not stored yet: the journal gets it in
        ``_start_game``, once the front end is ready."""
        seed = plan.seed if plan.seed is not None else default_seed()
        # each game's own options (firmware.games.Game.options), as the plan has them
        options = dict((name, getattr(plan, name)) for name, _values in games.get(plan.game).options)
        if plan.expansions:
            # the core's names: "setup" is how the violet slots are filled
            options["expansions"] = plan.expansions
            options["setup"] = plan.buildings
        state = core.new_game(plan.names, seed=seed, game=plan.game, **options)
        # the bot seats and hints, in the state: the record's header keeps them
        record.table_options(state, plan.bots, plan.hints)
        return self._table(state, [], plan.lang)

    def _resumed(self, game: dict, plan: Plan) -> Any:
        state = self.resumed[1]
        # the game's own language unless --lang is given; the journal keeps
        # the one the game was started in (the exit line names another)
        self.saved_lang = resuming.kept_lang(game)
        plan.lang = plan.lang or self.saved_lang
        actions = self.journal.actions(game["id"])
        table = self._table(state, actions, plan.lang)
        self._writer(game["id"], actions, game.get("options"))
        if core.is_over(state):
            # over but not marked finished (a cut between the last action
            # and its result): finish it now, its final screens show
            self._finish(state)
        elif actions:
            table.notice = catalog.text("resumed", plan.lang, n=game["id"])
        return table

    def _table(self, state: dict, actions: Sequence, lang: str) -> Any:
        table = games.get(state["game"]).mode(games.PLAY)(state, lang=lang, actions=actions)
        table.on_action = self._commit
        table.on_undo = self._undo
        table.on_hint = self._hinted
        self.table = table
        return table

    # -- the journal and the record: every call is here ------------------------
    def _writer(
        self, game_id: int | None = None, actions: Sequence = (), options: dict | None = None
    ) -> None:
        """The game's journal writes (firmware.journal.GameWriter): in
        order, kept in memory while the journal refuses them (the board
        says "not saved" and the loop tries again every second). A new
        game is stored with the table's language (``options``: a resumed
        game's own, kept as they are)."""
        if game_id is None:
            options = {"lang": self.table.lang}
            self.saved_lang = self.table.lang
        self.writer = GameWriter(
            self.journal, record.header(self.table.state), game_id, actions, log=self._say, options=options
        )
        self.writer.guard = self.signals.hold  # a signal never cuts a write in two

    def saving(self) -> GameWriter | SheetWriter | None:
        """The journal writer of the mode being played, for the front end's
        loop (firmware.app.App: it tries refused writes again every second
        and the board says "not saved"): the game's or the scoring mode's
        sheet's (a session plays one of them at most), None before either."""
        return self.writer if self.writer is not None else self.sheets

    def _start_game(self) -> None:
        """The game's writer and record file start, now that the front end
        is ready to show it. A new game enters the journal with its first
        decision: a start that fails (screens, buttons) stores nothing."""
        table = self.table
        if self.stored:
            return
        if self.writer is None:
            self._writer()
        if self.aside:  # said before "resumed": the table must know first
            table.notice = catalog.text("set_aside", table.lang, n=", ".join(str(i) for i in self.aside))
        self.stored = True
        self.record.start(table.state, table.entries())

    def _commit(self, action: tuple) -> None:
        """One decision, committed before the screens show its result (or
        kept waiting in the writer while the journal refuses it)."""
        with self.signals.hold():  # a signal waits until the journal and the record have it
            state = self.table.state
            self.writer.append(action)
            if core.is_over(state):
                self._finish(state)
            self.record.write(action)

    def _undo(self) -> None:
        """The last decision taken back (the table has rebuilt its state)."""
        with self.signals.hold():
            self.writer.undo()
            # the record file is rewritten without the undone action
            self.record.rewrite(self.table.state, self.table.entries())

    def _hinted(self, event: dict) -> None:
        """A seat asked for a hint: the journal and the record keep the
        event line (core.record), nothing of the game changes."""
        with self.signals.hold():
            self.writer.append(event)
            self.record.write(event)

    def _finish(self, state: dict) -> None:
        self.writer.finish(core.final_score(state))


# -- a session from the command line's options ---------------------------------


def open_journal(db: str | None = None, off: bool = False, command: str = "play") -> Journal | NullJournal:
    """The journal (``NullJournal`` when switched off); a damaged file is
    moved aside and said in one line."""
    if off:
        return NullJournal()
    j = Journal(db or default_path())
    if j.problem:
        print("doubloon " + command + ": " + j.problem, file=sys.stderr)
    return j


def start(
    plan: Plan,
    front: str = "terminal",
    stdin: TextIO | None = None,
    out: TextIO | None = None,
    keys: str | None = None,
    hardware: str | None = None,
    capture_dir: str = "out/capture",
    record_path: str | None = None,
    db: str | None = None,
    no_journal: bool = False,
    command: str = "play",
    board: str | None = None,
    web: Any = None,
    web_address: str | None = None,
) -> int:
    """Open the record file (tested before anything else: it fails early),
    the front end and the journal, and run the session; the exit code."""
    out = out or sys.stdout
    rec = journal = None
    # scripted keys are read from standard input before the session runs
    # (a pipe may stay open for long): a signal then closes the journal
    # cleanly, as the session would, with the same exit status
    signals = Signals()
    signals.install()
    try:
        if record_path:
            rec = RecordFile(record_path, command, journal=not no_journal)
        # the journal before the front end: its writer lock is held while
        # scripted keys are read from standard input (one table, one writer)
        journal = open_journal(db, no_journal, command)
        fe = front_ends.front_end(
            front,
            stdin,
            out,
            keys=keys,
            hardware=hardware,
            capture_dir=capture_dir,
            keeps=not no_journal,
            setup=plan.setup,
            board=board,
        )
    except (core.BadInput, FrontEndError, JournalError, Stopped, KeyboardInterrupt) as e:
        signals.quiet()
        if rec is not None:
            rec.close()  # no game: the file is left as it was
        if journal is not None:
            journal.close()
        signals.restore()
        if isinstance(e, (Stopped, KeyboardInterrupt)):
            return 128 + getattr(e, "signum", signal.SIGINT)
        print("doubloon " + command + ": " + str(e), file=sys.stderr)
        return 2
    signals.restore()
    if web_address is None:  # the profile's "web", as the installer's --web would give it
        web_address = (getattr(fe, "profile", None) or {}).get("web")
    return Session(fe, journal, rec, out, command, db=db, web=web, web_address=web_address).run(plan)
