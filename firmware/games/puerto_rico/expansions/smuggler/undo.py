"""Expansion 3, the smuggler: after an undo, how to put back the pieces
its events moved (``REVERSE``, gathered by ``undo_phrases``)."""

from __future__ import annotations

from typing import Any, Callable

from firmware.games.puerto_rico import undo_shared as u
from firmware.games.puerto_rico.expansions.shared import Say


def _wanted(s: Say, p: int | None, prev: Any) -> str:
    if prev is None or prev == p:
        return s.t("u_wanted", name=s.who(p))
    return s.t("u_wanted_to", name=s.who(p), other=s.who(prev))


def _attack(s: Say, p: int | None, what: list) -> str:
    key = "u_attack" if what[2] and what[3] else "u_attack_kept" if what[2] else "u_attack_rest"
    return s.t(key, name=s.who(p), cap=u.cap(s, what[0]), good=s.nm(what[1]), kept=what[2], rest=what[3])


def _plunder(s: Say, p: int | None, goods: list) -> str | None:
    if not goods:
        return None
    return s.t("u_trading_house", goods=u.goods(s, u.by_kind(goods)))


def _poach(s: Say, p: int | None, n: int) -> str | None:
    if not n:
        return None
    return s.t("u_poach", name=s.who(p), count=u.count(s, n, "colonist"))


def _poached(s: Say, p: int | None, target: str) -> str:
    return s.t("u_poached", name=s.who(p), target=s.place(target))


def _poach_supply(s: Say, p: int | None, n: int) -> str | None:
    if not n:
        return None
    return s.t("u_poach_supply", count=u.count(s, n, "colonist"))


def _role_change(s: Say, p: int | None, what: list) -> str:
    if not what[1]:  # no doubloon came off the card
        return s.t("u_role_change_free", name=s.who(p), role=s.nm(what[0]))
    return s.t("u_role_change", name=s.who(p), role=s.nm(what[0]), money=s.money(what[1]))


def _bounty(s: Say, p: int | None, what: list) -> str | None:
    return u.money(s, p, what[1])


def _reserved_role(s: Say, p: int | None, role: str) -> str:
    return s.t("u_reserved_role", name=s.who(p), role=s.nm(role))


# The reverse of each of its event kinds: f(say, player, payload) -> a
# sentence, or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "wanted": _wanted,
    "attack": _attack,
    "plunder": _plunder,
    "poach": _poach,
    "poached": _poached,
    "poach_supply": _poach_supply,
    "role_change": _role_change,
    "bounty": _bounty,
    "reserved_role": _reserved_role,
}
