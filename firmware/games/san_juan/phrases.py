"""San Juan in words: names, menu rows, prompts and what each event tells
the table to move, looked up in lang/<lang>.py through firmware.catalog.
Prices and counts come from the core (core.san_juan.engine), never from
here."""

from __future__ import annotations

from typing import Any, Callable

from core.san_juan import data, engine
from firmware import catalog
from firmware.drawing import split, wrap

GAME = "san_juan"
# Buildings whose use is optional («un joueur n'est jamais obligé d'utiliser
# son bâtiment») that the device applies unasked: each only lowers a price or
# adds cards to a hand, which never costs the player anything [suggested].
# The others ask: gold mine, chapel, black market, crane, the 2-player
# library; the aqueduct and trading post only raise a limit.
AUTOMATIC = (
    "smithy",
    "quarry",
    "carpenter",
    "poor_house",
    "well",
    "market_stand",
    "market_hall",
    "prefecture",
    "tower",
)


# sentences with a count and its noun: the field counted; "<key>.one"
# holds the sentence with the singular noun
COUNTED = {"a.pay": "n", "e.build_goods": "k", "board.player": "b", "e.build": "n", "e.hand_limit": "n"}


def say(key: str, lang: str, **fields: object) -> str:
    field = COUNTED.get(key)
    if field is not None and catalog.singular(fields.get(field), lang):
        key += ".one"
    return catalog.text(key, lang, GAME, **fields)


def name(kind: str, id_: str, lang: str) -> str:
    """A building ("b"), good ("g") or role ("r") by its id."""
    return say(kind + "." + id_, lang)


def cards(n: int, lang: str) -> str:
    """ "1 card", "3 cards"."""
    return say("card" if catalog.singular(n, lang) else "cards", lang, n=n)


def prices(tile: int, lang: str) -> str:
    """A trading-house tile, each price named by its good: "indigo 1,
    sugar 2, ..." (bare numbers left the table to know the goods' order)."""
    return ", ".join("%s %d" % (name("g", g, lang), x) for g, x in zip(data.GOODS, data.TILES[tile]))


def tile_numbers(tile: int) -> str:
    """A trading-house tile as its 5 prices, the goods' order: "1/1/2/2/3"
    (a menu row; the help names the goods)."""
    return "/".join(str(x) for x in data.TILES[tile])


def device_tiles(state: dict) -> bool:
    """The device draws the trading-house tiles (the table does with
    physical tiles, version 8)."""
    return state.get("tile_mode") != "physical"


def prompt(state: dict, lang: str) -> str:
    """What the seat on turn is asked: a producer or trader how many more
    goods he can still produce or sell (not his bare limit)."""
    kind = engine.decision(state)
    if kind in ("producer", "trader"):
        p = state["turn"]
        left = engine.produce_left(state, p) if kind == "producer" else engine.sell_left(state, p)
        return say("ask." + kind, lang, n=left)
    return say("ask." + kind, lang)


def deciding(state: dict, lang: str) -> str:
    """The board's bottom line: who decides what."""
    p = state["turn"]
    if p is None:
        return say("e.game_over", lang)
    return say(
        "decides", lang, name=state["players"][p]["name"], what=say("dec." + engine.decision(state), lang)
    )


def _a_role(state: dict, p: int, action: list, lang: str) -> str:
    return name("r", action[1], lang)


def _a_build(state: dict, p: int, action: list, lang: str) -> str:
    b = action[1]
    # the lowest price the crane allows, else the plain one
    n = engine.price(state, p, b)
    for c in engine.covers(state, p, b):
        n = min(n, engine.price(state, p, b, c))
    return split(name("b", b, lang), str(n))


def _a_cover(state: dict, p: int, action: list, lang: str) -> str:
    b = name("b", action[1], lang)
    if len(action) == 3:  # over the one holding a good (it is lost)
        b = say("a.cover_good", lang, b=b)
    return split(b, str(engine.price(state, p, state["phase_data"]["build"], action[1])))


def _a_library(state: dict, p: int, action: list, lang: str) -> str:
    return say("a.library_" + action[1], lang)


def _a_draw(state: dict, p: int, action: list, lang: str) -> str:
    """A councillor's draw (the cards the piles hold), or the prospector's."""
    if engine.decision(state) == "prospector":
        return say("a.prospect", lang, n=engine.prospect(state))
    n, k = engine.council_now(state, p)
    return say("a.draw", lang, n=n, k=k)


def _a_tile(state: dict, p: int, action: list, lang: str) -> str:
    """The tile the trader turned up (physical tiles), by its prices."""
    return say("a.tile", lang, prices=tile_numbers(action[1]))


def _a_nocover(state: dict, p: int, action: list, lang: str) -> str:
    return split(say("a.nocover", lang), str(engine.price(state, p, state["phase_data"]["build"])))


def _a_good(key: str) -> Callable[[dict, int, list, str], str]:
    """A choice naming one good."""
    return lambda state, p, action, lang: say(key, lang, g=name("g", action[1], lang))


def _a_pay(state: dict, p: int, action: list, lang: str) -> str:
    ph = state["phase_data"]
    return say("a.pay", lang, n=engine.price(state, p, ph["build"], ph["cover"]) - len(ph["goods"]))


def _a_sell(state: dict, p: int, action: list, lang: str) -> str:
    return say("a.sell", lang, g=name("g", action[1], lang), n=engine.sale_draw(state, action[1]))


def _a_gold_mine(state: dict, p: int, action: list, lang: str) -> str:
    return say("a." + action[1], lang)


def _a_count(state: dict, p: int, action: list, lang: str) -> str:
    """One up or down: the count it becomes."""
    now = engine.count_of_player(state["players"][p], action[1])
    sign = "+1" if action[2] > now else "-1"
    return say("a.count", lang, what=say("n." + action[1], lang), sign=sign, n=action[2])


def _a_words(state: dict, p: int, action: list, lang: str) -> str:
    return say("a." + action[0], lang)


def _a_pass(state: dict, p: int, action: list, lang: str) -> str:
    done = action[0] == "pass" and state["phase_data"].get("done")
    return say("a.done" if done else "a.pass", lang)


# Menu rows by action kind: f(state, seat on turn, action, lang) -> row
# (any other kind reads as a pass).
ACTIONS: dict[str, Callable[[dict, int, list, str], str]] = {
    "role": _a_role,
    "build": _a_build,
    "cover": _a_cover,
    "library": _a_library,
    "draw": _a_draw,
    "tile": _a_tile,
    "nocover": _a_nocover,
    "goods": _a_good("a.goods"),
    "pay": _a_pay,
    "produce": _a_good("a.produce"),
    "sell": _a_sell,
    "gold_mine": _a_gold_mine,
    "count": _a_count,
    "chapel": _a_words,
    "cancel": _a_words,
    "confirm": _a_words,
    "pass": _a_pass,
}


def action_text(state: dict, action: list, lang: str) -> str:
    """A menu row: the choice with the cards it costs or brings."""
    return ACTIONS.get(action[0], _a_pass)(state, state["turn"], action, lang)


def _e_role(who: str, what: list, lang: str) -> str:
    text = say("e.role", lang, name=who, role=name("r", what[0], lang))
    return text + (" (x2)" if what[1] else "")


def _e_build(who: str, what: list, lang: str) -> str:
    b, n, goods, cover = what
    text = say(
        "e.build_goods" if goods else "e.build" if n else "e.build_free",
        lang,
        name=who,
        b=name("b", b, lang),
        n=n,
        k=len(goods),
    )
    if cover is not None:
        text += "; " + say("e.cover", lang, b=name("b", b, lang), c=name("b", cover, lang))
    return text


def _e_draw(who: str, what: list, lang: str) -> str:
    return say("e.draw", lang, name=who, n=what[0], why=say("w." + what[1], lang))


def _e_produce(who: str, good: str, lang: str) -> str:
    return say("e.produce", lang, name=who, b=name("b", _building_of(good), lang))


def _e_sell(who: str, what: list, lang: str) -> str:
    return say("e.sell", lang, name=who, g=name("g", what[0], lang))


def _e_council(who: str, what: list, lang: str) -> str:
    if len(what) > 2 and what[2]:  # archive: discards from his whole hand
        return say("e.council_archive", lang, name=who, n=what[0], d=what[0] - what[1])
    return say("e.council", lang, name=who, n=what[0], k=what[1])


def _e_gold_mine(who: str, what: str, lang: str) -> str:
    return say("e.gold_keep" if what == "keep" else "e.gold_none", lang, name=who)


def _e_tile(who: str, tile: int, lang: str) -> str:
    return say("e.tile", lang, prices=prices(tile, lang))


def _e_hand_limit(who: str, what: list, lang: str) -> str:
    return say("e.hand_limit", lang, name=who, n=what[0], limit=what[1])


def _e_count(who: str, what: list, lang: str) -> str:
    """A chapel's count has no number here: the others read it."""
    return say("e.count_" + what[0], lang, name=who, n=what[1])


def _e_covered(who: str, what: list, lang: str) -> str:
    """The building a crane covered: out of the game (version 8), or on
    the discard pile (older records, as they were played)."""
    return say("e.covered_" + what[1], lang, name=who, c=name("b", what[0], lang))


def _e_lost_good(who: str, good: str, lang: str) -> str:
    return say("e.lost_good", lang, name=who, g=name("g", good, lang))


def _e_plain(kind: str) -> Callable[[str, Any, str], str]:
    """A sentence of the player's name and the payload as a number."""
    return lambda who, what, lang: say("e." + kind, lang, name=who, n=what)


# What each event kind tells the table: f(player's name, payload, lang)
# -> sentence; other kinds tell nothing.
EVENTS: dict[str, Callable[[str, Any, str], str]] = {
    "role": _e_role,
    "build": _e_build,
    "draw": _e_draw,
    "produce": _e_produce,
    "sell": _e_sell,
    "council": _e_council,
    "gold_mine": _e_gold_mine,
    "tile": _e_tile,
    "tile_device": lambda who, tile, lang: say("e.tile_device", lang, prices=prices(tile, lang)),
    "tile_back_device": lambda who, tile, lang: say("e.tile_back_device", lang),
    "hand_limit": _e_hand_limit,
    "count": _e_count,
    "lost_good": _e_lost_good,
    "covered": _e_covered,
    # the player's name and the payload as a number
    **{
        kind: _e_plain(kind)
        for kind in (
            "confirm",
            "library",
            "tile_back",
            "chapel",
            "reshuffle",
            "round_end",
            "governor",
            "end_trigger",
            "stalled",
            "count_check",
            "game_over",
        )
    },
}


def event_text(state: dict, ev: list, lang: str) -> str | None:
    """What one event (core.san_juan.state.event) tells the table."""
    kind, p, what = ev
    if kind in ("tile", "tile_back") and device_tiles(state):
        kind += "_device"  # no stack on the table: the tile the device names
    f = EVENTS.get(kind)
    if f is None:
        return None
    return f(state["players"][p]["name"] if p is not None else "", what, lang)


def help_subject(state: dict, action: list | None) -> str:
    """What the help explains: the building or role of the highlighted
    choice, else the role being played, else the end-of-game count
    ("count"), else the round ("roles")."""
    if action is not None and len(action) == 3 and action[0] == "cover":
        return "crane_good"  # which one he covers: the good lost or not
    if action is not None and len(action) > 1 and action[0] in ("role", "build", "cover"):
        return action[1]
    if state["phase"] in ("count", "library"):  # the end count; the 2-player library
        return state["phase"]
    return state["role"] or "roles"


def help_lines(subject: str, lang: str) -> list[str]:
    """The help on ``subject`` as screen rows: cost and VP, then what it does."""
    text = ""
    if subject in data.BUILDINGS:
        row = data.BUILDINGS[subject]
        text = say("h.head", lang, cost=row[data.COST], vp=row[data.VP]) + " "
        if subject in data.PRODUCES:
            return wrap(text + say("h.production", lang, g=name("g", data.PRODUCES[subject], lang)))
    if subject in AUTOMATIC:
        text += say("h." + subject, lang) + " "
        subject = "automatic"
    return wrap(text + say("h." + subject, lang))


def about(state: dict, lang: str) -> str | None:
    """What the decision asked now is (the help's first words, before the
    highlighted choice's): None once the game is over."""
    kind = engine.decision(state)
    return None if kind == "over" else say("about." + kind, lang)


def help_rows(state: dict, subject: str, action: list | None, lang: str) -> list[str]:
    """A seat's help: what is being decided, the highlighted ``action`` in
    full, then the help on ``subject``."""
    rows = []
    what = about(state, lang)
    if what:
        rows += wrap(what)
    if action is not None:
        # the menu row's columns closed up: "Indigo plant 0", not spaced out
        line = " ".join(action_text(state, action, lang).split())
        rows += wrap(say("help.choice", lang, choice=line))
    return rows + help_lines(subject, lang)


def help_title(subject: str, lang: str) -> str:
    if subject in data.BUILDINGS:
        return name("b", subject, lang)
    if subject in data.ROLES:
        return name("r", subject, lang)
    if subject == "crane_good":
        return name("b", "crane", lang)
    return say("help", lang)


def setup_lines(state: dict, lang: str) -> list[str]:
    """The set-up the table does before the first pick (rules 3): what
    each player is dealt, and with the deal variant what he keeps."""
    out = [say("h.setup_deal" if state["variant"] == "deal" else "h.setup", lang)]
    for i, p in enumerate(state["players"]):
        if state["variant"] == "deal":
            out.append(say("e.setup_deal", lang, name=p["name"], n=data.HAND + i + 1, d=i + 1))
        else:
            out.append(say("e.setup", lang, name=p["name"], n=data.HAND))
    return out


def _building_of(good: str) -> str:
    for b in data.PRODUCES:
        if data.PRODUCES[b] == good:
            return b
    return good


def decision_lines(before: dict, action: list, events: list, lang: str) -> list[str]:
    """The sentences of one decision: its events, or "X passes"."""
    out = []
    for ev in events:
        text = event_text(before, ev, lang)
        if text:
            out.append(text)
    if action[0] == "pass" and not out:
        out.append(say("e.pass", lang, name=before["players"][before["turn"]]["name"]))
    return out
