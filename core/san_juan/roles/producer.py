# San Juan's producer: each seat from the picker puts goods on his empty
# production buildings, as many as he may; a well rewards two or more.

from .. import data
from ..flow import library_used, one_pass_done, one_pass_seek, role_done
from ..state import draw, empty_of, event, owns, take


def start(state):
    state["phase"] = "producer"
    one_pass_seek(state, legal, role_done)


def produce_limit(state, p, library=None):
    """Goods ``p`` may produce in this producer phase (SJ-11); ``library``
    False: without the library."""
    player = state["players"][p]
    n = data.PRODUCE
    if state["picker"] == p:
        n += 2 if (state["doubled"] if library is None else library) else 1
    if owns(player, "aqueduct"):
        n += 1
    return n


def produce_left(state, p):
    """Goods ``p`` can still produce in this phase: his limit, no more
    than his empty production buildings and the cards left to draw
    (what his menu says)."""
    player = state["players"][p]
    n = produce_limit(state, p) - state["phase_data"]["done"]
    empty = 0
    for g in data.GOODS:
        empty += empty_of(player, g)
    spare = state["deck"] + state["discard"]
    for m in (empty, spare):
        if m < n:
            n = m
    return n if n > 0 else 0


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    out = []
    if state["phase_data"]["done"] < produce_limit(state, p) and state["deck"] + state["discard"] > 0:
        for g in data.GOODS:
            if empty_of(player, g) > 0:
                out.append(["produce", g])
    if out:
        out.append(["pass"])
    return out


def act(state, action):
    p = state["turn"]
    ph = state["phase_data"]
    if action[0] == "produce":
        take(state, 1)
        state["players"][p]["goods"][action[1]] += 1
        ph["done"] += 1
        if ph["done"] > produce_limit(state, p, False):
            library_used(state, p)
        event(state, "produce", p, action[1])
        if legal(state):
            return
    _done(state)


def _done(state):
    # his reward (a well, for 2 goods or more), then the next seat
    p = state["turn"]
    ph = state["phase_data"]
    if ph["done"] >= 2 and owns(state["players"][p], "well"):
        draw(state, p, 1, "well")
    ph["done"] = 0
    one_pass_done(state, legal)
