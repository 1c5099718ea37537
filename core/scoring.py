"""Final scoring, exactly as shared/contracts/final-scoring.md fixes it, for
every game of core.games (Puerto Rico, San Juan, Port Royal).

``score(sheet)`` validates the whole sheet first and raises ``BadInput`` with
one line naming the player and the field; it never returns a partial score.
Each game scores its own sheets (``core/<game>/scoring.py``: ``score`` and
``SHEET_FIELDS``), its title comes from its name (``title``) and its player
counts from its package (``PLAYERS``): a new game needs no line here.
"""

from . import sheets
from .errors import BadInput
from .inputs import shown, one_line
from . import games


def score(sheet):
    """Score an end-of-game sheet (the contract's input), or raise BadInput."""
    if not isinstance(sheet, dict):
        raise BadInput("the sheet must be a JSON object")
    game = sheet.get("game")
    if not isinstance(game, str) or game not in games.NAMES:  # a list: given twice
        raise BadInput("game: unknown game " + shown(game) + " (" + ", ".join(games.NAMES) + ")")
    _check_fields(game, sheet)
    result = _scorer(game).score(sheet)
    # after the scorer's own checks, so that a bad field is named first;
    # the score is never returned for a sheet of the wrong size
    _check_count(game, result["players"])
    return result


def title(game):
    # A game's English title, from its name: "san_juan" -> "San Juan" (its
    # device words say the same, as game_name). Here, not in core.games:
    # a device playing a game keeps no titles in its heap.
    return " ".join([w[:1].upper() + w[1:] for w in game.split("_")])


# The fields of a game's sheet, as the contract names them, are its scoring
# module's SHEET_FIELDS: (the sheet's, a player's). Any other is refused: a
# misspelt "doubloon" read as 0 would silently change the tie-break.
def _fields(game):
    return _scorer(game).SHEET_FIELDS


def _check_fields(game, sheet):
    # What the contract refuses for every game before its scorer counts:
    # a field it does not name, an expansion named twice, a name that
    # cannot be printed, two players of one name.
    top, fields = _fields(game)
    sheets.known_fields("", sheet, top, title(game) + " sheet")
    expansions = sheet.get("expansions")
    if isinstance(expansions, list):
        for i in range(len(expansions)):
            if expansions[i] in expansions[i + 1 :]:
                raise BadInput("expansions: " + shown(expansions[i]) + " named twice")
    players = sheet.get("players")
    if not isinstance(players, list):
        return  # the scorer says what a sheet's players are
    for i in range(len(players)):
        p = players[i]
        if isinstance(p, dict):
            sheets.known_fields(sheets.who(i, p) + ": ", p, fields, "player")
            sheets.check_name(i, p, players)


def _check_count(game, players):
    # BadInput unless the game is played by that many (the contract:
    # Puerto Rico 2-5, San Juan 2-4, Port Royal 2-5).
    counts = games.game(game).PLAYERS
    if len(players) not in counts:
        name = title(game)
        raise BadInput(
            "players: %s is for %d to %d players, not %d" % (name, counts[0], counts[-1], len(players))
        )


def _scorer(game):
    # The game's scoring module, imported on first use (a game in play
    # does not load it: a device's heap).
    g = games.game(game)
    if not hasattr(g, "scoring"):
        __import__(g.__name__ + ".scoring")
    return g.scoring


def _pad(s, width, right=False):
    s = str(s)
    fill = " " * (width - len(s)) if len(s) < width else ""
    return fill + s if right else s + fill


def score_text(result):
    """A readable table of a score result, best first."""
    rows = result["players"]
    order = sorted(range(len(rows)), key=lambda i: (rows[i]["rank"], i))
    # names as a terminal may show them: escaped, cut (a sheet's names are free text)
    names = [one_line(r["name"], 40) for r in rows]
    width = 4
    for n in names:
        if len(n) > width:
            width = len(n)
    lines = [_pad("rank", 5) + _pad("player", width + 2) + _pad("total", 6, True) + "  details"]
    for i in order:
        r = rows[i]
        parts = []
        b = r["breakdown"]
        for k in sorted(b):
            if k == "bonus":
                for x in sorted(b[k]):
                    parts.append(x + " " + str(b[k][x]))
            elif b[k]:
                parts.append(k + " " + str(b[k]))
        parts.append("tie-break " + str(r["tiebreak"]))
        lines.append(
            _pad(str(r["rank"]) + ".", 5)
            + _pad(names[i], width + 2)
            + _pad(r["total"], 6, True)
            + "  "
            + ", ".join(parts)
        )
    lines.append(
        "winner"
        + ("s" if len(result["winners"]) > 1 else "")
        + ": "
        + ", ".join(one_line(w, 40) for w in result["winners"])
    )
    return "\n".join(lines)
