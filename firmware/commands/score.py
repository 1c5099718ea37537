"""``doubloon score FILE.json``: final score from an end-of-game sheet
(docs/score-sheet.md). JSON out by default when stdout is not a
terminal, a table when it is. Bad input: exit 2, one line on stderr, nothing
on stdout."""

from __future__ import annotations

import argparse
import json
import sys
import textwrap
from typing import Any

from core import games, inputs, jsonload
from core.errors import BadInput
from core.games import DEFAULT
from core.scoring import _scorer, score, score_text, title

MAX_SHEET = 16 << 20  # characters; a real sheet has a few hundred


# one sheet of the default game, for --help (tests/firmware/test_cli.py
# checks that it scores)
EXAMPLE = {
    "game": DEFAULT,
    "players": [
        {
            "name": "Anne",
            "vp_chips": 20,
            "doubloons": 3,
            "buildings": {"harbor": 1, "small_market": 0},
            "island": {"corn": 2, "quarry": 1},
            "island_colonists": 3,
        },
        {"name": "Bob", "vp_chips": 24, "buildings": {"hacienda": 1}, "island": {"indigo": 3}},
    ],
}


def sheet_help(width: int = 79) -> str:
    """What --help says of the sheet: each game's fields (from its own
    scoring module: no game is named here), one example, and where the
    whole description is. Made only when --help is asked."""
    fill = textwrap.TextWrapper(width, break_long_words=False, break_on_hyphens=False)
    out = fill.wrap(
        "The sheet is one JSON object: the game's fields, then for each player"
        " what lies on the table at the end, in seat order."
    )
    for game in games.NAMES:
        top, fields = _scorer(game).SHEET_FIELDS
        fill.initial_indent, fill.subsequent_indent = "  ", "      "
        out += fill.wrap("%s: %s; a player: %s" % (title(game), ", ".join(top), ", ".join(fields)))
    fill.initial_indent = fill.subsequent_indent = "  "
    out += ["For example:"] + fill.wrap(json.dumps(EXAMPLE))
    fill.initial_indent = fill.subsequent_indent = ""
    out += fill.wrap(
        "Every field, the building and tile ids, what counts and what is printed:"
        " docs/score-sheet.md in doubloon's source. A game record (doubloon export"
        " GAME_ID) is not a sheet: doubloon import stores it, doubloon replay scores it."
    )
    return "\n".join(out)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "score",
        help="score a finished game from its end-of-game sheet (JSON)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    plain = p.format_help

    def format_help() -> str:  # every game's scoring module read on --help only
        p.epilog = sheet_help()
        return plain()

    p.format_help = format_help
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
