"""The start screen of the device: seat 1 chooses what to play, so a Pi at
the table needs no keyboard. ◀ ▶ change the highlighted row, ● goes to the
next row, a long ● back to the previous one; ● on "start" starts. The other
seats' screens say who chooses.

Rows: the game (only when the device has more than one,
firmware.games.GAMES), the mode (the game's table, "play", then its other
modes), players (what the game allows and the seats wired), edition,
language, plantation tiles (shuffled by the device, or drawn by the
players), start. Once started, ``done`` is true and ``result`` is the
choice: {"game", "mode", "players", "edition", "language", "tiles"}.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.games import game as core_game
from firmware import catalog, games
from firmware.drawing import frame
from firmware.modes.seated import SeatedMode
from firmware.screens import start as screen

if TYPE_CHECKING:
    from PIL import Image


class StartScreen(SeatedMode):
    """The start screen for a device with ``seats`` seats; ``lang``,
    ``edition`` and ``players`` are the rows' first values."""

    def __init__(
        self, seats: int, lang: str = "en", edition: str = "classic", players: int | None = None
    ) -> None:
        super().__init__([catalog.text("seat_name", lang, n=i + 1) for i in range(seats)])
        rows: list[list] = []
        if len(games.GAMES) > 1:
            rows.append(["game", [g.id for g in games.GAMES], 0])
        rows += [
            ["mode", [], 0],
            ["players", [], 0],
            ["edition", ["classic", "1897"], 0 if edition == "classic" else 1],
            ["language", ["en", "fr"], 0 if lang == "en" else 1],
            ["tiles", ["shuffle", "physical"], 0],
            ["start", [None], 0],
        ]
        self._all = rows  # every row; ``rows``: those of the game chosen
        self.rows: list[list] = rows
        self._game_rows(players)
        self.row = 0

    def _get(self, key: str) -> list:
        for r in self._all:
            if r[0] == key:
                return r
        raise KeyError(key)

    def _game_rows(self, players: int | None = None) -> None:
        """The mode and players rows of the game now chosen."""
        game = games.get(self.value("game"))
        mode = self._get("mode")
        mode[1], mode[2] = game.mode_ids(), 0
        row = self._get("players")
        if players is None and row[1]:
            players = row[1][row[2]]
        row[1] = [n for n in core_game(game.id).PLAYERS if n <= self.seat_count]
        # the number asked for, else as many as the seats allow
        row[2] = row[1].index(players) if players in row[1] else len(row[1]) - 1
        # a game's own rows (edition, tiles) show only for that game; a
        # hidden row keeps its value
        own = set(o for g in games.GAMES for o in g.options)
        self.rows = [r for r in self._all if r[0] not in own or r[0] in game.options]

    @property
    def names(self) -> list[str]:
        """The seats' titles, in the language chosen."""
        return [catalog.text("seat_name", self.lang, n=i + 1) for i in range(self.seat_count)]

    def offers(self, key: str) -> list:
        """The values row ``key`` offers ("mode": the game's mode ids)."""
        return list(self._get(key)[1])

    @property
    def lang(self) -> str:
        return self.value("language")

    @property
    def edition(self) -> str:
        return self.value("edition")

    def value(self, key: str) -> Any:
        if key == "game" and len(games.GAMES) == 1:
            return games.GAMES[0].id
        name, values, i = self._get(key)
        return values[i]

    def choice(self) -> dict:
        """What the rows say now: {"game", "mode", "players", "edition",
        "language", "tiles"} (``result`` once started)."""
        out = dict((r[0], r[1][r[2]]) for r in self._all if r[0] != "start")
        out["game"] = self.value("game")
        return out

    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        if seat != 0 or self.done:
            return False
        row = self.rows[self.row]
        if what in ("left", "right"):
            row[2] = (row[2] + (1 if what == "right" else -1)) % len(row[1])
            if row[0] == "game":
                self._game_rows()
        elif what == "select":
            if row[0] == "start":
                self.done = True
                self.result = self.choice()
            else:
                self.row += 1
        elif what == "back":
            self.row = max(0, self.row - 1)
        else:
            return False
        return True

    # -- screens ----------------------------------------------------------
    def public_view(self) -> dict:
        """The rows as (name, value chosen) and the highlighted one."""
        return {"rows": [(r[0], r[1][r[2]]) for r in self.rows], "row": self.row, "names": self.names}

    def board_frame(self) -> Image.Image:
        return frame(screen.render_board, self.public_view(), self.lang, self.status)

    def seat_frame(self, s: int) -> Image.Image:
        return frame(screen.render_seat, self.public_view(), s, self.lang)
