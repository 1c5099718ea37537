"""``doubloon play``: a real game in the terminal, with the keyboard.

This is the plain-text table until the emulated device screens arrive: the
board, whose turn it is, the legal choices as a numbered menu, and after each
choice what to do with the physical pieces. VP chips stay secret: a player
types ``v`` to see his own.
"""

import sys

import core
from core import record
from core.puerto_rico import data
from firmware.games.puerto_rico import phrases as text  # action_text, event_text, label
from core.puerto_rico.endgame import final_score
from core.puerto_rico.state import island_tiles, city_spaces


def register(sub):
    p = sub.add_parser("play", help="play a game on the table device (emulated screens and keyboard by default)")
    p.add_argument("--players", type=int, default=None, choices=(2, 3, 4, 5),
                   help="number of players (default 4, or the number of --names)")
    p.add_argument("--names", default=None, help="comma-separated player names, governor first")
    p.add_argument("--seed", type=int, default=None, help="seed of the plantation shuffle")
    p.add_argument("--edition", default="classic", choices=("classic", "1897"))
    p.add_argument("--tiles", default="shuffle", choices=("shuffle", "physical"),
                   help="physical: you draw the plantation tiles and type what came out")
    p.add_argument("--record", default=None, help="write the game record (JSON Lines) to this file")
    p.add_argument("--lang", default="en", choices=("en", "fr"), help="language on the screens")
    p.add_argument("--emulator", default="terminal", choices=("terminal", "pygame", "capture", "text"),
                   help="terminal: every screen in the terminal, keys as buttons (default); "
                        "pygame: a window (needs pygame); capture: play --keys headless and write PNG frames and a GIF to --out; "
                        "text: the plain text table")
    p.add_argument("--hardware", default=None, metavar="PROFILE",
                   help="real buttons and screens of a hardware profile (hardware/profiles)")
    p.add_argument("--keys", default=None,
                   help="type these keys instead of reading the keyboard (scripts, capture)")
    p.add_argument("--out", default="out/capture", help="folder for --emulator capture")
    p.add_argument("--db", default=None, help="the journal (SQLite); default: doubloon.sqlite3 in the data folder")
    p.add_argument("--no-journal", action="store_true", help="keep no journal (no resume, no history)")
    p.add_argument("--resume", action="store_true", help="resume the newest unfinished game without asking")
    p.add_argument("--new", action="store_true", help="start a new game even if one is unfinished")
    p.add_argument("--setup", action="store_true",
                   help="seat 1 chooses on the device what to play (game, counter, scoring), "
                        "the players, edition, language and tiles (the Pi service uses it)")
    p.set_defaults(func=dispatch)


def dispatch(args, stdin=None, out=None):
    if args.emulator == "text" and args.hardware is None and not args.setup:
        return run(args, stdin, out)
    from firmware.commands import device
    return device.run(args, _names, stdin, out)


def _names(args):
    from firmware.commands import names_of   # one check for every command
    return names_of(args)


def board_lines(state):
    roles = []
    for r in data.ROLES:
        if r in state["roles"]:
            m = state["roles"][r]
            roles.append(text.label(data.role_kind(r)) + ("(+%d)" % m if m else ""))
    ships = []
    for s in state["cargo_ships"]:
        ships.append("%d:%s" % (s[0], "-" if s[1] is None else "%d %s" % (s[2], s[1])))
    supply = ", ".join("%s %d" % (g, state["goods"][g]) for g in data.GOODS)
    lines = [
        "Round %d - governor %s" % (state["round"], state["players"][state["governor"]]["name"]),
        "Roles left:      " + (", ".join(roles) or "-"),
        "Colonist ship:   %d   supply: %d colonists, %d VP chips, %d quarries" % (
            state["colonist_ship"], state["colonists"], state["vp_chips"], state["quarries"]),
        "Plantations:     " + (", ".join(state["faceup"]) or "-"),
        "Trading house:   " + (", ".join(state["trading_house"]) or "empty"),
        "Cargo ships:     " + "   ".join(ships),
        "Goods supply:    " + supply,
    ]
    for p in state["players"]:
        goods = ", ".join("%d %s" % (p["goods"][g], g) for g in data.GOODS if p["goods"][g])
        island = " ".join("%s %d/%d" % (k, p["island"][k][1], p["island"][k][0])
                          for k in sorted(p["island"]))
        city = " ".join("%s %d/%d" % (text.label(b), p["city"][b], data.BUILDINGS[b]["people"])
                        for b in data.BUILDING_ORDER if b in p["city"])
        lines.append("  %s: %d doubloons; goods: %s; San Juan %d" % (
            p["name"], p["doubloons"], goods or "none", p["san_juan"]))
        lines.append("     island (%d/12): %s" % (island_tiles(p), island))
        lines.append("     city (%d/12): %s" % (city_spaces(p), city or "-"))
    return lines


def score_lines(result):
    lines = ["Final score:"]
    order = sorted(range(len(result["players"])), key=lambda i: (result["players"][i]["rank"], i))
    for i in order:
        p = result["players"][i]
        b = p["breakdown"]
        bonus = ", ".join("%s %d" % (k, b["bonus"][k]) for k in sorted(b["bonus"]))
        lines.append("  %d. %s  %d  (chips %d, buildings %d%s; tie-break %d)" % (
            p["rank"], p["name"], p["total"], b["vp_chips"], b["buildings"],
            ", bonus " + bonus if bonus else "", p["tiebreak"]))
    return lines


def run(args, stdin=None, out=None):
    stdin = stdin or sys.stdin
    out = out or sys.stdout
    from firmware.commands.device import RecordFile, default_seed
    rec = None
    try:
        names = _names(args)
        seed = args.seed
        if seed is None:
            seed = default_seed()
        state = core.new_game(names, seed=seed, edition=args.edition, tiles=args.tiles)
        if args.record:   # the text table keeps no journal: the file is the game
            rec = RecordFile(args.record, journal=False)
    except core.BadInput as e:
        print("doubloon play: " + str(e), file=sys.stderr)
        return 2
    if rec:
        rec.start(state)

    def say(line=""):
        out.write(line + "\n")

    say("doubloon - Puerto Rico, %d players, seed %d. Keys: a number to choose, "
        "v your VP, b board, q quit." % (len(names), seed))
    show_board = True
    for ev in state["events"]:
        t = text.event_text(state, ev)
        if t:
            say("  > " + t)
    try:
        while not core.is_over(state):
            if show_board:
                say("")
                for line in board_lines(state):
                    say(line)
                show_board = False
            pend = core.pending(state)
            who = state["players"][pend["player"]]
            say("")
            say("%s, %s:" % (who["name"], text.prompt(pend["kind"], "en", state["edition"])))
            for i, a in enumerate(pend["options"]):
                say("  %2d  %s" % (i + 1, text.action_text(state, a)))
            out.write("> ")
            out.flush()
            line = stdin.readline()
            if not line:
                say("")
                say("(no more input: game left unfinished)")
                return 0
            line = line.strip().lower()
            if line == "q":
                say("game left unfinished" + (" (record in %s)" % args.record if rec else ""))
                return 0
            if line == "b":
                show_board = True
                continue
            if line == "v":
                say("%s has %d VP in chips%s (keep it secret)" % (
                    who["name"], who["vp"],
                    " and %d written down" % who["written"] if who["written"] else ""))
                continue
            if not line.isdigit() or not 1 <= int(line) <= len(pend["options"]):
                say("type a number from 1 to %d" % len(pend["options"]))
                continue
            action = pend["options"][int(line) - 1]
            core.apply(state, action)
            if rec:
                rec.write(action)
            for ev in state["events"]:
                t = text.event_text(state, ev)
                if t:
                    say("  > " + t)
            if state["phase"] == "roles" and state["picks"] == 0:
                show_board = True
        say("")
        for line in board_lines(state):
            say(line)
        for line in score_lines(final_score(state)):
            say(line)
    finally:
        if rec:
            rec.close()
    return 0
