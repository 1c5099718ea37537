# A tiny seeded generator (xorshift32) so a seed gives the same game on
# CPython and MicroPython (their ``random`` modules differ, MicroPython has no
# shuffle). Its whole state is one int kept in the game state, so undo and
# replay draw the same tiles again.
#
# The steps work on the state's two 16-bit halves: on MicroPython an int of
# 2**30 or more is a heap object, and stepping the 32-bit state whole made
# every shift and xor allocate one (16 KB to shuffle 40 tiles, all at once
# inside an action). The numbers drawn are exactly those of ``step``.

import sys

MASK = 0xFFFFFFFF
HALF = 0xFFFF
SMALL = 0x8000  # below it, n * n and the halves' products stay small ints


def seed_state(seed):
    # Turn any int seed into a non-zero 32-bit generator state.
    s = (int(seed) * 2654435761 + 0x9E3779B9) & MASK
    return s or 0x6D2B79F5


def step(s):
    # One xorshift32 step of the whole state (the reference the halves follow).
    s ^= (s << 13) & MASK
    s ^= s >> 17
    s ^= (s << 5) & MASK
    return s


_LIMITS = {}  # n -> the first refused state of below(s, n), once worked out


def _below_big(s, n):
    # below() on whole ints: for n of 2**15 or more, and every n on CPython
    # (step inlined: the random players call this for every action).
    # (literals, not MASK: a global's lookup for each use; masked before
    # the left shifts, not after: a one-digit int between, which CPython
    # makes faster; the same bits)
    try:  # (a dict's [] under a try: less than its get)
        limit = _LIMITS[n]
    except KeyError:
        limit = _LIMITS[n] = 0x100000000 - 0x100000000 % n
    while True:
        s ^= (s & 0x7FFFF) << 13
        s ^= s >> 17
        s ^= (s & 0x7FFFFFF) << 5
        if s < limit:
            return s, s % n


def _below_halves(s, n):
    # Return (new_state, r) with 0 <= r < n (rejection sampling, no bias).
    if n >= SMALL:
        return _below_big(s, n)
    h = s >> 16
    lo = s & HALF
    m = 65536 % n
    cut = m * m % n  # 2**32 % n: states from 2**32 - cut up are refused
    while True:
        # step(s) on the halves, inlined: the random players call this for
        # every action
        h ^= ((h << 13) | (lo >> 3)) & HALF
        lo ^= (lo << 13) & HALF
        lo ^= h >> 1
        h ^= ((h << 5) | (lo >> 11)) & HALF
        lo ^= (lo << 5) & HALF
        if h + ((lo + cut) >> 16) < 65536:
            return (h << 16) | lo, (h % n * m + lo) % n


def shuffle(s, items):
    # Fisher-Yates in place; returns the new generator state.
    i = len(items) - 1
    if i >= SMALL:
        while i > 0:
            s, j = _below_big(s, i + 1)
            items[i], items[j] = items[j], items[i]
            i -= 1
        return s
    h = s >> 16
    lo = s & HALF
    while i > 0:
        # below(s, i + 1) on the halves, without building the whole state
        n = i + 1
        m = 65536 % n
        cut = m * m % n
        while True:
            h ^= ((h << 13) | (lo >> 3)) & HALF
            lo ^= (lo << 13) & HALF
            lo ^= h >> 1
            h ^= ((h << 5) | (lo >> 11)) & HALF
            lo ^= (lo << 5) & HALF
            if h + ((lo + cut) >> 16) < 65536:
                break
        j = (h % n * m + lo) % n
        items[i], items[j] = items[j], items[i]
        i -= 1
    return (h << 16) | lo


# below(s, n): the halves on MicroPython (no heap churn), whole ints on
# CPython, where a 32-bit int is cheap and the halves' steps cost the
# random player 40% more instructions. The same numbers either way.
below = _below_halves if sys.implementation.name == "micropython" else _below_big
