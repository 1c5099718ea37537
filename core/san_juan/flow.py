# San Juan's round flow, shared by the roles: the library used up, the
# end of a role's phase (next pick, or the next round: its chapels and the
# hand limit), the end of the game, and the turn order of a phase where each
# seat, from the picker, decides in turn.

from . import data
from ..asking import one_pass_seek
from .state import event, goods_total, next_seat, owns


def hand_limit(player):
    return data.HAND_LIMIT_TOWER if owns(player, "tower") else data.HAND_LIMIT


def library_used(state, p):
    """``p``'s library has doubled a privilege: with 2 players, not again
    this round (SJ-21)."""
    state["players"][p]["library_round"] = state["round"]


def game_over(state):
    state["phase"] = "over"
    state["turn"] = None
    state["phase_data"] = {}
    event(state, "game_over", None, state["round"])


STALL_VERSION = 7  # records before it play on even when no card can move


def no_card_can_move(state):
    """Every card is a building or under a chapel: the deck, the discard
    pile, the hands and the goods are all empty, so no card can ever be
    drawn, built or sold again and no city can reach 12. The rules are
    silent; the game ends at this round's end (a [suggested] ruling in docs/san-juan.md)."""
    if state["deck"] or state["discard"]:
        return False
    for player in state["players"]:
        if player["hand"] or goods_total(player):
            return False
    return True


def end_game(state):
    """The game ends now (rules 7, or a stall): each seat checks its
    counts before the score (version 3 on), or the score at once."""
    state["role"] = None
    state["phase_data"] = {}
    if not state["end_check"]:
        game_over(state)
        return
    # the counts kept may have drifted (a card not reported): each
    # seat checks his before the score
    state["phase"] = "count"
    state["turn"] = state["governor"]
    state["phase_data"] = {"left": len(state["players"])}
    event(state, "count_check", None, state["round"])


def role_done(state):
    state["phase"] = "roles"
    state["role"] = None
    state["doubled"] = False
    state["phase_data"] = {}
    state["picks"] += 1
    n = len(state["players"])
    if state["picks"] < data.PICKS[n]:
        state["turn"] = (state["governor"] + state["picks"]) % n
        return
    # end of round: the governor card passes left; the new round starts
    # with the chapels and the hand limit
    if state["version"] >= STALL_VERSION and no_card_can_move(state):
        event(state, "stalled", None, state["round"])
        state["end"] = True
        end_game(state)
        return
    event(state, "round_end", None, state["round"])
    state["picked"] = []
    state["picks"] = 0
    state["picker"] = None
    state["governor"] = next_seat(state, state["governor"])
    state["round"] += 1
    event(state, "governor", state["governor"], state["round"])
    state["phase"] = "chapel"
    state["phase_data"] = {"left": n}
    state["turn"] = state["governor"]
    chapel_seek(state)


def chapel_legal(state):
    player = state["players"][state["turn"]]
    if owns(player, "chapel") and player["hand"] > 0:
        return [["chapel"], ["pass"]]
    return []


def chapel_act(state, action):
    p = state["turn"]
    player = state["players"][p]
    if action[0] == "chapel":
        player["hand"] -= 1
        player["chapel"] += 1
        event(state, "chapel", p, player["chapel"])
    ph = state["phase_data"]
    ph["left"] -= 1
    state["turn"] = next_seat(state, p)
    chapel_seek(state)


def chapel_seek(state):
    one_pass_seek(state, chapel_legal, _hand_limits)


def _hand_limits(state):
    # after the chapels, the hand limit, checked only now (rules 4)
    for p in range(len(state["players"])):
        player = state["players"][p]
        limit = hand_limit(player)
        if player["hand"] > limit:
            k = player["hand"] - limit
            player["hand"] = limit
            state["discard"] += k
            event(state, "hand_limit", p, [k, limit])
    state["phase"] = "roles"
    state["phase_data"] = {}
    state["turn"] = state["governor"]


def one_pass_done(state, has_choice, finish=role_done):
    """The seat on turn has decided: on to the next one."""
    state["phase_data"]["left"] -= 1
    state["turn"] = next_seat(state, state["turn"])
    one_pass_seek(state, has_choice, finish)
