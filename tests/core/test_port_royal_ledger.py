"""Issue 30, Port Royal: the ledger of moves (core/port_royal/ledger.py,
docs/moves.md) against a model of the physical table
(tests/support/table_model.py). Every piece is a card: the model starts
with the box's 120 and changes only by the ledger's moves; after the
set-up and every decision of seeded games (2-5 players, both variants,
record versions 2 and 5) it holds what the device holds, and each
decision's reverse moves put it back."""

import os

import pytest
from hypothesis import given, settings, strategies as st

import core
import core.ledger
from core import canon, rng
from core.port_royal import ledger
from core.port_royal.data import CARDS
from tests.core.test_port_royal_scenario import (
    game,
    play,
    reveal_ship,
    reveal_character,
    hire_values,
    expedition,
    tax,
    ship,
    character,
)
from tests.support import ROOT, quick_few
from tests.support.table_model import Drift, follow

CONFIGS = [(n, v, ver) for n in (2, 3, 4, 5) for v in ("standard", "expedition") for ver in (2, 5)]
QUICK = [(2, "standard", 5), (3, "expedition", 5), (4, "standard", 2), (5, "expedition", 2)]
A, B, C = 0, 1, 2


def picker(seed):
    # core.port_royal.simulate's random player (its own xorshift stream,
    # seeded as play_random seeds it): the same games as play_random's
    box = [rng.seed_state(seed ^ 0x5EED)]

    def pick(state):
        acts = core.legal_actions(state)
        box[0], i = rng.below(box[0], len(acts))
        return acts[i]

    return pick


def new(n, seed, variant="standard", version=5):
    return core.new_game(n, seed=seed, game="port_royal", variant=variant, version=version)


def followed(n, seed, variant="standard", version=5):
    s = new(n, seed, variant, version)
    follow(s, picker(seed))
    assert core.is_over(s)
    return s


def step(s, *actions):
    # The moves of the last of ``actions`` (the others are played first).
    for a in actions[:-1]:
        core.apply(s, list(a))
    before = canon.copy(s)
    core.apply(s, list(actions[-1]))
    return core.ledger.moves(before, s)


def mv(n, frm, to, player=None, to_player=None, from_spot=None, to_spot=None):
    from core.ledger import move

    return move(n, "card", frm, to, player, None, to_player, from_spot, to_spot)


# ---- the box and the set-up -------------------------------------------------------


def test_the_box_holds_the_120_cards_whatever_the_player_count():
    for n in (2, 5):
        assert ledger.box(new(n, 1)) == {("box", None, None, "card", None): CARDS}


def test_set_up_2_players_the_coinless_expedition_stays_in_the_box():
    s = new(2, 1)
    assert core.ledger.setup_moves(s) == [
        mv(119, "box", "deck"),
        mv(3, "deck", "coins", 0),
        mv(3, "deck", "coins", 1),
    ]


def test_set_up_5_players_the_coinless_expedition_is_read_out_first():
    s = new(5, 1)
    assert core.ledger.setup_moves(s)[:2] == [
        mv(1, "box", "revealed", to_spot="expedition"),
        mv(119, "box", "deck"),
    ]
    assert core.ledger.setup_moves(s)[2:] == [mv(3, "deck", "coins", i) for i in range(5)]
    # reported (P1), it lies face up beside the harbour
    m = step(s, ["settler", 1], ["captain", 1], ["priest", 1], ["gold", 0], ["vp", 5])
    assert m == [mv(1, "revealed", "display", from_spot="expedition")]


# ---- what the events of one decision move ------------------------------------------


def test_a_revealed_card_is_turned_over_then_laid_where_it_goes():
    s = game(2, version=5)
    assert step(s, ["reveal", "ship"]) == [mv(1, "deck", "revealed", to_spot="ship")]
    assert step(s, ["colour", "red"]) == [mv(1, "revealed", "harbour", from_spot="ship", to_spot="ship")]
    # version 5: nothing of a character is asked at once
    assert step(s, ["reveal", "character"]) == [
        mv(1, "deck", "revealed", to_spot="character"),
        mv(1, "revealed", "harbour", from_spot="character", to_spot="character"),
    ]


def test_a_bust_discards_the_ship_and_the_whole_harbour():
    s = game(2, version=5)
    play(s, *reveal_ship("red"), *reveal_character(), *reveal_ship("blue"), ["reveal", "ship"])
    assert step(s, ["colour", "blue"]) == [
        mv(1, "revealed", "discard", from_spot="ship"),
        mv(2, "harbour", "discard", from_spot="ship"),
        mv(1, "harbour", "discard", from_spot="character"),
    ]


def test_taking_a_ship_discards_it_and_draws_its_gold_as_coins():
    s = game(2, version=5)
    play(s, *reveal_ship("red"), *reveal_ship("blue"), ["stop"], ["take", 1])
    # Anne (active) takes the blue ship; Bernie then takes the red one and
    # gives Anne a coin: everything left to take is taken
    assert step(s, ["gold", 4]) == [
        mv(1, "harbour", "discard", from_spot="ship"),
        mv(4, "deck", "coins", A),
    ]
    assert step(s, ["take", 0], ["gold", 2]) == [
        mv(1, "harbour", "discard", from_spot="ship"),
        mv(2, "deck", "coins", B),
        mv(1, "coins", "coins", B, to_player=A),
    ]


def test_hiring_pays_coins_to_the_discard_pile_and_a_fee_to_the_active_player():
    s = game(2, version=5)
    play(s, *reveal_ship("red"), *reveal_character(), ["stop"], ["take", 0], ["gold", 1])
    assert step(s, ["take", 0], *hire_values("sailor", cost=2, vp=0, swords=1)) == [
        mv(1, "coins", "coins", B, to_player=A),
        mv(2, "coins", "discard", B),
        mv(1, "harbour", "characters", B, from_spot="character", to_spot="sailor"),
    ]


def test_a_tax_discards_half_of_12_gold_then_pays_and_discards_the_tax_card():
    s = game(2)  # version 2: a ship's gold is said when it is revealed
    play(s, *ship("red", gold=9), ["stop"], ["take", 0])  # Anne: 12 gold
    assert [p["gold"] for p in s["players"]] == [12, 3]
    play(s, *character("captain", cost=0, vp=0))  # Bernie's turn: no VP either way
    assert step(s, *tax("vp")) == [
        mv(6, "coins", "discard", A),
        mv(1, "deck", "coins", A),
        mv(1, "deck", "coins", B),
        mv(1, "revealed", "discard", from_spot="tax"),
    ]


def test_the_tax_card_is_discarded_after_its_gains_never_shuffled_with_them():
    # §4.1: resolved at once, then discarded. The device adds the card to
    # the discard pile after the gains: a reshuffle the gains need leaves
    # it out, and so must the table (the screens' "Tax: discard the card"
    # comes before the draws, the ledger after them).
    s = game(2, version=5)
    s["discard"], s["deck"] = s["deck"] - 1, 1  # the tax is the last card
    assert step(s, ["reveal", "tax"]) == [mv(1, "deck", "revealed", to_spot="tax")]
    assert step(s, ["tax", "vp"]) == [
        mv(112, "discard", "deck"),
        mv(1, "deck", "coins", A),
        mv(1, "deck", "coins", B),
        mv(1, "revealed", "discard", from_spot="tax"),
    ]
    assert s["deck"] == 110 and s["discard"] == 1


def test_fulfilling_an_expedition_discards_the_characters_named():
    s = game(2)
    play(s, *character("priest", cost=0, vp=1), ["stop"], ["take", 0])
    play(s, *expedition(priest=1, gold=2, vp=4))  # Bernie's turn: beside the harbour
    play(s, ["stop"])  # nothing to take: Anne's turn
    assert step(s, ["expedition", 0]) == [
        mv(1, "characters", "discard", A, from_spot="priest"),
        mv(1, "display", "expeditions", A),
        mv(2, "deck", "coins", A),
    ]


def test_a_draw_from_an_empty_pile_shuffles_the_discard_pile_first():
    s = game(2, version=5)
    s["discard"], s["deck"] = s["deck"], 0  # every card of the pile discarded
    assert step(s, ["reveal", "ship"]) == [
        mv(113, "discard", "deck"),
        mv(1, "deck", "revealed", to_spot="ship"),
    ]


# ---- the model of the table --------------------------------------------------------


@pytest.mark.parametrize("n,variant,version", quick_few(CONFIGS, QUICK))
def test_a_seeded_game_keeps_the_table_and_the_device_equal(n, variant, version):
    # set-up, every decision and its undo (follow), every configuration
    followed(n, 3, variant, version)


@pytest.mark.slow
def test_two_thousand_seeded_games_keep_the_table_and_the_device_equal():
    # 125 seeds of each of the 16 configurations: 2,000 games
    for n, variant, version in CONFIGS:
        for seed in range(1000, 1125):
            followed(n, seed, variant, version)


@settings(max_examples=5, deadline=None, derandomize=True)
@given(cfg=st.sampled_from(CONFIGS), seed=st.integers(0, 2**31 - 1))
def test_no_game_drifts_the_table_from_the_device(cfg, seed):
    followed(cfg[0], seed, cfg[1], cfg[2])


@pytest.mark.slow
@settings(max_examples=50, deadline=None)
@given(cfg=st.sampled_from(CONFIGS), seed=st.integers(0, 2**31 - 1))
def test_hypothesis_searches_for_a_game_that_drifts(cfg, seed):
    followed(cfg[0], seed, cfg[1], cfg[2])


# ---- a wrong ledger is caught ------------------------------------------------------


def test_a_move_left_out_makes_the_table_drift(monkeypatch):
    # planted: the first coin drawn (a ship's gold, a jester's...) untold
    told = ledger.moves
    left = []

    def dropped(before, state):
        out = told(before, state)
        if not left:
            for m in out:
                if m["from"] == "deck" and m["to"] == "coins":
                    out.remove(m)
                    left.append(m)
                    break
        return out

    monkeypatch.setattr(ledger, "moves", dropped)
    with pytest.raises(Drift, match="coins"):
        follow(new(3, 3), picker(3))
    assert left


def test_a_wrong_count_in_the_set_up_makes_the_table_drift(monkeypatch):
    # planted: 2 coins instead of 3 for the first player
    told = ledger.setup_moves

    def short(state):
        out = told(state)
        out[1] = dict(out[1], n=2)
        return out

    monkeypatch.setattr(ledger, "setup_moves", short)
    with pytest.raises(Drift, match="set-up"):
        follow(new(2, 3), picker(3))


def test_a_move_of_the_wrong_card_kind_makes_the_table_drift(monkeypatch):
    # planted: a character taken from the harbour's ships
    told = ledger.moves

    def wrong(before, state):
        out = told(before, state)
        for m in out:
            if m["to"] == "characters":
                m["from_spot"] = "ship"
        return out

    monkeypatch.setattr(ledger, "moves", wrong)
    with pytest.raises(Drift):
        follow(new(3, 3), picker(3))


def test_every_move_uses_the_documented_words():
    s = new(4, 5, "standard", 2)
    seen = list(core.ledger.setup_moves(s))
    pick = picker(5)
    while not core.is_over(s):
        before = canon.copy(s)
        core.apply(s, pick(s))
        seen += core.ledger.moves(before, s)
    for m in seen:
        assert m["piece"] in ledger.PIECES and "kind" not in m
        assert m["from"] in ledger.PLACES and m["to"] in ledger.PLACES
        assert ("player" in m) == (m["from"] in ledger.PLAYER_PLACES or m["to"] in ledger.PLAYER_PLACES)


def test_docs_moves_lists_every_word():
    with open(os.path.join(ROOT, "docs", "moves.md"), encoding="utf-8") as f:
        text = f.read()
    section = text.split("## Port Royal", 1)[1].split("\n## ", 1)[0]
    for word in ledger.PIECES + ledger.PLACES:
        assert "| `%s` |" % word in section, word
    for word in ledger.PLAYER_PLACES:
        assert "| `%s` | yes |" % word in section, word
