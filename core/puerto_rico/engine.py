# The engine interface: ``legal_actions(state)`` and ``apply(state, action)``.
#
# Actions are short lists of strings and ints (JSON-able), for example
# ``["role", "builder"]``, ``["build", "harbor"]``, ``["load", "corn", 1]``.
# ``apply`` checks the action against ``legal_actions`` (one source of truth),
# raises ``IllegalAction`` naming the rule and leaves the state untouched, or
# applies it completely.
#
# Both are pure functions of the state: nothing is cached between calls, so a
# state changed by hand is judged as it is (but for what a phase keeps in
# ``phase_data``: a Mayor's places, roles/mayor.py). A caller that already holds the
# list of legal actions (a menu, a random player) passes it to ``apply`` to
# save computing it twice.
#
# The core speaks in ids: ``pending(state)["kind"]`` names the decision (one
# of ``DECISIONS``); screens translate ids into words.
#
# The expansions are layers (hooks.py): a role calls the extension points;
# here ``"expansions" in state`` (a game with a layer) keeps a base game's
# hottest calls free of them.
#
# (A comment, not the module's docstring: MicroPython allocates a docstring's
# text while compiling the module, and the import is the heap's high-water.)

import sys

from . import data
from ..errors import IllegalAction
from . import hooks
from ..asking import is_over, pending_of  # noqa: F401 (is_over: the API)
from .roles import settler, mayor, builder, craftsman, trader, captain, prospector

# Each role's phase module: start(state), legal(state), act(state, action).
ROLE_MODULES = {
    "settler": settler,
    "mayor": mayor,
    "builder": builder,
    "craftsman": craftsman,
    "trader": trader,
    "captain": captain,
    "prospector": prospector,
}


# The role cards' actions, made once on CPython: every roles menu holds
# these lists (as a Mayor's menus hold his kept places, a caller must not
# change an action), not new ones a pick. A device's heap holds none: its
# menus make them.
ROLE_ACTS = None
if sys.implementation.name != "micropython":
    ROLE_ACTS = []
    for _r in data.ROLES:
        ROLE_ACTS.append(["role", _r])
    ROLE_ACTS = tuple(ROLE_ACTS)


def _roles_legal(state):
    roles = state["roles"]
    acts = []  # (loops: a comprehension is a call)
    if ROLE_ACTS is None:
        for r in data.ROLES:
            if r in roles:
                acts.append(["role", r])
    else:
        for a in ROLE_ACTS:
            if a[1] in roles:
                acts.append(a)
    if "expansions" in state:
        hooks.each(state, "roles_menu", state, acts)  # a layer's cards, changed in place
    return acts


def _roles_act(state, action):
    role = action[1]
    p = state["turn"]
    money = state["roles"].pop(role)
    state["picked"].append(role)
    state["players"][p]["doubloons"] += money
    state["events"].append(["role", p, [role, money]])  # event(), inlined
    state["role"] = role
    state["picker"] = p
    if "expansions" in state and hooks.ask(state, "role_picked", state, p, role):
        return  # a layer's own decision follows
    kind = data.ROLE_KIND.get(role, role)  # data.role_kind(role), inlined
    state["phase"] = kind
    ROLE_MODULES[kind].start(state)


def _over_legal(state):
    return []


# The decisions the core asks for: kind -> (legal, act). The kind is the
# phase, except "draw" (physical tiles: report a drawn plantation), which
# interrupts the settler phase or the role pick after it.
PHASES = {
    "roles": (_roles_legal, _roles_act),
    "settler": (settler.legal, settler.act),
    "mayor": (mayor.legal, mayor.act),
    "privilege": (mayor.legal, mayor.act),  # the mayor phase's first question
    "builder": (builder.legal, builder.act),
    "craftsman": (craftsman.legal, craftsman.act),
    "trader": (trader.legal, trader.act),
    "captain": (captain.legal, captain.act),
    "prospector": (prospector.legal, prospector.act),
    "storage": (captain.storage_legal, captain.storage_act),
    "draw": (settler.draw_legal, settler.draw_act),
    "over": (_over_legal, None),
}
DECISIONS = tuple(k for k in PHASES if k not in ("over", "prospector"))


def decision(state):
    # The kind of decision asked now (a key of ``PHASES``): the phase, or
    # "draw" (a physical tile to report), or "privilege" (the mayor takes or
    # declines his extra colonist, before the mayor phase's placements); a
    # layer's question may come first.
    if "expansions" in state:
        i = hooks.load("layers").interrupted(state)
        if i:
            return i[0]  # a layer's question first
    if state["draw"] is not None:
        return "draw"
    if "privilege" in state["phase_data"]:
        return "privilege"
    return state["phase"]


def start(state):
    # Finish setting up a new state (the first face-up plantations).
    if not state["faceup"] and state["step"] == 0 and state["draw"] is None:
        settler.reveal(state, state["governor"])
    return state


def legal_actions(state):
    # Every choice open to the player who must decide now, in menu order.
    # decision(state) inlined: this is the hottest call of a game
    kind = "draw" if state["draw"] is not None else state["phase"]
    if "expansions" in state:
        if state["expansions"] is hooks.LAST:  # the last state's rules' table (layers.rules)
            return hooks.TABLE[kind][0](state)
        return hooks.load("layers").legal_actions(state, kind)
    return PHASES[kind][0](state)


def current_player(state):
    # The seat that must decide now, or None when the game is over.
    if "expansions" in state:
        i = hooks.load("layers").interrupted(state)
        if i:
            return i[1]  # a layer's question, out of turn
    if state["draw"] is not None:
        return state["draw"]["player"]
    if state["phase"] == "over":
        return None
    return state["turn"]


# Who decides what now: {"player", "kind", "role", "options"}, or None.
pending = pending_of(current_player, decision, legal_actions)


def _normalise(action):
    if isinstance(action, tuple):
        action = list(action)
    if not isinstance(action, list) or not action:
        from ..inputs import not_a_list  # (core.inputs: not held in play, setup.py)

        raise not_a_list(action)
    return action


def _checked(state, action, legal):
    # ``action`` is not one of the lists of ``legal`` itself: the action
    # (a list) equal to one of them, or raise. (core.inputs imported by a
    # refusal only: a game in play does not hold it, setup.py; an import
    # at each such action would cost its lookups)
    action = _normalise(action)
    try:
        found = legal[legal.index(action)]  # the legal action equal to it
    except ValueError:
        found = None  # raised below, outside the handler
    if found is None:
        from ..inputs import not_well_formed, well_formed

        if not well_formed(action):
            raise not_well_formed(action)
        rule, why = explain(state, action)
        raise IllegalAction(why, rule)
    # equal to a legal action, but True == 1 and 1.0 == 1: only the exact
    # types of the legal ones (str, int) are that action.
    for x in action:
        if type(x) is not str and type(x) is not int:
            from ..inputs import not_well_formed

            raise not_well_formed(action)
    return action


def apply(state, action, legal=None):
    # Apply ``action`` for the player on turn, completely, or raise.
    # ``legal``: the list ``legal_actions(state)`` gave, if the caller has it.
    if legal is None:
        legal = legal_actions(state)
    try:
        found = legal[legal.index(action)]  # (identity first: a menu's own list, the usual case)
    except ValueError:
        found = _checked  # (no action: an action None is checked too)
    if found is not action:
        action = _checked(state, action, legal)  # any other: its checks, or raise
    kind = "draw" if state["draw"] is not None else state["phase"]  # decision(state)
    state["step"] += 1
    state["events"] = []
    if "expansions" not in state:
        PHASES[kind][1](state, action)
        return state
    if state["expansions"] is hooks.LAST:  # the last state's rules' table (layers.rules)
        hooks.TABLE[kind][1](state, action)
        if state["phase"] == "over" or hooks.AFTER_EACH:
            hooks.load("layers").after(state)  # (and game_over)
    else:
        hooks.load("layers").apply(state, kind, action)
    return state


# ---- why an action is not legal ---------------------------------------------


def explain(state, action):
    # (rule, message) saying why ``action`` is not legal now: in why.py,
    # loaded when an action is first refused (a device's menus offer only
    # legal ones: most games never load it).
    return hooks.load("why").explain(state, action)
