"""Every rule of shared/rules/port-royal.md and every Port Royal worked
example (shared/rules/worked-examples.md §4, §5: PRY-*), played through the
engine. Section numbers as in port-royal.md."""

import pytest

import core
from core.port_royal import data
from core.port_royal.engine import fulfil_choice
from core.port_royal.endgame import final_score

from tests.core.test_port_royal_scenario import (
    game,
    play,
    gold,
    hire,
    ship,
    character,
    expedition,
    tax,
    golds,
    kinds,
)
from tests.support.refused import refused

A, B, C, D, E = range(5)


def legal(s):
    return core.legal_actions(s)


# ---- worked examples --------------------------------------------------------


def test_PRY_01_repel_by_total_swords_not_spent():
    s = game(2)
    hire(s, A, "sailor", swords=1)
    hire(s, A, "pirate", swords=2)
    play(s, *ship("blue", 2, swords=2))
    assert legal(s) == [["repel"], ["keep"]]
    discard = s["discard"]
    play(s, ["repel"])
    assert s["discard"] == discard + 1 and s["harbour"] == []
    # the same swords repel another ship this turn
    play(s, *ship("red", 3, swords=3))
    assert legal(s) == [["repel"], ["keep"]]
    play(s, ["repel"])
    assert s["discard"] == discard + 2


def test_PRY_02_jack_of_all_trades_is_wild():
    s = game(3)
    hire(s, A, "priest", vp=1)
    hire(s, A, "jack", vp=1)
    hire(s, A, "sailor", vp=1, swords=1)
    play(s, *expedition(priest=2, gold=2, vp=4))
    assert ["expedition", 0] in legal(s)
    before = s["players"][A]["gold"]
    discard = s["discard"]
    play(s, ["expedition", 0])
    p = s["players"][A]
    assert [c["id"] for c in p["characters"]] == ["sailor"]
    assert len(p["expeditions"]) == 1 and s["display"] == []
    assert p["gold"] == before + 2
    assert s["discard"] == discard + 2
    assert p["vp"] == 1 + 4


@pytest.mark.parametrize("have,loses", [(12, 6), (13, 6), (14, 7), (15, 7), (11, 0)])
def test_PRY_03_tax_loses_half_from_12(have, loses):
    s = game(2)
    gold(s, B, have)
    hire(s, A, "sailor", swords=1)  # A gains the "most swords" gold
    discard = s["discard"]
    play(s, *tax("swords"))
    assert s["players"][B]["gold"] == have - loses
    assert s["discard"] == discard + loses + 1  # the gold lost and the tax card


def test_PRY_04_tax_most_swords_nobody_has_swords_all_gain():
    s = game(4)
    play(s, *tax("swords"))
    assert golds(s) == [4, 4, 4, 4]
    ev = [e for e in s["events"] if e[0] == "tax"]
    assert ev == [["tax", A, ["swords", [0, 1, 2, 3]]]]


def test_PRY_05_trade_a_flute():
    s = game(2)
    play(s, *ship("blue", 2), ["stop"])
    discard = s["discard"]
    play(s, ["take", 0])
    assert s["players"][A]["gold"] == 5
    assert s["discard"] == discard + 1


def test_PRY_06_hire_a_sailor_costing_3():
    s = game(2)
    play(s, *character("sailor", cost=3, vp=1, swords=1), ["stop"])
    discard = s["discard"]
    play(s, ["take", 0])
    p = s["players"][A]
    assert p["gold"] == 0 and s["discard"] == discard + 3  # the 3 gold paid, discarded
    assert [c["id"] for c in p["characters"]] == ["sailor"]


def test_PRY_07_four_colours_two_cards_one_at_a_time_others_pay():
    s = game(2, names=["Emma", "Joachim"])
    gold(s, A, 0)  # the character is paid with the ship's gold
    play(
        s,
        *ship("yellow", 2),
        *ship("blue", 1),
        *character("settler", cost=2, vp=1),
        *ship("green", 3),
        *ship("red", 1),
        ["stop"],
    )
    assert [e for e in s["events"] if e[0] == "take_count"] == [["take_count", A, [4, 2]]]
    assert [a for a in legal(s) if a[0] == "take"] == [["take", 0], ["take", 1], ["take", 3], ["take", 4]]
    play(s, ["take", 0])  # the yellow ship: 2 gold
    assert s["players"][A]["gold"] == 2
    assert ["take", 1] in legal(s)  # now she can pay the settler
    play(s, ["take", 1])
    assert s["players"][A]["gold"] == 0
    # Joachim takes a ship: income first, then 1 gold to Emma
    assert core.current_player(s) == B
    gold_b = s["players"][B]["gold"]
    play(s, ["take", 1])  # green, 3
    assert s["players"][B]["gold"] == gold_b + 3 - 1 and s["players"][A]["gold"] == 1
    # leftovers discarded, Joachim's turn
    assert s["harbour"] == [] and s["active"] == B and "leftovers" in kinds(s["events"])


def test_PRY_08_two_mademoiselles_cost_minus_2_not_below_0():
    s = game(2)
    hire(s, A, "mademoiselle")
    hire(s, A, "mademoiselle")
    play(s, *character("admiral", cost=5, vp=2), *character("captain", cost=1, vp=1), ["stop"])
    gold(s, A, 3)
    play(s, ["take", 0])
    assert s["players"][A]["gold"] == 0  # 5 - 2
    s2 = game(2)
    hire(s2, A, "mademoiselle")
    hire(s2, A, "mademoiselle")
    play(s2, *character("captain", cost=1, vp=1), ["stop"], ["take", 0])
    assert s2["players"][A]["gold"] == 3  # 1 - 2 -> 0, not -1


def test_PRY_D01_colours_counted_when_phase_two_starts():
    s = game(2)
    play(s, *ship("yellow"), *ship("blue"), *ship("green"), *ship("red"), ["stop"])
    play(s, ["take", 0])  # a ship taken: still 2 cards
    assert core.current_player(s) == A and any(a[0] == "take" for a in legal(s))
    play(s, ["take", 0])
    assert core.current_player(s) == B


def test_PRY_D02_round_is_completed():
    s = game(4)
    # Bernie reaches 12 VP during his turn (the 2nd player)
    play(s, *character("jester", cost=0, vp=1), ["stop"], ["pass"], ["pass"], ["pass"], ["pass"])
    assert s["active"] == B
    hire(s, B, "governor", vp=11)
    play(s, *character("admiral", cost=0, vp=1), ["stop"], ["take", 0])
    assert s["end"] and not core.is_over(s)
    for seat in (C, D):
        assert s["active"] == seat
        play(s, *character("priest", cost=9, vp=1), ["stop"])
        while not core.is_over(s) and s["active"] == seat:
            play(s, ["pass"])
    assert core.is_over(s) and s["turns"] == 4
    assert final_score(s)["winners"] == ["Bernie"]


# ---- §3 setup ---------------------------------------------------------------


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_three_gold_each_and_the_deck(n):
    s = core.new_game(n, seed=0, game="port_royal")
    assert golds(s) == [3] * n
    special = 1 if n == 5 else 0
    assert s["cards"] == 119 + special
    assert s["deck"] == 119 - 3 * n
    # 5 players: the coinless expedition is entered first and lies face up
    assert (s["entry"] is not None) == (n == 5)
    if n == 5:
        game_ = game(5)
        assert len(game_["display"]) == 1 and game_["display"][0]["special"]
        assert game_["deck"] == 104


def test_first_player_is_active_and_turns_go_clockwise():
    s = game(3)
    seen = []
    for _ in range(4):
        seen.append(s["active"])
        play(s, *character("priest", cost=9), ["stop"])
        while s["phase"] == "trade":
            play(s, ["pass"])
    assert seen == [A, B, C, A] and s["round"] == 2


# ---- §4.1 discover ----------------------------------------------------------


def test_at_least_one_card_before_stopping():
    s = game(2)
    assert ["stop"] not in legal(s)
    refused(s, ["stop"], "discover.first_card")
    play(s, *character("priest"))
    assert ["stop"] in legal(s)


def test_reveal_kinds_and_where_cards_go():
    s = game(2)
    play(s, *character("captain"), *ship("red", 2), *expedition(settler=1))
    assert [c["kind"] for c in s["harbour"]] == ["character", "ship"]
    assert len(s["display"]) == 1
    assert s["revealed"] == 3


def test_tax_is_resolved_and_discarded_and_discovery_continues():
    s = game(2)
    discard = s["discard"]
    play(s, *tax("vp"))
    assert s["discard"] == discard + 1 and s["phase"] == "discover" and s["harbour"] == []
    assert ["stop"] in legal(s)


def test_tax_fewest_vp_gains():
    s = game(3)
    hire(s, A, "priest", vp=2)
    hire(s, B, "priest", vp=1)
    play(s, *tax("vp"))
    assert golds(s) == [3, 3, 4]


def test_tax_most_swords_tie():
    s = game(3)
    hire(s, A, "sailor", swords=2)
    hire(s, C, "pirate", swords=2)
    play(s, *tax("swords"))
    assert golds(s) == [4, 3, 4]


def test_ship_swords_asked_only_when_the_active_player_has_swords():
    s = game(2)
    play(s, ["reveal", "ship"], ["colour", "red"], ["gold", 2])
    assert s["entry"] is None and len(s["harbour"]) == 1
    hire(s, A, "sailor", swords=1)
    play(s, ["reveal", "ship"], ["colour", "blue"], ["gold", 2])
    assert core.pending(s)["kind"] == "swords"
    assert legal(s)[-1] == ["skull"]


def test_repel_needs_enough_swords():
    s = game(2)
    hire(s, A, "sailor", swords=1)
    play(s, *ship("red", 2, swords=2))
    assert s["phase"] == "discover" and len(s["harbour"]) == 1  # not enough: into the harbour
    refused(s, ["repel"])


def test_skull_ship_cannot_be_repelled():
    s = game(2)
    hire(s, A, "pirate", swords=3)
    play(s, *ship("black", 4, swords="skull"))
    assert s["harbour"][0]["skull"] and s["phase"] == "discover"


def test_repelling_is_optional():
    s = game(2)
    hire(s, A, "sailor", swords=1)
    play(s, *ship("yellow", 1, swords=1), ["keep"])
    assert len(s["harbour"]) == 1


def test_bust_discards_harbour_keeps_expeditions_pays_jesters_ends_turn():
    s = game(3)
    hire(s, A, "jester")
    hire(s, C, "jester")
    hire(s, C, "jester")
    play(s, *expedition(captain=2), *character("priest"), *ship("green", 2))
    discard = s["discard"]
    play(s, *ship("green", 3))
    assert s["harbour"] == [] and len(s["display"]) == 1
    assert s["discard"] == discard + 3
    assert golds(s) == [4, 3, 5]
    assert s["active"] == B and s["phase"] == "discover"
    assert "bust" in kinds(s["events"])


def test_second_ship_of_a_colour_warns_and_may_be_repelled():
    s = game(2)
    hire(s, A, "sailor", swords=2)
    play(s, *ship("green", 2, swords=3))
    play(s, *ship("green", 2, swords=1))
    assert s["phase"] == "repel"
    assert s["events"][-1] == ["may_repel", A, [s["ship"], True]]  # True: keeping it busts
    play(s, ["repel"])
    assert len(s["harbour"]) == 1 and s["active"] == A


def test_expedition_any_time_of_the_active_players_turn_and_several():
    s = game(2)
    hire(s, A, "settler")
    hire(s, A, "captain")
    play(s, *expedition(settler=1), *expedition(captain=1))
    assert legal(s)[-2:] == [["expedition", 0], ["expedition", 1]]
    play(s, ["expedition", 0], ["expedition", 0])
    assert len(s["players"][A]["expeditions"]) == 2


def test_only_the_active_player_fulfils_expeditions():
    s = game(2)
    hire(s, B, "settler")
    play(s, *expedition(settler=1), *ship("red", 1), *ship("blue", 1), ["stop"], ["take", 0])
    assert core.current_player(s) == B and s["active"] == A
    assert all(a[0] != "expedition" for a in legal(s))
    refused(s, ["expedition", 0], "expedition.active")


def test_fulfil_discards_the_cheapest_shields_and_saves_jacks():
    p = {"characters": []}
    for cid, vp in (("priest", 3), ("jack", 1), ("priest", 1), ("settler", 1), ("jack", 0)):
        p["characters"].append({"id": cid, "vp": vp})
    # the jack with no shield loses less than the priest with one
    assert fulfil_choice(p, {"settler": 0, "captain": 0, "priest": 1}) == [4]
    assert fulfil_choice(p, {"settler": 1, "captain": 0, "priest": 0}) == [4]
    p["characters"][3]["vp"] = 0  # same shields: the jack is kept
    assert fulfil_choice(p, {"settler": 1, "captain": 0, "priest": 0}) == [3]
    p["characters"][3]["vp"] = 1
    assert fulfil_choice(p, {"settler": 0, "captain": 1, "priest": 0}) == [4]
    assert fulfil_choice(p, {"settler": 1, "captain": 1, "priest": 1}) == [2, 3, 4]
    assert fulfil_choice(p, {"settler": 0, "captain": 3, "priest": 0}) is None


# ---- §4.2 trade & hire -------------------------------------------------------


@pytest.mark.parametrize("colours,cards", [(0, 1), (1, 1), (3, 1), (4, 2), (5, 3)])
def test_cards_by_colours(colours, cards):
    s = game(2)
    for c in data.COLOURS[:colours]:
        play(s, *ship(c))
    if not colours:
        play(s, *character("priest"))
    play(s, ["stop"])
    assert s["trade"]["allowance"] == cards


def test_governor_adds_a_card_and_a_new_one_works_at_once():
    s = game(2)
    hire(s, A, "governor")
    play(s, *character("governor", cost=0), *ship("red"), *ship("blue"), ["stop"])
    assert s["trade"]["allowance"] == 2
    play(s, ["take", 0])  # the governor just hired: one more card
    assert s["trade"]["left"] == 2


def test_trader_adds_one_gold_for_its_colour():
    s = game(2)
    hire(s, A, "trader", colour="red")
    hire(s, A, "trader", colour="red")
    hire(s, A, "trader", colour="blue")
    play(s, *ship("red", 2), ["stop"], ["take", 0])
    assert s["players"][A]["gold"] == 3 + 2 + 2


def test_cannot_hire_what_cannot_be_paid():
    s = game(2)
    play(s, *character("admiral", cost=4), ["stop"])
    # neither can pay 4 (Bernie: 4 + 1): nobody is asked, the card is discarded
    assert s["active"] == B and s["phase"] == "discover" and s["harbour"] == []
    assert golds(s) == [3, 3]


def test_unaffordable_hire_refused_with_reason():
    s = game(2)
    play(s, *character("admiral", cost=4), *ship("red", 1), ["stop"])
    assert legal(s) == [["take", 1], ["pass"]]
    why = refused(s, ["take", 0], "trade.afford")
    assert why.startswith("Anne: cannot pay")


def test_others_take_one_paying_one_gold_to_the_active_player():
    s = game(3)
    play(
        s,
        *character("priest", cost=1),
        *character("captain", cost=1),
        *character("settler", cost=1),
        ["stop"],
    )
    play(s, ["take", 0])
    assert core.current_player(s) == B
    play(s, ["take", 0])
    assert golds(s) == [2 + 1, 1, 3]
    assert [a for a in legal(s) if a[0] == "take"] == [["take", 0]] and core.current_player(s) == C
    play(s, ["pass"])
    assert s["active"] == B


def test_ship_fee_may_be_paid_from_its_income():
    s = game(2)
    gold(s, B, 0)
    play(s, *ship("red", 1), *ship("blue", 2), ["stop"], ["take", 0])
    assert legal(s) == [["take", 0], ["pass"]]
    play(s, ["take", 0])
    assert s["players"][B]["gold"] == 1


def test_player_without_gold_cannot_hire_as_non_active():
    s = game(2)
    gold(s, B, 1)
    play(s, *character("priest", cost=0), *character("captain", cost=1), ["stop"], ["take", 0])
    # the captain costs 1 plus 1 for Anne: Bernie is not asked
    assert s["active"] == B and s["phase"] == "discover" and s["players"][B]["gold"] == 1


def test_leftovers_discarded_after_everybody():
    s = game(2)
    play(s, *character("priest", cost=0), *character("captain", cost=9))
    discard = s["discard"]
    play(s, ["stop"], ["take", 0])  # Bernie cannot pay the captain
    assert s["active"] == B and s["harbour"] == [] and s["discard"] == discard + 1
    assert s["events"][0] == ["hire", A, s["players"][A]["characters"][0]]
    assert ["leftovers", None, 1] in s["events"]


def test_admiral_two_gold_with_five_cards_also_when_not_active():
    s = game(2)
    hire(s, A, "admiral")
    hire(s, B, "admiral")
    hire(s, B, "admiral")
    for cid in ("priest", "captain", "settler", "jack", "sailor"):
        play(s, *character(cid, cost=9, swords=1 if cid == "sailor" else None))
    play(s, ["stop"])
    # nobody can pay 9: Anne's and Bernie's turns come with 5 cards showing
    gain = [e for e in s["events"] if e[0] == "gain"]
    assert gain == [["gain", A, [2, "admiral"]], ["gain", B, [4, "admiral"]]]  # 2 admirals add up
    assert golds(s) == [5, 7]


def test_admiral_counts_the_harbour_when_his_turn_comes():
    s = game(2)
    hire(s, B, "admiral")
    for c in data.COLOURS[:4]:
        play(s, *ship(c))
    play(s, *character("priest"), ["stop"], ["take", 0])
    # 4 cards left when Bernie acts: no bonus
    assert s["players"][B]["gold"] == 3


def test_jester_gold_when_the_harbour_is_empty_for_a_non_active_player():
    s = game(3)
    hire(s, A, "jester")
    hire(s, C, "jester")
    play(s, *ship("red", 1), ["stop"], ["take", 0])
    assert golds(s) == [4, 3, 4]  # Anne traded (+1), Chris's jester (+1); Anne, active, no jester gold


# ---- §5 the end --------------------------------------------------------------


def test_end_at_12_vp_and_tie_on_gold():
    s = game(2)
    hire(s, A, "priest", vp=11)
    hire(s, B, "priest", vp=12)
    play(s, *character("captain", cost=0, vp=1), ["stop"], ["take", 0])
    assert s["end"]
    play(s, *character("captain", cost=0, vp=0), ["stop"], ["take", 0])
    assert core.is_over(s)
    gold(s, A, 5)
    gold(s, B, 4)
    assert final_score(s)["winners"] == ["Anne"]


def test_variant_end_needs_an_expedition():
    s = game(2, variant="expedition")
    hire(s, A, "priest", vp=12)
    hire(s, A, "settler", vp=0)
    play(s, *character("captain", cost=0, vp=1))
    assert not s["end"]
    play(s, *expedition(settler=1, vp=0), ["expedition", 0])
    assert s["end"]


def test_variant_only_players_with_an_expedition_win():
    s = game(2, variant="expedition")
    hire(s, B, "priest", vp=20)
    s["players"][A]["expeditions"].append(
        {
            "kind": "expedition",
            "needs": {"settler": 1, "captain": 0, "priest": 0},
            "gold": 0,
            "vp": 3,
            "special": False,
        }
    )
    s["players"][A]["vp"] = 3
    s["deck"] -= 1
    assert final_score(s)["winners"] == ["Anne"]


# ---- bad input ---------------------------------------------------------------


def test_a_character_count_out_of_range_is_refused():
    s = game(3)
    for _ in range(3):
        hire(s, B, "jack")
    play(s, ["reveal", "character"])
    assert ["character", "jack"] not in legal(s)
    why = refused(s, ["character", "jack"], "entry.count")
    assert "jack" in why


def test_third_trader_of_a_colour_refused():
    s = game(2)
    hire(s, B, "trader", colour="red")
    play(s, *character("trader", colour="red"), ["reveal", "character"], ["character", "trader"])
    refused(s, ["colour", "red"], "entry.count")


def test_sixth_expedition_refused():
    s = game(2)
    for _ in range(5):
        play(s, *expedition(settler=1))
    assert ["reveal", "expedition"] not in legal(s)
    refused(s, ["reveal", "expedition"], "discover.count")


@pytest.mark.parametrize(
    "bad",
    [
        ["gold", 0],
        ["gold", 10],
        ["gold", True],
        ["gold", 1.0],
        ["colour", "pink"],
        ["stop"],
        [],
        "gold",
        ["x"] * 9,
    ],
)
def test_bad_entries_change_nothing(bad):
    s = game(2)
    play(s, ["reveal", "ship"], ["colour", "red"])
    refused(s, bad)


def test_expedition_needs_a_symbol():
    s = game(2)
    play(s, ["reveal", "expedition"], ["settler", 0], ["captain", 0])
    refused(s, ["priest", 0], "entry.range")


def test_game_over_refuses_everything():
    s = game(2)
    hire(s, B, "priest", vp=12)
    play(s, *character("captain", cost=9), ["stop"])
    play(s, *character("captain", cost=9), ["stop"])
    assert core.is_over(s)
    refused(s, ["reveal", "ship"], "game.over")
    assert core.pending(s) is None and core.current_player(s) is None


def test_no_card_left_to_draw_ends_the_game_after_the_round():
    s = game(2)
    gold(s, B, 3 + s["deck"] - 1)  # all but one card: Bernie's gold
    play(s, *character("captain", cost=0, vp=0), ["stop"], ["take", 0])
    assert s["deck"] == 0 and s["discard"] == 0
    assert s["end"] and ["end", None, "cards"] in s["events"]
    assert s["active"] == B and legal(s) == [["stop"]]  # nothing to reveal: he may only stop
    play(s, ["stop"])
    assert core.is_over(s)


def test_record_header_and_replay():
    from core import record

    s = game(3, variant="expedition", version=5)
    acts = [["reveal", "tax"], ["tax", "vp"]]
    play(s, *acts)
    h = record.header(s)
    assert h == {
        "record": "doubloon",
        "version": 5,
        "game": "port_royal",
        "players": ["Anne", "Bernie", "Chris"],
        "seed": 1,
        "variant": "expedition",
    }
    again = record.replay([record.header_line(s)] + [record.action_line(a) for a in acts])
    assert again["players"] == s["players"] and again["step"] == 2


@pytest.mark.parametrize(
    "header,rule",
    [
        (
            '{"record":"doubloon","version":2,"game":"port_royal","players":["A","B"],"seed":1,"variant":"x"}',
            "header",
        ),
        ('{"record":"doubloon","version":2,"game":"port_royal","players":["A"],"seed":1}', "header"),
        (
            '{"record":"doubloon","version":2,"game":"port_royal","players":["A","B"],"tiles":"shuffle"}',
            "header",
        ),
    ],
)
def test_bad_record_headers_are_refused(header, rule):
    from core import record

    with pytest.raises(record.RecordError) as e:
        record.replay([header])
    assert e.value.rule == rule


def test_empty_draw_pile_shuffles_the_discard_pile():
    s = game(2)
    gold(s, B, 3 + s["deck"] - 5)  # 5 cards left to draw ...
    s["deck"] -= 5
    s["discard"] += 5  # ... moved to the discard pile
    play(s, ["reveal", "character"])
    assert s["events"][0] == ["reshuffle", None, 5]
    assert s["deck"] == 4 and s["discard"] == 0


def test_gold_runs_short_only_when_both_piles_are_empty():
    from core.port_royal.state import draw_gold

    s = game(2)
    b = 3 + s["deck"]
    gold(s, B, b)  # every card drawn ...
    s["players"][B]["gold"] -= 2  # ... and 2 of them discarded: 2 to shuffle
    s["discard"] += 2
    s["events"] = []
    assert draw_gold(s, A, 3, "trade") == 2
    assert s["events"] == [["reshuffle", None, 2], ["gain", A, [2, "trade"]], ["short", A, 1]]
    assert golds(s) == [5, b - 2] and s["deck"] == 0 and s["discard"] == 0


def test_a_waiting_player_with_a_governor_takes_two_paying_for_each():
    s = game(2)
    hire(s, B, "governor")
    play(s, *ship("yellow", 1), *ship("blue", 2), *ship("green", 3), ["stop"], ["take", 0])
    assert core.current_player(s) == B and s["trade"]["left"] == 2
    play(s, ["take", 0], ["take", 0])  # blue +2, green +3, 1 gold to Anne for each
    assert golds(s) == [3 + 1 + 2, 3 + 2 + 3 - 2]
    assert s["active"] == B and s["phase"] == "discover"
