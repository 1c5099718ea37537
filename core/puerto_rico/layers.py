# The layers on the base game (see hooks.py): which module fills which
# extension point, for each expansion. Loaded with the first game that has
# one (a base game never needs the table: heap).

import sys

from . import data
from .hooks import load, drop, forget

# Each layer: the state key of a game that has switched it on, and the
# points it fills, each with the module whose function of that name fills
# it. The order is the order of the calls at a point: the festival's
# reward colonists come before anything else, the buildings' effects
# (expansion 1, which also serves the other expansions' buildings: every
# game with an expansion has "expansions") before the nobles', the
# smuggler's refusals last. A game's set-up (the point "setup",
# layers.set_up) goes the other way, each layer on those below it: the
# smuggler's card, the nobles' buildings, the board's buildings, the
# festival's goals (one of them a building of the board).
#
# Where two expansions meet, expansion 1's buildings and decisions and the
# nobles (a noble paid to the black market, moved as a guest, working the
# architect's office; the chapel and the tailor shop paid before the
# aqueduct; the land office, land registry and export office on expansion
# 1's decisions), expansion 1 calls points of its own that the nobles'
# layer fills (below: why_not_before ... act_first). No expansion's module
# imports another's (tests/scripts/test_layout.py).
#
# A fifth expansion, or a house rule: a folder expansions/<name>/ (its
# __init__.py fills the points, points.py declares them) and one entry
# here; its key is then a name a game's set-up accepts (names()), its
# "setup" puts that key in the state, and the points it fills are called
# from then on (docs/rules-core.md). The festival and the smuggler are
# folders; expansions 1 and 2 are still modules of this package
# (newbuildings*, nobles*, draft), named by their modules below.
LAYERS = (
    (
        "festival",
        {
            "interrupt": "expansions.festival",
            "phase": "expansions.festival",
            "acted": "expansions.festival",
            "why_first": "expansions.festival",
            "turn_done": "expansions.festival",
            "craftsman_start": "expansions.festival",
            "craftsman_done": "expansions.festival",
            "setup": "expansions.festival",
            "draft_done": "expansions.festival",
            "totals": "expansions.festival.checks",
            "check": "expansions.festival.checks",
        },
    ),
    (
        "expansions",
        {
            "legal_actions": "newbuildings_play",
            "apply": "newbuildings_play",
            "phases": "newbuildings_play",
            "game_over": "newbuildings",
            "why_not": "newbuildings",
            "privilege": "newbuildings",
            "settler_finish": "newbuildings",
            "builder_discount": "newbuildings",
            "builder_terms": "newbuildings",
            "produced": "newbuildings",
            "mayor_privilege": "newbuildings",
            "trader_more": "newbuildings",
            "trader_has_choice": "newbuildings",
            "captain_start": "newbuildings_captain",
            "captain_question": "newbuildings_captain",
            "captain_more": "newbuildings_captain",
            "captain_has_choice": "newbuildings_captain",
            "captain_skipped": "newbuildings_captain",
            "captain_loaded": "newbuildings_captain",
            "keeps_all": "newbuildings_captain",
            "setup": "draft",
            "header": "newbuildings",
            "totals": "newbuildings_checks",
            "expected": "newbuildings_checks",
        },
    ),
    (
        "nobles",
        {
            "settler_finish": "nobles",
            "mayor_deal": "nobles_mayor",
            "mayor_lifted": "nobles_mayor",
            "mayor_kept": "nobles_mayor",
            "mayor_forced": "nobles_mayor",
            "mayor_menu": "nobles_mayor",
            "mayor_placed": "nobles_mayor",
            "mayor_act": "nobles_mayor",
            "mayor_refill": "nobles",
            "phases": "nobles_mayor",
            "trader_menu": "nobles",
            "trader_has_choice": "nobles",
            "captain_menu": "nobles",
            "captain_has_choice": "nobles",
            "totals": "nobles_checks",
            "expected": "nobles_checks",
            "check": "nobles_checks",
            "sheet_row": "nobles",
            "setup": "nobles",
            "captain_start": "nobles",
            # expansion 1's points (newbuildings, newbuildings_play), where
            # its buildings and decisions meet the nobles
            "why_not_before": "nobles",
            "architect_offs": "nobles",
            "architect": "nobles",
            "both_at": "nobles",
            "leaves": "nobles",
            "produced_first": "nobles",
            "nobles_at": "nobles",
            "put_nobles": "nobles",
            "settler_question": "nobles_play",
            "act_first": "nobles_play",
        },
    ),
    (
        "smuggler",
        {
            "phase": "expansions.smuggler",
            "why_not": "expansions.smuggler",
            "roles_menu": "expansions.smuggler",
            "role_picked": "expansions.smuggler",
            "picks_done": "expansions.smuggler",
            "round_end": "expansions.smuggler",
            "check": "expansions.smuggler.checks",
            "setup": "expansions.smuggler",
        },
    ),
)


# The layers' play modules, let go when a game ends (newbuildings.game_over:
# on MicroPython the scorer gets their room; a later use loads one again).
PLAY = ("expansions.smuggler", "expansions.festival", "nobles_mayor", "newbuildings_play", "nobles_play")


def names():
    # The names a game's set-up accepts, in the order a header lists them:
    # the expansions (data.EXPANSIONS), then any other layer (a house rule)
    # by its key ("expansions", the layer every such game has, is none).
    # (From the index: every layer has a set-up, the point that puts its
    # key in the state.)
    out = list(data.EXPANSIONS)
    for e in AT["setup"]:
        if e[0] not in out and e[0] != "expansions":
            out.append(e[0])
    return out


def switch_on(state, expansions, how):
    # A new game's layers: ``expansions`` (its header's names) checked and
    # set up by draft.switch_on, loaded for it and let go once the board is
    # set (a device's heap; after a draft: newbuildings.draft_act).
    load("draft").switch_on(state, expansions, how)
    if state["phase"] != "draft":
        drop("draft")


def set_up(state):
    # A new game's set-up (draft.switch_on): the "setup" function of each
    # layer it names in state["expansions"] (their own keys come with
    # it), from the last layer to the first (above).
    at = AT["setup"]
    names = state["expansions"]
    i = len(at)
    while i:
        i -= 1
        e = at[i]
        if e[0] in state or e[0] in names:
            load(e[1]).setup(state)
            forget()  # its key now in the state: another combination


def index(layers):
    # point -> [[state key, module, its function once found], ...] in the
    # layers' order (hooks finds the functions)
    at = {}
    for key, points in layers:
        for point in points:
            at[point] = at.get(point, []) + [[key, points[point], None]]
    return at


AT = index(LAYERS)
KEYS = tuple(key for key, _points in LAYERS)  # their state keys, in order
if sys.implementation.name == "micropython":
    LAYERS = None  # a device keeps the index only (heap)
