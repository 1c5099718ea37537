"""Final scoring of a tracked game: the state as the contract's end-of-game
sheet, scored by the same scorer as ``doubloon score``."""

from .scoring import score


def sheet(state):
    players = []
    for p in state["players"]:
        players.append(
            {"name": p["name"], "vp": p["vp"], "gold": p["gold"], "expeditions": len(p["expeditions"])}
        )
    return {"game": "port_royal", "variant": state["variant"], "players": players}


def final_score(state):
    """The contract's output for the current state (normally at game end)."""
    return score(sheet(state))
