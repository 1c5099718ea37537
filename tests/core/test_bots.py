"""core.bots: the rule-based bots of every game. Each returns one of the
legal actions, the same for the same state and seed, leaves the state as
it was, and reads only what its seat may know. The action-value bot's
choices in a few positions checked by hand against the rules (its
behaviour, never its strength: strength is scripts/bench_tournament.py's)."""

import pytest
from hypothesis import example, given, settings, strategies as st

import core
import core.bots as bots
from core import canon, rng
from tests.support import scenario as sc

ALL_FOUR = ("new_buildings", "nobles", "smuggler", "festival")
GAMES = (
    ("puerto_rico", {}),
    ("puerto_rico", {"expansions": ("new_buildings",)}),
    ("puerto_rico", {"expansions": ("nobles",)}),
    ("puerto_rico", {"expansions": ("smuggler",)}),
    ("puerto_rico", {"expansions": ("festival",)}),
    ("puerto_rico", {"expansions": ALL_FOUR}),
    ("puerto_rico", {"tiles": "physical"}),
    ("san_juan", {}),
    ("san_juan", {"tiles": "physical"}),
    ("port_royal", {}),
    ("port_royal", {"version": 2}),
)


def _checked_seat(name, seed):
    # A seat played by bot ``name`` that checks every answer on the way:
    # legal, the state unchanged, the same answer again.
    def seat(state):
        before = canon.dumps(state)
        acts = core.legal_actions(state)
        a = bots.decide(name, state, seed)
        assert a in acts
        assert canon.dumps(state) == before
        assert bots.decide(name, state, seed) == a
        return a

    return seat


@settings(max_examples=12, deadline=None)
@given(st.sampled_from(GAMES), st.integers(2, 4), st.integers(0, 2**31), st.data())
def test_every_bot_plays_whole_games_legally(game, players, seed, data):
    name, options = game
    state = core.new_game(players, seed=seed, game=name, **options)
    # each seat its own bot of the game's (random ones among them)
    seats = [_checked_seat(data.draw(st.sampled_from(bots.names(name))), seed + k) for k in range(players)]
    bots.play(state, seats, seed)
    assert core.is_over(state)


@pytest.mark.slow
@settings(max_examples=60, deadline=None)
@given(st.sampled_from(GAMES), st.integers(2, 5), st.integers(0, 2**31), st.data())
def test_every_bot_plays_whole_games_legally_many(game, players, seed, data):
    name, options = game
    if name == "san_juan" and players == 5:
        players = 4
    state = core.new_game(players, seed=seed, game=name, **options)
    seats = [_checked_seat(data.draw(st.sampled_from(bots.names(name))), seed + k) for k in range(players)]
    bots.play(state, seats, seed)
    assert core.is_over(state)


def _midgame(name, players, seed, steps, **options):
    state = core.new_game(players, seed=seed, game=name, **options)
    r = rng.seed_state(seed)
    while steps and core.legal_actions(state):
        acts = core.legal_actions(state)
        if bots.table_decides(state):
            a = bots.table_action(state, seed)
        else:
            r, i = rng.below(r, len(acts))
            a = acts[i]
        core.apply(state, a, acts)
        steps -= 1
    return state


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(("puerto_rico", "san_juan", "port_royal")), st.integers(0, 2**31), st.integers(0, 300))
def test_a_bot_is_deterministic_for_a_seed_and_a_copy(name, seed, steps):
    state = _midgame(name, 4 if name == "puerto_rico" else 2, seed, steps)
    if core.is_over(state) or bots.table_decides(state):
        return
    for b in bots.names(name):
        a = bots.decide(b, state, seed)
        assert bots.decide(b, core.copy(state), seed) == a


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**31), st.integers(0, 400), st.integers(0, 2**31))
# found by hypothesis: a face-up plantation against the hacienda's draw,
# valued on a copy that drew from the stack's real (hidden) order
@example(seed=1093267, steps=280, shuffle_seed=0)
@example(seed=1060, steps=132, shuffle_seed=0)
def test_puerto_rico_bots_never_read_hidden_things(seed, steps, shuffle_seed):
    # Other players' VP and the plantation stack's order are hidden: the
    # bots answer the same whatever they are.
    state = _midgame("puerto_rico", 4, seed, steps)
    if core.is_over(state):
        return
    me = core.current_player(state)
    other = core.copy(state)
    other["stock"] = list(reversed(other["stock"]))
    rng.shuffle(rng.seed_state(shuffle_seed), other["stock"])
    for q in range(4):
        if q != me:
            other["players"][q]["vp"] += (shuffle_seed >> q) % 7
            other["players"][q]["written"] += (shuffle_seed >> (q + 3)) % 3
    for b in bots.names("puerto_rico"):
        assert bots.decide(b, other, seed) == bots.decide(b, state, seed), b


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31), st.integers(0, 150), st.integers(0, 2**31))
def test_san_juan_bot_never_reads_the_tiles_stack(seed, steps, shuffle_seed):
    state = _midgame("san_juan", 2, seed, steps)
    if core.is_over(state) or bots.table_decides(state):
        return
    other = core.copy(state)
    rng.shuffle(rng.seed_state(shuffle_seed), other["tiles"])
    assert bots.decide("rule", other, seed) == bots.decide("rule", state, seed)


def test_an_unknown_bot_or_an_ended_game_is_refused():
    s = core.new_game(4, seed=1)
    with pytest.raises(ValueError):
        bots.decide("rule", s)  # a San Juan bot, not Puerto Rico's
    from core.puerto_rico import simulate

    with pytest.raises(ValueError):
        bots.decide("random", simulate.play_random(4, 1))


def test_the_table_draws_port_royal_cards_a_seat_only_reveals():
    # A seat says "reveal"; the kind of card comes from the table's model.
    s = core.new_game(2, seed=3, game="port_royal", version=2)
    a = bots.decide("rule", s, 0)
    assert a[0] == "reveal"
    kinds = set()
    for seed in range(40):
        kinds.add(bots.resolve(s, a, seed)[1])
    assert {"ship", "character"} <= kinds
    assert bots.resolve(s, ["stop"], 0) == ["stop"]


# ---- the action-value bot in positions checked by hand ------------------------


def test_action_value_builds_a_free_building_that_gives_vp():
    # Builder phase, the picker (privilege: 1 off) has no doubloons: the
    # cost-1 buildings (small indigo plant, small market) are free and
    # worth 1 VP each; nothing else is open. He builds one of them rather
    # than pass (§5.3).
    s = sc.game(4, seed=2)
    for pl in s["players"]:
        pl["doubloons"] = 0
    sc.pick(s, 0, "builder")
    acts = core.legal_actions(s)
    assert sorted(a[1] for a in acts if a[0] == "build") == ["small_indigo_plant", "small_market"]
    assert ["pass"] in acts
    for seed in range(5):
        assert bots.decide("action_value", s, seed)[0] == "build"


def test_action_value_ships_the_kind_that_scores_most():
    # Captain: 1 corn or 4 coffee, every ship empty and big enough: the
    # coffee scores 4 VP now, the corn 1 (§5.6: each barrel 1 VP).
    s = sc.game(4, seed=2)
    sc.give(s, 0, corn=1, coffee=4)
    sc.pick(s, 0, "captain")
    acts = core.legal_actions(s)
    assert any(a[1] == "corn" for a in acts if a[0] == "load")
    assert bots.decide("action_value", s, 0)[:2] == ["load", "coffee"]


def test_action_value_sells_its_dearest_good():
    # Trader: corn sells for 0 (+1 privilege), coffee for 4 (+1) (§5.5).
    s = sc.game(4, seed=2)
    sc.give(s, 0, corn=1, coffee=1)
    sc.pick(s, 0, "trader")
    assert bots.decide("action_value", s, 0) == ["sell", "coffee"]


def test_action_value_takes_the_mayor_privilege_early():
    # Round 1, the supply has colonists: the extra colonist costs nothing.
    s = sc.game(4, seed=2)
    sc.pick(s, 0, "mayor")
    assert core.legal_actions(s)[:2] == [["privilege"], ["decline"]]
    assert bots.decide("action_value", s, 0) == ["privilege"]


def test_action_value_picks_a_role_that_pays_it_when_only_it_has_goods():
    # Only seat 0 holds barrels (3 coffee), the trading house is empty and
    # every ship too: a trader or captain pick is worth most to him, and
    # nothing to the others (§5.5, §5.6).
    s = sc.game(4, seed=2)
    sc.give(s, 0, coffee=3)
    assert bots.decide("action_value", s, 0)[1] in ("trader", "captain")


def _containers(obj, acc):
    if type(obj) in (dict, list):
        acc.add(id(obj))
        for x in obj.values() if type(obj) is dict else obj:
            _containers(x, acc)
    return acc


@settings(max_examples=25, deadline=None)
@given(
    players=st.integers(2, 5),
    seed=st.integers(0, 10**6),
    steps=st.integers(0, 400),
    edition=st.sampled_from(["classic", "1897"]),
    expansions=st.sampled_from([(), ("nobles",), ("new_buildings", "smuggler", "festival")]),
)
def test_puerto_rico_copy_state_is_core_copy_sharing_nothing(players, seed, steps, edition, expansions):
    # the search's faster copy (core/puerto_rico/bots.py): the same state,
    # no container shared with the original, at any point of a game
    opts = {"expansions": expansions} if expansions else {"edition": edition}
    if players == 5 and expansions:
        players = 4
    s = _midgame("puerto_rico", players, seed, steps, **opts)
    from core.puerto_rico import bots as pr_bots

    c = pr_bots.copy_state(s)
    assert canon.dumps(c) == canon.dumps(s)
    assert not (_containers(c, set()) & _containers(s, set()))


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 10**6), steps=st.integers(0, 400))
def test_puerto_rico_best_build_prices_as_the_builder_does(players, seed, steps):
    # _best_build's inlined base-game price is roles/builder.py's price
    from core.puerto_rico import bots as pr_bots, data
    from core.puerto_rico.roles.builder import price
    from core.puerto_rico.state import city_spaces

    s = _midgame("puerto_rico", players, seed, steps)
    w = pr_bots.WEIGHTS["action_value"]
    left = pr_bots.stage(s)
    for p in range(players):
        pl = s["players"][p]
        for off in (0, 1):
            want = 0
            for b in s["buildings"]:
                row = data.BUILDINGS[b]
                if s["buildings"][b] <= 0 or b in pl["city"]:
                    continue
                if (2 if row[data.KIND] == "large" else 1) > 12 - city_spaces(pl):
                    continue
                cost = max(0, price(s, p, b) - off)
                if cost > pl["doubloons"]:
                    continue
                v = row[data.VP] * w["bvp"] + pr_bots.USE.get(b, 6) * w["use"] * left // 100
                if row[data.GOOD] is not None:
                    t = pl["island"].get(row[data.GOOD])
                    have = min(t[0] if t else 0, row[data.CIRCLES])
                    v += have * pr_bots.PRODUCE[row[data.GOOD]] * w["prod"] * left // 100
                if row[data.KIND] == "large":
                    v += 20 * w["bvp"] // 10
                v -= cost * w["money"] * (4 + left) // 14
                want = max(want, v)
            assert pr_bots._best_build(s, p, pl, off, w, left) == want
