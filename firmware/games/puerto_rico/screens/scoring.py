"""The scoring mode's screens (firmware.games.puerto_rico.modes.scoring):
the board's progress of the sheets, then the game's final ranking; a
seat's sheet, then its final breakdown. Pure: each draws the views it is
given (Scoring.public_view, Scoring.seat_view)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from firmware.games.puerto_rico import phrases
from firmware.drawing import CHARS, line, split
from firmware.games.puerto_rico.screens import board, seat
from firmware.games.puerto_rico.phrases import mode_text as t

if TYPE_CHECKING:
    from PIL import ImageDraw

LIST_ROWS = 5  # building list lines on a seat screen
FIELD_ROWS = 6  # field lines on a seat screen


def render_board(
    draw: ImageDraw.ImageDraw,
    view: dict,
    lang: str,
    status: Sequence[str] = (),
    result: dict | None = None,
    error: str | None = None,
) -> None:
    """``view``: Scoring.public_view(); ``result``: the score once every
    sheet is done (the game's final board screen); ``error``: a sheet the
    scorer refused; ``status``: device problems."""
    ed = view.get("edition")
    if result is not None:
        board.final(draw, view, lang, result)
        if status:  # "not saved", a silent screen: its bar replaces the winner line
            line(draw, 7, status[0], invert=True)
        return
    players = view["players"]
    line(
        draw,
        0,
        split(t("scoring", lang, ed), t("done_n", lang, ed, k=view["done"], n=len(players))),
        invert=True,
    )
    for i in range(len(players)):
        line(draw, 1 + i, split(players[i]["name"], t(players[i]["status"], lang, ed)))
    if status:
        line(draw, 7, status[0], invert=True)
    elif error:
        line(draw, 7, error, invert=True)
    else:
        line(draw, 7, t("all_seats", lang, ed))


def field_text(field: str, value: Any, lang: str, ed: str | None = None) -> str:
    if field == "finish":
        return t("finish", lang, ed)
    if field == "buildings":
        return split(t("buildings", lang, ed), "%d/%d" % value)
    return split(t(field, lang, ed), str(value))


def item_text(item: tuple | None, lang: str, edition: str) -> str:
    """A line of the building list: ``item`` is (building, colonists or
    None when not owned, capacity), or None for "next field"."""
    ed = edition
    if item is None:
        return t("next_field", lang, ed)
    b, people, cap = item
    state = "-" if people is None else "%d/%d" % (people, cap)
    name = phrases.name(b, lang, edition)
    if len(name) + 1 + len(state) > CHARS:
        name = phrases.short(b, lang, edition)
    return split(name, state)


def render_seat(
    draw: ImageDraw.ImageDraw, view: dict, s: int, sheet: dict, lang: str, result: dict | None = None
) -> None:
    """Seat ``s``: its ``sheet`` (Scoring.seat_view(s)) while it is typed
    in, its breakdown once ``result`` (the game's final seat screen, read
    from ``view``, Scoring.public_view())."""
    if result is not None:
        return seat.final(draw, view, s, lang, result)
    ed = view.get("edition")
    name = view["players"][s]["name"]
    fields = sheet["fields"]
    if sheet["status"] == "done":
        return _done(draw, name, dict(fields), lang, ed, sheet.get("tiles"))
    cur = sheet["field"]
    line(draw, 0, split(name, "%d/%d" % (cur + 1, len(fields))), invert=True)
    if fields[cur][0] == "buildings":
        return _list(draw, view, sheet, fields[cur], lang)
    first = cur - FIELD_ROWS + 1 if cur >= FIELD_ROWS else 0
    # the highlighted row last: its bar covers the next line's tall letters
    rows = [i for i in range(first, min(len(fields), first + FIELD_ROWS)) if i != cur]
    for i in rows + [cur]:
        line(draw, 1 + i - first, field_text(fields[i][0], fields[i][1], lang, ed), invert=(i == cur))
    hint = "done_hint" if fields[cur][0] == "finish" else "field_hint"
    line(draw, 7, t(hint, lang, ed))


def _done(
    draw: ImageDraw.ImageDraw, name: str, v: dict, lang: str, ed: str | None = None, tiles: int | None = None
) -> None:
    """A finished sheet: what it says, and how to reopen it. Seven fields
    and the hint need eight lines under the header; the colonists on the
    island and in San Juan share one ("9+1"), as the fortress counts them.
    The island is its number of tiles (``tiles``, forests included, when
    it was typed kind by kind). With nobles, one more row: the doubloons
    and barrels share one ("3+2"), as the tie-break adds them."""
    line(draw, 0, split(name, t("done", lang, ed)), invert=True)
    rows = [field_text("vp_chips", v["vp_chips"], lang, ed)]
    if "nobles" in v:
        rows.append(split(t("tie_dg", lang, ed), "%d+%d" % (v["doubloons"], v["goods"])))
    else:
        rows += [field_text(f, v[f], lang, ed) for f in ("doubloons", "goods")]
    rows.append(field_text("island", v["island"] if "island" in v else tiles, lang, ed))
    rows.append(split(t("colonists", lang, ed), "%d+%d" % (v["island_colonists"], v["san_juan_colonists"])))
    rows.append(field_text("buildings", v["buildings"], lang, ed))
    if "nobles" in v:
        rows.append(field_text("nobles", v["nobles"], lang, ed))
    for i in range(len(rows)):
        line(draw, 1 + i, rows[i])
    line(draw, 7, t("reopen", lang, ed))


def _list(draw: ImageDraw.ImageDraw, view: dict, sheet: dict, field: Sequence, lang: str) -> None:
    ed = view.get("edition")
    line(draw, 1, field_text(field[0], field[1], lang, ed))
    items = [None] + sheet["items"]  # "next field" first
    cur = sheet["item"]
    first = cur - LIST_ROWS + 1 if cur >= LIST_ROWS else 0
    rows = [k for k in range(first, min(len(items), first + LIST_ROWS)) if k != cur]
    for k in rows + [cur]:
        line(draw, 2 + k - first, item_text(items[k], lang, view["edition"]), invert=(k == cur))
    note = sheet["note"]
    line(draw, 7, t(note, lang, ed) if note else t("build_hint", lang, ed), invert=bool(note))
