# The base game's extension points, and the one loader of the modules that
# fill them.
#
# A base game loads none of the expansions' code (a device's heap): each
# module of this package that only some games use is imported on first use
# through ``load(name)`` and let go again with ``drop(name)`` (the draft
# after the set-up, the play modules before the final scoring).

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


def drop(name):
    # Let module ``name`` go (MicroPython only: its heap is short, CPython
    # would compile it again): the next collection frees it, the next
    # load() imports it again.
    if sys.implementation.name != "micropython":
        return
    LOADED.pop(name, None)
    RULES.clear()  # the rules hold its functions
    forget()
    sys.modules.pop(_PACKAGE + "." + name, None)
    i = name.rfind(".")  # (a folder's module: "expansions.festival")
    parent = _PACKAGE + "." + name[:i] if i >= 0 else _PACKAGE
    try:
        delattr(sys.modules[parent], name[i + 1 :])  # set by the import
    except (AttributeError, KeyError):  # (MicroPython: KeyError) never loaded
        pass


# ---- a game's rules, built once -----------------------------------------------
#
# The layers a game has switched on are the state keys of layers.LAYERS it
# holds (each layer's set-up puts its key in the state). That combination
# gives one rules object, built on its first use and kept for every game
# of that combination (OpenSpiel's Game beside its States: a state holds
# plain data only, records and copies rely on it):
#   "keys": the layers' keys, in the order of layers.LAYERS;
#   "points": each extension point called so far -> the tuple of the
#     functions that fill it in this combination, in the layers' order
#     (built on the point's first call: a device loads only what its game
#     uses);
#   "interrupts": ((state key, sub key, kind, legal, act), ...): a layer's
#     decision that comes before any other while state[key] holds sub,
#     asked of the seat state[key][sub][0] (the festival's reward
#     colonists);
#   "legal", "act": the layers' menus and actions of every other decision
#     (the points legal_actions and apply; engine.py calls them);
#   "after": what is called after each of those actions (the point acted).
#   "phases": decision kind -> (legal, act): a decision a layer asks and
#     plays whole with these two functions (the point phases, each
#     layer's table over the ones before it; the Mayor's placements with
#     the nobles);
#   "legal_actions", "apply": the layers' menus and actions of every other
#     decision (the points of those names; engine.py calls them);
#   "after": what is called after each of those actions (the point acted).
# The last state's rules are remembered by the identity of its expansions'
# list (a set-up, adding a layer's key, forgets them: layers.set_up).

RULES = {}  # (layer key, ...) -> the rules of that combination
LAST = [None, None, None]  # [the last state's expansions list, its rules, their points]


def forget():
    # The last state's rules forgotten (a layer's key added: its set-up;
    # the next call looks its keys up again).
    LAST[0] = None


def _of(state):
    # ``state``'s rules, maybe without their engine's part yet (a point
    # called after the game's end loads no play module again).
    keys = []
    for key in load("layers").KEYS:
        if key in state:
            keys.append(key)
    keys = tuple(keys)
    r = RULES.get(keys)
    if r is None:
        r = RULES[keys] = {"keys": keys, "points": {}}
    return r


def rules(state):
    # The rules of ``state``'s game (a game with layers, in play).
    names = state["expansions"]
    if names is LAST[0]:
        return LAST[1]
    r = _of(state)
    if "phases" not in r:
        _play(r)
    LAST[0] = names
    LAST[1] = r
    LAST[2] = r["points"]
    return r


def _play(r):
    # The engine's part of the rules ``r``.
    inter = []
    for e in load("layers").AT.get("interrupt", ()):
        if e[0] in r["keys"]:
            m = load(e[1])
            sub, kind = m.interrupt
            legal, act = m.phase(kind)
            inter.append((e[0], sub, kind, legal, act))
    r["interrupts"] = tuple(inter)
    for name in ("legal_actions", "apply"):
        fs = fns(r, name)
        r[name] = fs[0] if fs else None
    r["after"] = fns(r, "acted")
    phases = {}
    for e in load("layers").AT.get("phases", ()):
        if e[0] in r["keys"]:
            phases.update(load(e[1]).phases)
    r["phases"] = phases


def fns(r, name):
    # The tuple of the functions that fill point ``name`` in the rules
    # ``r``, found once.
    points = r["points"]
    fs = points.get(name)
    if fs is None:
        out = []
        for e in load("layers").AT.get(name, ()):
            if e[0] in r["keys"]:
                out.append(getattr(load(e[1]), name))
        fs = points[name] = tuple(out)
    return fs


def point(state, name):
    # The functions of point ``name`` in ``state``'s game, for a caller
    # that calls them itself (a game with layers only).
    r = LAST[1] if state["expansions"] is LAST[0] else _of(state)
    fs = r["points"].get(name)
    return fns(r, name) if fs is None else fs


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


def each(state, name, *args):
    if "expansions" not in state:
        return
    fs = LAST[2].get(name) if state["expansions"] is LAST[0] else None
    for f in point(state, name) if fs is None else fs:
        f(*args)


def ask(state, name, *args):
    if "expansions" not in state:
        return False
    fs = LAST[2].get(name) if state["expansions"] is LAST[0] else None
    for f in point(state, name) if fs is None else fs:
        if f(*args):
            return True
    return False


def first(state, name, *args):
    if "expansions" not in state:
        return None
    fs = LAST[2].get(name) if state["expansions"] is LAST[0] else None
    for f in point(state, name) if fs is None else fs:
        r = f(*args)
        if r is not None:
            return r
    return None


def chain(state, name, value, *args):
    # ``value`` handed to each function as its last argument, its answer on.
    if "expansions" not in state:
        return value
    fs = LAST[2].get(name) if state["expansions"] is LAST[0] else None
    for f in point(state, name) if fs is None else fs:
        value = f(*(args + (value,)))
    return value
