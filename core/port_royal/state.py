"""The state of a Port Royal game the device follows: plain JSON-able data.

The cards stay physical and face down, so the device keeps counts: the draw
pile (``deck``) and the discard pile as numbers, every player's gold (coin
side up cards), the harbour and the expeditions beside it as the cards the
players reported, and each player's characters and expeditions with the
values read off them. Nothing is random for the device: the seed is kept
only because every record header carries one.

A card reported by the players is a dict:
    ship:       {"kind": "ship", "colour", "gold", "swords" (None: not asked), "skull"}
    character:  {"kind": "character", "id", "colour" (a trader's, else None),
                 "cost", "vp", "swords"}
    expedition: {"kind": "expedition", "needs": {"settler", "captain", "priest"},
                 "gold", "vp", "special" (the coinless 5-player one)}
"""

from . import data
from ..errors import BadInput
from ..inputs import check_seed, player_names, shown
from ..inputs import check_names as _check_names

FORMAT = 1
MAX_NAME = 12  # a seat's header, as Puerto Rico's
SIZED = "Port Royal is for 2 to 5 players"


def check_names(names, max_name=MAX_NAME):
    """2 to 5 names, each as core.inputs.check_names wants it (one rule
    for every game's names); BadInput (one line) otherwise."""
    _check_names(names, max_name, data.PLAYERS, SIZED)


VERSION = 9  # the record version a new game is played by (core.port_royal)


def new_game(players=4, seed=0, variant="standard", max_name=MAX_NAME, version=VERSION):
    """A new game; ``players``: a count (2-5) or a list of names, first
    player first. ``variant``: "standard" or "expedition" (§5).
    ``version``: the record version whose decisions it asks (2, 5 or 9)."""
    names = player_names(players, data.PLAYERS, SIZED)
    check_names(names, max_name)
    if variant not in data.VARIANTS:
        raise BadInput("variant: must be standard or expedition, not " + shown(variant))
    check_seed(seed)
    n = len(names)
    special = n == data.SPECIAL_PLAYERS
    cards = data.CARDS if special else data.CARDS - 1  # the coinless one stays in the box
    state = {
        "format": FORMAT,
        "game": "port_royal",
        "variant": variant,
        "seed": seed,
        "version": version,
        "step": 0,
        "players": [
            {"name": names[i], "gold": data.START_GOLD, "vp": 0, "characters": [], "expeditions": []}
            for i in range(n)
        ],
        "cards": cards,
        "deck": cards - n * data.START_GOLD - (1 if special else 0),
        "discard": 0,
        "harbour": [],
        "display": [],  # expeditions beside the harbour
        "first": 0,
        "active": 0,
        "round": 1,
        "turns": 0,  # turns finished
        "phase": "discover",
        "revealed": 0,  # cards revealed this turn
        "entry": None,  # the card being reported: {"card", "step", "fields", "from"}
        "ship": None,  # a revealed ship the active player may repel
        "trade": None,  # phase 2: {"order", "k", "left", "allowance"}
        "fulfil": None,  # the expedition whose discards the active player chooses
        "end": False,
        "events": [["turn", 0, 1]],  # the first thing the board says
    }
    if version >= data.FACE_VERSION:
        # the character faces entered in this game, each [face, times
        # entered] (a face: [id, a trader's colour, cost, vp, a sailor's
        # or pirate's swords]), the latest last: a taker names one again
        # in one question (issue 36)
        state["faces"] = []
    if special:
        # 5 players: the coinless expedition lies face up from the start;
        # its requirements are entered first (P1).
        state["entry"] = {
            "card": "expedition",
            "step": data.STEPS["expedition"][0],
            "fields": {},
            "from": "box",
        }
    return state


# ---- small helpers ----------------------------------------------------------


def event(state, kind, player, what):
    """Record what the table must do with the physical cards."""
    state["events"].append([kind, player, what])


def next_seat(state, p):
    return (p + 1) % len(state["players"])


def has(player, cid):
    """How many characters ``cid`` the player has."""
    n = 0
    for c in player["characters"]:
        if c["id"] == cid:
            n += 1
    return n


def swords(player):
    n = 0
    for c in player["characters"]:
        n += c["swords"]
    return n


def traders(player, colour):
    n = 0
    for c in player["characters"]:
        if c["id"] == "trader" and c["colour"] == colour:
            n += 1
    return n


def vp_of(player):
    """Shields of the characters plus the expeditions' VP."""
    n = 0
    for c in player["characters"]:
        n += c["vp"]
    for e in player["expeditions"]:
        n += e["vp"]
    return n


def price(player, card):
    """What ``player`` pays to hire character ``card`` (mademoiselles off,
    never below 0)."""
    return max(0, card["cost"] - data.MADEMOISELLE_DISCOUNT * has(player, "mademoiselle"))


def income(player, ship):
    """What ``player`` gains for trading ``ship`` (its gold, plus traders)."""
    return ship["gold"] + data.TRADER_GOLD * traders(player, ship["colour"])


def draw_gold(state, seat, n, why):
    """``seat`` gains ``n`` gold: that many cards from the draw pile, the
    discard pile shuffled into a new one when it runs out. Fewer when both
    piles are empty (the table has given out every card)."""
    got = 0
    for _ in range(n):
        if state["deck"] == 0:
            reshuffle(state)
        if state["deck"] == 0:
            break
        state["deck"] -= 1
        got += 1
    state["players"][seat]["gold"] += got
    if got:
        event(state, "gain", seat, [got, why])
    if got < n:
        event(state, "short", seat, n - got)
    return got


def pay_gold(state, seat, n, why):
    """``seat`` discards ``n`` gold (the caller checked he has it)."""
    if n <= 0:
        return
    state["players"][seat]["gold"] -= n
    state["discard"] += n
    event(state, "pay", seat, [n, why])


def give_gold(state, seat, to, n):
    state["players"][seat]["gold"] -= n
    state["players"][to]["gold"] += n
    event(state, "give", seat, [to, n])


def can_draw(state):
    """A card can be drawn: from the draw pile, or the discard pile shuffled."""
    return state["deck"] + state["discard"] > 0


def reshuffle(state):
    if state["discard"]:
        event(state, "reshuffle", None, state["discard"])
        state["deck"] += state["discard"]
        state["discard"] = 0


def visible(state, cid, colour=None):
    """Copies of character ``cid`` (of ``colour``, for traders) face up:
    in the harbour and in front of the players."""
    n = 0
    for c in state["harbour"]:
        if c["kind"] == "character" and c["id"] == cid and (colour is None or c["colour"] == colour):
            n += 1
    for p in state["players"]:
        for c in p["characters"]:
            if c["id"] == cid and (colour is None or c["colour"] == colour):
                n += 1
    return n


def expeditions_out(state):
    """Expeditions of the deck (not the coinless one) face up anywhere."""
    n = 0
    for e in state["display"]:
        if not e["special"]:
            n += 1
    for p in state["players"]:
        for e in p["expeditions"]:
            if not e["special"]:
                n += 1
    return n


def harbour_colours(state):
    seen = []
    for c in state["harbour"]:
        if c["kind"] == "ship" and c["colour"] not in seen:
            seen.append(c["colour"])
    return len(seen)
