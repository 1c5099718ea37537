"""The board screen, for everyone: one page at a time (what to do with the
cards, the harbour, the players), turning by itself; the bottom line says
who decides what, or what is wrong with the device. At the end, the final
ranking. Pure: drawn from the view and the pages it is given."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from firmware import catalog
from firmware.drawing import CHARS, ROWS, fit, line, split, wrap
from firmware.screens.table import board, paged, ranked
from firmware.games.port_royal import phrases

if TYPE_CHECKING:
    from PIL import ImageDraw


def pages(view: dict, news: Sequence[str], lang: str) -> list[tuple[str, list[str]]]:
    """Every page of the board, each (title, lines)."""
    w = phrases.word
    todo = []
    for s in news:
        todo += wrap(s, CHARS)
    harbour = [fit(phrases.card_text(c, lang)) for c in view["harbour"]] or [w("board.empty", lang)]
    harbour += [fit(phrases.card_text(c, lang)) for c in view["display"]]
    harbour.append(w("board.piles", lang, deck=view["deck"], discard=view["discard"]))
    players = []
    for i, p in enumerate(view["players"]):
        mark = "*" if view["active"] == i else ""
        players.append(split(mark + p["name"], phrases.player_line(view, i, lang)))
    last = w("board.last_round", lang) if view["end"] else w("board.round", lang, n=view["round"])
    players.append(last)
    out = []
    for title, lines in (
        (w("board.to_do", lang), todo),
        (w("board.harbour", lang), harbour),
        (w("board.players", lang), players),
    ):
        out += paged(title, lines)
    return out


def render(
    draw: ImageDraw.ImageDraw,
    view: dict,
    lang: str,
    screen: tuple[str, Sequence[str]] | None,
    k: int,
    n: int,
    status: Sequence[str] = (),
    result: dict | None = None,
) -> None:
    """Page ``k`` of ``n`` (``screen``: (title, lines)), or the final
    ranking when ``screen`` is None; ``status``: the device's problems
    and the undo question, the first of them on the bottom line."""
    board(
        draw,
        screen,
        k,
        n,
        status,
        lambda: phrases.deciding(view, lang),
        lambda d: final(d, lang, result),
    )


def final(draw: ImageDraw.ImageDraw, lang: str, result: dict) -> None:
    """Rank, name and VP of every player, best first, and the winners."""
    line(draw, 0, catalog.text("game_over", lang, phrases.GAME), invert=True)
    players = result["players"]
    order = ranked(players)
    for k in range(len(order)):
        p = players[order[k]]
        right = str(p["total"]) + " " + phrases.word("total", lang)
        line(draw, 1 + k, split(str(p["rank"]) + " " + p["name"], right))
    winners = result["winners"]
    text = catalog.text("winner", lang, phrases.GAME, name=" & ".join(winners)) if winners else ""
    line(draw, ROWS - 2, text)
