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
    line(draw, 0, split(t("counter", lang), str(n) + "p"), invert=True)
    line(draw, 1, split(t("vp_left", lang), str(view["vp_left"])))
    line(draw, 2, split(t("circles", lang), str(view["circles"])))
    line(draw, 3, split(t("refill", lang, n=n, c=view["circles"]), str(view["refill"])))
    line(draw, 4, split(t("colonists_left", lang), str(view["colonists_left"])))
    line(draw, 5, split(t("privileges", lang), str(view["privileges"])))
    line(draw, 6, split(t("refilled", lang), str(view["refilled"])))
    if status:
        line(draw, 7, status[0], invert=True)
    else:
        # a trigger reached, else the one only the players can see
        ends = view["ends"]
        line(draw, 7, t(ends[0], lang) if ends else t("city_note", lang), invert=bool(ends))


def row_text(row: str, value: int | None, lang: str) -> str:
    """One row: its name and number; a hidden number (None) asks for a peek."""
    if value is None:
        return t("vp_hidden", lang)
    return split(t(row, lang), str(value))


# What > does on a row, on the hint line: the two colonist rows say
# where their colonists come from and go to.
HINTS = {"privilege": "privilege_hint", "refilled": "refilled_hint"}


def render_seat(draw: ImageDraw.ImageDraw, view: dict, cursor: int, lang: str) -> None:
    """``view``: Counter.seat_view(s) (name, rows); ``cursor``: the
    highlighted row."""
    rows = view["rows"]
    line(draw, 0, split(view["name"], t("counter", lang)), invert=True)
    # the highlighted row last: its bar covers the next line's tall letters
    order = [i for i in range(len(rows)) if i != cursor] + [cursor]
    for i in order:
        line(draw, 2 + i, row_text(rows[i][0], rows[i][1], lang), invert=(i == cursor))
    line(draw, 7, t(HINTS.get(rows[cursor][0], "counter_hint"), lang))
