"""The game as JSON for the web pages (issue 24): the board page's view
(every public fact, nothing secret) and one seat's view (the public
facts plus that seat's own secret, its legal choices when it decides).

Built on the main thread from the table (firmware.modes.table.GameTable)
and the core's views only, as the OLED screens are: the words are the
ones the screens already use (each game's phrases and board pages), in
the game's language. No aiohttp here: the views are plain data.
"""

from __future__ import annotations

import json
from importlib import import_module
from typing import Any, Callable

from core import record
from firmware import catalog, games, leaving

# never on a page: the generator, the seed (it tells every draw to come)
# and the face-down order of the plantations (Puerto Rico's ``stock``)
HIDDEN = ("rng", "seed", "stock")


def words(lang: str) -> dict:
    """The pages' own words in ``lang`` (firmware/lang: the ``web_`` keys),
    made once per language."""
    if lang not in _WORDS:
        _WORDS[lang] = {k[4:]: catalog.text(k, lang) for k in WEB_KEYS}
    return _WORDS[lang]


_WORDS: dict = {}


def words_text(lang: str) -> str:
    """``words(lang)`` as JSON, made once per language (every page's
    JSON carries them)."""
    if lang not in _WORDS_TEXT:
        _WORDS_TEXT[lang] = json.dumps(words(lang), ensure_ascii=False)
    return _WORDS_TEXT[lang]


_WORDS_TEXT: dict = {}


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
    "web_gone",
    "web_not_sent",
    "web_no_game",
    "web_refused",
    "web_problems",
    "web_own",
    "web_words",
    "web_deck",
    "web_discard",
    "web_hand",
    "web_gold",
    "web_vp",
    "web_harbour",
    "web_display",
    "web_tiles",
    "web_taken",
    "web_stack",
    "web_empty",
    "web_hint",
    "web_bot",
)


def public(state: dict) -> dict:
    """The core's public view of ``state`` without what no page shows
    (HIDDEN, and San Juan's face-down tiles even after the game)."""
    view = _game_views(state["game"])[0](state)
    return _clean(view)


def _clean(view: dict) -> dict:
    out = {k: v for k, v in view.items() if k not in HIDDEN and k != "events"}
    if isinstance(view.get("stock"), list):  # the whole state, once the game is over: its count stays
        out.setdefault("stock_count", len(view["stock"]))
    if isinstance(out.get("tiles"), list):  # San Juan's tile order (Puerto Rico's is a word)
        out.setdefault("tiles_count", len(out["tiles"]))
        del out["tiles"]
    return out


def _game_views(game: str) -> tuple[Callable, Callable]:
    module = import_module("core.%s.views" % game)
    return module.public_view, module.seat_view


def game_words(game: str) -> Any:
    """The game's own words for the pages: firmware/games/<game>/web.py
    (found by path, as its catalogs are: nothing here names a game)."""
    return import_module("firmware.games.%s.web" % game)


def merged(rows: list[str]) -> list[str]:
    """Screen rows as page lines: a row ending in "," or ":" (a list cut
    to fit 21 characters) goes on with the next one."""
    out: list[str] = []
    for row in rows:
        if out and out[-1].rstrip().endswith((",", ":")):
            out[-1] = out[-1].rstrip() + " " + row.strip()
        else:
            out.append(row)
    return out


def joined(rows: list[str]) -> list[str]:
    """Screen rows (cut at 21 characters) as one paragraph, for a page."""
    text = " ".join(" ".join(r.split()) for r in rows)
    return [text] if text else []


# -- the board -------------------------------------------------------------------


def raw_public(state: dict) -> dict:
    """The core's public view of ``state``."""
    return _game_views(state["game"])[0](state)


class Now:
    """What every page of the game as it is now shares, made once for the
    board and all the seats: the core's public view (``raw``, and
    ``view`` as the pages get it), who decides, and the help on what is
    being played (the same for every seat: the game's rules, no secret)."""

    def __init__(self, mode: Any) -> None:
        self.raw = raw_public(mode.state)
        self.view = _clean(self.raw)
        own = game_words(mode.state["game"])
        self.deciding = own.deciding(mode, self.view)
        self.about = own.help(mode, None, None, self.raw) if mode.result is None else []


def board(
    mode: Any,
    version: int,
    history: list | None = None,
    log: bool = True,
    now: Now | None = None,
    labels: bool = True,
) -> dict:
    """The board page's JSON for ``mode`` (a game's table, or any other
    mode: then only what the page says while no game is played).
    ``history``: the whole game's logbook (History), else the part the
    table keeps; ``log`` False: none (the server sends the logbook's
    entries apart, each once); ``now``: the game's Now, when the caller
    has it; ``labels`` False: without the picture's labels (the server
    adds them as JSON made once: ``labels_text``)."""
    lang = getattr(mode, "lang", "en")
    out: dict = {"kind": "board", "lang": lang, "version": version, "words": words(lang)}
    if not hasattr(mode, "state"):
        out.update(game="", title=catalog.text("web_no_game", lang))
        return out
    state = mode.state
    game = state["game"]
    now = Now(mode) if now is None else now
    own = game_words(game)
    out.update(
        game=game,
        title=games.title(game, lang),
        names=[p["name"] for p in state["players"]],
        deciding=now.deciding,
        news=mode.news(),
        question=question(mode),
        status=list(mode.status),
        # from the core's public view, as the board screen has them (made
        # once for both: firmware.memo)
        sections=[{"title": t, "lines": list(lines)} for t, lines in own.sections(mode, now.raw)],
        final=_final(mode),
    )
    # the public view's parts the picture draws (now.view: nothing
    # secret, made once for all the pages) and its labels: the page draws
    # the board from them (static/picture.js), the sections' words under it
    view = now.view
    out["view"] = {k: view[k] for k in own.PICTURED if k in view}
    if labels:
        out["labels"] = own.names(mode)
    if log:
        out["log"] = own.log(mode, None) if history is None else history
    return out


def dumped(view: dict, labels: str | None = None) -> str:
    """A page's JSON: ``view`` with its words (and the board picture's
    ``labels``) spliced in as JSON made once per language, not dumped
    again for every page of every state."""
    del view["words"]
    said = words_text(view["lang"])
    text = json.dumps(view, ensure_ascii=False, check_circular=False)
    more = ', "words": ' + said + ("" if labels is None else ', "labels": ' + labels)
    return text[:-1] + more + "}"


def labels_text(mode: Any) -> str:
    """The board picture's labels (each game's ``names``) as JSON, made
    once per game, language and edition: the same 5 KB on every state."""
    labels = game_words(mode.state["game"]).names(mode)
    if _labels[0] is not labels:
        _labels[:] = [labels, json.dumps(labels, ensure_ascii=False)]
    return _labels[1]


_labels: list = [None, ""]


def question(mode: Any) -> str | None:
    """The undo question while a seat has asked for one, as the table's
    (``mode.question()``) without its buttons' hints ("o yes, < no"): a
    page answers it with its own buttons."""
    if mode.undo_request is None:
        return None
    said = mode.last_decision()
    asker = mode.names[mode.undo_request]  # as the seats' screens name him
    if said is None:
        return catalog.text("web_undo_ask_any", mode.lang, asker=asker)
    return catalog.text("web_undo_ask", mode.lang, mode.GAME, asker=asker, **said)


def _final(mode: Any) -> list[str] | None:
    if mode.result is None:
        return None
    return leaving.score_lines(mode.result, mode.lang, mode.state["game"])[1:]


class History:
    """The whole logbook of a game for the board page, oldest first: the
    table keeps only its last rounds (its screens show no more), so each
    decision's news (what it told the table to move, or an undo's notice
    and the pieces to put back) is kept here as it comes."""

    def __init__(self, mode: Any) -> None:
        self.entries = [e for e in game_words(mode.state["game"]).log(mode, None) if e]
        actions = list(getattr(mode, "actions", ()))
        if actions and hasattr(mode, "header"):
            # a game resumed (or its page turned on mid-game): the table
            # kept its last rounds only; the whole game's logbook is its
            # decisions played again from the start, on a table of its own
            self.entries = self._replayed(mode, actions) or self.entries

    def _replayed(self, mode: Any, actions: list) -> list[list[str]] | None:
        """The logbook of ``actions`` played again from the game's start
        (the table's own set-up entries first), as the board would have
        gathered it decision after decision; None when it cannot be."""
        try:
            again = type(mode)(record.new_from_header(mode.header), lang=mode.lang)
            whole = History(again)
            for entry in record.merge(actions, getattr(mode, "asked", [])):
                if record.is_event(entry):  # a hint asked: told as the table told it
                    again.told_hint(entry[record.HINT])
                else:
                    again.choose(entry)
                whole.update(again)
        except Exception:  # never worse than the table's own last rounds
            return None
        return whole.entries

    def update(self, mode: Any) -> list[list[str]]:
        """After a decision or an undo: its news added (a step that moved
        nothing, as San Juan's building chosen, leaves the last news as
        it was: not added twice)."""
        news = list(mode.news())
        last = self.entries[-1] if self.entries else None
        if last and len(news) > len(last) and news[len(news) - len(last) :] == last:
            self.entries[-1] = news  # a line before it (a hint asked): the same news, longer
        elif news and news != last:
            self.entries.append(news)
        return self.entries


# -- one seat ----------------------------------------------------------------------


def seat(mode: Any, s: int, version: int, now: Now | None = None) -> dict:
    """Seat ``s``'s page JSON: its name, the decision it is asked (its
    legal choices, numbered as the table offers them, with their words)
    or who decides, its logbook, its own secret, the undo question.
    ``now``: the game's Now, when the caller has it (the seat's view is
    its public view plus the seat's own secret: no copy of the whole
    state per seat)."""
    lang = mode.lang
    state = mode.state
    game = state["game"]
    own = game_words(game)
    now = Now(mode) if now is None else now
    view = _clean(own.seat_view(now.raw, state, s))
    decides = mode.deciding() == s and mode.result is None
    # each choice's words; its help (what is decided, the choice in full,
    # what its building or role does) is asked for when the "?" is
    # tapped: made at every decision for every choice, it was a tenth of
    # the table's CPU with the pages open
    options = mode.options() if decides and mode.undo_request is None else []
    choices = [{"k": k, "label": own.label(mode, view, a)} for k, a in enumerate(options)]
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
        "prompt": own.prompt(mode, view) if decides else now.deciding,
        "choices": choices,
        "question": question(mode),
        "asked": mode.undo_request == s,
        "can_undo": _can_undo(mode) and mode.undo_request is None,
        # issue 34: a person alone with bots confirms his own undo; a hint
        # when the game allows them (its line and the advised choice)
        "alone": not _other_person(mode, s),
        "can_hint": decides and bool(getattr(mode, "hints_on", False)) and mode.undo_request is None,
        "hint": _hint(mode, s) if decides else None,
        "hinted": mode.seats[s].cursor if decides and _hint(mode, s) and not _hinting(mode, s) else None,
        "bot": _is_bot(mode, s),
        "news": mode.news(),
        "log": own.log(mode, s),
        # a bot seat's secret is nobody's to see (issue 34)
        "secret": [] if _is_bot(mode, s) else own.secret(mode, view, s),
        "own": own.own(mode, view, s),
        "final": _final(mode),
        "help": now.about,
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
    return game_words(game).help(mode, s, action)


def legal(mode: Any, s: int) -> list:
    """The choices the table offers seat ``s`` now (none while an undo is
    asked, as its buttons would answer the question), as core.legal_actions
    lists them in the table's menu order."""
    if mode.deciding() != s or mode.result is not None or mode.undo_request is not None:
        return []
    if _is_bot(mode, s):
        return []  # the device plays this seat (issue 34): no page chooses for it
    return mode.options()


def _can_undo(mode: Any) -> bool:
    """An undo is open: a decision to take back (with bot seats, one a
    person took: firmware.modes.table.GameTable.can_undo)."""
    can = getattr(mode, "can_undo", None)
    return can() if can is not None else bool(mode.actions)


def _is_bot(mode: Any, s: int) -> bool:
    """The device plays seat ``s`` (issue 34) while the game goes on."""
    is_bot = getattr(mode, "is_bot", None)
    return bool(is_bot(s)) and mode.result is None if is_bot is not None else False


def _other_person(mode: Any, s: int) -> bool:
    other = getattr(mode, "_other_person", None)
    return other(s) if other is not None else True


def _hint(mode: Any, s: int) -> str | None:
    """The hint seat ``s`` asked for, while its screen shows it."""
    seats = getattr(mode, "seats", None)
    return getattr(seats[s], "hint", None) if seats is not None else None


def _hinting(mode: Any, s: int) -> bool:
    """Seat ``s``'s hint is still searched: no choice is advised yet."""
    hinting = getattr(mode, "hinting", None)
    return bool(hinting(s)) if hinting is not None else False
