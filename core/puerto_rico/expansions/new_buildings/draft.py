# Expansion 1's set-up (the point "setup"; every layered game's part of it
# is layered.py's): the violet slots filled (the base game's set, a random
# set, or the players' draft), and the draft's menu and picks.
#
# Loaded for a game's set-up and dropped from sys.modules once the board
# is set (layers.switch_on, new_buildings.draft_act): a game in play does
# not hold this code on a device's heap.

from ... import data, hooks
from .... import rng
from ...data import DRAFT_SLOTS
from ...state import event, next_seat

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


def setup(state):
    # This layer's pieces (the point "setup"): the board's buildings of
    # expansion 1's set, the way ``state["setup"]`` says (layered.switch_on
    # checked it).
    _new_buildings(state, state["setup"])


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
