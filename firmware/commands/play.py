"""``doubloon play``: a real game on the table device (emulated in the
terminal by default, ``--hardware PROFILE`` on a Pi, ``--emulator`` for
pygame, capture or the plain text table). This module only reads the
arguments; firmware.session plays them."""

from __future__ import annotations

import argparse
import sys
from typing import TextIO

from firmware import bots, catalog, games, session
from firmware.commands import add_seat_options, expansions_named, names_of, out_folder, seed_arg
from firmware.journal import default_path, journal_file_named
from firmware.record_file import _cut
from core import inputs
from core.errors import BadInput
from core.games import DEFAULT, PLAYABLE
from core.scoring import title


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser(
        "play", help="play a game on the table device (emulated screens and keyboard by default)"
    )
    add_seat_options(p, "comma-separated player names, governor first")
    # None: not given (edition: an option of Puerto Rico only; lang: a
    # resumed game keeps its own)
    p.set_defaults(edition=None, lang=None)
    p.add_argument("--game", default=None, choices=PLAYABLE, help="the game to play (default %s)" % DEFAULT)
    p.add_argument(
        "--variant",
        default=None,
        choices=("standard", "expedition", "deal"),
        help=_variant_help(),
    )
    p.add_argument("--seed", type=seed_arg, default=None, help="seed of the plantation shuffle")
    p.add_argument(
        "--tiles",
        default=None,
        choices=("shuffle", "physical"),
        help="physical: you draw the game's tiles (plantations, trading-house tiles) and type what came out",
    )
    p.add_argument(
        "--expansions",
        default="",
        help=_with_expansions() + ": comma-separated expansions (new_buildings, nobles, smuggler, festival)",
    )
    p.add_argument(
        "--buildings",
        default=None,
        choices=("draft", "random", "base"),
        help="with new_buildings: the players draft the violet buildings, the device "
        "draws them, or the base game's",
    )
    p.add_argument(
        "--bots",
        type=int,
        default=None,
        metavar="N",
        help="the device plays the last N seats (level --bot-level); docs/bots.md",
    )
    p.add_argument(
        "--bot",
        action="append",
        default=None,
        metavar="SEAT[:LEVEL]",
        help="the device plays seat SEAT (1 is the first) at LEVEL: %s (default %s); repeat it"
        % (", ".join(bots.LEVELS), bots.DEFAULT_LEVEL),
    )
    p.add_argument(
        "--bot-level",
        default=None,
        choices=bots.LEVELS,
        help="the level of the --bots seats (default %s)" % bots.DEFAULT_LEVEL,
    )
    p.add_argument(
        "--hints",
        action="store_const",
        const=True,
        default=None,
        help="a seat's menu offers a hint: the device's advice for its decision",
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
    p.add_argument(
        "--board",
        default=None,
        choices=("ssd1306", "ssd1309", "ssd1322"),
        help="the emulated board screen: ssd1306 (128x64, default), ssd1309 (the 2.42-inch "
        "128x64) or ssd1322 (256x64, 3.12-inch: the wide board); a --hardware profile says its own",
    )
    p.add_argument("--out", default="out/capture", help="folder for --emulator capture")
    p.add_argument(
        "--db", default=None, help="the journal (SQLite); default: doubloon.sqlite3 in the data folder"
    )
    p.add_argument("--no-journal", action="store_true", help="keep no journal (no resume, no history)")
    p.add_argument(
        "--resume",
        nargs="?",
        const=NEWEST,
        default=None,
        type=game_number,
        metavar="GAME",
        help="resume an unfinished game without asking: the newest, or game GAME"
        " (doubloon history lists them)",
    )
    p.add_argument("--new", action="store_true", help="start a new game even if one is unfinished")
    p.add_argument(
        "--setup",
        action="store_true",
        help="seat 1 chooses on the device what to play (game, counter, scoring), "
        "the players, edition, language and tiles (the Pi service uses it)",
    )
    p.add_argument(
        "--web",
        default=None,
        type=web_address,
        metavar="[HOST:]PORT",
        help="also serve the board page and the phones' seat pages on PORT (HOST: 127.0.0.1, "
        "this machine only; 0.0.0.0: every network it is on; needs doubloon[web])",
    )
    p.set_defaults(func=dispatch)


def web_address(text: str) -> str:
    """``--web [HOST:]PORT``, checked here (firmware.web.address; the
    server itself is imported only when the game starts)."""
    from firmware.web import address

    try:
        address(text)
    except ValueError as e:
        raise argparse.ArgumentTypeError("not %s (%s)" % (inputs.shown(text), e))
    return text


web_address.takes = "[HOST:]PORT, as 8080 or 0.0.0.0:8080"  # type: ignore[attr-defined]


NEWEST = 0  # --resume without a number: the newest unfinished game


def game_number(text: str) -> int:
    """``--resume GAME``: a game's number in the journal (1 and up)."""
    try:
        n = int(text)
    except ValueError:
        n = 0
    if n < 1:
        raise argparse.ArgumentTypeError("not " + inputs.shown(text))
    return n


game_number.takes = "a game number from doubloon history"  # type: ignore[attr-defined]

# the options that describe a new game: given on the command line, they
# are never dropped by a resume (the new game starts, or --resume refuses)
NEW_GAME = (
    "game",
    "names",
    "players",
    "seed",
    "edition",
    "tiles",
    "variant",
    "expansions",
    "buildings",
    "bots",
    "bot",
    "hints",
)


def new_game_options(args: argparse.Namespace) -> tuple:
    """The options of NEW_GAME given on the command line, as "--names"."""
    return tuple("--" + k for k in NEW_GAME if getattr(args, k, None) not in (None, ""))


def _with_expansions() -> str:
    """The games that have expansions, by title ("Puerto Rico")."""
    return " and ".join(title(g.id) for g in games.GAMES if g.has_expansions)


def expansions_of(args: argparse.Namespace) -> tuple:
    """The --expansions asked for, checked by the core (BadInput names the
    first it does not play); () for none or another game."""
    if args.expansions and args.expansions.strip(", ") and not games.get(args.game).has_expansions:
        raise BadInput("--expansions: only %s has expansions" % _with_expansions())
    return expansions_named(args.expansions, args.buildings or "draft")


# the value of each game option when it is not given
OPTION_DEFAULTS = {"edition": "classic", "tiles": "shuffle", "variant": "standard", "buildings": "draft"}


def options_of(args: argparse.Namespace, expansions: tuple) -> dict:
    """--edition, --tiles, --variant and --buildings, each its default
    when not given; BadInput for one given to a game it means nothing to
    (it used to be ignored without a word). With --setup they are the
    start screen's first values, for whichever game is chosen there."""
    given = {k: getattr(args, k) for k in OPTION_DEFAULTS if getattr(args, k) is not None}
    if not args.setup:
        game = games.get(args.game)
        takes = dict(game.options)
        for k in given:
            if k == "buildings":
                if "new_buildings" not in expansions:
                    raise BadInput("--buildings: only with --expansions new_buildings (its violet buildings)")
            elif k not in takes:
                raise BadInput("--%s is %s, not for %s" % (k, _who_takes(k), _title(args.game)))
            elif given[k] not in takes[k]:  # San Juan's deal, Port Royal's expedition
                raise BadInput(
                    "--%s takes %s for %s, not %s" % (k, " or ".join(takes[k]), _title(args.game), given[k])
                )
    return {k: given.get(k, OPTION_DEFAULTS[k]) for k in OPTION_DEFAULTS}


def _variant_help() -> str:
    # each game with variants says what they are, in its own words
    return "; ".join(
        games.title(g.id) + ": " + catalog.text("variant_help", "en", g.id)
        for g in games.GAMES
        if "variant" in dict(g.options)
    )


def _title(game: str) -> str:
    return game.replace("_", " ").title()


def _who_takes(option: str) -> str:
    """ "a Port Royal option": the games that have ``option``."""
    have = [_title(g.id) for g in games.GAMES if option in [name for name, _ in g.options]]
    return "a " + " and ".join(have) + " option"


def plan(args: argparse.Namespace) -> session.Plan:
    """The session's plan from the arguments (BadInput: bad names)."""
    given = new_game_options(args)
    args.game = args.game or DEFAULT
    if args.resume is not None and args.new:
        raise BadInput("--resume and --new: one or the other (resume a game, or start a new one)")
    resume = "yes" if args.resume is not None else "no" if args.new else "ask"
    expansions = expansions_of(args)
    options = options_of(args, expansions)
    names = names_of(args)
    return session.Plan(
        names=names,
        bots=bot_seats(args, len(names)),
        hints=bool(args.hints),
        seed=args.seed,
        lang=args.lang,
        setup=args.setup,
        resume=resume,
        resume_id=args.resume or None,
        given=given,
        players=args.players,
        game=args.game,
        expansions=expansions,
        **options,
    )


def bot_seats(args: argparse.Namespace, players: int) -> list | None:
    """--bots N, --bot SEAT[:LEVEL] and --bot-level: one entry per seat
    (None: a person, else a level), or None without any; BadInput (one
    line) for a seat or level the game cannot have."""
    if args.bots is None and not args.bot:
        if args.bot_level is not None:
            raise BadInput("--bot-level: with --bots N (the seats the device plays)")
        return None
    if args.setup:
        raise BadInput("--bots, --bot: not with --setup (the start screen's seat rows choose)")
    try:
        return bots.seats(players, args.bots, args.bot or (), args.bot_level or bots.DEFAULT_LEVEL)
    except ValueError as e:
        raise BadInput(("--bots: " if args.bot is None else "--bot: ") + str(e))


def check_record(path: str | None, db: str | None) -> None:
    """BadInput when --record names the journal (the file, its -wal,
    -shm or .lock, through any link): the record would overwrite every
    game. Checked before anything is opened, even with --no-journal."""
    if not path:
        return
    hit = journal_file_named(path, db or default_path(), default_path())
    if hit is not None:
        raise BadInput(
            "--record " + _cut(path) + ": is the journal (" + hit + "), which keeps every game: refused"
        )


def dispatch(args: argparse.Namespace, stdin: TextIO | None = None, out: TextIO | None = None) -> int:
    try:
        p = plan(args)
        check_record(args.record, args.db)
        if args.emulator == "capture" and not args.hardware:
            out_folder(args.out)  # before a game is stored
        if args.web and args.emulator == "text" and not args.hardware and not args.setup:
            raise BadInput("--web: not with --emulator text (its loop waits on the keyboard)")
    except BadInput as e:
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    web = None
    if args.web:
        from firmware.web import WebError, start

        try:
            web = start(args.web)
        except WebError as e:
            print("doubloon play: " + str(e), file=sys.stderr)
            return 2
        print("doubloon play: the board page is on " + web.board_url(), file=sys.stderr)
    try:
        return _started(args, p, stdin, out, web)
    finally:
        if web is not None:
            web.stop()


def _started(
    args: argparse.Namespace, p: session.Plan, stdin: TextIO | None, out: TextIO | None, web: object
) -> int:
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
        board=args.board,
        web=web,
        web_address=args.web,  # the start screen's web page row serves there too
    )
