"""The counter's hidden VP row (issue 22, item 10): ▶ and ◀ on it changed
the secret number blind, with nothing on the screen. The seat now sees
the change it made ("VP chips +3, hold <"), never its total, which shows
only while < is held; the change is public anyway: the board's "VP chips
left" moves by as much. Screens read back from the pixels."""

from drivers.keyboard import KEYS
from firmware.drawing import split
from firmware.games.puerto_rico.modes.counter import Counter
from firmware.games.puerto_rico.phrases import mode_text as t
from tests.support.screen_reader import shows
from tests.support.table import emulated

NAMES = ["Anne", "Bernie", "Chris"]


def _seat(emu, s):
    return emu.screens.rams[s].image()


def test_a_blind_change_of_the_vp_row_is_shown_as_a_change():
    mode = Counter(NAMES)
    emu = emulated(mode)
    left, right, select = KEYS[1]
    for ch in select + right * 3:  # the VP chips row, +3 blind
        assert emu.press(ch)
    assert shows(_seat(emu, 1), 3, "VP chips +3, hold <", invert=True)
    assert shows(emu.screens.rams["board"].image(), 1, split("VP chips left", str(mode.vp_start - 3)))
    assert emu.press(left)
    assert shows(_seat(emu, 1), 3, "VP chips +2, hold <", invert=True)
    for ch in left * 3:  # down to 0 and no further: back where it started
        emu.press(ch)
    assert mode.seats[1].vp_chips == 0
    assert shows(_seat(emu, 1), 3, "VP chips +0, hold <", invert=True)
    # the next row and back: the change was told; the row asks for a peek again
    emu.press(select)
    emu.press(select.upper())
    assert shows(_seat(emu, 1), 3, t("vp_hidden"), invert=True)


def test_the_change_never_shows_the_total():
    """Two seats with different totals and the same change: the same screen."""
    frames = []
    for vp in (0, 17):
        mode = Counter(NAMES)
        mode.seats[1].vp_chips = vp
        emu = emulated(mode)
        for ch in "d" + "s" * 2:  # VP row, +2
            emu.press(ch)
        frames.append(_seat(emu, 1).tobytes())
    assert frames[0] == frames[1]


def test_french():
    mode = Counter(NAMES, lang="fr")
    emu = emulated(mode)
    for ch in "d" + "s":
        emu.press(ch)
    assert shows(_seat(emu, 1), 3, "PV +1, maintenir <", invert=True)
