"""Port Royal's undo in words: the decision asked about ("Anne's ship:
3 gold") and, once it is undone, how to put its cards back: the reverse
of each move its events told, newest first ("Put the red ship 3g back
from the harbour in your hand: it is reported again"). A table of small
functions by event kind (``REVERSE``), each giving a sentence or None
(nothing moved)."""

from __future__ import annotations

from firmware import reverse

from typing import Any, Callable

import core
from core.port_royal.engine import decision as step
from firmware.games.port_royal.phrases import action_text, card_text, character_name, prompt, word


def decision(before: dict, action: list, lang: str) -> tuple[int | None, str, str]:
    """(seat, the card or step, the choice) of ``action`` chosen in ``before``."""
    seat = core.current_player(before)
    choice = action_text(before, list(action), lang)
    if before["entry"] is not None:
        what = word(before["entry"]["card"], lang)
        if choice.isdigit():  # a bare count: say what was counted ("settlers asked? 3")
            choice = prompt(before, lang) + " " + choice
    else:
        what = word("u.what." + step(before), lang)
    return seat, what, choice


def _names(st: dict) -> list[str]:
    return [p["name"] for p in st["players"]]


def _reveal(st: dict, p: int | None, kind: Any, lang: str) -> str:
    return word("u.reveal", lang, name=_names(st)[p])


def _harbour(st: dict, p: int | None, card: dict, lang: str) -> str:
    return word("u.harbour", lang, card=card_text(card, lang), name=_names(st)[p])


def _display(st: dict, p: int | None, card: dict, lang: str) -> str:
    return word("u.display", lang, card=card_text(card, lang), name=_names(st)[p])


def _repel(st: dict, p: int | None, ship: dict, lang: str) -> str:
    return word("u.repel", lang, card=card_text(ship, lang), name=_names(st)[p])


def _bust(st: dict, p: int | None, what: list, lang: str) -> str:
    return word("u.bust", lang, n=what[1])


def _gain(st: dict, p: int | None, what: list, lang: str) -> str | None:
    if not what[0]:
        return None
    return word("u.gain", lang, name=_names(st)[p], n=what[0])


def _pay(st: dict, p: int | None, what: list, lang: str) -> str | None:
    if not what[0]:
        return None
    return word("u.pay", lang, name=_names(st)[p], n=what[0])


def _give(st: dict, p: int | None, what: list, lang: str) -> str | None:
    if not what[1]:
        return None
    names = _names(st)
    return word("u.give", lang, name=names[p], to=names[what[0]], n=what[1])


def _tax(st: dict, p: int | None, what: list, lang: str) -> str:
    return word("u.tax", lang, name=_names(st)[p])


def _trade(st: dict, p: int | None, card: dict, lang: str) -> str:
    return word("u.trade", lang, name=_names(st)[p], colour=word(card["colour"], lang))


def _hire(st: dict, p: int | None, card: dict, lang: str) -> str:
    return word("u.hire", lang, name=_names(st)[p], what=character_name(card, lang))


def _fulfil(st: dict, p: int | None, what: list, lang: str) -> str:
    gone = ", ".join(word(c, lang) for c in what[1])
    return word("u.fulfil", lang, name=_names(st)[p], what=gone)


def _leftovers(st: dict, p: int | None, n: int, lang: str) -> str | None:
    if not n:
        return None
    return word("u.leftovers", lang, n=n)


def _reshuffle(st: dict, p: int | None, n: Any, lang: str) -> str:
    return word("u.reshuffle", lang)


def _nothing(st: dict, p: int | None, what: Any, lang: str) -> None:
    """Nothing moved: a warning, whose turn it is, the end."""
    return None


# The reverse of each event kind: f(state, player, payload, lang) -> a
# sentence, or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[dict, int | None, Any, str], str | None]] = {
    "reveal": _reveal,
    "harbour": _harbour,
    "display": _display,
    "may_repel": _nothing,
    "repel": _repel,
    "cannot_repel": _nothing,
    "bust": _bust,
    "gain": _gain,
    "pay": _pay,
    "give": _give,
    "tax": _tax,
    "take_count": _nothing,
    "trade": _trade,
    "cannot_pay": _nothing,
    "hire": _hire,
    "fulfil": _fulfil,
    "leftovers": _leftovers,
    "reshuffle": _reshuffle,
    "short": _nothing,
    "turn": _nothing,
    "pass": _nothing,
    "end": _nothing,
    "special": _nothing,
    "game_over": _nothing,
}


def reverse_lines(after: dict, lang: str) -> list[str]:
    """The sentences that put back what the last decision of ``after``
    moved, newest move first."""
    return reverse.reverse_lines(REVERSE, after, lang)
