"""A seat page's requests (firmware.web.server), answered on the table's
main thread, each through the table's own paths (a seat's select, the
seat menu's undo): an action, an undo asked or answered, help. Each
returns (HTTP status, JSON body); a page from before the last decision
is refused (409) and changes nothing.

``web_`` is the firmware.web.server.Web following the game: its
``mode`` and its decision version ``decisions``."""

from __future__ import annotations

from typing import Any

from firmware.web import views


def _act(web_: Any, mode: Any, seat: int, body: dict) -> tuple[int, dict]:
    """A seat's choice: taken as its select would take it, only when the
    page saw the game as it is now and the table offers that choice to
    that seat now."""
    stale = _stale(web_, mode, body)
    if stale:
        return stale
    options = views.legal(mode, seat)
    if not options:
        return 403, {"error": "not this seat's decision now"}
    k = body["choice"]
    if not 0 <= k < len(options):
        return 400, {"error": "no such choice"}
    mode.choose(options[k])  # the path of a seat's select (GameTable._choice_key)
    mode.changed()
    return 200, {"version": web_.decisions}


def _undo(web_: Any, mode: Any, seat: int, body: dict) -> tuple[int, dict]:
    """The seat menu's undo: "ask" asks it (as the menu's entry does),
    "yes" confirms another seat's question, "no" refuses it (or takes
    one's own back), as the seat's buttons answer it."""
    stale = _stale(web_, mode, body)
    if stale:
        return stale
    answer = body["answer"]
    if answer == "ask":
        if mode.undo_request is not None or not views._can_undo(mode):
            return 409, {"error": "nothing to undo now"}
        ui = mode.seats[seat]
        ui.help = None  # the menu is reached from a seat with nothing open
        ui.menu = list(mode.MENU).index("undo")
        mode._menu_key(seat, ui, "select")
    elif answer in ("yes", "no"):
        if mode.undo_request is None:
            return 409, {"error": "no undo is asked"}
        if answer == "yes" and seat == mode.undo_request and views._other_person(mode, seat):
            return 403, {"error": "another seat confirms an undo"}
        # the undo's own answer, not a key press: a key would first
        # close what the seat's screen shows (its pairing code, its help)
        mode._undo_key(seat, "select" if answer == "yes" else "back")
    else:
        return 400, {"error": "answer takes ask, yes or no"}
    mode.changed()
    return 200, {"version": web_.decisions}


def _help(web_: Any, mode: Any, seat: int, body: dict) -> tuple[int, dict]:
    """The help a seat asks for, on a choice of the decision its page
    shows (changes nothing)."""
    stale = _stale(web_, mode, body)
    if stale is not None:
        return stale
    return 200, {"lines": views.help_lines(mode, seat, body["choice"])}


def _stale(web_: Any, mode: Any, body: dict) -> tuple[int, dict] | None:
    if mode is not web_.mode or not hasattr(mode, "state"):
        return 409, {"error": "no game now"}
    if body["version"] != web_.decisions:
        return 409, {"error": "the game has moved on: the page shows it now"}
    return None


def _hint(web_: Any, mode: Any, seat: int, body: dict) -> tuple[int, dict]:
    """The seat menu's hint (issue 34), as the seat's menu entry asks it.
    Answered at once: the search runs beside the table's loop (its
    ``tick``, firmware.thinking), the page says "hint: thinking..." and
    gets the hint (its line, the advised choice ``hinted``) by its event
    stream when it comes. ``thinking``: not given yet (``k`` None); a hint
    already given in this position comes at once, its choice ``k``."""
    stale = _stale(web_, mode, body)
    if stale:
        return stale
    if not getattr(mode, "hints_on", False):
        return 403, {"error": "hints are off in this game"}
    line = mode.hint(seat)
    if line is None:
        return 403, {"error": "not this seat's decision now"}
    mode.changed()
    thinking = mode.hinting(seat)
    k = None if thinking else mode.seats[seat].cursor
    return 200, {"version": web_.decisions, "hint": line, "thinking": thinking, "k": k}


ANSWERS = {"act": _act, "undo": _undo, "help": _help, "hint": _hint}
