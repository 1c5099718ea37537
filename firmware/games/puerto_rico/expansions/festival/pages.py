"""Expansion 4's board page: the festival's goals."""

from __future__ import annotations

from firmware.catalog import text
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.pages import _t

# the festival's goals by name, for "who reached it"
GOALS = {"plantation": "goal_plantation", "goods": "goal_goods", "building": "goal_building"}


def festival(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    """Expansion 4: the goals still on the festival board and who reached
    the others."""
    f = view["festival"]
    sep = text("list_sep", lang, phrases.GAME, edition)
    lines = []
    if f["plantation"] is not None:
        g = f["plantation"]
        de = phrases._de(g, lang, edition)
        lines.append(_t("fest_plantation", lang, edition, good=phrases.name(g, lang, edition), de_good=de))
    if f["goods"] is not None:
        lines.append(
            _t(
                "fest_goods",
                lang,
                edition,
                goods=sep.join([phrases.name(g, lang, edition) for g in f["goods"]]),
            )
        )
    if f["building"] is not None:
        lines.append(_t("fest_building", lang, edition, building=phrases.name(f["building"], lang, edition)))
    for goal, seat in f["reached"]:
        lines.append(
            _t(
                "fest_reached",
                lang,
                edition,
                goal=_t(GOALS[goal], lang, edition),
                name=view["players"][seat]["name"],
            )
        )
    return phrases.name("festival", lang, edition), lines


def board_pages(view: dict, lang: str, edition: str, out: list) -> None:
    """The festival's page after the ships."""
    if "festival" in view:
        out.append(festival(view, lang, edition))
