"""San Juan's end-of-game check (issue 11): after the last builder phase
each seat in turn, from the governor, is shown the counts the device kept
(hand, goods, chapel cards) and confirms them or corrects them; only
then is the game scored. Corrections are record actions within ranges;
records written before the check (version 2) replay without it."""

from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

import core
from core import canon, record
from core.errors import BadInput, IllegalAction
from core.san_juan import apply, engine, legal_actions
from core.san_juan.endgame import final_score
from core.san_juan.invariants import check
from core.san_juan.simulate import random_walk
from core.san_juan.state import new_game
from core.san_juan.views import public_view, seat_view

from tests.core.test_san_juan_rules import events, game, give
from tests.support.refused import refused
from tests.support import DATA

V2_RECORD = Path(DATA) / "san_juan_v2.jsonl"
# its score, computed by the code before the check (commit 9589f27)
V2_SCORE = (
    '{"game":"san_juan","players":[{"breakdown":{"bonus":{},"buildings":14,"chapel":0},'
    '"name":"Player 1","rank":2,"tiebreak":3,"total":14},{"breakdown":{"bonus":{},'
    '"buildings":14,"chapel":0},"name":"Player 2","rank":1,"tiebreak":6,"total":14}],'
    '"winners":["Player 2"]}'
)


def arch_ending():
    """SJ-19's monuments at the end of a 2-player game: Anne (statue, hero
    and 8 production buildings) builds a triumphal arch as her 12th
    building, paying her whole hand; Bernie, tied at 27, keeps 2 cards."""
    s = game(2)
    give(s, 0, "statue", "hero", *(["sugar_mill"] * 4 + ["tobacco_storage"] * 4), hand=6)
    give(
        s, 1, *(["silver_smelter"] * 4 + ["coffee_roaster"] * 4), "victory_column", "tobacco_storage", hand=2
    )
    apply(s, ["role", "builder"])
    apply(s, ["build", "triumphal_arch"])  # 6 - 1: the card and 5 more
    apply(s, ["pass"])  # Bernie
    assert core.pending(s)["kind"] == "count" and s["turn"] == 0
    return s


def test_a_corrected_hand_changes_the_tie_break():
    s = arch_ending()
    kept = final_score(s)  # what the device would say from its counts
    assert [p["total"] for p in kept["players"]] == [27, 27]
    assert kept["players"][0]["breakdown"]["bonus"] == {"triumphal_arch": 6}
    assert kept["winners"] == ["Bernie"]  # hand+goods 0 against 2
    # Anne forgot to report a poor-house card and two more: she has 3
    for n in (1, 2, 3):
        apply(s, ["count", "hand", n])
        assert s["players"][0]["hand"] == n and not check(s)
    assert events(s, "count") == [["count", 0, ["hand", 3]]]
    apply(s, ["confirm"])
    assert not core.is_over(s) and s["turn"] == 1
    apply(s, ["confirm"])
    assert core.is_over(s)
    result = final_score(s)
    assert result["winners"] == ["Anne"]
    assert [p["tiebreak"] for p in result["players"]] == [3, 2]


def test_a_correction_may_jump_to_any_count_in_range():
    s = arch_ending()
    apply(s, ["count", "hand", 3])  # a record may set it at once
    assert s["players"][0]["hand"] == 3 and not check(s)


def test_confirming_everything_scores_as_the_counts_kept():
    s = arch_ending()
    kept = final_score(s)
    apply(s, ["confirm"])
    apply(s, ["confirm"])
    assert core.is_over(s) and final_score(s) == kept
    assert [e[0] for e in s["events"]] == ["confirm", "game_over"]


def test_goods_are_set_on_the_production_buildings():
    s = arch_ending()
    apply(s, ["confirm"])
    b = s["players"][1]  # 10 production buildings, no good on them
    assert engine.count_range(s, 1, "goods") == (0, 10)
    apply(s, ["count", "goods", 3])
    assert b["goods"] == {"indigo": 1, "sugar": 0, "tobacco": 1, "coffee": 1, "silver": 0}
    apply(s, ["count", "goods", 1])
    assert b["goods"] == {"indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0, "silver": 0}
    assert not check(s)
    apply(s, ["confirm"])
    assert final_score(s)["players"][1]["tiebreak"] == 2 + 1


@pytest.mark.parametrize(
    "action,rule",
    [
        (["count", "hand", -1], "count.hand"),
        (["count", "goods", 10], "count.goods"),  # Anne: 9 production buildings
        (["count", "goods", -1], "count.goods"),
        (["count", "chapel", 1], "count.chapel"),  # no chapel, none covered
        (["count", "hand", True], "format"),
        (["count", "hand", "3"], "count.illegal"),
        (["count", "vp", 3], "count.illegal"),
        (["count", "hand"], "count.illegal"),
        (["role", "builder"], "count.illegal"),
        (["pass"], "count.illegal"),
    ],
)
def test_corrections_out_of_range_are_refused_and_change_nothing(action, rule):
    s = arch_ending()
    refused(s, action, rule)
    if rule != "format":
        assert core.explain(s, action)[0] == rule


def test_a_hand_never_takes_more_cards_than_the_piles_hold():
    s = arch_ending()
    top = s["deck"] + s["discard"]
    assert engine.count_range(s, 0, "hand") == (0, top)
    refused(s, ["count", "hand", top + 1], "count.hand")
    apply(s, ["count", "hand", top])
    assert s["deck"] == s["discard"] == 0 and not check(s)
    assert ["count", "hand", top + 1] not in legal_actions(s)
    assert ["count", "hand", top - 1] in legal_actions(s)


def test_the_chapel_count_stays_on_its_owner_s_screen():
    s = game(3)
    give(s, 1, "chapel", *(["sugar_mill"] * 4 + ["tobacco_storage"] * 4), "statue", hand=5)
    s["players"][1]["chapel"] = 4
    s["deck"] -= 4
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "coffee_roaster"])  # Bernie's 12th
    apply(s, ["pass"])
    apply(s, ["confirm"])  # Anne, the governor
    assert s["turn"] == 1
    assert ["count", "chapel", 5] in legal_actions(s) and ["count", "chapel", 3] in legal_actions(s)
    apply(s, ["count", "chapel", 3])
    assert s["players"][1]["chapel"] == 3 and not check(s)
    assert events(s, "count") == [["count", 1, ["chapel", None]]]  # no number for the others
    assert public_view(s)["players"][1]["chapel"] is None
    assert seat_view(s, 0)["players"][1]["chapel"] is None
    assert seat_view(s, 1)["players"][1]["chapel"] == 3
    apply(s, ["confirm"])
    apply(s, ["confirm"])
    assert final_score(s)["players"][1]["breakdown"]["chapel"] == 3


def test_a_covered_chapel_s_cards_are_still_asked():
    s = arch_ending()
    p = s["players"][0]
    p["chapel"] = 2  # under a chapel the crane covered (S4)
    s["discard"] -= 2
    assert "chapel" not in p["buildings"] and not check(s)
    assert ["count", "chapel", 1] in legal_actions(s)
    assert engine.count_range(s, 1, "chapel") is None


def test_a_version_2_record_replays_without_the_check():
    lines = V2_RECORD.read_text().splitlines()
    s = record.replay(lines)
    assert core.is_over(s) and s["end_check"] is False
    assert canon.dumps(final_score(s)) == V2_SCORE
    assert record.header_line(s) == lines[0]  # exported as it came


def test_a_new_record_is_version_8_and_replays_its_corrections():
    from core.san_juan.simulate import play_random

    acts = []
    s = play_random(3, 9, record=acts)
    assert any(a[0] == "count" for a in acts) and acts[-1] == ["confirm"]
    lines = [record.header_line(s)] + [record.action_line(a) for a in acts]
    assert '"version":8' in lines[0]
    r = record.replay(lines)
    assert canon.dumps(r) == canon.dumps(s) and final_score(r) == final_score(s)


def test_version_3_is_san_juan_s_only():
    h = {"record": "doubloon", "version": 3, "game": "puerto_rico", "players": ["A", "B", "C"]}
    with pytest.raises(BadInput) as e:
        record.new_from_header(h)
    assert "version 3" in str(e.value)
    h = {"record": "doubloon", "version": 3, "game": "san_juan", "players": ["A", "B"]}
    assert record.new_from_header(h)["end_check"] is True


SEEDS = st.integers(min_value=0, max_value=2**31 - 1)


def _at_the_count(players, seed):
    s = new_game(players, seed)
    i = 0
    while s["phase"] != "count":
        random_walk(s, 1, seed + i, build_first=True)
        i += 1
    return s


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4]),
    seed=SEEDS,
    what=st.sampled_from(["hand", "goods", "chapel"]),
    n=st.integers(min_value=-3, max_value=120),
)
def test_a_count_is_accepted_exactly_within_its_range(players, seed, what, n):
    s = _at_the_count(players, seed)
    r = engine.count_range(s, s["turn"], what)
    before = canon.dumps(s)
    if r is not None and r[0] <= n <= r[1]:
        apply(s, ["count", what, n])
        assert not check(s)
    else:
        with pytest.raises(IllegalAction) as e:
            apply(s, ["count", what, n])
        assert e.value.rule == "count." + what
        assert canon.dumps(s) == before


def _walk(state, actions, seed):
    from core.san_juan import simulate as sj_sim
    from core import simulate as core_sim

    core_sim.random_walk(state, actions, seed ^ 0x5EED, sj_sim.legal_actions, sj_sim.apply, sj_sim.check)
    return state


def test_a_game_where_no_card_can_move_ends_with_its_round():
    """[suggested] ruling (docs/san-juan.md): every card built or under a
    chapel, so no city can ever reach 12: the game ends at that round's
    end, counted and scored as usual. A seeded 2-player random game (seed
    100014: 100000 before version 8's questions changed the walks) gets
    there; before the ruling it never ended."""
    from core.san_juan import flow
    from tests.core.test_san_juan_properties import play_watching

    state, kinds = play_watching(2, 100014, build_first=False)
    assert core.is_over(state) and "stalled" in kinds and "count_check" in kinds
    assert max(len(p["buildings"]) for p in state["players"]) < 12
    assert core.final_score(state)["winners"]
    locked = {"deck": 0, "discard": 0, "players": [dict(p, hand=0) for p in state["players"]]}
    for p in locked["players"]:
        p["goods"] = {g: 0 for g in p["goods"]}
    assert flow.no_card_can_move(locked)
    assert not flow.no_card_can_move(dict(locked, discard=1))


def test_a_version_4_record_plays_on_when_no_card_can_move():
    """The ruling is version 7's: a version 4 game, on the same seeded
    walk, goes on as it was played (no card moves, no end)."""
    from core.san_juan import state as sj_state

    old = _walk(sj_state.new_game(2, 100000, version=4), 20000, 100000)
    assert not core.is_over(old) and old["deck"] == 0 and old["discard"] == 0
