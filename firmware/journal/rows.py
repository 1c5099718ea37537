"""What the stored rows hold, read defensively: a column read as a BLOB as
text, the small summary of a final score that history reads, a header's
players and expansions. A damaged row gives None (or []), never an error:
history must show every other game."""

from __future__ import annotations

import json

from core.canon import dumps
from core.games import NAMES


def _summary(result: dict) -> str:
    """What history needs of a final score, small: [game, names, totals,
    winners] as canonical JSON (parsing whole results costs 0.1 s at 10,000
    games)."""
    players = result["players"]
    return dumps(
        [result["game"], [p["name"] for p in players], [p["total"] for p in players], list(result["winners"])]
    )


def _expansions(header: object) -> list[str]:
    """The expansions a stored header names (Puerto Rico's), [] for none:
    only a header that mentions them is parsed (history reads every game)."""
    if not isinstance(header, str) or '"expansions"' not in header:
        return []
    try:
        h = json.loads(header)
    except ValueError:
        return []
    names = h.get("expansions") if isinstance(h, dict) else None
    return [str(e) for e in names] if isinstance(names, list) else []


def _game_rank(game: object) -> int:
    """Menu order of a game (core.games.NAMES); an unknown one last."""
    return NAMES.index(game) if game in NAMES else len(NAMES)


def _text(value: object) -> str | None:
    """A column read as a BLOB (so that bytes which are not UTF-8 cannot
    stop a query) as text, or None when it is not UTF-8 text."""
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value if isinstance(value, str) else None


def _shown(value: object) -> object:
    """A text column read as a BLOB, as text (bytes that are not UTF-8
    replaced, for showing only)."""
    return value.decode("utf-8", "replace") if isinstance(value, bytes) else value


def _json(value: object) -> object:
    """The JSON in a column read as a BLOB, or None when it does not read
    (bytes that are not UTF-8 included: UnicodeDecodeError is a
    ValueError)."""
    try:
        return json.loads(value.decode("utf-8") if type(value) is bytes else value)
    except (ValueError, TypeError, RecursionError):  # TypeError: a number, NULL
        return None


def _read_summary(summary: object, result: object) -> list | None:
    """[game, names, totals, winners] of a finished game from its summary,
    else from its result (a summary lost or written by hand), or None when
    neither reads (damaged: a number where a list is, a total that is not a
    whole number, a missing key...)."""
    s = _json(summary)
    if _sound(s):
        return s
    r = _json(result)
    if not (
        isinstance(r, dict) and isinstance(r.get("players"), list) and isinstance(r.get("winners"), list)
    ):
        return None
    try:
        s = [
            r.get("game"),
            [p["name"] for p in r["players"]],
            [p["total"] for p in r["players"]],
            r["winners"],
        ]
    except (KeyError, TypeError):  # a player that is not a dict, a key missing
        return None
    return s if _sound(s) else None


def _sound(s: object) -> bool:
    """True for a summary history can show: [game, names, totals,
    winners], names and winners text, one whole number per name (loops,
    not all(): history checks every game)."""
    if type(s) is not list or len(s) != 4:
        return False
    game, names, totals, winners = s
    if type(game) is not str or type(names) is not list or type(winners) is not list:
        return False
    if type(totals) is not list or len(totals) != len(names):
        return False
    for t in totals:
        if type(t) is not int:  # type(): true is not 1
            return False
    for n in names + winners:
        if type(n) is not str:
            return False
    return True


# MIGRATIONS[i] brings a database from schema version i to i + 1 (version 0
# is an empty file): an SQL script, or (script, function of the connection)
# when some rows must be computed. Each runs in one transaction together


def _header_game(header: str) -> str | None:
    """The game a header names ("puerto_rico"...), None when it names none."""
    try:
        game = json.loads(header)["game"]
    except (ValueError, KeyError, TypeError):
        return None
    return game if isinstance(game, str) else None


def _players(header: str) -> list[str]:
    """The player names of a header (none when it is not one: such a game
    does not replay, and is set aside)."""
    try:
        return list(json.loads(header)["players"])
    except (ValueError, KeyError, TypeError):
        return []
