"""The pocket table (firmware/pocket/): one Pico, one screen, three buttons,
a whole game of Puerto Rico passed round the table, under the real
MicroPython (the WebAssembly port, a fake ``machine`` module), driven by
its buttons. The game it plays is the one the core plays on CPython."""

import json
import os

import pytest

import core
import core.bots as bots
from core import canon, rng
from core.puerto_rico.endgame import final_score
from tests.support.micropython.seat import ROOT, ModuleProcess

HARNESS = os.path.join(ROOT, "tests", "support", "micropython", "pocket_harness.py")
LONG = 800  # ms on the module's clock: a long press


class PocketProcess(ModuleProcess):
    def __init__(self, seed):
        super().__init__(script=HARNESS, ready=None)
        self.send("seed %d" % seed)
        self.expect("R")
        self.actions = []
        self.final = None

    def status(self):
        self.send("s")
        while True:
            line = self.line()
            if line.startswith("A "):
                self.actions.append(json.loads(line[2:]))
            elif line.startswith("F "):
                self.final = json.loads(line[2:])
            elif line.startswith("S "):
                mode, cursor, peek, text = line[2:].split(" ", 3)
                return mode, int(cursor), peek == "1", text.split("|")


def test_the_menu_starts_a_game_passed_round_and_a_long_press_hides_it():
    m = PocketProcess(seed=4)
    try:
        assert m.status()[3][0] == "doubloon pocket"
        m.press(2)  # Puerto Rico 2p
        mode, _, _, text = m.status()
        assert mode == "pass" and text[2] == "Anne"
        m.press(2)
        mode, _, _, text = m.status()
        assert mode == "turn" and text[0].startswith("Anne $") and text[2] == "role settler"
        # holding ◀ shows Anne's VP chips, only while held
        m.send("p 0 0", "t %d" % LONG)
        mode, _, peek, text = m.status()
        assert peek and "VP chips" in text
        m.send("p 0 1", "t 40")
        assert "VP chips" not in m.status()[3]
        m.press(2, ms=LONG)  # a long press: hidden before the Pico moves on
        assert m.status()[0] == "pass"
    finally:
        m.close()


def test_counter_counts_and_keeps_vp_secret():
    m = PocketProcess(seed=1)
    try:
        for _ in range(4):
            m.press(1)  # down the menu to "counter 2p"
        m.press(2)
        m.press(1)
        m.press(1)  # P1 doubloons 2
        m.press(2)  # next row: P1 VP
        m.press(1)
        text = m.status()[3]
        assert text[1] == "P1 doubloons 2" and text[2] == "P1 VP: hold <"
        m.send("p 0 0", "t %d" % LONG)
        assert m.status()[3][2] == "P1 VP 1"
        m.send("p 0 1", "t 40")
        assert m.status()[3][2] == "P1 VP: hold <"
    finally:
        m.close()


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 5])
def test_whole_game_on_the_pocket_is_the_cores_game(n):
    m = PocketProcess(seed=30 + n)
    r = rng.seed_state(n)
    chosen = []
    state = core.new_game(["Anne", "Bernie", "Chris", "David", "Emma"][:n], seed=30 + n)
    try:
        for _ in range(n - 2):
            m.press(1)
        m.press(2)
        while True:
            mode, cursor, _, _ = m.status()
            if mode == "over":
                break
            if mode == "pass":
                m.press(2)
                continue
            options = core.legal_actions(state)
            r, i = rng.below(r, len(options))
            for _ in range(i):
                m.press(1)
            m.press(2)
            core.apply(state, options[i])
            chosen.append(options[i])
        m.status()
    finally:
        m.close()
    assert m.actions == json.loads(canon.dumps(chosen))  # the pocket applied what was chosen
    assert core.is_over(state)
    assert m.final == json.loads(canon.dumps(final_score(state)))


def test_a_key_while_the_vp_show_only_hides_them():
    """Issue 30: ◀ held shows the VP over the menu; ▶ or ● pressed then
    moved or chose on the menu nobody saw. The first key only hides them."""
    m = PocketProcess(seed=4)
    try:
        m.press(2)  # Puerto Rico 2p
        m.press(2)  # Anne takes the Pico
        for key in (1, 2):  # ▶, then ●, each while ◀ is held
            m.send("p 0 0", "t %d" % LONG)
            mode, cursor, peek, text = m.status()
            assert peek and "VP chips" in text
            m.press(key)
            mode, cursor, peek, text = m.status()
            assert (mode, cursor, peek) == ("turn", 0, False) and "VP chips" not in text
            m.send("p 0 1", "t 40")
            assert m.status()[:3] == ("turn", 0, False)
        assert m.actions == []
        m.press(1)  # the menu seen again: the key moves it
        assert m.status()[1] == 1
    finally:
        m.close()


BOTS_MENU = 10  # the menu's "PR you+3 bots" (firmware/pocket/pocket.py MENU)


def _play_with_bots(m, r, most=None):
    """Anne's turns by her buttons (a choice drawn from ``r``), the bots'
    by the Pico; up to the game's end or ``most`` of Anne's decisions.
    What the screen showed: the modes seen, a bot's thinking."""
    seen = set()
    mine = 0
    while True:
        mode, _, _, text = m.status()
        seen.add(mode)
        if mode == "bot":
            assert text[2] == "thinking..." and text[1] in ("Bernie", "Chris", "David")
            continue
        if mode == "over" or (most is not None and mine >= most):
            return seen
        if mode == "pass":
            assert text[2] == "Anne"
            m.press(2)
            continue
        assert mode == "turn" and text[0].startswith("Anne $")
        n = len(text) - 2 if len(text) - 2 < 6 else 6  # a choice on the first screen
        r, i = rng.below(r, n)
        for _ in range(i):
            m.press(1)
        m.press(2)
        mine += 1


def _check_bots(actions):
    """Replayed on CPython: every decision of a bot seat is core.bots'
    rule bot's for that state and the game's seed."""
    state = core.new_game(["Anne", "Bernie", "Chris", "David"], seed=9)
    bots_decided = 0
    for a in actions:
        if core.current_player(state) != 0:
            assert a == json.loads(canon.dumps(bots.decide("action_value", state, state["seed"])))
            bots_decided += 1
        core.apply(state, a)
    return state, bots_decided


def test_one_person_and_three_bots_on_the_pocket():
    """Issue 34: the pocket table fills seats with core.bots' rule bot, on
    MicroPython; the board says a bot is thinking, its decisions are the
    same as on CPython, the person gets the Pico back without "pass to"."""
    m = PocketProcess(seed=9)
    try:
        for _ in range(BOTS_MENU):
            m.press(1)
        mode, cursor, _, text = m.status()
        assert cursor == BOTS_MENU and text[-1] == "PR you+3 bots"
        m.press(2)
        seen = _play_with_bots(m, rng.seed_state(2), most=4)
        m.status()
    finally:
        m.close()
    state, decided = _check_bots(m.actions)
    assert decided > 0 and len(m.actions) > 4
    assert "bot" in seen and "turn" in seen


@pytest.mark.slow
def test_a_whole_pocket_game_with_three_bots_is_the_cores_game():
    m = PocketProcess(seed=9)
    try:
        for _ in range(BOTS_MENU):
            m.press(1)
        m.press(2)
        _play_with_bots(m, rng.seed_state(3))
        m.status()
    finally:
        m.close()
    state, decided = _check_bots(m.actions)
    assert core.is_over(state) and decided > 0
    assert m.final == json.loads(canon.dumps(final_score(state)))
