"""The board screen, for everyone: its default page (what to move, then
the facts players ask most), then one page at a time of
firmware.games.puerto_rico.pages (players, ships, supplies, roles) as the
board's button steps them; the bottom line says who decides what, or what
is wrong with the device. At the end, the final ranking.
Drawn from core.puerto_rico.views.public_view only: no VP, no face-down tiles."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.drawing import line, fit, width_of, CHAR_W, PITCH, FONT, _TOP, CHARS
from firmware.screens.table import board, ranked

if TYPE_CHECKING:
    from PIL import ImageDraw


def render(
    draw: ImageDraw.ImageDraw,
    view: dict,
    lang: str,
    screen: Sequence[tuple] | None,
    k: int,
    n: int,
    status: Sequence[str] = (),
    result: dict | None = None,
    question: str | None = None,
) -> None:
    """Screen ``k`` of ``n``: ``screen`` is its columns
    (firmware.screens.table.board_screens), or None for the final
    ranking (``result``); ``status``: the device's problems, the first
    of them on the bottom line; an undo ``question`` over the page."""
    board(
        draw,
        screen,
        k,
        n,
        status,
        lambda: phrases.deciding(view, lang),
        lambda d: final(d, view, lang, result),
        question,
    )


def final(draw: ImageDraw.ImageDraw, view: dict, lang: str, result: dict) -> None:
    line(draw, 0, catalog.text("game_over", lang, phrases.GAME), invert=True)
    players = result["players"]
    order = ranked(players)
    top = max(1, max(p["total"] for p in players))
    cw = CHAR_W
    name_w = min(14, CHARS - 7)  # "1 " and a whole name (12 characters) when it fits
    bar_x = name_w * cw + cw // 2  # a gap after the name
    right = width_of(draw)  # a wider board: longer bars
    num_x = right - 3 * cw  # up to 3 digits, right-aligned
    for k in range(len(order)):
        p = players[order[k]]
        y = (k + 1) * PITCH
        draw.text((0, y + _TOP), fit(str(p["rank"]) + " " + p["name"], name_w), font=FONT, fill=1)
        bar = max(1, (num_x - cw // 2 - bar_x) * p["total"] // top)
        draw.rectangle((bar_x, y + 2, bar_x + bar - 1, y + PITCH - 3), fill=1)
        total = str(p["total"])
        draw.text((right - len(total) * cw, y + _TOP), total, font=FONT, fill=1)
    winners = [players[i]["name"] for i in order if players[i]["rank"] == 1]
    line(draw, 7, catalog.text("winner", lang, phrases.GAME, name=" & ".join(winners)))
