"""``doubloon play`` on the table device: emulated (terminal, scripted or
captured) by default, real buttons and screens with ``--hardware``."""

import sys
import time

import core
from core import record
from firmware.table import Table


def _open_record(path, state, actions=()):
    """The --record file: the header and the game so far, then each action
    as it is applied."""
    if not path:
        return None, None
    f = open(path, "w", encoding="utf-8")
    f.write(record.header_line(state) + "\n")
    for a in actions:
        f.write(record.action_line(a) + "\n")
    f.flush()

    def write(action):
        f.write(record.action_line(action) + "\n")
        f.flush()
    return f, write


def _journal(args):
    """The journal, with its writer lock (None with --no-journal); what was
    found at open (a damaged file moved aside, lost writes) is said in one
    line. JournalError when it cannot be used."""
    if args.no_journal:
        return None
    from firmware.journal import Journal, default_path
    j = Journal(args.db or default_path())
    if j.problem:
        _say(j.problem)
    return j


def _say(line):
    print("doubloon play: " + line, file=sys.stderr)


def _resume_choice(args, journal, stdin, out):
    """(game, state, set aside ids): the unfinished game to resume (None
    for a new one) and the games set aside on the way because they do not
    replay. The Pi service (--hardware) and --resume resume the newest
    without asking; a terminal asks; scripts (no terminal) start a new
    game."""
    g, state, aside = journal.playable()
    for gid, reason in aside:
        _say("game %d %s; it is set aside (doubloon export %d gives it)" % (gid, reason, gid))
    ids = [gid for gid, _ in aside]
    if g is None or args.resume or args.hardware:
        return g, state, ids
    if args.keys is not None or not stdin.isatty():
        return None, None, ids
    out.write("Unfinished game %s from %s: %s, %d decisions. Resume it? [Y/n] " % (
        g["id"], g["created"], ", ".join(g["players"]), g["actions"]))
    out.flush()
    answer = stdin.readline().strip().lower()
    return (None, None, ids) if answer.startswith("n") else (g, state, ids)


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
    from firmware.journal import JournalError
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    journal = None
    try:
        journal = _journal(args)
        return _run(args, names_of, journal, stdin, out)
    except JournalError as e:
        _say(str(e))
        return 2
    finally:
        if journal is not None:
            journal.close()


def _run(args, names_of, journal, stdin, out):
    from firmware import phrases
    from firmware.journal import GameWriter
    g, state, aside = None, None, []
    if journal is not None and not args.new and (
            args.resume or args.hardware or not args.setup):
        g, state, aside = _resume_choice(args, journal, stdin, out)
    if g is None and args.setup:
        rc, mode = _start_screen(args, stdin, out)
        if rc is None and mode is not None:
            rc = _run_mode(args, mode, stdin, out)
        if rc is not None:
            return rc
    actions = []
    if g is not None:
        actions = journal.actions(g["id"])
    else:
        seed = args.seed if args.seed is not None else int(time.time()) % 1000000
        try:
            state = core.new_game(names_of(args), seed=seed, edition=args.edition,
                                  tiles=args.tiles)
        except core.BadInput as e:
            _say(str(e))
            return 2
    try:
        f, write = _open_record(args.record, state, actions)
    except OSError as e:
        _say("--record " + args.record + ": " + (e.strerror or str(e)))
        return 2
    table = Table(state, lang=args.lang, actions=actions)
    # The game is stored in the journal with its first decision: a command
    # that fails before (hardware, screens) leaves no empty game behind.
    writer = None
    if journal is not None:
        writer = GameWriter(journal, record.header(state), g and g["id"], actions, log=_say)
        table.saving = writer   # the board says "not saved" while writes wait
        if g is not None and core.is_over(state):
            # over but not marked finished (a cut between the last action
            # and its result): finish it now, its final screens show
            writer.finish(table.result)

    def on_action(action):
        # committed to the journal before the screens show the result (or
        # kept waiting in the writer while the journal refuses it)
        if writer is not None:
            writer.append(action)
            if core.is_over(table.state):
                from core.endgame import final_score
                writer.finish(final_score(table.state))
        if write is not None:
            write(action)

    def on_undo():
        if writer is not None:
            writer.undo()
        if f is not None:   # the record file is rewritten without the undone action
            f.seek(0)
            f.truncate()
            f.write(record.header_line(table.state) + "\n")
            for a in table.actions:
                f.write(record.action_line(a) + "\n")
            f.flush()

    table.on_action = on_action
    table.on_undo = on_undo
    if aside:
        table.notice = phrases.ui("set_aside", args.lang, n=", ".join(str(i) for i in aside))
    elif actions and not core.is_over(state):   # a finished game shows its winner
        table.notice = phrases.ui("resumed", args.lang, n=g["id"])
    try:
        if args.hardware:
            return _hardware(args, table)
        from firmware import emulator
        if args.emulator == "pygame":
            try:
                from firmware.pygame_view import run_pygame
                import pygame  # noqa: F401
            except ImportError:
                _say("--emulator pygame needs pygame (pip install pygame)")
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
        if f:
            f.close()
        if writer is not None:
            writer.close()
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
    attach_buttons(prof, hub)
    from drivers.hardware import HardwareError
    try:
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
