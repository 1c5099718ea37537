"""Port Royal in words: cards, choices, prompts and what the table does with
the cards after a decision (from the core's events). Words come from
firmware/games/port_royal/lang/ through firmware.catalog."""

from __future__ import annotations

from typing import Any, Callable

from core.port_royal import data
from core.port_royal.engine import busts, can_take, current_player, decision
from core.port_royal.expeditions import choices
from core.port_royal.state import income, price, swords, visible
from firmware import catalog
from firmware.drawing import CHARS

GAME = "port_royal"


# sentences with a count and its noun: the field counted; "<key>.one"
# holds the sentence with the singular noun
COUNTED = {
    "e.leftovers": "n",
    "e.bust": "n",
    "a.swords": "n",
    "a.repel": "swords",
    "e.may_repel": "have",
    "e.may_repel_ask": "have",
    "e.cannot_repel": "have",
}


def word(key: str, lang: str, **fields: object) -> str:
    field = COUNTED.get(key)
    if field is not None and catalog.singular(fields.get(field), lang):
        key += ".one"
    return catalog.text(key, lang, GAME, **fields)


def card_text(card: dict, lang: str) -> str:
    """A card in a few words: "red ship 3g 2sw", "sailor 3g 1VP"."""
    kind = card["kind"]
    if kind == "ship":
        if card["skull"]:
            sw = word("card.skull", lang)
        elif card["swords"] is None:
            sw = ""
        else:
            sw = word("card.swords", lang, n=card["swords"])
        if card["gold"] is None:  # asked when the ship is taken
            return word("card.ship_new", lang, colour=word(card["colour"], lang), swords=sw).strip()
        return word(
            "card.ship", lang, colour=word(card["colour"], lang), gold=card["gold"], swords=sw
        ).strip()
    if kind == "character":
        if card["cost"] is None or card["vp"] is None:  # asked when it is hired
            return character_name(card, lang)
        return word("card.character", lang, name=character_name(card, lang), cost=card["cost"], vp=card["vp"])
    if kind == "expedition":
        return word(
            "card.expedition", lang, needs=needs_text(card["needs"], lang), gold=card["gold"], vp=card["vp"]
        )
    return word("tax", lang)


def character_name(card: dict, lang: str, short: bool = False) -> str:
    """``short``: a long name's abbreviation (``abbr.`` keys), for a line
    too long; the help gives it in full."""
    if card["id"] is None:  # not said yet: asked when it is hired
        return word("character", lang)
    name = word(card["id"], lang)
    if short and "abbr." + card["id"] in catalog.table(lang, GAME):
        name = word("abbr." + card["id"], lang)
    if card["id"] == "trader" and card.get("colour"):
        name += " " + word(card["colour"], lang)
    return name


def needs_text(needs: dict, lang: str) -> str:
    """An expedition's symbols: "2P", "1S1C1P"."""
    out = ""
    for s in data.SYMBOLS:
        if needs[s]:
            out += str(needs[s]) + word("short." + s, lang)
    return out


def prompt(view: dict, lang: str) -> str:
    kind = decision(view)
    if kind == "trade":
        tr = view["trade"]
        if tr["left"] <= 0:
            return word("p.trade_done", lang)
        if tr["order"][tr["k"]] != view["active"]:  # each card costs 1 gold to the active player
            return word("p.trade_fee", lang, n=tr["left"])
        return word("p.trade", lang, n=tr["left"])
    if view["entry"] is not None:
        return word("p." + view["entry"]["card"] + "." + kind, lang)
    return word("p." + kind, lang)


def deciding(view: dict, lang: str) -> str:
    """The board's bottom line: who decides what."""
    if view["phase"] == "over":
        return word("e.game_over", lang)
    who = current_player(view)
    return word("deciding", lang, name=view["players"][who]["name"], what=prompt(view, lang))


def action_text(view: dict, action: list, lang: str) -> str:
    """A choice as its menu line: shortened when too long for the screen
    (the help says it whole, ``choice_text``), never cut."""
    line = _action(view, action, lang, False)
    return line if len(line) <= CHARS else _action(view, action, lang, True)


def choice_text(view: dict, action: list, lang: str) -> str:
    """A choice in full, however long (the help says it)."""
    return _action(view, action, lang, False)


def about(view: dict, lang: str) -> str | None:
    """What the decision asked now is (the help's first words, before the
    highlighted choice's): None once the game is over."""
    kind = decision(view)
    if kind == "over":
        return None
    if kind == "trade" and view["trade"]["left"] <= 0:
        return word("about.expeditions", lang)
    if kind != "discards" and view["entry"] is not None:
        return word("about.entry." + view["entry"]["card"], lang)
    return word("about." + kind, lang)


def _a_reveal(view: dict, action: list, lang: str, short: bool) -> str:
    if len(action) == 3:  # version 9: a ship and its colour, one choice
        colour = word(action[2], lang)
        if busts(view, {"colour": action[2]}):
            return word("a.reveal_ship_twice", lang, colour=colour)  # a bust unless repelled
        return word("a.reveal_ship", lang, colour=colour)
    return word("a.reveal", lang, kind=word(action[1], lang))


def _a_face(view: dict, action: list, lang: str, short: bool) -> str:
    """A character face entered before (version 9): "sailor 3g 1VP 1sw"."""
    face = action[1:]
    card = {"kind": "character", "id": face.pop(0), "colour": None}
    if card["id"] == "trader":
        card["colour"] = face.pop(0)
    line = word("card.character", lang, name=character_name(card, lang, short), cost=face[0], vp=face[1])
    if len(face) > 2:
        line += " " + word("card.swords", lang, n=face[2])
    return line


def _a_expedition(view: dict, action: list, lang: str, short: bool) -> str:
    card = card_text(view["display"][action[1]], lang)
    return card if short else word("a.fulfil", lang, card=card)  # the prompt says "expeditions?"


def _a_discard(view: dict, action: list, lang: str, short: bool) -> str:
    return discard_text(view, choices(view)[action[1]], lang)


def _a_colour(view: dict, action: list, lang: str, short: bool) -> str:
    if view["entry"]["card"] == "ship" and busts(view, {"colour": action[1]}):
        return word("a.colour_twice", lang, colour=word(action[1], lang))  # a bust unless repelled
    return word("a.colour", lang, colour=word(action[1], lang))


def _a_character(view: dict, action: list, lang: str, short: bool) -> str:
    return word(action[1], lang)


def _a_number(view: dict, action: list, lang: str, short: bool) -> str:
    """An entry's gold, swords, VP or cost: its number."""
    return word("a." + action[0], lang, n=action[1])


def _a_symbols(view: dict, action: list, lang: str, short: bool) -> str:
    return word("a.symbols", lang, n=action[1])


def _a_words(view: dict, action: list, lang: str, short: bool) -> str:
    return word("a." + action[0], lang)


def _a_tax(view: dict, action: list, lang: str, short: bool) -> str:
    return word("a.tax_" + action[1], lang)


def _a_repel(view: dict, action: list, lang: str, short: bool) -> str:
    return word("a.repel", lang, swords=swords(view["players"][view["active"]]))


def _a_keep(view: dict, action: list, lang: str, short: bool) -> str:
    return word("a.keep_bust" if busts(view, view["ship"]) else "a.keep", lang)


def _a_take(view: dict, action: list, lang: str, short: bool) -> str:
    card = view["harbour"][action[1]]
    seat = view["trade"]["order"][view["trade"]["k"]]
    p = view["players"][seat]
    if card["kind"] == "ship":
        if card["gold"] is None:
            return word("a.take_ship_new", lang, colour=word(card["colour"], lang))
        return word("a.take_ship", lang, colour=word(card["colour"], lang), n=income(p, card))
    if card["id"] is None:
        return word("a.hire_any", lang)
    if card["cost"] is None or card["vp"] is None:
        return word("a.hire", lang, name=character_name(card, lang))
    return word(
        "a.take_character", lang, name=character_name(card, lang, short), n=price(p, card), vp=card["vp"]
    )


def _a_pass(view: dict, action: list, lang: str, short: bool) -> str:
    return word("a.done" if view["trade"]["left"] <= 0 else "a.pass", lang)


# Menu lines by action kind: f(view, action, lang, short) -> line.
ACTIONS: dict[str, Callable[[dict, list, str, bool], str]] = {
    "reveal": _a_reveal,
    "stop": _a_words,
    "expedition": _a_expedition,
    "discard": _a_discard,
    "colour": _a_colour,
    "character": _a_character,
    "face": _a_face,
    "gold": _a_number,
    "swords": _a_number,
    "vp": _a_number,
    "cost": _a_number,
    **{symbol: _a_symbols for symbol in data.SYMBOLS},
    "skull": _a_words,
    "tax": _a_tax,
    "repel": _a_repel,
    "keep": _a_keep,
    "take": _a_take,
    "pass": _a_pass,
}


def _action(view: dict, action: list, lang: str, short: bool) -> str:
    """``short``: the shorter words of a line too long for the screen."""
    f = ACTIONS.get(action[0])
    if f is None:
        return " ".join(str(x) for x in action)
    return f(view, action, lang, short)


def discard_text(view: dict, picked: list, lang: str) -> str:
    """A set of characters to discard for an expedition, by symbol and
    shield: "S1 J0: -1VP"."""
    chars = view["players"][view["active"]]["characters"]
    cards = [word("short." + chars[i]["id"], lang) + str(chars[i]["vp"]) for i in picked]
    return word("a.discard", lang, cards=" ".join(cards), n=sum(chars[i]["vp"] for i in picked))


class _Event:
    """One event's words: the state it talks about, its language, the
    players' names."""

    def __init__(self, state: dict, lang: str) -> None:
        self.state = state
        self.lang = lang
        self.names = [p["name"] for p in state["players"]]

    def who(self, seat: int | None) -> str:
        return self.names[seat] if seat is not None else ""

    def swords(self, seat: int) -> int:
        return swords(self.state["players"][seat])


def _e_reveal(e: _Event, seat: int | None, what: Any) -> list[str]:
    if what == "ship" and e.state.get("version", 2) >= data.FACE_VERSION:
        return []  # its colour said in the reveal: the next line places it
    return [word("e.reveal", e.lang, name=e.who(seat))]


def _e_card(kind: str) -> Callable[[_Event, Any, Any], list[str]]:
    """A card laid out in the harbour or the display."""
    return lambda e, seat, card: [word("e." + kind, e.lang, card=card_text(card, e.lang))]


def _e_may_repel(e: _Event, seat: int, what: list) -> list[str]:
    ship, bust = what
    have = e.swords(seat)
    if ship["swords"] is None:  # asked if he repels it
        lines = [word("e.may_repel_ask", e.lang, name=e.who(seat), have=have)]
    else:
        lines = [word("e.may_repel", e.lang, name=e.who(seat), have=have, need=ship["swords"])]
    if bust:
        lines.append(word("e.may_bust", e.lang, colour=word(ship["colour"], e.lang)))
    return lines


def _e_cannot_repel(e: _Event, seat: int, what: Any) -> list[str]:
    return [word("e.cannot_repel", e.lang, name=e.who(seat), have=e.swords(seat))]


def _e_bust(e: _Event, seat: int | None, what: list) -> list[str]:
    return [word("e.bust", e.lang, colour=word(what[0], e.lang), n=what[1], name=e.who(seat))]


def _e_coins(kind: str) -> Callable[[_Event, Any, Any], list[str]]:
    """Coins gained or paid, and why."""
    return lambda e, seat, what: [
        word("e." + kind, e.lang, name=e.who(seat), n=what[0], why=word("why." + what[1], e.lang))
    ]


def _e_give(e: _Event, seat: int | None, what: list) -> list[str]:
    return [word("e.give", e.lang, name=e.who(seat), to=e.names[what[0]], n=what[1])]


def _e_tax(e: _Event, seat: int | None, what: list) -> list[str]:
    return [word("e.tax", e.lang, kind=word("e.tax_" + what[0], e.lang))]


def _e_take_count(e: _Event, seat: int | None, what: list) -> list[str]:
    return [word("e.take_count", e.lang, colours=what[0], name=e.who(seat), n=what[1])]


def _e_trade(e: _Event, seat: int | None, card: dict) -> list[str]:
    return [word("e.trade", e.lang, name=e.who(seat), colour=word(card["colour"], e.lang))]


def _e_cannot_pay(e: _Event, seat: int | None, card: dict) -> list[str]:
    return [word("e.cannot_pay", e.lang, name=e.who(seat), what=card_text(card, e.lang))]


def _e_hire(e: _Event, seat: int | None, card: dict) -> list[str]:
    return [word("e.hire", e.lang, name=e.who(seat), what=character_name(card, e.lang))]


def _e_fulfil(e: _Event, seat: int | None, what: list) -> list[str]:
    gone = ", ".join(word(c, e.lang) for c in what[1])
    return [word("e.fulfil", e.lang, name=e.who(seat), what=gone)]


def _e_count(kind: str) -> Callable[[_Event, Any, Any], list[str]]:
    """Cards counted: the leftovers, the reshuffle."""
    return lambda e, seat, n: [word("e." + kind, e.lang, n=n)]


def _e_short(e: _Event, seat: int | None, n: int) -> list[str]:
    return [word("e.short", e.lang, name=e.who(seat), n=n)]


def _e_named(kind: str) -> Callable[[_Event, Any, Any], list[str]]:
    """A sentence of the player's name alone."""
    return lambda e, seat, what: [word("e." + kind, e.lang, name=e.who(seat))]


def _e_end(e: _Event, seat: int | None, n: Any) -> list[str]:
    if seat is None:
        return [word("e.end_cards", e.lang)]
    return [word("e.end", e.lang, name=e.who(seat), n=n)]


def _e_plain(kind: str) -> Callable[[_Event, Any, Any], list[str]]:
    """A sentence with no field."""
    return lambda e, seat, what: [word("e." + kind, e.lang)]


# What each event kind tells the table: f(event words, seat, payload) ->
# lines; other kinds tell nothing.
EVENTS: dict[str, Callable[[_Event, Any, Any], list[str]]] = {
    "reveal": _e_reveal,
    "harbour": _e_card("harbour"),
    "display": _e_card("display"),
    "may_repel": _e_may_repel,
    "repel": _e_plain("repel"),
    "cannot_repel": _e_cannot_repel,
    "bust": _e_bust,
    "gain": _e_coins("gain"),
    "pay": _e_coins("pay"),
    "give": _e_give,
    "tax": _e_tax,
    "take_count": _e_take_count,
    "trade": _e_trade,
    "cannot_pay": _e_cannot_pay,
    "hire": _e_hire,
    "fulfil": _e_fulfil,
    "leftovers": _e_count("leftovers"),
    "reshuffle": _e_count("reshuffle"),
    "short": _e_short,
    "turn": _e_named("turn"),
    "pass": _e_named("pass"),
    "end": _e_end,
    "special": _e_plain("special"),
    "game_over": _e_plain("game_over"),
}


def event_lines(state: dict, lang: str) -> list[str]:
    """What the last decision tells the table to do with the cards."""
    e = _Event(state, lang)
    out = []
    for kind, seat, what in state["events"]:
        f = EVENTS.get(kind)
        if f is not None:
            out += f(e, seat, what)
    return out


def player_line(view: dict, seat: int, lang: str) -> str:
    p = view["players"][seat]
    return word("board.player", lang, gold=p["gold"], vp=p["vp"], swords=swords(p))


def characters_lines(player: dict, lang: str) -> list[str]:
    """A seat's characters, grouped: "2 sailor", "trader red"."""
    counts = {}
    order = []
    for c in player["characters"]:
        name = character_name(c, lang)
        if name not in counts:
            counts[name] = 0
            order.append(name)
        counts[name] += 1
    return [(str(counts[n]) + " " if counts[n] > 1 else "") + n for n in order]


def entry_text(view: dict, lang: str, short: bool = False) -> str:
    """The card being reported, as far as it is known: "ship red 3 gold";
    ``short``: without the card's kind (the prompt says it), a long name
    abbreviated."""
    if view["ship"] is not None:
        return card_text(view["ship"], lang)
    e = view["entry"]
    f = e["fields"]
    if e["step"] == "character":
        # say why a character is not offered: all its copies are face up
        gone = [word(c, lang) for c in data.CHARACTERS if visible(view, c) >= data.COPIES[c]]
        if gone:
            return word("e.all_out", lang, names=", ".join(gone))
    parts = [] if short else [word(e["card"], lang)]
    for k in ("id", "colour"):
        if f.get(k):
            abbr = "abbr." + f[k]
            parts.append(word(abbr if short and abbr in catalog.table(lang, GAME) else f[k], lang))
    for k in data.SYMBOLS:
        if k in f and f[k]:
            parts.append(str(f[k]) + word("short." + k, lang))
    for k in ("gold", "cost", "vp", "swords"):
        if f.get(k) is not None:
            parts.append(word("a." + k, lang, n=f[k]))
    return " ".join(parts)


HELP = data.CHARACTERS + ("ship", "expedition", "tax")  # the help's subjects, in order


def help_subject(view: dict, action: list | None) -> int:
    """Where the help opens: the card of the highlighted choice, else the
    card being reported, else the first subject."""
    sub = None
    if action is not None:
        if action[0] in ("character", "face"):
            sub = action[1]
        elif action[0] == "take":
            card = view["harbour"][action[1]]
            sub = card["id"] if card["kind"] == "character" else "ship"
        elif action[0] == "reveal":
            sub = action[1]
        elif action[0] in ("repel", "keep"):
            sub = "ship"
        elif action[0] in ("expedition", "discard"):
            sub = "expedition"
    if sub is None and view["entry"] is not None:
        sub = view["entry"]["fields"].get("id") or view["entry"]["card"]
    return HELP.index(sub) if sub in HELP else 0


def menu_note(view: dict, lang: str, short: bool = False) -> str | None:
    """The deciding seat's bottom line: the card being reported, or in
    trade & hire the harbour cards it cannot pay for (and why they are
    not offered); ``short``: fewer words, for a line too long."""
    if view.get("fulfil") is not None:
        return None
    if view["entry"] is not None or view["ship"] is not None:
        return entry_text(view, lang, short)
    tr = view["trade"]
    if view["phase"] != "trade" or tr is None or tr["left"] <= 0:
        return None
    seat = tr["order"][tr["k"]]
    dear = [character_name(c, lang, short) for c in view["harbour"] if not can_take(view, seat, c)]
    if dear:
        return word("e.too_dear", lang, names=", ".join(dear))
    return None
