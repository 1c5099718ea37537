"""Issue 35, "a page a table can rely on", in a real browser (headless
Chromium, as tests/web/test_web_game.py): the pages hold on by
themselves and say in words what they wait for.

- a board page refused (503: too many pages open) says so and gets the
  game by itself once there is room, with no reload;
- a tap the table does not take gives the choices back and says why,
  and a disabled button looks disabled;
- a seat page of a game the table no longer plays (Esc, then --resume:
  new tokens) says to scan the seat's code again."""

import socket
import time

import pytest
from selenium.webdriver.common.by import By

import core
from firmware.games.puerto_rico.table import Table
from firmware.web import server as web_server
from firmware.web import start

NAMES = ["Anne", "Bob", "Cy"]
WAIT = 30  # seconds a page may take on a loaded machine; then it failed


class Served:
    """A game served on 127.0.0.1; ``until(cond)`` runs the table's loop
    (``serve``) until ``cond()`` holds, as the device does."""

    def __init__(self, seed=11):
        self.table = Table(core.new_game(NAMES, seed=seed))
        self.web = start("127.0.0.1:0")
        self.web.follow(self.table)

    def until(self, cond, serve=True, wait=WAIT):
        end = time.monotonic() + wait
        while time.monotonic() < end:
            if serve:
                self.web.serve(self.table)
            try:
                if cond():
                    return True
            except Exception:  # the page is changing under the check: look again
                pass
            time.sleep(0.05)
        return False

    def close(self):
        self.web.stop()


@pytest.fixture
def served():
    s = Served()
    yield s
    s.close()


def _shows_version(browser):
    return browser.execute_script("return document.body.dataset.version") is not None


def _offline(browser):
    return browser.find_element(By.ID, "offline").text


def test_a_board_page_refused_for_room_says_so_and_comes_back_by_itself(browser, served, monkeypatch):
    monkeypatch.setitem(web_server.STREAMS, "board", 1)
    # keep-alives often: the server finds the closed stream at once, not 15 s later
    monkeypatch.setattr(web_server, "BEAT", 0.2)
    monkeypatch.setattr(web_server, "WATCH", 0.05)
    other = socket.socket()
    other.bind(("127.0.0.2", 0))  # a TV already on the board: the room is full
    other.connect(("127.0.0.1", served.web.port))
    other.sendall(b"GET /board/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    try:
        assert served.until(lambda: len(served.web.streams["board"]) == 1)
        browser.get(served.web.board_url())
        # not a blank page: it says it has lost the table and tries again
        assert served.until(lambda: "trying again" in _offline(browser))
        assert not _shows_version(browser)
    finally:
        other.close()
    # room again: the page gets the game with no reload (at its next
    # try: it may be waiting 16 s by then, on a loaded machine)
    assert served.until(lambda: _shows_version(browser), wait=2 * WAIT)
    assert not browser.find_element(By.ID, "offline").is_displayed()
    assert browser.find_element(By.ID, "title").text


def test_a_tap_the_table_does_not_take_gives_the_choices_back(browser, served, monkeypatch):
    browser.get(served.web.seat_url(0))
    assert served.until(lambda: _shows_version(browser))
    buttons = browser.find_elements(By.CSS_SELECTOR, "#choices button.big")
    assert buttons
    monkeypatch.setattr(web_server, "ANSWER_WAIT", 0.3)
    buttons[0].click()  # the table's loop does not run: the server answers 503
    refused = browser.find_element(By.ID, "refused")
    assert served.until(lambda: refused.is_displayed() and refused.text, serve=False)
    assert "not answering" in refused.text
    assert served.until(lambda: all(b.is_enabled() for b in buttons), serve=False)
    assert served.table.actions == []
    # a disabled button does not look like one that can be tapped
    looks = browser.execute_script(
        "var b = arguments[0], on = getComputedStyle(b).backgroundColor;"
        "b.disabled = true; var off = getComputedStyle(b).backgroundColor;"
        "b.disabled = false; return [on, off];",
        buttons[0],
    )
    assert looks[0] != looks[1]


def test_an_old_seat_page_after_a_resume_says_to_scan_the_code_again(browser, served):
    browser.get(served.web.seat_url(1))
    assert served.until(lambda: _shows_version(browser))
    resumed = Table(core.new_game(NAMES, seed=11))  # as after Esc and --resume: new tokens
    served.table = resumed
    assert served.until(lambda: "scan the seat's code" in _offline(browser))
    assert not browser.find_element(By.ID, "choices").is_displayed() or not browser.find_elements(
        By.CSS_SELECTOR, "#choices button"
    )
    # loaded again, its address is a page that says the same
    browser.refresh()
    assert "scan the seat's code" in browser.find_element(By.TAG_NAME, "body").text


def test_a_tap_on_a_seat_the_game_no_longer_has_says_to_scan_the_code_again(browser, served):
    """A tap that reaches the table after a resume (its token is gone,
    404) says to scan the seat's code again, not "refused: no such seat"."""
    browser.get(served.web.seat_url(0))
    assert served.until(lambda: _shows_version(browser))
    browser.execute_script("base = '/seat/not-a-seat-of-this-game'")  # as the table's new tokens make it
    browser.find_elements(By.CSS_SELECTOR, "#choices button.big")[0].click()
    assert served.until(lambda: "scan the seat's code" in _offline(browser), serve=False)
    assert served.table.actions == []
