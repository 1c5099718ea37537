"""Final scoring, exactly as shared/contracts/final-scoring.md fixes it, for
every game of core.games (Puerto Rico, San Juan, Port Royal).

``score(sheet)`` validates the whole sheet first and raises ``BadInput`` with
one line naming the player and the field; it never returns a partial score.
Each game scores its own sheets (``core/<game>/scoring.py``).
"""

from .errors import BadInput
from .inputs import shown, one_line
from .games import NAMES, game as _game


def score(sheet):
    """Score an end-of-game sheet (the contract's input), or raise BadInput."""
    if not isinstance(sheet, dict):
        raise BadInput("the sheet must be a JSON object")
    game = sheet.get("game")
    if not isinstance(game, str) or game not in NAMES:  # a list: given twice
        raise BadInput("game: unknown game " + shown(game) + " (" + ", ".join(NAMES) + ")")
    return _scorer(game).score(sheet)


def _scorer(game):
    # The game's scoring module, imported on first use (a game in play
    # does not load it: a device's heap).
    g = _game(game)
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
