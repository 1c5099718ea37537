"""Expansion 4, the festival: its events in words, by event kind
(``EVENTS``): the goals' pieces set out and given back, the rewards."""

from __future__ import annotations

from typing import Any, Callable

from firmware.games.puerto_rico.expansions.shared import Say


# where a goal's pieces come from and go back to
_FROM = {"stock": "fest_from_stock", "supply": "fest_from_supply", "box": "fest_from_box"}
_TO = {"stock": "fest_to_stock", "supply": "fest_to_supply", "box": "fest_to_box"}


def _goal_piece(s: Say, goal: str, what: Any) -> str:
    """The pieces of a goal on the festival board."""
    if goal == "plantation":
        return "1 " + s.place(what)
    if goal == "goods":
        by_kind: dict = {}
        for g in what:
            by_kind[g] = by_kind.get(g, 0) + 1
        return s.ph._goods(by_kind, s.lang, s.edition)
    return s.nm(what)


def _e_festival_goal(s: Say, p: int | None, what: list) -> str:
    return s.t("e_festival_goal", pieces=_goal_piece(s, what[0], what[1]), source=s.t(_FROM[what[2]]))


def _e_festival_reward(s: Say, p: int | None, what: list) -> str:
    goal, got = what[0], what[1]
    if goal == "plantation":
        if not got:  # the supply is empty: nothing to take
            return s.t("e_fest_plantation_none", name=s.who(p))
        return s.t("e_fest_plantation", name=s.who(p), count=s.ph.count(got, "colonist", s.lang, s.edition))
    if goal == "goods":
        return s.t("e_fest_goods", name=s.who(p), money=s.money(got))
    return s.t("e_fest_building", name=s.who(p), building=s.nm(got))  # its VP: the seat's own line


def _e_festival_colonist(s: Say, p: int | None, what: list) -> str:
    count = s.ph.count(what[1], "colonist", s.lang, s.edition)
    return s.t("e_festival_colonist", name=s.who(p), count=count, target=s.place(what[0]))


def _e_festival_return(s: Say, p: int | None, what: list) -> str:
    return s.t("e_festival_return", pieces=_goal_piece(s, what[0], what[1]), dest=s.t(_TO[what[2]]))


# Public sentences by event kind: f(say, player, what) -> line.
EVENTS: dict[str, Callable[[Say, int | None, Any], str | None]] = {
    "festival_goal": _e_festival_goal,
    "festival_reward": _e_festival_reward,
    "festival_colonist": _e_festival_colonist,
    "festival_return": _e_festival_return,
}
