"""``doubloon screens --out DIR``: every kind of screen as a scaled PNG
(for the README, for translators, for checking a layout change)."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

import core
from core.errors import BadInput
from core.inputs import one_line
from firmware.commands import out_folder
from core.puerto_rico.simulate import random_walk
from firmware.app import screen_failed
from firmware.catalog import text
from firmware.emulator.capture import sheet
from core.puerto_rico.views import public_view
from core import rng
from firmware.games.puerto_rico import pages
from firmware.games.puerto_rico.frames import board_columns, board_frame, seat_frame
from firmware.games.puerto_rico.table import Table
from core.puerto_rico.endgame import final_score

if TYPE_CHECKING:
    import argparse
    from PIL import Image

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
# 16: a screen of 128x64 becomes 2048x1024, past any display's need; more
# only grows the files (100,000 was 9 GB)
SCALES = range(1, 17)


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("screens", help="render every kind of screen as PNG files")
    p.add_argument("--out", default="out/screens", help="folder to write into")
    p.add_argument("--lang", default="en", choices=("en", "fr"))
    p.add_argument("--edition", default="classic", choices=("classic", "1897"))
    p.add_argument(
        "--scale",
        type=int,
        default=3,
        choices=SCALES,
        metavar="N",
        help="pixels of the PNG a pixel of a screen (1 to 16)",
    )
    p.set_defaults(func=run)


def _at(phase: str, lang: str, edition: str, seed: int = 5) -> Table | None:
    """A 4-player table whose pending decision is ``phase`` (random moves
    from a seeded game), or None if no game of a few seeds gets there."""
    for k in range(20):
        table = Table(core.new_game(NAMES[:4], seed=seed + k, edition=edition), lang=lang)
        for i in range(600):
            st = table.state
            if st["phase"] == phase and st["draw"] is None and st["round"] > 2:
                return table
            if core.is_over(st):
                break
            options = table.options()  # a seeded random choice, through the table
            table.choose(options[rng.below(rng.seed_state(seed * 1000 + k * 7 + i), len(options))[1]])
    return None


def shots(lang: str = "en", edition: str = "classic") -> list[tuple[str, Image.Image]]:
    """[(file name, image)] of every kind of screen."""
    out = []
    table = Table(core.new_game(NAMES[:4], seed=5, edition=edition), lang=lang)
    out.append(("board-start", board_frame(table)))
    s = table.deciding()
    out.append(("seat-pick-role", seat_frame(table, s)))
    table.seats[s].help = 0
    out.append(("seat-help-role", seat_frame(table, s)))
    for phase in ("settler", "mayor", "builder", "craftsman", "trader", "captain", "storage"):
        t = _at(phase, lang, edition)
        if t is None:
            continue
        s = t.deciding()
        out.append(("seat-" + phase, seat_frame(t, s)))
        if phase == "builder":
            t.seats[s].cursor = len(t.options()) // 2
            out.append(("seat-builder-more", seat_frame(t, s)))
            t.seats[s].help = 0
            out.append(("seat-help-building", seat_frame(t, s)))
    table = _at("captain", lang, edition)
    table.choose(table.options()[0])
    waiting = (table.deciding() + 1) % 4
    out.append(("seat-waiting-log", seat_frame(table, waiting)))
    table.seats[waiting].page = 1
    table.seats[waiting].scroll = 0
    out.append(("seat-waiting-summary", seat_frame(table, waiting)))
    table.seats[waiting].page = 0
    table.seats[waiting].reading = True
    out.append(("seat-log-open", seat_frame(table, waiting)))
    table.seats[waiting].reading = False
    table.seats[waiting].index = 5
    out.append(("seat-help-index", seat_frame(table, waiting)))
    table.seats[waiting].index = None
    table.seats[waiting].peek = True
    out.append(("seat-peek-vp", seat_frame(table, waiting)))
    table.seats[waiting].peek = False
    table.undo_request = waiting
    out.append(("seat-undo-asked", seat_frame(table, waiting)))
    out.append(("seat-undo-question", seat_frame(table, (waiting + 1) % 4)))
    table.board_page = 0
    out.append(("board-undo-question", board_frame(table)))
    table.undo_request = None
    out += board_shots(table, lang)
    table.board_page = 0
    out.append(("board-midgame", board_frame(table)))
    table.set_status([screen_failed(2, lang)])
    out.append(("board-screen-failed", board_frame(table)))
    table.set_status([])
    random_walk(table.state, 20000, 3)
    table.result = final_score(table.state)
    out.append(("board-final", board_frame(table)))
    out.append(("seat-final", seat_frame(table, 0)))
    return out + draft_shots(lang, edition)


def board_shots(table: Table, lang: str) -> list[tuple[str, Image.Image]]:
    """Every board screen of ``table`` named by its page ("board-glance",
    "board-players-2", "board-player1"...), then the default page of a
    256-px board ("board-glance-wide")."""
    view = public_view(table.state)
    names = ["buildings", "players", "supplies", "roles", "ships"]
    names += ["player%d" % (i + 1) for i in range(len(view["players"]))]
    titles = [t for t, _ in pages.pages(view, lang)]
    todo = pages.to_do([], lang, view["edition"])[0]
    out, seen = [], {}
    for k, (title, _lines) in enumerate(board_columns(table, view)):
        page = "glance" if k == 0 else "to-move" if title == todo else names[titles.index(title)]
        seen[page] = seen.get(page, 0) + 1
        table.board_page = k
        suffix = "" if seen[page] == 1 else "-" + str(seen[page])
        out.append(("board-" + page + suffix, board_frame(table)))
    table.board_page = 0
    table.board_width = 256
    out.append(("board-glance-wide", board_frame(table)))
    players = pages.players(view, lang, view["edition"])[0]
    table.board_page = [i for i, t in table.board_kinds() if t == players][0]
    out.append(("board-players-wide", board_frame(table)))
    table.board_width, table.board_page = 128, 0
    return out


def draft_shots(lang: str = "en", edition: str = "classic") -> list[tuple[str, Image.Image]]:
    """Expansion 1's screens: the draft on the deciding and a waiting
    seat, its help, and the board's page of the violet buildings."""
    table = Table(core.new_game(NAMES[:4], seed=5, edition=edition, expansions=("new_buildings",)), lang=lang)
    for k in range(3):
        table.choose(table.options()[3 * k + 1])
    s = table.deciding()
    out = [("seat-draft", seat_frame(table, s)), ("seat-draft-waiting", seat_frame(table, (s + 1) % 4))]
    # the help of a building our rulings touch ([suggested])
    table.seats[s].cursor = [a[1] for a in table.options()].index("lighthouse")
    table.seats[s].help = 0
    out.append(("seat-draft-help", seat_frame(table, s)))
    table.seats[s].help = None
    titles = [t for t, _ in board_columns(table, public_view(table.state))]
    table.board_page = titles.index(text("board.violet", lang, "puerto_rico", edition))
    out.append(("board-violet", board_frame(table)))
    return out


def run(args: argparse.Namespace) -> int:
    try:
        out_folder(args.out)
        for name, img in shots(args.lang, args.edition):
            path = os.path.join(args.out, name + ".png")
            try:
                sheet({"x": img}, ["x"], args.scale).save(path)
            except OSError as e:  # a full disk, a file removed under us
                raise BadInput("--out %s: %s" % (one_line(path, 80), e.strerror or e))
            print(path)
    except BadInput as e:
        print("doubloon screens: " + str(e), file=sys.stderr)
        return 2
    return 0
