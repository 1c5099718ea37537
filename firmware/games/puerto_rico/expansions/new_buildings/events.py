"""Expansion 1, the new buildings: its events in words, by event kind
(``EVENTS``): what to do with the pieces after its actions, and the base
game's events it words otherwise (a tile laid as a forest); the
hacienda's tile kept (``kept_text``) and the black market's VP chip, a
seat's own line (``private``)."""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from firmware.games.puerto_rico.expansions.shared import Say, money_event


def _e_draft(s: Say, p: int | None, b: str) -> str:
    copies = s.state.get("buildings", {}).get(b, 1)
    return s.t(
        "e_draft",
        name=s.who(p),
        building=s.nm(b),
        cost=data.building(b)["cost"],
        count=s.ph.count(copies, "building_tile", s.lang, s.edition),
    )


def _e_tile(s: Say, p: int | None, what: list) -> str | None:
    """A plantation laid face down as a forest (the base game's tiles
    otherwise); with the hospice its colonist goes to San Juan."""
    if what[0] != "forest":
        return None
    line = s.t("e_tile_forest", name=s.who(p), to_island=s.t("e_to_island"))
    if what[1]:
        src = what[2] if len(what) > 2 else "supply"
        line = s.t("e_forest_colonist", what=line, source=s.t("from." + str(src)))
    return line


def _e_hacienda_tile(s: Say, p: int | None, g: str) -> str | None:
    """The hacienda's tile while its owner (a forest house) still chooses
    plantation or forest: beside his island, not on it yet; once chosen,
    the forest's "tile" event or ``kept_text`` says where it goes."""
    if s.state.get("phase_data", {}).get("drawn") != g:
        return None  # placed at once: the base game's sentence
    key = "e_hacienda_choose_drawn" if s.state.get("tiles") == "physical" else "e_hacienda_choose"
    return s.t(
        key,
        name=s.who(p),
        good=s.nm(g),
        de_good=s.ph._de(g, s.lang, s.edition),
        forest=s.nm("forest"),
        beside_island=s.t("e_beside_island"),
    )


def kept_text(ph: Any, state: dict, p: int, g: str, lang: str, edition: str) -> str:
    """The hacienda's tile kept as a plantation (no event tells it):
    face up onto the owner's island."""
    s = Say(ph, state, lang, edition)
    return s.t(
        "e_hacienda_kept",
        name=s.who(p),
        good=s.nm(g),
        de_good=s.ph._de(g, lang, edition),
        to_island=s.t("e_to_island"),
    )


def _e_aqueduct(s: Say, p: int | None, g: str) -> str:
    return s.t("e_aqueduct", name=s.who(p), good=s.nm(g))


def _e_small_wharf(s: Say, p: int | None, goods: dict) -> str:
    return s.t("e_small_wharf", name=s.who(p), goods=s.ph._goods(goods, s.lang, s.edition))


def _e_trading_post(s: Say, p: int | None, what: list) -> str:
    if not what[1]:
        return s.t("e_trading_post_nothing", name=s.who(p), good=s.nm(what[0]))
    return s.t("e_trading_post", name=s.who(p), good=s.nm(what[0]), money=s.money(what[1]))


def _e_black_market(s: Say, p: int | None, what: list) -> str | None:
    """The colonist and the barrel given back (the VP chip is secret: the
    seat's own line, ``private_event``)."""
    where, good = what[0], what[1]
    parts = []
    if where is not None:  # the logbook names a noble (what[3]), the event does not
        who = what[3] if len(what) > 3 else "colonist"
        parts.append(s.t("e_bm_colonist", colonist=s.nm(who), where=s.place(where)))
    if good is not None:
        parts.append(s.t("e_bm_good", good=s.nm(good)))
    if not parts:
        return None
    return s.t("e_black_market", name=s.who(p), items=s.ph._t("list_sep", s.lang, s.edition).join(parts))


def _e_guest(s: Say, p: int | None, target: str) -> str:
    return s.t("e_guest", name=s.who(p), target=s.place(target))


def _e_statue_colonist(s: Say, p: int | None, src: str | None) -> str | None:
    if src is None:
        return None
    return s.t("e_statue_colonist", name=s.who(p), source=s.t("from." + str(src)))


def _silent(s: Say, p: int | None, what: Any) -> None:
    return None  # VP: the seat's own "vp_chips" line says it


# Public sentences by event kind: f(say, player, what) -> line or None
# (nothing to move, or a secret).
EVENTS: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "draft": _e_draft,
    "tile": _e_tile,
    "hacienda_tile": _e_hacienda_tile,
    "lighthouse": money_event("e_lighthouse"),
    "specialty_factory": money_event("e_specialty_factory"),
    "aqueduct": _e_aqueduct,
    "small_wharf": _e_small_wharf,
    "trading_post": _e_trading_post,
    "black_market": _e_black_market,
    "guest": _e_guest,
    "statue_colonist": _e_statue_colonist,
    "church": _silent,
    "union_hall": _silent,
    "forest": _silent,  # not emitted: a forest is told by its "tile" event
}


# Base-game event kinds worded here only in some cases (None otherwise:
# the base game's sentence).
BASE_TOO = ("tile", "hacienda_tile")


def private(s: Say, ev: tuple, seat: int) -> str | None:
    """The seat's own line: the VP chip its black market gave back."""
    if ev[0] == "black_market" and ev[1] == seat and ev[2][2]:
        return s.t("p_bm_vp", name=s.who(seat))
    return None
