"""The steps of Puerto Rico's undo sentences that the base game's reverses
(``undo_phrases``) and each expansion's (``expansions/<name>/undo.py``)
share: counts, goods, a tile, where a colonist goes back, and the
reverses of the events several of them tell (money, barrels back).
"""

from __future__ import annotations

from typing import Any

from core.puerto_rico import data
from firmware.games.puerto_rico import phrases as ph
from firmware.games.puerto_rico.expansions.shared import Say


def count(s: Say, n: int, ident: str) -> str:
    return ph.count(n, ident, s.lang, s.edition)


def goods(s: Say, d: dict) -> str:
    return ph._goods(d, s.lang, s.edition)


def by_kind(items: list) -> dict:
    out: dict = {}
    for g in items:
        out[g] = out.get(g, 0) + 1
    return out


def tile(s: Say, ident: str) -> str:
    """A plantation by its good ("tobacco plantation"), a quarry, a forest."""
    if ident in data.GOODS:
        return s.place(ident)
    return s.nm(ident)


def dest(s: Say, src: object) -> str:
    """Where a colonist goes back: the supply or the colonist ship."""
    return s.t("u_to_ship" if src == "colonist_ship" else "u_to_supply")


def one_good(s: Say, p: int | None, g: str) -> str:
    return s.t("u_produce", name=s.who(p), goods=goods(s, {g: 1}))


def barrels_back(s: Say, p: int | None, given: dict) -> str | None:
    """Barrels given to the supply (spoiled, a wharf) come back to the player."""
    if not given:
        return None
    return s.t("u_barrels_back", name=s.who(p), goods=goods(s, given))


def money(s: Say, p: int | None, n: int) -> str | None:
    if not n:
        return None
    return s.t("u_money", name=s.who(p), money=s.money(n))


def cap(s: Say, i: int) -> int:
    ships = s.state.get("cargo_ships") or []
    return ships[i][0] if 0 <= i < len(ships) else i + 1


def nothing(s: Say, p: int | None, what: Any) -> None:
    """Nothing moved (a pass, a barrel kept), or a secret (VP)."""
    return None
