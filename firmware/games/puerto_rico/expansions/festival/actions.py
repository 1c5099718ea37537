"""Expansion 4, the festival: its menu line (``ACTIONS``): a festival
colonist placed."""

from __future__ import annotations

from typing import Callable

from firmware.games.puerto_rico.expansions.shared import Say


def _a_festival(s: Say, action: list) -> str:
    col = s.ph.short("colonist", s.lang, s.edition) if s.is_short else s.nm("colonist")
    return s.t("a_festival", colonist=col, target=s.nm(action[1]))


# Menu lines by action kind: f(say, action) -> line.
ACTIONS: dict[str, Callable[[Say, list], str | None]] = {
    "festival": _a_festival,
}
