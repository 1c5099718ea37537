# The base game's extension points, and the one loader of the modules that
# fill them.
#
# A base game loads none of the expansions' code (a device's heap): each
# module of this package that only some games use is imported on first use
# through ``load(name)`` and let go again with layers.drop(name) (the
# draft after the set-up, the play modules before the final scoring).

import sys

_PACKAGE = __name__[: __name__.rindex(".")]  # core.puerto_rico (or a copy's name)
LOADED = {}  # name -> module (a hot caller may look here first: a call costs a layer's speed)


def load(name):
    # Module ``name`` of this package (e.g. "nobles", "roles.mayor",
    # "expansions.festival").
    m = LOADED.get(name)
    if m is None:
        __import__(_PACKAGE + "." + name)
        m = LOADED[name] = sys.modules[_PACKAGE + "." + name]
    return m


# ---- a game's rules, built once -----------------------------------------------
#
# The layers a game has switched on give one rules object, built once per
# combination by layers.rules (there: what it holds) and kept in RULES.
# The last state's rules are remembered here by the identity of its
# expansions' list (a set-up, adding a layer's key, forgets them), with
# their table of decisions (engine.py calls it straight).

RULES = {}  # (layer key, ...) -> the rules of that combination
# The last state's (layers.rules sets them, layers.forget clears them):
# its list state["expansions"] (compared by identity), its rules, their
# table of decisions (engine.py) and their points, each one found
# (POINTS[name], the tuple of its functions) for a state whose list is
# FOUND: LAST, or NOWHERE on a device (its heap holds no table of
# points: each point is found at its call), or before any rules.
NOWHERE = []  # (no state's list: a base game's state.get("expansions") is None)
LAST = RULE = TABLE = POINTS = None
FOUND = NOWHERE
# engine.apply calls layers.after after each action (a device: it lets
# go of a phase's modules), else once the game is over
AFTER_EACH = sys.implementation.name == "micropython"


def point(state, name):
    # The functions of point ``name`` in ``state``'s game, for a caller
    # that calls them itself: none in a base game.
    if state.get("expansions") is FOUND:
        return POINTS[name]
    if "expansions" not in state:
        return ()
    return load("layers").point(state, name)


# ---- the extension points ----------------------------------------------------
#
# A base role calls ``hooks.<kind>(state, "point", ...)`` at each place an
# expansion may change its rules; the call reaches the functions of that
# name in the modules of the layers this game has switched on, in the
# order of layers.LAYERS. A game with layers names them in
# state["expansions"] (its record header's field); a base game has none and
# pays one test a point. What a point's result means is said where the
# base game calls it; the kinds of call:
#   each: all of them, for what they do;
#   ask: until one says True (it took over: a question, a decision);
#   first: the first answer that is not None (a value, a menu);
#   chain: each one's answer handed to the next (a menu changed).


# Each kind finds the point's functions itself, as point() does (the last
# state's rules first: one test of the state, one subscript): one call a
# point, not two (a game with layers calls some 2.3 points an action,
# most filled by none of its layers). A base game's state finds none
# (point()).


def each(state, name, *args):
    for f in POINTS[name] if state.get("expansions") is FOUND else point(state, name):
        f(*args)


def ask(state, name, *args):
    for f in POINTS[name] if state.get("expansions") is FOUND else point(state, name):
        if f(*args):
            return True
    return False


def first(state, name, *args):
    for f in POINTS[name] if state.get("expansions") is FOUND else point(state, name):
        r = f(*args)
        if r is not None:
            return r
    return None


def chain(state, name, value, *args):
    # ``value`` handed to each function as its last argument, its answer on.
    for f in POINTS[name] if state.get("expansions") is FOUND else point(state, name):
        value = f(*(args + (value,)))
    return value
