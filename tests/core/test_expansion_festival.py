"""Expansion 4, the festival (shared/rules/puerto-rico-expansions.md 5,
rulings A3 and A17): the seeded set-up of the three goals (redraw rule,
2-player building, the building after the draft), each goal and its
reward to the first player only, and the refusals of the new action."""

import subprocess
import sys

import pytest

import core
from core import canon, record
from core.puerto_rico import data
from core.puerto_rico.expansions import new_buildings
from core.puerto_rico.expansions import festival
from core.puerto_rico.invariants import check

from tests.support.scenario import game, give, own, tiles, pick
from tests.support.refused import refused

FEST = ("festival",)


def fest(n=3, seed=1, **kw):
    return game(n, seed=seed, expansions=kw.pop("expansions", FEST), **kw)


def goals(s, plantation=None, goods=None, building=None):
    """Put other goals on the festival board, the pieces moved accordingly
    (the conservation checks stay true)."""
    f = s["festival"]
    if plantation:
        s["stock"].append(f["plantation"])
        s["stock"].remove(plantation)
        f["plantation"] = plantation
    if goods:
        for g in f["goods"]:
            s["goods"][g] += 1
        for g in goods:
            s["goods"][g] -= 1
        f["goods"] = list(goods)
    if building:
        if len(s["players"]) > 2:
            s["buildings"][f["building"]] += 1
            s["buildings"][building] -= 1
        f["building"] = building
    assert check(s) == []


def faceup(s, kind):
    """A face-up plantation of ``kind``, taken from the stock."""
    s["stock"].remove(kind)
    s["faceup"].append(kind)


def events(s, kind):
    return [e for e in s["events"] if e[0] == kind]


def _kinds(s):
    out = {}
    for g in s["stock"] + s["faceup"]:
        out[g] = out.get(g, 0) + 1
    return out


# ---- set-up ------------------------------------------------------------------


def test_festival_is_a_playable_expansion_in_its_place():
    assert new_buildings.EXPANSIONS.index("festival") == len(new_buildings.EXPANSIONS) - 1
    s = fest(3, expansions=("festival", "new_buildings"), setup="random")
    assert s["expansions"] == ["new_buildings", "festival"]
    assert record.header(s)["expansions"] == ["new_buildings", "festival"]


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_takes_the_goal_pieces_out_of_play(n):
    base = game(n, seed=7)
    s = fest(n, seed=7)
    f = s["festival"]
    assert f["reached"] == [] and "placing" not in f
    # one tile of the shown kind left the piles, the other kinds stay
    g = f["plantation"]
    want = _kinds(base)
    want[g] -= 1
    assert _kinds(s) == want
    # three barrels, GOODS order, out of the supply (a kind may repeat)
    assert len(f["goods"]) == 3
    assert f["goods"] == sorted(f["goods"], key=data.GOODS.index)
    for k in data.GOODS:
        assert s["goods"][k] == base["goods"][k] - f["goods"].count(k)
    # a column-3 building of the board: 3-5 players one copy leaves the
    # supply, 2 players it comes from the box (no slot stays empty)
    b = f["building"]
    assert data.building(b)["column"] == 3 and b in base["buildings"]
    left = base["buildings"][b] - (0 if n == 2 else 1)
    assert s["buildings"][b] == left and left >= 1
    said = [e[2] for e in events(s, "festival_goal")]
    assert said == [
        ["plantation", g, "stock"],
        ["goods", f["goods"], "supply"],
        ["building", b, "box" if n == 2 else "supply"],
    ]
    assert check(s) == []


def test_goals_come_from_the_seed():
    a = [fest(4, seed=s)["festival"] for s in range(40)]
    b = [fest(4, seed=s)["festival"] for s in range(40)]
    assert a == b
    assert len(set(f["plantation"] for f in a)) == 5
    assert len(set(f["building"] for f in a)) >= 5
    assert any(len(set(f["goods"])) < 3 for f in a)  # a kind may repeat


def test_redraw_rule_never_shows_a_building_making_the_plantation_kind():
    s = fest(4, seed=1)
    s["festival"]["plantation"] = "tobacco"
    cands = festival.candidates(s)
    assert "tobacco_storage" not in cands and "coffee_roaster" in cands
    s["festival"]["plantation"] = "coffee"
    cands = festival.candidates(s)
    assert "coffee_roaster" not in cands and "tobacco_storage" in cands
    seen = set()
    for seed in range(300):
        f = fest(3, seed=seed)["festival"]
        seen.add((f["plantation"], f["building"]))
    assert ("tobacco", "tobacco_storage") not in seen and ("coffee", "coffee_roaster") not in seen
    assert ("corn", "tobacco_storage") in seen and ("corn", "coffee_roaster") in seen


@pytest.mark.parametrize("n", [2, 4])
def test_with_the_draft_the_building_is_drawn_once_the_board_is_full(n):
    s = fest(n, seed=5, expansions=("new_buildings", "festival"), setup="draft")
    assert s["phase"] == "draft" and s["festival"]["building"] is None
    assert s["festival"]["plantation"] and len(s["festival"]["goods"]) == 3
    while s["phase"] == "draft":
        assert s["festival"]["building"] is None
        core.apply(s, core.legal_actions(s)[-1])  # the dearest candidate
    b = s["festival"]["building"]
    assert b in s["buildings"] and data.building(b)["column"] == 3
    assert events(s, "festival_goal") == [
        ["festival_goal", None, ["building", b, "box" if n == 2 else "supply"]]
    ]
    assert check(s) == []


# ---- plantations -------------------------------------------------------------


def _third_coffee(n=3):
    """Anne owns 2 coffee plantations and takes a third one in the Settler
    phase she picked."""
    s = fest(n)
    goals(s, plantation="coffee")
    tiles(s, 0, "coffee", 2)
    faceup(s, "coffee")
    pick(s, 0, "settler")
    core.apply(s, ["plantation", "coffee"])
    return s


def test_three_plantations_of_the_kind_bring_three_colonists_to_place():
    s = _third_coffee()
    supply = s["colonists"]
    assert s["festival"]["reached"] == [["plantation", 0]]
    assert s["festival"]["plantation"] is None
    assert events(s, "festival_reward") == [["festival_reward", 0, ["plantation", 3]]]
    assert ["festival_return", None, ["plantation", "coffee", "stock"]] in s["events"]
    p = core.pending(s)
    assert p["player"] == 0 and p["kind"] == "festival"
    # San Juan, or a free circle of his island (his indigo and coffee)
    assert p["options"] == [["festival", "san_juan"], ["festival", "indigo"], ["festival", "coffee"]]
    assert check(s) == []
    core.apply(s, ["festival", "coffee"])
    assert core.current_player(s) == 0 and check(s) == []
    core.apply(s, ["festival", "coffee"])
    core.apply(s, ["festival", "san_juan"])
    anne = s["players"][0]
    assert anne["island"]["coffee"] == [3, 2] and anne["san_juan"] == 1
    assert s["colonists"] == supply  # taken from the supply at the reward
    assert "placing" not in s["festival"]
    # the Settler phase goes on with Bernie
    assert core.current_player(s) == 1 and core.pending(s)["kind"] == "settler"
    assert check(s) == []


def test_A27_hospice_colonist_before_the_festival_reward():
    """«Dès qu'un objectif est atteint»: the hospice's colonist goes on the
    third coffee as it is taken, then the reward's colonists are placed."""
    s = fest(3, expansions=("new_buildings", "festival"), setup="base")
    goals(s, plantation="coffee")
    own(s, 0, "hospice", 1)
    tiles(s, 0, "coffee", 2)
    faceup(s, "coffee")
    pick(s, 0, "settler")
    core.apply(s, ["plantation", "coffee", "hospice"])
    kinds = [e[0] for e in s["events"]]
    assert kinds.index("tile") < kinds.index("festival_reward")
    assert s["players"][0]["island"]["coffee"] == [3, 1]
    assert s["festival"]["placing"] == [0, 3] and check(s) == []


def test_the_tile_goes_back_to_the_piles_and_the_goal_is_gone():
    base = _kinds(fest(3))
    s = _third_coffee()
    assert _kinds(s)["coffee"] == base["coffee"] + 1 - 3  # 2 given, 1 taken, 1 back
    for _ in range(3):
        core.apply(s, ["festival", "san_juan"])
    # Bernie's third coffee later: no second reward
    tiles(s, 1, "coffee", 2)
    faceup(s, "coffee")
    core.apply(s, ["plantation", "coffee"])
    assert not events(s, "festival_reward") and "placing" not in s["festival"]
    assert s["festival"]["reached"] == [["plantation", 0]]


def test_only_the_colonists_left_in_the_supply():
    s = fest(3)
    goals(s, plantation="coffee")
    s["players"][2]["san_juan"] += s["colonists"] - 2
    s["colonists"] = 2
    tiles(s, 0, "coffee", 2)
    faceup(s, "coffee")
    pick(s, 0, "settler")
    core.apply(s, ["plantation", "coffee"])
    assert events(s, "festival_reward") == [["festival_reward", 0, ["plantation", 2]]]
    assert s["colonists"] == 0 and s["festival"]["placing"] == [0, 2]
    core.apply(s, ["festival", "coffee"])
    core.apply(s, ["festival", "coffee"])
    assert "placing" not in s["festival"] and check(s) == []


def test_no_free_circle_sends_them_to_san_juan_without_asking():
    s = fest(3)
    goals(s, plantation="coffee")
    tiles(s, 0, "coffee", 2, occupied=2)
    tiles(s, 0, "indigo", 0, occupied=1)  # his start tile, occupied
    faceup(s, "coffee")
    pick(s, 0, "settler")
    core.apply(s, ["plantation", "coffee"])
    assert s["players"][0]["san_juan"] == 0  # the new tile has a free circle
    core.apply(s, ["festival", "coffee"])
    # island full: the other two go to San Juan at once
    assert s["players"][0]["san_juan"] == 2 and "placing" not in s["festival"]
    assert ["festival_colonist", 0, ["san_juan", 2]] in s["events"]
    assert core.current_player(s) == 1 and check(s) == []


def _last_settler_of_the_game(old=False):
    """Christine, the last settler of the game's last round, takes her
    third coffee."""
    s = fest(3)
    if old:
        s["rules_v2"] = True  # a version 2 record replayed
    goals(s, plantation="coffee")
    tiles(s, 2, "coffee", 2)
    faceup(s, "coffee")
    s["end"] = ["city"]  # the game ends with this round
    s["governor"] = 1
    s["turn"] = 0
    s["picks"] = 2  # the round's last pick
    core.apply(s, ["role", "settler"])
    core.apply(s, ["pass"])
    core.apply(s, ["pass"])
    assert core.current_player(s) == 2  # the phase's last player
    core.apply(s, ["plantation", "coffee"])
    return s


def test_A27_festival_reward_at_the_games_last_action_is_offered():
    """«Le premier joueur qui possède 3 Plantations du type demandé reçoit 3
    ouvriers ... et les place immédiatement sur son portrait ou directement
    sur des tuiles Terrain»: the game ends after she has placed them."""
    s = _last_settler_of_the_game()
    assert not core.is_over(s)
    p = core.pending(s)
    assert p["player"] == 2 and p["kind"] == "festival"
    assert ["festival", "coffee"] in p["options"]
    # the phase's automatic steps wait: no new face-up row yet
    assert not events(s, "faceup") and not events(s, "round_end")
    core.apply(s, ["festival", "coffee"])
    core.apply(s, ["festival", "coffee"])
    core.apply(s, ["festival", "san_juan"])
    assert core.is_over(s)
    assert s["players"][2]["island"]["coffee"] == [3, 2]
    assert s["players"][2]["san_juan"] == 1 and check(s) == []


def test_A27_version_2_records_gave_the_last_reward_to_san_juan():
    s = _last_settler_of_the_game(old=True)
    assert core.is_over(s)
    assert s["players"][2]["san_juan"] == 3 and "placing" not in s["festival"]
    assert check(s) == []


def test_A27_festival_tile_goes_back_before_the_new_faceup_row():
    """«Dès qu'un objectif est atteint, retirez les tuiles ... et
    replacez-les sur leur emplacement respectif (piles de Plantations ...)»:
    the coffee tile is in the piles before the last settler's new row is
    drawn, and the row comes after the reward's colonists."""
    s = fest(3)
    goals(s, plantation="coffee")
    tiles(s, 2, "coffee", 2)
    faceup(s, "coffee")
    s["governor"] = 1
    s["turn"] = 0
    s["picks"] = 0
    core.apply(s, ["role", "settler"])
    core.apply(s, ["pass"])
    core.apply(s, ["pass"])
    core.apply(s, ["plantation", "coffee"])
    assert ["festival_return", None, ["plantation", "coffee", "stock"]] in s["events"]
    assert not events(s, "faceup") and s["phase"] == "settler"
    for _ in range(3):
        core.apply(s, ["festival", "san_juan"])
    assert len(events(s, "faceup")) == 1 and s["phase"] == "roles"
    assert core.current_player(s) == 2 and check(s) == []  # the next pick


# ---- goods -------------------------------------------------------------------


def _producers(s, p, corn=0, indigo=0):
    """``p`` makes ``corn`` corn and ``indigo`` indigo barrels."""
    if corn:
        tiles(s, p, "corn", corn, occupied=corn)
    if indigo:
        tiles(s, p, "indigo", indigo, occupied=indigo)
        own(s, p, "indigo_plant", people=indigo)


def _goods_game():
    s = fest(3)
    goals(s, goods=["corn", "corn", "indigo"])
    return s


def test_producing_every_shown_barrel_brings_three_doubloons():
    s = _goods_game()
    _producers(s, 0, corn=2, indigo=1)
    money = s["players"][0]["doubloons"]
    supply = dict(s["goods"])
    pick(s, 0, "craftsman")
    assert not events(s, "festival_reward")  # the privilege barrel comes first
    core.apply(s, ["pass"])
    assert s["festival"]["reached"] == [["goods", 0]] and s["festival"]["goods"] is None
    assert s["players"][0]["doubloons"] == money + 3
    assert ["festival_reward", 0, ["goods", 3]] in s["events"]
    assert ["festival_return", None, ["goods", ["corn", "corn", "indigo"], "supply"]] in s["events"]
    assert s["goods"]["corn"] == supply["corn"] - 2 + 2 and s["goods"]["indigo"] == supply["indigo"] - 1 + 1
    assert "before" not in s["festival"] and check(s) == []


def test_duplicates_count_and_the_privilege_barrel_too():
    s = _goods_game()
    _producers(s, 0, corn=1, indigo=1)
    pick(s, 0, "craftsman")
    core.apply(s, ["pass"])  # 1 corn of the 2 shown
    assert s["festival"]["goods"] == ["corn", "corn", "indigo"]
    s = _goods_game()
    _producers(s, 0, corn=1, indigo=1)
    pick(s, 0, "craftsman")
    core.apply(s, ["bonus", "corn"])  # A17: the privilege barrel counts
    assert s["festival"]["reached"] == [["goods", 0]]


def test_barrels_held_before_the_phase_do_not_count():
    s = _goods_game()
    give(s, 0, corn=2, indigo=1)
    _producers(s, 0, corn=1)
    pick(s, 0, "craftsman")
    core.apply(s, ["pass"])
    assert s["festival"]["goods"] is not None and s["festival"]["reached"] == []


def test_a_later_craftsman_phase_can_still_reach_it():
    s = _goods_game()
    _producers(s, 1, corn=2, indigo=1)
    pick(s, 0, "craftsman")  # Anne makes nothing; Bernie reaches it
    assert s["festival"]["reached"] == [["goods", 1]]
    assert ["festival_reward", 1, ["goods", 3]] in s["events"]


def test_the_goods_goal_rewards_the_first_player_only():
    s = _goods_game()
    _producers(s, 1, corn=2, indigo=1)
    pick(s, 0, "craftsman")
    assert s["festival"]["reached"] == [["goods", 1]]
    money = s["players"][1]["doubloons"]
    s["picked"].remove("craftsman")  # as in a later round
    s["roles"]["craftsman"] = 0
    pick(s, 2, "craftsman")  # Bernie produces them again
    assert s["players"][1]["doubloons"] == money
    assert not events(s, "festival_reward") and s["festival"]["reached"] == [["goods", 1]]
    assert check(s) == []


@pytest.mark.parametrize("picker, winner", [(0, 0), (1, 1), (2, 0)])
def test_two_players_meeting_it_in_one_phase_the_first_in_turn_order_wins(picker, winner):
    # [suggested] players produce in turn order from the craftsman
    s = _goods_game()
    _producers(s, 0, corn=2, indigo=1)
    _producers(s, 1, corn=2, indigo=1)
    money = [p["doubloons"] for p in s["players"]]
    pick(s, picker, "craftsman")
    if core.pending(s)["kind"] == "craftsman":
        core.apply(s, ["pass"])  # his privilege barrel
    assert s["festival"]["reached"] == [["goods", winner]]
    assert [p["doubloons"] - m for p, m in zip(s["players"], money)] == [
        3 if i == winner else 0 for i in range(3)
    ]
    assert check(s) == []


def test_the_craftsman_bonus_puts_him_first_in_turn_order():
    s = _goods_game()
    _producers(s, 0, corn=1, indigo=1)  # with the bonus corn he meets it
    _producers(s, 1, corn=2, indigo=1)
    pick(s, 0, "craftsman")
    core.apply(s, ["bonus", "corn"])
    assert s["festival"]["reached"] == [["goods", 0]]


# ---- building ----------------------------------------------------------------


def _builder(n=3, b="harbor"):
    s = fest(n)
    goals(s, building=b)
    s["players"][0]["doubloons"] = 20
    s["players"][1]["doubloons"] = 20
    pick(s, 0, "builder")
    return s


def test_building_it_brings_three_vp_chips_and_it_returns_to_the_board():
    s = _builder()
    assert s["buildings"]["harbor"] == 1  # the other copy is on the festival
    chips = s["vp_chips"]
    core.apply(s, ["build", "harbor"])
    anne = s["players"][0]
    assert anne["vp"] == 3 and s["vp_chips"] == chips - 3
    assert ["vp_chips", 0, [3, 0, [["festival", 3]]]] in s["events"]
    assert ["festival_reward", 0, ["building", "harbor"]] in s["events"]
    assert ["festival_return", None, ["building", "harbor", "supply"]] in s["events"]
    assert s["buildings"]["harbor"] == 1  # built one, the festival's is back
    assert s["festival"]["reached"] == [["building", 0]] and check(s) == []
    # Bernie builds the other copy: no reward
    core.apply(s, ["build", "harbor"])
    assert s["players"][1]["vp"] == 0 and not events(s, "festival_reward")


def test_two_players_the_building_goes_back_to_the_box():
    s = _builder(2)
    assert s["buildings"]["harbor"] == 1
    core.apply(s, ["build", "harbor"])
    assert s["players"][0]["vp"] == 3
    assert ["festival_return", None, ["building", "harbor", "box"]] in s["events"]
    assert s["buildings"]["harbor"] == 0 and check(s) == []


def test_another_building_reaches_nothing():
    s = _builder()
    core.apply(s, ["build", "university"])
    assert s["festival"]["building"] == "harbor" and s["players"][0]["vp"] == 0


def test_A27_festival_goal_rewarded_before_the_round_ends():
    """«Le premier joueur qui construit le bâtiment demandé gagne 3 PV»,
    «Dès qu'un objectif est atteint»: the round's last build takes the
    last chips, and the game ends with this round, not a round later."""
    s = fest(3)
    goals(s, building="harbor")
    s["players"][2]["doubloons"] = 20
    s["players"][1]["vp"] += s["vp_chips"] - 2
    s["vp_chips"] = 2
    s["governor"] = 1
    s["turn"] = 0
    s["picks"] = 2  # the round's last pick
    core.apply(s, ["role", "builder"])
    while core.current_player(s) != 2:
        core.apply(s, ["pass"])
    core.apply(s, ["build", "harbor"])
    assert s["end"] == ["vp_chips"]
    assert core.is_over(s)  # the round ended after the reward
    assert s["players"][2]["vp"] == 2 and check(s) == []


def test_the_last_vp_chips_trigger_the_end_a3():
    s = _builder()
    s["players"][2]["vp"] += s["vp_chips"] - 2
    s["vp_chips"] = 2
    core.apply(s, ["build", "harbor"])
    anne = s["players"][0]
    assert anne["vp"] == 2 and anne["written"] == 1
    assert s["end"] == ["vp_chips"] and check(s) == []


# ---- refusals ----------------------------------------------------------------


def test_while_placing_nothing_else_is_legal():
    s = _third_coffee()
    refused(s, ["pass"], "festival.pending")
    refused(s, ["plantation", "corn"], "festival.pending")
    refused(s, ["festival"], "festival.pending")
    refused(s, ["festival", "sugar"], "festival.circle")
    refused(s, ["festival", "quarry"], "festival.circle")
    core.apply(s, ["festival", "indigo"])
    refused(s, ["festival", "indigo"], "festival.circle")  # now full


def test_placing_without_a_reward_is_refused():
    s = fest(3)
    refused(s, ["festival", "san_juan"], "festival.none")
    pick(s, 0, "settler")
    refused(s, ["festival", "corn"], "festival.none")


# ---- whole games -------------------------------------------------------------


def test_record_of_a_festival_game_replays_identically():
    from core.puerto_rico.simulate import play_random

    for n, exp in ((2, FEST), (4, ("new_buildings", "festival"))):
        acts = []
        state = play_random(n, 11, expansions=exp, record=acts)
        text = "\n".join([record.header_line(state)] + [record.action_line(a) for a in acts]) + "\n"
        again = record.replay(text.splitlines())
        assert canon.dumps(again) == canon.dumps(state)


def test_the_festival_module_stays_unloaded_without_it():
    code = "\n".join(
        [
            "import sys",
            "from core.puerto_rico.simulate import play_random",
            "play_random(4, 1)",
            "play_random(4, 1, expansions=('new_buildings',), setup='random')",
            "print('core.puerto_rico.expansions.festival' in sys.modules)",
            "play_random(4, 1, expansions=('festival',))",
            "print('core.puerto_rico.expansions.festival' in sys.modules)",
        ]
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.stdout.split() == ["False", "True"], r.stderr
