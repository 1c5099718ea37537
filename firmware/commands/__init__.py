"""The doubloon subcommands, one module each."""

import sys


def read_lines(path, command, stdin=None):
    """The lines of ``path`` (``-``: standard input), or None after one
    line on stderr naming the command and the file."""
    try:
        if path == "-":
            return (stdin or sys.stdin).read().splitlines()
        with open(path, encoding="utf-8") as f:
            return f.read().splitlines()
    except (OSError, UnicodeDecodeError) as e:
        print("doubloon " + command + ": " + path + ": " + str(e), file=sys.stderr)
        return None
