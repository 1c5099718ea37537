"""Expansion 3, the smuggler (shared/rules/puerto-rico-expansions.md 4,
rulings A3 and A16): the card and the Wanted poster, the four actions
(attack, plunder, poach, role change), the reserved role, and the refusal
of each new kind of action with its rule id and the state unchanged."""

import subprocess
import sys

import pytest

import core
from core import canon, record
from core.puerto_rico import data
from core.puerto_rico.expansions import smuggler
from core.puerto_rico.endgame import final_score, sheet
from core.puerto_rico.invariants import check

from tests.support.scenario import game, give, own, tiles, pick
from tests.support.refused import refused

EXP = ("smuggler",)
A, B, C, D = 0, 1, 2, 3


def sm_game(n=4, **kw):
    return game(n, expansions=kw.pop("expansions", EXP), **kw)


def legal(s):
    return core.legal_actions(s)


def kinds(s):
    return [e[0] for e in s["events"]]


def events(s, kind):
    return [e for e in s["events"] if e[0] == kind]


def load_ship(s, i, good, k):
    """``k`` barrels of ``good`` on cargo ship ``i``, from the supply."""
    s["goods"][good] -= k
    s["cargo_ships"][i][1] = good
    s["cargo_ships"][i][2] = k


def smuggle(s, p):
    """``p`` picks the Smuggler (its decision is next)."""
    pick(s, p, "smuggler")
    assert s["phase"] == "smuggler" and core.current_player(s) == p


# ---- setup -------------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
@pytest.mark.parametrize("exp", [EXP, ("new_buildings", "smuggler"), ("smuggler", "new_buildings")])
def test_the_smuggler_joins_the_roles_at_every_count(n, exp):
    s = game(n, expansions=exp, setup="random")
    assert s["expansions"] == [e for e in ("new_buildings", "smuggler") if e in exp]
    assert s["roles"]["smuggler"] == 0
    assert sorted(s["roles"]) == sorted(data.SETUP[n]["roles"] + ("smuggler",))
    assert s["smuggler"] == {"wanted": None, "reserved": None}
    assert ["role", "smuggler"] in legal(s)
    assert check(s) == []


def test_a_base_game_and_expansion_1_alone_have_no_smuggler():
    for s in (game(3), game(3, expansions=("new_buildings",), setup="base")):
        assert "smuggler" not in s and "smuggler" not in s["roles"]
        assert ["role", "smuggler"] not in legal(s)
        refused(s, ["role", "smuggler"], "roles.unknown")


def test_the_record_header_names_it_and_a_record_replays():
    from core.puerto_rico.simulate import play_random

    acts = []
    s = play_random(3, 5, record=acts, expansions=EXP)
    h = record.header(s)
    assert h["expansions"] == ["smuggler"]
    text = "\n".join([record.header_line(s)] + [record.action_line(a) for a in acts]) + "\n"
    assert canon.dumps(record.replay(text.splitlines())) == canon.dumps(s)


def test_final_scoring_is_the_base_games():
    # the smuggler changes play, not scoring: the sheet does not name it
    s = sm_game(3, expansions=("new_buildings", "smuggler"), setup="base")
    assert sheet(s)["expansions"] == ["new_buildings"]
    assert sheet(sm_game(3))["expansions"] == []
    assert len(final_score(s)["players"]) == 3


# ---- the card and the Wanted poster ------------------------------------------


def test_the_picker_takes_the_wanted_poster_and_chooses_one_action():
    s = sm_game(4)
    smuggle(s, B)
    assert s["smuggler"]["wanted"] == B
    assert ["wanted", B, None] in s["events"]
    assert ["role", B, ["smuggler", 0]] in s["events"]
    assert s["picker"] == B and s["role"] == "smuggler"
    assert core.pending(s)["kind"] == "smuggler"
    assert set(a[0] for a in legal(s)) == {"plunder", "poach", "role_change"}  # no ship holds barrels


def test_the_holder_of_the_poster_may_not_pick_it_again():
    s = sm_game(3)
    s["smuggler"]["wanted"] = A
    assert ["role", "smuggler"] not in legal(s)
    refused(s, ["role", "smuggler"], "smuggler.wanted")
    # another player picks it: the poster moves to him
    s["turn"] = B
    assert ["role", "smuggler"] in legal(s)
    smuggle(s, B)
    assert s["smuggler"]["wanted"] == B and ["wanted", B, A] in s["events"]


def test_the_poster_holds_across_rounds_2_players():
    s = sm_game(2)
    smuggle(s, A)
    core.apply(s, ["plunder"])
    while s["round"] == 1:
        core.apply(s, legal(s)[-1])
    # round 2: the card is back, A still holds the poster
    assert s["phase"] == "roles" and "smuggler" in s["roles"]
    assert s["smuggler"]["wanted"] == A
    s["turn"] = A
    assert ["role", "smuggler"] not in legal(s)
    refused(s, ["role", "smuggler"], "smuggler.wanted")
    s["turn"] = B
    assert ["role", "smuggler"] in legal(s)


def test_picking_it_elsewhere_than_the_role_pick_is_refused():
    s = sm_game(3)
    smuggle(s, A)
    refused(s, ["role", "builder"], "smuggler.pending")
    refused(s, ["pass"], "smuggler.pending")


def test_no_doubloon_on_the_smuggler_the_others_get_one():
    s = sm_game(3)
    for role in ("craftsman", "trader", "captain"):
        core.apply(s, ["role", role])
        while s["phase"] != "roles":
            core.apply(s, legal(s)[-1])
    assert s["round"] == 2
    # four unpicked cards: three get a doubloon, the Smuggler none
    assert s["roles"] == {
        "settler": 1,
        "mayor": 1,
        "builder": 1,
        "smuggler": 0,
        "craftsman": 0,
        "trader": 0,
        "captain": 0,
    }
    assert ["role_doubloons", None, ["settler", "mayor", "builder"]] in s["events"]
    assert check(s) == []


def test_a_round_has_one_pick_per_player_with_the_smuggler():
    s = sm_game(4)
    picks = 0
    while s["round"] == 1:
        if s["phase"] == "roles":
            picks += 1
            acts = legal(s)
            # the Smuggler at the first pick, then any card
            core.apply(s, ["role", "smuggler"] if ["role", "smuggler"] in acts else acts[0])
            if s["phase"] == "smuggler":
                core.apply(s, ["plunder"])
        else:
            core.apply(s, legal(s)[-1])
    assert picks == 4


# ---- attack ------------------------------------------------------------------


def test_attack_empties_a_ship_keeps_three_the_rest_to_the_supply():
    s = sm_game(4)
    load_ship(s, 1, "sugar", 5)
    supply = s["goods"]["sugar"]
    smuggle(s, C)
    assert [a for a in legal(s) if a[0] == "attack"] == [["attack", 1, k] for k in (3, 2, 1, 0)]
    core.apply(s, ["attack", 1, 3])
    assert s["cargo_ships"][1] == [6, None, 0]
    assert s["players"][C]["goods"]["sugar"] == 3
    assert s["goods"]["sugar"] == supply + 2
    assert ["attack", C, [1, "sugar", 3, 2]] in s["events"]
    assert s["phase"] == "roles" and s["picks"] == 1
    assert check(s) == []


def test_attack_may_keep_fewer_and_a_small_load_is_kept_whole():
    s = sm_game(3)
    load_ship(s, 0, "coffee", 2)
    load_ship(s, 2, "corn", 6)
    smuggle(s, A)
    acts = [a for a in legal(s) if a[0] == "attack"]
    assert acts == [["attack", 0, 2], ["attack", 0, 1], ["attack", 0, 0]] + [
        ["attack", 2, k] for k in (3, 2, 1, 0)
    ]
    core.apply(s, ["attack", 2, 1])
    assert s["players"][A]["goods"]["corn"] == 1
    assert s["cargo_ships"][2][2] == 0 and s["cargo_ships"][0] == [4, "coffee", 2]
    assert check(s) == []


def test_bad_attacks_are_refused():
    s = sm_game(3)
    load_ship(s, 0, "coffee", 4)
    smuggle(s, A)
    refused(s, ["attack", 1, 0], "smuggler.attack_empty")
    refused(s, ["attack", 0, 4], "smuggler.keep")
    refused(s, ["attack", 0, -1], "smuggler.keep")
    refused(s, ["attack", 3, 0], "smuggler.ship")
    refused(s, ["attack", "coffee", 0], "smuggler.ship")
    refused(s, ["attack", 0], "smuggler.ship")


# ---- plunder -----------------------------------------------------------------


def test_plunder_empties_the_trading_house_one_vp_a_barrel():
    s = sm_game(4)
    s["trading_house"] = ["corn", "coffee", "sugar"]
    for g in s["trading_house"]:
        s["goods"][g] -= 1
    supply = dict(s["goods"])
    chips = s["vp_chips"]
    smuggle(s, D)
    core.apply(s, ["plunder"])
    assert s["trading_house"] == []
    assert s["players"][D]["vp"] == 3 and s["vp_chips"] == chips - 3
    for g in ("corn", "coffee", "sugar"):
        assert s["goods"][g] == supply[g] + 1
    assert ["plunder", D, ["corn", "coffee", "sugar"]] in s["events"]
    assert ["vp_chips", D, [3, 0, [["smuggler", 3]]]] in s["events"]
    assert check(s) == []


def test_plunder_of_an_empty_trading_house_is_allowed_and_does_nothing():
    s = sm_game(3)
    smuggle(s, A)
    assert ["plunder"] in legal(s)
    core.apply(s, ["plunder"])
    assert s["players"][A]["vp"] == 0 and ["plunder", A, []] in s["events"]
    assert "vp" not in kinds(s)


def test_A3_plunder_taking_the_last_vp_chips_ends_the_game():
    s = sm_game(3)
    s["trading_house"] = ["corn", "indigo"]
    s["goods"]["corn"] -= 1
    s["goods"]["indigo"] -= 1
    s["players"][B]["vp"] = s["vp_chips"] - 1
    s["vp_chips"] = 1
    smuggle(s, A)
    core.apply(s, ["plunder"])
    assert s["vp_chips"] == 0
    assert s["players"][A]["vp"] == 1 and s["players"][A]["written"] == 1
    assert s["end"] == ["vp_chips"]
    # the round is played out, then the game is over
    while not core.is_over(s):
        core.apply(s, legal(s)[0])
    assert s["round"] == 1
    assert check(s) == []


# ---- poach -------------------------------------------------------------------


def test_poach_leaves_one_colonist_a_player_keeps_up_to_three():
    s = sm_game(4)
    s["colonists"] -= 5
    s["colonist_ship"] += 5  # 9 on the ship, 4 players
    tiles(s, B, "coffee", 2)
    own(s, B, "small_market")
    supply = s["colonists"]
    smuggle(s, B)
    core.apply(s, ["poach"])
    assert s["colonist_ship"] == 4
    assert ["poach", B, 5] in s["events"]
    assert core.pending(s)["kind"] == "smuggler"
    # free circles: his starting plantations, the coffees, the small market
    options = legal(s)
    assert ["place", "coffee"] in options and ["place", "small_market"] in options
    assert options[-1] == ["pass"]
    assert not any(a == ["place", "san_juan"] for a in options)
    refused(s, ["place", "san_juan"], "smuggler.san_juan")
    refused(s, ["place", "harbor"], "smuggler.circle")
    refused(s, ["plunder"], "smuggler.poach")
    core.apply(s, ["place", "coffee"])
    assert s["events"] == [["poached", B, "coffee"]]  # 2 more to place
    core.apply(s, ["place", "coffee"])
    refused(s, ["place", "coffee"], "smuggler.circle")
    core.apply(s, ["place", "small_market"])
    p = s["players"][B]
    assert p["island"]["coffee"] == [2, 2] and p["city"]["small_market"] == 1 and p["san_juan"] == 0
    # three kept, two to the supply
    assert s["colonists"] == supply + 2
    assert s["events"] == [["poached", B, "small_market"], ["poach_supply", B, 2]]
    assert s["phase"] == "roles"
    assert check(s) == []


def test_poach_may_keep_fewer_the_rest_to_the_supply():
    s = sm_game(3)
    s["colonists"] -= 2
    s["colonist_ship"] += 2  # 5 on the ship, 3 players
    tiles(s, A, "corn", 1)
    supply = s["colonists"]
    smuggle(s, A)
    core.apply(s, ["poach"])
    core.apply(s, ["place", "indigo"])
    core.apply(s, ["pass"])
    assert s["colonist_ship"] == 3 and s["colonists"] == supply + 1
    assert ["poach_supply", A, 1] in s["events"]
    assert check(s) == []


def test_poach_with_no_free_circle_sends_all_to_the_supply():
    s = sm_game(3)
    s["colonists"] -= 4
    s["colonist_ship"] += 4
    for p in s["players"][A]["island"].values():
        s["colonists"] -= p[0] - p[1]
        p[1] = p[0]
    supply = s["colonists"]
    smuggle(s, A)
    core.apply(s, ["poach"])
    assert s["colonist_ship"] == 3 and s["colonists"] == supply + 4
    assert ["poach_supply", A, 4] in s["events"] and s["phase"] == "roles"
    assert check(s) == []


def test_poach_stops_when_his_circles_are_full():
    s = sm_game(3)
    s["colonists"] -= 6
    s["colonist_ship"] += 6
    tiles(s, A, "corn", 1)  # and his starting indigo: two circles
    smuggle(s, A)
    core.apply(s, ["poach"])
    core.apply(s, ["place", "corn"])
    core.apply(s, ["place", "indigo"])
    assert s["phase"] == "roles"
    assert ["poach_supply", A, 4] in s["events"]
    assert check(s) == []


def test_poach_of_a_ship_with_one_colonist_a_player_does_nothing():
    s = sm_game(4)  # 4 on the ship at the start
    supply = s["colonists"]
    smuggle(s, A)
    assert ["poach"] in legal(s)
    core.apply(s, ["poach"])
    assert s["colonist_ship"] == 4 and s["colonists"] == supply
    assert ["poach", A, 0] in s["events"] and "poach_supply" not in kinds(s)
    assert s["phase"] == "roles"


def test_poached_colonists_may_go_to_a_guest_house_circle():
    s = sm_game(3, expansions=("new_buildings", "smuggler"), setup="base")
    s["buildings"]["guest_house"] = 2
    own(s, A, "guest_house")
    s["colonists"] -= 3
    s["colonist_ship"] += 3
    smuggle(s, A)
    core.apply(s, ["poach"])
    assert ["place", "guest_house"] in legal(s)
    core.apply(s, ["place", "guest_house"])
    assert s["players"][A]["city"]["guest_house"] == 1
    assert check(s) == []


# ---- role change and the reserved role ---------------------------------------


def test_role_change_takes_an_unpicked_card_and_its_doubloons():
    s = sm_game(4)
    s["roles"]["captain"] = 2
    smuggle(s, A)
    assert [a for a in legal(s) if a[0] == "role_change"] == [
        ["role_change", r] for r in data.SETUP[4]["roles"]
    ]
    money = s["players"][A]["doubloons"]
    core.apply(s, ["role_change", "captain"])
    assert s["players"][A]["doubloons"] == money + 2
    assert s["roles"]["captain"] == 0 and s["smuggler"]["reserved"] == "captain"
    assert ["role_change", A, ["captain", 2]] in s["events"]
    # the card stays pickable by the others
    assert core.current_player(s) == B and ["role", "captain"] in legal(s)
    assert check(s) == []


def test_bad_role_changes_are_refused():
    s = sm_game(3)
    pick(s, B, "builder")
    core.apply(s, ["pass"])
    while s["phase"] != "roles":
        core.apply(s, ["pass"])
    s["turn"] = A
    smuggle(s, A)
    refused(s, ["role_change", "builder"], "smuggler.role_change")  # picked
    refused(s, ["role_change", "smuggler"], "smuggler.role_change")
    refused(s, ["role_change", "prospector"], "smuggler.role_change")  # not at 3 players
    refused(s, ["role_change"], "smuggler.role_change")


def test_an_opponent_picking_the_reserved_role_pays_the_smuggler_3():
    s = sm_game(4)
    s["roles"]["prospector"] = 1
    smuggle(s, A)
    core.apply(s, ["role_change", "prospector"])
    money = s["players"][A]["doubloons"]
    other = s["players"][B]["doubloons"]
    core.apply(s, ["role", "prospector"])
    assert s["players"][B]["doubloons"] == other + 1  # the privilege, no card doubloons
    assert s["players"][A]["doubloons"] == money + 3
    assert ["bounty", A, ["prospector", 3]] in s["events"]
    assert ["role", B, ["prospector", 0]] in s["events"]
    assert s["smuggler"]["reserved"] is None
    assert check(s) == []


def test_the_smuggler_may_not_pick_his_reserved_role():
    s = sm_game(2)
    smuggle(s, A)
    core.apply(s, ["role_change", "builder"])
    s["turn"] = A  # 2 players: he picks again in the round
    assert ["role", "builder"] not in legal(s)
    refused(s, ["role", "builder"], "smuggler.reserved")
    s["turn"] = B
    assert ["role", "builder"] in legal(s)


def _pass_picks(s, avoid):
    """Every pick left in the round takes the first card but ``avoid``,
    and every phase passes (the last choice is the pass or the cheapest)."""
    while s["phase"] == "roles" and s["picks"] > 0:
        acts = [a for a in legal(s) if a[0] == "role" and a[1] not in avoid]
        core.apply(s, acts[0])
        while s["phase"] not in ("roles", "over") and not events(s, "reserved_role"):
            core.apply(s, legal(s)[-1])
        if events(s, "reserved_role"):
            return


def test_A16_nobody_picks_the_reserved_role_the_smuggler_plays_it_last():
    s = sm_game(3)
    s["roles"]["trader"] = 1
    give(s, A, corn=1)
    smuggle(s, A)  # the first pick of round 1
    core.apply(s, ["role_change", "trader"])
    assert s["players"][A]["doubloons"] == 3
    _pass_picks(s, ("trader", "smuggler", "mayor"))
    # after the third pick the trader phase is played with A as picker
    assert events(s, "reserved_role") == [["reserved_role", A, "trader"]]
    assert s["phase"] == "trader" and s["picker"] == A and s["role"] == "trader"
    assert core.current_player(s) == A and s["round"] == 1
    core.apply(s, ["sell", "corn"])
    assert ["sell", A, ["corn", 1]] in s["events"]  # corn 0 + the privilege
    while s["round"] == 1:
        core.apply(s, legal(s)[-1])
    # it counted as picked: no doubloon on it in round 2
    assert s["roles"]["trader"] == 0 and s["roles"]["smuggler"] == 0
    assert s["smuggler"]["reserved"] is None
    assert check(s) == []


def test_A16_a_reserved_prospector_is_played_with_its_privilege():
    s = sm_game(4)
    smuggle(s, A)
    core.apply(s, ["role_change", "prospector"])
    money = s["players"][A]["doubloons"]
    _pass_picks(s, ("prospector", "smuggler", "mayor", "settler"))
    assert ["doubloons", A, 1] in s["events"]
    assert s["players"][A]["doubloons"] >= money + 1
    assert s["round"] == 2 and s["roles"]["prospector"] == 0
    assert ["round_end", None, 1] in s["events"]


def test_role_change_at_the_last_pick_plays_the_role_at_once():
    s = sm_game(3)
    s["picks"] = 2
    s["turn"] = (s["governor"] + 2) % 3
    p = s["turn"]
    core.apply(s, ["role", "smuggler"])
    core.apply(s, ["role_change", "mayor"])
    assert ["reserved_role", p, "mayor"] in s["events"]
    assert s["phase"] == "mayor" and s["picker"] == p
    assert legal(s) == [["privilege"], ["decline"]]


# ---- invariants ----------------------------------------------------------------


def test_the_checks_see_a_doubloon_on_the_smuggler_or_the_reserved_card():
    s = sm_game(3)
    s["roles"]["smuggler"] = 1
    assert any("Smuggler" in b for b in check(s))
    s = sm_game(3)
    smuggle(s, A)
    core.apply(s, ["role_change", "builder"])
    assert check(s) == []
    s["roles"]["builder"] = 1
    assert any("reserved" in b for b in check(s))
    s = sm_game(3)
    s["smuggler"]["wanted"] = 7
    assert any("Wanted" in b for b in check(s))


def test_the_event_kinds_are_declared_apart_from_the_base_games():
    from core.puerto_rico.state import EVENT_KINDS
    from core.puerto_rico.expansions.new_buildings import EVENT_KINDS as NB

    assert not set(smuggler.EVENT_KINDS) & (set(EVENT_KINDS) | set(NB))
    assert len(set(smuggler.EVENT_KINDS)) == len(smuggler.EVENT_KINDS)


def test_a_base_game_never_loads_the_smuggler_module():
    code = "\n".join(
        [
            "import sys",
            "from core.puerto_rico.simulate import play_random",
            "play_random(3, 1)",
            "print('core.puerto_rico.expansions.smuggler' in sys.modules)",
            "play_random(3, 1, expansions=('new_buildings',), setup='random')",
            "print('core.puerto_rico.expansions.smuggler' in sys.modules)",
            "play_random(3, 1, expansions=('smuggler',))",
            "print('core.puerto_rico.expansions.smuggler' in sys.modules)",
        ]
    )
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert r.stdout.split() == ["False", "False", "True"], r.stderr


def test_A16_the_reserved_role_keeps_the_library_privilege():
    s = sm_game(4, expansions=("new_buildings", "smuggler"), setup="base")
    s["buildings"]["library"] = 2
    own(s, A, "library", 1)
    smuggle(s, A)
    core.apply(s, ["role_change", "prospector"])
    _pass_picks(s, ("prospector", "smuggler", "mayor", "settler"))
    assert ["doubloons", A, 2] in s["events"]  # the library doubles it
    assert check(s) == []


def test_A16_a_reserved_settler_with_physical_tiles_asks_the_smuggler_to_draw():
    s = sm_game(3, tiles="physical")
    while core.pending(s)["kind"] == "draw":  # the first face-up row
        core.apply(s, legal(s)[0])
    smuggle(s, B)
    core.apply(s, ["role_change", "settler"])
    _pass_picks(s, ("settler", "smuggler", "mayor"))
    assert events(s, "reserved_role") == [["reserved_role", B, "settler"]]
    # everyone passes; then B, the picker, reports the new face-up row
    while core.pending(s)["kind"] == "settler":
        core.apply(s, ["pass"])
    assert core.pending(s)["kind"] == "draw" and core.current_player(s) == B
    while core.pending(s)["kind"] == "draw":
        core.apply(s, legal(s)[0])
    assert s["round"] == 2 and len(s["faceup"]) == 4
    assert check(s) == []


def test_a_2_player_round_keeps_its_six_picks():
    s = sm_game(2)
    picks = 0
    while s["round"] == 1:
        if s["phase"] == "roles":
            picks += 1
            core.apply(s, ["role", "smuggler"] if ["role", "smuggler"] in legal(s) else legal(s)[0])
            if s["phase"] == "smuggler":
                core.apply(s, ["plunder"])
        else:
            core.apply(s, legal(s)[-1])
    assert picks == 6
    # 8 cards, 6 picks, the Smuggler among them: 2 cards get a doubloon
    assert sorted(s["roles"].values()) == [0] * 6 + [1, 1] and s["roles"]["smuggler"] == 0
