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
- trader: ``["sell", g]``, likewise; ``["pass"]``: no (more).
- prospector: a gold-mine owner reports the 4 cards he turned up:
  ``["gold_mine", "keep"]`` (all costs differ: keeps 1),
  ``["gold_mine", "none"]`` (two alike: all 4 discarded); ``["pass"]``.
- councillor: the picker draws at once; each other player ``["draw"]``
  or ``["pass"]`` (version 4; before, everyone drew unasked). The device
  says who draws and keeps how many.
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
from .state import asks, event, next_seat, owns, empty_of, goods_total, in_play, library_ok, take, draw

DECISIONS = (
    "roles",
    "library",
    "chapel",
    "builder",
    "cover",
    "goods",
    "producer",
    "trader",
    "councillor",
    "gold_mine",
    "count",
)
COUNTS = ("hand", "goods", "chapel")  # what a seat checks at the end


# ---- prices and counts (what a seat is told) ------------------------------------


def _works(player, building, cover=None):
    # a covered building loses its function at once (rules 6)
    return building != cover and owns(player, building)


def price(state, p, building, cover=None, library=None):
    """Cards ``p`` pays for ``building`` now, after every discount but the
    black market's goods: builder privilege (doubled by a library),
    smithy, quarry, the crane's covered building. Never below 0 (SJ-01).
    ``library``: False prices it without the library (None: as decided)."""
    player = state["players"][p]
    if library is None:
        library = state["doubled"]
    off = 0
    if state["role"] == "builder" and state["picker"] == p:
        off += data.BUILDER_PRIVILEGE * (2 if library and _works(player, "library", cover) else 1)
    if data.BUILDINGS[building][data.TYPE] == "production":
        if _works(player, "smithy", cover):
            off += 1
    elif _works(player, "quarry", cover):
        off += 1
    if cover is not None:
        off += data.BUILDINGS[cover][data.COST]
    cost = data.BUILDINGS[building][data.COST] - off
    return cost if cost > 0 else 0


def lost_good(player, cover, full=False):
    """The kind of good lost by covering ``cover`` (rules 6: a good on the
    covered building is discarded), or None: lost when he covers one
    holding a good (``full``) or every building of its kind is full."""
    g = data.PRODUCES.get(cover)
    if g is None or player["goods"][g] == 0:
        return None
    if full or empty_of(player, g) == 0:
        return g
    return None


def goods_usable(state, p, building, cover=None, full=False):
    """Goods the black market may pay for ``building``: at most 2, at most
    the price, only from his own buildings (not the covered one's)."""
    player = state["players"][p]
    if not _works(player, "black_market", cover):
        return 0
    n = goods_total(player)
    if lost_good(player, cover, full) is not None:
        n -= 1
    pr = price(state, p, building, cover)
    return min(2, n, pr)


def affordable(state, p, building, cover=None, full=False):
    player = state["players"][p]
    usable = goods_usable(state, p, building, cover, full)
    return player["hand"] - 1 >= price(state, p, building, cover) - usable


def produce_limit(state, p, library=None):
    """Goods ``p`` may produce in this producer phase (SJ-11); ``library``
    False: without the library."""
    player = state["players"][p]
    n = data.PRODUCE
    if state["picker"] == p:
        n += 2 if (state["doubled"] if library is None else library) else 1
    if owns(player, "aqueduct"):
        n += 1
    return n


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


def council(state, p, library=None):
    """(cards drawn, cards kept) for ``p`` in this councillor phase
    (SJ-05, SJ-12, SJ-15): the archive changes which cards may be
    discarded, not how many. ``library`` False: without the library."""
    player = state["players"][p]
    n = data.COUNCIL_DRAW
    if state["picker"] == p:
        n += data.COUNCIL_PRIVILEGE * (2 if (state["doubled"] if library is None else library) else 1)
    keep = 2 if owns(player, "prefecture") else data.COUNCIL_KEEP
    return n, min(keep, n)


def hand_limit(player):
    return data.HAND_LIMIT_TOWER if owns(player, "tower") else data.HAND_LIMIT


# ---- the builder ------------------------------------------------------------------


def _cover_ok(player, building, cover):
    """``cover`` may be built over with ``building`` (rules 6: not the crane,
    not by one of the same kind)."""
    return cover != "crane" and cover != building and owns(player, cover)


def covers(state, p, building):
    """The buildings ``p`` may cover with ``building`` and afford, in ORDER."""
    player = state["players"][p]
    if not owns(player, "crane"):
        return []
    out = []
    for c in data.ORDER:
        if _cover_ok(player, building, c) and affordable(state, p, building, c):
            out.append(c)
    return out


def which_matters(state, player, cover):
    """He owns ``cover``'s kind both with and without a good: which one he
    covers decides whether a good is lost, so it is asked (version 4)."""
    g = data.PRODUCES.get(cover)
    return asks(state) and g is not None and player["goods"][g] > 0 and empty_of(player, g) > 0


def _uncovered_ok(state, p, building):
    player = state["players"][p]
    return len(player["buildings"]) < data.MAX_BUILDINGS and affordable(state, p, building)


def why_not_build(state, p, building):
    """(rule, reason) when ``p`` cannot build ``building`` now, else None."""
    player = state["players"][p]
    if building not in data.BUILDINGS:
        return ("builder.unknown", shown(building) + " is not a San Juan building")
    if player["hand"] < 1:
        return ("builder.hand", "has no card in hand to build")
    if data.BUILDINGS[building][data.TYPE] == "violet" and owns(player, building):
        return ("builder.twice", "already owns a " + building + " (one of each violet building)")
    if in_play(state, building) >= data.BUILDINGS[building][data.COPIES]:
        return ("builder.copies", "every " + building + " card is already built")
    if _uncovered_ok(state, p, building) or covers(state, p, building):
        return None
    if len(player["buildings"]) >= data.MAX_BUILDINGS and not owns(player, "crane"):
        return ("builder.limit", "has 12 buildings already")
    return (
        "builder.afford",
        "cannot pay for " + building + " with " + str(player["hand"]) + " cards in hand",
    )


def _builder_legal(state):
    p = state["turn"]
    out = [["build", b] for b in data.ORDER if why_not_build(state, p, b) is None]
    out.append(["pass"])
    return out


def _cover_legal(state):
    """``["cover", c]`` over an empty one of its kind when he has one (else
    a full one); ``["cover", c, "good"]`` over one holding a good, when
    he has both."""
    p = state["turn"]
    b = state["phase_data"]["build"]
    player = state["players"][p]
    out = []
    for c in covers(state, p, b):
        out.append(["cover", c])
        if which_matters(state, player, c) and affordable(state, p, b, c, True):
            out.append(["cover", c, "good"])
    if _uncovered_ok(state, p, b):
        out.append(["nocover"])
    return out


def _goods_legal(state):
    p = state["turn"]
    ph = state["phase_data"]
    player = state["players"][p]
    b, c, paid = ph["build"], ph["cover"], ph["goods"]
    pr = price(state, p, b, c)
    lost = lost_good(player, c, ph.get("full", False))
    out = []
    if len(paid) < min(2, pr) and _works(player, "black_market", c):
        for g in data.GOODS:
            have = player["goods"][g]
            if g == lost:
                have -= 1  # the covered building's good is lost
            for x in paid:
                if x == g:
                    have -= 1
            if have > 0:
                out.append(["goods", g])
    if player["hand"] - 1 >= pr - len(paid):
        out.append(["pay"])
    return out


def _builder_act(state, action):
    if action[0] == "pass":
        _next_builder(state)
        return
    ph = state["phase_data"]
    ph["build"] = action[1]
    ph["cover"] = None
    ph["full"] = False
    ph["goods"] = []
    _after_choice(state, "build")


def _cover_menu(state):
    return _cover_legal(state) + [["cancel"]]


def _goods_menu(state):
    return _goods_legal(state) + [["cancel"]]


def _cancel(state):
    """Back to the builder's menu: the build under way is dropped."""
    ph = state["phase_data"]
    ph["ask"] = None
    ph["build"] = None
    ph["cover"] = None
    ph["goods"] = []


def _cover_act(state, action):
    if action[0] == "cancel":
        _cancel(state)
        return
    ph = state["phase_data"]
    ph["cover"] = action[1] if action[0] == "cover" else None
    ph["full"] = len(action) == 3  # ["cover", c, "good"]
    _after_choice(state, "cover")


def _goods_act(state, action):
    if action[0] == "cancel":
        _cancel(state)
        return
    if action[0] == "goods":
        state["phase_data"]["goods"].append(action[1])
    _after_choice(state, "pay" if action[0] == "pay" else "goods")


def _after_choice(state, last):
    """The next question about the build under way, or the build itself."""
    p = state["turn"]
    ph = state["phase_data"]
    if last == "build" and covers(state, p, ph["build"]):
        ph["ask"] = "cover"
        return
    if last != "pay":
        opts = _goods_legal(state)
        if opts and opts != [["pay"]]:
            ph["ask"] = "goods"
            return
    _build(state)
    _next_builder(state)


def _build(state):
    p = state["turn"]
    player = state["players"][p]
    ph = state["phase_data"]
    b, c, paid = ph["build"], ph["cover"], ph["goods"]
    cards = price(state, p, b, c) - len(paid)
    if state["doubled"] and price(state, p, b, c, False) > price(state, p, b, c):
        _library_used(state, p)
    before = list(player["buildings"])
    # a good on the covered building is lost, and cannot pay (rules 6):
    # decided before paying (the one he covers, or all of its kind full)
    lost = lost_good(player, c, ph.get("full", False))
    for g in paid:
        player["goods"][g] -= 1
    player["hand"] -= 1 + cards
    state["discard"] += cards + len(paid)
    if c is None:
        player["buildings"].append(b)
    else:
        player["buildings"][player["buildings"].index(c)] = b
        if lost is not None:
            player["goods"][lost] -= 1
            state["discard"] += 1
            event(state, "lost_good", p, lost)
        state["discard"] += 1  # the covered card leaves play
    event(state, "build", p, [b, cards, list(paid), c])
    # carpenter first, then the poor house (SJ-23); neither works for its
    # own construction, nor once covered
    if data.BUILDINGS[b][data.TYPE] == "violet" and "carpenter" in before and c != "carpenter":
        draw(state, p, 1, "carpenter")
    if "poor_house" in before and c != "poor_house" and player["hand"] <= 1:
        draw(state, p, 1, "poor_house")
    if len(player["buildings"]) >= data.MAX_BUILDINGS and not state["end"]:
        state["end"] = True
        event(state, "end_trigger", p, len(player["buildings"]))


def _builder_seek(state):
    """Skip the seats with nothing to build; end the phase after the last."""
    ph = state["phase_data"]
    while ph["left"] > 0:
        if len(_builder_legal(state)) > 1:
            return
        ph["left"] -= 1
        state["turn"] = next_seat(state, state["turn"])
    if state["end"]:  # the game ends with this builder phase (rules 7)
        state["role"] = None
        state["phase_data"] = {}
        if not state["end_check"]:
            _game_over(state)
            return
        # the counts kept may have drifted (a card not reported): each
        # seat checks his before the score
        state["phase"] = "count"
        state["turn"] = state["governor"]
        state["phase_data"] = {"left": len(state["players"])}
        event(state, "count_check", None, state["round"])
        return
    _role_done(state)


def _game_over(state):
    state["phase"] = "over"
    state["turn"] = None
    state["phase_data"] = {}
    event(state, "game_over", None, state["round"])


def _next_builder(state):
    ph = state["phase_data"]
    ph["left"] -= 1
    ph["ask"] = None
    ph["build"] = None
    state["turn"] = next_seat(state, state["turn"])
    _builder_seek(state)


# ---- producer and trader -------------------------------------------------------------


def _producer_legal(state):
    p = state["turn"]
    player = state["players"][p]
    out = []
    if state["phase_data"]["done"] < produce_limit(state, p) and state["deck"] + state["discard"] > 0:
        for g in data.GOODS:
            if empty_of(player, g) > 0:
                out.append(["produce", g])
    if out:
        out.append(["pass"])
    return out


def _producer_act(state, action):
    p = state["turn"]
    ph = state["phase_data"]
    if action[0] == "produce":
        take(state, 1)
        state["players"][p]["goods"][action[1]] += 1
        ph["done"] += 1
        if ph["done"] > produce_limit(state, p, False):
            _library_used(state, p)
        event(state, "produce", p, action[1])
        if _producer_legal(state):
            return
    _seat_done(state)


def _trader_legal(state):
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


def _trader_act(state, action):
    p = state["turn"]
    ph = state["phase_data"]
    if action[0] == "sell":
        g = action[1]
        state["players"][p]["goods"][g] -= 1
        state["discard"] += 1
        ph["done"] += 1
        if ph["done"] > sell_limit(state, p, False):
            _library_used(state, p)
        cards = sale_price(state, g)
        event(state, "sell", p, [g, cards])
        draw(state, p, cards, "trade")
        if _trader_legal(state):
            return
    _seat_done(state)


def _seat_done(state):
    """A producer or trader seat has finished: its buildings' rewards,
    then the next seat."""
    p = state["turn"]
    ph = state["phase_data"]
    player = state["players"][p]
    n = ph["done"]
    if state["phase"] == "producer":
        if n >= 2 and owns(player, "well"):
            draw(state, p, 1, "well")
    else:
        if n >= 2 and owns(player, "market_stand"):
            draw(state, p, 1, "market_stand")
        if n >= 1 and owns(player, "market_hall"):
            draw(state, p, 1, "market_hall")
    ph["left"] -= 1
    ph["done"] = 0
    state["turn"] = next_seat(state, p)
    _seek(state)


def _seek(state):
    """Skip seats with nothing to choose; end the phase after the last."""
    ph = state["phase_data"]
    legal = PHASES[state["phase"]][0]
    while ph["left"] > 0:
        if legal(state):
            return
        ph["left"] -= 1
        state["turn"] = next_seat(state, state["turn"])
    if state["phase"] == "trader":
        state["tiles"].append(state["tile"])  # back to the bottom, face down
        event(state, "tile_back", None, state["tile"])
        state["tile"] = None
    _role_done(state)


# ---- prospector (gold mines) and chapels -------------------------------------------------


def _gold_legal(state):
    p = state["turn"]
    if not owns(state["players"][p], "gold_mine"):
        return []
    if state["deck"] + state["discard"] < data.GOLD_MINE_CARDS:
        return []
    return [["gold_mine", "keep"], ["gold_mine", "none"], ["pass"]]


def _gold_act(state, action):
    p = state["turn"]
    if action[0] == "gold_mine":
        take(state, data.GOLD_MINE_CARDS)
        kept = 1 if action[1] == "keep" else 0
        state["players"][p]["hand"] += kept
        state["discard"] += data.GOLD_MINE_CARDS - kept
        event(state, "gold_mine", p, action[1])
    ph = state["phase_data"]
    ph["left"] -= 1
    state["turn"] = next_seat(state, p)
    _seek(state)


def _chapel_legal(state):
    player = state["players"][state["turn"]]
    if owns(player, "chapel") and player["hand"] > 0:
        return [["chapel"], ["pass"]]
    return []


def _chapel_act(state, action):
    p = state["turn"]
    player = state["players"][p]
    if action[0] == "chapel":
        player["hand"] -= 1
        player["chapel"] += 1
        event(state, "chapel", p, player["chapel"])
    ph = state["phase_data"]
    ph["left"] -= 1
    state["turn"] = next_seat(state, p)
    _chapel_seek(state)


def _chapel_seek(state):
    ph = state["phase_data"]
    while ph["left"] > 0:
        if _chapel_legal(state):
            return
        ph["left"] -= 1
        state["turn"] = next_seat(state, state["turn"])
    # then the hand limit, checked only now (rules 4)
    for p in range(len(state["players"])):
        player = state["players"][p]
        limit = hand_limit(player)
        if player["hand"] > limit:
            k = player["hand"] - limit
            player["hand"] = limit
            state["discard"] += k
            event(state, "hand_limit", p, [k, limit])
    state["phase"] = "roles"
    state["phase_data"] = {}
    state["turn"] = state["governor"]


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
        _library_used(state, p)  # versions 1-3: used up by the pick
    n = len(state["players"])
    state["phase_data"] = {"left": n, "done": 0}
    state["turn"] = p
    if role == "trader":  # turned up first: he decides seeing its prices
        state["tile"] = state["tiles"].pop(0)
    if asks(state) and state["doubled"] and state["picks"] == 0 and n == 2 and _library_helps(state, p):
        # the governor picks again this round: he may keep his library for it
        event(state, "role", p, [role, 0])
        _tile_event(state)
        state["phase"] = "library"
        return
    event(state, "role", p, [role, 1 if state["doubled"] else 0])
    _tile_event(state)
    _start_role(state)


def _tile_event(state):
    if state["role"] == "trader":
        event(state, "tile", None, state["tile"])


def _library_used(state, p):
    """``p``'s library has doubled a privilege: with 2 players, not again
    this round (SJ-21)."""
    state["players"][p]["library_round"] = state["round"]


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
    role = state["role"]
    p = state["picker"]
    n = len(state["players"])
    if role == "builder":
        state["phase"] = "builder"
        state["phase_data"] = {
            "left": n,
            "ask": None,
            "build": None,
            "cover": None,
            "full": False,
            "goods": [],
        }
        _builder_seek(state)
    elif role in ("producer", "trader"):
        state["phase"] = role
        _seek(state)
    elif role == "councillor":
        _council_draw(state, p)
        if asks(state):  # the others may draw («peuvent… piocher»)
            state["phase"] = "councillor"
            state["phase_data"] = {"left": n - 1, "done": 0}
            state["turn"] = next_seat(state, p)
            _seek(state)
            return
        q = next_seat(state, p)
        for _ in range(n - 1):
            _council_draw(state, q)
            q = next_seat(state, q)
        _role_done(state)
    else:  # prospector: the picker draws, then the gold mines
        state["phase"] = "gold_mine"
        if draw(state, p, data.PROSPECT * (2 if state["doubled"] else 1), "prospector") > data.PROSPECT:
            _library_used(state, p)
        _seek(state)


def _council_draw(state, q):
    drawn, keep = council(state, q)
    got = take(state, drawn)
    if got > council(state, q, False)[0]:
        _library_used(state, q)
    kept = keep if keep < got else got
    state["players"][q]["hand"] += kept
    state["discard"] += got - kept
    # archive: the cards drawn join the hand, the discards come
    # from the whole hand (same counts, other cards)
    event(state, "council", q, [got, kept, 1 if owns(state["players"][q], "archive") else 0])


def _council_legal(state):
    if state["deck"] + state["discard"] == 0:
        return []
    return [["draw"], ["pass"]]


def _council_act(state, action):
    p = state["turn"]
    if action[0] == "draw":
        _council_draw(state, p)
    ph = state["phase_data"]
    ph["left"] -= 1
    state["turn"] = next_seat(state, p)
    _seek(state)


def _role_done(state):
    state["phase"] = "roles"
    state["role"] = None
    state["doubled"] = False
    state["phase_data"] = {}
    state["picks"] += 1
    n = len(state["players"])
    if state["picks"] < data.PICKS[n]:
        state["turn"] = (state["governor"] + state["picks"]) % n
        return
    # end of round: the governor card passes left; the new round starts
    # with the chapels and the hand limit
    event(state, "round_end", None, state["round"])
    state["picked"] = []
    state["picks"] = 0
    state["picker"] = None
    state["governor"] = next_seat(state, state["governor"])
    state["round"] += 1
    event(state, "governor", state["governor"], state["round"])
    state["phase"] = "chapel"
    state["phase_data"] = {"left": n}
    state["turn"] = state["governor"]
    _chapel_seek(state)


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
    _game_over(state)


def _over_legal(state):
    return []


# kind -> (legal, act)
PHASES = {
    "roles": (_roles_legal, _roles_act),
    "library": (_library_legal, _library_act),
    "chapel": (_chapel_legal, _chapel_act),
    "builder": (_builder_legal, _builder_act),
    "cover": (_cover_menu, _cover_act),
    "goods": (_goods_menu, _goods_act),
    "producer": (_producer_legal, _producer_act),
    "trader": (_trader_legal, _trader_act),
    "councillor": (_council_legal, _council_act),
    "gold_mine": (_gold_legal, _gold_act),
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


def explain(state, action):
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
