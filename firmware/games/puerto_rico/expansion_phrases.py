"""The expansions' sentences: menu lines for the choices they add
(``expansion_actions``), what to do with the pieces after their events
(``expansion_events``), both worded with ``Say`` (``expansion_words``),
handed on from here; and here the draft's progress. Called by
firmware.games.puerto_rico.phrases (its ``action_phrases`` and
``event_phrases``) for the actions and events the base game does not
know, so a base game never reaches these modules.

Each expansion adds its branches to ``ACTIONS`` and ``EVENTS`` (by action
or event kind) and its words in its own block of the ``lang`` files; the
functions get the base game's words module from their caller (``Say``), so
these modules keep no words of their own and import no sentences (no cycle).
"""

from __future__ import annotations

from core.puerto_rico import data
from core.puerto_rico.expansions.new_buildings import draft
from core.puerto_rico.expansions import new_buildings as nb

# handed on: one module a job (the words of a line, the menu lines, the events)
from firmware.games.puerto_rico.expansion_words import Say  # noqa: F401
from firmware.games.puerto_rico.expansion_actions import ACTIONS, action_text  # noqa: F401
from firmware.games.puerto_rico.expansion_events import (  # noqa: F401
    BASE_TOO,
    EVENTS,
    event_text,
    kept_text,
    private_event,
)


# ---- the draft's progress and the buildings in play ---------------------------


def draft_left(state: dict) -> int:
    """Free violet slots left to draft (0 outside the draft)."""
    n = 0
    for _cost, free in state.get("slots") or []:
        n += free
    return n


def violet_by_cost(state: dict) -> list[tuple[int, list[str], int]]:
    """(cost, violet buildings of the game at that cost, free slots) for
    each slot cost, cheapest first: the drafted set, or the set in play."""
    free = dict((c, k) for c, k in state.get("slots") or [])
    out = []
    for cost, _slots in nb.DRAFT_SLOTS:
        there = [b for b in draft.DRAFT_CANDIDATES[cost] if b in state["buildings"]]
        out.append((cost, there, free.get(cost, 0)))
    return out


def help_buildings(state: dict) -> list[str]:
    """The expansion buildings a game has, board order (its help index)."""
    return [
        b for b in data.BUILDING_ORDER if b in state["buildings"] and data.building(b)["expansion"] != "base"
    ]


def draft_index(state: dict) -> list[str]:
    """During the draft, the help index's buildings: those on the board and
    every violet building still open to a free slot, board order."""
    free = dict((c, k) for c, k in state.get("slots") or [])
    out = []
    for b in data.BUILDING_ORDER:
        spec = data.building(b)
        if b in state["buildings"]:
            out.append(b)
        elif free.get(spec["cost"]) and b in draft.DRAFT_CANDIDATES.get(spec["cost"], ()):
            out.append(b)
    return out
