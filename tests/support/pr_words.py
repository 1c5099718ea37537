"""Puerto Rico's words as firmware.catalog reads them: the game's catalog
of a language (``firmware/games/puerto_rico/lang/``) and each expansion's
folder's (``expansions/<name>/lang/``), for the tests that read every
word of the game. ``en``, ``fr``, ``en_1897``, ``fr_1897``: each merged,
with its ``WORDS``; ``catalogs(suffix)``: the modules themselves."""

import importlib
import types

from firmware import catalog

GAME = "puerto_rico"


def catalogs(suffix):
    """The catalog modules of a language or overlay ("fr", "fr_1897"): the
    game's, then each expansion folder's that has one (registry order)."""
    out = []
    for package in catalog._folders(GAME):
        path = "%s.lang.%s" % (package, suffix)
        try:
            out.append(importlib.import_module(path))
        except ModuleNotFoundError as e:
            if e.name is None or not path.startswith(e.name):
                raise
    return out


def _merged(suffix):
    words = {}
    for mod in catalogs(suffix):
        words.update(mod.WORDS)
    return types.SimpleNamespace(WORDS=words, suffix=suffix)


en = _merged("en")
fr = _merged("fr")
en_1897 = _merged("en_1897")
fr_1897 = _merged("fr_1897")
