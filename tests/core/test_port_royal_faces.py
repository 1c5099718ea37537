"""Issue 36, Port Royal in fewer questions (record version 9): a ship's
colour is said in its reveal (one question, not two), and once a taker
has named a character, a face of it entered before in the game is one
question instead of two to four (a trader's colour, cost, shield, swords).
Records of version 5 replay as they were played."""

import hashlib

import pytest

import core
from core import canon, record
from core.port_royal import decision
from core.port_royal.endgame import final_score
from core.port_royal.simulate import play_random
from tests.core.test_port_royal_scenario import game, play, golds
from tests.support.refused import refused

A, B = 0, 1


def legal(s):
    return core.legal_actions(s)


def test_a_ship_is_revealed_with_its_colour_in_one_question():
    s = game(2, version=9)
    assert ["reveal", "ship"] not in legal(s)
    play(s, ["reveal", "ship", "red"])
    assert decision(s) == "discover" and s["harbour"][0]["colour"] == "red"
    assert s["revealed"] == 1
    # version 5 still asks the colour apart
    old = game(2, version=5)
    assert ["reveal", "ship", "red"] not in legal(old)
    play(old, ["reveal", "ship"])
    assert decision(old) == "colour"


def test_a_repeated_character_face_is_one_question_after_its_name():
    """The first sailor is said in full; the second, the same card face,
    in one choice after its name: the same cost, shield and swords."""
    s = game(2, version=9)
    play(s, ["reveal", "character"], ["reveal", "character"], ["stop"], ["take", 0])
    assert decision(s) == "character"
    assert not [a for a in legal(s) if a[0] == "face"]  # nothing entered yet
    play(s, ["character", "sailor"], ["cost", 2], ["vp", 1], ["swords", 1])
    assert s["players"][A]["characters"][-1]["swords"] == 1
    assert s["faces"] == [[["sailor", 2, 1, 1], 1]]
    # Bernie takes the other one: one question
    assert core.current_player(s) == B
    play(s, ["take", 0])
    assert not [a for a in legal(s) if a[0] == "face"]  # which character first
    play(s, ["character", "sailor"])
    assert decision(s) == "cost" and ["face", "sailor", 2, 1, 1] in legal(s)
    assert ["cost", 2] in legal(s)  # another face: one by one
    steps = s["step"]
    play(s, ["face", "sailor", 2, 1, 1])
    assert s["step"] == steps + 1
    card = s["players"][B]["characters"][-1]
    assert (card["id"], card["cost"], card["vp"], card["swords"]) == ("sailor", 2, 1, 1)
    assert golds(s) == [3 - 2 + 1, 3 - 2 - 1]
    assert s["faces"] == [[["sailor", 2, 1, 1], 2]]


def test_a_traders_face_has_its_colour_and_is_offered_while_a_copy_can_be_down():
    s = game(2, version=9)
    play(s, ["reveal", "character"], ["stop"], ["take", 0])
    play(s, ["character", "trader"], ["colour", "red"], ["cost", 3], ["vp", 1])
    assert s["faces"] == [[["trader", "red", 3, 1], 1]]
    play(s, ["reveal", "character"], ["stop"], ["take", 0])  # Bernie's turn: one red trader left
    play(s, ["character", "trader"])
    assert decision(s) == "colour" and ["face", "trader", "red", 3, 1] in legal(s)
    play(s, ["face", "trader", "red", 3, 1])
    assert s["players"][B]["characters"][-1]["colour"] == "red"
    # both red traders are face up: the face is no longer offered
    play(s, ["reveal", "character"], ["stop"], ["take", 0], ["character", "trader"])
    assert ["face", "trader", "red", 3, 1] not in legal(s) and ["colour", "red"] not in legal(s)
    refused(s, ["face", "trader", "red", 3, 1], "entry.face")
    refused(s, ["face", "settler", 9, 9], "entry.face")


def test_the_most_entered_face_comes_first_then_the_latest_of_the_named_one():
    s = game(2, version=9)
    s["faces"] = [
        [["settler", 4, 1], 1],
        [["settler", 5, 2], 2],
        [["priest", 6, 2], 3],
        [["settler", 3, 1], 1],
    ]
    play(s, ["reveal", "character"], ["stop"], ["take", 0], ["character", "settler"])
    faces = [a for a in legal(s) if a[0] == "face"]
    assert faces == [["face", "settler", 5, 2], ["face", "settler", 3, 1], ["face", "settler", 4, 1]]


def test_a_version_9_game_replays_from_its_record():
    acts = []
    st = play_random(4, 1, checks=True, record=acts, version=9)
    assert any(a[0] == "face" for a in acts) and any(len(a) == 3 and a[0] == "reveal" for a in acts)
    lines = [record.header_line(core.new_game(4, seed=1, game="port_royal"))]
    lines += [record.action_line(a) for a in acts]
    again = record.replay(lines)
    assert canon.dumps(again) == canon.dumps(st)


# random games of version 5 as the code before version 9 played them
# (its menus, actions and scores: the same sha256)
V5_GAMES = [
    ((2, 1, "standard"), 187, "54c88f53be7a6f9d"),
    ((3, 2, "expedition"), 279, "e5ce6d2037a805dc"),
    ((5, 4, "standard"), 442, "5655142fb4409765"),
]


@pytest.mark.parametrize("game_,n,digest", V5_GAMES)
def test_version_5_games_are_played_and_scored_as_before(game_, n, digest):
    acts = []
    st = play_random(*game_, checks=True, record=acts, version=5)
    h = hashlib.sha256((canon.dumps(acts) + canon.dumps(final_score(st))).encode()).hexdigest()[:16]
    assert (len(acts), h) == (n, digest)
