"""Issue 34 on the phones' seat pages (firmware.web): the seat menu's hint
(the advised choice marked, its line, the table told who asked), in both
languages and for every game; a bot seat's page chooses nothing; a person
alone with bots confirms his own undo."""

import time

import pytest

import core
from core import record
from firmware import bots, games
from firmware.thinking import Thinker
from firmware.web import start
from tests.firmware.test_bot_thinking import FakeAdvisor
from tests.web.test_web_server import Loopback, NAMES

GAMES = ("puerto_rico", "san_juan", "port_royal")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setenv(bots.CAP, "2")


class Ticking(Loopback):
    """The table's loop as the device's (firmware.app.App.step): the
    phones' requests, then its ``tick`` (a hint's search beside it)."""

    def pump(self, future):
        while not future.done():
            self.web.serve(self.table)
            self.table.tick(time.monotonic())
            time.sleep(0.002)
        return future.result()

    def until_hinted(self, seat):
        """Passes of the loop until ``seat``'s hint is given (its search answered)."""
        while self.table.hinting(seat):
            self.web.serve(self.table)
            self.table.tick(time.monotonic())
            self.table.thinker.wait(0.05)
        self.web.serve(self.table)


def served(game="puerto_rico", n=3, bot_seats=(), hints=True, lang="en", loop=Loopback):
    state = core.new_game(NAMES[:n], seed=11, game=game)
    record.table_options(state, [bots.LEVELS[0] if s in bot_seats else None for s in range(n)], hints)
    table = games.get(game).mode(games.PLAY)(state, lang=lang)
    return loop(table)


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_hint_from_a_seat_page(game, lang):
    lb = served(game, 2, lang=lang, loop=Ticking)
    lb.table.thinker.threads = False  # searched in full at the loop's pass: the advice is exact
    journaled = []
    lb.table.on_hint = journaled.append  # the session's: the journal and the record
    try:
        seat = lb.table.deciding()
        page = lb.first_event("/seat/%s/events" % lb.token(seat))
        assert page["can_hint"] and page["hint"] is None and page["words"]["hint"]
        status, answer = lb.json("POST", "/seat/%s/hint" % lb.token(seat), {"version": lb.web.decisions})
        assert status == 200
        word = "hint: " if lang == "en" else "conseil : "
        # answered before the search: the hint comes with the loop's next pass
        assert answer["thinking"] and answer["k"] is None and answer["hint"].startswith(word)
        lb.until_hinted(seat)
        k = lb.table.seats[seat].cursor
        advised = bots.decide(lb.table.state, bots.LEVELS[-1], bots.seed_for(lb.table.state, 0))
        assert lb.table.options()[k] == advised
        asked = "Anne asked for a hint" if lang == "en" else "Anne a demandé un conseil"
        # told after the newest logbook entry, and journaled once as an event line
        assert lb.table.news()[0] == asked and journaled == [{"hint": seat}]
        status, again = lb.json("POST", "/seat/%s/hint" % lb.token(seat), {"version": lb.web.decisions})
        assert not again["thinking"] and again["k"] == k and again["hint"].startswith(word)
        assert journaled == [{"hint": seat}] and lb.table.news().count(asked) == 1
        page = lb.first_event("/seat/%s/events" % lb.token(seat))
        assert page["hint"] == again["hint"] and page["hinted"] == k
        assert asked in page["news"]
        # the other seat's page: no hint to ask, and none shown
        other = lb.first_event("/seat/%s/events" % lb.token(1 - seat))
        assert not other["can_hint"] and other["hint"] is None
    finally:
        lb.close()


def test_a_slow_hint_does_not_hold_the_tables_other_requests():
    """The hint's request is answered at once, the search beside the
    loop: the pages' other requests are answered meanwhile, and the
    asking seat's page gets the hint by its event stream when it comes."""
    fake = FakeAdvisor()
    lb = served("puerto_rico", 2, loop=Ticking)
    lb.table.thinker = Thinker(threads=True, decide=fake, budget=lambda level: 1000.0)
    journaled = []
    lb.table.on_hint = journaled.append
    try:
        seat = lb.table.deciding()
        status, answer = lb.json("POST", "/seat/%s/hint" % lb.token(seat), {"version": lb.web.decisions})
        assert status == 200 and answer["thinking"] and answer["hint"] == "hint: thinking..."
        assert lb.table.hinting(seat) and journaled == []
        # meanwhile: the seat's help, the other seat's page, this seat's page
        status, helped = lb.json(
            "POST", "/seat/%s/help" % lb.token(seat), {"version": lb.web.decisions, "choice": 0}
        )
        assert status == 200 and helped["lines"]
        other = lb.first_event("/seat/%s/events" % lb.token(1 - seat))
        assert other["hint"] is None and not other["decides"]
        page = lb.first_event("/seat/%s/events" % lb.token(seat))
        assert page["hint"] == "hint: thinking..." and page["hinted"] is None
        assert lb.table.hinting(seat) and journaled == []
        fake.go.set()
        lb.until_hinted(seat)
        page = lb.first_event("/seat/%s/events" % lb.token(seat))
        want = core.legal_actions(lb.table.state)[-1]
        assert page["hint"].startswith("hint: ") and page["hint"] != "hint: thinking..."
        assert lb.table.options()[page["hinted"]] == want and journaled == [{"hint": seat}]
        assert "Anne asked for a hint" in page["news"]
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


PAGE = """
var advised = document.querySelector("#choices button.advised");
var hint = document.querySelector("#own .hint");
var help = document.getElementById("help");
return {
  version: document.body.dataset.version || null,
  hint: hint ? hint.textContent : null,
  advised: advised ? advised.dataset.k : null,
  help: help && !help.hidden ? help.textContent : null,
};
"""


def test_a_phone_shows_thinking_then_the_hint_and_is_answered_meanwhile(browser):
    """The real seat page (headless Chromium): its "hint" button, then
    "hint: thinking..." while the search runs beside the table's loop,
    its help answered meanwhile, then the hint and the advised choice."""
    from selenium.webdriver.common.by import By

    fake = FakeAdvisor()
    state = core.new_game(NAMES[:2], seed=11)
    record.table_options(state, None, True)
    table = games.get("puerto_rico").mode(games.PLAY)(state)
    table.thinker = Thinker(threads=True, decide=fake, budget=lambda level: 1000.0)
    web = start("127.0.0.1:0")
    try:
        web.follow(table)
        seat = table.deciding()

        def until(test, what):
            end = time.monotonic() + 30
            while True:
                web.serve(table)  # the table's loop: the requests, then its tick
                table.tick(time.monotonic())
                seen = browser.execute_script(PAGE)
                if test(seen):
                    return seen
                assert time.monotonic() < end, "the page never showed %s: %r" % (what, seen)
                time.sleep(0.05)

        browser.get(web.seat_url(seat))
        until(lambda p: p["version"] is not None, "the game")
        [ask] = [b for b in browser.find_elements(By.CSS_SELECTOR, "#menu button") if b.text == "hint"]
        ask.click()
        seen = until(lambda p: p["hint"] is not None, "the hint's thinking")
        assert "hint: thinking..." in seen["hint"] and seen["advised"] is None
        # the table answers meanwhile: the help on the first choice
        browser.find_elements(By.CSS_SELECTOR, "#choices .choice button.small")[0].click()
        seen = until(lambda p: p["help"] is not None, "the help")
        assert table.hinting(seat) and "hint: thinking..." in seen["hint"]
        fake.go.set()
        seen = until(lambda p: p["advised"] is not None, "the advised choice")
        assert "hint: thinking..." not in seen["hint"] and "hint: " in seen["hint"]
        assert table.options()[int(seen["advised"])] == core.legal_actions(table.state)[-1]
    finally:
        web.stop()
