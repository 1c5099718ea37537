"""Property tests of Port Royal: many random legal games at every player
count and in both variants. Counts never go negative, nothing is created or
lost (every card is somewhere: pile, harbour, display, gold, in front of a
player), every game ends through its trigger after a full round, records
replay to the same state, and illegal actions change nothing."""

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record
from core.port_royal.invariants import check, held
from core.port_royal.simulate import play_random, random_walk

PLAYERS = st.sampled_from([2, 3, 4, 5])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
VARIANTS = st.sampled_from(["standard", "expedition"])


def _ends_properly(state):
    assert core.is_over(state) and state["end"]
    n = len(state["players"])
    assert state["turns"] % n == 0, "everyone has had the same number of turns"
    # (nobody need still have 12 VP: an expedition may cost more shields
    # than it brings; the checks after every action saw the trigger on time)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(players=PLAYERS, seed=SEEDS, variant=VARIANTS)
def test_random_games_conserve_cards_and_end(players, seed, variant):
    state = play_random(players, seed, variant, checks=True)  # checks after every action
    _ends_properly(state)
    h = held(state)
    assert all(v >= 0 for v in h.values())
    assert sum(h.values()) == state["cards"]


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, variant=VARIANTS)
def test_many_random_games_conserve_cards_and_end(players, seed, variant):
    _ends_properly(play_random(players, seed, variant, checks=True))


@settings(max_examples=30, deadline=None)
@given(players=PLAYERS, seed=SEEDS, variant=VARIANTS)
def test_record_replays_to_the_same_state(players, seed, variant):
    acts = []
    state = play_random(players, seed, variant, record=acts)
    lines = [record.header_line(state)] + [record.action_line(a) for a in acts]
    assert canon.dumps(record.replay(lines)) == canon.dumps(state)


BAD = st.one_of(
    st.lists(
        st.one_of(
            st.sampled_from(
                [
                    "take",
                    "reveal",
                    "gold",
                    "colour",
                    "stop",
                    "pass",
                    "expedition",
                    "ship",
                    "skull",
                    "repel",
                    "keep",
                    "tax",
                    "vp",
                    "character",
                ]
            ),
            st.integers(-3, 12),
            st.booleans(),
            st.floats(),
            st.none(),
        ),
        max_size=4,
    ),
    st.text(max_size=5),
    st.integers(),
)


@settings(max_examples=150, deadline=None)
@given(players=PLAYERS, seed=SEEDS, steps=st.integers(0, 300), bad=BAD)
def test_illegal_actions_change_nothing(players, seed, steps, bad):
    state = random_walk(core.new_game(players, seed=seed, game="port_royal"), steps, seed)
    legal = core.legal_actions(state)
    if isinstance(bad, list) and bad in legal and all(type(x) in (str, int) for x in bad):
        return
    before = canon.dumps(state)
    with pytest.raises(core.IllegalAction):
        core.apply(state, bad)
    assert canon.dumps(state) == before
    assert check(state) == []
