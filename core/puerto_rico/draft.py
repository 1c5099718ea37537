# Expansion 1's set-up: the expansions checked and set up, the violet
# slots filled (the base game's set, a random set, or the players' draft),
# and the draft's menu and picks.
#
# Loaded by newbuildings for a game's set-up and dropped from sys.modules
# once the board is set (newbuildings._drop_draft): a game in play does
# not hold this code on a device's heap.

from . import data
from .. import rng
from ..errors import BadInput
from ..inputs import shown
from .data import EXPANSIONS, SETUPS, DRAFT_SLOTS
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


def setup(state, expansions, how):
    # Check ``expansions`` and set them up. With new_buildings:
    # production buildings as in the base game, the violet slots filled by
    # ``how``: "base", "random" (drawn with the game's generator) or "draft"
    # (the players pick, a "draft" decision per slot). Without it, the base
    # game's buildings (``how`` is not used). With festival: its goals
    # (festival.setup), the building drawn after the draft if there is one.
    if not isinstance(expansions, (list, tuple)):
        raise BadInput("expansions: must be a list, not " + shown(expansions))
    for e in expansions:
        if e not in EXPANSIONS:
            raise BadInput("expansions: unknown expansion " + shown(e))
    for i in range(len(expansions)):
        if expansions[i] in expansions[i + 1 :]:
            raise BadInput("expansions: " + shown(expansions[i]) + " named twice")
    state["expansions"] = [e for e in EXPANSIONS if e in expansions]
    if "smuggler" in expansions:
        from . import smuggler  # its card and poster (only then loaded)

        smuggler.setup(state)
    for p in state["players"]:
        p["forests"] = 0
    state["buildings"] = {}
    if "nobles" in expansions:
        from . import nobles

        nobles.setup(state)  # its 8 buildings join the supply, never drafted
    if "new_buildings" in expansions:
        _new_buildings(state, how)
    else:
        for b in data.BASE_BUILDINGS:
            state["buildings"][b] = data.copies(b, len(state["players"]))
    if "festival" in expansions:
        from . import festival  # (flow imports this module: no cycle)

        festival.setup(state)  # after the buildings: its goal is one


def _new_buildings(state, how):
    supply = state["buildings"]
    if how not in SETUPS:
        raise BadInput("setup: must be draft, random or base, not " + shown(how))
    state["setup"] = how
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
    if "festival" in state:
        from . import festival

        festival.draft_done(state)  # its building is drawn after the draft
