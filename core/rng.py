# A tiny seeded generator (xorshift32) so a seed gives the same game on
# CPython and MicroPython (their ``random`` modules differ, MicroPython has no
# shuffle). Its whole state is one int kept in the game state, so undo and
# replay draw the same tiles again.

MASK = 0xFFFFFFFF


def seed_state(seed):
    # Turn any int seed into a non-zero 32-bit generator state.
    s = (int(seed) * 2654435761 + 0x9E3779B9) & MASK
    return s or 0x6D2B79F5


def step(s):
    s ^= (s << 13) & MASK
    s ^= s >> 17
    s ^= (s << 5) & MASK
    return s


def below(s, n):
    # Return (new_state, r) with 0 <= r < n (rejection sampling, no bias).
    limit = MASK + 1 - ((MASK + 1) % n)
    while True:
        # step(s), inlined: the random players call this for every action
        s ^= (s << 13) & MASK
        s ^= s >> 17
        s ^= (s << 5) & MASK
        if s < limit:
            return s, s % n


def shuffle(s, items):
    # Fisher-Yates in place; returns the new generator state.
    i = len(items) - 1
    while i > 0:
        s, j = below(s, i + 1)
        items[i], items[j] = items[j], items[i]
        i -= 1
    return s
