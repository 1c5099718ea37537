"""The screens' font, pixel by pixel: accents show on the top line and on
highlighted (inverted) lines, every Latin-1 glyph stays inside its 8-pixel
line, and the font ships as package data."""

import fnmatch
import os

import pytest

import firmware
from firmware import drawing
from firmware.drawing import CHAR_W, CHARS, PITCH, WIDTH, frame, line
from tests.support.screen_reader import read_line

from tests.support import ROOT

PRINTABLE = [chr(c) for c in range(0x20, 0x7F)] + [chr(c) for c in range(0xA0, 0x100)]
PAIRS = [("É", "E"), ("À", "A"), ("Ç", "C"), ("Ô", "O"), ("Ï", "I"), ("é", "e"), ("ï", "i")]


def lit(img, value=1):
    """The (x, y) whose pixel is ``value`` (1: lit; 0: dark)."""
    w, h = img.size
    return {(x, y) for y in range(h) for x in range(w) if bool(img.getpixel((x, y))) == bool(value)}


def ink(img, row, invert):
    """The pixels of line ``row`` that differ from its background (black,
    or the white bar of a highlighted line): the glyphs."""
    bg = 1 if invert else 0
    return {
        (x, y)
        for y in range(row * PITCH, (row + 1) * PITCH)
        for x in range(img.size[0])
        if bool(img.getpixel((x, y))) != bool(bg)
    }


@pytest.mark.parametrize("row", [0, 3, 7])
@pytest.mark.parametrize("invert", [False, True])
def test_accents_show_inside_their_line(row, invert):
    """An accented letter has ink the plain letter has not (its accent,
    its cedilla) inside its own line: lit on a plain line, dark on the
    white bar of a highlighted one; nothing of it is drawn outside the
    line."""
    band = range(row * PITCH, (row + 1) * PITCH)
    for accented, plain in PAIRS:
        a = frame(line, row, accented, invert=invert)
        p = frame(line, row, plain, invert=invert)
        assert ink(a, row, invert) - ink(p, row, invert), (accented, row, invert)
        # outside the line: the same (black, or nothing but the bar)
        outside = [(x, y) for y in range(a.size[1]) if y not in band for x in range(a.size[0])]
        assert all(a.getpixel(xy) == p.getpixel(xy) == 0 for xy in outside), (accented, row)


@pytest.mark.parametrize("invert", [False, True])
@pytest.mark.parametrize("text", ["Maïs", "Zoé", "ÉÀÇÔÏ", "gypjq Ñÿ"])
def test_accented_words_read_back_on_the_top_and_highlighted_lines(text, invert):
    for row in (0, 4):
        img = frame(line, row, text, invert=invert)
        assert read_line(img, row) == text, (row, invert)


def test_a_seat_header_shows_her_accented_name():
    """ "Zoé" in her own (inverted) header reads "Zoé", not "Zoe"."""
    import core
    from firmware.games.puerto_rico.frames import seat_frame
    from firmware.games.puerto_rico.table import Table

    table = Table(core.new_game(["Zoé", "Maïté", "Éric"], seed=1), lang="fr")
    for s, name in enumerate(["Zoé", "Maïté", "Éric"]):
        assert read_line(seat_frame(table, s), 0).lstrip("*").startswith(name)


@pytest.mark.parametrize("invert", [False, pytest.param(True, marks=pytest.mark.slow)])
def test_every_latin1_glyph_fits_its_cell(invert):
    """No glyph reaches outside its 8-pixel line (above it: cut off on the
    top line; below it: painted over by the next line's bar), nor outside
    its 5-pixel column (1 px to the right on a highlighted line)."""
    row = 3
    x0 = 1 if invert else 0
    band = set((x, y) for x in range(WIDTH) for y in range(row * PITCH, (row + 1) * PITCH))
    for ch in PRINTABLE:
        img = frame(line, row, ch, invert=invert)
        if invert:
            # the bar covers the whole line, the glyph is dark inside it
            assert lit(img) - band == set(), repr(ch)
            assert band - lit(img) <= {(x, y) for x in range(x0, x0 + CHAR_W) for y in range(24, 32)}
        else:
            for x, y in lit(img):
                assert row * PITCH <= y < (row + 1) * PITCH and x < CHAR_W, (repr(ch), x, y)


def test_a_full_highlighted_line_keeps_its_last_column_on_the_bar():
    text = "m" * CHARS  # "m" fills all 5 columns of its cell
    img = frame(line, 2, text, invert=True)
    assert read_line(img, 2) == text
    assert 1 + CHARS * CHAR_W <= WIDTH


def test_each_printable_glyph_reads_back_as_itself():
    """The letters a screen shows can be told apart (É from E, ï from i):
    the screen reader, and a player, can read every accented letter."""
    # (in this font "Å" has the glyph of "Â": no French word has an "Å")
    letters = "".join(chr(c) for c in range(0xC0, 0x100) if c not in (0xC5, 0xD7, 0xF7))
    for i in range(0, len(letters), CHARS):
        chunk = letters[i : i + CHARS]
        img = frame(line, 1, chunk)
        assert read_line(img, 1) == chunk


def test_the_font_is_package_data():
    """drawing.FONT comes from firmware/fonts/, and every file there that
    the font needs is listed in pyproject's package-data (an install
    without them would fail at the first import)."""
    fonts = os.path.join(os.path.dirname(firmware.__file__), "fonts")
    assert os.path.isfile(os.path.join(fonts, "5x8.pil"))
    assert os.path.isfile(os.path.join(fonts, "5x8.pbm"))
    with open(os.path.join(ROOT, "pyproject.toml"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("[tool.setuptools.package-data]", 1)[1].split("\n[", 1)[0]
    for name in os.listdir(fonts):
        if name.endswith((".pil", ".pbm")):
            assert any(fnmatch.fnmatch("fonts/" + name, pat) for pat in _patterns(section)), name
    assert drawing.FONT.getbbox("É") == (0, 0, CHAR_W, PITCH)


def _patterns(section):
    import re

    return re.findall(r'"([^"]+)"', section.split("firmware =", 1)[1].split("\n", 1)[0])
