"""Port Royal in words: cards, choices, prompts and what the table does with
the cards after a decision (from the core's events). Words come from
firmware/games/port_royal/lang/ through firmware.catalog."""

from __future__ import annotations

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


def _action(view: dict, action: list, lang: str, short: bool) -> str:
    """``short``: the shorter words of a line too long for the screen."""
    what = action[0]
    if what == "reveal":
        return word("a.reveal", lang, kind=word(action[1], lang))
    if what == "stop":
        return word("a.stop", lang)
    if what == "expedition":
        card = card_text(view["display"][action[1]], lang)
        return card if short else word("a.fulfil", lang, card=card)  # the prompt says "expeditions?"
    if what == "discard":
        return discard_text(view, choices(view)[action[1]], lang)
    if what == "colour":
        e = view["entry"]
        if e["card"] == "ship" and busts(view, {"colour": action[1]}):
            return word("a.colour_twice", lang, colour=word(action[1], lang))  # a bust unless repelled
        return word("a.colour", lang, colour=word(action[1], lang))
    if what == "character":
        return word(action[1], lang)
    if what in ("gold", "swords", "vp", "cost"):
        return word("a." + what, lang, n=action[1])
    if what in data.SYMBOLS:
        return word("a.symbols", lang, n=action[1])
    if what == "skull":
        return word("a.skull", lang)
    if what == "tax":
        return word("a.tax_" + action[1], lang)
    if what == "repel":
        return word("a.repel", lang, swords=swords(view["players"][view["active"]]))
    if what == "keep":
        return word("a.keep_bust" if busts(view, view["ship"]) else "a.keep", lang)
    if what == "take":
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
    if what == "pass":
        return word("a.done" if view["trade"]["left"] <= 0 else "a.pass", lang)
    return " ".join(str(x) for x in action)


def discard_text(view: dict, picked: list, lang: str) -> str:
    """A set of characters to discard for an expedition, by symbol and
    shield: "S1 J0: -1VP"."""
    chars = view["players"][view["active"]]["characters"]
    cards = [word("short." + chars[i]["id"], lang) + str(chars[i]["vp"]) for i in picked]
    return word("a.discard", lang, cards=" ".join(cards), n=sum(chars[i]["vp"] for i in picked))


def event_lines(state: dict, lang: str) -> list[str]:
    """What the last decision tells the table to do with the cards."""
    names = [p["name"] for p in state["players"]]
    out = []
    for kind, seat, what in state["events"]:
        name = names[seat] if seat is not None else ""
        if kind == "reveal":
            out.append(word("e.reveal", lang, name=name))
        elif kind in ("harbour", "display"):
            out.append(word("e." + kind, lang, card=card_text(what, lang)))
        elif kind == "may_repel":
            ship, bust = what
            have = swords(state["players"][seat])
            if ship["swords"] is None:  # asked if he repels it
                out.append(word("e.may_repel_ask", lang, name=name, have=have))
            else:
                out.append(word("e.may_repel", lang, name=name, have=have, need=ship["swords"]))
            if bust:
                out.append(word("e.may_bust", lang, colour=word(ship["colour"], lang)))
        elif kind == "repel":
            out.append(word("e.repel", lang))
        elif kind == "cannot_repel":
            out.append(word("e.cannot_repel", lang, name=name, have=swords(state["players"][seat])))
        elif kind == "bust":
            out.append(word("e.bust", lang, colour=word(what[0], lang), n=what[1], name=name))
        elif kind in ("gain", "pay"):
            out.append(word("e." + kind, lang, name=name, n=what[0], why=word("why." + what[1], lang)))
        elif kind == "give":
            out.append(word("e.give", lang, name=name, to=names[what[0]], n=what[1]))
        elif kind == "tax":
            out.append(word("e.tax", lang, kind=word("e.tax_" + what[0], lang)))
        elif kind == "take_count":
            out.append(word("e.take_count", lang, colours=what[0], name=name, n=what[1]))
        elif kind == "trade":
            out.append(word("e.trade", lang, name=name, colour=word(what["colour"], lang)))
        elif kind == "cannot_pay":
            out.append(word("e.cannot_pay", lang, name=name, what=card_text(what, lang)))
        elif kind == "hire":
            out.append(word("e.hire", lang, name=name, what=character_name(what, lang)))
        elif kind == "fulfil":
            gone = ", ".join(word(c, lang) for c in what[1])
            out.append(word("e.fulfil", lang, name=name, what=gone))
        elif kind in ("leftovers", "reshuffle"):
            out.append(word("e." + kind, lang, n=what))
        elif kind == "short":
            out.append(word("e.short", lang, name=name, n=what))
        elif kind in ("turn", "pass"):
            out.append(word("e." + kind, lang, name=name))
        elif kind == "end":
            if seat is None:
                out.append(word("e.end_cards", lang))
            else:
                out.append(word("e.end", lang, name=name, n=what))
        elif kind == "special":
            out.append(word("e.special", lang))
        elif kind == "game_over":
            out.append(word("e.game_over", lang))
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
        if action[0] == "character":
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
