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
LEVELS = (("quick", 40), ("medium", 150), ("strongest", 400))
DEFAULT = 150

# A playout stops after this many actions and the position is scored as it
# stands (the game's score so far).
DEPTH = 200
WIN = 50  # what a won game adds to the margin (a lost one takes away)


def iterations_of(level):
    # The iterations of a level named in LEVELS (BadInput for another name).
    for name, n in LEVELS:
        if name == level:
            return n
    raise BadInput("advisor level: quick, medium or strongest, not " + str(level)[:20])


def advise(state, iterations=None, seed=0):
    # One element of core.legal_actions(state): the advised choice of the
    # seat that decides (core.current_player). ``state`` is left unchanged.
    if iterations is None:
        iterations = DEFAULT
    g = _game(state["game"])
    acts = g.legal_actions(state)
    if not acts:
        raise BadInput("advise: the game is over, nobody decides")
    if len(acts) == 1:
        return acts[0]
    seat = g.current_player(state)
    base = _public(state, seat)
    r = rng.seed_state(seed)
    n = len(acts)
    totals = [0] * n
    counts = [0] * n
    runs = iterations if iterations > n else n
    for it in range(runs):
        i = it % n
        s = copy(base)
        r = _fill(s, seat, r)
        g.apply(s, acts[i])
        r = _playout(g, s, r, DEPTH)
        totals[i] += _value(g, s, seat)
        counts[i] += 1
    best = 0
    for i in range(1, n):
        # mean i > mean best, in integers
        if totals[i] * counts[best] > totals[best] * counts[i]:
            best = i
    return acts[best]


# ---- what the seat may know ------------------------------------------------


def _public(state, seat):
    # A copy of ``state`` whose hidden parts are in a canonical form that
    # does not tell them: shuffling what is hidden gives the same copy.
    s = copy(state)
    s["events"] = []  # (each action starts a new list; the old tells VP)
    s["rng"] = 1
    s["seed"] = 0
    name = s["game"]
    if name == "puerto_rico":
        s["stock"] = sorted(s["stock"])  # which tiles are left is public, not their order
        _estimate_vp(s, seat)
    elif name == "san_juan":
        s["tiles"] = sorted(s["tiles"])
        for i in range(len(s["players"])):
            if i != seat:
                s["players"][i]["chapel"] = 0  # hidden: not counted
    return s


def _estimate_vp(s, seat):
    # Puerto Rico's VP chips are secret: the others' share of the chips gone
    # from the supply, split evenly (the written VP are the supply's end).
    from .puerto_rico import data

    players = s["players"]
    n = len(players)
    first = data.SETUP[n]["vp_chips"]
    if n == 5 and s.get("edition") == "1897":
        first = data.VP_CHIPS_1897_5P
    gone = first - s["vp_chips"] - players[seat]["vp"]
    if gone < 0:
        gone = 0
    others = n - 1
    k = 0
    for j in range(1, n):
        p = players[(seat + j) % n]
        p["vp"] = gone // others + (1 if k < gone % others else 0)
        p["written"] = 0
        k += 1


def _fill(s, seat, r):
    # Fill the canonical hidden parts of ``s`` in at random; returns the
    # advisor's stream.
    name = s["game"]
    if name == "puerto_rico":
        r = rng.shuffle(r, s["stock"])
    elif name == "san_juan":
        r = rng.shuffle(r, s["tiles"])
    r, hi = rng.below(r, 0x8000)
    r, lo = rng.below(r, 0x8000)
    s["rng"] = (hi << 16 | lo << 1) | 1  # never 0 (xorshift's fixed point)
    return r


# ---- playouts and their score ----------------------------------------------


def _playout(g, s, r, depth):
    # Random legal actions, at most ``depth`` of them.
    legal_actions = g.legal_actions
    apply = g.apply
    below = rng.below
    for _ in range(depth):
        acts = legal_actions(s)
        if not acts:
            break
        r, i = below(r, len(acts))
        apply(s, acts[i], acts)
    return r


def _value(g, s, seat):
    # The seat's margin over the best other score, plus WIN at a won end
    # (minus WIN at a lost one).
    players = g.final_score(s)["players"]
    mine = players[seat]["total"]
    best = None
    for j in range(len(players)):
        if j != seat:
            t = players[j]["total"]
            if best is None or t > best:
                best = t
    v = mine - best
    if s["phase"] == "over":
        rank = players[seat]["rank"]
        if rank == 1:
            v += WIN
        else:
            v -= WIN
    return v
