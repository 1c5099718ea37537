"""Expansion 3, the smuggler: its events in words, by event kind
(``EVENTS``): the Wanted poster, the four ways to smuggle, the bounty
and the reserved role."""

from __future__ import annotations

from typing import Any, Callable

from firmware.games.puerto_rico.expansions.shared import Say


def _e_wanted(s: Say, p: int | None, prev: int | None) -> str:
    if prev is None or prev == p:
        return s.t("e_wanted", name=s.who(p))
    return s.t("e_wanted_from", name=s.who(p), other=s.who(prev))


def _e_attack(s: Say, p: int | None, what: list) -> str:
    ships = s.state.get("cargo_ships") or []
    cap = ships[what[0]][0] if 0 <= what[0] < len(ships) else what[0] + 1
    key = "e_attack" if what[2] and what[3] else "e_attack_kept" if what[2] else "e_attack_rest"
    return s.t(key, name=s.who(p), cap=cap, good=s.nm(what[1]), kept=what[2], rest=what[3])


def _e_plunder(s: Say, p: int | None, goods: list) -> str:
    if not goods:
        return s.t("e_plunder_none", name=s.who(p))
    by_kind: dict = {}
    for g in goods:
        by_kind[g] = by_kind.get(g, 0) + 1
    return s.t("e_plunder", name=s.who(p), goods=s.ph._goods(by_kind, s.lang, s.edition))


def _e_poach(s: Say, p: int | None, n: int) -> str:
    if not n:
        return s.t("e_poach_none", name=s.who(p))
    return s.t("e_poach", name=s.who(p), count=s.ph.count(n, "colonist", s.lang, s.edition))


def _e_poached(s: Say, p: int | None, target: str) -> str:
    return s.t("e_poached", name=s.who(p), target=s.place(target))


def _e_poach_supply(s: Say, p: int | None, n: int) -> str:
    return s.t("e_poach_supply", name=s.who(p), count=s.ph.count(n, "colonist", s.lang, s.edition))


def _e_role_change(s: Say, p: int | None, what: list) -> str:
    if not what[1]:  # no doubloon on the card: nothing said about money
        return s.t("e_role_change_free", name=s.who(p), role=s.nm(what[0]))
    return s.t("e_role_change", name=s.who(p), role=s.nm(what[0]), money=s.money(what[1]))


def _e_bounty(s: Say, p: int | None, what: list) -> str:
    return s.t("e_bounty", name=s.who(p), role=s.nm(what[0]), money=s.money(what[1]))


def _e_reserved_role(s: Say, p: int | None, role: str) -> str:
    return s.t("e_reserved_role", name=s.who(p), role=s.nm(role))


# Public sentences by event kind: f(say, player, what) -> line.
EVENTS: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "wanted": _e_wanted,
    "attack": _e_attack,
    "plunder": _e_plunder,
    "poach": _e_poach,
    "poached": _e_poached,
    "poach_supply": _e_poach_supply,
    "role_change": _e_role_change,
    "bounty": _e_bounty,
    "reserved_role": _e_reserved_role,
}
