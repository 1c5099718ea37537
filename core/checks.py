"""What the games' self-checks (core.puerto_rico.selfcheck for Puerto Rico,
core.san_juan.selfcheck, core.port_royal.selfcheck) have in common:
plain asserts, run under CPython and MicroPython alike."""

from . import canon, record
from .errors import IllegalAction


def sound_and_replays(st, acts, check):
    """Assert that ``st`` breaks none of its game's invariants (``check``)
    and that its record (header and ``acts``) replays to the same state."""
    assert not check(st)
    lines = [record.header_line(st)] + [record.action_line(a) for a in acts]
    assert canon.dumps(record.replay(lines)) == canon.dumps(st), "replay differs"


def refused(st, apply, actions):
    """Assert that ``apply`` refuses every one of ``actions`` with
    IllegalAction and leaves ``st`` as it was; "ok"."""
    before = canon.dumps(st)
    for bad in actions:
        try:
            apply(st, bad)
        except IllegalAction:
            pass
        else:
            raise AssertionError("accepted " + repr(bad))
        assert canon.dumps(st) == before, "state changed by " + repr(bad)
    return "ok"


def run(checks, prefix=""):
    """Run ``checks`` ((name, fn) pairs), a line each, then the summary."""
    for name, fn in checks:
        print(prefix + name + ": " + fn())
    print(prefix + "selfcheck: " + str(len(checks)) + " checks passed")
