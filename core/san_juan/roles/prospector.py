# San Juan's prospector: the picker draws (twice with a library), asked
# from version 8 (before, unasked); then each gold-mine owner reports the
# 4 cards he turned up.

from .. import data
from ..flow import library_used, one_pass_done, one_pass_seek, role_done
from ..state import draw, event, owns, table_rules, take


def start(state):
    if table_rules(state) and draw_legal(state):  # he may decline it (rules 4)
        state["phase"] = "prospector"
        return
    if not table_rules(state):
        _draw(state)
    _gold_mines(state)


def prospect(state):
    """Cards the prospector draws now: 1, 2 with a library, fewer when
    the piles run dry (what his menu says)."""
    n = data.PROSPECT * (2 if state["doubled"] else 1)
    spare = state["deck"] + state["discard"]
    return n if n < spare else spare


def _draw(state):
    p = state["picker"]
    if draw(state, p, data.PROSPECT * (2 if state["doubled"] else 1), "prospector") > data.PROSPECT:
        library_used(state, p)


def _gold_mines(state):
    state["phase"] = "gold_mine"
    one_pass_seek(state, legal, role_done)


def draw_legal(state):
    if state["deck"] + state["discard"] == 0:
        return []
    return [["draw"], ["pass"]]


def draw_act(state, action):
    if action[0] == "draw":
        _draw(state)
    _gold_mines(state)


def legal(state):
    p = state["turn"]
    if not owns(state["players"][p], "gold_mine"):
        return []
    if state["deck"] + state["discard"] < data.GOLD_MINE_CARDS:
        return []
    return [["gold_mine", "keep"], ["gold_mine", "none"], ["pass"]]


def act(state, action):
    p = state["turn"]
    if action[0] == "gold_mine":
        take(state, data.GOLD_MINE_CARDS)
        kept = 1 if action[1] == "keep" else 0
        state["players"][p]["hand"] += kept
        state["discard"] += data.GOLD_MINE_CARDS - kept
        event(state, "gold_mine", p, action[1])
    one_pass_done(state, legal)
