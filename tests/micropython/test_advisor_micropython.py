"""core.advise on real MicroPython (the npm WebAssembly port): a pocket
table's bot may ask the advisor with a small budget. For the same
positions, seeds and iterations it answers what CPython answers, and
leaves the state as it was."""

import pytest

import core
from core import canon, rng

from tests.support.micropython.harness import run_micropython

# game, players, options, steps played at random before asking, seed
POSITIONS = [
    ("puerto_rico", 4, {}, 30, 1),
    ("puerto_rico", 3, {"expansions": ("new_buildings", "nobles", "smuggler", "festival")}, 90, 2),
    ("san_juan", 2, {}, 60, 3),
    ("port_royal", 2, {"version": 2}, 40, 4),
]
ITERATIONS = 4

CODE = """
import sys
import core
from core import canon, rng
print(sys.implementation.name)
for game, players, options, steps, seed in %r:
    s = core.new_game(players, seed=seed, game=game, **options)
    r = rng.seed_state(seed)
    for _ in range(steps):
        acts = core.legal_actions(s)
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
    before = canon.dumps(s)
    a = core.advise(s, iterations=%d, seed=seed)
    print(canon.dumps(a), canon.dumps(s) == before)
"""


def _cpython(game, players, options, steps, seed):
    s = core.new_game(players, seed=seed, game=game, **options)
    r = rng.seed_state(seed)
    for _ in range(steps):
        acts = core.legal_actions(s)
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
    assert len(core.legal_actions(s)) > 1  # (a choice: the search runs)
    return canon.dumps(core.advise(s, iterations=ITERATIONS, seed=seed)) + " True"


@pytest.fixture(scope="module")
def mp_out():
    return run_micropython(CODE % (POSITIONS, ITERATIONS)).splitlines()


def test_the_advisor_answers_the_same_on_micropython(mp_out):
    assert mp_out[0] == "micropython"
    assert mp_out[1:] == [_cpython(*p) for p in POSITIONS]
