"""Puerto Rico's events in words: what the table must do with the pieces
after an action (each sentence says the piece, how many, where from and
where to), a Mayor's placement, the hacienda's tile kept, and the VP a
seat alone is told. The expansions' events are worded by
``expansions/phrases.py``, reached only when a game has expansions.
"""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from firmware.games.puerto_rico import words
from firmware.games.puerto_rico.words import (
    _a,
    _de,
    _ed,
    _get,
    _goods,
    _lang,
    _player,
    _t,
    _tiles,
    count,
    name,
)

# ---- events ----------------------------------------------------------------


# Event kinds that never have a public sentence: VP (secret, told on the
# seat's own screen by ``private_event_text``), and where a player's people
# stand after his Mayor turn (each placement was told as it was chosen, by
# ``mayor_move_text``).
SILENT = ("vp", "vp_chips", "placed")


class _Event:
    """The words of one event's sentence: the state (or a view) it talks
    about, its language and edition, the player it names."""

    def __init__(self, state: dict, p: int | None, lang: str, edition: str) -> None:
        self.state = state
        self.p = p
        self.lang = lang
        self.edition = edition
        self.who = _player(state, p)
        self.physical = state.get("tiles") == "physical"

    def t(self, key: str, **fields: Any) -> str:
        return _t(key, self.lang, self.edition, name=self.who, **fields)

    def nm(self, ident: object) -> str:
        return name(ident, self.lang, self.edition)

    def count(self, n: int, ident: str) -> str:
        return count(n, ident, self.lang, self.edition)

    def money(self, n: int) -> str:
        return self.count(n, "doubloon")

    def goods_of(self, g: str) -> dict:
        return {
            "good": self.nm(g),
            "de_good": _de(g, self.lang, self.edition),
            "a_good": _a(g, self.lang, self.edition),
        }

    def goods(self, d: dict) -> str:
        return _goods(d, self.lang, self.edition)

    def tiles(self, gs: list, row: bool = False) -> str:
        # counted by kind ("4 indigo, 1 sugar"): quicker to find on the table;
        # a ``row`` of plantations one of each by their names alone
        by_kind: dict = {}
        for g in gs:
            by_kind[g] = by_kind.get(g, 0) + 1
        return _tiles(by_kind, self.lang, self.edition) if row else self.goods(by_kind)

    def ship_cap(self, i: int) -> int:
        ships = self.state.get("cargo_ships") or []
        return ships[i][0] if 0 <= i < len(ships) else i + 1


def _e_role(e: _Event, what: list) -> str:
    if what[1]:
        return e.t("e_role_money", role=e.nm(what[0]), money=e.money(what[1]))
    return e.t("e_role", role=e.nm(what[0]))


def _e_same(key: str) -> Callable[[_Event, Any], str]:
    """An event whose sentence has only the player's name."""
    return lambda e, what: e.t(key)


def _e_privilege(e: _Event, n: int) -> str:
    # 1, or 2 with the library (expansion 1): the number taken
    return e.t("e_privilege", count=e.count(n, "colonist"))


def _e_colonists(e: _Event, n: int) -> str:
    return e.t("e_colonists", count=e.count(n, "colonist"))


def _e_colonist_ship(e: _Event, n: int) -> str:
    if not n:
        return e.t("e_colonist_ship_none")
    return e.t("e_colonist_ship", count=e.count(n, "colonist"))


def _e_fill(e: _Event, left: int) -> str:
    line = e.t("e_fill")
    if left:
        line = e.t("e_fill_left", what=line, count=e.count(left, "colonist"))
    return line


def _e_tile(e: _Event, what: list) -> str:
    to_island = e.t("e_to_island")
    if what[0] == "quarry":
        line = e.t("e_tile_quarry", to_island=to_island)
    else:
        line = e.t("e_tile", to_island=to_island, **e.goods_of(what[0]))
    if what[1]:
        # the hospice's colonist: from the supply, else from the ship
        src = what[2] if len(what) > 2 else "supply"
        line = e.t("e_tile_colonist", what=line, source=e.t("from." + str(src)))
    return line


def _e_hacienda_tile(e: _Event, g: str) -> str:
    key = "e_hacienda_drawn" if e.physical else "e_hacienda_tile"
    return e.t(key, to_island=e.t("e_to_island"), **e.goods_of(g))


def _e_draw(e: _Event, what: list) -> str:
    if what[1] == "hacienda":
        return e.t("e_draw_hacienda")
    return e.t("e_draw_faceup", count=e.count(what[0], "plantation"))


def _e_reshuffle(e: _Event, n: int) -> str:
    key = "e_reshuffle_physical" if e.physical else "e_reshuffle"
    return e.t(key, count=e.count(n, "plantation"))


def _e_discard(e: _Event, gs: list) -> str:
    return e.t("e_discard", tiles=e.tiles(gs, True), count=e.count(len(gs), "plantation"), n=len(gs))


def _e_faceup(e: _Event, gs: list) -> str:
    if not gs:
        return e.t("e_faceup_none")
    if e.physical:
        return e.t("e_faceup_drawn", tiles=e.tiles(gs))
    return e.t("e_faceup", tiles=e.tiles(gs, True), count=e.count(len(gs), "plantation"), n=len(gs))


def who_left(state: dict, ev: list, nobles: list | None) -> list:
    """The black market's event with the person who left named: "noble"
    when the player has one noble fewer where a person left (expansions 1
    and 2; the event says only where). ``nobles``: each player's nobles
    by place before the decision (None: a game without nobles)."""
    if ev[0] != "black_market" or nobles is None or ev[2][0] is None:
        return ev
    where = ev[2][0]
    if state["players"][ev[1]].get("nobles", {}).get(where, 0) < nobles[ev[1]].get(where, 0):
        return [ev[0], ev[1], list(ev[2]) + ["noble"]]
    return ev


def paid_in_kind(state: dict, p: int | None) -> int:
    """The doubloons of player ``p``'s build price the black market paid
    with items in the last decision (expansion 1): told by its own line,
    so not paid to the bank."""
    for ev in state.get("events") or ():
        if ev[0] == "black_market" and ev[1] == p:
            said = ev[2]
            return (1 if said[0] is not None else 0) + (1 if said[1] is not None else 0) + said[2]
    return 0


def _e_build(e: _Event, what: list) -> str:
    money = what[1] - paid_in_kind(e.state, e.p)
    if money > 0:
        line = e.t("e_build", building=e.nm(what[0]), money=e.money(money))
    else:
        line = e.t("e_build_free", building=e.nm(what[0]))
    if len(what) > 2 and what[2]:
        # the university's colonist: from the supply, else from the ship
        src = what[3] if len(what) > 3 else "supply"
        line = e.t("e_build_colonist", what=line, source=e.t("from." + str(src)))
    return line


def _e_produce(e: _Event, goods: dict) -> str:
    return e.t("e_produce", goods=e.goods(goods))


def _e_good(key: str) -> Callable[[_Event, str], str]:
    """An event naming one good."""
    return lambda e, g: e.t(key, good=e.nm(g))


def _e_money(key: str) -> Callable[[_Event, int], str]:
    """An event naming a sum of doubloons."""
    return lambda e, n: e.t(key, money=e.money(n))


def _e_sell(e: _Event, what: list) -> str:
    if not what[1]:
        return e.t("e_sell_nothing", good=e.nm(what[0]))
    return e.t("e_sell", good=e.nm(what[0]), money=e.money(what[1]))


def _e_trading_house_emptied(e: _Event, gs: list) -> str:
    return e.t("e_trading_house_emptied", goods=e.tiles(gs))


def _e_load(e: _Event, what: list) -> str:
    return e.t("e_load", n=what[1], good=e.nm(what[0]), cap=e.ship_cap(what[2]))


def _e_wharf(e: _Event, what: list) -> str:
    return e.t("e_wharf", n=what[1], good=e.nm(what[0]))


def _e_spoil(e: _Event, goods: dict) -> str:
    return e.t("e_spoil", goods=e.goods(goods))


def _e_store(e: _Event, g: str) -> str:
    return e.t("e_store", **e.goods_of(g))


def _e_unload(e: _Event, what: list) -> str:
    return e.t("e_unload", cap=e.ship_cap(what[0]), n=what[2], good=e.nm(what[1]))


def _e_round_end(e: _Event, n: int) -> str:
    return e.t("e_round_end", n=n)


def _e_role_doubloons(e: _Event, roles: list) -> str:
    return e.t("e_role_doubloons", roles=_t("list_sep", e.lang, e.edition).join([e.nm(r) for r in roles]))


def _e_end_trigger(e: _Event, what: object) -> str:
    why = _get("why_" + str(what), e.lang, e.edition)
    return e.t("e_end_trigger", why=why if why is not None else e.nm(what))


# The base game's public sentences by event kind: f(event words, payload)
# -> line. The SILENT kinds and anything unknown have none.
EVENTS: dict[str, Callable[[_Event, Any], str | None]] = {
    "role": _e_role,
    "privilege": _e_privilege,
    "decline": _e_same("e_decline"),
    "pass": _e_same("e_pass"),  # nothing moves, but the table must know he had his turn
    "colonists": _e_colonists,
    "colonist_ship": _e_colonist_ship,
    "fill": _e_fill,
    "tile": _e_tile,
    "hacienda_tile": _e_hacienda_tile,
    "draw": _e_draw,
    "reshuffle": _e_reshuffle,
    "discard": _e_discard,
    "faceup": _e_faceup,
    "build": _e_build,
    "produce": _e_produce,
    "bonus": _e_good("e_bonus"),
    "doubloons": _e_money("e_doubloons"),
    "factory": _e_money("e_factory"),
    "sell": _e_sell,
    "trading_house_emptied": _e_trading_house_emptied,
    "load": _e_load,
    "wharf": _e_wharf,
    "spoil": _e_spoil,
    "store": _e_store,
    "keep": _e_good("e_keep"),
    "unload": _e_unload,
    "round_end": _e_round_end,
    "role_doubloons": _e_role_doubloons,
    "governor": _e_same("e_governor"),
    "end_trigger": _e_end_trigger,
    "game_over": _e_same("e_game_over"),
}


def event_text(state: dict, ev: tuple, lang: str = "en", edition: str | None = None) -> str | None:
    """What to do with the physical pieces after an action (a state or a
    view), or None (nothing to do, or secret: VP events are never shown
    here). Each sentence says the piece, how many, where it comes from and
    where it goes."""
    edition = _ed(state, edition)
    lang = _lang(lang)
    if "expansions" in state:
        from firmware.games.puerto_rico.expansions import phrases as xp

        known, line = xp.event_text(words, state, ev, lang, edition)
        if known:
            return line
    f = EVENTS.get(ev[0])
    if f is None:
        return None  # SILENT kinds and anything unknown: nothing to say
    return f(_Event(state, ev[1], lang, edition), ev[2])


def mayor_move_text(
    state: dict, seat: int, action: tuple, lang: str = "en", edition: str | None = None
) -> str | None:
    """A Mayor-phase decision of ``seat`` that no event tells: where he
    puts one of his people (["place", target] or ["place", target,
    "noble"]), or ["keep"] (everyone back where they were); else None."""
    edition = _ed(state, edition)
    lang = _lang(lang)
    who = _player(state, seat)
    if list(action) == ["keep"]:
        return _t("e_place_keep", lang, edition, name=who)
    if not action or action[0] != "place" or len(action) < 2:
        return None
    target = action[1]
    person = count(1, "noble" if len(action) > 2 and action[2] == "noble" else "colonist", lang, edition)
    if target == "quarry":
        return _t("e_place_quarry", lang, edition, name=who, person=person)
    if target in data.GOODS:
        return _t(
            "e_place_tile",
            lang,
            edition,
            name=who,
            person=person,
            a_good=_a(target, lang, edition),
            de_good=_de(target, lang, edition),
        )
    return _t(
        "e_place_building", lang, edition, name=who, person=person, building=name(target, lang, edition)
    )


def waiting_tile(state: dict) -> tuple[int, str] | None:
    """The hacienda's tile its owner (a forest house) has yet to keep as a
    plantation or lay as a forest: (seat, good), from the decision just
    applied; else None."""
    drawn = (state.get("phase_data") or {}).get("drawn")
    for ev in state["events"]:
        if ev[0] == "hacienda_tile" and ev[2] == drawn:
            return ev[1], drawn
    return None


def kept_tile_text(
    state: dict, waiting: tuple[int, str] | None, action: tuple, lang: str = "en", edition: str | None = None
) -> str | None:
    """Where the waiting hacienda tile (``waiting_tile`` before
    ``action``) goes when kept as a plantation: the core tells no event
    for it (a forest has its "tile" event)."""
    if waiting is None or list(action) != ["drawn_tile", "plantation"]:
        return None
    from firmware.games.puerto_rico.expansions.new_buildings import events as xp  # the hacienda's

    return xp.kept_text(words, state, waiting[0], waiting[1], _lang(lang), _ed(state, edition))


def private_event_text(
    view: dict, ev: tuple, seat: int, lang: str = "en", edition: str | None = None
) -> str | None:
    """The sentence for ``seat``'s own screen only, or None: the VP chips
    he takes for a loading ("Anne: take 5 VP chips (3 + captain 1 +
    harbor 1)"), and the VP he writes down once the chips run out. Other
    seats and the board never get it (the VP are secret)."""
    kind, p = ev[0], ev[1]
    if "expansions" in view and kind != "vp_chips":
        from firmware.games.puerto_rico.expansions import phrases as xp

        return xp.private_event(words, view, ev, seat, _lang(lang), _ed(view, edition))
    if kind != "vp_chips" or p != seat:
        return None
    edition = _ed(view, edition)
    lang = _lang(lang)
    chips, written, parts = ev[2][0], ev[2][1], ev[2][2]

    def t(key, **f):
        return _t(key, lang, edition, name=_player(view, p), **f)

    bits = []
    for why, n in parts:
        if not n:
            continue  # (0 barrels: the small wharf's VP are its bonus alone)
        if why == "barrels":
            bits.append(str(n))  # the barrels loaded: the plain number
        else:
            bits.append(t("p_vp_part", why=name(why, lang, edition), n=n))
    # "(3)" says nothing more than the count: the reasons only when several
    shown = t("p_vp_parts", parts=t("p_vp_sep").join(bits)) if len(bits) > 1 else ""
    vp = name("vp", lang, edition)
    got = count(chips, "vp_chip", lang, edition)
    if not written:
        return t("p_vp", taken=got, parts=shown)
    if not chips:
        return t("p_vp_all_written", noted=written, vp=vp, parts=shown)
    return t("p_vp_written", taken=got, noted=written, vp=vp, parts=shown)
