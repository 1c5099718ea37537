"""The move advisor, ``core.advise(state, iterations, seed)``: answers "what
would a strong player do?" for the seat that decides now, in every game.

It sees only what that seat may see. The hidden parts of the state (the
order of Puerto Rico's plantations and the other players' VP chips, San
Juan's trading-house tiles and the cards under the other chapels, every
game's generator) are first put in a canonical form that no longer says
them (``_public``); each iteration then fills them in at random from the
advisor's own seeded stream (core.rng): a determinization. What stays is
what the seat knows: the public state, its own VP, the counts of what is
hidden.

Search: each iteration plays one legal action on its own determinized
copy (core.copy), then a playout, and scores the end for the seat. The
answer is the action whose playouts scored best. Integers only, and no
dict is walked in its own order: the same seed gives the same answer on
CPython and MicroPython.
"""

from . import rng
from .canon import copy
from .errors import BadInput
from .games import game as _game

# The levels a seat may be given, as iteration counts (docs/advisor.md says
# how the strongest was sized to the Pi 4's 2 s budget).
LEVELS = {"quick": 12, "medium": 40, "strongest": 120}
ORDER = ("quick", "medium", "strongest")  # (a dict has no order on MicroPython)
DEFAULT = LEVELS["medium"]

# A playout stops after its game's DEPTH seats' decisions (core.<game>.advice)
# and the position is scored by the rule bots' worth; the playouts' policy
# is each game's strongest rule bot (core.bots).
WIN = 100  # tenths of a VP a won game adds to the margin (a lost one takes away)


def iterations_of(level):
    # The iterations of a level named in LEVELS (BadInput for another name).
    if level in LEVELS:
        return LEVELS[level]
    raise BadInput("advisor level: quick, medium or strongest, not " + str(level)[:20])


def advise(state, iterations=None, seed=0, stop=None):
    # One element of core.legal_actions(state): the advised choice of the
    # seat that decides (core.current_player). ``state`` is left unchanged.
    # ``stop``: a callable asked before each future's playouts; once it says True the
    # search ends and answers its best so far (for a caller that no longer
    # wants the answer: a dropped search must not keep the CPU busy).
    if iterations is None:
        iterations = DEFAULT
    g = _game(state["game"])
    acts = g.legal_actions(state)
    if not acts:
        raise BadInput("advise: the game is over, nobody decides")
    if len(acts) == 1:
        return acts[0]
    m = _bots(state["game"])
    r = rng.seed_state(seed)
    if m.table_decides(state):
        # the table's report of a card, no seat's choice: the likeliest
        # as the card model draws it
        r, i = m.table_pick(state, acts, r, rng.below)
        return acts[i]
    seat = g.current_player(state)
    cands = _candidates(acts)
    if len(cands) == 1:
        return acts[cands[0]]
    base = _public(state, seat)
    cands = _prior(m, base, seat, acts, cands)
    totals, counts = _halving(g, m, base, seat, acts, cands, iterations, r, stop)
    best = cands[0]
    for i in cands:
        # mean i > mean best, in integers
        if totals[i] * counts[best] > totals[best] * counts[i]:
            best = i
    return acts[best]


def _candidates(acts):
    # The indices of the actions worth comparing: a Port Royal "reveal"
    # names a kind of card, but the seat only says "reveal" (the deck
    # decides which, core.bots.resolve): its first one stands for all.
    out = []
    seen_reveal = False
    for i in range(len(acts)):
        if acts[i][0] == "reveal":
            if seen_reveal:
                continue
            seen_reveal = True
        out.append(i)
    return out


def _prior(m, base, seat, acts, cands):
    # The TOP candidates by the strongest rule bot's own scores of them
    # (read on the seat's canonical view): a long menu's obviously bad
    # choices get no playout, the others share the iterations. The kept
    # ones in their menu's order (a tie: the earlier).
    top = _advice(base["game"]).TOP
    if len(cands) <= top:
        return cands
    vals = m.scores(m.STRONGEST, base, seat, [acts[i] for i in cands])
    order = []
    for k in range(len(cands)):
        j = 0
        while j < len(order) and vals[order[j]] >= vals[k]:
            j += 1
        order.insert(j, k)
    keep = order[:top]
    return [cands[k] for k in range(len(cands)) if k in keep]


def _halving(g, m, base, seat, acts, cands, iterations, r, stop=None):
    # Sequential halving: the iterations in rounds, each shared evenly by
    # the actions still in, the better half kept for the next round (a
    # budget's best use when only the choice matters, and integers only).
    n = len(acts)
    totals = [0] * n
    counts = [0] * n
    alive = list(cands)
    rounds = 0
    k = len(alive)
    while k > 1:
        rounds += 1
        k = (k + 1) // 2
    left = iterations
    cp = getattr(m, "copy_state", copy)  # (a game's own, faster: core.copy's result)
    for rd in range(rounds):
        each = left // ((rounds - rd) * len(alive))
        if each < 1:
            each = 1
        depth = _advice(base["game"]).DEPTH
        for _ in range(each):
            if stop is not None and stop():
                return totals, counts
            # one future (hidden parts and playout stream) for every action
            # still in: their difference is the actions', not the luck's
            r, x = rng.below(r, 0x7FFF)
            r, y = rng.below(r, 0x7FFF)
            for i in alive:
                q = rng.seed_state(x << 15 | y)
                s = cp(base)
                q = _fill(s, seat, q)
                q = _play(g, m, s, acts[i], q)
                _playout(g, m, s, q, depth)
                totals[i] += _value(g, m, s, seat)
                counts[i] += 1
                left -= 1
        alive = _better_half(alive, totals, counts)
    return totals, counts


def _better_half(alive, totals, counts):
    # The better half of ``alive`` by mean (ties: the earlier action).
    order = []
    for i in alive:
        j = 0
        while j < len(order) and totals[order[j]] * counts[i] >= totals[i] * counts[order[j]]:
            j += 1
        order.insert(j, i)
    keep = order[: (len(order) + 1) // 2]
    return [i for i in alive if i in keep]


# ---- what the seat may know ------------------------------------------------


def _advice(name):
    # The game's own part of the advisor (core.<game>.advice): what is
    # hidden from a seat, a playout's length, its cheap choices, the worth.
    m = _mods.get(name)
    if m is None:
        m = getattr(__import__(_PARENT + "." + name + ".advice"), name).advice
        _mods[name] = m
    return m


_PARENT = __name__.rpartition(".")[0]  # "core"
_mods = {}


def _public(state, seat):
    # A copy of ``state`` whose hidden parts are in a canonical form that
    # does not tell them: shuffling what is hidden gives the same copy.
    s = copy(state)
    s["events"] = []  # (each action starts a new list; the old tells VP)
    s["rng"] = 1
    s["seed"] = 0
    _advice(s["game"]).hide(s, seat)
    return s


def _fill(s, seat, r):
    # Fill the canonical hidden parts of ``s`` in at random; returns the
    # advisor's stream.
    r = _advice(s["game"]).fill(s, seat, r)
    r, hi = rng.below(r, 0x8000)
    r, lo = rng.below(r, 0x8000)
    s["rng"] = (hi << 16 | lo << 1) | 1  # never 0 (xorshift's fixed point)
    return r


# ---- playouts and their score ----------------------------------------------


def _bots(name):
    # The game's rule bots (core.<game>.bots): the playouts' policy, the
    # table's card model and the evaluation.
    from . import bots

    return bots._bots(name)


def _play(g, m, s, action, r):
    # A seat's action as the table plays it (a reveal: the deck says which).
    res = getattr(m, "resolve", None)
    if res is not None and action[0] == "reveal":
        r, action = res(s, action, g.legal_actions(s), r, rng.below)
    g.apply(s, action)
    return r


def _playout(g, m, s, r, depth):
    # The game played on by the strongest rule bot in every seat, the
    # table's reports drawn by the card model, until ``depth`` seats'
    # decisions have been made or the game ends.
    legal_actions = g.legal_actions
    apply = g.apply
    below = rng.below
    current = g.current_player
    name = m.STRONGEST
    adv = _advice(s["game"])
    light = getattr(adv, "light", None)
    table_decides = m.table_decides
    choose = m.choose
    while depth > 0:
        acts = legal_actions(s)
        if not acts:
            break
        if table_decides(s):
            r, i = m.table_pick(s, acts, r, below)
            apply(s, acts[i], acts)
            continue
        if len(acts) == 1:
            apply(s, acts[0], acts)
            continue
        i = light(m, s, acts) if light is not None else None
        if i is None:
            r, i = choose(name, s, current(s), acts, r, below)
        a = acts[i]
        if a[0] == "reveal":
            r, a = m.resolve(s, a, acts, r, below)
        apply(s, a, acts)
        depth -= 1
    return r


def _worth(m, s, p):
    return _advice(s["game"]).worth(m, s, p)


def _value(g, m, s, seat):
    # The seat's margin over the best other player, in tenths of a VP: by
    # the final score at the game's end (plus WIN if won, less WIN if
    # lost), by the rule bots' worth of a position before.
    over = s["phase"] == "over"
    players = g.final_score(s)["players"] if over else None
    n = len(s["players"])
    best = None
    for j in range(n):
        v = players[j]["total"] * 10 if over else _worth(m, s, j)
        if j == seat:
            mine = v
        elif best is None or v > best:
            best = v
    v = mine - best
    if over:
        v += WIN if players[seat]["rank"] == 1 else -WIN
    return v


# ---- why: a hint's one line, as ids and numbers ----------------------------


def why(state, action):
    # What ``action`` does for the seat that decides, for a hint's one line
    # (the words are the firmware's): a dict of
    #   "kind": the pending decision (core.pending's kind),
    #   "action": the action,
    #   "gains": {what: change} of the seat's own counts, non-zero only
    #       (VP, doubloons or gold, cards in hand, each good by name, ...),
    #   "new": the names that came onto the seat's board (buildings,
    #       plantations, characters), sorted,
    #   "worth": the change of the rule bots' worth of the seat's position,
    #       tenths of a VP (what the rest of the game makes of it),
    # and for a Puerto Rico load "ship": the ship's size and "room": its
    # places left after the load (e.g. "ship coffee: 3 VP now, the 5-ship
    # is open"). Read from what the seat may know, like advise; ``state``
    # is left unchanged. BadInput for an action that is not legal now.
    g = _game(state["game"])
    acts = g.legal_actions(state)
    if action not in acts:
        raise BadInput("why: not a legal action now")
    seat = g.current_player(state)
    m = _bots(state["game"])
    before = _public(state, seat)
    _fill(before, seat, rng.seed_state(0))
    after = copy(before)
    _play(g, m, after, action, rng.seed_state(1))
    out = {"kind": g.pending(state)["kind"], "action": action}
    p0 = before["players"][seat]
    p1 = after["players"][seat]
    gains = {}
    new = []
    for k in sorted(p1):
        a = p0.get(k)
        b = p1[k]
        if type(b) is int and type(a) is int and b != a:
            gains[k] = b - a
        elif type(b) is dict and type(a) is dict:
            for x in sorted(b):
                if x not in a:
                    new.append(x)
                elif type(b[x]) is int and type(a[x]) is int and b[x] != a[x]:
                    gains[x] = b[x] - a[x]
        elif type(b) is list and type(a) is list and len(b) > len(a):
            for x in b[len(a) :]:
                new.append(x if type(x) is str else x.get("id") or x.get("kind"))
    out["gains"] = gains
    out["new"] = sorted([x for x in new if type(x) is str])
    out["worth"] = _worth(m, after, seat) - _worth(m, before, seat)
    if action[0] == "load" and len(action) > 2 and "cargo_ships" in before:
        ships = before["cargo_ships"]
        if type(action[2]) is int and action[2] < len(ships):
            ship = after["cargo_ships"][action[2]]
            out["ship"] = ship[0]
            out["room"] = ship[0] - ship[2]
    return out
