"""Issue 35: an accessibility check of every page the table serves with
axe-core (npm's, installed by ./scripts/test's ``npm ci`` from
package-lock.json), injected into the page by the browser test (headless
Chromium): no serious or critical violation on the board page of each
game (on a 1080p TV, and at its start, with the set-up steps), the board
before any game, a seat page on a small phone (deciding, waiting, with
its help open, asked an undo), and the page a seat's old address gets.

Without axe-core the tests skip with the line that says how to install
it; under CI they fail instead, as the browser tests do."""

from __future__ import annotations

import os
import time

import pytest
from selenium.webdriver.common.by import By

import core
from firmware.games.puerto_rico.table import Table
from firmware.web import start
from tests.support import ROOT, quick_few
from tests.support.browser import PHONE, TV, in_ci
from tests.web.test_web_picture import GAMES, played

AXE = os.path.join(ROOT, "node_modules", "axe-core", "axe.min.js")
MISSING = "the accessibility tests need axe-core: npm ci (./scripts/test runs it)"
WAIT = 30
SERIOUS = ("serious", "critical")

RUN = """
var done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ["violations"]}).then(function (r) {
  done(r.violations.map(function (v) {
    var where = v.nodes.slice(0, 3).map(function (n) {
      return n.target.join(" ") + ": " + n.failureSummary;
    });
    return [v.impact, v.id, v.help, where];
  }));
}, function (e) { done([["critical", "axe failed", String(e), []]]); });
"""


@pytest.fixture(scope="module")
def axe_source():
    if not os.path.exists(AXE):
        if in_ci():
            pytest.fail("CI must run the accessibility tests: " + MISSING, pytrace=False)
        pytest.skip(MISSING)
    with open(AXE, encoding="utf-8") as f:
        return f.read()


def serious(browser, source):
    """The serious and critical violations axe-core finds on the page open now."""
    browser.execute_script(source + "\nreturn true;")
    browser.set_script_timeout(60)
    found = browser.execute_async_script(RUN)
    return [v for v in found if v[0] in SERIOUS]


def shown(web, table, browser):
    end = time.monotonic() + WAIT
    while browser.execute_script("return document.body.dataset.version") is None:
        assert time.monotonic() < end, "the page never showed the game"
        web.serve(table)
        time.sleep(0.05)


@pytest.mark.parametrize("browser", [TV], indirect=True)
@pytest.mark.parametrize(
    "game,decisions",
    # two in the quick run (a start's set-up steps, expansions mid-game), all in CI
    quick_few(
        [(g, d) for g in sorted(GAMES) for d in (0, 60)],
        [("puerto_rico", 0), ("puerto_rico_expansions", 60), ("san_juan", 60), ("port_royal", 60)],
    ),
)
def test_the_board_page_has_no_serious_accessibility_violation(browser, axe_source, game, decisions):
    table = played(game, decisions)
    web = start("127.0.0.1:0")
    try:
        web.follow(table)
        browser.get(web.board_url())
        shown(web, table, browser)
        assert serious(browser, axe_source) == []
    finally:
        web.stop()


@pytest.mark.parametrize("browser", [TV], indirect=True)
def test_the_board_page_before_a_game_has_no_serious_violation(browser, axe_source):
    web = start("127.0.0.1:0")
    try:

        class NoGame:  # the start screen: no game played yet
            lang = "en"
            seat_count = 0

        mode = NoGame()
        web.follow(mode)
        browser.get(web.board_url())
        shown(web, mode, browser)
        assert serious(browser, axe_source) == []
    finally:
        web.stop()


def test_the_seat_pages_have_no_serious_accessibility_violation(browser, axe_source):
    assert browser.execute_script("return window.innerWidth") == PHONE[0]
    table = Table(core.new_game(["Anne", "Bob", "Cy"], seed=7))
    web = start("127.0.0.1:0")
    try:
        web.follow(table)
        decides = table.deciding()
        for seat in (decides, (decides + 1) % 3):  # deciding, then waiting
            browser.get(web.seat_url(seat))
            shown(web, table, browser)
            assert serious(browser, axe_source) == [], seat
        # its help open
        browser.get(web.seat_url(decides))
        shown(web, table, browser)
        browser.find_elements(By.CSS_SELECTOR, "#choices button.small")[0].click()
        end = time.monotonic() + WAIT
        while not browser.find_element(By.ID, "help").is_displayed():
            assert time.monotonic() < end, "no help shown"
            web.serve(table)
            time.sleep(0.05)
        assert serious(browser, axe_source) == []
        # asked an undo by another seat
        table.choose(table.options()[0])
        table.undo_request = (decides + 1) % 3
        table.changed()
        web.serve(table)
        end = time.monotonic() + WAIT
        while not browser.find_element(By.ID, "question").is_displayed():
            assert time.monotonic() < end, "no undo question shown"
            web.serve(table)
            time.sleep(0.05)
        assert serious(browser, axe_source) == []
        # the page an old seat's address gets
        old = web.seat_url(1)
        web.follow(Table(core.new_game(["Anne", "Bob", "Cy"], seed=7)))  # new tokens
        browser.get(old)
        assert "scan" in browser.find_element(By.TAG_NAME, "body").text
        assert serious(browser, axe_source) == []
    finally:
        web.stop()
