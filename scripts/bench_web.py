#!/usr/bin/env python3
"""The web pages' targets (issue 24), measured on the loopback address
with 7 pages connected: 5 phones' seat pages and 2 board pages, each an
aiohttp Server-Sent Events client in a process of its own (the pages),
beside the table's process (the emulated device, its loop and server).

- tap to every page: a phone's decision (a POST of its seat page) to the
  moment all 7 pages hold the new state, median over a whole 5-player
  game played from the phones (the device's loop passes every 10 ms);
- CPU per button press: a whole game by the seats' buttons, the table's
  process time (the server's thread included) per press, with --web and
  7 pages connected against without --web, in turns in one run; twice:
  back to back (each press as soon as the last is drawn: the pages'
  writes compete with the next press for the interpreter, the worst
  case) and paced as a table plays (after each decision the device's
  loop passes and waits its 10 ms before the next press, as it does
  between a player's presses);
- memory: the table process's high-water RSS over that whole game, with
  --web and 7 pages against without.

    .venv/bin/python scripts/bench_web.py [--games 3] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import resource
import select
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
BOARDS = 2  # board pages open beside the 5 seat pages
PASS = 0.01  # seconds between the device's loop passes (firmware.app.Hardware.PASS)


# -- the table's process ------------------------------------------------------------


def table_process(kind: str, seed: int, paced: bool = False) -> None:
    """A seeded 5-player game on the emulated device. ``kind``: "plain" (no
    --web), "web" (7 pages; the game by buttons) or "taps" (7 pages; the
    phones play it); ``paced``: the loop passes and waits PASS after each
    decision. Its numbers, as one JSON line, on stdout."""
    import core
    from core import rng
    from drivers.keyboard import KEYS
    from firmware.emulator.device import Emulated, VirtualClock
    from firmware.games.puerto_rico.table import Table

    table = Table(core.new_game(NAMES, seed=seed))
    emu = Emulated(table, clock=VirtualClock())
    web = None
    if kind != "plain":
        from firmware.web import start

        web = start("127.0.0.1:0")
        table.web = web
        web.follow(table)
        say({"port": web.port, "tokens": web.tokens})
        while sum(len(s) for s in web.streams.values()) < len(NAMES) + BOARDS:
            emu.app.step()
            time.sleep(PASS)
    emu.app.redraw()
    if kind == "taps":
        while table.result is None:
            emu.app.step()
            time.sleep(PASS)
        while not select.select([sys.stdin], [], [], 0)[0]:  # until the pages have read the end
            emu.app.step()
            time.sleep(PASS)
        web.stop()
        return
    g = rng.seed_state(seed)
    presses = 0
    c0 = time.process_time()
    while table.result is None:
        seat = table.deciding()
        g, i = rng.below(g, len(table.options()))
        for key in [KEYS[seat][1]] * i + [KEYS[seat][2]]:
            emu.press(key)
            presses += 1
        if paced:
            emu.app.step()
            time.sleep(PASS)
    cpu = time.process_time() - c0
    if web is not None:
        web.stop()
    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KB on Linux
    say({"presses": presses, "cpu_ms": 1000 * cpu / presses, "maxrss_kb": rss})


def say(data: dict) -> None:
    print(json.dumps(data), flush=True)


# -- the pages' process -------------------------------------------------------------


class Page:
    """One page's event stream: the newest state it holds."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.state: dict | None = None
        self.changed = asyncio.Event()

    async def follow(self, session) -> None:
        async with session.get(self.url) as r:
            async for line in r.content:
                if line.startswith(b"data: "):
                    self.state = json.loads(line[6:])
                    self.changed.set()


async def pages_process(port: int, tokens: list[str], taps: bool, seed: int) -> None:
    """7 pages on the table's server; with ``taps``, the phones play the
    game (random legal choices, seeded) and each tap's time to all pages
    is said, as one JSON line."""
    import aiohttp

    base = "http://127.0.0.1:%d" % port
    urls = ["%s/seat/%s/events" % (base, t) for t in tokens] + ["%s/board/events" % base] * BOARDS
    pages = [Page(u) for u in urls]
    timeout = aiohttp.ClientTimeout(total=None, sock_read=None)
    async with aiohttp.ClientSession(timeout=timeout) as session:
        followers = [asyncio.ensure_future(p.follow(session)) for p in pages]
        await until(pages, lambda s: s is not None)
        times = []
        pick = random.Random(seed)
        while taps and pages[-1].state.get("final") is None:
            version = pages[-1].state["version"]
            seat = next(s for s in range(len(tokens)) if pages[s].state["decides"])
            choices = pages[seat].state["choices"]
            body = {"version": version, "choice": pick.randrange(len(choices))}
            t0 = time.perf_counter()
            async with session.post("%s/seat/%s/act" % (base, tokens[seat]), json=body) as r:
                assert r.status == 200, (r.status, await r.text())
            await until(pages, lambda s, v=version: s["version"] > v)
            times.append(time.perf_counter() - t0)
        if not taps:  # open while the table's process plays by buttons
            await asyncio.gather(*followers, return_exceptions=True)
            return
        for f in followers:
            f.cancel()
    say({"taps_ms": [1000 * t for t in times]})


async def until(pages: list[Page], holds) -> None:
    """Wait until every page's state makes ``holds`` true."""
    while True:
        waiting = [p for p in pages if p.state is None or not holds(p.state)]
        if not waiting:
            return
        for p in waiting:
            p.changed.clear()
        waits = [asyncio.ensure_future(p.changed.wait()) for p in waiting]
        await asyncio.wait(waits, return_when=asyncio.FIRST_COMPLETED)
        for w in waits:
            w.cancel()


# -- the run ---------------------------------------------------------------------------


def spawn(*args: str) -> subprocess.Popen:
    here = [sys.executable, os.path.abspath(__file__)]
    return subprocess.Popen(
        here + list(args), stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT
    )


def run(kind: str, seed: int, paced: bool = False) -> dict:
    """One table process of ``kind``, with its pages' process when it serves."""
    table = spawn("--table", kind, "--seed", str(seed), *(["--paced"] if paced else []))
    pages = None
    if kind != "plain":
        link = json.loads(table.stdout.readline())
        # "--tokens=...": a token may begin with "-", not to be read as an option
        args = ["--pages", str(link["port"]), "--tokens=" + ",".join(link["tokens"]), "--seed", str(seed)]
        pages = spawn(*(args + (["--taps"] if kind == "taps" else [])))
    said = pages.communicate(timeout=600)[0] if kind == "taps" else ""
    out, _ = table.communicate(timeout=600)  # its stdin closed: the pages are done
    result = json.loads(out.splitlines()[-1]) if out.strip() else {}
    if pages is not None and kind != "taps":
        pages.communicate(timeout=60)
    if said.strip():
        result.update(json.loads(said.splitlines()[-1]))
    if table.returncode or (pages is not None and pages.returncode):
        raise SystemExit("bench_web: a %s run failed" % kind)
    return result


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3, help="games by buttons, with and without --web")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--table", choices=("plain", "web", "taps"), help=argparse.SUPPRESS)
    ap.add_argument("--pages", type=int, metavar="PORT", help=argparse.SUPPRESS)
    ap.add_argument("--tokens", help=argparse.SUPPRESS)
    ap.add_argument("--taps", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--paced", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.table:
        return table_process(args.table, args.seed, args.paced)
    if args.pages:
        port, tokens = args.pages, args.tokens.split(",")
        return asyncio.run(pages_process(port, tokens, args.taps, args.seed))

    taps = run("taps", args.seed)["taps_ms"]
    q = statistics.quantiles(taps, n=20)
    print(
        "tap to all 7 pages (5 seat pages, 2 board pages), %d taps of a 5-player game: "
        "median %.1f ms, 95th percentile %.1f ms (target: median under 100 ms)"
        % (len(taps), statistics.median(taps), q[18])
    )
    for paced in (False, True):
        cpu_and_memory(args.games, args.seed, paced)


def cpu_and_memory(games: int, seed: int, paced: bool) -> None:
    """The CPU and memory lines, the games by buttons back to back or paced."""
    how = "paced as a table plays" if paced else "back to back"
    rows: dict = {"plain": [], "web": []}
    for g in range(games):
        for kind in ("plain", "web"):  # in turns: the machine's load drifts alike for both
            rows[kind].append(run(kind, seed + g, paced))
    for kind in ("plain", "web"):
        r = rows[kind]
        print(
            "%s, presses %s: CPU per press %s ms; high-water RSS %s MB (games of %s presses)"
            % (
                "without --web" if kind == "plain" else "with --web and 7 pages",
                how,
                ", ".join("%.2f" % x["cpu_ms"] for x in r),
                ", ".join("%.1f" % (x["maxrss_kb"] / 1024) for x in r),
                ", ".join(str(x["presses"]) for x in r),
            )
        )
    cpu = [w["cpu_ms"] / p["cpu_ms"] for w, p in zip(rows["web"], rows["plain"])]
    mem = [(w["maxrss_kb"] - p["maxrss_kb"]) / 1024 for w, p in zip(rows["web"], rows["plain"])]
    print(
        "presses %s, with --web against without, game by game: CPU per press %s, median %+.0f%% "
        "(target: within 25%%); memory +%s MB (target: under 40 MB)"
        % (
            how,
            ", ".join("%+.0f%%" % (100 * (c - 1)) for c in cpu),
            100 * (statistics.median(cpu) - 1),
            ", +".join("%.1f" % m for m in mem),
        )
    )


if __name__ == "__main__":
    main()
