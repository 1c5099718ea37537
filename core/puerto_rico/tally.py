# The final score of a Puerto Rico sheet whose fields are known good: the
# sum, the bonuses and the ranking of the contract (scoring.py checks a
# sheet first, then scores it here). A game's own state gives such a sheet
# (endgame.sheet): endgame.final_score scores it here without the checks,
# so that a device loads neither them (core.sheets, core.inputs, their
# messages: 8-10 KB, the base game's high-water at its final score) nor
# their garbage.

from ..ranking import rank
from . import data

# The expansions the final scoring knows (the others change play only).
PR_EXPANSIONS = ("new_buildings", "nobles")
LARGE_BONUS = (
    "guild_hall",
    "residence",
    "fortress",
    "customs_house",
    "city_hall",
    "cloister",
    "central_plaza",
)
CLOISTER = (0, 1, 3, 6, 10)


def parse(p):
    # What scoring._pr_player finds in a checked row (chips, buildings,
    # tiles, total_tiles, people), from a row endgame.sheet made.
    buildings = p["buildings"]
    island = p["island"]
    tiles = 0
    for k in island:
        tiles += island[k]
    people = p["island_colonists"] + p["san_juan_colonists"]
    for b in buildings:
        people += buildings[b]
    return p["vp_chips"], buildings, island, tiles, people


def bonuses(chips, buildings, tiles, total_tiles, people, nobles):
    printed = 0
    violet = 0
    small_prod = 0
    large_prod = 0
    for b in buildings:
        spec = data.BUILDINGS[b]
        printed += spec[data.VP]
        if spec[data.KIND] == "small_prod":
            small_prod += 1
        elif spec[data.KIND] == "large_prod":
            large_prod += 1
        else:
            violet += 1
    bonus = {}
    for b in LARGE_BONUS:
        if buildings.get(b, 0) <= 0:
            continue
        if b == "guild_hall":
            bonus[b] = small_prod + 2 * large_prod
        elif b == "residence":
            bonus[b] = 4 if total_tiles <= 9 else total_tiles - 5
        elif b == "fortress":
            bonus[b] = people // 3
        elif b == "customs_house":
            bonus[b] = chips // 4
        elif b == "city_hall":
            bonus[b] = violet
        elif b == "cloister":
            sets = 0
            for k in tiles:
                sets += tiles[k] // 3
            bonus[b] = CLOISTER[sets if sets < 4 else 4]
        elif b == "central_plaza":
            bonus[b] = nobles
    return printed, bonus


def score(players, parsed):
    # The contract's output: ``players`` the sheet's rows, ``parsed`` each
    # one's (chips, buildings, tiles, total_tiles, people).
    out = []
    totals = []
    ties = []
    for i in range(len(players)):
        p = players[i]
        chips, buildings, tiles, total_tiles, people = parsed[i]
        nobles = p.get("nobles", 0)
        printed, bonus = bonuses(chips, buildings, tiles, total_tiles, people, nobles)
        total = chips + printed + nobles
        for b in bonus:
            total += bonus[b]
        tie = p.get("doubloons", 0) + p.get("goods", 0)
        totals.append(total)
        ties.append(tie)
        out.append(
            {
                "name": p["name"],
                "total": total,
                "breakdown": {"vp_chips": chips, "buildings": printed, "bonus": bonus, "nobles": nobles},
                "tiebreak": tie,
            }
        )
    ranks, winners = rank(players, totals, ties)
    for i in range(len(out)):
        out[i]["rank"] = ranks[i]
    return {"game": "puerto_rico", "players": out, "winners": winners}
