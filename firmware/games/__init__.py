"""The games the device plays, each in its own folder here (its table, its
other modes, its screens, its words with its title), and this list, the
one place that names them: the start screen offers what it lists. Adding
a game is adding its folder and one line to GAMES; its rules are
core.<id> (core.games). Paths in a line are the game's own: its table is
``table:Table`` of its folder unless it says, its modes are in its folder,
its expansions in its rules' package.

Classes are named "module:Class" and imported when asked for, so reading
this list imports no game (and no game's words or screens).
"""

from __future__ import annotations

from importlib import import_module

from firmware import catalog

PLAY = "play"  # the mode id of a game's table (a tracked game)
PR_OPTIONS = (("edition", ("classic", "1897")), ("tiles", ("shuffle", "physical")))


class Game:
    """A game of the device.

    :param id: the core's name of the game (core.games.NAMES): its folder here.
    :param modes: (mode id, "module:Class" in the game's folder) of its
        other modes, in menu order.
    :param options: (option, values) the start screen offers for a new game,
        first value first: the first row before the language, the others
        after it. None unless the game says (Puerto Rico: PR_OPTIONS).
    :param expansions: "module:NAME" (in core.<id>) of the tuple of
        expansions the core plays for this game (None: it has none); the start screen gives
        each an on/off row for a new game of the table.
    """

    def __init__(
        self,
        id: str,
        modes: tuple = (),
        options: tuple = (),
        expansions: str | None = None,
    ) -> None:
        self.id = id
        self.table = "firmware.games.%s.table:Table" % id
        self.modes = tuple((m, "firmware.games.%s.%s" % (id, path)) for m, path in modes)
        self.options = tuple(options)
        self._expansions = "core.%s.%s" % (id, expansions) if expansions else None

    @property
    def has_expansions(self) -> bool:
        """The game has expansions (the core's list, not loaded here)."""
        return self._expansions is not None

    def expansions(self) -> tuple:
        """The expansions the core plays for this game, in header order
        (the core's list: an expansion added there gets its row)."""
        return tuple(_load(self._expansions)) if self._expansions else ()

    def mode_ids(self) -> list[str]:
        """What the start screen offers for this game: play, then the others."""
        return [PLAY] + [m for m, _ in self.modes]

    def mode(self, mode_id: str) -> type:
        """The class of mode ``mode_id`` ("play": the table)."""
        if mode_id == PLAY:
            return _load(self.table)
        for m, path in self.modes:
            if m == mode_id:
                return _load(path)
        raise KeyError("%s has no mode %s" % (self.id, mode_id))


def _load(path: str) -> type:
    module, name = path.split(":")
    return getattr(import_module(module), name)


# one line a game, in menu order
GAMES = (
    Game(
        "puerto_rico",
        (("counter", "modes.counter:Counter"), ("scoring", "modes.scoring:Scoring")),
        PR_OPTIONS,
        "data:EXPANSIONS",
    ),
    # core.san_juan.state.VARIANTS, TILE_MODES (the trading-house tiles)
    Game("san_juan", options=(("variant", ("standard", "deal")), ("tiles", ("shuffle", "physical")))),
    Game("port_royal", options=(("variant", ("standard", "expedition")),)),
)


def with_mode(mode_id: str) -> Game:
    """The first game that has mode ``mode_id`` ("counter", "scoring": the
    commands of that name play it)."""
    for g in GAMES:
        if mode_id in g.mode_ids():
            return g
    raise KeyError("no game on the device has a mode " + mode_id)


def get(game_id: str) -> Game:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError("no game " + game_id + " on the device")


def title(game_id: object, lang: str = "en") -> str | None:
    """The title of game ``game_id`` in ``lang``, from its own words; None
    for a game not on the device (a journal's row may name any)."""
    for g in GAMES:
        if g.id == game_id:
            return catalog.text("game_name", lang, g.id)
    return None
