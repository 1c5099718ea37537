"""core.bots on real MicroPython (the npm WebAssembly port): the device
may play a seat with a rule bot. Whole seeded games with a bot in every
seat end in the same final state as on CPython, byte for byte."""

import pytest

import core
import core.bots as bots
from core import canon

from tests.support.micropython.harness import run_micropython

# game, seat bots, seed, options
GAMES = [
    ("puerto_rico", ("action_value", "shipper", "builder", "random"), 3, {}),
    ("san_juan", ("rule", "random"), 4, {}),
    ("port_royal", ("rule", "random"), 5, {"version": 2}),
]

CODE = """
import sys
import core
import core.bots as bots
from core import canon
print(sys.implementation.name)
for game, names, seed, options in %r:
    s = core.new_game(len(names), seed=seed, game=game, **options)
    seats = [(lambda st, nm=names[k], k=k: bots.decide(nm, st, seed + k)) for k in range(len(names))]
    bots.play(s, seats, seed)
    print(canon.dumps(core.final_score(s)))
    print(s["step"], s.get("rng"))
"""


def _cpython(game, names, seed, options):
    s = core.new_game(len(names), seed=seed, game=game, **options)
    seats = [(lambda st, nm=names[k], k=k: bots.decide(nm, st, seed + k)) for k in range(len(names))]
    bots.play(s, seats, seed)
    return [canon.dumps(core.final_score(s)), "%s %s" % (s["step"], s.get("rng"))]


@pytest.fixture(scope="module")
def mp_out():
    return run_micropython(CODE % (GAMES,)).splitlines()


def test_bots_play_the_same_games_on_micropython(mp_out):
    assert mp_out[0] == "micropython"
    want = []
    for g in GAMES:
        want += _cpython(*g)
    assert mp_out[1:] == want
