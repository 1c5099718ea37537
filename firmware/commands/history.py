"""``doubloon history``, ``doubloon export GAME_ID`` and ``doubloon import
FILE``: the journal's finished games and player statistics, and game records
(core.record JSON Lines) in and out of it. Bad input exits 2 with one line
on stderr."""

import sys

from firmware.commands import read_lines

from core import record
from core.errors import BadInput


def _db_option(p):
    p.add_argument("--db", default=None,
                   help="the journal (SQLite); default: doubloon.sqlite3 in the data folder")


def register(sub):
    p = sub.add_parser("history", help="finished games of the journal and player statistics")
    _db_option(p)
    p.add_argument("--check", action="store_true",
                   help="check the whole file first (PRAGMA integrity_check; its time grows"
                        " with the file, so it runs by itself only after an unclean close)")
    p.set_defaults(func=run_history)
    p = sub.add_parser("export", help="write a game of the journal as a record (JSON Lines)")
    p.add_argument("game_id", type=int, metavar="GAME_ID", help="the game's number")
    p.add_argument("--out", default=None, help="the record file (default: standard output)")
    _db_option(p)
    p.set_defaults(func=run_export)
    p = sub.add_parser("import", help="store a game record (JSON Lines) in the journal")
    p.add_argument("file", help="record file, or - for standard input")
    _db_option(p)
    p.set_defaults(func=run_import)


def _open(args, command, write=False, check=False):
    """The journal for a command: readers take no lock; ``write`` takes the
    writer lock (refused while a table plays on it)."""
    from firmware.journal import Journal, default_path
    j = Journal(args.db or default_path(), write=write, check=check)
    if j.problem:
        print("doubloon " + command + ": " + j.problem, file=sys.stderr)
    return j


def _journal_command(command, fn):
    """Run fn(); a journal that cannot be used is one line, exit 2."""
    from firmware.journal import JournalError
    try:
        return fn()
    except JournalError as e:
        print("doubloon " + command + ": " + str(e), file=sys.stderr)
        return 2


def _pad(s, width, right=False):
    s = str(s)
    fill = " " * max(0, width - len(s))
    return fill + s if right else s + fill


def history_lines(games, stats, aside=()):
    """The text of ``doubloon history``: one line per finished game, then
    one per player, then the games set aside (they do not replay)."""
    lines = _history_lines(games, stats)
    if aside:
        lines.append("")
        lines.append("set aside (they do not replay; doubloon export GAME_ID gives them): "
                     + ", ".join(str(gid) for gid, _ in aside))
    return lines


def _history_lines(games, stats):
    if not games:
        return ["no finished games yet"]
    rows = [(str(g["id"]), g["date"][:16],
             ", ".join(n + " " + str(t) for n, t in zip(g["players"], g["totals"])),
             ", ".join(g["winners"])) for g in games]
    w0, w1, w2 = (max(len(r[i]) for r in rows + [("game", "date", "players")])
                  for i in range(3))
    lines = ["game".ljust(w0) + "  " + "date".ljust(w1) + "  " + "players".ljust(w2)
             + "  winner"]
    lines += [r[0].rjust(w0) + "  " + r[1].ljust(w1) + "  " + r[2].ljust(w2) + "  " + r[3]
              for r in rows]
    lines.append("")
    name_w = max([len("player")] + [len(s["name"]) for s in stats])
    lines.append(_pad("player", name_w) + "  games  wins  average  best")
    for s in stats:
        lines.append(_pad(s["name"], name_w) + "  " + _pad(s["games"], 5, True) + "  "
                     + _pad(s["wins"], 4, True) + "  " + _pad(s["average"], 7, True)
                     + "  " + _pad(s["best"], 4, True))
    return lines


def run_history(args, out=None):
    out = out or sys.stdout

    def go():
        j = _open(args, "history", check=args.check)
        try:
            games = j.history()
            lines = history_lines(games, j.player_stats(games), j.set_aside_games())
        finally:
            j.close()
        if args.check:
            out.write(j.name + ": integrity check ok\n")
        out.write("".join(line + "\n" for line in lines))
        return 0
    return _journal_command("history", go)


def run_export(args, out=None):
    from firmware.journal import UnknownGame
    out = out or sys.stdout

    def go():
        j = _open(args, "export")
        try:
            lines = j.export(args.game_id)
        except UnknownGame as e:
            print("doubloon export: " + str(e), file=sys.stderr)
            return 2
        finally:
            j.close()
        text = "".join(line + "\n" for line in lines)
        if args.out is None:
            out.write(text)
            return 0
        try:
            with open(args.out, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as e:
            print("doubloon export: " + args.out + ": " + str(e), file=sys.stderr)
            return 2
        return 0
    return _journal_command("export", go)


def run_import(args, out=None, stdin=None):
    out = out or sys.stdout
    lines = read_lines(args.file, "import", stdin)
    if lines is None:
        return 2
    try:   # checked before the journal is opened: a bad file touches nothing
        record.replay(lines)
    except record.RecordError as e:
        print("doubloon import: " + args.file + ": " + str(e), file=sys.stderr)
        return 2

    def go():
        j = _open(args, "import", write=True)
        try:
            gid = j.import_record(lines)
        except (record.RecordError, BadInput) as e:   # pragma: no cover - checked above
            print("doubloon import: " + args.file + ": " + str(e), file=sys.stderr)
            return 2
        finally:
            j.close()
        out.write(str(gid) + "\n")
        return 0
    return _journal_command("import", go)
