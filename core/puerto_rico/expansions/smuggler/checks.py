# Expansion 3's conservation checks (invariants.py's point check): the
# cards and the poster (goods, colonists and VP chips are in the common
# totals). Here, not in smuggler.py, so a game on a device (which never
# checks) does not hold this code (heap).

from ...hooks import load


def check(state, bad):
    sm_module = load("expansions.smuggler")
    role = sm_module.ROLE  # the card
    sm = state["smuggler"]
    if state["roles"].get(role, 0) != 0:
        bad.append("doubloons on the Smuggler")
    w = sm["wanted"]
    if w is not None and not 0 <= w < len(state["players"]):
        bad.append("Wanted poster with seat " + str(w))
    r = sm["reserved"]
    if r is not None:
        if w is None or state["roles"].get(r) != 0:
            bad.append("reserved role " + r + " not an empty unpicked card of the poster's holder")
    pd = state["phase_data"]
    if state["phase"] == role and "poach" in pd:
        if not 0 < pd["poach"] <= sm_module.KEEP_COLONISTS or pd["poach"] > pd["removed"]:
            bad.append("poach: " + str(pd))
