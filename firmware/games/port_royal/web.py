"""Port Royal's words for the web pages (issue 24, firmware.web.views):
the same phrases and board pages as its screens. Everything lies open in
Port Royal (gold coin side up, VP on the cards): no seat has a secret."""

from __future__ import annotations

from typing import Any

from core.port_royal import data
from core.port_royal.views import seat_view as core_seat_view
from firmware.games.port_royal import phrases
from firmware.games.port_royal.screens import board
from firmware.games.port_royal.screens.seat import help_rows, own_rows
from firmware.memo import Last
from firmware.web.views import joined, merged


def seat_view(public: dict, state: dict, seat: int) -> dict:
    """core.port_royal.views.seat_view(state, seat): the public view
    itself, nothing being secret (tests/web check they are equal)."""
    return public


def deciding(mode: Any, view: dict) -> str:
    return phrases.deciding(view, mode.lang)


def sections(mode: Any, view: dict) -> list:
    """The board's pages (the harbour, the players, each player's
    table); the default page's short facts are all on them."""
    return [(t, merged(lines)) for t, lines in board.pages(view, mode.lang)]


def log(mode: Any, seat: int | None) -> list[list[str]]:
    return [list(e) for e in mode.seat_log()]  # every line is public


def prompt(mode: Any, view: dict) -> str:
    return phrases.prompt(view, mode.lang)


def label(mode: Any, view: dict, action: Any) -> str:
    return phrases.choice_text(view, action, mode.lang)


def secret(mode: Any, view: dict, seat: int) -> list[str]:
    return []


def own(mode: Any, view: dict, seat: int) -> list[str]:
    return own_rows(view, seat, mode.lang)


def help(mode: Any, seat: int, action: Any, view: dict | None = None) -> list[str]:
    """``view``: the seat's own view when the caller has it (not made
    again per choice); on what is being played (``action`` None), the
    public view serves every seat (views.Now: ``seat`` None)."""
    subject = phrases.help_subject(mode.state, action)
    view = core_seat_view(mode.state, seat) if view is None else view
    return joined(help_rows(view, subject, mode.lang, action, True))


def names(mode: Any) -> dict:
    """The words the board's picture writes (firmware/web/static/
    picture.js): the ships' colours, the characters, the expeditions'
    symbols; made once per language."""
    lang = mode.lang
    return _names.get(0, lang, lambda: _names_of(lang))


_names = Last()
# the public view's parts the picture draws
PICTURED = ("players", "harbour", "display", "deck", "discard")


def _names_of(lang: str) -> dict:
    ids = data.COLOURS + data.CHARACTERS + ("ship", "character", "expedition", "tax")
    out = {i: phrases.word(i, lang) for i in ids}
    out["short"] = {s: phrases.word("short." + s, lang) for s in data.SYMBOLS}
    return out
