# Rule-based bots for every game: ``decide(name, state, seed)`` returns one
# element of ``core.legal_actions(state)`` for the seat that decides, the
# same for the same state and seed, and leaves the state unchanged. A bot
# reads only what that seat may know (the public board, its own hand and
# VP); each game's rules for its bots live in its package (``bots.py``).
#
#     >>> import core, core.bots
#     >>> s = core.new_game(4, seed=7)
#     >>> core.bots.decide("action_value", s, seed=1) in core.legal_actions(s)
#     True
#
# ``table_decides(state)``: the decision pending is the table's report of
# something no seat chooses (San Juan's gold mine draw, a Port Royal card
# turned up); ``table_action(state, seed)`` plays it from the game's card
# model, for a benchmark's games. A bot is never asked those.
#
# Pure Python that runs on MicroPython (core.rng for every draw).

from . import rng
from .games import game as _game

# Each game's bots (its package's ``bots`` module): ``NAMES`` (rule
# bots, weakest first by intent), ``STRONGEST``, ``choose``; "random" is
# every game's, and first.
RANDOM = "random"

_PARENT = __name__.rpartition(".")[0]  # "core"
_mods = {}


def best(vals, r, below):
    # (r, the index of the highest of ``vals``), a tie drawn by ``below``
    # from ``r``: every rule bot's choice among its scored actions.
    top = vals[0]
    for v in vals:
        if v > top:
            top = v
    tops = [i for i in range(len(vals)) if vals[i] == top]
    if len(tops) == 1:
        return r, tops[0]
    r, k = below(r, len(tops))
    return r, tops[k]


def _bots(name):
    # The game's bots module (imported when first used).
    m = _mods.get(name)
    if m is None:
        _game(name)  # KeyError for a game core.games does not name
        m = getattr(__import__(_PARENT + "." + name + ".bots"), name).bots
        _mods[name] = m
    return m


def names(game):
    # The bots of ``game``: "random", then its own (KeyError for a game
    # core.games does not name).
    return (RANDOM,) + _bots(game).NAMES


def strongest(game):
    # The strongest rule bot of ``game`` (docs/tournament.md).
    return _bots(game).STRONGEST


def tournament(game):
    # (players, new_game options) of ``game``'s tournaments: Puerto Rico at
    # 4, the others at 2, as issue 34 measures them.
    m = _bots(game)
    return m.TOURNAMENT_PLAYERS, dict(getattr(m, "TOURNAMENT_OPTIONS", {}))


def _stream(state, seed):
    # The bot's own generator for this decision: its seed and the step.
    return rng.seed_state((int(seed) * 40503 + state["step"]) & 0x3FFFFFFF)


def decide(name, state, seed=0):
    # The action bot ``name`` takes for the seat on turn (ValueError for a
    # bot ``state``'s game does not have, or a game with nothing to decide).
    g = state["game"]
    if name not in names(g):
        raise ValueError("no bot " + str(name) + " for " + str(g))
    gm = _game(g)
    acts = gm.legal_actions(state)
    if not acts:
        raise ValueError("nothing to decide: the game is over")
    r = _stream(state, seed)
    if name == RANDOM or len(acts) == 1:
        r, i = rng.below(r, len(acts))
        return acts[i]
    p = gm.current_player(state)
    r, i = _bots(g).choose(name, state, p, acts, r, rng.below)
    return acts[i]


def table_decides(state):
    # True when the pending decision is the table's report, not a choice.
    m = _bots(state["game"])
    f = getattr(m, "table_decides", None)
    return f is not None and f(state)


def resolve(state, action, seed=0):
    # The action as the table plays it: a seat's choice, except where the
    # cards decide part of it (a Port Royal reveal: which card turns up).
    f = getattr(_bots(state["game"]), "resolve", None)
    if f is None:
        return action
    acts = _game(state["game"]).legal_actions(state)
    r = _stream(state, seed ^ 0x7AB1E)
    r, a = f(state, action, acts, r, rng.below)
    return a


def table_action(state, seed=0):
    # The table's report for a benchmark's game, drawn from the game's
    # card model with the generator of ``seed`` and the step.
    acts = _game(state["game"]).legal_actions(state)
    r = _stream(state, seed ^ 0x7AB1E)
    r, i = _bots(state["game"]).table_pick(state, acts, r, rng.below)
    return acts[i]


def play(state, seats, seed=0, limit=20000):
    # Play ``state`` to its end: ``seats[p](state)`` gives seat p's action
    # (a bot, core.advise, ...) when it has a choice (a single legal
    # action is played unasked); the table's reports come from
    # table_action and a seat's choice goes through resolve, both with
    # ``seed``. Returns the state; ValueError after ``limit`` actions.
    gm = _game(state["game"])
    for _ in range(limit):
        acts = gm.legal_actions(state)
        if not acts:
            return state
        if table_decides(state):
            a = table_action(state, seed)
        elif len(acts) == 1:
            a = acts[0]  # nothing to choose: no seat is asked
        else:
            a = resolve(state, seats[gm.current_player(state)](state), seed)
        gm.apply(state, a, acts)
    raise ValueError("the game did not end after " + str(limit) + " actions")
