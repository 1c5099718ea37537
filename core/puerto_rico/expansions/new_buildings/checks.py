# Expansion 1's conservation checks (invariants.py's points totals and
# expected): here, not in new_buildings/__init__.py, so a game on a device (which
# never checks) does not hold this code (heap). Its layer is on in every
# game with an expansion.

from ... import data


def totals(state, t):
    # A hacienda tile seen, plantation or forest to be; the forests, each
    # a plantation on its back.
    if "drawn" in state["phase_data"]:
        t["tiles"] += 1
    for p in state["players"]:
        t["tiles"] += p["forests"]


def expected(state, want):
    # The buildings of this game: those set up or drafted so far.
    key = data.COPIES_2P if len(state["players"]) == 2 else data.COPIES
    n = 0
    for b in state["buildings"]:
        n += data.BUILDINGS[b][key]
    want["buildings"] = n
