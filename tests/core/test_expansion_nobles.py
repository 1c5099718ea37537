"""Expansion 2, nobles (shared/rules/puerto-rico-expansions.md 3): setup,
the ship's noble, placing nobles, each building's effect, rulings A3, A13,
A15, A19, D16, the end-of-game sheet, and the refusals of each new kind of
action (a rule id, the state unchanged)."""

import json
import subprocess
import sys

import pytest

import core
from core import record
from core.errors import BadInput
from core.puerto_rico import data
from core.puerto_rico.expansions import new_buildings, nobles
from core.puerto_rico.endgame import final_score, sheet
from core.puerto_rico.invariants import check, totals
from core.puerto_rico.roles.builder import price
from core.puerto_rico.scoring import score

from tests.support.scenario import game, give, own, tiles, pick
from tests.support.refused import refused

NOB = ("nobles",)
BOTH = ("new_buildings", "nobles")


def ngame(n=4, *extra, exp=NOB, **kw):
    """A nobles game (with ``exp``, the base violet set) plus the
    expansion-1 buildings ``extra`` in the supply."""
    s = game(n, expansions=exp, setup=kw.pop("setup", "base"), **kw)
    for b in extra:
        s["buildings"][b] = data.building(b)["copies_2p" if n == 2 else "copies"]
    return s


def noble(s, p, place):
    """A noble from the supply onto ``place`` of seat ``p``."""
    s["nobles"]["supply"] -= 1
    player = s["players"][p]
    if place == "san_juan":
        player["san_juan"] += 1
    elif place in player["island"]:
        player["island"][place][1] += 1
    else:
        player["city"][place] += 1
    nobles.put_nobles(player, place)


def legal(s):
    return core.legal_actions(s)


def events(s, kind):
    return [e for e in s["events"] if e[0] == kind]


def finish_mayor(s):
    """Place every remaining person: the first choice each time."""
    while s["phase"] == "mayor":
        core.apply(s, legal(s)[0])


# ---- setup -------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_puts_the_buildings_the_nobles_and_a_noble_on_the_ship(n):
    s = core.new_game(n, seed=1, expansions=NOB)
    ship = data.SETUP[n]["ship"]
    assert s["expansions"] == ["nobles"]
    assert s["nobles"] == {"supply": 19, "ship": 1}
    assert s["colonist_ship"] == ship - 1  # one of the ship's colonists is a noble
    assert s["colonists"] == data.SETUP[n]["colonists"] + 1
    for b in nobles.BUILDINGS:
        # A19 [suggested]: 1 copy each at 2 players
        want = data.building(b)["copies_2p" if n == 2 else "copies"]
        assert s["buildings"][b] == want
    assert s["buildings"]["central_plaza"] == 1 and (n == 2) == (s["buildings"]["chapel"] == 1)
    assert all(p["nobles"] == {} for p in s["players"])
    assert s["events"][0] == ["noble_ship", None, 1]
    assert check(s) == [] and totals(s)["nobles"] == 20
    assert record.header(s)["expansions"] == ["nobles"]


def test_expansions_listed_in_canonical_order_and_nobles_never_drafted():
    assert new_buildings.EXPANSIONS[:2] == ("new_buildings", "nobles")
    s = core.new_game(3, seed=2, expansions=("nobles", "new_buildings"))
    assert s["expansions"] == ["new_buildings", "nobles"]
    assert s["phase"] == "draft"
    drafted = [a[1] for a in legal(s)]
    assert not set(drafted) & set(nobles.BUILDINGS)
    assert all(s["buildings"][b] == data.building(b)["copies"] for b in nobles.BUILDINGS)
    with pytest.raises(BadInput):
        core.new_game(3, expansions=("nobles", "nobles"))


def test_a_base_game_and_an_expansion_1_game_have_no_nobles():
    for s in (core.new_game(4, seed=3), core.new_game(4, seed=3, expansions=("new_buildings",))):
        assert "nobles" not in s and all("nobles" not in p for p in s["players"])
        assert not set(s["buildings"]) & set(nobles.BUILDINGS)
        assert all("nobles" not in row for row in sheet(s)["players"])


def test_the_nobles_modules_stay_unloaded_without_nobles():
    code = "\n".join(
        [
            "import sys",
            "from core.puerto_rico.simulate import play_random",
            "m = ['core.puerto_rico.expansions.' + x for x in ('nobles', 'nobles.play', 'nobles.mayor')]",
            "play_random(4, 1)",
            "play_random(4, 1, expansions=('new_buildings',), setup='random')",
            "print([x in sys.modules for x in m])",
            "play_random(4, 1, expansions=('nobles',))",
            "print([x in sys.modules for x in m])",
        ]
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300)
    assert r.stdout.splitlines() == ["[False, False, False]", "[True, True, True]"], r.stderr


# ---- mayor: the ship's noble -------------------------------------------------


def test_mayor_may_take_the_ships_noble_instead_of_a_colonist():
    s = ngame(4)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    assert legal(s) == [["noble"], ["colonist"]] and core.current_player(s) == 0
    core.apply(s, ["noble"])
    assert ["noble", 0, 1] in s["events"]
    assert [e[1] for e in events(s, "colonists")] == [1, 2, 3]  # one each
    assert s["nobles"]["ship"] == 0
    # Anne: privilege colonist + noble for her one indigo circle: she chooses
    # who goes there (the noble, or "fill": the colonist)
    assert s["turn"] == 0
    assert legal(s) == [["place", "indigo", "noble"], ["fill"]]
    refused(s, ["place", "indigo"], "mayor.full")
    core.apply(s, ["place", "indigo", "noble"])
    p = s["players"][0]
    assert p["nobles"] == {"indigo": 1} and p["island"]["indigo"] == [1, 1] and p["san_juan"] == 1
    assert ["nobles_placed", 0, {"indigo": 1}] in s["events"]
    finish_mayor(s)
    assert check(s) == []


def test_nobody_takes_the_noble_then_the_last_person_dealt_is_the_noble():
    s = ngame(4)
    pick(s, 1, "mayor")
    core.apply(s, ["decline"])
    # 3 colonists + the noble: one each from Bernie; the last one (David's)
    for seat in (1, 2, 3):
        assert core.current_player(s) == seat % 4 and legal(s) == [["noble"], ["colonist"]]
        core.apply(s, ["colonist"])
    assert ["noble", 0, 1] in s["events"]  # Bernie, Christine, David, Anne
    assert s["players"][0]["nobles"] == {"indigo": 1}  # forced: her one circle
    finish_mayor(s)
    assert check(s) == []


def test_a_lone_noble_on_the_ship_goes_to_the_mayor_unasked():
    s = ngame(3)
    s["colonists"] += s["colonist_ship"]
    s["colonist_ship"] = 0
    s["colonists"] = 0  # and no privilege colonist either
    pick(s, 2, "mayor")
    assert ["noble", 2, 1] in s["events"]
    assert s["players"][2]["nobles"] == {"corn": 1}


def test_placing_names_the_kind_and_keep_restores_nobles():
    s = ngame(4)
    tiles(s, 0, "corn", 2)
    own(s, 0, "small_market")
    noble(s, 0, "indigo")
    noble(s, 0, "small_market")
    s["players"][0]["island"]["corn"][1] = 1
    s["colonists"] -= 1
    pick(s, 1, "mayor")
    core.apply(s, ["decline"])
    core.apply(s, ["noble"])  # Bernie takes it
    # Bernie, Christine, David: one circle, one person each: placed for them
    assert s["turn"] == 0
    p = s["players"][0]
    # everything lifted: 2 nobles, 1 colonist + the ship's colonist in San Juan
    assert p["nobles"] == {"san_juan": 2} and p["san_juan"] == 4
    opts = legal(s)
    assert opts[0] == ["keep"]
    # 4 people for 4 circles, 2 colonists: at least 2 nobles go to circles,
    # so no colonist placement and no fill yet
    assert ["place", "small_market", "noble"] in opts and ["place", "small_market"] not in opts
    assert ["fill"] not in opts
    refused(s, ["fill"], "mayor.fill")
    refused(s, ["noble"], "mayor.ship_noble")
    core.apply(s, ["keep"])
    assert p["nobles"] == {"indigo": 1, "small_market": 1}
    assert p["island"]["corn"] == [2, 2] and p["san_juan"] == 0  # the last circle filled
    finish_mayor(s)
    assert check(s) == []


def test_refused_mayor_actions_name_their_rule():
    s = ngame(4)
    tiles(s, 0, "corn", 2)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    refused(s, ["place", "indigo"], "mayor.ship_noble")
    refused(s, ["keep"], "mayor.ship_noble")
    for _ in range(3):
        core.apply(s, ["colonist"])
    # David got the noble; Anne places 2 colonists on 3 circles
    assert s["turn"] == 0 and s["players"][3]["nobles"] == {"san_juan": 1}
    refused(s, ["noble"], "mayor.ship_noble")
    refused(s, ["place", "indigo", "noble"], "mayor.noble")
    refused(s, ["place", "coffee"], "mayor.circle")


def anne_places(nobles, colonists):
    # A 4-player game at Anne's Mayor placements: 2 corn tiles and her
    # indigo (3 free circles), ``nobles`` nobles and ``colonists`` more
    # colonists in her San Juan, an empty ship (nobody else gets anyone).
    s = ngame(4)
    tiles(s, 0, "corn", 2)
    for _ in range(nobles):
        noble(s, 0, "san_juan")
    s["players"][0]["san_juan"] += colonists
    s["colonists"] -= colonists
    s["colonists"] += s["colonist_ship"]
    s["colonist_ship"] = 0
    s["nobles"]["supply"] += 1
    s["nobles"]["ship"] = 0
    pick(s, 0, "mayor")
    core.apply(s, ["decline"])
    return s


def test_only_nobles_left_must_be_named():
    s = anne_places(2, 0)
    assert legal(s) == [["place", "corn", "noble"], ["place", "indigo", "noble"]]
    refused(s, ["place", "corn"], "mayor.colonist")
    core.apply(s, ["place", "corn", "noble"])
    core.apply(s, ["place", "indigo", "noble"])
    assert s["players"][0]["nobles"] == {"corn": 1, "indigo": 1}
    assert check(s) == []


def test_refill_puts_a_noble_on_the_ship_while_nobles_remain():
    s = ngame(4)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    core.apply(s, ["noble"])
    finish_mayor(s)
    assert s["colonist_ship"] == 3 and s["nobles"]["ship"] == 1  # 4 people, one a noble
    assert ["colonist_ship", None, 3] in s["events"] and ["noble_ship", None, 1] in s["events"]
    s2 = ngame(4)
    pick(s2, 0, "mayor")
    s2["nobles"]["supply"] = 0  # (none left: ordinary colonists only)
    core.apply(s2, ["privilege"])
    core.apply(s2, ["noble"])
    finish_mayor(s2)
    assert s2["colonist_ship"] == 4 and s2["nobles"]["ship"] == 0


def test_A15_the_colonist_supply_may_run_dry_without_ending_the_game():
    s = ngame(4)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    s["colonists"] = 1  # (taken off the table for the test)
    core.apply(s, ["noble"])
    finish_mayor(s)
    assert s["colonist_ship"] == 1 and s["nobles"]["ship"] == 1 and s["colonists"] == 0
    assert s["end"] == [] and not events(s, "end_trigger")


def test_A15_mayor_privilege_hospice_university_give_ordinary_colonists():
    s = ngame(4)
    own(s, 0, "hospice", 1)
    pick(s, 0, "settler")
    core.apply(s, [a for a in legal(s) if a[-1] == "hospice"][0])
    assert s["players"][0]["nobles"] == {} and s["nobles"]["supply"] == 19
    s = ngame(4)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    assert ["privilege", 0, 1] in s["events"] and s["nobles"]["supply"] == 19


def test_A15_the_university_gives_an_ordinary_colonist():
    s = ngame(4)
    own(s, 0, "university", 1)
    s["players"][0]["doubloons"] = 5
    pick(s, 0, "builder")
    core.apply(s, ["build", "small_market", "university"])
    p = s["players"][0]
    assert p["city"]["small_market"] == 1 and p["nobles"] == {}
    assert s["nobles"] == {"supply": 19, "ship": 1} and check(s) == []


# ---- villa -------------------------------------------------------------------


def test_villa_takes_a_noble_from_the_supply_each_mayor_phase():
    s = ngame(4)
    own(s, 2, "villa", 1)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    assert core.current_player(s) == 2
    assert legal(s) == [["villa", "noble"], ["villa", "decline"]]
    core.apply(s, ["villa", "noble"])
    assert ["villa", 2, "noble"] in s["events"]
    assert s["nobles"]["supply"] == 18 and s["nobles"]["ship"] == 1  # not the ship's
    core.apply(s, ["noble"])
    finish_mayor(s)
    assert nobles.count(s["players"][2]) == 1 and check(s) == []


def test_villa_gives_an_ordinary_colonist_when_no_noble_is_left():
    s = ngame(4)
    own(s, 2, "villa")
    noble(s, 2, "villa")  # either occupant
    supply = s["nobles"]["supply"]
    s["nobles"]["supply"] = 0
    colonists = s["colonists"]
    pick(s, 0, "mayor")
    core.apply(s, ["decline"])
    assert legal(s) == [["villa", "colonist"], ["villa", "decline"]]
    core.apply(s, ["villa", "colonist"])
    assert ["villa", 2, "colonist"] in s["events"]
    assert s["colonists"] == colonists - 1
    s["nobles"]["supply"] = supply


def test_A30_villa_noble_is_offered_not_given():
    """«Au premier tour de la phase du Recruteur, le propriétaire d'une
    villa occupée peut prendre un bourgeois de la réserve»: he may say no."""
    s = ngame(4)
    own(s, 1, "villa", 1)
    own(s, 3, "villa", 1)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    assert core.current_player(s) == 1  # the owners from the mayor on
    refused(s, ["noble"], "mayor.villa")
    core.apply(s, ["villa", "decline"])
    assert ["pass", 1, "villa"] in s["events"]
    assert core.current_player(s) == 3
    core.apply(s, ["villa", "noble"])
    assert s["nobles"]["supply"] == 18
    assert nobles.count(s["players"][1]) == 0 and nobles.count(s["players"][3]) == 1
    refused(s, ["villa", "noble"], "mayor.villa")  # asked once a phase
    finish_mayor(s)
    assert check(s) == []


def test_A30_version_2_records_gave_the_villas_noble():
    s = ngame(4)
    s["rules_v2"] = True
    own(s, 1, "villa", 1)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    assert ["villa", 1, "noble"] in s["events"] and legal(s) == [["noble"], ["colonist"]]


# ---- craftsman: chapel, tailor shop ------------------------------------------


def test_chapel_colonist_gives_a_doubloon_noble_a_vp():
    s = ngame(4)
    own(s, 1, "chapel", 1)
    own(s, 2, "chapel")
    noble(s, 2, "chapel")
    money = s["players"][1]["doubloons"]
    pick(s, 0, "craftsman")
    assert ["chapel", 1, ["doubloons", 1]] in s["events"] and s["players"][1]["doubloons"] == money + 1
    assert ["chapel", 2, ["vp", 1]] in s["events"] and s["players"][2]["vp"] == 1
    assert s["players"][1]["vp"] == 0 and check(s) == []


def test_A3_chapel_taking_the_last_vp_chip_ends_the_game():
    s = ngame(4)
    own(s, 2, "chapel")
    noble(s, 2, "chapel")
    s["players"][3]["vp"] += s["vp_chips"] - 1
    s["vp_chips"] = 1
    pick(s, 0, "craftsman")
    assert s["vp_chips"] == 0 and "vp_chips" in s["end"]


def test_tailor_shop_pays_a_doubloon_per_noble_owned_anywhere():
    s = ngame(4)
    own(s, 1, "tailor_shop", 1)
    noble(s, 1, "san_juan")
    noble(s, 1, "indigo")
    own(s, 3, "tailor_shop", 1)  # no noble: nothing
    money = s["players"][1]["doubloons"]
    pick(s, 0, "craftsman")
    assert ["tailor_shop", 1, 2] in s["events"] and s["players"][1]["doubloons"] == money + 2
    assert [e[1] for e in events(s, "tailor_shop")] == [1]


# ---- builder: architect's office ---------------------------------------------


def test_architects_office_colonist_small_minus_1_noble_large_minus_2():
    s = ngame(4)
    own(s, 1, "architects_office", 1)
    assert price(s, 1, "harbor") == 8 - 1 and price(s, 1, "small_indigo_plant") == 1 - 1
    assert price(s, 1, "guild_hall") == 10
    own(s, 2, "architects_office")
    noble(s, 2, "architects_office")
    assert price(s, 2, "guild_hall") == 10 - 2 and price(s, 2, "harbor") == 8
    s["players"][1]["doubloons"] = 7
    pick(s, 0, "builder")
    s["turn"] = 1
    assert ["build", "harbor"] in legal(s)
    core.apply(s, ["build", "harbor"])
    assert s["players"][1]["doubloons"] == 0 and check(s) == []


# ---- trader: land registry ---------------------------------------------------


def test_land_registry_colonist_buys_the_top_plantation_for_1_doubloon():
    s = ngame(4)
    own(s, 0, "land_registry", 1)
    top = s["stock"][-1]
    money = s["players"][0]["doubloons"]
    had = s["players"][0]["island"].get(top, [0, 0])[0]
    pick(s, 0, "trader")
    assert legal(s) == [["land_registry", "buy"], ["pass"]]
    core.apply(s, ["land_registry", "buy"])
    p = s["players"][0]
    assert p["doubloons"] == money - 1 and p["island"][top][0] == had + 1
    assert ["land_registry", 0, ["buy", top, 1]] in s["events"]
    assert core.current_player(s) != 0 or s["phase"] != "trader"  # nothing to sell: on
    assert check(s) == []


def test_land_registry_once_a_trader_phase_then_the_sale():
    s = ngame(4)
    own(s, 0, "land_registry", 1)
    give(s, 0, corn=1)
    pick(s, 0, "trader")
    assert legal(s) == [["sell", "corn"], ["land_registry", "buy"], ["pass"]]
    core.apply(s, ["land_registry", "buy"])
    assert legal(s) == [["sell", "corn"], ["pass"]]
    refused(s, ["land_registry", "buy"], "trader.land_registry")


def test_land_registry_physical_tiles_ask_for_the_tile_drawn():
    s = ngame(4, tiles="physical")
    # the first face-up row is reported first
    while s["draw"] is not None:
        core.apply(s, legal(s)[0])
    own(s, 0, "land_registry", 1)
    money = s["players"][0]["doubloons"]
    pick(s, 0, "trader")
    core.apply(s, ["land_registry", "buy"])
    assert core.pending(s)["kind"] == "draw" and s["players"][0]["doubloons"] == money
    g = legal(s)[0][1]
    core.apply(s, ["drawn", g])
    assert s["players"][0]["doubloons"] == money - 1
    assert ["land_registry", 0, ["buy", g, 1]] in s["events"] and check(s) == []


def test_land_registry_noble_discards_a_plantation_for_1_doubloon():
    s = ngame(4)
    own(s, 0, "land_registry")
    noble(s, 0, "land_registry")
    tiles(s, 0, "coffee", 1, occupied=1)
    money = s["players"][0]["doubloons"]
    pick(s, 0, "trader")
    assert legal(s) == [
        ["land_registry", "discard", "indigo"],
        ["land_registry", "discard", "coffee"],
        ["pass"],
    ]
    refused(s, ["land_registry", "buy"], "trader.land_registry")
    core.apply(s, ["land_registry", "discard", "coffee"])
    p = s["players"][0]
    assert "coffee" not in p["island"] and p["san_juan"] == 1  # its colonist to San Juan
    assert p["doubloons"] == money + 1 and s["discard"] == ["coffee"]
    assert ["to_san_juan", 0, ["coffee", "colonist"]] in s["events"]
    assert check(s) == []


@pytest.mark.parametrize("tiles_mode", ["shuffle", "physical"])
def test_land_registry_with_a_forest_house_may_lay_the_bought_tile_as_a_forest(tiles_mode):
    s = ngame(4, "forest_house", exp=BOTH, tiles=tiles_mode)
    while s["draw"] is not None:
        core.apply(s, legal(s)[0])
    own(s, 0, "land_registry", 1)
    own(s, 0, "forest_house", 1)
    money = s["players"][0]["doubloons"]
    pick(s, 0, "trader")
    assert legal(s) == [["land_registry", "buy"], ["land_registry", "buy", "forest"], ["pass"]]
    core.apply(s, ["land_registry", "buy", "forest"])
    if tiles_mode == "physical":
        core.apply(s, legal(s)[0])
    p = s["players"][0]
    assert p["forests"] == 1 and p["doubloons"] == money - 1
    assert ["land_registry", 0, ["buy", "forest", 1]] in s["events"] and check(s) == []


def test_a_discarded_tiles_noble_goes_to_san_juan():
    s = ngame(4)
    own(s, 0, "land_registry")
    noble(s, 0, "land_registry")
    noble(s, 0, "indigo")
    pick(s, 0, "trader")
    core.apply(s, ["land_registry", "discard", "indigo"])
    assert s["players"][0]["nobles"] == {"land_registry": 1, "san_juan": 1}
    assert check(s) == []


# ---- settler: land office ----------------------------------------------------


def _settlers_pass(s):
    while s["phase"] == "settler" and not s["phase_data"].get("land_office"):
        core.apply(s, ["pass"])


def test_land_office_colonist_may_discard_a_plantation_at_the_settlers_end():
    s = ngame(4)
    own(s, 2, "land_office", 1)
    tiles(s, 2, "sugar", 1)
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert core.current_player(s) == 2
    assert legal(s) == [["land_office", "corn"], ["land_office", "sugar"], ["pass"]]
    refused(s, ["land_office", "coffee"], "settler.land_office")
    refused(s, ["plantation", "corn"], "settler.land_office")
    core.apply(s, ["land_office", "sugar"])
    assert "sugar" not in s["players"][2]["island"] and "sugar" in s["discard"]
    assert s["phase"] == "roles" and check(s) == []


def test_A25_land_office_owners_in_turn_a_discard_counts_for_those_after():
    """«À la fin de chaque phase du Paysan, s'il est occupé par un ouvrier
    le propriétaire du Bureau des Terres peut défausser une tuile ... ou
    gagner 2 PV s'il est occupé par un bourgeois et qu'il a le plus de cases
    Parcelle libres», «Si le joueur est à égalité ..., il ne prend pas les
    2 PV»: Bernie (colonist side) discards before Christine (noble side)
    is judged; she is then tied with him and gets nothing."""
    s = ngame(4)
    own(s, 1, "land_office", 1)
    own(s, 2, "land_office")
    noble(s, 2, "land_office")
    tiles(s, 0, "sugar", 2)
    tiles(s, 1, "sugar", 1)
    tiles(s, 3, "sugar", 2)
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert core.current_player(s) == 1
    assert s["players"][2]["vp"] == 0  # not judged before Bernie's turn
    core.apply(s, ["land_office", "sugar"])
    assert s["phase"] == "roles" and s["players"][2]["vp"] == 0
    assert check(s) == []


def test_A25_version_2_records_scored_noble_sides_first():
    s = ngame(4)
    s["rules_v2"] = True
    own(s, 1, "land_office", 1)
    own(s, 2, "land_office")
    noble(s, 2, "land_office")
    tiles(s, 0, "sugar", 2)
    tiles(s, 1, "sugar", 1)
    tiles(s, 3, "sugar", 2)
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert s["players"][2]["vp"] == 2
    core.apply(s, ["land_office", "sugar"])
    assert s["players"][2]["vp"] == 2


def test_A28_land_office_discards_a_forest_without_a_forest_house():
    """«Les Forêts comptent comme des Plantations et peuvent donc être
    défaussées»: no forest house needed (that is the land registry's)."""
    s = ngame(4, exp=BOTH)
    own(s, 2, "land_office", 1)
    s["stock"].pop()
    s["players"][2]["forests"] = 1
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert ["land_office", "forest"] in legal(s)
    core.apply(s, ["land_office", "forest"])
    assert s["players"][2]["forests"] == 0 and check(s) == []


def test_land_office_may_be_declined():
    s = ngame(4)
    own(s, 2, "land_office", 1)
    pick(s, 0, "settler")
    _settlers_pass(s)
    core.apply(s, ["pass"])
    assert s["players"][2]["island"] == {"corn": [1, 0]} and s["phase"] == "roles"


def _land_office_guest(old=False):
    s = ngame(4, "guest_house", exp=BOTH)
    if old:
        s["rules_v2"] = True
    own(s, 2, "land_office", 1)
    own(s, 2, "guest_house", 1)
    tiles(s, 2, "sugar", 1)
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert core.current_player(s) == 2 and s["phase_data"].get("land_office")
    return s


def test_D8_guests_move_at_the_land_offices_question():
    """«Il pourra déplacer ses « invités » durant n'importe quelle autre
    phase (au début, pendant, ou à la fin)» (the guest house, D8): at this
    decision of his too; the question stays open after the move."""
    s = _land_office_guest()
    assert ["guest", "sugar"] in legal(s)
    core.apply(s, ["guest", "sugar"])
    p = s["players"][2]
    assert p["island"]["sugar"] == [1, 1] and p["city"]["guest_house"] == 0
    assert core.current_player(s) == 2 and ["land_office", "sugar"] in legal(s)
    core.apply(s, ["pass"])
    assert s["phase"] == "roles" and check(s) == []


def test_D8_version_2_records_moved_no_guest_at_that_question():
    s = _land_office_guest(old=True)
    assert not [a for a in legal(s) if a[0] == "guest"]


def test_land_office_forests_with_an_occupied_forest_house():
    s = ngame(4, "forest_house", exp=BOTH)
    own(s, 2, "land_office", 1)
    own(s, 2, "forest_house", 1)
    s["stock"].pop()
    s["players"][2]["forests"] = 1
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert ["land_office", "forest"] in legal(s)
    core.apply(s, ["land_office", "forest"])
    assert s["players"][2]["forests"] == 0 and s["nobles"]["forests"] == 1
    assert check(s) == []


@pytest.mark.parametrize("more_tiles,vp", [(0, 0), (1, 2)])
def test_D16_land_office_noble_2_vp_only_for_strictly_most_free_spaces(more_tiles, vp):
    s = ngame(4)
    own(s, 3, "land_office")
    noble(s, 3, "land_office")
    for p in (0, 1, 2):
        if more_tiles:
            tiles(s, p, "quarry", more_tiles)  # all island tiles count
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert s["players"][3]["vp"] == vp
    assert ([e for e in events(s, "land_office")] != []) == (vp > 0)


# ---- captain: export office --------------------------------------------------


def test_export_office_returns_a_barrel_per_noble_of_different_kinds_for_1_vp():
    s = ngame(4)
    own(s, 1, "export_office", 1)
    noble(s, 1, "indigo")
    noble(s, 1, "san_juan")
    give(s, 1, corn=2, indigo=1, sugar=1)
    pick(s, 1, "captain")
    assert legal(s)[:3] == [["export", "corn"], ["export", "indigo"], ["export", "sugar"]]
    money = s["players"][1]["doubloons"]
    core.apply(s, ["export", "corn"])
    p = s["players"][1]
    assert p["goods"]["corn"] == 1 and p["vp"] == 1 and p["doubloons"] == money
    assert ["export_office", 1, {"corn": 1}] in s["events"]
    refused(s, ["export", "corn"], "captain.export_office")  # different kinds
    core.apply(s, ["export", "sugar"])
    assert not [a for a in legal(s) if a[0] == "export"]  # 2 nobles: 2 barrels
    assert p["vp"] == 2 and check(s) == []


def test_export_office_only_before_the_owner_ships():
    s = ngame(4)
    own(s, 1, "export_office", 1)
    noble(s, 1, "san_juan")
    give(s, 1, corn=1, indigo=2)
    give(s, 0, sugar=1)
    pick(s, 1, "captain")
    core.apply(s, ["load", "indigo", 0])
    while core.current_player(s) != 1 and s["phase"] == "captain":
        core.apply(s, legal(s)[0])
    if s["phase"] == "captain":
        assert not [a for a in legal(s) if a[0] == "export"]
    refused(s, ["export", "corn"], "captain.export_office")


def _full_ships(s):
    """Every cargo ship full (sugar, tobacco, coffee): nobody can load."""
    kinds = ("sugar", "tobacco", "coffee")
    for i, ship in enumerate(s["cargo_ships"]):
        ship[1] = kinds[i]
        ship[2] = ship[0]
        s["goods"][kinds[i]] -= ship[0]


def _two_export_offices():
    """Bernie (the captain) and Christine own an export office and a noble
    each, corn and indigo they cannot load."""
    s = ngame(4)
    _full_ships(s)
    for p in (1, 2):
        own(s, p, "export_office", 1)
        noble(s, p, "san_juan")
        give(s, p, corn=1, indigo=1)
    pick(s, 1, "captain")
    assert s["phase_data"]["export"] == [1, 2]
    return s


def test_A31_export_office_kinds_are_each_owners_own():
    """«Au premier tour d'expédition des marchandises ... le propriétaire de
    l'Office des Exportations occupé peut remettre 1 marchandise dans la
    réserve par bourgeois occupant son plateau», «Toutes les marchandises
    fournies doivent être de types différents»: Bernie's corn does not keep
    Christine from returning hers."""
    s = _two_export_offices()
    core.apply(s, ["export", "corn"])
    assert core.current_player(s) == 2  # Bernie's one noble: his turn is over
    assert legal(s) == [["export", "corn"], ["export", "indigo"], ["pass"]]
    core.apply(s, ["export", "corn"])
    assert s["players"][2]["vp"] == 1 and s["players"][2]["goods"]["corn"] == 0
    assert check(s) == []


def test_A31_export_office_first_turn_of_exports_only_is_over():
    """«Au premier tour d'expédition ... et avant d'expédier quoi que ce
    soit»: Bernie's first turn ended with his export; he is not offered
    the export office again at his next turn."""
    s = _two_export_offices()
    core.apply(s, ["export", "corn"])
    core.apply(s, ["pass"])  # Christine keeps her barrels
    assert s["phase"] != "captain"  # nobody has anything left to do
    assert s["players"][1]["goods"]["indigo"] == 1 and s["players"][1]["vp"] == 1


def test_A31_version_2_records_kept_the_kinds_for_the_phase():
    s = ngame(4)
    s["rules_v2"] = True
    _full_ships(s)
    for p in (1, 2):
        own(s, p, "export_office", 1)
        noble(s, p, "san_juan")
        give(s, p, corn=1, indigo=1)
    pick(s, 1, "captain")
    core.apply(s, ["export", "corn"])
    assert core.current_player(s) == 2
    assert ["export", "corn"] not in legal(s)


def test_export_office_needs_a_noble():
    s = ngame(4)
    own(s, 1, "export_office", 1)
    give(s, 1, corn=1)
    pick(s, 1, "captain")
    assert not [a for a in legal(s) if a[0] == "export"]


# ---- expansion 1 with nobles -------------------------------------------------


def test_black_market_colonist_taken_from_a_nobles_place_returns_the_noble():
    s = ngame(4, "black_market", exp=BOTH)
    own(s, 0, "black_market", 1)
    noble(s, 0, "indigo")
    s["players"][0]["doubloons"] = 0
    pick(s, 0, "builder")
    core.apply(s, ["build", "hacienda", "pay"])
    assert ["pay", "colonist:indigo"] in legal(s)
    supply = s["nobles"]["supply"]
    colonists = s["colonists"]
    core.apply(s, ["pay", "colonist:indigo"])
    assert s["nobles"]["supply"] == supply + 1 and s["colonists"] == colonists
    assert s["players"][0]["nobles"] == {} and check(s) == []


def _shared_corn(s, p):
    """Seat ``p``'s two corn plantations: one worked by a colonist, one by
    a noble (his start tile is corn or indigo: corn made up to 2)."""
    island = s["players"][p]["island"]
    have = island.get("corn", [0, 0])[0]
    if have < 2:
        tiles(s, p, "corn", 2 - have)
    island["corn"][1] = 0
    s["colonists"] += island["corn"][1]
    tiles(s, p, "corn", 0, occupied=1)
    noble(s, p, "corn")


def test_A30_land_office_owner_chooses_who_leaves_a_discarded_tile():
    """«Si la tuile Plantation défaussée est occupée, l'ouvrier / le
    bourgeois est replacé sur le portrait du joueur»: with both on his corn,
    the owner chooses; the noble may go."""
    s = ngame(4)
    own(s, 2, "land_office", 1)
    _shared_corn(s, 2)
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert ["land_office", "corn", "noble"] in legal(s)
    core.apply(s, ["land_office", "corn", "noble"])
    p = s["players"][2]
    assert p["nobles"] == {"san_juan": 1} and p["island"]["corn"] == [1, 1]
    assert ["to_san_juan", 2, ["corn", "noble"]] in s["events"] and check(s) == []


def test_A30_land_registry_noble_discard_the_owner_chooses_who_leaves():
    """«l'ouvrier / le bourgeois est replacé sur le portrait du joueur»."""
    s = ngame(4)
    own(s, 0, "land_registry")
    noble(s, 0, "land_registry")
    _shared_corn(s, 0)
    pick(s, 0, "trader")
    assert ["land_registry", "discard", "corn"] in legal(s)
    assert ["land_registry", "discard", "corn", "noble"] in legal(s)
    core.apply(s, ["land_registry", "discard", "corn"])  # the colonist goes
    p = s["players"][0]
    assert p["nobles"] == {"land_registry": 1, "corn": 1} and p["san_juan"] == 1
    assert check(s) == []


def test_A30_version_2_records_ask_nobody_who_leaves():
    s = ngame(4)
    s["rules_v2"] = True
    own(s, 2, "land_office", 1)
    _shared_corn(s, 2)
    pick(s, 0, "settler")
    _settlers_pass(s)
    assert ["land_office", "corn", "noble"] not in legal(s)


def test_A26_black_market_owner_chooses_the_noble_or_the_colonist():
    """«Dans ce cas, un bourgeois (voir p. 15) compte comme un ouvrier»:
    with both on his corn, he returns the one he chooses."""
    s = ngame(4, "black_market", exp=BOTH)
    own(s, 0, "black_market", 1)
    _shared_corn(s, 0)
    s["players"][0]["doubloons"] = 0
    pick(s, 0, "builder")
    core.apply(s, ["build", "hacienda", "pay"])
    assert ["pay", "colonist:corn"] in legal(s) and ["pay", "noble:corn"] in legal(s)
    supply = s["nobles"]["supply"]
    core.apply(s, ["pay", "noble:corn"])
    assert s["nobles"]["supply"] == supply + 1
    assert s["players"][0]["island"]["corn"] == [2, 1] and s["players"][0]["nobles"] == {}
    assert check(s) == []


def _black_market_builder(building):
    """Seat 0 with a manned black market, ``building`` manned, one manned
    quarry, no other colonist on its island and no doubloons."""
    s = ngame(4, "black_market", "library", exp=BOTH)
    own(s, 0, "black_market", 1)
    own(s, 0, building, 1)
    tiles(s, 0, "quarry", 1, occupied=1)
    island = s["players"][0]["island"]
    for k in list(island):
        if k != "quarry":
            s["colonists"] += island[k][1]
            island[k][1] = 0
    s["players"][0]["doubloons"] = 0
    return s


@pytest.mark.parametrize("building", ["library", "architects_office"])
def test_A26_black_market_may_take_the_builders_library_or_architects_colonist(building):
    """«L'ouvrier placé sur le Marché Noir ou les Carrières ne peut pas être
    utilisé pour réduire le coût»: only those; the library's and the
    architect's office's colonist may pay."""
    s = _black_market_builder(building)
    pick(s, 0, "builder")
    core.apply(s, ["build", "sugar_mill", "pay"])  # 4 - 1 (or 2) - 1 quarry - ...
    assert [a for a in legal(s) if a[1][:9] == "colonist:"] == [["pay", "colonist:" + building]]
    core.apply(s, ["pay", "colonist:" + building])
    assert "sugar_mill" in s["players"][0]["city"] and check(s) == []
    s2 = _black_market_builder(building)
    s2["rules_v2"] = True  # version 2 records refused them
    give(s2, 0, corn=1)
    pick(s2, 0, "builder")
    core.apply(s2, ["build", "sugar_mill", "pay"])
    assert legal(s2) == [["pay", "corn"]]


def test_guest_house_moves_colonists_and_nobles_by_name():
    s = ngame(4, "guest_house", exp=BOTH)
    own(s, 0, "guest_house", 1)
    noble(s, 0, "guest_house")
    assert ["guest", "indigo"] in legal(s) and ["guest", "indigo", "noble"] in legal(s)
    core.apply(s, ["guest", "indigo", "noble"])
    p = s["players"][0]
    assert p["nobles"] == {"indigo": 1} and p["city"]["guest_house"] == 1
    assert check(s) == []


# ---- end of game -------------------------------------------------------------


def test_final_score_nobles_central_plaza_and_the_sheet_agree():
    s = ngame(4)
    own(s, 0, "central_plaza")
    noble(s, 0, "central_plaza")
    noble(s, 0, "indigo")
    noble(s, 0, "san_juan")
    own(s, 1, "guild_hall", 1)
    own(s, 1, "tailor_shop")
    own(s, 1, "city_hall", 1)  # A13: tailor shop not violet
    out = final_score(s)
    a, b = out["players"][0], out["players"][1]
    assert a["breakdown"]["nobles"] == 3 and a["breakdown"]["bonus"] == {"central_plaza": 3}
    assert a["total"] == 4 + 3 + 3
    assert b["breakdown"]["bonus"] == {"guild_hall": 2, "city_hall": 2}
    sh = sheet(s)
    assert sh["players"][0]["nobles"] == 3 and sh["expansions"] == ["nobles"]
    assert score(sh) == out
    r = subprocess.run(
        [sys.executable, "-m", "firmware.cli", "score", "-"],
        input=json.dumps(sh),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout) == out


def test_a_random_nobles_game_scores_its_sheet():
    from core.puerto_rico.simulate import play_random

    s = play_random(4, 5, checks=True, expansions=NOB)
    assert core.is_over(s)
    assert score(json.loads(json.dumps(sheet(s)))) == final_score(s)
    total = sum(p["breakdown"]["nobles"] for p in final_score(s)["players"])
    assert total == sum(nobles.count(p) for p in s["players"])


def test_conservation_check_sees_a_lost_noble():
    s = ngame(4)
    s["nobles"]["supply"] -= 1
    assert any(x.startswith("nobles:") for x in check(s))
    s = ngame(4)
    s["players"][0]["nobles"]["corn"] = 1  # a noble where nobody works
    s["nobles"]["supply"] -= 1
    assert check(s)


def test_when_every_circle_will_be_filled_only_the_nobles_are_placed():
    # 2 nobles + 3 colonists for 3 circles: every circle is filled, so the
    # seat names where nobles go and "fill" puts colonists in the rest; the
    # nobles not placed stay in San Juan
    s = anne_places(2, 3)
    opts = legal(s)
    assert opts == [["place", "corn", "noble"], ["place", "indigo", "noble"], ["fill"]]
    core.apply(s, ["place", "corn", "noble"])
    assert legal(s) == [["place", "corn", "noble"], ["place", "indigo", "noble"], ["fill"]]
    core.apply(s, ["fill"])
    p = s["players"][0]
    assert p["island"]["corn"] == [2, 2] and p["island"]["indigo"] == [1, 1]
    assert p["nobles"] == {"corn": 1, "san_juan": 1} and p["san_juan"] == 2
    assert check(s) == []


def test_nobles_are_placed_before_colonists():
    # 1 noble + 1 colonist for 3 circles: both must go onto circles (A1),
    # so the order changes nothing; the noble is asked first, alone
    s = anne_places(1, 1)
    assert legal(s) == [["place", "corn", "noble"], ["place", "indigo", "noble"]]
    refused(s, ["place", "corn"], "mayor.nobles_first")
    core.apply(s, ["place", "indigo", "noble"])
    assert legal(s) == [["place", "corn"]]  # then the colonist (asked, as in the base game)
    core.apply(s, ["place", "corn"])
    p = s["players"][0]
    assert p["nobles"] == {"indigo": 1} and p["island"]["corn"] == [2, 1] and p["san_juan"] == 0
    assert check(s) == []


def test_the_nobles_mayor_is_the_base_mayor_with_points(monkeypatch):
    # One place for every placement ruling (issue 33): each placement menu
    # and each placement of a nobles game goes through roles/mayor.py's
    # legal and act (the nobles' layer fills its points and adds its
    # ["fill"]), not a copy.
    from core import rng
    from core.puerto_rico.roles import mayor

    calls = {"legal": 0, "act": 0}
    real_legal, real_act = mayor.legal, mayor.act

    def legal(state):
        calls["legal"] += 1
        return real_legal(state)

    def act(state, action):
        calls["act"] += 1
        return real_act(state, action)

    monkeypatch.setattr(mayor, "legal", legal)
    monkeypatch.setattr(mayor, "act", act)
    s = core.new_game(4, seed=21, expansions=["nobles"])
    r = rng.seed_state(3)
    placements = nobles_placed = 0
    acts = core.legal_actions(s)
    while acts:
        pd = s["phase_data"]
        placing = s["phase"] == "mayor" and not {"villa", "ship_noble"} & set(pd)
        r, i = rng.below(r, len(acts))
        placements += placing and acts[i] != ["fill"]  # (the nobles' own placement)
        nobles_placed += placing and acts[i][-1] == "noble"
        core.apply(s, acts[i], acts)
        acts = core.legal_actions(s)
    assert placements > 100 and nobles_placed > 0
    assert calls["legal"] >= placements and calls["act"] == placements
