"""Puerto Rico's expansions on the device: one folder each, as the core's
``core/puerto_rico/expansions/``, and one line each in ``FOLDERS``.

A folder ``<name>/`` may hold (each part optional):

- ``lang/en.py``, ``lang/fr.py`` (and ``lang/<lang>_<edition>.py``): its
  words, plain data like the game's own ``lang/`` (firmware.catalog reads
  them after the game's words, for every game of Puerto Rico);
- ``actions.py``: ``ACTIONS``, its menu lines by action kind;
- ``events.py``: ``EVENTS``, its events in words by event kind, with
  ``BASE_TOO`` (base-game kinds it words only in some cases) and
  ``private(say, ev, seat)`` (a seat's own line);
- ``pages.py``: ``board_pages(view, lang, edition, pages)``, its pages
  put among the board's.
- ``undo.py``: ``REVERSE``, how to put back the pieces its events moved
  after an undo (gathered by ``undo_phrases``; its steps: ``undo_shared``).

What every expansion's sentences share is ``shared.py`` (``Say``, the
words of one line); ``phrases.py`` gathers the folders' menu lines and
events for the base game's ``action_phrases`` and ``event_phrases``.
docs/rules-core.md ("On the device") tells how to add one.
"""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

# The registry: one line per expansion, in the order of the core's
# expansions (a folder's pages are put in, and its tables read, in this order).
FOLDERS = (
    "new_buildings",
    "nobles",
    "smuggler",
    "festival",
)


def part(name: str, module: str) -> ModuleType | None:
    """The module ``module`` ("actions", "events", "pages") of folder
    ``name``, or None when the folder has none."""
    path = "%s.%s.%s" % (__name__, name, module)
    try:
        return importlib.import_module(path)
    except ModuleNotFoundError as e:
        if e.name is not None and path.startswith(e.name):
            return None
        raise


def each(module: str, attr: str) -> list[Any]:
    """``attr`` of every folder's ``module`` that has one, in FOLDERS order."""
    out = []
    for name in FOLDERS:
        m = part(name, module)
        if m is not None and hasattr(m, attr):
            out.append(getattr(m, attr))
    return out
