"""Puerto Rico's sentences, built from its words (firmware.catalog, the
catalogs in ``lang/``): names and short names, help pages, menu lines for
actions, what to do with the pieces after an action (events), and the
pending decision.

Menu lines stay within ``MENU`` characters whenever the names allow it (a
long building name falls back to its short name). Only Latin-1 characters.
"""

from __future__ import annotations

import sys
from typing import Any, Callable

from core.puerto_rico.engine import decision
from core.puerto_rico import data
from core.puerto_rico import building_price as price, sale_price
from firmware.catalog import LANGUAGES, table, text
from firmware.drawing import CHARS
from firmware.layout import wrap

GAME = "puerto_rico"
MENU = CHARS - 1  # characters of a menu line: one to spare on the screen


# ---- helpers ---------------------------------------------------------------


def _lang(lang: str | None) -> str:
    return lang if lang in LANGUAGES else "en"


def _ed(state: dict | None, edition: str | None) -> str:
    if edition is None:
        edition = state.get("edition", "classic") if state is not None else "classic"
    return edition if edition in data.EDITIONS else "classic"


def _t(key: str, lang: str, edition: str, **fields: Any) -> str:
    """Fill the game's text ``key``; its names are fields too."""
    return text(key, lang, GAME, edition, **fields)


def _get(key: str, lang: str, edition: str) -> str | None:
    """The game's text ``key`` (fields filled with names), or None."""
    if key not in table(lang, GAME, edition):
        return None
    return _t(key, lang, edition)


def _self() -> Any:
    """This module, for the expansions' sentences (they import no phrases)."""
    return sys.modules[__name__]


def _canon(ident: object) -> str:
    return data.role_kind(str(ident))


def name(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """Display name of a role, good, island tile, building or table word
    ("doubloons", "colonist_ship", ...); unknown ids come back with
    underscores as spaces."""
    if ident is None:
        return ""
    ident = _canon(ident)
    n = table(_lang(lang), GAME, edition).get(ident)
    return n if n is not None else ident.replace("_", " ")


def abbr(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """A long name's abbreviation (the catalogs' ``abbr.`` keys: real
    abbreviations a player reads, "pte raff. de sucre", listed so the help
    can give the full name); the name itself when it has none."""
    if ident is None:
        return ""
    ident = _canon(ident)
    a = table(_lang(lang), GAME, edition).get("abbr." + ident)
    return a if a is not None else name(ident, lang, edition)


def line_name(ident: object, lang: str = "en", edition: str = "classic", width: int = CHARS) -> str:
    """The name as a line of ``width`` shows it (the help index, the help's
    title, the seat menu's "help: ..."): whole when it fits, else its
    abbreviation, else its short name; never cut."""
    for nm in (name, abbr, short):
        n = nm(ident, lang, edition)
        if len(n) <= width:
            break
    return n


def short(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """Short name: at most 3 characters for goods, island tiles, roles and
    table words, at most 10 for buildings."""
    if ident is None:
        return ""
    ident = _canon(ident)
    s = table(_lang(lang), GAME, edition).get("short." + ident)
    return s if s is not None else name(ident, lang, edition)[:10]


def count(n: int, ident: str, lang: str = "en", edition: str = "classic") -> str:
    """'1 doubloon', '3 doubloons', '0 doublon', '2 Pesos' ... ``ident`` is
    the singular id; its plural is ``ident + "s"``."""
    if lang == "fr":
        one = -1 <= n <= 1
    else:
        one = n == 1
    return str(n) + " " + name(ident if one else ident + "s", lang, edition)


def label(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """'small_sugar_mill' -> 'small sugar mill' (any id, any language)."""
    return name(ident, lang, edition) if ident else ""


def help_index(state: dict) -> list[str]:
    """What the help index offers for a game at its set-up (a state or a
    view): how a round goes, its roles, its buildings, the goods and the
    quarry."""
    roles = []
    for r in data.ROLES:
        k = _canon(r)
        if (r in state["roles"] or r in state["picked"]) and k not in roles:
            roles.append(k)
    built = [b for b in data.BUILDING_ORDER if b in state["buildings"]]
    if state.get("slots"):
        # the draft: every building still open to it, to read before picking
        from firmware.games.puerto_rico import expansion_phrases as xp

        built = xp.draft_index(state)
    # expansions 2-4: the smuggler's card, the nobles, the festival
    more = [k for k in ("smuggler", "festival") if k in state]
    if "nobles" in state:
        more.append("noble")
    return ["roles"] + roles + more + built + list(data.GOODS) + ["quarry"]


def help_text(ident: object, lang: str = "en", edition: str = "classic", width: int = CHARS) -> list[str]:
    """What a role, building, good or quarry does, or how a round goes
    (``"roles"``): a list of lines of at most ``width`` characters (empty
    for an id without help)."""
    if ident is None:
        return []
    ident = _canon(ident)
    lang = _lang(lang)
    edition = _ed(None, edition)
    t = _get("help." + ident, lang, edition)
    if t is None:
        return []
    lines = wrap(t[:1].upper() + t[1:], width)
    b = data.building(ident)
    if b is not None:
        who = count(b["people"], "colonist", lang, edition).split(" ", 1)[1]
        lines += wrap(
            _t(
                "help.facts",
                lang,
                edition,
                cost=b["cost"],
                vp=b["vp"],
                people=b["people"],
                who=who,
                vp_word=name("vp", lang, edition),
            ),
            width,
        )
    return lines


def _de(good: str, lang: str, edition: str) -> str:
    """French "de maïs" / "d'indigo" / "de Fruits"; English: the good."""
    g = name(good, lang, edition)
    if lang != "fr":
        return g
    if g[:1].lower() in "aeiouyéèêàâîôû":
        return "d'" + g
    return "de " + g


def _a(good: str, lang: str, edition: str) -> str:
    """English "a corn" / "an indigo" (other languages: the good)."""
    g = name(good, lang, edition)
    if lang != "en":
        return g
    return ("an " if g[:1].lower() in "aeiou" else "a ") + g


def _goods(d: dict, lang: str, edition: str) -> str:
    parts = []
    for g in data.GOODS:
        if d.get(g):
            parts.append(str(d[g]) + " " + name(g, lang, edition))
    return _t("list_sep", lang, edition).join(parts)


def _player(state: dict, p: int | None) -> str:
    if p is None:
        return ""
    try:
        return state["players"][p]["name"]
    except (IndexError, KeyError, TypeError):
        return str(p)


# ---- actions ---------------------------------------------------------------


def action_text(state: dict, action: tuple, lang: str = "en", edition: str | None = None) -> str:
    """A menu line for ``action`` of the player on turn (a state or a view);
    at most ``MENU`` characters whenever the names allow it."""
    edition = _ed(state, edition)
    lang = _lang(lang)
    line = _action(state, action, lang, edition, False)
    # too long: the names' abbreviations, then their short names
    for how in ("abbr", True):
        if len(line) <= MENU:
            break
        other = _action(state, action, lang, edition, how)
        if len(other) < len(line):
            line = other
    return line


def choice_text(state: dict, action: tuple, lang: str = "en", edition: str | None = None) -> str:
    """The menu line of ``action`` with every name whole, however long (the
    help says it, for a line the menu had to shorten)."""
    return _action(state, action, _lang(lang), _ed(state, edition), False)


class _Choice:
    """The words of one menu line: the state (or a view), its language and
    edition; ``is_short``: False for the names, "abbr" for their
    abbreviations, True for the short names."""

    def __init__(self, state: dict, action: tuple, lang: str, edition: str, is_short: bool | str) -> None:
        self.state = state
        self.arg = action[1] if len(action) > 1 else None  # what the choice names
        self.lang = lang
        self.edition = edition
        self.is_short = is_short

    def t(self, key: str, **fields: Any) -> str:
        return _t(key, self.lang, self.edition, **fields)

    def nm(self, ident: object) -> str:
        if self.is_short == "abbr":
            return abbr(ident, self.lang, self.edition)
        if self.is_short:
            return short(ident, self.lang, self.edition)
        return name(ident, self.lang, self.edition)

    def with_colonist(self, line: str) -> str:
        # the short form of a too long line also shortens "colonist"
        col = short("colonist", self.lang, self.edition) if self.is_short is True else None
        if col:
            return self.t("a_with_colonist", what=line, colonist=col)
        return self.t("a_with_colonist", what=line)


def _a_role(c: _Choice, action: tuple) -> str:
    money = c.state["roles"].get(c.arg, 0)
    if money:
        return c.t("a_role_money", role=c.nm(c.arg), n=money)
    return c.t("a_role", role=c.nm(c.arg))


def _a_plantation(c: _Choice, action: tuple) -> str:
    line = c.nm(c.arg)
    return c.with_colonist(line) if action[2:3] == ["hospice"] else line


def _a_quarry(c: _Choice, action: tuple) -> str:
    line = c.nm("quarry")
    return c.with_colonist(line) if action[1:2] == ["hospice"] else line


def _a_build(c: _Choice, action: tuple) -> str:
    cost = price(c.state, c.state["turn"], c.arg)
    line = c.t("a_build", building=c.nm(c.arg), price=cost)
    return c.with_colonist(line) if action[2:3] == ["university"] else line


def _a_keep(c: _Choice, action: tuple) -> str:
    if c.arg is None:
        return c.t("a_keep_all")
    return c.t("a_keep_one", good=c.nm(c.arg))


def _a_privilege(c: _Choice, action: tuple) -> str:
    if c.arg == 2:  # the library's two (A29)
        return c.t("a_privilege_2")
    return c.t("a_privilege")


def _a_words(key: str) -> Callable[[_Choice, tuple], str]:
    """A choice whose line names nothing."""
    return lambda c, action: c.t(key)


def _a_good(key: str) -> Callable[[_Choice, tuple], str]:
    """A choice naming one good (or, for "place", a circle)."""
    field = "target" if key == "a_place" else "good"
    return lambda c, action: c.t(key, **{field: c.nm(c.arg)})


def _a_sell(c: _Choice, action: tuple) -> str:
    return c.t("a_sell", good=c.nm(c.arg), price=sale_price(c.state, c.state["turn"], c.arg))


def _a_load(c: _Choice, action: tuple) -> str:
    ship = c.state["cargo_ships"][action[2]]
    return c.t("a_load", good=c.nm(c.arg), cap=ship[0])


def _a_wharf(c: _Choice, action: tuple) -> str:
    return c.t("a_wharf", good=c.nm(c.arg), wharf_short=short("wharf", c.lang, c.edition))


# The base game's menu lines by action kind: f(choice words, action) -> line.
ACTIONS: dict[str, Callable[[_Choice, tuple], str]] = {
    "role": _a_role,
    "pass": _a_words("a_pass"),
    "plantation": _a_plantation,
    "quarry": _a_quarry,
    "hacienda": _a_words("a_hacienda"),
    "build": _a_build,
    "keep": _a_keep,
    "privilege": _a_privilege,
    "decline": _a_words("a_decline"),
    "place": _a_good("a_place"),
    "bonus": _a_good("a_bonus"),
    "sell": _a_sell,
    "load": _a_load,
    "wharf": _a_wharf,
    "store": _a_good("a_store"),
    "drawn": _a_good("a_drawn"),
}


def _action(state: dict, action: tuple, lang: str, edition: str, is_short: bool | str) -> str:
    """``is_short``: False for the names, "abbr" for their abbreviations,
    True for the short names."""
    if "expansions" in state:
        from firmware.games.puerto_rico import expansion_phrases as xp

        line = xp.action_text(_self(), state, action, lang, edition, is_short)
        if line is not None:
            return line
    f = ACTIONS.get(action[0] if action else "")
    if f is None:
        return " ".join([str(x) for x in action])
    return f(_Choice(state, action, lang, edition, is_short), action)


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

    def tiles(self, gs: list) -> str:
        # counted by kind ("4 indigo, 1 sugar"): quicker to find on the table
        by_kind: dict = {}
        for g in gs:
            by_kind[g] = by_kind.get(g, 0) + 1
        return self.goods(by_kind)

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
    return e.t("e_discard", tiles=e.tiles(gs), count=e.count(len(gs), "plantation"))


def _e_faceup(e: _Event, gs: list) -> str:
    if not gs:
        return e.t("e_faceup_none")
    if e.physical:
        return e.t("e_faceup_drawn", tiles=e.tiles(gs))
    return e.t("e_faceup", tiles=e.tiles(gs), count=e.count(len(gs), "plantation"))


def _e_build(e: _Event, what: list) -> str:
    if what[1]:
        line = e.t("e_build", building=e.nm(what[0]), money=e.money(what[1]))
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
    "privilege": _e_same("e_privilege"),
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
        from firmware.games.puerto_rico import expansion_phrases as xp

        known, line = xp.event_text(_self(), state, ev, lang, edition)
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
    from firmware.games.puerto_rico import expansion_phrases as xp

    return xp.kept_text(_self(), state, waiting[0], waiting[1], _lang(lang), _ed(state, edition))


def private_event_text(
    view: dict, ev: tuple, seat: int, lang: str = "en", edition: str | None = None
) -> str | None:
    """The sentence for ``seat``'s own screen only, or None: the VP chips
    he takes for a loading ("Anne: take 5 VP chips (3 + captain 1 +
    harbor 1)"), and the VP he writes down once the chips run out. Other
    seats and the board never get it (the VP are secret)."""
    kind, p = ev[0], ev[1]
    if "expansions" in view and kind != "vp_chips":
        from firmware.games.puerto_rico import expansion_phrases as xp

        return xp.private_event(_self(), view, ev, seat, _lang(lang), _ed(view, edition))
    if kind != "vp_chips" or p != seat:
        return None
    edition = _ed(view, edition)
    lang = _lang(lang)
    chips, written, parts = ev[2][0], ev[2][1], ev[2][2]

    def t(key, **f):
        return _t(key, lang, edition, name=_player(view, p), **f)

    bits = []
    for why, n in parts:
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


# ---- decisions ------------------------------------------------------------


def prompt(kind: object, lang: str = "en", edition: str = "classic") -> str:
    """The question for a pending decision kind (core.puerto_rico.engine.DECISIONS)."""
    lang = _lang(lang)
    edition = _ed(None, edition)
    p = _get("prompt." + str(kind), lang, edition)
    return p if p is not None else name(kind, lang, edition)


def menu_prompt(view: dict, lang: str = "en", edition: str | None = None) -> str:
    """The deciding seat's question: the decision's, or inside one an
    expansion's own step (the small wharf's barrels, the hacienda's tile
    kept as a plantation or a forest)."""
    return prompt(_step(view, decision(view)), lang, _ed(view, edition))


def _step(state: dict, kind: str) -> str:
    """The decision ``kind``, or the expansion's step inside it."""
    if "expansions" in state:
        pd = state.get("phase_data") or {}
        if "returned" in pd:
            return "small_wharf"
        if "paying" in pd:
            return "black_market_pay"
        if "drawn" in pd and kind == "settler":
            return "drawn_tile"
        if "villa" in pd and kind == "mayor":
            return "villa"
        if "ship_noble" in pd and kind == "mayor":
            return "ship_noble"
        if pd.get("land_office") and kind == "settler":
            return "land_office"
        if "poach" in pd and kind == "smuggler":
            return "poach"
    return kind


def deciding(state: dict, lang: str = "en", edition: str | None = None) -> str:
    """One line saying who decides what now ("Bernie: build"); a state or
    a view. Game over: the "game_over" words."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    if state.get("phase") == "over":
        return _t("game_over", lang, edition)
    draw = state.get("draw")
    if draw is not None:
        kind, p = "draw", draw["player"]
    else:
        kind, p = decision(state), state["turn"]
    if kind == "draft":  # the draft's progress: the free slots left
        from firmware.games.puerto_rico import expansion_phrases as xp

        what = _t("deciding.draft", lang, edition, n=xp.draft_left(state))
        return _t("deciding", lang, edition, name=_player(state, p), what=what)
    what = _get("deciding." + str(_step(state, kind)), lang, edition)
    if what is None:
        what = name(kind, lang, edition)
    return _t("deciding", lang, edition, name=_player(state, p), what=what)


# ---- the help of a decision -------------------------------------------------


def about(state: dict, lang: str = "en", edition: str | None = None) -> str | None:
    """What the decision asked now is (a state or a view), the help's
    first words before the highlighted choice's own: the draft's rules, a
    role's turn, an expansion's step. None once the game is over."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    if state.get("phase") == "over":
        return None
    kind = _step(state, decision(state))
    t = _get("help.draft" if kind == "draft" else "about." + kind, lang, edition)
    return t[:1].upper() + t[1:] if t else None


def seat_help(
    state: dict,
    subject: object,
    action: tuple | None = None,
    lang: str = "en",
    edition: str | None = None,
    width: int = CHARS,
    decision_too: bool = True,
) -> list[str]:
    """A seat's help as lines of ``width``: what is being decided (with
    ``decision_too``), the highlighted ``action`` in full, then what
    ``subject`` does, under its full name when the title had to shorten
    it."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    lines = []
    what = about(state, lang, edition) if decision_too else None
    if what:
        lines += wrap(what, width)
    if action is not None:
        lines += wrap(
            _t("help.choice", lang, edition, choice=choice_text(state, action, lang, edition)), width
        )
    own = help_text(subject, lang, edition, width)
    if what and own == wrap(what, width):  # the draft's help is its explanation: once
        return lines
    full = name(subject, lang, edition)
    if line_name(subject, lang, edition) != full:
        lines += wrap(full[:1].upper() + full[1:] + ":", width)
    return lines + own


def mode_text(key: str, lang: str = "en", edition: str | None = None, **fields: Any) -> str:
    """The words of the counter and scoring modes (``mode.`` keys), with
    the names of ``edition`` ("Pesos", "ouvriers" in 1897; classic when
    not given)."""
    return text("mode." + key, lang, GAME, edition, **fields)
