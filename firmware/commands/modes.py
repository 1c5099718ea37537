"""``doubloon counter`` and ``doubloon scoring``: the device's counter mode
(doubloons and VP chips per seat, no rules) and scoring mode (type in a
finished game seat by seat, get the final score) on the emulated screens
and keyboard, like ``doubloon play`` runs a game (firmware.commands.device).
``--keys`` (or keys piped on standard input) plays a script headless."""

import sys

from firmware.games.puerto_rico.modes.counter import Counter
from firmware.games.puerto_rico.modes.scoring import Scoring


def register(sub):
    for name, help_text in (
            ("counter", "counter mode: each seat counts its doubloons and VP chips, "
                        "the board the supplies and the colonist ship refill"),
            ("scoring", "scoring mode: each seat types in its end-of-game state, "
                        "the device scores the game")):
        p = sub.add_parser(name, help=help_text)
        p.add_argument("--players", type=int, default=None, choices=(2, 3, 4, 5),
                       help="number of players (default 4, or the number of --names)")
        p.add_argument("--names", default=None, help="comma-separated player names")
        p.add_argument("--lang", default="en", choices=("en", "fr"), help="language on the screens")
        p.add_argument("--edition", default="classic", choices=("classic", "1897"))
        p.add_argument("--keys", default=None,
                       help="type these keys instead of reading the keyboard (scripts)")
        p.set_defaults(func=run, mode=name)


def names_of(args):
    """The player names of ``--names`` / ``--players`` (BadInput, a
    ValueError, if they cannot be used)."""
    from firmware.commands import names_of as checked
    return checked(args)


def make(args):
    names = names_of(args)
    if args.mode == "counter":
        return Counter(names, lang=args.lang, edition=args.edition)
    return Scoring(names, lang=args.lang, edition=args.edition)


def run(args, stdin=None, out=None):
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    try:
        mode = make(args)
    except ValueError as e:
        print("doubloon %s: %s" % (args.mode, e), file=sys.stderr)
        return 2
    from firmware import emulator
    if args.keys is not None or not stdin.isatty():
        keys = args.keys if args.keys is not None else stdin.read()
        emulator.run_script(mode, keys, out=out)
    else:
        emulator.run_terminal(mode, stdin, out)
    result = getattr(mode, "result", None)
    if result is not None:
        from firmware.commands.play import score_lines
        for line in score_lines(result):
            out.write(line + "\n")
    return 0
