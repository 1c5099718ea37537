# Expansion 2 in the engine: the actions of the land office, the land
# registry and the export office, dispatched by decision kind from
# expansion 1's engine module (new_buildings/play.py, which loads this one
# lazily in a game with "nobles"). Their menus, the effects and where nobles
# sit are in nobles/__init__.py; the Mayor phase in nobles/mayor.py.

from .. import nobles as nb2
from ...flow import one_pass_done
from ...roles import settler, trader, captain
from ...state import event, award_vp, draw_tile, add_tile


# ---- settler: the land office ------------------------------------------------


def _land_office_menu(state):
    player = state["players"][state["turn"]]
    return nb2.with_noble(state, player, ["land_office"], nb2.office_discardable(state, player)) + [["pass"]]


def _land_office_act(state, action):
    p = state["phase_data"]["land_office"].pop(0)
    if action[0] == "land_office":
        player = state["players"][p]
        nb2.discard_tile(state, p, player, action[1], len(action) == 3)
        event(state, "land_office", p, ["discard", action[1]])
    else:
        event(state, "pass", p, "land_office")
    settler.finish(state)


# ---- trader: the land registry -----------------------------------------------


def _trader_act(state, action):
    p = state["turn"]
    player = state["players"][p]
    pd = state["phase_data"]
    pd["land_registry"] = pd.get("land_registry", []) + [p]
    if action[1] == "discard":
        nb2.discard_tile(state, p, player, action[2], len(action) == 4)
        player["doubloons"] += 1
        event(state, "land_registry", p, ["discard", action[2], 1])
    elif state["tiles"] == "physical":
        state["draw"] = {"n": 1, "why": "land_registry", "player": p, "forest": len(action) == 3}
        settler.ask_draw(state, p, 1, "land_registry")
        return
    else:
        _bought(state, p, player, draw_tile(state), len(action) == 3)
    _trader_on(state)


def _bought(state, p, player, g, forest):
    player["doubloons"] -= 1
    if forest:  # laid on its back unseen: its good does not matter
        player["forests"] += 1
        event(state, "land_registry", p, ["buy", "forest", 1])
        return
    add_tile(player, g)
    event(state, "land_registry", p, ["buy", g, 1])


def _trader_on(state):
    if not trader.legal(state):
        one_pass_done(state, trader.has_choice, trader.finish)


def _drawn(state, action):
    # A physical land-registry tile reported.
    d = state["draw"]
    if not state["stock"]:
        state["stock"] = state["discard"]
        state["discard"] = []
    state["stock"].remove(action[1])
    state["draw"] = None
    _bought(state, d["player"], state["players"][d["player"]], action[1], d["forest"])
    _trader_on(state)


# ---- captain: the export office ----------------------------------------------


def _captain_act(state, action):
    pd = state["phase_data"]
    p = state["turn"]
    if action[0] != "export":
        if action[0] != "guest" and p in pd.get("export", ()):
            pd["export"].remove(p)  # his first turn is over
            pd["exported"] = []
        return False
    g = action[1]
    player = state["players"][p]
    player["goods"][g] -= 1
    state["goods"][g] += 1
    pd["exported"].append(g)
    event(state, "export_office", p, {g: 1})
    award_vp(state, p, 1, [["export_office", 1]])
    if "rules_v2" not in state and not captain.can_load(state):
        # A31: a turn of exports only is his first turn all the same; the
        # kinds and the count are his own, the next owner starts afresh
        # (version 2 records kept him marked, the kinds for the phase)
        pd["export"].remove(p)
        pd["exported"] = []
    captain.seek_loader(state)
    return True


# ---- dispatch (from new_buildings/play.py) ---------------------------------------


def settler_question(state, kind):
    # This expansion's own menus, or None (then the usual ones).
    if kind == "settler" and state["phase_data"].get("land_office"):
        return _land_office_menu(state)
    return None


def act_first(state, kind, action):
    # True when the action is this expansion's.
    if kind == "settler" and state["phase_data"].get("land_office"):
        if action[0] == "guest":
            return False  # D8: a guest moved, the question stays
        _land_office_act(state, action)
        return True
    if kind == "trader" and action[0] == "land_registry":
        _trader_act(state, action)
        return True
    if kind == "draw" and state["draw"]["why"] == "land_registry":
        _drawn(state, action)
        return True
    if kind == "captain":
        return _captain_act(state, action)
    return False


# expansion 1's points (new_buildings/play.py): the nobles' own menus and
# actions on its decisions (hooks.LAYERS)
