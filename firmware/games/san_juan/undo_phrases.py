"""San Juan's undo in words: the decision asked about ("Anne's builder:
Sugar mill") and, once it is undone, how to put its cards back: the
reverse of each move its events told, newest first ("Anne: Sugar mill
back into your hand, the top 2 cards of the discard pile back into your
hand"). A table of small functions by event kind (``REVERSE``), each
giving a sentence or None (nothing moved)."""

from __future__ import annotations

from firmware import reverse

from typing import Any, Callable

import core
from core.san_juan import engine
from firmware.games.san_juan.phrases import _building_of, action_text, cards, device_tiles, name, say


def decision(before: dict, action: list, lang: str) -> tuple[int | None, str, str]:
    """(seat, the role or step, the choice) of ``action`` chosen in ``before``."""
    seat = core.current_player(before)
    if before.get("role"):
        what = name("r", before["role"], lang)
    else:
        what = say("u.what." + engine.decision(before), lang)
    if action[0] in ("build", "cover"):  # the building, without today's price
        choice = name("b", action[1], lang)
    else:
        choice = action_text(before, list(action), lang)
    return seat, what, choice


Say = Callable[..., str]


def _who(state: dict, p: int | None) -> str:
    return state["players"][p]["name"] if p is not None else ""


def _role(st: dict, p: int | None, what: list, lang: str) -> str:
    return say("u.role", lang, name=_who(st, p), role=name("r", what[0], lang))


def _build(st: dict, p: int | None, what: list, lang: str) -> str:
    b, n, goods, cover = what
    line = say("u.build", lang, name=_who(st, p), b=name("b", b, lang))
    if cover is not None:
        line = say("u.cover", lang, name=_who(st, p), b=name("b", b, lang), c=name("b", cover, lang))
    if n:
        line += "; " + say("u.paid", lang, cards=cards(n, lang))
    if goods:
        line += "; " + say("u.goods", lang, n=len(goods))
    return line


def _draw(st: dict, p: int | None, what: list, lang: str) -> str | None:
    if not what[0]:
        return None
    return say("u.draw", lang, name=_who(st, p), cards=cards(what[0], lang))


def _produce(st: dict, p: int | None, good: str, lang: str) -> str:
    return say("u.produce", lang, name=_who(st, p), b=name("b", _building_of(good), lang))


def _sell(st: dict, p: int | None, what: list, lang: str) -> str:
    return say("u.sell", lang, name=_who(st, p), b=name("b", _building_of(what[0]), lang))


def _council(st: dict, p: int | None, what: list, lang: str) -> str:
    return say(
        "u.council", lang, name=_who(st, p), kept=cards(what[1], lang), gone=cards(what[0] - what[1], lang)
    )


def _gold_mine(st: dict, p: int | None, what: str, lang: str) -> str:
    return say("u.gold_" + ("keep" if what == "keep" else "none"), lang, name=_who(st, p))


def _tile(st: dict, p: int | None, what: Any, lang: str) -> str:
    return say("u.tile_device" if device_tiles(st) else "u.tile", lang)


def _tile_back(st: dict, p: int | None, what: Any, lang: str) -> str:
    return say("u.tile_back_device" if device_tiles(st) else "u.tile_back", lang)


def _covered(st: dict, p: int | None, what: list, lang: str) -> str:
    """The covered building back in the city: from the box, or off the
    discard pile (records before version 8)."""
    return say("u.covered_" + what[1], lang, name=_who(st, p), c=name("b", what[0], lang))


def _hand_limit(st: dict, p: int | None, what: list, lang: str) -> str | None:
    if not what[0]:
        return None
    return say("u.hand_limit", lang, name=_who(st, p), cards=cards(what[0], lang))


def _chapel(st: dict, p: int | None, what: Any, lang: str) -> str:
    return say("u.chapel", lang, name=_who(st, p))


def _reshuffle(st: dict, p: int | None, n: int, lang: str) -> str:
    return say("u.reshuffle", lang, cards=cards(n, lang))


def _governor(st: dict, p: int | None, n: int, lang: str) -> str:
    return say("u.governor", lang, name=_who(st, (p - 1) % len(st["players"])))


def _lost_good(st: dict, p: int | None, good: str, lang: str) -> str:
    return say("u.lost_good", lang, name=_who(st, p), b=name("b", _building_of(good), lang))


def _nothing(st: dict, p: int | None, what: Any, lang: str) -> None:
    """Nothing moved: a count said, a role's privilege, the end."""
    return None


# The reverse of each event kind: f(state, player, payload, lang) -> a
# sentence, or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[dict, int | None, Any, str], str | None]] = {
    "role": _role,
    "library": _nothing,
    "build": _build,
    "draw": _draw,
    "produce": _produce,
    "sell": _sell,
    "council": _council,
    "gold_mine": _gold_mine,
    "tile": _tile,
    "tile_back": _tile_back,
    "hand_limit": _hand_limit,
    "count": _nothing,
    "confirm": _nothing,
    "chapel": _chapel,
    "reshuffle": _reshuffle,
    "round_end": _nothing,
    "governor": _governor,
    "end_trigger": _nothing,
    "stalled": _nothing,
    "count_check": _nothing,
    "game_over": _nothing,
    "lost_good": _lost_good,
    "covered": _covered,
}


def reverse_lines(after: dict, lang: str) -> list[str]:
    """The sentences that put back what the last decision of ``after``
    moved, newest move first; a player's draws one after the other (a
    trader's sales) as one: every card he just drew goes back on the deck."""
    events: list = []
    for ev in after["events"]:
        last = events[-1] if events else None
        if ev[0] == "draw" and last is not None and last[0] == "draw" and last[1] == ev[1]:
            events[-1] = ["draw", ev[1], [last[2][0] + ev[2][0]] + list(ev[2][1:])]
        else:
            events.append(ev)
    return reverse.reverse_lines(REVERSE, dict(after, events=events), lang)
