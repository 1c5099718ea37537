"""A journaled game for the journal's tests: a new game in a journal and
its first ``n`` decisions (each the first legal choice), as a table
would append them."""

import core
from core import record


def first_choices(j, players=3, seed=7, n=40):
    """(game id, the actions appended) of a new ``players`` game of
    ``seed`` in journal ``j``, ``n`` decisions played."""
    state = core.new_game(players, seed=seed)
    gid = j.new_game(record.header(state))
    acts = []
    for _ in range(n):
        a = core.legal_actions(state)[0]
        core.apply(state, a)
        j.append(gid, a)
        acts.append(a)
    return gid, acts
