"""Puerto Rico's words for the web pages (issue 24, firmware.web.views):
the same phrases and board pages as its screens, whole sentences (a page
has no 21-character rows). Every function reads the table and the view
it is given (the board's public view, or the seat's own)."""

from __future__ import annotations

from typing import Any

from core.canon import copy
from core.puerto_rico.views import SECRET_EVENTS, seat_view as core_seat_view
from firmware import catalog
from firmware.memo import Last
from core.puerto_rico import data
from firmware.games.puerto_rico import pages, phrases, words
from firmware.games.puerto_rico.screens.seat import city_lines, island_lines, noble_lines
from firmware.web.views import joined, merged
from firmware.games.puerto_rico.table import help_subject

WIDE = 10_000  # a help "screen" this wide: sentences whole


def seat_view(public: dict, state: dict, seat: int) -> dict:
    """core.puerto_rico.views.seat_view(state, seat), made from the public
    view of the same state (made once for all the pages): the seat's own
    VP chips and its own VP events added. Nested parts are shared with
    ``public``: read, never written (tests/web check it equals the core's)."""
    if state["phase"] == "over":
        return public  # everything is public
    v = dict(public)
    players = list(public["players"])
    p = players[seat] = dict(players[seat])
    src = state["players"][seat]
    p["vp"], p["written"] = src["vp"], src["written"]
    v["players"] = players
    v["events"] = [copy(e) for e in state["events"] if e[0] not in SECRET_EVENTS or e[1] == seat]
    return v


def deciding(mode: Any, view: dict) -> str:
    return phrases.deciding(view, mode.lang)


def sections(mode: Any, view: dict) -> list:
    """The board's pages, each (title, lines): every public fact."""
    return [(title, merged(lines)) for title, lines in pages.pages(view, mode.lang)]


def log(mode: Any, seat: int | None) -> list[list[str]]:
    """The logbook the table keeps, each decision its lines: the public
    ones (``seat`` None: the board), or those ``seat`` may read."""
    entries = mode.logbook.entries
    return [e.public() if seat is None else e.texts[seat] for e in entries]


def prompt(mode: Any, view: dict) -> str:
    return phrases.menu_prompt(view, mode.lang)


def label(mode: Any, view: dict, action: Any) -> str:
    return phrases.choice_text(view, action, mode.lang)


def secret(mode: Any, view: dict, seat: int) -> list[str]:
    """The seat's VP chips (and those it wrote down), shown while held."""
    p = view["players"][seat]
    out = [catalog.text("vp_secret", mode.lang, phrases.GAME, vp=p["vp"])]
    if p.get("written"):
        out.append(catalog.text("written", mode.lang, phrases.GAME, n=p["written"]))
    return out


def own(mode: Any, view: dict, seat: int) -> list[str]:
    """The seat's island, city and nobles, a paragraph each (made again
    only when they changed: a page is made at every decision)."""
    p, ed, lang = view["players"][seat], view["edition"], mode.lang
    return _own.get(seat, (p, ed, lang), lambda: _own_lines(p, ed, lang))


def _own_lines(p: dict, ed: str, lang: str) -> list[str]:
    return [x for rows in (island_lines, city_lines, noble_lines) for x in joined(rows(p, lang, ed))]


_own = Last()


def help(mode: Any, seat: int, action: Any, view: dict | None = None) -> list[str]:
    """``view``: the seat's own view when the caller has it (not made
    again per choice); on what is being played (``action`` None), the
    public view serves every seat (views.Now: ``seat`` None)."""
    subject = help_subject(mode.state, action)
    view = core_seat_view(mode.state, seat) if view is None else view
    return phrases.seat_help(view, subject, action, mode.lang, width=WIDE)


def names(mode: Any) -> dict:
    """The words the board's picture writes (firmware/web/static/
    picture.js): every building, good, island tile and role by its id,
    the supplies' names, and each building's kind, good and circles (the
    picture draws its spaces and workers), made once per language and
    edition."""
    lang, ed = mode.lang, mode.state.get("edition", "classic")
    return _names.get(0, (lang, ed), lambda: _names_of(lang, ed))


_names = Last()

ROLE_ORDER = data.ROLES + ("smuggler",)
# the public view's parts the picture draws (the rest stays off the
# board's JSON: the buildings' supply alone is a third of the view)
PICTURED = (
    "players",
    "governor",
    "roles",
    "picked",
    "role",
    "colonist_ship",
    "nobles",
    "cargo_ships",
    "trading_house",
    "faceup",
    "colonists",
    "vp_chips",
    "quarries",
    "stock_count",
    "goods",
)
SUPPLIES = (
    "colonists",
    "colonist_ship",
    "vp_chips",
    "doubloons",
    "trading_house",
    "cargo_ships",
    "quarries",
    "plantations",
    "barrels",
    "governor",
    "san_juan",
    "forests",
    "noble",
)


def _names_of(lang: str, ed: str) -> dict:
    ids = list(data.BUILDING_ORDER) + list(data.GOODS) + list(data.ISLAND_TILES) + list(ROLE_ORDER)
    out = {i: words.name(i, lang, ed) for i in ids + list(SUPPLIES)}
    out["short"] = {b: words.short(b, lang, ed) for b in data.BUILDING_ORDER}
    out["buildings"] = {b: [r[data.KIND], r[data.GOOD], r[data.CIRCLES]] for b, r in data.BUILDINGS.items()}
    out["roles"] = list(ROLE_ORDER)
    return out
