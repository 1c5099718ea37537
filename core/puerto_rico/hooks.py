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
    # Module ``name`` of this package (e.g. "nobles", "roles.mayor").
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
    for entries in _TABLE[0].values() if _TABLE else ():
        for e in entries:
            if e[1] == name:
                e[2] = None  # its function too
    sys.modules.pop(_PACKAGE + "." + name, None)
    try:
        delattr(sys.modules[_PACKAGE], name)  # set by the import
    except (AttributeError, KeyError):  # (MicroPython: KeyError) never loaded
        pass


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


_TABLE = []  # [layers.AT], once a game with layers asks (a base game never does)


def _table():
    _TABLE.append(load("layers").AT)
    return _TABLE


def _fn(e, point):
    # The function of entry [state key, module, function or None] for
    # ``point``, found once (an import and a lookup at every call cost a
    # layer's speed).
    f = e[2] = getattr(load(e[1]), point)
    return f


def each(state, point, *args):
    if "expansions" not in state:
        return
    for e in (_TABLE or _table())[0][point]:
        if e[0] in state:
            (e[2] or _fn(e, point))(*args)


def ask(state, point, *args):
    if "expansions" not in state:
        return False
    for e in (_TABLE or _table())[0][point]:
        if e[0] in state and (e[2] or _fn(e, point))(*args):
            return True
    return False


def first(state, point, *args):
    if "expansions" not in state:
        return None
    for e in (_TABLE or _table())[0][point]:
        if e[0] in state:
            r = (e[2] or _fn(e, point))(*args)
            if r is not None:
                return r
    return None


def chain(state, point, value, *args):
    # ``value`` handed to each function as its last argument, its answer on.
    if "expansions" not in state:
        return value
    for e in (_TABLE or _table())[0][point]:
        if e[0] in state:
            value = (e[2] or _fn(e, point))(*(args + (value,)))
    return value
