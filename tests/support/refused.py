"""An illegal action is refused and changes nothing (the state's canonical
JSON): ``refused`` for one action of a scenario, of any game, and the check
behind every "illegal actions change nothing" property test of the Puerto
Rico expansions (each action of ``tries`` not legal now is refused with a
message and a rule id)."""

import pytest

import core
from core import canon


def assert_refused_unchanged(state, tries):
    legal = core.legal_actions(state)
    for action in tries:
        if action in legal:
            continue
        before = canon.dumps(state)
        with pytest.raises(core.IllegalAction) as e:
            core.apply(state, action)
        assert str(e.value) and e.value.rule
        assert canon.dumps(state) == before


def refused(state, action, rule=None):
    """``action`` is refused (with ``rule`` when given) and changes nothing;
    returns the message, for the tests that read it."""
    before = canon.dumps(state)
    with pytest.raises(core.IllegalAction) as e:
        core.apply(state, action)
    if rule is not None:
        assert e.value.rule == rule, (e.value.rule, str(e.value))
    assert canon.dumps(state) == before
    return str(e.value)
