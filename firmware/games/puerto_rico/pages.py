"""The board's pages, in words: the facts of the default page ("at a
glance", under what to move after the last decision), the players
(doubloons, barrels, buildings), the supplies, the roles of the round, the
ships and the trade. Everything public, nothing secret: built from
core.puerto_rico.views.public_view only.

A page is ``(title, lines)``; lines longer than the screen are wrapped
and pages longer than the screen are cut into screens by ``screens``.
"""

from __future__ import annotations

from typing import Sequence

from core.puerto_rico import data
from firmware.catalog import text
from firmware.drawing import CHARS, ROWS, split, wrap
from firmware.memo import Last
from firmware.games.puerto_rico import phrases
from firmware.screens.table import GLANCE, packed

BODY = ROWS - 2  # lines between the title and the bottom line


def _t(key: str, lang: str, edition: str, **fields: object) -> str:
    return text("board." + key, lang, phrases.GAME, edition, **fields)


def _goods(goods: dict, lang: str, edition: str) -> str:
    parts = [str(goods[g]) + " " + phrases.name(g, lang, edition) for g in data.GOODS if goods.get(g)]
    return text("list_sep", lang, phrases.GAME, edition).join(parts)


def to_do(lines: Sequence[str], lang: str, edition: str) -> tuple[str, list[str]]:
    """The instructions of the last decision."""
    return _t("to_do", lang, edition), list(lines) or [_t("nothing", lang, edition)]


def _open_roles(view: dict) -> list[tuple[str, int]]:
    """The roles still open, in card order, with their doubloons."""
    return [(r, view["roles"][r]) for r in data.ROLES + ("smuggler",) if r in view["roles"]]


def facts(view: dict, lang: str, edition: str) -> list[str]:
    """The default page's facts, short (one 128-px column): the roles
    open ("bui+2": the builder with 2 doubloons on it), the colonist
    ship and the VP chips left, the cargo ships (load/capacity and good),
    the trading house. Each is in full on its page."""
    roles = " ".join(
        [phrases.short(r, lang, edition) + ("+%d" % m if m else "") for r, m in _open_roles(view)]
    )
    cargo = " ".join(
        [
            str(k) + "/" + str(cap) + (phrases.short(g, lang, edition) if g else "")
            for cap, g, k in view["cargo_ships"]
        ]
    )
    house = " ".join([phrases.short(g, lang, edition) for g in view["trading_house"]]) or "-"
    n, of = len(view["trading_house"]), data.TRADING_HOUSE_SPACES
    nobles = _ship_nobles(view, lang, edition)
    ship = _t(
        "g_ship_nobles", lang, edition, n=view["colonist_ship"], with_nobles=nobles, vp=view["vp_chips"]
    )
    return [
        roles or "-",
        ship if nobles else _t("g_ship", lang, edition, n=view["colonist_ship"], vp=view["vp_chips"]),
        _t("g_cargo", lang, edition, ships=cargo),
        _t("g_house", lang, edition, goods=house, n=n, of=of),
    ]


def _ship_nobles(view: dict, lang: str, edition: str) -> str:
    """The nobles on the colonist ship ("1 noble", expansion 2), or ""
    when it holds none: the ship's line names them beside its colonists."""
    n = view["nobles"]["ship"] if "nobles" in view else 0
    return phrases.count(n, "noble", lang, edition) if n else ""


def wide_facts(view: dict, lang: str, edition: str) -> list[str]:
    """The default page's facts in words, as rows of the right column of
    a two-column board (the same facts as ``facts``; a role or a ship
    never cut over two rows). When the roles in words would push the
    others off the column, they are given short as in ``facts``."""
    sep = text("list_sep", lang, phrases.GAME, edition)
    roles = [phrases.name(r, lang, edition) + (" +%d" % m if m else "") for r, m in _open_roles(view)]
    cargo = [
        str(k) + "/" + str(cap) + (" " + phrases.name(g, lang, edition) if g else "")
        for cap, g, k in view["cargo_ships"]
    ]
    house = sep.join([phrases.name(g, lang, edition) for g in view["trading_house"]]) or "-"
    n, of = len(view["trading_house"]), data.TRADING_HOUSE_SPACES
    rest = rows(
        [
            _t(
                "w_ship_nobles",
                lang,
                edition,
                n=view["colonist_ship"],
                with_nobles=_ship_nobles(view, lang, edition),
            )
            if _ship_nobles(view, lang, edition)
            else _t("w_ship", lang, edition, n=view["colonist_ship"]),
            _t("w_vp", lang, edition, n=view["vp_chips"]),
        ]
    )
    rest += packed(_t("w_cargo", lang, edition), cargo, sep)
    rest += rows([_t("w_house", lang, edition, goods=house, n=n, of=of)])
    head = packed(_t("w_roles", lang, edition), roles or ["-"], sep)
    if len(head) + len(rest) > GLANCE:
        head = rows([facts(view, lang, edition)[0]])
    return head + rest


def players(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    out = []
    for i, p in enumerate(view["players"]):
        gov = "*" if view["governor"] == i else ""
        money = phrases.count(p["doubloons"], "doubloon", lang, edition)
        out.append(split(gov + p["name"], money))
        barrels = phrases.count(sum(p["goods"].values()), "barrel", lang, edition)
        built = phrases.count(len(p["city"]), "building", lang, edition)
        out.append("  " + barrels + ", " + built)
    out.append(_t("gov_mark", lang, edition))  # what the "*" before a name means
    return _t("players", lang, edition), out


def supplies(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    quarries = _t("quarries", lang, edition, n=view["quarries"])
    chips = _t("vp_chips", lang, edition, n=view["vp_chips"])
    both = quarries + ("  " if len(quarries + chips) + 2 <= CHARS else " ") + chips
    # the short lines together on a row, the long ones after them: two
    # 128-px screens with the expansions too (issue 36)
    lines = [_t("goods", lang, edition, goods=_goods(view["goods"], lang, edition) or "-")]
    if "nobles" in view:  # expansion 2: the red discs beside the supply and on the ship
        nob = view["nobles"]
        lines.append(_t("nobles", lang, edition, n=nob["supply"], ship=nob["ship"]))
    lines += [both] if len(both) <= CHARS else [quarries, chips]
    lines.append(_t("colonists", lang, edition, n=view["colonists"], ship=view["colonist_ship"]))
    if view.get("tiles") == "shuffle":  # physical tiles: the table counts its own stacks
        stock = view["stock_count"] if "stock_count" in view else len(view["stock"])
        lines.append(_t("stack", lang, edition, n=stock, d=len(view["discard"])))
    return _t("supplies", lang, edition), lines


def roles(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    """The roles of the round: those left with their doubloons, those
    taken and by whom (picks go clockwise from the governor)."""
    n = len(view["players"])
    gov = view["governor"]
    lines = [_t("governor", lang, edition, name=view["players"][gov]["name"])]
    for i, r in enumerate(view["picked"]):
        who = view["players"][(gov + i) % n]["name"]
        lines.append(_t("role_taken", lang, edition, role=phrases.name(r, lang, edition), name=who))
    for r, m in _open_roles(view):  # expansion 3's smuggler: never with doubloons
        money = phrases.count(m, "doubloon", lang, edition) if m else _t("no_money", lang, edition)
        lines.append(_t("role_free", lang, edition, role=phrases.name(r, lang, edition), money=money))
    sm = view.get("smuggler")
    if sm is not None:  # expansion 3: who holds the poster, the reserved card
        w = sm["wanted"]
        who = view["players"][w]["name"] if w is not None else "-"
        lines.append(_t("wanted", lang, edition, name=who))
        if sm["reserved"] is not None and w is not None:
            role = phrases.name(sm["reserved"], lang, edition)
            lines.append(_t("reserved", lang, edition, role=role, name=who))
    for why in view.get("end") or ():  # the game ends after this round
        reason = text("why_" + str(why), lang, phrases.GAME, edition)
        lines.append(text("e_end_trigger", lang, phrases.GAME, edition, why=reason))
    return _t("roles", lang, edition, n=view["round"]), lines


def buildings(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    """The buildings left in the supply, how many of each, in cost order:
    each count ends its building, so a space parts them ("hacienda 2
    hospice 1"), a row more on each screen than with commas: on a 128-px
    board a classic game's buildings left take three screens, each a few
    presses away (issue 36). With the expansions' buildings (up to 31
    kinds) their names are given shorter when in full they would take
    more (``left_names``)."""
    left = left_names(view, lang, edition)
    items = [left[b] + " " + str(view["buildings"][b]) for b in data.BUILDING_ORDER if b in left]
    return _t("buildings_left", lang, edition), packed("", items, " ")


LEFT_SCREENS = (
    3  # the buildings left's 128-px screens at most: the board's button reaches three of its first kind
)


def left_names(view: dict, lang: str, edition: str) -> dict[str, str]:
    """{building left in the supply: its name on the buildings left page}:
    the names in full, else their abbreviations ("sm. indigo plant"),
    else their short names ("sm indigo"), the first that fits the page in
    ``LEFT_SCREENS`` 128-px screens (catalog words, none cut)."""
    left = [b for b in data.BUILDING_ORDER if view["buildings"].get(b)]
    for form in (phrases.name, phrases.abbr, phrases.short):
        names = {b: form(b, lang, edition) for b in left}
        items = [names[b] + " " + str(view["buildings"][b]) for b in left]
        if len(packed("", items, " ")) <= LEFT_SCREENS * BODY:
            break
    return names


def player(view: dict, seat: int, lang: str, edition: str) -> tuple[str, list[str]]:
    """One player's board: doubloons and barrels by kind, island, city,
    nobles, San Juan (all public; his VP chips are not). Made again only
    when one of them changed (the board screen and the web board ask for
    every player's at every decision)."""
    p = view["players"][seat]
    gov = view["governor"] == seat
    title, lines = _players.get(seat, (p, gov, lang, edition), lambda: _player(p, gov, lang, edition))
    return title, list(lines)


_players = Last()


def _player(p: dict, governor: bool, lang: str, edition: str) -> tuple[str, list[str]]:
    from firmware.games.puerto_rico.screens.seat import island_lines, noble_lines

    gov = "*" if governor else ""
    money = phrases.count(p["doubloons"], "doubloon", lang, edition)
    lines = [_t("p_goods", lang, edition, money=money, goods=_goods(p["goods"], lang, edition) or "-")]
    lines.append(" ".join(island_lines(p, lang, edition)))
    # the city building by building with its colonists, then San Juan: a
    # building never cut over two rows, nor over two screens
    city = [
        phrases.name(b, lang, edition) + " " + str(p["city"][b]) + "/" + str(data.building(b)["people"])
        for b in data.BUILDING_ORDER
        if b in p["city"]
    ]
    colonists = phrases.count(p["san_juan"], "colonist", lang, edition)
    city.append(_t("p_san_juan", lang, edition, count=colonists))
    lines += packed(_t("p_city", lang, edition), city, text("list_sep", lang, phrases.GAME, edition))
    lines += noble_lines(p, lang, edition)
    return gov + p["name"], lines


def ships(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    sep = text("list_sep", lang, phrases.GAME, edition)
    house = view["trading_house"]
    goods = sep.join([phrases.name(g, lang, edition) for g in house]) or _t("empty", lang, edition)
    lines = [_t("trading_house", lang, edition, goods=goods, n=len(house), of=data.TRADING_HOUSE_SPACES)]
    for cap, good, k in view["cargo_ships"]:
        load = str(k) + " " + phrases.name(good, lang, edition) if good else _t("empty", lang, edition)
        lines.append(_t("ship", lang, edition, cap=cap, load=load))
    tiles = sep.join([phrases.name(t, lang, edition) for t in view["faceup"]]) or "-"
    lines.append(_t("faceup", lang, edition, tiles=tiles))
    return _t("ships", lang, edition), lines


def pages(view: dict, lang: str) -> list[tuple[str, list[str]]]:
    """Every page of the board after its default page, in the order its
    button steps them: the buildings left, the players (everyone's
    doubloons) and the ships, a long press away each (issue 36), then
    the supplies and the roles (a browsing seat's ◀ and ▶), each
    player's island and city last (a seat's long ▶ shows its own); with
    new buildings, the violet buildings in play after the roles (during
    the draft, first). Made once per view: the
    board screen and the web board (firmware.web) both ask for them at
    every decision, from the same public view."""
    made = _pages.get("board", (lang, view), lambda: _pages_of(view, lang))
    return [(title, list(lines)) for title, lines in made]


_pages = Last()


def _pages_of(view: dict, lang: str) -> list[tuple[str, list[str]]]:
    ed = view["edition"]
    out = [
        buildings(view, lang, ed),
        players(view, lang, ed),
        ships(view, lang, ed),
        supplies(view, lang, ed),
        roles(view, lang, ed),
    ]
    if "expansions" in view:  # each expansion's own pages (the violet buildings, the festival)
        from firmware.games.puerto_rico import expansions

        for f in expansions.each("pages", "board_pages"):
            f(view, lang, ed, out)
    out += [player(view, i, lang, ed) for i in range(len(view["players"]))]
    return out


def rows(sentences: Sequence[str], width: int = CHARS) -> list[str]:
    """``sentences`` wrapped to board rows."""
    out: list[str] = []
    for s in sentences:
        out += wrap(s, width)
    return out


def screens(pages: list[tuple[str, list[str]]], width: int = CHARS) -> list[tuple[str, list[str]]]:
    """The pages cut to the screen: each ``(title, up to BODY lines)``;
    a line is wrapped to ``width``, and a wrapped line is never split
    across two screens when it fits on one."""
    out = []
    for title, lines in pages:
        chunk: list[str] = []
        for sentence in lines:
            rows = wrap(sentence, width) if len(sentence) > width else [sentence]
            if chunk and len(chunk) + len(rows) > BODY:
                out.append((title, chunk))
                chunk = []
            for r in rows:
                if len(chunk) == BODY:
                    out.append((title, chunk))
                    chunk = []
                chunk.append(r)
        out.append((title, chunk))
    return out
