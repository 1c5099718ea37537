"""The device's two modes besides a tracked game: ``counter.Counter``
(doubloons and VP chips, no rules) and ``scoring.Scoring`` (type in a
finished game's end state and score it). Both have a game table's
interface (``seats``, ``names``, ``version``, ``status``, ``set_status``,
``handle``, ``frames``), so firmware.app.App and firmware.emulator run
them unchanged."""

from firmware.modes.base import Mode
from firmware.screens import frame


class ModeFrames(Mode):
    """frames() for a mode that draws its board with ``_board(draw)`` and a
    seat with ``_seat(draw, seat)``."""

    names = None   # each mode sets its own list (shadows Mode.names)

    @property
    def seat_count(self):
        return len(self.seats)

    def frames(self):
        """{"board": image, 0: image, 1: image, ...}"""
        out = {"board": frame(self._board)}
        for s in range(len(self.seats)):
            out[s] = frame(self._seat, s)
        return out
