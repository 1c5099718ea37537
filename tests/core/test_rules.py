"""Rule sections of shared/rules/puerto-rico.md (setup, round, each role),
one test per rule statement, beyond the worked examples. Illegal actions are
rejected with a rule id and leave the state byte-for-byte unchanged."""

import pytest

import core
from core import canon
from core.puerto_rico import data

from tests.support.scenario import SMALL_BUILDINGS, game, give, own, tiles, pick, mayor, turn_name


def rejected(s, action, rule):
    before = canon.dumps(s)
    with pytest.raises(core.IllegalAction) as e:
        core.apply(s, action)
    assert e.value.rule == rule, str(e.value)
    assert str(e.value)
    assert canon.dumps(s) == before


# ---- 3. setup ----------------------------------------------------------------


@pytest.mark.parametrize(
    "n,money,supply,ship,chips,ships,roles,quarries",
    [
        (2, 3, 40, 2, 65, [4, 6], 7, 5),
        (3, 2, 55, 3, 75, [4, 5, 6], 6, 8),
        (4, 3, 75, 4, 100, [5, 6, 7], 7, 8),
        (5, 4, 95, 5, 122, [6, 7, 8], 8, 8),
    ],
)
def test_setup_table(n, money, supply, ship, chips, ships, roles, quarries):
    s = game(n)
    assert [p["doubloons"] for p in s["players"]] == [money] * n
    assert (s["colonists"], s["colonist_ship"], s["vp_chips"]) == (supply, ship, chips)
    assert [x[0] for x in s["cargo_ships"]] == ships
    assert len(s["roles"]) == roles and all(v == 0 for v in s["roles"].values())
    assert s["quarries"] == quarries and len(s["faceup"]) == n + 1
    starts = [list(p["island"].items()) for p in s["players"]]
    assert starts == [[(k, [1, 0])] for k in data.SETUP[n]["start"]]


def test_1897_five_players_has_126_chips():
    assert game(5, edition="1897")["vp_chips"] == 126
    assert game(4, edition="1897")["vp_chips"] == 100


def test_two_player_removals():
    s = game(2)
    assert s["goods"] == {"corn": 8, "indigo": 9, "sugar": 9, "tobacco": 7, "coffee": 7}
    tiles_left = {g: s["stock"].count(g) + s["faceup"].count(g) for g in data.GOODS}
    # starting indigo and corn first, then 3 of each kind removed (A4)
    assert tiles_left == {"corn": 10 - 1 - 3, "indigo": 12 - 1 - 3, "sugar": 8, "tobacco": 6, "coffee": 5}
    assert s["buildings"]["harbor"] == 1 and s["buildings"]["small_indigo_plant"] == 2
    assert s["buildings"]["sugar_mill"] == 2 and s["buildings"]["city_hall"] == 1
    assert "prospector" in s["roles"] and "prospector2" not in s["roles"]


def test_bad_setup_is_refused():
    for bad in (1, 6, ["A", "A"], ["A", " "]):
        with pytest.raises(core.BadInput):
            core.new_game(bad)
    with pytest.raises(core.BadInput):
        core.new_game(3, edition="deluxe")


# ---- 4. rounds -----------------------------------------------------------------


def play_round(s, choose=-1):
    r = s["round"]
    while s["round"] == r and not core.is_over(s):
        core.apply(s, core.legal_actions(s)[choose])


def test_unpicked_roles_collect_a_doubloon_each_round():
    s = game(3)
    play_round(s)  # picks the last legal role each time
    assert sorted(v for v in s["roles"].values()) == [0, 0, 0, 1, 1, 1]
    unpicked = sorted(r for r in s["roles"] if s["roles"][r] == 1)
    play_round(s)  # the same three roles again: the others now carry 2
    assert sorted(r for r in s["roles"] if s["roles"][r] == 2) == unpicked
    assert sorted(v for v in s["roles"].values()) == [0, 0, 0, 2, 2, 2]


def test_governor_passes_left_and_picks_go_clockwise():
    s = game(4)
    pickers = []
    while s["round"] == 1:
        if s["phase"] == "roles":
            pickers.append(s["turn"])
        core.apply(s, core.legal_actions(s)[-1])
    assert pickers == [0, 1, 2, 3] and s["governor"] == 1 and s["turn"] == 1


def test_role_taken_twice_is_refused():
    s = game(3)
    pick(s, 0, "trader")  # nobody has goods: the phase ends at once
    assert s["phase"] == "roles"
    rejected(s, ["role", "trader"], "roles.picked")
    rejected(s, ["role", "prospector"], "roles.unknown")  # not in a 3-player game
    rejected(s, ["build", "harbor"], "roles.pending")
    rejected(s, ["role"], "roles.unknown")


def test_picking_a_role_takes_its_doubloons():
    s = game(3)
    s["roles"]["builder"] = 2
    pick(s, 0, "builder")
    assert s["phase"] == "builder" and s["players"][0]["doubloons"] == 2 + 2
    assert s["roles"].get("builder") is None and "builder" in s["picked"]


# ---- 5.1 settler ----------------------------------------------------------------


def test_quarry_only_for_picker_or_construction_hut():
    s = game(4)
    own(s, 2, "construction_hut", 1)
    pick(s, 0, "settler")
    assert ["quarry"] in core.legal_actions(s)
    core.apply(s, ["pass"])
    assert turn_name(s) == "Bernie" and ["quarry"] not in core.legal_actions(s)
    rejected(s, ["quarry"], "settler.quarry")
    core.apply(s, ["pass"])
    assert ["quarry"] in core.legal_actions(s)  # Christine's hut


def test_picker_with_hut_takes_one_tile_only():
    s = game(4)
    own(s, 0, "construction_hut", 1)
    pick(s, 0, "settler")
    core.apply(s, ["quarry"])
    assert turn_name(s) == "Bernie" and s["players"][0]["island"]["quarry"] == [1, 0]


def test_hacienda_then_face_up_choice():
    s = game(4)
    own(s, 0, "hacienda", 1)
    top = s["stock"][-1]
    pick(s, 0, "settler")
    assert core.legal_actions(s)[0] == ["hacienda"]
    core.apply(s, ["hacienda"])
    assert turn_name(s) == "Anne" and ["hacienda"] not in core.legal_actions(s)
    isl = s["players"][0]["island"]
    assert isl[top][0] == (2 if top == "indigo" else 1)
    core.apply(s, ["plantation", s["faceup"][0]])
    assert sum(t[0] for t in isl.values()) == 3


def test_hospice_colonist_from_supply_then_ship_then_none():
    for supply, ship, expect in ((5, 3, (4, 3, 1)), (0, 3, (0, 2, 1)), (0, 0, None)):
        s = game(4)
        own(s, 1, "hospice", 1)
        moved = s["colonists"] - supply
        s["colonists"], s["colonist_ship"] = supply, ship
        s["players"][3]["san_juan"] += moved + 4 - ship  # keep the totals whole
        pick(s, 0, "settler")
        core.apply(s, ["pass"])
        kind = s["faceup"][0]
        if expect is None:
            assert ["plantation", kind, "hospice"] not in core.legal_actions(s)
            continue
        core.apply(s, ["plantation", kind, "hospice"])
        got = s["players"][1]["island"][kind]
        assert (s["colonists"], s["colonist_ship"], got[1]) == expect


def test_full_island_takes_nothing():
    s = game(4)
    s["players"][1]["island"] = {}
    s["stock"].append("indigo")
    tiles(s, 1, "corn", 8)
    tiles(s, 1, "quarry", 4)
    pick(s, 0, "settler")
    core.apply(s, ["pass"])
    assert turn_name(s) == "Christine"  # Bernie skipped


def test_end_of_settler_phase_discards_and_reveals_and_reshuffles():
    s = game(3)
    s["discard"] = s["stock"][3:]
    s["stock"] = s["stock"][:3]
    last_three = list(reversed(s["stock"]))
    everything = sorted(s["stock"] + s["discard"] + s["faceup"])
    pick(s, 0, "settler")
    for _ in range(3):
        core.apply(s, ["pass"])
    # the 3 left face down come first, then the discard (with the 4 unused
    # face-up tiles) is shuffled into a new stock for the 4th
    assert s["faceup"][:3] == last_three and len(s["faceup"]) == 4
    assert s["discard"] == [] and s["stock"]
    assert sorted(s["stock"] + s["discard"] + s["faceup"]) == everything


def test_physical_tiles_are_reported():
    s = game(3, tiles="physical")
    assert core.pending(s)["kind"] == "draw" and s["faceup"] == []
    rejected(s, ["role", "settler"], "draw.pending")
    for g in ("corn", "corn", "coffee", "sugar"):
        core.apply(s, ["drawn", g])
    assert s["faceup"] == ["corn", "corn", "coffee", "sugar"] and s["phase"] == "roles"
    s["stock"] = [g for g in s["stock"] if g != "coffee"] + []
    s["discard"] = []
    pick(s, 0, "settler")
    for _ in range(3):
        core.apply(s, ["pass"])
    assert core.pending(s)["kind"] == "draw"
    rejected(s, ["drawn", "coffee"], "draw.stock")


# ---- 5.2 mayor ------------------------------------------------------------------


def test_mayor_privilege_from_supply_only():
    s = game(3)
    s["players"][0]["san_juan"] = s["colonists"]
    s["colonists"] = 0
    mayor(s, 0)
    got = sum(e[2] for e in s["events"] if e[0] == "colonists" and e[1] == 0)
    assert got == 1  # the ship's 3 dealt one each, nothing from the empty supply


def test_placement_more_colonists_than_circles_fills_everything():
    s = game(4)
    own(s, 0, "small_market", 0)
    s["players"][0]["san_juan"] = 5
    s["colonists"] -= 5
    mayor(s, 0)
    a = s["players"][0]
    assert a["island"]["indigo"] == [1, 1] and a["city"]["small_market"] == 1
    assert a["san_juan"] == 5 + 2 - 2  # privilege + ship colonist, 2 circles


def test_placement_fewer_colonists_lists_free_circles_and_keep():
    s = game(4)
    own(s, 1, "harbor", 1)
    own(s, 1, "small_market", 0)
    tiles(s, 1, "corn", 2, 1)
    mayor(s, 0)
    assert turn_name(s) == "Bernie"
    assert core.legal_actions(s) == [
        ["keep"],
        ["place", "corn"],
        ["place", "indigo"],
        ["place", "small_market"],
        ["place", "harbor"],
    ]
    core.apply(s, ["keep"])
    b = s["players"][1]
    assert b["city"]["harbor"] == 1 and b["island"]["corn"] == [2, 1]
    assert ["keep"] not in core.legal_actions(s)
    rejected(s, ["place", "harbor"], "mayor.circle")


# ---- 5.3 builder -----------------------------------------------------------------


def test_builder_refusals():
    s = game(4)
    own(s, 0, "harbor", 0)
    s["buildings"]["office"] = 0
    s["players"][0]["doubloons"] = 30
    pick(s, 0, "builder")
    rejected(s, ["build", "harbor"], "builder.duplicate")
    rejected(s, ["build", "office"], "builder.supply")
    s2 = game(4)
    pick(s2, 0, "builder")
    rejected(s2, ["build", "fortress"], "builder.afford")
    rejected(s2, ["build", "castle"], "builder.unknown")


def test_large_building_needs_two_spaces():
    s = game(4)
    for b in SMALL_BUILDINGS[:11]:
        own(s, 0, b, 0)
    s["players"][0]["doubloons"] = 30
    pick(s, 0, "builder")
    rejected(s, ["build", "city_hall"], "builder.space")
    assert ["build", "wharf"] in core.legal_actions(s)


@pytest.mark.parametrize("supply,ship,after", [(5, 4, (4, 4)), (0, 4, (0, 3))])
def test_university_colonist_supply_then_ship(supply, ship, after):
    s = game(4)
    own(s, 0, "university", 1)
    s["players"][1]["san_juan"] += s["colonists"] - supply
    s["colonists"] = supply
    s["players"][0]["doubloons"] = 10
    pick(s, 0, "builder")
    core.apply(s, ["build", "tobacco_storage", "university"])
    assert s["players"][0]["city"]["tobacco_storage"] == 1
    assert (s["colonists"], s["colonist_ship"]) == after


def test_no_university_option_when_no_colonist_anywhere():
    s = game(4)
    own(s, 0, "university", 1)
    s["players"][1]["san_juan"] += s["colonists"] + s["colonist_ship"]
    s["colonists"] = s["colonist_ship"] = 0
    pick(s, 0, "builder")
    assert not any(a[-1] == "university" for a in core.legal_actions(s))
    rejected(s, ["build", "small_market", "university"], "builder.university")


def test_one_building_per_player_per_phase():
    s = game(4)
    s["players"][0]["doubloons"] = 20
    pick(s, 0, "builder")
    core.apply(s, ["build", "small_market"])
    assert turn_name(s) == "Bernie"


# ---- 5.4 - 5.6 --------------------------------------------------------------------


def test_shortage_served_in_seat_order_from_the_picker():
    s = game(4)
    for p in (0, 1, 2, 3):
        s["players"][p]["island"] = {}
    s["stock"] += ["indigo", "indigo", "corn", "corn"]
    for p in (0, 1, 2, 3):
        tiles(s, p, "corn", 2, 2)
    give(s, 0, corn=s["goods"]["corn"] - 3)
    s["players"][0]["goods"]["corn"] = 0
    s["goods"]["corn"] = 3
    pick(s, 2, "craftsman")
    assert [s["players"][p]["goods"]["corn"] for p in (0, 1, 2, 3)] == [0, 0, 2, 1]


def test_office_never_sells_into_a_full_house():
    s = game(4)
    s["trading_house"] = ["corn", "indigo", "sugar", "coffee"]
    own(s, 1, "office", 1)
    give(s, 1, corn=1)
    pick(s, 0, "trader")
    assert s["phase"] == "roles"  # nobody could sell; the full house was emptied
    assert s["trading_house"] == []


def test_house_not_full_keeps_its_barrels():
    s = game(4)
    give(s, 0, coffee=1)
    pick(s, 0, "trader")
    core.apply(s, ["sell", "coffee"])
    assert s["trading_house"] == ["coffee"] and s["phase"] == "roles"


def test_kind_on_a_full_ship_blocks_other_ships():
    s = game(4)
    s["cargo_ships"][0] = [5, "corn", 5]
    s["goods"]["corn"] -= 5
    give(s, 0, corn=2)
    pick(s, 0, "captain")
    # corn can go on no other ship: loading is over before it began
    assert s["phase"] == "storage" and core.legal_actions(s) == [["keep", "corn"]]
    assert s["players"][0]["vp"] == 0  # no loading, no captain bonus


def test_tie_between_empty_ships_is_a_free_choice():
    s = game(4)
    give(s, 0, sugar=3)
    pick(s, 0, "captain")
    assert core.legal_actions(s) == [["load", "sugar", 0], ["load", "sugar", 1], ["load", "sugar", 2]]
    s2 = game(4)
    give(s2, 0, sugar=6)
    pick(s2, 0, "captain")
    assert core.legal_actions(s2) == [["load", "sugar", 1], ["load", "sugar", 2]]
    rejected(s2, ["load", "sugar", 0], "captain.ship")


def test_wharf_once_per_phase():
    s = game(4)
    own(s, 0, "wharf", 1)
    give(s, 0, corn=2, sugar=2)
    s["cargo_ships"] = [[5, "indigo", 1], [6, "tobacco", 1], [7, "coffee", 1]]
    for g in ("indigo", "tobacco", "coffee"):
        s["goods"][g] -= 1
    pick(s, 0, "captain")
    assert core.legal_actions(s) == [["wharf", "corn"], ["wharf", "sugar"], ["pass"]]
    core.apply(s, ["wharf", "corn"])
    assert s["players"][0]["vp"] == 2 + 1  # 2 barrels + captain bonus
    # the wharf is used up and no ship takes sugar: loading ends
    assert s["phase"] == "storage" and core.legal_actions(s) == [["keep", "sugar"]]


def test_two_player_game_has_two_ships():
    s = game(2)
    give(s, 0, corn=1, sugar=1, coffee=1)
    pick(s, 0, "captain")
    core.apply(s, core.legal_actions(s)[0])
    core.apply(s, core.legal_actions(s)[0])
    kinds = [x[1] for x in s["cargo_ships"] if x[1]]
    assert len(kinds) == 2


def test_large_warehouse_keeps_two_kinds():
    s = game(4)
    own(s, 1, "large_warehouse", 1)
    give(s, 1, corn=3, sugar=2, coffee=2, tobacco=1)
    s["cargo_ships"] = [[5, "indigo", 5], [6, "corn", 6], [7, "sugar", 7]]
    for g, k in (("indigo", 5), ("corn", 6), ("sugar", 7)):
        s["goods"][g] -= k
    give(s, 0, indigo=0)
    pick(s, 0, "captain")
    assert s["phase"] == "storage" and turn_name(s) == "Bernie"
    core.apply(s, ["store", "corn"])
    core.apply(s, ["store", "coffee"])
    # now only sugar (2) and tobacco (1) are left: keeping the tobacco needs no choice?
    assert core.legal_actions(s) == [["keep", "sugar"], ["keep", "tobacco"]]
    core.apply(s, ["keep", "sugar"])
    g = s["players"][1]["goods"]
    assert (g["corn"], g["sugar"], g["coffee"], g["tobacco"]) == (3, 1, 2, 0)


def test_unoccupied_warehouse_keeps_nothing_extra():
    s = game(4)
    own(s, 1, "small_warehouse", 0)
    give(s, 1, corn=2, sugar=2)
    s["cargo_ships"] = [[5, "indigo", 5], [6, "corn", 6], [7, "sugar", 7]]
    for g, k in (("indigo", 5), ("corn", 6), ("sugar", 7)):
        s["goods"][g] -= k
    pick(s, 0, "captain")
    assert core.legal_actions(s) == [["keep", "corn"], ["keep", "sugar"]]
