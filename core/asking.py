# What every game's engine answers the same way: whether the game is over and
# who decides what now. A game passes its own ``current_player``,
# ``decision`` and ``legal_actions``; ``role`` names the state's key that a
# menu shows as the round's role ("role", or Port Royal's "phase").
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
