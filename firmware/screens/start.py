"""The start screen's screens (firmware.modes.start): the board lists the
rows seat 1 walks through, the seats say who chooses. Pure: each draws the
view it is given (StartScreen.public_view)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from firmware import catalog
from firmware.drawing import line, split

if TYPE_CHECKING:
    from PIL import ImageDraw


# a row's title when its key is not its catalog word ("buildings" is a game's word too)
TITLES = {"buildings": "setup_buildings", "web": "web_page"}


def label(name: str, value: Any, lang: str) -> str:
    """The value of a row in words."""
    if name == "mode":
        # the table is "play"; another mode, "mode_<mode>" ("counter mode")
        return catalog.text(value if value == "play" else "mode_" + value, lang)
    if name == "edition":
        return catalog.text("classic" if value == "classic" else "edition_1897", lang)
    if name == "language":
        return catalog.text("language_name", value)  # each language in its own words
    if name == "game":
        return catalog.text("game_name", lang, value)
    if name == "tiles":
        return catalog.text(value, lang)
    if name == "variant":  # Port Royal's end variant
        return catalog.text("variant_" + value, lang)
    if name == "buildings":  # new buildings: how the violet slots are filled
        return catalog.text("buildings_" + value, lang)
    if name.startswith("seat_"):  # issue 34: a person, or the device's bot at a level
        if value == "person":
            return catalog.text("person", lang)
        return catalog.text(
            "bot_row", lang, level=catalog.text("level_" + value, lang)
        )  # (firmware.bots.LEVELS)
    if value in ("on", "off"):  # an expansion's row, the hints row
        return catalog.text(value, lang)
    return str(value)


def row_title(name: str, lang: str) -> str:
    """A row's title: its catalog word, a seat's row its seat ("Seat 2")."""
    if name.startswith("seat_"):
        return catalog.text("seat_name", lang, n=name[5:])
    return catalog.text(TITLES.get(name, name), lang)


def window(count: int, row: int, room: int) -> int:
    """The first row shown when ``count`` rows share ``room`` lines: the
    highlighted ``row`` always shows, as far down the screen as needed."""
    return max(0, min(row - room + 1, count - room)) if count > room else 0


def render_board(draw: ImageDraw.ImageDraw, view: dict, lang: str, status: Sequence[str] = ()) -> None:
    line(draw, 0, catalog.text("title", lang), invert=True)
    rows = view["rows"]
    # lines 1-7; the last one says a device problem or why the web page
    # did not start
    last = status[0] if status else _notice(view, lang)
    room = 6 if last else 7
    top = window(len(rows), view["row"], room)
    for i in range(top, min(len(rows), top + room)):
        name, value = rows[i]
        if name == "start":
            text = catalog.text("start", lang)
        else:
            # "buildings" is a game's word too: the row's own key
            title = row_title(name, lang)
            text = split(title, label(name, value, lang))
        line(draw, 1 + i - top, text, invert=(i == view["row"]))
    if last:
        line(draw, 7, last, invert=True)


def _notice(view: dict, lang: str) -> str:
    notice = view.get("notice")
    return catalog.text(notice, lang) if notice else ""


def render_seat(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str) -> None:
    names = view["names"]
    line(draw, 0, names[seat], invert=True)
    if seat == 0:
        line(draw, 2, catalog.text("setup_next", lang))
        line(draw, 3, catalog.text("setup_start", lang))
        if view.get("web"):  # the web page row is on: where its page will be
            line(draw, 5, catalog.text("web_at", lang))
            line(draw, 6, view["web"])
        if view.get("notice"):
            line(draw, 7, _notice(view, lang), invert=True)
    else:
        line(draw, 2, catalog.text("waiting", lang, name=names[0]))
