# Settler: each player, picker first, may take one face-up plantation (the
# picker, or an occupied construction hut, a quarry instead). Hacienda: one
# extra face-down tile first. Hospice: a colonist on the new tile.

from .. import data
from .. import hooks
from ..flow import one_pass_start, one_pass_done, role_done
from ..state import (
    PASS,
    island_tiles,
    add_tile,
    take_colonist,
    colonist_available,
    event,
    draw_tile,
)


def start(state):
    state["phase_data"] = {"hacienda": False}
    one_pass_start(state, has_choice, finish)


def _stock_left(state):
    return len(state["stock"]) + len(state["discard"])


def legal(state):
    p = state["turn"]
    player = state["players"][p]
    t = player.get("forests", 0)  # island_tiles(), inlined
    for tiles in player["island"].values():
        t += tiles[0]
    if t >= data.ISLAND_SPACES:
        return []
    return tiles_menu(state, p, player)


PLANTATION = ("plantation",)


def tiles_menu(state, p, player, own_turn=True, ways=PLANTATION):
    # The tiles ``p`` may take: [way, good] for each face-up plantation
    # and each of the ``ways`` it may be laid (a layer may add one), the
    # hacienda's and hospice's lines, a quarry, then ["pass"]. Not
    # ``own_turn`` (an extra tile after everyone): no hacienda, no
    # hospice, a quarry only with a construction hut.
    acts = []
    if (
        own_turn
        and player["city"].get("hacienda", 0) > 0  # occupied(), inlined: every menu asks (most have none)
        and not state["phase_data"]["hacienda"]
        and _stock_left(state) > 0
    ):
        acts.append(["hacienda"])
    hospice = own_turn and player["city"].get("hospice", 0) > 0 and colonist_available(state)
    faceup = state["faceup"]
    for g in data.GOODS:
        if g in faceup:
            for way in ways:
                acts.append([way, g])
                if hospice:
                    acts.append([way, g, "hospice"])
    if state["quarries"] > 0 and (
        (own_turn and p == state["picker"]) or player["city"].get("construction_hut", 0) > 0
    ):
        acts.append(["quarry"])
        if hospice:
            acts.append(["quarry", "hospice"])
    if acts:
        acts.append(PASS)
    return acts


def has_choice(state):
    # legal(state) is not empty (the phase skips the player otherwise).
    # The usual case without building the menu: with room on his island,
    # every face-up plantation is on it.
    if state["faceup"] and island_tiles(state["players"][state["turn"]]) < data.ISLAND_SPACES:
        return True
    return bool(legal(state))


def act(state, action):
    p = state["turn"]
    player = state["players"][p]
    what = action[0]
    if what == "hacienda":
        state["phase_data"]["hacienda"] = True
        if state["tiles"] == "physical":
            state["draw"] = {"n": 1, "why": "hacienda", "player": p}
            ask_draw(state, p, 1, "hacienda")
            return
        g = draw_tile(state)
        add_tile(player, g)
        event(state, "hacienda_tile", p, g)
        after_hacienda(state)
        return
    if what == "pass":
        state["events"].append(["pass", p, "settler"])  # event(), inlined
    else:
        # the suffix at its own place: ["quarry", "hospice"] or
        # ["plantation", g, "hospice"], never a good or building id
        used = action[2:3] if what == "plantation" else action[1:2]
        hospice = used == ["hospice"] and take_colonist(state)
        if what == "quarry":
            state["quarries"] -= 1
            kind = "quarry"
        else:
            kind = action[1]
            state["faceup"].remove(kind)
        add_tile(player, kind, 1 if hospice else 0)
        # where the hospice's colonist comes from: supply, else the ship
        state["events"].append(["tile", p, [kind, 1, hospice] if hospice else [kind, 0]])  # event()
    state["phase_data"]["hacienda"] = False
    one_pass_done(state, has_choice, finish)


def after_hacienda(state):
    # Back to the same player's face-up choice (or on, if none is left).
    acts = legal(state)
    if not acts or acts == [["pass"]]:
        state["phase_data"]["hacienda"] = False
        one_pass_done(state, has_choice, finish)


def finish(state):
    # Unused face-up tiles to the discard pile, players + 1 new ones; a
    # layer may first ask one more question (a library's extra tile).
    if "expansions" in state and hooks.ask(state, "settler_finish", state):
        return
    faceup = state["faceup"]
    if faceup:  # (the old row's own list: a new one replaces it)
        state["events"].append(["discard", None, faceup])  # event(), inlined
    state["discard"].extend(faceup)
    state["faceup"] = []
    if reveal(state, state["picker"]):
        role_done(state)


def reveal(state, who):
    # Reveal players + 1 plantations; in physical mode ask ``who`` to report
    # them. Returns True when done now, False when a report is pending.
    want = len(state["players"]) + 1
    if state["tiles"] == "physical":
        left = _stock_left(state)
        if left > 0:
            state["draw"] = {"n": want, "why": "faceup", "player": who}
            ask_draw(state, who, want if want < left else left, "faceup")
            return False
        event(state, "faceup", None, [])
        return True
    faceup = state["faceup"]
    for _ in range(want):
        stock = state["stock"]
        g = stock.pop() if stock else draw_tile(state)  # (draw_tile's usual case, inlined)
        if g is None:
            break
        faceup.append(g)
    state["events"].append(["faceup", None, list(faceup)])  # event(), inlined
    return True


# ---- physical tiles: the players report what they drew ----------------------


def ask_draw(state, who, n, why):
    # (public: a layer's building draws too, the land registry)
    # Tell the table to draw ``n`` tiles from the face-down stacks, after
    # shuffling the discard pile into new stacks if they are empty.
    if not state["stock"] and state["discard"]:
        event(state, "reshuffle", None, len(state["discard"]))
    event(state, "draw", who, [n, why])


def draw_legal(state):
    stock = state["stock"] if state["stock"] else state["discard"]
    return [["drawn", g] for g in data.GOODS if g in stock]


def draw_act(state, action):
    d = state["draw"]
    if not state["stock"]:
        state["stock"] = state["discard"]
        state["discard"] = []
    g = action[1]
    state["stock"].remove(g)
    if d["why"] == "hacienda":
        state["draw"] = None
        add_tile(state["players"][d["player"]], g)
        event(state, "hacienda_tile", d["player"], g)
        after_hacienda(state)
        return
    state["faceup"].append(g)
    d["n"] -= 1
    if d["n"] > 0 and _stock_left(state) > 0:
        if not state["stock"]:
            # the stacks ran out halfway: the discard pile is shuffled
            # into new ones before the next draw (the stock is swapped
            # in at that draw)
            event(state, "reshuffle", None, len(state["discard"]))
        return
    state["draw"] = None
    event(state, "faceup", None, list(state["faceup"]))
    if state["phase"] == "settler":
        role_done(state)
