"""``doubloon score FILE.json``: final score from an end-of-game sheet
(shared/contracts/final-scoring.md). JSON out by default when stdout is not a
terminal, a table when it is. Bad input: exit 2, one line on stderr, nothing
on stdout."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING, Any

from core import inputs, jsonload
from core.errors import BadInput
from core.scoring import score, score_text

if TYPE_CHECKING:
    import argparse

MAX_SHEET = 16 << 20  # characters; a real sheet has a few hundred


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("score", help="score a finished game from its end-of-game sheet (JSON)")
    p.add_argument("file", help="the sheet, or - for standard input")
    p.add_argument(
        "--format",
        choices=("json", "text"),
        default=None,
        help="json (default when not on a terminal) or text",
    )
    p.set_defaults(func=run)


def _keep_duplicates(pairs: list[tuple[str, object]]) -> dict:
    """A key given twice (the only way JSON can say "owns two harbors")
    becomes a list of its values, which the scorer rejects by name."""
    seen = {}
    twice = []
    for k, v in pairs:
        if k in seen:
            seen[k] = (seen[k] if k in twice else [seen[k]]) + [v]
            twice.append(k)
        else:
            seen[k] = v
    return seen


def load_sheet(path: str) -> Any:
    try:
        if path == "-":
            text = sys.stdin.read(MAX_SHEET + 1)
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read(MAX_SHEET + 1)
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput(
            "cannot read: " + (e.strerror or str(e)) if isinstance(e, OSError) else "not UTF-8 text"
        )
    if len(text) > MAX_SHEET:
        raise BadInput("more than %d MiB: not an end-of-game sheet" % (MAX_SHEET >> 20))
    # counts are range-checked by the scorer, which names the field
    return jsonload.loads(text, pairs_hook=_keep_duplicates, numbers=False)


def render(result: dict, fmt: str) -> str:
    """The whole output, made before any of it is written: a failure
    here must not leave half a JSON object on stdout."""
    if fmt == "json":
        return json.dumps(result, sort_keys=True) + "\n"
    return score_text(result) + "\n"


def run(args: argparse.Namespace) -> int:
    fmt = args.format or ("text" if sys.stdout.isatty() else "json")
    try:
        text = render(score(load_sheet(args.file)), fmt)
    except (BadInput, ValueError) as e:  # ValueError: an int too long to print
        print("doubloon score: " + args.file + ": " + inputs.one_line(e), file=sys.stderr)
        return 2
    sys.stdout.write(text)
    return 0
