#!/usr/bin/env python3
# Fingerprint of Puerto Rico's rules: seeded random games over all 16
# combinations of the expansions, 2-5 players, both editions and four
# set-ups (the draft, a random and the base violet set with the automatic
# privilege colonist, and a record of version 2's rules), played through
# the public API. Every menu (pending: who, what kind, the legal actions
# in order), every action's events, the refusal of a few illegal actions
# and the final state, public view and score are hashed: one line per
# combination and a total. A reshaping that changes nothing a player sees
# prints the same lines before and after.
#
#     .venv/bin/python scripts/fingerprint.py [--games 1] [--micropython]
#
# --games N: N seeds for each (combination, players, edition, set-up).
# --micropython: the same games under MicroPython's WebAssembly port (node);
# its lines must equal CPython's.
#
# (A comment, not a docstring, and no f-strings: this file's code above the
# CLI part also runs under MicroPython.)

import hashlib
import sys

if sys.implementation.name != "micropython":  # run from scripts/: the repo's core
    import os

    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import core  # noqa: E402
from core import canon, rng  # noqa: E402
from core.puerto_rico import from_header  # noqa: E402
from core.puerto_rico.data import EXPANSIONS  # noqa: E402
from core.puerto_rico.views import public_view  # noqa: E402

VARIANTS = ("draft", "random", "base", "v2")
PROBE_EVERY = 5  # ask why an illegal action is refused every few steps


def combinations():
    # The 16 subsets of EXPANSIONS, smallest first.
    n = len(EXPANSIONS)
    out = []
    for size in range(n + 1):  # (no sort: MicroPython's is not stable)
        for mask in range(1 << n):
            exps = [EXPANSIONS[i] for i in range(n) if mask >> i & 1]
            if len(exps) == size:
                out.append(exps)
    return out


def new_state(players, seed, edition, expansions, variant):
    names = ["P" + str(i + 1) for i in range(players)]
    if variant == "v2":  # a record of version 2: rules before issue 21's
        h = {"players": names, "seed": seed, "edition": edition, "expansions": expansions}
        return from_header(h, 2)
    opts = {"edition": edition, "expansions": expansions}
    if variant == "base":
        opts["mayor_privilege"] = "automatic"
    if "new_buildings" in expansions:
        opts["setup"] = "base" if variant == "base" else variant
    return core.new_game(names, seed, **opts)


def _probes(state, legal, last):
    # Illegal actions to ask the refusal of: the last action again, a pass,
    # a role pick.
    out = []
    for a in (last, ["pass"], ["role", "builder"]):
        if a is not None and a not in legal:
            out.append(a)
    return out


def play(h, players, seed, edition, expansions, variant):
    # Play one random game, feeding everything a player sees to ``h``.
    state = new_state(players, seed, edition, expansions, variant)
    r = rng.seed_state(seed ^ 0x5EED)
    last = None
    while True:
        p = core.pending(state)
        if p is None:
            break
        legal = p["options"]
        h.update(canon.dumps(p).encode())
        if state["step"] % PROBE_EVERY == 0:
            for a in _probes(state, legal, last):
                h.update(canon.dumps(core.explain(state, a)).encode())
        r, i = rng.below(r, len(legal))
        last = legal[i]
        core.apply(state, last)
        h.update(canon.dumps(state["events"]).encode())
    h.update(canon.dumps(state).encode())
    h.update(canon.dumps(public_view(state)).encode())
    h.update(canon.dumps(core.final_score(state)).encode())
    return state["step"]


def hexdigest(h):
    d = h.digest()
    return "".join(["%02x" % b for b in d])


def run(games, show, seats=(2, 3, 4, 5)):
    # One line per combination (its hash and how many games, actions), then
    # the total over them all.
    total = hashlib.sha256()
    for exps in combinations():
        h = hashlib.sha256()
        n = 0
        steps = 0
        for players in seats:
            for edition in ("classic", "1897"):
                for variant in VARIANTS:
                    for g in range(games):
                        seed = 1000 * players + 100 * g + 7 * len(exps)
                        steps += play(h, players, seed, edition, exps, variant)
                        n += 1
        d = hexdigest(h)
        total.update(d.encode())
        show("%-40s %s  %d games %d actions" % ("+".join(exps) or "base", d[:16], n, steps))
    show("%-40s %s" % ("total", hexdigest(total)[:16]))


# ---- CLI (CPython only) ----------------------------------------------------

if __name__ == "__main__":
    import argparse
    import subprocess
    import tempfile

    ap = argparse.ArgumentParser(description="Fingerprint of Puerto Rico's rules over seeded random games.")
    ap.add_argument("--games", type=int, default=1, help="seeds per combination, players, edition, set-up")
    ap.add_argument("--micropython", action="store_true", help="run the games under MicroPython (node)")
    ap.add_argument("--players", type=int, choices=(2, 3, 4, 5), help="only games of this many players")
    args = ap.parse_args()
    root = sys.path[0]
    seats = (args.players,) if args.players else (2, 3, 4, 5)
    if not args.micropython:
        run(args.games, print, seats)
        sys.exit(0)
    with open(os.path.abspath(__file__)) as f:
        code = f.read().split("# ---- CLI (CPython only)")[0]
    with tempfile.NamedTemporaryFile("w", suffix=".py", delete=False) as f:
        f.write(code + "\nrun(%d, print, %r)\n" % (args.games, seats))
        path = f.name
    runner = os.path.join(root, "tests", "support", "micropython", "runner.mjs")
    r = subprocess.run(["node", runner, path], cwd=root, capture_output=True, text=True)
    os.unlink(path)
    sys.stdout.write(r.stdout)
    if r.returncode != 0:
        sys.stderr.write(
            "fingerprint: MicroPython failed: " + (r.stderr.strip().splitlines() or ["?"])[-1] + "\n"
        )
        sys.exit(2)
