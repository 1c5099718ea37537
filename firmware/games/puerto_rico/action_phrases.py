"""Puerto Rico's menu lines: what a choice of the player on turn says,
within ``MENU`` characters whenever the names allow it (a long name falls
back to its abbreviation, then its short name). The expansions' own
choices are worded by ``expansions/phrases.py``, reached only when a game has
expansions.
"""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import building_price as price, sale_price
from firmware.games.puerto_rico import words
from firmware.games.puerto_rico.words import MENU, _ed, _lang, _t, abbr, name, short

# ---- actions ---------------------------------------------------------------


def action_text(state: dict, action: tuple, lang: str = "en", edition: str | None = None) -> str:
    """A menu line for ``action`` of the player on turn (a state or a view);
    at most ``MENU`` characters whenever the names allow it."""
    edition = _ed(state, edition)
    lang = _lang(lang)
    line = _action(state, action, lang, edition, False)
    # too long: the names' abbreviations, then their short names
    for how in ("abbr", True):
        if len(line) <= MENU:
            break
        other = _action(state, action, lang, edition, how)
        if len(other) < len(line):
            line = other
    return line


def choice_text(state: dict, action: tuple, lang: str = "en", edition: str | None = None) -> str:
    """The menu line of ``action`` with every name whole, however long (the
    help says it, for a line the menu had to shorten)."""
    return _action(state, action, _lang(lang), _ed(state, edition), False)


class _Choice:
    """The words of one menu line: the state (or a view), its language and
    edition; ``is_short``: False for the names, "abbr" for their
    abbreviations, True for the short names."""

    def __init__(self, state: dict, action: tuple, lang: str, edition: str, is_short: bool | str) -> None:
        self.state = state
        self.arg = action[1] if len(action) > 1 else None  # what the choice names
        self.lang = lang
        self.edition = edition
        self.is_short = is_short

    def t(self, key: str, **fields: Any) -> str:
        return _t(key, self.lang, self.edition, **fields)

    def nm(self, ident: object) -> str:
        if self.is_short == "abbr":
            return abbr(ident, self.lang, self.edition)
        if self.is_short:
            return short(ident, self.lang, self.edition)
        return name(ident, self.lang, self.edition)

    def with_colonist(self, line: str) -> str:
        # the short form of a too long line also shortens "colonist"
        col = short("colonist", self.lang, self.edition) if self.is_short is True else None
        if col:
            return self.t("a_with_colonist", what=line, colonist=col)
        return self.t("a_with_colonist", what=line)


def _a_role(c: _Choice, action: tuple) -> str:
    money = c.state["roles"].get(c.arg, 0)
    if money:
        return c.t("a_role_money", role=c.nm(c.arg), n=money)
    return c.t("a_role", role=c.nm(c.arg))


def _a_plantation(c: _Choice, action: tuple) -> str:
    line = c.nm(c.arg)
    return c.with_colonist(line) if action[2:3] == ["hospice"] else line


def _a_quarry(c: _Choice, action: tuple) -> str:
    line = c.nm("quarry")
    return c.with_colonist(line) if action[1:2] == ["hospice"] else line


def _a_build(c: _Choice, action: tuple) -> str:
    cost = price(c.state, c.state["turn"], c.arg)
    line = c.t("a_build", building=c.nm(c.arg), price=cost)
    return c.with_colonist(line) if action[2:3] == ["university"] else line


def _a_keep(c: _Choice, action: tuple) -> str:
    if c.arg is None:
        return c.t("a_keep_all")
    return c.t("a_keep_one", good=c.nm(c.arg))


def _a_privilege(c: _Choice, action: tuple) -> str:
    if c.arg == 2:  # the library's two (A29)
        return c.t("a_privilege_2")
    return c.t("a_privilege")


def _a_words(key: str) -> Callable[[_Choice, tuple], str]:
    """A choice whose line names nothing."""
    return lambda c, action: c.t(key)


def _a_good(key: str) -> Callable[[_Choice, tuple], str]:
    """A choice naming one good (or, for "place", a circle)."""
    field = "target" if key == "a_place" else "good"
    return lambda c, action: c.t(key, **{field: c.nm(c.arg)})


def _a_sell(c: _Choice, action: tuple) -> str:
    price = sale_price(c.state, c.state["turn"], c.arg)
    if not price:  # no money: nothing said about it
        return c.t("a_sell_nothing", good=c.nm(c.arg))
    return c.t("a_sell", good=c.nm(c.arg), price=price)


def _a_load(c: _Choice, action: tuple) -> str:
    ship = c.state["cargo_ships"][action[2]]
    return c.t("a_load", good=c.nm(c.arg), cap=ship[0])


def _a_wharf(c: _Choice, action: tuple) -> str:
    return c.t("a_wharf", good=c.nm(c.arg), wharf_short=short("wharf", c.lang, c.edition))


# The base game's menu lines by action kind: f(choice words, action) -> line.
ACTIONS: dict[str, Callable[[_Choice, tuple], str]] = {
    "role": _a_role,
    "pass": _a_words("a_pass"),
    "plantation": _a_plantation,
    "quarry": _a_quarry,
    "hacienda": _a_words("a_hacienda"),
    "build": _a_build,
    "keep": _a_keep,
    "privilege": _a_privilege,
    "decline": _a_words("a_decline"),
    "place": _a_good("a_place"),
    "bonus": _a_good("a_bonus"),
    "sell": _a_sell,
    "load": _a_load,
    "wharf": _a_wharf,
    "store": _a_good("a_store"),
    "drawn": _a_good("a_drawn"),
}


def _action(state: dict, action: tuple, lang: str, edition: str, is_short: bool | str) -> str:
    """``is_short``: False for the names, "abbr" for their abbreviations,
    True for the short names."""
    if "expansions" in state:
        from firmware.games.puerto_rico.expansions import phrases as xp

        line = xp.action_text(words, state, action, lang, edition, is_short)
        if line is not None:
            return line
    f = ACTIONS.get(action[0] if action else "")
    if f is None:
        return " ".join([str(x) for x in action])
    return f(_Choice(state, action, lang, edition, is_short), action)
