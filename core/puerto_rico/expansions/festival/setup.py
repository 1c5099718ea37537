# The festival's set-up (the point "setup"): loaded for a new game's
# set-up and let go once the board is set (layers.switch_on: a device's
# heap holds it no longer during play).

from .... import rng
from ... import data
from ...state import event
from . import BARRELS_PER_KIND, GOAL_BARRELS, draw_building


def setup(state):
    # Plantations and goods now; the building now too unless a draft is
    # still to fill the board (then draft_done draws it).
    f = {"plantation": None, "goods": None, "building": None, "reached": []}
    state["festival"] = f
    # one tile of each kind shuffled, one drawn: the other four go back,
    # so only the drawn kind leaves the piles
    s, i = rng.below(state["rng"], len(data.GOODS))
    g = data.GOODS[i]
    state["rng"] = s
    state["stock"].remove(g)
    f["plantation"] = g
    event(state, "festival_goal", None, ["plantation", g, "stock"])
    # 3 barrels of each kind mixed, 3 drawn (a kind may repeat)
    bag = []
    for k in data.GOODS:
        bag.extend([k] * BARRELS_PER_KIND)
    s = state["rng"]
    drawn = []
    for _ in range(GOAL_BARRELS):
        s, i = rng.below(s, len(bag))
        drawn.append(bag.pop(i))
    state["rng"] = s
    goods = [k for k in data.GOODS for x in drawn if x == k]  # GOODS order
    for k in goods:
        state["goods"][k] -= 1
    f["goods"] = goods
    event(state, "festival_goal", None, ["goods", list(goods), "supply"])
    if state["phase"] != "draft":
        draw_building(state)
