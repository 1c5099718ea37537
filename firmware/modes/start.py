"""The start screen of the device: seat 1 chooses what to play, so a Pi at
the table needs no keyboard. ◀ ▶ change the highlighted row, ● goes to the
next row, a long ● back to the previous one; ● on "start" starts. The other
seats' screens say who chooses.

Rows: mode (game, counter, scoring), players (2 to the seats wired),
edition, language, plantation tiles (shuffled by the device, or drawn by
the players), start. Once started, ``done`` is true and ``result`` is the
choice: {"mode", "players", "edition", "language", "tiles"}.
"""

from firmware.drawing import frame
from firmware.modes.seated import SeatedMode
from firmware.screens import start as screen

MODES = ("play", "counter_mode", "scoring_mode")


class StartScreen(SeatedMode):
    """The start screen for a device with ``seats`` seats; ``lang``,
    ``edition`` and ``players`` are the rows' first values."""

    def __init__(self, seats, lang="en", edition="classic", players=None):
        super().__init__(["Seat " + str(i + 1) for i in range(seats)])
        self.rows = [
            ["mode", list(MODES), 0],
            ["players", list(range(2, seats + 1)), 0],
            ["edition", ["classic", "1897"], 0 if edition == "classic" else 1],
            ["language", ["en", "fr"], 0 if lang == "en" else 1],
            ["tiles", ["shuffle", "physical"], 0],
            ["start", [None], 0],
        ]
        if players in self.rows[1][1]:
            self.rows[1][2] = self.rows[1][1].index(players)
        else:
            self.rows[1][2] = len(self.rows[1][1]) - 1
        self.row = 0

    @property
    def lang(self):
        return self.value("language")

    @property
    def edition(self):
        return self.value("edition")

    def value(self, key):
        for name, values, i in self.rows:
            if name == key:
                return values[i]
        raise KeyError(key)

    def choice(self):
        """What the rows say now: {"mode", "players", "edition",
        "language", "tiles"} (``result`` once started)."""
        return dict((r[0], r[1][r[2]]) for r in self.rows if r[0] != "start")

    def press(self, seat, what, flag):
        if seat != 0 or self.done:
            return False
        row = self.rows[self.row]
        if what in ("left", "right"):
            row[2] = (row[2] + (1 if what == "right" else -1)) % len(row[1])
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
    def public_view(self):
        """The rows as (name, value chosen) and the highlighted one."""
        return {"rows": [(r[0], r[1][r[2]]) for r in self.rows], "row": self.row,
                "names": self.names}

    def board_frame(self):
        return frame(screen.render_board, self.public_view(), self.lang, self.status)

    def seat_frame(self, s):
        return frame(screen.render_seat, self.public_view(), s, self.lang)
