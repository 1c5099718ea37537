"""The doubloon subcommands, one module each."""

from __future__ import annotations

import argparse
import errno
import importlib
import io
import os
import re
import sys
from typing import TextIO

import core
from core import inputs
from core.errors import BadInput
from firmware import catalog


def add_seat_options(p: argparse.ArgumentParser, names_help: str = "comma-separated player names") -> None:
    """The options of every command that seats players at the device:
    --players, --names, --lang, --edition, --keys."""
    p.add_argument(
        "--players",
        type=int,
        default=None,
        choices=(2, 3, 4, 5),
        help="number of players (default 4, or the number of --names)",
    )
    p.add_argument("--names", default=None, help=names_help)
    p.add_argument("--lang", default="en", choices=("en", "fr"), help="language on the screens")
    p.add_argument("--edition", default="classic", choices=("classic", "1897"))
    p.add_argument(
        "--keys", default=None, help="type these keys instead of reading the keyboard (scripts, capture)"
    )


def seed_arg(text: str) -> int:
    """``--seed``: a whole number in the range every game's record keeps
    (core.inputs.SEEDS); argparse's error names the option."""
    try:
        seed = int(text)
    except ValueError:  # also a number of over 4,300 digits
        seed = None
    if not inputs.seed_ok(seed):
        raise argparse.ArgumentTypeError("not " + inputs.shown(text))
    return seed


seed_arg.takes = inputs.SEEDS  # what the one-line argument error says it takes


def out_folder(path: str, option: str = "--out") -> None:
    """Make the folder ``path`` (an ``--out`` of PNG files) before any
    work, or BadInput naming the option and why: /dev/null/x, a file, a
    folder we may not write into."""
    try:
        os.makedirs(path, exist_ok=True)
        if not os.access(path, os.W_OK | os.X_OK):
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))
    except OSError as e:
        raise BadInput("%s %s: %s" % (option, inputs.one_line(path, 80), e.strerror or e))


MAX_LINE = 1 << 20  # characters a line of an input file (1 MiB)
MAX_TOTAL = 64 << 20  # characters an input file (64 MiB)
MAX_LINES = 1000000  # lines an input file: bounds memory when the lines are tiny (a
# game has a few thousand; a million decisions is eleven days of play at one a second,
# so every record the journal or a side file gives back is taken again)


class _TooBig(Exception):
    """An input file we will not read: too big, or not UTF-8 text."""


# bytes that are not UTF-8, as errors="surrogateescape" decodes them
_NOT_UTF8 = re.compile("[\udc80-\udcff]")


def _limited_lines(f: TextIO, max_line: int, max_total: int, max_lines: int) -> list[str]:
    """The lines of ``f`` without their ends; _TooBig when a line or the
    whole is over its limit (so /dev/zero cannot fill the memory), or
    when a line holds bytes that are not UTF-8 (named by line and column,
    as every other fault of a record is)."""
    lines = []
    total = 0
    while True:
        line = f.readline(max_line + 1)
        if not line:
            return lines
        total += len(line)
        if total > max_total:
            raise _TooBig("more than %s: not a game record" % _size(max_total))
        if len(lines) >= max_lines:
            raise _TooBig("more than {:,} lines: not a game record".format(max_lines))
        if line.endswith("\n"):
            line = line[:-1]
        elif len(line) > max_line:
            raise _TooBig("line %d is longer than %s" % (len(lines) + 1, _size(max_line)))
        bad = _NOT_UTF8.search(line)
        if bad:
            raise _TooBig(
                "line %d: column %d: not UTF-8 text (byte 0x%02x)"
                % (len(lines) + 1, bad.start() + 1, ord(bad.group()) - 0xDC00)
            )
        lines.append(line)


def _size(n: int) -> str:
    return "%d MiB" % (n >> 20) if n >= 1 << 20 else "%d characters" % n


def read_lines(
    path: str,
    command: str,
    stdin: TextIO | None = None,
    max_line: int = MAX_LINE,
    max_total: int = MAX_TOTAL,
    max_lines: int = MAX_LINES,
) -> list[str] | None:
    """The lines of ``path`` (``-``: standard input), read with limits, or
    None after one line on stderr naming the command and the file."""
    try:
        if path == "-":
            return _stdin_lines(stdin or sys.stdin, max_line, max_total, max_lines)
        with open(path, encoding="utf-8", errors="surrogateescape") as f:
            return _limited_lines(f, max_line, max_total, max_lines)
    except (OSError, UnicodeDecodeError, _TooBig) as e:
        print("doubloon " + command + ": " + path + ": " + str(e), file=sys.stderr)
        return None


def _stdin_lines(stdin: TextIO, max_line: int, max_total: int, max_lines: int) -> list[str]:
    """Standard input's lines, its bytes decoded as a file's are (so a
    byte that is not UTF-8 is named by line); a text stream without
    bytes beneath (a test's StringIO) is read as it is."""
    raw = getattr(stdin, "buffer", None)
    if raw is None:
        return _limited_lines(stdin, max_line, max_total, max_lines)
    f = io.TextIOWrapper(raw, encoding="utf-8", errors="surrogateescape")
    try:
        return _limited_lines(f, max_line, max_total, max_lines)
    finally:
        f.detach()  # standard input stays open


def expansions_named(text: str | None, setup: str = "draft") -> tuple:
    """The expansions of ``--expansions`` (comma-separated), checked as
    ``play`` checks them: by the core's own set-up of a throw-away game,
    so an unknown name or one named twice is refused (BadInput) by the
    one check the core plays by."""
    names = tuple(e.strip() for e in (text or "").split(",") if e.strip())
    if names:
        core.new_game(["A", "B"], seed=0, expansions=names, setup=setup)
    return names


def names_of(args: argparse.Namespace) -> list[str]:
    """The player names of ``--names`` (comma-separated) or ``--players``,
    checked like every name, by the game of ``--game`` (its
    ``state.check_names``: how many players it takes); BadInput (one line)
    when they cannot be used or disagree with ``--players``."""
    if args.names is not None:
        names = [x.strip() for x in args.names.split(",")]
    else:
        lang = getattr(args, "lang", None)
        names = [catalog.text("player_name", lang, n=i + 1) for i in range(args.players or 4)]
    if args.players and len(names) != args.players:
        raise BadInput("--names gives %d names for %d players" % (len(names), args.players))
    game = getattr(args, "game", None) or core.games.DEFAULT
    importlib.import_module("core." + game + ".state").check_names(names)
    return names
