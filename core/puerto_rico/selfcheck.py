"""The core's own checks, plain asserts (micropython-lib style), run by the
test suite under CPython and under MicroPython:

    micropython -c "import core.puerto_rico.selfcheck as c; c.main()"

Prints one line per check and a summary; raises AssertionError on failure.
"""

from .. import canon, rng
from ..checks import refused, run, sound_and_replays
from . import apply, building_price as price
from .invariants import check
from .simulate import play_random
from .state import new_game as _new
from .engine import start


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


def main():
    checks = (
        ("rng", check_rng),
        ("random games", check_random_games),
        ("illegal actions", check_illegal_leaves_state),
        ("builder prices", check_builder_prices),
    )
    run(checks)


if __name__ == "__main__":
    main()
