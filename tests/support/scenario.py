"""Helpers to set up a rules situation by hand (tests only). They keep the
game's totals (colonists, goods, buildings, tiles) consistent by taking from
the supply what they give to a player."""

import core

NAMES = ["Anne", "Bernie", "Christine", "David", "Emma"]


def game(n=4, seed=1, **kw):
    return core.new_game(NAMES[:n], seed=seed, **kw)


# Eleven one-space violet buildings in board order: owning the first n of
# them fills n city spaces (12 spaces make a full city).
SMALL_BUILDINGS = (
    "small_market",
    "hacienda",
    "construction_hut",
    "small_warehouse",
    "hospice",
    "office",
    "large_market",
    "large_warehouse",
    "factory",
    "university",
    "harbor",
)


def give(s, p, **goods):
    for g, k in goods.items():
        s["players"][p]["goods"][g] += k
        s["goods"][g] -= k


def own(s, p, building, people=0):
    s["players"][p]["city"][building] = people
    s["buildings"][building] -= 1
    s["colonists"] -= people


def tiles(s, p, kind, count, occupied=0):
    island = s["players"][p]["island"]
    t = island.setdefault(kind, [0, 0])
    t[0] += count
    t[1] += occupied
    s["colonists"] -= occupied
    if kind == "quarry":
        s["quarries"] -= count
    else:
        for _ in range(count):
            s["stock"].remove(kind)


def pick(s, p, role):
    """Make ``p`` pick ``role`` now (he becomes the one on turn)."""
    s["governor"] = p
    s["turn"] = p
    s["picks"] = 0
    core.apply(s, ["role", role])


def mayor(s, p, privilege=True):
    """``p`` picks the mayor and takes (or declines) the privilege colonist
    when the supply has one (ruling A20: it is his choice)."""
    pick(s, p, "mayor")
    if s["phase"] == "mayor" and core.legal_actions(s)[:1] == [["privilege"]]:
        core.apply(s, ["privilege"] if privilege else ["decline"])


def turn_name(s):
    return s["players"][core.current_player(s)]["name"]
