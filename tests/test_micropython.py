"""The core on real MicroPython (the WebAssembly port from npm, run by node):
the same seeds give byte-for-byte the same games and scores as CPython."""

import pytest

from core import canon, rng
from core.puerto_rico import data
from core.puerto_rico.endgame import final_score
from core.puerto_rico.simulate import play_random
import core.selfcheck

from tests.micropython.harness import run_micropython

SEEDS = (1, 2, 3)
GAMES = [(n, s) for n in (2, 3, 4, 5) for s in SEEDS]


@pytest.fixture(scope="module")
def mp_games():
    """One MicroPython run plays every seeded game (node starts once)."""
    code = [
        "import sys",
        "from core import canon",
        "from core.puerto_rico.simulate import play_random",
        "from core.puerto_rico.endgame import final_score",
        "print(sys.implementation.name)",
    ]
    for n, s in GAMES:
        code.append("st = play_random(%d, %d, checks=True)" % (n, s))
        code.append("print(canon.dumps(st))")
        code.append("print(canon.dumps(final_score(st)))")
    return run_micropython("\n".join(code) + "\n").splitlines()


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
    out = run_micropython("import core.selfcheck as c\nc.main()\n")
    core.selfcheck.main()
    assert out == capsys.readouterr().out
    assert out.strip().endswith("checks passed")


def test_illegal_action_error_on_micropython():
    out = run_micropython(
        "\n".join(
            [
                "import core",
                "s = core.new_game(3, seed=1)",
                "try:",
                "    core.apply(s, ['build', 'harbor'])",
                "except core.IllegalAction as e:",
                "    print(e.rule)",
                "    print(isinstance(e, ValueError))",
            ]
        )
        + "\n"
    ).split()
    assert out == ["roles.pending", "True"]
