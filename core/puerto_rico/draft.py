# The set-up of a game with expansions (switch_on: the names checked, each
# layer's pieces set up through the point "setup", layers.set_up) and
# expansion 1's part of it: the violet slots filled (the base game's set,
# a random set, or the players' draft), and the draft's menu and picks.
#
# Loaded for a game's set-up and dropped from sys.modules once the board
# is set (layers.switch_on, newbuildings.draft_act): a game in play does
# not hold this code on a device's heap.

from . import data, hooks
from .. import rng
from ..errors import BadInput
from ..inputs import shown
from .data import SETUPS, DRAFT_SLOTS
from .state import event, next_seat

# Candidates of each slot cost: violet buildings of the base game and of
# expansion 1, board order.
DRAFT_CANDIDATES = {}
for _c, _k in DRAFT_SLOTS:
    DRAFT_CANDIDATES[_c] = tuple(
        b
        for b in data.BUILDING_ORDER
        if data.BUILDINGS[b][data.COST] == _c
        and not data.production(b)
        and data.BUILDINGS[b][data.EXPANSION] in ("base", "new_buildings")
    )
del _c, _k
# Every candidate with its slot cost, board order: the menu's one pass.
DRAFT_ORDER = tuple(
    (b, data.BUILDINGS[b][data.COST])
    for b in data.BUILDING_ORDER
    if data.BUILDINGS[b][data.COST] in DRAFT_CANDIDATES
    and b in DRAFT_CANDIDATES[data.BUILDINGS[b][data.COST]]
)


def switch_on(state, expansions, how):
    # Check ``expansions`` and set them up: each layer's pieces, in the
    # order layers.py says (layers.set_up). With new_buildings
    # the violet slots are filled by ``how``: "base", "random" (drawn with
    # the game's generator) or "draft" (the players pick, a "draft"
    # decision per slot); without it, the base game's buildings (``how``
    # is not used).
    if not isinstance(expansions, (list, tuple)):
        raise BadInput("expansions: must be a list, not " + shown(expansions))
    layers = hooks.load("layers")
    names = layers.names()
    for e in expansions:
        if e not in names:
            raise BadInput("expansions: unknown expansion " + shown(e))
    for i in range(len(expansions)):
        if expansions[i] in expansions[i + 1 :]:
            raise BadInput("expansions: " + shown(expansions[i]) + " named twice")
    state["expansions"] = [e for e in names if e in expansions]
    if "new_buildings" in expansions:
        if how not in SETUPS:
            raise BadInput("setup: must be draft, random or base, not " + shown(how))
        state["setup"] = how
    for p in state["players"]:
        p["forests"] = 0
    state["buildings"] = {}
    layers.set_up(state)  # each layer's pieces, this one's setup below among them


def setup(state):
    # This layer's pieces (the point "setup"): the board's buildings,
    # expansion 1's set (the way ``state["setup"]``) or the base game's.
    if "setup" in state:
        _new_buildings(state, state["setup"])
    else:
        for b in data.BASE_BUILDINGS:
            state["buildings"][b] = data.copies(b, len(state["players"]))


def _new_buildings(state, how):
    supply = state["buildings"]
    for b in data.BASE_BUILDINGS:
        if data.production(b) or how == "base":
            supply[b] = data.copies(b, len(state["players"]))
    if how == "random":
        for cost, slots in DRAFT_SLOTS:
            cands = list(DRAFT_CANDIDATES[cost])
            state["rng"] = rng.shuffle(state["rng"], cands)
            for b in cands[:slots]:
                supply[b] = data.copies(b, len(state["players"]))
    elif how == "draft":
        state["phase"] = "draft"
        state["slots"] = [[c, k] for c, k in DRAFT_SLOTS]
        state["turn"] = state["governor"]


# ---- the draft ---------------------------------------------------------------


def legal(state):
    # Each building not on the board yet whose cost has a free slot, board order.
    open_costs = [cost for cost, free in state["slots"] if free > 0]
    supply = state["buildings"]
    return [["draft", b] for b, cost in DRAFT_ORDER if cost in open_costs and b not in supply]


def act(state, action):
    b = action[1]
    cost = data.BUILDINGS[b][data.COST]
    for s in state["slots"]:
        if s[0] == cost:
            s[1] -= 1
    state["buildings"][b] = data.copies(b, len(state["players"]))
    p = state["turn"]
    event(state, "draft", p, b)
    left = 0
    for s in state["slots"]:
        left += s[1]
    if left:
        state["turn"] = next_seat(state, p)  # clockwise
        return
    del state["slots"]
    state["phase"] = "roles"
    state["turn"] = state["governor"]
    hooks.each(state, "draft_done", state)  # a layer's pieces drawn from the full board
