"""A game's final score from its own state (endgame.final_score, tally.py)
is the checked scorer's (scoring.score, as `doubloon score` runs it) on
the same sheet: the checks are left out, not the rules (issue 33: the
checks were the base game's MicroPython high-water at its final score)."""

import pytest

import core
from core import rng
from core.puerto_rico import endgame, scoring

EXPANSIONS = ((), ("new_buildings",), ("nobles",), ("new_buildings", "nobles", "smuggler", "festival"))


def _played(players, seed, expansions, stop=None):
    s = core.new_game(players, seed=seed, expansions=expansions)
    r = rng.seed_state(seed ^ 77)
    acts = core.legal_actions(s)
    n = 0
    while acts and n != stop:
        r, i = rng.below(r, len(acts))
        core.apply(s, acts[i], acts)
        acts = core.legal_actions(s)
        n += 1
    return s


@pytest.mark.parametrize("expansions", EXPANSIONS)
def test_a_states_score_is_the_checked_scorers(expansions):
    bonuses = 0
    for players in (2, 3, 4, 5):
        for seed in (1, 2, 3):
            for stop in (None, 150):  # at the end, and the score as it stands
                s = _played(players, seed, expansions, stop)
                got = core.final_score(s)
                assert got == scoring.score(endgame.sheet(s))
                for p in got["players"]:
                    bonuses += len(p["breakdown"]["bonus"])
    assert bonuses > 0  # the large buildings' bonuses were scored


def test_a_checked_sheet_is_still_refused_by_the_scorer():
    from core.errors import BadInput

    sheet = endgame.sheet(_played(3, 1, ()))
    sheet["players"][0]["buildings"]["harbor"] = 2
    with pytest.raises(BadInput):
        scoring.score(sheet)
