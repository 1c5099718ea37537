"""Lines of text for a terminal: a terminal cuts a long line mid-word
("capi" / "taine"), so a line wider than it is wrapped at spaces, the
following lines indented under the first one's words. A pipe or a file
keeps whole lines, for scripts."""

from __future__ import annotations

import shutil
from typing import TextIO

from firmware import layout


def columns(stream: TextIO) -> int | None:
    """The terminal's width when ``stream`` is a terminal, else None."""
    try:
        if stream.isatty():
            return shutil.get_terminal_size().columns
    except (AttributeError, OSError, ValueError):
        pass
    return None


def wrapped(text: str, cols: int | None) -> list[str]:
    """``text`` as lines of at most ``cols`` characters (None: one line)."""
    if not cols or len(text) <= cols:
        return [text]
    lead = " " * (len(text) - len(text.lstrip(" ")))
    # the screens' wrap: a French " :" stays with its word
    first, *rest = layout.wrap(text, max(1, cols - len(lead))) or [""]
    more = layout.wrap(" ".join(rest), max(1, cols - len(lead) - 2)) if rest else []
    return [lead + first] + [lead + "  " + x for x in more]
