"""San Juan in words: names, menu rows, prompts and what each event tells
the table to move, looked up in lang/<lang>.py through firmware.catalog.
Prices and counts come from the core (core.san_juan.engine), never from
here."""

from __future__ import annotations

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
COUNTED = {"a.pay": "n", "e.build_goods": "k", "board.player": "b"}


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


def prompt(state: dict, lang: str) -> str:
    """What the seat on turn is asked."""
    kind = engine.decision(state)
    if kind in ("producer", "trader"):
        p = state["turn"]
        limit = engine.produce_limit(state, p) if kind == "producer" else engine.sell_limit(state, p)
        return say("ask." + kind, lang, n=limit - state["phase_data"]["done"])
    return say("ask." + kind, lang)


def deciding(state: dict, lang: str) -> str:
    """The board's bottom line: who decides what."""
    p = state["turn"]
    if p is None:
        return say("e.game_over", lang)
    return say(
        "decides", lang, name=state["players"][p]["name"], what=say("dec." + engine.decision(state), lang)
    )


def action_text(state: dict, action: list, lang: str) -> str:
    """A menu row: the choice with the cards it costs or brings."""
    what = action[0]
    p = state["turn"]
    if what == "role":
        return name("r", action[1], lang)
    if what == "build":
        b = action[1]
        # the lowest price the crane allows, else the plain one
        n = engine.price(state, p, b)
        for c in engine.covers(state, p, b):
            n = min(n, engine.price(state, p, b, c))
        return split(name("b", b, lang), str(n))
    ph = state["phase_data"]
    if what == "cover":
        b = name("b", action[1], lang)
        if len(action) == 3:  # over the one holding a good (it is lost)
            b = say("a.cover_good", lang, b=b)
        return split(b, str(engine.price(state, p, ph["build"], action[1])))
    if what == "library":
        return say("a.library_" + action[1], lang)
    if what == "draw":  # the councillor's draw of another player
        n, k = engine.council(state, p)
        return say("a.draw", lang, n=n, k=k)
    if what == "nocover":
        return split(say("a.nocover", lang), str(engine.price(state, p, ph["build"])))
    if what == "goods":
        return say("a.goods", lang, g=name("g", action[1], lang))
    if what == "pay":
        return say("a.pay", lang, n=engine.price(state, p, ph["build"], ph["cover"]) - len(ph["goods"]))
    if what == "produce":
        return say("a.produce", lang, g=name("g", action[1], lang))
    if what == "sell":
        return say("a.sell", lang, g=name("g", action[1], lang), n=engine.sale_price(state, action[1]))
    if what == "gold_mine":
        return say("a." + action[1], lang)
    if what == "count":  # one up or down: the count it becomes
        now = engine.count_of_player(state["players"][p], action[1])
        sign = "+1" if action[2] > now else "-1"
        return say("a.count", lang, what=say("n." + action[1], lang), sign=sign, n=action[2])
    if what in ("chapel", "cancel", "confirm"):
        return say("a." + what, lang)
    if what == "pass" and ph.get("done"):
        return say("a.done", lang)
    return say("a.pass", lang)


def event_text(state: dict, ev: list, lang: str) -> str | None:
    """What one event (core.san_juan.state.event) tells the table."""
    kind, p, what = ev
    who = state["players"][p]["name"] if p is not None else ""
    if kind == "role":
        text = say("e.role", lang, name=who, role=name("r", what[0], lang))
        return text + (" (x2)" if what[1] else "")
    if kind == "build":
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
    if kind == "draw":
        return say("e.draw", lang, name=who, n=what[0], why=say("w." + what[1], lang))
    if kind == "produce":
        return say("e.produce", lang, name=who, b=name("b", _building_of(what), lang))
    if kind == "sell":
        return say("e.sell", lang, name=who, g=name("g", what[0], lang))
    if kind == "council":
        if len(what) > 2 and what[2]:  # archive: discards from his whole hand
            return say("e.council_archive", lang, name=who, n=what[0], d=what[0] - what[1])
        return say("e.council", lang, name=who, n=what[0], k=what[1])
    if kind == "gold_mine":
        return say("e.gold_keep" if what == "keep" else "e.gold_none", lang, name=who)
    if kind == "tile":
        return say("e.tile", lang, prices=prices(what, lang))
    if kind == "hand_limit":
        return say("e.hand_limit", lang, name=who, n=what[0], limit=what[1])
    if kind == "count":  # a chapel's count has no number here: the others read it
        return say("e.count_" + what[0], lang, name=who, n=what[1])
    if kind == "confirm":
        return say("e.confirm", lang, name=who)
    if kind == "library":
        return say("e.library", lang, name=who)
    if kind == "lost_good":
        return say("e.lost_good", lang, name=who, g=name("g", what, lang))
    if kind in (
        "tile_back",
        "chapel",
        "reshuffle",
        "round_end",
        "governor",
        "end_trigger",
        "count_check",
        "game_over",
    ):
        return say("e." + kind, lang, name=who, n=what)
    return None


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
