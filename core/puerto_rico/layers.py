# The layers on the base game (see hooks.py): which module fills which
# extension point, for each expansion. Loaded with the first game that has
# one (a base game never needs the table: heap).

import sys

from . import data
from . import hooks
from .hooks import load

# Each layer: its key (the state key of a game that has switched it on,
# or a name of state["expansions"]: layer_keys) and the points it fills,
# each with the module whose function of that name fills it. The order is
# the order of the calls at a point: the festival's reward colonists come
# before anything else; then what every game with layers has ("expansions",
# the state key whose presence says so: its set-up, its record header's
# field, and where another expansion's buildings meet the builder's
# production and refusals); expansion 1's buildings before the nobles',
# the smuggler's refusals last. A game's set-up (the point "setup",
# layered.set_up) goes the other way, each layer on those below it: the
# smuggler's card, the nobles' buildings, expansion 1's board, the base
# game's board (when expansion 1 sets none), the festival's goals (one of
# them a building of the board).
#
# A game's menus and actions are the base game's phases (engine.PHASES)
# with each layer's own decisions (the point phase) and the decisions one
# layer plays whole (the point phases); expansion 1, which changes most
# of them (its buildings, the guests), fills the point dispatch with its
# own (expansions/new_buildings/play.py), each kind's pair over the same
# phases.
#
# Where two expansions meet, expansion 1's buildings and decisions and the
# nobles (a noble paid to the black market, moved as a guest, working the
# architect's office; the land office, land registry and export office on
# expansion 1's decisions), expansion 1 calls points of its own that the
# nobles' layer fills (below: architect_offs ... act_first). No expansion's
# module imports another's (tests/scripts/test_layout.py).
#
# A fifth expansion, or a house rule: a folder expansions/<name>/ (its
# __init__.py fills the points, points.py declares them) and one entry
# here; its key is then a name a game's set-up accepts (layered.accepted()), its
# "setup" puts that key in the state, and the points it fills are called
# from then on (docs/rules-core.md).
LAYERS = (
    (
        "festival",
        {
            "interrupt": "expansions.festival",
            "phase": "expansions.festival",
            "acted": "expansions.festival",
            "quiet": "expansions.festival",
            "calm": "expansions.festival",
            "why_first": "expansions.festival",
            "turn_done": "expansions.festival",
            "craftsman_start": "expansions.festival",
            "craftsman_done": "expansions.festival",
            "setup": "expansions.festival.setup",
            "draft_done": "expansions.festival",
            "totals": "expansions.festival.checks",
            "check": "expansions.festival.checks",
        },
    ),
    (
        "expansions",
        {
            "setup": "layered",
            "header": "layered",
            "expected": "layered",
            "why_not": "layers",
            "produced": "layers",
            "game_over": "layers",
        },
    ),
    (
        "new_buildings",
        {
            "dispatch": "expansions.new_buildings.play",
            "phases": "expansions.new_buildings.play",
            "why_not": "expansions.new_buildings",
            "privilege": "expansions.new_buildings",
            "settler_finish": "expansions.new_buildings",
            "builder_discount": "expansions.new_buildings",
            "builder_terms": "expansions.new_buildings",
            "produced": "expansions.new_buildings",
            "mayor_privilege": "expansions.new_buildings",
            "trader_more": "expansions.new_buildings",
            "trader_has_choice": "expansions.new_buildings",
            "captain_start": "expansions.new_buildings.captain",
            "captain_question": "expansions.new_buildings.captain",
            "captain_more": "expansions.new_buildings.captain",
            "captain_has_choice": "expansions.new_buildings.captain",
            "captain_skipped": "expansions.new_buildings.captain",
            "captain_loaded": "expansions.new_buildings.captain",
            "keeps_all": "expansions.new_buildings.captain",
            "setup": "expansions.new_buildings.draft",
            "totals": "expansions.new_buildings.checks",
        },
    ),
    (
        "nobles",
        {
            "settler_finish": "expansions.nobles",
            "mayor_deal": "expansions.nobles.mayor",
            "mayor_lifted": "expansions.nobles.mayor",
            "mayor_forced": "expansions.nobles.mayor",
            "mayor_refill": "expansions.nobles",
            "phases": "expansions.nobles",
            "builder_terms": "expansions.nobles",
            "builder_discount": "expansions.nobles",
            "trader_menu": "expansions.nobles",
            "trader_has_choice": "expansions.nobles",
            "captain_menu": "expansions.nobles",
            "captain_has_choice": "expansions.nobles",
            "totals": "expansions.nobles.checks",
            "expected": "expansions.nobles.checks",
            "check": "expansions.nobles.checks",
            "sheet_row": "expansions.nobles",
            "setup": "expansions.nobles",
            "captain_start": "expansions.nobles",
            "why_not_before": "expansions.nobles",
            "produced_first": "expansions.nobles",
            "settler_question": "expansions.nobles.play",
            "act_first": "expansions.nobles.play",
            # expansion 1's points, where its buildings and decisions meet
            # the nobles
            "architect_offs": "expansions.nobles",
            "architect": "expansions.nobles",
            "both_at": "expansions.nobles",
            "leaves": "expansions.nobles",
            "nobles_at": "expansions.nobles",
            "put_nobles": "expansions.nobles",
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


# The layers' modules of one role's phase, with its phases: apply lets them
# go on MicroPython once it is over (2-4 KB of the live heap at the other
# roles' picks, an all-four game's high-water); their next use loads them.
# They fill none of the points whose functions the rules hold (_play), so
# the rules stay (built again after each, they cost the next action's
# heap: an all-four game's high-water was such a captain's pick).
PHASE_MODULES = (
    (("mayor",), "expansions.nobles.mayor"),
    (("captain", "storage"), "expansions.new_buildings.captain"),
)
# The layers' play modules, let go when a game ends (apply: on MicroPython
# the scorer gets their room; a later use loads one again).
PLAY = (
    "expansions.smuggler",
    "expansions.festival",
    "expansions.nobles.mayor",
    "expansions.new_buildings.play",
    "expansions.nobles.play",
)


def switch_on(state, expansions, how):
    # A new game's layers: ``expansions`` (its header's names) checked and
    # set up by layered.switch_on, loaded for it and let go once the board
    # is set (a device's heap; expansion 1's draft after its last pick:
    # new_buildings.draft_act).
    load("layered").switch_on(state, expansions, how)
    drop("layered")
    drop("expansions.festival.setup")
    if state["phase"] != "draft":
        drop("expansions.new_buildings.draft")


def drop(name, rules=True):
    # (hooks.load's counterpart: only a game with layers lets modules go)
    # Let module ``name`` go (MicroPython only: its heap is short, CPython
    # would compile it again): the next collection frees it, the next
    # load() imports it again. ``rules``: the rules built may hold its
    # functions (forgotten, built again on the next action); False for a
    # module that fills none of their points (PHASE_MODULES).
    if sys.implementation.name != "micropython":
        return
    hooks.LOADED.pop(name, None)
    if rules:
        hooks.RULES.clear()  # the rules hold its functions, and the last state's
        forget()
    package = hooks._PACKAGE
    sys.modules.pop(package + "." + name, None)
    i = name.rfind(".")  # (a folder's module: "expansions.festival")
    parent = package + "." + name[:i] if i >= 0 else package
    try:
        delattr(sys.modules[parent], name[i + 1 :])  # set by the import
    except (AttributeError, KeyError):  # (MicroPython: KeyError) never loaded
        pass


def forget():
    # The last state's rules forgotten (a layer's key added: its set-up;
    # the next call looks its keys up again). Its functions let go too: a
    # dropped module's globals would stay alive through them (heap).
    hooks.LAST = hooks.RULE = hooks.TABLE = hooks.POINTS = None
    hooks.FOUND = hooks.NOWHERE


# ---- a game's rules, built once (rules) -------------------------------------
#
# The layers a game has switched on are the state keys of LAYERS it holds
# (each layer's set-up puts its key in the state). That combination gives
# one rules object, built on its first use and kept for every game of
# that combination (OpenSpiel's Game beside its States: a state holds
# plain data only, records and copies rely on it):
#   "keys": the layers' keys, in the order of LAYERS, and "rules_v2" for
#     a version 2 record's game (its festival has no calm kind: _play);
#   "points": each extension point called so far -> the tuple of the
#     functions that fill it in this combination, in the layers' order;
#   "interrupts": ((state key, sub key, kind, legal, act), ...): a layer's
#     decision that comes before any other while state[key] holds sub,
#     asked of the seat state[key][sub][0] (the festival's reward
#     colonists);
#   "table": decision kind -> (legal(state), act(state, action)), every
#     kind of the combination: the engine calls the last state's straight
#     (hooks.LAST). Built from the base game's phases (engine.PHASES)
#     with each layer's own decisions (the point phase), or a layer's
#     dispatch (expansion 1's: the point dispatch, each kind's pair); over
#     them the decisions a layer plays whole (the point phases, each
#     layer's over the ones before it: the Mayor phase with the nobles);
#     behind the interruptions, with the point acted after each action
#     (_walk), when the combination has them (the festival).


def rules(state, play=True):
    # The rules of ``state``'s game, remembered as the last state's
    # (hooks.LAST). ``play``: with the engine's part (not for a point
    # called after the game's end: no play module loaded again). Once the
    # game is over, the engine's part is none (its play modules are let
    # go: a device does not load them again to say nobody has a choice).
    if play and state["phase"] == "over":
        return {"interrupts": (), "table": {"over": load("engine").PHASES["over"]}}
    keys = []
    names = state["expansions"]
    for key in KEYS:
        if key in state or key in names:  # (layer_keys)
            keys.append(key)
    if "rules_v2" in state:
        keys.append("rules_v2")
    keys = tuple(keys)
    r = hooks.RULES.get(keys)
    if r is None:
        r = hooks.RULES[keys] = {"keys": keys, "points": {}}
    if not play:
        return r
    if "table" not in r:
        _play(r)
    hooks.LAST = state["expansions"]
    hooks.RULE = r
    hooks.TABLE = r["table"]
    hooks.POINTS = r["points"]
    hooks.FOUND = hooks.LAST if KEEP else hooks.NOWHERE  # (a device finds each point at its call)
    return r


# The base game's decision kinds the engine never looks up in a table:
# no phase is one of them at a decision (the privilege is the Mayor
# phase's first question, the Prospector's phase ends at once; the game's
# end has its own pair).
UNASKED = ("privilege", "prospector", "over")


def kinds(r):
    # Every decision kind of the rules ``r``: the base game's phases and
    # each layer's own decisions (its module's DECISIONS: the point phase,
    # and a dispatch's own, expansion 1's draft).
    out = list(load("engine").PHASES)
    for name in ("phase", "dispatch"):
        at = AT.get(name, ())
        for i in range(0, len(at), 2):
            if at[i] in r["keys"]:
                for kind in load(at[i + 1]).DECISIONS:
                    if kind not in out:
                        out.append(kind)
    return out


def _play(r):
    # The engine's part of the rules ``r``: its table, decision kind ->
    # (legal(state), act(state, action)), built from the points interrupt,
    # calm, dispatch, acted, quiet, phase and phases.
    inter = []
    calm = ()  # the decisions no interruption comes before (its layer's; none in a version 2 record's)
    at = AT.get("interrupt", ())
    for i in range(0, len(at), 2):
        if at[i] in r["keys"]:
            m = load(at[i + 1])
            sub, kind = m.interrupt
            legal, act = m.phase(kind)
            calm = () if inter or "rules_v2" in r["keys"] else getattr(_filler(at[i], "calm"), "calm", ())
            inter.append((at[i], sub, kind, legal, act))
    r["interrupts"] = inter = tuple(inter)
    acted = fns(r, "acted")
    fs = fns(r, "dispatch")
    r["after"] = acted
    whole = {}  # the decisions a layer plays whole (the point phases)
    at = AT.get("phases", ())
    for i in range(0, len(at), 2):
        if at[i] in r["keys"]:
            whole.update(load(at[i + 1]).phases)
    table = {}
    if fs:  # a layer's dispatch (expansion 1's): every other decision through it
        base = load("engine").PHASES
        unasked = UNASKED + tuple(x[2] for x in inter)  # (an interruption's: never a phase)
        for kind in kinds(r):
            phase = base.get(kind)
            for f in fns(r, "phase") if phase is None else ():
                phase = phase or f(kind)  # (another layer's own decision)
            if kind in whole or kind in unasked:
                table[kind] = phase  # (a device's heap: no pair of the dispatch)
            else:
                table[kind] = fs[0](kind, phase, r)
    else:  # the base game's phases: each kind's functions, found once
        load("layered").table(r, table)
    table.update(whole)
    if inter or acted:  # each decision behind the interruptions, acted after it
        r["phases"] = dict(table)
        for kind in table:
            fs = _acted(r, kind)
            if not fs and kind in calm:
                continue  # nothing comes before or after it: its phase straight
            if KEEP:
                walk = _walk_one if len(inter) == 1 and len(fs) < 2 else _walk
                table[kind] = walk(kind, table[kind], inter, fs)
            else:
                table[kind] = _WALK
    table["over"] = load("engine").PHASES["over"]  # (no layer's: its play modules are let go)
    r["table"] = table
    if KEEP:  # every point found once (hooks.POINTS: its kinds look them up)
        for name in AT:
            fns(r, name)


def _acted(r, kind):
    # The functions of the point acted called after a decision ``kind`` in
    # the rules ``r``: each layer's, unless the kind is one of its quiet
    # ones (the point quiet: nothing for it to do after them). (A device
    # calls them after every decision it walks, _WALK: no table of them.)
    fs = ()
    at = AT.get("acted", ())
    for i in range(0, len(at), 2):
        if at[i] in r["keys"]:
            quiet = _filler(at[i], "quiet")
            if quiet is None or kind not in quiet.quiet:
                fs = fs + (load(at[i + 1]).acted,)
    return fs


def _filler(key, name):
    # The module of layer ``key`` that fills point ``name``, or None.
    at = AT.get(name, ())
    for i in range(0, len(at), 2):
        if at[i] == key:
            return load(at[i + 1])
    return None


# ---- the engine's table, in a game with layers ------------------------------
#
# engine.py calls hooks.TABLE[kind]'s pair (then after(state)): a phase's
# own when nothing comes before or after it, else one of the closures
# below, made once per combination and kind.


def _walk(kind, ph, inter, acted):
    # The phase ``ph`` of ``kind`` behind the interruptions ``inter``, the
    # point acted called after its action with the seat that acted.
    legal, act = ph
    draw = kind == "draw"

    def walk_legal(state):
        for key, sub, _kind, f, _act in inter:
            if sub in state[key]:
                return f(state)
        return legal(state)

    def walk_act(state, action):
        for key, sub, _kind, _legal, f in inter:
            if sub in state[key]:
                f(state, action)
                return
        p = state["draw"]["player"] if draw else state["turn"]
        act(state, action)
        for f in acted:
            f(state, kind, p)

    return walk_legal, walk_act


def _walk_one(kind, ph, inter, acted):
    # _walk for one interruption and at most one call after an action (the
    # festival's): the same, without the loops.
    legal, act = ph
    draw = kind == "draw"
    key, sub, _kind, ilegal, iact = inter[0]

    def walk_legal(state):
        if sub in state[key]:
            return ilegal(state)
        return legal(state)

    if not acted:  # (a quiet decision)

        def quiet_act(state, action):
            if sub in state[key]:
                iact(state, action)
            else:
                act(state, action)

        return walk_legal, quiet_act
    acted = acted[0]

    def walk_act(state, action):
        if sub in state[key]:
            iact(state, action)
            return
        p = state["draw"]["player"] if draw else state["turn"]
        act(state, action)
        acted(state, kind, p)

    return walk_legal, walk_act


# A device's pair behind the interruptions, one for every kind (closures
# would cost 3 KB of its heap): the kind found again, the rules hooks.RULE.


def _walk_legal(state):
    r = hooks.RULE
    for key, sub, _kind, f, _act in r["interrupts"]:
        if sub in state[key]:
            return f(state)
    return r["phases"]["draw" if state["draw"] is not None else state["phase"]][0](state)


def _walk_act(state, action):
    r = hooks.RULE
    for key, sub, _kind, _legal, f in r["interrupts"]:
        if sub in state[key]:
            f(state, action)
            return
    kind = "draw" if state["draw"] is not None else state["phase"]
    p = state["draw"]["player"] if kind == "draw" else state["turn"]
    acted = r["after"]  # (before the action: a module it lets go forgets the rules)
    r["phases"][kind][1](state, action)
    for f in acted:
        f(state, kind, p)


_WALK = (_walk_legal, _walk_act)


def legal_actions(state, kind):
    # engine.legal_actions in a game with layers, for a state whose rules
    # are not the last state's (then they are). (Here, not in the engine:
    # a base game's heap holds none of it.)
    return rules(state)["table"][kind][0](state)


def apply(state, kind, action):
    # engine.apply in a game with layers (the same), then after(state).
    rules(state)["table"][kind][1](state, action)
    if not KEEP or state["phase"] == "over":
        after(state)


def after(state):
    # After an action (apply): on a device a role's own module let
    # go once its phase is over (PHASE_MODULES: its heap). At the game's
    # end the play modules (18 KB with all four) give the scorer their
    # room on MicroPython, as the draft is dropped; a later use (a screen)
    # loads one again. (One function, not two: each costs a device's heap.)
    phase = state["phase"]
    if not KEEP:
        for phases, name in PHASE_MODULES:
            if phase not in phases and name in hooks.LOADED:
                drop(name, False)
    if phase == "over":
        hooks.each(state, "game_over", state)


# ---- points every game with layers fills (LAYERS' "expansions") ----------


def game_over(state):
    # The play modules let go (a device: the scorer gets their room),
    # before the later layers' calls.
    for name in PLAY:
        drop(name)


def why_not(state, action):
    # Another layer's reasons before the next layers' (the nobles' steps).
    return hooks.first(state, "why_not_before", state, action)


def produced(state, p, player, made):
    # Another layer's buildings first (the chapel, the tailor shop), before
    # the next layers' (expansion 1's aqueduct and specialty factory).
    hooks.each(state, "produced_first", state, p, player)


# The builder's rows (data.BUILDINGS rows) of a game's board: those whose
# building its supply holds, in board order (the point builder_terms: the
# builder reads no row of a building the game lacks, 14 of 45 with all
# four). Made once for the last board seen: its supply (a copy's is
# another) and the supply's size (keys are added only while a board is
# set up: expansion 1's draft).
BOARD = [None, 0, ()]


def rows(state):
    supply = state["buildings"]
    last = BOARD
    if supply is last[0] and len(supply) == last[1]:
        return last[2]
    out = []
    for r in data.ROWS:  # (a loop: a comprehension is a function on a device's heap)
        if r[0] in supply:
            out.append(r)
    last[0] = supply
    last[1] = len(supply)
    last[2] = out = tuple(out)
    return out


def interrupted(state):
    # (kind, seat) of the interruption asked now, or None
    # (engine.decision, engine.current_player).
    if state["phase"] == "over":
        return None  # (its play modules are let go)
    r = hooks.RULE if state["expansions"] is hooks.LAST else rules(state)
    for key, sub, kind, _legal, _act in r["interrupts"]:
        x = state[key].get(sub)
        if x is not None:
            return kind, x[0]
    return None


def fns(r, name):
    # The tuple of the functions that fill point ``name`` in the rules
    # ``r``, found once (a device finds them at each call: the table of
    # some 40 points would cost a kilobyte of its heap). No list, no range:
    # a device allocates nothing for a point none of its layers fills, one
    # tuple for one function (an action's garbage, its high-water).
    points = r["points"]
    fs = points.get(name)
    if fs is None:
        fs = ()
        at = AT.get(name, ())
        keys = r["keys"]
        i = 0
        while i < len(at):
            if at[i] in keys:
                f = getattr(load(at[i + 1]), name)
                fs = fs + (f,) if fs else (f,)
            i += 2
        if KEEP:
            points[name] = fs
    return fs


def point(state, name):
    # hooks.point, when the point is not found yet (the rules of another
    # state, a point not called yet).
    r = hooks.RULE if state["expansions"] is hooks.LAST else rules(state, False)
    fs = r["points"].get(name)
    return fns(r, name) if fs is None else fs


def index(layers):
    # point -> (state key, module, state key, module, ...) in the layers'
    # order (flat: a pair's own tuple would cost a device 1 KB of heap)
    at = {}
    for key, points in layers:
        for point in points:
            at[point] = at.get(point, ()) + (key, points[point])
    return at


AT = index(LAYERS)
KEYS = tuple(key for key, _points in LAYERS)  # their keys, in order
KEEP = sys.implementation.name != "micropython"  # each point's functions kept (fns)
if not KEEP:
    LAYERS = index = None  # a device keeps the index only (heap)
