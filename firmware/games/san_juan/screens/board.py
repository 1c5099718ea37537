"""San Juan's board screen: its default page (what to move, the roles
open, the tile's prices, the piles), then one page at a time (the
players' counts, the round: governor, roles taken, the trading-house
tile, each city), the bottom line saying who decides what; an undo
question over the page; at the end the final ranking."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from firmware import catalog
from firmware.drawing import line, split, ROWS
from firmware.screens.table import question_screen, ranked, screen

if TYPE_CHECKING:
    from PIL import ImageDraw


def render(
    draw: ImageDraw.ImageDraw,
    columns: Sequence[tuple],
    k: int,
    n: int,
    bottom: str,
    question: str | None = None,
) -> None:
    """Screen ``k`` of ``n``: its ``columns``
    (firmware.screens.table.board_screens); ``bottom``: who decides
    what, or the device's first problem; an undo ``question`` drawn whole
    over it."""
    if question:
        question_screen(draw, question, bottom)
    else:
        screen(draw, columns, k, n, bottom)


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
