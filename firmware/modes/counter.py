"""Counter mode: the device as a bank of counters for a game played without
the rules core (no referee). Each seat keeps its own numbers; the board adds
them up into what the whole table needs.

Seat screen (every seat), one highlighted row at a time:

- ``doubloons N``: the player's doubloons.
- ``VP chips N``: the player's VP chips (plus any VP written down after the
  chips ran out). Secret as in a tracked game: the number shows only on the
  seat's own screen, and only while the player holds < (peek); otherwise the
  row reads "VP chips: hold <". It can be changed blind, or with > while < is
  held.
- ``empty circles N``: the empty colonist circles on this player's buildings
  (city only, plantations and quarries do not count), set by each player
  after placing his colonists in a Mayor phase.
- seat 1 only, ``ship refilled N``: how many Mayor phases have ended. > on it
  means "this Mayor phase is over, everybody set his empty circles": the
  device takes the mayor's privilege colonist (if the supply has one) and
  the refill from the colonist supply; < undoes the last one.

Buttons: < = -1 and > = +1 on the highlighted row (never below 0),
o (select) = next row, long o (back) = previous row, holding < = peek.

Board screen:

- line 0: "counter", the number of players.
- ``VP chips left N``: the VP chip supply, the start count for the number of
  players and edition (core.puerto_rico.data.SETUP; 126 for 5 players in 1897) minus
  every seat's VP chips (0 at the least; VP past that are written down).
  The chips in the supply are public on the table, so this total is too.
- ``empty circles N``: the sum of the seats' empty circles.
- ``refill max(P,C) N``: how many colonists go on the colonist ship at the
  end of this Mayor phase: one per empty circle on all the buildings, but at
  least one per player (rules 5.2, step 4), and no more than the supply has.
- ``colonists left N``: the colonist supply: the start count of SETUP (the
  ship already holds its first P colonists) minus, per ended Mayor phase,
  the privilege colonist and the refill taken.
- ``ship refilled N``: the Mayor phases counted by seat 1.
- ``12 city spaces: end``: the third end trigger, which only the players
  can see (a city's 12th space built, a large building counts 2): a note.
- last line: device problems, else the end triggers already reached ("ends:
  VP chips out" when the supply is empty, "ends: colonists out" when a refill
  could not be made in full): the game ends at the end of this round.
"""

from core.puerto_rico import data
from firmware.screens import line, split
from firmware.games.puerto_rico.phrases import mode_text as t
from firmware.table import DeviceStatus
from firmware.modes import ModeFrames

ROWS = ("doubloons", "vp_chips", "circles")
ROWS_SEAT0 = ROWS + ("refilled",)


class CounterSeat:
    """One seat's counters and screen state."""

    def __init__(self, rows):
        self.rows = rows
        self.cursor = 0
        self.peek = False
        self.doubloons = 0
        self.vp_chips = 0
        self.circles = 0


class Counter(ModeFrames, DeviceStatus):
    """Counter mode for ``names`` (2-5 players)."""

    def __init__(self, names, lang="en", edition="classic"):
        n = len(names)
        if n not in data.SETUP:
            raise ValueError("counter mode: 2 to 5 players, not %d" % n)
        if edition not in data.EDITIONS:
            raise ValueError("counter mode: edition classic or 1897, not %s" % edition)
        self.names = list(names)
        self.lang = lang
        self.edition = edition
        setup = data.SETUP[n]
        self.vp_start = setup["vp_chips"]
        if n == 5 and edition == "1897":
            self.vp_start = data.VP_CHIPS_1897_5P
        self.colonists_start = setup["colonists"]
        self.seats = [CounterSeat(ROWS_SEAT0 if s == 0 else ROWS) for s in range(n)]
        self.refills = []       # per ended Mayor phase: (privilege, given, needed)
        self.status = []
        self.version = 0

    # -- the numbers the board shows ----------------------------------------
    def vp_left(self):
        return max(0, self.vp_start - sum(s.vp_chips for s in self.seats))

    def circles(self):
        return sum(s.circles for s in self.seats)

    def colonists_left(self):
        left = self.colonists_start
        for privilege, given, _ in self.refills:
            left -= privilege + given
        return left

    def refill(self):
        """Colonists for the ship now: max(players, empty circles)."""
        return max(len(self.seats), self.circles())

    def ends(self):
        """The end triggers reached (text keys)."""
        out = []
        if self.vp_left() == 0:
            out.append("end_vp")
        if any(given < needed for _, given, needed in self.refills):
            out.append("end_colonists")
        return out

    # -- input --------------------------------------------------------------
    def handle(self, ev):
        """Apply one button event; True when something visible changed."""
        seat, what = ev[0], ev[1]
        if not 0 <= seat < len(self.seats):
            return False
        changed = self._handle(self.seats[seat], what, ev[2] if len(ev) > 2 else None)
        if changed:
            self.version += 1
        return changed

    def _handle(self, ui, what, flag):
        if what == "peek":
            if ui.peek == bool(flag):
                return False
            ui.peek = bool(flag)
            return True
        n = len(ui.rows)
        if what == "select":
            ui.cursor = (ui.cursor + 1) % n
            return True
        if what == "back":
            ui.cursor = (ui.cursor - 1) % n
            return True
        if what not in ("left", "right"):
            return False
        row = ui.rows[ui.cursor]
        if row == "refilled":
            return self._refilled(what == "right")
        value = getattr(ui, row)
        new = value + 1 if what == "right" else max(0, value - 1)
        if new == value:
            return False
        setattr(ui, row, new)
        return True

    def _refilled(self, up):
        if not up:
            if not self.refills:
                return False
            self.refills.pop()
            return True
        left = self.colonists_left()
        privilege = 1 if left > 0 else 0
        left -= privilege
        needed = self.refill()
        self.refills.append((privilege, min(needed, left), needed))
        return True


    # -- screens ------------------------------------------------------------
    def _board(self, draw):
        lang = self.lang
        n = len(self.seats)
        line(draw, 0, split(t("counter", lang), str(n) + "p"), invert=True)
        line(draw, 1, split(t("vp_left", lang), str(self.vp_left())))
        line(draw, 2, split(t("circles", lang), str(self.circles())))
        refill = min(self.refill(), max(0, self.colonists_left() - 1))
        line(draw, 3, split(t("refill", lang, n=n, c=self.circles()), str(refill)))
        line(draw, 4, split(t("colonists_left", lang), str(self.colonists_left())))
        line(draw, 5, split(t("refilled", lang), str(len(self.refills))))
        line(draw, 6, t("city_note", lang))
        if self.status:
            line(draw, 7, self.status[0], invert=True)
        else:
            ends = self.ends()
            line(draw, 7, t(ends[0], lang) if ends else t("no_end", lang), invert=bool(ends))

    def row_text(self, s, row):
        ui = self.seats[s]
        lang = self.lang
        if row == "vp_chips":
            if not ui.peek:
                return t("vp_hidden", lang)
            return split(t("vp_chips", lang), str(ui.vp_chips))
        if row == "refilled":
            return split(t("refilled", lang), str(len(self.refills)))
        return split(t(row, lang), str(getattr(ui, row)))

    def _seat(self, draw, s):
        ui = self.seats[s]
        line(draw, 0, split(self.names[s], t("counter", self.lang)), invert=True)
        # the highlighted row last: its bar covers the next line's tall letters
        order = [i for i in range(len(ui.rows)) if i != ui.cursor] + [ui.cursor]
        for i in order:
            line(draw, 2 + i, self.row_text(s, ui.rows[i]), invert=(i == ui.cursor))
        line(draw, 7, t("counter_hint", self.lang))
