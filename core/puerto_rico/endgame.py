# Final scoring of a tracked game: turn the state into the contract's
# end-of-game sheet and score it with the same scorer as ``doubloon score``.

# The scorer is imported when a game is scored, not with the game: a game
# in play does not hold it on a device's heap. A sheet made here is good
# by construction: it is scored by tally.py, the sum and the ranking of
# scoring.py's scorer without its checks of each field (core.sheets,
# core.inputs, their messages), which ``doubloon score`` runs on a sheet
# typed by a user (tests/core/test_scoring_tally.py: the same scores).

from . import data, hooks


def sheet(state):
    # The final-scoring contract input describing ``state``.
    players = []
    for p in state["players"]:
        island = {}
        on_island = 0
        for k in p["island"]:
            island[k] = p["island"][k][0]
            on_island += p["island"][k][1]
        if p.get("forests"):
            island["forest"] = p["forests"]
        goods = 0
        for g in data.GOODS:
            goods += p["goods"][g]
        row = {
            "name": p["name"],
            "vp_chips": p["vp"] + p["written"],
            "doubloons": p["doubloons"],
            "goods": goods,
            "buildings": dict(p["city"]),
            "island": island,
            "island_colonists": on_island,
            "san_juan_colonists": p["san_juan"],
        }
        hooks.each(state, "sheet_row", p, row)  # a layer's fields of the sheet
        players.append(row)
    return {
        "game": "puerto_rico",
        "edition": state["edition"],
        # the sheet names only the expansions the scorer knows (the others
        # change play, not the final scoring)
        "expansions": [e for e in state.get("expansions", []) if e in _tally().PR_EXPANSIONS],
        "players": players,
    }


def _tally():
    from . import tally  # this game's scorer, the sum and the ranking

    return tally


def final_score(state):
    # The contract's output for the current state (normally at game end).
    players = sheet(state)["players"]
    t = _tally()
    parsed = []
    for p in players:
        parsed.append(t.parse(p))
    return t.score(players, parsed)


def returns(state):
    # Totals per seat (OpenSpiel's ``returns``).
    result = final_score(state)
    return [p["total"] for p in result["players"]]
