"""Which screens the terminal can hold, and where: the pure layout of the
interactive emulator (firmware.emulator.terminal), from the terminal's
size alone so it can be tested at any size.

A panel is PANEL_W x PANEL_H characters (drivers.terminal); one line is
kept for the hint that says how to see the other screens. When every
screen fits they all show, board first; when only some do, the board and
the seat being followed (then the seats after it); when only one does, the
screen in focus. Too small for one panel: a message saying so.

A 256-pixel board (``wide``) is a panel twice as wide: two places side by
side. A terminal that has not two panels' width cuts it in its two
halves, "board" (the left) and ``HALF`` (the right), each a screen of its
own (Tab and 0 reach the right half), so every pixel is still shown as it
is rather than squeezed.
"""

from __future__ import annotations

from drivers.terminal import PANEL_H, PANEL_W

GAP = 1  # columns between panels side by side
HALF = "board:2"  # the right half of a wide board cut in two


class Arrangement:
    """``placed``: [(screen, column, line)] (screen: "board" or a seat);
    ``used``: the lines the panels take; ``hidden``: screens not shown;
    ``problem``: why nothing can be shown (None when something is)."""

    def __init__(self, placed: list, used: int, hidden: list, problem: str | None = None) -> None:
        self.placed = placed
        self.used = used
        self.hidden = hidden
        self.problem = problem


def arrange(
    cols: int, rows: int, seats: int, focus: str | int = "board", seat: int = 0, wide: bool = False
) -> Arrangement:
    """The screens for a ``cols`` x ``rows`` terminal with ``seats`` seat
    screens: all of them if they fit, else the board (or the half of it in
    focus) and ``seat`` (and the seats after it) as room allows, else
    ``focus`` alone. ``wide``: the board is 256 pixels wide."""
    per_row = (cols + GAP) // (PANEL_W + GAP)
    split = wide and per_row < 2
    boards: list[str | int] = ["board", HALF] if split else ["board"]
    screens: list[str | int] = boards + list(range(seats))
    places = {s: 1 for s in screens}  # panel places each takes
    if wide and not split:
        places["board"] = 2
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
    if focus not in screens:  # the right half once the board is whole again
        focus = "board"
    board = focus if focus in boards else "board"  # the half of the board in view
    if room >= sum(places.values()):
        shown = screens
    elif room < places[board] + 1:
        shown = [focus if places[focus] <= room else board]
    else:
        left = room - places[board]
        shown = [board] + sorted((seat + k) % seats for k in range(min(left, seats)))
    placed, col, line = [], 0, 0
    for s in shown:
        if col and col + places[s] > per_row:  # no room left on this row
            col, line = 0, line + 1
        placed.append((s, col * (PANEL_W + GAP), line * PANEL_H))
        col += places[s]
    used = (line + 1) * PANEL_H
    return Arrangement(placed, used, [s for s in screens if s not in shown])
