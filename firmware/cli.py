"""The ``doubloon`` command: play, score, replay, simulate."""

import argparse
import sys


def build_parser():
    parser = argparse.ArgumentParser(
        prog="doubloon",
        description="Table-side bank and referee for Puerto Rico.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    from firmware.commands import play, replay, simulate, screens, modes, history
    play.register(sub)
    modes.register(sub)
    history.register(sub)
    screens.register(sub)
    replay.register(sub)
    simulate.register(sub)
    try:
        from firmware.commands import score
    except ImportError:  # pragma: no cover - score lands separately
        score = None
    if score is not None:
        score.register(sub)
    return parser


def main(argv=None):
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    if not argv:
        argv = ["play"]
    args = parser.parse_args(argv)
    try:
        return args.func(args) or 0
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
