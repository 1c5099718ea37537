"""Scoring mode: type in a finished Puerto Rico game's end state, each seat
its own sheet at the same time, and let the device score it with the
contract's scorer (core.scoring.score, shared/contracts/final-scoring.md).

Each seat walks through its fields; < and > change the highlighted one
(never below 0), o (select) goes to the next field, a long o (back) to the
previous one:

- ``VP chips``: the VP chips, plus the VP written down after they ran out.
- ``doubloons`` and ``barrels`` (goods held): the tie-break.
- ``island tiles``: plantations and quarries, 0-12. In the base game only
  their number scores (the residence), so the sheet lists them as one kind.
- ``island colonists``: colonists on them (at most one per tile).
- ``San Juan``: colonists left unplaced.
- ``buildings``: a list of the base buildings (board order). < and >
  scroll it; o on a building cycles it: not owned "-" -> owned, empty
  "0/3" -> one colonist "1/3" -> ... -> full -> not owned again. A building
  that does not fit the 12 city spaces any more cannot be added ("city
  full"). The list starts (and ends, it wraps) on "o: next field": o there
  goes on to the next field.
- ``done``: o finishes the sheet; the seat waits for the others.

When every seat is done the device builds the contract's sheet (the fields
core.puerto_rico.endgame.sheet builds for a tracked game) and scores it: the board
ranks the players (the game's final board screen) and each seat shows its
own breakdown (the game's final seat screen). A long o on a finished seat
reopens its sheet (and takes the scores down until it is done again).
"""

from core.puerto_rico import data
from core.errors import BadInput
from core.scoring import score
from firmware.games.puerto_rico import phrases
from firmware.screens import line, split, board as board_screen, seat as seat_screen
from firmware.games.puerto_rico.phrases import mode_text as t
from firmware.table import DeviceStatus
from firmware.modes import ModeFrames

FIELDS = ("vp_chips", "doubloons", "goods", "island", "island_colonists",
          "san_juan_colonists", "buildings", "done")
NUMBERS = FIELDS[:6]
BUILDINGS = data.BASE_BUILDINGS
LIST_ROWS = 5       # building list lines on a seat screen
FIELD_ROWS = 6      # field lines on a seat screen


class SheetSeat:
    """One seat's end-of-game sheet and screen state."""

    def __init__(self):
        self.field = 0
        self.item = 0           # building list: 0 = "next field", k = BUILDINGS[k-1]
        self.done = False
        self.peek = False
        self.note = None        # a one-off message ("city full")
        self.values = dict((f, 0) for f in NUMBERS)
        self.buildings = {}     # id -> colonists on it

    def spaces(self):
        return sum(data.BUILDINGS[b]["spaces"] for b in self.buildings)


class Scoring(ModeFrames, DeviceStatus):
    """Scoring mode for ``names`` (2-5 players); only ``game="puerto_rico"``."""

    def __init__(self, names, lang="en", edition="classic", game="puerto_rico"):
        if game != "puerto_rico":
            raise ValueError("scoring mode: only puerto_rico on the device, not %s" % game)
        if len(names) not in data.SETUP:
            raise ValueError("scoring mode: 2 to 5 players, not %d" % len(names))
        if edition not in data.EDITIONS:
            raise ValueError("scoring mode: edition classic or 1897, not %s" % edition)
        self.names = list(names)
        self.lang = lang
        self.edition = edition
        self.game = game
        self.seats = [SheetSeat() for _ in names]
        self.result = None
        self.error = None
        self.status = []
        self.version = 0

    # -- the sheet ------------------------------------------------------------
    def sheet(self):
        """The contract's input (the fields core.puerto_rico.endgame.sheet builds)."""
        players = []
        for name, ui in zip(self.names, self.seats):
            v = ui.values
            players.append({
                "name": name, "vp_chips": v["vp_chips"],
                "doubloons": v["doubloons"], "goods": v["goods"],
                "buildings": dict(ui.buildings),
                "island": {"corn": v["island"]} if v["island"] else {},
                "island_colonists": v["island_colonists"],
                "san_juan_colonists": v["san_juan_colonists"],
            })
        return {"game": "puerto_rico", "edition": self.edition,
                "expansions": [], "players": players}

    def _rescore(self):
        self.result = None
        self.error = None
        if all(ui.done for ui in self.seats):
            try:
                self.result = score(self.sheet())
            except BadInput as e:      # cannot happen with the limits above
                self.error = str(e)

    # -- input ----------------------------------------------------------------
    def handle(self, ev):
        """Apply one button event; True when something visible changed."""
        seat, what = ev[0], ev[1]
        if not 0 <= seat < len(self.seats):
            return False
        ui = self.seats[seat]
        note = ui.note
        ui.note = None
        changed = self._handle(ui, what, ev[2] if len(ev) > 2 else None)
        changed = changed or note != ui.note
        if changed:
            self.version += 1
        return changed

    def _handle(self, ui, what, flag):
        if what == "peek":
            ui.peek = bool(flag)     # nothing secret here: no visible change
            return False
        if ui.done:
            if what == "back":       # reopen the sheet
                ui.done = False
                ui.field = 0
                self._rescore()
                return True
            return False
        field = FIELDS[ui.field]
        if what == "back":
            if ui.field == 0:
                return False
            ui.field -= 1
            ui.item = 0
            return True
        if field == "buildings":
            return self._buildings_key(ui, what)
        if what == "select":
            if field == "done":
                ui.done = True
                self._rescore()
            else:
                ui.field += 1
            return True
        if what in ("left", "right") and field in NUMBERS:
            return self._step(ui, field, 1 if what == "right" else -1)
        return False

    def _step(self, ui, field, d):
        v = ui.values
        top = None
        if field == "island":
            top = data.ISLAND_SPACES
        elif field == "island_colonists":
            top = v["island"]
        new = max(0, v[field] + d)
        if top is not None:
            new = min(new, top)
        if new == v[field]:
            return False
        v[field] = new
        if v["island_colonists"] > v["island"]:
            v["island_colonists"] = v["island"]
        return True

    def _buildings_key(self, ui, what):
        n = len(BUILDINGS) + 1
        if what in ("left", "right"):
            ui.item = (ui.item + (1 if what == "right" else -1)) % n
            return True
        if what != "select":
            return False
        if ui.item == 0:
            ui.field += 1
            return True
        b = BUILDINGS[ui.item - 1]
        cap = data.BUILDINGS[b]["people"]
        if b not in ui.buildings:
            if ui.spaces() + data.BUILDINGS[b]["spaces"] > data.CITY_SPACES:
                ui.note = "city_full"
                return True
            ui.buildings[b] = 0
        elif ui.buildings[b] < cap:
            ui.buildings[b] += 1
        else:
            del ui.buildings[b]
        return True


    # -- screens --------------------------------------------------------------
    def view(self):
        """The little of a game view the final screens read."""
        return {"edition": self.edition, "governor": None,
                "players": [{"name": self.names[i],
                             "doubloons": self.seats[i].values["doubloons"]}
                            for i in range(len(self.names))]}

    def _board(self, draw):
        lang = self.lang
        if self.result is not None:
            # the game's final board screen (ranking and bars)
            return board_screen._final(draw, self.view(), lang, self.result)
        k = sum(1 for ui in self.seats if ui.done)
        line(draw, 0, split(t("scoring", lang), t("done_n", lang, k=k, n=len(self.seats))),
             invert=True)
        for i in range(len(self.seats)):
            ui = self.seats[i]
            what = t("done", lang) if ui.done else t(FIELDS[ui.field], lang)
            line(draw, 1 + i, split(self.names[i], what))
        if self.status:
            line(draw, 7, self.status[0], invert=True)
        elif self.error:
            line(draw, 7, self.error, invert=True)
        else:
            line(draw, 7, t("all_seats", lang))

    def field_text(self, s, field):
        ui = self.seats[s]
        if field == "done":
            return t("done", self.lang)
        if field == "buildings":
            return split(t("buildings", self.lang),
                         "%d/%d" % (ui.spaces(), data.CITY_SPACES))
        return split(t(field, self.lang), str(ui.values[field]))

    def item_text(self, s, k):
        """Line ``k`` of the building list (0: "next field")."""
        if k == 0:
            return t("next_field", self.lang)
        ui = self.seats[s]
        b = BUILDINGS[k - 1]
        state = "-"
        if b in ui.buildings:
            state = "%d/%d" % (ui.buildings[b], data.BUILDINGS[b]["people"])
        name = phrases.name(b, self.lang, self.edition)
        if len(name) + 1 + len(state) > 21:
            name = phrases.short(b, self.lang, self.edition)
        return split(name, state)

    def _seat(self, draw, s):
        ui = self.seats[s]
        lang = self.lang
        if self.result is not None:
            # the game's final seat screen (the breakdown), without going
            # through seat.render, which reads a game seat's menu state
            return seat_screen._final(draw, self.view(), s, lang, self.result)
        if ui.done:
            line(draw, 0, split(self.names[s], t("done", lang)), invert=True)
            for i in range(len(NUMBERS) + 1):
                line(draw, 1 + i, self.field_text(s, FIELDS[i]))
            line(draw, 7, t("reopen", lang))
            return
        line(draw, 0, split(self.names[s], "%d/%d" % (ui.field + 1, len(FIELDS))), invert=True)
        if FIELDS[ui.field] == "buildings":
            return self._list(draw, s, ui)
        first = ui.field - FIELD_ROWS + 1 if ui.field >= FIELD_ROWS else 0
        # the highlighted row last: its bar covers the next line's tall letters
        rows = [i for i in range(first, min(len(FIELDS), first + FIELD_ROWS)) if i != ui.field]
        for i in rows + [ui.field]:
            line(draw, 1 + i - first, self.field_text(s, FIELDS[i]), invert=(i == ui.field))
        hint = "done_hint" if FIELDS[ui.field] == "done" else "field_hint"
        line(draw, 7, t(hint, lang))

    def _list(self, draw, s, ui):
        lang = self.lang
        line(draw, 1, self.field_text(s, "buildings"))
        n = len(BUILDINGS) + 1
        first = ui.item - LIST_ROWS + 1 if ui.item >= LIST_ROWS else 0
        rows = [k for k in range(first, min(n, first + LIST_ROWS)) if k != ui.item]
        for k in rows + [ui.item]:
            line(draw, 2 + k - first, self.item_text(s, k), invert=(k == ui.item))
        line(draw, 7, t(ui.note, lang) if ui.note else t("build_hint", lang), invert=bool(ui.note))
