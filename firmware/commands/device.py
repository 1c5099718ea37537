"""``doubloon play`` on the table device: emulated (terminal, scripted or
captured) by default, real buttons and screens with ``--hardware``."""

import sys
import time

import core
from core import record
from firmware.table import Table


def _open_record(path, state):
    if not path:
        return None, None
    f = open(path, "w", encoding="utf-8")
    f.write(record.header_line(state) + "\n")
    f.flush()

    def write(action):
        f.write(record.action_line(action) + "\n")
        f.flush()
    return f, write


def run(args, names_of, stdin=None, out=None):
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    try:
        names = names_of(args)
        seed = args.seed if args.seed is not None else int(time.time()) % 1000000
        state = core.new_game(names, seed=seed, edition=args.edition, tiles=args.tiles)
    except core.BadInput as e:
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    f, write = _open_record(args.record, state)
    table = Table(state, lang=args.lang, on_action=write)
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
        if f:
            f.close()
    if core.is_over(state):
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
    app = App(table, hub, ScreenSet(open_displays(prof)))
    try:
        app.redraw()
        while True:
            app.step()
            time.sleep(0.01)
    finally:
        hub.close()
