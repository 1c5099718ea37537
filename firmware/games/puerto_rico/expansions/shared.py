"""The words of one line of the expansions' sentences (``Say``): the
language, edition and state a line is about, with the base game's names
(``words``, or ``phrases`` which hands them on), given by the caller so
that no expansion module imports a sentence of the base game.
"""

from __future__ import annotations

from typing import Any, Callable

from core.puerto_rico import data


class Say:
    """The words of one line: the phrases module, language, edition, the
    state (or a view) it talks about, short names or not."""

    def __init__(self, ph: Any, state: dict, lang: str, edition: str, is_short: bool | str = False) -> None:
        self.ph = ph
        self.state = state
        self.lang = lang
        self.edition = edition
        # "abbr": the names' abbreviations, nothing cut (True: short names, cut to fit)
        self.abbr = is_short == "abbr"
        self.is_short = is_short is True

    def t(self, key: str, **fields: Any) -> str:
        return self.ph._t(key, self.lang, self.edition, **fields)

    def nm(self, ident: object) -> str:
        if self.abbr:
            return self.ph.abbr(ident, self.lang, self.edition)
        if self.is_short:
            return self.ph.short(ident, self.lang, self.edition)
        return self.ph.name(ident, self.lang, self.edition)

    def money(self, n: int) -> str:
        return self.ph.count(n, "doubloon", self.lang, self.edition)

    def who(self, p: int | None) -> str:
        return self.ph._player(self.state, p)

    def place(self, where: str) -> str:
        """A circle's place: a building, San Juan, a quarry, or a kind's
        plantation ("corn plantation", not "corn")."""
        if where in data.GOODS:
            return self.t("tile_of", good=self.nm(where), de_good=self.ph._de(where, self.lang, self.edition))
        return self.nm(where)


def money_event(key: str) -> Callable[[Say, int | None, Any], str]:
    """An event's sentence that only names the seat and a sum ("take 2
    doubloons from the bank (lighthouse)")."""

    def f(s: Say, p: int | None, n: Any) -> str:
        return s.t(key, name=s.who(p), money=s.money(n))

    return f
