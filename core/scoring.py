"""Final scoring, exactly as shared/contracts/final-scoring.md fixes it, for
Puerto Rico, San Juan and Port Royal.

``score(sheet)`` validates the whole sheet first and raises ``BadInput`` with
one line naming the player and the field; it never returns a partial score.

Output breakdowns:
- Puerto Rico: {"vp_chips", "buildings" (printed VP), "bonus": {id: VP},
  "nobles"}; bonus keys are the occupied large buildings that score one
  (guild_hall, residence, fortress, customs_house, city_hall, cloister,
  central_plaza).
- San Juan: {"buildings" (printed VP), "chapel" (cards under it),
  "bonus": {guild_hall, city_hall, triumphal_arch, palace}}.
- Port Royal: {"vp"}. In the "expedition" variant a player without an
  expedition cannot win: he is ranked after every player who has one.
"""

from . import data
from .errors import BadInput
from .inputs import shown, one_line

MAX_COUNT = 1000000   # any count above it is a typing mistake (and keeps totals printable)

# ---- shared checks ---------------------------------------------------------


def _who(i, p):
    name = p.get("name") if isinstance(p, dict) else None
    if isinstance(name, str):
        return "player " + str(i + 1) + " (" + one_line(name, 40) + ")"
    return "player " + str(i + 1)


def _count(who, field, v):
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadInput(who + ": " + field + ": must be a whole number")
    if v < 0:
        raise BadInput(who + ": " + field + ": must not be negative")
    if v > MAX_COUNT:
        raise BadInput(who + ": " + field + ": must be at most " + str(MAX_COUNT))
    return v


def _require(who, p, fields):
    for field in fields:
        if field not in p:
            raise BadInput(who + ": " + field + ": missing")


def _opt(who, p, field):
    return _count(who, field, p.get(field, 0))


def _players(sheet):
    players = sheet.get("players")
    if not isinstance(players, list) or not players:
        raise BadInput("players: a non-empty list is required")
    for i in range(len(players)):
        p = players[i]
        if not isinstance(p, dict):
            raise BadInput("player " + str(i + 1) + ": must be an object")
        if not isinstance(p.get("name"), str) or not p.get("name").strip():
            raise BadInput(_who(i, p) + ": name: required text")
    return players


def _rank(players, totals, ties, eligible=None):
    """Ranks with shared places: by total, then tie-break; equal both share."""
    n = len(players)
    ranks = []
    for i in range(n):
        better = 0
        for j in range(n):
            if eligible is not None and eligible[j] != eligible[i]:
                if eligible[j]:
                    better += 1
                continue
            if totals[j] > totals[i] or (totals[j] == totals[i] and ties[j] > ties[i]):
                better += 1
        ranks.append(better + 1)
    winners = [players[i]["name"] for i in range(n) if ranks[i] == 1
               and (eligible is None or eligible[i])]
    return ranks, winners


# ---- Puerto Rico -----------------------------------------------------------

PR_EXPANSIONS = ("new_buildings", "nobles")
LARGE_BONUS = ("guild_hall", "residence", "fortress", "customs_house",
               "city_hall", "cloister", "central_plaza")
CLOISTER = (0, 1, 3, 6, 10)


def _pr_player(i, p, expansions):
    who = _who(i, p)
    _require(who, p, ("vp_chips", "buildings", "island"))
    chips = _count(who, "vp_chips", p["vp_chips"])
    for field in ("doubloons", "goods", "island_colonists", "san_juan_colonists", "nobles"):
        _opt(who, p, field)
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
        if spec["expansion"] != "base" and spec["expansion"] not in expansions:
            raise BadInput(who + ": buildings." + b + ": needs the " + spec["expansion"] + " expansion")
        k = buildings[b]
        if isinstance(k, list):
            raise BadInput(who + ": buildings." + b + ": a player cannot own two " + b)
        _count(who, "buildings." + b, k)
        if k > spec["people"]:
            raise BadInput(who + ": buildings." + b + ": holds at most " + str(spec["people"]) + " people, not " + str(k))
        spaces += spec["spaces"]
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
        k = _count(who, "island." + t, island[t])
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


def _pr_score(chips, buildings, tiles, total_tiles, people, nobles):
    printed = 0
    violet = 0
    small_prod = 0
    large_prod = 0
    for b in buildings:
        spec = data.BUILDINGS[b]
        printed += spec["vp"]
        if spec["kind"] == "small_prod":
            small_prod += 1
        elif spec["kind"] == "large_prod":
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


def _puerto_rico(sheet):
    edition = sheet.get("edition", "classic")
    if edition not in data.EDITIONS:
        raise BadInput("edition: must be classic or 1897, not " + shown(edition))
    expansions = sheet.get("expansions", [])
    if not isinstance(expansions, list):
        raise BadInput("expansions: must be a list")
    for e in expansions:
        if e not in PR_EXPANSIONS:
            raise BadInput("expansions: unknown expansion " + shown(e))
    players = _players(sheet)
    parsed = [_pr_player(i, players[i], expansions) for i in range(len(players))]
    out = []
    totals = []
    ties = []
    for i in range(len(players)):
        p = players[i]
        chips, buildings, tiles, total_tiles, people = parsed[i]
        nobles = p.get("nobles", 0)
        printed, bonus = _pr_score(chips, buildings, tiles, total_tiles, people, nobles)
        total = chips + printed + nobles
        for b in bonus:
            total += bonus[b]
        tie = p.get("doubloons", 0) + p.get("goods", 0)
        totals.append(total)
        ties.append(tie)
        out.append({"name": p["name"], "total": total,
                    "breakdown": {"vp_chips": chips, "buildings": printed,
                                  "bonus": bonus, "nobles": nobles},
                    "tiebreak": tie})
    ranks, winners = _rank(players, totals, ties)
    for i in range(len(out)):
        out[i]["rank"] = ranks[i]
    return {"game": "puerto_rico", "players": out, "winners": winners}


# ---- San Juan --------------------------------------------------------------

SJ_PRODUCTION = {"indigo_plant": 1, "sugar_mill": 1, "tobacco_storage": 2,
                 "coffee_roaster": 2, "silver_smelter": 3}
SJ_VIOLET = {"smithy": 1, "gold_mine": 1, "archive": 1, "poor_house": 1,
             "black_market": 1, "trading_post": 1, "well": 1, "market_stand": 1,
             "crane": 1, "chapel": 2, "tower": 2, "aqueduct": 2, "carpenter": 2,
             "prefecture": 2, "market_hall": 2, "quarry": 2, "library": 3,
             "statue": 3, "victory_column": 4, "hero": 5, "guild_hall": 0,
             "city_hall": 0, "triumphal_arch": 0, "palace": 0}
SJ_MONUMENTS = ("statue", "victory_column", "hero")
SJ_ARCH = (0, 4, 6, 8)


def _san_juan(sheet):
    players = _players(sheet)
    for i in range(len(players)):
        p = players[i]
        who = _who(i, p)
        _require(who, p, ("buildings",))
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
            _opt(who, p, field)
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
        out.append({"name": p["name"], "total": total,
                    "breakdown": {"buildings": printed, "chapel": chapel, "bonus": bonus},
                    "tiebreak": tie})
    ranks, winners = _rank(players, totals, ties)
    for i in range(len(out)):
        out[i]["rank"] = ranks[i]
    return {"game": "san_juan", "players": out, "winners": winners}


# ---- Port Royal ------------------------------------------------------------

def _port_royal(sheet):
    variant = sheet.get("variant", "standard")
    if variant not in ("standard", "expedition"):
        raise BadInput("variant: must be standard or expedition, not " + shown(variant))
    players = _players(sheet)
    for i in range(len(players)):
        p = players[i]
        who = _who(i, p)
        _require(who, p, ("vp",))
        _count(who, "vp", p["vp"])
        _opt(who, p, "gold")
        _opt(who, p, "expeditions")
    totals = [p["vp"] for p in players]
    ties = [p.get("gold", 0) for p in players]
    eligible = None
    if variant == "expedition":
        eligible = [p.get("expeditions", 0) > 0 for p in players]
    ranks, winners = _rank(players, totals, ties, eligible)
    out = []
    for i in range(len(players)):
        out.append({"name": players[i]["name"], "total": totals[i], "rank": ranks[i],
                    "breakdown": {"vp": totals[i]}, "tiebreak": ties[i]})
    return {"game": "port_royal", "players": out, "winners": winners}


GAMES = {"puerto_rico": _puerto_rico, "san_juan": _san_juan, "port_royal": _port_royal}


def score(sheet):
    """Score an end-of-game sheet (the contract's input), or raise BadInput."""
    if not isinstance(sheet, dict):
        raise BadInput("the sheet must be a JSON object")
    game = sheet.get("game")
    if not isinstance(game, str) or game not in GAMES:   # a list: given twice
        raise BadInput("game: unknown game " + shown(game) + " (puerto_rico, san_juan or port_royal)")
    return GAMES[game](sheet)


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
        lines.append(_pad(str(r["rank"]) + ".", 5) + _pad(names[i], width + 2)
                     + _pad(r["total"], 6, True) + "  " + ", ".join(parts))
    lines.append("winner" + ("s" if len(result["winners"]) > 1 else "") + ": "
                 + ", ".join(one_line(w, 40) for w in result["winners"]))
    return "\n".join(lines)
