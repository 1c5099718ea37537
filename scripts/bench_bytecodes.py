#!/usr/bin/env python3
# Bytecodes and Python calls an action of Puerto Rico's core, counted by
# sys.settrace (frame.f_trace_opcodes): the same count run after run and
# on any machine, however loaded (a cheaper companion of bench_core.py
# --instructions, whose callgrind runs take minutes each on a loaded
# machine). Random 4-player games through simulate.play_random, for the
# base game and each set of expansions, and their share of the base
# game's rate per action (base bytecodes / theirs).
#
#     .venv/bin/python scripts/bench_bytecodes.py [--games 3] [--core PATH]
#         [--expansions new_buildings nobles ... new_buildings,nobles,smuggler,festival]
#
# --core PATH: the folder holding another tree's core/ package (a
# checkout or a git archive of it), counted instead of this tree's.
# A bytecode is not an instruction (a call or a dict lookup costs more
# than a jump): compare trees, configurations and commits with it, and
# confirm a change with bench_core.py --instructions.

import argparse
import os
import sys

ALL = "new_buildings,nobles,smuggler,festival"


def count(play_random, expansions, games, seed=1000):
    # (bytecodes, calls) an action of ``games`` random 4-player games
    n = [0, 0]

    def local(frame, event, arg):
        if event == "opcode":
            n[0] += 1
        return local

    def tracer(frame, event, arg):
        n[1] += 1
        frame.f_trace_opcodes = True
        return local

    play_random(4, 1, expansions=expansions)  # (imports and first use: not counted)
    steps = 0
    sys.settrace(tracer)
    try:
        for g in range(games):
            steps += play_random(4, seed + g, expansions=expansions)["step"]
    finally:
        sys.settrace(None)
    return n[0] / steps, n[1] / steps


def main():
    ap = argparse.ArgumentParser(description="bytecodes an action of Puerto Rico's core (sys.settrace)")
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--core", help="folder holding the core/ package to count (default: this tree's)")
    ap.add_argument(
        "--expansions",
        nargs="*",
        default=["new_buildings", "nobles", "smuggler", "festival", ALL],
        help="sets of expansions, each a comma list",
    )
    args = ap.parse_args()
    root = args.core or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    if not os.path.isfile(os.path.join(root, "core", "puerto_rico", "simulate.py")):
        print("bench_bytecodes: no core/puerto_rico/simulate.py under " + root[:80], file=sys.stderr)
        sys.exit(2)
    sys.path.insert(0, root)
    from core.puerto_rico.simulate import play_random

    base, calls = count(play_random, (), args.games)
    print("%-40s %6.0f bytecodes %5.1f calls an action" % ("base game", base, calls))
    for e in args.expansions:
        names = tuple(x for x in e.split(",") if x)
        b, c = count(play_random, names, args.games)
        print(
            "%-40s %6.0f bytecodes %5.1f calls an action, %3.0f%% of the base game's rate"
            % (e, b, c, 100 * base / b)
        )


if __name__ == "__main__":
    main()
