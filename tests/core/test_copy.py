"""``core.copy``: a state's copy for search. It equals the state, shares
nothing with it, and plays on exactly as the state would, in every game
(a search plays each future on its own copy, then leaves the state)."""

from hypothesis import given, settings, strategies as st

import core
from core import canon, rng

ALL_FOUR = ("new_buildings", "nobles", "smuggler", "festival")
GAMES = (
    ("puerto_rico", {}),
    ("puerto_rico", {"expansions": ALL_FOUR}),
    ("puerto_rico", {"tiles": "physical"}),
    ("san_juan", {}),
    ("port_royal", {}),
)


def _play(state, r, steps):
    # ``steps`` random actions (fewer if the game ends); the generator on
    while steps and not core.is_over(state):
        acts = core.legal_actions(state)
        r, i = rng.below(r, len(acts))
        core.apply(state, acts[i], acts)
        steps -= 1
    return r


def _containers(x, seen):
    # every dict and list of ``x`` by id; AssertionError on anything else
    # (a container may be held twice: Port Royal's events name the cards
    # they moved, which no rule changes in place)
    if type(x) is dict or type(x) is list:
        if id(x) in seen:
            return seen
        seen.add(id(x))
        for v in x.values() if type(x) is dict else x:
            _containers(v, seen)
    else:
        assert x is None or type(x) in (str, int, bool), type(x)
    return seen


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GAMES), st.integers(2, 4), st.integers(0, 2**31), st.integers(0, 400))
def test_a_copy_plays_on_exactly_like_its_state(game, players, seed, steps):
    name, options = game
    state = core.new_game(players, seed=seed, game=name, **options)
    r = _play(state, rng.seed_state(seed + 1), steps)
    twin = core.copy(state)
    assert canon.dumps(twin) == canon.dumps(state)
    # the copy shares no container with its state (so one changes alone)
    assert not _containers(twin, set()) & _containers(state, set())
    before = canon.dumps(state)
    _play(twin, r, 10**6)  # the copy played to its end: the state untouched
    assert canon.dumps(state) == before
    _play(state, r, 10**6)  # the same choices from the state: the same game
    assert canon.dumps(state) == canon.dumps(twin)
    assert core.is_over(twin)


def test_a_state_is_plain_data():
    # what copy relies on: dicts, lists and values it may share
    for name, options in GAMES:
        state = core.new_game(4, seed=3, game=name, **options)
        r = rng.seed_state(9)
        while not core.is_over(state):
            _containers(state, set())
            r = _play(state, r, 25)


def test_copy_keeps_bools_and_nones_as_they_are():
    x = {"a": [True, False, None, 0, 1, "s", [{}]], "b": {"c": []}}
    y = core.copy(x)
    assert y == x and y is not x and y["a"][6][0] is not x["a"][6][0]
    assert [type(v) for v in y["a"]] == [type(v) for v in x["a"]]
