"""Issue 21, Port Royal: entry a table keeps up with (record version 5).
A card's values are asked when they first matter: at the reveal what the
bust, the repel and the counts need, a ship's gold when it is taken, a
character's cost, shield (a trader's colour, swords) when it is hired;
what was entered stays with the card. Older records replay as before."""

import hashlib

import pytest

import core
from core import canon
from core.port_royal import decision
from core.port_royal.endgame import final_score
from core.port_royal.simulate import play_random
from tests.core.test_port_royal_scenario import (
    game,
    play,
    gold,
    hire,
    reveal_ship,
    reveal_character,
    hire_values,
    golds,
    kinds,
)
from tests.support.refused import refused

A, B, C = 0, 1, 2


def legal(s):
    return core.legal_actions(s)


def test_P1_a_ships_gold_is_asked_when_it_is_taken():
    """«Il gagne immédiatement le nombre de pièces d'or indiqué sur la
    partie supérieure de la carte» (when he takes the ship): only the
    taker needs the gold; the bust needs the colour («deux Navires de la
    même couleur»)."""
    s = game(2, version=5)
    play(s, ["reveal", "ship"], ["colour", "red"])
    assert decision(s) == "discover" and s["harbour"][0]["gold"] is None
    play(s, *reveal_ship("blue"), ["stop"], ["take", 1])
    assert decision(s) == "gold" and core.current_player(s) == A
    refused(s, ["take", 0], "entry.pending")
    play(s, ["gold", 4])
    assert golds(s) == [3 + 4, 3]
    # the red ship is left: Bernie takes it, gives Anne 1 and says its gold
    assert core.current_player(s) == B
    play(s, ["take", 0], ["gold", 2])
    assert golds(s) == [8, 3 + 2 - 1]


def test_P1_a_character_is_said_and_priced_when_it_is_hired_by_its_taker():
    """«dépenser un nombre de pièces d'or … égal au coût de recrutement»,
    «Le nombre inscrit dans le bouclier correspond au nombre de points de
    victoire obtenus suite à l'acquisition de ce Personnage»: what a
    character is and costs matters when it is hired; a
    trader's colour and a sailor's swords only once he is someone's. Until
    then the characters in the harbour are one choice: the taker says
    which he takes."""
    s = game(3, version=5)
    play(s, *reveal_character(), *reveal_character(), ["stop"])
    assert decision(s) == "trade" and [c["id"] for c in s["harbour"]] == [None, None]
    assert legal(s) == [["take", 0], ["pass"]]
    refused(s, ["take", 1], "trade.card")
    play(s, ["take", 0])  # Anne hires the sailor: cost, shield, swords
    assert decision(s) == "character" and core.current_player(s) == A
    play(s, *hire_values("sailor", cost=2, vp=1, swords=1))
    p = s["players"][A]
    assert p["gold"] == 1 and p["vp"] == 1 and p["characters"][0]["swords"] == 1
    # Bernie hires the trader: what it is, its colour, cost and shield
    assert core.current_player(s) == B
    play(s, ["take", 0])
    assert decision(s) == "character" and core.current_player(s) == B
    play(s, *hire_values("trader", cost=1, vp=1, colour="green"))
    assert s["players"][B]["characters"][0]["colour"] == "green" and golds(s) == [2, 1, 3]


def test_P1_a_value_entered_is_remembered_and_a_card_too_dear_stays():
    """«dépenser un nombre de pièces d'or … égal au coût de recrutement»:
    a player who cannot pay it does not hire; what he said stays with the
    card, not asked again."""
    s = game(3, version=5)
    gold(s, B, 2)
    gold(s, C, 5)
    play(s, *reveal_character(), *reveal_ship("red"), ["stop"], ["take", 1], ["gold", 1])
    play(s, ["take", 0], *hire_values("admiral", cost=4, vp=2))  # Bernie: 4 + 1 gold, he has 2
    assert kinds(s["events"])[0] == "cannot_pay"
    assert len(s["harbour"]) == 1 and s["players"][B]["characters"] == []
    assert s["harbour"][0]["id"] == "admiral"
    # Bernie can take nothing else: Chris's turn, the admiral is known
    assert core.current_player(s) == C and legal(s) == [["take", 0], ["pass"]]
    play(s, ["take", 0])
    assert s["players"][C]["characters"][0]["cost"] == 4 and s["players"][C]["vp"] == 2
    assert golds(s) == [3 + 1 + 1, 2, 5 - 4 - 1]


def test_P1_bust_and_tax_stay_exact_with_the_values_asked_later():
    """«deux Navires de la même couleur» and «le joueur possédant le plus
    grand nombre d'Épées … gagne 1 pièce d'or»: the colour and the hired
    sailors' swords decide them, and both are known when they are asked."""
    s = game(2, version=5)
    play(s, *reveal_ship("yellow"), *reveal_character(), ["stop"], ["take", 1])
    play(s, *hire_values("sailor", cost=0, vp=0, swords=2), ["pass"])
    play(s, *reveal_ship("blue"), *reveal_ship("blue"))  # Bernie's turn
    assert "bust" in kinds(s["events"]) and s["active"] == A
    before = golds(s)
    play(s, ["reveal", "tax"], ["tax", "swords"])
    assert golds(s) == [before[0] + 1, before[1]]


def test_P1_a_ships_swords_are_asked_when_he_repels_it():
    """«dont le nombre total d'Épées est supérieur ou égal au nombre
    d'Épées portées par le Navire», «Il est impossible de repousser un
    Navire portant un symbole Crâne»: the ship's swords matter only when
    the active player repels it; the device still checks that his reach."""
    s = game(2, version=5)
    hire(s, A, "sailor", swords=2)
    play(s, *reveal_ship("red"))
    assert decision(s) == "repel" and legal(s) == [["repel"], ["keep"]]
    play(s, ["keep"])  # kept: its swords are never asked
    assert s["harbour"][0]["swords"] is None
    play(s, *reveal_ship("blue"), ["repel"])
    assert decision(s) == "swords" and ["skull"] in legal(s)
    play(s, ["swords", 3])  # 2 swords do not reach 3: the ship stays
    assert kinds(s["events"])[0] == "cannot_repel" and len(s["harbour"]) == 2
    discard = s["discard"]
    play(s, *reveal_ship("green"), ["repel"], ["swords", 2])
    assert "repel" in kinds(s["events"]) and s["discard"] == discard + 1 and len(s["harbour"]) == 2
    play(s, *reveal_ship("red"), ["repel"], ["skull"])  # a skull: never repelled, a bust
    assert "bust" in kinds(s["events"]) and s["active"] == B


# (players, seed, variant): actions and a hash of the actions and final
# score of the random game, as today's main (70cef0e, version 2) plays it
V2_GAMES = [
    ((2, 1, "standard"), 514, "f78b0af7ed051087"),
    ((3, 2, "expedition"), 350, "83b3600907cf5df7"),
    ((4, 3, "standard"), 235, "bde57c81f206c91c"),
    ((5, 4, "standard"), 334, "9703b9092cdb763f"),
]


@pytest.mark.parametrize("game_,n,digest", V2_GAMES)
def test_version_2_games_are_played_and_scored_as_before(game_, n, digest):
    """Records of version 2 ask every value at the reveal, as they were
    played: the same menus, so the same random games and scores."""
    acts = []
    st = play_random(*game_, checks=True, record=acts, version=2)
    h = hashlib.sha256((canon.dumps(acts) + canon.dumps(final_score(st))).encode()).hexdigest()[:16]
    assert (len(acts), h) == (n, digest)
