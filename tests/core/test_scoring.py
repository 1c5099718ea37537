"""Final scoring: shared/contracts/final-scoring.md, rule by rule, plus the
San Juan and Port Royal worked examples and every bad-input case."""

import pytest
from hypothesis import given, settings, strategies as st

from core.puerto_rico import data
from core.errors import BadInput
from core.scoring import score, score_text


def pr(*players, **top):
    # one player is not a game (the contract: 2 to 5): an empty seat joins
    others = [player("Other")] if len(players) == 1 else []
    sheet = {"game": "puerto_rico", "players": list(players) + others}
    sheet.update(top)
    return sheet


def player(name="Anne", chips=0, buildings=None, island=None, **kw):
    p = {"name": name, "vp_chips": chips, "buildings": buildings or {}, "island": island or {}}
    p.update(kw)
    return p


def one(sheet):
    return score(sheet)["players"][0]


def test_total_is_chips_plus_printed_vp_plus_bonuses():
    p = one(
        pr(player(chips=10, buildings={"harbor": 1, "small_market": 0, "guild_hall": 1, "indigo_plant": 2}))
    )
    assert p["breakdown"] == {
        "vp_chips": 10,
        "buildings": 3 + 1 + 4 + 2,
        "bonus": {"guild_hall": 2},
        "nobles": 0,
    }
    assert p["total"] == 10 + 10 + 2


@pytest.mark.parametrize("tiles,bonus", [(0, 4), (9, 4), (10, 5), (11, 6), (12, 7)])
def test_residence_thresholds(tiles, bonus):
    island = {"corn": min(tiles, 10), "quarry": max(0, tiles - 10)}
    assert one(pr(player(buildings={"residence": 1}, island=island)))["breakdown"]["bonus"] == {
        "residence": bonus
    }


def test_fortress_counts_island_city_and_san_juan():
    p = one(
        pr(
            player(
                buildings={"fortress": 1, "sugar_mill": 2},
                island={"corn": 3},
                island_colonists=3,
                san_juan_colonists=2,
            )
        )
    )
    assert p["breakdown"]["bonus"]["fortress"] == (1 + 2 + 3 + 2) // 3


def test_customs_house_floor_of_chips_over_4():
    assert (
        one(pr(player(chips=23, buildings={"customs_house": 1})))["breakdown"]["bonus"]["customs_house"] == 5
    )
    assert (
        one(pr(player(chips=3, buildings={"customs_house": 1})))["breakdown"]["bonus"]["customs_house"] == 0
    )


def test_city_hall_counts_violet_itself_and_large_not_production():
    b = {"city_hall": 1, "guild_hall": 0, "harbor": 0, "small_indigo_plant": 0, "coffee_roaster": 0}
    assert one(pr(player(buildings=b)))["breakdown"]["bonus"]["city_hall"] == 3


def test_city_hall_with_statue_not_tailor_shop():
    b = {"city_hall": 1, "statue": 0, "tailor_shop": 0}
    s = pr(player(buildings=b), expansions=["new_buildings", "nobles"])
    assert one(s)["breakdown"]["bonus"]["city_hall"] == 2


def test_guild_hall_counts_tailor_shop_as_large():
    s = pr(
        player(buildings={"guild_hall": 1, "tailor_shop": 0, "small_sugar_mill": 0}), expansions=["nobles"]
    )
    assert one(s)["breakdown"]["bonus"]["guild_hall"] == 3


def test_unoccupied_large_building_scores_printed_vp_only():
    p = one(pr(player(buildings={"fortress": 0}, island={"corn": 12}, island_colonists=12)))
    assert p["breakdown"]["bonus"] == {} and p["total"] == 4


def test_statue_scores_eight_with_nobody():
    p = one(pr(player(buildings={"statue": 0}), expansions=["new_buildings"]))
    assert p["total"] == 8


@pytest.mark.parametrize(
    "island,bonus",
    [
        ({"forest": 6, "quarry": 3, "corn": 2, "coffee": 1}, 6),  # EX-08
        ({"corn": 3}, 1),
        ({"corn": 3, "sugar": 3}, 3),
        ({"corn": 12}, 10),
        ({"corn": 2}, 0),
    ],
)
def test_cloister_sets(island, bonus):
    s = pr(player(buildings={"cloister": 1}, island=island), expansions=["new_buildings"])
    assert one(s)["breakdown"]["bonus"]["cloister"] == bonus


def test_nobles_and_central_plaza():
    s = pr(
        player(buildings={"central_plaza": 1}, island={"corn": 3}, island_colonists=3, nobles=3),
        expansions=["nobles"],
    )
    p = one(s)
    assert p["breakdown"]["nobles"] == 3 and p["breakdown"]["bonus"]["central_plaza"] == 3
    assert p["total"] == 4 + 3 + 3


def test_fruit_is_an_alias_of_indigo():
    s = pr(player(buildings={"residence": 1}, island={"fruit": 5, "indigo": 5}), edition="1897")
    assert one(s)["breakdown"]["bonus"]["residence"] == 5


def test_ranking_tiebreak_and_shared_places():
    s = pr(
        player("A", 10, doubloons=3),
        player("B", 10, doubloons=1, goods=2),
        player("C", 10, doubloons=2),
        player("D", 12),
    )
    r = score(s)
    assert [p["rank"] for p in r["players"]] == [2, 2, 4, 1]
    assert r["winners"] == ["D"]
    s = pr(player("A", 10, doubloons=3), player("B", 10, goods=3))
    r = score(s)
    assert [p["rank"] for p in r["players"]] == [1, 1] and r["winners"] == ["A", "B"]
    assert [p["name"] for p in r["players"]] == ["A", "B"]  # input order kept


@pytest.mark.parametrize(
    "bad,needle",
    [
        ({"game": "chess", "players": []}, "game"),
        (pr(player(buildings={"castle": 1})), "buildings.castle"),
        (pr(player(chips=-1)), "vp_chips"),
        (pr(player(chips=True)), "vp_chips"),
        (pr(player(buildings={"harbor": [1, 0]})), "cannot own two"),
        (pr(player(island={"corn": 13})), "more than 12"),
        (
            pr(
                player(
                    buildings={
                        b: 0
                        for b in (
                            "guild_hall",
                            "residence",
                            "fortress",
                            "customs_house",
                            "city_hall",
                            "harbor",
                            "wharf",
                            "office",
                        )
                    }
                )
            ),
            "city spaces",
        ),
        (pr({"name": "Anne", "buildings": {}, "island": {}}), "vp_chips: missing"),
        (pr({"vp_chips": 1, "buildings": {}, "island": {}}), "name"),
        (pr(player(buildings={"harbor": 2})), "holds at most 1"),
        (pr(player(buildings={"harbor": -1})), "buildings.harbor: must not be negative"),
        (pr(player(buildings={"harbor": True})), "buildings.harbor: must be a whole number"),
        (pr(player(buildings={"harbor": 1.0})), "buildings.harbor: must be a whole number"),
        (pr(player(island={"corn": -1})), "island.corn: must not be negative"),
        (pr(player(island={"corn": "2"})), "island.corn: must be a whole number"),
        (pr(player(island={"corn": 10**7})), "island.corn: must be at most"),
        (pr(player(buildings={"statue": 0})), "new_buildings"),
        (pr(player(island={"forest": 1})), "forest"),
        (pr(player(doubloons=-2)), "doubloons"),
        (pr(player(island={"corn": 2}, island_colonists=3)), "island_colonists"),
        (pr(player(nobles=1)), "nobles"),
        (pr(player(), edition="1901"), "edition"),
        (pr(player(), expansions=["pirates"]), "expansions"),
        ({"game": "puerto_rico"}, "players"),
        ({"game": "san_juan", "players": [{"name": "A", "buildings": ["well", "well"]}]}, "cannot own two"),
        ({"game": "san_juan", "players": [{"name": "A", "buildings": ["castle"]}]}, "unknown building"),
        ({"game": "san_juan", "players": [{"name": "A", "buildings": ["indigo_plant"] * 13}]}, "at most 12"),
        ({"game": "port_royal", "players": [{"name": "A"}]}, "vp: missing"),
        ({"game": "port_royal", "variant": "x", "players": [{"name": "A", "vp": 1}]}, "variant"),
    ],
)
def test_bad_input_names_player_and_field(bad, needle):
    with pytest.raises(BadInput) as e:
        score(bad)
    msg = str(e.value)
    assert needle in msg and "\n" not in msg
    if (
        bad.get("players")
        and isinstance(bad["players"][0], dict)
        and "name" in bad["players"][0]
        and "field" not in needle
        and needle not in ("edition", "expansions", "variant")
    ):
        assert "player 1" in msg


# ---- San Juan ----------------------------------------------------------------


def sj(buildings, **kw):
    p = {"name": "A", "buildings": buildings}
    p.update(kw)
    return one({"game": "san_juan", "players": [p, {"name": "Other", "buildings": []}]})


def test_SJ_10_chapel_cards():
    assert sj(["chapel"], chapel_cards=7)["total"] == 9


def test_SJ_17_guild_hall():
    assert (
        sj(["guild_hall", "indigo_plant", "indigo_plant", "sugar_mill", "tobacco_storage"])["breakdown"][
            "bonus"
        ]["guild_hall"]
        == 8
    )


def test_SJ_18_city_hall():
    b = [
        "poor_house",
        "aqueduct",
        "carpenter",
        "chapel",
        "quarry",
        "library",
        "statue",
        "guild_hall",
        "city_hall",
    ]
    assert sj(b)["breakdown"]["bonus"]["city_hall"] == 9


def test_SJ_19_triumphal_arch():
    assert sj(["triumphal_arch", "statue", "hero"])["breakdown"]["bonus"]["triumphal_arch"] == 6


def test_SJ_20_palace_counted_last_rounded_down():
    # 34 points besides the palace: statue 3 + hero 5 + chapel 2 + 24 chapel cards
    p = sj(["palace", "statue", "hero", "chapel"], chapel_cards=24)
    assert p["breakdown"]["bonus"]["palace"] == 8 and p["total"] == 42


def test_san_juan_covered_chapel_cards_still_count_and_tiebreak():
    r = score(
        {
            "game": "san_juan",
            "players": [
                {"name": "A", "buildings": ["well"], "chapel_cards": 3, "hand": 2, "goods": 1},
                {"name": "B", "buildings": ["chapel"], "chapel_cards": 2, "hand": 1},
            ],
        }
    )
    assert [p["total"] for p in r["players"]] == [4, 4]
    assert [p["rank"] for p in r["players"]] == [1, 2]


# ---- Port Royal --------------------------------------------------------------


def test_port_royal_tie_on_gold_then_shared():
    r = score(
        {
            "game": "port_royal",
            "players": [
                {"name": "A", "vp": 12, "gold": 3},
                {"name": "B", "vp": 12, "gold": 5},
                {"name": "C", "vp": 12, "gold": 5},
                {"name": "D", "vp": 13},
            ],
        }
    )
    assert [p["rank"] for p in r["players"]] == [4, 2, 2, 1] and r["winners"] == ["D"]


def test_port_royal_expedition_variant_needs_an_expedition():
    r = score(
        {
            "game": "port_royal",
            "variant": "expedition",
            "players": [{"name": "A", "vp": 15, "expeditions": 0}, {"name": "B", "vp": 12, "expeditions": 1}],
        }
    )
    assert r["winners"] == ["B"]
    assert [p["rank"] for p in r["players"]] == [2, 1]


def test_text_table_lists_winner_and_totals():
    r = score(pr(player("Anne", 20), player("Bernie", 25)))
    text = score_text(r)
    assert text.splitlines()[1].startswith("1.   Bernie") and "winner: Bernie" in text


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(st.data())
def test_random_valid_sheets_total_equals_breakdown(d):
    ids = sorted(b for b in data.BASE_BUILDINGS)
    n = d.draw(st.integers(1, 5))
    players = []
    for i in range(n):
        chosen = d.draw(st.lists(st.sampled_from(ids), unique=True, max_size=10))
        city, spaces = {}, 0
        for b in chosen:
            spec = data.building(b)
            if spaces + spec["spaces"] <= 12:
                city[b] = d.draw(st.integers(0, spec["people"]))
                spaces += spec["spaces"]
        corn = d.draw(st.integers(0, 6))
        quarry = d.draw(st.integers(0, 6))
        players.append(
            player(
                "P%d" % i,
                d.draw(st.integers(0, 60)),
                city,
                {"corn": corn, "quarry": quarry},
                island_colonists=d.draw(st.integers(0, corn + quarry)),
                doubloons=d.draw(st.integers(0, 30)),
            )
        )
    r = score(pr(*players))
    for p in r["players"]:
        b = p["breakdown"]
        assert p["total"] == b["vp_chips"] + b["buildings"] + b["nobles"] + sum(b["bonus"].values())
    assert r["winners"] == [p["name"] for p in r["players"] if p["rank"] == 1]
