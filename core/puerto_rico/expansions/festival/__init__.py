# Expansion 4, the festival: three goals set up from the game's generator,
# each rewarding the first player to reach it (shared/rules/
# puerto-rico-expansions.md 5, rulings A3, A17).
#
# A layer on the base game (hooks.LAYERS names the points it fills, at the
# end of this module): loaded only in a game whose header names "festival",
# so a base game pays nothing. state["festival"] holds the goals on the festival board:
#   plantation: the kind of the tile on the board (None once reached)
#   goods: the barrels on the board, in GOODS order (None once reached)
#   building: the building on the board (None before the draft ends and
#     once reached)
#   reached: [[goal, seat], ...] in the order they were reached
#   placing: [seat, colonists] while a reward's colonists wait to be placed
#   resume: True while they wait in the middle of a pass (A27): the pass
#     goes on once they are placed (engine.apply)
#   before: [[barrels of each GOODS kind] per seat] during a Craftsman phase
# [suggested] choices of ours are marked so.
# (Comments, not docstrings: less heap on MicroPython.)

from ... import data
from .... import rng
from ...flow import one_pass_done
from ...hooks import load
from ...state import event, award_vp, n_players

GOALS = ("plantation", "goods", "building")
BARRELS_PER_KIND = 3  # barrels of each kind mixed for the goods goal
GOAL_BARRELS = 3  # barrels drawn onto the board
COLONISTS = 3  # plantations reward
DOUBLOONS = 3  # goods reward
VP = 3  # building reward
PLANTATIONS = 3  # plantations of the shown kind to own
COLUMN = 3  # the building goal's column (3-VP buildings)

# Events of this expansion (the base game's are state.EVENT_KINDS):
#   festival_goal [goal, what, from]: a goal set up on the festival board,
#     what = a plantation kind, [barrels], or a building; from = "stock"
#     (the plantation piles), "supply" (barrels, a building from the board)
#     or "box" (2 players: a building copy not used in the game)
#   festival_reward [goal, what]: seat reached the goal; what = colonists
#     taken from the supply, doubloons taken, or the building (its VP chips
#     come as a secret "vp_chips" event)
#   festival_colonist [where, n]: n reward colonists to San Juan or onto a
#     free circle of an island tile of that kind
#   festival_return [goal, what, to]: the goal's pieces leave the board,
#     to = "stock", "supply" or "box"
EVENT_KINDS = ("festival_goal", "festival_reward", "festival_colonist", "festival_return")
# Decision kinds beyond engine.DECISIONS: placing the reward's colonists.
DECISIONS = ("festival",)


# ---- setup -------------------------------------------------------------------


def candidates(state):
    # Column-3 buildings of this game's board (drafted ones only, with the
    # draft), board order. Redraw rule (A17, [suggested] reading): a
    # production building making the plantation goal's kind is put back
    # and another drawn, so it is never the result: left out here, which
    # gives every other building the same chance as redrawing would.
    out = []
    g = state["festival"]["plantation"]
    for b in data.BUILDING_ORDER:
        spec = data.BUILDINGS[b]
        if (
            b in state["buildings"]
            and spec[data.COLUMN] == COLUMN
            and not (spec[data.GOOD] and spec[data.GOOD] == g)
        ):
            out.append(b)
    return out


def draw_building(state):
    # 3-5 players: one copy leaves the board's supply for the festival
    # board. 2 players: a copy the game does not use, from the box, so no
    # board slot stays empty.
    cands = candidates(state)
    if not cands:
        return
    s, i = rng.below(state["rng"], len(cands))
    state["rng"] = s
    b = cands[i]
    state["festival"]["building"] = b
    if n_players(state) == 2:
        where = "box"
    else:
        state["buildings"][b] -= 1
        where = "supply"
    event(state, "festival_goal", None, ["building", b, where])


def draft_done(state):
    # With expansion 1's draft: the building is drawn once the board is full.
    draw_building(state)


# ---- reaching the goals ------------------------------------------------------


def _reached(state, goal, p):
    f = state["festival"]
    f["reached"].append([goal, p])
    what = f[goal]
    f[goal] = None
    return what


def check(state, p):
    # After every action of seat ``p``: plantations and building. Only the
    # seat that acts gains a tile or a building in an action (nothing is
    # gained unasked), so only his island and city can have reached a goal
    # (invariants.check verifies that no seat holds an unreached goal).
    f = state["festival"]
    g = f["plantation"]
    if g is not None:
        t = state["players"][p]["island"].get(g)
        if t is not None and t[0] >= PLANTATIONS:
            _plantations(state, p)
    b = f["building"]
    if b is not None and b in state["players"][p]["city"]:
        _building(state, p)


def turn_done(state):
    # A27 [ruling]: «Dès qu'un objectif est atteint», «immédiatement»: the
    # seat that has just acted (settler, builder, land registry) gets his
    # reward before any automatic step of the action (next players, end of
    # phase, new face-up row, end of round). True when the reward's
    # colonists wait to be placed: the engine resumes the pass after them
    # (f["resume"]). Records of version 2 got it after those steps.
    if "rules_v2" in state:
        return False
    f = state["festival"]
    if f["plantation"] is None and f["building"] is None:
        return False
    check(state, state["turn"])
    if "placing" in f:
        f["resume"] = True
        return True
    return False


def _plantations(state, p):
    g = _reached(state, "plantation", p)
    n = state["colonists"] if state["colonists"] < COLONISTS else COLONISTS
    state["colonists"] -= n
    event(state, "festival_reward", p, ["plantation", n])
    # the tile goes back into the piles at a random place
    stock = state["stock"]
    s, i = rng.below(state["rng"], len(stock) + 1)
    state["rng"] = s
    stock.insert(i, g)
    event(state, "festival_return", None, ["plantation", g, "stock"])
    if n:
        state["festival"]["placing"] = [p, n]
        _settle_rest(state)


def _building(state, p):
    b = _reached(state, "building", p)
    event(state, "festival_reward", p, ["building", b])
    award_vp(state, p, VP, [["festival", VP]])  # A3: the last chip ends the game
    if n_players(state) == 2:
        where = "box"  # 2 players: out of the game
    else:
        state["buildings"][b] += 1
        where = "supply"
    event(state, "festival_return", None, ["building", b, where])


# ---- goods: one Craftsman phase ----------------------------------------------


def craftsman_start(state):
    # The barrels each player has before anybody produces.
    if state["festival"]["goods"] is None:
        return
    before = state["festival"]["before"] = []  # (loops: a comprehension is a function on a device's heap)
    for p in state["players"]:
        row = []
        for g in data.GOODS:
            row.append(p["goods"][g])
        before.append(row)


def craftsman_done(state):
    # A17 [suggested]: every shown barrel produced in this one Craftsman
    # phase, duplicates counted, the craftsman's privilege barrel (and the
    # aqueduct's, the library's) included: what a player holds more than
    # before the phase (nothing leaves a player during it). [suggested]
    # Ties: players produce in turn order from the craftsman, so the first
    # of them in that order who meets the goal wins it.
    f = state["festival"]
    before = f.pop("before", None)
    if before is None or f["goods"] is None:
        return
    n = n_players(state)
    want = _wanted(f["goods"])
    for i in range(n):
        p = (state["picker"] + i) % n
        if _made_all(state["players"][p], before[p], want):
            goods = _reached(state, "goods", p)
            state["players"][p]["doubloons"] += DOUBLOONS
            event(state, "festival_reward", p, ["goods", DOUBLOONS])
            for g in goods:
                state["goods"][g] += 1
            event(state, "festival_return", None, ["goods", goods, "supply"])
            return


def _wanted(goods):
    # ((index in GOODS, kind, barrels), ...) of the kinds the goal shows
    out = []
    for j in range(len(data.GOODS)):
        g = data.GOODS[j]
        want = 0
        for x in goods:
            if x == g:
                want += 1
        if want:
            out.append((j, g, want))
    return out


def _made_all(player, before, want):
    # ``want``: _wanted(the goal's barrels), counted once for every seat
    for j, g, k in want:
        if player["goods"][g] - before[j] < k:
            return False
    return True


# ---- placing the reward's colonists -----------------------------------------


def _free_circles(player):
    # island kinds with a free circle, menu order
    island = player["island"]
    out = []  # (a loop: a comprehension is a function on a device's heap)
    for k in data.GOODS + ("quarry",):
        if k in island and island[k][0] > island[k][1]:
            out.append(k)
    return out


def _settle_rest(state):
    # No choice left (no free circle): the rest go to San Juan at once.
    # Version 2 records: reached by the last move of the game, to San Juan
    # too (the reward came after the end); since A27 the game ends after.
    f = state["festival"]
    p, n = f["placing"]
    player = state["players"][p]
    if state["phase"] != "over" and _free_circles(player):
        return
    player["san_juan"] += n
    del f["placing"]
    event(state, "festival_colonist", p, ["san_juan", n])


def legal(state):
    # The placing menu: San Juan or a free circle on an island tile, one
    # colonist at a time ("keep it simple": the player's choice, each
    # colonist where he wants it).
    p = state["festival"]["placing"][0]
    acts = [["festival", "san_juan"]]
    for k in _free_circles(state["players"][p]):
        acts.append(["festival", k])
    return acts


def place(state, action):
    f = state["festival"]
    p = f["placing"][0]
    player = state["players"][p]
    where = action[1]
    if where == "san_juan":
        player["san_juan"] += 1
    else:
        player["island"][where][1] += 1
    f["placing"][1] -= 1
    event(state, "festival_colonist", p, [where, 1])
    if f["placing"][1] == 0:
        del f["placing"]
    else:
        _settle_rest(state)


def place_act(state, action):
    # engine.apply while reward colonists are placed: one placed, then the
    # goals checked (the placing seat's island may now reach one).
    f = state["festival"]
    p = f["placing"][0]
    place(state, action)
    if f["plantation"] is not None or f["building"] is not None:
        check(state, p)


def why_first(state, action):
    # (rule, message) for a refused action of this expansion, or None: in
    # refusals.py, loaded only when an action is refused (heap).
    from ...refusals import festival

    return festival(state, action)


# ---- the extension points (hooks.LAYERS) -------------------------------------
# The reward's colonists are placed before anything else: the decision,
# its seat, its menu and its actions.


# The reward's colonists interrupt any decision: while state["festival"]
# holds "placing", the decision "festival" of seat placing[0] (hooks.py).
interrupt = ("placing", "festival")


def _place_act(state, action):
    f = state["festival"]
    place_act(state, action)
    if "resume" in f and "placing" not in f:
        del f["resume"]  # A27: the pass the reward interrupted goes on
        m = load("engine").ROLE_MODULES[state["phase"]]
        one_pass_done(state, m.has_choice, m.finish)


_PHASE = (legal, _place_act)


def phase(kind):
    return _PHASE if kind == "festival" else None


# The decisions after which nobody has reached a goal (the point quiet:
# acted is not called after them): nobody gains a tile or a building in
# a role pick, a Mayor, Craftsman or Captain phase or a storage (the
# barrels' goal is the Craftsman phase's own, craftsman_done; the nobles'
# land registry buys a tile in the Trader phase, the land office in the
# Settler phase).
quiet = ("roles", "mayor", "craftsman", "captain", "storage")
# The decisions the reward's colonists never interrupt (the rules' table
# calls their phase straight): a phase entered by a role pick and played
# by quiet decisions only (no turn_done: not a pass of flow.py's) cannot
# have reached a goal since the last decision the engine asked. (Not in
# a version 2 record's game, layers.rules: there the pass's last seat
# gets his reward after its steps, which may start a role's phase, the
# smuggler's reserved one.)
calm = ("mayor", "craftsman", "captain", "storage")


def acted(state, kind, p):
    # After seat ``p``'s action: only he can have reached a goal (never
    # called after a quiet decision, the Mayor's: layers._acted).
    f = state["festival"]
    if f["plantation"] is not None or f["building"] is not None:
        check(state, p)
