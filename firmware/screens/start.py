"""The start screen's screens (firmware.modes.start): the board lists the
rows seat 1 walks through, the seats say who chooses. Pure: each draws the
view it is given (StartScreen.public_view)."""

from firmware import phrases
from firmware.drawing import line, split


def label(name, value, lang):
    """The value of a row in words."""
    if name == "mode":
        # the table is "play"; another mode, "<mode>_mode" ("counter mode")
        return phrases.ui(value if value == "play" else value + "_mode", lang)
    if name == "edition":
        return phrases.ui("classic" if value == "classic" else "edition_1897", lang)
    if name == "language":
        return "English" if value == "en" else "Français"
    if name in ("tiles", "game"):
        return phrases.ui(value, lang)
    return str(value)


def render_board(draw, view, lang, status=()):
    line(draw, 0, "doubloon", invert=True)
    for i, (name, value) in enumerate(view["rows"]):
        if name == "start":
            text = phrases.ui("start", lang)
        else:
            text = split(phrases.ui(name, lang), label(name, value, lang))
        line(draw, 1 + i, text, invert=(i == view["row"]))
    if status:
        line(draw, 7, status[0], invert=True)


def render_seat(draw, view, seat, lang):
    names = view["names"]
    line(draw, 0, names[seat], invert=True)
    if seat == 0:
        line(draw, 2, "< > " + phrases.ui("next", lang) + ": o")
        line(draw, 3, phrases.ui("start", lang) + ": o")
    else:
        line(draw, 2, phrases.ui("waiting", lang, name=names[0]))
