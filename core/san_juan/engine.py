"""San Juan's decisions: ``legal_actions(state)`` and ``apply(state, action)``.

The device cannot see the cards, so an action is what a player reports
or chooses; the engine works out every count from it and tells the table
what to do with the cards (``state["events"]``). Actions:

- ``["role", r]``: the picker takes role ``r`` (data.ROLES). With 2
  players, on the governor's first pick, when his library would double
  something (version 4): ``["library", "use"]`` or ``["library", "keep"]``
  (for his second pick); a library is used up only once it doubles.
- ``["chapel"]`` / ``["pass"]``: at the start of a round, a chapel owner
  tucks one hand card under his chapel, or not.
- builder: ``["build", b]`` (he lays building ``b`` from his hand), then
  with a crane ``["cover", c]`` (built over his ``c``, an empty one of
  its kind if he has one), ``["cover", c, "good"]`` (over one holding a
  good, when he has both: version 4) or ``["nocover"]``,
  then with a black market ``["goods", g]`` (one good of kind ``g`` paid
  instead of a card, at most 2) until ``["pay"]``; ``["cancel"]`` in
  these two questions goes back to the menu; ``["pass"]``: no build.
- producer: ``["produce", g]`` (a good on an empty building of kind ``g``),
  as many times as he may; ``["pass"]``: no (more).
- trader: with physical tiles (version 8), while the device does not
  know the top tile, the picker first says which one he turned up:
  ``["tile", t]`` (t: its index in data.TILES); then ``["sell", g]``,
  like the producer; ``["pass"]``: no (more).
- prospector: the picker ``["draw"]`` or ``["pass"]`` (version 8; before,
  he drew unasked); then a gold-mine owner reports the 4 cards he turned
  up: ``["gold_mine", "keep"]`` (all costs differ: keeps 1),
  ``["gold_mine", "none"]`` (two alike: all 4 discarded); ``["pass"]``.
- councillor: each player from the picker ``["draw"]`` or ``["pass"]``
  (version 8; version 4 asked the other players only, the picker drew at
  once; before, everyone drew unasked). The device says who draws and
  keeps how many.
- the end-of-game count (after the last builder phase, each seat in turn
  from the governor): ``["count", f, n]`` sets the seat's count ``f``
  ("hand", "goods" or "chapel") to ``n``, within ``count_range``;
  ``["confirm"]``: his counts are right. The score comes after the last.

``apply`` checks the action against ``legal_actions`` (one source of
truth; for the count, against ``count_range``, of which the menu offers
the steps of one), raises ``IllegalAction`` naming the rule and leaves
the state as it was, or applies it completely.
"""

from . import data
from ..errors import IllegalAction
from ..inputs import checked_action, shown
from ..asking import is_over, pending_of, seat_on_turn  # noqa: F401 (is_over: the API)
from .state import asks, event, next_seat, owns, empty_of, goods_total, library_ok, tile_unknown
from .flow import chapel_act, chapel_legal, game_over, hand_limit, library_used, role_done  # noqa: F401
from .roles import builder, producer, trader, councillor, prospector

# the rules each screen asks about (prices, limits, refusals), from their roles
from .roles.builder import price, covers, why_not_build, affordable, goods_usable, lost_good  # noqa: F401
from .roles.builder import which_matters  # noqa: F401
from .roles.producer import produce_limit, produce_left  # noqa: F401
from .roles.trader import sale_price, sale_draw, sell_limit, sell_left  # noqa: F401
from .roles.councillor import council, council_now  # noqa: F401
from .roles.prospector import prospect  # noqa: F401

# Each role's phase module: start(state), legal(state), act(state, action).
ROLE_MODULES = {
    "builder": builder,
    "producer": producer,
    "trader": trader,
    "councillor": councillor,
    "prospector": prospector,
}

DECISIONS = (
    "roles",
    "tile",
    "library",
    "chapel",
    "builder",
    "cover",
    "goods",
    "producer",
    "trader",
    "councillor",
    "prospector",
    "gold_mine",
    "count",
)
COUNTS = ("hand", "goods", "chapel")  # what a seat checks at the end


# ---- roles and rounds -------------------------------------------------------------------------


def _roles_legal(state):
    return [["role", r] for r in data.ROLES if r not in state["picked"]]


def _roles_act(state, action):
    role = action[1]
    p = state["turn"]
    state["picked"].append(role)
    state["role"] = role
    state["picker"] = p
    state["doubled"] = library_ok(state, p)
    if state["doubled"] and not asks(state):
        library_used(state, p)  # versions 1-3: used up by the pick
    n = len(state["players"])
    state["phase_data"] = {"left": n, "done": 0}
    state["turn"] = p
    # the governor picks again this round: he may keep his library for it
    ask = asks(state) and state["doubled"] and state["picks"] == 0 and n == 2 and _library_helps(state, p)
    state["phase_data"]["library"] = ask
    event(state, "role", p, [role, 0 if ask else 1 if state["doubled"] else 0])
    if role == "trader":  # turned up first: he decides seeing its prices
        if tile_unknown(state):  # physical tiles: he says which one
            state["phase"] = "tile"
            return
        state["tile"] = state["tiles"].pop(0)
        if state.get("unseen", 0):
            state["unseen"] = 0  # the last one not seen: known by elimination
        event(state, "tile", None, state["tile"])
    _after_tile(state)


def _after_tile(state):
    """The pick's next question (the 2-player library), or its phase."""
    if state["phase_data"].pop("library"):
        state["phase"] = "library"
        return
    _start_role(state)


def _tile_legal(state):
    """The tiles that may be on top of the stack: those not seen yet."""
    top = state["tiles"][: state["unseen"]]
    return [["tile", t] for t in range(len(data.TILES)) if t in top]


def _tile_act(state, action):
    """Physical tiles: the trader says which one he turned up (it goes
    under the stack at the phase's end, so the order becomes known)."""
    t = action[1]
    state["tiles"].remove(t)
    state["unseen"] -= 1
    state["tile"] = t
    event(state, "tile", None, t)
    _after_tile(state)


def _library_helps(state, p):
    """The library would double something of this pick (the doubling is
    otherwise lost on it, so the governor is not asked)."""
    role = state["role"]
    player = state["players"][p]
    spare = state["deck"] + state["discard"]
    if role == "builder":
        for b in data.ORDER:
            if why_not_build(state, p, b) is None and price(state, p, b, None, False) > price(state, p, b):
                return True
        return False
    if role == "producer":
        empty = 0
        for g in data.GOODS:
            empty += empty_of(player, g)
        return empty > produce_limit(state, p, False) and spare > produce_limit(state, p, False)
    if role == "trader":
        return goods_total(player) > sell_limit(state, p, False)
    if role == "councillor":
        return spare > council(state, p, False)[0]
    return spare > data.PROSPECT


def _library_legal(state):
    return [["library", "use"], ["library", "keep"]]


def _library_act(state, action):
    """The 2-player governor's first pick: his library doubles it now, or
    waits for his second pick («n'est jamais obligé d'utiliser son
    bâtiment»); it is used up only once it has doubled something."""
    p = state["turn"]
    state["doubled"] = action[1] == "use"
    if state["doubled"]:
        event(state, "library", p, state["role"])
    _start_role(state)


def _start_role(state):
    """The picked role's phase, from its picker."""
    ROLE_MODULES[state["role"]].start(state)


# ---- the end-of-game count --------------------------------------------------------------------


def count_of_player(player, what):
    return goods_total(player) if what == "goods" else player[what]


def count_range(state, p, what):
    """(lowest, highest) ``p`` may set his count ``what`` to, or None when
    it is not asked (no chapel and no card under one). A card added comes
    from the piles, so never more than they hold; goods at most one per
    production building."""
    player = state["players"][p]
    now = count_of_player(player, what)
    spare = state["deck"] + state["discard"]
    if what == "hand":
        return (0, now + spare)
    if what == "goods":
        n = 0
        for b in player["buildings"]:
            if b in data.PRODUCES:
                n += 1
        return (0, min(n, now + spare))
    if what == "chapel" and (owns(player, "chapel") or player["chapel"] > 0):
        return (0, now + spare)  # a covered chapel's cards still count (S4)
    return None


def _count_legal(state):
    """The menu: confirm, then each count one up and one down."""
    p = state["turn"]
    player = state["players"][p]
    out = [["confirm"]]
    for what in COUNTS:
        r = count_range(state, p, what)
        if r is None:
            continue
        now = count_of_player(player, what)
        if now + 1 <= r[1]:
            out.append(["count", what, now + 1])
        if now - 1 >= r[0]:
            out.append(["count", what, now - 1])
    return out


def why_not_count(state, action):
    """(rule, reason) when ``action`` is not a legal count now, else None."""
    p = state["turn"]
    name = state["players"][p]["name"] + ": "
    if action == ["confirm"]:
        return None
    if len(action) != 3 or action[0] != "count" or action[1] not in COUNTS or type(action[2]) is not int:
        return (
            "count.illegal",
            name + shown(action) + " is not a count: confirm, or hand, goods or chapel and a number",
        )
    what, n = action[1], action[2]
    r = count_range(state, p, what)
    if r is None:
        return ("count.chapel", name + "has no chapel and no card under one")
    if not r[0] <= n <= r[1]:
        return ("count." + what, name + what + " from " + str(r[0]) + " to " + str(r[1]) + ", not " + str(n))
    return None


def _set_goods(player, n):
    """The goods' kinds are not asked (only their number scores): one more
    goes on the first empty production building in data.GOODS order, one
    less comes off the last kind held."""
    while goods_total(player) < n:
        for g in data.GOODS:
            if empty_of(player, g) > 0:
                player["goods"][g] += 1
                break
    k = len(data.GOODS) - 1
    while goods_total(player) > n:
        g = data.GOODS[k]
        if player["goods"][g] > 0:
            player["goods"][g] -= 1
        else:
            k -= 1


def _count_act(state, action):
    p = state["turn"]
    player = state["players"][p]
    if action[0] == "count":
        what, n = action[1], action[2]
        old = count_of_player(player, what)
        if n > old:  # the cards come from the piles, the discards first
            k = n - old
            d = k if k <= state["discard"] else state["discard"]
            state["discard"] -= d
            state["deck"] -= k - d
        else:
            state["discard"] += old - n
        if what == "goods":
            _set_goods(player, n)
        else:
            player[what] = n
        # a chapel count stays on its owner's screen: not in the events
        event(state, "count", p, [what, None if what == "chapel" else n])
        return
    event(state, "confirm", p, [player["hand"], goods_total(player)])
    ph = state["phase_data"]
    ph["left"] -= 1
    if ph["left"] > 0:
        state["turn"] = next_seat(state, p)
        return
    game_over(state)


def _over_legal(state):
    return []


# kind -> (legal, act)
PHASES = {
    "roles": (_roles_legal, _roles_act),
    "tile": (_tile_legal, _tile_act),
    "library": (_library_legal, _library_act),
    "chapel": (chapel_legal, chapel_act),
    "builder": (builder.legal, builder.act),
    "cover": (builder.cover_menu, builder.cover_act),
    "goods": (builder.goods_menu, builder.goods_act),
    "producer": (producer.legal, producer.act),
    "trader": (trader.legal, trader.act),
    "councillor": (councillor.legal, councillor.act),
    "prospector": (prospector.draw_legal, prospector.draw_act),
    "gold_mine": (prospector.legal, prospector.act),
    "count": (_count_legal, _count_act),
    "over": (_over_legal, None),
}


def decision(state):
    """The kind of decision asked now (a key of PHASES)."""
    if state["phase"] == "builder":
        ask = state["phase_data"].get("ask")
        if ask:
            return ask
    return state["phase"]


def legal_actions(state):
    """Every choice open to the player who must decide now, in menu order."""
    return PHASES[decision(state)][0](state)


current_player = seat_on_turn
# Who decides what now: {"player", "kind", "role", "options"}, or None.
pending = pending_of(current_player, decision, legal_actions)


def apply(state, action, legal=None):
    """Apply ``action`` for the player on turn, completely, or raise
    IllegalAction leaving the state as it was."""
    action = checked_action(action)
    kind = decision(state)
    if kind == "count":
        bad = why_not_count(state, action)
        if bad is not None:
            raise IllegalAction(bad[1], bad[0])
    else:
        if legal is None:
            legal = PHASES[kind][0](state)
        if action not in legal:
            rule, why = explain(state, action)
            raise IllegalAction(why, rule)
    state["step"] += 1
    state["events"] = []
    PHASES[kind][1](state, action)
    return state


def explain(state, action):  # noqa: C901 - one refusal per decision, in the rules' order
    """(rule, message) saying why ``action`` is not legal now."""
    kind = decision(state)
    if kind == "over":
        return ("game.over", "the game is over")
    if kind == "count":
        bad = why_not_count(state, action)
        if bad is not None:
            return bad
    p = state["turn"]
    player = state["players"][p]
    name = player["name"] + ": "
    what = action[0] if action else None
    arg = action[1] if len(action) > 1 else None
    if what == "role":
        if kind != "roles":
            return ("roles.phase", name + "roles are picked only between phases; now: " + kind)
        if arg in state["picked"]:
            return ("roles.picked", name + str(arg) + " was already picked this round")
        return ("roles.unknown", name + shown(arg) + " is not a role")
    if kind == "roles":
        return ("roles.pending", name + "must pick a role first")
    if kind == "builder" and what == "build" and len(action) == 2:
        r = why_not_build(state, p, arg)
        if r is not None:
            return (r[0], name + r[1])
    if kind == "cover" and what == "cover" and len(action) == 3 and isinstance(arg, str):
        return (
            "builder.cover_good",
            name + "has no " + shown(arg) + " holding a good beside an empty one: nothing to choose",
        )
    if kind == "cover" and what == "cover" and len(action) == 2:
        if arg == "crane" or arg == state["phase_data"]["build"]:
            return ("builder.cover_kind", name + "cannot cover a crane, nor a building with one of its kind")
        if not isinstance(arg, str) or not owns(player, arg):
            return ("builder.cover_owned", name + "owns no " + shown(arg) + " to cover")
        return ("builder.afford", name + "cannot pay for it even over " + arg)
    if kind == "goods" and what == "goods":
        return (
            "builder.black_market",
            name + "cannot pay with that good (at most 2 of his own, not above the price)",
        )
    if kind == "producer" and what == "produce" and len(action) == 2:
        if state["phase_data"]["done"] >= produce_limit(state, p):
            return (
                "producer.limit",
                name + "may produce " + str(produce_limit(state, p)) + " goods, no more",
            )
        return ("producer.empty", name + "has no empty " + shown(arg) + " building")
    if kind == "trader" and what == "sell" and len(action) == 2:
        if state["phase_data"]["done"] >= sell_limit(state, p):
            return ("trader.limit", name + "may sell " + str(sell_limit(state, p)) + " goods, no more")
        return ("trader.goods", name + "has no " + shown(arg) + " good to sell")
    if kind == "tile" and what == "tile":
        return ("trader.tile", name + "the top tile is one not seen yet, not " + shown(arg))
    if kind == "chapel" and what == "chapel":
        return ("chapel.none", name + "has no chapel or no card to tuck")
    return (
        kind + ".illegal",
        name
        + shown(action)
        + " is not a legal choice now ("
        + kind
        + "; "
        + str(len(legal_actions(state)))
        + " choices open)",
    )
