"""The expansions' sentences, gathered from their folders (``FOLDERS``):
the menu lines (``ACTIONS``) and events (``EVENTS``) by kind, for the
base game's ``action_phrases`` and ``event_phrases``, reached only when a
game has expansions (a base game never loads this module).
"""

from __future__ import annotations

from typing import Any, Callable

from firmware.games.puerto_rico import expansions
from firmware.games.puerto_rico.expansions.shared import Say

# Menu lines by action kind: f(say, action) -> line, or None for the base
# game's line.
ACTIONS: dict[str, Callable[[Say, list], str | None]] = {}
# Public sentences by event kind: f(say, player, what) -> line or None
# (nothing to move, or a secret).
EVENTS: dict[str, Callable[[Say, int | None, Any], str | None]] = {}
# Base-game event kinds an expansion words only in some cases (its function
# says None otherwise: the base game's sentence).
BASE_TOO: set[str] = set()
# A seat's own lines: f(say, ev, seat) -> line or None.
PRIVATE: list[Callable[[Say, tuple, int], str | None]] = []


def build() -> None:
    """The tables again from the folders of ``expansions.FOLDERS`` (at
    import, and after the registry changed)."""
    ACTIONS.clear()
    EVENTS.clear()
    BASE_TOO.clear()
    for table in expansions.each("actions", "ACTIONS"):
        ACTIONS.update(table)
    for table in expansions.each("events", "EVENTS"):
        EVENTS.update(table)
    for kinds in expansions.each("events", "BASE_TOO"):
        BASE_TOO.update(kinds)
    PRIVATE[:] = expansions.each("events", "private")


build()


def action_text(
    ph: Any, state: dict, action: list, lang: str, edition: str, is_short: bool | str
) -> str | None:
    """The menu line of an expansion's action, or None (the base game's);
    ``ph``: the phrases module."""
    f = ACTIONS.get(action[0]) if action else None
    return f(Say(ph, state, lang, edition, is_short), list(action)) if f is not None else None


def event_text(ph: Any, state: dict, ev: tuple, lang: str, edition: str) -> tuple[bool, str | None]:
    """(known, line): whether an expansion speaks for this event, and its
    public sentence (None: nothing to say)."""
    f = EVENTS.get(ev[0])
    if f is None:
        return False, None
    line = f(Say(ph, state, lang, edition), ev[1], ev[2])
    if line is None and ev[0] in BASE_TOO:
        return False, None  # as in the base game: its sentence
    return True, line


def private_event(ph: Any, view: dict, ev: tuple, seat: int, lang: str, edition: str) -> str | None:
    """The seat's own line for an expansion's event (the VP chip a black
    market gave back), or None."""
    for f in PRIVATE:
        line = f(Say(ph, view, lang, edition), ev, seat)
        if line is not None:
            return line
    return None
