# What every game's end-of-game sheet shares (shared/contracts/final-scoring.md):
# the player list, counts checked one by one with a message naming the player
# and the field, and the ranking with shared places. Each game's scorer
# (``core/<game>/scoring.py``) builds on these.

from .errors import BadInput
from .inputs import one_line
from .ranking import rank  # noqa: F401 (every scorer's: sheets.rank)

MAX_COUNT = 1000000  # any count above it is a typing mistake (and keeps totals printable)


def who(i, p):
    name = p.get("name") if isinstance(p, dict) else None
    if isinstance(name, str):
        return "player " + str(i + 1) + " (" + one_line(name, 40) + ")"
    return "player " + str(i + 1)


def known_fields(where, d, fields, what):
    # BadInput naming the first key of ``d`` not in ``fields`` (what a
    # ``what`` holds), e.g. "player 2 (Bob): doubloon: unknown field".
    for k in d:
        if k not in fields:
            raise BadInput(
                where + one_line(k, 40) + ": unknown field (a " + what + " has " + ", ".join(fields) + ")"
            )


def check_name(i, p, players):
    # A player's name as the scorer shows it: text that a terminal can
    # print (no lone surrogate, which JSON's "\ud800" can give), and
    # not the name of an earlier player.
    name = p.get("name")
    if not isinstance(name, str):
        return  # players() says a name is required text
    for c in name:
        if 0xD800 <= ord(c) <= 0xDFFF:
            raise BadInput(
                "player " + str(i + 1) + ": name: not text (a lone surrogate, " + one_line(name, 40) + ")"
            )
    for j in range(i):
        q = players[j]
        if isinstance(q, dict) and q.get("name") == name:
            raise BadInput(who(i, p) + ": name: two players are called " + one_line(name, 40))


def fine(v):
    # Whether ``v`` is a count count() takes (a scorer asks first, and
    # names the field only for the message of one it refuses).
    return type(v) is int and 0 <= v <= MAX_COUNT


def count(who, field, v):
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadInput(who + ": " + field + ": must be a whole number")
    if v < 0:
        raise BadInput(who + ": " + field + ": must not be negative")
    if v > MAX_COUNT:
        raise BadInput(who + ": " + field + ": must be at most " + str(MAX_COUNT))
    return v


def require(who, p, fields):
    for field in fields:
        if field not in p:
            raise BadInput(who + ": " + field + ": missing")


def opt(who, p, field):
    return count(who, field, p.get(field, 0))


def players(sheet):
    players = sheet.get("players")
    if not isinstance(players, list) or not players:
        raise BadInput("players: a non-empty list is required")
    for i in range(len(players)):
        p = players[i]
        if not isinstance(p, dict):
            raise BadInput("player " + str(i + 1) + ": must be an object")
        if not isinstance(p.get("name"), str) or not p.get("name").strip():
            raise BadInput(who(i, p) + ": name: required text")
    return players
