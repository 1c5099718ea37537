"""Issue 21, Port Royal: the active player chooses which characters he
discards for an expedition (record version 5); older records replay with
the device's pick, as they were played."""

import core
from core import record
from core.port_royal import decision
from core.port_royal.expeditions import choices
from core.port_royal.invariants import check
from firmware.games.port_royal import phrases
from tests.core.test_port_royal_scenario import game, play, hire, expedition
from tests.support.refused import refused

A, B = 0, 1


def legal(s):
    return core.legal_actions(s)


def test_P5_expedition_discards_are_the_players_choice():
    """«Il défausse les Personnages requis»: the player discards them, so
    he may keep his jack of all trades and give up a settler instead."""
    s = game(2, version=5)
    hire(s, A, "settler", vp=1)  # character 0
    hire(s, A, "jack", vp=0)  # character 1
    play(s, *expedition(settler=1, gold=2, vp=4), ["expedition", 0])
    # the device's pick (fewest VP lost: the jack) first, then the settler
    assert decision(s) == "discards" and core.current_player(s) == A
    assert choices(s) == [[1], [0]] and legal(s) == [["discard", 0], ["discard", 1]]
    assert phrases.action_text(s, ["discard", 1], "en") == "S1: -1VP"
    refused(s, ["reveal", "ship"], "expedition.discards")
    play(s, ["discard", 1])
    p = s["players"][A]
    assert [c["id"] for c in p["characters"]] == ["jack"]
    assert p["vp"] == 4 and len(p["expeditions"]) == 1 and decision(s) == "discover"


def test_P5_one_way_to_fulfil_asks_nothing():
    """«Il défausse les Personnages requis»: two settlers of the same
    shield are the same discard: nothing to choose."""
    s = game(2, version=5)
    hire(s, A, "settler", vp=1)
    hire(s, A, "settler", vp=1)
    play(s, *expedition(settler=1), ["expedition", 0])
    assert decision(s) == "discover"
    assert [c["id"] for c in s["players"][A]["characters"]] == ["settler"]


def test_P5_the_choice_in_trade_and_hire_then_the_turn_goes_on():
    """«Il défausse les Personnages requis», during trade & hire too: after
    his choice the active player still takes his card."""
    s = game(2, version=5)
    hire(s, A, "priest", vp=2)
    hire(s, A, "priest", vp=0)
    hire(s, A, "jack", vp=1)
    play(s, *expedition(priest=2), ["reveal", "ship"], ["colour", "red"], ["stop"], ["expedition", 0])
    assert choices(s) == [[1, 2], [0, 1], [0, 2]]
    assert phrases.action_text(s, ["discard", 2], "en") == "P2 J1: -3VP"
    assert phrases.action_text(s, ["discard", 2], "fr") == "Pr2 To1 : -3PV"
    play(s, ["discard", 2])
    assert [c["vp"] for c in s["players"][A]["characters"]] == [0]
    assert core.current_player(s) == A and ["take", 0] in legal(s)


# A version 2 record of today's rules: Anne hires a jack (0 VP) and a
# settler (1 VP), then fulfils an expedition asking for one settler.
V2_ACTIONS = [
    ["reveal", "character"], ["character", "jack"], ["cost", 0], ["vp", 0], ["stop"], ["take", 0],
    ["reveal", "ship"], ["colour", "red"], ["gold", 1], ["stop"], ["take", 0],
    ["reveal", "character"], ["character", "settler"], ["cost", 0], ["vp", 1],
    ["reveal", "expedition"], ["settler", 1], ["captain", 0], ["priest", 0], ["gold", 1], ["vp", 3],
    ["stop"], ["take", 0], ["expedition", 0],
]  # fmt: skip


def test_P5_a_version_2_record_replays_with_the_devices_pick():
    """«Il défausse les Personnages requis»: records written before the
    choice replay as they were played, the device's pick (the jack)."""
    head = '{"record":"doubloon","version":2,"game":"port_royal","players":["Anne","Bernie"],"seed":1}'
    s = record.replay([head] + [record.action_line(a) for a in V2_ACTIONS])
    assert check(s) == []
    assert [c["id"] for c in s["players"][A]["characters"]] == ["settler"]
    assert record.header(s)["version"] == 2
    # version 5 asks the values when the cards are taken, then the discards
    v5 = [
        ["reveal", "character"], ["stop"], ["take", 0], ["character", "jack"], ["cost", 0], ["vp", 0],
        ["reveal", "ship"], ["colour", "red"], ["stop"], ["take", 0], ["gold", 1],
        ["reveal", "character"],
        ["reveal", "expedition"], ["settler", 1], ["captain", 0], ["priest", 0], ["gold", 1], ["vp", 3],
        ["stop"], ["take", 0], ["character", "settler"], ["cost", 0], ["vp", 1], ["expedition", 0],
    ]  # fmt: skip
    s5 = record.replay([head.replace('"version":2', '"version":5')] + [record.action_line(a) for a in v5])
    assert choices(s5) == [[0], [1]]
