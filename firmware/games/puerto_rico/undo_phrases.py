"""Puerto Rico's undo in words: the decision asked about ("Anne's
settler: tobacco plantation") and, once it is undone, how to put its
pieces back, the reverse of each move its events told ("Anne: the
tobacco plantation from your island back to the face-up row").

A table of small functions by event kind (``REVERSE``): the base game's
here, each expansion's from its folder (``expansions/<name>/undo.py``),
both made of the steps of ``undo_shared``; each gets the words (``Say``),
the player and the event's payload, and gives a sentence or None
(nothing moved, or a secret: the VP chips are given back on the seat's
own screen, ``private_lines``). The reverse moves come last first, as pieces are put
back in the opposite order.
"""

from __future__ import annotations

from typing import Any, Callable

import core
from core.puerto_rico.views import public_view, seat_view
from firmware.games.puerto_rico import phrases as ph
from firmware.games.puerto_rico.event_phrases import paid_in_kind, who_left
from firmware.games.puerto_rico.expansions.shared import Say
from firmware.games.puerto_rico.undo_shared import (
    count as _count,
    goods as _goods,
    by_kind as _by_kind,
    tile as _tile,
    dest as _dest,
    one_good as _one_good,
    barrels_back as _barrels_back,
    money as _money,
    cap as _cap,
    nothing as _nothing,
)


def decision(before: dict, action: list, lang: str) -> tuple[int | None, str, str]:
    """(seat, the role or step, the choice) of ``action`` chosen in
    ``before``: (0, "settler", "tobacco plantation")."""
    seat = core.current_player(before)
    s = Say(ph, before, lang, ph._ed(before, None))
    if "festival" in before and "placing" in before["festival"]:
        what = s.nm("festival")
    elif before.get("role"):
        what = s.nm(before["role"])
    elif before["phase"] == "draft":
        what = s.nm("draft")
    else:
        what = s.nm("role")
    if action and action[0] == "plantation":  # "tobacco plantation", not "tobacco"
        choice = s.place(action[1])
        if action[2:3] == ["hospice"]:
            choice = s.t("a_with_colonist", what=choice, colonist=s.nm("colonist"))
    else:
        choice = ph.action_text(before, action, lang)
    return seat, what, choice


# ---- the reverse of each event ---------------------------------------------


def _role(s: Say, p: int | None, what: list) -> str:
    if what[1]:
        return s.t("u_role_money", name=s.who(p), role=s.nm(what[0]), money=s.money(what[1]))
    return s.t("u_role", name=s.who(p), role=s.nm(what[0]))


def _colonists_to_supply(s: Say, p: int | None, n: int) -> str:
    return s.t("u_to_supply_from_sj", name=s.who(p), count=_count(s, n, "colonist"))


def _colonists(s: Say, p: int | None, n: int) -> str:
    return s.t("u_colonists", name=s.who(p), count=_count(s, n, "colonist"))


def _colonist_ship(s: Say, p: int | None, n: int) -> str | None:
    if not n:
        return None
    return s.t("u_colonist_ship", count=_count(s, n, "colonist"))


def _fill(s: Say, p: int | None, what: Any) -> str:
    who = what[1] if isinstance(what, list) else "colonist"
    return s.t("u_fill", name=s.who(p), who=s.nm(who + "s"))


def _tile_taken(s: Say, p: int | None, what: list) -> str:
    if what[0] == "quarry":
        line = s.t("u_tile_quarry", name=s.who(p))
    elif what[0] == "forest":
        line = s.t("u_tile_forest", name=s.who(p))
    else:
        line = s.t("u_tile", name=s.who(p), tile=_tile(s, what[0]))
    if what[1]:  # the hospice's colonist
        line = s.t("u_with_colonist", what=line, dest=_dest(s, what[2] if len(what) > 2 else "supply"))
    return line


def _hacienda_tile(s: Say, p: int | None, g: str) -> str:
    key = "u_hacienda_drawn" if s.state.get("tiles") == "physical" else "u_hacienda"
    return s.t(key, name=s.who(p), tile=_tile(s, g))


def _draw(s: Say, p: int | None, what: list) -> str:
    if what[1] == "faceup":
        return s.t("u_draw_faceup", count=_count(s, what[0], "plantation"))
    return s.t("u_draw_one", name=s.who(p))


def _reshuffle(s: Say, p: int | None, n: int) -> str:
    return s.t("u_reshuffle", count=_count(s, n, "plantation"))


def _discard(s: Say, p: int | None, tiles: list) -> str | None:
    if not tiles:
        return None
    return s.t(
        "u_discard",
        count=_count(s, len(tiles), "plantation"),
        n=len(tiles),
        tiles=ph._tiles(_by_kind(tiles), s.lang, s.edition),
    )


def _faceup(s: Say, p: int | None, tiles: list) -> str | None:
    if not tiles:
        return None
    key = "u_faceup_drawn" if s.state.get("tiles") == "physical" else "u_faceup"
    return s.t(
        key,
        count=_count(s, len(tiles), "plantation"),
        n=len(tiles),
        tiles=ph._tiles(_by_kind(tiles), s.lang, s.edition),
    )


def _build(s: Say, p: int | None, what: list) -> str:
    money = what[1] - paid_in_kind(s.state, p)  # the black market's items go back by their own line
    if money > 0:
        line = s.t("u_build", name=s.who(p), building=s.nm(what[0]), money=s.money(money))
    else:
        line = s.t("u_build_free", name=s.who(p), building=s.nm(what[0]))
    if len(what) > 2 and what[2]:  # the university's colonist
        line = s.t("u_with_colonist", what=line, dest=_dest(s, what[3] if len(what) > 3 else "supply"))
    return line


def _goods_back(s: Say, p: int | None, goods: dict) -> str | None:
    """Barrels taken from the supply (production) go back to it."""
    if not goods:
        return None
    return s.t("u_produce", name=s.who(p), goods=_goods(s, goods))


def _sell(s: Say, p: int | None, what: list) -> str:
    if not what[1]:
        return s.t("u_sell_nothing", name=s.who(p), good=s.nm(what[0]))
    return s.t("u_sell", name=s.who(p), good=s.nm(what[0]), money=s.money(what[1]))


def _house_emptied(s: Say, p: int | None, goods: list) -> str | None:
    if not goods:
        return None
    return s.t("u_trading_house", goods=_goods(s, _by_kind(goods)))


def _load(s: Say, p: int | None, what: list) -> str:
    return s.t("u_load", name=s.who(p), n=what[1], good=s.nm(what[0]), cap=_cap(s, what[2]))


def _wharf(s: Say, p: int | None, what: list) -> str:
    return s.t("u_barrels_back", name=s.who(p), goods=_goods(s, {what[0]: what[1]}))


def _unload(s: Say, p: int | None, what: list) -> str:
    return s.t("u_unload", n=what[2], good=s.nm(what[1]), cap=_cap(s, what[0]))


def _round_end(s: Say, p: int | None, n: int) -> str:
    return s.t("u_round_end")


def _role_doubloons(s: Say, p: int | None, roles: list) -> str | None:
    if not roles:
        return None
    names = ph._t("list_sep", s.lang, s.edition).join([s.nm(r) for r in roles])
    return s.t("u_role_doubloons", roles=names)


def _governor(s: Say, p: int | None, n: int) -> str:
    before = (p - 1) % len(s.state["players"])  # the card goes clockwise
    return s.t("u_governor", name=s.who(before))


# The reverse of each event kind: f(say, player, payload) -> a sentence,
# or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "role": _role,
    "pass": _nothing,
    "privilege": _colonists_to_supply,
    "decline": _nothing,
    "colonists": _colonists,
    "fill": _fill,
    "placed": _nothing,
    "colonist_ship": _colonist_ship,
    "tile": _tile_taken,
    "hacienda_tile": _hacienda_tile,
    "discard": _discard,
    "faceup": _faceup,
    "draw": _draw,
    "reshuffle": _reshuffle,
    "build": _build,
    "produce": _goods_back,
    "bonus": _one_good,
    "factory": _money,
    "doubloons": _money,
    "sell": _sell,
    "trading_house_emptied": _house_emptied,
    "load": _load,
    "wharf": _wharf,
    "vp": _nothing,
    "vp_chips": _nothing,
    "store": _nothing,
    "keep": _nothing,
    "spoil": _barrels_back,
    "unload": _unload,
    "round_end": _round_end,
    "role_doubloons": _role_doubloons,
    "governor": _governor,
    "end_trigger": _nothing,
    "game_over": _nothing,
}


def _placed_back(s: Say, seat: int | None, action: list) -> str | None:
    """A mayor's placement, which no event tells: that person back to San
    Juan (["keep"] moved nobody)."""
    if seat is None or not action or action[0] != "place" or len(action) < 2:
        return None
    who = "noble" if action[2:3] == ["noble"] else "colonist"
    return s.t("u_placed", name=s.who(seat), person=_count(s, 1, who), target=s.place(action[1]))


def _kept_back(s: Say, before: dict, action: list) -> str | None:
    """The hacienda's tile kept as a plantation (no event tells it): back
    beside the owner's island, to choose again."""
    if list(action) != ["drawn_tile", "plantation"]:
        return None
    g = (before.get("phase_data") or {}).get("drawn")
    if g is None:
        return None
    return s.t("u_kept", name=s.who(core.current_player(before)), tile=_tile(s, g))


def reverse_lines(after: dict, before: dict, action: list, lang: str) -> list[str]:
    """The public sentences that put back what ``action`` moved, newest
    move first; ``after``: the game just after it, ``before``: just
    before it."""
    s = Say(ph, public_view(after), lang, ph._ed(after, None))
    out = []
    nobles = [p["nobles"] for p in before["players"]] if "nobles" in before else None
    for ev in reversed(after["events"]):
        ev = who_left(after, ev, nobles)
        f = REVERSE.get(ev[0])
        line = f(s, ev[1], ev[2]) if f is not None else None
        if line:
            out.append(line)
    # the moves no event tells, made before the events' (the logbook's
    # first line): a mayor's placement, the hacienda's tile kept
    line = _kept_back(s, before, action)
    if line is None and before["phase"] == "mayor":
        line = _placed_back(s, core.current_player(before), action)
    if line:
        out.append(line)
    return out


def private_lines(after: dict, lang: str) -> list[tuple[int, str]]:
    """(seat, sentence) for each seat's own screen: the VP chips it took
    in the undone decision go back (the VP are secret)."""
    out = []
    for ev in after["events"]:
        if ev[0] != "vp_chips" or ev[1] is None:
            continue
        chips, written = ev[2][0], ev[2][1]
        s = Say(ph, seat_view(after, ev[1]), lang, ph._ed(after, None))
        if written and not chips:  # no chip was taken: none to give back
            line = s.t("u_vp_written_only", name=s.who(ev[1]), noted=written)
        elif written:
            line = s.t("u_vp_written", name=s.who(ev[1]), taken=_count(s, chips, "vp_chip"), noted=written)
        elif chips:
            line = s.t("u_vp", name=s.who(ev[1]), taken=_count(s, chips, "vp_chip"))
        else:
            continue
        out.append((ev[1], line))
    return out


# each expansion's reverses, from its folder (expansions/<name>/undo.py)
def _gather() -> None:
    from firmware.games.puerto_rico import expansions

    for table in expansions.each("undo", "REVERSE"):
        REVERSE.update(table)


_gather()
