"""Button presses a Port Royal table needs: this code against another
commit's, side by side in one run, on the same random games.

Each game is played on the table (firmware.games.port_royal.table) by its
seat buttons, as a player would: the choice is reached by the shorter way
round the menu (▶ or ◀, the menu wraps) and made with ●. The cards are a
scripted deck (a shuffled deck of plausible printed values, the same
deck for both codes on the same seed): whatever the table asks about a
card is answered from it. The players' choices (reveal again or stop,
repel, take, which expedition discards) come from their own seeded stream
(``--players random``, the default) or from the Port Royal rule bot
(``--players rule``: ``core.bots.decide("rule", ...)`` on the table's
state, as a table that plays purposefully; its reveal is the next card of
the deck). Both codes play the same model: a commit without the rule bot
cannot be compared with ``--players rule`` (one line, exit 2).
The presses are counted by phase: the discover phase of the active
player (revealing, reporting the cards, repelling, stopping, fulfilling),
and the rest (trade & hire), and divided by the active turns played.
Issue 36's target: at most 12 presses per active turn, all counted
(TARGET). ``--steps`` also prints this code's presses by question (a
harbour card's cost when it is hired, a revealed ship's colour...).

    .venv/bin/python scripts/bench_port_royal_presses.py --games 200
    .venv/bin/python scripts/bench_port_royal_presses.py --games 200 --against e9f6cf0
    .venv/bin/python scripts/bench_port_royal_presses.py --games 40 --steps
    .venv/bin/python scripts/bench_port_royal_presses.py --games 200 --faces 2
    .venv/bin/python scripts/bench_port_royal_presses.py --games 200 --players rule --steps

The other code is taken with ``git archive REV core firmware`` into a
temporary folder and the same driver runs there (PYTHONPATH), in its own
process.
"""

import argparse
import copy
import json
import os
import random
import subprocess
import sys
import tempfile

RIGHT_ONLY = os.environ.get("RIGHT_ONLY") == "1"
TARGET = 12.0  # presses per active turn, all counted (issue 36)
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COLOURS = ("yellow", "blue", "green", "red", "black")
# gold on the ships of each colour (shared/rules/port-royal.md §2; the two
# red and black cards without a value are taken as skull ships of 6 and 7)
SHIP_GOLD = {
    "yellow": [1] * 4 + [2] * 3 + [4] * 3,
    "blue": [1] * 4 + [2] * 3 + [5] * 3,
    "green": [1] * 4 + [3] * 3 + [5] * 3,
    "red": [1] * 3 + [3] * 3 + [6] * 2 + ["skull"] * 2,
    "black": [2] * 3 + [4] * 3 + [7] * 2 + ["skull"] * 2,
}
# copies, and plausible (cost, VP) ranges of each character
CHARACTERS = {
    "trader": (10, (2, 5), (1, 1)),
    "settler": (5, (3, 7), (1, 3)),
    "captain": (5, (3, 7), (1, 3)),
    "priest": (5, (3, 7), (1, 3)),
    "jack": (3, (6, 9), (2, 3)),
    "sailor": (10, (2, 5), (1, 2)),
    "pirate": (3, (6, 9), (2, 3)),
    "mademoiselle": (4, (7, 8), (3, 4)),
    "jester": (5, (4, 6), (1, 2)),
    "admiral": (6, (4, 7), (1, 3)),
    "governor": (4, (8, 9), (3, 4)),
}
EXPEDITIONS = [(0, 0, 2), (2, 0, 0), (0, 2, 0), (1, 1, 1), (1, 1, 1)]
PLAYERS = ("random", "rule")  # the players' model (--players)
# the commit compared with by default, by players' model: e9f6cf0, the
# last main before values were asked when they matter (issue 21), has no
# rule bot; 1115d78, before the menus started at the median, has it
AGAINST = {"random": "e9f6cf0", "rule": "1115d78"}


def scripted_deck(rnd, faces=0):
    """Every card of the draw pile, shuffled, with its printed values.
    ``faces``: 0, each character card's cost and VP drawn on its own (no
    two copies need be alike); N, each character shows at most N faces
    (cost, VP), as copies of one printing repeat a few faces."""
    cards = []
    for colour in COLOURS:
        for g in SHIP_GOLD[colour]:
            skull = g == "skull"
            gold = 6 if skull else g
            cards.append(
                {"kind": "ship", "colour": colour, "gold": gold, "skull": skull, "swords": 1 + gold // 2}
            )
    for cid in CHARACTERS:
        copies, cost, vp = CHARACTERS[cid]
        printed = [(rnd.randint(*cost), rnd.randint(*vp)) for _ in range(faces)]
        for k in range(copies):
            if printed:
                c, v = printed[k % faces]
                card = {"kind": "character", "id": cid, "cost": c, "vp": v}
            else:
                card = {"kind": "character", "id": cid, "cost": rnd.randint(*cost), "vp": rnd.randint(*vp)}
            card["colour"] = COLOURS[k // 2] if cid == "trader" else None
            card["swords"] = {"sailor": 1, "pirate": 2}.get(cid, 0)
            cards.append(card)
    for s, c, p in EXPEDITIONS:
        cards.append({"kind": "expedition", "settler": s, "captain": c, "priest": p, "gold": 2, "vp": 5})
    for t in ("swords", "swords", "vp", "vp"):
        cards.append({"kind": "tax", "tax": t})
    rnd.shuffle(cards)
    return cards


def answer(card, step, options=()):
    """The action answering ``step`` about ``card``: a character's values
    by its face when the menu offers it (record version 9), else one by one."""
    if step == "swords" and card.get("skull"):
        return ["skull"]
    if step == "character":
        return ["character", card["id"]]
    if card["kind"] == "character":
        face = ["face", card["id"]] + ([card["colour"]] if card["colour"] else [])
        face += [card["cost"], card["vp"]] + ([card["swords"]] if card["swords"] else [])
        if face in options:
            return face
    return [step, card[step]]


def reveal(card, options):
    """The reveal of ``card``: a ship with its colour when the menu says
    it at once (version 9), else its kind."""
    if card["kind"] == "ship" and ["reveal", "ship", card["colour"]] in options:
        return ["reveal", "ship", card["colour"]]
    return ["reveal", card["kind"]]


def play_game(players, seed, faces=0, model="random"):
    """One game on the table by its buttons: presses and decisions by
    phase, and the active turns played. ``model``: how the players choose
    (PLAYERS)."""
    import core
    from firmware.games.port_royal.table import Table

    names = ["Anne", "Bernie", "Chris", "David", "Emma"][:players]
    table = Table(core.new_game(names, seed=seed, game="port_royal"))
    deck_rnd, rnd = random.Random(seed), random.Random(seed * 7919 + 1)
    deck = scripted_deck(deck_rnd, faces)
    box = {"kind": "expedition", "settler": 1, "captain": 1, "priest": 1, "gold": 0, "vp": 6}
    card = box if table.state["entry"] is not None else None  # the one being reported
    cards = {}  # id() of a card dict in the state -> (that dict, its scripted card)
    count = {"discover": [0, 0], "trade": [0, 0], "steps": {}}  # presses, decisions
    while not core.is_over(table.state):
        state = table.state
        options = table.options()
        seat = table.deciding()
        entry = state["entry"]
        kind = core.pending(state)["kind"]
        if model == "rule" and (entry is None or kind == "discards"):
            want = rule_choice(state, options, cards, seed)
            if want[0] == "reveal":  # which card turns up: the deck's
                want = next_reveal(state, options, deck)
                card = deck.pop(0)
                deck.append(card)
        elif kind == "discards":  # (this code only) which characters go
            want = rnd.choice(options)
        elif entry is not None:
            if entry.get("from") == "harbour":  # a card taken: its values now
                card = cards[id(state["harbour"][entry["index"]])][1]
            want = answer(card, kind, options)
            if want not in options:
                want = options[0]  # (a trader's colour whose copies are out)
        elif state["phase"] == "discover":
            want = discover_choice(state, options, deck, rnd)
            if want[0] == "reveal":
                card = deck.pop(0)
                deck.append(card)  # back under the pile: the pile never runs out
        elif state["phase"] == "repel":
            # he tries only when his swords reach the ship's (he sees it)
            have = sum(c["swords"] for c in state["players"][state["active"]]["characters"])
            reach = not card["skull"] and card["swords"] <= have
            want = ["repel"] if reach and rnd.random() < 0.7 else ["keep"]
        else:
            want = rnd.choice(options)  # trade & hire, which discards
        bucket = "discover" if state["phase"] in ("discover", "repel") else "trade"
        n = press(table, seat, options.index(want), len(options))
        count[bucket][0] += n
        count[bucket][1] += 1
        step = count["steps"].setdefault(kind if entry is None else entry["from"] + ": " + kind, [0, 0])
        step[0] += n
        step[1] += 1
        for c in table.state["harbour"] + ([table.state["ship"]] if table.state["ship"] else []):
            if id(c) not in cards:
                cards[id(c)] = (c, card)
    return count, table.state["turns"]


def rule_choice(state, options, cards, seed):
    """The rule bot's choice, on the table as its player sees it: the
    harbour cards' values that the table has not asked yet filled in from
    the deck (he sees them face up). A character not entered yet is one
    line of the menu (the first such card): a take of another one is
    that line, and the card he takes is the one reported."""
    import core
    import core.bots

    view = seen(state, cards)
    if not core.legal_actions(view):  # he sees he cannot pay for any
        return ["pass"] if ["pass"] in options else options[0]
    want = core.bots.decide("rule", view, seed)
    if want[0] == "take" and want not in options:
        harbour = state["harbour"]
        blind = [o for o in options if o[0] == "take" and harbour[o[1]].get("id", 0) is None]
        first, other = harbour[blind[0][1]], harbour[want[1]]
        # the two unentered cards swap what they are
        cards[id(first)], cards[id(other)] = (first, cards[id(other)][1]), (other, cards[id(first)][1])
        want = blind[0]
    return want


def seen(state, cards):
    """A copy of ``state`` whose harbour cards show their printed values
    (``cards``: id() of a harbour card -> (it, its scripted card))."""
    view = copy.deepcopy(state)
    for i, c in enumerate(state["harbour"]):
        printed = cards.get(id(c), (None, None))[1]
        if printed is None or printed["kind"] != c["kind"]:
            continue
        h = view["harbour"][i]
        if c["kind"] == "ship":
            h["gold"] = printed["gold"]
        elif c["kind"] == "character":
            for k in ("id", "colour", "cost", "vp", "swords"):
                h[k] = printed[k]
    return view


def discover_choice(state, options, deck, rnd):
    """Fulfil an expedition when he can; else reveal (the next card of
    the deck that can be revealed) or stop, the likelier the fuller the
    harbour (a fifth more a card: always at 5)."""
    for o in options:
        if o[0] == "expedition":
            return o
    if ["stop"] in options and rnd.random() < len(state["harbour"]) / 5:
        return ["stop"]
    return next_reveal(state, options, deck)


def next_reveal(state, options, deck):
    """The reveal of the next card of the deck that can be revealed (the
    ones before it go under the pile), or "stop" when none can."""
    for _ in range(len(deck)):
        if reveal(deck[0], options) in options and (
            deck[0]["kind"] != "character" or not all_out(state, deck[0]["id"])
        ):
            return reveal(deck[0], options)
        deck.append(deck.pop(0))
    return ["stop"]


def all_out(state, cid):
    n = sum(1 for c in state["harbour"] if c["kind"] == "character" and c["id"] == cid)
    n += sum(1 for p in state["players"] for c in p["characters"] if c["id"] == cid)
    return n >= CHARACTERS[cid][0]


def press(table, seat, i, n):
    """The presses a player makes to choose line ``i`` of ``n`` from the
    line the menu starts on: the shorter way round, then ●."""
    d = (i - min(table.seats[seat].cursor, n - 1)) % n
    if RIGHT_ONLY or d <= n - d:
        moves = [(seat, "right")] * d
    else:
        moves = [(seat, "left")] * (n - d)
    for m in moves + [(seat, "select")]:
        table.handle(m)
    return len(moves) + 1


def totals(games, seed, faces=0, model="random"):
    """This process's code over ``games`` games of 2, 3, 4, 5 players in
    turn (seeds ``seed``, ``seed`` + 1...): presses and decisions by phase
    and by question ("steps"; older drivers had none), active turns."""
    total = {"discover": [0, 0], "trade": [0, 0], "steps": {}, "turns": 0, "games": games}
    for g in range(games):
        count, turns = play_game(2 + g % 4, seed + g, faces, model)
        for k in ("discover", "trade"):
            total[k][0] += count[k][0]
            total[k][1] += count[k][1]
        for k, (n, d) in count["steps"].items():
            step = total["steps"].setdefault(k, [0, 0])
            step[0] += n
            step[1] += d
        total["turns"] += turns
    return total


def per_turn(total):
    """All presses per active turn."""
    return (total["discover"][0] + total["trade"][0]) / total["turns"]


def has_rule_bot():
    """This process's code has the Port Royal rule bot (core.bots)."""
    try:
        import core.bots

        return "rule" in core.bots.names("port_royal")
    except (ImportError, AttributeError, KeyError):
        return False


def drive(games, seed, faces=0, model="random"):
    """This process's code: the totals over ``games`` games, as JSON."""
    if model == "rule" and not has_rule_bot():
        print(
            "no Port Royal rule bot (core.bots) in this commit: --players rule cannot play it",
            file=sys.stderr,
        )
        sys.exit(2)
    print(json.dumps(totals(games, seed, faces, model)))


def run(path, games, seed, faces=0, model="random", name="this"):
    env = dict(os.environ, PYTHONPATH=path)
    args = ["--drive", "--games", str(games), "--seed", str(seed), "--faces", str(faces)]
    args += ["--players", model]
    out = subprocess.run(
        [sys.executable, os.path.abspath(__file__)] + args,
        capture_output=True,
        text=True,
        cwd=path,
        env=env,
    )
    if out.returncode == 2:  # the driver's own one line (no rule bot)
        lines = out.stderr.strip().splitlines()
        print("bench_port_royal_presses: " + name + ": " + (lines[-1] if lines else "?"), file=sys.stderr)
        sys.exit(2)
    if out.returncode != 0:
        sys.exit("bench_port_royal_presses: the driver failed in " + path + ": " + out.stderr.strip()[-300:])
    return json.loads(out.stdout)


def line(name, t):
    turns = t["turns"]
    d, tr = t["discover"], t["trade"]
    return (
        "%-8s presses per active turn: discover %.1f (%.1f decisions), "
        "trade & hire %.1f (%.1f decisions), all %.1f"
        % (name, d[0] / turns, d[1] / turns, tr[0] / turns, tr[1] / turns, (d[0] + tr[0]) / turns)
    )


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200, help="games of 2, 3, 4, 5 players in turn")
    ap.add_argument("--seed", type=int, default=1)
    # "main" would compare the new code with itself once landed (AGAINST)
    ap.add_argument(
        "--against",
        help="the commit to compare with (git archive); default e9f6cf0, with --players rule 1115d78",
    )
    ap.add_argument(
        "--players",
        default="random",
        help="how the players choose: random (their own seeded stream, the default) or rule (the rule bot)",
    )
    ap.add_argument("--steps", action="store_true", help="this code's presses by question too")
    ap.add_argument(
        "--faces",
        type=int,
        default=0,
        help="each character shows at most this many faces (cost, VP); 0: every card drawn on its own",
    )
    ap.add_argument("--drive", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.players not in PLAYERS:
        print(
            "bench_port_royal_presses: --players %s: not one of %s" % (args.players, ", ".join(PLAYERS)),
            file=sys.stderr,
        )
        sys.exit(2)
    if args.drive:
        drive(args.games, args.seed, args.faces, args.players)
        return
    if args.against is None:
        args.against = AGAINST[args.players]
    with tempfile.TemporaryDirectory() as old:
        archive = subprocess.run(
            ["git", "archive", args.against, "core", "firmware"], cwd=ROOT, capture_output=True
        )
        if archive.returncode != 0:
            sys.exit(
                "bench_port_royal_presses: git archive "
                + args.against
                + ": "
                + archive.stderr.decode().strip()
            )
        subprocess.run(["tar", "-x", "-C", old], input=archive.stdout, check=True)
        was = run(old, args.games, args.seed, args.faces, args.players, args.against)
    now = run(ROOT, args.games, args.seed, args.faces, args.players)
    faces = ", at most %d faces a character" % args.faces if args.faces else ""
    print("%d games (2-5 players), seed %d, %s players%s" % (args.games, args.seed, args.players, faces))
    print(line(args.against, was))
    print(line("this", now))
    ratio = (now["discover"][0] / now["turns"]) / (was["discover"][0] / was["turns"])
    print("discover presses per active turn: %.0f%% of %s's" % (100 * ratio, args.against))
    all_now = per_turn(now)
    print(
        "target: at most %.0f presses per active turn, all counted (issue 36): %s (%.1f)"
        % (TARGET, "met" if all_now <= TARGET else "not met", all_now)
    )
    print(
        "(at one press a decision, every menu starting on the answer: %.1f)"
        % ((now["discover"][1] + now["trade"][1]) / now["turns"])
    )
    if args.steps:
        print("by question: presses per active turn, per decision (%s's in brackets)" % args.against)
        steps = sorted(now["steps"].items(), key=lambda kv: -kv[1][0])
        for k, (n, d) in steps:
            w, wd = was["steps"].get(k, [0, 0])
            print(
                "  %-22s %5.2f  %4.2f  (%5.2f  %4.2f)"
                % (k, n / now["turns"], n / d, w / was["turns"], w / wd if wd else 0.0)
            )


if __name__ == "__main__":
    main()
