"""Expansion 2, the nobles: menu lines by action kind (``ACTIONS``): a
noble placed, the ship's noble, the villa, and the choices of its
buildings (export office, land office, land registry)."""

from __future__ import annotations

from typing import Callable

from firmware.games.puerto_rico.expansions.shared import Say


def _a_place(s: Say, action: list) -> str | None:
    """A noble onto a circle (a colonist: the base game's line)."""
    if action[2:3] == ["noble"]:
        return s.t("a_place_noble", target=s.nm(action[1]))
    return None


def _a_fill(s: Say, action: list) -> str:
    """Colonists into every circle left (the nobles are placed)."""
    return s.t("a_fill", colonist=s.nm("colonist"))


def _a_ship_noble(s: Say, action: list) -> str:
    return s.t("a_ship_" + action[0])


def _a_villa(s: Say, action: list) -> str:
    """The villa's offer (A30): take its noble (a colonist) or nobody."""
    return s.t("a_villa_" + action[1])


def _a_export(s: Say, action: list) -> str:
    return s.t("a_export", good=s.nm(action[1]))


def _a_land_office(s: Say, action: list) -> str:
    if action[2:3] == ["noble"]:  # A30: the noble goes to San Juan
        return s.t("a_discard_noble", tile=s.nm(action[1]))
    return s.t("a_discard", tile=s.nm(action[1]))


def _a_land_registry(s: Say, action: list) -> str:
    if action[1] == "discard":
        if action[3:4] == ["noble"]:  # A30: the noble goes to San Juan
            return s.t("a_lr_discard_noble", tile=s.nm(action[2]))
        return s.t("a_lr_discard", tile=s.nm(action[2]))
    if action[2:3] == ["forest"]:
        return s.t("a_lr_forest", forest=s.nm("forest"))
    return s.t("a_lr_buy")


# Menu lines by action kind: f(say, action) -> line, or None for the base
# game's line.
ACTIONS: dict[str, Callable[[Say, list], str | None]] = {
    "place": _a_place,
    "fill": _a_fill,
    "noble": _a_ship_noble,
    "colonist": _a_ship_noble,
    "export": _a_export,
    "villa": _a_villa,
    "land_office": _a_land_office,
    "land_registry": _a_land_registry,
}
