"""Property tests with expansion 3 (the smuggler), alone and with expansion
1, at every player count: nothing is created or lost (colonists, barrels,
tiles, VP chips, buildings; no doubloon on the Smuggler), every game ends,
records replay, illegal actions change nothing, every event and decision
is declared. Plus the MicroPython cross-check of seeded smuggler games."""

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record, rng
from core.puerto_rico.expansions import new_buildings
from core.puerto_rico.expansions import smuggler
from core.puerto_rico.endgame import final_score
from core.puerto_rico.invariants import check
from core.puerto_rico.simulate import play_random, random_walk

from tests.support.refused import assert_refused_unchanged
from tests.support.micropython.harness import run_micropython

SETS = (("smuggler",), ("new_buildings", "smuggler"))
PLAYERS = st.sampled_from([2, 3, 4, 5])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
EXPS = st.sampled_from(SETS)


def _assert_ended_whole(state, players):
    assert core.is_over(state)
    assert state["end"], "a game ends only through a trigger"
    assert check(state) == []
    assert state["roles"]["smuggler"] == 0
    assert state["smuggler"]["reserved"] is None
    assert all(p["doubloons"] >= 0 for p in state["players"])
    assert len(final_score(state)["players"]) == players


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, exp=EXPS)
def test_random_smuggler_games_conserve_everything_and_end(players, seed, exp):
    state = play_random(players, seed, checks=True, expansions=exp, setup="random")
    _assert_ended_whole(state, players)


@pytest.mark.slow
@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=PLAYERS,
    seed=SEEDS,
    exp=EXPS,
    setup=st.sampled_from(list(new_buildings.SETUPS)),
    edition=st.sampled_from(["classic", "1897"]),
)
def test_many_random_smuggler_games_conserve_everything_and_end(players, seed, exp, setup, edition):
    state = play_random(players, seed, checks=True, expansions=exp, setup=setup, edition=edition)
    _assert_ended_whole(state, players)


@settings(max_examples=15, deadline=None)
@given(players=PLAYERS, seed=SEEDS, exp=EXPS)
def test_smuggler_games_with_physical_tiles_end_and_conserve(players, seed, exp):
    state = core.new_game(players, seed=seed, tiles="physical", expansions=exp, setup="random")
    random_walk(state, 20000, seed, checks=True)
    _assert_ended_whole(state, players)


@settings(max_examples=25, deadline=None)
@given(players=PLAYERS, seed=SEEDS, exp=EXPS)
def test_smuggler_record_replays_to_the_same_state(players, seed, exp):
    acts = []
    state = play_random(players, seed, record=acts, expansions=exp, setup="draft")
    lines = [record.header_line(state)] + [record.action_line(a) for a in acts]
    again = record.replay(("\n".join(lines) + "\n").splitlines())
    assert canon.dumps(again) == canon.dumps(state)


VOCABULARY = (
    [["role", "smuggler"], ["role", "builder"], ["role", "prospector"], ["pass"]]
    + [["attack", i, k] for i in (-1, 0, 1, 2, 3) for k in (0, 3, 4)]
    + [["attack", "corn", 1], ["attack", 0], ["plunder"], ["poach"]]
    + [["role_change", r] for r in ("settler", "captain", "prospector2", "smuggler", "pirate")]
    + [["place", w] for w in ("san_juan", "corn", "quarry", "harbor", "small_market", "guest_house")]
)


@settings(max_examples=60, deadline=None)
@given(
    players=PLAYERS,
    seed=SEEDS,
    exp=EXPS,
    stop=st.integers(0, 500),
    tries=st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=10),
)
def test_illegal_smuggler_actions_change_nothing(players, seed, exp, stop, tries):
    state = random_walk(core.new_game(players, seed=seed, expansions=exp, setup="random"), stop, seed)
    assert_refused_unchanged(state, tries)


def test_every_event_and_decision_of_smuggler_games_is_declared():
    from core.puerto_rico.engine import DECISIONS
    from core.puerto_rico.state import EVENT_KINDS

    events = set(EVENT_KINDS) | set(new_buildings.EVENT_KINDS) | set(smuggler.EVENT_KINDS)
    kinds = set(DECISIONS) | set(new_buildings.DECISIONS) | set(smuggler.DECISIONS)
    seen = set()
    for n in (2, 3, 4, 5):
        for seed, exp in ((1, SETS[0]), (2, SETS[1]), (3, SETS[0])):
            s = core.new_game(n, seed=seed, expansions=exp, setup="random")
            r = rng.seed_state(seed)
            while not core.is_over(s):
                assert core.pending(s)["kind"] in kinds
                acts = core.legal_actions(s)
                r, i = rng.below(r, len(acts))
                core.apply(s, acts[i], acts)
                for e in s["events"]:
                    assert e[0] in events, e
                    seen.add(e[0])
    # every event of the smuggler happens in random games
    assert set(smuggler.EVENT_KINDS) <= seen


def test_the_smuggler_module_stays_unloaded_in_a_base_game_on_micropython():
    code = "\n".join(
        [
            "import sys",
            "from core.puerto_rico.simulate import play_random",
            "play_random(4, 1)",
            "print('core.puerto_rico.expansions.smuggler' in sys.modules)",
            # a game with it loads it; once over, the game lets it go
            "import core",
            "from core import rng",
            "s = core.new_game(4, seed=1, expansions=('smuggler',))",
            "r = rng.seed_state(1)",
            "seen = False",
            "acts = core.legal_actions(s)",
            "while acts:",
            "    r, i = rng.below(r, len(acts))",
            "    core.apply(s, acts[i], acts)",
            "    seen = seen or 'core.puerto_rico.expansions.smuggler' in sys.modules",
            "    acts = core.legal_actions(s)",
            "print(seen)",
            "print('core.puerto_rico.expansions.smuggler' in sys.modules)",
        ]
    )
    assert run_micropython(code + "\n").splitlines() == ["False", "True", "False"]


MP_GAMES = [(n, s, exp) for n in (2, 3, 4, 5) for s, exp in ((1, SETS[0]), (2, SETS[1]))]


@pytest.fixture(scope="module")
def mp_smuggler_games():
    code = [
        "from core import canon",
        "from core.puerto_rico.simulate import play_random",
        "from core.puerto_rico.endgame import final_score",
    ]
    for n, s, exp in MP_GAMES:
        code.append("st = play_random(%d, %d, checks=True, expansions=%r, setup='random')" % (n, s, exp))
        code.append("print(canon.dumps(st))")
        code.append("print(canon.dumps(final_score(st)))")
    return run_micropython("\n".join(code) + "\n").splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(MP_GAMES)))
def test_seeded_smuggler_game_identical_on_micropython(mp_smuggler_games, i):
    n, s, exp = MP_GAMES[i]
    state = play_random(n, s, checks=True, expansions=exp, setup="random")
    assert "smuggler" in state["expansions"] and state["smuggler"]["wanted"] is not None
    assert mp_smuggler_games[2 * i] == canon.dumps(state)
    assert mp_smuggler_games[2 * i + 1] == canon.dumps(final_score(state))
