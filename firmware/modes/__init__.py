"""The device's two modes besides a tracked game: ``counter.Counter``
(doubloons and VP chips, no rules) and ``scoring.Scoring`` (type in a
finished game's end state and score it). Both have a game table's
interface (``seats``, ``names``, ``version``, ``status``, ``set_status``,
``handle``, ``frames``), so firmware.app.App and firmware.emulator run
them unchanged."""
