"""Random button mashing on every seat: never a crash, never an illegal
move, nothing created or lost, and no secret on a screen it does not
belong to. Events go straight into the application's loop (the pin path is
covered by tests/firmware/test_device.py); every frame is drawn and sent."""

import copy

import pytest
from hypothesis import given, settings, Phase, strategies as st

import core
from core import record
from core.canon import dumps
from core.puerto_rico.invariants import check
from drivers.buttons import BOARD
from drivers.screen_set import emulated
from firmware.app import App
from firmware.games.puerto_rico.frames import board_frame, seat_frame
from firmware.games.puerto_rico.table import Table

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
EVENTS = ["left", "right", "select", "select", "select", "back", "peek+", "peek-", "board"]


class ListHub:
    """A ButtonHub stand-in that hands the loop a fixed list of events; its
    clock moves 2 s a poll, so the board turns its pages as it goes."""

    def __init__(self):
        self.events = []
        self.t = 0.0

    def clock(self):
        return self.t

    def poll(self):
        self.t += 2.0
        out, self.events = self.events, []
        return out


def _event(seat, what):
    if what == "board":
        return (BOARD, "select")
    if what.startswith("peek"):
        return (seat, "peek", what.endswith("+"))
    return (seat, what)


@pytest.mark.slow
@settings(max_examples=12, deadline=None, phases=(Phase.explicit, Phase.reuse, Phase.generate))
@given(
    n=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    presses=st.lists(st.tuples(st.integers(0, 4), st.sampled_from(EVENTS)), min_size=300, max_size=700),
)
def test_mashing_buttons_keeps_the_game_legal_and_secret(n, seed, presses):
    table = Table(core.new_game(NAMES[:n], seed=seed))
    hub = ListHub()
    app = App(table, hub, emulated(n))
    app.redraw()
    for k, (seat, what) in enumerate(presses):
        if core.is_over(table.state):
            break
        step = table.state["step"]
        hub.events = [_event(seat % n, what)]
        app.step()
        # one legal action applied, or one taken back (undo), or nothing
        assert table.state["step"] in (step - 1, step, step + 1)
        assert table.state["step"] == len(table.actions)
        if table.state["step"] == step - 1:
            replayed = record.replay(
                [record.header_line(table.state)] + [record.action_line(a) for a in table.actions]
            )
            assert dumps(replayed) == dumps(table.state)
        if table.state["step"] != step:
            assert check(table.state) == []
        if k % 100 == 0:
            _assert_secrets_hidden(table)


def _assert_secrets_hidden(table):
    """Other players' VP never change the board or another seat's frame."""
    board = board_frame(table).tobytes()
    for seat in range(len(table.seats)):
        mine = seat_frame(table, seat).tobytes()
        original = table.state
        table.state = copy.deepcopy(original)
        for i, p in enumerate(table.state["players"]):
            if i != seat:
                p["vp"] += 11
        try:
            assert seat_frame(table, seat).tobytes() == mine
            if seat == 0:
                assert board_frame(table).tobytes() == board
        finally:
            table.state = original


@pytest.mark.slow
def test_a_long_mash_plays_whole_games():
    """Thousands of presses with a bias to select finish games."""
    from core import rng
    from core.puerto_rico.endgame import final_score

    r = rng.seed_state(77)
    presses = 0
    for g in range(3):
        n = 2 + g
        table = Table(core.new_game(NAMES[:n], seed=g))
        hub = ListHub()
        app = App(table, hub, emulated(n))
        while not core.is_over(table.state):
            r, seat = rng.below(r, n)
            r, w = rng.below(r, len(EVENTS))
            hub.events = [_event(seat, EVENTS[w])]
            app.step()
            presses += 1
            assert presses < 200000
        assert table.result is not None and check(table.state) == []
        # the mashed game is a real one: its record replays to the same score
        lines = [record.header_line(table.state)] + [record.action_line(a) for a in table.actions]
        assert final_score(record.replay(lines)) == table.result
    assert presses > 3000
