# San Juan's councillor: from version 8 each seat from the picker draws
# (the picker more: his privilege) or passes; version 4 asked the other
# seats only, the picker drew at once; before, everyone drew unasked. A
# prefecture keeps one more, an archive discards from the whole hand.

from .. import data
from ..flow import library_used, one_pass_done, one_pass_seek, role_done
from ..state import asks, event, next_seat, owns, table_rules, take


def start(state):
    p = state["picker"]
    n = len(state["players"])
    if table_rules(state):  # a player may decline his role's action (rules 4)
        state["phase"] = "councillor"
        state["phase_data"] = {"left": n, "done": 0}
        state["turn"] = p
        one_pass_seek(state, legal, role_done)
        return
    draw_for(state, p)
    if asks(state):  # the others may draw («peuvent… piocher»)
        state["phase"] = "councillor"
        state["phase_data"] = {"left": n - 1, "done": 0}
        state["turn"] = next_seat(state, p)
        one_pass_seek(state, legal, role_done)
        return
    q = next_seat(state, p)
    for _ in range(n - 1):
        draw_for(state, q)
        q = next_seat(state, q)
    role_done(state)


def council(state, p, library=None):
    """(cards drawn, cards kept) for ``p`` in this councillor phase
    (SJ-05, SJ-12, SJ-15): the archive changes which cards may be
    discarded, not how many. ``library`` False: without the library."""
    player = state["players"][p]
    n = data.COUNCIL_DRAW
    if state["picker"] == p:
        n += data.COUNCIL_PRIVILEGE * (2 if (state["doubled"] if library is None else library) else 1)
    keep = 2 if owns(player, "prefecture") else data.COUNCIL_KEEP
    return n, min(keep, n)


def council_now(state, p):
    """(cards drawn, cards kept) for ``p`` now, the piles as they are:
    fewer when they run dry (what his menu says)."""
    drawn, keep = council(state, p)
    spare = state["deck"] + state["discard"]
    got = drawn if drawn < spare else spare
    return got, keep if keep < got else got


def draw_for(state, q):
    drawn, keep = council(state, q)
    got = take(state, drawn)
    if got > council(state, q, False)[0]:
        library_used(state, q)
    kept = keep if keep < got else got
    state["players"][q]["hand"] += kept
    state["discard"] += got - kept
    # archive: the cards drawn join the hand, the discards come
    # from the whole hand (same counts, other cards)
    event(state, "council", q, [got, kept, 1 if owns(state["players"][q], "archive") else 0])


def legal(state):
    if state["deck"] + state["discard"] == 0:
        return []
    return [["draw"], ["pass"]]


def act(state, action):
    p = state["turn"]
    if action[0] == "draw":
        draw_for(state, p)
    one_pass_done(state, legal)
