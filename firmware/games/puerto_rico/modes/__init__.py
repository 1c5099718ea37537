"""Puerto Rico's modes besides a tracked game: ``counter.Counter``
(doubloons and VP chips, no rules) and ``scoring.Scoring`` (type in a
finished game's end state and score it). Both are
firmware.modes.seated.SeatedMode, like the game's table."""
