"""The core's own checks, plain asserts (micropython-lib style), run by the
test suite under CPython and under MicroPython:

    micropython -c "import core.puerto_rico.selfcheck as c; c.main()"

Prints one line per check and a summary; raises AssertionError on failure.
"""

from .. import canon, rng
from ..checks import refused, run, sound_and_replays
from . import apply, legal_actions, building_price as price
from .invariants import check
from .simulate import play_random
from .setup import new_game as _new
from .engine import start


def new_game_of(n, seed):
    return start(_new(["P" + str(i) for i in range(n)], seed))


def check_rng():
    s = rng.seed_state(42)
    items = list(range(10))
    s = rng.shuffle(s, items)
    assert sorted(items) == list(range(10))
    s2, r = rng.below(s, 7)
    assert 0 <= r < 7 and s2 != s
    return canon.dumps([items, s2, r])


def check_random_games():
    out = []
    for n in (2, 3, 4, 5):
        acts = []
        st = play_random(n, 100 + n, checks=True, record=acts)
        assert st["phase"] == "over" and st["end"], "game did not end"
        sound_and_replays(st, acts, check)
        out.append(str(n) + ":" + str(st["step"]) + ":" + str(st["round"]))
    return " ".join(out)


def check_illegal_leaves_state():
    st = start(_new(["A", "B", "C"], 3))
    return refused(st, apply, (["role", "prospector"], ["build", "harbor"], ["pass"], []))


def check_builder_prices():
    # PR-03: 3 occupied quarries, not the builder: 2->1, 5->3, 8->5, 10->7
    st = start(_new(["A", "B", "C", "D"], 1))
    st["players"][1]["island"]["quarry"] = [3, 3]
    apply(st, ["role", "builder"])
    got = [price(st, 1, b) for b in ("construction_hut", "office", "harbor", "city_hall")]
    assert got == [1, 3, 5, 7], got
    return canon.dumps(got)


def check_ledger():
    # Issue 30: each decision's moves take the pieces where the device has
    # them (core/puerto_rico/ledger.py), the same moves on every platform.
    from .. import ledger as common
    from . import ledger, new_game

    st = new_game(["A", "B", "C"], 8, expansions=["new_buildings", "nobles", "smuggler", "festival"])
    s = rng.seed_state(8)
    told = [ledger.setup_moves(st)]
    held = ledger.holdings(st)
    while st["phase"] != "over":
        before = canon.copy(st)
        acts = legal_actions(st)
        s, i = rng.below(s, len(acts))
        apply(st, acts[i])
        mv = ledger.moves(before, st)
        for m in mv:
            a, b = common.sides(m, ledger.PLAYER_PLACES)
            held[a] = held.get(a, 0) - m["n"]
            held[b] = held.get(b, 0) + m["n"]
        after = ledger.holdings(st)
        for k in held:
            if k[0] not in ("box", "bank"):
                assert held[k] == after.get(k, 0), (k, mv)
        for k in after:
            assert held.get(k, 0) == after[k], (k, mv)
        told.append(mv)
    return str(len(told)) + " " + str(len(canon.dumps(told)))


def check_copy():
    # core.copy (a search's copy): the copy of a mid-game state plays on
    # as the state does, and leaves it as it was, on every platform.
    from .. import copy

    st = new_game_of(4, 21)
    s = rng.seed_state(21)
    for _ in range(200):
        acts = legal_actions(st)
        s, i = rng.below(s, len(acts))
        apply(st, acts[i], acts)
    twin = copy(st)
    before = canon.dumps(st)
    games = []
    for g in (twin, st):
        r = s
        while g["phase"] != "over":
            acts = legal_actions(g)
            r, i = rng.below(r, len(acts))
            apply(g, acts[i], acts)
        games.append(canon.dumps(g))
        assert g is st or canon.dumps(st) == before, "the copy changed its state"
    assert games[0] == games[1], "the copy played another game"
    return str(twin["step"]) + " " + str(len(games[0]))


def main():
    checks = (
        ("rng", check_rng),
        ("random games", check_random_games),
        ("illegal actions", check_illegal_leaves_state),
        ("builder prices", check_builder_prices),
        ("ledger of moves", check_ledger),
        ("copy for search", check_copy),
    )
    run(checks)


if __name__ == "__main__":
    main()
