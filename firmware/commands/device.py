"""``doubloon play`` on the table device: emulated (terminal, scripted or
captured) by default, real buttons and screens with ``--hardware``."""

import errno
import os
import secrets
import stat
import sys
import time

import core
from core import record
from firmware.table import Table


def default_seed():
    """The seed of a game started without --seed: 32 bits from the operating
    system's random source. Not the clock: the hour and the first face-up
    plantations would narrow it to a handful of seeds, and then the
    plantation draws to come. core.rng keeps a 32-bit state and
    ``seed_state`` maps 0 .. 2**32-1 one to one onto it, so more bits would
    add nothing; 2**32 - 1 is also a plain JSON integer everywhere and an
    int that MicroPython replays (the core's seed arithmetic already uses
    its long ints)."""
    return secrets.randbelow(2 ** 32)


class RecordFile:
    """The --record file. Opening it checks that it can be written before
    the game starts (a missing folder, a directory, a full disk or
    /dev/full: RecordFileError, one line, and no game is stored); the test
    write is undone, so a failed start leaves the file as it was (and
    removes it if it is new). Then ``start`` writes the header and the
    game so far, ``write`` each action as it is applied, ``rewrite`` the
    game after an undo. A write that fails in the middle of the game is
    said once on stderr and the record stops there (a record with a hole
    would not replay); the table plays on, the journal keeps the game."""

    def __init__(self, path, command="play", journal=True):
        self.path = path
        self.command = command
        self.journal = journal
        self.failed = False
        self.started = False
        self.created = not os.path.lexists(path)
        try:
            # append: nothing of an existing file is lost before the game starts
            self.f = open(path, "a", encoding="utf-8")
        except (OSError, ValueError) as e:
            raise RecordFileError(self._why(e))
        try:
            self.regular = stat.S_ISREG(os.fstat(self.f.fileno()).st_mode)
            size = self.f.tell()
            self.f.write("\n")   # a blank line, allowed in a record if it stays
            self.f.flush()        # /dev/full and a full disk fail here
            if self.regular:
                self.f.truncate(size)
        except OSError as e:
            self._drop()
            raise RecordFileError(self._why(e))

    def _why(self, e):
        return "--record " + _cut(self.path) + ": " + (getattr(e, "strerror", None) or str(e))

    def _drop(self):
        """Close, leaving no trace: the file is removed if we created it."""
        try:
            self.f.close()
        except OSError:
            pass
        if self.created:
            try:
                os.remove(self.path)
            except OSError:
                pass

    def _fail(self, e):
        """Said once; later writes are skipped."""
        self.failed = True
        print("doubloon " + self.command + ": " + self._why(e) + "; the record stops here, "
              + ("the journal keeps the game" if self.journal else "the game goes on"),
              file=sys.stderr)

    def _lines(self, lines, rewind=False):
        if self.failed:
            return
        try:
            if rewind:
                if not self.regular:
                    raise OSError(errno.ESPIPE, "cannot take back an undone decision"
                                  " (not a regular file)")
                self.f.seek(0)
                self.f.truncate(0)
            for line in lines:
                self.f.write(line + "\n")
            self.f.flush()
        except OSError as e:
            self._fail(e)

    def start(self, state, actions=()):
        """The header and the actions so far."""
        self.started = True
        self._lines([record.header_line(state)] + [record.action_line(a) for a in actions],
                    rewind=self.regular)

    def write(self, action):
        self._lines([record.action_line(action)])

    def rewrite(self, state, actions):
        """The whole record again, without the undone decision."""
        self._lines([record.header_line(state)] + [record.action_line(a) for a in actions],
                    rewind=True)

    def close(self):
        """Close the file; if the game never started (the command failed
        at start) the file is left as it was found."""
        if not self.started:
            self._drop()
            return
        try:
            self.f.close()
        except OSError as e:
            if not self.failed:
                self._fail(e)


class RecordFileError(core.BadInput):
    """The --record file cannot be written."""


def _cut(s, n=200):   # a path: long ones exist, but not 50 MB of them
    s = str(s)
    return s if len(s) <= n else s[:n] + "..."


def _journal(args):
    """The journal (None with --no-journal); a damaged file is moved aside
    and said in one line."""
    if args.no_journal:
        return None
    from firmware.journal import Journal, default_path
    j = Journal(args.db or default_path())
    if j.problem:
        print("doubloon play: " + j.problem, file=sys.stderr)
    return j


def _resume_choice(args, journal, stdin, out):
    """The unfinished game to resume, or None for a new one. The Pi
    service (--hardware) and --resume resume the newest without asking; a
    terminal asks; scripts (no terminal) start a new game."""
    if journal is None or args.new:
        return None
    games = journal.unfinished()
    if not games:
        return None
    g = games[0]
    if args.resume or args.hardware:
        return g
    if args.keys is not None or not stdin.isatty():
        return None
    out.write("Unfinished game %s from %s: %s, %d decisions. Resume it? [Y/n] " % (
        g["id"], g["created"], ", ".join(g["players"]), g["actions"]))
    out.flush()
    answer = stdin.readline().strip().lower()
    return None if answer.startswith("n") else g


def _setup(args, names_of, journal, stdin, out):
    """(state, actions, game id): a resumed game or a new one."""
    g = _resume_choice(args, journal, stdin, out)
    if g is not None:
        state = journal.state(g["id"])
        if core.is_over(state):
            # over but not marked finished (a cut between the last action
            # and its result): finish it now, its final screens show
            from core.puerto_rico.endgame import final_score
            journal.finish(g["id"], final_score(state))
        return state, journal.actions(g["id"]), g["id"]
    names = names_of(args)
    seed = args.seed if args.seed is not None else default_seed()
    state = core.new_game(names, seed=seed, edition=args.edition, tiles=args.tiles)
    gid = journal.new_game(record.header(state)) if journal is not None else None
    return state, [], gid


def _start_screen(args, stdin, out):
    """--setup: seat 1 chooses on the device what to play; the choice
    overrides the command line. Returns (exit code, mode): an exit code to
    stop with (2: hardware or profile error, 0: left the start screen), or
    (None, None) for a game (``args`` updated), or (None, mode object) for
    counter and scoring."""
    from firmware.setup import Setup
    seats = 5
    if args.hardware:
        from drivers import profile as profiles
        try:
            seats = len(profiles.load(args.hardware)["seats"])
        except profiles.ProfileError as e:
            print("doubloon play: " + str(e), file=sys.stderr)
            return 2, None
    setup = Setup(seats, lang=args.lang, edition=args.edition, players=args.players)
    rc = _run_mode(args, setup, stdin, out)
    if rc or not setup.done:
        return rc, None
    c = setup.choice()
    args.players, args.names = c["players"], None
    args.edition, args.lang, args.tiles = c["edition"], c["language"], c["tiles"]
    if c["mode"] == "play":
        return None, None
    from firmware.modes.counter import Counter
    from firmware.modes.scoring import Scoring
    names = ["Player " + str(i + 1) for i in range(args.players)]
    cls = Counter if c["mode"] == "counter_mode" else Scoring
    return None, cls(names, lang=args.lang, edition=args.edition)


def _run_mode(args, obj, stdin, out):
    """Run a start screen or a mode on the chosen screens and buttons;
    the exit code (0, or 2 when the hardware cannot be opened)."""
    if args.hardware:
        return _hardware(args, obj)
    from firmware import emulator
    if args.keys is not None or not stdin.isatty():
        if args.keys is None:
            args.keys = stdin.read()
        emu = emulator.run_script(obj, args.keys, out=out if not hasattr(obj, "done") else None)
        args.keys = args.keys[emu.used:]
    else:
        emulator.run_terminal(obj, stdin, out)
    return 0


def run(args, names_of, stdin=None, out=None):
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    journal = None
    rec = None
    try:
        if args.record:   # tested before anything is stored or shown
            rec = RecordFile(args.record, journal=not args.no_journal)
        journal = _journal(args)
        if args.setup and not (journal and not args.new and journal.unfinished()
                               and (args.resume or args.hardware)):
            rc, mode = _start_screen(args, stdin, out)
            if rc is None and mode is not None:
                rc = _run_mode(args, mode, stdin, out)
            if rc is not None:
                if journal is not None:
                    journal.close()
                if rec is not None:
                    rec.close()   # no game: the file is left as it was
                return rc
            args.new = True
        state, actions, gid = _setup(args, names_of, journal, stdin, out)
    except core.BadInput as e:
        if rec is not None:
            rec.close()   # no game: the file is left as it was
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    if rec is not None:
        rec.start(state, actions)
    table = Table(state, lang=args.lang, actions=actions)

    def on_action(action):
        # committed to the journal before the screens show the result
        if journal is not None:
            journal.append(gid, action)
            if core.is_over(table.state):
                from core.puerto_rico.endgame import final_score
                journal.finish(gid, final_score(table.state))
        if rec is not None:
            rec.write(action)

    def on_undo():
        if journal is not None:
            journal.undo(gid)
        if rec is not None:   # the record file is rewritten without the undone action
            rec.rewrite(table.state, table.actions)

    table.on_action = on_action
    table.on_undo = on_undo
    if actions and not core.is_over(state):   # a finished game shows its winner
        from firmware import catalog
        table.notice = catalog.text("resumed", args.lang, n=gid)
    try:
        if args.hardware:
            return _hardware(args, table)
        from firmware import emulator
        if args.emulator == "pygame":
            try:
                from firmware.pygame_view import run_pygame
                import pygame  # noqa: F401
            except ImportError:
                print("doubloon play: --emulator pygame needs pygame (pip install pygame)", file=sys.stderr)
                return 2
            run_pygame(table)
        elif args.emulator == "capture":
            from firmware.capture import Capture
            cap = Capture(args.out, gif=True)
            emulator.run_script(table, args.keys or "", capture=cap)
            gif = cap.close()
            out.write("%d frames in %s%s\n" % (cap.count, args.out, ", " + gif if gif else ""))
        elif args.keys is not None or not stdin.isatty():
            keys = args.keys if args.keys is not None else stdin.read()
            emulator.run_script(table, keys, out=out)
        else:
            emulator.run_terminal(table, stdin, out)
    finally:
        if rec is not None:
            rec.close()
        if journal is not None:
            journal.close()
    if core.is_over(table.state) and table.result is not None:
        from firmware.commands.play import score_lines
        for line in score_lines(table.result):
            out.write(line + "\n")
    return 0


def _hardware(args, table):
    """The real table: buttons and screens of a hardware profile."""
    from drivers import profile as profiles
    from drivers.buttons import ButtonHub
    from drivers.hardware import attach_buttons, open_displays
    from drivers.screens import ScreenSet
    from firmware.app import App
    try:
        prof = profiles.load(args.hardware)
    except profiles.ProfileError as e:
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    seats = len(table.seats)
    if len(prof["seats"]) < seats:
        print("doubloon play: profile %s has %d seats, the game has %d players"
              % (prof["name"], len(prof["seats"]), seats), file=sys.stderr)
        return 2
    prof["seats"] = prof["seats"][:seats]
    hub = ButtonHub()
    from drivers.hardware import HardwareError
    try:
        attach_buttons(prof, hub)   # a missing pin library: one line
        displays = open_displays(prof)
    except HardwareError as e:
        hub.close()
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    app = App(table, hub, ScreenSet(displays))
    try:
        app.redraw()
        while not getattr(table, "done", False):
            app.step()
            time.sleep(0.01)
    finally:
        hub.close()
        displays.close()
    return 0
