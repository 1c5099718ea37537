# San Juan's prospector: the picker draws (twice with a library); then
# each gold-mine owner reports the 4 cards he turned up.

from .. import data
from ..flow import library_used, one_pass_done, one_pass_seek, role_done
from ..state import draw, event, owns, take


def start(state):
    p = state["picker"]
    state["phase"] = "gold_mine"
    if draw(state, p, data.PROSPECT * (2 if state["doubled"] else 1), "prospector") > data.PROSPECT:
        library_used(state, p)
    one_pass_seek(state, legal, role_done)


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
