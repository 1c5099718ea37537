"""Property tests of San Juan: random legal games at every player count.
Counts never go negative, the 110 cards are all somewhere after every
action, every game ends, a record replays to the same state, and an
illegal action changes nothing."""

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record
from core.errors import IllegalAction
from core.san_juan import data
from core.san_juan.invariants import cards, check
from core.san_juan.simulate import play_random, random_walk
from core.san_juan.state import new_game


def play_watching(players, seed, build_first=True, tiles="shuffle"):
    """play_random with the invariants checked after every action, and
    the kinds of every event the game had."""
    from core import simulate as core_sim
    from core.san_juan import simulate as sj_sim
    from core.san_juan.engine import apply, legal_actions

    kinds = set()

    def watch(state):
        kinds.update(ev[0] for ev in state["events"])
        return check(state)

    pick = sj_sim._build_first if build_first else None
    state = core_sim.play_out(
        new_game(players, seed, tiles=tiles), seed, legal_actions, apply, watch, None, True, pick
    )
    return state, kinds


PLAYERS = st.sampled_from([2, 3, 4])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
TILES = st.sampled_from(["shuffle", "physical"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, build_first=st.booleans(), tiles=TILES)
def test_random_games_conserve_cards_and_end(players, seed, build_first, tiles):
    # check() after every action: no count below 0, 110 cards; and the
    # events seen, for how the game ended
    state, kinds = play_watching(players, seed, build_first, tiles)
    assert core.is_over(state)
    # 12 buildings, or every card locked in a city or a chapel (docs/san-juan.md: its rulings)
    assert "stalled" in kinds or max(len(p["buildings"]) for p in state["players"]) == data.MAX_BUILDINGS
    assert cards(state) == data.DECK
    result = core.final_score(state)
    assert len(result["winners"]) >= 1


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, build_first=st.booleans(), tiles=TILES)
def test_many_random_games_conserve_cards_and_end(players, seed, build_first, tiles):
    state = play_random(players, seed, checks=True, build_first=build_first, tiles=tiles)
    assert core.is_over(state) and not check(state)


@pytest.mark.slow
@settings(max_examples=30, deadline=None)
@given(players=PLAYERS, seed=SEEDS, tiles=TILES)
def test_record_replays_to_the_same_state(players, seed, tiles):
    acts = []
    state = play_random(players, seed, record=acts, tiles=tiles)
    text = "\n".join([record.header_line(state)] + [record.action_line(a) for a in acts]) + "\n"
    assert canon.dumps(record.replay(text.splitlines())) == canon.dumps(state)


WORDS = [
    "role",
    "build",
    "cover",
    "nocover",
    "goods",
    "pay",
    "produce",
    "sell",
    "pass",
    "chapel",
    "gold_mine",
    "draw",
    "tile",
]
ARGS = list(data.ORDER) + list(data.GOODS) + list(data.ROLES) + ["keep", "none", "x", 3, 0, -1, 5]


@settings(max_examples=60, deadline=None)
@given(
    players=PLAYERS,
    seed=SEEDS,
    steps=st.integers(min_value=0, max_value=150),
    word=st.sampled_from(WORDS),
    arg=st.sampled_from(ARGS + [None]),
    tiles=TILES,
)
def test_illegal_actions_change_nothing(players, seed, steps, word, arg, tiles):
    state = new_game(players, seed, tiles=tiles)
    random_walk(state, steps, seed)
    action = [word] if arg is None else [word, arg]
    before = canon.dumps(state)
    if action in core.legal_actions(state):
        return
    with pytest.raises(IllegalAction) as e:
        core.apply(state, action)
    assert e.value.rule and str(e.value)
    assert canon.dumps(state) == before
