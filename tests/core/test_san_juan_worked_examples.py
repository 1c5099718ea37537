"""Every San Juan worked example (shared/rules/worked-examples.md section
3), played through the engine; ids as in that file."""

import pytest

from core import canon
from core.errors import IllegalAction
from core.san_juan import apply, legal_actions, engine
from core.san_juan.endgame import final_score

from tests.core.test_san_juan_rules import game, give, events, all_draw


def test_SJ_01_smithy_and_library_discount_capped_at_zero():
    s = game(3)
    give(s, 0, "smithy", "library", hand=4)
    apply(s, ["role", "builder"])
    assert s["doubled"]
    assert engine.price(s, 0, "sugar_mill") == 0
    apply(s, ["build", "sugar_mill"])
    assert s["players"][0]["hand"] == 3  # only the card built: nothing paid back


def test_SJ_02_trader_market_stand_trading_post_seven_cards():
    for tile in (2, 3, 4):  # the tiles with indigo 1, tobacco 2, silver 3
        s = game(3)
        s["tiles"] = [tile] + [t for t in range(5) if t != tile]
        give(
            s,
            0,
            "market_stand",
            "trading_post",
            "tobacco_storage",
            "silver_smelter",
            indigo=1,
            tobacco=1,
            silver=1,
        )
        hand = s["players"][0]["hand"]
        apply(s, ["role", "trader"])
        for g in ("indigo", "tobacco", "silver"):
            apply(s, ["sell", g])
        assert s["players"][0]["hand"] == hand + 7


def test_SJ_03_gold_mine_two_equal_costs_nothing_kept():
    s = game(3)
    give(s, 0, "gold_mine")
    apply(s, ["role", "prospector"])
    apply(s, ["draw"])  # his prospector's card first
    hand, discard = s["players"][0]["hand"], s["discard"]
    apply(s, ["gold_mine", "none"])
    assert s["players"][0]["hand"] == hand and s["discard"] == discard + 4


def test_SJ_04_gold_mine_all_costs_differ_keeps_one():
    s = game(3)
    give(s, 0, "gold_mine")
    apply(s, ["role", "prospector"])
    apply(s, ["draw"])  # his prospector's card first
    hand, discard = s["players"][0]["hand"], s["discard"]
    apply(s, ["gold_mine", "keep"])
    assert s["players"][0]["hand"] == hand + 1 and s["discard"] == discard + 3


def test_SJ_05_councillor_prefecture_archive_net_two():
    s = game(3)
    give(s, 0, "prefecture", "archive")
    apply(s, ["role", "councillor"])
    apply(s, ["draw"])
    assert events(s, "council")[0] == ["council", 0, [5, 2, 1]]
    assert s["players"][0]["hand"] == 4 + 2


def test_SJ_06_black_market_two_goods_and_three_cards_for_a_library():
    s = game(3)
    give(s, 1, "black_market", "tobacco_storage", indigo=1, tobacco=1, hand=4)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])  # Anne, the builder; Bernie has no discount
    apply(s, ["build", "library"])
    assert legal_actions(s) == [["goods", "indigo"], ["goods", "tobacco"], ["cancel"]]  # cannot pay 5
    apply(s, ["goods", "indigo"])
    apply(s, ["goods", "tobacco"])
    b = s["players"][1]
    assert b["hand"] == 0 and b["goods"]["indigo"] == 0 and b["goods"]["tobacco"] == 0
    assert events(s, "build")[0] == ["build", 1, ["library", 3, ["indigo", "tobacco"], None]]


def test_SJ_07_trading_post_two_three_four():
    s = game(3)
    for p in range(3):
        give(s, p, "trading_post")
    give(s, 0, "library", indigo=1)
    apply(s, ["role", "trader"])
    assert s["phase"] == "trader"
    assert [engine.sell_limit(s, p) for p in range(3)] == [4, 2, 2]
    s = game(3)
    give(s, 0, "trading_post", indigo=1)
    apply(s, ["role", "trader"])
    assert engine.sell_limit(s, 0) == 3


def test_SJ_08_crane_chapel_to_palace_pays_three_cards_stay():
    s = game(3)
    give(s, 1, "crane", "chapel", hand=5)
    s["players"][1]["chapel"] = 4
    s["deck"] -= 4
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "palace"])
    apply(s, ["cover", "chapel"])
    b = s["players"][1]
    assert b["hand"] == 5 - 1 - 3 and b["chapel"] == 4
    assert "chapel" not in b["buildings"] and "palace" in b["buildings"]
    r = final_score(s)["players"][1]["breakdown"]
    assert r["chapel"] == 4 and r["buildings"] == 1 + 1 + 0  # indigo, crane, palace: no chapel VP


def test_SJ_09_crane_coffee_roaster_to_statue_pays_nothing_good_lost():
    s = game(3)
    give(s, 1, "crane", "coffee_roaster", coffee=1, hand=4)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "statue"])
    apply(s, ["cover", "coffee_roaster"])
    b = s["players"][1]
    assert b["hand"] == 3 and b["goods"]["coffee"] == 0
    assert ["lost_good", 1, "coffee"] in s["events"]


def test_SJ_10_chapel_seven_cards_nine_points():
    s = game(2)
    give(s, 0, "chapel")
    s["players"][0]["chapel"] = 7
    s["deck"] -= 7
    r = final_score(s)["players"][0]["breakdown"]
    assert r["chapel"] == 7 and r["buildings"] - 1 == 2  # the indigo plant's 1 aside


def test_SJ_11_aqueduct_two_three_four():
    s = game(3)
    for p in range(3):
        give(s, p, "aqueduct")
    give(s, 0, "library")
    apply(s, ["role", "producer"])
    assert [engine.produce_limit(s, p) for p in range(3)] == [4, 2, 2]
    s = game(3)
    give(s, 0, "aqueduct")
    apply(s, ["role", "producer"])
    assert engine.produce_limit(s, 0) == 3


def test_SJ_12_prefecture_two_of_two_five_eight():
    s = game(3)
    for p in range(3):
        give(s, p, "prefecture")
    apply(s, ["role", "councillor"])
    assert [e[2][:2] for e in all_draw(s)] == [[5, 2], [2, 2], [2, 2]]
    s = game(3)
    give(s, 0, "prefecture", "library")
    apply(s, ["role", "councillor"])
    apply(s, ["draw"])
    assert events(s, "council")[0][2][:2] == [8, 2]


def test_SJ_13_market_hall_one_extra_card_only():
    # No tile prices sugar 1 with coffee 3 (section 5.3); the rule is the
    # same on tile 5: indigo 1, silver 3, plus one card.
    s = game(3)
    s["tiles"] = [4, 0, 1, 2, 3]
    give(s, 0, "market_hall", "silver_smelter", indigo=1, silver=1)
    apply(s, ["role", "trader"])
    apply(s, ["sell", "indigo"])
    apply(s, ["sell", "silver"])
    assert s["players"][0]["hand"] == 4 + 5


def test_SJ_14_quarry_builder_builds_a_crane_for_nothing():
    s = game(3)
    give(s, 0, "quarry")
    apply(s, ["role", "builder"])
    assert engine.price(s, 0, "crane") == 0


def test_SJ_15_councillor_archive_prefecture_library_draws_eight_keeps_two():
    s = game(3)
    give(s, 0, "archive", "prefecture", "library")
    apply(s, ["role", "councillor"])
    apply(s, ["draw"])
    assert events(s, "council")[0] == ["council", 0, [8, 2, 1]]
    assert s["players"][0]["hand"] == 6


def test_SJ_16_quarry_library_three_cheaper():
    s = game(3)
    give(s, 0, "quarry", "library")
    apply(s, ["role", "builder"])
    for b in ("victory_column", "hero", "palace"):
        assert engine.price(s, 0, b) == engine.price(s, 1, b) - 3


def test_SJ_17_guild_hall():
    s = game(2)
    give(s, 0, "indigo_plant", "sugar_mill", "tobacco_storage", "guild_hall")
    assert final_score(s)["players"][0]["breakdown"]["bonus"] == {"guild_hall": 8}


def test_SJ_18_city_hall():
    s = game(2)
    v = (
        "poor_house",
        "aqueduct",
        "carpenter",
        "chapel",
        "quarry",
        "library",
        "statue",
        "guild_hall",
        "city_hall",
    )
    give(s, 0, *v)
    assert final_score(s)["players"][0]["breakdown"]["bonus"]["city_hall"] == 9


def test_SJ_19_triumphal_arch():
    s = game(2)
    give(s, 0, "statue", "hero", "triumphal_arch")
    assert final_score(s)["players"][0]["breakdown"]["bonus"] == {"triumphal_arch": 6}


def test_SJ_20_palace_counted_last():
    s = game(2)
    # 34 points without the palace: printed 1+4+5+3+2+2+2+3 = 22, guild hall
    # none, chapel 12
    give(s, 0, "victory_column", "hero", "statue", "chapel", "tower", "aqueduct", "library", "palace")
    s["players"][0]["chapel"] = 12
    s["deck"] -= 12
    p = final_score(s)["players"][0]
    assert p["breakdown"]["bonus"]["palace"] == 8 and p["total"] == 42


def test_SJ_21_two_players_library_once_a_round():
    s = game(2)
    give(s, 0, "library", hand=6)
    apply(s, ["role", "councillor"])
    apply(s, ["library", "use"])  # his first pick: asked (version 4)
    assert all_draw(s)[0][2][:2] == [8, 1]
    apply(s, ["role", "prospector"])  # Bernie
    all_draw(s)
    apply(s, ["role", "builder"])  # Anne's second pick: no library now
    assert not s["doubled"]
    assert engine.price(s, 0, "hero") == 4
    # next round it works again
    s2 = game(2)
    give(s2, 0, "library", hand=6)
    apply(s2, ["role", "builder"])
    apply(s2, ["library", "use"])
    assert s2["doubled"] and engine.price(s2, 0, "hero") == 3


def test_SJ_22_statue_then_column_allowed_second_statue_refused():
    s = game(3)
    give(s, 0, "statue", hand=6)
    apply(s, ["role", "builder"])
    assert ["build", "victory_column"] in legal_actions(s)
    before = canon.dumps(s)
    with pytest.raises(IllegalAction) as e:
        apply(s, ["build", "statue"])
    assert e.value.rule == "builder.twice" and canon.dumps(s) == before


@pytest.mark.parametrize("left,hand,draws", [(0, 2, ["carpenter", "poor_house"]), (1, 2, ["carpenter"])])
def test_SJ_23_carpenter_then_poor_house(left, hand, draws):
    s = game(3)
    give(s, 1, "carpenter", "poor_house", hand=1 + 2 + left)  # the card, 2 to pay, what is left
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "archive"])  # cost 2, not the builder
    assert [e[2][1] for e in events(s, "draw")] == draws
    assert s["players"][1]["hand"] == hand
