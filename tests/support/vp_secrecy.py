"""The check that a table keeps each seat's VP secret, shared by the
expansion table tests: another seat's VP, changed by hand, changes no
pixel of a seat's screen (peeking at its own VP) nor of any board page, and
no seat's log holds another seat's private lines."""

import copy

from core.puerto_rico.views import public_view
from firmware.games.puerto_rico.frames import board_frame, board_columns, seat_frame


def with_other_vp(state, seat, amount):
    """``state`` with ``amount`` more VP for every seat but ``seat``."""
    s = copy.deepcopy(state)
    for i, p in enumerate(s["players"]):
        if i != seat:
            p["vp"] += amount
            p["written"] += amount
    return s


def assert_vp_kept_secret(table, seats=4):
    for seat in range(seats):
        table.seats[seat].peek = True
    boards = []
    for k in range(len(board_columns(table, public_view(table.state)))):
        table.board_page = k
        boards.append(board_frame(table).tobytes())
    for seat in range(seats):
        mine = seat_frame(table, seat).tobytes()
        original = table.state
        table.state = with_other_vp(original, seat, 17)
        try:
            assert seat_frame(table, seat).tobytes() == mine
            for k in range(len(boards)):
                table.board_page = k
                assert board_frame(table).tobytes() == boards[k]
        finally:
            table.state = original
    # no seat's log, nor the board's "to move", says another seat's VP chips
    for entry in table.logbook.entries:
        for s in range(seats):
            for other in range(seats):
                if other != s:
                    theirs = [t for who, t in entry.lines if who == other]
                    assert not set(theirs) & set(entry.for_seat(s))
