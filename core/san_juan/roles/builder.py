# San Juan's builder: each seat from the picker builds one building or
# passes; a crane may cover one of his, a black market pays with goods.
# Prices and refusals (``price``, ``covers``, ``why_not_build``) are the
# screens' too.

from .. import data
from ...inputs import shown
from ..flow import end_game, library_used, role_done
from ..state import asks, draw, empty_of, event, goods_total, in_play, next_seat, owns, table_rules


def start(state):
    state["phase"] = "builder"
    state["phase_data"] = {
        "left": len(state["players"]),
        "ask": None,
        "build": None,
        "cover": None,
        "full": False,
        "goods": [],
    }
    _seek(state)


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


def legal(state):
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


def act(state, action):
    if action[0] == "pass":
        _next_builder(state)
        return
    ph = state["phase_data"]
    ph["build"] = action[1]
    ph["cover"] = None
    ph["full"] = False
    ph["goods"] = []
    _after_choice(state, "build")


def cover_menu(state):
    return _cover_legal(state) + [["cancel"]]


def goods_menu(state):
    return _goods_legal(state) + [["cancel"]]


def _cancel(state):
    """Back to the builder's menu: the build under way is dropped."""
    ph = state["phase_data"]
    ph["ask"] = None
    ph["build"] = None
    ph["cover"] = None
    ph["goods"] = []


def cover_act(state, action):
    if action[0] == "cancel":
        _cancel(state)
        return
    ph = state["phase_data"]
    ph["cover"] = action[1] if action[0] == "cover" else None
    ph["full"] = len(action) == 3  # ["cover", c, "good"]
    _after_choice(state, "cover")


def goods_act(state, action):
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
        library_used(state, p)
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
    event(state, "build", p, [b, cards, list(paid), c])
    if c is not None:
        # the covered card leaves the game («retiré du jeu», rules 6);
        # records before version 8 put it on the discard pile
        if table_rules(state):
            state["removed"] += 1
            event(state, "covered", p, [c, "out"])
        else:
            state["discard"] += 1
            event(state, "covered", p, [c, "discard"])
    # carpenter first, then the poor house (SJ-23); neither works for its
    # own construction, nor once covered
    if data.BUILDINGS[b][data.TYPE] == "violet" and "carpenter" in before and c != "carpenter":
        draw(state, p, 1, "carpenter")
    if "poor_house" in before and c != "poor_house" and player["hand"] <= 1:
        draw(state, p, 1, "poor_house")
    if len(player["buildings"]) >= data.MAX_BUILDINGS and not state["end"]:
        state["end"] = True
        event(state, "end_trigger", p, len(player["buildings"]))


def _seek(state):
    """Skip the seats with nothing to build; end the phase after the last."""
    ph = state["phase_data"]
    while ph["left"] > 0:
        if len(legal(state)) > 1:
            return
        ph["left"] -= 1
        state["turn"] = next_seat(state, state["turn"])
    if state["end"]:  # the game ends with this builder phase (rules 7)
        end_game(state)
        return
    role_done(state)


def _next_builder(state):
    ph = state["phase_data"]
    ph["left"] -= 1
    ph["ask"] = None
    ph["build"] = None
    state["turn"] = next_seat(state, state["turn"])
    _seek(state)
