"""The expansions' menu lines, by action kind (``ACTIONS``): the choices
they add, and the base game's choices they word otherwise (a build paid
at the black market). Reached from ``action_phrases`` only when a game
has expansions.
"""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data
from core.puerto_rico.expansions import new_buildings as nb
from core.puerto_rico.roles.builder import price as build_price
from firmware.games.puerto_rico.expansion_words import Say


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
    post = s.ph.short("trading_post", s.lang, s.edition)
    if not price:  # no money: nothing said about it
        return s.t("a_sell_post_nothing", good=s.nm(g), post=post)
    return s.t("a_sell_post", good=s.nm(g), price=price, post=post)


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
    if not action[2]:
        return s.t("a_attack_none", cap=ship[0])  # (its other lines name the good)
    return s.t("a_attack", cap=ship[0], n=action[2], good=s.nm(ship[1]))


def _a_plunder(s: Say, action: list) -> str:
    n = len(s.state.get("trading_house") or [])
    return s.t("a_plunder", n=n) if n else s.t("a_plunder_none")


def _a_poach(s: Say, action: list) -> str:
    n = s.state["colonist_ship"] - len(s.state["players"])
    return s.t("a_poach", n=n) if n > 0 else s.t("a_poach_none")


def _a_role_change(s: Say, action: list) -> str:
    n = s.state["roles"].get(action[1], 0)
    if not n:  # no doubloon on the card: nothing said about money
        return s.t("a_role_change_free", role=s.nm(action[1]))
    return s.t("a_role_change", role=s.nm(action[1]), n=n)


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
