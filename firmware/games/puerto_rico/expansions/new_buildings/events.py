"""The expansions' events in words, by event kind (``EVENTS``): what to
do with the pieces after their actions, and the base game's events they
word otherwise (a tile laid as a forest). Reached from ``event_phrases``
only when a game has expansions.
"""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from firmware.games.puerto_rico.expansions.shared import Say


# ---- expansion 1, new buildings: events ---------------------------------------


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


def _e_money(key: str) -> Callable[[Say, int | None, Any], str]:
    def f(s: Say, p: int | None, n: Any) -> str:
        return s.t(key, name=s.who(p), money=s.money(n))

    return f


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
    "lighthouse": _e_money("e_lighthouse"),
    "specialty_factory": _e_money("e_specialty_factory"),
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


# ---- expansion 2, nobles: events ---------------------------------------------


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


# ---- expansion 3, smuggler: events -------------------------------------------


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


# ---- expansion 4, festival: events -------------------------------------------


# where a goal's pieces come from and go back to
_FROM = {"stock": "fest_from_stock", "supply": "fest_from_supply", "box": "fest_from_box"}
_TO = {"stock": "fest_to_stock", "supply": "fest_to_supply", "box": "fest_to_box"}


def _goal_piece(s: Say, goal: str, what: Any) -> str:
    """The pieces of a goal on the festival board."""
    if goal == "plantation":
        return "1 " + s.place(what)
    if goal == "goods":
        by_kind: dict = {}
        for g in what:
            by_kind[g] = by_kind.get(g, 0) + 1
        return s.ph._goods(by_kind, s.lang, s.edition)
    return s.nm(what)


def _e_festival_goal(s: Say, p: int | None, what: list) -> str:
    return s.t("e_festival_goal", pieces=_goal_piece(s, what[0], what[1]), source=s.t(_FROM[what[2]]))


def _e_festival_reward(s: Say, p: int | None, what: list) -> str:
    goal, got = what[0], what[1]
    if goal == "plantation":
        if not got:  # the supply is empty: nothing to take
            return s.t("e_fest_plantation_none", name=s.who(p))
        return s.t("e_fest_plantation", name=s.who(p), count=s.ph.count(got, "colonist", s.lang, s.edition))
    if goal == "goods":
        return s.t("e_fest_goods", name=s.who(p), money=s.money(got))
    return s.t("e_fest_building", name=s.who(p), building=s.nm(got))  # its VP: the seat's own line


def _e_festival_colonist(s: Say, p: int | None, what: list) -> str:
    count = s.ph.count(what[1], "colonist", s.lang, s.edition)
    return s.t("e_festival_colonist", name=s.who(p), count=count, target=s.place(what[0]))


def _e_festival_return(s: Say, p: int | None, what: list) -> str:
    return s.t("e_festival_return", pieces=_goal_piece(s, what[0], what[1]), dest=s.t(_TO[what[2]]))


EVENTS.update(
    {
        "fill": _e_fill,
        "noble_ship": _e_noble_ship,
        "noble": _e_noble,
        "villa": _e_villa,
        "nobles_placed": _e_nobles_placed,
        "chapel": _e_chapel,
        "tailor_shop": _e_money("e_tailor_shop"),
        "land_registry": _e_land_registry,
        "draw": _e_draw,
        "land_office": _e_land_office,
        "export_office": _e_export_office,
        "to_san_juan": _e_to_san_juan,
        "wanted": _e_wanted,
        "attack": _e_attack,
        "plunder": _e_plunder,
        "poach": _e_poach,
        "poached": _e_poached,
        "poach_supply": _e_poach_supply,
        "role_change": _e_role_change,
        "bounty": _e_bounty,
        "reserved_role": _e_reserved_role,
        "festival_goal": _e_festival_goal,
        "festival_reward": _e_festival_reward,
        "festival_colonist": _e_festival_colonist,
        "festival_return": _e_festival_return,
    }
)


# Base-game event kinds an expansion words only in some cases (its function
# says None otherwise: the base game's sentence).
BASE_TOO = ("tile", "hacienda_tile", "fill", "draw")


def event_text(ph: Any, state: dict, ev: tuple, lang: str, edition: str) -> tuple[bool, str | None]:
    """(known, line): whether an expansion speaks for this event, and its
    public sentence (None: nothing to say)."""
    f = EVENTS.get(ev[0])
    if f is None:
        return False, None
    line = f(Say(ph, state, lang, edition), ev[1], ev[2])
    if line is None and ev[0] in BASE_TOO:
        return False, None  # as in the base game: its sentence
    return True, line


def private_event(ph: Any, view: dict, ev: tuple, seat: int, lang: str, edition: str) -> str | None:
    """The seat's own line for an expansion's event: the VP chip its black
    market gave back."""
    if ev[0] == "black_market" and ev[1] == seat and ev[2][2]:
        s = Say(ph, view, lang, edition)
        return s.t("p_bm_vp", name=s.who(seat))
    return None
