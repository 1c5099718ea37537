"""Bot seats and hints at a game's table (issue 34, docs/bots.md): what
firmware.modes.table.GameTable adds for a seat the device plays and for a
seat that asks what it would do. The decisions themselves come from
firmware.bots (the levels, the seed, the rules core's search).

- A bot seat decides in the loop's ``tick``: first the board says it is
  thinking (drawn as the search starts), and the search runs beside the
  loop (firmware.thinking: a worker thread, within the level's budget),
  so the table keeps drawing and answering presses; its answer is taken
  through ``choose`` like a person's select (so the journal, the record,
  undo and resume see a decision like any other). An undo or a leave
  meanwhile drops the late answer (``position``).
- An undo takes back the last person's decision and the bots' after it
  (``undo_count``).
- A hint is searched the same way (the same Thinker, the strongest level
  and its budget): asked, the seat's screen says "hint: thinking..." and
  the loop goes on (its other seats' keys, the phones' requests); once
  its answer comes (``tick``), the asking seat's cursor moves to the
  advice, its screen says it in one line and the table is told who asked
  (the logbook, the journal's event line). A decision or an undo before
  the answer drops it: nothing is told.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import core
from core import record
from firmware import bots as botplay, catalog
from firmware.drawing import ROWS, line, wrap

if TYPE_CHECKING:
    from PIL import Image


class BotSeats:
    """The bot seats and hints of a game table (a mixin of GameTable: it
    reads its ``state``, ``actions``, ``header``, ``seats``, ``lang``,
    ``result``, ``undo_request``, ``notice``, ``thinking`` and ``_who``,
    ``thinker``, ``undos``, and calls its ``deciding``, ``options`` and
    ``choose``)."""

    hint_for: tuple | None = None  # (position, seat): the hint being searched
    hint_given: tuple | None = None  # ((position, seat), cursor, line): the last hint given
    hint_news = 0  # +1 when a hint is asked or given (the pages' ``told``)

    @property
    def bots(self) -> list:
        """One entry per seat: None (a person) or the level of the bot
        that plays it (the game's own, as its record's header says)."""
        return list(self.state.get("bots") or [None] * len(self.state["players"]))

    @property
    def hints_on(self) -> bool:
        """The game allows hints (a start screen row, ``--hints``)."""
        return bool(self.state.get("hints"))

    def is_bot(self, seat: int) -> bool:
        b = self.state.get("bots")
        return bool(b) and 0 <= seat < len(b) and b[seat] is not None

    def _other_person(self, seat: int) -> bool:
        """Another seat than ``seat`` is played by a person."""
        return any(not self.is_bot(s) for s in range(len(self.state["players"])) if s != seat)

    def busy(self) -> bool:
        """A bot seat decides now (no undo asked, the game not over): the
        loop's ``tick`` plays it."""
        if self.result is not None or self.undo_request is not None:
            return False
        seat = self.deciding()
        return seat is not None and self.is_bot(seat)

    def tick(self, now: float) -> bool:
        """A bot's turn: first the board says it is thinking and its search
        starts beside the loop (firmware.thinking), then each pass looks
        for its answer, taken as a person's select takes one. Nothing to
        decide (an undo asked or made, the game over): a search still
        running is dropped, its late answer never taken. A hint asked
        (``hint``) is searched the same way (``_hint_tick``)."""
        if self.hint_for is not None:
            return self._hint_tick(now)
        if not self.busy():
            self.thinker.drop()
            if self.thinking is not None:
                self.thinking = None
                self.version += 1
                return True
            return False
        seat = self.deciding()
        level = self.bots[seat]
        self.thinker.ask(
            self.position, self.state, level, botplay.seed_for(self.state, len(self.actions)), now
        )
        if self.thinking != seat:
            self.thinking = seat
            self.version += 1
            return True
        done, action = self.thinker.answer(self.position, now)
        if not done:
            return False
        self.thinking = None
        self.choose(action)
        return True

    @property
    def position(self) -> tuple:
        """The position a bot's search is about: the decisions so far and
        the undos made (an answer for another position is dropped)."""
        return (len(self.actions), self.undos)

    def play_bot(self) -> Any:
        """The deciding bot seat's decision, found and taken (journaled
        by ``on_action`` like anyone's); the action."""
        seat = self.deciding()
        level = self.bots[seat]
        action = botplay.decide(self.state, level, botplay.seed_for(self.state, len(self.actions)))
        self.thinking = None
        self.choose(action)
        return action

    def thinking_line(self) -> str:
        seat = self.thinking if self.thinking is not None else self.deciding()
        name = self.state["players"][seat]["name"] if seat is not None else ""
        return catalog.text("bot_thinking", self.lang, name=name)

    def bot_seat_lines(self, seat: int) -> list[str]:
        """What a bot seat's own screen says: who plays it, at which level,
        and its thinking; never its secrets."""
        level = self.bots[seat]
        out = [
            self.state["players"][seat]["name"],
            catalog.text("bot_seat", self.lang),
            catalog.text("bot_level", self.lang, level=level_word(level, self.lang)),
        ]
        if self.thinking == seat:
            out += ["", catalog.text("bot_thinks", self.lang)]
        return out

    def _deciders(self) -> list:
        """The seat that took each decision of ``actions``: a replay from
        the header the first time, then kept up by ``choose`` and undo (the
        pages ask at every change)."""
        if self._who is None or len(self._who) != len(self.actions):
            state = record.new_from_header(self.header)
            out = []
            for a in self.actions:
                out.append(core.current_player(state))
                core.apply(state, a)
            self._who = out
        return list(self._who)

    def undo_count(self) -> int:
        """How many decisions an undo takes back: the last one, or with bot
        seats the last person's and the bots' after it (0: nothing a
        person decided is left to undo)."""
        if not self.actions:
            return 0
        if not self.state.get("bots"):
            return 1
        try:
            who = self._deciders()
        except Exception:  # a record that does not replay: one at a time
            return 1
        for i in range(len(who) - 1, -1, -1):
            if who[i] is None or not self.is_bot(who[i]):
                return len(who) - i
        return 0

    def can_undo(self) -> bool:
        return self.undo_count() > 0

    def hint(self, seat: int) -> str | None:
        """``seat`` asks for a hint (menu: hint): its search starts beside
        the loop (``tick``, firmware.thinking) and its screen says
        "hint: thinking..." until the answer moves its cursor and says it
        in one line (``hint_ready``); the line shown now. Asked again in
        the same position: the hint given, at once. None (and the seat
        told why) when it is not that seat's decision or hints are off."""
        ui = self.seats[seat]
        if not self.hints_on or self.result is not None or self.is_bot(seat):
            return None
        if self.deciding() != seat:
            ui.hint = catalog.text("hint_wait", self.lang)
            return None
        key = (self.position, seat)
        given = self.hint_given
        if given is not None and given[0] == key:
            ui.cursor, ui.hint = given[1], given[2]
        elif self.hint_for != key:
            self.hint_for = key
            ui.hint = catalog.text("hint_thinking", self.lang)
        self.hint_news += 1
        self.version += 1
        return ui.hint

    def hinting(self, seat: int) -> bool:
        """``seat``'s hint is being searched (its screen says so)."""
        return self.hint_for is not None and self.hint_for[1] == seat

    def hint_ready(self, seat: int) -> str | None:
        """The line of the hint given to ``seat`` in this position, if any."""
        given = self.hint_given
        return given[2] if given is not None and given[0] == (self.position, seat) else None

    def _hint_tick(self, now: float) -> bool:
        """The hint asked (``hint_for``): its search started with the
        loop's clock (the strongest level, its budget: the rule bot's
        answer past it), then its answer given. A decision, an undo or the
        game's end meanwhile drops it (its late answer is never taken)."""
        key, seat = self.hint_for
        if key != self.position or self.result is not None or self.deciding() != seat:
            self.hint_for = None
            self.thinker.drop()
            return False
        ask = ("hint", key, seat)  # never a bot's key (``position``)
        seed = botplay.seed_for(self.state, len(self.actions))
        self.thinker.ask(ask, self.state, botplay.LEVELS[-1], seed, now)
        done, action = self.thinker.answer(ask, now)
        if not done:
            return False
        self.hint_for = None
        self._give_hint(seat, action)
        return True

    def _give_hint(self, seat: int, action: Any) -> None:
        """The advice ``action`` for ``seat``: its cursor on it, its line
        on its screen ("hint: ship coffee: 3 VP"), the table told."""
        ui = self.seats[seat]
        options = self.options()
        ui.cursor = options.index(action) if action in options else 0
        why = self.choice_words(seat, action)
        because = botplay.reason(self.state, action, self.lang)
        if because:
            why = catalog.text("why", self.lang, choice=why, why=because)
        ui.hint = catalog.text("hint_line", self.lang, why=why)
        self.hint_given = ((self.position, seat), ui.cursor, ui.hint)
        self.hint_news += 1
        self.version += 1
        self.told_hint(seat)

    def told_hint(self, seat: int) -> None:
        """The table is told that ``seat`` asked for a hint: "Anne asked
        for a hint" after the newest logbook entry (every seat's logbook
        and the phones' say it) and first in the board's "to do" lines
        until the next decision (``news``); the first
        time in this position, journaled as an event line (``on_hint``):
        an undo, a resume, an export and a replay keep it. The game and
        its record's result do not change."""
        k = len(self.actions)
        if (k, seat) in self.asked:
            return  # asked again in the same position: said already
        self.asked.append((k, seat))
        text = self.asked_lines(k)[-1]
        self._log_hint(text)
        if self.on_hint is not None:
            self.on_hint(record.hint_event(seat))
        self.version += 1

    def choice_words(self, seat: int, action: Any) -> str:
        """``action`` in whole words, as ``seat``'s phone page labels the
        choice ("ship coffee"): each game's own words for the pages
        (firmware/games/<game>/web.py, found by path: nothing here names a
        game; firmware.web.views imports no server)."""
        from firmware.web import views

        own = views.game_words(self.state["game"])
        view = own.seat_view(views.raw_public(self.state), self.state, seat)
        return " ".join(str(own.label(self, view, action)).split())


def render_bot_seat(draw: Any, lines: list[str]) -> None:
    """A bot seat's screen: its name, who plays it, its thinking."""
    for i, t in enumerate(lines[:ROWS]):
        line(draw, i, t, invert=(i == 0))


def with_hint(image: Image.Image, text: str) -> Image.Image:
    """The seat's screen with the hint's line over its last rows (the
    cursor already on the advised choice): two rows at most."""
    from PIL import ImageDraw

    out = image.copy()
    draw = ImageDraw.Draw(out)
    rows = wrap(text)[:2]
    for i, t in enumerate(rows):
        line(draw, ROWS - len(rows) + i, t, invert=True)
    return out


def level_word(level: str, lang: str) -> str:
    """A bot's level in words ("strongest", "très fort"); a level the
    catalog does not know (an old record's) as it is written."""
    word = catalog.text("level_" + level, lang)
    return level if word == "level_" + level else word
