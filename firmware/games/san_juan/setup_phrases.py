"""San Juan's set-up, told step by step (issue 22, item 5): the first
entry of the table's log, so the board's first page and every seat's log.

Every number comes from the new game's own state (core.san_juan
new_game), so the words cannot disagree with what the device counts: the
governor, the role cards, the trading-house tiles (who draws them), what each player is
dealt (phrases.setup_lines, the variant too) and the draw pile.
"""

from __future__ import annotations

from core.san_juan import data
from firmware.games.san_juan import phrases
from firmware.games.san_juan.phrases import say


def lines(state: dict, lang: str) -> list[str]:
    """The set-up's steps for the new game ``state``, each a short sentence."""
    players = state["players"]
    out = [say("s.title", lang, n=len(players))]
    out.append(say("s.governor", lang, name=players[state["governor"]]["name"]))
    out.append(say("s.roles", lang, n=len(data.ROLES)))
    # who draws the trading-house tiles: the table (physical), else the device
    tiles = "s.tiles_device" if phrases.device_tiles(state) else "s.tiles"
    out.append(say(tiles, lang, n=len(state["tiles"])))
    deal = phrases.setup_lines(state, lang)  # its first line: what everyone gets
    if state["variant"] == "standard":
        # everyone is dealt the same: said once, not again player by player
        first = phrases.name("b", data.START_BUILDING, lang)
        deal = [say("s.deal", lang, building=first, n=players[0]["hand"])]
    out += deal
    out.append(say("s.deck", lang, n=state["deck"]))
    if state["discard"]:  # the deal variant: the cards not kept
        out.append(say("s.discard", lang, n=state["discard"]))
    if len(players) == 2:  # rules 4: three roles a round
        out.append(say("s.two", lang))
    return out
