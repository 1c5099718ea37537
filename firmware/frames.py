"""Every screen's frame for the current table: the board from the public
view, each seat from its own view. The views are the only way game data
reaches a screen, so a secret the view hides cannot be drawn."""

from core.puerto_rico.views import public_view, seat_view
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.screens import frame, board, seat as seat_screen


def _question(table):
    """The undo question, while a seat has asked for one."""
    if table.undo_request is None:
        return None
    name = table.state["players"][table.undo_request]["name"]
    return catalog.text("undo_ask", table.lang, phrases.GAME, name=name)


def board_frame(table):
    view = public_view(table.state)
    status = list(table.status)
    q = _question(table)
    if q:
        status.append(q)
    if table.notice:          # "game 3 resumed", "undo: ..." until the next decision
        status.append(table.notice)
    return frame(board.render, view, table.lang, status, table.result)


def seat_frame(table, s):
    view = seat_view(table.state, s)
    ui = table.seats[s]
    ui.news = [t for t in (phrases.event_text(view, ev, table.lang) for ev in table.news) if t]
    if table.notice:
        ui.news.insert(0, table.notice)
    ui.question = _question(table)
    ui.menu_subject = table.help_subject(s) if ui.menu is not None else None
    ui.help_subject = table.help_subject(s) if ui.help is not None else None
    ui.vp_gained = table.last_vp[s]
    options = None
    if table.deciding() == s:
        options = table.options()
    return frame(seat_screen.render, view, s, ui, options, table.lang, table.result)


def all_frames(table):
    """{"board": image, 0: image, 1: image, ...}"""
    frames = {"board": board_frame(table)}
    for s in range(len(table.seats)):
        frames[s] = seat_frame(table, s)
    return frames
