"""Benchmark of the table device on emulated hardware (mock pins, luma
device classes on modelled controller RAM):

- CPU time per button press, from the press to the frames ready and sent
  (apply + render + page diff), over random whole games;
- bytes sent over the bus per update, against a full 1 KiB frame per screen;
- start-up time to the first frame (imports, new game, first full frames).

    .venv/bin/python scripts/bench_device.py --games 3 --players 4
    .venv/bin/python scripts/bench_device.py --games 3 --players 4 --expansions new_buildings
"""

import argparse
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

STARTUP = """
import time; t0 = time.perf_counter()
import core
from firmware.games.puerto_rico.table import Table
from firmware.emulator.device import Emulated, VirtualClock
t = Table(core.new_game(4, seed=1, **OPTIONS))
e = Emulated(t, clock=VirtualClock()); e.app.redraw()
print(time.perf_counter() - t0)
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--expansions", default="", help="comma-separated expansions (new_buildings, ...)")
    ap.add_argument("--buildings", default="draft", choices=("draft", "random", "base"))
    args = ap.parse_args()
    # the game's options: expansion games include their draft's presses
    expansions = tuple(e for e in args.expansions.split(",") if e)
    options = {"expansions": expansions, "setup": args.buildings} if expansions else {}
    import core
    from core import rng
    from drivers.keyboard import KEYS
    from firmware.emulator.device import Emulated, VirtualClock
    from firmware.games.puerto_rico.table import Table

    t0 = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", "OPTIONS = %r\n" % (options,) + STARTUP],
        capture_output=True,
        text=True,
        cwd=os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
    )
    wall = time.perf_counter() - t0
    startup = float(out.stdout.strip())

    presses = 0
    cpu = 0.0
    kinds = {"move": [0, 0.0, 0], "decide": [0, 0.0, 0]}  # presses, cpu, bytes
    updates = 0
    update_bytes = 0
    for g in range(args.games):
        table = Table(core.new_game(args.players, seed=100 + g, **options))
        emu = Emulated(table, clock=VirtualClock())
        emu.app.redraw()
        r = rng.seed_state(g)
        while not core.is_over(table.state):
            seat = table.deciding()
            r, i = rng.below(r, len(core.legal_actions(table.state)))
            for k in [KEYS[seat][1]] * i + [KEYS[seat][2]]:
                before = emu.screens.bytes_sent()
                c0 = time.process_time()
                emu.press(k)
                dt = time.process_time() - c0
                cpu += dt
                presses += 1
                sent = emu.screens.bytes_sent() - before
                kind = kinds["decide" if k == KEYS[seat][2] else "move"]
                kind[0] += 1
                kind[1] += dt
                kind[2] += sent
                if sent:
                    updates += 1
                    update_bytes += sent
        emu.close()
    screens = args.players + 1
    print(
        "start-up to the first frame: %.2f s in the process (%.2f s with the interpreter)" % (startup, wall)
    )
    print(
        "presses: %d over %d games of %d players%s"
        % (
            presses,
            args.games,
            args.players,
            " with " + ", ".join(expansions) + " (" + args.buildings + ")" if expansions else "",
        )
    )
    print("CPU per press (press to frames sent): %.2f ms" % (1000 * cpu / presses))
    for name in ("move", "decide"):
        c, t, b = kinds[name]
        print(
            "  %s (%d presses): %.2f ms CPU, %.0f bytes sent"
            % ("cursor move" if name == "move" else "decision", c, 1000 * t / max(1, c), b / max(1, c))
        )
    print(
        "bytes per update (all screens): %.0f, against %d for full frames on %d screens"
        % (update_bytes / max(1, updates), 1024 * screens, screens)
    )


if __name__ == "__main__":
    main()
