"""The board screen, for everyone: its default page (what to do with the
cards on top, the harbour and the players' gold under it), then one page
at a time (the harbour, the players) as the board's button steps them;
the bottom line says who decides what, or what is wrong with the device.
At the end, the final ranking. Pure: drawn from the view and the pages
it is given."""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from firmware import catalog
from core.port_royal import data
from firmware.drawing import ROWS, fit, line, split, wrap
from firmware.screens.table import board, board_screens, paged, ranked
from firmware.games.port_royal import phrases

if TYPE_CHECKING:
    from PIL import ImageDraw


def facts(view: dict, lang: str) -> list[str]:
    """The default page's facts: each player's gold, VP and swords, the
    piles, then the harbour's cards as many as fit (each in full on its
    page; the deciding seat has them among its choices)."""
    w = phrases.word
    out = []
    for i, p in enumerate(view["players"]):
        out.append(
            split(("*" if view["active"] == i else "") + p["name"], phrases.player_line(view, i, lang))
        )
    out.append(w("board.piles", lang, deck=view["deck"], discard=view["discard"]))
    out += [fit(phrases.card_text(c, lang)) for c in view["harbour"]] or [w("board.empty", lang)]
    return out


def screens(
    view: dict,
    news: Sequence[str],
    lang: str,
    cols: int = 1,
    bottom: str = "",
    aside: Sequence[int] = (),
    turn: int = 0,
) -> list:
    """Every screen of the board, each a list of columns
    (firmware.screens.table.board_screens); ``bottom``: the default
    page's bottom line; ``aside``: the moves a seat tells; ``turn``: how
    many times the default page's moves have turned."""
    todo = list(news) or [phrases.word("board.nothing", lang)]
    f = facts(view, lang)
    aside = aside if news else ()
    return board_screens(
        phrases.word("board.to_do", lang), todo, f, f, pages(view, lang), cols, bottom, aside, turn
    )


def pages(view: dict, lang: str) -> list[tuple[str, list[str]]]:
    """Every page of the board after its default one, each (title, lines)."""
    w = phrases.word
    harbour = [fit(phrases.card_text(c, lang)) for c in view["harbour"]] or [w("board.empty", lang)]
    harbour += [fit(phrases.card_text(c, lang)) for c in view["display"]]
    harbour.append(w("board.piles", lang, deck=view["deck"], discard=view["discard"]))
    # what an expedition's letters stand for ("exp. 1S2C1P")
    sep = w("board.key_sep", lang)
    symbols = sep.join([w("short." + s, lang) + " " + w(s, lang) for s in data.SYMBOLS])
    harbour += wrap(w("board.exp_key", lang, symbols=symbols))
    players = []
    for i, p in enumerate(view["players"]):
        mark = "*" if view["active"] == i else ""
        players.append(split(mark + p["name"], phrases.player_line(view, i, lang)))
    last = w("board.last_round", lang) if view["end"] else w("board.round", lang, n=view["round"])
    players.append(last)
    players += wrap(w("board.player_key", lang))  # what "3g 0VP 1sw" and "*" stand for
    out = []
    for title, lines in (
        (w("board.harbour", lang), harbour),
        (w("board.players", lang), players),
    ):
        out += paged(title, lines)
    from firmware.games.port_royal.screens.seat import own_rows

    for i, p in enumerate(view["players"]):  # each player's table: public cards
        out += paged(p["name"], [fit(r) for r in own_rows(view, i, lang)])
    return out


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
    """Screen ``k`` of ``n`` (``screen``: its columns), or the final
    ranking when ``screen`` is None; ``status``: the device's problems,
    the first of them on the bottom line; an undo ``question`` over it."""
    board(
        draw,
        screen,
        k,
        n,
        status,
        lambda: phrases.deciding(view, lang),
        lambda d: final(d, lang, result),
        question,
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
