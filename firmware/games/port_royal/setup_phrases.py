"""Port Royal's set-up, told step by step (issue 22, item 5): the first
entry of the table's logbook, so the board's first page and every
seat's logbook, before the first turn's "reveal cards".

Every number comes from the new game's own state (core.port_royal
new_game): the cards of this player count, each player's starting gold,
who starts, the 5-player expedition and the variant.
"""

from __future__ import annotations

from firmware.games.port_royal.phrases import word


def lines(state: dict, lang: str) -> list[str]:
    """The set-up's steps for the new game ``state``, each a short sentence."""
    players = state["players"]
    out = [word("s.title", lang, n=len(players))]
    # the 5-player expedition: face up from the start (its entry follows),
    # else back in the box
    special = state["entry"] is not None and state["entry"]["from"] == "box"
    out.append(word("s.special" if special else "s.no_special", lang))
    gold = [p["gold"] for p in players]
    pile = state["deck"] + sum(gold)  # the draw pile before the gold is taken
    out.append(word("s.shuffle", lang, n=pile))
    if len(set(gold)) == 1:
        out.append(word("s.gold", lang, n=gold[0]))
    else:
        out += [word("s.gold_one", lang, name=p["name"], n=p["gold"]) for p in players]
    out.append(word("s.discard", lang))
    out.append(word("s.first", lang, name=players[state["first"]]["name"]))
    if state["variant"] == "expedition":
        out.append(word("s.variant", lang))
    return out
