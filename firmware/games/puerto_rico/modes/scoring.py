"""Scoring mode: type in a finished Puerto Rico game's end state, each seat
its own sheet at the same time, and let the device score it with the
contract's scorer (core.scoring.score, shared/contracts/final-scoring.md).

Each seat walks through its fields; < and > change the highlighted one
by 1 (never below 0), held they step by 5 (a VP chip is worth 1 or 5,
and 5 is a page of the building list) and repeat while held
(drivers.buttons "hold" events), o (select) goes to the next field, a
long o (back) to the previous one:

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
- ``finish``: o finishes the sheet; the seat is done and waits for the
  others.

A seat is done (``status``) only once it has pressed o on ``finish``:
the board's "2/3 done", its line per seat and the seat's own screen all
read that one function. When every seat is done the device builds the
contract's sheet (the fields core.puerto_rico.endgame.sheet builds for a
tracked game) and scores it: the board ranks the players (the game's
final board screen) and each seat shows its own breakdown (the game's
final seat screen). A long o on a finished seat reopens its sheet (and
takes the scores down until it is done again).

``on_sheet(sheet, finished)``, when the session sets it, is told each
time the score goes up (every seat done: ``finished``) or down (a seat
reopened): the session stores the sheet in the journal
(firmware.journal.SheetWriter), so history lists it like a played game.

The screens are drawn by firmware.games.puerto_rico.screens.scoring from
``public_view()`` and each seat's sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from core.puerto_rico import data
from core.errors import BadInput
from core.scoring import score
from firmware.drawing import frame
from firmware.games.puerto_rico.screens import scoring as screen
from firmware.modes.seated import SeatedMode

if TYPE_CHECKING:
    from PIL import Image

FIELDS = (
    "vp_chips",
    "doubloons",
    "goods",
    "island",
    "island_colonists",
    "san_juan_colonists",
    "buildings",
    "finish",
)
NUMBERS = FIELDS[:6]
BUILDINGS = data.BASE_BUILDINGS
STEP = 5  # a held < or >: a VP chip of 5, a page of the building list


class SheetSeat:
    """One seat's end-of-game sheet and screen state."""

    def __init__(self) -> None:
        self.field = 0
        self.item = 0  # building list: 0 = "next field", k = BUILDINGS[k-1]
        self.done = False
        self.peek = False
        self.note: str | None = None  # a one-off message ("city full")
        self.values = dict((f, 0) for f in NUMBERS)
        self.buildings: dict[str, int] = {}  # id -> colonists on it

    def spaces(self) -> int:
        return sum(data.BUILDINGS[b]["spaces"] for b in self.buildings)


def status(ui: SheetSeat) -> str:
    """Where a seat is: "done", or the field it is typing in. The board's
    count, its line per seat and the seat's screen all come from here."""
    return "done" if ui.done else FIELDS[ui.field]


class Scoring(SeatedMode):
    """Scoring mode for ``names`` (2-5 players); only ``game="puerto_rico"``."""

    peeks = False  # a long ◀ steps down by 5; there is no secret to show

    def __init__(
        self, names: list[str], lang: str = "en", edition: str = "classic", game: str = "puerto_rico"
    ) -> None:
        if game != "puerto_rico":
            raise ValueError("scoring mode: only puerto_rico on the device, not %s" % game)
        if len(names) not in data.SETUP:
            raise ValueError("scoring mode: 2 to 5 players, not %d" % len(names))
        if edition not in data.EDITIONS:
            raise ValueError("scoring mode: edition classic or 1897, not %s" % edition)
        super().__init__(names)
        self.lang = lang
        self.edition = edition
        self.game = game
        self.seats = [SheetSeat() for _ in names]
        self.result = None
        self.error = None
        # told (sheet, finished) when the score goes up or down (the session's journal)
        self.on_sheet: Callable[[dict, bool], None] | None = None

    # -- the sheet ------------------------------------------------------------
    def sheet(self) -> dict:
        """The contract's input (the fields core.puerto_rico.endgame.sheet builds)."""
        players = []
        for name, ui in zip(self.names, self.seats):
            v = ui.values
            players.append(
                {
                    "name": name,
                    "vp_chips": v["vp_chips"],
                    "doubloons": v["doubloons"],
                    "goods": v["goods"],
                    "buildings": dict(ui.buildings),
                    "island": {"corn": v["island"]} if v["island"] else {},
                    "island_colonists": v["island_colonists"],
                    "san_juan_colonists": v["san_juan_colonists"],
                }
            )
        return {"game": "puerto_rico", "edition": self.edition, "expansions": [], "players": players}

    def done_count(self) -> int:
        return sum(1 for ui in self.seats if status(ui) == "done")

    def _rescore(self) -> None:
        had = self.result is not None
        self.result = None
        self.error = None
        if self.done_count() == len(self.seats):
            try:
                self.result = score(self.sheet())
            except BadInput as e:  # cannot happen with the limits above
                self.error = str(e)
        scored = self.result is not None
        if self.on_sheet is not None and scored != had:
            self.on_sheet(self.sheet(), scored)

    # -- input ----------------------------------------------------------------
    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        ui = self.seats[seat]
        note = ui.note
        ui.note = None  # a note lasts until the seat's next press
        changed = self._handle(ui, what, flag)
        return changed or note != ui.note

    def _handle(self, ui: SheetSeat, what: str, flag: bool | None) -> bool:
        if what == "peek":
            ui.peek = bool(flag)  # nothing secret here: no visible change
            return False
        if ui.done:
            if what == "back":  # reopen the sheet
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
            if field == "finish":
                ui.done = True
                self._rescore()
            else:
                ui.field += 1
            return True
        if what in ("left", "right") and field in NUMBERS:
            return self._step(ui, field, 1 if what == "right" else -1)
        return False

    def hold(self, seat: int, name: str, n: int) -> bool:
        """A held < or >: 5 down or up on a number, 5 rows in the
        building list; nothing on a done sheet or on "finish"."""
        ui = self.seats[seat]
        d = STEP if name == "right" else -STEP
        if ui.done:
            return False
        note = ui.note
        ui.note = None
        field = FIELDS[ui.field]
        if field in NUMBERS:
            changed = self._step(ui, field, d)
        elif field == "buildings":
            ui.item = (ui.item + d) % (len(BUILDINGS) + 1)
            changed = True
        else:
            changed = False
        return changed or note != ui.note

    def _step(self, ui: SheetSeat, field: str, d: int) -> bool:
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

    def _buildings_key(self, ui: SheetSeat, what: str) -> bool:
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
    def public_view(self) -> dict:
        """The little of a game view the final screens read, where each
        seat is in its sheet (``status``: a field, or "done") and how many
        are done."""
        players = []
        for name, ui in zip(self.names, self.seats):
            players.append({"name": name, "doubloons": ui.values["doubloons"], "status": status(ui)})
        return {"edition": self.edition, "governor": None, "players": players, "done": self.done_count()}

    def seat_view(self, s: int) -> dict:
        """Seat ``s``'s sheet as its screen lists it: the fields with their
        values (the buildings field: spaces used of the city's), the field
        being typed in, and the building list with each building's
        colonists (None: not owned) and capacity."""
        ui = self.seats[s]
        fields = []
        for f in FIELDS:
            if f in NUMBERS:
                fields.append((f, ui.values[f]))
            elif f == "buildings":
                fields.append((f, (ui.spaces(), data.CITY_SPACES)))
            else:
                fields.append((f, None))
        items = [(b, ui.buildings.get(b), data.BUILDINGS[b]["people"]) for b in BUILDINGS]
        return {
            "status": status(ui),
            "field": ui.field,
            "fields": fields,
            "numbers": len(NUMBERS),
            "item": ui.item,
            "items": items,
            "note": ui.note,
        }

    def board_frame(self) -> Image.Image:
        return frame(screen.render_board, self.public_view(), self.lang, self.status, self.result, self.error)

    def seat_frame(self, s: int) -> Image.Image:
        return frame(screen.render_seat, self.public_view(), s, self.seat_view(s), self.lang, self.result)
