"""San Juan's ledger of moves (core/san_juan/ledger.py, docs/moves.md,
issue 30): a model of the physical table that changes only by the
ledger's moves holds, after the set-up and after every decision of seeded
games, exactly the device's counts (deck, discard pile, hands, cities,
goods, chapels, role cards, governor card, trading-house tiles), and each
decision's reverse moves put it back. A planted wrong move makes the model
drift: the check can fail."""

import copy

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import core
import core.ledger
from core import rng
from core.san_juan import apply, data, ledger
from core.san_juan.simulate import _build_first
from core.san_juan.state import new_game
from tests.core.test_san_juan_rules import game, give
from tests.support.table_model import Drift, TableModel, follow

VARIANTS = ("standard", "deal")
# record versions a game plays (core.san_juan.RECORD_VERSIONS; the deal
# variant from version 4)
VERSIONS = (1, 2, 3, 4, 7, 8)


def sj_game(players, seed, variant="standard", version=None):
    if version is None:
        return new_game(players, seed, variant=variant)
    return new_game(players, seed, version=version, end_check=version >= 3, variant=variant)


# decisions a random game plays at most: a record older than version 7
# plays on when every card is locked in a city (core.san_juan.flow, the
# stall), a random game may then pick roles for ever
LIMIT = 2500


def random_player(seed, build_first=False):
    """A callable state -> action: random legal choices from their own
    stream (as core.san_juan.simulate), None when nothing is left or
    after LIMIT decisions."""
    r = [rng.seed_state(seed ^ 0x5EED)]

    def act(state):
        acts = core.legal_actions(state)
        if not acts or state["step"] >= LIMIT:
            return None
        r[0], i = rng.below(r[0], len(acts))
        if build_first:
            r[0], i = _build_first(r[0], acts, i)
        return acts[i]

    return act


def chosen(picks):
    """A callable playing the i-th legal choice for each i of ``picks``
    (modulo the menu's length), then stopping: hypothesis shrinks the
    list to the shortest game that breaks the model."""
    it = iter(picks)

    def act(state):
        acts = core.legal_actions(state)
        i = next(it, None)
        if not acts or i is None:
            return None
        return acts[i % len(acts)]

    return act


def table_at(state):
    """A model table laid out as the device holds ``state`` (for a
    position built by hand, which no set-up reaches)."""
    model = TableModel.__new__(TableModel)
    model.ledger, model.unlimited = ledger, set()
    model.places = dict(ledger.holdings(state))
    return model


def played(state, action):
    """Apply ``action``; its moves, checked on a model table."""
    before = copy.deepcopy(state)
    model = table_at(state)
    apply(state, action)
    mv = core.ledger.moves(before, state)
    model.apply(mv, repr(action))
    model.check(state, repr(action))
    return mv


# ---- the set-up ------------------------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", VARIANTS)
def test_setup_takes_every_piece_from_the_box(players, variant):
    s = sj_game(players, 3, variant)
    model = TableModel(ledger, s)
    model.apply(core.ledger.setup_moves(s), "set-up")
    model.check(s, "set-up")
    # the whole box is used whatever the player count: nothing left in it
    assert {k: n for k, n in model.places.items() if k[0] == "box" and n} == {}
    hands = [model.places[("hand", p, None, "card", None)] for p in range(players)]
    assert hands == [data.HAND] * players
    assert model.places[("city", players - 1, "indigo_plant", "card", None)] == 1
    extra = players * (players + 1) // 2 if variant == "deal" else 0
    assert model.places.get(("discard", None, None, "card", None), 0) == extra


def test_setup_deal_variant_deals_four_plus_seat_and_discards_the_rest():
    mv = core.ledger.setup_moves(sj_game(3, 1, "deal"))
    deals = [(m["player"], m["n"]) for m in mv if m["from"] == "deck" and m["to"] == "hand"]
    assert deals == [(0, 5), (1, 6), (2, 7)]
    discards = [(m["player"], m["n"]) for m in mv if m["from"] == "hand" and m["to"] == "discard"]
    assert discards == [(0, 1), (1, 2), (2, 3)]
    # the indigo plants are out before the rest is shuffled into the deck
    first_deck = [i for i in range(len(mv)) if mv[i]["to"] == "deck"][0]
    assert all(mv[i]["to"] != "city" for i in range(first_deck, len(mv)))
    assert mv[first_deck]["n"] == data.DECK - 3


# ---- seeded games on the model table ------------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("variant", VARIANTS)
def test_random_games_keep_the_table_with_the_device(players, variant):
    for seed in (1, 2):
        s = sj_game(players, seed, variant)
        follow(s, random_player(seed, build_first=seed == 2))
        assert core.is_over(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_physical_tiles_keep_the_table_with_the_device(players):
    # version 8, the table's own trading-house tiles: the trader says which
    # one he turned up; the same tile moves either way
    for seed in (1, 2):
        s = new_game(players, seed, tiles="physical")
        follow(s, random_player(seed, build_first=seed == 2))
        assert core.is_over(s)


@pytest.mark.parametrize("version", VERSIONS)
def test_every_record_version_keeps_the_table_with_the_device(version):
    # the older records replay as they were played (every councillor draw
    # automatic, no count at the end before version 3): their moves too
    s = sj_game(3, version, "deal" if version >= 4 else "standard", version)
    follow(s, random_player(version, build_first=True))
    assert core.is_over(s)


@settings(max_examples=12, derandomize=True, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4]),
    variant=st.sampled_from(VARIANTS),
    seed=st.integers(0, 2**31 - 1),
    picks=st.lists(st.integers(0, 63), max_size=400),
)
def test_hypothesis_finds_no_game_that_breaks_the_table(players, variant, seed, picks):
    follow(sj_game(players, seed, variant), chosen(picks))


@pytest.mark.slow
@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4]),
    variant=st.sampled_from(VARIANTS),
    version=st.sampled_from(VERSIONS),
    seed=st.integers(0, 2**31 - 1),
    picks=st.lists(st.integers(0, 63), max_size=600),
)
def test_hypothesis_searches_longer_games(players, variant, version, seed, picks):
    if version < 4:
        variant = "standard"
    follow(sj_game(players, seed, variant, version), chosen(picks))


@pytest.mark.slow
def test_two_thousand_games_keep_the_table_with_the_device():
    # 2,000 whole games (with the 300 above: CI plays 2,300): every player
    # count, both variants, the newest and the older record versions; half
    # with builds first (games of real length), one in 8 checking its undos
    # (the undo costs a copy of the table at every decision)
    games = ended = 0
    for seed in range(2000):
        players = 2 + seed % 3
        version = (7, 7, 4, 3, 2)[seed % 5]
        variant = VARIANTS[(seed // 3) % 2] if version >= 4 else "standard"
        s = sj_game(players, seed, variant, version)
        follow(s, random_player(seed, build_first=seed % 2 == 0), check_undo=seed % 8 == 0)
        assert core.is_over(s) or s["step"] >= LIMIT, seed
        games += 1
        ended += core.is_over(s)
    assert games == 2000 and ended >= 1990


# ---- a wrong move is caught -----------------------------------------------------------------------


def test_a_dropped_move_makes_the_table_drift(monkeypatch):
    real = ledger.moves

    def dropped(before, state):
        mv = real(before, state)
        return [m for m in mv if not (m["from"] == "deck" and m["to"] == "hand")]

    monkeypatch.setattr(ledger, "moves", dropped)
    with pytest.raises(Drift, match="drifted|takes"):
        follow(sj_game(3, 5), random_player(5), check_undo=False)


def test_a_changed_count_makes_the_table_drift(monkeypatch):
    real = ledger.moves

    def changed(before, state):
        mv = real(before, state)
        for m in mv:
            if m["to"] == "discard" and m["n"] > 1:
                m["n"] -= 1
        return mv

    monkeypatch.setattr(ledger, "moves", changed)
    with pytest.raises(Drift):
        follow(sj_game(4, 6), random_player(6), check_undo=False)


def test_a_wrong_setup_count_makes_the_table_drift(monkeypatch):
    real = ledger.setup_moves

    def wrong(state):
        mv = real(state)
        for m in mv:
            if m["to"] == "deck":
                m["n"] -= 1  # one card left in the box
        return mv

    monkeypatch.setattr(ledger, "setup_moves", wrong)
    with pytest.raises(Drift, match="set-up"):
        follow(sj_game(2, 1), random_player(1))


def test_a_move_taking_more_than_the_table_holds_is_caught():
    model = TableModel(ledger, sj_game(2, 1))
    with pytest.raises(Drift, match="takes 111"):
        model.apply([{"n": 111, "piece": "card", "from": "box", "to": "deck"}], "planted")


# ---- each move as the table makes it -----------------------------------------------------------


def test_role_card_taken_then_returned_and_governor_card_passed():
    s = game(2)
    mv = played(s, ["role", "councillor"])
    assert mv[0] == {
        "n": 1,
        "piece": "role",
        "kind": "councillor",
        "from": "roles",
        "to": "player",
        "player": 0,
    }
    plan = [["role", "prospector"], ["role", "builder"]]
    while s["round"] == 1:
        mv = played(s, plan.pop(0) if s["phase"] == "roles" else core.legal_actions(s)[-1])
    back = [m for m in mv if m["piece"] == "role"]
    assert sorted((m["kind"], m["player"]) for m in back) == [
        ("builder", 0),
        ("councillor", 0),
        ("prospector", 1),
    ]
    assert all(m["from"] == "player" and m["to"] == "roles" for m in back)
    gov = [m for m in mv if m["piece"] == "governor"]
    assert gov == [
        {"n": 1, "piece": "governor", "from": "player", "to": "player", "player": 0, "to_player": 1}
    ]


def test_councillor_draws_keeps_and_discards_the_rest():
    s = game(3)
    mv = played(s, ["role", "councillor"])
    assert mv[1:] == []  # version 8: the picker is asked, like every seat
    mv = played(s, ["draw"])
    assert [(m["n"], m["from"], m["to"]) for m in mv] == [
        (5, "deck", "drawn"),
        (1, "drawn", "hand"),
        (4, "drawn", "discard"),
    ]
    assert {m["player"] for m in mv} == {0}


def test_councillor_with_an_archive_discards_from_the_whole_hand():
    s = game(3)
    give(s, 0, "archive")
    played(s, ["role", "councillor"])
    mv = played(s, ["draw"])
    assert [(m["n"], m["from"], m["to"]) for m in mv] == [(5, "deck", "hand"), (4, "hand", "discard")]


def test_builder_pays_from_the_hand_and_builds_from_it():
    s = game(3)
    give(s, 0, "black_market", hand=6, sugar=0)
    s["players"][0]["buildings"].append("sugar_mill")
    s["players"][0]["goods"]["sugar"] = 1
    s["deck"] -= 2
    played(s, ["role", "builder"])
    played(s, ["build", "tobacco_storage"])  # 3 - 1: 2 to pay
    mv = played(s, ["goods", "sugar"])
    mv += played(s, ["pay"]) if s["phase_data"].get("ask") == "goods" else []
    assert [(m["n"], m["from"], m["to"], m.get("to_spot"), m.get("from_spot")) for m in mv] == [
        (1, "hand", "city", "tobacco_storage", None),
        (1, "hand", "discard", None, None),
        (1, "goods", "discard", None, "sugar"),
    ]


@pytest.mark.parametrize("version,to", [(None, "removed"), (7, "discard")])
def test_the_crane_s_covered_building_leaves_the_game(version, to):
    # rules 6, « retiré du jeu »: from record version 8 the covered card
    # leaves the game (a pile apart); earlier records replay as played,
    # onto the discard pile
    s = game(3) if version is None else new_game(["A", "B", "C"], 7, version=version)
    give(s, 0, "crane", "sugar_mill", hand=6, sugar=1)
    played(s, ["role", "builder"])
    played(s, ["build", "coffee_roaster"])
    mv = played(s, ["cover", "sugar_mill"])
    assert [(m["n"], m["from"], m["to"], m.get("from_spot"), m.get("to_spot")) for m in mv] == [
        (1, "goods", "discard", "sugar", None),
        (1, "hand", "city", None, "coffee_roaster"),
        (1, "hand", "discard", None, None),  # 4 - 1 privilege - 2 sugar mill
        (1, "city", to, "sugar_mill", None),
    ]


def test_crane_covered_is_the_only_move_of_the_covered_card():
    out = []
    ledger.crane_covered(out, 2, "quarry")
    ledger.crane_covered(out, 2, "well", "discard")
    assert out == [
        {"n": 1, "piece": "card", "from": "city", "to": "removed", "player": 2, "from_spot": "quarry"},
        {"n": 1, "piece": "card", "from": "city", "to": "discard", "player": 2, "from_spot": "well"},
    ]


def test_producer_trader_and_the_tile():
    s = game(3)
    mv = played(s, ["role", "producer"])
    mv += played(s, ["produce", "indigo"])
    assert mv[-1] == {
        "n": 1,
        "piece": "card",
        "from": "deck",
        "to": "goods",
        "player": 0,
        "to_spot": "indigo",
    }
    while s["phase"] != "roles":
        played(s, core.legal_actions(s)[0])
    mv = played(s, ["role", "trader"])
    assert {"n": 1, "piece": "tile", "from": "tiles", "to": "turned_up"} in mv
    mv = played(s, ["sell", "indigo"])
    assert mv == [
        {"n": 1, "piece": "card", "from": "goods", "to": "discard", "player": 1, "from_spot": "indigo"},
        {"n": 1, "piece": "card", "from": "deck", "to": "hand", "player": 1},
    ]
    while s["phase"] == "trader":
        mv = played(s, core.legal_actions(s)[-1])
    assert {"n": 1, "piece": "tile", "from": "turned_up", "to": "tiles"} in mv


def test_reshuffle_moves_the_discard_pile_before_the_draw():
    s = game(2)
    s["discard"] += s["deck"]
    s["deck"] = 0
    piles = s["discard"]
    played(s, ["role", "prospector"])
    mv = played(s, ["draw"])  # version 8: the picker is asked
    assert [(m["n"], m["from"], m["to"]) for m in mv] == [(piles, "discard", "deck"), (1, "deck", "hand")]


def test_prospector_and_gold_mine():
    s = game(2)
    give(s, 1, "gold_mine")
    played(s, ["role", "prospector"])
    mv = played(s, ["draw"])
    assert mv[0] == {"n": 1, "piece": "card", "from": "deck", "to": "hand", "player": 0}
    mv = played(s, ["gold_mine", "keep"])
    assert [(m["n"], m["from"], m["to"], m["player"]) for m in mv] == [
        (4, "deck", "drawn", 1),
        (1, "drawn", "hand", 1),
        (3, "drawn", "discard", 1),
    ]


def test_chapel_and_hand_limit_at_the_round_start():
    s = game(2)
    give(s, 1, "chapel", hand=9)
    played(s, ["role", "prospector"])
    played(s, ["draw"])
    played(s, ["role", "councillor"])
    while s["phase"] != "roles" or s["picks"] != 2:
        played(s, core.legal_actions(s)[-1])
    played(s, ["role", "trader"])
    while s["phase"] != "chapel":
        played(s, core.legal_actions(s)[-1])
    assert s["turn"] == 1
    hand = s["players"][1]["hand"]
    mv = played(s, ["chapel"])
    assert mv == [
        {"n": 1, "piece": "card", "from": "hand", "to": "chapel", "player": 1},
        {"n": hand - 1 - 7, "piece": "card", "from": "hand", "to": "discard", "player": 1},
    ]


def test_end_count_takes_from_the_discard_pile_then_the_deck():
    # the count's event hides the chapel's number and the goods' kinds:
    # the moves come from the states
    s = game(2)
    give(s, 0, "chapel", "sugar_mill", "coffee_roaster")
    s["discard"], s["deck"] = 3, s["deck"] - 3
    s["end"] = True
    from core.san_juan.flow import end_game

    end_game(s)
    hand = s["players"][0]["hand"]
    mv = played(s, ["count", "chapel", 5])
    assert [(m["n"], m["from"], m["to"]) for m in mv] == [(3, "discard", "chapel"), (2, "deck", "chapel")]
    mv = played(s, ["count", "goods", 2])
    assert [(m["n"], m["from"], m["to"], m.get("to_spot")) for m in mv] == [
        (1, "deck", "goods", "indigo"),
        (1, "deck", "goods", "sugar"),
    ]
    mv = played(s, ["count", "goods", 1])
    assert mv == [
        {"n": 1, "piece": "card", "from": "goods", "to": "discard", "player": 0, "from_spot": "sugar"}
    ]
    mv = played(s, ["count", "hand", hand - 2])
    assert mv == [{"n": 2, "piece": "card", "from": "hand", "to": "discard", "player": 0}]
    mv = played(s, ["confirm"])
    assert mv == []


def test_holdings_count_every_card_once():
    s = sj_game(4, 9, "deal")
    follow(s, random_player(9, build_first=True), check_undo=False)
    cards = sum(n for k, n in ledger.holdings(s).items() if k[3] == "card")
    assert cards == data.DECK
    roles = sum(n for k, n in ledger.holdings(s).items() if k[3] == "role")
    assert roles == len(data.ROLES)


def test_docs_name_every_word():
    from tests.support import ROOT
    import os

    with open(os.path.join(ROOT, "docs", "moves.md"), encoding="utf-8") as f:
        text = f.read()
    section = text[text.index("## San Juan") :]
    for word in ledger.PIECES + ledger.PLACES + data.ROLES:
        assert "`" + word + "`" in section, word
    for place in ledger.PLAYER_PLACES:
        assert "| `" + place + "` | yes |" in section, place
