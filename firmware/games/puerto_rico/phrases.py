"""Puerto Rico's sentences, built from its words (firmware.catalog, the
catalogs in ``lang/``), one module a job, all handed on from here so a
screen needs one import: names and short names (``words``), menu lines
for actions (``action_phrases``), what to do with the pieces after an
action (``event_phrases``), and here the help pages and the pending
decision.

Menu lines stay within ``MENU`` characters whenever the names allow it (a
long building name falls back to its short name). Only Latin-1 characters.
"""

from __future__ import annotations

from typing import Any

from core.puerto_rico.engine import decision
from core.puerto_rico import data
from firmware.catalog import text
from firmware.drawing import CHARS
from firmware.layout import wrap

# handed on: the names and helpers, the menu lines, the events
from firmware.games.puerto_rico.words import (  # noqa: F401
    GAME,
    MENU,
    _a,
    _canon,
    _de,
    _ed,
    _get,
    _goods,
    _lang,
    _player,
    _t,
    _tiles,
    abbr,
    count,
    label,
    line_name,
    name,
    short,
)
from firmware.games.puerto_rico.action_phrases import ACTIONS, action_text, choice_text  # noqa: F401
from firmware.games.puerto_rico.event_phrases import (  # noqa: F401
    EVENTS,
    SILENT,
    event_text,
    kept_tile_text,
    mayor_move_text,
    private_event_text,
    waiting_tile,
)


# ---- the help index ---------------------------------------------------------


def help_index(state: dict) -> list[str]:
    """What the help index offers for a game at its set-up (a state or a
    view): how a round goes, how to find a fact on the board (its pages
    and the presses that jump to them), its roles, its buildings, the goods and the
    quarry."""
    roles = []
    for r in data.ROLES:
        k = _canon(r)
        if (r in state["roles"] or r in state["picked"]) and k not in roles:
            roles.append(k)
    built = [b for b in data.BUILDING_ORDER if b in state["buildings"]]
    if state.get("slots"):
        # the draft: every building still open to it, to read before picking
        from firmware.games.puerto_rico.expansions import new_buildings as xp

        built = xp.draft_index(state)
    # expansions 2-4: the smuggler's card, the nobles, the festival
    more = [k for k in ("smuggler", "festival") if k in state]
    if "nobles" in state:
        more.append("noble")
    return ["roles", "board_pages"] + roles + more + built + list(data.GOODS) + ["quarry"]


def help_text(ident: object, lang: str = "en", edition: str = "classic", width: int = CHARS) -> list[str]:
    """What a role, building, good or quarry does, or how a round goes
    (``"roles"``): a list of lines of at most ``width`` characters (empty
    for an id without help)."""
    if ident is None:
        return []
    ident = _canon(ident)
    lang = _lang(lang)
    edition = _ed(None, edition)
    t = _get("help." + ident, lang, edition)
    if t is None:
        return []
    lines = wrap(t[:1].upper() + t[1:], width)
    b = data.building(ident)
    if b is not None:
        who = count(b["people"], "colonist", lang, edition).split(" ", 1)[1]
        lines += wrap(
            _t(
                "help.facts",
                lang,
                edition,
                cost=b["cost"],
                vp=b["vp"],
                people=b["people"],
                who=who,
                vp_word=name("vp", lang, edition),
            ),
            width,
        )
    return lines


# ---- decisions ------------------------------------------------------------


def prompt(kind: object, lang: str = "en", edition: str = "classic") -> str:
    """The question for a pending decision kind (core.puerto_rico.engine.DECISIONS)."""
    lang = _lang(lang)
    edition = _ed(None, edition)
    p = _get("prompt." + str(kind), lang, edition)
    return p if p is not None else name(kind, lang, edition)


def menu_prompt(view: dict, lang: str = "en", edition: str | None = None) -> str:
    """The deciding seat's question: the decision's, or inside one an
    expansion's own step (the small wharf's barrels, the hacienda's tile
    kept as a plantation or a forest)."""
    return prompt(_step(view, decision(view)), lang, _ed(view, edition))


def _step(state: dict, kind: str) -> str:
    """The decision ``kind``, or the expansion's step inside it."""
    if "expansions" in state:
        pd = state.get("phase_data") or {}
        if "returned" in pd:
            return "small_wharf"
        if "paying" in pd:
            return "black_market_pay"
        if "drawn" in pd and kind == "settler":
            return "drawn_tile"
        if "villa" in pd and kind == "mayor":
            return "villa"
        if "ship_noble" in pd and kind == "mayor":
            return "ship_noble"
        if pd.get("land_office") and kind == "settler":
            return "land_office"
        if "poach" in pd and kind == "smuggler":
            return "poach"
    return kind


def deciding(state: dict, lang: str = "en", edition: str | None = None) -> str:
    """One line saying who decides what now ("Bernie: build"); a state or
    a view. Game over: the "game_over" words."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    if state.get("phase") == "over":
        return _t("game_over", lang, edition)
    draw = state.get("draw")
    if draw is not None:
        kind, p = "draw", draw["player"]
    else:
        kind, p = decision(state), state["turn"]
    if kind == "draft":  # the draft's progress: the free slots left
        from firmware.games.puerto_rico.expansions import new_buildings as xp

        what = _t("deciding.draft", lang, edition, n=xp.draft_left(state))
        return _t("deciding", lang, edition, name=_player(state, p), what=what)
    what = _get("deciding." + str(_step(state, kind)), lang, edition)
    if what is None:
        what = name(kind, lang, edition)
    return _t("deciding", lang, edition, name=_player(state, p), what=what)


# ---- the help of a decision -------------------------------------------------


def about(state: dict, lang: str = "en", edition: str | None = None) -> str | None:
    """What the decision asked now is (a state or a view), the help's
    first words before the highlighted choice's own: the draft's rules, a
    role's turn, an expansion's step. None once the game is over."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    if state.get("phase") == "over":
        return None
    kind = _step(state, decision(state))
    t = _get("help.draft" if kind == "draft" else "about." + kind, lang, edition)
    return t[:1].upper() + t[1:] if t else None


def seat_help(
    state: dict,
    subject: object,
    action: tuple | None = None,
    lang: str = "en",
    edition: str | None = None,
    width: int = CHARS,
    decision_too: bool = True,
) -> list[str]:
    """A seat's help as lines of ``width``: what is being decided (with
    ``decision_too``), the highlighted ``action`` in full, then what
    ``subject`` does, under its full name when the title had to shorten
    it."""
    lang = _lang(lang)
    edition = _ed(state, edition)
    lines = []
    what = about(state, lang, edition) if decision_too else None
    if what:
        lines += wrap(what, width)
    if action is not None:
        lines += wrap(
            _t("help.choice", lang, edition, choice=choice_text(state, action, lang, edition)), width
        )
    own = help_text(subject, lang, edition, width)
    if what and own == wrap(what, width):  # the draft's help is its explanation: once
        return lines
    full = name(subject, lang, edition)
    if line_name(subject, lang, edition) != full:
        lines += wrap(full[:1].upper() + full[1:] + ":", width)
    return lines + own


def mode_text(key: str, lang: str = "en", edition: str | None = None, **fields: Any) -> str:
    """The words of the counter and scoring modes (``mode.`` keys), with
    the names of ``edition`` ("Pesos", "ouvriers" in 1897; classic when
    not given)."""
    return text("mode." + key, lang, GAME, edition, **fields)
