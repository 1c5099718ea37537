# The base game's extension points, and the one loader of the modules that
# fill them.
#
# A base game loads none of the expansions' code (a device's heap): each
# module of this package that only some games use is imported on first use
# through ``load(name)`` and let go again with ``drop(name)`` (the draft
# after the set-up, the play modules before the final scoring).

import sys

_PACKAGE = __name__[: __name__.rindex(".")]  # core.puerto_rico (or a copy's name)
_LOADED = {}  # name -> module: an import statement per call costs the import machinery


def load(name):
    # Module ``name`` of this package (e.g. "nobles", "roles.mayor").
    m = _LOADED.get(name)
    if m is None:
        __import__(_PACKAGE + "." + name)
        m = _LOADED[name] = sys.modules[_PACKAGE + "." + name]
    return m


def drop(name):
    # Let module ``name`` go (MicroPython only: its heap is short, CPython
    # would compile it again): the next collection frees it, the next
    # load() imports it again.
    if sys.implementation.name != "micropython":
        return
    _LOADED.pop(name, None)
    sys.modules.pop(_PACKAGE + "." + name, None)
    try:
        delattr(sys.modules[_PACKAGE], name)  # set by the import
    except (AttributeError, KeyError):  # (MicroPython: KeyError) never loaded
        pass


# ---- the extension points ----------------------------------------------------
#
# A base role calls ``hooks.<kind>(state, "point", ...)`` at each place an
# expansion may change its rules; the call reaches the functions of that
# name in the modules of the layers this game has switched on (a base game:
# none), in LAYERS order. What a point's result means is said where the
# base game calls it; the kinds of call:
#   each: all of them, for what they do;
#   ask: until one says True (it took over: a question, a decision);
#   first: the first answer that is not None (a value, a menu);
#   chain: each one's answer handed to the next (a menu changed);
#   get: the first layer's function itself (it replaces the base game's).

# Each layer: the state key of a game that has switched it on, and the
# points it fills, each with the module whose function of that name fills
# it. The order is the order of the calls at a point: the festival's
# reward colonists come before anything else, the buildings' effects
# (expansion 1, which also serves the other expansions' buildings: every
# game with an expansion has "expansions") before the nobles', the
# smuggler's refusals last. A fifth expansion, or a house rule: a module
# and one line here.
LAYERS = (
    (
        "festival",
        {
            "decision": "festival",
            "current_player": "festival",
            "act_first": "festival",
            "legal_actions": "festival",
            "acted": "festival",
            "why_first": "festival",
            "turn_done": "festival",
            "craftsman_start": "festival",
            "craftsman_done": "festival",
        },
    ),
    (
        "expansions",
        {
            "legal_actions": "newbuildings_play",
            "act": "newbuildings_play",
            "game_over": "newbuildings",
            "why_not": "newbuildings",
            "privilege": "newbuildings",
            "settler_finish": "newbuildings",
            "builder_discount": "newbuildings",
            "builder_terms": "newbuildings",
            "produced": "newbuildings",
            "mayor_privilege": "newbuildings",
            "trader_more": "newbuildings",
            "trader_has_choice": "newbuildings",
            "captain_start": "newbuildings",
            "captain_question": "newbuildings",
            "captain_more": "newbuildings",
            "captain_has_choice": "newbuildings",
            "captain_skipped": "newbuildings",
            "captain_loaded": "newbuildings",
            "keeps_all": "newbuildings",
        },
    ),
    (
        "nobles",
        {
            "settler_finish": "nobles",
            "mayor_deal": "nobles_mayor",
            "mayor_legal": "nobles_mayor",
            "mayor_act": "nobles_mayor",
            "trader_menu": "nobles",
            "trader_has_choice": "nobles",
            "captain_menu": "nobles",
            "captain_has_choice": "nobles",
        },
    ),
    (
        "smuggler",
        {
            "phase": "smuggler",
            "why_not": "smuggler",
            "roles_menu": "smuggler",
            "role_picked": "smuggler",
            "picks_done": "smuggler",
            "round_end": "smuggler",
        },
    ),
)


def index(layers):
    # point -> ((state key, module), ...) in the layers' order
    at = {}
    for key, points in layers:
        for point in points:
            at[point] = at.get(point, ()) + ((key, points[point]),)
    return at


_AT = index(LAYERS)


def each(state, point, *args):
    for key, module in _AT[point]:
        if key in state:
            getattr(load(module), point)(*args)


def ask(state, point, *args):
    for key, module in _AT[point]:
        if key in state and getattr(load(module), point)(*args):
            return True
    return False


def first(state, point, *args):
    for key, module in _AT[point]:
        if key in state:
            r = getattr(load(module), point)(*args)
            if r is not None:
                return r
    return None


def chain(state, point, value, *args):
    # ``value`` handed to each function as its last argument, its answer on.
    for key, module in _AT[point]:
        if key in state:
            value = getattr(load(module), point)(*(args + (value,)))
    return value


def get(state, point):
    for key, module in _AT[point]:
        if key in state:
            return getattr(load(module), point)
    return None
