# The game state: plain JSON-able data, and the small helpers every role uses.
#
# A state is a dict (see ``setup.new_game``); players are dicts in seat order, seat 0
# holding the Governor card at the start. Islands are kept as counts per tile
# kind, ``{kind: [tiles, occupied]}``, because a tile's position never matters;
# cities as ``{building_id: colonists}``.
#
# Expansion 2 (nobles, see nobles.py): those counts, and ``san_juan``, hold
# every person, colonist or noble, so a noble works wherever a colonist
# does; ``player["nobles"]`` = {place: n} (an island kind, a building id or
# "san_juan"; no zero entries) says how many of them are nobles, and
# ``state["nobles"]`` = {"supply": n, "ship": k, "forests": discarded forests}
# where the others are. ``colonists`` and ``colonist_ship`` count ordinary
# colonists only.

from . import data
from .. import rng

FORMAT = 2  # bump when the state layout changes
# A name shows in full in a seat's header, 21 characters: counter mode
# writes name + " " + "compteur" (12 + 1 + 8), a game "*" (the governor) +
# name + " " + doubloons ("123$"), scoring mode name + " " + "12/12".
MAX_NAME = 12
# Version 1 records come from before the length check: their names may be
# longer (cut on the screens), and their games must still resume.
MAX_NAME_V1 = 40
SIZED = "Puerto Rico is for 2 to 5 players"

ISLAND_KINDS = data.GOODS + ("quarry",)
# The one ["pass"] every menu holds, made once (a caller must not change
# an action: the Mayor's menus hold his kept places too).
PASS = ["pass"]


def check_names(names, max_name=MAX_NAME):
    # The one check of player names (core.inputs.check_names), for every
    # way names come in: 2 to 5 names. Raises BadInput (one line).
    # (core.inputs imported here: a game in play does not hold it, setup.py)
    from ..inputs import check_names

    check_names(names, max_name, data.SETUP, SIZED)


# ---- small helpers shared by the roles -------------------------------------


def n_players(state):
    return len(state["players"])


def occupied(player, building):
    # True when ``player`` owns ``building`` with at least one colonist.
    return player["city"].get(building, 0) > 0


def effect(player, name):
    # Sum of an additive effect (data.EFFECTS) over occupied buildings.
    total = 0
    city = player["city"]
    rows = data.EFFECTS[name]
    for b in rows:
        if city.get(b, 0) > 0:
            total += rows[b]
    return total


def city_spaces(player):
    # one space a building, one more for each large one (a few to check,
    # where a loop over the city would look every building up)
    city = player["city"]
    used = len(city)
    if _LARGE.isdisjoint(city):  # (a walk in C: the usual case, no large one)
        return used
    for b in data.LARGE:
        if b in city:
            used += 1
    return used


_LARGE = set(data.LARGE)


def island_tiles(player):
    t = player.get("forests", 0)  # expansion 1: forests are island tiles
    for tiles in player["island"].values():
        t += tiles[0]
    return t


def add_tile(player, kind, colonists=0):
    t = player["island"].get(kind)
    if t is None:
        player["island"][kind] = [1, colonists]
    else:
        t[0] += 1
        t[1] += colonists


def take_colonist(state):
    # One colonist for a hospice or university: supply first, then the
    # ship. Returns where it came from, "supply" or "colonist_ship" (the
    # table must take it from there), or None when both are empty.
    if state["colonists"] > 0:
        state["colonists"] -= 1
        return "supply"
    if state["colonist_ship"] > 0:
        state["colonist_ship"] -= 1
        return "colonist_ship"
    return None


def colonist_available(state):
    return state["colonists"] > 0 or state["colonist_ship"] > 0


def award_vp(state, p, amount, parts=None):
    # Give VP chips; once the chips run out, VP are written down (and the
    # game ends at the end of the round). ``parts``: [[why, vp], ...] adding
    # up to ``amount`` ("barrels", a role, a building), told to the player
    # with the chips to take ("vp_chips" event, secret like "vp").
    if amount <= 0:
        return
    player = state["players"][p]
    chips = state["vp_chips"]
    take = amount if amount <= chips else chips
    state["vp_chips"] = chips - take
    player["vp"] += take
    player["written"] += amount - take
    if chips > 0 and state["vp_chips"] == 0:
        trigger_end(state, "vp_chips")
    events = state["events"]  # event() twice, inlined
    events.append(["vp", p, amount])
    events.append(["vp_chips", p, [take, amount - take, parts or [["barrels", amount]]]])


def trigger_end(state, why):
    if why not in state["end"]:
        state["end"].append(why)
        event(state, "end_trigger", None, why)


# What ``event`` records: kind -> what (player: the seat concerned, or None
# for the whole table). The screens put them in words; the views show "vp"
# and "vp_chips" to their player only (secret).
#   role [role, doubloons on the card]; pass role-kind
#   privilege 1 (supply -> San Juan); decline 1; colonists n (ship -> San
#   Juan); fill n left in San Juan (device filled every circle); placed
#   {where: n}; colonist_ship n (supply -> ship; 0: left empty)
#   tile [kind, 0] or [kind, 1, "supply"|"colonist_ship"] (hospice);
#   hacienda_tile good; discard [goods] (face-up row -> discard pile);
#   faceup [goods] (new face-up row); draw [n, "faceup"|"hacienda"]
#   (physical: draw from the stacks); reshuffle n (discard pile -> stock)
#   build [building, price, 0] or [building, price, 1, source] (university)
#   produce {good: n}; bonus good; factory n; doubloons n (prospector)
#   sell [good, price]; trading_house_emptied [goods]
#   load [good, n, ship index]; wharf [good, n]; vp n; vp_chips [chips
#   taken, VP written, [[why, vp], ...]]; store good; keep good; spoil
#   {good: n}; unload [ship index, good, n]
#   round_end round; role_doubloons [roles]; governor next round;
#   end_trigger why; game_over [whys]
EVENT_KINDS = (
    "role",
    "pass",
    "privilege",
    "decline",
    "colonists",
    "fill",
    "placed",
    "colonist_ship",
    "tile",
    "hacienda_tile",
    "discard",
    "faceup",
    "draw",
    "reshuffle",
    "build",
    "produce",
    "bonus",
    "factory",
    "doubloons",
    "sell",
    "trading_house_emptied",
    "load",
    "wharf",
    "vp",
    "vp_chips",
    "store",
    "keep",
    "spoil",
    "unload",
    "round_end",
    "role_doubloons",
    "governor",
    "end_trigger",
    "game_over",
)


def event(state, kind, player, what):
    # Record what the table must do with the physical pieces (a kind of
    # EVENT_KINDS).
    state["events"].append([kind, player, what])


def next_seat(state, p):
    return (p + 1) % len(state["players"])


def draw_tile(state):
    # Shuffle mode: the next face-down plantation, reshuffling the discard
    # pile into a new stock when it runs out; None when none is left.
    if not state["stock"]:
        if not state["discard"]:
            return None
        state["stock"] = state["discard"]
        state["discard"] = []
        state["rng"] = rng.shuffle(state["rng"], state["stock"])
        event(state, "reshuffle", None, len(state["stock"]))
    return state["stock"].pop()


# The Mayor phase's pieces the base game and the nobles' Mayor share.
def placement(player):
    # where the player's people are, for the "placed" event
    where = {}
    for k, tiles in player["island"].items():
        if tiles[1]:
            where[k] = tiles[1]
    for b, people in player["city"].items():
        if people:
            where[b] = people
    where["san_juan"] = player["san_juan"]
    return where


def mayor_next(state):
    # the player on turn has placed his people: the next one
    state["phase_data"]["left"] -= 1
    state["turn"] = (state["turn"] + 1) % len(state["players"])  # next_seat(), inlined


def restore(player, snap):
    for k in snap[0]:
        player["island"][k][1] = snap[0][k]
        player["san_juan"] -= snap[0][k]
    for b in snap[1]:
        player["city"][b] = snap[1][b]
        player["san_juan"] -= snap[1][b]
