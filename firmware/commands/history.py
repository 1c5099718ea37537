"""``doubloon history``, ``doubloon export GAME_ID`` and ``doubloon import
FILE``: the journal's finished games and player statistics, and game records
(core.record JSON Lines) in and out of it. Bad input exits 2 with one line
on stderr."""

from __future__ import annotations

import errno
import os
import sys
from typing import TYPE_CHECKING, Callable, TextIO

from firmware.games import title as game_title
from firmware.commands import read_lines

from core import record
from core.errors import BadInput
from core.asking import is_over
from firmware.journal import SHEET, Journal, JournalError, UnknownGame, default_path, journal_file_named

if TYPE_CHECKING:
    import argparse


def _db_option(p: argparse.ArgumentParser) -> None:
    p.add_argument(
        "--db", default=None, help="the journal (SQLite); default: doubloon.sqlite3 in the data folder"
    )


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("history", help="finished games of the journal and player statistics")
    _db_option(p)
    p.add_argument(
        "--check",
        action="store_true",
        help="check the whole file first (PRAGMA integrity_check; its time grows"
        " with the file, so it runs by itself only after an unclean close)",
    )
    p.set_defaults(func=run_history)
    p = sub.add_parser(
        "export",
        help="write a game of the journal as a record (JSON Lines), or a scored sheet as its"
        " end-of-game sheet (JSON, the input of doubloon score)",
    )
    # a string, checked by run_export: argparse's int() would take "1_0" or
    # "١", print usage lines, and pass SQLite ids it cannot hold
    p.add_argument("game_id", metavar="GAME_ID", help="the game's number")
    p.add_argument("--out", default=None, help="the record file (default: standard output)")
    p.add_argument(
        "--reveal-unfinished",
        action="store_true",
        help="also export a game that is not finished: its record shows every "
        "player's VP chips and the seed, so the plantations still to come",
    )
    _db_option(p)
    p.set_defaults(func=run_export)
    p = sub.add_parser("import", help="store a game record (JSON Lines) in the journal")
    p.add_argument("file", help="record file, or - for standard input")
    _db_option(p)
    p.set_defaults(func=run_import)


def _open(args: argparse.Namespace, command: str, write: bool = False, check: bool = False) -> Journal:
    """The journal for a command: readers take no lock; ``write`` takes the
    writer lock (refused while a table plays on it)."""
    j = Journal(args.db or default_path(), write=write, check=check)
    if j.problem:
        print("doubloon " + command + ": " + printable(j.problem), file=sys.stderr)
    return j


def _journal_command(command: str, fn: Callable[[], int]) -> int:
    """Run fn(); a journal that cannot be used is one line, exit 2."""
    try:
        return fn()
    except JournalError as e:
        print("doubloon " + command + ": " + printable(str(e)), file=sys.stderr)
        return 2


def printable(s: object) -> str:
    """``s`` with every character a terminal would act on or hide (C0 such
    as ESC and newline, DEL, C1, bidi and other format characters,
    separators) written as a Python escape (``\\x1b``, ``\\u202e``): a name
    from an imported record cannot clear the screen or forge a table line."""
    s = str(s)
    if s.isprintable():
        return s
    out = []
    for c in s:
        if c.isprintable():
            out.append(c)
        elif ord(c) < 0x100:
            out.append("\\x%02x" % ord(c))
        elif ord(c) < 0x10000:
            out.append("\\u%04x" % ord(c))
        else:
            out.append("\\U%08x" % ord(c))
    return "".join(out)


def _pad(s: object, width: int, right: bool = False) -> str:
    s = printable(s)
    fill = " " * max(0, width - len(s))
    return fill + s if right else s + fill


def history_lines(
    games: list[dict], stats: list[dict], aside: list | tuple = (), waiting: list | tuple = ()
) -> list[str]:
    """The text of ``doubloon history``: one line per finished game (its
    name in a column; "played" on the device, or "scored" from a sheet
    typed into the scoring mode; "damaged" when its result does not read),
    then one per player, then the games waiting to be resumed
    (Journal.unfinished, each with its name), the
    games set aside (they do not replay), and last how many games are
    damaged (left out of the statistics)."""
    lines = _history_lines(games, stats)
    if waiting:
        # "no finished games yet" alone hid a game the table can go on with
        lines.append("")
        lines.append("not finished (doubloon play resumes the newest; --resume N: game N, without asking):")
        # each names its game: two unfinished games of "Ann, Ben" (one San
        # Juan, one Puerto Rico) read the same without it
        names = [_title(g.get("game")) for g in waiting]
        name_w = max(len(n) for n in names)
        for g, name in zip(waiting, names):
            lines.append(
                "  game %s  %s  %s  %s  %d decision%s"
                % (
                    printable(g["id"]),
                    _pad(name, name_w),
                    printable(str(g["created"])[:16]),
                    ", ".join(printable(n) for n in g["players"]),
                    g["actions"],
                    "" if g["actions"] == 1 else "s",
                )
            )
    if aside:
        lines.append("")
        lines.append(
            "set aside (they do not replay; doubloon export GAME_ID --reveal-unfinished gives them): "
            + ", ".join(str(gid) for gid, _ in aside)
        )
    damaged = [g["id"] for g in games if g.get("damaged")]
    if damaged:
        lines.append("")
        lines.append(
            "%d game%s damaged (the result does not read; not in the statistics): %s"
            % (len(damaged), " is" if len(damaged) == 1 else "s are", ", ".join(str(i) for i in damaged))
        )
    return lines


def _title(game: object) -> str:
    # a game's name in history's lines: its title from its own words, or
    # the row's id as it reads ("" for none: a damaged row)
    if game is None:
        return ""
    return game_title(game) or printable(game)


def _history_lines(games: list[dict], stats: list[dict]) -> list[str]:
    if not games:
        return ["no finished games yet"]
    # then the statistics are grouped under each game's name
    several = len(set(str(g["game"]) for g in games if not g.get("damaged"))) > 1
    rows = []
    for g in games:  # every field made printable before the widths are taken
        if g.get("damaged"):
            rows.append((printable(g["id"]), "", printable(str(g["date"])[:16]), "damaged", g["damaged"], ""))
            continue
        scores = ", ".join(printable(n) + " " + printable(t) for n, t in zip(g["players"], g["totals"]))
        rows.append(
            (
                printable(g["id"]),
                _title(g["game"]),  # the game's name, in a column of its own
                printable(str(g["date"])[:16]),
                # a sheet typed into the scoring mode, or a game played on the
                # device; "+new_buildings": the expansions it was played with
                ("scored" if g.get("kind") == "sheet" else "played")
                + "".join(" +" + printable(e) for e in g.get("expansions") or ()),
                scores,
                ", ".join(printable(w) for w in g["winners"]),
            )
        )
    titles = ("game", "name", "date", "how", "players")
    widths = [max(len(r[i]) for r in rows + [titles + ("",)]) for i in range(5)]
    lines = ["  ".join(_pad(titles[i], widths[i]) for i in range(5)) + "  winner"]
    for r in rows:
        line = _pad(r[0], widths[0], True) + "  " + "  ".join(_pad(r[i], widths[i]) for i in (1, 2, 3, 4))
        lines.append(line + "  " + r[5] if r[5] else line.rstrip())  # a damaged game has no winner
    name_w = max([len("player")] + [len(printable(s["name"])) for s in stats])
    game = None
    for s in stats:  # grouped by game (Journal.player_stats sorts them so)
        if game is None or s.get("game") != game:
            game = s.get("game")
            lines.append("")
            if several:
                lines.append(_title(game) + ":")
            lines.append(_pad("player", name_w) + "  games  wins  average  best")
        lines.append(
            _pad(s["name"], name_w)
            + "  "
            + _pad(s["games"], 5, True)
            + "  "
            + _pad(s["wins"], 4, True)
            + "  "
            + _pad(s["average"], 7, True)
            + "  "
            + _pad(s["best"], 4, True)
        )
    return lines


def run_history(args: argparse.Namespace, out: TextIO | None = None) -> int:
    """List the journal; 0 when it listed, damaged games included (they
    are marked and counted in the last line), 2 when the journal cannot
    be read."""
    out = out or sys.stdout

    def go():
        j = _open(args, "history", check=args.check)
        try:
            games = j.history()
            lines = history_lines(games, j.player_stats(games), j.set_aside_games(), j.unfinished())
        finally:
            j.close()
        if args.check:
            out.write(j.name + ": integrity check ok\n")
        for line in lines:  # line by line: a reader that goes away shows at once
            out.write(line + "\n")
        return 0

    return _journal_command("history", go)


# SQLite's largest integer: no game id is above it
MAX_GAME_ID = 2**63 - 1


def _cut(s: str, n: int = 40) -> str:
    s = printable(s)
    return s if len(s) <= n else s[:n] + "..."


def game_id(text: str) -> int | None:
    """The game number in ``text`` (ASCII digits only), or None. A number
    too large for SQLite comes back above MAX_GAME_ID: no game has it."""
    text = str(text)
    if not text or not all("0" <= c <= "9" for c in text):
        return None
    text = text.lstrip("0")
    if len(text) > 20:  # never int() thousands of digits
        return MAX_GAME_ID + 1
    return int(text) if text else None


def run_export(args: argparse.Namespace, out: TextIO | None = None) -> int:
    out = out or sys.stdout

    def go():
        gid = game_id(args.game_id)
        if gid is None:
            print(
                "doubloon export: GAME_ID must be a game number (1, 2, ...), not " + _cut(args.game_id),
                file=sys.stderr,
            )
            return 2
        if gid > MAX_GAME_ID:
            print("doubloon export: no game " + _cut(args.game_id) + " in the journal", file=sys.stderr)
            return 2
        if args.out is not None:
            # before the journal is opened: --out may be one of its files
            hit = journal_file_named(args.out, args.db or default_path(), default_path())
            if hit is not None:
                print(
                    "doubloon export: --out " + _cut(args.out) + ": is the journal (" + printable(hit) + "),"
                    " which keeps every game: refused",
                    file=sys.stderr,
                )
                return 2
        j = _open(args, "export")
        try:
            lines = j.export(gid)
            damage = j.damage(gid)
            if damage is not None:  # never a record that does not read back
                print(
                    "doubloon export: game %d is damaged (%s): not exported" % (gid, damage), file=sys.stderr
                )
                return 2
            if not args.reveal_unfinished and not _over(j, gid):
                # a game still played: its record shows every player's secret
                # VP chips, and its seed tells the plantation draws to come
                print(
                    "doubloon export: game " + str(gid) + " is not finished; its record "
                    "shows the VP chips and the seed (--reveal-unfinished to export it)",
                    file=sys.stderr,
                )
                return 2
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
            _write_out(args.out, text)
        except OSError as e:
            print("doubloon export: " + _cut(args.out) + ": " + (e.strerror or str(e)), file=sys.stderr)
            return 2
        return 0

    return _journal_command("export", go)


def _write_out(path: str, text: str) -> None:
    """``text`` into the file ``path``. Opened non-blocking: a FIFO nobody
    reads would hang the open for ever; it fails at once instead (ENXIO,
    said as such), and one with a reader is written as a file is."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NONBLOCK | getattr(os, "O_CLOEXEC", 0)
    try:
        fd = os.open(path, flags, 0o666)
    except OSError as e:
        if e.errno == errno.ENXIO:
            raise OSError(e.errno, "a FIFO that nobody reads")
        raise
    os.set_blocking(fd, True)  # the reader takes it at its pace
    with os.fdopen(fd, "w", encoding="utf-8") as f:
        f.write(text)


def _over(j: Journal, gid: int) -> bool:
    """True when the game is finished in the journal, or its record plays to
    the end (a cut came between the last action and its result), or it is
    a sheet (typed in at the end of the game: nothing secret, no seed)."""
    if j.is_finished(gid) or j.kind(gid) == SHEET:
        return True
    try:
        return is_over(j.state(gid))
    except (record.RecordError, BadInput):  # does not replay: not shown as over
        return False


def run_import(args: argparse.Namespace, out: TextIO | None = None, stdin: TextIO | None = None) -> int:
    out = out or sys.stdout
    lines = read_lines(args.file, "import", stdin)
    if lines is None:
        return 2
    try:  # checked before the journal is opened: a bad file touches nothing
        record.replay(lines)
    except record.RecordError as e:
        print("doubloon import: " + args.file + ": " + str(e), file=sys.stderr)
        return 2

    def go():
        j = _open(args, "import", write=True)
        try:
            same = j.find_record(lines)
            if same is not None:  # a second copy would count its wins twice
                print(
                    "doubloon import: "
                    + args.file
                    + ": already in the journal as game "
                    + str(same)
                    + ", nothing stored",
                    file=sys.stderr,
                )
                return 2
            gid = j.import_record(lines)
        except (record.RecordError, BadInput) as e:  # pragma: no cover - checked above
            print("doubloon import: " + args.file + ": " + str(e), file=sys.stderr)
            return 2
        finally:
            j.close()
        out.write("stored as game %d\n" % gid)  # a bare number said nothing to a person
        return 0

    return _journal_command("import", go)
