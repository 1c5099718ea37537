"""Expeditions (§4.1, ruling P5): the active player fulfils one during his
turn by discarding the characters it asks for (a jack of all trades stands
for any one of them); he takes the card (its VP) and its gold.

«Il défausse les Personnages requis»: which characters go is his choice.
From record version 5 on, when more than one set of his characters
fulfils the expedition, he is asked (``["discard", n]``: the n-th set of
``discard_sets``, an order frozen with the version), the device's pick
first; older records replay with
the device's pick, as they were played."""

from . import data
from .state import event, draw_gold, vp_of
from .turns import check_end

CHOICE_VERSION = 5  # the first record version in which the player chooses


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


def _subsets(idx, chars, r):
    """Every way to take ``r`` of the characters ``idx`` (sorted by
    shield) that differ in what is lost: by shields, never two sets of the
    same shields (the first indices of equal shields stand for them)."""
    if r == 0:
        return [[]]
    if len(idx) < r:
        return []
    out = []
    i = 0
    while i < len(idx):
        # the first card of each shield value heads a set; the rest come later
        if i == 0 or chars[idx[i]]["vp"] != chars[idx[i - 1]]["vp"]:
            for rest in _subsets(idx[i + 1 :], chars, r - 1):
                out.append([idx[i]] + rest)
        i += 1
    return out


def _key(player, picked):
    """What a set loses, to tell sets apart and order them: (VP lost,
    jacks used, the cards as (name, shield), sorted)."""
    lost = 0
    jacks = 0
    cards = []
    for i in picked:
        c = player["characters"][i]
        lost += c["vp"]
        if c["id"] == data.WILD:
            jacks += 1
        cards.append((data.CHARACTERS.index(c["id"]), c["vp"]))
    cards.sort()
    return (lost, jacks, cards)


def discard_sets(player, needs):
    """Every distinct set of characters (indices, sorted) that fulfils an
    expedition needing ``needs``: the device's pick (fulfil_choice) first,
    then by VP lost, jacks used, cards. Empty when none does."""
    pick = fulfil_choice(player, needs)
    if pick is None:
        return []
    chars = player["characters"]
    have = {}
    for k in data.SYMBOLS + (data.WILD,):
        have[k] = _by_vp(player, k)
    found = {}
    ns, nc, np = needs["settler"], needs["captain"], needs["priest"]
    total = ns + nc + np
    for jacks in range(min(total, len(have[data.WILD])) + 1):
        for js in _subsets(have[data.WILD], chars, jacks):
            for xs in range(min(jacks, ns) + 1):
                for xc in range(min(jacks - xs, nc) + 1):
                    xp = jacks - xs - xc
                    if xp > np:
                        continue
                    for ss in _subsets(have["settler"], chars, ns - xs):
                        for cs in _subsets(have["captain"], chars, nc - xc):
                            for ps in _subsets(have["priest"], chars, np - xp):
                                picked = ss + cs + ps + js
                                picked.sort()
                                k = repr(_key(player, picked))
                                if k not in found:
                                    found[k] = picked
    first = repr(_key(player, pick))
    others = [found[k] for k in found if k != first]
    others.sort(key=lambda p: _key(player, p))
    return [pick] + others


def fulfillable(state):
    p = state["players"][state["active"]]
    return [
        ["expedition", k]
        for k in range(len(state["display"]))
        if fulfil_choice(p, state["display"][k]["needs"]) is not None
    ]


def start(state, k):
    """The active player fulfils expedition ``k``: at once when only one
    set of his characters does (or the record predates the choice), else
    he is asked which (``state["fulfil"]``)."""
    p = state["players"][state["active"]]
    needs = state["display"][k]["needs"]
    if state.get("version", CHOICE_VERSION) < CHOICE_VERSION:
        fulfil(state, k, fulfil_choice(p, needs))
        return
    sets = discard_sets(p, needs)
    if len(sets) == 1:
        fulfil(state, k, sets[0])
        return
    state["fulfil"] = k


def choices(state):
    """The sets the active player may discard for the expedition he
    fulfils (discard_sets): ``["discard", n]`` picks the n-th."""
    p = state["players"][state["active"]]
    return discard_sets(p, state["display"][state["fulfil"]]["needs"])


def choice_legal(state):
    return [["discard", n] for n in range(len(choices(state)))]


def choice_act(state, action):
    picked = choices(state)[action[1]]
    k = state["fulfil"]
    state["fulfil"] = None
    fulfil(state, k, picked)


def fulfil(state, k, picked):
    a = state["active"]
    p = state["players"][a]
    exp = state["display"].pop(k)
    gone = [p["characters"][i] for i in picked]
    keep = [p["characters"][i] for i in range(len(p["characters"])) if i not in picked]
    p["characters"] = keep
    state["discard"] += len(gone)
    p["expeditions"].append(exp)
    p["vp"] = vp_of(p)
    event(state, "fulfil", a, [exp, [c["id"] for c in gone]])
    draw_gold(state, a, exp["gold"], "expedition")
    check_end(state)
