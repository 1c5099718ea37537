"""Records of games with expansions written before issue 21's rulings
(version 2) replay as they were played; games written now are version 6
(docs/records.md)."""

import json
from pathlib import Path

import pytest

from core import canon, record
from core.puerto_rico.endgame import final_score
from core.puerto_rico.simulate import play_random
from tests.support import DATA

# Random games with expansions, written by the code of 2026-11-27 before
# issue 21 (version 2), with the final score they reached.
V2 = json.loads((Path(DATA) / "puerto_rico_expansions_v2.json").read_text())


@pytest.mark.parametrize("i", range(len(V2)))
def test_version_2_expansion_records_replay_as_they_were_played(i):
    game = V2[i]
    state = record.replay(game["record"])
    assert canon.dumps(final_score(state)) == game["score"]
    # exported again as version 2, so it replays the same way forever
    assert json.loads(record.header_line(state))["version"] == 2
    assert record.header_line(state) == game["record"][0]


def test_expansion_games_are_written_as_version_6_and_replay():
    acts = []
    state = play_random(4, 3, expansions=("new_buildings", "nobles", "smuggler", "festival"), record=acts)
    head = record.header_line(state)
    assert json.loads(head)["version"] == 6
    again = record.replay([head] + [record.action_line(a) for a in acts])
    assert canon.dumps(again) == canon.dumps(state)


def test_base_games_keep_version_2():
    state = play_random(3, 3)
    assert json.loads(record.header_line(state))["version"] == 2
