"""San Juan's board screen: one page at a time (what to move, the players'
counts, the round: governor, roles taken, the trading-house tile), the
bottom line saying who decides what; at the end the final ranking."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from firmware import catalog
from firmware.drawing import line, split, ROWS
from firmware.screens.table import page, ranked

if TYPE_CHECKING:
    from PIL import ImageDraw


def render(
    draw: ImageDraw.ImageDraw,
    title: str,
    lines: Sequence[str],
    k: int,
    n: int,
    bottom: str,
) -> None:
    """Page ``k`` of ``n``: ``title`` and its ``lines``; ``bottom``: who
    decides what, or the device's first problem."""
    page(draw, title, lines, k, n, bottom)


def final(draw: ImageDraw.ImageDraw, lang: str, result: dict, status: Sequence[str] = ()) -> None:
    """The ranking, best first: rank, name, total."""
    line(draw, 0, catalog.text("game_over", lang, "san_juan"), invert=True)
    players = result["players"]
    order = ranked(players)
    for k in range(len(order)):
        p = players[order[k]]
        line(draw, 1 + k, split(str(p["rank"]) + " " + p["name"], str(p["total"])))
    winners = [players[i]["name"] for i in order if players[i]["rank"] == 1]
    bottom = status[0] if status else catalog.text("winner", lang, "san_juan", name=" & ".join(winners))
    line(draw, ROWS - 1, bottom, invert=bool(status))
