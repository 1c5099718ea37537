"""The counter mode's screens (firmware.games.puerto_rico.modes.counter):
the board's supplies and refill, a seat's rows of numbers. Pure: each
draws the view it is given."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from firmware.drawing import line, split
from firmware.games.puerto_rico.phrases import mode_text as t

if TYPE_CHECKING:
    from PIL import ImageDraw


def render_board(draw: ImageDraw.ImageDraw, view: dict, lang: str, status: Sequence[str] = ()) -> None:
    """``view``: Counter.public_view() (supplies, refill, end triggers);
    ``status``: device problems, the first one over the last line."""
    n = view["players"]
    ed = view.get("edition")
    line(draw, 0, split(t("counter", lang, ed), str(n) + "p"), invert=True)
    line(draw, 1, split(t("vp_left", lang, ed), str(view["vp_left"])))
    if view.get("nobles_left") is None:
        line(draw, 2, split(t("circles", lang, ed), str(view["circles"])))
    else:  # the circles are in the refill's line below
        line(draw, 2, split(t("nobles_left", lang, ed), str(view["nobles_left"])))
    line(draw, 3, split(t("refill", lang, ed, n=n, c=view["circles"]), str(view["refill"])))
    line(draw, 4, split(t("colonists_left", lang, ed), str(view["colonists_left"])))
    line(draw, 5, split(t("privileges", lang, ed), str(view["privileges"])))
    line(draw, 6, split(t("refilled", lang, ed), str(view["refilled"])))
    if status:
        line(draw, 7, status[0], invert=True)
    else:
        # a trigger reached, else the one only the players can see
        ends = view["ends"]
        line(draw, 7, t(ends[0], lang, ed) if ends else t("city_note", lang, ed), invert=bool(ends))


def row_text(row: str, value: int | None, lang: str, ed: str | None = None, change: int | None = None) -> str:
    """One row: its name and number; a hidden number (None) asks for a
    peek, and says the ``change`` made blind, if any ("+3")."""
    if value is None:
        if change is not None:
            return t("vp_changed", lang, ed, d="%+d" % change)
        return t("vp_hidden", lang, ed)
    return split(t(row, lang, ed), str(value))


# What > does on a row, on the hint line: the two colonist rows say
# where their colonists come from and go to.
HINTS = {
    "privilege": "privilege_hint",
    "villa": "privilege_hint",
    "festival": "festival_hint",
    "black_market": "black_market_hint",
    "black_market_nobles": "black_market_hint",
    "refilled": "refilled_hint",
}
SEAT_ROWS = 5  # lines for the rows under the header and a blank line


def render_seat(draw: ImageDraw.ImageDraw, view: dict, cursor: int, lang: str) -> None:
    """``view``: Counter.seat_view(s) (name, rows); ``cursor``: the
    highlighted row."""
    rows = view["rows"]
    ed = view.get("edition")
    line(draw, 0, split(view["name"], t("counter", lang, ed)), invert=True)
    # five rows from line 2; six from line 1 (the blank line under the
    # header goes); more scroll with the highlighted row
    room = SEAT_ROWS if len(rows) <= SEAT_ROWS else SEAT_ROWS + 1
    top = 2 if len(rows) <= SEAT_ROWS else 1
    first = max(0, min(cursor - room + 1, len(rows) - room))
    shown = range(first, min(len(rows), first + room))
    # the highlighted row last: its bar covers the next line's tall letters
    order = [i for i in shown if i != cursor] + [cursor]
    for i in order:
        said = row_text(rows[i][0], rows[i][1], lang, ed, view.get("vp_change"))
        line(draw, top + i - first, said, invert=(i == cursor))
    line(draw, 7, t(HINTS.get(rows[cursor][0], "counter_hint"), lang, ed))
