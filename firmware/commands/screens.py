"""``doubloon screens --out DIR``: every kind of screen as a scaled PNG
(for the README, for translators, for checking a layout change)."""

import os

import core
from core.simulate import random_walk
from firmware.capture import sheet
from firmware.frames import board_frame, seat_frame
from firmware.table import Table

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]


def register(sub):
    p = sub.add_parser("screens", help="render every kind of screen as PNG files")
    p.add_argument("--out", default="out/screens", help="folder to write into")
    p.add_argument("--lang", default="en", choices=("en", "fr"))
    p.add_argument("--edition", default="classic", choices=("classic", "1897"))
    p.add_argument("--scale", type=int, default=3)
    p.set_defaults(func=run)


def _until(table, phase, limit=400, seed=1):
    """Play random moves until the pending decision is ``phase``."""
    for i in range(limit):
        if table.state["phase"] == phase and table.state["draw"] is None:
            return True
        if core.is_over(table.state):
            return False
        random_walk(table.state, 1, seed + i)
    return table.state["phase"] == phase


def shots(lang="en", edition="classic"):
    """[(file name, image)] of every kind of screen."""
    out = []
    table = Table(core.new_game(NAMES[:4], seed=5, edition=edition), lang=lang)

    def seat_shot(name, seat=None):
        s = table.deciding() if seat is None else seat
        out.append((name, seat_frame(table, s)))

    out.append(("board-start", board_frame(table)))
    seat_shot("seat-pick-role")
    table.seats[table.deciding()].help = 0
    seat_shot("seat-help-role")
    table.seats[table.deciding()].help = None
    for phase in ("settler", "mayor", "builder", "craftsman", "trader", "captain", "storage"):
        if _until(table, phase):
            seat_shot("seat-" + phase)
            if phase == "builder":
                s = table.deciding()
                table.seats[s].help = 0
                seat_shot("seat-help-building")
                table.seats[s].help = None
    random_walk(table.state, 120, 9)
    table.choose(core.legal_actions(table.state)[0])
    waiting = (table.deciding() + 1) % 4
    seat_shot("seat-waiting-news", waiting)
    table.seats[waiting].page = 0
    seat_shot("seat-waiting-summary", waiting)
    table.seats[waiting].peek = True
    seat_shot("seat-peek-vp", waiting)
    table.seats[waiting].peek = False
    out.append(("board-midgame", board_frame(table)))
    table.set_status(["seat 3 screen: no answer"])
    out.append(("board-screen-failed", board_frame(table)))
    table.set_status([])
    random_walk(table.state, 20000, 3)
    from core.endgame import final_score
    table.result = final_score(table.state)
    out.append(("board-final", board_frame(table)))
    seat_shot("seat-final", 0)
    return out


def run(args):
    os.makedirs(args.out, exist_ok=True)
    for name, img in shots(args.lang, args.edition):
        path = os.path.join(args.out, name + ".png")
        sheet({"x": img}, ["x"], args.scale).save(path)
        print(path)
    return 0
