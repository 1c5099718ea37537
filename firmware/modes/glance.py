"""The moves of the last decision at a glance (issue 36): every move is
read without a press, on the board's default page or on the screen of
the seat whose pieces move (each player moves their own pieces; the
board says what the bank moves). When the moves are more than the
default page, the board leaves to the seats the sentences they show
whole: a waiting seat's own (its logbook opens at them), the deciding
seat's own (over its choices, two choices at least in view). When the
board's default page cannot hold the rest even so, its rows of moves
turn by themselves every ``TURN`` seconds on the loop's clock (``tick``),
until the next decision. Mixed into firmware.modes.table.GameTable."""

from __future__ import annotations

from typing import TYPE_CHECKING

from firmware.drawing import ROWS, wrap
from firmware.screens.table import glance_too_long, glance_turns

if TYPE_CHECKING:
    from typing import Any


class Glance:
    """``news_aside`` and ``own_news`` over the table's ``news()``; the
    default page's moves turning (``glance_turn``, ``tick``)."""

    TURN = 4.0  # seconds each turn of the default page's moves stays
    # how many times the default page's moves have turned since the last
    # decision, and when (the loop's clock; None: at the next tick): the
    # table's _after_decision sets both back
    glance_turn = 0
    glance_at: float | None = None

    if TYPE_CHECKING:  # the table's own (GameTable's, SeatedMode's, BotSeats')
        names: list[str]
        notice: str | None
        actions: list
        result: Any
        version: int
        board_page: int
        board_pairing: bool
        undo_request: int | None

        def all_board_screens(self) -> list: ...
        def board_count(self) -> int: ...

        def news(self) -> list[str]: ...
        def asked_lines(self, k: int) -> list[str]: ...
        def deciding(self) -> int | None: ...
        def seat_sees(self, seat: int) -> list[str]: ...
        def is_bot(self, seat: int) -> bool: ...

    def tick(self, now: float) -> bool:
        """The loop's pass (Mode.tick): the bots' and hints' (BotSeats),
        then the default page's moves turn when ``TURN`` seconds have
        passed since the decision or the last turn and they do not fit
        the page (``glance_turns``); True when a screen changed."""
        changed = super().tick(now)  # (BotSeats)
        return self._glance_tick(now) or changed

    def _glance_tick(self, now: float) -> bool:
        """The moves' next turn when it is due: the board is redrawn (the
        version bumped) only when it shows the default page, so a screen
        whose page did not turn is not sent again (each OLED frame is
        sent whole)."""
        if self.glance_at is None or now < self.glance_at:
            self.glance_at = now  # the decision's first pass (or a clock set back)
            return False
        if now - self.glance_at < self.TURN:
            return False
        self.glance_at = now
        if self.result is not None or self.glance_turns() < 2:
            return False
        self.glance_turn += 1
        if self.board_page % self.board_count() or self.board_pairing or self.undo_request is not None:
            return False  # the board shows another page (or the question): nothing to redraw
        self.version += 1
        return True

    def glance_turns(self) -> int:
        """How many turns the board's default page shows the moves in (1:
        they fit it)."""
        return glance_turns(self.all_board_screens())

    def news_aside(self) -> list[int]:
        """The moves of ``news`` (their indices) a seat's screen tells its
        player: those naming one player who waits, as his seat shows them
        as it opens, and the deciding player's own his seat shows over
        its choices (``own_news``). When the moves are too many for the
        board's default page, it leaves these to the seats (each player
        moves their own pieces)."""
        if self.result is not None:
            return []
        deciding = self.deciding()
        mine = set(self.own_news(deciding)) if deciding is not None else set()
        out = []
        seen: dict = {}  # each waiting seat's sentences whole as its page opens
        for i, t in enumerate(self.news()):
            named = self.named_in(t)
            if t == self.notice or len(named) != 1:
                continue  # (the notice, "undone: Ann's ...", is the board's)
            s = named[0]
            if s == deciding:
                if t in mine:
                    out.append(i)
                continue
            if s not in seen:
                seen[s] = self.seat_sees(s)
            if t in seen[s]:
                out.append(i)
        return out

    def seat_window(self, seat: int) -> int:
        """How many logbook rows a waiting seat shows at once (at least)."""
        return ROWS - 3

    def own_room(self, seat: int) -> int:
        """The rows the deciding ``seat`` has for its own moves over its
        choices (two choices stay in view); the game's own (none: its
        deciding seat shows no moves)."""
        return 0

    def own_lines(self, seat: int) -> list[str]:
        """The sentences the deciding ``seat`` would show over its
        choices, first first: its player's own moves (not the notice nor
        a hint asked, which are the board's), when the moves of a
        decision are too many for the smallest board's default page
        (which may not reach them)."""
        news = self.news()
        if not self.actions or not glance_too_long(news):
            return []  # (the set-up: the board tells it, and each waiting seat)
        told = [self.notice] + self.asked_lines(len(self.actions))  # not moves
        return [t for t in news if t not in told and self.named_in(t) == [seat]]

    def own_private(self, seat: int) -> list[str]:
        """The deciding ``seat``'s private lines of the last decision,
        which no other screen tells: first over its choices (the game's
        own; none)."""
        return []

    def own_news(self, seat: int) -> list[str]:
        """What the deciding ``seat`` shows over its choices: its private
        lines, then of ``own_lines`` those that leave the fewest rows to
        the board; whole sentences (a move half told is not told) within
        ``own_room``."""
        if self.deciding() != seat or self.result is not None or self.is_bot(seat):
            return []
        room = self.own_room(seat)
        first = []
        for t in self.own_private(seat):  # in order, those that fit
            if len(wrap(t)) <= room:
                first.append(t)
                room -= len(wrap(t))
        return first + most_rows(self.own_lines(seat), room)

    def named_in(self, sentence: str) -> list[int]:
        """The seats whose player ``sentence`` names."""
        return [s for s, n in enumerate(self.names) if _names(sentence, n)]


def most_rows(texts: list[str], room: int) -> list[str]:
    """The ``texts`` (in their order) that fill the most of ``room``
    rows, each whole; of as many rows, the earliest. The first twelve
    are weighed (a decision's own moves are fewer)."""
    rows = [len(wrap(t)) for t in texts[:12]]
    best, best_rows = 0, 0
    for mask in range(1 << len(rows)):
        n = sum(rows[i] for i in range(len(rows)) if mask >> i & 1)
        if best_rows < n <= room or (n == best_rows and n <= room and _earlier(mask, best)):
            best, best_rows = mask, n
    return [t for i, t in enumerate(texts[:12]) if best >> i & 1]


def _earlier(a: int, b: int) -> bool:
    """True when set ``a`` (a bit mask) has the earlier first difference."""
    diff = a ^ b
    return diff != 0 and a & (diff & -diff) != 0


def _names(sentence: str, name: str) -> bool:
    """True when ``name`` is a word (or words) of ``sentence``: "Ann" is
    not named by "Anne-Sophie"."""
    at = sentence.find(name)
    while at >= 0:
        end = at + len(name)
        if (at == 0 or not (sentence[at - 1].isalnum() or sentence[at - 1] == "-")) and (
            end == len(sentence) or not (sentence[end].isalnum() or sentence[end] == "-")
        ):
            return True
        at = sentence.find(name, at + 1)
    return False
