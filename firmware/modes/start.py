"""The start screen of the device: seat 1 chooses what to play, so a Pi at
the table needs no keyboard. ◀ ▶ change the highlighted row, ● goes to the
next row, a long ● back to the previous one; ● on "start" starts. The other
seats' screens say who chooses.

Rows: the game (only when the device has more than one,
firmware.games.GAMES), the mode (the game's table, "play", then its other
modes), players (what the game allows and the seats wired), the game's
own options around the language (Puerto Rico: edition, language,
plantation tiles shuffled by the device or drawn by the players; San
Juan: its deal variant, language, the trading-house tiles likewise; Port
Royal: its end variant, language), for a game with expansions one on/off
row per expansion the mode takes (play: the core's list, so an expansion
the core adds gets its row; counter and scoring: their EXPANSIONS) and, with new buildings on, how the violet
buildings are chosen, then start. Three buttons per seat: an on/off row
per expansion is the one choice that reaches every combination without a
list of them. Once started, ``done`` is true and ``result`` is the choice:
{"game", "mode", "players", "language"} and the game's options
({"edition", "tiles"} for Puerto Rico, and "expansions", a list, and
"buildings" when new buildings is on), and "web" (on/off) when the web
extra is installed: the web page row, just before start. For a game's
table (play), the bots row (issue 34, docs/bots.md: off by default; on,
one row per seat follows it: a person, or the device's bot at a level,
firmware.bots.LEVELS) and the hints row (off by default): the choice's
"bots" (None when every seat is a person's, else one entry per seat,
None or a level) and "hints" (on/off).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from core.games import game as core_game
from firmware import bots, catalog, games
from firmware.drawing import frame
from firmware.modes.seated import SeatedMode
from firmware.screens import start as screen

if TYPE_CHECKING:
    from PIL import Image


ON, OFF = "on", "off"  # an expansion row's values
BUILDINGS = ("draft", "random", "base")  # new buildings: how the violet slots are filled
LAST = ("web", "start")  # the rows after every game's own: the web page, then start


class StartScreen(SeatedMode):
    """The start screen for a device with ``seats`` seats; ``lang``,
    ``edition`` and ``players`` are the rows' first values."""

    peeks = False  # nothing secret here: the legend shows no Shift+◀

    def __init__(
        self,
        seats: int,
        lang: str = "en",
        edition: str = "classic",
        players: int | None = None,
        expansions: tuple | list = (),
        buildings: str = "draft",
        web: bool | None = None,
        web_at: str = "",
        hints: bool = False,
    ) -> None:
        super().__init__([catalog.text("seat_name", lang, n=i + 1) for i in range(seats)])
        # the web page row (issue 24): None, no row (the web extra is not
        # installed); its first value, on when the server already runs
        self.web_at = web_at  # where the page will be while the row is on
        # called by start with the choice: None, or the catalog key of why
        # the page could not start (the start screen then stays)
        self.on_start: Any = None
        self.notice: str | None = None  # that one line, until a row changes
        self.rows: list[list] = []
        if len(games.GAMES) > 1:
            self.rows.append(["game", [g.id for g in games.GAMES], 0])
        self.rows += [
            ["mode", [], 0],
            ["players", [], 0],
            ["language", ["en", "fr"], 0 if lang == "en" else 1],
            ["start", [None], 0],
        ]
        if web is not None:
            self.rows.insert(-1, ["web", [OFF, ON], 1 if web else 0])
        self._first = {"edition": edition}  # the options' first values asked for
        for e in expansions:
            self._first[e] = ON
        self._first["buildings"] = buildings
        self._first["hints"] = ON if hints else OFF  # --hints: the hints row's first value
        self._game_rows(players)
        self.row = 0

    def _get(self, key: str) -> list:
        for r in self.rows:
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
        # the game's own options (firmware.games.Game.options): the first
        # before the language, the others after it
        fixed = ("game", "mode", "players", "language", "web", "start")
        self.rows = [r for r in self.rows if r[0] in fixed]
        at = [r[0] for r in self.rows].index("language")
        for k, (name, values) in enumerate(game.options):
            first = self._first.get(name)
            i = list(values).index(first) if first in values else 0
            self.rows.insert(at + (0 if k == 0 else 1 + k), [name, list(values), i])
        self._expansion_rows()

    def _expansion_rows(self) -> None:
        """The on/off row of each expansion the chosen mode takes and,
        with new buildings on (play only), the buildings row, just before
        start."""
        for r in self.rows:
            if r[0] in self._expansion_keys():
                self._first[r[0]] = r[1][r[2]]  # kept while the row is hidden
        keep = [r for r in self.rows if r[0] not in self._expansion_keys()]
        extra = []
        for e in self._offered():
            on = self._first.get(e) == ON
            extra.append([e, [OFF, ON], 1 if on else 0])
            if e == "new_buildings" and on and self.value("mode") == games.PLAY:
                first = self._first.get("buildings")
                extra.append(
                    ["buildings", list(BUILDINGS), BUILDINGS.index(first) if first in BUILDINGS else 0]
                )
        last = [r for r in keep if r[0] in LAST]
        self.rows = [r for r in keep if r[0] not in LAST] + extra + last
        self._seat_rows()

    def _seat_rows(self) -> None:
        """For the game's table: a row per seat of the players chosen (a
        person, or a bot at a level) and the hints row, just before the
        web page and start (issue 34)."""
        for r in self.rows:
            if _seat_row(r[0]):
                self._first[r[0]] = r[1][r[2]]  # kept while the row is hidden
        keep = [r for r in self.rows if not _seat_row(r[0])]
        extra = []
        if self.value("mode") == games.PLAY:
            on = self._first.get("bots") == ON
            extra.append(["bots", [OFF, ON], 1 if on else 0])
            values = [bots.PERSON] + list(bots.LEVELS)
            for k in range(self.value("players") if on else 0):
                key = "seat_%d" % (k + 1)
                first = self._first.get(key)
                extra.append([key, list(values), values.index(first) if first in values else 0])
            extra.append(["hints", [OFF, ON], 1 if self._first.get("hints") == ON else 0])
        last = [r for r in keep if r[0] in LAST]
        self.rows = [r for r in keep if r[0] not in LAST] + extra + last
        self.row = min(getattr(self, "row", 0), len(self.rows) - 1)

    def _offered(self) -> list[str]:
        """The expansions the chosen mode takes, in the core's order: every
        one for play, those a counter or scoring mode declares (its class's
        ``EXPANSIONS``) for the others."""
        game = games.get(self.value("game"))
        names = game.expansions()
        mode = self.value("mode")
        if mode == games.PLAY or not names:
            return list(names)
        takes = getattr(game.mode(mode), "EXPANSIONS", ())
        return [e for e in names if e in takes]

    def _expansion_keys(self) -> list[str]:
        return list(games.get(self.value("game")).expansions()) + ["buildings"]

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
        """The edition chosen (its words on the screens); classic when the
        game has no edition row."""
        if "edition" not in [r[0] for r in self.rows]:
            return "classic"
        return self.value("edition")

    def value(self, key: str) -> Any:
        if key == "game" and len(games.GAMES) == 1:
            return games.GAMES[0].id
        name, values, i = self._get(key)
        return values[i]

    def choice(self) -> dict:
        """What the rows say now: {"game", "mode", "players", "language"}
        and the game's options (``result`` once started); the expansions
        on, as a list, for a game that has some."""
        out = dict((r[0], r[1][r[2]]) for r in self.rows if r[0] != "start")
        out["game"] = self.value("game")
        names = games.get(out["game"]).expansions()
        for e in names:
            if e not in self._offered():
                out.pop(e, None)
        if self._offered():
            out["expansions"] = [e for e in self._offered() if out.pop(e, OFF) == ON]
        seats = sorted((k for k in out if k.startswith("seat_")), key=lambda k: int(k[5:]))
        chosen = [out.pop(k) for k in seats]
        chosen = [None if v == bots.PERSON else v for v in chosen]
        if out.get("mode", games.PLAY) == games.PLAY:
            out["bots"] = chosen if out.get("bots") == ON and any(chosen) else None
            out.setdefault("hints", OFF)
        return out

    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        if seat != 0 or self.done:
            return False
        row = self.rows[self.row]
        if what in ("left", "right"):
            self.notice = None
            row[2] = (row[2] + (1 if what == "right" else -1)) % len(row[1])
            if row[0] == "game":
                self._game_rows()
            elif row[0] == "mode" or row[0] == "new_buildings":
                self._expansion_rows()
            elif row[0] in ("players", "bots"):
                self._seat_rows()
        elif what == "select":
            if row[0] == "start":
                chosen = self.choice()
                self.notice = self.on_start(chosen) if self.on_start is not None else None
                if self.notice is None:
                    self.done = True
                    self.result = chosen
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
        rows = [(r[0], r[1][r[2]]) for r in self.rows]
        web = self.web_at if ("web", ON) in rows else ""
        return {"rows": rows, "row": self.row, "names": self.names, "web": web, "notice": self.notice}

    def board_frame(self) -> Image.Image:
        return frame(screen.render_board, self.public_view(), self.lang, self.status)

    def seat_frame(self, s: int) -> Image.Image:
        return frame(screen.render_seat, self.public_view(), s, self.lang)


def _seat_row(key: str) -> bool:
    """A seat's row (a person or a bot) or the hints row (issue 34)."""
    return key in ("bots", "hints") or key.startswith("seat_")
