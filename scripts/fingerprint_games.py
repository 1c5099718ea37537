#!/usr/bin/env python3
# Fingerprint of San Juan's and Port Royal's rules, as scripts/fingerprint.py
# is Puerto Rico's: seeded random games over every player count, variant and
# record version, played through the game's public API. Every menu (pending),
# every action's events, the refusal of a few illegal actions and the final
# state, public view and score are hashed: one line per game and setting and a
# total. A reshaping that changes nothing a player sees prints the same lines.
#
#     .venv/bin/python scripts/fingerprint_games.py [--games 3] [--game san_juan]

import argparse
import hashlib
import os
import sys
from importlib import import_module

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from core import canon, games, rng  # noqa: E402
from core.errors import BadInput  # noqa: E402

PROBE_EVERY = 5  # ask why an illegal action is refused every few steps
SETTINGS = {  # game -> (variants, record versions)
    "san_juan": (("standard", "deal"), (1, 2, 3, 4, 7, 8)),
    "port_royal": (("standard", "expedition"), (1, 2, 5)),
}
# header fields tried beyond the default (San Juan's physical trading-house
# tiles: version 8 on); a setting a version does not know is skipped
EXTRAS = {"san_juan": ({}, {"tiles": "physical"}), "port_royal": ({},)}


def _probes(legal, last):
    # Illegal actions to ask the refusal of: the last one again, a pass, a role.
    return [a for a in (last, ["pass"], ["role", "builder"]) if a is not None and a not in legal]


def play(h, g, state, seed):
    # Play one random game, feeding everything a player sees to ``h``.
    r = rng.seed_state(seed ^ 0x5EED)
    last = None
    steps = 0
    while True:
        p = g.pending(state)
        if p is None:
            break
        legal = p["options"]
        h.update(canon.dumps([p, g.current_player(state), g.is_over(state)]).encode())
        if steps % PROBE_EVERY == 0:
            for a in _probes(legal, last):
                h.update(canon.dumps(g.explain(state, a)).encode())
        r, i = rng.below(r, len(legal))
        last = legal[i]
        g.apply(state, last)
        steps += 1
        h.update(canon.dumps(state["events"]).encode())
    h.update(canon.dumps(state).encode())
    h.update(canon.dumps(_public(g, state)).encode())
    h.update(canon.dumps(g.final_score(state)).encode())
    return steps


def _public(g, state):
    return import_module("core." + g.NAME + ".views").public_view(state)


def _plays(g, variant, version, extra):
    # Whether records of ``version`` know ``variant`` (San Juan's deal: 4
    # on) and the ``extra`` header fields (its physical tiles: 8 on).
    header = {"players": ["A", "B"], "variant": variant}
    header.update(extra)
    try:
        g.from_header(header, version)
    except BadInput:
        return False
    return True


def run(name, n_games, show):
    g = games.game(name)
    variants, versions = SETTINGS[name]
    total = hashlib.sha256()
    for players in g.PLAYERS:
        for variant in variants:
            for version in versions:
                for extra in EXTRAS[name]:
                    if not _plays(g, variant, version, extra):
                        continue
                    h = hashlib.sha256()
                    steps = 0
                    for k in range(n_games):
                        seed = 1000 * players + 100 * k + version
                        header = {
                            "players": ["P" + str(i + 1) for i in range(players)],
                            "seed": seed,
                            "variant": variant,
                        }
                        header.update(extra)
                        steps += play(h, g, g.from_header(header, version), seed)
                    d = h.hexdigest()
                    total.update(d.encode())
                    label = variant + "".join(" " + str(v) for v in extra.values())
                    show(
                        "%-12s %d players %-10s v%d %s  %d actions"
                        % (name, players, label, version, d[:16], steps)
                    )
    show("%-12s total %s" % (name, total.hexdigest()[:16]))


def main():
    ap = argparse.ArgumentParser(description="Fingerprint of San Juan's and Port Royal's rules.")
    ap.add_argument("--games", type=int, default=3, help="seeds per players, variant, version")
    ap.add_argument("--game", choices=sorted(SETTINGS), help="only this game")
    a = ap.parse_args()
    for name in [a.game] if a.game else sorted(SETTINGS):
        run(name, a.games, print)


if __name__ == "__main__":
    main()
