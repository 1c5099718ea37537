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
- The board turns its pages by itself (``tick``): what to do, the
  harbour, the players; a board button turns them by hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import core
from core import record
from core.port_royal.views import public_view, seat_view
from firmware import catalog
from firmware.drawing import frame
from firmware.games.port_royal import phrases
from firmware.games.port_royal.screens import board, seat as seat_screen
from firmware.modes.seated import SeatedMode

if TYPE_CHECKING:
    from PIL import Image

BOARD_SECONDS = 5.0  # a board page stays this long before the next turns up
LOG_KEEP = 40  # decisions the logbook keeps (about two rounds of a 5-player game)
MENU = seat_screen.MENU  # the seat menu (long press on select)


class Seat:
    """One seat's input state: the choice highlighted, the page of a
    waiting seat (0: the logbook, 1: its own table) and how far it is
    scrolled, the seat menu's cursor (None: closed), the help's subject,
    peek."""

    def __init__(self) -> None:
        self.cursor = 0
        self.page = 0
        self.scroll = 0
        self.menu: int | None = None
        self.help: int | None = None  # the help's subject (phrases.HELP), while open
        self.help_page = 0  # its page, when it fills more than a screen
        self.peek = False


class Table(SeatedMode):
    """A game of Port Royal driven by seat buttons.

    ``on_action(action)`` is called after each applied action, before the
    screens are redrawn (the journal and record write it there);
    ``on_undo()`` after an undo. ``actions``: the game so far, when the
    table starts from a resumed game (``state`` is then its replay)."""

    def __init__(
        self,
        state: dict,
        lang: str = "en",
        on_action: Callable[[list], None] | None = None,
        on_undo: Callable[[], None] | None = None,
        actions: Sequence[list] = (),
    ) -> None:
        super().__init__([p["name"] for p in state["players"]])
        self.state = state
        self.lang = lang
        self.on_action = on_action
        self.on_undo = on_undo
        self.actions = list(actions)
        self.header = record.header(state)
        self.undo_request: int | None = None
        self.notice: str | None = None
        self.seats = [Seat() for _ in state["players"]]
        self.board_page = 0
        self._turn_at: float | None = None
        self.result = core.final_score(state) if core.is_over(state) else None
        self.log: list[list[str]] = []  # each decision's instructions, oldest first
        if self.actions:
            self._replay()
        else:
            self.log = [phrases.event_lines(state, lang)]
        self._after_decision()

    # -- input ------------------------------------------------------------
    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        ui = self.seats[seat]
        if what == "peek":
            return self.set_peek(ui, flag)
        if self.undo_request is not None:
            return self._undo_key(seat, what)
        if ui.help is not None:
            return self._help_key(ui, what)
        if ui.menu is not None:
            return self._menu_key(seat, ui, what)
        if what == "back":
            ui.menu = 0
            return True
        if self.deciding() != seat:
            return self._scroll(seat, ui, what)
        options = core.legal_actions(self.state)
        if what == "left":
            ui.cursor = (ui.cursor - 1) % len(options)
            return True
        if what == "right":
            ui.cursor = (ui.cursor + 1) % len(options)
            return True
        if what == "select":
            self.choose(options[min(ui.cursor, len(options) - 1)])
            return True
        return False

    def _rows(self, seat: int) -> list[str]:
        if self.result is not None:
            return seat_screen.final_rows(public_view(self.state), seat, self.lang, self.result)
        if self.seats[seat].page == 0:
            return seat_screen.log_rows(self.seat_log())[0]
        return seat_screen.own_rows(public_view(self.state), seat, self.lang)

    def _scroll(self, seat: int, ui: Seat, what: str) -> bool:
        if what == "select" and self.result is None:
            ui.page = 1 - ui.page
            ui.scroll = self._newest() if ui.page == 0 else 0
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

    def _menu_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what in ("left", "right"):
            ui.menu = (ui.menu + (1 if what == "right" else -1)) % len(MENU)
            return True
        choice = MENU[ui.menu] if what == "select" else "close"
        ui.menu = None
        if choice == "undo" and self.actions:
            self.undo_request = seat
        elif choice == "help":
            action = None
            if self.deciding() == seat and self.result is None:
                options = self.options()
                action = options[min(ui.cursor, len(options) - 1)]
            ui.help = phrases.help_subject(self.state, action)
            ui.help_page = 0
        return True

    def _help_key(self, ui: Seat, what: str) -> bool:
        """Right: the next page of the help, else the next card's; left:
        back the same way; select or back closes it."""
        if what == "right":
            pages = -(-len(seat_screen.help_lines(ui.help, self.lang)) // seat_screen.HELP_ROWS)
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

    def _undo_key(self, seat: int, what: str) -> bool:
        if what == "select" and seat != self.undo_request:
            self.undo()
            return True
        if what in ("left", "select", "back"):
            self.undo_request = None  # refused, or taken back by the asker
            return True
        return False

    def board_press(self, what: str) -> bool:
        if what != "select":
            return False
        self.board_page += 1
        self._turn_at = None
        return True

    def tick(self, now: float) -> bool:
        if self._turn_at is None or now < self._turn_at - 2 * BOARD_SECONDS:
            self._turn_at = now + BOARD_SECONDS
            return False
        if now < self._turn_at:
            return False
        self._turn_at = now + BOARD_SECONDS
        self.board_page += 1
        return self.changed()

    # -- decisions ----------------------------------------------------------
    def choose(self, action: list) -> None:
        """Apply ``action`` for the deciding seat (core.IllegalAction, and
        nothing changes, when it is not legal)."""
        core.apply(self.state, action)
        self.actions.append(action)
        self.notice = None
        if self.on_action is not None:
            self.on_action(action)
        self._log(self.state)
        if core.is_over(self.state):
            self.result = core.final_score(self.state)
        self._after_decision()
        self.version += 1

    def undo(self) -> bool:
        """Take back the last decision: the game rebuilt from its record
        without it."""
        self.undo_request = None
        if not self.actions:
            return False
        last = self.actions.pop()
        state = self._replay()
        if self.on_undo is not None:
            self.on_undo()
        self.result = None
        self.notice = (
            catalog.text("undo", self.lang, phrases.GAME) + ": " + phrases.action_text(state, last, self.lang)
        )
        self._after_decision()
        self.version += 1
        return True

    def _replay(self) -> dict:
        """The game rebuilt from its header and actions, and its logbook
        with it (resume, undo)."""
        state = record.new_from_header(self.header)
        self.log = [phrases.event_lines(state, self.lang)]
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
        """What a seat's logbook shows: the notice ("undo: ...") last."""
        return self.log + ([[self.notice]] if self.notice else [])

    def _newest(self) -> int:
        return seat_screen.log_rows(self.seat_log())[1]

    def _after_decision(self) -> None:
        for ui in self.seats:
            ui.cursor = 0
            ui.page = 0
            ui.scroll = self._newest() if self.result is None else 0
        self.board_page = 0
        self._turn_at = None

    # -- what the screens show ---------------------------------------------
    def news(self) -> list[str]:
        """The newest instructions (a card being reported tells nothing
        until it is placed: the last ones stay); the notice first."""
        last = self.log[-1] if self.log else []
        return ([self.notice] if self.notice else []) + last

    def deciding(self) -> int | None:
        return core.current_player(self.state)

    def options(self) -> list:
        return core.legal_actions(self.state)

    def question(self) -> str | None:
        if self.undo_request is None:
            return None
        name = self.state["players"][self.undo_request]["name"]
        return catalog.text("undo_ask", self.lang, phrases.GAME, name=name)

    def board_screens(self, view: dict) -> list:
        if self.result is not None:
            return [None] + board.pages(view, self.news(), self.lang)[:1]
        return board.pages(view, self.news(), self.lang)

    def board_frame(self) -> Image.Image:
        view = public_view(self.state)
        status = list(self.status)
        q = self.question()
        if q:
            status.append(q)
        screens = self.board_screens(view)
        k = self.board_page % len(screens)
        return frame(board.render, view, self.lang, screens[k], k, len(screens), status, self.result)

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
        )

    def text_lines(self) -> list[str]:
        """What the last decision told the table, one "> " line each."""
        lines = phrases.event_lines(self.state, self.lang)
        return ["> " + t for t in ([self.notice] if self.notice else []) + lines]
