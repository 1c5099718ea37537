"""``doubloon replay FILE``: rebuild a game from its record, print state and
score as JSON. A bad line exits 2 with its number and the broken rule."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from firmware.commands import read_lines

from core import final_score, record

if TYPE_CHECKING:
    import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("replay", help="replay a game record (JSON Lines) and print the result")
    p.add_argument("file", help="record file, or - for standard input")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    lines = read_lines(args.file, "replay")
    if lines is None:
        return 2
    try:
        state = record.replay(lines)
    except record.RecordError as e:
        print("doubloon replay: " + args.file + ": " + str(e), file=sys.stderr)
        return 2
    over = state["phase"] == "over"
    out = {
        "over": over,
        "state": state,
        "score": final_score(state) if over else None,
        "provisional_score": None if over else final_score(state),
    }
    # whole, or nothing; UTF-8 as JSON is, names as they are ("Céline", not
    # "C\u00e9line"), whatever the locale's encoding
    text = json.dumps(out, sort_keys=True, ensure_ascii=False) + "\n"
    buffer = getattr(sys.stdout, "buffer", None)
    if buffer is None:
        sys.stdout.write(text)
    else:
        sys.stdout.flush()
        buffer.write(text.encode("utf-8"))
        buffer.flush()
    return 0
