"""Where a session's parts live (issue 23, place 5): the front ends are
picked by name in firmware.front_ends, not in the session; every mode says
which game it plays (``Mode.game``), so the session reads a final score
without asking what the mode has."""

import io

import core
from firmware import front_ends, games
from firmware.app import Hardware
from firmware.emulator.capture import Captured
from firmware.emulator.script import Script
from firmware.emulator.text import Text
from firmware.modes.start import StartScreen

NAMES = ["Anne", "Bob", "Cy"]


class Piped(io.StringIO):
    """Standard input that is not a terminal (a pipe)."""

    def isatty(self):
        return False


def test_the_front_end_is_picked_by_name():
    out = io.StringIO()
    assert isinstance(front_ends.front_end("text", Piped(), out), Text)
    # the start screen needs the device's screens: the keys drive it instead
    assert isinstance(front_ends.front_end("text", Piped("q"), out, setup=True), Script)
    assert isinstance(front_ends.front_end("terminal", Piped(), out, keys="q"), Script)
    assert isinstance(front_ends.front_end("capture", Piped(), out, keys="q"), Captured)
    # a hardware profile wins over any name
    assert isinstance(front_ends.front_end("text", Piped(), out, hardware="emulated"), Hardware)


def test_every_mode_of_every_game_says_its_game():
    for g in games.GAMES:
        table = g.mode(games.PLAY)(core.new_game(NAMES, seed=1, game=g.id))
        assert table.game == g.id
        for mode_id, _path in g.modes:
            assert g.mode(mode_id)(NAMES).game == g.id, mode_id
    assert StartScreen(3).game == ""  # the start screen plays no game
