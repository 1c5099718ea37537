"""Expansion 1, the new buildings, on the device: its menu lines
(``actions.py``), its events (``events.py``), its board page of the
violet buildings (``pages.py``), its words (``lang/``), and here the
draft's progress and the help index's buildings during the draft.
"""

from __future__ import annotations

from core.puerto_rico import data

# The core's expansion 1 (the one place the device imports it; actions.py
# takes ``nb`` from here).
from core.puerto_rico.expansions import new_buildings as nb
from core.puerto_rico.expansions.new_buildings import draft


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
