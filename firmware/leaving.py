"""What a session says as it ends, on standard output: the final score
(``score_lines``), or, for a game left unfinished, that it is saved and
the exact command that resumes it, or why not (``leaving_line``).
"""

from __future__ import annotations

import shlex
import textwrap

from core.games import DEFAULT
from firmware import catalog


SCORE_PARTS = ("vp_chips", "buildings", "chapel")
WIDTH = 80  # a terminal's columns: the leaving lines fit in them

# French puts a space before : ; ? ! -- never a line's first character
_BEFORE = (" :", " ;", " ?", " !")


def fit(text: str, offset: int = 0, width: int = WIDTH) -> str:
    """``text`` wrapped at ``width`` columns between words, its first line
    after ``offset`` columns already written ("doubloon play: "). A line
    of the text that starts with two spaces is a command: left whole on its
    own line, however long (a terminal's own wrap cut one in the middle of a
    path, and nobody could copy it)."""
    out = []
    for line in text.split("\n"):
        if line.startswith("  "):
            out.append(line)
            continue
        for mark in _BEFORE:
            line = line.replace(mark, "\u00a0" + mark[1])
        first = offset if not out else 0
        lines = textwrap.wrap("x" * first + line, width, break_long_words=False, break_on_hyphens=False) or [
            ""
        ]
        lines[0] = lines[0][first:]
        out.extend(piece.replace("\u00a0", " ") for piece in lines)
    return "\n".join(out)


# a breakdown's parts, as the games have them


def score_lines(result: dict, lang: str = "en", game: str = DEFAULT) -> list[str]:
    """A final score (core.final_score, or the scoring mode's) as text in
    ``lang``: rank, name, total and breakdown, best first. Each game's
    breakdown has its own parts (Puerto Rico: chips, buildings; San Juan:
    buildings, chapel); the bonuses are every game's."""
    lines = [catalog.text("final_score", lang)]
    order = sorted(range(len(result["players"])), key=lambda i: (result["players"][i]["rank"], i))
    for i in order:
        p = result["players"][i]
        b = p["breakdown"]
        bonuses = b.get("bonus", {})  # Port Royal's breakdown has none
        bonus = ", ".join("%s %d" % (catalog.text(k, lang, game), bonuses[k]) for k in sorted(bonuses))
        parts = ["%s %d" % (catalog.text("score_" + k, lang), b[k]) for k in SCORE_PARTS if k in b]
        if b.get("nobles"):  # Puerto Rico's nobles (expansion 2), 1 VP each
            parts.append("%s %d" % (catalog.text("score_nobles", lang), b["nobles"]))
        lines.append(
            catalog.text(
                "score_line" if parts or bonus else "score_line_plain",
                lang,
                rank=p["rank"],
                name=p["name"],
                total=p["total"],
                parts=", ".join(parts),
                bonus=catalog.text("score_bonus", lang, bonus=bonus) if bonus else "",
                tiebreak=p["tiebreak"],
            )
        )
    return lines


def leaving_line(
    prog: str,
    keeps: bool,
    game_id: int | None,
    decisions: int,
    waiting: int = 0,
    problem: str | None = None,
    kept_in: str | None = None,
    db: str | None = None,
    lang: str = "en",
    saved_lang: str | None = None,
    front: str = "",
) -> str:
    """What to say when the person leaves a game unfinished (Esc, q):
    saved, and the exact command that resumes it (on its own line, the
    words wrapped at 80 columns), or why not; never "saved" when it is
    not. ``prog``: how doubloon was started
    ("doubloon", "./scripts/run"); ``keeps``: a journal is kept (not
    --no-journal); ``waiting``: writes the journal refused to the end
    (``problem``: why; ``kept_in``: the file that has the whole game
    instead; None: it could not be written, the game is on stderr);
    ``db``: the --db given, repeated in the commands; ``lang``: the
    table's language, also repeated unless the journal resumes the saved
    game in it anyway (``saved_lang``: the language it keeps with the game;
    a record file imported keeps none: English); ``front``: the options
    that bring back the same front end (" --emulator text" for the text
    table: without it the game would come back on the emulated screens)."""
    at = " --db " + shlex.quote(db) if db else ""
    play = prog + " play" + at + ("" if lang == "en" else " --lang " + lang)
    resume = prog + " play" + at + ("" if lang == (saved_lang or "en") else " --lang " + lang) + front

    def say(key: str, **fields: object) -> str:
        return catalog.text(key, lang, **fields)

    if not keeps:
        return fit("doubloon: " + say("left_no_journal"))
    if waiting:
        line = "doubloon: " + say("left_unsaved", k=waiting, problem=problem or "?")
        importing = prog + " import" + at
        if kept_in is None:  # the session printed the game on stderr
            return fit(line + say("left_lost", importing=importing))
        return fit(line + say("left_kept", file=shlex.quote(kept_in), importing=importing, play=play))
    if game_id is None:
        return fit("doubloon: " + say("left_nothing", play=play))
    n = say("one_decision" if catalog.singular(decisions, lang) else "n_decisions", k=decisions)
    return fit("doubloon: " + say("left_saved", n=game_id, decisions=n, play=resume))
