"""``doubloon score FILE.json``: final score from an end-of-game sheet
(docs/score-sheet.md). JSON out by default when stdout is not a
terminal, a table when it is. Bad input: exit 2, one line on stderr, nothing
on stdout."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from core import inputs, jsonload
from core.errors import BadInput
from core.scoring import score, score_text

MAX_SHEET = 16 << 20  # characters; a real sheet has a few hundred


# what --help says of the sheet: its fields, one example, where the rest is
# (tests/firmware/test_cli.py checks it names every field and that the
# example scores)
SHEET_HELP = """\
The sheet is one JSON object: the game, and for each player what lies on
the table at the end (in seat order):
  Puerto Rico  game, edition, expansions, players: name, vp_chips,
               doubloons, goods, buildings {id: people on it},
               island {tile: count}, island_colonists, san_juan_colonists,
               nobles
  San Juan     game, players: name, buildings [id, ...], chapel_cards,
               hand, goods
  Port Royal   game, variant, players: name, vp, gold, expeditions
For example:
  {"game": "port_royal", "variant": "standard", "players": [
    {"name": "Anne", "vp": 13, "gold": 4, "expeditions": 1},
    {"name": "Bob", "vp": 12, "gold": 6, "expeditions": 0}]}
Every field, the building and tile ids, what counts and what is printed:
docs/score-sheet.md in doubloon's source. A game record (doubloon export
GAME_ID) is not a sheet: doubloon import stores it, doubloon replay scores
it."""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "score",
        help="score a finished game from its end-of-game sheet (JSON)",
        epilog=SHEET_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
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
    if _is_record(text):  # else "line 2, column 1: not valid JSON: Extra data"
        raise BadInput(
            "a game record (JSON Lines), not an end-of-game sheet: doubloon import stores it"
            " in the journal, doubloon replay scores it"
        )
    # counts are range-checked by the scorer, which names the field
    return jsonload.loads(text, pairs_hook=_keep_duplicates, numbers=False)


def _is_record(text: str) -> bool:
    """True when ``text`` opens with a game record's header line
    (core.record: {"record": "doubloon", ...}), as doubloon export writes."""
    first = text.lstrip("\ufeff").split("\n", 1)[0]
    if '"record"' not in first:
        return False
    try:
        header = json.loads(first)
    except (ValueError, RecursionError):
        return False
    return isinstance(header, dict) and header.get("record") == "doubloon"


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
