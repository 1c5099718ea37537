"""The ``doubloon`` command: one subcommand a module in firmware.commands."""

from __future__ import annotations

import argparse
import errno
import io
import os
import re
import sys

from core.inputs import one_line
from firmware import games
from firmware.commands import backup, history, modes, pictures, play, replay, score, simulate


class ArgumentsRefused(Exception):
    """A command line argparse refused, as the one line to print."""


class Parser(argparse.ArgumentParser):
    """argparse with one-line errors: "doubloon play: --players takes 2 to
    5, not 7 (doubloon play --help)" instead of a usage block. Every
    subparser is one too (add_subparsers makes its parsers of our class);
    --help still prints the whole help."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise ArgumentsRefused(
            one_line("%s: %s (%s --help)" % (self.prog, _explained(self, message), self.prog))
        )


_ARGUMENT = re.compile(r"argument (\S+): (.*)$", re.S)
_CHOICE = re.compile(r"invalid choice: (.*) \(choose from .*\)$", re.S)
_TYPE = re.compile(r"invalid \S+ value: (.*)$", re.S)


def _explained(parser: argparse.ArgumentParser, message: str) -> str:
    """argparse's message said as what the option takes and what it got."""
    m = _ARGUMENT.match(message)
    if not m:
        return message
    names, why = m.groups()
    name = names.split("/")[-1]  # "-k/--keys": the long form
    action = next((a for a in parser._actions if names in ("/".join(a.option_strings), a.metavar)), None)
    takes = _takes(action) if action is not None else None
    if takes is None:
        return name + ": " + why
    got = _CHOICE.match(why) or _TYPE.match(why)
    if got:
        value = got.group(1)
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]  # argparse quotes the value as Python would
        return "%s takes %s, not %s" % (name, takes, one_line(value, 40))
    if why.startswith("not "):  # our own type functions (seed_arg)
        return "%s takes %s, %s" % (name, takes, why)
    if why == "expected one argument":
        return "%s takes %s, none given" % (name, takes)
    return "%s takes %s (%s)" % (name, takes, why)


def _takes(action: argparse.Action) -> str | None:
    """What ``action``'s option takes, in words, or None when argparse's
    own message says it better."""
    takes = getattr(action.type, "takes", None)
    if takes:
        return takes
    if action.choices:
        choices = list(action.choices)
        if all(type(c) is int for c in choices) and choices == list(range(choices[0], choices[-1] + 1)):
            return "%d to %d" % (choices[0], choices[-1])
        words = [str(c) for c in choices]
        return ", ".join(words[:-1]) + " or " + words[-1] if len(words) > 1 else words[0]
    if action.type is int:
        return "a whole number"
    return None


def _titles() -> str:
    # "Puerto Rico, San Juan and Port Royal": the games on the device
    t = [games.title(g.id) for g in games.GAMES]
    return ", ".join(t[:-1]) + " and " + t[-1] if len(t) > 1 else "".join(t)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="doubloon",
        description="Table-side bank and referee for %s." % _titles(),
    )
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    play.register(sub)
    modes.register(sub)
    history.register(sub)
    backup.register(sub)
    pictures.register(sub)
    replay.register(sub)
    simulate.register(sub)
    score.register(sub)
    # each command's --help opens with the line the command list gives it
    for choice in sub._choices_actions:
        own = sub.choices[choice.dest]
        if own.description is None:
            own.description = choice.help
    return parser


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    _standard_streams()
    parser = build_parser()
    if not argv:
        argv = ["play"]
    try:
        args = _parsed(parser, argv)
    except ArgumentsRefused as e:
        print(str(e), file=sys.stderr)
        return 2
    name = "doubloon " + (getattr(args, "command", None) or "play")
    if sys.stdout is None:
        if not getattr(args, "hardware", None):  # the Pi's screens are its output
            _say(
                name + ": standard output is closed: nothing to write to (give it /dev/null to throw it away)"
            )
            return 2
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    try:
        rc = args.func(args) or 0
        sys.stdout.flush()  # a closed pipe shows here, not at interpreter exit
        return rc
    except KeyboardInterrupt:
        print("", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return _reader_gone()
    except OSError as e:
        # a write to standard output refused (/dev/full, a closed or broken
        # descriptor): a file of ours would name itself (e.filename)
        if e.filename is not None or e.errno not in _WRITE_FAULTS:
            raise
        _reader_gone()  # the final flush at exit must not complain again
        _say(name + ": cannot write to standard output (" + (e.strerror or str(e)) + ")")
        return 2


# The errors of a write that the output itself refused.
_WRITE_FAULTS = (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO, errno.EBADF)


def _say(line: str) -> None:
    """One line on stderr, if there is one."""
    try:
        print(line, file=sys.stderr)
    except (OSError, ValueError, AttributeError):
        pass


class _Unbuffered(io.TextIOWrapper):
    """Standard output unbuffered, each write whole (or an error)."""

    def write(self, s: str) -> int:
        n = super().write(s)
        self.flush()
        return n


def _standard_streams() -> None:
    """Standard input, output and error as a command can use them. A closed
    descriptor 0, 1 or 2 gets /dev/null, so that no file opened later
    (the journal, its .lock) takes its number and is written as if it were
    the terminal; a closed standard input reads as empty (no keys, no
    record). An output whose encoding cannot write a name (``Élodie`` with
    PYTHONIOENCODING=ascii) escapes the character (``\\xc9lodie``)
    instead of stopping; input that does not decode is replaced."""
    for fd in (0, 1, 2):
        try:
            os.fstat(fd)
        except OSError:
            try:
                null = os.open(os.devnull, os.O_RDWR)
            except OSError:  # pragma: no cover - no /dev/null
                return
            if null != fd:
                os.dup2(null, fd)
                os.close(null)
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    # the process's own streams (not a caller's, nor a test's capture)
    for stream, errors in (
        (sys.__stdin__, "replace"),
        (sys.__stdout__, "backslashreplace"),
        (sys.__stderr__, "backslashreplace"),
    ):
        if getattr(stream, "errors", None) == "strict" and hasattr(stream, "reconfigure"):
            try:
                stream.reconfigure(errors=errors)
            except (ValueError, OSError):  # pragma: no cover - already read
                pass
    raw = getattr(sys.stdout, "buffer", None)
    if sys.stdout is sys.__stdout__ and isinstance(raw, io.RawIOBase):
        # PYTHONUNBUFFERED (the service unit sets it): the text goes straight
        # to the descriptor, and a write the pipe takes only in part is
        # dropped without a word (``| head -c 10`` exited 0, not 141). A
        # buffer flushed at each write writes it whole, or raises.
        sys.stdout = _Unbuffered(
            io.BufferedWriter(raw), encoding=sys.stdout.encoding, errors=sys.stdout.errors, write_through=True
        )


def _parsed(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace:
    """The arguments, or ArgumentsRefused; an unknown argument is named
    by its command's parser, so the hint is that command's --help."""
    args, extra = parser.parse_known_args(argv)
    if extra:
        own = _subparser(parser, getattr(args, "command", None)) or parser
        own.error("unknown argument %s" % extra[0])
    return args


def _subparser(parser: argparse.ArgumentParser, command: str | None) -> argparse.ArgumentParser | None:
    for a in parser._actions:
        if isinstance(a, argparse._SubParsersAction):
            return a.choices.get(command)
    return None


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
