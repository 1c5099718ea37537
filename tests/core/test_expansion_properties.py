"""Property tests with expansion 1 (new buildings) on: random legal games at
every player count and every set-up. Nothing is created or lost (colonists,
barrels, tiles and forests, VP chips, buildings), every game ends, records
replay, illegal actions change nothing, views keep VP secret. Plus the
MicroPython cross-check of seeded expansion games."""

import json

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record
from core.puerto_rico import data
from core.puerto_rico.expansions import new_buildings
from core.puerto_rico.endgame import final_score
from core.puerto_rico.invariants import check, totals
from core.puerto_rico.simulate import play_random, random_walk
from core.puerto_rico.views import SECRET_EVENTS, public_view, seat_view

from tests.support.refused import assert_refused_unchanged
from tests.support.micropython.harness import run_micropython

EXP = ("new_buildings",)
PLAYERS = st.sampled_from([2, 3, 4, 5])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
SETUPS = st.sampled_from(list(new_buildings.SETUPS))


def _game(players, seed, setup, **kw):
    return play_random(players, seed, expansions=EXP, setup=setup, **kw)


def _assert_ended_whole(state, players):
    assert core.is_over(state)
    assert state["end"], "a game ends only through a trigger"
    assert check(state) == []
    assert all(p["doubloons"] >= 0 for p in state["players"])
    violet = [b for b in state["buildings"] if not data.building(b)["production"]]
    assert len(violet) == 17  # the 12 small and 5 large slots
    # final scoring takes the state as it is (forests, new buildings)
    assert len(final_score(state)["players"]) == players


@pytest.mark.slow
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, setup=SETUPS)
def test_random_expansion_games_conserve_everything_and_end(players, seed, setup):
    state = _game(players, seed, setup, checks=True)
    _assert_ended_whole(state, players)


@pytest.mark.slow
@settings(max_examples=600, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, setup=SETUPS, edition=st.sampled_from(["classic", "1897"]))
def test_many_random_expansion_games_conserve_everything_and_end(players, seed, setup, edition):
    state = _game(players, seed, setup, checks=True, edition=edition)
    _assert_ended_whole(state, players)
    forests = sum(p["forests"] for p in state["players"])
    assert totals(state)["tiles"] >= forests


@settings(max_examples=30, deadline=None)
@given(players=PLAYERS, seed=SEEDS, setup=SETUPS)
def test_expansion_record_replays_to_the_same_state(players, seed, setup):
    acts = []
    state = _game(players, seed, setup, record=acts)
    lines = [record.header_line(state)] + [record.action_line(a) for a in acts]
    text = "\n".join(lines) + "\n"
    again = record.replay(text.splitlines())
    assert canon.dumps(again) == canon.dumps(state)


VOCABULARY = (
    [["draft", b] for b in data.BUILDING_ORDER]
    + [["build", b] for b in data.BUILDING_ORDER]
    + [
        ["build", "harbor", "pay", "colonist"],
        ["build", "statue", "university"],
        ["build", "library", "pay", "vp"],
        ["build", "harbor", "pay"],
        ["pay", "vp"],
        ["pay", "colonist:san_juan"],
        ["pay", "indigo"],
    ]
    + [["forest", g] for g in data.GOODS]
    + [["sell", g, "trading_post"] for g in data.GOODS]
    + [["guest", k] for k in ("corn", "quarry", "library", "storehouse", "guest_house", "forest")]
    + [["small_wharf"], ["ship"], ["return", "corn"], ["return", "coffee"]]
    + [["keep", g] for g in data.GOODS]
    + [["pass"], ["role", "builder"], ["plantation", "corn"], ["quarry"], ["bonus", "indigo"]]
)


@settings(max_examples=60, deadline=None)
@given(
    players=PLAYERS,
    seed=SEEDS,
    setup=SETUPS,
    stop=st.integers(0, 500),
    tries=st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=10),
)
def test_illegal_expansion_actions_change_nothing(players, seed, setup, stop, tries):
    state = random_walk(core.new_game(players, seed=seed, expansions=EXP, setup=setup), stop, seed)
    assert_refused_unchanged(state, tries)


@settings(max_examples=40, deadline=None)
@given(players=PLAYERS, seed=SEEDS, stop=st.integers(0, 400))
def test_expansion_views_never_show_secret_vp(players, seed, stop):
    state = random_walk(core.new_game(players, seed=seed, expansions=EXP, setup="random"), stop, seed + 1)
    if core.is_over(state):
        return
    board = public_view(state)
    assert all("vp" not in p and "written" not in p for p in board["players"])
    assert all(e[0] not in SECRET_EVENTS for e in board["events"])
    for seat in range(players):
        v = seat_view(state, seat)
        assert all(("vp" in p) == (i == seat) for i, p in enumerate(v["players"]))
        assert all(e[0] not in SECRET_EVENTS or e[1] == seat for e in v["events"])
    json.dumps(board)


def test_the_expansion_module_stays_unloaded_in_a_base_game():
    code = "\n".join(
        [
            "import sys",
            "from core.puerto_rico.simulate import play_random",
            "play_random(4, 1)",
            "nb = 'core.puerto_rico.expansions.new_buildings'",
            "m = (nb, nb + '.play')",
            "print([x in sys.modules for x in m])",
            # a game with it loads both; once over, it lets the play go
            "import core",
            "from core import rng",
            "s = core.new_game(4, seed=1, expansions=('new_buildings',), setup='random')",
            "r = rng.seed_state(1)",
            "seen = [False, False]",
            "acts = core.legal_actions(s)",
            "while acts:",
            "    r, i = rng.below(r, len(acts))",
            "    core.apply(s, acts[i], acts)",
            "    seen = [seen[k] or m[k] in sys.modules for k in (0, 1)]",
            "    acts = core.legal_actions(s)",
            "print(seen)",
            "print([x in sys.modules for x in m])",
        ]
    )
    assert run_micropython(code + "\n").splitlines() == ["[False, False]", "[True, True]", "[True, False]"]


MP_GAMES = [(n, s, setup) for n in (2, 3, 4, 5) for s, setup in ((1, "draft"), (2, "random"), (3, "base"))]


@pytest.fixture(scope="module")
def mp_expansion_games():
    code = [
        "from core import canon",
        "from core.puerto_rico.simulate import play_random",
        "from core.puerto_rico.endgame import final_score",
    ]
    for n, s, setup in MP_GAMES:
        code.append(
            "st = play_random(%d, %d, checks=True, expansions=('new_buildings',), setup=%r)" % (n, s, setup)
        )
        code.append("print(canon.dumps(st))")
        code.append("print(canon.dumps(final_score(st)))")
    return run_micropython("\n".join(code) + "\n").splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(MP_GAMES)))
def test_seeded_expansion_game_identical_on_micropython(mp_expansion_games, i):
    n, s, setup = MP_GAMES[i]
    state = _game(n, s, setup, checks=True)
    assert mp_expansion_games[2 * i] == canon.dumps(state)
    assert mp_expansion_games[2 * i + 1] == canon.dumps(final_score(state))


@settings(max_examples=15, deadline=None)
@given(players=PLAYERS, seed=SEEDS, setup=SETUPS)
def test_expansion_games_with_physical_tiles_end_and_conserve(players, seed, setup):
    state = core.new_game(players, seed=seed, tiles="physical", expansions=EXP, setup=setup)
    random_walk(state, 20000, seed, checks=True)
    _assert_ended_whole(state, players)


def test_every_event_and_decision_of_expansion_games_is_declared():
    from core.puerto_rico.engine import DECISIONS
    from core.puerto_rico.state import EVENT_KINDS
    from core import rng

    events = set(EVENT_KINDS) | set(new_buildings.EVENT_KINDS)
    kinds = set(DECISIONS) | set(new_buildings.DECISIONS)
    seen = set()
    for n in (2, 3, 4, 5):
        for seed, setup in ((1, "draft"), (2, "random")):
            s = core.new_game(n, seed=seed, expansions=EXP, setup=setup)
            r = rng.seed_state(seed)
            while not core.is_over(s):
                assert core.pending(s)["kind"] in kinds
                acts = core.legal_actions(s)
                r, i = rng.below(r, len(acts))
                core.apply(s, acts[i], acts)
                for e in s["events"]:
                    assert e[0] in events, e
                    seen.add(e[0])
    # the expansion's own events do happen in random games
    assert {"draft", "black_market", "aqueduct", "guest"} <= seen
