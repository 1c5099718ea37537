"""A seat's screen: the legal choices when this player decides, his own
summary or the last instructions otherwise, the help for a choice, his
secret VP while he holds the left button, and his final breakdown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from core.puerto_rico import data
from core.puerto_rico.engine import decision
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.drawing import line, split, wrap, ROWS

if TYPE_CHECKING:
    from PIL import ImageDraw

MENU_ROWS = 5


def goods_line(player: dict, lang: str, edition: str) -> str:
    parts = []
    for g in data.GOODS:
        if player["goods"][g]:
            parts.append(phrases.short(g, lang, edition) + str(player["goods"][g]))
    text = " ".join(parts) if parts else "-"
    if player["san_juan"]:
        text += "  " + phrases.short("san_juan", lang, edition) + str(player["san_juan"])
    return text


def header(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str, right: str | None = None) -> None:
    p = view["players"][seat]
    if right is None:
        right = str(p["doubloons"]) + catalog.text("doubloons_short", lang, phrases.GAME)
    gov = "*" if view["governor"] == seat else ""
    line(draw, 0, split(gov + p["name"], right), invert=True)


def island_lines(player: dict, lang: str, edition: str) -> list[str]:
    parts = []
    worked = total = 0
    for k in data.GOODS + ("quarry",):
        t = player["island"].get(k)
        if t and t[0]:
            parts.append(str(t[0]) + phrases.short(k, lang, edition))
            worked += t[1]
            total += t[0]
    return wrap(" ".join(parts) + " (" + str(worked) + "/" + str(total) + ")")


def city_lines(player: dict, lang: str, edition: str) -> list[str]:
    parts = []
    for b in data.BUILDING_ORDER:
        if b in player["city"]:
            people = player["city"][b]
            cap = data.BUILDINGS[b]["people"]
            parts.append(phrases.short(b, lang, edition) + " " + str(people) + "/" + str(cap))
    return wrap(", ".join(parts)) if parts else ["-"]


def render(
    draw: ImageDraw.ImageDraw,
    view: dict,
    seat: int,
    ui: Any,
    options: list[tuple] | None,
    lang: str,
    result: dict | None = None,
    news: Sequence[str] = (),
    question: str | None = None,
    subject: str | None = None,
    vp_gained: int = 0,
) -> None:
    """Draw seat ``seat`` from its own ``view`` (core.puerto_rico.views.seat_view).
    ``ui``: the seat's input state (firmware.games.puerto_rico.table.Seat:
    cursor, page, menu, help offset, peek), read only; ``options``: the
    legal actions when this seat decides, else None; ``result``: the final
    score; ``news``: the last instructions, in words; ``question``: the
    undo question while one is asked; ``subject``: what the seat menu's
    help explains (with the menu or the help open); ``vp_gained``: the VP
    this seat got from the last decision (shown while peeking)."""
    edition = view["edition"]
    p = view["players"][seat]
    if ui.peek:
        header(draw, view, seat, lang)
        line(draw, 2, catalog.text("vp_secret", lang, phrases.GAME, vp=p["vp"]))
        if p.get("written"):
            line(draw, 3, catalog.text("written", lang, phrases.GAME, n=p["written"]))
        if vp_gained:
            line(draw, 4, "+" + str(vp_gained))
        return
    if ui.help is not None:
        return _help(draw, ui, subject, lang, edition)
    if question:
        header(draw, view, seat, lang)
        for i, t in enumerate(wrap(question)[: ROWS - 2]):
            line(draw, 2 + i, t)
        return
    if ui.menu is not None:
        return _seat_menu(draw, view, seat, ui, subject, lang, edition)
    if result is not None:
        return final(draw, view, seat, lang, result)
    header(draw, view, seat, lang)
    line(draw, 1, goods_line(p, lang, edition))
    if options is not None:
        return _menu(draw, view, ui, options, lang, edition)
    line(draw, 2, phrases.deciding(view, lang))
    rows = []
    if ui.page == 1 and news:
        for t in news:
            rows.extend(wrap(t))
    else:
        rows = island_lines(p, lang, edition) + city_lines(p, lang, edition)
    for i in range(min(len(rows), ROWS - 3)):
        line(draw, 3 + i, rows[i])


def _menu(
    draw: ImageDraw.ImageDraw, view: dict, ui: Any, options: list[tuple], lang: str, edition: str
) -> None:
    n = len(options)
    cur = min(ui.cursor, n - 1)
    kind = decision(view)
    line(draw, 2, split(phrases.prompt(kind, lang, edition), str(cur + 1) + "/" + str(n)))
    first = cur - MENU_ROWS + 1 if cur >= MENU_ROWS else 0
    # the highlighted entry last: its bar covers the next line's tall letters
    rows = [i for i in range(first, min(n, first + MENU_ROWS)) if i != cur] + [cur]
    for i in rows:
        text = phrases.action_text(view, options[i], lang, edition)
        line(draw, 3 + i - first, text, invert=(i == cur))


def _seat_menu(
    draw: ImageDraw.ImageDraw, view: dict, seat: int, ui: Any, subject: str | None, lang: str, edition: str
) -> None:
    header(draw, view, seat, lang)
    entries = [
        catalog.text("help", lang, phrases.GAME) + ": " + phrases.name(subject, lang, edition),
        catalog.text("undo_last", lang, phrases.GAME),
        catalog.text("close", lang, phrases.GAME),
    ]
    for i in range(len(entries)):
        line(draw, 2 + i, entries[i], invert=(i == ui.menu))


def _help(draw: ImageDraw.ImageDraw, ui: Any, subject: str | None, lang: str, edition: str) -> None:
    line(draw, 0, phrases.name(subject, lang, edition), invert=True)
    lines = phrases.help_text(subject, lang, edition)
    start = min(ui.help, max(0, len(lines) - (ROWS - 1)))
    for i in range(start, min(len(lines), start + ROWS - 1)):
        line(draw, 1 + i - start, lines[i])


def final(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str, result: dict) -> None:
    r = result["players"][seat]
    b = r["breakdown"]
    header(draw, view, seat, lang, right="#" + str(r["rank"]))
    rows = [
        split(catalog.text("total", lang, phrases.GAME), str(r["total"])),
        split(catalog.text("chips", lang, phrases.GAME), str(b["vp_chips"])),
        split(catalog.text("buildings", lang, phrases.GAME), str(b["buildings"])),
    ]
    for k in sorted(b["bonus"]):
        rows.append(split(phrases.name(k, lang, view["edition"]), "+" + str(b["bonus"][k])))
    rows.append(split(catalog.text("tiebreak", lang, phrases.GAME), str(r["tiebreak"])))
    for i in range(min(len(rows), ROWS - 1)):
        line(draw, 1 + i, rows[i])
