"""The games the device plays, each in its own folder here (its table, its
other modes, its screens), and this list, the one place that names them:
the start screen offers what it lists. Adding a game is adding its folder
and one line to GAMES; its rules are core.<id> (core.games).

Classes are named "module:Class" and imported when asked for, so reading
this list imports no game (and no game's words or screens).
"""

from __future__ import annotations

from importlib import import_module

PLAY = "play"  # the mode id of a game's table (a tracked game)
PR_OPTIONS = (("edition", ("classic", "1897")), ("tiles", ("shuffle", "physical")))


class Game:
    """A game of the device.

    :param id: the core's name of the game (core.games.GAMES).
    :param table: "module:Class" of its table: the tracked game's mode.
    :param modes: (mode id, "module:Class") of its other modes, in menu order.
    :param options: (option, values) the start screen offers for a new game,
        first value first: the first row before the language, the others
        after it. Puerto Rico's edition and tiles unless the game says.
    :param expansions: "module:NAME" of the tuple of expansions the core
        plays for this game (None: it has none); the start screen gives
        each an on/off row for a new game of the table.
    """

    def __init__(
        self,
        id: str,
        table: str,
        modes: tuple = (),
        options: tuple | None = None,
        expansions: str | None = None,
    ) -> None:
        self.id = id
        self.table = table
        self.modes = tuple(modes)
        self.options = PR_OPTIONS if options is None else tuple(options)
        self._expansions = expansions

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


_PR = "firmware.games.puerto_rico."
GAMES = (
    Game(
        "puerto_rico",
        _PR + "table:Table",
        (("counter", _PR + "modes.counter:Counter"), ("scoring", _PR + "modes.scoring:Scoring")),
        PR_OPTIONS,
        "core.puerto_rico.newbuildings:EXPANSIONS",
    ),
    Game(
        "san_juan",
        "firmware.games.san_juan.table:Table",
        options=(("variant", ("standard", "deal")),),  # core.san_juan.state.VARIANTS
    ),
    Game(
        "port_royal",
        "firmware.games.port_royal.table:Table",
        options=(("variant", ("standard", "expedition")),),
    ),
)


def get(game_id: str) -> Game:
    for g in GAMES:
        if g.id == game_id:
            return g
    raise KeyError("no game " + game_id + " on the device")
