# Expansion 2's conservation checks (invariants.py's points totals,
# expected and check): here, not in nobles/__init__.py, so a game on a device
# (which never checks) does not hold this code (heap).

from ...hooks import load


def totals(state, t):
    # The per-place counts hold nobles too (state.py): taken out of the
    # colonists, counted as nobles; the forests the land office discarded.
    nob = state["nobles"]
    n = nob["supply"] + nob["ship"]
    t["tiles"] += nob.get("forests", 0)
    for p in state["players"]:
        for k in p["nobles"]:
            n += p["nobles"][k]
            t["colonists"] -= p["nobles"][k]
    t["nobles"] = n


def expected(state, want):
    want["nobles"] = load("expansions.nobles").NOBLES  # all of them, in the box or out


def check(state, bad):
    # Every noble sits where a person is counted.
    for x in ("supply", "ship"):
        if state["nobles"][x] < 0:
            bad.append("nobles: negative " + x)
    for p in state["players"]:
        for place in p["nobles"]:
            n = p["nobles"][place]
            if place == "san_juan":
                people = p["san_juan"]
            elif place in p["island"]:
                people = p["island"][place][1]
            else:
                people = p["city"].get(place, 0)
            if n <= 0 or n > people:
                bad.append(p["name"] + ": " + str(n) + " nobles on " + place + " holding " + str(people))
