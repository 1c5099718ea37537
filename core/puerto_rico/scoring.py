# Final scoring of a Puerto Rico end-of-game sheet, as the contract fixes
# it: {"vp_chips", "buildings" (printed VP), "bonus": {id: VP}, "nobles"};
# bonus keys are the occupied large buildings that score one (guild_hall,
# residence, fortress, customs_house, city_hall, cloister, central_plaza).

from .. import sheets
from ..errors import BadInput
from ..inputs import shown, one_line
from . import data, tally
from .tally import PR_EXPANSIONS  # noqa: F401 (the firmware's scoring mode reads it here)

# The sheet's fields and a player's, as the contract names them (any other
# is refused by core.scoring)
SHEET_FIELDS = (
    ("game", "edition", "expansions", "players"),
    (
        "name",
        "vp_chips",
        "doubloons",
        "goods",
        "buildings",
        "island",
        "island_colonists",
        "san_juan_colonists",
        "nobles",
    ),
)


def _pr_player(i, p, expansions):  # noqa: C901 - one check per sheet field, each its own error line
    who = sheets.who(i, p)
    sheets.require(who, p, ("vp_chips", "buildings", "island"))
    chips = sheets.count(who, "vp_chips", p["vp_chips"])
    for field in ("doubloons", "goods", "island_colonists", "san_juan_colonists", "nobles"):
        sheets.opt(who, p, field)
    if p.get("nobles", 0) and "nobles" not in expansions:
        raise BadInput(who + ": nobles: only with the nobles expansion")
    buildings = p["buildings"]
    if not isinstance(buildings, dict):
        raise BadInput(who + ": buildings: must map building ids to people")
    spaces = 0
    people_in_city = 0
    for b in buildings:
        spec = data.BUILDINGS.get(b)
        if spec is None:
            raise BadInput(who + ": buildings." + one_line(b, 40) + ": unknown building id")
        if spec[data.EXPANSION] != "base" and spec[data.EXPANSION] not in expansions:
            raise BadInput(who + ": buildings." + b + ": needs the " + spec[data.EXPANSION] + " expansion")
        k = buildings[b]
        if isinstance(k, list):
            raise BadInput(who + ": buildings." + b + ": a player cannot own two " + b)
        if not sheets.fine(k):
            sheets.count(who, "buildings." + b, k)  # raises, naming the field
        if k > spec[data.CIRCLES]:
            raise BadInput(
                who
                + ": buildings."
                + b
                + ": holds at most "
                + str(spec[data.CIRCLES])
                + " people, not "
                + str(k)
            )
        spaces += data.spaces(b)
        people_in_city += k
    if spaces > data.CITY_SPACES:
        raise BadInput(who + ": buildings: uses " + str(spaces) + " city spaces, more than 12")
    island = p["island"]
    if not isinstance(island, dict):
        raise BadInput(who + ": island: must map tile ids to counts")
    tiles = {}
    total_tiles = 0
    for t in island:
        kind = "indigo" if t == "fruit" else t
        if kind not in data.ISLAND_TILES:
            raise BadInput(who + ": island." + one_line(t, 40) + ": unknown island tile id")
        if kind == "forest" and "new_buildings" not in expansions:
            raise BadInput(who + ": island.forest: only with the new_buildings expansion")
        k = island[t]
        if not sheets.fine(k):
            sheets.count(who, "island." + t, k)  # raises, naming the field
        tiles[kind] = tiles.get(kind, 0) + k
        total_tiles += k
    if total_tiles > data.ISLAND_SPACES:
        raise BadInput(who + ": island: " + str(total_tiles) + " tiles, more than 12")
    if p.get("island_colonists", 0) > total_tiles:
        raise BadInput(who + ": island_colonists: more than the " + str(total_tiles) + " island tiles hold")
    people = people_in_city + p.get("island_colonists", 0) + p.get("san_juan_colonists", 0)
    if p.get("nobles", 0) > people:
        raise BadInput(who + ": nobles: more nobles than people (" + str(people) + ")")
    return chips, buildings, tiles, total_tiles, people


def score(sheet):
    edition = sheet.get("edition", "classic")
    if edition not in data.EDITIONS:
        raise BadInput("edition: must be classic or 1897, not " + shown(edition))
    expansions = sheet.get("expansions", [])
    if not isinstance(expansions, list):
        raise BadInput("expansions: must be a list")
    for e in expansions:
        if e not in PR_EXPANSIONS:
            raise BadInput("expansions: unknown expansion " + shown(e))
    players = sheets.players(sheet)
    parsed = [_pr_player(i, players[i], expansions) for i in range(len(players))]
    return tally.score(players, parsed)
