"""A seat's screen: the legal choices when this player decides, his own
summary or the last instructions otherwise, the help for a choice, his
secret VP while he holds the left button, and his final breakdown."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from core.puerto_rico import data
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.drawing import line, scrolled, split, wrap, ROWS, CHARS
from firmware.screens.table import choices, entries, tall_line, tall_rows, undo_wait

if TYPE_CHECKING:
    from PIL import ImageDraw

MENU_ROWS = 5


def goods_line(player: dict, lang: str, edition: str) -> str:
    """The seat's barrels and San Juan colonists: full names when they fit."""
    for nm in (phrases.name, phrases.short):
        parts = []
        for g in data.GOODS:
            if player["goods"][g]:
                parts.append(str(player["goods"][g]) + " " + nm(g, lang, edition))
        text = " ".join(parts) if parts else "-"
        if player["san_juan"]:
            text += "  " + phrases.short("san_juan", lang, edition) + str(player["san_juan"])
            nobles = (player.get("nobles") or {}).get("san_juan", 0)
            if nobles:  # expansion 2: how many of them are nobles
                text += "(" + str(nobles) + phrases.short("noble", lang, edition)[:1] + ")"
        if len(text) <= CHARS:
            break
    return text


def header(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str, right: str | None = None) -> None:
    p = view["players"][seat]
    gov = "*" if view["governor"] == seat else ""
    if right is None:  # "12 doubloons" when it fits beside the name, else "12$"
        right = phrases.count(p["doubloons"], "doubloon", lang, view["edition"])
        if len(gov + p["name"]) + 1 + len(right) > CHARS:
            right = str(p["doubloons"]) + catalog.text("doubloons_short", lang, phrases.GAME)
    line(draw, 0, split(gov + p["name"], right), invert=True)


def island_lines(player: dict, lang: str, edition: str) -> list[str]:
    """The seat's island: its tiles and how many hold a colonist; with
    nobles on it, those apart ("2 of 5 with a colonist, 1 with a noble"),
    not counted as colonists."""
    parts = []
    worked = total = nobles = 0
    for k in data.GOODS + ("quarry",):
        t = player["island"].get(k)
        if t and t[0]:
            parts.append(str(t[0]) + " " + phrases.name(k, lang, edition))
            worked += t[1]
            total += t[0]
            nobles += (player.get("nobles") or {}).get(k, 0)
    if player.get("forests"):  # expansion 1: tiles laid face down, nobody on them
        parts.append(phrases.count(player["forests"], "forest", lang, edition))
    sep = catalog.text("list_sep", lang, phrases.GAME, edition)
    return wrap(
        catalog.text(
            "seat.island_nobles" if nobles else "seat.island",
            lang,
            phrases.GAME,
            edition,
            tiles=sep.join(parts) or "-",
            worked=worked - nobles,
            total=total,
            nobles=nobles,
        )
    )


def city_lines(player: dict, lang: str, edition: str) -> list[str]:
    parts = []
    for b in data.BUILDING_ORDER:
        if b in player["city"]:
            people = player["city"][b]
            cap = data.building(b)["people"]
            parts.append(phrases.name(b, lang, edition) + " " + str(people) + "/" + str(cap))
    sep = catalog.text("list_sep", lang, phrases.GAME, edition)
    return wrap(catalog.text("seat.city", lang, phrases.GAME, edition, buildings=sep.join(parts) or "-"))


def noble_lines(player: dict, lang: str, edition: str) -> list[str]:
    """Expansion 2: where the seat's nobles are (island, city, San Juan),
    so a noble is never read as a colonist; none without nobles."""
    nob = player.get("nobles")
    if not nob:
        return []
    parts = []
    for k in data.GOODS + ("quarry",) + data.BUILDING_ORDER + ("san_juan",):
        if nob.get(k):
            parts.append(str(nob[k]) + " " + phrases.name(k, lang, edition))
    sep = catalog.text("list_sep", lang, phrases.GAME, edition)
    return wrap(catalog.text("seat.nobles", lang, phrases.GAME, edition, places=sep.join(parts)))


def summary_rows(player: dict, lang: str, edition: str) -> list[str]:
    """A waiting seat's own island and city (and nobles)."""
    return (
        island_lines(player, lang, edition)
        + city_lines(player, lang, edition)
        + noble_lines(player, lang, edition)
    )


def render(
    draw: ImageDraw.ImageDraw,
    view: dict,
    seat: int,
    ui: Any,
    options: list[tuple] | None,
    lang: str,
    result: dict | None = None,
    log: Sequence[str] = (),
    question: str | None = None,
    subject: str | None = None,
    vp_gained: int = 0,
    asked: bool = False,
    index: Sequence[str] = (),
    help_rows: Sequence[str] = (),
    menu: Sequence[str] = ("help", "undo", "index", "log", "close"),
    own: Sequence[str] = (),
) -> None:
    """Draw seat ``seat`` from its own ``view`` (core.puerto_rico.views.seat_view).
    ``ui``: the seat's input state (firmware.games.puerto_rico.table.Seat:
    cursor, page, scroll, menu, help index and offset, peek), read only;
    ``options``: the legal actions when this seat decides, else None;
    ``result``: the final score; ``log``: what this seat may read of the
    logbook, as screen rows (firmware.games.puerto_rico.logbook); ``question``: the undo
    question while one is asked, and ``asked`` when this seat asked it;
    ``subject``: what the help explains; ``vp_gained``: the VP this seat
    got from the last decision (shown while peeking); ``index``: the
    subjects of the help index; ``help_rows``: the help's lines
    (firmware.games.puerto_rico.table.Table.help_lines); ``own``: the
    deciding seat's own moves of the last decision, over its choices."""
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
        return _help(draw, ui, subject, help_rows, lang, edition)
    if ui.index is not None:
        return _index(draw, ui, index, lang, edition)
    if question:
        header(draw, view, seat, lang)
        return undo_wait(draw, lang, phrases.GAME, question, asked)
    if ui.menu is not None:
        return _seat_menu(draw, view, seat, ui, subject, lang, edition, menu)
    if ui.reading:
        line(draw, 0, catalog.text("log", lang, phrases.GAME), invert=True)
        rows = list(log) or [catalog.text("log_empty", lang, phrases.GAME)]
        return scrolled(draw, rows, 1, ui.scroll, ROWS - 1)
    if result is not None:
        return final(draw, view, seat, lang, result)
    header(draw, view, seat, lang)
    # a line too long even with short names takes two, the list under it one less
    r = 1 + tall_line(draw, 1, goods_line(p, lang, edition))
    if options is not None:
        return _menu(draw, view, ui, options, lang, edition, r + own_rows(draw, own, r))
    r += tall_line(draw, r, phrases.deciding(view, lang))
    if ui.page == 0:
        rows = list(log) or [catalog.text("log_empty", lang, phrases.GAME)]
    else:
        rows = summary_rows(p, lang, edition)
    scrolled(draw, rows, r, ui.scroll, ROWS - r)


def own_rows(draw: ImageDraw.ImageDraw, own: Sequence[str], row: int) -> int:
    """The deciding seat's own moves of the last decision from line
    ``row``, leaving two choices under the prompt; the lines they took."""
    rows: list[str] = []
    for t in own:  # whole sentences: a move half told is not told
        if len(rows) + len(wrap(t)) > ROWS - 3 - row:
            continue  # (a shorter one after it may fit)
        rows += wrap(t)
    for i, t in enumerate(rows):
        line(draw, row + i, t)
    return len(rows)


def _menu(
    draw: ImageDraw.ImageDraw,
    view: dict,
    ui: Any,
    options: list[tuple],
    lang: str,
    edition: str,
    row: int = 2,
) -> None:
    """The choices under the prompt on line ``row`` (lower when the goods
    line took two)."""
    prompt = phrases.menu_prompt(view, lang, edition)
    count = MENU_ROWS - (row - 2)
    choices(
        draw, row, prompt, options, ui.cursor, lambda a: phrases.action_text(view, a, lang, edition), count
    )


# the seat menu's entries (firmware.games.puerto_rico.table.MENU, "phone"
# with a web page) and their words; help's names its subject
MENU_WORDS = {
    "undo": "undo_last",
    "index": "help_index",
    "log": "log_read",
    "phone": "menu_phone",
    "hint": "menu_hint",  # issue 34: a hint, when the game allows them
    "close": "close",
}


def _seat_menu(
    draw: ImageDraw.ImageDraw,
    view: dict,
    seat: int,
    ui: Any,
    subject: str | None,
    lang: str,
    edition: str,
    menu: Sequence[str],
) -> None:
    header(draw, view, seat, lang)
    texts = [
        _help_entry(subject, lang, edition)
        if m == "help"
        else catalog.text(MENU_WORDS[m], lang, phrases.GAME)
        for m in menu
    ]
    entries(draw, 2, texts, ui.menu)


def _index(draw: ImageDraw.ImageDraw, ui: Any, index: Sequence[str], lang: str, edition: str) -> None:
    """The help index: every role, building and good, to read about any
    of them at any time."""
    n = len(index)
    cur = min(ui.index, n - 1)
    line(
        draw,
        0,
        split(catalog.text("help_index", lang, phrases.GAME), str(cur + 1) + "/" + str(n)),
        invert=True,
    )
    rows = ROWS - 1
    first = min(max(0, cur - rows // 2), max(0, n - rows))
    for i in range(first, min(n, first + rows)):
        line(draw, 1 + i - first, phrases.line_name(index[i], lang, edition), invert=(i == cur))


def _help_entry(subject: str | None, lang: str, edition: str) -> str:
    """The seat menu's "help: <subject>", the subject abbreviated rather
    than cut when the line is too short for it."""
    head = catalog.text("help", lang, phrases.GAME) + ": "
    return head + phrases.line_name(subject, lang, edition, CHARS - len(head))


def _help(
    draw: ImageDraw.ImageDraw, ui: Any, subject: str | None, lines: Sequence[str], lang: str, edition: str
) -> None:
    line(draw, 0, phrases.line_name(subject, lang, edition), invert=True)
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
    bonus = [
        split(phrases.name(k, lang, view["edition"]), "+" + str(b["bonus"][k])) for k in sorted(b["bonus"])
    ]
    below = 2 if b.get("nobles") else 1  # the nobles' row, the tie-break's
    if len(rows) + len(bonus) + below > ROWS - 1:
        # more large buildings than lines: their sum on one row, so the
        # nobles and the tie-break still show
        bonus = [
            split(phrases.mode_text("bonus", lang, view["edition"]), "+" + str(sum(b["bonus"].values())))
        ]
    rows += bonus
    if b.get("nobles"):  # 1 VP each (expansion 2): the rows add up to the total
        rows.append(split(phrases.mode_text("nobles", lang, view["edition"]), "+" + str(b["nobles"])))
    rows.append(split(catalog.text("tiebreak", lang, phrases.GAME), str(r["tiebreak"])))
    for i in range(min(len(rows), ROWS - 1)):
        line(draw, 1 + i, rows[i])


def pages_top(view: dict, seat: int, lang: str) -> int:
    """The line where a waiting seat's logbook or summary starts: under
    its header, its goods line and who decides what, each on one line or
    two (firmware.screens.table.tall_line). The table scrolls its pages by
    the lines left under it, so the last line can always be reached."""
    p = view["players"][seat]
    edition = view["edition"]
    return 1 + len(tall_rows(goods_line(p, lang, edition))) + len(tall_rows(phrases.deciding(view, lang)))
