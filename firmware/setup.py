"""The start screen of the device: seat 1 chooses what to play, so a Pi at
the table needs no keyboard. ◀ ▶ change the highlighted row, ● goes to the
next row; ● on "start" starts. The other seats' screens say who chooses.

Rows: mode (game, counter, scoring), players (2 to the seats wired),
edition, language, plantation tiles (shuffled by the device, or drawn by
the players), start.
"""

from firmware import catalog
from firmware.screens import frame, line, split
from firmware.table import DeviceStatus
from firmware.modes import ModeFrames

MODES = ("play", "counter_mode", "scoring_mode")


class Setup(ModeFrames, DeviceStatus):
    def __init__(self, seats, lang="en", edition="classic", players=None):
        self.seats = [None] * seats
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
        self.done = False
        self.version = 0
        self.status = []

    @property
    def lang(self):
        return self.value("language")

    @property
    def names(self):
        """The seats' titles, in the language chosen."""
        return [catalog.text("seat_name", self.lang, n=i + 1) for i in range(len(self.seats))]

    def value(self, key):
        for name, values, i in self.rows:
            if name == key:
                return values[i]
        raise KeyError(key)

    def choice(self):
        """{"mode", "players", "edition", "language", "tiles"}"""
        return dict((r[0], r[1][r[2]]) for r in self.rows if r[0] != "start")

    def handle(self, ev):
        if ev[0] != 0 or self.done or len(ev) > 2:
            return False
        row = self.rows[self.row]
        if ev[1] in ("left", "right"):
            row[2] = (row[2] + (1 if ev[1] == "right" else -1)) % len(row[1])
        elif ev[1] == "select":
            if row[0] == "start":
                self.done = True
            else:
                self.row += 1
        elif ev[1] == "back":
            self.row = max(0, self.row - 1)
        else:
            return False
        self.version += 1
        return True

    def _label(self, name, value):
        lang = self.lang
        if name == "mode":
            return catalog.text(value, lang)
        if name == "edition":
            return catalog.text("classic" if value == "classic" else "edition_1897", lang)
        if name == "language":
            return catalog.text("language_name", value)   # each language in its own words
        if name == "tiles":
            return catalog.text(value, lang)
        return str(value)

    def _board(self, draw):
        line(draw, 0, catalog.text("title", self.lang), invert=True)
        for i, (name, values, k) in enumerate(self.rows):
            if name == "start":
                text = catalog.text("start", self.lang)
            else:
                text = split(catalog.text(name, self.lang), self._label(name, values[k]))
            line(draw, 1 + i, text, invert=(i == self.row))
        if self.status:
            line(draw, 7, self.status[0], invert=True)

    def _seat(self, draw, s):
        line(draw, 0, self.names[s], invert=True)
        if s == 0:
            line(draw, 2, catalog.text("setup_next", self.lang))
            line(draw, 3, catalog.text("setup_start", self.lang))
        else:
            line(draw, 2, catalog.text("waiting", self.lang, name=self.names[0]))
