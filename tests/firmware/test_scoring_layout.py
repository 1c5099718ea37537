"""The scoring mode's screens never draw two texts over each other, nor
cut one: every line of every screen state (each field, each row of the
building list, a note, a done sheet, the board with any mix of seats, in
both languages, with the longest names and numbers) is drawn alone, and
the pixel boxes of the lines of one screen must not meet."""

import pytest

from firmware import drawing
from firmware.games.puerto_rico.modes.scoring import BUILDINGS, FIELDS, Scoring
from firmware.games.puerto_rico.screens import scoring as screen

LONG = ["Maximiliano", "Bartholomew", "Christopher", "Anastasiaaa", "Wilhelminaaa"]


class Spy:
    """Stands in for firmware.drawing.line in the screen module: records
    each line drawn (row, text, invert) and draws it."""

    def __init__(self):
        self.calls = []

    def __call__(self, draw, row, text, x=0, invert=False, width=None):
        self.calls.append((row, str(text), invert, x, width))
        drawing.line(draw, row, text, x=x, invert=invert, width=width)


def _box(row, text, invert, x, width):
    img = drawing.frame(lambda d: drawing.line(d, row, text, x=x, invert=invert, width=width))
    return img.getbbox()


def _overhang():
    """How many pixel rows the font's own glyphs reach above and below
    their line (today's font: its tall letters one row above, the reason
    the screens draw a highlighted bar last). Lines may touch only
    there: the test stays exact for any font."""
    chars = "".join(chr(c) for c in range(33, 127)) + "".join(chr(c) for c in range(0xC0, 0x100))
    top, bottom = drawing.PITCH, 2 * drawing.PITCH
    for k in range(0, len(chars), drawing.CHARS):
        part = chars[k : k + drawing.CHARS]
        box = drawing.frame(lambda d, part=part: drawing.line(d, 1, part)).getbbox()
        top, bottom = min(top, box[1]), max(bottom, box[3])
    return drawing.PITCH - top, bottom - 2 * drawing.PITCH


OVERHANG = _overhang()


def _meet(a, b):
    up, down = OVERHANG
    a = (a[0], a[1] + up, a[2], a[3] - down)
    b = (b[0], b[1] + up, b[2], b[3] - down)
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def check(monkeypatch, render, *args, foreign=()):
    """``foreign``: texts the screen is handed (a device problem, a
    scorer's message), cut to the line by firmware.drawing.fit."""
    spy = Spy()
    monkeypatch.setattr(screen, "line", spy)
    drawing.frame(render, *args)
    assert spy.calls, "nothing drawn"
    boxes = []
    for row, text, invert, x, width in spy.calls:
        assert 0 <= row < drawing.ROWS, (row, text)
        assert text in foreign or len(text) <= drawing.CHARS, "cut: %r" % text
        box = _box(row, text, invert, x, width)
        if box is not None:
            boxes.append((box, row, text))
    for i in range(len(boxes)):
        for j in range(i + 1, len(boxes)):
            assert not _meet(boxes[i][0], boxes[j][0]), (boxes[i][1:], boxes[j][1:])
    return spy.calls


def _filled(mode, s, big):
    """Seat ``s`` with every number at its largest likely value."""
    ui = mode.seats[s]
    if big:
        ui.values.update(
            vp_chips=99, doubloons=99, goods=99, island=12, island_colonists=12, san_juan_colonists=99
        )
        for b in ("guild_hall", "residence", "fortress", "customs_house", "city_hall", "wharf", "harbor"):
            ui.buildings[b] = 1


def _seat_states(mode, s):
    """Every screen state of seat ``s``: yields after each change."""
    ui = mode.seats[s]
    for f in range(len(FIELDS)):
        ui.field = f
        if FIELDS[f] == "buildings":
            for k in range(len(BUILDINGS) + 1):
                ui.item = k
                for note in (None, "city_full"):
                    ui.note = note
                    yield
            ui.item, ui.note = 0, None
        else:
            yield
    ui.done = True
    yield
    ui.done = False
    ui.field = 0


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("big", [False, True])
def test_every_seat_screen_state(monkeypatch, lang, big):
    mode = Scoring(LONG[:3], lang=lang)
    _filled(mode, 0, big)
    seen = 0
    for _ in _seat_states(mode, 0):
        sheet = mode.seat_view(0)
        calls = check(monkeypatch, screen.render_seat, mode.public_view(), 0, sheet, lang)
        seen += 1
        if sheet["status"] == "done":
            # the case of issue 9: the reopen hint and the buildings
            assert len(set(c[0] for c in calls)) == 8
    assert seen == 7 + 2 * (len(BUILDINGS) + 1) + 1


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_board_state(monkeypatch, lang, players):
    mode = Scoring(LONG[:players], lang=lang)
    for f in range(len(FIELDS)):
        for s in range(players - 1):  # the last seat stays: no final score
            mode.seats[s].field = f
        for done in (False, True):
            mode.seats[0].done = done
            for status in ([], ["seat 3 screen: no answer"]):
                mode.status = status
                for error in (None, "Anne: buildings: more than 12 city spaces"):
                    mode.error = error
                    args = (mode.public_view(), lang, mode.status, None, error)
                    check(monkeypatch, screen.render_board, *args, foreign=status + [error])
