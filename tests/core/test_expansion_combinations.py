"""Every combination of the expansions the core plays
(``new_buildings.EXPANSIONS``), at 2-5 players: random legal games conserve
every piece and end, records replay, illegal actions change nothing, the
views keep VP secret, and seeded games with all of them are byte-identical
under MicroPython. Each expansion's own rules have their own test file;
this one checks they hold together."""

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

import core
from core import canon, record
from core.puerto_rico.expansions import new_buildings
from core.puerto_rico.endgame import final_score
from core.puerto_rico.invariants import check
from core.puerto_rico.simulate import play_random, random_walk
from core.puerto_rico.views import SECRET_EVENTS, public_view, seat_view

from tests.support.refused import assert_refused_unchanged
from tests.support.micropython.harness import run_micropython

ALL = new_buildings.EXPANSIONS


def _subsets(names):
    out = [()]
    for e in names:
        out += [s + (e,) for s in out]
    return [s for s in out if s]


COMBINATIONS = _subsets(ALL)
COMBOS = st.sampled_from(COMBINATIONS)
PLAYERS = st.sampled_from([2, 3, 4, 5])
SEEDS = st.integers(min_value=0, max_value=2**31 - 1)
SETUPS = st.sampled_from(list(new_buildings.SETUPS))


def _assert_ended_whole(state, players):
    assert core.is_over(state)
    assert state["end"], "a game ends only through a trigger"
    assert check(state) == []
    assert all(p["doubloons"] >= 0 for p in state["players"])
    assert len(final_score(state)["players"]) == players


def test_every_combination_is_offered():
    # 2^n - 1 non-empty sets, each in the canonical order of EXPANSIONS
    assert len(COMBINATIONS) == 2 ** len(ALL) - 1
    for combo in COMBINATIONS:
        s = core.new_game(3, seed=1, expansions=tuple(reversed(combo)), setup="random")
        assert s["expansions"] == list(combo)


@pytest.mark.slow
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(combo=COMBOS, players=PLAYERS, seed=SEEDS)
# a hacienda's drawn tile: the seat's own step, the other seats see it too
@example(combo=("new_buildings", "nobles"), players=3, seed=89606)
def test_the_seeks_skip_only_seats_without_a_choice(combo, players, seed):
    # The phases skip a seat when its cheap has_choice test is false: at
    # every step, for every seat, it must agree with the menu itself.
    from core.puerto_rico.roles import builder, captain, settler, trader

    seeks = {
        "settler": settler.has_choice,
        "builder": builder.has_choice,
        "trader": trader.has_choice,
        "captain": captain.can_load,
    }
    state = core.new_game(players, seed=seed, expansions=combo, setup="random")
    looked = 0
    for step in range(0, 2000, 7):
        random_walk(state, 7, seed + step)
        if core.is_over(state):
            break
        has_choice = seeks.get(state["phase"])
        pd = state["phase_data"]
        if has_choice is None or state["draw"] is not None or pd.get("land_office"):
            continue
        if "returned" in pd or "paying" in pd or "drawn" in pd:
            continue  # a seat's own step inside its turn (a hacienda's drawn tile too)
        if "festival" in state and "placing" in state["festival"]:
            continue
        turn = state["turn"]
        for p in range(players):
            state["turn"] = p
            # a choice: anything but passing or moving a guest
            menu = [a for a in core.legal_actions(state) if a[0] not in ("pass", "guest")]
            assert bool(has_choice(state)) == bool(menu), (state["phase"], p, menu)
            looked += 1
        state["turn"] = turn
    assert core.is_over(state) or looked


@pytest.mark.slow
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(combo=COMBOS, players=PLAYERS, seed=SEEDS, setup=SETUPS)
def test_every_combination_conserves_everything_and_ends(combo, players, seed, setup):
    state = play_random(players, seed, expansions=combo, setup=setup, checks=True)
    _assert_ended_whole(state, players)


@pytest.mark.slow
@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    combo=COMBOS,
    players=PLAYERS,
    seed=SEEDS,
    setup=SETUPS,
    edition=st.sampled_from(["classic", "1897"]),
    tiles=st.sampled_from(["shuffle", "physical"]),
)
def test_thousands_of_combined_games_conserve_everything_and_end(combo, players, seed, setup, edition, tiles):
    state = core.new_game(players, seed=seed, edition=edition, tiles=tiles, expansions=combo, setup=setup)
    random_walk(state, 50000, seed, checks=True)
    _assert_ended_whole(state, players)


@settings(max_examples=30, deadline=None)
@given(combo=COMBOS, players=PLAYERS, seed=SEEDS, setup=SETUPS)
def test_combined_records_replay_to_the_same_state(combo, players, seed, setup):
    acts = []
    state = play_random(players, seed, expansions=combo, setup=setup, record=acts)
    lines = [record.header_line(state)] + [record.action_line(a) for a in acts]
    again = record.replay(lines)
    assert canon.dumps(again) == canon.dumps(state)


@settings(max_examples=40, deadline=None)
@given(
    combo=COMBOS,
    players=PLAYERS,
    seed=SEEDS,
    stop=st.integers(0, 600),
    other=st.integers(0, 600),
)
def test_actions_legal_elsewhere_are_refused_here_and_change_nothing(combo, players, seed, stop, other):
    # the actions of another moment of a similar game: every kind the
    # combination has, offered at the wrong time
    state = random_walk(core.new_game(players, seed=seed, expansions=combo, setup="draft"), stop, seed)
    elsewhere = random_walk(
        core.new_game(players, seed=seed + 1, expansions=combo, setup="draft"), other, seed
    )
    assert_refused_unchanged(state, core.legal_actions(elsewhere)[:12])


@settings(max_examples=40, deadline=None)
@given(combo=COMBOS, players=PLAYERS, seed=SEEDS, stop=st.integers(0, 500))
def test_combined_views_never_show_secret_vp(combo, players, seed, stop):
    state = random_walk(core.new_game(players, seed=seed, expansions=combo, setup="random"), stop, seed + 1)
    if core.is_over(state):
        return  # the final score shows everyone's VP
    board = public_view(state)
    assert all("vp" not in p and "written" not in p for p in board["players"])
    assert all(e[0] not in SECRET_EVENTS for e in board["events"])
    for seat in range(players):
        v = seat_view(state, seat)
        assert all(("vp" in p) == (i == seat) for i, p in enumerate(v["players"]))
        assert all(e[0] not in SECRET_EVENTS or e[1] == seat for e in v["events"])


MP_GAMES = [(n, seed, setup) for n in (2, 3, 4, 5) for seed, setup in ((11, "draft"), (12, "random"))]


@pytest.fixture(scope="module")
def mp_all_expansions():
    code = [
        "from core import canon",
        "from core.puerto_rico.simulate import play_random",
        "from core.puerto_rico.endgame import final_score",
    ]
    for n, seed, setup in MP_GAMES:
        code.append("st = play_random(%d, %d, checks=True, expansions=%r, setup=%r)" % (n, seed, ALL, setup))
        code.append("print(canon.dumps(st))")
        code.append("print(canon.dumps(final_score(st)))")
    return run_micropython("\n".join(code) + "\n").splitlines()


@pytest.mark.slow
@pytest.mark.parametrize("i", range(len(MP_GAMES)))
def test_games_with_every_expansion_are_identical_on_micropython(mp_all_expansions, i):
    n, seed, setup = MP_GAMES[i]
    state = play_random(n, seed, expansions=ALL, setup=setup, checks=True)
    assert mp_all_expansions[2 * i] == canon.dumps(state)
    assert mp_all_expansions[2 * i + 1] == canon.dumps(final_score(state))


@settings(max_examples=30, deadline=None)
@given(combo=COMBOS, players=PLAYERS, seed=SEEDS, setup=SETUPS)
def test_the_final_score_is_doubloon_score_of_the_end_sheet(combo, players, seed, setup):
    # the sheet goes through JSON as `doubloon score` reads it from a file
    import json

    from core.puerto_rico.endgame import sheet
    from core.scoring import score

    state = play_random(players, seed, expansions=combo, setup=setup)
    assert score(json.loads(json.dumps(sheet(state)))) == final_score(state)
