"""What the game tables share (Puerto Rico's, San Juan's, Port Royal's):
the seat that decides moves a cursor over the legal choices and confirms;
a long press opens the seat menu; undo is asked by one seat and confirmed
by another; an undone decision is replayed away (the game rebuilt from
its record without it); the board's button steps the board's pages, a
decision brings back its default page. Each game's
table keeps what is its own: its logbook, its help, its waiting pages and
its screens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import core
from core import record
from firmware import catalog
from firmware.drawing import HEIGHT, WIDTH, frame, frame_at, wrap
from firmware.modes.board_pages import BoardPages
from firmware.modes.glance import Glance
from firmware.modes.bot_seats import BotSeats, render_bot_seat, with_hint
from firmware.modes.seated import SeatedMode
from firmware.thinking import Thinker
from firmware.screens import pairing
from firmware.screens.table import own_order, own_start, seen_from

if TYPE_CHECKING:
    from PIL import Image


class TableSeat:
    """One seat's input state at a game table: the choice highlighted, the
    page of a waiting seat and how far it is scrolled, the seat menu's
    cursor (None: closed), the help (None: closed), the logbook opened
    from the menu, peek. A game adds what is its own."""

    def __init__(self) -> None:
        self.cursor = 0
        self.page = 0
        self.scroll = 0
        self.menu: int | None = None
        self.help: Any = None
        self.reading = False
        self.peek = False
        self.pairing = False  # the seat shows its phone's QR code (menu: phone)
        self.hint: str | None = None  # the hint's line, until the seat's next key (menu: hint)


class GameTable(BoardPages, Glance, BotSeats, SeatedMode):
    """Extends :class:`SeatedMode` with a game driven by seat buttons.

    ``on_action(action)`` is called after each applied action, before the
    screens are redrawn (the journal and record write it there);
    ``on_undo()`` after an undo; ``on_hint(event)`` when a seat asks for a
    hint (core.record's event line: the journal and record keep it).
    ``actions``: the game so far, when the table starts from a resumed
    game (``state`` is then its replay): its decisions, and the event
    lines between them (the hints asked: ``asked``).

    Extend it and give ``GAME`` (the catalog's name of the game), ``MENU``
    (the seat menu's entries, "undo" among them, "close" last; with a web
    page, "phone" joins them: ``menu_entries``), ``Seat`` (a
    :class:`TableSeat`), ``_newest(seat)`` (the scroll that shows the
    newest decision), ``_log_decision(action, before)`` (the logbook after
    a decision; ``before``: what ``_before_choose`` noted), ``_rebuild()``
    (state and logbook replayed from the record), ``_decision(before,
    action)`` (a decision in words, for the undo question),
    ``_reverse(after, action)`` (the undone decision's moves taken back),
    ``_log_undo(lines, after)``, ``_last_news()``, ``_begin()`` (the
    logbook at the start), ``_log_hint(text)`` (a line after the newest
    logbook entry's; a rebuild adds ``asked_lines(k)`` after the k-th
    decision's), and the keys of its own pages: ``_help_key``,
    ``_page_key`` (a waiting seat), ``_menu_choice`` (what the seat menu
    opens), ``board_count()`` (how many pages the board's button steps
    through; with a web page the pairing page comes after them).

    :param state: the game (core), as it stands.
    :param lang: the language of the screens.
    """

    GAME = ""
    MENU: Sequence[str] = ()
    Seat: Callable[[], TableSeat] = TableSeat
    # Mode.peeks: a game whose seats keep a secret (Puerto Rico's VP
    # chips) says True; the others have none, and a long ◀ shows nothing
    peeks = False
    peek_covers = True  # Mode.peek_covers: the secret is drawn over the seat's screen

    def __init__(
        self,
        state: dict,
        lang: str = "en",
        on_action: Callable[[Any], None] | None = None,
        on_undo: Callable[[], None] | None = None,
        actions: Sequence[Any] = (),
    ) -> None:
        super().__init__([p["name"] for p in state["players"]])
        self.state = state
        self.lang = lang
        self.on_action = on_action
        self.on_undo = on_undo
        # the decisions, and the hints asked between them: (decisions before, seat)
        self.actions, self.asked = record.split(actions)
        self.on_hint: Callable[[dict], None] | None = None
        self.header = record.header(state)
        self.undo_request: int | None = None  # the seat that asked to undo, if any
        self.notice: str | None = None  # one line for every screen (undo, resume)
        # after an undo, until the next decision: how to put its pieces back
        self.reverse: list[str] | None = None
        self._asked: tuple[str, dict | None] | None = None  # (the last decision, its words): a cache
        self.seats = [self.Seat() for _ in state["players"]]
        self.board_page = 0  # the board's screen, counted over all its pages
        self.board_jump: tuple[int, int] | None = None  # BoardPages
        self.board_browse: list | None = None  # BoardPages: a seat browsing the board
        self.board_pairing = False  # the board shows its web page's QR code
        self.thinking: int | None = None  # the bot seat whose thinking the board shows
        self.thinker = Thinker()  # a bot's search beside the loop (firmware.thinking)
        self.undos = 0  # undos made: a bot's search asked before one is dropped
        self._who: list | None = None  # the seat that took each decision (None: not worked out yet)
        self.result = self.final_score(state) if core.is_over(state) else None
        self._begin()
        self._after_decision()

    @property
    def game(self) -> str:
        """The game played (Mode.game): the state's own."""
        return self.state["game"]

    def _begin(self) -> None:
        """The game's logbook (and what else the game keeps), built once
        ``state``, ``actions`` and ``header`` are set: replayed when the
        table resumes a game."""

    def final_score(self, state: dict) -> dict:
        return core.final_score(state)

    # -- the game ----------------------------------------------------------
    def deciding(self) -> int | None:
        return core.current_player(self.state)

    def options(self) -> list:
        return core.legal_actions(self.state)

    def highlighted(self, seat: int) -> Any:
        """The choice ``seat`` has highlighted while it decides, else None."""
        if self.deciding() != seat:
            return None
        options = self.options()
        if not options:
            return None
        return options[min(self.seats[seat].cursor, len(options) - 1)]

    def choose(self, action: Any) -> None:
        """Apply ``action`` for the deciding seat (core.IllegalAction, and
        nothing changes, when it is not legal)."""
        before = self._before_choose()
        who = self.deciding()
        core.apply(self.state, action)
        self.actions.append(action)
        if self._who is not None and len(self._who) == len(self.actions) - 1:
            self._who.append(who)  # who took each decision, kept up (undo with bots)
        self.notice = None
        self.reverse = None
        if self.on_action is not None:
            self.on_action(action)
        self._log_decision(action, before)
        if core.is_over(self.state):
            self.result = self.final_score(self.state)
        self._after_decision()
        self.version += 1

    def _before_choose(self) -> Any:
        """What the logbook needs to know of the game before a decision."""
        return None

    def _log_decision(self, action: Any, before: Any) -> None:
        """Add the decision just applied to the game's logbook."""
        raise NotImplementedError

    def _rebuild(self) -> None:
        """``state`` and the logbook replayed from the header and
        ``actions`` (resume, undo)."""
        raise NotImplementedError

    def _decision(self, before: dict, action: Any) -> tuple[int | None, str, str]:
        """``action`` in words, from ``before`` (the game as it stood when
        it was chosen): (the seat that chose it, the role or step it was
        in, the choice), for the undo question and notice."""
        raise NotImplementedError

    def _reverse(self, after: dict, action: Any) -> list[str]:
        """How to put back the pieces ``action``, just undone, moved:
        ``after`` is the game just after it (its events are that
        decision's), ``state`` the game again as it was before it."""
        raise NotImplementedError

    def _log_undo(self, lines: list[str], after: dict) -> None:
        """Add the undo's lines (the notice, then the reverse moves) to the
        seats' logbook; ``after``: the game before the undo."""

    def _log_rows_of(self, seat: int) -> tuple[list[str], int]:
        """``seat``'s logbook as screen rows, as told, oldest first, and
        the row where the newest decision starts."""
        raise NotImplementedError

    def _newest_texts(self, seat: int) -> tuple[list[str], list[bool]]:
        """The newest decision's sentences ``seat`` may read, as told, and
        which are its player's own (private to it, or naming him)."""
        raise NotImplementedError

    def _seat_order(self, seat: int) -> tuple[list[str], list[bool]]:
        """``_newest_texts`` as the seat tells them: a waiting seat's own
        together first when they lie apart (screens.table.own_order)."""
        texts, mine = self._newest_texts(seat)
        if self.deciding() == seat or self.result is not None:
            return list(texts), list(mine)
        order = own_order(texts, mine, self.seat_window(seat))
        return [texts[i] for i in order], [mine[i] for i in order]

    def seat_log_rows(self, seat: int) -> tuple[list[str], int]:
        """``_log_rows_of`` with the newest decision in ``seat``'s order."""
        rows, start = self._log_rows_of(seat)
        ordered = self._seat_order(seat)[0]
        return rows[:start] + [r for t in ordered for r in wrap(t)], start

    def _newest(self, seat: int) -> int:
        """The scroll that shows ``seat`` the newest decision's start, or
        its first own move when its own do not all fit from there."""
        texts, mine = self._seat_order(seat)
        return own_start(texts, mine, self._log_rows_of(seat)[1], self.seat_window(seat))

    def seat_sees(self, seat: int) -> list[str]:
        """The newest sentences whole on waiting ``seat``'s page as it opens."""
        texts, mine = self._seat_order(seat)
        return seen_from(texts, mine, self._log_rows_of(seat)[1], self.seat_window(seat))

    def undo(self) -> bool:
        """Take back the last decision: the game rebuilt from its record
        without it (same seed, so the same draws). With bot seats, the
        last decision of a person and every bot decision after it (a bot
        would only take its own again at once): the notice names the
        person's, the lines put back every piece, the latest first."""
        self.undo_request = None
        n = self.undo_count()
        if not n:
            return False
        lines: list[str] = []
        logs: list = []  # each step's logbook lines, added once the game is rebuilt the last time
        for i in range(n):
            self._undo_one(logs)
            lines += ([self.notice] if i < n - 1 and self.notice else []) + list(self.reverse or [])
        for told, after in logs:
            self._log_undo(told, after)
        self.reverse = lines
        self._after_decision()  # each seat at the undo's lines, now in its logbook
        return True

    def _undo_one(self, logs: list | None = None) -> bool:
        """Take back the very last decision (``undo``'s step); its logbook
        lines go to ``logs`` when given (a rebuild would drop them)."""
        if not self.actions:
            return False
        after = self.state
        last = self.actions.pop()
        self.undos += 1
        # the hints asked after the undone decision go with it (as in the journal)
        self.asked = [(k, s) for k, s in self.asked if k <= len(self.actions)]
        if self._who is not None and len(self._who) == len(self.actions) + 1:
            self._who.pop()
        self._rebuild()
        if self.on_undo is not None:
            self.on_undo()
        try:
            reverse = self._reverse(after, last) or [catalog.text("undo_nothing", self.lang, self.GAME)]
        except Exception:  # the undo is made and stored: a sentence must not stop it
            reverse = [catalog.text("undo_pieces", self.lang, self.GAME)]
        self.result = None
        words = self._words(self.state, last)
        if words is None:
            self.notice = catalog.text("undone_any", self.lang, self.GAME)
        else:
            self.notice = catalog.text("undone", self.lang, self.GAME, **words)
        self.reverse = reverse
        self._asked = None
        if logs is None:
            self._log_undo([self.notice] + self.reverse, after)
        else:
            logs.append(([self.notice] + self.reverse, after))
        self._after_decision()
        self.version += 1
        return True

    @property
    def told(self) -> tuple:
        """What the table told besides its decisions: the notice, the hints
        asked and given (a page shows them: firmware.web.server's publish)."""
        return self.notice, len(self.asked), self.hint_news

    def entries(self) -> list:
        """The game as the journal and the record keep it: the decisions
        and the hints asked between them (core.record.merge)."""
        return record.merge(self.actions, self.asked)

    def asked_lines(self, k: int) -> list[str]:
        """The logbook's lines of the hints asked after ``k`` decisions
        ("Anne asked for a hint")."""
        return [catalog.text("hint_asked", self.lang, name=self.names[s]) for at, s in self.asked if at == k]

    def _log_hint(self, text: str) -> None:
        """Add ``text`` (a hint asked) to the newest logbook entry."""
        raise NotImplementedError

    def _after_decision(self) -> None:
        """Everyone sees what to move: each seat its logbook at the newest
        lines, the board its default page (the moves are on top of it,
        and the page a player had stepped to may have changed)."""
        for s in range(len(self.seats)):
            ui = self.seats[s]
            ui.cursor = 0
            ui.page = 0
            ui.reading = False
            ui.scroll = self._newest(s)
            ui.hint = None
        self.board_page = 0
        self.board_jump = None
        self.board_browse = None
        self.board_pairing = False
        self.glance_turn = 0  # the moves from their first turn (Glance)
        self.glance_at = None

    # -- input -------------------------------------------------------------
    def press(self, seat: int, what: str, flag: bool | None) -> bool:
        ui = self.seats[seat]
        if self.is_bot(seat) and self.result is None:
            # the device plays this seat: its buttons choose nothing and
            # show nothing of its secrets (its VP, its hand)
            return False
        if ui.hint is not None and what != "peek":
            ui.hint = None  # the hint's line goes with the seat's next key, which still counts
        if what == "peek":
            return self._peek(ui, flag)
        if ui.pairing or ui.peek:
            # a screen over the seat's own (its QR code, its secret VP):
            # the first key takes it away and does nothing else, so no
            # key acts on a menu the player cannot see (issue 30)
            ui.pairing = ui.peek = False
            return True
        if self.browsing(seat):
            if what in ("left", "right", "select"):
                return self.browse_key(seat, what)
            self.board_browse = None  # the seat menu: the seat's own keys again
        elif self.board_browse is not None and self.board_browse[0] == seat:
            self.board_browse = None  # its time ran out: the seat's own keys again
        if self.undo_request is not None:
            return self._undo_key(seat, what)
        if ui.help is not None:
            return self._help_key(seat, ui, what)
        if ui.menu is not None:
            return self._menu_key(seat, ui, what)
        return self._seat_key(seat, ui, what)

    def _peek(self, ui: TableSeat, held: bool | None) -> bool:
        """The left button held: the seat shows its secret while it is (a
        game with a secret says ``peeks``), until it is let go or the
        seat's next key."""
        if not self.peeks:
            return False
        return self.set_peek(ui, held)

    def _seat_key(self, seat: int, ui: TableSeat, what: str) -> bool:
        """A key with nothing open: back opens the seat menu; the deciding
        seat chooses, a waiting seat turns its pages."""
        if what == "back":
            ui.menu = 0
            return True
        if self._waiting(seat, ui):
            return self._page_key(seat, ui, what)
        return self._choice_key(ui, what)

    def _waiting(self, seat: int, ui: TableSeat) -> bool:
        """True when ``seat`` reads its pages rather than choose."""
        return self.deciding() != seat

    def _help_key(self, seat: int, ui: TableSeat, what: str) -> bool:
        raise NotImplementedError

    def _page_key(self, seat: int, ui: TableSeat, what: str) -> bool:
        raise NotImplementedError

    def _choice_key(self, ui: TableSeat, what: str) -> bool:
        """A key of the deciding seat: left/right move over the legal
        choices, select confirms the highlighted one."""
        options = self.options()
        if what in ("left", "right"):
            ui.cursor = (ui.cursor + (1 if what == "right" else -1)) % len(options)
            return True
        if what == "select":
            self.choose(options[min(ui.cursor, len(options) - 1)])
            return True
        return False

    def _menu_key(self, seat: int, ui: TableSeat, what: str) -> bool:
        """The seat menu open: left/right move, select opens the entry,
        back closes the menu."""
        if what in ("left", "right"):
            ui.menu = (ui.menu + (1 if what == "right" else -1)) % len(self.menu_entries())
            return True
        choice = self.menu_entries()[ui.menu] if what == "select" else "close"
        ui.menu = None
        if choice == "phone":
            ui.pairing = True
        elif choice == "hint":
            self.hint(seat)
        elif choice == "undo":
            if self.can_undo():
                self.undo_request = seat
                self._asked = (self._last_key(), self._last_words())  # the question's words
        elif choice != "close":
            self._menu_choice(seat, ui, choice)
        return True

    def menu_entries(self) -> tuple:
        """The seat menu's entries: ``MENU``, and "phone" before "close"
        when the table serves its web page (a seat shows its QR code)."""
        hint = ("hint",) if self.hints_on else ()  # before phone and close: MENU's indexes stay
        if self.web is None:
            return tuple(self.MENU[:-1]) + hint + tuple(self.MENU[-1:])
        return tuple(self.MENU[:-1]) + hint + ("phone",) + tuple(self.MENU[-1:])

    def _menu_choice(self, seat: int, ui: TableSeat, choice: str) -> None:
        """Open the seat menu's entry ``choice`` (not undo, not close)."""

    def _undo_key(self, seat: int, what: str) -> bool:
        """An undo asked: select on another seat confirms it; left, or
        select or back on the asking seat, refuses or takes it back."""
        if what == "select" and (seat != self.undo_request or not self._other_person(seat)):
            # another seat confirms; a person alone with bots confirms his own
            self.undo()
            return True
        if what in ("left", "select", "back"):
            self.undo_request = None  # refused, or taken back by the asker
            return True
        return False

    def frames(self) -> dict:
        """Every screen's image; a seat showing its QR code, and the board
        on its pairing page, get the pairing screens instead."""
        web = self.web is not None  # (a code asked for stays hidden once there is no page)
        out: dict = {"board": self.pairing_board() if web and self.board_pairing else self.board_frame()}
        for s in range(self.seat_count):
            page = self.browse_next(s)
            if self.is_bot(s) and self.result is None:
                out[s] = frame(render_bot_seat, self.bot_seat_lines(s))
            elif web and self.seats[s].pairing:
                out[s] = self.pairing_seat(s)
            elif page is not None:
                # the board's next screen of the kind it shows (the seat's
                # ● brings it there): a page of two screens read whole
                hint = catalog.text("board_browse_short", self.lang)
                out[s] = with_hint(self.board_frame(page, WIDTH), hint)
            elif self.browsing(s):  # one line says what its keys do now
                out[s] = with_hint(self.seat_frame(s), catalog.text("board_browse", self.lang))
            elif self.seats[s].hint is not None:
                out[s] = with_hint(self.seat_frame(s), self.seats[s].hint)
            else:
                out[s] = self.seat_frame(s)
        return out

    def pairing_seat(self, seat: int) -> Image.Image:
        """``seat``'s pairing screen: the QR code of its own address, drawn
        for its own screen only."""
        code = _qr_code(self.web.seat_url(seat))
        return frame(pairing.render_seat, self.names[seat], code, self.lang)

    def pairing_board(self) -> Image.Image:
        """The board's pairing page: the board page's address and QR code."""
        url = self.web.board_url()
        return frame_at(self.board_width, pairing.render_board, url, _qr_code(url), self.lang)

    # -- what the screens show ---------------------------------------------
    def question(self) -> str | None:
        """The undo question, while a seat has asked for one: it names the
        decision ("undo Anne's settler: tobacco plantation? o yes, < no")."""
        if self.undo_request is None:
            return None
        words = self.last_decision()
        asker = self.names[self.undo_request]  # who asked, and so who may not answer
        if words is None:
            return catalog.text("undo_ask_any", self.lang, self.GAME, asker=asker)
        return catalog.text("undo_ask", self.lang, self.GAME, asker=asker, **words)

    def last_decision(self) -> dict | None:
        """The last decision in words (the fields ``name``, ``what``,
        ``choice`` of the undo question), or None. Kept from when the undo
        was asked (drawing a screen changes nothing, not even a cache)."""
        if self._asked is not None and self._asked[0] == self._last_key():
            return self._asked[1]
        return self._last_words()

    def _last_key(self) -> str:
        # the decision itself: an undo and a new choice may leave as many
        # decisions as before
        return "%d %r" % (len(self.actions), self.actions[-1] if self.actions else None)

    def _last_words(self) -> dict | None:
        """The last decision in words, from the game replayed up to it
        (the record's same seed gives the same draws)."""
        if not self.actions:
            return None
        # with bot seats: the person's decision an undo takes back
        k = len(self.actions) - max(1, self.undo_count())
        try:
            before = record.new_from_header(self.header)
            for a in self.actions[:k]:
                core.apply(before, a)
        except Exception:  # a record that does not replay: ask plainly
            return None
        return self._words(before, self.actions[k])

    def _words(self, before: dict, action: Any) -> dict | None:
        """The fields of the undo's sentences (name, what, choice), or None
        when the decision cannot be said."""
        try:
            seat, what, choice = self._decision(before, action)
        except Exception:  # never let a sentence stop an undo
            return None
        name = before["players"][seat]["name"] if seat is not None else ""
        return {"name": name, "what": what, "choice": choice}

    def board_status(self) -> list[str]:
        """The board's bottom lines: a bot's thinking, the device's problems
        (the undo question is drawn whole over the page, from ``question``)."""
        if self.thinking is not None:
            return [self.thinking_line()] + list(self.status)
        return list(self.status)

    def news(self) -> list[str]:
        """What the last decision told the table to move, in words; the
        table's notice ("undone: ...", "game 3 resumed") and the hints
        asked since ("Anne asked for a hint") first. After an
        undo, until the next decision: how to put its pieces back (the
        decision before it was carried out already)."""
        notice = [self.notice] if self.notice else []
        # the hints asked in this position first (the logbook has them last)
        now = self.asked_lines(len(self.actions))
        rest = self.reverse if self.reverse is not None else self._last_news()
        return notice + now + [t for t in rest if t not in now]

    def _last_news(self) -> list[str]:
        raise NotImplementedError

    def text_lines(self) -> list[str]:
        """The last instructions, one "> " line each, as the board may
        tell them (the board's "to do" page, in plain text)."""
        return ["> " + t for t in self.news()]


def _qr_code(url: str) -> Image.Image | str:
    """The QR code of ``url`` for a screen, or the one line saying why
    there is none (an address too long): the table goes on either way.
    firmware.web.qr (and segno) only load when a code is first drawn: a
    table without --web never imports them."""
    from firmware.web import qr

    try:
        return qr.image(url, HEIGHT)
    except qr.QRTooLong as e:
        return str(e)
