# What every game with layers has, whichever they are: its set-up (the
# names checked, state["expansions"] the list of those switched on: its
# presence is the fact "this game has layers"), the board's buildings when
# expansion 1 does not set them, the record header's field and the
# buildings' count of the conservation checks. The layer of these points
# is layers.LAYERS' "expansions" (the state key every such game holds).
#
# Loaded for a game's set-up and let go once the board is set
# (layers.switch_on): a game in play does not hold this code on a device's
# heap; a record's header or a check loads it again.

from . import data, hooks
from ..errors import BadInput
from ..inputs import shown


def switch_on(state, expansions, how):
    # Check ``expansions`` and set them up: each layer's pieces, in the
    # order layers.py says (layers.set_up). With new_buildings the violet
    # slots are filled by ``how``: "base", "random" (drawn with the game's
    # generator) or "draft" (the players pick, a "draft" decision per
    # slot); without it, the base game's buildings (``how`` is not used).
    if not isinstance(expansions, (list, tuple)):
        raise BadInput("expansions: must be a list, not " + shown(expansions))
    layers = hooks.load("layers")
    names = layers.names()
    for e in expansions:
        if e not in names:
            raise BadInput("expansions: unknown expansion " + shown(e))
    for i in range(len(expansions)):
        if expansions[i] in expansions[i + 1 :]:
            raise BadInput("expansions: " + shown(expansions[i]) + " named twice")
    state["expansions"] = [e for e in names if e in expansions]
    if "new_buildings" in expansions:
        if how not in data.SETUPS:
            raise BadInput("setup: must be draft, random or base, not " + shown(how))
        state["setup"] = how
    for p in state["players"]:
        p["forests"] = 0
    state["buildings"] = {}
    layers.set_up(state)  # each layer's pieces, this one's setup below among them


def setup(state):
    # The board's buildings (the point "setup"): the base game's, unless
    # expansion 1 sets its own (its setup, called before this one).
    if "new_buildings" not in state["expansions"]:
        for b in data.BASE_BUILDINGS:
            state["buildings"][b] = data.copies(b, len(state["players"]))


def header(state, h):
    # The record header's fields: the expansions' names, and expansion 1's
    # set-up (the draft's picks follow as actions).
    h["expansions"] = list(state["expansions"])
    if "setup" in state:
        h["setup"] = state["setup"]


def expected(state, want):
    # The buildings of this game: those set up or drafted so far.
    key = data.COPIES_2P if len(state["players"]) == 2 else data.COPIES
    n = 0
    for b in state["buildings"]:
        n += data.BUILDINGS[b][key]
    want["buildings"] = n
