# Expansion 1 in the engine: the menus and actions it adds or changes, by
# decision kind (dispatch: each kind's legal and act, which the rules'
# table holds for engine.legal_actions and engine.apply in a game that
# has the expansion), on top of the base game's phases.
#
# The effects themselves are in new_buildings/__init__.py, which imports no role (the
# roles' hooks import it); this module joins both, and only the engine
# imports it, lazily, so a base game never loads either.

from ... import data
from .. import new_buildings as nb
from ... import engine
from ...flow import one_pass_done
from ... import hooks
from ...roles import settler, builder, craftsman, trader, captain
from ...state import (
    occupied,
    event,
    award_vp,
    next_seat,
    take_colonist,
    colonist_available,
    city_spaces,
    draw_tile,
    add_tile,
)


# ---- menus -------------------------------------------------------------------


def builder_legal(state):
    # The build menu: an occupied university for any building (the
    # statue's colonist goes to San Juan, EX-09); a price above the
    # doubloons, paid with all of them and the black market's items:
    # ["build", b, "pay"], then the items one at a time (pay_menu), so a
    # seat scrolls a line per building, not one per way to pay (hundreds in
    # a late game, and the heap's high-water on a device).
    pd = state["phase_data"]
    if "paying" in pd:
        return nb.pay_menu(state, pd["paying"])
    p = state["turn"]
    player = state["players"][p]
    if city_spaces(player) >= data.CITY_SPACES:
        return []
    uni = occupied(player, "university") and colonist_available(state)
    money = player["doubloons"]
    acts = []
    reach = [None, None]  # the black market's, without and with the university
    for b, cost, _rule in builder.refusals(state, p, True):
        if cost <= money:  # (most rows: paid in doubloons)
            acts.append(["build", b])
            if uni:
                acts.append(["build", b, "university"])
            continue
        for t in (0, 1) if uni else (0,):
            if reach[t] is None:
                reach[t] = nb.black_market_reach(state, p, player, t == 1)
            if reach[t] >= cost - money:
                acts.append(["build", b, "university", "pay"] if t else ["build", b, "pay"])
    acts.append(["pass"])
    return acts


def _storage(state):
    player = state["players"][state["turn"]]
    if occupied(player, "storehouse"):
        return hooks.load("expansions.new_buildings.captain").storehouse_legal(state, player)
    return captain.storage_legal(state)


# The menus this expansion changes (the others are the base game's; the
# trader's and the captain's ask nb themselves, their phases need them).
LEGAL = {
    "draft": nb.draft_legal,
    "settler": nb.settler_menu,
    "builder": builder_legal,
    "storage": _storage,
}


# ---- actions -----------------------------------------------------------------


def build(state, action):
    # The black market's items turned into the doubloons they stand for,
    # the statue's university colonist to San Juan; then the base game's
    # build (``action`` cut to its ["build", b] or ["build", b, "university"])
    # and the church's VP.
    p = state["turn"]
    player = state["players"][p]
    b = action[1]
    cost = None
    if "pay" in action:
        cost = builder.price(state, p, b)
        nb.black_market_pay(state, p, action[action.index("pay") + 1 :])
        player["doubloons"] = cost  # all of them, and the items the rest
        action = action[: action.index("pay")]
    if b == "statue" and len(action) == 3:
        # it holds nobody: the university's colonist waits in San Juan
        event(state, "statue_colonist", p, take_colonist(state))
        player["san_juan"] += 1
        action = action[:2]
    church = occupied(player, "church") and b != "church"
    builder.act(state, action, cost)  # the price as offered (A26)
    if church:
        vp = nb.CHURCH_VP[data.BUILDINGS[b][data.COLUMN]]
        if vp:
            award_vp(state, p, vp, [["church", vp]])
            event(state, "church", p, vp)


def _build(state, action):
    pd = state["phase_data"]
    if action[0] == "build" and action[-1] == "pay":
        # the black market's items are chosen next, one at a time
        p = state["turn"]
        short = builder.price(state, p, action[1]) - state["players"][p]["doubloons"]
        pd["paying"] = [action[1], 1 if action[2] == "university" else 0, short, []]
        return True
    if action[0] == "build":
        build(state, action)
        return True
    if action[0] == "pay":
        paying = pd["paying"]
        paying[3].append(action[1])
        if len(paying[3]) == paying[2]:
            del pd["paying"]
            b, uni, _short, items = paying
            build(state, ["build", b] + (["university"] if uni else []) + ["pay"] + items)
        return True
    return False


def _settle(state, action):
    what = action[0]
    p = state["turn"]
    player = state["players"][p]
    pd = state["phase_data"]
    if what == "forest":
        nb.forest(state, p, player, action)
        pd["hacienda"] = False
        one_pass_done(state, settler.has_choice, settler.finish)
        return True
    if what == "hacienda" and state["tiles"] == "shuffle" and occupied(player, "forest_house"):
        pd["hacienda"] = True
        nb.hacienda_drawn(state, p, draw_tile(state))
        return True
    if what == "drawn_tile":
        g = pd.pop("drawn")
        if action[1] == "forest":
            player["forests"] += 1
            event(state, "tile", p, ["forest", 0])
        else:
            add_tile(player, g)
        settler.after_hacienda(state)
        return True
    return False


def _drawn(state, action):
    # A physical hacienda tile reported: with the forest house it waits
    # for the plantation-or-forest choice (the base game places it).
    d = state["draw"]
    if d["why"] != "hacienda" or not occupied(state["players"][d["player"]], "forest_house"):
        return False
    if not state["stock"]:
        state["stock"] = state["discard"]
        state["discard"] = []
    state["stock"].remove(action[1])
    state["draw"] = None
    nb.hacienda_drawn(state, d["player"], action[1])
    return True


def _trade(state, action):
    if len(action) == 3:
        nb.trading_post_sell(state, state["turn"], action[1])
        one_pass_done(state, trader.has_choice, trader.finish)
        return True
    return False


def _ship(state, action):
    if action[0] in ("small_wharf", "return", "ship"):
        p = state["turn"]
        barrels = hooks.load("expansions.new_buildings.captain").small_wharf(
            state, p, state["players"][p], action
        )
        if barrels is not None:
            captain.score_loading(state, p, barrels)
            state["turn"] = next_seat(state, p)
            captain.seek_loader(state)
        return True
    return False


def _store(state, action):
    p = state["turn"]
    done = hooks.load("expansions.new_buildings.captain").storehouse_act(
        state, p, state["players"][p], action
    )
    if done is None:
        return False  # not a storehouse owner: the base game's storage
    if done:
        captain.next_storer(state)
        captain.seek_storer(state)
    return True


def _craft(state, action):
    p = state["turn"]
    pd = state["phase_data"]
    if action[0] != "bonus" or "second" in pd or nb.privilege(state, p) != 2:
        return False
    # the library: a second extra barrel, same kind or not (A12)
    pd["second"] = True
    g = action[1]
    state["goods"][g] -= 1
    state["players"][p]["goods"][g] += 1
    event(state, "bonus", p, g)
    if not craftsman.legal(state):
        craftsman.finish(state)
    return True


def _draft(state, action):
    nb.draft_act(state, action)
    return True


# The actions this expansion adds, by decision kind: True when handled
# (the others go to the base game's phase).
ACT = {
    "draft": _draft,
    "builder": _build,
    "settler": _settle,
    "draw": _drawn,
    "trader": _trade,
    "captain": _ship,
    "storage": _store,
    "craftsman": _craft,
}


# The decisions of its own this dispatch plays (its draft): with the base
# game's and the other layers' (the point phase), the kinds the rules'
# table holds (layers.kinds).
DECISIONS = nb.DECISIONS

# The decisions this expansion leaves to the base game whole (no guests
# in the Mayor phase, no action of its own): the engine calls their phase
# straight (hooks.py, the point phases; another layer may replace them).
phases = {"mayor": engine.PHASES["mayor"]}


# The decisions where another layer has actions of its own (the point
# act_first: the nobles' land office, land registry and export office).
FIRST_KINDS = ("settler", "trader", "draw", "captain")


def dispatch(kind, phase, rules):
    # (legal, act) of decision ``kind`` in a game with the expansion (the
    # rules' table, layers._play: made once per combination and kind),
    # over ``phase``, the (legal, act) of the base game's phase or of
    # another layer's own decision (the point phase; None for the draft):
    # its own menus and actions, another layer's first (the point
    # act_first), the guests at any decision of their owner but NO_GUESTS.
    # (What the seat that acted has reached: the point acted, the rules'.)
    # Another layer's points asked only when one of the ``rules``' layers
    # fills them (the nobles': a game without them calls none).
    legal = LEGAL.get(kind) or phase[0]
    own = ACT.get(kind)
    base = phase[1] if phase is not None else None
    guests = kind not in nb.NO_GUESTS
    filled = hooks.load("layers").fns
    settler = kind == "settler" and filled(rules, "settler_question") != ()
    first = kind in FIRST_KINDS and filled(rules, "act_first") != ()

    def menu(state):
        if settler:
            acts = hooks.first(state, "settler_question", state, kind)  # (the land office's)
            if acts is not None:
                # D8: guests move at any of their owner's decisions outside the
                # Mayor phase, this one too (version 2 records: not at it)
                if "rules_v2" not in state and state["players"][state["turn"]]["city"].get("guest_house"):
                    return nb.with_guests(state, kind, acts)
                return acts
        acts = legal(state)
        if guests:
            p = state["turn"]
            if acts and p is not None and state["players"][p]["city"].get("guest_house"):
                return nb.with_guests(state, kind, acts)
        return acts

    def act(state, action):
        if kind == "captain" and action[0] != "guest" and "union_hall" in state["phase_data"]:
            # the union hall scores before its owner ships (A14)
            hooks.load("expansions.new_buildings.captain").captain_skipped(state, state["turn"])
        if first and hooks.ask(state, "act_first", state, kind, action):
            return  # another layer's action
        if action[0] == "guest":
            nb.guest_act(state, action)
            if state["phase"] == "storage":
                captain.seek_storer(state)  # a storehouse may now keep all
        elif own is None or not own(state, action):
            base(state, action)

    return menu, act
