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
  With new_buildings the cloister counts sets of one kind, so the island
  is typed kind by kind: corn, indigo, sugar, tobacco, coffee, quarries,
  forests (12 tiles in all).
- ``island colonists``: colonists on them (at most one per tile; a forest
  holds nobody).
- ``San Juan``: colonists left unplaced.
- ``buildings``: a list of the base buildings (board order), then those
  of the expansions chosen (new_buildings' 14, nobles' 8). < and >
  scroll it; o on a building cycles it: not owned "-" -> owned, empty
  "0/3" -> one colonist "1/3" -> ... -> full -> not owned again. A building
  that does not fit the 12 city spaces any more cannot be added ("city
  full"). The list starts (and ends, it wraps) on "o: next field": o there
  goes on to the next field. The statue holds nobody: owned "0/0".
- ``nobles`` (with nobles): how many of the people counted above are
  nobles (at most all of them: the central plaza and each noble score).
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

``expansions``: those the final-scoring contract scores
(``EXPANSIONS``: new_buildings, nobles); the sheet names them, so the
result equals ``doubloon score`` of the same sheet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from core.puerto_rico import data
from core.errors import BadInput
from core.scoring import score
from core.puerto_rico.scoring import PR_EXPANSIONS
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
EXPANSIONS = PR_EXPANSIONS  # the ones the contract scores, in its order
# new_buildings: the island kind by kind (the cloister's sets), field ids
# "tile_<id>" so no field is mistaken for a good
TILES = (
    "tile_corn",
    "tile_indigo",
    "tile_sugar",
    "tile_tobacco",
    "tile_coffee",
    "tile_quarry",
    "tile_forest",
)
assert TILES == tuple("tile_" + k for k in data.ISLAND_TILES)


def fields_of(expansions) -> tuple:
    """The sheet's fields, in the order the seats type them."""
    island = TILES if "new_buildings" in expansions else ("island",)
    out = FIELDS[:3] + island + FIELDS[4:7]
    if "nobles" in expansions:
        out += ("nobles",)  # after the buildings: nobles sit on them too
    return out + ("finish",)


def buildings_of(expansions) -> tuple:
    """The building list: the base buildings, then each expansion's."""
    return tuple(
        b for b in data.BUILDING_ORDER if data.building(b)["expansion"] in ("base",) + tuple(expansions)
    )


class SheetSeat:
    """One seat's end-of-game sheet and screen state."""

    def __init__(self, fields: tuple = FIELDS) -> None:
        self.fields = fields
        self.field = 0
        self.item = 0  # building list: 0 = "next field", k = BUILDINGS[k-1]
        self.done = False
        self.peek = False
        self.note: str | None = None  # a one-off message ("city full")
        self.values = dict((f, 0) for f in fields if f not in ("buildings", "finish"))
        self.buildings: dict[str, int] = {}  # id -> colonists on it

    def spaces(self) -> int:
        return sum(data.building(b)["spaces"] for b in self.buildings)

    def tiles(self, workable: bool = False) -> int:
        """Island tiles; ``workable``: those a colonist can work (no forest)."""
        v = self.values
        if "island" in v:
            return v["island"]
        return sum(v[f] for f in TILES if not (workable and f == "tile_forest"))

    def people(self) -> int:
        """Everybody the player owns: the fortress's and the nobles' count."""
        v = self.values
        return v["island_colonists"] + v["san_juan_colonists"] + sum(self.buildings.values())

    def fit(self) -> None:
        """What a change above made impossible, brought back in range:
        colonists on tiles that are gone, nobles among people who are."""
        v = self.values
        v["island_colonists"] = min(v["island_colonists"], self.tiles(workable=True))
        if "nobles" in v:
            v["nobles"] = min(v["nobles"], self.people())


def status(ui: SheetSeat) -> str:
    """Where a seat is: "done", or the field it is typing in. The board's
    count, its line per seat and the seat's screen all come from here."""
    return "done" if ui.done else ui.fields[ui.field]


class Scoring(SeatedMode):
    """Scoring mode for ``names`` (2-5 players); only ``game="puerto_rico"``."""

    peeks = False  # a long ◀ steps down by 5; there is no secret to show
    shift_keys = "keys_shift_scoring"
    EXPANSIONS = EXPANSIONS  # those it takes (the session keeps only these)

    def __init__(
        self,
        names: list[str],
        lang: str = "en",
        edition: str = "classic",
        game: str = "puerto_rico",
        expansions: tuple | list = (),
    ) -> None:
        if game != "puerto_rico":
            raise ValueError("scoring mode: only puerto_rico on the device, not %s" % game)
        if len(names) not in data.SETUP:
            raise ValueError("scoring mode: 2 to 5 players, not %d" % len(names))
        if edition not in data.EDITIONS:
            raise ValueError("scoring mode: edition classic or 1897, not %s" % edition)
        for e in expansions:
            if e not in EXPANSIONS:
                raise ValueError("scoring mode: expansions %s only, not %s" % (", ".join(EXPANSIONS), e))
        super().__init__(names)
        self.lang = lang
        self.edition = edition
        self.game = game
        self.expansions = [e for e in EXPANSIONS if e in expansions]  # the contract's order
        self.fields = fields_of(self.expansions)
        self.building_list = buildings_of(self.expansions)
        self.seats = [SheetSeat(self.fields) for _ in names]
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
            if "island" in v:  # one kind: only the number scores
                island = {"corn": v["island"]} if v["island"] else {}
            else:
                island = dict((f[5:], v[f]) for f in TILES if v[f])
            p = {
                "name": name,
                "vp_chips": v["vp_chips"],
                "doubloons": v["doubloons"],
                "goods": v["goods"],
                "buildings": dict(ui.buildings),
                "island": island,
                "island_colonists": v["island_colonists"],
                "san_juan_colonists": v["san_juan_colonists"],
            }
            if "nobles" in v:
                p["nobles"] = v["nobles"]
            players.append(p)
        return {
            "game": "puerto_rico",
            "edition": self.edition,
            "expansions": list(self.expansions),
            "players": players,
        }

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
        field = ui.fields[ui.field]
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
        if what in ("left", "right") and field in ui.values:
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
        field = ui.fields[ui.field]
        if field in ui.values:
            changed = self._step(ui, field, d)
        elif field == "buildings":
            ui.item = (ui.item + d) % (len(self.building_list) + 1)
            changed = True
        else:
            changed = False
        return changed or note != ui.note

    def _step(self, ui: SheetSeat, field: str, d: int) -> bool:
        v = ui.values
        top = None
        if field == "island" or field in TILES:  # 12 island spaces in all
            top = data.ISLAND_SPACES - ui.tiles() + v[field]
        elif field == "island_colonists":
            top = ui.tiles(workable=True)
        elif field == "nobles":
            top = ui.people()
        new = max(0, v[field] + d)
        if top is not None:
            new = min(new, top)
        if new == v[field]:
            return False
        v[field] = new
        ui.fit()
        return True

    def _buildings_key(self, ui: SheetSeat, what: str) -> bool:
        n = len(self.building_list) + 1
        if what in ("left", "right"):
            ui.item = (ui.item + (1 if what == "right" else -1)) % n
            return True
        if what != "select":
            return False
        if ui.item == 0:
            ui.field += 1
            return True
        b = self.building_list[ui.item - 1]
        cap = data.building(b)["people"]
        if b not in ui.buildings:
            if ui.spaces() + data.building(b)["spaces"] > data.CITY_SPACES:
                ui.note = "city_full"
                return True
            ui.buildings[b] = 0
        elif ui.buildings[b] < cap:
            ui.buildings[b] += 1
        else:
            del ui.buildings[b]
            ui.fit()  # its people are gone: nobles among them too
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
        for f in ui.fields:
            if f in ui.values:
                fields.append((f, ui.values[f]))
            elif f == "buildings":
                fields.append((f, (ui.spaces(), data.CITY_SPACES)))
            else:
                fields.append((f, None))
        items = [(b, ui.buildings.get(b), data.building(b)["people"]) for b in self.building_list]
        return {
            "status": status(ui),
            "field": ui.field,
            "fields": fields,
            "numbers": len(ui.values),
            "tiles": ui.tiles(),
            "item": ui.item,
            "items": items,
            "note": ui.note,
        }

    def board_frame(self) -> Image.Image:
        return frame(screen.render_board, self.public_view(), self.lang, self.status, self.result, self.error)

    def seat_frame(self, s: int) -> Image.Image:
        return frame(screen.render_seat, self.public_view(), s, self.seat_view(s), self.lang, self.result)
