"""Final scoring of a tracked game: the state as the contract's sheet,
scored by the same scorer as ``doubloon score`` (core.san_juan.scoring).
The device counts every hand, good and chapel card during the game; at
the end each seat checks those counts and corrects any that drifted (a
card not reported) before the score (core.san_juan.engine, "count").
Records of version 2 and before were scored from the counts kept."""

from .scoring import score
from .state import goods_total


def sheet(state):
    """The final-scoring contract input describing ``state``."""
    players = []
    for p in state["players"]:
        players.append(
            {
                "name": p["name"],
                "buildings": list(p["buildings"]),
                "chapel_cards": p["chapel"],
                "hand": p["hand"],
                "goods": goods_total(p),
            }
        )
    return {"game": "san_juan", "players": players}


def final_score(state):
    """The contract's output for the current state (normally at game end)."""
    return score(sheet(state))
