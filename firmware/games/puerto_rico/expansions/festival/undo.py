"""Expansion 4, the festival: after an undo, a goal's pieces go back
where they came from (``REVERSE``, gathered by ``undo_phrases``)."""

from __future__ import annotations

from typing import Any, Callable

from firmware.games.puerto_rico import undo_shared as u
from firmware.games.puerto_rico.expansions.shared import Say


_FROM = {"stock": "fest_from_stock", "supply": "fest_from_supply", "box": "fest_from_box"}
_TO = {"stock": "fest_to_stock", "supply": "fest_to_supply", "box": "fest_to_box"}


def _goal_pieces(s: Say, goal: str, what: Any) -> str:
    if goal == "plantation":
        return "1 " + s.place(what)
    if goal == "goods":
        return u.goods(s, u.by_kind(what))
    return s.nm(what)


def _festival_goal(s: Say, p: int | None, what: list) -> str:
    return s.t("e_festival_return", pieces=_goal_pieces(s, what[0], what[1]), dest=s.t(_TO[what[2]]))


def _festival_return(s: Say, p: int | None, what: list) -> str:
    return s.t("e_festival_goal", pieces=_goal_pieces(s, what[0], what[1]), source=s.t(_FROM[what[2]]))


def _festival_reward(s: Say, p: int | None, what: list) -> str | None:
    if what[0] == "plantation":  # the colonists taken, to place one by one
        if not what[1]:
            return None
        return s.t("u_fest_colonists", name=s.who(p), count=u.count(s, what[1], "colonist"))
    if what[0] == "goods":
        return u.money(s, p, what[1])
    return None  # a building's VP: the seat's own line


def _festival_colonist(s: Say, p: int | None, what: list) -> str:
    return s.t(
        "u_festival_colonist", name=s.who(p), count=u.count(s, what[1], "colonist"), target=s.place(what[0])
    )


# The reverse of each of its event kinds: f(say, player, payload) -> a
# sentence, or None when nothing moved that the table must put back.
REVERSE: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "festival_goal": _festival_goal,
    "festival_reward": _festival_reward,
    "festival_colonist": _festival_colonist,
    "festival_return": _festival_return,
}
