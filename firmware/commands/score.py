"""``doubloon score FILE.json``: final score from an end-of-game sheet
(shared/contracts/final-scoring.md). JSON out by default when stdout is not a
terminal, a table when it is. Bad input: exit 2, one line on stderr, nothing
on stdout."""

import json
import sys

from core.errors import BadInput
from core.scoring import score, score_text


def register(sub):
    p = sub.add_parser("score", help="score a finished game from its end-of-game sheet (JSON)")
    p.add_argument("file", help="the sheet, or - for standard input")
    p.add_argument("--format", choices=("json", "text"), default=None,
                   help="json (default when not on a terminal) or text")
    p.set_defaults(func=run)


def _keep_duplicates(pairs):
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


def load_sheet(path):
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise BadInput("cannot read: " + (e.strerror or str(e)) if isinstance(e, OSError) else "not UTF-8 text")
    try:
        return json.loads(text, object_pairs_hook=_keep_duplicates)
    except ValueError as e:
        if isinstance(e, BadInput):
            raise
        raise BadInput("not valid JSON: " + str(e).split("\n")[0])


def run(args):
    try:
        result = score(load_sheet(args.file))
    except BadInput as e:
        print("doubloon score: " + args.file + ": " + str(e), file=sys.stderr)
        return 2
    fmt = args.format or ("text" if sys.stdout.isatty() else "json")
    if fmt == "json":
        json.dump(result, sys.stdout, sort_keys=True)
        sys.stdout.write("\n")
    else:
        print(score_text(result))
    return 0
