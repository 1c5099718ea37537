"""San Juan's own checks, plain asserts, run by the test suite under
CPython and under MicroPython (as core.puerto_rico.selfcheck for Puerto Rico):

    micropython -c "import core.san_juan.selfcheck as c; c.main()"
"""

from .. import canon, rng
from ..checks import refused, run, sound_and_replays
from ..errors import IllegalAction
from . import apply, legal_actions, price
from .engine import count_range
from .state import new_game
from .invariants import check
from .simulate import play_random
from .endgame import final_score


def check_random_games():
    out = []
    for n in (2, 3, 4):
        acts = []
        st = play_random(n, 200 + n, checks=True, record=acts)
        assert st["phase"] == "over", "game did not end"
        sound_and_replays(st, acts, check)
        out.append(
            str(n)
            + ":"
            + str(st["step"])
            + ":"
            + str(st["round"])
            + ":"
            + ",".join(final_score(st)["winners"])
        )
    return " ".join(out)


def check_physical_tiles():
    # the table draws the trading-house tiles: each trader says his, the
    # game still sound and replaying; a crane's covered cards out of play
    acts = []
    st = play_random(3, 303, checks=True, record=acts, tiles="physical")
    sound_and_replays(st, acts, check)
    told = 0
    for a in acts:
        if a[0] == "tile":
            told += 1
    return str(told) + ":" + str(st["unseen"]) + ":" + str(st["removed"]) + ":" + str(st["step"])


def check_illegal_leaves_state():
    st = new_game(["A", "B", "C"], 3)
    return refused(st, apply, (["role", "mayor"], ["build", "palace"], ["pass"], []))


def check_prices():
    # SJ-16: builder with quarry and library, violet 3 cheaper
    st = new_game(["A", "B", "C"], 1)
    st["players"][0]["buildings"] += ["quarry", "library"]
    apply(st, ["role", "builder"])
    got = [price(st, 0, b) for b in ("victory_column", "hero", "palace", "sugar_mill")]
    assert got == [1, 2, 3, 0], got
    return canon.dumps(got)


def check_end_count():
    # the end-of-game count: a count out of range refused, state unchanged;
    # a hand corrected within it, every card still somewhere
    st = new_game(["A", "B"], 4)
    r = rng.seed_state(4)
    while st["phase"] != "count":
        opts = legal_actions(st)
        r, i = rng.below(r, len(opts))
        for k in range(len(opts)):
            # builds, and every councillor's draw, so the game ends
            if opts[k][0] in ("build", "draw") or opts[k] == ["role", "builder"]:
                i = k
        apply(st, opts[i], opts)
    before = canon.dumps(st)
    p = st["turn"]
    top = count_range(st, p, "hand")[1]
    try:
        apply(st, ["count", "hand", top + 1])
    except IllegalAction as e:
        rule = e.rule
    else:
        raise AssertionError("accepted a hand above the cards left")
    assert canon.dumps(st) == before, "state changed by a refused count"
    apply(st, ["count", "hand", top])
    assert not check(st)
    while st["phase"] == "count":
        apply(st, ["confirm"])
    return rule + " " + str(top) + " " + canon.dumps(final_score(st)["winners"])


def main():
    checks = (
        ("random games", check_random_games),
        ("physical tiles", check_physical_tiles),
        ("illegal actions", check_illegal_leaves_state),
        ("builder prices", check_prices),
        ("end count", check_end_count),
    )
    run(checks, "san juan ")


if __name__ == "__main__":
    main()
