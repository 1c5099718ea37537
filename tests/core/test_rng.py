"""The generator (core.rng): the numbers of plain xorshift32 on the whole
32-bit state, however it is computed, and no heap churn on MicroPython."""

import random

import pytest

from core import rng
from tests.support.micropython.harness import run_micropython

M = 0xFFFFFFFF


def _xorshift(s):
    s ^= (s << 13) & M
    s ^= s >> 17
    return s ^ ((s << 5) & M)


def _below(s, n):
    # the reference: rejection sampling on whole ints
    limit = 2**32 - 2**32 % n
    while True:
        s = _xorshift(s)
        if s < limit:
            return s, s % n


def _shuffle(s, items):
    for i in range(len(items) - 1, 0, -1):
        s, j = _below(s, i + 1)
        items[i], items[j] = items[j], items[i]
    return s


def _undo_left(x, k):
    y = x
    for _ in range(32 // k + 1):
        y = x ^ ((y << k) & M)
    return y


def _undo_right(x, k):
    y = x
    for _ in range(32 // k + 1):
        y = x ^ (y >> k)
    return y


def _before(t):
    # the state whose step gives ``t`` (xorshift32 is a bijection)
    return _undo_left(_undo_right(_undo_left(t, 5), 17), 13)


SIZES = (1, 2, 3, 5, 7, 8, 13, 50, 100, 1000, 32767, 32768, 40000, 2**20, 2**31 + 5)


def test_below_draws_what_xorshift32_draws():
    r = random.Random(3)
    for _ in range(5000):
        s = rng.seed_state(r.randrange(-(2**64), 2**64))
        for n in SIZES:
            assert rng.below(s, n) == _below(s, n)
        assert rng.step(s) == _xorshift(s)


@pytest.mark.parametrize("n", (3, 7, 100, 32767, 40000))
def test_below_refuses_the_same_top_states(n):
    # the states from 2**32 - (2**32 % n) up are drawn again (no bias)
    for t in (M, M - 1, 2**32 - 2**32 % n, 2**32 - 2**32 % n - 1):
        s = _before(t)
        assert _xorshift(s) == t
        assert rng.below(s, n) == _below(s, n)


def test_shuffle_is_fisher_yates_on_xorshift32():
    r = random.Random(4)
    for _ in range(2000):
        s = rng.seed_state(r.randrange(2**40))
        items = list(range(r.randrange(0, 70)))
        want = list(items)
        assert rng.shuffle(s, items) == _shuffle(s, want)
        assert items == want


def test_shuffle_allocates_little_on_micropython():
    # A reshuffle of the discard pile happens inside one action, where a
    # device's heap must hold all of it: whole 32-bit states made 16 KB of
    # big ints for 40 tiles
    code = (
        "import gc\n"
        "from core import rng\n"
        "s = rng.seed_state(5)\n"
        "items = list(range(40))\n"
        "gc.collect()\n"
        "a = gc.mem_alloc()\n"
        "s = rng.shuffle(s, items)\n"
        "s, i = rng.below(s, 7)\n"
        "print(gc.mem_alloc() - a)\n"
        "print(s, i, items)\n"
    )
    out = run_micropython(code).splitlines()
    s = rng.seed_state(5)
    items = list(range(40))
    s = rng.shuffle(s, items)
    s, i = rng.below(s, 7)
    assert out[1] == "%d %d %s" % (s, i, items)
    assert int(out[0]) < 1024
