"""Property tests: thousands of random legal games at every player count.
Nothing is created or lost, money never goes negative, every game ends,
a record replays to the same state, illegal actions change nothing and the
public views never carry secret VP."""

import json

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record
from core.puerto_rico import data
from core.puerto_rico.invariants import check, expected, totals
from core.puerto_rico.simulate import play_random, random_walk
from core.puerto_rico.views import SECRET_EVENTS, public_view, seat_view

PLAYERS = st.sampled_from([2, 3, 4, 5])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
EDITIONS = st.sampled_from(["classic", "1897"])


@pytest.mark.slow
@settings(max_examples=1200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, edition=EDITIONS)
def test_random_games_conserve_everything_and_end(players, seed, edition):
    # checks=True runs the conservation checks after every single action.
    state = play_random(players, seed, edition, checks=True)
    assert core.is_over(state)
    assert state["end"], "a game ends only through a trigger"
    assert totals(state) == expected(players, edition)
    assert all(p["doubloons"] >= 0 for p in state["players"])
    # VP chips plus VP written down: chips only run short when written > 0.
    if any(p["written"] for p in state["players"]):
        assert state["vp_chips"] == 0 and "vp_chips" in state["end"]


@pytest.mark.slow
@settings(max_examples=150, deadline=None)
@given(players=PLAYERS, seed=SEEDS)
def test_record_replays_to_the_same_state(players, seed):
    acts = []
    state = play_random(players, seed, record=acts)
    lines = [record.header_line(state)] + [record.action_line(a) for a in acts]
    # through real JSON text, as a file would carry it
    text = "\n".join(lines) + "\n"
    again = record.replay(text.splitlines())
    assert canon.dumps(again) == canon.dumps(state)


# Actions that are sometimes legal and sometimes not, to throw at random states.
VOCABULARY = (
    [["role", r] for r in data.ROLES]
    + [["build", b] for b in data.BASE_BUILDINGS]
    + [["build", "statue"]]
    + [["plantation", g] for g in data.GOODS]
    + [["quarry"], ["hacienda"], ["pass"]]
    + [["place", k] for k in data.GOODS + ("quarry", "harbor", "san_juan")]
    + [["sell", g] for g in data.GOODS]
    + [["bonus", g] for g in data.GOODS]
    + [["load", g, i] for g in data.GOODS for i in range(3)]
    + [["wharf", g] for g in data.GOODS]
    + [["keep", g] for g in data.GOODS]
    + [["store", g] for g in data.GOODS]
    + [["drawn", "corn"]]
    + [["load", "corn"], ["role"], ["build", 3], [None], ["sell", "gold"]]
)


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(
    players=PLAYERS,
    seed=SEEDS,
    stop=st.integers(0, 400),
    tries=st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=12),
)
def test_illegal_actions_change_nothing(players, seed, stop, tries):
    state = random_walk(core.new_game(players, seed=seed), stop, seed)
    for action in tries:
        legal = core.legal_actions(state)
        if action in legal:
            continue
        before = canon.dumps(state)
        try:
            core.apply(state, action)
        except core.IllegalAction as e:
            assert str(e) and e.rule
        else:
            raise AssertionError("accepted illegal %r" % (action,))
        assert canon.dumps(state) == before


@settings(max_examples=100, deadline=None)
@given(players=PLAYERS, seed=SEEDS, stop=st.integers(0, 300))
def test_views_never_show_secret_vp(players, seed, stop):
    state = random_walk(core.new_game(players, seed=seed), stop, seed + 1)
    if core.is_over(state):
        return
    board = public_view(state)
    assert all("vp" not in p and "written" not in p for p in board["players"])
    assert "stock" not in board and "rng" not in board
    assert all(e[0] not in SECRET_EVENTS for e in board["events"])
    for seat in range(players):
        v = seat_view(state, seat)
        for i, p in enumerate(v["players"]):
            assert ("vp" in p) == (i == seat)
        assert all(e[0] not in SECRET_EVENTS or e[1] == seat for e in v["events"])
    json.dumps(board)  # plain JSON-able data


@settings(max_examples=60, deadline=None)
@given(players=PLAYERS, seed=SEEDS)
def test_same_seed_same_game(players, seed):
    a = play_random(players, seed)
    b = play_random(players, seed)
    assert canon.dumps(a) == canon.dumps(b)
    assert check(a) == []
