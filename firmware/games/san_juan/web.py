"""San Juan's words for the web pages (issue 24, firmware.web.views):
the same phrases and board pages as its screens, rows joined back into
sentences. Nothing of a seat is secret but its chapel's count."""

from __future__ import annotations

from typing import Any

from firmware import catalog
from firmware.games.san_juan import phrases
from firmware.games.san_juan.phrases import say
from firmware.games.san_juan.screens.seat import city_rows
from firmware.web.views import joined


def deciding(mode: Any, view: dict) -> str:
    return phrases.deciding(view, mode.lang)


def sections(mode: Any, view: dict) -> list:
    """The board's default facts, then its pages (counts, round, the
    tile's prices, each city)."""
    out = [(catalog.text("web_glance", mode.lang), mode.board_facts())]
    return out + [(t, joined(rows)) for t, rows in mode.board_pages()]


def log(mode: Any, seat: int | None) -> list[list[str]]:
    return [list(e) for e in mode.log]  # every line is public


def prompt(mode: Any, view: dict) -> str:
    return phrases.prompt(mode.state, mode.lang)


def label(mode: Any, view: dict, action: Any) -> str:
    return " ".join(phrases.action_text(mode.state, action, mode.lang).split())


def secret(mode: Any, view: dict, seat: int) -> list[str]:
    chapel = view["players"][seat]["chapel"]
    return [say("seat.chapel", mode.lang, n=chapel)] if chapel else []


def own(mode: Any, view: dict, seat: int) -> list[str]:
    return joined(city_rows(view["players"][seat], mode.lang))


def help(mode: Any, seat: int, action: Any) -> list[str]:
    subject = phrases.help_subject(mode.state, action)
    return joined(phrases.help_rows(mode.state, subject, action, mode.lang))
