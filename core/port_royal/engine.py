"""The decisions of a Port Royal game: ``legal_actions(state)`` and
``apply(state, action)``, as Puerto Rico's engine.

The device does not see the cards: the active player reports each card as
he reveals it, step by step (its kind, then what is printed on it, P1),
and the device keeps the counts, checks the bust, resolves taxes, says how
many cards each player may take and what he pays. Actions are short lists:

    discover:  ["reveal", kind]  ["stop"]  ["expedition", k] (fulfil display k)
               (version 9: ["reveal", "ship", colour], the colour said at once)
    a card:    ["colour", c]  ["gold", n]  ["swords", n]  ["skull"]
               ["character", id]  ["cost", n]  ["vp", n]
               ["settler", n]  ["captain", n]  ["priest", n]  ["tax", "swords"|"vp"]
    a ship:    ["repel"]  ["keep"]
    phase 2:   ["take", i] (harbour card i)  ["pass"]  ["expedition", k]
               (version 5: a take is followed by the card's values not
               entered yet: ["gold", n], or ["colour", c] ["cost", n]...;
               version 9: after ["character", id], ["face", id, (colour),
               cost, vp, (swords)], a face of it entered before, at once)
    discards:  ["discard", n] (the n-th set of characters that fulfils
               the expedition, when there are several; version 5)

``apply`` checks the action against ``legal_actions`` and raises
``IllegalAction`` naming the rule, leaving the state untouched. The
phases are modules (``discover``, ``trade``, with ``expeditions`` and
``turns``); this one dispatches to them by decision (``PHASES``).
"""

from . import data
from ..errors import IllegalAction
from ..inputs import checked_action, shown
from ..asking import is_over, pending_of  # noqa: F401 (is_over: the API)
from .state import can_draw
from . import discover, trade, expeditions
from .discover import busts, can_repel  # noqa: F401  (the screens ask them)
from .expeditions import fulfil_choice  # noqa: F401
from .trade import can_take  # noqa: F401
from .turns import reaches_end  # noqa: F401


def _over_legal(state):
    return []


def _trade_act(state, action):
    # a card whose values are not all entered is read off first (version 5)
    if action[0] == "take" and discover.unknown(state["harbour"][action[1]]):
        discover.ask_values(state, action[1])
        return
    trade.act(state, action)


PHASES = {
    "discover": (discover.discover_legal, discover.discover_act),
    "repel": (discover.repel_legal, discover.repel_act),
    "trade": (trade.legal, _trade_act),
    "over": (_over_legal, None),
}
ENTRY = (discover.entry_legal, discover.entry_act)


def _discards_act(state, action):
    expeditions.choice_act(state, action)
    if state["phase"] == "trade":
        trade.after(state, "expedition")


DISCARDS = (expeditions.choice_legal, _discards_act)


def decision(state):
    """The kind of decision asked now: "discover", "repel", "trade",
    "over", "discards", or the step of the card being reported ("colour",
    "gold", ...)."""
    if state.get("fulfil") is not None:
        return "discards"
    if state["entry"] is not None:
        return state["entry"]["step"]
    return state["phase"]


def _handlers(state):
    if state.get("fulfil") is not None:
        return DISCARDS
    if state["entry"] is not None:
        return ENTRY
    return PHASES[state["phase"]]


def legal_actions(state):
    """Every choice open to the player who must decide now, in menu order."""
    return _handlers(state)[0](state)


def current_player(state):
    if state["phase"] == "over":
        return None
    if state["phase"] == "trade":  # also while he enters a card he takes
        return trade.seat(state)
    return state["active"]


pending = pending_of(current_player, decision, legal_actions, role="phase")


def apply(state, action, legal=None):
    """Apply ``action`` for the player on turn, completely, or raise
    IllegalAction leaving the state as it was."""
    action = checked_action(action)
    handlers = _handlers(state)
    if legal is None:
        legal = handlers[0](state)
    if action not in legal:
        rule, why = explain(state, action)
        raise IllegalAction(why, rule)
    state["step"] += 1
    state["events"] = []
    handlers[1](state, action)
    return state


# ---- why an action is not legal -------------------------------------------------


def explain(state, action):  # noqa: C901 - one refusal per decision, in the rules' order
    """(rule, message) saying why ``action`` is not legal now."""
    if state["phase"] == "over":
        return ("game.over", "the game is over")
    who = current_player(state)
    name = state["players"][who]["name"]
    what = action[0] if action else None
    kind = decision(state)
    r = None
    if kind == "discards":
        r = ("expedition.discards", "must first say which characters he discards for the expedition")
    elif state["entry"] is not None:
        r = _explain_entry(state, action, kind)
    elif kind == "discover":
        if what == "stop":
            r = ("discover.first_card", "must reveal at least one card first")
        elif what == "reveal" and len(action) == 2:
            if not can_draw(state):
                r = ("discover.deck", "no card is left to draw")
            elif action[1] == "character":
                r = ("discover.count", "every character card is already face up")
            elif action[1] == "expedition":
                r = ("discover.count", "all " + str(data.EXPEDITIONS) + " expeditions are already face up")
        elif what == "expedition":
            r = ("expedition.symbols", "lacks the characters this expedition asks for")
    elif kind == "repel":
        r = ("repel.choice", "repel or keep the ship first")
    elif kind == "trade":
        if what == "take" and len(action) == 2 and type(action[1]) is int:
            i = action[1]
            t = state["trade"]
            if t["left"] <= 0:
                r = ("trade.count", "has taken all the cards he may take")
            elif not 0 <= i < len(state["harbour"]):
                r = ("trade.card", "the harbour has no card " + str(i + 1))
            elif _blind(state, i) and _blind(state, i) != [i]:
                r = (
                    "trade.card",
                    "the characters not said yet are one choice: take the first, then say which",
                )
            else:
                r = ("trade.afford", "cannot pay for this card (hire cost, and 1 gold to the active player)")
        elif what == "expedition":
            r = (
                "expedition.active",
                "only the active player fulfils expeditions, with the characters asked for",
            )
        elif what in ("reveal", "stop"):
            r = ("trade.phase", "cards are revealed only in the discover phase")
    if r is None:
        r = (kind + ".illegal", shown(action) + " is not a legal choice now (" + kind + ")")
    return (r[0], name + ": " + r[1])


def _blind(state, i):
    """[the first character not said yet] when harbour card ``i`` is one,
    else []: such characters are one choice (the first)."""
    if state["harbour"][i]["kind"] != "character" or state["harbour"][i]["id"] is not None:
        return []
    for k in range(len(state["harbour"])):
        c = state["harbour"][k]
        if c["kind"] == "character" and c["id"] is None:
            return [k]
    return []


def _explain_entry(state, action, kind):
    what = action[0]
    if what == "face":
        return ("entry.face", "not a face of this character entered before in the game")
    if what != kind and not (kind == "swords" and what == "skull"):
        return ("entry.pending", "must first say the card's " + kind)
    if kind == "character" and len(action) == 2:
        return ("entry.count", "every " + shown(action[1]) + " card is already face up")
    if kind == "colour" and state["entry"]["card"] == "character":
        return ("entry.count", "both traders of that colour are already face up")
    return ("entry.range", shown(action) + " is not a value a card shows")
