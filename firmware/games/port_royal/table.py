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
from core.port_royal.views import public_view, seat_view
from firmware.drawing import ROWS, frame, frame_at
from firmware.games.port_royal import phrases, setup_phrases, undo_phrases
from firmware.games.port_royal.screens import board, seat as seat_screen
from firmware.modes.table import GameTable, TableSeat
from firmware.screens.table import columns_of, own_start

if TYPE_CHECKING:
    from PIL import Image

LOG_KEEP = 40  # decisions the logbook keeps (about two rounds of a 5-player game)
MENU = seat_screen.MENU  # the seat menu (long press on select)


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
        if self.actions:
            self._replay()
        else:
            self.log = [self._started(self.state)]

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
            return seat_screen.log_rows(self.seat_log())[0]
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
    def _after_decision(self) -> None:
        """As every table's, and a number the table asks starts at the value
        it most likely needs (issue 36: a cost of 4 took 5 presses)."""
        super()._after_decision()
        seat = self.deciding()
        if seat is not None and self.result is None:
            self.seats[seat].cursor = self.likely(self.options())

    def likely(self, options: list) -> int:
        """Where the cursor starts on ``options``: on a number, the value
        last entered for the same step of a card of the same kind (the
        same character, the same ship colour), else of any card; on
        anything else, the first choice."""
        if not options or not all(len(o) == 2 and type(o[1]) is int for o in options):
            return 0
        step = options[0][0]
        entry = self.state.get("entry") or {}
        fields = entry.get("fields") or {}
        same = fields.get("id") or fields.get("colour")
        values = [o[1] for o in options]
        best = same_card = None
        card = None  # the character or colour the values that follow were entered for
        for a in self.actions:
            if a[0] in ("character", "colour"):
                card = a[1]
            elif a[0] == step and a[1] in values:
                best = a[1]
                if same is not None and card == same:
                    same_card = a[1]
        pick = same_card if same_card is not None else best
        return values.index(pick) if pick is not None else 0

    def _log_decision(self, action: list, before: None) -> None:
        self._log(self.state)

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
        for a in self.actions:
            core.apply(state, a)
            self._log(state)
        self.state = state
        return state

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

    def _newest(self, seat: int) -> int:
        """The newest decision's first row; after the game, the top of the
        seat's place."""
        if self.result is not None:
            return 0
        log = self.seat_log()
        start = seat_screen.log_rows(log)[1]
        if not log:
            return start
        texts = log[-1]
        return own_start(texts, [seat in self.named_in(t) for t in texts], start, ROWS - 3)

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
        screens = board.screens(view, self.news(), self.lang, cols, bottom, self.news_aside())
        if self.result is not None:
            return [None] + screens[:1]
        return screens

    def board_frame(self) -> Image.Image:
        view = public_view(self.state)
        status = self.board_status()
        screens = self.board_screens(view)
        k = self.board_page % len(screens)
        return frame_at(
            self.board_width,
            board.render,
            view,
            self.lang,
            screens[k],
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
            log=self.seat_log(),
            question=self.question(),
            asked=self.undo_request == s,
            help_rows=self.help_rows(s) if self.seats[s].help is not None else (),
            menu=self.menu_entries(),
        )

    def text_lines(self) -> list[str]:
        """What the last decision told the table, one "> " line each;
        before the first, the set-up too."""
        if self.reverse is not None:  # an undo: the moves put back, not the old ones
            return super().text_lines()
        lines = phrases.event_lines(self.state, self.lang) if self.actions else self._last_news()
        return ["> " + t for t in ([self.notice] if self.notice else []) + lines]
