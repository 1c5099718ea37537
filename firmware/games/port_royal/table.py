"""The Port Royal table: what each seat's buttons do during a game, and
what each screen is asked to show. Pure logic, no drawing, no hardware.

The cards stay physical: the active player reveals a card, then reports it
on his seat (its kind, then what is printed on it, one question at a time);
the device keeps the counts and says what to do with the cards and coins.

- The seat that must decide sees its legal choices only: left/right move,
  select confirms.
- Other seats read the logbook (what every decision told the table to
  do, the newest first on screen; left/right scroll back and forth) or,
  after select, their own counts and characters.
- A long press on select opens the seat menu: help on the cards (first
  the highlighted choice's card; left/right turn to the others), undo the
  last decision, close. Undo is confirmed by another seat (select; left refuses); the
  game is rebuilt from its record without the last decision.
- The board's button steps its pages: first what to do with the harbour
  and the players' gold under it, then the harbour, the players; a
  decision brings back the first.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import core
from core import record
from core.port_royal import data
from core.port_royal.state import visible
from core.port_royal.views import public_view, seat_view
from firmware.drawing import frame, frame_at
from firmware.games.port_royal import phrases, setup_phrases, undo_phrases
from firmware.games.port_royal.screens import board, seat as seat_screen
from firmware.modes.table import GameTable, TableSeat
from firmware.screens.table import columns_of, narrowed

if TYPE_CHECKING:
    from PIL import Image

LOG_KEEP = 40  # decisions the logbook keeps (about two rounds of a 5-player game)
MENU = seat_screen.MENU  # the seat menu (long press on select)
# The numbers on the ships of each colour in the rulebook's ship table
# (shared/rules/port-royal.md §2; the unnumbered pairs left out): where a
# ship's gold starts before the table has entered that colour's.
SHIP_TABLE = {
    "yellow": [1] * 4 + [2] * 3 + [4] * 3,
    "blue": [1] * 4 + [2] * 3 + [5] * 3,
    "green": [1] * 4 + [3] * 3 + [5] * 3,
    "red": [1] * 3 + [3] * 3 + [6] * 2,
    "black": [2] * 3 + [4] * 3 + [7] * 2,
}
SEEDED = {("ship", "gold", c): v for c, v in SHIP_TABLE.items()}


class Seat(TableSeat):
    """One seat's input state: the choice highlighted, the page of a
    waiting seat (0: the logbook, 1: its own table) and how far it is
    scrolled, the seat menu's cursor (None: closed), the help's subject
    (phrases.HELP, while open) and its page, peek."""

    def __init__(self) -> None:
        super().__init__()
        self.help_page = 0  # the help's page, when it fills more than a screen
        self.help_first: int | None = None  # the subject the help opened on


class Table(GameTable):
    """A game of Port Royal driven by seat buttons (the constructor and
    callbacks of firmware.modes.table.GameTable)."""

    GAME = phrases.GAME
    MENU = MENU
    Seat = Seat

    def _begin(self) -> None:
        self.log: list[list[str]] = []  # each decision's instructions, oldest first
        # the numbers entered so far, by (card type, step, character or
        # colour; None: any card of the type): where a number menu starts
        self.entered: dict[tuple, list[int]] = {k: list(v) for k, v in SEEDED.items()}
        if self.actions:
            self._replay()
        else:
            self.log = [self._started(self.state)]
            self.log[-1] += self.asked_lines(0)

    def _started(self, state: dict) -> list[str]:
        """The logbook's first entry: the set-up, step by step, then what
        the new game tells (the first turn); noted as the set-up's."""
        steps = setup_phrases.lines(state, self.lang)
        self._setup = (steps + phrases.event_lines(state, self.lang), len(steps))
        return self._setup[0]

    # -- input ------------------------------------------------------------
    def _rows(self, seat: int) -> list[str]:
        if self.result is not None:
            return seat_screen.final_rows(public_view(self.state), seat, self.lang, self.result)
        if self.seats[seat].page == 0:
            return seat_screen.log_rows(self.seat_groups(seat))[0]
        return seat_screen.own_rows(public_view(self.state), seat, self.lang)

    def _page_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what == "select" and self.result is None:
            ui.page = 1 - ui.page
            ui.scroll = self._newest(seat) if ui.page == 0 else 0
            return True
        if what not in ("left", "right"):
            return False
        shown = seat_screen.WAITING_ROWS if self.result is None else seat_screen.ROWS - 1
        top = max(0, len(self._rows(seat)) - shown)
        new = max(0, min(top, ui.scroll + (1 if what == "right" else -1) * (shown - 1)))
        if new == ui.scroll:
            return False
        ui.scroll = new
        return True

    def _menu_choice(self, seat: int, ui: Seat, choice: str) -> None:
        if choice == "help":
            action = self.highlighted(seat) if self.result is None else None
            ui.help = ui.help_first = phrases.help_subject(self.state, action)
            ui.help_page = 0

    def _help_key(self, seat: int, ui: Seat, what: str) -> bool:
        """Right: the next page of the help, else the next card's; left:
        back the same way; select or back closes it."""
        if what == "right":
            pages = -(-len(self.help_rows(seat)) // seat_screen.HELP_ROWS)
            if ui.help_page + 1 < pages:
                ui.help_page += 1
            else:
                ui.help, ui.help_page = (ui.help + 1) % len(phrases.HELP), 0
        elif what == "left":
            if ui.help_page > 0:
                ui.help_page -= 1
            else:
                ui.help, ui.help_page = (ui.help - 1) % len(phrases.HELP), 0
        else:
            ui.help = None
        return True

    # -- decisions ----------------------------------------------------------
    def options(self) -> list:
        """The legal choices in menu order: the core's, except two menus.
        The characters a taker says he hires: the likeliest (the most
        copies not face up) first, the next ones by turns right and left
        of it, so the likelier a character, the fewer presses away. A
        reveal: the character first, three ship colours right of it, two
        and "stop" left of it, the rarer expedition and tax between."""
        acts = super().options()
        if acts and acts[0][0] == "character":
            left = {a[1]: data.COPIES[a[1]] - visible(self.state, a[1]) for a in acts}
            order = sorted(acts, key=lambda a: (-left[a[1]], data.CHARACTERS.index(a[1])))
            return order[:1] + order[1::2] + order[2::2][::-1]
        ships = [a for a in acts if a[:2] == ["reveal", "ship"] and len(a) == 3]
        if len(ships) == len(data.COLOURS):  # (version 9: a ship's colour in its reveal)
            first = [a for a in acts if a == ["reveal", "character"]]
            more = [a for a in acts if a[0] == "reveal" and a not in ships + first]
            rest = [a for a in acts if a[0] != "reveal"]
            return first + ships[:3] + more + ships[3:] + rest
        faces = [a for a in acts if a[0] == "face"]
        if faces and acts[-1][0] == "cost":  # each face just before its cost
            out = []
            for a in acts[len(faces) :]:
                out += [f for f in faces if f[-3 if f[1] in data.ARMED else -2] == a[1]] + [a]
            return out
        return acts

    def _after_decision(self) -> None:
        """As every table's, and a number the table asks starts at the value
        it most likely needs (issue 36: a cost of 4 took 5 presses)."""
        super()._after_decision()
        seat = self.deciding()
        if seat is not None and self.result is None:
            self.seats[seat].cursor = self.likely(self.options())

    def likely(self, options: list) -> int:
        """Where the cursor starts on ``options``: on a number, the middle
        (median) of the values entered for the same step of cards of the
        same kind (the same character, the same ship colour), else of any
        card of that type; on a reveal, "stop" when the table stopped at
        least a third of the time at this many harbour cards in this game
        (then likelier than a character, about half the cards revealed),
        else the first choice."""
        if ["stop"] in options:
            stops = self.entered.get(_before_key(self.state), ())
            return options.index(["stop"]) if stops and 3 * sum(stops) >= len(stops) else 0
        faces = [o for o in options if o[0] == "face"]
        if faces and options[-1][0] != "cost" and _face_likely(self.state, faces[0]):
            return options.index(faces[0])  # (a trader's: beside its colour)
        numbers = [o for o in options if len(o) == 2 and type(o[1]) is int]
        if not numbers or len(numbers) + sum(1 for o in options if o[0] == "face") < len(options):
            return 0
        values = [o[1] for o in numbers]
        key = _entry_key(self.state)
        if key is None:
            return 0
        card, step, same = key
        for k in ((card, step, same), (card, step, None)):
            seen = [v for v in self.entered.get(k, ()) if v in values]
            if seen:
                seen.sort()
                at = options.index([step, seen[(len(seen) - 1) // 2]])
                # a face of that cost entered before, likely: on it (just above)
                face = options[at - 1] if at else None
                return at - 1 if face and face[0] == "face" and _face_likely(self.state, face) else at
        return options.index(numbers[0])

    def _before_choose(self) -> tuple | None:
        return _before_key(self.state)

    def _log_decision(self, action: list, before: tuple | None) -> None:
        self._note(before, action)
        self._log(self.state)

    def _note(self, key: tuple | None, action: list) -> None:
        """Keep a number entered for a card (``key``: _before_key before
        the action), under its card and under its card's type; or whether
        a reveal's decision stopped (1) or revealed (0)."""
        if key is not None and key[0] == "discover":
            if action[0] in ("stop", "reveal"):
                self.entered.setdefault(key, []).append(1 if action[0] == "stop" else 0)
            return
        if key is not None and action[0] == "face":  # its numbers, as if one by one
            values = action[3:] if action[1] == "trader" else action[2:]
            for step, v in zip(("cost", "vp", "swords"), values):
                self._note(("character", step, action[1]), [step, v])
            return
        if key is None or len(action) != 2 or type(action[1]) is not int:
            return
        card, step, same = key
        for k in ((card, step, same), (card, step, None)) if same is not None else ((card, step, None),):
            self.entered.setdefault(k, []).append(action[1])

    def _rebuild(self) -> None:
        self._replay()

    def _decision(self, before: dict, action: list) -> tuple[int | None, str, str]:
        return undo_phrases.decision(before, action, self.lang)

    def _reverse(self, after: dict, action: list) -> list[str]:
        return undo_phrases.reverse_lines(after, self.lang)

    def _replay(self) -> dict:
        """The game rebuilt from its header and actions, and its logbook
        with it (resume, undo)."""
        state = record.new_from_header(self.header)
        self.log = [self._started(state)]
        self.entered = {k: list(v) for k, v in SEEDED.items()}
        self.log[-1] += self.asked_lines(0)
        for k, a in enumerate(self.actions):
            key = _before_key(state)
            core.apply(state, a)
            self._note(key, a)
            self._log(state)
            self.log[-1] += self.asked_lines(k + 1)  # (the hints asked then)
        self.state = state
        return state

    def _log_hint(self, text: str) -> None:
        self.log[-1].append(text)

    def _log(self, state: dict) -> None:
        lines = phrases.event_lines(state, self.lang)
        if lines:
            self.log.append(lines)
            del self.log[:-LOG_KEEP]

    def seat_log(self) -> list[list[str]]:
        """What a seat's logbook shows: the notice ("undone: ...") last,
        with the undone decision's moves put back."""
        if self.reverse is not None:
            return self.log + [self.news()]
        return self.log + ([[self.notice]] if self.notice else [])

    def seat_groups(self, seat: int) -> list[list[str]]:
        """``seat_log`` as ``seat`` reads it: the newest decision in its
        order (its own moves together first when they lie apart)."""
        log = self.seat_log()
        if not log:
            return log
        return log[:-1] + [self._seat_order(seat)[0]]

    def _log_rows_of(self, seat: int) -> tuple[list[str], int]:
        return seat_screen.log_rows(self.seat_log())

    def _newest_texts(self, seat: int) -> tuple[list[str], list[bool]]:
        log = self.seat_log()
        texts = log[-1] if log else []
        return list(texts), [seat in self.named_in(t) for t in texts]

    def _newest(self, seat: int) -> int:
        """The newest decision's first row (or the seat's first own
        move's); after the game, the top of the seat's place."""
        if self.result is not None:
            return 0
        return super()._newest(seat)

    # -- what the screens show ---------------------------------------------
    def _last_news(self) -> list[str]:
        """The newest instructions (a card being reported tells nothing
        until it is placed: the last ones stay). A resumed game's set-up
        is done: only the first turn's lines, the steps stay in the log."""
        if not self.log:
            return []
        entry, steps = self._setup
        if self.actions and self.log[-1] is entry:
            return entry[steps:]
        return self.log[-1]

    def board_count(self) -> int:
        return len(self.board_screens(public_view(self.state)))

    def all_board_screens(self) -> list:
        return self.board_screens(public_view(self.state))

    def board_todo_title(self) -> str:
        return phrases.word("board.to_do", self.lang)

    def board_screens(self, view: dict) -> list:
        """Every screen the board's button steps; after the game, the
        final ranking (None) and the default page."""
        bottom = (self.board_status() or [phrases.deciding(view, self.lang)])[0]
        cols = columns_of(self.board_width)
        screens = board.screens(
            view, self.news(), self.lang, cols, bottom, self.news_aside(), self.glance_turn
        )
        if self.result is not None:
            return [None] + screens[:1]
        return screens

    def board_frame(self, page: int | None = None, width: int | None = None) -> Image.Image:
        view = public_view(self.state)
        status = self.board_status()
        screens = self.board_screens(view)
        k = (self.board_page if page is None else page) % len(screens)
        width = self.board_width if width is None else width
        return frame_at(
            width,
            board.render,
            view,
            self.lang,
            narrowed(screens[k], width),
            k,
            len(screens),
            status,
            self.result,
            self.question(),
        )

    def help_rows(self, seat: int) -> list[str]:
        """The open help's lines: on the subject it opened on, what is being
        decided and the seat's highlighted choice first."""
        ui = self.seats[seat]
        view = seat_view(self.state, seat)
        first = ui.help == ui.help_first and self.result is None
        return seat_screen.help_rows(view, ui.help, self.lang, self.highlighted(seat), first)

    def seat_frame(self, s: int) -> Image.Image:
        view = seat_view(self.state, s)
        options = self.options() if self.deciding() == s and self.result is None else None
        return frame(
            seat_screen.render,
            view,
            s,
            self.seats[s],
            options,
            self.lang,
            self.result,
            log=self.seat_groups(s),
            question=self.question(),
            asked=self.undo_request == s,
            help_rows=self.help_rows(s) if self.seats[s].help is not None else (),
            menu=self.menu_entries(),
            own=self.own_news(s) if options is not None else (),
        )

    def own_room(self, seat: int) -> int:
        """The deciding seat's rows for its own moves (Glance)."""
        return seat_screen.own_room(seat_view(self.state, seat), self.lang)

    def text_lines(self) -> list[str]:
        """What the last decision told the table, one "> " line each;
        before the first, the set-up too."""
        if self.reverse is not None:  # an undo: the moves put back, not the old ones
            return super().text_lines()
        lines = phrases.event_lines(self.state, self.lang) if self.actions else self._last_news()
        return ["> " + t for t in ([self.notice] if self.notice else []) + lines]


def _face_likely(state: dict, action: list) -> bool:
    """The menu starts on the character's likeliest face entered before
    (``action``) when it is at least one chance in four: its share of
    that character's entries, times how often an entry of this game was
    not a new face (Laplace's rule). Else on the values one by one."""
    faces = state.get("faces") or []
    entries = sum(n for face, n in faces)
    same = sum(n for face, n in faces if face[0] == action[1])
    n = next(n for face, n in faces if face == action[1:])
    new = (len(faces) + 1) / (entries + 2)
    return 4 * (1 - new) * n >= same


def _before_key(state: dict) -> tuple | None:
    """What the table keeps of a decision (``_entry_key``), or for a
    reveal's: ("discover", the harbour's cards, 5 for 5 or more)."""
    if state.get("entry") is None and state.get("fulfil") is None and state["phase"] == "discover":
        return ("discover", min(len(state["harbour"]), 5))
    return _entry_key(state)


def _entry_key(state: dict) -> tuple | None:
    """The card being reported, as the numbers entered are kept: (its
    type, the step asked, its character or ship colour when known)."""
    entry = state.get("entry")
    if entry is None:
        return None
    fields = entry.get("fields") or {}
    return (entry["card"], entry["step"], fields.get("id") or fields.get("colour"))
