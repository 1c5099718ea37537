"""The moves an undone decision is put back by, from a game's table of
reverse sentences by event kind (firmware/games/<game>/undo_phrases.py:
``REVERSE[kind](after, seat, what, lang)``, a sentence or None)."""

from __future__ import annotations

from typing import Callable


def reverse_lines(reverse: dict[str, Callable], after: dict, lang: str) -> list[str]:
    """The sentences that put back what the last decision of ``after``
    moved, newest move first."""
    out = []
    for kind, p, what in reversed(after["events"]):
        f = reverse.get(kind)
        line = f(after, p, what, lang) if f is not None else None
        if line:
            out.append(line)
    return out
