"""San Juan's ledger of moves on real MicroPython (core/san_juan/ledger.py,
issue 30): a seeded game's set-up moves, its first decisions' moves and the
device's holdings are byte for byte those of CPython."""

import pytest

import core
import core.ledger
from core import canon, rng
from core.san_juan.state import new_game

from tests.support.micropython.harness import run_micropython

# (players, seed, variant) — one quick game, the others in CI
GAMES = [(3, 4, "deal"), (2, 11, "standard"), (4, 12, "standard")]
STEPS = 150  # decisions played: the runner's output ends near 64 kB

CODE = """
import core
import core.ledger
from core import canon, rng
from core.san_juan.state import new_game
from core.san_juan import ledger

def say(tag, moves):
    for m in moves:
        print(tag + canon.dumps(m))

s = new_game(%d, %d, variant=%r)
say("s", core.ledger.setup_moves(s))
r = rng.seed_state(%d)
for _ in range(%d):
    acts = core.legal_actions(s)
    if not acts:
        break
    r, i = rng.below(r, len(acts))
    before = canon.copy(s)
    core.apply(s, acts[i])
    print("decision " + canon.dumps(acts[i]))
    say("m", core.ledger.moves(before, s))
    print("undo " + canon.dumps(core.ledger.undo_moves(before, s)[:1]))
h = ledger.holdings(s)
for k in sorted([repr(k) for k in h]):
    print(k)
print(len(h))
"""


def cpython_lines(players, seed, variant):
    from core.san_juan import ledger

    s = new_game(players, seed, variant=variant)
    out = ["s" + canon.dumps(m) for m in core.ledger.setup_moves(s)]
    r = rng.seed_state(seed)
    for _ in range(STEPS):
        acts = core.legal_actions(s)
        if not acts:
            break
        r, i = rng.below(r, len(acts))
        before = canon.copy(s)
        core.apply(s, acts[i])
        out.append("decision " + canon.dumps(acts[i]))
        out.extend("m" + canon.dumps(m) for m in core.ledger.moves(before, s))
        out.append("undo " + canon.dumps(core.ledger.undo_moves(before, s)[:1]))
    h = ledger.holdings(s)
    out.extend(sorted(repr(k) for k in h))
    out.append(str(len(h)))
    return out


@pytest.mark.parametrize(
    "players,seed,variant",
    [pytest.param(*g, marks=() if g == GAMES[0] else pytest.mark.slow) for g in GAMES],
)
def test_ledger_identical_on_micropython(players, seed, variant):
    # one move a line (the port's stdout cuts long lines in pieces) and
    # of each undo its first move: the runner's output ends near 64 kB
    cp = cpython_lines(players, seed, variant)
    assert len("\n".join(cp)) < 60000
    mp = run_micropython(CODE % (players, seed, variant, seed, STEPS)).splitlines()
    assert mp == cp
    assert len([x for x in mp if x.startswith("m")]) > 100
