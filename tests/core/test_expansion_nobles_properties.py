"""Property tests with expansion 2 (nobles), alone and with new_buildings
(draft or random set-up), at every player count: nothing created or lost
(colonists, the 20 nobles, barrels, tiles and forests, VP chips,
buildings), every game ends, records replay, illegal actions change
nothing; the MicroPython cross-check of seeded nobles games; the
simulate command."""

import subprocess
import sys

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record, rng
from core.puerto_rico import data
from core.puerto_rico.expansions import new_buildings, nobles
from core.puerto_rico.endgame import final_score, sheet
from core.puerto_rico.invariants import check, totals
from core.puerto_rico.scoring import score
from core.puerto_rico.simulate import play_random, random_walk

from tests.support.refused import assert_refused_unchanged
from tests.support.micropython.harness import run_micropython

PLAYERS = st.sampled_from([2, 3, 4, 5])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
# (expansions, setup): nobles alone, or with expansion 1 drafted or random
SETS = st.sampled_from(
    [(("nobles",), "draft"), (("new_buildings", "nobles"), "draft"), (("new_buildings", "nobles"), "random")]
)


def _assert_ended_whole(state, players):
    assert core.is_over(state)
    assert state["end"], "a game ends only through a trigger"
    assert "colonists" not in state["end"]  # A15
    assert check(state) == []
    assert totals(state)["nobles"] == nobles.NOBLES
    assert all(p["doubloons"] >= 0 for p in state["players"])
    result = final_score(state)
    assert len(result["players"]) == players
    assert score(sheet(state)) == result
    assert [p["breakdown"]["nobles"] for p in result["players"]] == [
        nobles.count(p) for p in state["players"]
    ]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, sets=SETS)
def test_random_nobles_games_conserve_everything_and_end(players, seed, sets):
    state = play_random(players, seed, checks=True, expansions=sets[0], setup=sets[1])
    _assert_ended_whole(state, players)


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, sets=SETS, edition=st.sampled_from(["classic", "1897"]))
def test_many_random_nobles_games_conserve_everything_and_end(players, seed, sets, edition):
    state = play_random(players, seed, edition, checks=True, expansions=sets[0], setup=sets[1])
    _assert_ended_whole(state, players)


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, sets=SETS)
def test_nobles_games_with_physical_tiles_end_and_conserve(players, seed, sets):
    state = core.new_game(players, seed=seed, tiles="physical", expansions=sets[0], setup=sets[1])
    random_walk(state, 30000, seed, checks=True)
    _assert_ended_whole(state, players)


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=PLAYERS, seed=SEEDS, sets=SETS)
def test_nobles_record_replays_to_the_same_state(players, seed, sets):
    acts = []
    state = play_random(players, seed, record=acts, expansions=sets[0], setup=sets[1])
    lines = [record.header_line(state)] + [record.action_line(a) for a in acts]
    again = record.replay(lines)
    assert canon.dumps(again) == canon.dumps(state)


VOCABULARY = (
    [["noble"], ["colonist"], ["keep"], ["pass"], ["privilege"], ["decline"]]
    + [["place", k] for k in ("corn", "indigo", "quarry", "chapel", "villa", "san_juan")]
    + [["place", k, "noble"] for k in ("corn", "indigo", "quarry", "chapel", "villa", "tailor_shop")]
    + [["land_office", k] for k in ("corn", "coffee", "quarry", "forest")]
    + [
        ["land_registry", "buy"],
        ["land_registry", "buy", "forest"],
        ["land_registry", "discard", "corn"],
        ["land_registry", "discard", "forest"],
    ]
    + [["export", g] for g in data.GOODS]
    + [["guest", "corn", "noble"], ["guest", "chapel", "noble"]]
    + [["build", b] for b in nobles.BUILDINGS]
    + [["sell", "corn"], ["load", "corn", 0], ["role", "mayor"], ["drawn", "corn"]]
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=PLAYERS,
    seed=SEEDS,
    sets=SETS,
    stop=st.integers(0, 600),
    tries=st.lists(st.sampled_from(VOCABULARY), min_size=1, max_size=10),
)
def test_illegal_nobles_actions_change_nothing(players, seed, sets, stop, tries):
    state = random_walk(core.new_game(players, seed=seed, expansions=sets[0], setup=sets[1]), stop, seed)
    assert_refused_unchanged(state, tries)


def test_every_event_and_decision_of_nobles_games_is_declared():
    from core.puerto_rico.engine import DECISIONS
    from core.puerto_rico.state import EVENT_KINDS

    events = set(EVENT_KINDS) | set(new_buildings.EVENT_KINDS) | set(nobles.EVENT_KINDS)
    kinds = set(DECISIONS) | set(new_buildings.DECISIONS)
    seen = set()
    acted = set()
    for n in (2, 3, 4, 5):
        for seed, exp, tiles in (
            (1, ("nobles",), "shuffle"),
            (2, ("new_buildings", "nobles"), "physical"),
            (3, ("new_buildings", "nobles"), "shuffle"),
        ):
            s = core.new_game(n, seed=seed, expansions=exp, setup="random", tiles=tiles)
            seen |= {e[0] for e in s["events"]}
            r = rng.seed_state(seed)
            while not core.is_over(s):
                assert core.pending(s)["kind"] in kinds
                acts = core.legal_actions(s)
                r, i = rng.below(r, len(acts))
                core.apply(s, acts[i], acts)
                acted.add(acts[i][0] + ("/noble" if len(acts[i]) > 1 and acts[i][-1] == "noble" else ""))
                for e in s["events"]:
                    assert e[0] in events, e
                    seen.add(e[0])
    # the expansion's own events and actions do happen in random games
    assert {"noble_ship", "noble", "nobles_placed", "chapel", "land_office", "land_registry"} <= seen
    assert {"noble", "colonist", "place/noble", "fill", "land_office", "land_registry", "export"} <= acted


MP_GAMES = [
    (n, s, exp, setup)
    for n in (2, 3, 4, 5)
    for s, exp, setup in ((1, ("nobles",), "draft"), (2, ("new_buildings", "nobles"), "draft"))
]


@pytest.fixture(scope="module")
def mp_nobles_games():
    code = [
        "import sys",
        "from core import canon",
        "from core.puerto_rico.simulate import play_random",
        "from core.puerto_rico.endgame import final_score",
        "print(sys.implementation.name)",
    ]
    for n, s, exp, setup in MP_GAMES:
        code.append("st = play_random(%d, %d, checks=True, expansions=%r, setup=%r)" % (n, s, exp, setup))
        code.append("print(canon.dumps(st))")
        code.append("print(canon.dumps(final_score(st)))")
    return run_micropython("\n".join(code) + "\n").splitlines()


@pytest.mark.slow
def test_micropython_really_ran_the_nobles_games(mp_nobles_games):
    assert mp_nobles_games[0] == "micropython"


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(MP_GAMES)))
def test_seeded_nobles_game_identical_on_micropython(mp_nobles_games, i):
    n, s, exp, setup = MP_GAMES[i]
    state = play_random(n, s, checks=True, expansions=exp, setup=setup)
    assert mp_nobles_games[1 + 2 * i] == canon.dumps(state)
    assert mp_nobles_games[2 + 2 * i] == canon.dumps(final_score(state))


def test_simulate_command_plays_nobles():
    r = subprocess.run(
        [
            sys.executable,
            "-m",
            "firmware.cli",
            "simulate",
            "--players",
            "3",
            "--games",
            "2",
            "--expansions",
            "nobles",
        ],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    assert "expansions:       nobles\n" in r.stdout  # no draft without new buildings
