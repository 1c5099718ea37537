"""``doubloon replay FILE``: rebuild a game from its record, print state and
score as JSON. ``--moves``: the ledger of moves instead (docs/moves.md), one
move a line, from the set-up out of the box to the last decision. A bad line
exits 2 with its number and the broken rule."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from firmware.commands import read_lines

import core
import core.ledger
from core import final_score, record

if TYPE_CHECKING:
    import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="replay a game record (JSON Lines) and print the result")
    p.add_argument("file", help="record file, or - for standard input")
    p.add_argument(
        "--moves",
        action="store_true",
        help="print the ledger of moves (docs/moves.md) as JSON Lines: every piece the table moves, "
        'from the set-up out of the box to the last decision; "decision" is 0 for the set-up',
    )
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    lines = read_lines(args.file, "replay")
    if lines is None:
        return 2
    told: list[str] = []
    watch = _ledger(told) if args.moves else None
    try:
        state = record.replay(lines, watch)
    except record.RecordError as e:
        print("doubloon replay: " + args.file + ": " + str(e), file=sys.stderr)
        return 2
    if args.moves:
        _write("".join(told))
        return 0
    over = state["phase"] == "over"
    out = {
        "over": over,
        "state": state,
        "score": final_score(state) if over else None,
        "provisional_score": None if over else final_score(state),
    }
    # whole, or nothing; UTF-8 as JSON is, names as they are ("Céline", not
    # "C\u00e9line"), whatever the locale's encoding
    _write(json.dumps(out, sort_keys=True, ensure_ascii=False) + "\n")
    return 0


def _ledger(told: list[str]):
    """A record.replay watcher that writes each decision's moves."""
    count = [0]

    def watch(before: dict | None, state: dict) -> None:
        if before is None:
            moves = core.ledger.setup_moves(state)
        else:
            count[0] += 1
            moves = core.ledger.moves(before, state)
        for m in moves:
            line = {"decision": count[0]}
            line.update(m)
            told.append(json.dumps(line, ensure_ascii=False) + "\n")

    return watch


def _write(text: str) -> None:
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
    else:
        sys.stdout.flush()
        buffer.write(text.encode("utf-8"))
        buffer.flush()
