"""The last result of a costly piece of words, per slot, made again only
when what it is made of (its key) changes: a player's page is the same
from one decision to the next unless his island, city or goods changed,
and the board screen and the web pages both ask for it at every one."""

from __future__ import annotations

from typing import Any, Callable


class Last:
    """One kept (key, value) per slot; ``get`` makes the value anew when
    the key differs (keys are compared with ==, views included: a view
    is read, never written, so a kept key never changes under it)."""

    def __init__(self) -> None:
        self.kept: dict = {}

    def get(self, slot: Any, key: Any, make: Callable[[], Any]) -> Any:
        hit = self.kept.get(slot)
        if hit is not None and hit[0] == key:
            return hit[1]
        value = make()
        self.kept[slot] = (key, value)
        return value
