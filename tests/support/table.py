"""An emulated table for the tests: the application's own loop on modelled
screens and mocked buttons, with a clock the test moves by hand."""

import core
from firmware import games
from firmware.emulator.device import Emulated, VirtualClock

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]


def emulated(mode, **options):
    """The app around ``mode`` (a game's table, a start screen, a counter),
    drawn once, as the device shows it when it starts."""
    emu = Emulated(mode, clock=VirtualClock(), **options)
    emu.app.redraw()
    return emu


def make(n, seed=3, lang="en", on_action=None, game="puerto_rico"):
    """A new game of ``n`` players at an emulated table: (table, emu)."""
    state = core.new_game(NAMES[:n], seed=seed, game=game)
    table = games.get(game).mode(games.PLAY)(state, lang=lang, on_action=on_action)
    return table, emulated(table)


def panel(emu, name):
    """The image on screen ``name`` ("board", "seat0"...)."""
    return emu.screens.rams[name].image()


def hint(table, seat, now=0.0):
    """``seat`` asks ``table`` for a hint and the loop's next pass gives
    it (its search run at once, as in a scripted run): the line given, or
    ``table.hint``'s None (hints off, not the seat's decision)."""
    threads = table.thinker.threads
    table.thinker.threads = False
    try:
        if table.hint(seat) is None:
            return None
        table.tick(now)
    finally:
        table.thinker.threads = threads
    return table.hint_ready(seat)
