# Expansion 1, new buildings: the draft's menu and picks (the set-up in
# draft.py) and the effects the roles ask for in a game with the
# expansion (its layer, layers.LAYERS' "new_buildings", is on when
# state["expansions"] names it).
#
# A layer on the base game, with captain.py (the Captain phase's
# buildings) and play.py (its menus and actions) beside it, so a base game
# never loads it: the expansion's tables and code live here, the base
# modules call the extension points. Rules:
# shared/rules/puerto-rico-expansions.md 2. [suggested] choices of ours are
# marked so in the comments.

from ... import data
from ... import hooks
from ...hooks import LOADED, load
from ...state import (
    ISLAND_KINDS,
    occupied,
    event,
    island_tiles,
    take_colonist,
)


# ---- tables ------------------------------------------------------------------

# The expansions the core plays, in the order a header lists them, and
# expansion 1's set-ups and draft slots: in data (draft.py and layered.py
# read them too, and import nothing of this module).
EXPANSIONS = data.EXPANSIONS
SETUPS = data.SETUPS
DRAFT_SLOTS = data.DRAFT_SLOTS
CHURCH_VP = (0, 0, 1, 1, 2)  # VP by the column of the building built
FOREST_DISCOUNT = 2  # forests per doubloon off (no column cap)

# Events of this expansion (the base game's are state.EVENT_KINDS):
#   draft building (a pick); forest good (a face-up plantation turned);
#   church vp; lighthouse n (doubloons); union_hall vp; aqueduct good;
#   specialty_factory n; small_wharf {good: n} (barrels returned);
#   trading_post [good, price]; black_market [colonist from, good, vp];
#   guest target (a guest moved from the guest house); statue_colonist
#   source (the university's colonist, from there to San Juan)
EVENT_KINDS = (
    "draft",
    "forest",
    "church",
    "lighthouse",
    "union_hall",
    "aqueduct",
    "specialty_factory",
    "small_wharf",
    "trading_post",
    "black_market",
    "guest",
    "statue_colonist",
)
# Decision kinds beyond engine.DECISIONS.
DECISIONS = ("draft",)


# ---- the draft (draft.py) ---------------------------------------------------
# draft.py holds it and the set-up, loaded for a game's set-up and dropped
# once the board is set (after the setup, layers.switch_on, or after the
# draft's last pick): a game in play does not hold that code on a device's
# heap.


# draft.py, imported on first use and held until dropped.
def _draft():
    return load("expansions.new_buildings.draft")


def draft_legal(state):
    return _draft().legal(state)


def draft_act(state, action):
    _draft().act(state, action)
    if state["phase"] != "draft":
        _drop_draft()


def _drop_draft():
    load("layers").drop("expansions.new_buildings.draft")


def why_not(state, action):
    # (rule, message) for a refused action of this expansion, or None: in
    # refusals.py, loaded only when an action is refused (heap). (Another
    # layer's reasons come first: layers.why_not, the point why_not_before.)
    from ...refusals import new_buildings

    return new_buildings(state, action)


# ---- shared ------------------------------------------------------------------


def mayor_privilege(state):
    # The library doubles the mayor's colonist (A12), as far as the supply
    # goes (the mayor asks only while it has one).
    k = privilege(state, state["picker"])
    return k if k <= state["colonists"] else state["colonists"]


def privilege(state, p):
    # The picker's privilege, doubled by his occupied library (0 for others).
    if p != state["picker"]:
        return 0
    return 2 if occupied(state["players"][p], "library") else 1


# ---- builder -----------------------------------------------------------------


def builder_terms(state, p, player):
    # (rows of the buildings of this game's board (layers.rows); discount beyond the quarries: the
    # privilege, doubled by the library, and 1 per 2 forests, occupied forest
    # house or not, no column cap (EX-02); money the player can reach: his
    # doubloons and what his black market could cover; the architect's
    # office's (small, large) discounts, or None: a layer's point
    # architect_offs).
    return (
        load("layers").rows(state),
        builder_discount(state, p, player),
        player["doubloons"] + black_market_reach(state, p, player),
        hooks.first(state, "architect_offs", player),
    )


def builder_discount(state, p, player, building=None):
    d = privilege(state, p) + player["forests"] // FOREST_DISCOUNT
    if building is not None:
        off = hooks.first(state, "architect", player, building)  # (the nobles' office)
        if off:
            d += off
    return d


def _colonist_sources(state, p, player, first=False):
    # Where the black market may take its colonist from, as item names
    # "colonist:<where>": San Juan, an occupied plantation (not a quarry,
    # used for the discount), an occupied building other than the black
    # market; the owner chooses (board order). [suggested] Nor the builder's
    # library: like the quarries', its colonist is in the price. ``first``:
    # only whether there is one (True, no names made).
    out = []
    # A26 [ruling]: «L'ouvrier placé sur le Marché Noir ou les Carrières ne
    # peut pas être utilisé»: any other colonist. Version 2 records also
    # refused the builder's library's and the architect's office's.
    old = "rules_v2" in state
    skip = "library" if p == state["picker"] and old else "black_market"
    office = "architects_office" if old else "black_market"
    if player["san_juan"] > 0:
        if first:
            return True
        out.append("colonist:san_juan")
    island = player["island"]
    for k in data.GOODS:
        if k in island and island[k][1] > 0:
            if first:
                return True
            out.append("colonist:" + k)
    city = player["city"]
    # (the city, not every building of the game, in board order)
    found = []
    for b in city:
        if city[b] > 0 and b not in (skip, "black_market", office):
            if first:
                return True
            found.append(b)
    if first:
        return False
    found.sort(key=data.BUILDING_INDEX.__getitem__)
    for b in found:
        out.append("colonist:" + b)
    return out


def black_market_reach(state, p, player, university=False):
    # How many doubloons the owner's items could cover (0 without one): one
    # item of each kind at most (a colonist, a barrel, a VP chip). With
    # ``university`` (its colonist goes onto the new building) not the
    # university's own colonist.
    if not occupied(player, "black_market"):
        return 0
    k = 1 if player["vp"] > 0 else 0
    for g in data.GOODS:
        if player["goods"][g] > 0:
            k += 1
            break
    if university:
        sources = _colonist_sources(state, p, player)
        if "colonist:university" in sources:
            sources.remove("colonist:university")
        return k + 1 if sources else k
    return k + 1 if _colonist_sources(state, p, player, True) else k


def pay_menu(state, paying):
    # The black market's next item for [building, university, shortfall,
    # items so far]: ["pay", item] for each kind not given yet (a
    # colonist from where the owner chooses, a barrel, a VP chip). Any of
    # them leaves enough kinds for the rest: the build was offered only
    # when the kinds covered the whole shortfall.
    p = state["turn"]
    player = state["players"][p]
    items = paying[3]
    acts = []
    person = goods = False  # (loops, not comprehensions: each is a function on a device's heap)
    for i in items:
        if i[:9] == "colonist:" or i[:6] == "noble:":
            person = True
        elif i in data.GOODS:
            goods = True
    if not person:
        old = "rules_v2" in state
        for src in _colonist_sources(state, p, player):
            if not (paying[1] and src == "colonist:university"):
                acts.append(["pay", src])
                # A26, A30: a colonist and a noble there, the owner chooses
                # ("colonist:" a colonist, "noble:" the noble; point both_at)
                if not old and hooks.first(state, "both_at", player, src[9:]):
                    acts.append(["pay", "noble:" + src[9:]])
    if not goods:
        for g in data.GOODS:
            if player["goods"][g] > 0:
                acts.append(["pay", g])
    if "vp" not in items and player["vp"] > 0:
        acts.append(["pay", "vp"])
    return acts


def black_market_pay(state, p, items):
    # Return the items to the supply.
    player = state["players"][p]
    said = [None, None, 0]
    for it in items:
        if it[:9] == "colonist:" or it[:6] == "noble:":
            where = it[it.index(":") + 1 :]
            # a layer may say who leaves (a colonist, else a noble;
            # "noble:" the noble, A30)
            if hooks.first(state, "leaves", state, player, where, it[:6] == "noble:") is None:
                state["colonists"] += 1
            if where == "san_juan":
                player["san_juan"] -= 1
            elif where in player["island"]:
                player["island"][where][1] -= 1
            else:
                player["city"][where] -= 1
            said[0] = where
        elif it == "vp":
            player["vp"] -= 1
            state["vp_chips"] += 1
            said[2] = 1
        else:
            player["goods"][it] -= 1
            state["goods"][it] += 1
            said[1] = it
    event(state, "black_market", p, said)


# ---- craftsman ---------------------------------------------------------------


def produced(state, p, player, made):
    # After ``p`` produced ``made`` (another layer's buildings first:
    # layers.produced), the aqueduct and the specialty factory.
    if occupied(player, "specialty_factory"):
        most = 0
        for g in made:
            if g != "corn" and made[g] > most:
                most = made[g]
        if most > 1:
            player["doubloons"] += most - 1
            event(state, "specialty_factory", p, most - 1)
    if occupied(player, "aqueduct"):
        # [suggested] A8: the large building counts as producing when it is
        # occupied and its kind was produced
        for g, large in (("indigo", "indigo_plant"), ("sugar", "sugar_mill")):
            if made.get(g) and occupied(player, large) and state["goods"][g] > 0:
                state["goods"][g] -= 1
                player["goods"][g] += 1
                event(state, "aqueduct", p, g)


# ---- trader ------------------------------------------------------------------


def trader_more(state, player, acts):
    # With an occupied trading post, any barrel to it: full house or not,
    # one sale a phase (after the trading house's sales).
    if occupied(player, "trading_post"):
        goods = player["goods"]
        for g in data.GOODS:
            if goods[g] > 0:
                acts.append(["sell", g, "trading_post"])


def trader_has_choice(state, player):
    # A barrel for the trading post (the base game asked the house's).
    if occupied(player, "trading_post"):
        goods = player["goods"]
        for g in data.GOODS:
            if goods[g] > 0:
                return True
    return False


def trading_post_sell(state, p, g):
    # A sale to the owner's trading post: price + privilege, no market
    # bonus, the barrel straight back to the supply.
    pay = data.PRICE[g] + privilege(state, p)
    player = state["players"][p]
    player["goods"][g] -= 1
    player["doubloons"] += pay
    state["goods"][g] += 1
    event(state, "trading_post", p, [g, pay])


# ---- settler -----------------------------------------------------------------


FOREST_WAYS = ("plantation", "forest")


def settler_legal(state, p, player):
    # The settler's menu (roles/settler.tiles_menu): with an occupied forest
    # house a face-up plantation may become a forest (with the hospice its
    # colonist goes to San Juan); the library's extra tile after everyone
    # is not the seat's own turn.
    ways = FOREST_WAYS if occupied(player, "forest_house") else None
    own = "library" not in state["phase_data"]
    settler = LOADED.get("roles.settler") or load("roles.settler")  # (it imports no role)
    return settler.tiles_menu(state, p, player, own, ways or settler.PLANTATION)


def forest(state, p, player, action):
    # A face-up plantation laid on its back: it holds nobody (with the
    # hospice, the colonist goes to San Juan).
    hospice = action[2:3] == ["hospice"] and take_colonist(state)
    state["faceup"].remove(action[1])
    player["forests"] += 1
    if hospice:
        player["san_juan"] += 1
    event(state, "tile", p, ["forest", 1, hospice] if hospice else ["forest", 0])


def settler_finish(state):
    # The picker may take one more face-up plantation after everyone (an
    # occupied library, room on his island, a choice left): True when he is
    # asked. His choice ends the phase (one player left in the pass).
    p = state["picker"]
    player = state["players"][p]
    pd = state["phase_data"]
    if "library" in pd or not occupied(player, "library"):
        return False
    pd["library"] = True
    turn = state["turn"]
    state["turn"] = p
    if settler_menu(state):
        pd["left"] = 1
        return True
    state["turn"] = turn
    return False


def hacienda_drawn(state, p, g):
    # With an occupied forest house the hacienda's tile, seen, waits for
    # its owner's choice: plantation or forest (D14: the Settler phase).
    state["phase_data"]["drawn"] = g
    event(state, "hacienda_tile", p, g)


def settler_menu(state):
    if "drawn" in state["phase_data"]:
        return [["drawn_tile", "plantation"], ["drawn_tile", "forest"]]
    p = state["turn"]
    player = state["players"][p]
    if island_tiles(player) >= data.ISLAND_SPACES:
        return []
    return settler_legal(state, p, player)


# ---- guest house -------------------------------------------------------------

# Decisions during which the owner may move guests: any but the Mayor
# phase's (it places everyone again), the draft and a physical tile report.
NO_GUESTS = ("mayor", "privilege", "draft", "draw", "over")


def with_guests(state, kind, acts):
    # ``acts`` plus ["guest", target] for each free circle the player on
    # turn could move a guest to, when his guest house holds any. [suggested]
    # D8 says "in any later phase"; the device asks one seat at a time, so the
    # owner moves them during any decision of his own (guests stay where they
    # go until the next Mayor phase, so an earlier move does the same).
    pd = state["phase_data"]
    if not acts or kind in NO_GUESTS or "privilege" in pd or "paying" in pd:
        return acts  # (nor while the black market's items are chosen)
    player = state["players"][state["turn"]]
    if player["city"].get("guest_house", 0) <= 0:
        return acts
    out = list(acts)
    # with a layer that says who is where (point at: the nobles):
    # ["guest", target] moves a colonist, ["guest", target, "noble"] a
    # noble (the seats tell them apart)
    tails = [[]]
    n = hooks.first(state, "nobles_at", player, "guest_house")
    if n is not None:
        tails = ([[]] if player["city"]["guest_house"] > n else []) + ([["noble"]] if n else [])
    island = player["island"]
    for k in ISLAND_KINDS:
        t = island.get(k)
        if t is not None and t[0] > t[1]:
            for tail in tails:
                out.append(["guest", k] + tail)
    people = data.PEOPLE
    free = []
    for b, c in player["city"].items():
        if c < people[b] and b != "guest_house":
            free.append(b)
    if len(free) > 1:
        free.sort(key=data.BUILDING_INDEX.__getitem__)  # board order
    for b in free:
        for t in tails:
            out.append(["guest", b] + t)
    return out


def guest_act(state, action):
    # One guest to a free circle: it works at once; the decision pending
    # stays pending.
    p = state["turn"]
    player = state["players"][p]
    player["city"]["guest_house"] -= 1
    target = action[1]
    if target in player["island"]:
        player["island"][target][1] += 1
    else:
        player["city"][target] += 1
    if len(action) == 3:  # a noble (point put: where the nobles are)
        hooks.each(state, "put_nobles", player, "guest_house", -1)
        hooks.each(state, "put_nobles", player, target)
    event(state, "guest", p, target)
