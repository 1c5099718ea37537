"""Every word the device shows, looked up in one place.

Words are plain data: one module per language, each holding one dict
``WORDS`` (key -> text), and no code.

- ``firmware/lang/<lang>.py``: the device's own words, shared by every
  game (the start screen, the seat menu, undo, board problems).
- ``firmware/games/<game>/lang/<lang>.py``: a game's words, beside the
  game (names, short names, help pages, action and event sentences,
  prompts, the words of its modes).
- ``firmware/games/<game>/lang/<lang>_<edition>.py``: an edition's
  overlay, holding only the keys that edition says otherwise (Puerto
  Rico's ``fr_1897.py``).
- ``firmware/games/<game>/expansions/<name>/lang/<lang>.py`` (and its
  ``<lang>_<edition>.py``): an expansion's words, in its own folder, for
  each folder the game's ``expansions.FOLDERS`` lists (Puerto Rico's four).

Games are found by their package path, so a new game registers its words
by adding its ``lang`` folder: nothing here names a game. A missing module
is an empty catalog (English 1897 says nothing otherwise; a game may have
no French yet).

``text(key, lang, game, edition, **fields)`` looks ``key`` up in the
edition's overlay, then the game's catalog, then the shared one, in
``lang``; then the same three in English. An unknown key comes back as
itself. ``{field}`` is filled from ``fields``; a field not given is looked
up as a key itself, so a sentence may use any name of the game's words
("{colonists}": "colonists", "colons" or "ouvriers" depending on language
and edition); a field found nowhere stays as it was written.
"""

from __future__ import annotations

import importlib
from typing import Any

LANGUAGES = ("en", "fr")  # the languages with a shared catalog, menu order
DEFAULT = "en"

_tables = {}


def _module(path: str) -> dict:
    """The ``WORDS`` of module ``path``, or {} when there is no such module."""
    try:
        mod = importlib.import_module(path)
    except ModuleNotFoundError as e:
        if e.name is not None and path.startswith(e.name):
            return {}
        raise
    return mod.WORDS


def _folders(game: str) -> list[str]:
    """The packages of a game's words: its own, then each expansion's
    folder its registry lists (``expansions.FOLDERS``), if it has one."""
    base = "firmware.games." + game
    try:
        registry = importlib.import_module(base + ".expansions")
    except ModuleNotFoundError as e:
        if e.name is not None and (base + ".expansions").startswith(e.name):
            return [base]
        raise
    return [base] + [base + ".expansions." + name for name in registry.FOLDERS]


def _layers(lang: str, game: str | None, edition: str | None) -> list[dict]:
    """The catalogs of one language, lowest priority first: the shared
    words, the game's and its expansions', then their edition overlays."""
    layers = [_module("firmware.lang." + lang)]
    if game:
        folders = _folders(game)
        layers += [_module("%s.lang.%s" % (f, lang)) for f in folders]
        if edition:
            layers += [_module("%s.lang.%s_%s" % (f, lang, edition)) for f in folders]
    return layers


def _safe(part: object) -> str | None:
    # a language, game or edition becomes part of a module path: only
    # letters, digits and "_" may (a record file's edition is not trusted)
    if isinstance(part, str) and part and part.isascii() and ("x" + part).isidentifier():
        return part
    return None


def table(lang: str | None = DEFAULT, game: str | None = None, edition: str | None = None) -> dict:
    """Every text that ``text`` can find for ``lang``, ``game`` and
    ``edition`` as one dict (built once, then shared: do not change it)."""
    key = (lang, game, edition)
    got = _tables.get(key)
    if got is None:
        got = {}
        lang, game, edition = _safe(lang), _safe(game), _safe(edition)
        for lang_ in [DEFAULT] if lang in (None, DEFAULT) else [DEFAULT, lang]:
            for layer in _layers(lang_, game, edition):
                got.update(layer)
        _tables[key] = got
    return got


class _Fields(dict):
    """The fields given, and for any other field the text of that key."""

    def __init__(self, fields: dict, words: dict) -> None:
        dict.__init__(self, fields)
        self.words = words

    def __missing__(self, key: str) -> str:
        got = self.words.get(key)
        return got if got is not None else "{" + key + "}"


def text(
    key: str,
    lang: str | None = DEFAULT,
    game: str | None = None,
    edition: str | None = None,
    **fields: Any,
) -> str:
    """The text of ``key``: ``text("winner", "fr", name="Anne")`` ->
    "Anne gagne"; ``text("e_build", "fr", "puerto_rico", "1897", ...)``."""
    words = table(lang, game, edition)
    t = words.get(key)
    if t is None:
        return key
    if "{" not in t:
        return t
    return t.format_map(_Fields(fields, words))


def singular(n: object, lang: str | None) -> bool:
    """True when a count of ``n`` takes the singular noun in ``lang``:
    French for 0 and 1 ("0 carte"), English for 1 only."""
    if lang == "fr":
        return n in (0, 1, -1)
    return n == 1
