"""``doubloon counter`` and ``doubloon scoring``: the device's counter mode
(doubloons and VP chips per seat, no rules) and scoring mode (type in a
finished game seat by seat, get the final score) on the emulated screens
and keyboard, in a session like ``doubloon play``'s (firmware.session),
without a journal. ``--keys`` (or keys piped on standard input) plays a
script headless."""

import sys

from core.errors import BadInput
from firmware import session
from firmware.commands import names_of


def register(sub):
    for name, help_text in (
        (
            "counter",
            "counter mode: each seat counts its doubloons and VP chips, "
            "the board the supplies and the colonist ship refill",
        ),
        ("scoring", "scoring mode: each seat types in its end-of-game state, the device scores the game"),
    ):
        p = sub.add_parser(name, help=help_text)
        p.add_argument(
            "--players",
            type=int,
            default=None,
            choices=(2, 3, 4, 5),
            help="number of players (default 4, or the number of --names)",
        )
        p.add_argument("--names", default=None, help="comma-separated player names")
        p.add_argument("--lang", default="en", choices=("en", "fr"), help="language on the screens")
        p.add_argument("--edition", default="classic", choices=("classic", "1897"))
        p.add_argument(
            "--keys", default=None, help="type these keys instead of reading the keyboard (scripts)"
        )
        p.set_defaults(func=run, mode=name)


def run(args, stdin=None, out=None):
    try:
        names = names_of(args)
    except BadInput as e:
        print("doubloon %s: %s" % (args.mode, e), file=sys.stderr)
        return 2
    plan = session.Plan(mode=args.mode, names=names, lang=args.lang, edition=args.edition)
    return session.start(plan, stdin=stdin, out=out, keys=args.keys, no_journal=True, command=args.mode)
