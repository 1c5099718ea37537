"""``doubloon play``: a real game on the table device (emulated in the
terminal by default, ``--hardware PROFILE`` on a Pi, ``--emulator`` for
pygame, capture or the plain text table). This module only reads the
arguments; firmware.session plays them."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, TextIO

import core
from firmware import session
from firmware.commands import add_seat_options, names_of
from core.errors import BadInput
from core.games import PLAYABLE

if TYPE_CHECKING:
    import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "play", help="play a game on the table device (emulated screens and keyboard by default)"
    )
    add_seat_options(p, "comma-separated player names, governor first")
    p.add_argument("--game", default="puerto_rico", choices=PLAYABLE, help="the game to play")
    p.add_argument(
        "--variant",
        default="standard",
        choices=("standard", "expedition", "deal"),
        help="Port Royal: expedition ends the game only for a player with an expedition",
    )
    p.add_argument("--seed", type=int, default=None, help="seed of the plantation shuffle")
    p.add_argument(
        "--tiles",
        default="shuffle",
        choices=("shuffle", "physical"),
        help="physical: you draw the plantation tiles and type what came out",
    )
    p.add_argument(
        "--expansions",
        default="",
        help="Puerto Rico: comma-separated expansions (new_buildings, nobles, smuggler, festival)",
    )
    p.add_argument(
        "--buildings",
        default="draft",
        choices=("draft", "random", "base"),
        help="with new_buildings: the players draft the violet buildings, the device "
        "draws them, or the base game's",
    )
    p.add_argument("--record", default=None, help="write the game record (JSON Lines) to this file")
    p.add_argument(
        "--emulator",
        default="terminal",
        choices=("terminal", "pygame", "capture", "text"),
        help="terminal: every screen in the terminal, keys as buttons (default); "
        "pygame: a window (needs pygame); "
        "capture: play --keys headless and write PNG frames and a GIF to --out; "
        "text: the plain text table (a numbered menu; h N help, u undo, "
        "v your VP, b the board, q quits)",
    )
    p.add_argument(
        "--hardware",
        default=None,
        metavar="PROFILE",
        help="real buttons and screens of a hardware profile (hardware/profiles)",
    )
    p.add_argument("--out", default="out/capture", help="folder for --emulator capture")
    p.add_argument(
        "--db", default=None, help="the journal (SQLite); default: doubloon.sqlite3 in the data folder"
    )
    p.add_argument("--no-journal", action="store_true", help="keep no journal (no resume, no history)")
    p.add_argument("--resume", action="store_true", help="resume the newest unfinished game without asking")
    p.add_argument("--new", action="store_true", help="start a new game even if one is unfinished")
    p.add_argument(
        "--setup",
        action="store_true",
        help="seat 1 chooses on the device what to play (game, counter, scoring), "
        "the players, edition, language and tiles (the Pi service uses it)",
    )
    p.set_defaults(func=dispatch)


def expansions_of(args: argparse.Namespace) -> tuple:
    """The --expansions asked for, checked by the core (BadInput names the
    first it does not play); () for none or another game."""
    names = tuple(e.strip() for e in (args.expansions or "").split(",") if e.strip())
    if names:
        if args.game != "puerto_rico":
            raise BadInput("--expansions: only Puerto Rico has expansions")
        # the core's own check (its set-up of a throw-away game), so the
        # names the core plays are the only ones accepted
        core.new_game(["A", "B"], seed=0, expansions=names, setup=args.buildings)
    return names


def plan(args: argparse.Namespace) -> session.Plan:
    """The session's plan from the arguments (BadInput: bad names)."""
    resume = "yes" if args.resume else "no" if args.new else "ask"
    expansions = expansions_of(args)
    return session.Plan(
        names=names_of(args),
        seed=args.seed,
        edition=args.edition,
        tiles=args.tiles,
        lang=args.lang,
        setup=args.setup,
        resume=resume,
        players=args.players,
        game=args.game,
        variant=args.variant,
        expansions=expansions,
        buildings=args.buildings,
    )


def dispatch(args: argparse.Namespace, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    try:
        p = plan(args)
    except BadInput as e:
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    return session.start(
        p,
        front=args.emulator,
        stdin=stdin,
        out=out,
        keys=args.keys,
        hardware=args.hardware,
        capture_dir=args.out,
        record_path=args.record,
        db=args.db,
        no_journal=args.no_journal,
    )
