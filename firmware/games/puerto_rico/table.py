"""The table: what each seat's buttons do during a game, and what each
screen is asked to show. Pure logic, no drawing and no hardware.

Events come from drivers.buttons.ButtonHub: ``(seat, "left")``,
``(seat, "right")``, ``(seat, "select")``, ``(seat, "back")`` (long press
on the select button) and ``(seat, "peek", held)`` (left button held).

- The seat that must decide sees the legal choices only, moves with
  left/right and confirms with select.
- Other seats read the logbook (what every decision told the table to
  move, this round and the last) or their own island and city: left/right
  scroll, select turns to the other page.
- A long press on select opens the seat menu: help (what the highlighted
  building or role does), the help index (any role, building or good, at
  any time), the logbook, undo the last decision, close.
- The board's button steps its pages (firmware.games.puerto_rico.pages):
  the default page (what to move, then what players ask most), buildings
  left, players, ships, supplies, roles, each player; held, it jumps to
  the next kind of page, and a seat's ▶ held shows that player's page,
  then its short keys browse the board (firmware.modes.board_pages);
  nothing turns them by itself, and a decision brings back the default
  page.
- Undo is asked from a seat and confirmed by another seat (select; left
  refuses): the board shows the question meanwhile. Undone decisions are
  replayed away: the game is rebuilt from its record without the last
  action, so the plantation draws come out the same.
- Holding left shows the seat's own VP chips, and only on that seat,
  until it is let go or the seat's next key (which does nothing else).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from core import record
from core.puerto_rico import data
from core.puerto_rico.endgame import final_score
from core.puerto_rico.views import public_view, seat_view
from firmware.drawing import ROWS
from firmware.games.puerto_rico import pages, phrases
from firmware.games.puerto_rico import frames
from firmware.games.puerto_rico import logbook
from firmware.games.puerto_rico import undo_phrases
from firmware.games.puerto_rico.logbook import Entry, Logbook
from firmware.games.puerto_rico.screens import seat as seat_screen
from firmware.modes.table import GameTable, TableSeat
from firmware.screens.table import tall_rows

if TYPE_CHECKING:
    from PIL import Image

MENU = ("help", "undo", "index", "log", "close")  # the seat menu (long press on select)

PAGES = ("log", "summary")  # waiting seats turn between these with select


class Seat(TableSeat):
    """One seat's input state: the choice highlighted, the page of a
    waiting seat and how far it is scrolled, the seat menu's cursor, the
    help index's cursor, the help's subject and line offset, the logbook
    open from the menu, peek. What its screen shows besides (the log, the
    undo question, the VP just gained) is worked out from the table when
    the screen is drawn (firmware.games.puerto_rico.frames), never stored here."""

    def __init__(self) -> None:
        super().__init__()  # page: index in PAGES; help: the line offset
        self.topic: str | None = None  # the help's subject when chosen from the index
        self.index: int | None = None  # None, or the cursor in the table's help index


class Table(GameTable):
    """A game of Puerto Rico driven by seat buttons (the constructor and
    callbacks of firmware.modes.table.GameTable)."""

    GAME = phrases.GAME
    MENU = MENU
    Seat = Seat
    peeks = True  # holding ◀ shows the seat's own VP chips
    BUTTON_KINDS = (
        3  # BoardPages: the buildings left, the players, the ships; the rest around a player's page
    )

    def _begin(self) -> None:
        self.index = phrases.help_index(record.new_from_header(self.header))  # the help index
        self.logbook = Logbook(self.lang)
        if self.actions:
            self.logbook.replay(self.header, self.actions, self.asked_lines)
        else:
            self.logbook.start(self.state)
            self.logbook.tell_too(self.asked_lines, 0)
        self._drafted()
        self.last_vp = [0] * len(self.state["players"])

    def _drafted(self) -> None:
        """A game with the building draft: the help index follows it (the
        buildings open to it, then those drafted)."""
        if self.state.get("setup") == "draft":
            self.index = phrases.help_index(self.state)

    def final_score(self, state: dict) -> dict:
        return final_score(state)

    def options(self) -> list:
        """The legal choices in menu order: the core's, except the draft's,
        grouped by cost (the slot they fill), cheapest first."""
        acts = super().options()
        if acts and acts[0][0] == "draft":  # (a physical tile's report is not)
            acts = sorted(acts, key=lambda a: (data.building(a[1])["cost"], data.BUILDING_INDEX[a[1]]))
        return acts

    @property
    def edition(self) -> str:
        return self.state["edition"]

    # -- input ------------------------------------------------------------
    def _seat_key(self, seat: int, ui: Seat, what: str) -> bool:
        if ui.index is not None:
            return self._index_key(ui, what)
        if ui.reading:
            return self._read_key(seat, ui, what)
        return super()._seat_key(seat, ui, what)

    def _rows(self, seat: int, reading: bool) -> tuple[int, int]:
        """How many rows the seat's current page has, and how many show."""
        ui = self.seats[seat]
        if reading or ui.page == 0:
            rows = self.seat_log_rows(seat)[0]
        else:
            p = self.state["players"][seat]
            rows = seat_screen.summary_rows(p, self.lang, self.edition)
        if reading:
            return len(rows), ROWS - 1
        view = seat_view(self.state, seat)  # the lines above the pages take one or two each
        return len(rows), ROWS - seat_screen.pages_top(view, seat, self.lang)

    def _scroll(self, seat: int, ui: Seat, what: str, reading: bool) -> bool:
        n, shown = self._rows(seat, reading)
        top = max(0, n - shown)
        new = max(0, min(top, ui.scroll + (-1 if what == "left" else 1) * (shown - 1)))
        if new == ui.scroll:
            return False
        ui.scroll = new
        return True

    def _page_key(self, seat: int, ui: Seat, what: str) -> bool:
        if self.result is not None:  # the final breakdown; select opens the logbook
            if what != "select":
                return False
            ui.reading = True
            ui.scroll = self._newest(seat)
            return True
        if what in ("left", "right"):
            return self._scroll(seat, ui, what, False)
        if what == "select" and self.result is None:
            ui.page = (ui.page + 1) % len(PAGES)
            ui.scroll = self._newest(seat) if ui.page == 0 else 0
            return True
        return False

    def _read_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what in ("left", "right"):
            return self._scroll(seat, ui, what, True)
        ui.reading = False  # select or back closes the logbook
        ui.scroll = self._newest(seat) if ui.page == 0 else 0
        return True

    def _log_rows_of(self, seat: int) -> tuple[list[str], int]:
        return self.logbook.rows(seat)

    def _newest_texts(self, seat: int) -> tuple[list[str], list[bool]]:
        told = [e for e in self.logbook.entries if e.texts[seat]]
        if not told:
            return [], []
        lines = [(s, t) for s, t in told[-1].lines if s is None or s == seat]
        return [t for _, t in lines], [s == seat or seat in self.named_in(t) for s, t in lines]

    def seat_window(self, seat: int) -> int:
        view = seat_view(self.state, seat)
        return ROWS - seat_screen.pages_top(view, seat, self.lang)

    def _help_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what == "right":
            ui.help = min(ui.help + 1, max(0, len(self.help_lines(seat)) - (ROWS - 1)))
        elif what == "left":
            ui.help = max(0, ui.help - 1)
        else:  # select or back closes the help (back to the index it came from)
            ui.help = None
            if ui.topic is not None:
                # the draft may have taken the topic out of the index
                ui.index = self.index.index(ui.topic) if ui.topic in self.index else 0
                ui.topic = None
        return True

    def _index_key(self, ui: Seat, what: str) -> bool:
        if what in ("left", "right"):
            ui.index = (ui.index + (1 if what == "right" else -1)) % len(self.index)
        elif what == "select":
            ui.topic = self.index[ui.index]
            ui.index = None
            ui.help = 0
        else:  # back closes the index
            ui.index = None
        return True

    def _menu_choice(self, seat: int, ui: Seat, choice: str) -> None:
        if choice == "help":
            ui.help = 0
        elif choice == "index":
            subject = self.help_subject(seat)
            ui.index = self.index.index(subject) if subject in self.index else 0
        elif choice == "log":
            ui.reading = True
            ui.scroll = self._newest(seat)

    def _before_choose(self) -> tuple:
        return logbook.before(self.state)

    def _log_decision(self, action: tuple, before: tuple) -> None:
        self.logbook.add(self.state, before[0], action, before)
        if action[0] == "draft":
            self._drafted()

    def _rebuild(self) -> None:
        self.state = self.logbook.replay(self.header, self.actions, self.asked_lines)
        self._drafted()

    def _log_hint(self, text: str) -> None:
        self.logbook.entries[-1].add(text)

    def _decision(self, before: dict, action: list) -> tuple[int | None, str, str]:
        return undo_phrases.decision(before, action, self.lang)

    def _reverse(self, after: dict, action: list) -> list[str]:
        return undo_phrases.reverse_lines(after, self.state, action, self.lang)

    def _log_undo(self, lines: list[str], after: dict) -> None:
        """The undo in every seat's logbook, the VP chips it gives back on
        their owner's seat only."""
        public: list[tuple[int | None, str]] = [(None, t) for t in lines]
        mine = undo_phrases.private_lines(after, self.lang)
        self.logbook.entries.append(Entry(self.state["round"], public + mine, len(self.state["players"])))

    def _after_decision(self) -> None:
        """Everyone sees what to move: each seat its logbook at the newest
        lines, the board its first page."""
        self.last_vp = [0] * len(self.state["players"])
        for ev in self.state["events"]:
            if ev[0] == "vp":
                self.last_vp[ev[1]] += ev[2]
        super()._after_decision()

    # -- what the screens show ---------------------------------------------
    def own_private(self, seat: int) -> list[str]:
        """The deciding seat's private lines of the last decision (the VP
        chips it takes), over its choices before its public own moves
        (Glance), which may be on the board's default page too."""
        last = self.logbook.last()
        if self.reverse is None and last is not None:
            return [t for s, t in last.lines if s == seat]
        return []

    def own_room(self, seat: int) -> int:
        """Under the header and the goods line, over the prompt and two
        choices (screens.seat.own_rows)."""
        view = seat_view(self.state, seat)
        goods = seat_screen.goods_line(view["players"][seat], self.lang, view["edition"])
        return ROWS - 3 - 1 - len(tall_rows(goods))

    def _last_news(self) -> list[str]:
        last = self.logbook.last()
        return last.public() if last is not None else []

    def table_lines(self) -> list[str]:
        """``text_lines`` for a table with one screen for everyone (the
        text table): each seat's own lines too, where they come (the VP
        chips a loader takes, the VP an expansion's building gives, the
        chips an undo gives back), since no seat screen will tell them
        and the chips must still be taken. They say what is taken, never
        a player's total."""
        last = self.logbook.last()
        if last is None:
            return self.text_lines()
        lines = [t for _, t in last.lines]
        now = self.asked_lines(len(self.actions))  # the hints asked since: first, as news() has them
        lines = now + [t for t in lines if t not in now]
        if self.reverse is None and self.notice:  # (an undo's entry holds its notice)
            lines = [self.notice] + lines
        return ["> " + t for t in lines]

    def help_subject(self, seat: int) -> str:
        """What the help of ``seat`` explains: a subject chosen from the
        index, else the highlighted choice's building or role, else the
        role being played."""
        ui = self.seats[seat]
        if ui.topic is not None:
            return ui.topic
        return help_subject(self.state, self.highlighted(seat))

    def help_lines(self, seat: int) -> list[str]:
        """The help of ``seat`` as screen lines, from its own view: what is
        being decided and the highlighted choice in full, then the
        subject's help (a subject from the index: its help alone)."""
        ui = self.seats[seat]
        view = seat_view(self.state, seat)
        subject = self.help_subject(seat)
        if ui.topic is not None:
            return phrases.seat_help(view, subject, None, self.lang, decision_too=False)
        return phrases.seat_help(view, subject, self.highlighted(seat), self.lang)

    def board_frame(self, page: int | None = None, width: int | None = None) -> Image.Image:
        return frames.board_frame(self, page, width)

    def board_count(self) -> int:
        return len(frames.board_screens(self, public_view(self.state)))

    def all_board_screens(self) -> list:
        return frames.board_screens(self, public_view(self.state))

    def board_todo_title(self) -> str:
        return pages.to_do([], self.lang, self.edition)[0]

    def seat_frame(self, seat: int) -> Image.Image:
        return frames.seat_frame(self, seat)


# Expansion 1's choices: the building each belongs to (its help).
EXP1_HELP = {
    "forest": "forest_house",
    "drawn_tile": "forest_house",
    "small_wharf": "small_wharf",
    "return": "small_wharf",
    "ship": "small_wharf",
    "guest": "guest_house",
    "pay": "black_market",
}


# Expansions 2-4's choices: what their help explains.
EXP_HELP = {
    "noble": "noble",
    "colonist": "noble",
    "export": "export_office",
    "villa": "villa",
    "land_office": "land_office",
    "land_registry": "land_registry",
    "attack": "smuggler",
    "plunder": "smuggler",
    "poach": "smuggler",
    "role_change": "smuggler",
    "festival": "festival",
}


def help_subject(state: dict, action: tuple | None = None) -> str:
    """What the help on ``action`` (a legal choice, or None) explains: its
    building or role, else the role being played."""
    if action is not None:
        if action[0] in ("role", "build", "draft") and len(action) > 1:
            return data.role_kind(action[1])
        if action[0] in ("quarry", "hacienda"):
            return "hacienda" if action[0] == "hacienda" else "settler"
        # expansion 1: the building whose choice it is
        if action[0] in EXP1_HELP:
            return EXP1_HELP[action[0]]
        if action[0] == "sell" and action[2:3] == ["trading_post"]:
            return "trading_post"
        # expansions 2-4: the building, the role card or the festival
        if action[0] in EXP_HELP:
            return EXP_HELP[action[0]]
        if action[0] == "place" and action[2:3] == ["noble"]:
            return "noble"
    if "festival" in state and "placing" in state["festival"]:
        return "festival"
    role = state["role"]
    if role:
        return data.role_kind(role)
    if state["phase"] == "draft":
        return "draft"
    return "roles"
