"""Port Royal's core on real MicroPython (the npm WebAssembly port, as
tests/support/micropython/test_micropython.py runs Puerto Rico's): seeded random games, their
final scores, the game's self-check and its ledger of moves are
byte-identical to CPython's."""

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


# A seeded game's ledger: the set-up's moves, then each decision's moves
# and their undo, each as canonical JSON, summed up as a count of lines and
# a polynomial hash of their text, the same code on both sides. (The
# runner's output comes back cut at 64 KB, which a 5-player game's ledger
# passes: node exits before the pipe has taken it all.)
LEDGER = """
import core
import core.ledger
from core import canon, rng

def ledger(n, seed, variant, version):
    s = core.new_game(n, seed=seed, game='port_royal', variant=variant, version=version)
    lines = [canon.dumps(core.ledger.setup_moves(s))]
    r = rng.seed_state(seed ^ 0x5EED)
    acts = core.legal_actions(s)
    while acts:
        r, i = rng.below(r, len(acts))
        b = canon.copy(s)
        core.apply(s, acts[i], acts)
        lines.append(canon.dumps(core.ledger.moves(b, s)))
        lines.append(canon.dumps(core.ledger.undo_moves(b, s)))
        acts = core.legal_actions(s)
    h = 0
    for line in lines:
        for c in line:
            h = (h * 31 + ord(c)) % 1000000007
    return [str(len(lines)), str(h), lines[0], lines[-2]]
"""
LEDGER_GAMES = ((5, 4, "standard", 5), (3, 2, "expedition", 2))


def test_the_ledger_of_moves_is_the_same_on_micropython():
    # core/port_royal/ledger.py is imported by the device when it tells
    # the moves (issue 30): the same moves, undo included, as CPython's
    code = LEDGER + "".join("for x in ledger%r:\n    print(x)\n" % (g,) for g in LEDGER_GAMES)
    here = {}
    exec(LEDGER, here)
    expected = []
    for g in LEDGER_GAMES:
        expected += here["ledger"](*g)
    assert int(expected[0]) > 500 and expected[2].startswith('[{"from":"box"')
    assert run_micropython(code).splitlines() == expected
