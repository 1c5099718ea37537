# Trader: each player, picker first, may sell one barrel to the trading
# house (4 spaces, one of each kind unless the seller has an occupied office).
# A full house is emptied at the end of the phase.

from .. import data
from .. import hooks
from ..flow import one_pass_start, one_pass_done, role_done
from ..state import PASS, event, effect


def start(state):
    state["phase_data"] = {}
    one_pass_start(state, has_choice, finish)


def sale_price(state, p, good):
    player = state["players"][p]
    k = hooks.first(state, "privilege", state, p) if "expansions" in state else None
    if k is None:  # (a layer's: a library doubles it)
        k = 1 if p == state["picker"] else 0
    return data.PRICE[good] + k + effect(player, "sale_bonus")


def refusal(house, player, good):
    # The rule that forbids ``player`` to sell ``good`` now, or None: the
    # one test behind both the menu and the explanation of a refusal
    # (why.py's trader_why_not).
    if len(house) >= data.TRADING_HOUSE_SPACES:
        return "trader.full"
    if player["goods"][good] <= 0:
        return "trader.no_goods"
    if good in house and player["city"].get("office", 0) <= 0:  # not occupied()
        return "trader.same_kind"
    return None


def legal(state):
    house = state["trading_house"]
    player = state["players"][state["turn"]]
    acts = []
    if len(house) < data.TRADING_HOUSE_SPACES:
        goods = player["goods"]
        for g in data.GOODS:  # (a loop: a comprehension is a call)
            if goods[g] > 0 and refusal(house, player, g) is None:  # (no barrel: no call)
                acts.append(["sell", g])
    layered = "expansions" in state  # (a base game makes no call to the points)
    if layered:
        hooks.each(state, "trader_more", state, player, acts)  # sales elsewhere than the house
    if acts:
        acts.append(PASS)
    return hooks.chain(state, "trader_menu", acts, state) if layered else acts


def has_choice(state):
    # legal(state) is not empty: a good the player on turn may sell. The
    # seek asks it of every player, most of whom have nothing to sell.
    house = state["trading_house"]
    player = state["players"][state["turn"]]
    goods = player["goods"]
    for g in data.GOODS:
        if goods[g] > 0 and refusal(house, player, g) is None:  # (no barrel: no call)
            return True
    return "expansions" in state and hooks.ask(state, "trader_has_choice", state, player)


def act(state, action):
    p = state["turn"]
    if action[0] == "sell":
        g = action[1]
        pay = sale_price(state, p, g)
        state["players"][p]["goods"][g] -= 1
        state["players"][p]["doubloons"] += pay
        state["trading_house"].append(g)
        state["events"].append(["sell", p, [g, pay]])  # event(), inlined
    else:
        state["events"].append(["pass", p, "trader"])  # event(), inlined
    one_pass_done(state, has_choice, finish)


def finish(state):
    house = state["trading_house"]
    if len(house) >= data.TRADING_HOUSE_SPACES:
        for g in house:
            state["goods"][g] += 1
        event(state, "trading_house_emptied", None, list(house))
        state["trading_house"] = []
    role_done(state)
