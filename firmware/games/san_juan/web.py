"""San Juan's words for the web pages (issue 24, firmware.web.views):
the same phrases and board pages as its screens, rows joined back into
sentences. Nothing of a seat is secret but its chapel's count."""

from __future__ import annotations

from typing import Any

from core.san_juan import engine
from core.san_juan import data
from core.san_juan.data import GOODS
from firmware import catalog
from firmware.games.san_juan import phrases
from firmware.games.san_juan.phrases import say
from firmware.games.san_juan.screens.seat import city_rows
from firmware.memo import Last
from firmware.web.views import joined


def seat_view(public: dict, state: dict, seat: int) -> dict:
    """core.san_juan.views.seat_view(state, seat), made from the public
    view of the same state (made once for all the pages): the seat's own
    chapel count added. Nested parts are shared with ``public``: read,
    never written (tests/web check it equals the core's)."""
    if state["phase"] == "over":
        return public  # everything is public
    v = dict(public)
    players = v["players"] = list(public["players"])
    players[seat] = dict(players[seat], chapel=state["players"][seat]["chapel"])
    return v


def deciding(mode: Any, view: dict) -> str:
    return phrases.deciding(view, mode.lang)


def sections(mode: Any, view: dict) -> list:
    """The board's facts in the words of its pages (firmware.games.
    san_juan.table.Table.board_pages), a sentence a line: at a glance,
    the players' counts, the round, the trading-house tile's prices,
    each player's buildings and goods."""
    lang, sep = mode.lang, ", "
    out = [(catalog.text("web_glance", lang), mode.board_facts())]
    counts = []
    for p in view["players"]:
        goods = sum(p["goods"][g] for g in GOODS)
        counts.append(say("board.player", lang, name=p["name"], b=len(p["buildings"]), h=p["hand"], g=goods))
    out.append((say("page.players", lang), counts))
    taken = sep.join(phrases.name("r", r, lang) for r in view["picked"])
    rnd = [
        say("board.governor", lang, name=view["players"][view["governor"]]["name"]),
        say("board.picked", lang, roles=taken or "-"),
        say("board.deck", lang, n=view["deck"], d=view["discard"]),
    ]
    out.append((say("page.round", lang, n=view["round"]), rnd))
    if view["tile"] is not None:
        prices = [phrases.name("g", g, lang) + " " + str(engine.sale_price(mode.state, g)) for g in GOODS]
        out.append((say("board.prices_title", lang), prices))
    for p in view["players"]:
        built = sep.join(phrases.name("b", b, lang) for b in p["buildings"]) or "-"
        goods = sep.join(
            phrases.name("g", g, lang) + " " + str(p["goods"][g]) for g in GOODS if p["goods"][g]
        )
        out.append(
            (
                p["name"],
                [say("board.city", lang) + " " + built, say("board.goods", lang) + " " + (goods or "-")],
            )
        )
    return out


def log(mode: Any, seat: int | None) -> list[list[str]]:
    return [list(e) for e in mode.log]  # every line is public


def prompt(mode: Any, view: dict) -> str:
    return phrases.prompt(mode.state, mode.lang)


def label(mode: Any, view: dict, action: Any) -> str:
    return " ".join(phrases.action_text(mode.state, action, mode.lang).split())


def secret(mode: Any, view: dict, seat: int) -> list[str]:
    chapel = view["players"][seat]["chapel"]
    return [say("seat.chapel", mode.lang, n=chapel)] if chapel else []


def own(mode: Any, view: dict, seat: int) -> list[str]:
    return joined(city_rows(view["players"][seat], mode.lang))


def help(mode: Any, seat: int, action: Any, view: dict | None = None) -> list[str]:
    subject = phrases.help_subject(mode.state, action)
    return joined(phrases.help_rows(mode.state, subject, action, mode.lang))


def names(mode: Any) -> dict:
    """The words the board's picture writes (firmware/web/static/
    picture.js): each building, good and role by its id, each building's
    kind and the good it makes; made once per language."""
    lang = mode.lang
    return _names.get(0, lang, lambda: _names_of(lang))


_names = Last()
# the public view's parts the picture draws
PICTURED = ("players", "governor", "picked", "role", "deck", "discard", "tiles_count")


def _names_of(lang: str) -> dict:
    out = {b: name("b", b, lang) for b in data.ORDER}
    out.update((g, name("g", g, lang)) for g in data.GOODS)
    out.update((r, name("r", r, lang)) for r in data.ROLES)
    out["buildings"] = {b: [data.BUILDINGS[b][data.TYPE], data.PRODUCES.get(b)] for b in data.ORDER}
    out["roles"] = list(data.ROLES)
    return out


def name(kind: str, id_: str, lang: str) -> str:
    return phrases.name(kind, id_, lang)
