"""Puerto Rico's words, the helpers every sentence of the game builds
with: a role's, good's or building's name, its abbreviation and short
name, a count ("3 doubloons"), a player's name, the language and edition
a line is said in. The sentences themselves: ``action_phrases`` (menu
lines), ``event_phrases`` (what to do with the pieces) and ``phrases``
(the decisions and the help; it hands all of these on).
"""

from __future__ import annotations

from typing import Any

from core.puerto_rico import data
from firmware.catalog import LANGUAGES, table, text
from firmware.drawing import CHARS

GAME = "puerto_rico"
MENU = CHARS - 1  # characters of a menu line: one to spare on the screen


# ---- helpers ---------------------------------------------------------------


def _lang(lang: str | None) -> str:
    return lang if lang in LANGUAGES else "en"


def _ed(state: dict | None, edition: str | None) -> str:
    if edition is None:
        edition = state.get("edition", "classic") if state is not None else "classic"
    return edition if edition in data.EDITIONS else "classic"


def _t(key: str, lang: str, edition: str, **fields: Any) -> str:
    """Fill the game's text ``key``; its names are fields too."""
    return text(key, lang, GAME, edition, **fields)


def _get(key: str, lang: str, edition: str) -> str | None:
    """The game's text ``key`` (fields filled with names), or None."""
    if key not in table(lang, GAME, edition):
        return None
    return _t(key, lang, edition)


def _canon(ident: object) -> str:
    return data.role_kind(str(ident))


def name(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """Display name of a role, good, island tile, building or table word
    ("doubloons", "colonist_ship", ...); unknown ids come back with
    underscores as spaces."""
    if ident is None:
        return ""
    ident = _canon(ident)
    n = table(_lang(lang), GAME, edition).get(ident)
    return n if n is not None else ident.replace("_", " ")


def abbr(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """A long name's abbreviation (the catalogs' ``abbr.`` keys: real
    abbreviations a player reads, "pte raff. de sucre", listed so the help
    can give the full name); the name itself when it has none."""
    if ident is None:
        return ""
    ident = _canon(ident)
    a = table(_lang(lang), GAME, edition).get("abbr." + ident)
    return a if a is not None else name(ident, lang, edition)


def line_name(ident: object, lang: str = "en", edition: str = "classic", width: int = CHARS) -> str:
    """The name as a line of ``width`` shows it (the help index, the help's
    title, the seat menu's "help: ..."): whole when it fits, else its
    abbreviation, else its short name; never cut."""
    for nm in (name, abbr, short):
        n = nm(ident, lang, edition)
        if len(n) <= width:
            break
    return n


def short(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """Short name: at most 3 characters for goods, island tiles, roles and
    table words, at most 10 for buildings."""
    if ident is None:
        return ""
    ident = _canon(ident)
    s = table(_lang(lang), GAME, edition).get("short." + ident)
    return s if s is not None else name(ident, lang, edition)[:10]


def count(n: int, ident: str, lang: str = "en", edition: str = "classic") -> str:
    """'1 doubloon', '3 doubloons', '0 doublon', '2 Pesos' ... ``ident`` is
    the singular id; its plural is ``ident + "s"``."""
    if lang == "fr":
        one = -1 <= n <= 1
    else:
        one = n == 1
    return str(n) + " " + name(ident if one else ident + "s", lang, edition)


def label(ident: object, lang: str = "en", edition: str = "classic") -> str:
    """'small_sugar_mill' -> 'small sugar mill' (any id, any language)."""
    return name(ident, lang, edition) if ident else ""


def _de(good: str, lang: str, edition: str) -> str:
    """French "de maïs" / "d'indigo" / "de Fruits"; English: the good."""
    g = name(good, lang, edition)
    if lang != "fr":
        return g
    if g[:1].lower() in "aeiouyéèêàâîôû":
        return "d'" + g
    return "de " + g


def _a(good: str, lang: str, edition: str) -> str:
    """English "a corn" / "an indigo" (other languages: the good)."""
    g = name(good, lang, edition)
    if lang != "en":
        return g
    return ("an " if g[:1].lower() in "aeiou" else "a ") + g


def _goods(d: dict, lang: str, edition: str) -> str:
    parts = []
    for g in data.GOODS:
        if d.get(g):
            parts.append(str(d[g]) + " " + name(g, lang, edition))
    return _t("list_sep", lang, edition).join(parts)


def _tiles(d: dict, lang: str, edition: str) -> str:
    """Plantations by kind ("2 corn, 1 sugar"); their names alone when
    there is one of each ("corn, sugar, coffee"): shorter on the board."""
    if all(k <= 1 for k in d.values()):
        return _t("list_sep", lang, edition).join(name(g, lang, edition) for g in data.GOODS if d.get(g))
    return _goods(d, lang, edition)


def _player(state: dict, p: int | None) -> str:
    if p is None:
        return ""
    try:
        return state["players"][p]["name"]
    except (IndexError, KeyError, TypeError):
        return str(p)
