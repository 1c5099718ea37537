"""Final scoring of a San Juan end-of-game sheet, as the contract fixes it:
{"buildings" (printed VP), "chapel" (cards under it), "bonus":
{guild_hall, city_hall, triumphal_arch, palace}}."""

from .. import sheets
from ..errors import BadInput
from ..inputs import shown, one_line

# The sheet's fields and a player's, as the contract names them (any other
# is refused by core.scoring)
SHEET_FIELDS = (("game", "players"), ("name", "buildings", "chapel_cards", "hand", "goods"))

SJ_PRODUCTION = {
    "indigo_plant": 1,
    "sugar_mill": 1,
    "tobacco_storage": 2,
    "coffee_roaster": 2,
    "silver_smelter": 3,
}
SJ_VIOLET = {
    "smithy": 1,
    "gold_mine": 1,
    "archive": 1,
    "poor_house": 1,
    "black_market": 1,
    "trading_post": 1,
    "well": 1,
    "market_stand": 1,
    "crane": 1,
    "chapel": 2,
    "tower": 2,
    "aqueduct": 2,
    "carpenter": 2,
    "prefecture": 2,
    "market_hall": 2,
    "quarry": 2,
    "library": 3,
    "statue": 3,
    "victory_column": 4,
    "hero": 5,
    "guild_hall": 0,
    "city_hall": 0,
    "triumphal_arch": 0,
    "palace": 0,
}
SJ_MONUMENTS = ("statue", "victory_column", "hero")
SJ_ARCH = (0, 4, 6, 8)


def score(sheet):  # noqa: C901 - one check per sheet field, each its own error line
    players = sheets.players(sheet)
    for i in range(len(players)):
        p = players[i]
        who = sheets.who(i, p)
        sheets.require(who, p, ("buildings",))
        if not isinstance(p["buildings"], list):
            raise BadInput(who + ": buildings: must be a list of building ids")
        if len(p["buildings"]) > 12:
            raise BadInput(who + ": buildings: " + str(len(p["buildings"])) + " buildings, at most 12")
        seen = []
        for b in p["buildings"]:
            if not isinstance(b, str):
                raise BadInput(who + ": buildings: a building id is text, not " + shown(b))
            if b not in SJ_PRODUCTION and b not in SJ_VIOLET:
                raise BadInput(who + ": buildings." + one_line(b, 40) + ": unknown building id")
            if b in SJ_VIOLET and b in seen:
                raise BadInput(who + ": buildings." + b + ": a player cannot own two " + b)
            seen.append(b)
        for field in ("chapel_cards", "hand", "goods"):
            sheets.opt(who, p, field)
    out = []
    totals = []
    ties = []
    for p in players:
        bs = p["buildings"]
        printed = 0
        production = 0
        violet = 0
        monuments = 0
        for b in bs:
            if b in SJ_PRODUCTION:
                printed += SJ_PRODUCTION[b]
                production += 1
            else:
                printed += SJ_VIOLET[b]
                violet += 1
                if b in SJ_MONUMENTS:
                    monuments += 1
        chapel = p.get("chapel_cards", 0)
        bonus = {}
        if "guild_hall" in bs:
            bonus["guild_hall"] = 2 * production
        if "city_hall" in bs:
            bonus["city_hall"] = violet
        if "triumphal_arch" in bs:
            bonus["triumphal_arch"] = SJ_ARCH[monuments]
        total = printed + chapel
        for b in bonus:
            total += bonus[b]
        if "palace" in bs:  # counted last, on all the other points
            bonus["palace"] = total // 4
            total += bonus["palace"]
        tie = p.get("hand", 0) + p.get("goods", 0)
        totals.append(total)
        ties.append(tie)
        out.append(
            {
                "name": p["name"],
                "total": total,
                "breakdown": {"buildings": printed, "chapel": chapel, "bonus": bonus},
                "tiebreak": tie,
            }
        )
    ranks, winners = sheets.rank(players, totals, ties)
    for i in range(len(out)):
        out[i]["rank"] = ranks[i]
    return {"game": "san_juan", "players": out, "winners": winners}
