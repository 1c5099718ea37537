"""The engine interface: ``legal_actions(state)`` and ``apply(state, action)``.

Actions are short lists of strings and ints (JSON-able), for example
``["role", "builder"]``, ``["build", "harbor"]``, ``["load", "corn", 1]``.
``apply`` checks the action against ``legal_actions`` (one source of truth),
raises ``IllegalAction`` naming the rule and leaves the state untouched, or
applies it completely.
"""

from . import data
from .errors import IllegalAction
from .state import event
from .inputs import shown
from .roles import settler, mayor, builder, craftsman, trader, captain, prospector

ROLE_MODULES = {
    "settler": settler, "mayor": mayor, "builder": builder,
    "craftsman": craftsman, "trader": trader, "captain": captain,
    "prospector": prospector, "prospector2": prospector,
}

# What each phase asks of the player on turn (for screens and menus).
DECISIONS = {
    "roles": "pick a role",
    "settler": "take a plantation or quarry",
    "mayor": "place a colonist",
    "builder": "build",
    "craftsman": "take a bonus barrel",
    "trader": "sell a barrel",
    "captain": "load a ship",
    "storage": "choose the barrels to keep",
    "draw": "report the plantation tile drawn",
}

_cache = [None, -1, None]  # (state, step, actions): apply reuses the list


def start(state):
    """Finish setting up a new state (the first face-up plantations)."""
    if not state["faceup"] and state["step"] == 0 and state["draw"] is None:
        settler.reveal(state, state["governor"])
    return state


def legal_actions(state):
    """Every choice open to the player who must decide now, in menu order."""
    if _cache[0] is state and _cache[1] == state["step"]:
        return _cache[2]
    acts = _legal(state)
    _cache[0] = state
    _cache[1] = state["step"]
    _cache[2] = acts
    return acts


def _legal(state):
    if state["draw"] is not None:
        return settler.draw_legal(state)
    phase = state["phase"]
    if phase == "roles":
        return [["role", r] for r in data.ROLES if r in state["roles"]]
    if phase == "over":
        return []
    if phase == "storage":
        return captain.storage_legal(state)
    return ROLE_MODULES[phase].legal(state)


def current_player(state):
    """The seat that must decide now, or None when the game is over."""
    if state["draw"] is not None:
        return state["draw"]["player"]
    if state["phase"] == "over":
        return None
    return state["turn"]


def is_over(state):
    return state["phase"] == "over"


def pending(state):
    """Who decides what now: {"player", "kind", "prompt", "options"}."""
    if state["phase"] == "over":
        return None
    kind = "draw" if state["draw"] is not None else state["phase"]
    return {"player": current_player(state), "kind": kind,
            "role": state["role"], "prompt": DECISIONS[kind],
            "options": legal_actions(state)}


def _normalise(action):
    if isinstance(action, tuple):
        action = list(action)
    if not isinstance(action, list) or not action:
        raise IllegalAction("an action is a non-empty list, got " + shown(action), "format")
    return action


MAX_ELEMENT = 2 ** 31   # no action number comes near it
MAX_WORD = 40           # nor any name (the longest id has 18 characters)


def _well_formed(action):
    """Only short strs and non-bool ints: ``in`` would take True for 1 and
    1.0 for 1, and a list or dict would reach the rules' lookups."""
    if len(action) > 6:
        return False
    for x in action:
        t = type(x)
        if t is str:
            if len(x) > MAX_WORD:
                return False
        elif t is not int or not -MAX_ELEMENT < x < MAX_ELEMENT:
            return False
    return True


def apply(state, action):
    """Apply ``action`` for the player on turn, completely, or raise."""
    if type(action) is not list or not action:
        action = _normalise(action)
    if not _well_formed(action):
        raise IllegalAction("an action is a list of names and whole numbers, not "
                            + shown(action), "format")
    acts = legal_actions(state)
    if action not in acts:
        rule, why = explain(state, action)
        raise IllegalAction(why, rule)
    state["step"] += 1
    state["events"] = []
    if state["draw"] is not None:
        settler.draw_act(state, action)
    elif state["phase"] == "roles":
        _pick(state, action[1])
    elif state["phase"] == "storage":
        captain.storage_act(state, action)
    else:
        ROLE_MODULES[state["phase"]].act(state, action)
    return state


def _pick(state, role):
    p = state["turn"]
    money = state["roles"].pop(role)
    state["picked"].append(role)
    state["players"][p]["doubloons"] += money
    event(state, "role", p, [role, money])
    state["role"] = role
    state["picker"] = p
    state["phase"] = role if role != "prospector2" else "prospector"
    ROLE_MODULES[role].start(state)


def explain(state, action):
    """(rule, message) saying why ``action`` is not legal now."""
    phase = state["phase"]
    who = current_player(state)
    name = state["players"][who]["name"] if who is not None else ""
    what = action[0]
    if phase == "over":
        return ("game.over", "the game is over")
    if state["draw"] is not None:
        if what != "drawn":
            return ("draw.pending", name + " must first report the plantation drawn")
        return ("draw.stock", "no " + str(action[1:]) + " tile is left face down")
    if what == "role":
        if phase != "roles":
            return ("roles.phase", "roles are picked only between phases; now: " + DECISIONS[phase])
        if len(action) == 2 and action[1] in state["picked"]:
            return ("roles.picked", str(action[1]) + " was already picked this round")
        return ("roles.unknown", str(action[1:]) + " is not a role in play")
    if phase == "roles":
        return ("roles.pending", name + " must pick a role first")
    if phase == "builder" and what == "build" and len(action) >= 2:
        r = builder.why_not(state, who, action[1])
        if r:
            return (r[0], name + ": " + r[1])
        if action[-1] == "university":
            return ("builder.university", name + " cannot use a university now")
    if phase == "trader" and what == "sell" and len(action) == 2:
        r = trader.why_not(state, who, action[1])
        if r:
            return (r[0], name + ": " + r[1])
    if phase == "captain" and what == "pass":
        return ("captain.must_load", name + " can load a ship and must do so")
    if phase == "captain" and what == "load" and len(action) == 3:
        return ("captain.ship", name + " cannot load " + str(action[1]) + " on ship "
                + str(action[2]) + " (a kind goes on its own ship, or on an empty "
                "ship taking the most barrels; full ships take nothing)")
    if phase == "mayor" and what == "pass":
        return ("mayor.san_juan", name + " must place colonists while a circle is free")
    if phase == "mayor" and what == "place":
        return ("mayor.circle", name + " has no free circle on " + str(action[1:]))
    if phase == "settler" and what == "quarry":
        return ("settler.quarry", name + " may not take a quarry (picker or construction hut only, while quarries last)")
    acts = legal_actions(state)
    return (phase + ".illegal", name + ": " + repr(action) + " is not a legal choice now ("
            + DECISIONS.get(phase, phase) + "; " + str(len(acts)) + " choices open)")
