"""Bot seats and hints (issue 34, docs/bots.md): the one place the firmware
names the bots' levels, turns a level into the search's budget and asks
the rules core for a decision.

    decide(state, "medium", seed)   # one of core.legal_actions(state)

The search is ``core.advise(state, iterations=N, seed=S)``: one of the
legal actions of the seat that decides, the same for the same seed, the
state left unchanged. The levels and their budgets are the core's, named
in one place: core.advisor's ``ORDER`` (quickest first) and ``LEVELS``
(level -> iterations, the strongest sized to the Pi 4's 2 s).
``DOUBLOON_BOT_ITERATIONS`` caps every level (the tests' small budgets:
nothing they check depends on strength).
"""

from __future__ import annotations

import os
from typing import Any

import core
from core import advisor as _advisor

ITERATIONS = dict(_advisor.LEVELS)
LEVELS = tuple(_advisor.ORDER)  # the start screen's order, quickest first
# seconds a bot seat's decision may take at the table, per level (the
# iterations are sized to fit them on a Pi 4, docs/advisor.md): past it
# the game's strongest rule bot answers (firmware.thinking)
BUDGET = {"quick": 0.5, "medium": 1.0, "strongest": 2.0}
DEFAULT_LEVEL = "medium" if "medium" in LEVELS else LEVELS[len(LEVELS) // 2]
PERSON = "person"  # a start screen seat row's value for a seat played by a person
CAP = "DOUBLOON_BOT_ITERATIONS"  # the environment's cap on every level's iterations


def iterations(level: str) -> int:
    """The search's iterations at ``level`` (an unknown level, as an old
    record may name: the default level's), capped by
    ``DOUBLOON_BOT_ITERATIONS`` when it is set."""
    n = ITERATIONS.get(level, ITERATIONS[DEFAULT_LEVEL])
    cap = os.environ.get(CAP, "")
    if cap.isdigit() and int(cap) > 0:
        n = min(n, int(cap))
    return int(n)


def budget(level: str) -> float:
    """The seconds a bot at ``level`` may think (an unknown level: the
    default level's)."""
    return BUDGET.get(level, BUDGET[DEFAULT_LEVEL])


def seed_for(state: dict, done: int) -> int:
    """The search's seed for the decision after ``done`` decisions of the
    game: the game's own seed and where it stands, so a replayed or resumed
    game asks the same question with the same seed (and gets the same
    answer), and an undone decision taken again the same way is followed
    by the same bot decisions."""
    return (int(state.get("seed", 0)) * 1000003 + done * 7919 + 17) % (2**32)


def decide(state: dict, level: str, seed: int, stop: Any = None) -> Any:
    """The decision of the seat that decides ``state``, at ``level``: the
    core's advice, one of ``core.legal_actions(state)``. ``stop()`` saying
    True ends the search early (its answer is then not wanted)."""
    return core.advise(state, iterations=iterations(level), seed=seed, stop=stop)


# the seat's own counts a hint's reason names (core.advisor.why's "gains"),
# in this order, each its catalog key ("{n}": the change, signed)
GAINS = (("vp", "why_vp"), ("doubloons", "why_doubloons"), ("gold", "why_gold"), ("hand", "why_cards"))


def reason(state: dict, action: Any, lang: str) -> str:
    """Why ``action``, in a few words after the choice's own ("3 VP now,
    the 5-ship has 2 places left"): from core.advisor.why (what it does
    for the seat, read from what the seat may know), "" when it says
    nothing worth a word or the core has no reason to give."""
    from firmware import catalog

    try:
        from core import advisor

        why = advisor.why(state, action)
    except Exception:  # a reason must never stop a hint
        return ""
    gains = why.get("gains") or {}
    out = []
    for key, word in GAINS:
        n = gains.get(key)
        if n:
            out.append(catalog.text(word, lang, n=("+%d" % n) if n > 0 else str(n)))
    if "ship" in why and "room" in why:  # a Puerto Rico load
        key = "why_ship_full" if not why["room"] else "why_ship"
        out.append(catalog.text(key, lang, ship=why["ship"], n=why["room"]))
    if not out and why.get("worth", 0) > 0:
        out.append(catalog.text("why_worth", lang))
    return ", ".join(out)


def parse_seats(text: str, players: int) -> list:
    """``--bot 2:strongest`` (or ``2``): (seat index, level); ValueError with
    one line when it is not that."""
    seat, _, level = text.partition(":")
    level = level or DEFAULT_LEVEL
    if not seat.strip().isdigit() or not 1 <= int(seat) <= players:
        raise ValueError("a seat from 1 to %d, not %r" % (players, seat))
    if level not in LEVELS:
        raise ValueError("the level is %s, not %r" % (", ".join(LEVELS), level))
    return [int(seat) - 1, level]


def seats(
    players: int, last: int | None = None, named: list | tuple = (), level: str = DEFAULT_LEVEL
) -> list:
    """One entry per seat (None: a person; else a level): the ``last``
    seats at ``level`` (``--bots N``), then each of ``named`` ("2:strongest")."""
    out: list = [None] * players
    if last:
        if not 0 < last <= players:
            raise ValueError("1 to %d seats, not %d" % (players, last))
        for s in range(players - last, players):
            out[s] = level
    for text in named:
        s, lv = parse_seats(text, players)
        out[s] = lv
    return out
