"""Issue 34 on the phones' seat pages (firmware.web): the seat menu's hint
(the advised choice marked, its line, the table told who asked), in both
languages and for every game; a bot seat's page chooses nothing; a person
alone with bots confirms his own undo."""

import pytest

import core
from core import record
from firmware import bots, games
from tests.web.test_web_server import Loopback, NAMES

GAMES = ("puerto_rico", "san_juan", "port_royal")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setenv(bots.CAP, "2")


def served(game="puerto_rico", n=3, bot_seats=(), hints=True, lang="en"):
    state = core.new_game(NAMES[:n], seed=11, game=game)
    record.table_options(state, [bots.LEVELS[0] if s in bot_seats else None for s in range(n)], hints)
    table = games.get(game).mode(games.PLAY)(state, lang=lang)
    return Loopback(table)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_from_a_seat_page(game, lang):
    lb = served(game, 2, lang=lang)
    journaled = []
    lb.table.on_hint = journaled.append  # the session's: the journal and the record
    try:
        seat = lb.table.deciding()
        page = lb.first_event("/seat/%s/events" % lb.token(seat))
        assert page["can_hint"] and page["hint"] is None and page["words"]["hint"]
        status, answer = lb.json("POST", "/seat/%s/hint" % lb.token(seat), {"version": lb.web.decisions})
        assert status == 200
        word = "hint: " if lang == "en" else "conseil : "
        assert answer["hint"].startswith(word)
        advised = bots.decide(lb.table.state, bots.LEVELS[-1], bots.seed_for(lb.table.state, 0))
        assert lb.table.options()[answer["k"]] == advised
        asked = "Anne asked for a hint" if lang == "en" else "Anne a demandé un conseil"
        # told after the newest logbook entry, and journaled once as an event line
        assert lb.table.news()[0] == asked and journaled == [{"hint": seat}]
        lb.json("POST", "/seat/%s/hint" % lb.token(seat), {"version": lb.web.decisions})
        assert journaled == [{"hint": seat}] and lb.table.news().count(asked) == 1
        page = lb.first_event("/seat/%s/events" % lb.token(seat))
        assert page["hint"] == answer["hint"] and page["hinted"] == answer["k"]
        assert asked in page["news"]
        # the other seat's page: no hint to ask, and none shown
        other = lb.first_event("/seat/%s/events" % lb.token(1 - seat))
        assert not other["can_hint"] and other["hint"] is None
    finally:
        lb.close()


def test_no_hint_when_the_game_has_them_off():
    lb = served(hints=False)
    try:
        page = lb.first_event("/seat/%s/events" % lb.token(0))
        assert not page["can_hint"]
        status, answer = lb.json("POST", "/seat/%s/hint" % lb.token(0), {"version": lb.web.decisions})
        assert status == 403 and "off" in answer["error"]
        assert lb.table.notice is None
    finally:
        lb.close()


def test_a_bot_seats_page_chooses_nothing_and_a_person_alone_confirms_his_undo():
    lb = served(bot_seats=(1, 2))
    try:
        table = lb.table
        assert lb.act(0, 0)[0] == 200  # Anne picks a role
        while table.busy():  # the loop plays the bots (as the device's tick does)
            table.play_bot()
        page = lb.first_event("/seat/%s/events" % lb.token(1))
        assert page["bot"] and page["choices"] == [] and page["secret"] == []
        assert page["words"]["bot"] == "played by the device"
        if table.deciding() == 1:
            assert lb.act(1, 0)[0] == 403
        v = lb.web.decisions
        assert lb.json("POST", "/seat/%s/undo" % lb.token(0), {"version": v, "answer": "ask"})[0] == 200
        page = lb.first_event("/seat/%s/events" % lb.token(0))
        assert page["asked"] and page["alone"]
        assert lb.json("POST", "/seat/%s/undo" % lb.token(0), {"version": v, "answer": "yes"})[0] == 200
        assert table.undo_request is None and table.deciding() == 0
    finally:
        lb.close()
