"""Expansion 1, the new buildings: after an undo, how to put back the
pieces its events moved (``REVERSE``, gathered by ``undo_phrases``)."""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from firmware.games.puerto_rico import undo_shared as u
from firmware.games.puerto_rico.expansions.shared import Say


def _draft(s: Say, p: int | None, b: str) -> str:
    copies = s.state.get("buildings", {}).get(b, 1)
    return s.t(
        "u_draft",
        building=s.nm(b),
        count=u.count(s, copies, "building_tile"),
        cost=data.building(b)["cost"],
    )


def _trading_post(s: Say, p: int | None, what: list) -> str:
    if not what[1]:
        return s.t("u_trading_post_nothing", name=s.who(p), good=s.nm(what[0]))
    return s.t("u_trading_post", name=s.who(p), good=s.nm(what[0]), money=s.money(what[1]))


def _black_market(s: Say, p: int | None, what: list) -> str | None:
    parts = []
    if what[0] is not None:
        who = what[3] if len(what) > 3 else "colonist"  # a noble: named by who_left
        parts.append(s.t("u_bm_colonist", colonist=s.nm(who), where=s.place(what[0])))
    if what[1] is not None:
        parts.append(s.t("u_bm_good", good=s.nm(what[1])))
    if not parts:
        return None
    return s.t("u_black_market", name=s.who(p), items=s.ph._t("list_sep", s.lang, s.edition).join(parts))


def _guest(s: Say, p: int | None, target: str) -> str:
    return s.t("u_guest", name=s.who(p), target=s.place(target))


def _statue_colonist(s: Say, p: int | None, src: Any) -> str | None:
    if src is None:
        return None
    return s.t("u_from_sj", name=s.who(p), count=u.count(s, 1, "colonist"), dest=u.dest(s, src))


# The reverse of each of its event kinds: f(say, player, payload) -> a
# sentence, or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "draft": _draft,
    "lighthouse": u.money,
    "specialty_factory": u.money,
    "aqueduct": u.one_good,
    "small_wharf": u.barrels_back,
    "trading_post": _trading_post,
    "black_market": _black_market,
    "guest": _guest,
    "statue_colonist": _statue_colonist,
    "church": u.nothing,
    "union_hall": u.nothing,
    "forest": u.nothing,
}
