"""The journal of ``--no-journal``."""

from __future__ import annotations

from typing import Sequence

from core import record
from core.scoring import score as score_sheet

from .playing import _options_text


class NullJournal:
    """The journal of ``--no-journal``: the same interface as ``Journal``
    for playing a game, keeping nothing. A game gets no id, there is never
    an unfinished game to resume, and every write is accepted and
    forgotten, so the session calls it the same way as a real journal."""

    problem = None
    moved_aside = None
    keeps_games = False  # the record file says "the game goes on", not "the journal keeps it"

    def new_game(self, header: dict, options: dict | None = None) -> None:
        record.new_from_header(header)  # the same check as a real journal
        _options_text(options)
        return None

    def append(self, game_id: int | None, action: Sequence) -> None:
        return None

    def undo(self, game_id: int | None) -> None:
        return None

    def finish(self, game_id: int | None, result: dict) -> None:
        pass

    def save_sheet(self, sheet: dict, game_id: int | None = None, finished: bool = True) -> None:
        score_sheet(sheet)  # the same check as a real journal
        return None

    def unfinished(self) -> list[dict]:
        return []

    def playable(self) -> tuple[None, None, list]:
        return None, None, []

    def busy(self, seconds: float) -> None:
        pass

    def still_here(self) -> None:
        pass

    def close(self) -> None:
        pass

    def __enter__(self) -> NullJournal:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
