"""Rulings A20, A21 and A22-A24 (shared/rules/README.md) and the
optional-suffix actions (university, hospice): each test failed on the
code before its fix or pins a ruling the core already follows."""

import json

import pytest

import core
from core import canon, record
from tests.support.scenario import game, give, own, pick, tiles, turn_name


def rejected(s, action, rule):
    before = canon.dumps(s)
    with pytest.raises(core.IllegalAction) as e:
        core.apply(s, action)
    assert e.value.rule == rule, str(e.value)
    assert canon.dumps(s) == before


# ---- A20: the mayor's privilege colonist is a choice ---------------------------


def test_A20_the_mayor_is_asked_before_anything_moves():
    s = game(4)
    supply, ship = s["colonists"], s["colonist_ship"]
    pick(s, 2, "mayor")
    assert s["phase"] == "mayor" and turn_name(s) == "Christine"
    assert core.legal_actions(s) == [["privilege"], ["decline"]]
    assert (s["colonists"], s["colonist_ship"]) == (supply, ship)
    assert all(p["san_juan"] == 0 for p in s["players"])
    rejected(s, ["place", "indigo"], "mayor.privilege")
    rejected(s, ["keep"], "mayor.privilege")


@pytest.mark.parametrize("choice,gets", [("privilege", 2), ("decline", 1)])
def test_A20_take_or_decline(choice, gets):
    s = game(4)  # ship 4: one each; the privilege one more for the mayor
    supply = s["colonists"]
    pick(s, 0, "mayor")
    core.apply(s, [choice])
    mine = s["players"][0]
    assert mine["island"]["indigo"][1] + mine["san_juan"] == gets
    taken = 1 if choice == "privilege" else 0
    # refill: at least one per player (4) from what the supply still has
    assert s["colonists"] == supply - taken - 4
    kinds = [e[0] for e in s["events"]]
    assert ("privilege" in kinds) == (choice == "privilege")
    assert ("decline" in kinds) == (choice == "decline")


@pytest.mark.parametrize("choice,ends", [("privilege", True), ("decline", False)])
def test_A20_declining_keeps_the_colonist_end_away(choice, ends):
    # 3 colonists left and a refill of 3 (3 players, no empty circle):
    # taking the privilege leaves 2 for a refill of 3 and ends the game.
    s = game(3)
    extra = s["colonists"] - 3
    s["players"][1]["san_juan"] += extra
    s["colonists"] = 3
    pick(s, 0, "mayor")
    core.apply(s, [choice])
    while s["phase"] == "mayor":
        core.apply(s, core.legal_actions(s)[-1])
    assert ("colonists" in s["end"]) == ends
    assert s["colonist_ship"] == (2 if ends else 3)


def test_A20_no_question_when_the_supply_is_empty():
    s = game(3)
    s["players"][0]["san_juan"] = s["colonists"]
    s["colonists"] = 0
    pick(s, 0, "mayor")
    assert ["privilege"] not in core.legal_actions(s)
    assert ["decline"] not in core.legal_actions(s)


def test_A20_privilege_is_not_offered_later_in_the_phase():
    s = game(4)
    own(s, 1, "small_market", 0)
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    assert s["phase"] == "mayor" and turn_name(s) == "Bernie"
    rejected(s, ["privilege"], "mayor.privilege")
    rejected(s, ["decline"], "mayor.privilege")


def _random_record(privilege, seed, players=3):
    s = core.new_game(["A", "B", "C", "D", "E"][:players], seed=seed, mayor_privilege=privilege)
    lines = [record.header_line(s)]
    n = 0
    while not core.is_over(s) and n < 400:
        acts = core.legal_actions(s)
        a = acts[(seed * 7 + n * 13) % len(acts)]
        core.apply(s, a)
        lines.append(record.action_line(a))
        n += 1
    return lines, s


def test_A20_version_1_records_replay_with_the_privilege_taken():
    lines, played = _random_record("automatic", 11)
    assert json.loads(lines[0])["version"] == 1
    assert not any(line in ('["privilege"]', '["decline"]') for line in lines)
    s = record.replay(lines)
    assert canon.dumps(s) == canon.dumps(played)
    # and it is written back as version 1, so it replays the same forever
    assert record.header_line(s) == lines[0]


def test_A20_version_2_records_carry_the_choice():
    lines, played = _random_record("choice", 5)
    assert json.loads(lines[0])["version"] == 2
    assert any(line in ('["privilege"]', '["decline"]') for line in lines)
    assert canon.dumps(record.replay(lines)) == canon.dumps(played)


def test_A20_a_choice_in_a_version_1_record_is_refused():
    s = core.new_game(["A", "B", "C"], seed=3, mayor_privilege="automatic")
    lines = [record.header_line(s), '["role","mayor"]', '["privilege"]']
    with pytest.raises(record.RecordError) as e:
        record.replay(lines)
    assert e.value.line == 3


# ---- the university's own id is not "use my university" -------------------------


def test_building_the_university_gives_no_colonist():
    s = game(4)
    s["players"][0]["doubloons"] = 10
    supply, ship = s["colonists"], s["colonist_ship"]
    pick(s, 0, "builder")
    assert ["build", "university"] in core.legal_actions(s)
    core.apply(s, ["build", "university"])
    assert s["players"][0]["city"]["university"] == 0
    assert (s["colonists"], s["colonist_ship"]) == (supply, ship)


def test_an_occupied_university_is_not_offered_for_itself():
    s = game(4)
    own(s, 0, "hospice", 1)  # hospice does not matter to the builder
    s["players"][0]["doubloons"] = 10
    pick(s, 0, "builder")
    assert ["build", "university", "university"] not in core.legal_actions(s)
    rejected(s, ["build", "university", "university"], "builder.university")


def test_building_the_hospice_gives_no_colonist():
    s = game(4)
    s["players"][0]["doubloons"] = 10
    supply = s["colonists"]
    pick(s, 0, "builder")
    core.apply(s, ["build", "hospice"])
    assert s["players"][0]["city"]["hospice"] == 0 and s["colonists"] == supply


def test_hospice_suffix_on_a_quarry_and_a_plantation():
    s = game(4)
    own(s, 0, "hospice", 1)
    supply = s["colonists"]
    pick(s, 0, "settler")
    core.apply(s, ["quarry", "hospice"])
    assert s["players"][0]["island"]["quarry"] == [1, 1]
    assert s["colonists"] == supply - 1
    g = s["faceup"][0]
    own(s, 1, "hospice", 1)
    core.apply(s, ["plantation", g, "hospice"])
    assert s["players"][1]["island"][g][1] >= 1
    assert s["colonists"] == supply - 3  # one for Bernie's hospice, one on his tile


# ---- A21: warehouses store the kinds their owner picks -------------------------


def test_A21_warehouse_owner_may_keep_fewer_barrels_than_he_could():
    s = game(4)
    own(s, 1, "small_warehouse", 1)
    give(s, 1, corn=4, indigo=1, sugar=1)
    s["cargo_ships"] = [[5, "tobacco", 5], [6, "coffee", 6], [7, "sugar", 7]]
    for g, k in (("tobacco", 5), ("coffee", 6), ("sugar", 7)):
        s["goods"][g] -= k
    pick(s, 0, "captain")
    assert s["phase"] == "storage" and turn_name(s) == "Bernie"
    # any kind may be stored, the 4 corn included
    assert core.legal_actions(s) == [["store", "corn"], ["store", "indigo"], ["store", "sugar"]]
    core.apply(s, ["store", "indigo"])  # stores 1 where corn would keep 4
    core.apply(s, ["keep", "sugar"])
    g = s["players"][1]["goods"]
    assert (g["corn"], g["indigo"], g["sugar"]) == (0, 1, 1)  # 2 kept of 5 possible


def test_a_version_1_record_with_a_long_name_still_replays():
    # names were not limited to 12 characters before version 2
    s = core.new_game(["Anne", "Bernie", "Christine"], seed=3, mayor_privilege="automatic")
    h = json.loads(record.header_line(s))
    h["players"][2] = "Christine-Marie"
    assert record.replay([json.dumps(h)]).get("players")[2]["name"] == "Christine-Marie"
    h["version"] = 2
    with pytest.raises(record.RecordError):
        record.replay([json.dumps(h)])


def test_A20_the_question_has_its_own_decision_kind():
    # screens ask "1 more colonist?", not "place a colonist", before placing
    s = game(4)
    pick(s, 0, "mayor")
    assert core.pending(s)["kind"] == "privilege"
    core.apply(s, ["privilege"])
    assert core.pending(s) is None or core.pending(s)["kind"] != "privilege"


# ---- A22-A24: expansion readings the core already follows ----------------------


def _smuggle(s, p):
    pick(s, p, "smuggler")
    assert s["phase"] == "smuggler" and core.current_player(s) == p


def test_A22_smuggler_may_choose_an_action_that_changes_nothing():
    """«il choisit l'une de ses 4 actions ... et l'applique»: no condition,
    so plundering an empty trading house and poaching from a ship with one
    colonist a player are offered, and change nothing."""
    s = game(4, expansions=("smuggler",))
    assert s["trading_house"] == [] and s["colonist_ship"] == 4
    _smuggle(s, 1)
    assert ["plunder"] in core.legal_actions(s) and ["poach"] in core.legal_actions(s)
    core.apply(s, ["poach"])
    assert s["colonist_ship"] == 4 and ["poach", 1, 0] in s["events"]
    s = game(4, expansions=("smuggler",))
    _smuggle(s, 1)
    core.apply(s, ["plunder"])
    assert s["players"][1]["vp"] == 0 and ["plunder", 1, []] in s["events"]


def test_A23_poach_leaves_the_ships_noble_out_of_the_count():
    """«Défaussez autant d'ouvriers du Registre du Personnel que nécessaire
    pour qu'il n'y en ait plus qu'un par joueur»: the noble is not an
    ouvrier; one colonist a player stays, and the noble stays too."""
    s = game(4, expansions=("nobles", "smuggler"), setup="base")
    s["colonists"] -= 3
    s["colonist_ship"] += 3  # 6 colonists and the noble on the ship
    assert s["nobles"]["ship"] == 1
    _smuggle(s, 1)
    core.apply(s, ["poach"])
    assert ["poach", 1, 2] in s["events"]
    assert s["colonist_ship"] == 4 and s["nobles"]["ship"] == 1


def test_A24_aqueducts_barrel_is_not_production_for_the_specialty_factory():
    """«Le joueur gagne 1 Peso de moins que le total de marchandises de même
    type qu'il produit en plus grande quantité»: the aqueduct «prend» its
    barrel after production, as the craftsman's privilege barrel (A11)."""
    s = game(3, expansions=("new_buildings",), setup="base")
    for b in ("aqueduct", "specialty_factory"):
        s["buildings"][b] = 2
        own(s, 0, b, 1)
    own(s, 0, "indigo_plant", 2)
    tiles(s, 0, "indigo", 2, occupied=2)  # his start tile stays empty
    money = s["players"][0]["doubloons"]
    pick(s, 1, "craftsman")
    assert s["players"][0]["goods"]["indigo"] == 3  # 2 produced + the aqueduct's
    assert s["players"][0]["doubloons"] == money + 1  # 2 - 1, not 3 - 1
