"""San Juan's table: what each seat's buttons do during a game and what
each screen is asked to show. Pure logic, no drawing and no hardware;
the same buttons and seat menu as Puerto Rico's table
(firmware.games.puerto_rico.table).

- The seat that must decide sees the legal choices only, each with the
  cards it costs or brings (prices after every discount, from the core),
  moves with left/right and confirms with select.
- Other seats read what to move (the log: every decision's sentences,
  newest at the bottom) or their own city: left/right scroll, select
  turns to the other page.
- A long press on select opens the seat menu: undo the last decision,
  read the log, close. Undo is asked by one seat and confirmed by another
  (select; left refuses); the game is rebuilt from its record without
  the last action.
- The board's button steps its pages: first its default page (what to
  move, the roles still open, the trading-house tile's prices, the
  piles), then the players' counts, the round (governor, roles taken),
  the tile, each player's buildings; a decision brings back the first.
- At the end each seat in turn, from the governor, sees its hand, goods
  and chapel cards as the device counted them: select on "confirm", or
  left/right to a count one up or down and select (as often as needed)
  before confirming. Then the final ranking on the board, each seat's
  breakdown on its screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

import core
from core import record
from core.san_juan import data, engine
from core.san_juan.views import public_view, seat_view
from firmware import catalog
from firmware.drawing import ROWS, frame, frame_at, split, wrap
from firmware.games.san_juan import phrases, setup_phrases, undo_phrases
from firmware.games.san_juan.phrases import GAME, say
from firmware.games.san_juan.screens import board, seat as seat_screen
from firmware.modes.table import GameTable, TableSeat
from firmware.screens.table import board_screens, columns_of, log_rows, narrowed, packed, paged

if TYPE_CHECKING:
    from PIL import Image

MENU = ("help", "undo", "log", "close")  # the seat menu (long press on select)
MENU_WORDS = {"help": "help", "undo": "undo_last", "log": "log_read", "phone": "menu_phone", "close": "close"}
MENU_WORDS["hint"] = "menu_hint"  # issue 34: a hint, when the game allows them
LOG_KEPT = 40  # decisions a seat can scroll back through


class Seat(TableSeat):
    """One seat's input state: the choice highlighted, the page of a
    waiting seat (0 the log, 1 his city) and its scroll, the seat menu's
    cursor, the help (None, or the first row shown), the log opened from
    the menu."""


class Table(GameTable):
    """A game of San Juan driven by seat buttons; the same constructor and
    callbacks as Puerto Rico's table (firmware.session drives both)."""

    edition = "classic"
    GAME = GAME
    MENU = MENU
    Seat = Seat

    def _begin(self) -> None:
        self.log: list[list[str]] = self._replay(self.actions)[1]

    # -- the game --------------------------------------------------------------
    def _replay(self, actions: Sequence[tuple]) -> tuple[dict, list[list[str]]]:
        """The game rebuilt from its header and ``actions``, with its log."""
        state = record.new_from_header(self.header)
        # the set-up first, step by step (rules 3, the variant)
        log: list[list[str]] = [setup_phrases.lines(state, self.lang)]
        self._setup = log[0]  # told as news only before the first decision
        log[-1] += self.asked_lines(0)
        for k, a in enumerate(actions):
            who = core.current_player(state)
            core.apply(state, list(a))
            log = self._logged(log, state, who, a)
            log[-1] += self.asked_lines(k + 1)  # (the hints asked then)
        return state, log

    def _logged(
        self, log: list[list[str]], state: dict, who: int | None, action: Sequence
    ) -> list[list[str]]:
        """``log`` with the sentences of the decision just applied. A step
        of a build (the building chosen, the crane's or black market's
        question) moves nothing yet: the log stays as it was."""
        out = [s for s in (phrases.event_text(state, e, self.lang) for e in state["events"]) if s]
        if not out and action[0] == "pass" and who is not None:
            out.append(say("e.pass", self.lang, name=state["players"][who]["name"]))
        return (log + [out])[-LOG_KEPT:] if out else log

    def choose(self, action: Sequence) -> None:
        """Apply ``action`` for the deciding seat (core.IllegalAction, and
        nothing changes, when it is not legal)."""
        who = self.deciding()
        cursor = self.seats[who].cursor if who is not None else 0
        action = list(action)
        super().choose(action)
        if action[0] == "count" and self.deciding() == who:
            # a count corrected stays highlighted: ● again is one more step
            self.seats[who].cursor = min(cursor, len(self.options()) - 1)

    def _before_choose(self) -> int | None:
        return self.deciding()

    def _log_decision(self, action: list, before: int | None) -> None:
        self.log = self._logged(self.log, self.state, before, action)

    def _rebuild(self) -> None:
        self.state, self.log = self._replay(self.actions)

    def _log_hint(self, text: str) -> None:
        self.log[-1].append(text)

    def _decision(self, before: dict, action: list) -> tuple[int | None, str, str]:
        return undo_phrases.decision(before, action, self.lang)

    def _reverse(self, after: dict, action: list) -> list[str]:
        return undo_phrases.reverse_lines(after, self.lang)

    def _log_undo(self, lines: list[str], after: dict) -> None:
        self.log = (self.log + [lines])[-LOG_KEPT:]

    # -- input -------------------------------------------------------------------
    def _peek(self, ui: Seat, held: bool | None) -> bool:
        return False  # nothing is secret in San Juan's counts

    def _waiting(self, seat: int, ui: Seat) -> bool:
        return ui.reading or self.deciding() != seat

    def _page_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what in ("left", "right"):
            n = len(self.page_rows(seat))
            top = max(0, n - seat_screen.MENU_ROWS)
            step = seat_screen.MENU_ROWS - 1
            new = max(0, min(top, ui.scroll + (step if what == "right" else -step)))
            if new == ui.scroll:
                return False
            ui.scroll = new
            return True
        if what != "select":
            return False
        if ui.reading:
            ui.reading = False
        elif self.result is not None:
            ui.reading = True  # after the game: select opens the log
        else:
            ui.page = 1 - ui.page
        ui.scroll = self._newest(seat) if ui.page == 0 or ui.reading else 0
        return True

    def _menu_choice(self, seat: int, ui: Seat, choice: str) -> None:
        if choice == "help":
            ui.help = 0
        elif choice == "log":
            ui.reading = True
            ui.page = 0
            ui.scroll = self._newest(seat)

    def _help_key(self, seat: int, ui: Seat, what: str) -> bool:
        if what in ("left", "right"):
            n = len(self.help_rows(seat))
            top = max(0, n - (ROWS - 1))
            ui.help = max(0, min(top, ui.help + (1 if what == "right" else -1)))
            return True
        ui.help = None  # select or back closes the help
        return True

    def help_rows(self, seat: int) -> list[str]:
        """The help's lines: what is decided, the highlighted choice, then
        the subject's own help."""
        return phrases.help_rows(self.state, self.help_subject(seat), self.highlighted(seat), self.lang)

    def help_subject(self, seat: int) -> str:
        """The building or role of the seat's highlighted choice, else the
        role being played."""
        return phrases.help_subject(self.state, self.highlighted(seat))

    # -- what the screens show -------------------------------------------------------
    def _last_news(self) -> list[str]:
        if not self.log or (self.actions and self.log[-1] is self._setup):
            return []  # a resumed game's set-up is done: only in the log
        return self.log[-1]

    def _log_rows_of(self, seat: int) -> tuple[list[str], int]:
        return log_rows(self.log)

    def _newest_texts(self, seat: int) -> tuple[list[str], list[bool]]:
        texts = self.log[-1] if self.log else []
        return list(texts), [seat in self.named_in(t) for t in texts]

    def page_rows(self, seat: int) -> list[str]:
        ui = self.seats[seat]
        if ui.page == 1 and not ui.reading:
            return seat_screen.city_rows(seat_view(self.state, seat)["players"][seat], self.lang)
        return self.seat_log_rows(seat)[0] or [catalog.text("log_empty", self.lang, GAME)]

    def board_facts(self) -> list[str]:
        """The default page's facts: the roles still open, the tile's
        prices, the piles."""
        sep = ", "
        st = public_view(self.state)
        lang = self.lang
        left = sep.join(phrases.name("r", r, lang) for r in data.ROLES if r not in st["picked"])
        out = [say("board.open", lang, roles=left or "-")]
        if st["tile"] is not None:
            prices = sep.join(
                phrases.name("g", g, lang) + " " + str(engine.sale_price(self.state, g)) for g in data.GOODS
            )
            out.append(say("board.prices", lang, prices=prices))
        out.append(say("board.deck", lang, n=st["deck"], d=st["discard"]))
        return out

    def board_screens(self) -> list:
        """Every screen the board's button steps, each a list of columns
        (firmware.screens.table.board_screens)."""
        news = self.news() or [say("board.nothing", self.lang)]
        facts = [r for f in self.board_facts() for r in wrap(f)]
        cols = columns_of(self.board_width)
        bottom = (self.board_status() or [phrases.deciding(public_view(self.state), self.lang)])[0]
        return board_screens(
            say("page.todo", self.lang),
            news,
            facts,
            facts,
            self.board_pages(),
            cols,
            bottom,
            self.news_aside() if self.news() else (),
            self.glance_turn,
        )

    def board_pages(self) -> list[tuple[str, list[str]]]:
        """The pages after the default one: the players' counts, the
        round, the tile, each player's buildings and goods."""
        st = public_view(self.state)  # the board shows nobody's chapel count
        lang = self.lang
        pages: list[tuple[str, list[str]]] = []
        players = []  # one group of rows per player, never cut over two pages
        for p in st["players"]:
            goods = 0
            for g in data.GOODS:
                goods += p["goods"][g]
            text = say("board.player", lang, name=p["name"], b=len(p["buildings"]), h=p["hand"], g=goods)
            # its parts ("hand 2") never cut over two rows
            players.append(packed("", text.split(", "), ","))
        pages += _grouped(say("page.players", lang), players)
        rnd = wrap(say("board.governor", lang, name=st["players"][st["governor"]]["name"]))
        taken = ", ".join(phrases.name("r", r, lang) for r in st["picked"])
        rnd += wrap(say("board.picked", lang, roles=taken or "-"))
        rnd += wrap(say("board.deck", lang, n=st["deck"], d=st["discard"]))
        pages += paged(say("page.round", lang, n=st["round"]), rnd)
        if st["tile"] is not None:  # the tile face up, good by good
            tile = [
                split(phrases.name("g", g, lang), str(engine.sale_price(self.state, g))) for g in data.GOODS
            ]
            pages += paged(say("board.prices_title", lang), tile)
        for p in st["players"]:  # each city, card by card (public), a name never cut
            built = [phrases.name("b", b, lang) for b in p["buildings"]]
            goods = [
                phrases.name("g", g, lang) + " " + str(p["goods"][g]) for g in data.GOODS if p["goods"][g]
            ]
            rows = packed(say("board.city", lang), built or ["-"], ", ")
            pages += paged(p["name"], rows + packed(say("board.goods", lang), goods or ["-"], ", "))
        return pages

    def board_count(self) -> int:
        return 1 if self.result is not None else len(self.board_screens())

    def all_board_screens(self) -> list:
        return [None] if self.result is not None else self.board_screens()

    def board_todo_title(self) -> str:
        return say("page.todo", self.lang)

    def board_frame(self, page: int | None = None, width: int | None = None) -> Image.Image:
        status = self.board_status()
        if self.result is not None:
            return frame(board.final, self.lang, self.result, status)
        screens = self.board_screens()
        k = (self.board_page if page is None else page) % len(screens)
        bottom = status[0] if status else phrases.deciding(public_view(self.state), self.lang)
        w = self.board_width if width is None else width
        return frame_at(w, board.render, narrowed(screens[k], w), k, len(screens), bottom, self.question())

    def own_room(self, seat: int) -> int:
        """The deciding seat's rows for its own moves (Glance)."""
        prompt = phrases.prompt(self.state, self.lang)
        return seat_screen.own_room(seat_view(self.state, seat), seat, self.lang, prompt)

    def seat_frame(self, s: int) -> Image.Image:
        ui = self.seats[s]
        view = seat_view(self.state, s)
        deciding = self.deciding() == s and not ui.reading
        options = None
        if deciding:
            options = [phrases.action_text(self.state, a, self.lang) for a in self.options()]
            prompt = phrases.prompt(self.state, self.lang)
        else:
            prompt = phrases.deciding(view, self.lang)
        menu = [catalog.text(MENU_WORDS[m], self.lang, GAME) for m in self.menu_entries()]
        if ui.help is not None:
            subject = self.help_subject(s)
            title = phrases.help_title(subject, self.lang)
            return frame(seat_screen.render_help, title, self.help_rows(s), ui.help)
        return frame(
            seat_screen.render,
            view,
            s,
            ui,
            self.lang,
            prompt,
            options,
            self.page_rows(s),
            self.result,
            self.question(),
            self.undo_request == s,
            menu,
            self.own_news(s),
        )


def _grouped(title: str, groups: list[list[str]]) -> list[tuple[str, list[str]]]:
    """Groups of rows as board pages of ``title``, a group never cut."""
    pages: list[tuple[str, list[str]]] = [(title, [])]
    for g in groups:
        if pages[-1][1] and len(pages[-1][1]) + len(g) > ROWS - 2:
            pages.append((title, []))
        pages[-1][1].extend(g)
    return pages
