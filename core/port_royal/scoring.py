"""Final scoring of a Port Royal end-of-game sheet, as the contract fixes
it: {"vp"}. In the "expedition" variant a player without an expedition
cannot win: he is ranked after every player who has one."""

from .. import sheets
from ..errors import BadInput
from ..inputs import shown

# The sheet's fields and a player's, as the contract names them (any other
# is refused by core.scoring)
SHEET_FIELDS = (("game", "variant", "players"), ("name", "vp", "gold", "expeditions"))


def score(sheet):
    variant = sheet.get("variant", "standard")
    if variant not in ("standard", "expedition"):
        raise BadInput("variant: must be standard or expedition, not " + shown(variant))
    players = sheets.players(sheet)
    for i in range(len(players)):
        p = players[i]
        who = sheets.who(i, p)
        sheets.require(who, p, ("vp",))
        sheets.count(who, "vp", p["vp"])
        sheets.opt(who, p, "gold")
        sheets.opt(who, p, "expeditions")
    totals = [p["vp"] for p in players]
    ties = [p.get("gold", 0) for p in players]
    eligible = None
    if variant == "expedition":
        eligible = [p.get("expeditions", 0) > 0 for p in players]
    ranks, winners = sheets.rank(players, totals, ties, eligible)
    out = []
    for i in range(len(players)):
        out.append(
            {
                "name": players[i]["name"],
                "total": totals[i],
                "rank": ranks[i],
                "breakdown": {"vp": totals[i]},
                "tiebreak": ties[i],
            }
        )
    return {"game": "port_royal", "players": out, "winners": winners}
