"""Issue 35: after ``Esc`` and ``--resume`` the board page's logbook holds
the whole game, as the README promises, not the last rounds the table
keeps for its screens (Puerto Rico's last 40 entries or so): the web
page builds it again by playing the game's decisions from its start
(firmware.web.views.History). The same when the page is turned on in
the middle of a game."""

from __future__ import annotations

import copy
import json
import time

import pytest

import core
from core import rng
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table as PuertoRico
from firmware.games.san_juan.table import Table as SanJuan
from firmware.web import start, views

NAMES = ["Anne", "Bob", "Cy"]


def live_and_resumed(make, game, decisions):
    """The board's logbook gathered decision after decision, and the
    table as ``--resume`` makes it (its state replayed, its actions)."""
    table = make(core.new_game(NAMES, seed=9, game=game))
    live = views.History(table)
    g = rng.seed_state(9)
    for _ in range(decisions):
        if table.result is not None:
            break
        g, k = rng.below(g, len(table.options()))
        table.choose(table.options()[k])
        live.update(table)
    resumed = make(copy.deepcopy(table.state), actions=list(table.actions))
    return live, resumed


@pytest.mark.parametrize(
    "make,game",
    [(PuertoRico, "puerto_rico"), (SanJuan, "san_juan"), (PortRoyal, "port_royal")],
    ids=["Puerto Rico", "San Juan", "Port Royal"],
)
def test_a_resumed_game_gives_the_board_its_whole_logbook(make, game):
    live, resumed = live_and_resumed(make, game, 200)
    kept = [e for e in views.game_words(game).log(resumed, None) if e]
    if game == "puerto_rico":
        assert len(kept) < len(live.entries)  # the table keeps its last rounds only
    assert views.History(resumed).entries == live.entries


def test_the_board_page_of_a_resumed_game_is_sent_the_whole_logbook():
    live, resumed = live_and_resumed(PuertoRico, "puerto_rico", 200)
    web = start("127.0.0.1:0")
    try:
        web.follow(resumed)  # the server is handed the logbook for its pages
        end = time.monotonic() + 10
        while web.log is None and time.monotonic() < end:
            time.sleep(0.01)
        assert [json.loads(e) for e in web.log] == live.entries
        assert len(web.log) > 60
    finally:
        web.stop()
