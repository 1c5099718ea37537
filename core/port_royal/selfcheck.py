"""Port Royal's own checks, plain asserts, run by the test suite under
CPython and under MicroPython (the outputs must be byte-identical):

    micropython -c "import core.port_royal.selfcheck as c; c.main()"
"""

from .. import canon
from ..checks import refused, run, sound_and_replays
from . import new_game, apply
from .endgame import final_score
from .invariants import check
from .simulate import play_random


def check_random_games():
    out = []
    for n in (2, 3, 4, 5):
        for variant in ("standard", "expedition"):
            acts = []
            st = play_random(n, 200 + n, variant, checks=True, record=acts)
            assert st["phase"] == "over" and st["end"], "game did not end"
            sound_and_replays(st, acts, check)
            out.append(
                str(n) + variant[0] + ":" + str(st["step"]) + ":" + canon.dumps(final_score(st)["winners"])
            )
    return " ".join(out)


def check_illegal_leaves_state():
    st = new_game(["A", "B", "C"], 3)
    return refused(st, apply, (["stop"], ["take", 0], ["reveal", "dragon"], ["gold", 3], []))


def check_tax():
    # PRY-03 and PRY-04: 13 gold loses 6; nobody has swords, everyone gains
    st = new_game(["A", "B"], 1)
    st["players"][1]["gold"] = 13
    st["deck"] -= 10
    for a in (["reveal", "tax"], ["tax", "swords"]):
        apply(st, a)
    got = [p["gold"] for p in st["players"]]
    assert got == [4, 8], got
    return canon.dumps(got)


def main():
    checks = (
        ("random games", check_random_games),
        ("illegal actions", check_illegal_leaves_state),
        ("tax", check_tax),
    )
    run(checks)


if __name__ == "__main__":
    main()
