# Craftsman: everyone produces, picker first (a short supply runs out in
# seat order); factory pays by kinds produced; then the picker may take one
# more barrel of a kind he produced.

from .. import data
from .. import hooks
from ..flow import role_done
from ..state import PASS, event

# Production buildings of each good, in board order.
MAKERS = {}
for _b in data.BASE_BUILDINGS:
    _g = data.BUILDINGS[_b][data.GOOD]
    if _g:
        MAKERS[_g] = MAKERS.get(_g, ()) + (_b,)


def start(state):
    # ("expansions" first: a base game makes no call to the points)
    layered = "expansions" in state
    if layered:
        hooks.each(state, "craftsman_start", state)
    n = len(state["players"])
    picker = state["picker"]
    made_by_picker = []
    supply = state["goods"]
    for i in range(n):
        p = (picker + i) % n
        player = state["players"][p]
        made = {}
        kinds = 0
        island = player["island"]
        city = player["city"]
        goods = player["goods"]
        for g in data.GOODS:
            t = island.get(g)
            if t is None or not t[1]:
                continue  # no occupied plantation: nothing made, and so quickly
            # the barrels his occupied plantations and circles make (corn
            # needs no building)
            k = t[1]
            if g != "corn":
                circles = 0
                for b in MAKERS[g]:
                    circles += city.get(b, 0)
                if circles < k:
                    k = circles
            left = supply[g]
            if k > left:
                k = left
            if k:
                supply[g] = left - k
                goods[g] += k
                made[g] = k
                kinds += 1
                if p == picker:
                    made_by_picker.append(g)
        if made:
            state["events"].append(["produce", p, made])  # event(), inlined
        if city.get("factory", 0) > 0 and data.FACTORY_BONUS[kinds]:  # occupied(), inlined
            player["doubloons"] += data.FACTORY_BONUS[kinds]
            event(state, "factory", p, data.FACTORY_BONUS[kinds])
        if layered:
            hooks.each(state, "produced", state, p, player, made)
    state["phase_data"] = {"made": made_by_picker}
    state["turn"] = picker
    if not legal(state):
        finish(state)


def legal(state):
    supply = state["goods"]
    acts = []  # (a loop: a comprehension is a call)
    for g in state["phase_data"]["made"]:
        if supply[g] > 0:
            acts.append(["bonus", g])
    if acts:
        acts.append(PASS)
    return acts


def act(state, action):
    p = state["turn"]
    if action[0] == "bonus":
        g = action[1]
        state["goods"][g] -= 1
        state["players"][p]["goods"][g] += 1
        event(state, "bonus", p, g)
    finish(state)


def finish(state):
    if "expansions" in state:
        hooks.each(state, "craftsman_done", state)
    role_done(state)
