"""Expeditions (§4.1, ruling P5): the active player fulfils one during his
turn by discarding the characters it asks for (a jack of all trades stands
for any one of them); he takes the card (its VP) and its gold."""

from . import data
from .state import event, draw_gold, vp_of
from .turns import check_end


def _by_vp(player, cid):
    """Indices of the player's ``cid`` characters, cheapest shield first."""
    idx = [i for i in range(len(player["characters"])) if player["characters"][i]["id"] == cid]
    idx.sort(key=lambda i: (player["characters"][i]["vp"], i))
    return idx


def fulfil_choice(player, needs):
    """The characters (indices) the player discards for an expedition
    needing ``needs``, or None when he cannot. The device picks the set
    that loses the fewest VP, then uses the fewest jacks [suggested: the
    characters asked for have no other ability, so their shields are all
    that is at stake]."""
    have = {}
    for k in data.SYMBOLS + (data.WILD,):
        have[k] = _by_vp(player, k)
    best = None
    ns, nc, np = needs["settler"], needs["captain"], needs["priest"]
    for xs in range(ns + 1):
        for xc in range(nc + 1):
            for xp in range(np + 1):
                jacks = xs + xc + xp
                if jacks > len(have[data.WILD]):
                    continue
                if ns - xs > len(have["settler"]) or nc - xc > len(have["captain"]):
                    continue
                if np - xp > len(have["priest"]):
                    continue
                picked = (
                    have["settler"][: ns - xs]
                    + have["captain"][: nc - xc]
                    + have["priest"][: np - xp]
                    + have[data.WILD][:jacks]
                )
                lost = 0
                for i in picked:
                    lost += player["characters"][i]["vp"]
                key = (lost, jacks)
                if best is None or key < best[0]:
                    best = (key, picked)
    if best is None:
        return None
    out = best[1]
    out.sort()
    return out


def fulfillable(state):
    p = state["players"][state["active"]]
    return [
        ["expedition", k]
        for k in range(len(state["display"]))
        if fulfil_choice(p, state["display"][k]["needs"]) is not None
    ]


def fulfil(state, k):
    a = state["active"]
    p = state["players"][a]
    exp = state["display"].pop(k)
    picked = fulfil_choice(p, exp["needs"])
    gone = [p["characters"][i] for i in picked]
    keep = [p["characters"][i] for i in range(len(p["characters"])) if i not in picked]
    p["characters"] = keep
    state["discard"] += len(gone)
    p["expeditions"].append(exp)
    p["vp"] = vp_of(p)
    event(state, "fulfil", a, [exp, [c["id"] for c in gone]])
    draw_gold(state, a, exp["gold"], "expedition")
    check_end(state)
