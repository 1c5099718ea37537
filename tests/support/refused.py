"""The check behind every "illegal actions change nothing" property test
of the Puerto Rico expansions: each action of ``tries`` that is not legal
now is refused with a message and a rule id, and leaves the state exactly
as it was (its canonical JSON)."""

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
