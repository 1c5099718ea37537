"""Port Royal's core on real MicroPython (the npm WebAssembly port, as
tests/support/micropython/test_micropython.py runs Puerto Rico's): seeded random games, their
final scores and the game's self-check are byte-identical to CPython's."""

import pytest

from core import canon
from core.port_royal.endgame import final_score
from core.port_royal.simulate import play_random
import core.port_royal.selfcheck

from tests.support.micropython.harness import (
    assert_selfcheck_same,
    illegal_action_on_micropython,
    random_games_code,
    run_micropython,
)

GAMES = [(n, s, v) for n in (2, 3, 4, 5) for s in (1, 2) for v in ("standard", "expedition")]


@pytest.fixture(scope="module")
def mp_games():
    """One MicroPython run plays every seeded game (node starts once)."""
    return run_micropython(random_games_code("port_royal", GAMES)).splitlines()


@pytest.mark.slow
def test_it_really_is_micropython(mp_games):
    assert mp_games[0] == "micropython"


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(GAMES)))
def test_seeded_game_identical_on_micropython(mp_games, i):
    n, s, v = GAMES[i]
    state = play_random(n, s, v, checks=True)
    assert mp_games[1 + 2 * i] == canon.dumps(state)
    assert mp_games[2 + 2 * i] == canon.dumps(final_score(state))


@pytest.mark.slow
def test_selfcheck_same_output(capsys):
    assert_selfcheck_same(core.port_royal.selfcheck, capsys)


def test_illegal_action_error_on_micropython():
    out = illegal_action_on_micropython("3, seed=1, game='port_royal'", ["stop"])
    assert out == ["discover.first_card", "True"]
