"""The board's pages as a game table turns them (issue 36): the board's
button steps its screens one by one, held it jumps to the next kind of
page (the buildings left, the players, the ships..., each player's
own); a seat's ▶ held shows that seat's player's page on the board and
lets that seat browse the board with its short keys (▶ ◀ the kinds of
page around its own, ● their next screen) until a decision, its ▶ held
again or ``BROWSE_SECONDS`` without a key: any fact a few presses away.
Mixed into firmware.modes.table.GameTable, which keeps ``board_page``
(the screen shown), ``board_jump``, ``board_browse`` and
``board_pairing``."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, Callable

if TYPE_CHECKING:
    from PIL import Image

BROWSE_SECONDS = 20  # a seat browsing the board: back to its own keys after this long without one


class BoardPages:
    """The board's button and the seats' long ▶ over the board's screens.

    A game gives ``all_board_screens()`` (every screen in order, each a
    list of columns, firmware.screens.table.board_screens) and
    ``board_todo_title()`` (the title of the moves going on after the
    default page)."""

    board_keys = "keys_board"  # Mode.board_keys: B, the next kind of page; Shift+▶, a player's page, browsing
    board_page: int
    board_pairing: bool
    # (the seat whose long ▶ turned the board, the screen it turned it
    # to): that seat's long ▶ again turns it to the next kind of page
    board_jump: tuple[int, int] | None
    # [the seat browsing the board's pages with its short keys, the time
    # of its last key] (see ``browse_key``), or None
    board_browse: list | None = None
    clock: Callable[[], float] = staticmethod(time.monotonic)  # injectable: the browsing's timeout
    web: Any
    result: Any
    if TYPE_CHECKING:  # the table's own (SeatedMode's, BotSeats', the game's)
        names: list[str]
        seat_count: int

        def is_bot(self, seat: int) -> bool: ...

        def board_frame(self, page: int | None = None, width: int | None = None) -> Image.Image: ...

    def board_press(self, what: str) -> bool:
        """The board's own button: the next page (after the last, the
        default page again); a long press, the next kind of page (issue
        36). Nothing turns it by itself: a page stays until the button or
        the next decision (issue 22)."""
        if what == "back":
            self.board_pairing = False
            self.board_jump = None
            self.board_page = self._next_kind(self.board_page % self.board_count())
            return True
        if what != "select":
            return False
        self.board_jump = None
        if self.web is None:
            self.board_page += 1
        elif self.board_pairing:  # after the pairing page: the first page again
            self.board_pairing = False
            self.board_page = 0
        else:
            self.board_page += 1
            self.board_pairing = self.board_page % self.board_count() == 0
        return True

    def board_count(self) -> int:
        """How many pages the board's button steps through (``board_page``
        modulo this)."""
        return len(self.all_board_screens())

    def all_board_screens(self) -> list:
        """Every screen the board's button steps through, in order, each a
        list of columns (firmware.screens.table.board_screens) or None (the
        final ranking); the game's own."""
        raise NotImplementedError

    def board_todo_title(self) -> str:
        """The title of the pages where the moves go on after the default
        page (they are of its kind); the game's own."""
        raise NotImplementedError

    def board_kinds(self) -> list[tuple[int, str | None]]:
        """Where each kind of board page starts: (its first screen, its
        title), in order; the default page (and the moves going on) is of
        kind None. A kind is a run of columns under one title: the
        players, the buildings left, one player's page..."""
        todo = self.board_todo_title()
        out: list[tuple[int, str | None]] = []
        last: object = ()
        for i, screen in enumerate(self.all_board_screens()):
            for col in screen if screen is not None else [None]:
                title = col[0] if col is not None and isinstance(col[0], str) else None
                title = None if title == todo else title
                if title != last:
                    out.append((i, title))
                    last = title
        return out

    def _next_kind(self, k: int) -> int:
        """The screen where the next kind of page after screen ``k``
        starts (one started on screen ``k`` is seen already), or the
        default page after the last."""
        for i, title in self.board_kinds():
            if i > k and title is not None:
                return i
        return 0

    def board_ring(self, seat: int) -> list[int]:
        """The kinds of page ``seat``'s short ▶ and ◀ step through while it
        browses the board (their first screens): its player's own page
        first, then the kinds the board's button reaches last,
        alternately right and left of it (▶ the second of them, ◀ the
        first, ▶▶ the fourth, ◀◀ the third...), then the others (the
        first kinds of the button, the other players' pages) between
        them, in the button's order: the farthest kinds from the
        board's button are the nearest from a player's page."""
        kinds = [(i, t) for i, t in self.board_kinds() if t is not None]
        names = self.names
        mine = [i for i, t in kinds if t.lstrip("*") == names[seat]]
        if not mine:
            return []
        own = [t.lstrip("*") for _, t in kinds].index(names[seat])
        others = [i for i, t in kinds[own + 1 :] + kinds[:own] if t.lstrip("*") in names]
        rest = [i for i, t in kinds if t.lstrip("*") not in names]
        near, far = rest[: self.BUTTON_KINDS], rest[self.BUTTON_KINDS :]
        right, left = far[1::2], far[0::2]
        return [mine[0]] + right + near + others + left[::-1]

    BUTTON_KINDS = 2  # the kinds the board's button held reaches first (the buildings left, the players)

    def browsing(self, seat: int | None = None) -> bool:
        """True while a seat (``seat``, or any) browses the board with its
        short keys: from its long ▶ until a decision, its long ▶ again, the
        board's button, or ``BROWSE_SECONDS`` without a key of it."""
        b = self.board_browse
        if b is None or (seat is not None and b[0] != seat):
            return False
        return self.clock() - b[1] < BROWSE_SECONDS

    def tick(self, now: float) -> bool:
        """The browsing ends after ``BROWSE_SECONDS`` without a key: the
        seat's line goes (the board stays where it is)."""
        done = super().tick(now)  # type: ignore[misc]
        if self.board_browse is not None and not self.browsing():
            self.board_browse = None
            self.version += 1
            return True
        return done

    def browse_key(self, seat: int, what: str) -> bool:
        """A short key of the browsing seat: ▶ / ◀ the next / previous kind
        of its ring (``board_ring``), ● the next screen of the kind shown
        (after its last, its first). Nothing of the seat changes: no
        cursor moves, nothing is chosen."""
        self.board_browse = [seat, self.clock()]
        ring = self.board_ring(seat)
        if not ring:
            return False
        here = self.board_page % self.board_count()
        start, nxt = self._in_kind(here)
        if what == "select":
            page = nxt
        else:
            k = ring.index(start) if start in ring else 0
            page = ring[(k + (1 if what == "right" else -1)) % len(ring)]
        self.board_pairing = False
        self.board_page = page
        self.board_jump = (seat, page)
        return True

    def _in_kind(self, page: int) -> tuple[int, int]:
        """(first screen, next screen) of the kind of page the board's
        screen ``page`` is of: the next after ``page``, after its last its
        first (what a browsing seat's ● shows)."""
        kinds = [i for i, _t in self.board_kinds()]
        start = max([i for i in kinds if i <= page] or [0])
        end = ([i for i in kinds if i > start] + [self.board_count()])[0]
        return start, page + 1 if page + 1 < end else start

    def browse_next(self, seat: int) -> int | None:
        """While ``seat`` browses the board: the screen its ● would show
        (the next of the kind shown, after its last its first), which its
        own screen shows meanwhile: a kind of two screens read whole at
        once, the board's and the seat's (issue 36). None when not
        browsing, or when the kind has one screen."""
        if not self.browsing(seat):
            return None
        here = self.board_page % self.board_count()
        page = self._in_kind(here)[1]
        return None if page == here else page

    def hold(self, seat: int, name: str, n: int) -> bool:
        """A seat's long ▶ (the first repeat of a held ▶): the board shows
        that seat's player's page, his island and city (issue 36), and the
        seat browses the board with its short keys (``browse_key``) until
        a decision, its long ▶ again (the board's default page again) or
        ``BROWSE_SECONDS`` without a key. Whatever the seat shows, nothing
        else changes."""
        if name != "right" or n != 1 or (self.is_bot(seat) and self.result is None):
            return False
        if self.browsing(seat):
            self.board_browse = None
            self.board_jump = None
            self.board_pairing = False
            self.board_page = 0
            return True
        mine = [i for i, t in self.board_kinds() if t is not None and t.lstrip("*") == self.names[seat]]
        if not mine:  # (after the game: no player's page)
            return False
        page = mine[0]
        self.board_pairing = False
        self.board_page = page
        self.board_jump = (seat, page)
        self.board_browse = [seat, self.clock()]
        return True
