"""The ``doubloon`` command: one subcommand a module in firmware.commands."""

from __future__ import annotations

import argparse
import os
import sys

from firmware.commands import history, modes, pictures, play, replay, score, simulate


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="doubloon", description="Table-side bank and referee for Puerto Rico."
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play.register(sub)
    modes.register(sub)
    history.register(sub)
    pictures.register(sub)
    replay.register(sub)
    simulate.register(sub)
    score.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    parser = build_parser()
    if not argv:
        argv = ["play"]
    args = parser.parse_args(argv)
    try:
        rc = args.func(args) or 0
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return rc
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _reader_gone()


def _reader_gone() -> int:
    """The reader of our output went away (``doubloon history | head -1``).
    Unix tools die of SIGPIPE there, quietly, and the shell reports 141
    (128 + 13): exit with that status, without a traceback, so scripts
    (``set -o pipefail``) see what they would see from ``cat``. The signal
    itself stays ignored (Python's default) rather than deadly, so the
    commands' ``finally`` blocks still close the journal and the record
    file. Standard output is pointed at /dev/null so the final flush at
    exit cannot complain again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout replaced or closed
        pass
    return 128 + 13


if __name__ == "__main__":
    sys.exit(main())
