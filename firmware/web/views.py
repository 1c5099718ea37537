"""The game as JSON for the web pages (issue 24): the board page's view
(every public fact, nothing secret) and one seat's view (the public
facts plus that seat's own secret, its legal choices when it decides).

Built on the main thread from the table (firmware.modes.table.GameTable)
and the core's views only, as the OLED screens are: the words are the
ones the screens already use (each game's phrases and board pages), in
the game's language. No aiohttp here: the views are plain data.
"""

from __future__ import annotations

from typing import Any, Callable

from firmware import catalog, games, session

# never on a page: the generator, the seed (it tells every draw to come)
# and the face-down order of the plantations (Puerto Rico's ``stock``)
HIDDEN = ("rng", "seed", "stock")
BIG = 10_000  # a help "screen" this wide: sentences whole, not cut into 21-character rows


def words(lang: str) -> dict:
    """The pages' own words in ``lang`` (firmware/lang: the ``web_`` keys)."""
    return {k[4:]: catalog.text(k, lang) for k in WEB_KEYS}


WEB_KEYS = (
    "web_board",
    "web_to_do",
    "web_log",
    "web_hold",
    "web_help",
    "web_undo",
    "web_undo_yes",
    "web_undo_no",
    "web_close",
    "web_final",
    "web_offline",
    "web_no_game",
    "web_refused",
    "web_problems",
    "web_own",
)


def public(state: dict) -> dict:
    """The core's public view of ``state`` without what no page shows
    (HIDDEN, and San Juan's face-down tiles even after the game)."""
    view = _game_views(state["game"])[0](state)
    return _clean(view)


def _clean(view: dict) -> dict:
    out = {k: v for k, v in view.items() if k not in HIDDEN and k != "events"}
    if isinstance(out.get("tiles"), list):  # San Juan's tile order (Puerto Rico's is a word)
        del out["tiles"]
    return out


def _game_views(game: str) -> tuple[Callable, Callable]:
    module = __import__("core.%s.views" % game, fromlist=["public_view"])
    return module.public_view, module.seat_view


# -- the board -------------------------------------------------------------------


def board(mode: Any, version: int) -> dict:
    """The board page's JSON for ``mode`` (a game's table, or any other
    mode: then only what the page says while no game is played)."""
    lang = getattr(mode, "lang", "en")
    out: dict = {"kind": "board", "lang": lang, "version": version, "words": words(lang)}
    if not hasattr(mode, "state"):
        out.update(game="", title=catalog.text("web_no_game", lang))
        return out
    state = mode.state
    game = state["game"]
    view = public(state)
    own = GAMES[game]
    out.update(
        game=game,
        title=games.title(game, lang),
        names=[p["name"] for p in state["players"]],
        deciding=own.deciding(mode, view),
        news=mode.news(),
        question=mode.question(),
        status=list(mode.status),
        sections=[{"title": t, "lines": list(lines)} for t, lines in own.sections(mode, view)],
        log=own.log(mode, None),
        final=_final(mode),
        public=view,
    )
    return out


def _final(mode: Any) -> list[str] | None:
    if mode.result is None:
        return None
    return session.score_lines(mode.result, mode.lang, mode.state["game"])[1:]


# -- one seat ----------------------------------------------------------------------


def seat(mode: Any, s: int, version: int) -> dict:
    """Seat ``s``'s page JSON: its name, the decision it is asked (its
    legal choices, numbered as the table offers them, with their words)
    or who decides, its logbook, its own secret, the undo question."""
    lang = mode.lang
    state = mode.state
    game = state["game"]
    own = GAMES[game]
    view = _clean(_game_views(game)[1](state, s))
    choices = []
    decides = mode.deciding() == s and mode.result is None
    if decides and mode.undo_request is None:
        choices = [{"k": k, "label": own.label(mode, view, a)} for k, a in enumerate(mode.options())]
    return {
        "kind": "seat",
        "lang": lang,
        "version": version,
        "words": words(lang),
        "game": game,
        "title": games.title(game, lang),
        "seat": s,
        "name": state["players"][s]["name"],
        "decides": decides,
        "prompt": own.prompt(mode, view) if decides else own.deciding(mode, public(state)),
        "choices": choices,
        "question": mode.question(),
        "asked": mode.undo_request == s,
        "can_undo": bool(mode.actions) and mode.undo_request is None,
        "news": mode.news(),
        "log": own.log(mode, s),
        "secret": own.secret(mode, view, s),
        "own": own.own(mode, view, s),
        "final": _final(mode),
    }


def help_lines(mode: Any, s: int, k: int | None) -> list[str]:
    """The help a seat asks for: on its choice ``k`` (what is decided, the
    choice in full, what its building or role does), or on what is being
    played (``k`` None)."""
    game = mode.state["game"]
    action = None
    if k is not None and mode.deciding() == s:
        options = mode.options()
        if 0 <= k < len(options):
            action = options[k]
    return GAMES[game].help(mode, s, action)


# -- each game's words (the ones its screens use) ------------------------------------


def _joined(rows: list[str]) -> list[str]:
    """Screen rows (cut at 21 characters) as one paragraph."""
    text = " ".join(" ".join(r.split()) for r in rows)
    return [text] if text else []


class PuertoRico:
    @staticmethod
    def deciding(mode: Any, view: dict) -> str:
        from firmware.games.puerto_rico import phrases

        return phrases.deciding(view, mode.lang)

    @staticmethod
    def sections(mode: Any, view: dict) -> list:
        from firmware.games.puerto_rico import pages

        return pages.pages(view, mode.lang)

    @staticmethod
    def log(mode: Any, s: int | None) -> list[list[str]]:
        entries = mode.logbook.entries
        return [e.public() if s is None else e.for_seat(s) for e in entries]

    @staticmethod
    def prompt(mode: Any, view: dict) -> str:
        from firmware.games.puerto_rico import phrases

        return phrases.menu_prompt(view, mode.lang)

    @staticmethod
    def label(mode: Any, view: dict, action: Any) -> str:
        from firmware.games.puerto_rico import phrases

        return phrases.choice_text(view, action, mode.lang)

    @staticmethod
    def secret(mode: Any, view: dict, s: int) -> list[str]:
        from firmware.games.puerto_rico import phrases

        p = view["players"][s]
        out = [catalog.text("vp_secret", mode.lang, phrases.GAME, vp=p["vp"])]
        if p.get("written"):
            out.append(catalog.text("written", mode.lang, phrases.GAME, n=p["written"]))
        return out

    @staticmethod
    def own(mode: Any, view: dict, s: int) -> list[str]:
        from firmware.games.puerto_rico.screens.seat import summary_rows

        return summary_rows(view["players"][s], mode.lang, view["edition"])

    @staticmethod
    def help(mode: Any, s: int, action: Any) -> list[str]:
        from core.puerto_rico.views import seat_view
        from firmware.games.puerto_rico import phrases
        from firmware.games.puerto_rico.table import help_subject

        subject = help_subject(mode.state, action)
        return phrases.seat_help(seat_view(mode.state, s), subject, action, mode.lang, width=BIG)


class SanJuan:
    @staticmethod
    def deciding(mode: Any, view: dict) -> str:
        from firmware.games.san_juan import phrases

        return phrases.deciding(view, mode.lang)

    @staticmethod
    def sections(mode: Any, view: dict) -> list:
        out = [(catalog.text("web_to_do", mode.lang), mode.board_facts())]
        return out + [(t, _joined(rows)) for t, rows in mode.board_pages()]

    @staticmethod
    def log(mode: Any, s: int | None) -> list[list[str]]:
        return [list(e) for e in mode.log]

    @staticmethod
    def prompt(mode: Any, view: dict) -> str:
        from firmware.games.san_juan import phrases

        return phrases.prompt(mode.state, mode.lang)

    @staticmethod
    def label(mode: Any, view: dict, action: Any) -> str:
        from firmware.games.san_juan import phrases

        return " ".join(phrases.action_text(mode.state, action, mode.lang).split())

    @staticmethod
    def secret(mode: Any, view: dict, s: int) -> list[str]:
        from firmware.games.san_juan.phrases import say

        chapel = view["players"][s]["chapel"]
        return [say("seat.chapel", mode.lang, n=chapel)] if chapel else []

    @staticmethod
    def own(mode: Any, view: dict, s: int) -> list[str]:
        from firmware.games.san_juan.screens.seat import city_rows

        return _joined(city_rows(view["players"][s], mode.lang))

    @staticmethod
    def help(mode: Any, s: int, action: Any) -> list[str]:
        from firmware.games.san_juan import phrases

        subject = phrases.help_subject(mode.state, action)
        return _joined(phrases.help_rows(mode.state, subject, action, mode.lang))


class PortRoyal:
    @staticmethod
    def deciding(mode: Any, view: dict) -> str:
        from firmware.games.port_royal import phrases

        return phrases.deciding(view, mode.lang)

    @staticmethod
    def sections(mode: Any, view: dict) -> list:
        from firmware.games.port_royal.screens import board

        return [(catalog.text("web_to_do", mode.lang), board.facts(view, mode.lang))] + board.pages(
            view, mode.lang
        )

    @staticmethod
    def log(mode: Any, s: int | None) -> list[list[str]]:
        return [list(e) for e in mode.seat_log()]

    @staticmethod
    def prompt(mode: Any, view: dict) -> str:
        from firmware.games.port_royal import phrases

        return phrases.prompt(view, mode.lang)

    @staticmethod
    def label(mode: Any, view: dict, action: Any) -> str:
        from firmware.games.port_royal import phrases

        return phrases.choice_text(view, action, mode.lang)

    @staticmethod
    def secret(mode: Any, view: dict, s: int) -> list[str]:
        return []  # nothing is secret in Port Royal: gold and VP lie open

    @staticmethod
    def own(mode: Any, view: dict, s: int) -> list[str]:
        from firmware.games.port_royal.screens.seat import own_rows

        return own_rows(view, s, mode.lang)

    @staticmethod
    def help(mode: Any, s: int, action: Any) -> list[str]:
        from core.port_royal.views import seat_view
        from firmware.games.port_royal import phrases
        from firmware.games.port_royal.screens.seat import help_rows

        subject = phrases.help_subject(mode.state, action)
        return _joined(help_rows(seat_view(mode.state, s), subject, mode.lang, action, True))


GAMES = {"puerto_rico": PuertoRico, "san_juan": SanJuan, "port_royal": PortRoyal}


def legal(mode: Any, s: int) -> list:
    """The choices the table offers seat ``s`` now (none while an undo is
    asked, as its buttons would answer the question), as core.legal_actions
    lists them in the table's menu order."""
    if mode.deciding() != s or mode.result is not None or mode.undo_request is not None:
        return []
    return mode.options()
