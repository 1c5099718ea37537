"""Every Puerto Rico worked example of the rulebooks (shared/rules/
worked-examples.md), played through the engine; ids as in that file."""

import core
from core import canon
from core.puerto_rico.endgame import final_score
from core.scoring import score
from core.puerto_rico.roles.builder import price

from tests.support.scenario import SMALL_BUILDINGS, game, give, own, tiles, pick, mayor, turn_name


def legal(s):
    return core.legal_actions(s)


def test_PR_01_captain_turn_by_turn():
    s = game(4)
    A, B, C, D = range(4)
    s["cargo_ships"][1] = [6, "corn", 3]
    s["goods"]["corn"] -= 3
    give(s, A, corn=2, sugar=6)
    give(s, B, sugar=2, tobacco=3)
    give(s, C, corn=2, tobacco=1)
    give(s, D, corn=1, indigo=5)
    pick(s, A, "captain")
    vp = lambda: [p["vp"] for p in s["players"]]
    ships = lambda: [[x[1], x[2]] for x in s["cargo_ships"]]

    # 1. Anne: 2 corn on the 6, or 6 sugar on the 7 (the 5 would take 5 only)
    assert turn_name(s) == "Anne"
    assert legal(s) == [["load", "corn", 1], ["load", "sugar", 2]]
    core.apply(s, ["load", "sugar", 2])
    assert vp() == [7, 0, 0, 0]
    assert ships() == [[None, 0], ["corn", 3], ["sugar", 6]]
    # 2. Bernie: 1 sugar on the 7, or 3 tobacco on the 5
    assert turn_name(s) == "Bernie"
    assert legal(s) == [["load", "sugar", 2], ["load", "tobacco", 0]]
    core.apply(s, ["load", "sugar", 2])
    assert vp() == [7, 1, 0, 0] and ships()[2] == ["sugar", 7]
    assert s["players"][B]["goods"]["sugar"] == 1
    # 3. Christine: 2 corn on the 6 or 1 tobacco on the 5
    assert legal(s) == [["load", "corn", 1], ["load", "tobacco", 0]]
    core.apply(s, ["load", "tobacco", 0])
    # 4. David: indigo has no ship, must load corn
    assert turn_name(s) == "David"
    assert legal(s) == [["load", "corn", 1]]
    before = canon.dumps(s)
    try:
        core.apply(s, ["pass"])
        raise AssertionError("passing allowed")
    except core.IllegalAction as e:
        assert e.rule == "captain.must_load"
    assert canon.dumps(s) == before
    core.apply(s, ["load", "corn", 1])
    assert ships() == [["tobacco", 1], ["corn", 4], ["sugar", 7]]
    # 5. Anne: only corn; no second captain bonus
    assert legal(s) == [["load", "corn", 1]]
    core.apply(s, ["load", "corn", 1])
    assert vp()[A] == 9 and ships()[1] == ["corn", 6]
    # 6. Bernie: only tobacco (sugar ship full)
    assert legal(s) == [["load", "tobacco", 0]]
    core.apply(s, ["load", "tobacco", 0])
    assert vp() == [9, 4, 1, 1]
    assert ships() == [["tobacco", 4], ["corn", 6], ["sugar", 7]] or s["phase"] != "captain"
    # 7. nobody can load: storage. Bernie keeps his sugar without asking;
    # Christine keeps 1 corn, David 1 indigo (forced, still shown).
    assert s["phase"] == "storage" and turn_name(s) == "Christine"
    assert legal(s) == [["keep", "corn"]]
    core.apply(s, ["keep", "corn"])
    assert legal(s) == [["keep", "indigo"]]
    core.apply(s, ["keep", "indigo"])
    goods = [{g: k for g, k in p["goods"].items() if k} for p in s["players"]]
    assert goods == [{}, {"sugar": 1}, {"corn": 1}, {"indigo": 1}]
    # unloading: the full 6 and 7 are emptied, the 5 keeps its 4 tobacco
    assert [[x[1], x[2]] for x in s["cargo_ships"]] == [["tobacco", 4], [None, 0], [None, 0]]
    assert sum(p["vp"] for p in s["players"]) == 15
    assert s["phase"] == "roles"


def test_PR_02_mayor_distribution():
    s = game(4)
    s["colonist_ship"] = 6
    s["colonists"] -= 2  # the ship had 4; 2 more come from the supply
    mayor(s, 0)
    got = [e for e in s["events"] if e[0] in ("privilege", "colonists")]
    received = [0, 0, 0, 0]
    for e in got:
        received[e[1]] += e[2]
    assert received == [3, 2, 1, 1]


def test_PR_03_builder_with_three_quarries():
    s = game(4)
    tiles(s, 1, "quarry", 3, 3)
    pick(s, 0, "builder")
    assert [price(s, 1, b) for b in ("construction_hut", "office", "harbor", "city_hall")] == [1, 3, 5, 7]


def test_PR_04_production():
    s = game(4)
    p = 1
    s["players"][p]["island"] = {}
    s["stock"].append("indigo")  # the starting indigo goes back (keeps tiles whole)
    tiles(s, p, "corn", 3, 2)
    tiles(s, p, "sugar", 4, 3)
    tiles(s, p, "tobacco", 2, 2)
    own(s, p, "small_sugar_mill", 1)
    own(s, p, "sugar_mill", 3)
    own(s, p, "tobacco_storage", 1)
    pick(s, 0, "craftsman")
    g = s["players"][p]["goods"]
    assert (g["corn"], g["sugar"], g["tobacco"]) == (2, 3, 1)


def test_PR_05_small_market_corn():
    s = game(4)
    own(s, 1, "small_market", 1)
    give(s, 1, corn=1)
    pick(s, 0, "trader")
    assert turn_name(s) == "Bernie"  # Anne has nothing to sell
    core.apply(s, ["sell", "corn"])
    assert s["players"][1]["doubloons"] == 3 + 1


def test_PR_06_two_offices_sell_tobacco_twice():
    s = game(4)
    s["trading_house"] = ["tobacco"]
    s["goods"]["tobacco"] -= 1
    own(s, 1, "office", 1)
    own(s, 2, "office", 1)
    give(s, 1, tobacco=1)
    give(s, 2, tobacco=1)
    pick(s, 0, "trader")
    core.apply(s, ["sell", "tobacco"])
    core.apply(s, ["sell", "tobacco"])
    assert s["trading_house"] == ["tobacco"] * 3


def test_PR_07_both_markets():
    for trader_is_seller, expected in ((False, 2 + 3), (True, 2 + 3 + 1)):
        s = game(4)
        own(s, 1, "small_market", 1)
        own(s, 1, "large_market", 1)
        give(s, 1, sugar=1)
        pick(s, 1 if trader_is_seller else 0, "trader")
        core.apply(s, ["sell", "sugar"])
        assert s["players"][1]["doubloons"] == 3 + expected


def test_PR_08_factory_with_short_supply():
    s = game(4)
    D = 3
    s["players"][D]["island"] = {}
    s["stock"].append("corn")
    tiles(s, D, "corn", 3, 3)
    tiles(s, D, "sugar", 3, 3)
    tiles(s, D, "tobacco", 1, 1)
    own(s, D, "factory", 1)
    own(s, D, "sugar_mill", 3)
    own(s, D, "tobacco_storage", 3)
    # supply: 0 corn, 2 sugar
    for g, keep in (("corn", 0), ("sugar", 2)):
        extra = s["goods"][g] - keep
        give(s, 0, **{g: extra})
    pick(s, D, "craftsman")
    g = s["players"][D]["goods"]
    assert (g["corn"], g["sugar"], g["tobacco"]) == (0, 2, 1)
    assert s["players"][D]["doubloons"] == 3 + 1


def _harbor_wharf(first):
    s = game(4)
    p = 1
    own(s, p, "harbor", 1)
    own(s, p, "wharf", 1)
    give(s, p, tobacco=5, sugar=2)
    s["cargo_ships"][0] = [5, "tobacco", 2]  # 3 free holds
    s["goods"]["tobacco"] -= 2
    pick(s, 0, "captain")
    assert turn_name(s) == "Bernie"
    core.apply(s, first)
    return s, p


def test_PR_09_harbor_and_wharf():
    s, p = _harbor_wharf(["load", "tobacco", 0])
    assert s["players"][p]["vp"] == 4 and s["cargo_ships"][0] == [5, "tobacco", 5]
    core.apply(s, ["load", "sugar", 1])
    assert s["players"][p]["vp"] == 7
    # only the wharf is left for his tobacco, and the wharf is never forced
    assert core.legal_actions(s) == [["wharf", "tobacco"], ["pass"]]
    core.apply(s, ["wharf", "tobacco"])
    assert s["players"][p]["vp"] == 10


def test_PR_10_wharf_keeps_ship_open():
    s, p = _harbor_wharf(["wharf", "tobacco"])
    assert s["players"][p]["vp"] == 6
    core.apply(s, ["load", "sugar", 1])
    assert s["players"][p]["vp"] == 9
    assert s["phase"] != "captain"
    assert s["cargo_ships"][0] == [5, "tobacco", 2]  # not full: not emptied


def test_PR_11_prospector_with_doubloons():
    s = game(4)
    s["roles"]["prospector"] = 2
    pick(s, 0, "prospector")
    assert s["players"][0]["doubloons"] == 3 + 3


def sheet(buildings, island=None, chips=0, people=0):
    return {
        "game": "puerto_rico",
        "players": [
            {
                "name": "Anne",
                "vp_chips": chips,
                "buildings": buildings,
                "island": island or {},
                "island_colonists": people,
            },
            {"name": "Other", "vp_chips": 0, "buildings": {}, "island": {}},  # 2 to 5 players
        ],
    }


def bonus(result, b):
    return result["players"][0]["breakdown"]["bonus"].get(b)


def test_PR_12_guild_hall():
    r = score(
        sheet(
            {
                "guild_hall": 1,
                "small_sugar_mill": 0,
                "sugar_mill": 0,
                "small_indigo_plant": 0,
                "coffee_roaster": 0,
            }
        )
    )
    assert bonus(r, "guild_hall") == 6


def test_PR_13_residence():
    r = score(sheet({"residence": 1}, {"corn": 4, "sugar": 3, "quarry": 3}))
    assert bonus(r, "residence") == 5


def test_PR_14_fortress():
    sh = sheet(
        {"fortress": 1, "sugar_mill": 3, "coffee_roaster": 2}, {"corn": 5, "sugar": 5, "quarry": 2}, people=12
    )
    sh["players"][0]["san_juan_colonists"] = 2
    r = score(sh)
    # 12 on the island + 1 fortress + 5 in production buildings + 2 waiting = 20
    assert bonus(r, "fortress") == 6


def test_PR_15_customs_house():
    r = score(sheet({"customs_house": 1}, chips=23))
    assert bonus(r, "customs_house") == 5
    assert r["players"][0]["total"] == 23 + 4 + 5


def test_PR_16_city_hall():
    r = score(
        sheet(
            {
                "city_hall": 1,
                "hacienda": 1,
                "harbor": 0,
                "office": 1,
                "construction_hut": 0,
                "large_warehouse": 1,
                "residence": 0,
            }
        )
    )
    assert bonus(r, "city_hall") == 7


def test_PR_17_unoccupied_large_buildings():
    r = score(
        sheet({b: 0 for b in ("guild_hall", "residence", "fortress", "customs_house", "city_hall")}, chips=12)
    )
    p = r["players"][0]
    assert p["breakdown"]["buildings"] == 20 and p["breakdown"]["bonus"] == {}
    assert p["total"] == 32


# ---- derived cases -----------------------------------------------------------


def test_PR_D01_refill_minimum_is_player_count():
    s = game(3)
    own(s, 1, "small_market", 0)  # one empty building circle in all
    s["colonist_ship"] = 0
    s["colonists"] += 3
    mayor(s, 0)
    assert s["colonist_ship"] == 3


def test_PR_D02_short_refill_ends_after_the_round():
    s = game(4)
    for b in ("small_market", "hacienda", "small_warehouse", "office", "factory"):
        own(s, 2, b, 0)
    give_back = s["colonists"] - 1  # the privilege takes 1; 2 remain after... see below
    s["colonist_ship"] += give_back - 2
    s["colonists"] = 3  # 1 for the privilege, 2 for the refill
    mayor(s, 0)
    while s["phase"] == "mayor":
        core.apply(s, core.legal_actions(s)[-1])
    assert s["colonist_ship"] == 2 and s["colonists"] == 0
    assert s["end"] == ["colonists"] and s["phase"] == "roles"
    while not core.is_over(s):
        assert s["round"] == 1  # the round is played to its end
        core.apply(s, core.legal_actions(s)[-1])
    assert s["round"] == 1


def test_PR_D03_builder_privilege_and_quarry_cap():
    s = game(4)
    tiles(s, 0, "quarry", 4, 4)
    pick(s, 0, "builder")
    assert price(s, 0, "tobacco_storage") == 1


def test_PR_D04_price_never_below_zero():
    s = game(4)
    tiles(s, 1, "quarry", 1, 1)
    s["players"][1]["doubloons"] = 0
    pick(s, 0, "builder")
    s["players"][0]["doubloons"] = 0
    assert price(s, 1, "small_market") == 0
    assert ["build", "small_market"] in core.legal_actions(s)
    core.apply(s, ["build", "small_market"])
    assert s["players"][1]["doubloons"] == 0


def test_PR_D05_trader_with_both_markets_sells_coffee():
    s = game(4)
    own(s, 0, "small_market", 1)
    own(s, 0, "large_market", 1)
    give(s, 0, coffee=1)
    pick(s, 0, "trader")
    core.apply(s, ["sell", "coffee"])
    assert s["players"][0]["doubloons"] == 3 + 8


def test_PR_D06_craftsman_without_production_gets_no_bonus():
    s = game(4)
    pick(s, 0, "craftsman")  # nobody has an occupied plantation
    assert s["phase"] == "roles" and s["players"][0]["goods"]["corn"] == 0


def test_PR_D07_small_warehouse_storage():
    s = game(4)
    own(s, 0, "small_warehouse", 1)
    give(s, 0, corn=3, sugar=2, coffee=1)
    s["cargo_ships"] = [[5, "corn", 5], [6, "sugar", 6], [7, "coffee", 7]]
    for g, k in (("corn", 5), ("sugar", 6), ("coffee", 7)):
        s["goods"][g] -= k
    pick(s, 0, "captain")
    assert s["phase"] == "storage"
    assert core.legal_actions(s) == [["store", "corn"], ["store", "sugar"], ["store", "coffee"]]
    core.apply(s, ["store", "corn"])
    assert core.legal_actions(s) == [["keep", "sugar"], ["keep", "coffee"]]
    core.apply(s, ["keep", "coffee"])
    g = s["players"][0]["goods"]
    assert (g["corn"], g["sugar"], g["coffee"]) == (3, 0, 1)


def test_PR_D08_two_player_round():
    s = game(2)
    seen = []
    while s["round"] == 1:
        p = core.current_player(s)
        if s["phase"] == "roles":
            role = core.legal_actions(s)[-1][1]
            seen.append((p, role))
            core.apply(s, ["role", role])
        else:
            core.apply(s, core.legal_actions(s)[-1])
    assert [p for p, _ in seen] == [0, 1, 0, 1, 0, 1]
    assert len(s["roles"]) == 7
    left = [r for r in s["roles"] if s["roles"][r] == 1]
    assert len(left) == 1 and left[0] not in [r for _, r in seen]
    assert s["governor"] == 1


def test_PR_D09_twelfth_city_space_ends_the_game():
    s = game(4)
    for b in SMALL_BUILDINGS[:10]:
        own(s, 1, b, 0)
    s["players"][1]["doubloons"] = 10
    pick(s, 0, "builder")
    core.apply(s, ["pass"])  # Anne
    core.apply(s, ["build", "fortress"])
    assert s["end"] == ["city"] and not core.is_over(s)
    while not core.is_over(s):
        core.apply(s, core.legal_actions(s)[-1])
    assert s["round"] == 1


def test_PR_D10_written_down_vp_after_the_chips_run_out():
    s = game(4)
    s["players"][3]["vp"] = s["vp_chips"] - 2
    s["vp_chips"] = 2
    own(s, 0, "customs_house", 1)
    give(s, 0, corn=5)
    pick(s, 0, "captain")
    core.apply(s, ["load", "corn", 0])  # 5 corn on the 5-ship + 1 captain bonus
    a = s["players"][0]
    assert (a["vp"], a["written"], s["vp_chips"]) == (2, 4, 0)
    assert "vp_chips" in s["end"]
    sheet = __import__("core.puerto_rico.endgame", fromlist=["sheet"]).sheet(s)
    assert sheet["players"][0]["vp_chips"] == 6
    assert final_score(s)["players"][0]["breakdown"]["bonus"]["customs_house"] == 1
