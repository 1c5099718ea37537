# Expansion 3, the smuggler (shared/rules/puerto-rico-expansions.md 4,
# rulings A3 and A16): the Smuggler role card, the Wanted poster, the four
# actions (attack, plunder, poach, role change) and the reserved role.
#
# A layer on the base game (hooks.LAYERS names the points it fills, at the
# end of this module): loaded only by a game whose expansions name
# "smuggler", so a base game never imports it. [suggested] choices of ours are marked so.
#
# state["smuggler"]: {"wanted": seat holding the Wanted poster or None,
# "reserved": the role taken by "role change" this round, or None}. The
# reserver is always the poster's holder: whoever picks the Smuggler takes
# the poster, and the card is picked at most once a round.
#
# It imports neither the engine nor the roles (they load it: no import
# cycle): the engine's phases reach it through hooks.load when the reserved
# role is played.
#
# (Comments, not docstrings: see engine.py, heap.)

from ... import data
from ...flow import role_done
from ...hooks import load
from ...state import ISLAND_KINDS, event, award_vp

ROLE = "smuggler"
KEEP_BARRELS = 3  # attack: barrels kept of the emptied ship
KEEP_COLONISTS = 3  # poach: colonists kept of the removed ones
BOUNTY = 3  # doubloons from the bank when an opponent picks the reserved role

# Events of this expansion (the base game's are state.EVENT_KINDS):
#   wanted previous holder or None (the picker takes the Wanted poster);
#   attack [ship index, good, kept, to supply] (the ship emptied: kept
#   barrels to the smuggler, the rest to the supply);
#   plunder [goods] (trading house -> supply; the VP follow as "vp" /
#   "vp_chips" events, why "smuggler");
#   poach n (n colonists off the colonist ship, beside it);
#   poached circle (one of them onto a free circle of the smuggler's);
#   poach_supply n (the ones not kept -> supply);
#   role_change [role, doubloons] (the card in front of the smuggler, its
#   doubloons to him); bounty [role, 3] (an opponent picked the reserved
#   role: 3 doubloons from the bank to the smuggler);
#   reserved_role role (nobody picked it: the smuggler plays it now)
EVENT_KINDS = (
    "wanted",
    "attack",
    "plunder",
    "poach",
    "poached",
    "poach_supply",
    "role_change",
    "bounty",
    "reserved_role",
)
# Decision kinds beyond engine.DECISIONS.
DECISIONS = ("smuggler",)


def setup(state):
    # The card joins the roles at every player count (it never holds a
    # doubloon: round_end takes back the one end_round puts on it).
    state["roles"][ROLE] = 0
    state["smuggler"] = {"wanted": None, "reserved": None}


# ---- picking roles -----------------------------------------------------------


def roles_menu(state, acts):
    # ``acts``: the base game's role menu, changed in place. The poster's
    # holder may not pick the Smuggler; the smuggler does not pick the role
    # he reserved [suggested]: it lies in front of him and is played by him
    # at the end of the picks anyway (the rules only speak of opponents).
    sm = state["smuggler"]
    if sm["wanted"] == state["turn"]:
        mine = ["role", sm["reserved"]]
        if mine in acts:
            acts.remove(mine)
    elif ROLE in state["roles"]:
        acts.append(["role", ROLE])


def role_picked(state, p, role):
    # engine._roles_act, after the card is taken: the poster, the bounty.
    # True when the Smuggler was picked (its decision follows).
    sm = state["smuggler"]
    if role == ROLE:
        event(state, "wanted", p, sm["wanted"])
        sm["wanted"] = p
        state["phase"] = ROLE
        state["phase_data"] = {}
        state["turn"] = p
        return True
    if role == sm["reserved"]:
        # only an opponent can pick it (roles_menu)
        smuggler = sm["wanted"]
        state["players"][smuggler]["doubloons"] += BOUNTY
        event(state, "bounty", smuggler, [role, BOUNTY])
        sm["reserved"] = None
    return False


def play_reserved(state, roles):
    # flow.role_done, after the last pick: the reserved role nobody took is
    # played now with the smuggler as picker, privilege included (A16
    # [suggested]), and counts as picked (no doubloon on it at round end).
    # ``roles``: phase kind -> its module (engine.ROLE_MODULES). True when a phase
    # started (its own role_done ends the round).
    sm = state["smuggler"]
    role = sm["reserved"]
    if role is None:
        return False
    sm["reserved"] = None
    p = sm["wanted"]
    state["roles"].pop(role)
    state["picked"].append(role)
    event(state, "reserved_role", p, role)
    state["role"] = role
    state["picker"] = p
    state["turn"] = p
    kind = data.role_kind(role)
    state["phase"] = kind
    roles[kind].start(state)
    return True


def round_end(state):
    # flow.end_round put a doubloon on every unpicked card: none on this one.
    if ROLE in state["roles"]:
        state["roles"][ROLE] = 0


# ---- the Smuggler's decision -------------------------------------------------

# Which actions are offered [suggested]: the rules let the picker choose any
# of the four, so plunder of an empty trading house and poach of a ship
# holding one colonist per player or fewer are offered (they do nothing;
# a player may pick the Smuggler only to keep it from the others). An
# attack names a ship to empty: only ships holding barrels; keeping fewer
# than 3 is his choice ("up to 3"; fewer barrels can mean no forced
# loading). A ship holds one kind, so "which barrels" is "how many". Role
# change always has a card: the picks of a round are fewer than its roles.


def legal(state):
    pd = state["phase_data"]
    if "poach" in pd:
        return _poach_legal(state)
    acts = []
    ships = state["cargo_ships"]
    for i in range(len(ships)):
        c = ships[i][2]
        if c > 0:
            k = c if c < KEEP_BARRELS else KEEP_BARRELS
            while k >= 0:
                acts.append(["attack", i, k])
                k -= 1
    acts.append(["plunder"])
    acts.append(["poach"])
    for r in data.ROLES:
        if r in state["roles"]:
            acts.append(["role_change", r])
    return acts


def _poach_legal(state):
    # a free circle of his island or city (never San Juan), or ["pass"]:
    # the rest go to the supply
    player = state["players"][state["turn"]]
    acts = []
    island = player["island"]
    for k in ISLAND_KINDS:
        if k in island and island[k][0] > island[k][1]:
            acts.append(["place", k])
    city = player["city"]
    for b in data.BUILDING_ORDER:
        if b in city and city[b] < data.PEOPLE[b]:
            acts.append(["place", b])
    acts.append(["pass"])
    return acts


def act(state, action):
    # True when the Smuggler's phase is over (the engine calls role_done).
    what = action[0]
    p = state["turn"]
    player = state["players"][p]
    pd = state["phase_data"]
    if "poach" in pd:
        return _place(state, p, player, pd, action)
    if what == "attack":
        _attack(state, p, player, action[1], action[2])
    elif what == "plunder":
        _plunder(state, p)
    elif what == "poach":
        return _poach(state, p, player, pd)
    else:
        role = action[1]
        money = state["roles"][role]
        state["roles"][role] = 0
        player["doubloons"] += money
        state["smuggler"]["reserved"] = role
        event(state, "role_change", p, [role, money])
    return True


def _free(state):
    # a free circle of the player on turn ([pass] is always offered)
    return len(_poach_legal(state)) > 1


def _attack(state, p, player, i, kept):
    ship = state["cargo_ships"][i]
    g = ship[1]
    rest = ship[2] - kept
    player["goods"][g] += kept
    state["goods"][g] += rest
    ship[1] = None
    ship[2] = 0
    event(state, "attack", p, [i, g, kept, rest])


def _plunder(state, p):
    house = state["trading_house"]
    for g in house:
        state["goods"][g] += 1
    state["trading_house"] = []
    event(state, "plunder", p, list(house))
    # +1 VP a barrel; the last chip taken ends the game (A3 [ruling], award_vp)
    award_vp(state, p, len(house), [[ROLE, len(house)]])


def _poach(state, p, player, pd):
    n = len(state["players"])
    removed = state["colonist_ship"] - n
    if removed < 0:
        removed = 0
    state["colonist_ship"] -= removed
    # the removed colonists not kept go to the supply (A16 [suggested]);
    # they are counted there until placed: the totals hold while he
    # places them, and the rest need no other move
    state["colonists"] += removed
    event(state, "poach", p, removed)
    keep = removed if removed < KEEP_COLONISTS else KEEP_COLONISTS
    if keep and _free(state):
        pd["poach"] = keep
        pd["removed"] = removed
        return False
    if removed:
        event(state, "poach_supply", p, removed)
    return True


def _place(state, p, player, pd, action):
    if action[0] == "place":
        target = action[1]
        state["colonists"] -= 1
        if target in player["island"]:
            player["island"][target][1] += 1
        else:
            player["city"][target] += 1
        pd["poach"] -= 1
        pd["removed"] -= 1
        event(state, "poached", p, target)
        if pd["poach"] > 0 and _free(state):
            return False
    if pd["removed"]:
        event(state, "poach_supply", p, pd["removed"])
    return True


# ---- refusals ----------------------------------------------------------------


def why_not(state, action):
    # (rule, message) for a refused action of this expansion, or None: in
    # refusals.py, loaded only when an action is refused (heap).
    from ...refusals import smuggler

    return smuggler(state, action, KEEP_BARRELS)


# ---- the extension points (hooks.LAYERS) -------------------------------------


def picks_done(state):
    return play_reserved(state, load("engine").ROLE_MODULES)


def _act(state, action):
    if act(state, action):
        role_done(state)


_PHASE = (legal, _act)


def phase(kind):
    # The Smuggler's decision (DECISIONS lists it; a base game never asks it).
    return _PHASE if kind == ROLE else None
