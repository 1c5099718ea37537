"""The random player of every game's ``simulate`` module (for tests,
benchmarks and the MicroPython cross-check): legal actions picked with
its own xorshift stream (core.rng), never the game's, so a game's draws
stay those of its seed. A game hands in its ``legal_actions``, ``apply``
and invariant ``check``."""

from . import rng

MAX_ACTIONS = 20000  # a game that has not ended by then is a bug


def random_walk(state, steps, seed, legal_actions, apply, check, record=None, checks=False, pick=None):
    """Play up to ``steps`` random legal actions (fewer if the game ends);
    the choices come from their own stream seeded with ``seed``.
    ``record``: a list the actions are appended to. ``checks``: every
    action is followed by ``check`` (AssertionError on the first broken
    rule). ``pick(r, acts, i)``: a game's own preference, (r, i) again."""
    r = rng.seed_state(seed)
    if pick is None and record is None and not checks:
        return _plain_walk(state, steps, r, legal_actions, apply)
    for _ in range(steps):
        acts = legal_actions(state)
        if not acts:
            return state
        r, i = rng.below(r, len(acts))
        if pick is not None:
            r, i = pick(r, acts, i)
        a = acts[i]
        apply(state, a, acts)
        if record is not None:
            record.append(a)
        if checks:
            bad = check(state)
            if bad:
                raise AssertionError("step " + str(state["step"]) + ": " + "; ".join(bad))
    return state


def _plain_walk(state, steps, r, legal_actions, apply):
    # random_walk without a record, checks or a game's preference: nothing
    # but the draw and the action, the benchmarks' and the playouts' loop.
    if rng.below is not rng._below_big:  # MicroPython: the halves' draw
        below = rng.below  # the plain random player: nothing else an action
        for _ in range(steps):
            acts = legal_actions(state)
            if not acts:
                return state
            r, i = below(r, len(acts))
            apply(state, acts[i], acts)
        return state
    limits = rng._LIMITS
    for _ in range(steps):
        acts = legal_actions(state)
        if not acts:
            return state
        n = len(acts)
        # rng._below_big(r, n), inlined: the same draws, one call less
        try:
            limit = limits[n]
        except KeyError:
            limit = limits[n] = 0x100000000 - 0x100000000 % n
        while True:
            r ^= (r & 0x7FFFF) << 13
            r ^= r >> 17
            r ^= (r & 0x7FFFFFF) << 5
            if r < limit:
                break
        apply(state, acts[r % n], acts)
    return state


def play_out(state, seed, legal_actions, apply, check, record=None, checks=False, pick=None):
    """Play ``state`` to its end with the random player seeded from the
    game's ``seed``; AssertionError if it has not ended after MAX_ACTIONS."""
    random_walk(state, MAX_ACTIONS, seed ^ 0x5EED, legal_actions, apply, check, record, checks, pick)
    if legal_actions(state):
        raise AssertionError("game did not end after " + str(MAX_ACTIONS) + " actions")
    return state
