#!/usr/bin/env python3
"""Screenshots of the web pages for the README (issue 24): the board page
on a tablet (1280x800) and a 1080p screen, and the deciding seat's page on
a phone (360x740), mid-game of a seeded game, taken by the headless
Chromium of the browser tests (tests/support/browser.py) from the table's own
server on the loopback address.

    .venv/bin/python scripts/web_screenshots.py [--out docs/screens] [--seed 24] [--decisions 60]
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, ROOT)

NAMES = ["Anne", "Bernie", "Chris", "David"]
WAIT = 30  # seconds a page may take to show the game


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(ROOT, "docs", "screens"))
    ap.add_argument("--seed", type=int, default=24)
    ap.add_argument("--decisions", type=int, default=60, help="random legal decisions played first")
    ap.add_argument("--lang", default="en", choices=("en", "fr"))
    args = ap.parse_args(argv)
    from tests.support import browser as chromium

    if chromium.find() is None:
        print("web_screenshots: " + chromium.MISSING, file=sys.stderr)
        return 2
    table = mid_game(args.seed, args.decisions, args.lang)
    from firmware.web import start

    web = start("127.0.0.1:0")
    os.makedirs(args.out, exist_ok=True)
    try:
        web.follow(table)
        with tempfile.TemporaryDirectory() as profile:
            b = chromium.start(chromium.TABLET, profile)
            try:
                shots = [
                    ("web-board-tablet", web.board_url(), chromium.TABLET),
                    ("web-board-1080p", web.board_url(), chromium.TV),
                    ("web-seat-phone", web.seat_url(table.deciding()), chromium.PHONE),
                ]
                for name, url, size in shots:
                    path = os.path.join(args.out, name + ".png")
                    shoot(b, url, size, web.decisions, path, lambda: web.serve(table))
                    print(path)
            finally:
                b.quit()
    finally:
        web.stop()
    return 0


def mid_game(seed: int, decisions: int, lang: str):
    """A seeded 4-player Puerto Rico game after ``decisions`` random legal choices."""
    import core
    from core import rng
    from firmware.games.puerto_rico.table import Table

    table = Table(core.new_game(NAMES, seed=seed), lang=lang)
    g = rng.seed_state(seed)
    for _ in range(decisions):
        if table.result is not None:
            break
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
    return table


def shoot(b, url: str, size: tuple[int, int], version: int, path: str, step) -> None:
    """``url`` at ``size`` once it shows decision ``version``, as a PNG.
    ``step``: one pass of the table's loop, which makes the JSON of the
    pages open (a page that joins gets its state at the next pass)."""
    from selenium.webdriver.support.ui import WebDriverWait

    from tests.support import browser as chromium

    chromium.set_size(b, size)
    b.get(url)

    def shown(b) -> bool:
        step()
        return b.execute_script("return document.body.dataset.version") == str(version)

    WebDriverWait(b, WAIT, poll_frequency=0.05).until(shown)
    with open(path, "wb") as f:
        f.write(b.get_screenshot_as_png())


if __name__ == "__main__":
    sys.exit(main())
