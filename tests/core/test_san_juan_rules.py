"""San Juan's rules (shared/rules/san-juan.md), one test or more per rule,
played through the engine: the device counts, prices and tells; the
players report what they build, produce and sell."""

import pytest

import core
from core import canon, record
from core.errors import BadInput
from core.san_juan import data, engine
from core.san_juan import new_game, legal_actions, apply
from core.san_juan.invariants import check, cards
from tests.support.refused import refused

NAMES = ["Anne", "Bernie", "Chris", "David"]
# production buildings for a full city (the deck has 8 of each kind)
CITY = ["sugar_mill"] * 4 + ["tobacco_storage"] * 4 + ["coffee_roaster"] * 3


def game(n=3, seed=1):
    return new_game(NAMES[:n], seed=seed)


def give(s, p, *buildings, hand=None, **goods):
    pl = s["players"][p]
    moved = 0
    for b in buildings:
        pl["buildings"].append(b)
        moved += 1
    for g in goods:
        pl["goods"][g] += goods[g]
        moved += goods[g]
    if hand is not None:
        moved += hand - pl["hand"]
        pl["hand"] = hand
    s["deck"] -= moved  # the cards come off the deck: 110 still add up
    assert not check(s), check(s)


def events(s, kind):
    return [e for e in s["events"] if e[0] == kind]


def all_draw(s):
    """Every player takes his councillor's draw, the prospector his card
    (each is asked, version 8); the events of all."""
    out = [e for e in s["events"] if e[0] == "council"]
    while s["phase"] in ("councillor", "prospector"):
        apply(s, ["draw"])
        out += events(s, "council")
    return out


# ---- 3. setup ---------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4])
def test_setup_one_indigo_plant_and_four_cards_each(n):
    s = game(n)
    for p in s["players"]:
        assert p["buildings"] == ["indigo_plant"] and p["hand"] == 4
    assert s["deck"] == 110 - 5 * n
    assert cards(s) == 110 and not check(s)
    assert s["governor"] == 0 and s["turn"] == 0


def test_setup_trading_house_tiles_shuffled_by_the_seed():
    orders = set()
    for seed in range(30):
        t = game(seed=seed)["tiles"]
        assert sorted(t) == [0, 1, 2, 3, 4]
        orders.add(tuple(t))
    assert len(orders) > 10
    assert game(seed=5)["tiles"] == game(seed=5)["tiles"]


def test_players_two_to_four():
    for n in (1, 5):
        with pytest.raises(BadInput):
            new_game(n)
    with pytest.raises(BadInput):
        new_game(["A", "A"])


def test_card_table_totals_110():
    prod = sum(r[data.COPIES] for r in data.BUILDINGS.values() if r[data.TYPE] == "production")
    violet = sum(r[data.COPIES] for r in data.BUILDINGS.values() if r[data.TYPE] == "violet")
    assert (prod, violet) == (42, 68)
    assert sorted(data.ORDER) == sorted(data.BUILDINGS) and len(data.ORDER) == 29


# ---- 4. rounds ---------------------------------------------------------------------


def test_round_picks_in_seat_order_and_a_role_goes_once():
    s = game(3)
    apply(s, ["role", "councillor"])
    all_draw(s)
    assert s["turn"] == 1 and ["role", "councillor"] not in legal_actions(s)
    refused(s, ["role", "councillor"], "roles.picked")
    apply(s, ["role", "prospector"])
    all_draw(s)
    assert s["turn"] == 2
    apply(s, ["role", "producer"])
    # producer: each player may produce on his empty indigo plant
    while s["phase"] == "producer":
        apply(s, legal_actions(s)[0])
    # end of round: the governor card passes left, all roles back
    assert s["round"] == 2 and s["governor"] == 1 and s["turn"] == 1
    assert legal_actions(s) == [["role", r] for r in data.ROLES]


def test_two_players_governor_picks_twice():
    s = game(2)
    pickers = []
    for role in ("prospector", "councillor", "trader"):  # nothing else to ask
        pickers.append(s["turn"])
        apply(s, ["role", role])
        all_draw(s)
    assert pickers == [0, 1, 0]
    assert s["round"] == 2 and s["governor"] == 1 and s["turn"] == 1


def test_must_pick_a_role_before_anything():
    s = game(3)
    refused(s, ["build", "smithy"], "roles.pending")
    refused(s, ["role", "mayor"], "roles.unknown")
    refused(s, [], "format")
    refused(s, ["role", 1.5], "format")


# ---- 5.1 builder ---------------------------------------------------------------------


def test_builder_privilege_one_card_less_others_full_price():
    s = game(3)
    apply(s, ["role", "builder"])
    assert engine.price(s, 0, "tobacco_storage") == 2
    assert engine.price(s, 1, "tobacco_storage") == 3
    apply(s, ["build", "tobacco_storage"])
    assert s["players"][0]["hand"] == 4 - 1 - 2
    assert events(s, "build") == [["build", 0, ["tobacco_storage", 2, [], None]]]
    assert s["discard"] == 2


def test_builder_offers_only_what_the_hand_pays():
    s = game(3)
    apply(s, ["role", "builder"])
    offered = [a[1] for a in legal_actions(s) if a[0] == "build"]
    # picker: 4 cards, one is the building: pays up to 3 after his discount
    assert "silver_smelter" not in offered and "library" not in offered
    assert "coffee_roaster" in offered and "victory_column" in offered
    assert refused(s, ["build", "palace"], "builder.afford")


def test_builder_smithy_and_quarry_discounts():
    s = game(3)
    give(s, 1, "smithy", "quarry", hand=9)
    apply(s, ["role", "builder"])
    assert engine.price(s, 1, "silver_smelter") == 4
    assert engine.price(s, 1, "palace") == 5
    assert engine.price(s, 1, "smithy") == 0  # violet: quarry only


def test_violet_once_per_player_production_any_number():
    s = game(3)
    give(s, 0, "sugar_mill", "archive", hand=8)
    apply(s, ["role", "builder"])
    assert ["build", "sugar_mill"] in legal_actions(s)
    assert "(one of each violet building)" in refused(s, ["build", "archive"], "builder.twice")


def test_a_building_whose_copies_are_all_built_is_refused():
    s = game(4)
    for p in (1, 2, 3):
        give(s, p, "library")
    give(s, 0, hand=9)
    apply(s, ["role", "builder"])
    refused(s, ["build", "library"], "builder.copies")


def test_twelve_buildings_at_most():
    s = game(3)
    give(s, 0, *CITY, hand=6)
    apply(s, ["role", "prospector"])
    all_draw(s)
    apply(s, ["role", "builder"])
    assert s["turn"] == 1  # Anne: skipped, 12 buildings
    s2 = game(3)
    give(s2, 1, *CITY, hand=6)
    apply(s2, ["role", "builder"])
    apply(s2, ["pass"])
    assert s2["turn"] == 2  # Bernie skipped too
    assert engine.why_not_build(s2, 1, "indigo_plant")[0] == "builder.limit"


def test_no_build_no_poor_house_card():
    s = game(3)
    give(s, 0, "poor_house", hand=1)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    assert s["players"][0]["hand"] == 1 and not events(s, "draw")


def test_a_building_never_works_for_its_own_construction():
    s = game(3)
    give(s, 0, hand=4)
    apply(s, ["role", "builder"])
    apply(s, ["build", "carpenter"])  # violet, but the carpenter is the one built
    assert not events(s, "draw")
    s = game(3)
    give(s, 0, hand=2)
    apply(s, ["role", "builder"])
    apply(s, ["build", "poor_house"])  # 0 cards left: its own card does not count
    assert s["players"][0]["hand"] == 0 and not events(s, "draw")


def test_carpenter_not_for_production_buildings():
    s = game(3)
    give(s, 0, "carpenter", hand=5)
    apply(s, ["role", "builder"])
    apply(s, ["build", "sugar_mill"])
    assert not events(s, "draw")


# ---- 5.2 producer ---------------------------------------------------------------------


def test_producer_picker_two_goods_others_one_on_empty_buildings():
    s = game(3)
    give(s, 0, "sugar_mill")
    give(s, 1, "sugar_mill", sugar=1)
    apply(s, ["role", "producer"])
    apply(s, ["produce", "indigo"])
    assert legal_actions(s) == [["produce", "sugar"], ["pass"]]
    apply(s, ["produce", "sugar"])
    assert s["turn"] == 1  # limit reached: next player
    assert legal_actions(s) == [["produce", "indigo"], ["pass"]]  # his sugar mill is full
    refused(s, ["produce", "sugar"], "producer.empty")
    apply(s, ["produce", "indigo"])
    assert s["turn"] == 2
    apply(s, ["pass"])
    assert s["phase"] == "roles"
    assert [p["goods"]["indigo"] for p in s["players"]] == [1, 1, 0]
    assert not check(s)


def test_producer_and_trader_say_what_they_can_still_do():
    # the limit is 2 for the picker, but one empty building makes 1 more
    s = game(3)
    apply(s, ["role", "producer"])
    assert engine.produce_limit(s, 0) == 2 and engine.produce_left(s, 0) == 1
    give(s, 0, "sugar_mill")
    assert engine.produce_left(s, 0) == 2
    apply(s, ["produce", "sugar"])
    assert engine.produce_left(s, 0) == 1
    s["discard"], s["deck"] = 0, 0  # nothing left to draw a good from
    assert engine.produce_left(s, 0) == 0
    # the trader: 2 allowed, 1 good held
    s = game(3)
    s["tiles"] = [4, 0, 1, 2, 3]  # silver 3
    give(s, 0, indigo=1)
    apply(s, ["role", "trader"])
    assert engine.sell_limit(s, 0) == 2 and engine.sell_left(s, 0) == 1
    # a sale draws what the piles hold, the good sold included
    give(s, 0, "silver_smelter", silver=1)
    s["discard"] += s["deck"] - 1
    s["deck"] = 1
    assert engine.sale_draw(s, "silver") == 3
    s["discard"] = 0
    assert engine.sale_draw(s, "silver") == 2 and engine.sale_price(s, "silver") == 3


def test_well_two_goods_draw_one():
    s = game(3)
    give(s, 0, "sugar_mill", "well")
    apply(s, ["role", "producer"])
    apply(s, ["produce", "indigo"])
    apply(s, ["produce", "sugar"])
    assert ["draw", 0, [1, "well"]] in s["events"]
    assert s["players"][0]["hand"] == 5


def test_producer_skips_seats_without_an_empty_building():
    s = game(3)
    give(s, 1, indigo=1)
    apply(s, ["role", "producer"])
    apply(s, ["pass"])
    assert s["turn"] == 2


# ---- 5.3 trader ---------------------------------------------------------------------


def test_trader_top_tile_revealed_then_back_to_the_bottom():
    s = game(3, seed=4)
    order = list(s["tiles"])
    give(s, 0, indigo=1)
    apply(s, ["role", "trader"])
    assert s["tile"] == order[0] and ["tile", None, order[0]] in s["events"]
    apply(s, ["sell", "indigo"])
    assert s["tile"] is None and s["tiles"] == order[1:] + order[:1]
    assert s["players"][0]["hand"] == 5


def trader_round(s, tile=None):
    """The trader picked, its tile said when asked, every seat passes."""
    apply(s, ["role", "trader"])
    if tile is not None:
        apply(s, ["tile", tile])
    while s["phase"] == "trader":
        apply(s, ["pass"])


def to_next_trader(s):
    """Play on (passing, never the trader) until the trader may be picked."""
    while s["phase"] != "roles" or ["role", "trader"] not in legal_actions(s):
        acts = legal_actions(s)
        roles = [a for a in acts if a[0] == "role" and a[1] != "trader"]
        apply(s, roles[0] if roles else ["pass"] if ["pass"] in acts else acts[-1])


def test_physical_tiles_the_trader_says_which_one_he_turned_up():
    # the table shuffles the tiles (set-up): the device cannot know the top
    # one, so the trader is asked, like any decision; its order becomes
    # known as each goes under the stack
    s = new_game(NAMES[:2], seed=1, tiles="physical")
    assert s["unseen"] == 5 and s["tile_mode"] == "physical"
    give(s, 0, indigo=1)
    apply(s, ["role", "trader"])
    assert engine.decision(s) == "tile" and s["turn"] == 0 and s["tile"] is None
    assert legal_actions(s) == [["tile", t] for t in range(5)]
    apply(s, ["tile", 3])
    assert s["tile"] == 3 and ["tile", None, 3] in s["events"] and s["phase"] == "trader"
    apply(s, ["sell", "indigo"])  # his only good: the phase ends
    assert s["tiles"] == [0, 1, 2, 4, 3] and s["unseen"] == 4 and not check(s)
    # the tiles seen are never offered again until all are known
    seen = [3]
    for t in (4, 0, 2):
        to_next_trader(s)
        apply(s, ["role", "trader"])
        assert legal_actions(s) == [["tile", x] for x in range(5) if x not in seen]
        refused(s, ["tile", seen[0]], "trader.tile")
        apply(s, ["tile", t])
        seen.append(t)
        while s["phase"] == "trader":  # (nobody may have a good to sell)
            apply(s, ["pass"])
    assert s["unseen"] == 1 and s["tiles"] == [1, 3, 4, 0, 2]
    # the last one is known without asking; then the stack's order
    for want in (1, 3):
        to_next_trader(s)
        give(s, s["turn"], indigo=1)  # a good to sell: the phase is played
        apply(s, ["role", "trader"])
        assert engine.decision(s) != "tile" and s["tile"] == want and s["unseen"] == 0
        while s["phase"] == "trader":
            apply(s, ["pass"])
    assert not check(s)


def test_physical_tiles_are_in_the_record_and_replay():
    s = new_game(NAMES[:3], seed=2, tiles="physical")
    acts = [["role", "trader"], ["tile", 2]]
    for a in acts:
        apply(s, a)
    h = record.header(s)
    assert h["tiles"] == "physical" and h["version"] == 8
    r = record.replay([record.header_line(s)] + [record.action_line(a) for a in acts])
    assert canon.dumps(r) == canon.dumps(s)
    assert record.header(new_game(NAMES[:3], seed=2))["tiles"] == "shuffle"
    old = {"record": "doubloon", "game": "san_juan", "version": 7, "players": NAMES[:2], "tiles": "physical"}
    with pytest.raises(BadInput):
        record.new_from_header(old)
    with pytest.raises(BadInput):
        new_game(NAMES[:2], tiles="drawn")


def test_the_device_draws_the_tile_when_the_game_says_so():
    s = new_game(NAMES[:3], seed=4)  # tiles "shuffle": the seed's order
    assert s["tile_mode"] == "shuffle" and s["unseen"] == 0
    top = s["tiles"][0]
    give(s, 0, indigo=1)
    apply(s, ["role", "trader"])
    assert engine.decision(s) != "tile" and s["tile"] == top


def test_trader_picker_sells_two_others_one():
    s = game(3)
    s["tiles"] = [0, 1, 2, 3, 4]
    give(s, 0, "sugar_mill", "silver_smelter", indigo=1, sugar=1, silver=1)
    give(s, 1, "sugar_mill", indigo=1, sugar=1)
    apply(s, ["role", "trader"])
    apply(s, ["sell", "silver"])
    apply(s, ["sell", "indigo"])
    assert s["turn"] == 1
    apply(s, ["sell", "sugar"])
    assert s["phase"] == "roles"
    assert [p["hand"] for p in s["players"]] == [4 + 2 + 1, 4 + 1, 4]


def test_market_stand_needs_two_sales():
    s = game(3)
    s["tiles"] = [0, 1, 2, 3, 4]
    give(s, 0, "market_stand", indigo=1)
    apply(s, ["role", "trader"])
    apply(s, ["sell", "indigo"])
    assert s["players"][0]["hand"] == 5 and not [e for e in events(s, "draw") if e[2][1] == "market_stand"]


# ---- 5.4 councillor, 5.5 prospector --------------------------------------------------------


def test_councillor_draws_five_keeps_one_others_two_keep_one():
    s = game(3)
    apply(s, ["role", "councillor"])
    assert all_draw(s) == [
        ["council", 0, [5, 1, 0]],
        ["council", 1, [2, 1, 0]],
        ["council", 2, [2, 1, 0]],
    ]
    assert [p["hand"] for p in s["players"]] == [5, 5, 5]
    assert s["discard"] == 4 + 1 + 1


def test_prospector_only_the_picker_draws_one():
    s = game(3)
    apply(s, ["role", "prospector"])
    apply(s, ["draw"])
    assert [p["hand"] for p in s["players"]] == [5, 4, 4]
    assert s["phase"] == "roles" and s["turn"] == 1


def test_gold_mine_works_whoever_picked_the_prospector():
    s = game(3)
    give(s, 2, "gold_mine")
    apply(s, ["role", "prospector"])
    apply(s, ["pass"])  # Anne declines his card: the gold mine still works
    assert s["turn"] == 2 and s["phase"] == "gold_mine"
    apply(s, ["pass"])
    assert s["players"][2]["hand"] == 4 and s["phase"] == "roles"


def test_the_picker_too_is_asked_whether_he_takes_his_draw():
    # rules 4: a player must pick a role « mais peut très bien ne pas en
    # effectuer les actions associées »: one rule for every seat (version 8)
    s = game(3)
    apply(s, ["role", "councillor"])
    assert s["turn"] == 0 and s["phase"] == "councillor" and not events(s, "council")
    assert legal_actions(s) == [["draw"], ["pass"]]
    assert engine.council_now(s, 0) == (5, 1)
    apply(s, ["pass"])  # Anne declines: nothing drawn, the others still asked
    assert s["turn"] == 1 and s["players"][0]["hand"] == 4 and s["discard"] == 0
    apply(s, ["draw"])
    apply(s, ["draw"])
    assert [p["hand"] for p in s["players"]] == [4, 5, 5] and s["phase"] == "roles"
    s = game(3)
    apply(s, ["role", "prospector"])
    assert s["phase"] == "prospector" and legal_actions(s) == [["draw"], ["pass"]]
    assert engine.prospect(s) == 1
    apply(s, ["pass"])
    assert [p["hand"] for p in s["players"]] == [4, 4, 4] and s["turn"] == 1
    assert not check(s)


@pytest.mark.parametrize("version", [4, 7])
def test_a_record_before_version_8_replays_the_picker_s_draw_unasked(version):
    h = {"record": "doubloon", "game": "san_juan", "version": version, "players": NAMES[:3], "seed": 1}
    lines = [canon.dumps(h), '["role","councillor"]', '["draw"]', '["draw"]', '["role","prospector"]']
    s = record.replay(lines)
    assert [p["hand"] for p in s["players"]] == [5, 5 + 1, 5]  # Bernie: the prospector
    assert s["phase"] == "roles" and s["turn"] == 2 and not check(s)


# ---- 4. round start: chapel, hand limit ------------------------------------------------------


def end_round(s):
    while s["round"] == 1:
        acts = legal_actions(s)
        roles = [a for a in acts if a[0] == "role"]
        apply(
            s, ["role", "prospector"] if ["role", "prospector"] in roles else roles[0] if roles else acts[-1]
        )


def test_chapel_owner_may_tuck_a_card_at_round_start():
    s = game(3)
    give(s, 1, "chapel")
    end_round(s)
    assert s["phase"] == "chapel" and s["turn"] == 1
    assert legal_actions(s) == [["chapel"], ["pass"]]
    h = s["players"][1]["hand"]
    apply(s, ["chapel"])
    assert s["players"][1]["chapel"] == 1 and s["players"][1]["hand"] == h - 1
    assert s["phase"] == "roles" and s["turn"] == s["governor"] == 1


def test_hand_limit_seven_twelve_with_tower_checked_at_round_start():
    s = game(3)
    give(s, 1, hand=10)
    give(s, 2, "tower", hand=14)
    end_round(s)
    assert [p["hand"] for p in s["players"]][1:] == [7, 12]
    limits = events(s, "hand_limit")
    assert ["hand_limit", 1, [3, 7]] in limits and [
        "hand_limit",
        2,
        [2 + (s["players"][2]["hand"] and 0), 12],
    ] in limits
    assert not check(s)


def test_hand_limit_not_checked_during_the_round():
    s = game(3)
    give(s, 0, hand=9)
    apply(s, ["role", "prospector"])
    all_draw(s)
    assert s["players"][0]["hand"] == 10


# ---- 6. crane ------------------------------------------------------------------------------


def test_crane_covered_building_loses_its_function():
    s = game(3)
    give(s, 1, "crane", "quarry", hand=6)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "library"])  # over the quarry: 5 - 4, and no quarry discount
    assert ["cover", "quarry"] in legal_actions(s)
    assert ["cover", "crane"] not in legal_actions(s)
    apply(s, ["cover", "quarry"])
    assert s["players"][1]["buildings"] == ["indigo_plant", "crane", "library"]
    assert s["players"][1]["hand"] == 6 - 1 - 1
    assert not check(s)


def test_the_building_a_crane_covers_leaves_the_game():
    # rules 6 « ce dernier étant alors retiré du jeu »: not on the discard
    # pile, so never reshuffled into the deck nor drawn again (version 8)
    s = game(3)
    give(s, 0, "crane", "quarry", hand=6)
    discard = s["discard"]
    apply(s, ["role", "builder"])
    apply(s, ["build", "library"])
    apply(s, ["cover", "quarry"])  # 5 - 1 (privilege) - 4 (quarry): 0 cards
    assert s["discard"] == discard and s["removed"] == 1
    assert ["covered", 0, ["quarry", "out"]] in s["events"]
    assert cards(s) == 110 and not check(s)
    # the piles run dry: the covered card is not among those reshuffled
    s["discard"], s["deck"] = s["deck"] + s["discard"], 0
    s["phase_data"]["left"] = 1
    while s["phase"] == "builder":
        apply(s, ["pass"])
    apply(s, ["role", "prospector"])
    apply(s, ["draw"])
    held = 3 + 5 + 5 + 5  # Anne: indigo plant, crane, library, 5 in hand; 5 each for the others
    assert ["reshuffle", None, 110 - held - 1] in s["events"]


@pytest.mark.parametrize("version", [4, 7])
def test_a_record_before_version_8_replays_the_covered_building_discarded(version):
    s = core.san_juan.state.new_game(NAMES[:3], 1, version=version)
    give(s, 0, "crane", "quarry", hand=6)
    discard = s["discard"]
    apply(s, ["role", "builder"])
    apply(s, ["build", "library"])
    apply(s, ["cover", "quarry"])
    assert s["discard"] == discard + 1 and "removed" not in s
    assert ["covered", 0, ["quarry", "discard"]] in s["events"]
    assert cards(s) == 110 and not check(s)


def test_crane_cannot_cover_with_the_same_kind():
    s = game(3)
    give(s, 0, "crane", "sugar_mill", hand=6)
    apply(s, ["role", "builder"])
    apply(s, ["build", "sugar_mill"])
    assert ["cover", "sugar_mill"] not in legal_actions(s)
    refused(s, ["cover", "crane"], "builder.cover_kind")
    refused(s, ["cover", "palace"], "builder.cover_owned")


def test_crane_with_twelve_buildings_still_builds_over():
    s = game(3)
    give(s, 1, "crane", *CITY[:10], hand=5)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "statue"])
    assert ["nocover"] not in legal_actions(s)
    apply(s, ["cover", "sugar_mill"])
    assert len(s["players"][1]["buildings"]) == 12


# ---- 7. end --------------------------------------------------------------------------------------


def test_twelfth_building_ends_the_game_after_the_builder_phase():
    s = game(3)
    give(s, 0, *CITY[:10], hand=5)
    apply(s, ["role", "builder"])
    apply(s, ["build", "sugar_mill"])
    assert not core.is_over(s) and s["turn"] == 1  # the others still build
    apply(s, ["build", "indigo_plant"])
    apply(s, ["pass"])
    # then each seat checks its counts, from the governor on
    assert not core.is_over(s) and core.pending(s)["kind"] == "count"
    assert ["count_check", None, 1] in s["events"]
    for p in (0, 1, 2):
        assert s["turn"] == p and legal_actions(s)[0] == ["confirm"]
        apply(s, ["confirm"])
    assert core.is_over(s) and legal_actions(s) == []
    refused(s, ["role", "builder"], "game.over")
    result = core.final_score(s)
    assert result["players"][0]["breakdown"]["buildings"] == 1 + 4 * 1 + 4 * 2 + 2 * 2 + 1
    assert result["winners"] == ["Anne"]


def test_tie_break_hand_plus_goods_counted_by_the_device():
    s = game(2)
    give(s, 1, hand=7, indigo=1)
    sheet = __import__("core.san_juan.endgame", fromlist=["sheet"]).sheet(s)
    assert sheet["players"][1]["hand"] == 7 and sheet["players"][1]["goods"] == 1
    result = core.final_score(s)
    assert result["players"][1]["tiebreak"] == 8 and result["winners"] == ["Bernie"]


# ---- records ------------------------------------------------------------------------------------


def test_a_game_records_and_replays():
    from core.san_juan.simulate import play_random

    acts = []
    s = play_random(3, 9, record=acts)
    lines = [record.header_line(s)] + [record.action_line(a) for a in acts]
    assert '"game":"san_juan"' in lines[0]
    assert canon.dumps(record.replay(lines)) == canon.dumps(s)


def test_core_dispatches_san_juan():
    s = core.new_game(["Anne", "Bernie"], seed=3, game="san_juan")
    assert core.pending(s)["kind"] == "roles" and core.current_player(s) == 0
    rule, why = core.explain(s, ["build", "smithy"])
    assert rule == "roles.pending" and "Anne" in why


# ---- more of the rules' small print --------------------------------------------------------


def test_deck_runs_out_the_discard_pile_becomes_the_deck():
    s = game(3)
    s["discard"], s["deck"] = s["deck"], 0
    apply(s, ["role", "prospector"])
    apply(s, ["draw"])
    assert ["reshuffle", None, 95] in s["events"]
    assert s["deck"] == 94 and s["discard"] == 0 and not check(s)


def test_black_market_never_pays_above_the_price():
    s = game(3)
    give(s, 1, "black_market", "smithy", indigo=1, sugar=0, hand=2)
    give(s, 1, "sugar_mill", sugar=1)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "sugar_mill"])  # 2 - 1 smithy: 1 card, so 1 good at most
    assert legal_actions(s) == [["goods", "indigo"], ["goods", "sugar"], ["pay"], ["cancel"]]
    apply(s, ["goods", "sugar"])
    assert events(s, "build") == [["build", 1, ["sugar_mill", 0, ["sugar"], None]]]  # no more asked
    assert s["players"][1]["goods"] == {"indigo": 1, "sugar": 0, "tobacco": 0, "coffee": 0, "silver": 0}
    assert s["players"][1]["hand"] == 1


def test_a_covered_violet_building_may_be_built_again():
    s = game(3)
    give(s, 1, "crane", "smithy", hand=8)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "aqueduct"])
    apply(s, ["cover", "smithy"])
    assert "smithy" not in s["players"][1]["buildings"]
    assert engine.why_not_build(s, 1, "smithy") is None


def test_well_works_for_a_player_who_is_not_the_producer():
    s = game(3)
    give(s, 1, "aqueduct", "well", "sugar_mill")
    apply(s, ["role", "producer"])
    apply(s, ["pass"])
    apply(s, ["produce", "indigo"])
    apply(s, ["produce", "sugar"])
    assert ["draw", 1, [1, "well"]] in s["events"]


def test_hand_sizes_are_public_the_tile_order_is_not():
    from core.san_juan.views import public_view

    s = game(3)
    v = public_view(s)
    assert [p["hand"] for p in v["players"]] == [4, 4, 4]
    assert "tiles" not in v and "rng" not in v and v["tiles_count"] == 5


def test_archive_tells_to_discard_from_the_whole_hand():
    s = game(3)
    give(s, 1, "archive")
    apply(s, ["role", "councillor"])
    assert all_draw(s)[1] == ["council", 1, [2, 1, 1]]


def test_goods_pay_for_a_building_only_with_a_black_market():
    s = game(3)
    give(s, 1, "sugar_mill", indigo=1, sugar=1, hand=4)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "tobacco_storage"])  # no question: 3 cards from the hand
    assert events(s, "build") == [["build", 1, ["tobacco_storage", 3, [], None]]]
    assert s["players"][1]["hand"] == 0 and s["players"][1]["goods"]["indigo"] == 1
    s = game(3)
    give(s, 1, "crane", "black_market", "sugar_mill", indigo=1, hand=3)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "library"])
    # covering the black market: it no longer pays (5 - 2 = 3 cards, 2 in hand)
    assert ["cover", "black_market"] not in legal_actions(s)
    assert ["cover", "sugar_mill"] in legal_actions(s)


def test_the_good_on_a_covered_building_is_lost_and_cannot_pay():
    # two full sugar mills, one covered: its good is lost, the other pays
    s = game(3)
    give(s, 1, "crane", "black_market", "sugar_mill", "sugar_mill", sugar=2, hand=4)
    apply(s, ["role", "builder"])
    apply(s, ["pass"])
    apply(s, ["build", "palace"])  # 6 - 2 (sugar mill) = 4: 1 good + 3 cards
    apply(s, ["cover", "sugar_mill"])
    assert legal_actions(s) == [["goods", "sugar"], ["cancel"]]  # only one sugar may pay
    apply(s, ["goods", "sugar"])
    b = s["players"][1]
    assert b["goods"]["sugar"] == 0 and ["lost_good", 1, "sugar"] in s["events"]
    assert b["hand"] == 4 - 1 - 3
    assert not check(s)


def test_a_build_under_way_can_be_taken_back_to_the_menu():
    s = game(3)
    give(s, 0, "crane", "smithy", hand=6)
    apply(s, ["role", "builder"])
    menu = legal_actions(s)
    apply(s, ["build", "library"])
    assert ["cancel"] in legal_actions(s)
    apply(s, ["cancel"])
    assert legal_actions(s) == menu and s["turn"] == 0
    assert s["players"][0]["hand"] == 6 and not s["events"]


def test_prospector_with_a_library_draws_two():
    s = game(3)
    give(s, 0, "library")
    apply(s, ["role", "prospector"])
    apply(s, ["draw"])
    assert ["draw", 0, [2, "prospector"]] in s["events"]


def test_a_violet_building_works_from_the_next_phase_of_the_same_round():
    s = game(3)
    give(s, 1, "sugar_mill", hand=4)
    apply(s, ["role", "prospector"])  # Anne
    all_draw(s)
    apply(s, ["role", "builder"])  # Bernie builds an aqueduct (3 - 1 privilege)
    assert s["turn"] == 1
    apply(s, ["build", "aqueduct"])
    apply(s, ["pass"])  # Chris
    apply(s, ["pass"])  # Anne
    assert s["phase"] == "roles" and s["turn"] == 2
    apply(s, ["role", "producer"])  # Chris picks; Bernie's aqueduct works now
    apply(s, ["pass"])
    assert s["turn"] == 0
    apply(s, ["pass"])
    assert engine.produce_limit(s, 1) == 2
    apply(s, ["produce", "indigo"])
    apply(s, ["produce", "sugar"])
    assert s["players"][1]["goods"]["indigo"] == 1 and s["players"][1]["goods"]["sugar"] == 1


def test_four_players_four_picks_a_round():
    s = game(4)
    for role in ("prospector", "councillor", "trader", "producer"):
        assert s["round"] == 1
        apply(s, ["role", role])
        all_draw(s)
        while s["phase"] == "producer":
            apply(s, ["pass"])
    assert s["round"] == 2 and s["governor"] == 1


def test_chapel_cards_are_counted_only_in_their_owner_s_view():
    from core.san_juan.views import public_view, seat_view

    s = game(3)
    give(s, 1, "chapel")
    s["players"][1]["chapel"] = 3
    s["deck"] -= 3
    assert [p["chapel"] for p in public_view(s)["players"]] == [None, None, None]
    assert [p["chapel"] for p in seat_view(s, 1)["players"]] == [None, 3, None]
    assert s["players"][1]["chapel"] == 3 and not check(s)
