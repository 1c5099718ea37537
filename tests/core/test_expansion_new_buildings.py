"""Expansion 1, new buildings (shared/rules/puerto-rico-expansions.md 2):
the set-ups (draft, random set, base set), each building's effect, the
worked examples EX-01..EX-09 by name, the rulings A8-A14 and A18-A19, and
the refusals of each new kind of action."""

import copy
import pytest

import core
from core import canon, record
from core.errors import BadInput
from core.puerto_rico import data
from core.puerto_rico.expansions import new_buildings
from core.puerto_rico.endgame import final_score, sheet
from core.puerto_rico.invariants import check
from core.puerto_rico.roles.builder import price

from tests.support.scenario import game, give, own, tiles, pick, mayor
from tests.support.refused import refused

EXP = ("new_buildings",)


def exp_game(n=4, *extra, **kw):
    """A game with the expansion, the base game's violet set, plus the new
    buildings ``extra`` put on the board (their copies in the supply)."""
    s = game(n, expansions=EXP, setup=kw.pop("setup", "base"), **kw)
    for b in extra:
        s["buildings"][b] = data.building(b)["copies_2p" if n == 2 else "copies"]
    return s


def forests(s, p, k):
    """``k`` face-down plantations laid as forests on ``p``'s island."""
    for _ in range(k):
        s["stock"].pop()
    s["players"][p]["forests"] += k


def legal(s):
    return core.legal_actions(s)


# ---- the game without the expansion does not change --------------------------


def test_a_base_game_has_no_expansion_fields():
    s = core.new_game(4, seed=3)
    assert "expansions" not in s and "setup" not in s and "slots" not in s
    assert all("forests" not in p for p in s["players"])
    assert "expansions" not in record.header(s)
    assert s["buildings"] == {b: data.building(b)["copies"] for b in data.BASE_BUILDINGS}


def test_unknown_expansion_or_setup_is_bad_input():
    with pytest.raises(BadInput):
        core.new_game(3, expansions=("pirates",))
    with pytest.raises(BadInput):
        core.new_game(3, expansions=EXP, setup="pick")
    with pytest.raises(BadInput):
        core.new_game(3, expansions="new_buildings")


# ---- set-ups -----------------------------------------------------------------


def _violet(s):
    return [b for b in s["buildings"] if not data.building(b)["production"]]


def test_base_setup_has_the_base_buildings():
    s = core.new_game(3, seed=1, expansions=EXP, setup="base")
    assert sorted(s["buildings"]) == sorted(data.BASE_BUILDINGS)
    assert s["phase"] == "roles"


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_random_setup_fills_every_slot_with_its_cost(n):
    s = core.new_game(n, seed=5, expansions=EXP, setup="random")
    costs = {}
    for b in _violet(s):
        c = data.building(b)["cost"]
        costs[c] = costs.get(c, 0) + 1
        small = data.building(b)["kind"] != "large"
        assert s["buildings"][b] == (2 if small and n > 2 else 1)
    assert costs == dict(new_buildings.DRAFT_SLOTS)
    assert s["phase"] == "roles"
    again = core.new_game(n, seed=5, expansions=EXP, setup="random")
    assert canon.dumps(again) == canon.dumps(s)


def test_random_setup_differs_between_seeds():
    sets = {
        tuple(sorted(_violet(core.new_game(4, seed=k, expansions=EXP, setup="random")))) for k in range(8)
    }
    assert len(sets) > 1


def test_draft_players_pick_clockwise_until_17_slots_are_filled():
    s = core.new_game(3, seed=2, expansions=EXP, setup="draft")
    assert s["phase"] == "draft" and core.pending(s)["kind"] == "draft"
    assert _violet(s) == []
    first = legal(s)
    # every violet building of the base game and expansion 1 is a candidate
    assert len(first) == 17 + 14
    seats = []
    while s["phase"] == "draft":
        seats.append(core.current_player(s))
        core.apply(s, legal(s)[-1])
        assert check(s) == []
    assert seats == [i % 3 for i in range(17)]
    assert len(_violet(s)) == 17 and s["phase"] == "roles" and core.current_player(s) == 0
    assert "slots" not in s


def test_draft_small_buildings_go_as_pairs_except_with_2_players():
    for n, copies in ((2, 1), (4, 2)):
        s = core.new_game(n, seed=2, expansions=EXP, setup="draft")
        core.apply(s, ["draft", "church"])
        assert s["buildings"]["church"] == copies
        core.apply(s, ["draft", "statue"])
        assert s["buildings"]["statue"] == 1


def test_EX_01_building_draft():
    s = core.new_game(4, seed=2, expansions=EXP, setup="draft")
    core.apply(s, ["draft", "church"])  # on the office's printed slot
    assert ["draft", "office"] in legal(s) and ["draft", "trading_post"] in legal(s)
    core.apply(s, ["draft", "office"])  # the second 5-slot
    for b in ("large_market", "trading_post"):
        assert ["draft", b] not in legal(s)
        refused(s, ["draft", b], "draft.slot")
    refused(s, ["draft", "church"], "draft.taken")
    refused(s, ["draft", "coffee_roaster"], "draft.unknown")
    refused(s, ["draft", "villa"], "draft.unknown")
    refused(s, ["role", "builder"], "draft.pending")


def test_a_drafted_game_replays_from_its_record():
    s = core.new_game(["Anne", "Bernie", "Christine"], seed=9, expansions=EXP, setup="draft")
    h = record.header(s)
    assert h["expansions"] == ["new_buildings"] and h["setup"] == "draft"
    lines = [record.header_line(s)]
    from core import rng

    r = rng.seed_state(4)
    for _ in range(400):
        acts = legal(s)
        if not acts:
            break
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i])
        lines.append(record.action_line(acts[i]))
    assert canon.dumps(record.replay(lines)) == canon.dumps(s)


# ---- forests and the forest house ---------------------------------------------


def test_forest_house_turns_a_face_up_plantation_into_a_forest():
    s = exp_game(3, "forest_house")
    own(s, 1, "forest_house", 1)
    pick(s, 0, "settler")
    assert not any(a[0] == "forest" for a in legal(s))  # no forest house
    core.apply(s, ["plantation", s["faceup"][0]])
    g = s["faceup"][0]
    assert ["forest", g] in legal(s)
    n = len(s["faceup"])
    p = s["players"][1]
    before = {k: v[0] for k, v in p["island"].items()}
    core.apply(s, ["forest", g])
    assert p["forests"] == 1
    assert {k: v[0] for k, v in p["island"].items()} == before  # no plantation added
    assert len(s["faceup"]) == n - 1
    assert check(s) == []


def test_forest_holds_nobody_and_counts_as_an_island_tile():
    s = exp_game(3, "forest_house")
    forests(s, 0, 11)
    p = s["players"][0]
    mayor(s, 0)
    assert not any(a == ["place", "forest"] for a in legal(s))
    assert p["island"]["indigo"] == [1, 1]  # the one circle he has
    # 11 forests + 1 plantation: the island is full
    s2 = exp_game(3, "forest_house")
    forests(s2, 0, 11)
    pick(s2, 0, "settler")
    assert core.current_player(s2) == 1  # Anne's island is full: skipped
    assert sheet(s2)["players"][0]["island"] == {"indigo": 1, "forest": 11}


def test_forests_score_for_the_residence():
    s = exp_game(3)
    forests(s, 0, 8)
    tiles(s, 0, "quarry", 2)
    own(s, 0, "residence", 1)
    assert final_score(s)["players"][0]["breakdown"]["bonus"]["residence"] == 6  # 11 tiles


def test_EX_02_forest_house_discount():
    s = exp_game(4, "forest_house")
    forests(s, 0, 4)
    tiles(s, 0, "quarry", 2, occupied=2)
    s["players"][0]["doubloons"] = 1
    pick(s, 0, "builder")
    assert price(s, 0, "large_warehouse") == 1  # 6 - 1 - 2 - 2
    core.apply(s, ["build", "large_warehouse"])
    assert s["players"][0]["doubloons"] == 0


def test_forest_discount_has_no_column_cap_and_needs_no_forest_house():
    s = exp_game(4)
    forests(s, 1, 6)
    tiles(s, 1, "quarry", 2, occupied=2)
    # column 1: quarries capped at 1, forests not: 3 - 1 - 3 = 0
    assert price(s, 1, "small_warehouse") == 0
    assert price(s, 1, "factory") == 7 - 2 - 3


# ---- black market ----------------------------------------------------------------


def black_market_builder(doubloons, **goods):
    # Anne owns an occupied black market, a colonist in San Juan, 2 VP
    # chips and ``goods``; Bernie picked the builder (no privilege for her)
    # and she builds.
    s = exp_game(4, "black_market")
    own(s, 0, "black_market", 1)
    p = s["players"][0]
    p["doubloons"] = doubloons
    p["san_juan"] = 1
    s["colonists"] -= 1
    give(s, 0, **goods)
    p["vp"] = 2
    s["vp_chips"] -= 2
    pick(s, 1, "prospector")  # somebody else's role: no builder privilege yet
    s["phase"] = "roles"
    pick(s, 1, "builder")
    s["turn"] = 0
    return s, p


def test_EX_03_black_market():
    s, p = black_market_builder(6, indigo=1)
    pays = [a for a in legal(s) if a[:2] == ["build", "harbor"]]
    assert pays == [["build", "harbor", "pay"]]  # one line; the items come next
    core.apply(s, ["build", "harbor", "pay"])
    items = legal(s)
    assert ["pay", "colonist:san_juan"] in items and ["pay", "colonist:black_market"] not in items
    assert items[-2:] == [["pay", "indigo"], ["pay", "vp"]]
    refused(s, ["build", "office"], "builder.black_market")
    refused(s, ["pass"], "builder.black_market")
    colonists = s["colonists"]
    core.apply(s, ["pay", "colonist:san_juan"])
    assert legal(s) == [["pay", "indigo"], ["pay", "vp"]]  # one of each kind
    core.apply(s, ["pay", "indigo"])  # exactly 2 items: never a third
    assert p["doubloons"] == 0 and p["goods"]["indigo"] == 0 and p["san_juan"] == 0
    assert p["vp"] == 2 and s["colonists"] == colonists + 1
    assert "harbor" in p["city"] and check(s) == []


def test_black_market_build_menu_has_one_line_per_building():
    # However many ways the items could pay, the build menu has one line
    # per building (and its university line): a seat with three buttons
    # scrolls buildings, not every combination (hundreds in a late game,
    # and a device's biggest allocation), then picks the items.
    s, _p = black_market_builder(2, indigo=1, sugar=1, coffee=1)
    menu = legal(s)
    paid = [a for a in menu if a[-1] == "pay"]
    assert paid and len(paid) == len({a[1] for a in paid}) and all(len(a) == 3 for a in paid)
    assert [a for a in menu if a[0] == "build" and a[-1] != "pay" and a[1] in {x[1] for x in paid}] == []
    # 3 kinds of items (colonist, barrels, VP chip): up to 3 doubloons short
    assert max(price(s, 0, a[1]) - 2 for a in paid) == 3


def test_black_market_only_when_every_doubloon_goes():
    s = exp_game(4, "black_market")
    own(s, 0, "black_market", 1)
    give(s, 0, indigo=1)
    s["players"][0]["doubloons"] = 8
    pick(s, 0, "builder")
    # harbor costs 7 for the builder: paid in doubloons, no items
    assert [a for a in legal(s) if a[:2] == ["build", "harbor"]] == [["build", "harbor"]]


# ---- guest house (EX-04), storehouse, library ----------------------------------------


def _no_room_at_sea(s):
    """Every cargo ship full of coffee, tobacco and sugar: nobody loads."""
    s["cargo_ships"] = [[1, "coffee", 1], [1, "tobacco", 1], [1, "sugar", 1]]
    for g in ("coffee", "tobacco", "sugar"):
        s["goods"][g] -= 1


def test_EX_04_guest_house_with_storehouse_and_library():
    s = exp_game(4, "guest_house", "storehouse", "library")
    A = 0
    own(s, A, "guest_house", 2)
    own(s, A, "storehouse")
    own(s, A, "library")
    give(s, A, corn=3, indigo=2, sugar=2, coffee=1)
    _no_room_at_sea(s)
    pick(s, 1, "captain")
    # end of the Captain phase: Anne moves a guest to her storehouse
    assert s["phase"] == "storage" and core.current_player(s) == A
    assert ["guest", "storehouse"] in legal(s)
    core.apply(s, ["guest", "storehouse"])
    p = s["players"][A]
    assert p["city"]["storehouse"] == 1 and p["city"]["guest_house"] == 1
    for g in ("corn", "corn", "indigo", "sugar"):
        core.apply(s, ["keep", g])
    assert p["goods"] == {"corn": 2, "indigo": 1, "sugar": 1, "tobacco": 0, "coffee": 0}  # 1 + 3
    assert s["phase"] == "roles"
    # later in the round she picks the trader, moves the other guest to the library
    pick(s, A, "trader")
    core.apply(s, ["guest", "library"])
    assert p["city"]["guest_house"] == 0 and p["city"]["library"] == 1
    assert not any(a[0] == "guest" for a in legal(s))
    money = p["doubloons"]
    core.apply(s, ["sell", "sugar"])
    assert p["doubloons"] == money + data.PRICE["sugar"] + 2  # doubled privilege
    assert check(s) == []


def test_A18_guest_house_refilled_only_in_a_mayor_phase():
    s = exp_game(3, "guest_house", "library")
    own(s, 0, "guest_house", 2)
    own(s, 0, "library")
    own(s, 0, "hospice")
    own(s, 0, "office")
    # during his own role pick he moves a guest
    assert ["guest", "library"] in legal(s)
    core.apply(s, ["guest", "library"])
    assert s["players"][0]["city"]["guest_house"] == 1
    refused(s, ["guest", "library"], "guest.move")  # the library is full
    assert ["guest", "hospice"] in legal(s)
    # the Mayor phase places everyone again: the guest house too
    pick(s, 0, "mayor")
    core.apply(s, ["privilege", 2])  # the library's two (A29)
    assert core.current_player(s) == 0
    assert ["place", "guest_house"] in legal(s)
    assert not any(a[0] == "guest" for a in legal(s))
    refused(s, ["guest", "office"], "guest.move")


def test_storehouse_keeps_three_more_barrels_of_any_kinds():
    s = exp_game(3, "storehouse")
    own(s, 0, "storehouse", 1)
    give(s, 0, corn=2, indigo=2, sugar=2, tobacco=2)
    s["cargo_ships"] = [[1, "coffee", 1], [1, "tobacco", 1], [1, "corn", 1]]
    s["goods"]["coffee"] -= 1
    s["goods"]["tobacco"] -= 1
    s["goods"]["corn"] -= 1
    pick(s, 0, "captain")
    assert s["phase"] == "storage"
    for g in ("corn", "corn", "indigo", "sugar"):
        core.apply(s, ["keep", g])
    assert s["players"][0]["goods"] == {"corn": 2, "indigo": 1, "sugar": 1, "tobacco": 0, "coffee": 0}
    assert check(s) == []


# ---- trading post -------------------------------------------------------------------


def test_trading_post_sells_into_a_full_house_without_market_bonus():
    s = exp_game(3, "trading_post")
    own(s, 1, "trading_post", 1)
    own(s, 1, "small_market", 1)
    give(s, 1, coffee=1)
    s["trading_house"] = ["corn", "indigo", "sugar", "coffee"]
    for g in s["trading_house"]:
        s["goods"][g] -= 1
    pick(s, 0, "trader")
    assert core.current_player(s) == 1
    assert legal(s) == [["sell", "coffee", "trading_post"], ["pass"]]
    refused(s, ["sell", "coffee"], "trader.full")
    money = s["players"][1]["doubloons"]
    core.apply(s, ["sell", "coffee", "trading_post"])
    assert s["players"][1]["doubloons"] == money + 4  # no small-market bonus
    assert ["trading_post", 1, ["coffee", 4]] in s["events"]  # straight back to the supply
    assert s["players"][1]["goods"]["coffee"] == 0
    assert check(s) == []


# ---- church, lighthouse, specialty factory, aqueduct, union hall, small wharf -------------


def test_church_gives_0_1_1_2_by_column():
    for b, vp in (("small_market", 0), ("hospice", 1), ("harbor", 1), ("guild_hall", 2)):
        s = exp_game(3, "church")
        own(s, 0, "church", 1)
        s["players"][0]["doubloons"] = 20
        pick(s, 0, "builder")
        core.apply(s, ["build", b])
        assert s["players"][0]["vp"] == vp, b


def test_lighthouse_per_loading_and_for_the_captain_even_without_shipping():
    s = exp_game(3, "lighthouse")
    own(s, 0, "lighthouse", 1)
    pick(s, 0, "captain")
    assert s["players"][0]["doubloons"] == 2 + 1
    s = exp_game(3, "lighthouse")
    own(s, 1, "lighthouse", 1)
    give(s, 1, corn=2)
    give(s, 2, indigo=1)
    pick(s, 2, "captain")
    money = s["players"][1]["doubloons"]
    core.apply(s, ["load", "indigo", legal(s)[0][2]])
    core.apply(s, legal(s)[0])
    assert s["players"][1]["doubloons"] == money + 1


def test_specialty_factory_pays_largest_non_corn_production_minus_one():
    s = exp_game(3, "specialty_factory")
    own(s, 0, "specialty_factory", 1)
    own(s, 0, "indigo_plant", 3)
    tiles(s, 0, "indigo", 2, occupied=3)  # 1 + 2 occupied indigo: 3 barrels
    tiles(s, 0, "corn", 4, occupied=4)
    money = s["players"][0]["doubloons"]
    pick(s, 1, "craftsman")
    assert s["players"][0]["goods"]["indigo"] == 3
    assert s["players"][0]["doubloons"] == money + 2


def test_A11_specialty_factory_does_not_count_the_privilege_barrel():
    s = exp_game(3, "specialty_factory")
    own(s, 0, "specialty_factory", 1)
    own(s, 0, "small_indigo_plant", 1)
    s["players"][0]["island"]["indigo"][1] = 1
    s["colonists"] -= 1
    pick(s, 0, "craftsman")
    core.apply(s, ["bonus", "indigo"])
    assert s["players"][0]["doubloons"] == 2  # 1 - 1 = 0 from the factory


def test_A8_aqueduct_needs_the_large_building_occupied():
    s = exp_game(3, "aqueduct")
    own(s, 0, "aqueduct", 1)
    own(s, 0, "indigo_plant", 1)
    own(s, 0, "small_indigo_plant", 1)
    s["players"][0]["island"]["indigo"][1] = 1
    s["colonists"] -= 1
    tiles(s, 0, "indigo", 1, occupied=1)
    pick(s, 1, "craftsman")
    assert s["players"][0]["goods"]["indigo"] == 3  # 2 produced + 1
    s = exp_game(3, "aqueduct")
    own(s, 0, "aqueduct", 1)
    own(s, 0, "small_indigo_plant", 1)
    s["players"][0]["island"]["indigo"][1] = 1
    s["colonists"] -= 1
    pick(s, 1, "craftsman")
    assert s["players"][0]["goods"]["indigo"] == 1  # the small one: no bonus


def _union_hall_vp(**goods):
    s = exp_game(4, "union_hall")
    own(s, 1, "union_hall", 1)
    give(s, 1, **goods)
    pick(s, 0, "captain")
    assert core.current_player(s) == 1  # his first turn
    core.apply(s, legal(s)[0])
    return [e[2] for e in s["events"] if e[0] == "union_hall"][0]  # before he shipped


def test_EX_06_union_hall_example_1():
    assert _union_hall_vp(corn=3, indigo=2, coffee=1) == 2


def test_EX_07_union_hall_example_2():
    assert _union_hall_vp(corn=4, coffee=2) == 3


def test_EX_05_small_wharf():
    s = exp_game(4, "small_wharf")
    own(s, 1, "small_wharf", 1)
    give(s, 1, indigo=3, tobacco=2, corn=1)
    # every ship taken by other kinds: he cannot load, the small wharf is his choice
    s["cargo_ships"] = [[5, "sugar", 5], [6, "coffee", 6], [7, "tobacco", 7]]
    for g, k in (("sugar", 5), ("coffee", 6), ("tobacco", 7)):
        s["goods"][g] -= k
    pick(s, 0, "captain")
    assert legal(s) == [["small_wharf"], ["pass"]]
    core.apply(s, ["small_wharf"])
    for g in ("indigo", "indigo", "indigo", "tobacco", "tobacco"):
        core.apply(s, ["return", g])
    refused(s, ["load", "corn", 0], "captain.small_wharf")
    core.apply(s, ["return", "corn"])
    core.apply(s, ["ship"])
    assert s["players"][1]["vp"] == 3
    assert check(s) == []


def test_A9_small_wharf_gets_harbor_and_captain():
    s = exp_game(3, "small_wharf")
    own(s, 0, "small_wharf", 1)
    own(s, 0, "harbor", 1)
    give(s, 0, sugar=2)
    pick(s, 0, "captain")
    core.apply(s, ["small_wharf"])
    core.apply(s, ["return", "sugar"])
    core.apply(s, ["return", "sugar"])
    core.apply(s, ["ship"])
    assert s["players"][0]["vp"] == 1 + 1 + 1


# ---- library (A12) ---------------------------------------------------------------------


def _library(n=3, *extra):
    s = exp_game(n, "library", *extra)
    own(s, 0, "library", 1)
    return s


def test_A12_library_builder_prospector_captain():
    s = _library()
    assert price_for_builder(s, "small_warehouse") == 1  # 3 - 2
    s = _library(4)
    money = s["players"][0]["doubloons"]
    pick(s, 0, "prospector")
    assert s["players"][0]["doubloons"] == money + 2
    s = _library()
    give(s, 0, corn=1)
    pick(s, 0, "captain")
    core.apply(s, legal(s)[0])
    assert s["players"][0]["vp"] == 1 + 2


def price_for_builder(s, b):
    pick(s, 0, "builder")
    return price(s, 0, b)


def test_A12_library_mayor_takes_two_colonists():
    s = _library()
    pick(s, 0, "mayor")
    core.apply(s, ["privilege", 2])
    assert ["privilege", 0, 2] in s["events"]


def test_A29_library_mayor_takes_none_one_or_two():
    """«Tout d'abord, le joueur qui a choisi le Recruteur peut prendre 1
    ouvrier de la réserve»: each of the library's two is a "may"."""
    s = _library()
    pick(s, 0, "mayor")
    assert legal(s) == [["privilege", 2], ["privilege"], ["decline"]]
    core.apply(s, ["privilege"])
    assert ["privilege", 0, 1] in s["events"]
    s = _library()
    s["rules_v2"] = True  # version 2 records: both or none
    pick(s, 0, "mayor")
    assert legal(s) == [["privilege"], ["decline"]]
    core.apply(s, ["privilege"])
    assert ["privilege", 0, 2] in s["events"]


def test_A29_library_with_one_colonist_left_asks_as_the_base_game():
    s = _library()
    s["players"][1]["san_juan"] += s["colonists"] - 1
    s["colonists"] = 1
    pick(s, 0, "mayor")
    assert legal(s) == [["privilege"], ["decline"]]


def test_library_craftsman_takes_two_extra_barrels():
    s = _library()
    tiles(s, 0, "corn", 1, occupied=1)
    pick(s, 0, "craftsman")
    core.apply(s, ["bonus", "corn"])
    assert legal(s) == [["bonus", "corn"], ["pass"]]
    core.apply(s, ["bonus", "corn"])
    assert s["players"][0]["goods"]["corn"] == 1 + 2 and s["phase"] == "roles"


def test_library_settler_takes_one_more_face_up_plantation_after_everyone():
    s = _library()
    pick(s, 0, "settler")
    for _ in range(3):
        core.apply(s, [a for a in legal(s) if a[0] == "plantation"][0])
    assert s["phase"] == "settler" and core.current_player(s) == 0
    assert ["quarry"] not in legal(s)  # a quarry only with a construction hut
    core.apply(s, [a for a in legal(s) if a[0] == "plantation"][0])
    assert s["phase"] == "roles"
    assert sum(t[0] for t in s["players"][0]["island"].values()) == 3


# ---- statue and cloister -------------------------------------------------------------------


def test_EX_09_statue_with_university():
    s = exp_game(3, "statue")
    own(s, 0, "university", 1)
    s["players"][0]["doubloons"] = 10
    pick(s, 0, "builder")
    core.apply(s, ["build", "statue", "university"])
    p = s["players"][0]
    assert p["city"]["statue"] == 0 and p["san_juan"] == 1
    assert final_score(s)["players"][0]["breakdown"]["buildings"] == 3 + 8
    assert check(s) == []


def test_EX_08_cloister():
    s = exp_game(4, "cloister")
    p = 0
    s["players"][p]["island"] = {}
    s["stock"].append("indigo")  # the starting tile back
    forests(s, p, 6)
    tiles(s, p, "quarry", 3)
    tiles(s, p, "corn", 2)
    tiles(s, p, "coffee", 1)
    own(s, p, "cloister", 1)
    assert final_score(s)["players"][p]["breakdown"]["bonus"]["cloister"] == 6


# ---- refusals ------------------------------------------------------------------------------


def test_new_actions_without_their_building_are_refused():
    s = exp_game(3, "trading_post", "small_wharf", "forest_house")
    give(s, 0, corn=2)
    pick(s, 0, "trader")
    refused(s, ["sell", "corn", "trading_post"], "trader.illegal")
    s = exp_game(3, "small_wharf")
    give(s, 0, corn=2)
    pick(s, 0, "captain")
    refused(s, ["small_wharf"], "captain.illegal")
    s = exp_game(3, "forest_house")
    pick(s, 0, "settler")
    refused(s, ["forest", s["faceup"][0]], "settler.illegal")
    refused(s, ["guest", "indigo"], "guest.move")


# ---- more rulings and edges ----------------------------------------------------------------


def test_A10_lighthouse_counts_a_wharf_loading():
    s = exp_game(3, "lighthouse")
    own(s, 1, "lighthouse", 1)
    own(s, 1, "wharf", 1)
    give(s, 1, coffee=3)
    _no_room_at_sea(s)  # coffee cannot go on a ship: the wharf it is
    pick(s, 0, "captain")
    money = s["players"][1]["doubloons"]
    core.apply(s, ["wharf", "coffee"])
    assert s["players"][1]["doubloons"] == money + 1
    assert s["players"][1]["vp"] == 3


def test_A14_union_hall_once_a_phase_even_without_shipping():
    s = exp_game(3, "union_hall")
    own(s, 1, "union_hall", 1)
    give(s, 1, indigo=4)
    s["cargo_ships"] = [[1, "coffee", 1], [1, "tobacco", 1], [6, "indigo", 5]]
    for g, k in (("coffee", 1), ("tobacco", 1), ("indigo", 5)):
        s["goods"][g] -= k
    pick(s, 0, "captain")
    core.apply(s, ["load", "indigo", 2])  # one fits; he keeps 3
    assert ["union_hall", 1, 2] in s["events"]  # 2 pairs, before shipping
    assert s["players"][1]["vp"] == 2 + 1
    while s["phase"] == "captain":
        core.apply(s, legal(s)[0])
    assert s["players"][1]["vp"] == 2 + 1  # no second union-hall award


def _union_hall_with_a_guest(old=False):
    """Bernie owns an empty union hall and a guest in his guest house; Anne
    picks the captain."""
    s = exp_game(4, "union_hall", "guest_house")
    if old:
        s["rules_v2"] = True  # a version 2 record replayed
    own(s, 1, "union_hall")
    own(s, 1, "guest_house", 1)
    give(s, 1, corn=2, indigo=2)
    pick(s, 0, "captain")
    assert core.current_player(s) == 1
    return s


def test_A14_union_hall_scored_at_each_owners_first_turn():
    """«Avant que le propriétaire d'un Syndicat occupé expédie sa
    marchandise lors de la phase du Capitaine, il gagne 1 PV pour chaque
    lot de 2 marchandises identiques»: a guest moved onto it at his first
    turn, before he ships, makes it count."""
    s = _union_hall_with_a_guest()
    assert s["players"][1]["vp"] == 0  # nothing yet at the phase's start
    core.apply(s, ["guest", "union_hall"])
    assert s["players"][1]["vp"] == 0  # moving a guest is not shipping
    core.apply(s, ["load", "corn", 0])
    assert ["union_hall", 1, 2] in s["events"]
    assert s["players"][1]["vp"] == 2 + 2  # the pairs, then the corn
    assert check(s) == []


def test_A14_version_2_records_scored_owners_at_the_phase_start():
    s = _union_hall_with_a_guest(old=True)
    core.apply(s, ["guest", "union_hall"])
    core.apply(s, ["load", "corn", 0])
    assert not [e for e in s["events"] if e[0] == "union_hall"]
    assert s["players"][1]["vp"] == 2


def test_A14_union_hall_owner_with_nothing_to_load_scores_when_skipped():
    s = exp_game(3, "union_hall")
    own(s, 1, "union_hall", 1)
    give(s, 1, indigo=2)
    _no_room_at_sea(s)
    pick(s, 0, "captain")
    assert s["phase"] != "captain" and s["players"][1]["vp"] == 1


def test_hospice_with_a_forest_sends_its_colonist_to_san_juan():
    s = exp_game(3, "forest_house")
    own(s, 0, "forest_house", 1)
    own(s, 0, "hospice", 1)
    pick(s, 0, "settler")
    g = s["faceup"][0]
    core.apply(s, ["forest", g, "hospice"])
    p = s["players"][0]
    assert p["forests"] == 1 and p["san_juan"] == 1
    assert check(s) == []


def test_library_extra_tile_may_be_a_forest():
    s = _library(3, "forest_house")
    own(s, 0, "forest_house", 1)
    pick(s, 0, "settler")
    for _ in range(3):
        core.apply(s, [a for a in legal(s) if a[0] == "plantation"][0])
    assert core.current_player(s) == 0 and s["phase"] == "settler"
    core.apply(s, [a for a in legal(s) if a[0] == "forest"][0])
    assert s["players"][0]["forests"] == 1 and s["phase"] == "roles"


def test_church_gives_nothing_for_itself_and_vp_chips_can_run_out():
    s = exp_game(3, "church")
    s["players"][0]["doubloons"] = 20
    pick(s, 0, "builder")
    core.apply(s, ["build", "church"])
    assert s["players"][0]["vp"] == 0
    s = exp_game(3, "church")
    own(s, 1, "church")  # unoccupied: nothing either
    s["players"][1]["doubloons"] = 20
    pick(s, 1, "builder")
    core.apply(s, ["build", "guild_hall"])
    assert s["players"][1]["vp"] == 0
    # A3: the church's VP may take the last chips: the game will end
    s = exp_game(3, "church")
    own(s, 0, "church", 1)
    s["players"][0]["doubloons"] = 20
    s["players"][2]["vp"] = s["vp_chips"] - 1
    s["vp_chips"] = 1
    pick(s, 0, "builder")
    core.apply(s, ["build", "guild_hall"])
    p = s["players"][0]
    assert p["vp"] == 1 and p["written"] == 1 and "vp_chips" in s["end"]


def test_black_market_never_returns_its_own_colonist_or_a_quarrys():
    s = exp_game(3, "black_market")
    own(s, 0, "black_market", 1)
    tiles(s, 0, "quarry", 1, occupied=1)
    s["players"][0]["island"]["indigo"][1] = 0
    give(s, 0, corn=1)
    s["players"][0]["doubloons"] = 3
    pick(s, 1, "builder")
    s["turn"] = 0
    # small warehouse: 3 - 1 quarry = 2: paid in doubloons
    # hospice: 4 - 1 = 3: paid in doubloons; office: 5 - 1 = 4: 1 short, a barrel only
    assert [a for a in legal(s) if a[:2] == ["build", "office"]] == [["build", "office", "pay"]]
    core.apply(s, ["build", "office", "pay"])
    assert legal(s) == [["pay", "corn"]]  # a barrel only: no colonist of its own or a quarry's


def test_statue_holds_nobody_in_the_mayor_phase():
    s = exp_game(3, "statue")
    own(s, 0, "statue")
    own(s, 0, "hospice")
    own(s, 0, "office")
    mayor(s, 0)
    assert core.current_player(s) == 0
    assert ["place", "statue"] not in legal(s)
    refused(s, ["place", "statue"], "mayor.circle")


def test_trading_post_once_a_phase_any_kind():
    s = exp_game(3, "trading_post")
    own(s, 1, "trading_post", 1)
    give(s, 1, corn=2)
    s["trading_house"] = ["corn"]
    s["goods"]["corn"] -= 1
    pick(s, 0, "trader")
    assert ["sell", "corn", "trading_post"] in legal(s) and ["sell", "corn"] not in legal(s)
    core.apply(s, ["sell", "corn", "trading_post"])
    assert s["trading_house"] == ["corn"]  # the barrel went to the supply
    assert s["players"][1]["goods"]["corn"] == 1
    assert s["phase"] == "roles"  # one sale a phase: his turn is over


def test_forest_discount_never_makes_a_price_negative():
    s = exp_game(3)
    forests(s, 0, 10)
    assert price(s, 0, "small_market") == 0


def test_conservation_check_sees_a_lost_forest():
    s = exp_game(3)
    forests(s, 0, 2)
    assert check(s) == []
    s["players"][0]["forests"] -= 1
    assert any(b.startswith("tiles") for b in check(s))


def test_physical_tiles_report_comes_before_the_draft():
    s = core.new_game(3, seed=1, tiles="physical", expansions=EXP, setup="draft")
    assert core.pending(s)["kind"] == "draw"
    while core.pending(s)["kind"] == "draw":
        core.apply(s, legal(s)[0])
    assert core.pending(s)["kind"] == "draft" and len(s["faceup"]) == 4


def test_small_wharf_refusals():
    s = exp_game(3, "small_wharf")
    own(s, 0, "small_wharf", 1)
    give(s, 0, corn=1)
    pick(s, 0, "captain")
    core.apply(s, ["small_wharf"])
    refused(s, ["ship"], "captain.small_wharf")  # nothing returned yet
    refused(s, ["return", "coffee"], "captain.small_wharf")
    core.apply(s, ["return", "corn"])
    core.apply(s, ["ship"])
    assert s["players"][0]["vp"] == 0 + 1  # 1 barrel: 0 VP, the captain's 1


def test_random_setup_record_has_no_draft_actions():
    s = core.new_game(["Anne", "Bernie"], seed=4, expansions=EXP, setup="random")
    lines = [record.header_line(s)]
    assert canon.dumps(record.replay(lines)) == canon.dumps(s)


@pytest.mark.parametrize("tiles_mode", ["shuffle", "physical"])
@pytest.mark.parametrize("choice", ["plantation", "forest"])
def test_hacienda_tile_seen_then_plantation_or_forest(tiles_mode, choice):
    s = exp_game(3, "forest_house", tiles=tiles_mode)
    while core.pending(s)["kind"] == "draw":  # the first face-up tiles
        core.apply(s, legal(s)[0])
    own(s, 0, "forest_house", 1)
    own(s, 0, "hacienda", 1)
    pick(s, 0, "settler")
    core.apply(s, ["hacienda"])
    if tiles_mode == "physical":
        core.apply(s, legal(s)[0])  # the tile drawn, reported
    g = s["phase_data"]["drawn"]
    assert legal(s) == [["drawn_tile", "plantation"], ["drawn_tile", "forest"]]
    tiles_before = sum(t[0] for t in s["players"][0]["island"].values())
    core.apply(s, ["drawn_tile", choice])
    p = s["players"][0]
    if choice == "forest":
        assert p["forests"] == 1
    else:
        assert p["island"][g][0] >= 1 and sum(t[0] for t in p["island"].values()) == tiles_before + 1
    # then his face-up tile, as with any hacienda
    assert core.current_player(s) == 0 and any(a[0] == "plantation" for a in legal(s))
    assert check(s) == []


def test_black_market_owner_chooses_where_the_colonist_comes_from():
    s = exp_game(3, "black_market")
    own(s, 0, "black_market", 1)
    own(s, 0, "university", 1)
    own(s, 0, "small_market", 1)
    s["players"][0]["doubloons"] = 4
    s["players"][0]["island"]["indigo"][1] = 1
    s["colonists"] -= 1
    pick(s, 1, "builder")
    s["turn"] = 0
    offices = [a for a in legal(s) if a[:2] == ["build", "office"]]
    assert offices == [["build", "office", "pay"], ["build", "office", "university", "pay"]]
    # office 5, 4 doubloons: one colonist, from the indigo plantation, the
    # university or the small market (never the black market's own)
    plain = copy.deepcopy(s)
    core.apply(plain, ["build", "office", "pay"])
    sources = [["pay", "colonist:" + w] for w in ("indigo", "small_market", "university")]
    assert legal(plain) == sources  # board order
    # the university's own colonist cannot both pay and place one
    core.apply(s, ["build", "office", "university", "pay"])
    assert legal(s) == [["pay", "colonist:indigo"], ["pay", "colonist:small_market"]]
    core.apply(s, ["pay", "colonist:small_market"])
    p = s["players"][0]
    assert p["city"]["small_market"] == 0 and p["city"]["office"] == 1 and p["doubloons"] == 0
    assert ["black_market", 0, ["small_market", None, 0]] in s["events"]
    assert check(s) == []


def _library_black_market(old=False):
    s = exp_game(3, "black_market", "library")
    if old:
        s["rules_v2"] = True  # a version 2 record replayed
    own(s, 0, "black_market", 1)
    own(s, 0, "library", 1)
    s["players"][0]["doubloons"] = 2
    pick(s, 0, "builder")  # library: the privilege is 2
    # office 5 - 2 = 3, 2 doubloons
    return s, [a for a in legal(s) if a[:2] == ["build", "office"]]


def test_A26_black_market_may_return_the_builders_library_colonist():
    """«L'ouvrier placé sur le Marché Noir ou les Carrières ne peut pas être
    utilisé pour réduire le coût»: the library's may; the price stays the
    one offered, with the library's privilege."""
    s, offices = _library_black_market()
    assert offices == [["build", "office", "pay"]]
    core.apply(s, ["build", "office", "pay"])
    assert legal(s) == [["pay", "colonist:library"]]
    core.apply(s, ["pay", "colonist:library"])
    p = s["players"][0]
    assert "office" in p["city"] and p["doubloons"] == 0 and p["city"]["library"] == 0
    assert check(s) == []


def test_black_market_version_2_kept_the_builders_library_colonist():
    s, offices = _library_black_market(old=True)
    assert offices == []  # nothing else to pay with
