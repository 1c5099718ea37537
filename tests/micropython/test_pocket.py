"""The pocket table (firmware/pocket/): one Pico, one screen, three buttons,
a whole game of Puerto Rico passed round the table, under the real
MicroPython (the WebAssembly port, a fake ``machine`` module), driven by
its buttons. The game it plays is the one the core plays on CPython."""

import json
import os

import pytest

import core
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
