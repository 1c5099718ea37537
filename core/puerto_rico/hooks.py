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
