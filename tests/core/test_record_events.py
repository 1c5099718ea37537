"""A record's event lines (core.record): ``{"hint": seat}`` says a seat
asked for a hint between two decisions; the replay checks it and skips
it, so the game and its result are the same as without it."""

import pytest

import core
from core import canon, record


def game_lines(hints=True):
    state = core.new_game(["Anne", "Bob", "Cy"], seed=4)
    record.table_options(state, None, hints)
    lines = [record.header_line(state)]
    for _ in range(6):
        a = core.legal_actions(state)[0]
        core.apply(state, a)
        lines.append(record.action_line(a))
    return lines, state


def test_an_event_line_changes_nothing_in_the_replay():
    lines, state = game_lines()
    seen = []
    withs = lines[:2] + ['{"hint":1}', '{"hint":2}'] + lines[2:] + ['{"hint":0}']
    again = record.replay(withs, events=lambda st, item: seen.append(item))
    assert canon.dumps(again) == canon.dumps(state)
    assert seen == [{"hint": 1}, {"hint": 2}, {"hint": 0}]


@pytest.mark.parametrize(
    "bad",
    ['{"hint":3}', '{"hint":-1}', '{"hint":true}', '{"hint":"0"}', '{"hint":0,"x":1}', '{"note":1}', "{}"],
)
def test_a_bad_event_line_names_its_line(bad):
    lines, _ = game_lines()
    with pytest.raises(record.RecordError) as e:
        record.replay(lines[:3] + [bad] + lines[3:])
    assert e.value.line == 4 and e.value.rule == "event"


def test_a_hint_in_a_game_without_hints_is_refused():
    lines, _ = game_lines(hints=False)
    with pytest.raises(record.RecordError) as e:
        record.replay(lines + ['{"hint":0}'])
    assert e.value.rule == "event" and "no hints" in str(e.value)


def test_split_and_merge_are_each_others_inverse():
    entries = [{"hint": 0}, ["role", "settler"], ["plantation", "corn"], {"hint": 1}, {"hint": 2}]
    actions, asked = record.split(entries)
    assert actions == [["role", "settler"], ["plantation", "corn"]] and asked == [(0, 0), (2, 1), (2, 2)]
    assert record.merge(actions, asked) == entries
    assert record.action_line({"hint": 2}) == '{"hint":2}'
