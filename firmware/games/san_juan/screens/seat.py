"""A San Juan seat's screen: the choices when this player decides (each
with the cards it costs or brings), else the last instructions or his
city; the undo question; at the end his own breakdown. Pure: everything
comes in as arguments (firmware.games.san_juan.table works it out)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from core.san_juan.data import GOODS
from firmware.drawing import CHARS, line, scrolled, split, wrap, ROWS
from firmware.screens.table import entries, tall_line, tall_rows, undo_wait
from firmware.games.san_juan.phrases import cards, say, name

if TYPE_CHECKING:
    from PIL import ImageDraw

MENU_ROWS = ROWS - 3  # header, summary line, prompt


def header(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str) -> int:
    """The name bar and the counts under it (on two lines when they do not
    fit one): the lines taken."""
    p = view["players"][seat]
    gov = "*" if view["governor"] == seat else ""
    line(draw, 0, split(gov + p["name"], cards(p["hand"], lang)), invert=True)
    return 1 + tall_line(draw, 1, counts(view, seat, lang))


def counts(view: dict, seat: int, lang: str) -> str:
    """The line under the name bar: goods and buildings (and the chapel)."""
    p = view["players"][seat]
    goods = 0
    for g in p["goods"]:
        goods += p["goods"][g]
    counting = view["phase"] == "count"
    # while the counts are checked, the line has them all (not the city)
    text = say("seat.count" if counting else "seat.goods", lang, n=goods, b=len(p["buildings"]))
    if p["chapel"] or (counting and p["chapel"] is not None and "chapel" in p["buildings"]):
        chapel = say("seat.chapel", lang, n=p["chapel"])
        # on the next line, whole, when the counts fill this one
        text += (" " if len(text) + 1 + len(chapel) <= CHARS else "\n") + chapel
    return text


def own_room(view: dict, seat: int, lang: str, prompt: str) -> int:
    """The rows the deciding seat has for its own moves: under the
    header, over the prompt and two choices."""
    return ROWS - 1 - len(tall_rows(counts(view, seat, lang))) - len(tall_rows(prompt)) - 2


def city_rows(player: dict, lang: str) -> list[str]:
    """The seat's buildings, in the order built, and his goods by kind."""
    names = [name("b", b, lang) for b in player["buildings"]]
    rows = wrap(say("seat.buildings", lang, list=", ".join(names)))
    goods = [name("g", g, lang) + " " + str(player["goods"][g]) for g in GOODS if player["goods"][g]]
    return rows + wrap(say("seat.goods_kinds", lang, list=", ".join(goods) or "-"))


def render(
    draw: ImageDraw.ImageDraw,
    view: dict,
    seat: int,
    ui: Any,
    lang: str,
    prompt: str,
    options: Sequence[str] | None,
    rows: Sequence[str],
    result: dict | None = None,
    question: str | None = None,
    asked: bool = False,
    menu: Sequence[str] = (),
    own: Sequence[str] = (),
) -> None:
    """``ui``: the seat's cursor, scroll, page and menu (read only);
    ``options``: the menu rows when this seat decides, else None;
    ``prompt``: what is asked (or who decides); ``rows``: the page a
    waiting seat reads (the log or his city); ``result``: the final score;
    ``question``: the undo question, ``asked`` when this seat asked it;
    ``menu``: the seat menu's rows; ``own``: the deciding seat's own
    moves of the last decision, over its choices (they fit)."""
    if question:  # under the header, which may take two lines (the chapel)
        return undo_wait(draw, lang, "san_juan", question, asked, header(draw, view, seat, lang))
    if ui.menu is not None:
        line(draw, 0, view["players"][seat]["name"], invert=True)
        return entries(draw, 1, menu, ui.menu)
    if result is not None and not ui.reading:
        return final(draw, seat, lang, result)
    r = header(draw, view, seat, lang)
    for t in own if options is not None else ():
        for row in wrap(t):
            line(draw, r, row)
            r += 1
    r += tall_line(draw, r, prompt)  # who decides what: wrapped, not cut
    count = ROWS - r  # MENU_ROWS, or fewer under lines that took two
    if options is not None:
        first = max(0, min(ui.cursor - count // 2, len(options) - count))
        for i in range(first, min(len(options), first + count)):
            line(draw, r + i - first, options[i], invert=i == ui.cursor)
        return
    scrolled(draw, rows, r, ui.scroll, count)


def render_help(draw: ImageDraw.ImageDraw, title: str, rows: Sequence[str], first: int) -> None:
    """What a building or role does: ``title``, then ``rows`` from ``first``."""
    line(draw, 0, title, invert=True)
    scrolled(draw, rows, 1, first, ROWS - 1)


def final(draw: ImageDraw.ImageDraw, seat: int, lang: str, result: dict) -> None:
    """His own breakdown: total and rank, buildings, chapel, each bonus."""
    p = result["players"][seat]
    b = p["breakdown"]
    line(draw, 0, p["name"], invert=True)
    rows = [
        say("final.total", lang, n=p["total"], r=p["rank"]),
        say("final.buildings", lang, n=b["buildings"]),
        say("final.chapel", lang, n=b["chapel"]),
    ]
    for k in ("guild_hall", "city_hall", "triumphal_arch", "palace"):
        if k in b["bonus"]:
            rows.append(say("final.bonus." + k, lang, n=b["bonus"][k]))
    rows.append(say("final.tiebreak", lang, n=p["tiebreak"]))
    for i, s in enumerate(rows[: ROWS - 1]):
        line(draw, 1 + i, s)
