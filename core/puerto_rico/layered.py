# What every game with layers has, whichever they are: its set-up (the
# names checked, state["expansions"] the list of those switched on: its
# presence is the fact "this game has layers"), the board's buildings when
# expansion 1 does not set them, the record header's field and the
# buildings' count of the conservation checks. The layer of these points
# is layers.LAYERS' "expansions" (the state key every such game holds).
#
# Loaded for a game's set-up and let go once the board is set
# (layers.switch_on): a game in play does not hold this code on a device's
# heap; a record's header or a check loads it again, and the rules of a
# game no layer dispatches (no expansion 1: table, legal, act).

from . import data, hooks
from ..errors import BadInput
from ..inputs import shown


def switch_on(state, expansions, how):
    # Check ``expansions`` and set them up: each layer's pieces, in the
    # order layers.py says (set_up). With new_buildings the violet
    # slots are filled by ``how``: "base", "random" (drawn with the game's
    # generator) or "draft" (the players pick, a "draft" decision per
    # slot); without it, the base game's buildings (``how`` is not used).
    if not isinstance(expansions, (list, tuple)):
        raise BadInput("expansions: must be a list, not " + shown(expansions))
    names = accepted()
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
    set_up(state)  # each layer's pieces, this one's setup below among them


def accepted():
    # (Here, not in layers.py: loaded for a set-up only.)
    # The names a game's set-up accepts, in the order a header lists them:
    # the expansions (data.EXPANSIONS), then any other layer (a house rule)
    # by its key ("expansions", the layer every such game has, is none).
    # (From the index: every layer has a set-up, the point that puts its
    # key in the state.)
    out = list(data.EXPANSIONS)
    at = hooks.load("layers").AT["setup"]
    for i in range(0, len(at), 2):
        if at[i] not in out and at[i] != "expansions":
            out.append(at[i])
    return out


def set_up(state):
    # A new game's set-up (switch_on): the "setup" function of each
    # layer it names in state["expansions"] (their own keys come with
    # it), from the last layer to the first (layers.LAYERS).
    layers = hooks.load("layers")
    at = layers.AT["setup"]
    names = state["expansions"]
    i = len(at)
    while i:
        i -= 2
        if at[i] in state or at[i] in names:
            hooks.load(at[i + 1]).setup(state)
            layers.forget()  # its key now in the state: another combination


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


# ---- a game without a layer's dispatch (layers.rules) ----------------------

# The base game's decisions where another layer may ask or act first
# (the nobles' land office, land registry and export office: the points
# settler_question and act_first).
FIRST_KINDS = ("settler", "trader", "draw", "captain")


def table(r, phases):
    # The menus and actions of a game no layer dispatches (no expansion 1),
    # by decision kind into ``phases``: the base game's phases, each
    # layer's own decisions (the point phase, its DECISIONS), and on the
    # base game's decisions the points settler_question and act_first when
    # a layer fills them (the nobles): found once, so that an action
    # costs the base game's calls.
    base = hooks.load("engine").PHASES
    for kind in base:
        phases[kind] = base[kind]
    layers = hooks.load("layers")
    at = layers.AT.get("phase", ())
    for i in range(0, len(at), 2):
        if at[i] in r["keys"]:
            m = hooks.load(at[i + 1])
            for kind in m.DECISIONS:
                if kind not in phases:
                    phases[kind] = m.phase(kind)
    if layers.fns(r, "settler_question") or layers.fns(r, "act_first"):
        for kind in FIRST_KINDS:
            phases[kind] = _first_kind(kind, phases[kind])


def _first_kind(kind, ph):
    # (legal, act) of a base decision ``kind`` with the points
    # settler_question and act_first before its phase's ``ph``.
    legal, act = ph

    def first_legal(state):
        if kind == "settler":
            acts = hooks.first(state, "settler_question", state, kind)  # (the land office's)
            if acts is not None:
                return acts
        return legal(state)

    def first_act(state, action):
        if not hooks.ask(state, "act_first", state, kind, action):
            act(state, action)

    return first_legal, first_act
