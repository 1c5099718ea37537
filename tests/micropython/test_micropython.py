"""The core on real MicroPython (the WebAssembly port from npm, run by node):
the same seeds give byte-for-byte the same games and scores as CPython."""

import pytest

from core import canon, rng
from core.puerto_rico import data
from core.puerto_rico.endgame import final_score
from core.puerto_rico.simulate import play_random
import core.puerto_rico.selfcheck

from tests.support.micropython.harness import (
    assert_selfcheck_same,
    illegal_action_on_micropython,
    random_games_code,
    run_micropython,
)

SEEDS = (1, 2, 3)
GAMES = [(n, s) for n in (2, 3, 4, 5) for s in SEEDS]


@pytest.fixture(scope="module")
def mp_games():
    """One MicroPython run plays every seeded game (node starts once)."""
    return run_micropython(random_games_code("puerto_rico", GAMES)).splitlines()


def test_it_really_is_micropython(mp_games):
    assert mp_games[0] == "micropython"


@pytest.mark.parametrize("i", range(len(GAMES)))
def test_seeded_game_identical_on_micropython(mp_games, i):
    n, s = GAMES[i]
    state = play_random(n, s, checks=True)
    assert mp_games[1 + 2 * i] == canon.dumps(state)
    assert mp_games[2 + 2 * i] == canon.dumps(final_score(state))


def test_generator_and_tables_identical():
    code = (
        "\n".join(
            [
                "from core import rng, canon",
                "from core.puerto_rico import data",
                "s = rng.seed_state(2024)",
                "items = list(range(58))",
                "s = rng.shuffle(s, items)",
                "print(canon.dumps([items, s]))",
                "print(canon.dumps([data.BUILDINGS, data.SETUP, data.PRICE, data.EFFECTS]))",
            ]
        )
        + "\n"
    )
    out = run_micropython(code).splitlines()
    s = rng.seed_state(2024)
    items = list(range(58))
    s = rng.shuffle(s, items)
    assert out[0] == canon.dumps([items, s])
    assert out[1] == canon.dumps([data.BUILDINGS, data.SETUP, data.PRICE, data.EFFECTS])


def test_selfcheck_same_output(capsys):
    assert_selfcheck_same(core.puerto_rico.selfcheck, capsys)


def test_illegal_action_error_on_micropython():
    out = illegal_action_on_micropython("3, seed=1", ["build", "harbor"])
    assert out == ["roles.pending", "True"]
