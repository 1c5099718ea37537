"""Expansion 3, the smuggler: menu lines by action kind (``ACTIONS``):
attack, plunder, poach, role change."""

from __future__ import annotations

from typing import Callable

from firmware.games.puerto_rico.expansions.shared import Say


def _a_attack(s: Say, action: list) -> str:
    ship = s.state["cargo_ships"][action[1]]
    if not action[2]:
        return s.t("a_attack_none", cap=ship[0])  # (its other lines name the good)
    return s.t("a_attack", cap=ship[0], n=action[2], good=s.nm(ship[1]))


def _a_plunder(s: Say, action: list) -> str:
    n = len(s.state.get("trading_house") or [])
    return s.t("a_plunder", n=n) if n else s.t("a_plunder_none")


def _a_poach(s: Say, action: list) -> str:
    n = s.state["colonist_ship"] - len(s.state["players"])
    return s.t("a_poach", n=n) if n > 0 else s.t("a_poach_none")


def _a_role_change(s: Say, action: list) -> str:
    n = s.state["roles"].get(action[1], 0)
    if not n:  # no doubloon on the card: nothing said about money
        return s.t("a_role_change_free", role=s.nm(action[1]))
    return s.t("a_role_change", role=s.nm(action[1]), n=n)


# Menu lines by action kind: f(say, action) -> line.
ACTIONS: dict[str, Callable[[Say, list], str | None]] = {
    "attack": _a_attack,
    "plunder": _a_plunder,
    "poach": _a_poach,
    "role_change": _a_role_change,
}
