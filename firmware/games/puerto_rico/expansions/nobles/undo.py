"""Expansion 2, the nobles: after an undo, how to put back the pieces
its events moved (``REVERSE``, gathered by ``undo_phrases``)."""

from __future__ import annotations

from typing import Any, Callable

from firmware.games.puerto_rico import undo_shared as u
from firmware.games.puerto_rico.expansions.shared import Say


def _noble_ship(s: Say, p: int | None, n: int) -> str | None:
    if not n:
        return None
    return s.t("u_colonist_ship", count=u.count(s, n, "noble"))


def _noble(s: Say, p: int | None, n: int) -> str:
    return s.t("u_noble", name=s.who(p))


def _villa(s: Say, p: int | None, who: str) -> str:
    return s.t("u_from_sj", name=s.who(p), count=u.count(s, 1, who), dest=u.dest(s, "supply"))


def _nobles_placed(s: Say, p: int | None, where: dict) -> str | None:
    if not any(where.values()):
        return None
    return s.t("u_nobles_placed", name=s.who(p))


def _chapel(s: Say, p: int | None, what: list) -> str | None:
    return u.money(s, p, what[1]) if what[0] == "doubloons" else None


def _land_registry(s: Say, p: int | None, what: list) -> str:
    if what[0] == "discard":
        return s.t("u_lr_discard", name=s.who(p), tile=u.tile(s, what[1]), money=s.money(what[2]))
    key = "u_lr_buy_drawn" if s.state.get("tiles") == "physical" else "u_lr_buy"
    return s.t(key, name=s.who(p), tile=u.tile(s, what[1]), money=s.money(what[2]))


def _land_office(s: Say, p: int | None, what: list) -> str | None:
    if what[0] != "discard":
        return None  # the VP: the seat's own line
    return s.t("u_land_office", name=s.who(p), tile=u.tile(s, what[1]))


def _to_san_juan(s: Say, p: int | None, what: list) -> str:
    return s.t("u_to_san_juan", name=s.who(p), who=s.nm(what[1]), tile=u.tile(s, what[0]))


# The reverse of each of its event kinds: f(say, player, payload) -> a
# sentence, or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "noble_ship": _noble_ship,
    "noble": _noble,
    "villa": _villa,
    "nobles_placed": _nobles_placed,
    "chapel": _chapel,
    "tailor_shop": u.money,
    "land_registry": _land_registry,
    "land_office": _land_office,
    "export_office": u.barrels_back,
    "to_san_juan": _to_san_juan,
}
