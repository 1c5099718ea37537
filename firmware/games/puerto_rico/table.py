"""The table: what each seat's buttons do during a game, and what each
screen is asked to show. Pure logic, no drawing and no hardware.

Events come from drivers.buttons.ButtonHub: ``(seat, "left")``,
``(seat, "right")``, ``(seat, "select")``, ``(seat, "back")`` (long press
on the select button) and ``(seat, "peek", held)`` (left button held).

- The seat that must decide sees the legal choices only, moves with
  left/right and confirms with select.
- Other seats page through their own summary with left/right.
- A long press on select opens the seat menu: help (what the highlighted
  building or role does), undo the last decision, close.
- Undo is asked from a seat and confirmed by another seat (select; left
  refuses): the board shows the question meanwhile. Undone decisions are
  replayed away: the game is rebuilt from its record without the last
  action, so the plantation draws come out the same.
- Holding left shows the seat's own VP chips, and only on that seat.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

import core
from core import record
from core.puerto_rico import data
from core.canon import dumps
from core.puerto_rico.endgame import final_score
from core.puerto_rico.views import public_view
from firmware import catalog
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico import frames
from firmware.modes.seated import SeatedMode

if TYPE_CHECKING:
    from PIL import Image

MENU = ("help", "undo", "close")  # the seat menu (long press on select)

PAGES = ("summary", "news")  # waiting seats page through these


class Seat:
    """One seat's input state: the choice highlighted, the page of a
    waiting seat, the seat menu's cursor, the help's line offset, peek.
    What its screen shows besides (news, the undo question, the help's
    subject, the VP just gained) is worked out from the table when the
    screen is drawn (firmware.games.puerto_rico.frames), never stored here."""

    def __init__(self) -> None:
        self.cursor = 0
        self.page = 0
        self.help: int | None = None  # None, or the line offset into the help text
        self.menu: int | None = None  # None, or the cursor in MENU
        self.peek = False


class Table(SeatedMode):
    """A game of Puerto Rico driven by seat buttons.

    ``on_action(action)`` is called after each applied action, before the
    screens are redrawn (the record or journal writes it there);
    ``on_undo()`` after an undo. ``actions``: the game so far, when the
    table starts from a resumed game (``state`` is then its replay)."""

    def __init__(
        self,
        state: dict,
        lang: str = "en",
        on_action: Callable[[tuple], None] | None = None,
        on_undo: Callable[[], None] | None = None,
        actions: Sequence[tuple] = (),
    ) -> None:
        super().__init__([p["name"] for p in state["players"]])
        self.state = state
        self.lang = lang
        self.on_action = on_action
        self.on_undo = on_undo
        self.actions = list(actions)
        self.header = record.header(state)
        self.undo_request: int | None = None  # the seat that asked to undo, if any
        self.notice: str | None = None  # one line for every screen (undo, resume)
        self.seats = [Seat() for _ in state["players"]]
        self.news: list[tuple] = []  # instructions of the last action
        self.mine: list[list[tuple]] = [[] for _ in state["players"]]  # per seat, last action
        self.last_vp = [0] * len(state["players"])
        self.result = final_score(state) if core.is_over(state) else None
        self._events(state["events"])

    @property
    def edition(self) -> str:
        return self.state["edition"]

    # -- input ------------------------------------------------------------
    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        ui = self.seats[seat]
        if what == "peek":
            return self.set_peek(ui, flag)
        if self.undo_request is not None:
            return self._undo_key(seat, what)
        if ui.help is not None:
            return self._help_key(seat, ui, what)
        if ui.menu is not None:
            return self._menu_key(seat, ui, what)
        deciding = self.deciding() == seat
        if what == "back":
            ui.menu = 0
            return True
        if not deciding:
            if what in ("left", "right") and not core.is_over(self.state):
                ui.page = (ui.page + (1 if what == "right" else -1)) % len(PAGES)
                return True
            return False
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

    def _help_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what == "right":
            lines = phrases.help_text(self.help_subject(seat), self.lang, self.state["edition"])
            ui.help = min(ui.help + 1, max(0, len(lines) - 7))
        elif what == "left":
            ui.help = max(0, ui.help - 1)
        else:  # select or back closes the help
            ui.help = None
        return True

    def _menu_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what in ("left", "right"):
            ui.menu = (ui.menu + (1 if what == "right" else -1)) % len(MENU)
            return True
        choice = MENU[ui.menu] if what == "select" else "close"
        ui.menu = None
        if choice == "help":
            ui.help = 0
        elif choice == "undo" and self.actions:
            self.undo_request = seat
        return True

    def _undo_key(self, seat: int, what: str) -> bool:
        if what == "select" and seat != self.undo_request:
            self.undo()
            return True
        if what in ("left", "select", "back"):
            self.undo_request = None  # refused, or taken back by the asker
            return True
        return False

    def undo(self) -> bool:
        """Take back the last decision: rebuild the game from its record
        without it (same seed, so the same draws)."""
        self.undo_request = None
        if not self.actions:
            return False
        last = self.actions.pop()
        state = record.replay([dumps(self.header)] + [record.action_line(a) for a in self.actions])
        self.state = state
        if self.on_undo is not None:
            self.on_undo()
        self._events([])
        self.result = None
        self.notice = (
            catalog.text("undo", self.lang, phrases.GAME) + ": " + phrases.action_text(state, last, self.lang)
        )
        for s in self.seats:
            s.cursor = 0
        self.version += 1
        return True

    def choose(self, action: tuple) -> None:
        """Apply ``action`` for the deciding seat (raises core.IllegalAction
        and changes nothing when it is not legal)."""
        core.apply(self.state, action)
        self.actions.append(action)
        self.notice = None
        if self.on_action is not None:
            self.on_action(action)
        self._events(self.state["events"])
        for s in self.seats:
            s.cursor = 0
            s.page = 1  # everyone sees what to move
        if core.is_over(self.state):
            self.result = final_score(self.state)
        self.version += 1

    def _events(self, events: list) -> None:
        news = []
        self.mine = [[] for _ in self.state["players"]]
        self.last_vp = [0] * len(self.state["players"])
        for ev in events:
            if ev[0] == "vp":
                self.last_vp[ev[1]] += ev[2]
                continue
            news.append(ev)
            if ev[1] is not None:
                self.mine[ev[1]].append(ev)
        self.news = news

    # -- what the screens show ---------------------------------------------
    def deciding(self) -> int | None:
        return core.current_player(self.state)

    def options(self) -> list[tuple]:
        return core.legal_actions(self.state)

    def help_subject(self, seat: int) -> str:
        """What the help of ``seat`` explains: the highlighted choice's
        building or role, else the role being played."""
        act = None
        if self.deciding() == seat:
            options = core.legal_actions(self.state)
            if options:
                act = options[min(self.seats[seat].cursor, len(options) - 1)]
        return help_subject(self.state, act)

    def board_frame(self) -> Image.Image:
        return frames.board_frame(self)

    def seat_frame(self, seat: int) -> Image.Image:
        return frames.seat_frame(self, seat)

    def text_lines(self) -> list[str]:
        """The last instructions, one "> " line each, as the board may
        tell them (the news page of the seat screens, in plain text)."""
        return ["> " + t for t in frames.news_lines(self, public_view(self.state))]


def help_subject(state: dict, action: tuple | None = None) -> str:
    """What the help on ``action`` (a legal choice, or None) explains: its
    building or role, else the role being played."""
    if action is not None:
        if action[0] in ("role", "build") and len(action) > 1:
            return data.role_kind(action[1])
        if action[0] in ("quarry", "hacienda"):
            return "hacienda" if action[0] == "hacienda" else "settler"
    role = state["role"]
    if role:
        return data.role_kind(role)
    return "roles"
