"""The table's logbook: what each decision told the table to do with the
pieces, in words, kept for the current and the previous round.

A decision's events become sentences right after it is applied, while the
state still shows what they talk about (a ship emptied later still has its
cargo when its loading is told). Each line is public (the board and every
seat) or private to one seat (the VP chips he takes). Rebuilt by replaying
the record after an undo or a resume, so it always matches the game.
"""

from __future__ import annotations

from typing import Callable, Sequence

import core
from core import record
from core.puerto_rico.views import public_view, seat_view
from firmware.drawing import CHARS, wrap
from firmware.games.puerto_rico import phrases, setup_phrases
from firmware.games.puerto_rico.event_phrases import who_left

KEEP_ROUNDS = 2  # the current round and the one before


class Entry:
    """One decision: the round it was made in and its lines, each
    ``(seat, text)`` with seat None for a public line."""

    def __init__(self, round_no: int, lines: list[tuple[int | None, str]], seats: int) -> None:
        self.round = round_no
        self.lines = lines
        # each seat's lines and screen rows, made once: every screen redraw
        # and every page of the web reads them
        self.texts = [self.for_seat(s) for s in range(seats)]
        self.rows = [[r for t in texts for r in wrap(t, CHARS)] for texts in self.texts]

    def add(self, text: str) -> None:
        """One more public line (a hint asked after this decision)."""
        self.lines.append((None, text))
        self.texts = [self.for_seat(s) for s in range(len(self.texts))]
        self.rows = [[r for t in texts for r in wrap(t, CHARS)] for texts in self.texts]

    def public(self) -> list[str]:
        return [t for s, t in self.lines if s is None]

    def for_seat(self, seat: int) -> list[str]:
        return [t for s, t in self.lines if s is None or s == seat]


def tell(
    state: dict, lang: str, round_no: int | None = None, first: str | None = None, mover: tuple | None = None
) -> Entry:
    """The lines of the events ``state`` holds (those of the last decision),
    after ``first``: a public line for a move no event tells."""
    lines = told(state, lang, first, mover)
    return Entry(state["round"] if round_no is None else round_no, lines, len(state["players"]))


def told(
    state: dict, lang: str, first: str | None = None, mover: tuple | None = None
) -> list[tuple[int | None, str]]:
    """``tell``'s lines, ``(seat, text)`` each (``mover``: ``before`` taken
    before the decision, for what the events do not say themselves)."""
    view = public_view(state)
    lines: list[tuple[int | None, str]] = [(None, first)] if first else []
    private = getattr(phrases, "private_event_text", None)
    for ev in state["events"]:
        ev = who_left(state, ev, mover[3] if mover is not None else None)
        text = phrases.event_text(view, ev, lang)
        if text:
            lines.append((None, text))
        if private is not None and ev[1] is not None:
            mine = private(seat_view(state, ev[1]), ev, ev[1], lang)
            if mine:
                lines.append((ev[1], mine))
    return lines


def before(state: dict) -> tuple:
    """What the logbook needs of a game before a decision: (the round, the
    seat deciding, the phase, each player's nobles by place or None)."""
    nobles = [dict(p["nobles"]) for p in state["players"]] if "nobles" in state else None
    return state["round"], core.current_player(state), state["phase"], nobles


def _move_text(state: dict, action: Sequence, mover: tuple, lang: str) -> str | None:
    """A public line for a decision no event tells (nothing to move for the
    others, but the table follows the game by it): where a mayor puts one of
    his people, or a pass no role reports."""
    seat, phase = mover[1], mover[2]
    if seat is None:
        return None
    if phase == "mayor":
        return phrases.mayor_move_text(state, seat, action, lang)
    if list(action) == ["pass"] and not any(ev[0] == "pass" for ev in state["events"]):
        return phrases.event_text(public_view(state), ("pass", seat, None), lang)
    return None


class Logbook:
    """The entries of the last ``KEEP_ROUNDS`` rounds, oldest first."""

    def __init__(self, lang: str = "en") -> None:
        self.lang = lang
        self.entries: list[Entry] = []
        self.waiting = None  # the hacienda tile waiting for its owner's choice

    def add(
        self,
        state: dict,
        round_no: int | None = None,
        action: Sequence | None = None,
        mover: tuple | None = None,
    ) -> Entry:
        """Log the events of the decision just applied to ``state``
        (``round_no``: the round it was made in, when the decision ended it;
        ``action``: that decision, for a move it makes without an event;
        ``mover``: ``before(state)`` taken before it was applied)."""
        first = None
        if action is not None:
            first = phrases.kept_tile_text(state, self.waiting, action, self.lang)
            if first is None and mover is not None:
                first = _move_text(state, action, mover, self.lang)
        entry = tell(state, self.lang, round_no, first, mover)
        self.waiting = phrases.waiting_tile(state)
        self.entries.append(entry)
        oldest = state["round"] - KEEP_ROUNDS + 1
        while self.entries and self.entries[0].round < oldest:
            self.entries.pop(0)
        return entry

    def start(self, state: dict) -> Entry:
        """Log the set-up of the new game ``state``: its steps (the
        governor, each seat's plantation and doubloons, the supplies, the
        ships, the roles, the expansions), each seat's own share, then
        what its set-up events tell (the face-up row, the goals)."""
        steps: list[tuple[int | None, str]] = [(None, t) for t in setup_phrases.lines(state, self.lang)]
        seats = range(len(state["players"]))
        steps += [(s, setup_phrases.seat_line(state, s, self.lang)) for s in seats]
        entry = Entry(state["round"], steps + told(state, self.lang), len(seats))
        self.waiting = phrases.waiting_tile(state)
        self.entries = [entry]
        return entry

    def last(self) -> Entry | None:
        return self.entries[-1] if self.entries else None

    def replay(self, header: dict, actions: Sequence, told: Callable[[int], list] | None = None) -> dict:
        """Rebuild the log (and return the state) by playing ``actions``
        from the game's ``header``: after an undo or a resume. ``told(k)``:
        the lines after the k-th decision's (the hints asked then)."""
        state = record.new_from_header(header)
        self.start(state)  # the set-up, step by step
        self.tell_too(told, 0)
        for k, a in enumerate(actions):
            mover = before(state)
            core.apply(state, a)
            self.add(state, mover[0], a, mover)
            self.tell_too(told, k + 1)
        return state

    def tell_too(self, told: Callable[[int], list] | None, k: int) -> None:
        for t in told(k) if told is not None else ():
            self.entries[-1].add(t)

    def rows(self, seat: int) -> tuple[list[str], int]:
        """What ``seat`` may read as screen rows, oldest first, and the
        row where the newest decision that told it anything starts."""
        out: list[str] = []
        newest = 0
        for e in self.entries:
            if e.rows[seat]:
                newest = len(out)
                out.extend(e.rows[seat])
        return out, newest
