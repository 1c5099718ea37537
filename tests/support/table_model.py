"""A model of the physical table: the game box's components, changed only
by the ledger's moves (core.ledger, docs/moves.md).

The model knows no rule. It starts with everything in the box (the game's
``ledger.box(state)``), and each move takes ``n`` pieces from one place and
puts them in another; taking more than a place holds is a ledger that
tells the table to move pieces it does not have. ``holdings()`` is what
lies on the table, to compare with the device's own counts
(``ledger.holdings(state)``): a table that follows the words must hold
exactly what the device holds.
"""

from __future__ import annotations

import core
import core.ledger
from core import canon
from core.ledger import reverse, sides


class Drift(AssertionError):
    """The table and the device disagree, or a move takes what is not there."""


class TableModel:
    def __init__(self, ledger_module, state: dict) -> None:
        self.ledger = ledger_module
        self.places: dict = {}
        # unlimited places (the bank): they may go below zero, never compared
        self.unlimited = set(getattr(ledger_module, "UNLIMITED", ()))
        for key, n in ledger_module.box(state).items():
            self.places[key] = self.places.get(key, 0) + n

    def apply(self, moves: list, where: str = "") -> None:
        for m in moves:
            if type(m["n"]) is not int or m["n"] <= 0:
                raise Drift("%s: a move of no pieces: %r" % (where, m))
            src, dst = sides(m, self.ledger.PLAYER_PLACES)
            frm = src[0]
            have = self.places.get(src, 0)
            if frm not in self.unlimited and have < m["n"]:
                raise Drift("%s: %r takes %d, the table holds %d there" % (where, m, m["n"], have))
            self.places[src] = have - m["n"]
            self.places[dst] = self.places.get(dst, 0) + m["n"]

    def holdings(self) -> dict:
        """What lies on the table (not in the box, not the bank), no zeros."""
        out = {}
        for key, n in self.places.items():
            if n and key[0] != "box" and key[0] not in self.unlimited:
                out[key] = n
        return out

    def check(self, state: dict, where: str = "", held: dict | None = None) -> None:
        if held is None:
            held = self.ledger.holdings(state)
        device = {k: n for k, n in held.items() if n}
        table = self.holdings()
        if device != table:
            keys = sorted(set(device) | set(table), key=repr)
            diff = [
                "%r: device %d, table %d" % (k, device.get(k, 0), table.get(k, 0))
                for k in keys
                if device.get(k, 0) != table.get(k, 0)
            ]
            raise Drift("%s: the table drifted from the device:\n  %s" % (where, "\n  ".join(diff)))


def ledger_of(state: dict):
    return core.ledger.of(state)


def follow(state: dict, actions, check_undo: bool = True) -> TableModel:
    """Set ``state`` (a new game) up on a model table, then play
    ``actions`` (a callable state -> action, or None to stop), checking the
    table against the device after the set-up and every decision, and that
    each decision's reverse moves put the table back."""
    model = TableModel(ledger_of(state), state)
    model.apply(core.ledger.setup_moves(state), "set-up")
    model.check(state, "set-up")
    step = 0
    lg = model.ledger
    quick = getattr(lg, "QUICK_MOVES", False)  # moves(before, state, held): no count made twice
    held = lg.holdings(state) if quick else None
    while not core.is_over(state):
        action = actions(state)
        if action is None:
            break
        before = canon.copy(state)  # a deep copy, quicker than copy.deepcopy
        core.apply(state, action)
        step += 1
        where = "decision %d %r" % (step, action)
        if quick:
            after = lg.holdings(state)
            mv = lg.moves(before, state, (held, after))
            held = after
        else:
            mv = core.ledger.moves(before, state)
        model.apply(mv, where)
        model.check(state, where, held)
        if check_undo:
            back = TableModel.__new__(TableModel)
            back.ledger, back.unlimited = model.ledger, model.unlimited
            back.places = dict(model.places)
            back.apply(reverse(mv, model.ledger.PLAYER_PLACES), where + " (undone)")
            back.check(before, where + " (undone)")
    return model
