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
from firmware.games.puerto_rico import pages
from firmware.drawing import frame
from firmware.games.puerto_rico.screens import board, seat as seat_screen

if TYPE_CHECKING:
    from PIL import Image


def question(table: Any) -> str | None:
    """The undo question, while a seat has asked for one."""
    return table.question()


def board_screens(table: Any, view: dict) -> list[tuple[str, list[str]] | None]:
    """Every screen the board turns through, in order. After the game: the
    final ranking (None) and what the last decision told to move."""
    if table.result is not None:
        return [None] + pages.screens([pages.to_do(table.news(), table.lang, view["edition"])])
    return pages.screens(pages.pages(view, table.news(), table.lang))


def board_frame(table: Any) -> Image.Image:
    view = public_view(table.state)
    status = table.board_status()
    screens = board_screens(table, view)
    k = table.board_page % len(screens)
    return frame(board.render, view, table.lang, screens[k], k, len(screens), status, table.result)


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
        log=table.logbook.rows(s)[0],
        question=question(table),
        subject=subject,
        vp_gained=table.last_vp[s],
        asked=table.undo_request == s,
        index=table.index,
        help_rows=help_rows,
    )
