"""Puerto Rico's set-up, told step by step (issue 22, item 5): the first
logbook entry, so the board's first page and every seat's logbook.

Every number comes from the new game's own state (core.puerto_rico
new_game, before the first decision), never from a table of its own: the
words cannot disagree with what the device counts. The state's set-up
events (the face-up row, the ship's noble, the festival goals) follow
these steps as they always did (logbook.tell), so a step here tells the
pieces as they are *before* those events move them.
"""

from __future__ import annotations

import core
import core.ledger
from core.puerto_rico import data
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.phrases import count, name


def _t(key: str, lang: str, edition: str, **fields: object) -> str:
    return phrases._t(key, lang, edition, **fields)


def _list(items: list[str], lang: str, edition: str) -> str:
    return _t("list_sep", lang, edition).join(items)


def _festival(state: dict) -> dict:
    """The festival's goal pieces set aside by the set-up (they are still in
    the supply and the stock until its events are told)."""
    f = state.get("festival") or {}
    return {"plantation": f.get("plantation"), "goods": list(f.get("goods") or [])}


def _goods_before(state: dict) -> dict:
    """The supply's barrels before the festival's goal takes its 3."""
    goods = dict(state["goods"])
    for g in _festival(state)["goods"]:
        goods[g] += 1
    return goods


def boxed(state: dict) -> tuple[int, int, int]:
    """What the 2-player game puts back in the box: plantations of each
    kind, quarries, barrels of each kind (0, 0, 0 at 3-5 players), worked
    out from the state: what it holds against what the game has."""
    tiles = {g: 0 for g in data.GOODS}
    for g in state["stock"] + state["faceup"] + state["discard"]:
        tiles[g] += 1
    for p in state["players"]:
        for g in p["island"]:
            if g in tiles:
                tiles[g] += p["island"][g][0]
    fest = _festival(state)["plantation"]
    if fest is not None:
        tiles[fest] += 1
    plantations = min(data.PLANTATION_TILES[g] - tiles[g] for g in data.GOODS)
    goods = _goods_before(state)
    barrels = min(data.BARRELS[g] - goods[g] for g in data.GOODS)
    return plantations, data.QUARRY_TILES - state["quarries"], barrels


def _starts(state: dict, lang: str, edition: str) -> list[str]:
    """Each starting plantation kind and who takes one, seat order."""
    out = []
    kinds: list[str] = []  # the governor's kind first (indigo), then corn
    for p in state["players"]:
        kinds += [g for g in p["island"] if g not in kinds]
    for g in kinds:
        who = [p["name"] for p in state["players"] if g in p["island"]]
        if who:
            key = "setup.start_one" if len(who) == 1 else "setup.start"
            good = {"good": name(g, lang, edition), "a_good": phrases._a(g, lang, edition)}
            out.append(
                _t(
                    key,
                    lang,
                    edition,
                    names=_list(who, lang, edition),
                    de_good=phrases._de(g, lang, edition),
                    **good,
                )
            )
    return out


def _money(state: dict, lang: str, edition: str) -> list[str]:
    """The starting doubloons: one line when all have the same."""
    amounts = [p["doubloons"] for p in state["players"]]
    if len(set(amounts)) == 1:
        return [_t("setup.money", lang, edition, money=count(amounts[0], "doubloon", lang, edition))]
    return [
        _t(
            "setup.money_one",
            lang,
            edition,
            name=p["name"],
            money=count(p["doubloons"], "doubloon", lang, edition),
        )
        for p in state["players"]
    ]


def _buildings(state: dict, lang: str, edition: str) -> list[str]:
    """The buildings on the board, and how the violet ones are chosen
    with expansion 1."""
    on_board = state["buildings"]
    out = [
        _t("setup.buildings", lang, edition, count=count(sum(on_board.values()), "building", lang, edition))
    ]
    if len(state["players"]) == 2:  # copies as the state holds them, by kind
        violet = max([k for b, k in on_board.items() if not data.production(b)] or [0])
        made = max([k for b, k in on_board.items() if data.production(b)] or [0])
        out.append(_t("setup.buildings_2p", lang, edition, v=violet, p=made))
    how = state.get("setup")
    if how == "draft":
        first = state["players"][state["turn"]]["name"]
        out.append(_t("setup.draft", lang, edition, name=first))
    elif how == "random":
        drawn = [b for b in data.BUILDING_ORDER if b in on_board and not data.production(b)]
        drawn = [b for b in drawn if data.BUILDINGS[b][data.EXPANSION] != "nobles"]
        chosen = _list([name(b, lang, edition) for b in drawn], lang, edition)
        out.append(_t("setup.random", lang, edition, chosen=chosen))
    elif how == "base":
        out.append(_t("setup.base_set", lang, edition))
    return out


def _roles(state: dict, lang: str, edition: str) -> str:
    cards = [r for r in data.ROLES if r in state["roles"]]  # prospector and prospector2: two cards
    names = _list([name(r, lang, edition) for r in cards], lang, edition)
    return _t("setup.roles", lang, edition, n=len(cards), roles=names)


def _expansions(state: dict, lang: str, edition: str) -> list[str]:
    out = []
    if "nobles" in state:
        nob = state["nobles"]
        out.append(
            _t(
                "setup.nobles",
                lang,
                edition,
                count=count(nob["supply"] + nob["ship"], "noble", lang, edition),
            )
        )
    if "smuggler" in state:
        out.append(_t("setup.smuggler", lang, edition))
    if "festival" in state:
        out.append(_t("setup.festival", lang, edition))
    return out


def lines(state: dict, lang: str) -> list[str]:
    """The set-up's public steps for the new game ``state`` (before its
    set-up events), each a short sentence."""
    edition = phrases._ed(state, None)
    lang = phrases._lang(lang)
    n = len(state["players"])
    out = [_t("setup.title", lang, edition, n=n)]
    out.append(_t("e_governor", lang, edition, name=state["players"][state["governor"]]["name"]))
    out += _starts(state, lang, edition)
    out += _money(state, lang, edition)
    plantations, quarries, barrels = boxed(state)
    if plantations or quarries or barrels:
        out.append(_t("setup.box", lang, edition, p=plantations, q=quarries, b=barrels))
    out += _buildings(state, lang, edition)
    out.append(_t("setup.quarries", lang, edition, n=state["quarries"]))
    goods = phrases._goods(_goods_before(state), lang, edition)
    out.append(_t("setup.goods", lang, edition, goods=goods))
    # the colonists the ledger takes out of the box into the supply: the
    # ship's are counted there too, since its step takes them from it
    supply = sum(
        m["n"]
        for m in core.ledger.setup_moves(state)
        if m["piece"] == "colonist" and m["from"] == "box" and m["to"] == "supply"
    )
    out.append(_t("setup.colonists", lang, edition, count=count(supply, "colonist", lang, edition)))
    ship = count(state["colonist_ship"], "colonist", lang, edition)
    out.append(_t("e_colonist_ship", lang, edition, count=ship))
    out.append(_t("setup.vp_chips", lang, edition, n=state["vp_chips"]))
    caps = _list([str(s[0]) for s in state["cargo_ships"]], lang, edition)
    out.append(_t("setup.ships", lang, edition, n=len(state["cargo_ships"]), caps=caps))
    out.append(_t("setup.trading_house", lang, edition))
    out.append(_roles(state, lang, edition))
    if state["tiles"] == "physical":
        out.append(_t("setup.stacks", lang, edition))
    out += _expansions(state, lang, edition)
    return out


def seat_line(state: dict, seat: int, lang: str) -> str:
    """What ``seat`` itself takes at the set-up: its plantation and its
    doubloons (its own logbook only, beside the public steps)."""
    edition = phrases._ed(state, None)
    p = state["players"][seat]
    g = next(k for k in p["island"])
    return _t(
        "setup.yours",
        lang,
        edition,
        name=p["name"],
        good=name(g, lang, edition),
        a_good=phrases._a(g, lang, edition),
        de_good=phrases._de(g, lang, edition),
        money=count(p["doubloons"], "doubloon", lang, edition),
    )
