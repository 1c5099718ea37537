"""A whole Puerto Rico game played on the emulated table by the seats'
buttons, as players would: the random player's choice reached with ▶
presses and made with ●, the highlighted line read off the deciding
seat's pixels, the record replayed to the table's own result."""

import core
from core import record, rng
from core.puerto_rico.endgame import final_score
from core.puerto_rico.views import public_view
from drivers.keyboard import KEYS
from firmware.games.puerto_rico import phrases
from tests.support.screen_reader import read_screen, shows


def play_by_buttons(table, emu, seed, lang, read, after=None):
    """Play ``table`` to its end through ``emu``'s buttons, the choices
    drawn from a stream seeded ``seed``. ``read(option, checked)``: whether
    to check that the seat's highlighted line says ``option`` (``checked``:
    how many were read so far). ``after(table)``: called after each action.
    Every press of ● makes exactly one action."""
    g = rng.seed_state(seed)
    checked = 0
    while not core.is_over(table.state):
        seat = table.deciding()
        options = table.options()
        g, i = rng.below(g, len(options))
        keys = KEYS[seat]
        for _ in range(i):
            emu.press(keys[1])
        if read(options[i], checked):
            img = emu.screens.rams[seat].image()
            want = phrases.action_text(public_view(table.state), options[i], lang)
            assert any(shows(img, row, want, invert=True) for row in range(3, 8)), (want, read_screen(img))
            checked += 1
        step = table.state["step"]
        emu.press(keys[2])
        assert table.state["step"] == step + 1
        if after is not None:
            after(table)


def assert_replays(table, fresh, actions):
    """The record of ``actions`` from the header of ``fresh`` (a new game
    made as the table's was) scores as the table did."""
    head = record.header_line(fresh)
    replayed = record.replay([head] + [record.action_line(a) for a in actions])
    assert table.result == final_score(replayed)
