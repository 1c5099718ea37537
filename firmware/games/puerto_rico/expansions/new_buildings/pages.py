"""Expansion 1's board page: the violet buildings in play by cost."""

from __future__ import annotations

from firmware.catalog import text
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.expansions import new_buildings as xp
from firmware.games.puerto_rico.pages import _t
from firmware.screens.table import packed


def violet(view: dict, lang: str, edition: str) -> tuple[str, list[str]]:
    """Expansion 1: the violet buildings in play by cost (the drafted set),
    and during the draft the slots still free."""
    sep = text("list_sep", lang, phrases.GAME, edition)
    lines = []
    for cost, there, free in xp.violet_by_cost(view):
        names = [phrases.name(b, lang, edition) for b in there]
        if free:
            names.append(_t("free_slots", lang, edition, n=free))
        lines.append(_t("cost_row", lang, edition, cost=cost, buildings=sep.join(names) or "-"))
    return _t("violet", lang, edition), lines


def board_pages(view: dict, lang: str, edition: str, out: list) -> None:
    """The violet page after the roles; during the draft, first."""
    if "new_buildings" in view.get("expansions", ()):
        title, lines = violet(view, lang, edition)
        # the costs one after the other on a row where they fit, a cost's
        # buildings never cut over two rows: a screen fewer (issue 36)
        out.insert(0 if view.get("slots") else 5, (title, packed("", lines, ";")))
