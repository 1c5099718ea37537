"""The move advisor (core.advise): a legal answer for the seat that decides,
the same for the same seed, the state it is handed unchanged, and blind to
what that seat may not see (a hypothesis test shuffles what is hidden).
Nothing here depends on how strong or how fast it is."""

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import advisor, canon, rng

GAMES = (
    ("puerto_rico", 4, {}),
    ("puerto_rico", 3, {"expansions": ("new_buildings", "nobles", "smuggler", "festival")}),
    ("puerto_rico", 2, {"edition": "1897"}),
    ("san_juan", 2, {}),
    ("san_juan", 3, {}),
    ("port_royal", 2, {}),
)
FEW = 6  # iterations: enough to use every part of the search, and quick


@pytest.fixture(autouse=True)
def short_playouts(monkeypatch):
    # Playouts of a few actions: the same code, a test's time.
    for name in core.NAMES:
        monkeypatch.setattr(advisor._advice(name), "DEPTH", 4)


def position(game, players, options, seed, steps):
    # A seeded game after ``steps`` random actions (fewer if it ends first:
    # then the last position with a choice).
    s = core.new_game(players, seed=seed, game=game, **options)
    r = rng.seed_state(seed ^ 0xAD71)
    for _ in range(steps):
        acts = core.legal_actions(s)
        if not acts:
            break
        before = core.copy(s)
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
        if not core.legal_actions(s):
            return before
    return s


def test_levels_are_named_and_growing():
    assert sorted(advisor.LEVELS) == sorted(advisor.ORDER) == ["medium", "quick", "strongest"]
    counts = [advisor.LEVELS[name] for name in advisor.ORDER]
    assert counts == sorted(counts) and counts[0] > 0
    assert advisor.iterations_of("medium") == counts[1]
    with pytest.raises(core.BadInput):
        advisor.iterations_of("grandmaster")


@pytest.mark.parametrize("game,players,options", GAMES)
@pytest.mark.parametrize("steps", [0, 40, 150])
def test_legal_deterministic_and_state_unchanged(game, players, options, steps):
    s = position(game, players, options, 11, steps)
    before = canon.dumps(s)
    a = core.advise(s, iterations=FEW, seed=3)
    assert a in core.legal_actions(s)
    assert canon.dumps(s) == before
    assert core.advise(s, iterations=FEW, seed=3) == a
    core.apply(s, a)  # (the answer is one the game takes)


def test_the_only_choice_is_the_answer():
    s = core.new_game(4, seed=1)
    r = rng.seed_state(1)
    acts = core.legal_actions(s)
    while len(acts) > 1:
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
        acts = core.legal_actions(s)
    assert len(core.legal_actions(s)) == 1
    assert core.advise(s, iterations=FEW, seed=0) == core.legal_actions(s)[0]


@pytest.mark.parametrize("game,players,options", GAMES)
def test_the_prior_keeps_the_rule_bots_top_candidates(game, players, options):
    # a long menu: the TOP actions the strongest rule bot scores highest,
    # in the menu's order; a short one whole
    m = advisor._bots(game)
    top = advisor._advice(game).TOP
    seen = 0
    for steps in range(0, 200, 7):
        s = position(game, players, options, 5, steps)
        acts = core.legal_actions(s)
        if not acts or m.table_decides(s):
            continue
        seat = core.current_player(s)
        base = advisor._public(s, seat)
        cands = advisor._candidates(acts)
        kept = advisor._prior(m, base, seat, acts, cands)
        if len(cands) <= top:
            assert kept == cands
            continue
        seen += 1
        vals = m.scores(m.STRONGEST, base, seat, [acts[i] for i in cands])
        assert len(kept) == top and kept == sorted(kept) and set(kept) <= set(cands)
        worst_kept = min(vals[cands.index(i)] for i in kept)
        assert all(vals[cands.index(i)] <= worst_kept for i in cands if i not in kept)
    assert seen or game == "port_royal"  # (Port Royal's menus are short)


def test_a_finished_game_has_no_advice():
    s = position("san_juan", 2, {}, 5, 0)
    s["phase"] = "over"
    with pytest.raises(core.BadInput):
        core.advise(s, iterations=FEW)


def test_advise_is_loaded_when_first_used():
    import subprocess
    import sys

    from tests.support import ROOT

    code = "import core, sys\ns = core.new_game(2, game='san_juan')\nprint('core.advisor' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, check=True)
    assert out.stdout.split() == ["False"]


# ---- what the seat may not see -----------------------------------------------


def shuffle_hidden(state, seat, draw):
    # Another state the seat cannot tell from ``state``: what is hidden from
    # it reshuffled or redrawn by hypothesis's ``draw``.
    s = core.copy(state)
    s["rng"] = draw(st.integers(min_value=1, max_value=2**32 - 1))
    s["seed"] = draw(st.integers(min_value=0, max_value=2**31 - 1))
    players = s["players"]
    if s["game"] == "puerto_rico":
        s["stock"] = draw(st.permutations(s["stock"]))
        for j in range(len(players)):
            if j != seat:
                players[j]["vp"] = draw(st.integers(min_value=0, max_value=40))
                players[j]["written"] = draw(st.integers(min_value=0, max_value=5))
    elif s["game"] == "san_juan":
        s["tiles"] = draw(st.permutations(s["tiles"]))
        for j in range(len(players)):
            if j != seat:
                players[j]["chapel"] = draw(st.integers(min_value=0, max_value=9))
    return s


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    st.sampled_from(GAMES),
    st.integers(min_value=0, max_value=2**20),
    st.integers(min_value=0, max_value=300),
    st.integers(min_value=0, max_value=2**20),
    st.data(),
)
def test_what_is_hidden_does_not_change_the_answer(game, seed, steps, advise_seed, data):
    name, players, options = game
    s = position(name, players, options, seed, steps)
    seat = core.current_player(s)
    other = shuffle_hidden(s, seat, data.draw)
    a = core.advise(s, iterations=FEW, seed=advise_seed)
    assert core.advise(other, iterations=FEW, seed=advise_seed) == a


def test_the_hidden_parts_are_those_the_seat_views_hide():
    # The advisor's own list of what is hidden is the views' (core.<game>.views):
    # the VP of the others, the plantation order, the tiles, the chapels.
    from core.puerto_rico import views as pr_views
    from core.san_juan import views as sj_views

    s = position("puerto_rico", 4, {}, 2, 200)
    seat = core.current_player(s)
    v = pr_views.seat_view(s, seat)
    hidden = [k for k in s if k not in v]
    assert sorted(hidden) == ["rng", "seed", "stock"]
    t = position("san_juan", 3, {}, 2, 100)
    w = sj_views.seat_view(t, core.current_player(t))
    assert sorted(k for k in t if k not in w) == ["rng", "seed", "tiles"]


# ---- why: a hint's reason as ids and numbers -----------------------------------


def test_why_says_what_the_action_does_for_the_seat():
    s = core.new_game(4, seed=5)
    r = rng.seed_state(9)
    while core.legal_actions(s)[0][0] != "load" or len(core.legal_actions(s)) < 2:
        acts = core.legal_actions(s)
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
    before = canon.dumps(s)
    a = core.legal_actions(s)[0]
    w = advisor.why(s, a)
    assert canon.dumps(s) == before
    ship = s["cargo_ships"][a[2]]
    assert w["kind"] == "captain" and w["action"] == a and w["ship"] == ship[0]
    loaded = ship[0] - ship[2] - w["room"]
    assert loaded > 0 and w["gains"][a[1]] == -loaded
    assert w["gains"]["vp"] >= loaded  # (a chip a barrel, and the captain's)


def test_why_names_a_new_building_and_refuses_an_illegal_action():
    s = core.new_game(2, seed=1, game="san_juan")
    core.apply(s, ["role", "builder"])
    a = [x for x in core.legal_actions(s) if x[0] == "build"][0]
    w = advisor.why(s, a)
    assert w["new"] == [a[1]] and w["gains"]["hand"] < 0
    with pytest.raises(core.BadInput):
        advisor.why(s, ["build", "no_such_building"])


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(GAMES), st.integers(min_value=0, max_value=2**20), st.data())
def test_why_does_not_read_what_is_hidden(game, seed, data):
    name, players, options = game
    s = position(name, players, options, seed, 120)
    seat = core.current_player(s)
    a = core.legal_actions(s)[-1]
    assert advisor.why(shuffle_hidden(s, seat, data.draw), a) == advisor.why(s, a)


@pytest.mark.parametrize("game,players,options", GAMES[:1] + GAMES[3:4] + GAMES[5:])
def test_a_search_told_to_stop_ends_at_its_next_playout(game, players, options):
    # ``stop`` is asked before each future's playouts: a dropped search (an undo, a
    # budget run out) must not keep the CPU busy beside the next one.
    s = position(game, players, options, 5, 40)
    asked = []

    def stop_at_third():
        asked.append(1)
        return len(asked) >= 3

    answer = core.advise(s, iterations=200, seed=3, stop=stop_at_third)
    assert answer in core.legal_actions(s) and len(asked) == 3
    # never saying stop changes nothing: the seeded answer
    never = []
    assert core.advise(s, iterations=FEW, seed=3, stop=lambda: never.append(1) and False) == core.advise(
        s, iterations=FEW, seed=3
    )
    assert len(never) >= 1
