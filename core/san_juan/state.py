"""San Juan's game state: plain JSON-able data, and the helpers the
phases share.

The cards stay physical and hidden, so the state keeps counts, never
cards: each player's ``hand`` (hand sizes are public in San Juan), his
``goods`` per kind (one face-down card on a production building of that
kind), the cards under his ``chapel``; the ``deck`` and ``discard``
piles, and from version 8 the cards ``removed`` from the game (each
building a crane covered). Every card the table moves goes through an
action or an event, so the counts always add up to the 110 cards
(core.san_juan.invariants); a correction at the end takes its cards from
the piles or discards them. Buildings are ids in the order built.
``tiles``: the trading-house tiles' face-down stack, top first. From
version 8, ``tile_mode`` says who draws them: "shuffle" (the device, with
its seed) or "physical" (the table shuffles them; ``unseen``: how many on
top of the stack the device has not seen yet, in no known order, so the
trader is asked which one he turned up).
"""

from . import data
from .. import rng
from ..errors import BadInput
from ..inputs import check_seed, player_names, shown
from ..inputs import check_names as _check_names

FORMAT = 1  # bump when the state layout changes
MAX_NAME = 12  # as Puerto Rico: a name fits a seat's header
SIZED = "San Juan is for 2 to 4 players"
RULES = 8  # the record version whose rules a new game plays (core.san_juan)
VARIANTS = ("standard", "deal")  # deal: 4 + seat cards dealt, 4 kept (rules 3)
TILE_MODES = ("shuffle", "physical")  # who draws the trading-house tiles (version 8 on)
TABLE_VERSION = 8  # a covered building leaves the game; the picker asked; physical tiles


def _player(name):
    goods = {}
    for g in data.GOODS:
        goods[g] = 0
    return {
        "name": name,
        "buildings": [data.START_BUILDING],
        "goods": goods,
        "hand": data.HAND,
        "chapel": 0,  # cards under his chapel (they stay if it is covered)
        "library_round": 0,  # 2 players: the round his library was used
    }


def check_names(names, max_name=MAX_NAME):
    """2 to 4 names, each as core.inputs.check_names wants it (one rule
    for every game's names)."""
    _check_names(names, max_name, data.PLAYERS, SIZED)


def new_game(
    players=4, seed=0, max_name=MAX_NAME, end_check=True, version=None, variant="standard", tiles="shuffle"
):
    """A new game. ``players``: a count (2-4) or a list of 2-4 names, the
    governor first. ``seed`` shuffles the trading-house tiles.
    ``version``: the record version whose rules it plays (RULES; 3 and
    older replay as they were played: the 2-player library used up by the
    pick, every councillor draw automatic, a crane over the empty
    building). ``end_check``: at the end each seat checks its counts
    before the score (False: version 2, scored from the kept counts).
    ``variant``: "deal" deals each player 4 + his seat number cards, of
    which he keeps 4 (version 4 on). ``tiles``: "shuffle" (the seed
    shuffles the trading-house tiles and the device says which one each
    trader uses) or "physical" (the table shuffles them and the trader
    says which one he turned up; version 8 on)."""
    if version is None:
        version = RULES if end_check else 2
    names = player_names(players, data.PLAYERS, SIZED)
    check_names(names, max_name)
    check_seed(seed)
    if variant not in VARIANTS or (variant != "standard" and version < 4):
        raise BadInput("variant: must be standard or deal, not " + shown(variant))
    if tiles not in TILE_MODES or (tiles != "shuffle" and version < TABLE_VERSION):
        raise BadInput("tiles: must be shuffle or physical, not " + shown(tiles))
    n = len(names)
    # the deal variant: seat i (0 the governor) is dealt i + 1 more, and
    # discards them once he has chosen his 4
    extra = n * (n + 1) // 2 if variant == "deal" else 0
    stack = list(range(len(data.TILES)))
    s = rng.seed_state(seed)
    if tiles == "shuffle":
        s = rng.shuffle(s, stack)
    state = {
        "format": FORMAT,
        "game": "san_juan",
        "seed": seed,
        "rng": s,
        "step": 0,
        "version": version,
        "variant": variant,
        "players": [_player(nm) for nm in names],
        "round": 1,
        "governor": 0,
        "picks": 0,
        "picked": [],
        "phase": "roles",
        "role": None,
        "picker": None,
        "doubled": False,  # the picker's library doubles this phase's privilege
        "turn": 0,
        "phase_data": {},
        "deck": data.DECK - n - n * data.HAND - extra,
        "discard": extra,
        "tiles": stack,
        "tile": None,  # the tile face up during a trader phase
        "end": False,  # a 12th building was placed in this builder phase
        "end_check": version >= 3,
        "events": [],
    }
    if version >= TABLE_VERSION:  # (older states keep their layout: their records hash the same)
        state["removed"] = 0
        state["tile_mode"] = tiles
        state["unseen"] = len(stack) if tiles == "physical" else 0
    return state


def asks(state):
    """The game asks what version 4 asks (rules 6, 5.4): the 2-player
    library, each other player's councillor draw, which building of a
    kind the crane covers. Older records replay without those questions."""
    return state["version"] >= 4


def table_rules(state):
    """The game plays version 8's rules: a building the crane covers
    leaves the game (rules 6), the picker too is asked whether he draws
    as councillor or prospector (rules 4: he may decline the action).
    Older records replay as they were played: the covered building on
    the discard pile, the picker's draw taken unasked."""
    return state["version"] >= TABLE_VERSION


def tile_unknown(state):
    """Physical tiles, and the top one of the stack not known yet: the
    trader is asked which one he turned up."""
    return state.get("unseen", 0) > 1


# ---- helpers -----------------------------------------------------------------


def event(state, kind, player, what):
    """Record what the table must do with the physical cards."""
    state["events"].append([kind, player, what])


def next_seat(state, p):
    return (p + 1) % len(state["players"])


def owns(player, building):
    return building in player["buildings"]


def count_of(player, building):
    n = 0
    for b in player["buildings"]:
        if b == building:
            n += 1
    return n


def goods_total(player):
    t = 0
    for g in data.GOODS:
        t += player["goods"][g]
    return t


def empty_of(player, good):
    """Production buildings of ``good``'s kind without a good on them."""
    n = 0
    for b in player["buildings"]:
        if data.PRODUCES.get(b) == good:
            n += 1
    return n - player["goods"][good]


def in_play(state, building):
    """Copies of ``building`` face up in front of the players."""
    n = 0
    for p in state["players"]:
        n += count_of(p, building)
    return n


def library_ok(state, p):
    """The library doubles ``p``'s privilege now: he owns one and, with 2
    players, has not used it yet this round (SJ-21)."""
    player = state["players"][p]
    if not owns(player, "library"):
        return False
    return len(state["players"]) > 2 or player["library_round"] != state["round"]


def take(state, n):
    """Take up to ``n`` cards off the deck (the discard pile becomes the
    new deck when it runs out); returns how many were taken."""
    got = 0
    while got < n:
        if state["deck"] == 0:
            if state["discard"] == 0:
                break
            state["deck"] = state["discard"]
            state["discard"] = 0
            event(state, "reshuffle", None, state["deck"])
        k = n - got
        if k > state["deck"]:
            k = state["deck"]
        state["deck"] -= k
        got += k
    return got


def draw(state, p, n, why):
    """Player ``p`` draws ``n`` cards into his hand (fewer if the piles run
    dry); an event tells the table."""
    if n <= 0:
        return 0
    got = take(state, n)
    state["players"][p]["hand"] += got
    event(state, "draw", p, [got, why])
    return got
