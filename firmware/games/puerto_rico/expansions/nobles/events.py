"""Expansion 2, the nobles: its events in words, by event kind
(``EVENTS``): the nobles on the ship and in the cities, and its
buildings' pieces."""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from firmware.games.puerto_rico.expansions.shared import Say, money_event


def _e_noble_ship(s: Say, p: int | None, n: int) -> str:
    return s.t("e_noble_ship", count=s.ph.count(n, "noble", s.lang, s.edition))


def _e_noble(s: Say, p: int | None, n: int) -> str:
    return s.t("e_noble", name=s.who(p))


def _e_villa(s: Say, p: int | None, who: str) -> str:
    return s.t("e_villa", name=s.who(p), who=s.nm(who))


def _e_fill(s: Say, p: int | None, what: Any) -> str | None:
    """The device places everyone left: with nobles the payload says who
    ([left, "noble"|"colonist"]); a bare count is the base game's sentence."""
    if not isinstance(what, list):
        return None
    left, who = what[0], what[1]
    line = s.t("e_fill_noble" if who == "noble" else "e_fill", name=s.who(p))
    if left:
        line = s.t("e_fill_left", name=s.who(p), what=line, count=s.ph.count(left, who, s.lang, s.edition))
    return line


def _e_nobles_placed(s: Say, p: int | None, where: dict) -> str | None:
    """Where the seat's nobles sit once placed: the red discs, not the
    brown ones (board order)."""
    order = list(data.ISLAND_TILES) + list(data.BUILDING_ORDER) + ["san_juan"]
    parts = [str(where[k]) + " " + s.place(k) for k in order if where.get(k)]
    if not parts:
        return None
    return s.t("e_nobles_placed", name=s.who(p), places=s.ph._t("list_sep", s.lang, s.edition).join(parts))


def _e_chapel(s: Say, p: int | None, what: list) -> str | None:
    if what[0] != "doubloons":
        return None  # the VP: the seat's own "vp_chips" line
    return s.t("e_chapel", name=s.who(p), money=s.money(what[1]))


def _e_land_registry(s: Say, p: int | None, what: list) -> str:
    """A tile bought unseen from the top of the plantations: the device's
    stock, or with physical tiles the one the player took ("_drawn")."""
    if what[0] == "discard":
        return s.t("e_lr_discard", name=s.who(p), tile=s.place(what[1]), money=s.money(what[2]))
    took = s.state.get("tiles") == "physical"
    if what[1] == "forest":
        key = "e_lr_forest_drawn" if took else "e_lr_forest"
        return s.t(key, name=s.who(p), money=s.money(what[2]), to_island=s.t("e_to_island"))
    return s.t(
        "e_lr_buy_drawn" if took else "e_lr_buy",
        name=s.who(p),
        money=s.money(what[2]),
        tile=s.place(what[1]),
        to_island=s.t("e_to_island"),
    )


def _e_draw(s: Say, p: int | None, what: list) -> str | None:
    """Physical tiles: the land registry's tile is the top one of a stack,
    taken unseen (rules 3.2), not a draw to the face-up row."""
    if what[1] != "land_registry":
        return None  # the base game's draws
    return s.t("e_draw_land_registry", name=s.who(p))


def _e_land_office(s: Say, p: int | None, what: list) -> str | None:
    if what[0] != "discard":
        return None  # the 2 VP: the seat's own line
    return s.t("e_land_office", name=s.who(p), tile=s.place(what[1]))


def _e_export_office(s: Say, p: int | None, goods: dict) -> str:
    return s.t("e_export_office", name=s.who(p), goods=s.ph._goods(goods, s.lang, s.edition))


def _e_to_san_juan(s: Say, p: int | None, what: list) -> str:
    return s.t("e_to_san_juan", name=s.who(p), who=s.nm(what[1]), tile=s.place(what[0]))


# Public sentences by event kind: f(say, player, what) -> line or None.
EVENTS: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "fill": _e_fill,
    "noble_ship": _e_noble_ship,
    "noble": _e_noble,
    "villa": _e_villa,
    "nobles_placed": _e_nobles_placed,
    "chapel": _e_chapel,
    "tailor_shop": money_event("e_tailor_shop"),
    "land_registry": _e_land_registry,
    "draw": _e_draw,
    "land_office": _e_land_office,
    "export_office": _e_export_office,
    "to_san_juan": _e_to_san_juan,
}

# Base-game event kinds worded here only in some cases (None otherwise:
# the base game's sentence).
BASE_TOO = ("fill", "draw")
