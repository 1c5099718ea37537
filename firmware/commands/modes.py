"""``doubloon counter`` and ``doubloon scoring``: the device's counter mode
(doubloons and VP chips per seat, no rules) and scoring mode (type in a
finished game seat by seat, get the final score) on the emulated screens
and keyboard, in a session like ``doubloon play``'s (firmware.session).
The counter keeps nothing; a scoring session's sheet goes into the
journal (``doubloon history`` lists it) unless ``--no-journal``.
``--keys`` (or keys piped on standard input) plays a script headless.
``--expansions new_buildings,nobles`` (the comma form of ``doubloon
play``): the expansions the mode knows (the scoring mode: those the
final-scoring contract scores; the counter: the four of the 1897 box)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TextIO

from core.errors import BadInput
from firmware import games, session
from firmware.commands import add_seat_options, expansions_named, names_of

if TYPE_CHECKING:
    import argparse


def register(sub: argparse._SubParsersAction) -> None:
    for name, help_text in (
        (
            "counter",
            "counter mode: each seat counts its doubloons and VP chips, "
            "the board the supplies and the colonist ship refill",
        ),
        ("scoring", "scoring mode: each seat types in its end-of-game state, the device scores the game"),
    ):
        p = sub.add_parser(name, help=help_text)
        add_seat_options(p)
        p.add_argument(
            "--expansions",
            default="",
            help="comma-separated expansions: %s" % ", ".join(known(name)),
        )
        if name == "scoring":
            p.add_argument(
                "--db",
                default=None,
                help="the journal (SQLite); default: doubloon.sqlite3 in the data folder",
            )
            p.add_argument("--no-journal", action="store_true", help="keep the score out of the journal")
        else:  # the counter has nothing to keep
            p.set_defaults(db=None, no_journal=True)
        p.set_defaults(func=run, mode=name)


def known(mode: str) -> tuple:
    """The expansions ``mode`` takes (its class's EXPANSIONS)."""
    return games.with_mode(mode).mode(mode).EXPANSIONS


def expansions_of(text: str, mode: str) -> list[str]:
    """``--expansions`` as a list in the mode's order; BadInput (one
    line) naming the first one the mode does not know."""
    names = [e.strip() for e in (text or "").split(",") if e.strip()]
    allowed = known(mode)
    for e in names:
        if e not in allowed:
            raise BadInput("--expansions: unknown expansion %r (%s)" % (e[:40], ", ".join(allowed)))
    expansions_named(text)  # play's check: no expansion named twice
    return [e for e in allowed if e in names]


def run(args: argparse.Namespace, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    try:
        names = names_of(args)
        expansions = expansions_of(args.expansions, args.mode)
    except BadInput as e:
        print("doubloon %s: %s" % (args.mode, e), file=sys.stderr)
        return 2
    plan = session.Plan(
        mode=args.mode, names=names, lang=args.lang, edition=args.edition, expansions=expansions
    )
    return session.start(
        plan, stdin=stdin, out=out, keys=args.keys, db=args.db, no_journal=args.no_journal, command=args.mode
    )
