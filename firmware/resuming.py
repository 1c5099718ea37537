"""Resuming an unfinished game from the journal: the game ``--resume N``
names, whether the new-game options given with ``--resume`` agree with
the game resumed, the language it keeps, and the line that names a game
kept while a new one starts. Which game a session resumes is decided in
``Session._to_resume`` (firmware.session), with these.
"""

from __future__ import annotations

import os
import shlex
from typing import Any

import core
from core import record
from core.inputs import one_line
from firmware import catalog
from firmware.emulator.terminal import described
from firmware.leaving import fit


def kept_lang(game: dict) -> str:
    """The language the journal keeps with an unfinished game
    (Journal.unfinished), English for none (a game stored before it kept
    one) or one this doubloon does not speak."""
    lang = game.get("options", {}).get("lang")
    return lang if lang in catalog.LANGUAGES else "en"


def numbered(journal: Any, game_id: int) -> tuple[dict, dict]:
    """``--resume N``: game N of ``journal`` and its state, or BadInput
    (one line) when it is not an unfinished game that replays."""
    g = next((u for u in journal.unfinished() if u["id"] == game_id), None)
    if g is None:
        raise core.BadInput(
            "--resume %d: no unfinished game %d in the journal (doubloon history lists them)"
            % (game_id, game_id)
        )
    try:
        return g, journal.state(game_id)
    except record.RecordError as e:
        raise core.BadInput("--resume %d: game %d does not replay (%s)" % (game_id, game_id, e))


def check_agrees(g: dict, state: dict, plan: Any) -> None:
    """--resume with new-game options (``plan``, a firmware.session.Plan):
    BadInput unless each says what the game resumed already is
    (``--names Anne,Bob --resume`` again, as the game was started, is
    fine; another game is never swallowed)."""
    h = record.header(state)
    h.setdefault("expansions", [])
    wanted = {
        "--game": (plan.game, h["game"]),
        "--names": (plan.names, h["players"]),
        "--players": (plan.players, len(h["players"])),
        "--seed": (plan.seed, h["seed"]),
        "--edition": (plan.edition, h.get("edition")),
        "--tiles": (plan.tiles, h.get("tiles")),
        "--variant": (plan.variant, h.get("variant")),
        "--expansions": (list(plan.expansions), h["expansions"]),
        "--buildings": (plan.buildings, h.get("setup")),
        # issue 34: the bot seats and hints
        "--bots": (plan.bots, h.get("bots")),
        "--bot": (plan.bots, h.get("bots")),
        "--hints": (plan.hints, bool(h.get("hints"))),
    }
    for option in plan.given:
        asked, has = wanted[option]
        if asked != has:
            raise core.BadInput(
                "--resume: game %d (%s) was not started with %s %s"
                " (leave it out, or --new for a new game)"
                % (g["id"], described(g, "en"), option, one_line(_as_given(asked), 40))
            )


def kept_line(g: dict, lang: str, db: str | None, offset: int = len("doubloon play: ")) -> str:
    """A new game starts: the words that name the unfinished game ``g``
    kept and, on its own line, the command that resumes it (``db``: the
    --db given), wrapped at 80 columns after ``offset`` columns of prefix."""
    at = " --db " + shlex.quote(db) if db else ""
    play = (os.environ.get("DOUBLOON_PROG") or "doubloon") + " play" + at
    return fit(catalog.text("resume_kept", lang, about=described(g, lang), n=g["id"], play=play), offset)


def _as_given(value: object) -> str:
    """An option's value as it was typed (names and expansions comma-separated)."""
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)
