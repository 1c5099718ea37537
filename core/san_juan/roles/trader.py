# San Juan's trader: the trading-house tile turned up at the pick sets
# the prices; each seat from the picker sells goods, as many as he may;
# market stand and market hall reward him. The tile goes back at the end.

from .. import data
from ..flow import library_used, one_pass_done, one_pass_seek, role_done
from ..state import draw, event, goods_total, owns


def start(state):
    state["phase"] = "trader"
    one_pass_seek(state, legal, finish)


def sell_limit(state, p, library=None):
    """Goods ``p`` may sell in this trader phase (SJ-07); ``library``
    False: without the library."""
    player = state["players"][p]
    n = data.SELL
    if state["picker"] == p:
        n += 2 if (state["doubled"] if library is None else library) else 1
    if owns(player, "trading_post"):
        n += 1
    return n


def sale_price(state, good):
    """Cards drawn for one ``good`` at the tile face up."""
    return data.TILES[state["tile"]][data.GOODS.index(good)]


def sell_left(state, p):
    """Goods ``p`` can still sell in this phase: his limit, no more than
    the goods he has (what his menu says)."""
    n = sell_limit(state, p) - state["phase_data"]["done"]
    g = goods_total(state["players"][p])
    if g < n:
        n = g
    return n if n > 0 else 0


def sale_draw(state, good):
    """Cards drawn now for one ``good``: its price at the tile face up,
    fewer when the piles (the good sold on the discard pile too) run dry."""
    n = sale_price(state, good)
    spare = state["deck"] + state["discard"] + 1
    return n if n < spare else spare


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    out = []
    if state["phase_data"]["done"] < sell_limit(state, p):
        for g in data.GOODS:
            if player["goods"][g] > 0:
                out.append(["sell", g])
    if out:
        out.append(["pass"])
    return out


def act(state, action):
    p = state["turn"]
    ph = state["phase_data"]
    if action[0] == "sell":
        g = action[1]
        state["players"][p]["goods"][g] -= 1
        state["discard"] += 1
        ph["done"] += 1
        if ph["done"] > sell_limit(state, p, False):
            library_used(state, p)
        cards = sale_price(state, g)
        event(state, "sell", p, [g, cards])
        draw(state, p, cards, "trade")
        if legal(state):
            return
    _done(state)


def _done(state):
    # his rewards (market stand: 2 goods or more; market hall: 1), then
    # the next seat
    p = state["turn"]
    ph = state["phase_data"]
    player = state["players"][p]
    if ph["done"] >= 2 and owns(player, "market_stand"):
        draw(state, p, 1, "market_stand")
    if ph["done"] >= 1 and owns(player, "market_hall"):
        draw(state, p, 1, "market_hall")
    ph["done"] = 0
    one_pass_done(state, legal, finish)


def finish(state):
    state["tiles"].append(state["tile"])  # back to the bottom, face down
    event(state, "tile_back", None, state["tile"])
    state["tile"] = None
    role_done(state)
