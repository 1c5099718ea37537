"""San Juan's core on real MicroPython (tests/support/micropython/harness.py): the
same seeds give byte-for-byte the same games and scores as CPython, and
its self-check prints the same lines."""

import pytest

from core import canon
from core.san_juan import data
from core.san_juan.endgame import final_score
from core.san_juan.simulate import play_random
import core.san_juan.selfcheck

from tests.support.micropython.harness import assert_selfcheck_same, random_games_code, run_micropython

GAMES = [(n, s) for n in (2, 3, 4) for s in (1, 2)]


@pytest.fixture(scope="module")
def mp_games():
    tables = (
        "from core.san_juan import data",
        "print(canon.dumps([data.BUILDINGS, data.ORDER, data.TILES, data.PICKS]))",
    )
    return run_micropython(random_games_code("san_juan", GAMES, tables)).splitlines()


@pytest.mark.slow
def test_it_really_is_micropython(mp_games):
    assert mp_games[0] == "micropython"
    assert mp_games[1] == canon.dumps([data.BUILDINGS, data.ORDER, data.TILES, data.PICKS])


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(GAMES)))
def test_seeded_game_identical_on_micropython(mp_games, i):
    n, s = GAMES[i]
    state = play_random(n, s, checks=True)
    assert mp_games[2 + 2 * i] == canon.dumps(state)
    assert mp_games[3 + 2 * i] == canon.dumps(final_score(state))


@pytest.mark.slow
def test_selfcheck_same_output(capsys):
    assert_selfcheck_same(core.san_juan.selfcheck, capsys)
