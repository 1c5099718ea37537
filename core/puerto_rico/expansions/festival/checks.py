# Expansion 4's conservation checks (invariants.py's points totals and
# check): here, not in festival.py, so a game on a device (which never
# checks) does not hold this code (heap).

from ...hooks import load


def totals(state, t):
    # The pieces on the festival board (and reward colonists in hand)
    # counted where they are. 2 players: the building is a box copy.
    f = state["festival"]
    if f["plantation"] is not None:
        t["tiles"] += 1
    if f["goods"] is not None:
        t["goods"] += len(f["goods"])
    if f["building"] is not None and len(state["players"]) > 2:
        t["buildings"] += 1
    if "placing" in f:
        t["colonists"] += f["placing"][1]


def check(state, bad):
    # Each goal on the board or reached, never both, reached once at most;
    # a reward's colonists waiting: 1-3 of them.
    fe = load("expansions.festival")
    f = state["festival"]
    won = [r[0] for r in f["reached"]]
    for goal in fe.GOALS:
        if won.count(goal) > 1:
            bad.append("festival: " + goal + " reached twice")
        if goal in won and f[goal] is not None:
            bad.append("festival: " + goal + " reached and still on the board")
    if "placing" in f and not 0 < f["placing"][1] <= fe.COLONISTS:
        bad.append("festival: placing " + str(f["placing"]))
    if f["goods"] is not None and len(f["goods"]) != fe.GOAL_BARRELS:
        bad.append("festival: goods " + str(f["goods"]))
    # a goal a seat has reached is his at once (festival.check looks only
    # at the seat that acted)
    for p in range(len(state["players"])):
        player = state["players"][p]
        g = f["plantation"]
        if g is not None and player["island"].get(g, [0])[0] >= fe.PLANTATIONS:
            bad.append("festival: seat " + str(p) + " has reached the plantation goal unrewarded")
        if f["building"] is not None and f["building"] in player["city"]:
            bad.append("festival: seat " + str(p) + " has reached the building goal unrewarded")
