"""Counter mode: the device as a bank of counters for a game played without
the rules core (no referee). Each seat keeps its own numbers; the board adds
them up into what the whole table needs.

Seat screen (every seat), one highlighted row at a time:

- ``doubloons N``: the player's doubloons, from the set-up amount for
  the number of players (core.puerto_rico.data.SETUP).
- ``VP chips N``: the player's VP chips (plus any VP written down after the
  chips ran out). Secret as in a tracked game: the number shows only on the
  seat's own screen, and only while the player holds < (peek); otherwise the
  row reads "VP chips: hold <". It can be changed with > while < is held,
  or blind: the row then says the change made ("VP chips +3, hold <")
  until the cursor leaves it or < shows the total. The change is no
  secret: the board's ``VP chips left`` moves by as much.
- ``empty circles N``: the empty colonist circles on this player's buildings
  (city only, plantations and quarries do not count), set by each player
  after placing his colonists in a Mayor phase.
- ``mayor's colonist N``: the Mayor's privilege (ruling A20: he may take
  one extra colonist from the supply, or decline). > on it means "I am the
  Mayor and I took it": one colonist leaves the supply (none when it is
  empty); < gives the last one back. Declining is pressing nothing.
- seat 1 only, ``ship refilled N``: how many Mayor phases have ended. > on it
  means "this Mayor phase is over, everybody set his empty circles": the
  refill goes from the colonist supply onto the ship (nothing else: the
  Mayor's colonist is the row above, his own choice); < undoes the last
  one.

Buttons: < = -1 and > = +1 on the highlighted row (never below 0),
o (select) = next row, long o (back) = previous row, holding < = peek.

Board screen:

- line 0: "counter", the number of players.
- ``VP chips left N``: the VP chip supply, the start count for the number of
  players and edition (core.puerto_rico.data.SETUP; 126 for 5 players in 1897) minus
  every seat's VP chips (0 at the least; VP past that are written down).
  The chips in the supply are public on the table, so this total is too.
- ``empty circles N``: the sum of the seats' empty circles.
- ``refill max(P,C) N``: how many colonists go from the supply onto the
  colonist ship at the end of this Mayor phase: one per empty circle on all
  the buildings, but at least one per player (rules 5.2, step 4), and no
  more than the supply has.
- ``colonists left N``: the colonist supply: the start count of SETUP (the
  ship already holds its first P colonists) minus the Mayors' colonists
  and the refills taken.
- ``mayor's colonists N``: the privilege colonists the seats took.
- ``ship refilled N``: the Mayor phases counted by seat 1.
- last line: device problems, else the end triggers already reached ("ends:
  VP chips out" when the supply is empty, "ends: colonists out" when a refill
  could not be made in full: the game ends at the end of this round), else
  the third trigger, which only the players can see ("12 city spaces:
  end": a city's 12th space built, a large building counts 2).

With the expansions (``expansions``, any of ``EXPANSIONS``), only what
changes the bank and the supplies a table keeps:

- nobles: the 20 nobles lie beside the colonists. The first ship holds one
  noble instead of a colonist, and so does every refill while nobles are
  left (the colonist supply gives the rest). A seat row ``noble of the
  villa``: > takes a noble from the supply (an ordinary colonist when none
  is left), < gives the last one back. The board's ``nobles left``
  replaces its ``empty circles`` line (the refill line still shows them).
  Running out of colonists does not end the game with the nobles, so
  that trigger is not shown.
- festival: a seat row ``festival colonists``: the plantations goal's 3
  colonists from the supply (as far as there are), for the first player
  only; < gives them back. Its 3 doubloons and 3 VP are the seat's own
  rows, like every doubloon and VP chip.
- new buildings: a seat row ``black market colonists``: > gives one of
  the seat's colonists back to the colonist supply to pay a building
  (rules 2.3: the black market returns it "to the supply"), < takes it
  back. With the nobles too, a ``black market nobles`` row does the same
  for a noble, back to the nobles' supply (the core's [suggested] place;
  "a noble counts as a colonist"). Their VP (church, small wharf, union
  hall, ...) are VP chips the seat adds to its row, and the supply on the
  board goes down with them, as it does for shipping.
- smuggler: nothing new: the counter keeps no role's doubloons (and the
  smuggler card never gets any).

A seat with more rows than its screen has lines scrolls them.

The screens are drawn by firmware.games.puerto_rico.screens.counter from
the views this mode builds (``public_view``, ``seat_view``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from core.puerto_rico import data
from firmware.drawing import frame
from firmware.games.puerto_rico.screens import counter as screen
from firmware.modes.seated import SeatedMode

if TYPE_CHECKING:
    from PIL import Image

ROWS = ("doubloons", "vp_chips", "circles", "privilege")
ROWS_SEAT0 = ROWS + ("refilled",)
# the 1897 box's four, in core.puerto_rico.data.EXPANSIONS's order
EXPANSIONS = ("new_buildings", "nobles", "smuggler", "festival")
NOBLES = 20  # red discs in the box (rules 3.1)
FESTIVAL = 3  # colonists of the festival's plantations goal


def rows_of(seat: int, expansions: Sequence[str]) -> tuple:
    """A seat's rows: the villa's and the festival's before seat 1's refill."""
    rows = ROWS
    if "new_buildings" in expansions:
        rows += ("black_market",)
        if "nobles" in expansions:
            rows += ("black_market_nobles",)
    if "nobles" in expansions:
        rows += ("villa",)
    if "festival" in expansions:
        rows += ("festival",)
    return rows + (("refilled",) if seat == 0 else ())


class CounterSeat:
    """One seat's counters and screen state."""

    def __init__(self, rows: Sequence[str], doubloons: int) -> None:
        self.rows = rows
        self.cursor = 0
        self.peek = False
        self.doubloons = doubloons
        self.vp_chips = 0
        self.circles = 0
        self.privilege = 0  # Mayor's colonists this seat took from the supply
        self.villa = 0  # nobles the villa took from the supply
        self.villa_colonists = 0  # colonists it took instead, none being left
        self.festival = 0  # colonists of the festival's plantations goal
        self.black_market = 0  # colonists it gave back to the supply
        self.black_market_nobles = 0  # nobles it gave back to theirs
        self.vp_change: int | None = None  # the VP chips changed blind on the row, once changed


class Counter(SeatedMode):
    """Counter mode for ``names`` (2-5 players)."""

    # the VP row shows while ◀ is held and ▶ still counts on it: no cover
    # (Mode.peek_covers False), and the key legend says so
    shift_keys = "keys_shift_counter"

    game = "puerto_rico"  # Mode.game
    EXPANSIONS = EXPANSIONS

    def __init__(
        self, names: list[str], lang: str = "en", edition: str = "classic", expansions: Sequence[str] = ()
    ) -> None:
        n = len(names)
        for e in expansions:
            if e not in EXPANSIONS:
                raise ValueError("counter mode: expansions %s only, not %s" % (", ".join(EXPANSIONS), e))
        if n not in data.SETUP:
            raise ValueError("counter mode: 2 to 5 players, not %d" % n)
        if edition not in data.EDITIONS:
            raise ValueError("counter mode: edition classic or 1897, not %s" % edition)
        super().__init__(names)
        self.lang = lang
        self.edition = edition
        setup = data.SETUP[n]
        self.vp_start = setup["vp_chips"]
        if n == 5 and edition == "1897":
            self.vp_start = data.VP_CHIPS_1897_5P
        self.expansions = [e for e in EXPANSIONS if e in expansions]
        self.nobles = "nobles" in self.expansions
        self.colonists_start = setup["colonists"]
        self.nobles_start = 0
        if self.nobles:  # the first ship: one noble instead of a colonist
            self.colonists_start += 1
            self.nobles_start = NOBLES - 1
        self.seats = [CounterSeat(rows_of(s, self.expansions), setup["doubloons"]) for s in range(n)]
        # per ended Mayor phase: (colonists given, needed, nobles given)
        self.refills: list[tuple[int, int, int]] = []

    # -- the numbers the board shows ----------------------------------------
    def vp_left(self) -> int:
        return max(0, self.vp_start - sum(s.vp_chips for s in self.seats))

    def circles(self) -> int:
        return sum(s.circles for s in self.seats)

    def privileges(self) -> int:
        """The Mayor's colonists taken, every seat together."""
        return sum(s.privilege for s in self.seats)

    def colonists_left(self) -> int:
        left = self.colonists_start - self.privileges()
        for s in self.seats:
            left += s.black_market - s.villa_colonists - s.festival
        for given, _, _ in self.refills:
            left -= given
        return left

    def nobles_left(self) -> int:
        left = self.nobles_start - sum(s.villa - s.black_market_nobles for s in self.seats)
        for _, _, nobles in self.refills:
            left -= nobles
        return left

    def refill(self) -> int:
        """Colonists for the ship now: max(players, empty circles)."""
        return max(len(self.seats), self.circles())

    def ends(self) -> list[str]:
        """The end triggers reached (text keys)."""
        out = []
        if self.vp_left() == 0:
            out.append("end_vp")
        # with the nobles, running out of colonists does not end the game
        if not self.nobles and any(given + nb < needed for given, needed, nb in self.refills):
            out.append("end_colonists")
        return out

    # -- input --------------------------------------------------------------
    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        ui = self.seats[seat]
        if what == "peek":
            ui.vp_change = None  # the total shows: the change is told
            return self.set_peek(ui, flag)
        n = len(ui.rows)
        if what in ("select", "back"):
            ui.cursor = (ui.cursor + (1 if what == "select" else -1)) % n
            ui.vp_change = None
            return True
        if what not in ("left", "right"):
            return False
        row = ui.rows[ui.cursor]
        if row == "refilled":
            return self._refilled(what == "right")
        if row == "privilege" and what == "right" and self.colonists_left() == 0:
            return False  # the supply is empty: there is none to take
        if row == "villa":
            return self._villa(ui, what == "right")
        if row == "festival":
            return self._festival(ui, what == "right")
        value = getattr(ui, row)
        new = value + 1 if what == "right" else max(0, value - 1)
        if row == "vp_chips" and not ui.peek:  # blind: the seat sees what it changed
            ui.vp_change = (ui.vp_change or 0) + new - value
            if new == value:
                return True  # "+0": the press was seen, and changed nothing
        if new == value:
            return False
        setattr(ui, row, new)
        return True

    def _refilled(self, up: bool) -> bool:
        if not up:
            if not self.refills:
                return False
            self.refills.pop()
            return True
        needed = self.refill()
        noble = 1 if self.nobles and self.nobles_left() > 0 else 0  # one of them a noble
        self.refills.append((min(needed - noble, self.colonists_left()), needed, noble))
        return True

    def _villa(self, ui: CounterSeat, up: bool) -> bool:
        """A noble from the supply; an ordinary colonist once none is left."""
        if up:
            if self.nobles_left() > 0:
                ui.villa += 1
            elif self.colonists_left() > 0:
                ui.villa_colonists += 1
            else:
                return False
        elif ui.villa_colonists:
            ui.villa_colonists -= 1
        elif ui.villa:
            ui.villa -= 1
        else:
            return False
        return True

    def _festival(self, ui: CounterSeat, up: bool) -> bool:
        """The goal's 3 colonists (as far as there are), once per game."""
        if not up:
            if not ui.festival:
                return False
            ui.festival = 0
            return True
        if any(s.festival for s in self.seats) or self.colonists_left() == 0:
            return False  # the first player only; or nobody left to take
        ui.festival = min(FESTIVAL, self.colonists_left())
        return True

    # -- screens ------------------------------------------------------------
    def public_view(self) -> dict:
        """What the board shows: the supplies, the refill, the triggers."""
        left = self.colonists_left()
        noble = 1 if self.nobles and self.nobles_left() > 0 else 0
        return {
            "players": len(self.seats),
            "vp_left": self.vp_left(),
            "circles": self.circles(),
            "refill": min(self.refill(), left + noble),
            "colonists_left": left,
            "privileges": self.privileges(),
            "refilled": len(self.refills),
            "ends": self.ends(),
            "edition": self.edition,
            "nobles_left": self.nobles_left() if self.nobles else None,
        }

    def seat_view(self, s: int) -> dict:
        """Seat ``s``'s rows as (row, number); the VP chips are None
        unless the seat peeks, so no screen can draw them."""
        ui = self.seats[s]
        rows = []
        for row in ui.rows:
            if row == "refilled":
                value = len(self.refills)
            elif row == "villa":
                value = ui.villa + ui.villa_colonists
            elif row == "vp_chips" and not ui.peek:
                value = None
            else:
                value = getattr(ui, row)
            rows.append((row, value))
        return {"name": self.names[s], "rows": rows, "edition": self.edition, "vp_change": ui.vp_change}

    def board_frame(self) -> Image.Image:
        return frame(screen.render_board, self.public_view(), self.lang, self.status)

    def seat_frame(self, s: int) -> Image.Image:
        return frame(screen.render_seat, self.seat_view(s), self.seats[s].cursor, self.lang)
