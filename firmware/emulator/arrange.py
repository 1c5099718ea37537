"""Which screens the terminal can hold, and where: the pure layout of the
interactive emulator (firmware.emulator.terminal), from the terminal's
size alone so it can be tested at any size.

A panel is PANEL_W x PANEL_H characters (drivers.terminal); one line is
kept for the hint that says how to see the other screens. When every
screen fits they all show, board first; when only some do, the board and
the seat being followed (then the seats after it); when only one does, the
screen in focus. Too small for one panel: a message saying so.
"""

from __future__ import annotations

from drivers.terminal import PANEL_H, PANEL_W

GAP = 1  # columns between panels side by side


class Arrangement:
    """``placed``: [(screen, column, line)] (screen: "board" or a seat);
    ``used``: the lines the panels take; ``hidden``: screens not shown;
    ``problem``: why nothing can be shown (None when something is)."""

    def __init__(self, placed: list, used: int, hidden: list, problem: str | None = None) -> None:
        self.placed = placed
        self.used = used
        self.hidden = hidden
        self.problem = problem


def arrange(cols: int, rows: int, seats: int, focus: str | int = "board", seat: int = 0) -> Arrangement:
    """The screens for a ``cols`` x ``rows`` terminal with ``seats`` seat
    screens: all of them if they fit, else "board" and ``seat`` (and the
    seats after it) as room allows, else ``focus`` alone."""
    screens: list[str | int] = ["board"] + list(range(seats))
    per_row = (cols + GAP) // (PANEL_W + GAP)
    panel_rows = (rows - 1) // PANEL_H  # one line for the hint
    room = per_row * panel_rows
    if room < 1:
        return Arrangement(
            [],
            0,
            screens,
            "the terminal is %dx%d; a screen needs %dx%d: make it larger, or play with --emulator text"
            % (cols, rows, PANEL_W, PANEL_H + 1),
        )
    if room >= len(screens):
        shown = screens
    elif room == 1:
        shown = [focus]
    else:
        shown = ["board"] + [(seat + k) % seats for k in range(room - 1)]
        shown = ["board"] + sorted(shown[1:])
    per_row = min(per_row, len(shown))
    placed = [(s, (i % per_row) * (PANEL_W + GAP), (i // per_row) * PANEL_H) for i, s in enumerate(shown)]
    used = ((len(shown) + per_row - 1) // per_row) * PANEL_H
    return Arrangement(placed, used, [s for s in screens if s not in shown])
