# What every game's engine answers the same way: whether the game is over and
# who decides what now. A game passes its own ``current_player``,
# ``decision`` and ``legal_actions``; ``role`` names the state's key that a
# menu shows as the round's role ("role", or Port Royal's "phase"). And the
# turn order of a phase where each seat decides once, which Puerto Rico's
# and San Juan's roles share.
#
# (A comment, not a docstring: MicroPython allocates a docstring's text.)


def is_over(state):
    return state["phase"] == "over"


def seat_on_turn(state):
    # The seat whose turn it is, or None once the game is over.
    if state["phase"] == "over":
        return None
    return state["turn"]


def pending_of(current_player, decision, legal_actions, role="role"):
    # The game's ``pending(state)``: {"player", "kind", "role", "options"},
    # or None once the game is over.
    def pending(state):
        if state["phase"] == "over":
            return None
        return {
            "player": current_player(state),
            "kind": decision(state),
            "role": state[role],
            "options": legal_actions(state),
        }

    return pending


def one_pass_seek(state, has_choice, finish):
    # In a phase where each seat decides once, from the picker on
    # (``state["phase_data"]["left"]`` seats to go): skip the seats with
    # nothing to choose (``has_choice(state)`` falsy); ``finish(state)``
    # after the last.
    ph = state["phase_data"]
    n = len(state["players"])
    while ph["left"] > 0:
        if has_choice(state):
            return
        ph["left"] -= 1
        state["turn"] = (state["turn"] + 1) % n
    finish(state)
