"""Every screen's frame for a game table: the board from the public view,
each seat from its own view. The views are the only way game data reaches
a screen, so a secret the view hides cannot be drawn.

Reading a table only: what a screen shows besides its view (the news, the
undo question, the help's subject, the VP just gained) is worked out here
and handed to the pure ``render`` functions as arguments; nothing is
written back into the table or its seats."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.puerto_rico.views import public_view, seat_view
from firmware.games.puerto_rico import pages, phrases
from firmware.drawing import frame, frame_at
from firmware.memo import Last
from firmware.screens.table import board_screens as screens_of, columns_of, narrowed
from firmware.games.puerto_rico.screens import board, seat as seat_screen

if TYPE_CHECKING:
    from PIL import Image


def question(table: Any) -> str | None:
    """The undo question, while a seat has asked for one."""
    return table.question()


# The board's screens change only with a decision, and are drawn at every
# press (a cursor move too): the last ones are kept, keyed by all they
# are made of (the view and the words around it), so a table's screens
# are never another's.
_last = Last()


def board_screens(table: Any, view: dict) -> list:
    """Every screen the board's button steps through, in order, each a
    list of columns (firmware.screens.table.board_screens) as many as the
    board is wide. After the game: the final ranking (None) and what the
    last decision told to move."""
    news, status, aside = table.news(), table.board_status(), table.news_aside()
    lang, width, playing, turn = table.lang, table.board_width, table.result is None, table.glance_turn
    key = (lang, width, playing, news, status, aside, turn, repr(view))
    return _last.get("board", key, lambda: _screens(view, lang, news, status, width, playing, aside, turn))


def _screens(
    view: dict,
    lang: str,
    news: list,
    status: list,
    width: int,
    playing: bool,
    aside: list = (),
    turn: int = 0,
) -> list:
    ed = view["edition"]
    todo, nothing = pages.to_do([], lang, ed)
    if not playing:
        return [None] + [[c] for c in pages.screens([(todo, news or nothing)])]
    facts = pages.rows(pages.facts(view, lang, ed))
    wide = pages.wide_facts(view, lang, ed)
    bottom = (status or [phrases.deciding(view, lang)])[0]
    return screens_of(
        todo,
        news or nothing,
        facts,
        wide,
        pages.screens(pages.pages(view, lang)),
        columns_of(width),
        bottom,
        aside if news else (),
        turn,
        whole=True,  # a kind's first column on a screen's left: the wide board's ring steps whole screens
    )


def board_columns(table: Any, view: dict) -> list:
    """Every column of the board's screens, in order: on a 128-px board,
    one per screen (``table.board_page`` counts them)."""
    return [c for s in board_screens(table, view) for c in (s if s is not None else [None])]


def board_frame(table: Any, page: int | None = None, width: int | None = None) -> Image.Image:
    """Screen ``page`` of the board (by default the one it shows) drawn
    ``width`` pixels wide (by default the board's)."""
    view = public_view(table.state)
    screens = board_screens(table, view)
    k = (table.board_page if page is None else page) % len(screens)
    width = table.board_width if width is None else width
    return frame_at(
        width,
        board.render,
        view,
        table.lang,
        narrowed(screens[k], width),
        k,
        len(screens),
        table.board_status(),
        table.result,
        table.question(),
    )


def seat_frame(table: Any, s: int) -> Image.Image:
    view = seat_view(table.state, s)
    ui = table.seats[s]
    subject = None
    if ui.menu is not None or ui.help is not None:
        subject = table.help_subject(s)
    help_rows = table.help_lines(s) if ui.help is not None else ()
    options = table.options() if table.deciding() == s else None
    return frame(
        seat_screen.render,
        view,
        s,
        ui,
        options,
        table.lang,
        table.result,
        log=table.seat_log_rows(s)[0],
        question=question(table),
        subject=subject,
        vp_gained=table.last_vp[s],
        asked=table.undo_request == s,
        index=table.index,
        help_rows=help_rows,
        menu=table.menu_entries(),
        own=table.own_news(s) if options is not None else (),
    )
