# Expansion 1's conservation checks (invariants.py's point totals): here,
# not in new_buildings/__init__.py, so a game on a device (which never
# checks) does not hold this code (heap). The buildings a game expects
# are every layered game's (layered.expected).


def totals(state, t):
    # A hacienda tile seen, plantation or forest to be; the forests, each
    # a plantation on its back.
    if "drawn" in state["phase_data"]:
        t["tiles"] += 1
    for p in state["players"]:
        t["tiles"] += p["forests"]
