"""A seat's screen: the choices when this player decides (what he reports
of the card he revealed, what he takes), else his counts, the last
logbook or his characters; the seat menu (help, undo, close), the
help on each card; the undo
question; his final place. Pure: drawn from the view and what the table
hands it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from core.port_royal.state import swords
from firmware import catalog
from firmware.drawing import CHARS, ROWS, line, scrolled, split, wrap
from firmware.screens.table import choices, entries, log_rows, tall_line, undo_wait
from firmware.games.port_royal import phrases

if TYPE_CHECKING:
    from PIL import ImageDraw

MENU_ROWS = ROWS - 3  # the choices shown at once
MENU = ("help", "undo", "close")  # the seat menu (long press on select)


def header(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str, right: str | None = None) -> None:
    p = view["players"][seat]
    mark = "*" if view["active"] == seat and view["phase"] != "over" else ""
    if right is None:
        right = phrases.word("seat.counts", lang, gold=p["gold"], vp=p["vp"])
    line(draw, 0, split(mark + p["name"], right), invert=True)


WAITING_ROWS = ROWS - 2  # rows of a waiting seat's page


def own_rows(view: dict, seat: int, lang: str) -> list[str]:
    """A seat's own table: swords, expeditions, characters."""
    p = view["players"][seat]
    out = []
    out.append(
        phrases.word("seat.swords", lang, n=swords(p))
        + "  "
        + phrases.word("seat.exp", lang, n=len(p["expeditions"]))
    )
    out += phrases.characters_lines(p, lang) or [phrases.word("seat.none", lang)]
    return out


def render(
    draw: ImageDraw.ImageDraw,
    view: dict,
    seat: int,
    ui: Any,
    options: list | None,
    lang: str,
    result: dict | None = None,
    log: Sequence[Sequence[str]] = (),
    question: str | None = None,
    asked: bool = False,
    help_rows: Sequence[str] = (),
    menu: Sequence[str] = MENU,
    own: Sequence[str] = (),
) -> None:
    """``ui``: the seat's input state (cursor, scroll, menu), read only;
    ``options``: the legal actions when this seat decides, else None;
    ``help_rows``: the help's lines while it is open; ``own``: the
    deciding seat's own moves of the last decision, over its choices."""
    if question:
        header(draw, view, seat, lang)
        return undo_wait(draw, lang, phrases.GAME, question, asked)
    if ui.help is not None:
        return _help(draw, ui.help, ui.help_page, help_rows, lang)
    if ui.menu is not None:
        header(draw, view, seat, lang)
        return entries(draw, 2, [_menu_word(m, lang) for m in menu], ui.menu)
    if result is not None:
        return final(draw, view, seat, lang, result, ui.scroll)
    header(draw, view, seat, lang)
    if options is not None:
        return _menu(draw, view, ui, options, lang, own)
    r = 1 + tall_line(draw, 1, phrases.deciding(view, lang))  # wrapped, not cut
    rs = log_rows(log)[0] if ui.page == 0 else own_rows(view, seat, lang)
    scrolled(draw, rs, r, ui.scroll, ROWS - r, bar=False)


def _note(view: dict, lang: str) -> tuple[str | None, int]:
    """The bottom line under the choices and the lines it takes: one, or
    two (one choice less) when it is long."""
    note = phrases.menu_note(view, lang)
    if note and len(note) > CHARS:  # fewer words if they fit a line, else all on two
        short = phrases.menu_note(view, lang, short=True)
        note = short if short and len(short) <= CHARS else note
    return note, 2 if note and len(note) > CHARS else 1


def own_room(view: dict, lang: str) -> int:
    """The rows the deciding seat has for its own moves: under the
    header, over the prompt and two choices (the bottom line gives way
    when they need its rows)."""
    return MENU_ROWS - 1


def _menu(
    draw: ImageDraw.ImageDraw, view: dict, ui: Any, options: list, lang: str, own: Sequence[str] = ()
) -> None:
    prompt = phrases.prompt(view, lang)
    note, tall = _note(view, lang)
    rows = [r for t in own for r in wrap(t)]  # the seat's own moves (they fit)
    for i, r in enumerate(rows):
        line(draw, 1 + i, r)
    count = MENU_ROWS + 1 - tall - len(rows)
    if count < 2:  # the seat's own moves and two choices before the bottom line
        note, count = None, MENU_ROWS + 1 - len(rows)
    choices(
        draw, 1 + len(rows), prompt, options, ui.cursor, lambda a: phrases.action_text(view, a, lang), count
    )
    if note:
        tall_line(draw, ROWS - tall, note, tall)


def final_rows(view: dict, seat: int, lang: str, result: dict) -> list[str]:
    """A seat's place at the end: VP, gold, expeditions, then its table."""
    r = result["players"][seat]
    p = view["players"][seat]
    out = [
        split(phrases.word("total", lang), str(r["total"])),
        split(phrases.word("tiebreak", lang), str(r["tiebreak"])),
    ]
    if view["variant"] == "expedition" and not p["expeditions"]:
        out.append(phrases.word("no_exp", lang))  # cannot win in this variant
    return out + own_rows(view, seat, lang)


def final(draw: ImageDraw.ImageDraw, view: dict, seat: int, lang: str, result: dict, scroll: int) -> None:
    header(draw, view, seat, lang, right="#" + str(result["players"][seat]["rank"]))
    scrolled(draw, final_rows(view, seat, lang, result), 1, scroll, ROWS - 1, bar=False)


def help_lines(k: int, lang: str) -> list[str]:
    """The help on subject ``k`` (phrases.HELP) as screen lines."""
    return wrap(phrases.word("h." + phrases.HELP[k], lang), CHARS)


def help_rows(view: dict, k: int, lang: str, action: list | None = None, first: bool = True) -> list[str]:
    """The help on subject ``k``; on the subject it opened on (``first``),
    what is being decided and the highlighted ``action`` in full before."""
    rows = []
    what = phrases.about(view, lang) if first else None
    if what:
        rows += wrap(what, CHARS)
    if first and action is not None:
        rows += wrap(phrases.word("help.choice", lang, choice=phrases.choice_text(view, action, lang)), CHARS)
    return rows + help_lines(k, lang)


HELP_ROWS = ROWS - 1  # lines of help under the title


def _help(draw: ImageDraw.ImageDraw, k: int, page: int, rows: Sequence[str], lang: str) -> None:
    """What card ``k`` of the help's subjects does (its ``rows``), page
    ``page`` of it."""
    title = phrases.word(phrases.HELP[k], lang)
    line(draw, 0, split(title, str(k + 1) + "/" + str(len(phrases.HELP))), invert=True)
    rows = rows[page * HELP_ROWS : (page + 1) * HELP_ROWS]
    for i in range(len(rows)):
        line(draw, 1 + i, rows[i])


def _menu_word(entry: str, lang: str) -> str:
    """A seat menu entry in words: the game's own, the shared "phone"
    (issue 24: a web page's QR code) otherwise."""
    if entry in ("phone", "hint"):  # the shared words (issue 34: a hint)
        return catalog.text("menu_" + entry, lang)
    return phrases.word("seat.menu_" + entry, lang)
