"""The expansions' sentences: menu lines for the choices they add, what to
do with the pieces after their events, the draft's progress. Called by
firmware.games.puerto_rico.phrases for the actions and events the base
game does not know, so a base game never reaches this module.

Each expansion adds its branches to ``ACTIONS`` and ``EVENTS`` (by action
or event kind) and its words in its own block of the ``lang`` files; the
functions get the ``phrases`` module from their caller (``Say``), so this
module keeps no words of its own and imports no sentences (no cycle).
"""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from core.puerto_rico import draft
from core.puerto_rico import newbuildings as nb
from core.puerto_rico.roles.builder import price as build_price


class Say:
    """The words of one line: the phrases module, language, edition, the
    state (or a view) it talks about, short names or not."""

    def __init__(self, ph: Any, state: dict, lang: str, edition: str, is_short: bool | str = False) -> None:
        self.ph = ph
        self.state = state
        self.lang = lang
        self.edition = edition
        # "abbr": the names' abbreviations, nothing cut (True: short names, cut to fit)
        self.abbr = is_short == "abbr"
        self.is_short = is_short is True

    def t(self, key: str, **fields: Any) -> str:
        return self.ph._t(key, self.lang, self.edition, **fields)

    def nm(self, ident: object) -> str:
        if self.abbr:
            return self.ph.abbr(ident, self.lang, self.edition)
        if self.is_short:
            return self.ph.short(ident, self.lang, self.edition)
        return self.ph.name(ident, self.lang, self.edition)

    def money(self, n: int) -> str:
        return self.ph.count(n, "doubloon", self.lang, self.edition)

    def who(self, p: int | None) -> str:
        return self.ph._player(self.state, p)

    def place(self, where: str) -> str:
        """A circle's place: a building, San Juan, a quarry, or a kind's
        plantation ("corn plantation", not "corn")."""
        if where in data.GOODS:
            return self.t("tile_of", good=self.nm(where), de_good=self.ph._de(where, self.lang, self.edition))
        return self.nm(where)


# ---- expansion 1, new buildings: menu lines -----------------------------------


def _pay_item(s: Say, item: str, where: str | None = None) -> str:
    """One black-market item: a colonist (from where), a barrel, a VP chip;
    ``where``: the colonist's place as the line says it."""
    if item[:9] == "colonist:" or item[:6] == "noble:":
        col = s.nm("noble" if item[:6] == "noble:" else "colonist")
        place = item[item.index(":") + 1 :]
        return s.t("a_pay_colonist", where=s.nm(place) if where is None else where, colonist=col)
    if item == "vp":
        return s.t("a_pay_vp")
    return s.nm(item)


def _a_build(s: Say, action: list) -> str | None:
    """A build paid with the black market (the base game's line
    otherwise): all the doubloons and how many items, "harbor: 6+2 black
    mkt"; the items are chosen next (``_a_pay``). The building's name is
    cut until the line fits the menu."""
    if action[-1] != "pay":
        return None
    p = s.state["turn"]
    money = s.state["players"][p]["doubloons"]
    short = build_price(s.state, p, action[1]) - money
    bm = s.ph.short("black_market", s.lang, s.edition)
    name = s.nm(action[1])

    def render() -> str:
        return _with_university(s, action, s.t("a_build_bm", building=name, money=money, short=short, bm=bm))

    line = render()
    while s.is_short and len(line) > s.ph.MENU and len(name) > 1:
        name = _cut(name)
        line = render()
    return line


def _a_pay(s: Say, action: list) -> str:
    """One black-market item: a colonist (from where), a barrel, a VP
    chip; the colonist's place is cut until the line fits the menu."""
    item = action[1]
    where = s.nm(item[item.index(":") + 1 :]) if item[:9] == "colonist:" or item[:6] == "noble:" else None
    line = s.t("a_pay", item=_pay_item(s, item, where))
    while s.is_short and where and len(line) > s.ph.MENU and len(where) > 1:
        where = _cut(where)
        line = s.t("a_pay", item=_pay_item(s, item, where))
    return line


def _with_university(s: Say, action: list, line: str) -> str:
    if action[2:3] != ["university"]:
        return line
    col = s.ph.short("colonist", s.lang, s.edition) if s.is_short else s.nm("colonist")
    return s.t("a_with_colonist", what=line, colonist=col)


def _cut(name: str) -> str:
    """One character less, taken from the longest word, so that the words'
    starts stay ("sm indigo" -> "sm indig" ... "sm in", not "sm"): two
    names that differ in a later word stay apart."""
    words = name.split(" ")
    i = 0
    for j in range(len(words)):
        if len(words[j]) > len(words[i]):
            i = j
    if len(words[i]) > 1:
        words[i] = words[i][:-1]
    else:
        words.pop()
    return " ".join(words)


def _a_draft(s: Say, action: list) -> str:
    b = action[1]
    return s.t("a_draft", building=s.nm(b), cost=data.building(b)["cost"])


def _a_forest(s: Say, action: list) -> str:
    line = s.t("a_forest", good=s.nm(action[1]), forest=s.nm("forest"))
    if action[2:3] == ["hospice"]:
        col = s.ph.short("colonist", s.lang, s.edition) if s.is_short else s.nm("colonist")
        line = s.t("a_with_colonist", what=line, colonist=col)
    return line


def _a_drawn_tile(s: Say, action: list) -> str:
    g = s.state.get("phase_data", {}).get("drawn") or "corn"
    if action[1] == "plantation":
        return s.place(g)
    return s.t("a_drawn_forest", good=s.nm(g), forest=s.nm("forest"))


def _a_sell(s: Say, action: list) -> str | None:
    if action[2:3] != ["trading_post"]:
        return None
    g = action[1]
    price = data.PRICE[g] + nb.privilege(s.state, s.state["turn"])
    return s.t("a_sell_post", good=s.nm(g), price=price, post=s.ph.short("trading_post", s.lang, s.edition))


def _a_small_wharf(s: Say, action: list) -> str:
    return s.t("a_small_wharf", small_wharf=s.nm("small_wharf"))


def _a_return(s: Say, action: list) -> str:
    return s.t("a_return", good=s.nm(action[1]), wharf=s.ph.short("small_wharf", s.lang, s.edition))


def _a_ship(s: Say, action: list) -> str:
    returned = s.state.get("phase_data", {}).get("returned") or {}
    n = 0
    for g in returned:
        n += returned[g]
    return s.t("a_ship", count=s.ph.count(n, "barrel", s.lang, s.edition))


def _a_guest(s: Say, action: list) -> str:
    if action[2:3] == ["noble"]:
        return s.t("a_guest_noble", target=s.nm(action[1]))
    return s.t("a_guest", target=s.nm(action[1]))


# Menu lines by action kind: f(say, action) -> line, or None for the base
# game's line.
ACTIONS: dict[str, Callable[[Say, list], str | None]] = {
    "build": _a_build,
    "pay": _a_pay,
    "draft": _a_draft,
    "forest": _a_forest,
    "drawn_tile": _a_drawn_tile,
    "sell": _a_sell,
    "small_wharf": _a_small_wharf,
    "return": _a_return,
    "ship": _a_ship,
    "guest": _a_guest,
}


# ---- expansions 2-4, nobles, smuggler, festival: menu lines ------------------


def _a_place(s: Say, action: list) -> str | None:
    """A noble onto a circle (a colonist: the base game's line)."""
    if action[2:3] == ["noble"]:
        return s.t("a_place_noble", target=s.nm(action[1]))
    return None


def _a_fill(s: Say, action: list) -> str:
    """Colonists into every circle left (the nobles are placed)."""
    return s.t("a_fill", colonist=s.nm("colonist"))


def _a_ship_noble(s: Say, action: list) -> str:
    return s.t("a_ship_" + action[0])


def _a_villa(s: Say, action: list) -> str:
    """The villa's offer (A30): take its noble (a colonist) or nobody."""
    return s.t("a_villa_" + action[1])


def _a_export(s: Say, action: list) -> str:
    return s.t("a_export", good=s.nm(action[1]))


def _a_land_office(s: Say, action: list) -> str:
    if action[2:3] == ["noble"]:  # A30: the noble goes to San Juan
        return s.t("a_discard_noble", tile=s.nm(action[1]))
    return s.t("a_discard", tile=s.nm(action[1]))


def _a_land_registry(s: Say, action: list) -> str:
    if action[1] == "discard":
        if action[3:4] == ["noble"]:  # A30: the noble goes to San Juan
            return s.t("a_lr_discard_noble", tile=s.nm(action[2]))
        return s.t("a_lr_discard", tile=s.nm(action[2]))
    if action[2:3] == ["forest"]:
        return s.t("a_lr_forest", forest=s.nm("forest"))
    return s.t("a_lr_buy")


def _a_festival(s: Say, action: list) -> str:
    col = s.ph.short("colonist", s.lang, s.edition) if s.is_short else s.nm("colonist")
    return s.t("a_festival", colonist=col, target=s.nm(action[1]))


def _a_attack(s: Say, action: list) -> str:
    ship = s.state["cargo_ships"][action[1]]
    return s.t("a_attack", cap=ship[0], n=action[2], good=s.nm(ship[1]))


def _a_plunder(s: Say, action: list) -> str:
    return s.t("a_plunder", n=len(s.state.get("trading_house") or []))


def _a_poach(s: Say, action: list) -> str:
    n = s.state["colonist_ship"] - len(s.state["players"])
    return s.t("a_poach", n=n if n > 0 else 0)


def _a_role_change(s: Say, action: list) -> str:
    return s.t("a_role_change", role=s.nm(action[1]), n=s.state["roles"].get(action[1], 0))


ACTIONS.update(
    {
        "place": _a_place,
        "fill": _a_fill,
        "noble": _a_ship_noble,
        "colonist": _a_ship_noble,
        "export": _a_export,
        "villa": _a_villa,
        "land_office": _a_land_office,
        "land_registry": _a_land_registry,
        "festival": _a_festival,
        "attack": _a_attack,
        "plunder": _a_plunder,
        "poach": _a_poach,
        "role_change": _a_role_change,
    }
)


def action_text(
    ph: Any, state: dict, action: list, lang: str, edition: str, is_short: bool | str
) -> str | None:
    """The menu line of an expansion's action, or None (the base game's);
    ``ph``: the phrases module."""
    f = ACTIONS.get(action[0]) if action else None
    return f(Say(ph, state, lang, edition, is_short), list(action)) if f is not None else None


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
    return s.t("e_trading_post", name=s.who(p), good=s.nm(what[0]), money=s.money(what[1]))


def _e_black_market(s: Say, p: int | None, what: list) -> str | None:
    """The colonist and the barrel given back (the VP chip is secret: the
    seat's own line, ``private_event``)."""
    where, good = what[0], what[1]
    parts = []
    if where is not None:
        parts.append(s.t("e_bm_colonist", colonist=s.nm("colonist"), where=s.place(where)))
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
    return s.t("e_attack", name=s.who(p), cap=cap, good=s.nm(what[1]), kept=what[2], rest=what[3])


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


# ---- the draft's progress and the buildings in play ---------------------------


def draft_left(state: dict) -> int:
    """Free violet slots left to draft (0 outside the draft)."""
    n = 0
    for _cost, free in state.get("slots") or []:
        n += free
    return n


def violet_by_cost(state: dict) -> list[tuple[int, list[str], int]]:
    """(cost, violet buildings of the game at that cost, free slots) for
    each slot cost, cheapest first: the drafted set, or the set in play."""
    free = dict((c, k) for c, k in state.get("slots") or [])
    out = []
    for cost, _slots in nb.DRAFT_SLOTS:
        there = [b for b in draft.DRAFT_CANDIDATES[cost] if b in state["buildings"]]
        out.append((cost, there, free.get(cost, 0)))
    return out


def help_buildings(state: dict) -> list[str]:
    """The expansion buildings a game has, board order (its help index)."""
    return [
        b for b in data.BUILDING_ORDER if b in state["buildings"] and data.building(b)["expansion"] != "base"
    ]


def draft_index(state: dict) -> list[str]:
    """During the draft, the help index's buildings: those on the board and
    every violet building still open to a free slot, board order."""
    free = dict((c, k) for c, k in state.get("slots") or [])
    out = []
    for b in data.BUILDING_ORDER:
        spec = data.building(b)
        if b in state["buildings"]:
            out.append(b)
        elif free.get(spec["cost"]) and b in draft.DRAFT_CANDIDATES.get(spec["cost"], ()):
            out.append(b)
    return out
