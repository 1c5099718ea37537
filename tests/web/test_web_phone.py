"""Issue 35: a seat page on a small phone (headless Chromium at 360 x 740
and 320 x 568 CSS pixels), at the longest list a seat is offered: the
draft of Puerto Rico's new buildings (31 of them).

- help and undo are on the screen without scrolling past every choice
  (the menu stays at the bottom of the screen);
- the draft is a compact grid (two columns on a 360-pixel phone);
- nothing is wider than the screen; every button is a 44-pixel target
  at least."""

from __future__ import annotations

import time

import pytest

import core
from firmware.games.puerto_rico.table import Table
from firmware.web import start
from tests.support.browser import PHONE

WAIT = 30
SMALL = (320, 568)

MEASURE = """
var h = window.innerHeight, w = window.innerWidth;
var inView = function (e) {
  var r = e.getBoundingClientRect();
  return r.top >= 0 && r.bottom <= h && r.left >= 0 && r.right <= w;
};
var menu = Array.prototype.slice.call(document.querySelectorAll("#menu button"));
var buttons = Array.prototype.slice.call(document.querySelectorAll("button"));
var tops = {};
document.querySelectorAll("#choices button.big").forEach(function (b) {
  tops[Math.round(b.getBoundingClientRect().top)] = 1;
});
return {
  wide: document.documentElement.scrollWidth - w,
  menu: menu.map(function (b) { return [b.textContent, inView(b)]; }),
  small: buttons.filter(function (b) {
    var r = b.getBoundingClientRect();
    return r.width > 0 && (r.width < 44 || r.height < 44);
  }).map(function (b) { return b.textContent; }),
  choices: document.querySelectorAll("#choices button.big").length,
  rows: Object.keys(tops).length,
};
"""


def drafting():
    """A Puerto Rico table with the new buildings drafted: Anne has taken
    one, Bob chooses from the 29 left (and may ask to undo Anne's)."""
    table = Table(core.new_game(["Anne", "Bob", "Cy"], seed=24, expansions=("new_buildings",)))
    assert table.state["phase"] == "draft" and len(table.options()) == 31
    table.choose(table.options()[0])
    return table


def measured(browser, size):
    table = drafting()
    web = start("127.0.0.1:0")
    try:
        web.follow(table)
        browser.set_window_size(*size)  # the window; the page is a little smaller
        browser.execute_cdp_cmd(
            "Emulation.setDeviceMetricsOverride",
            {"width": size[0], "height": size[1], "deviceScaleFactor": 1, "mobile": True},
        )
        browser.get(web.seat_url(table.deciding()))
        end = time.monotonic() + WAIT
        while browser.execute_script("return document.body.dataset.version") is None:
            assert time.monotonic() < end, "the seat page never showed the game"
            web.serve(table)
            time.sleep(0.05)
        at_top = browser.execute_script(MEASURE)
        browser.execute_script("window.scrollTo(0, document.body.scrollHeight / 2)")
        halfway = browser.execute_script(MEASURE)
        return at_top, halfway
    finally:
        web.stop()


@pytest.mark.parametrize("size", [PHONE, SMALL], ids=["360x740", "320x568"])
def test_a_phone_reaches_help_and_undo_without_scrolling_past_the_draft(browser, size):
    at_top, halfway = measured(browser, size)
    assert at_top["choices"] == 29
    for seen in (at_top, halfway):
        assert seen["wide"] <= 0  # nothing wider than the screen
        assert len(seen["menu"]) == 2  # help and undo
        assert all(shown for _text, shown in seen["menu"]), seen["menu"]
        assert seen["small"] == []  # every target 44 px at least


def test_a_draft_on_a_phone_is_a_compact_grid(browser):
    at_top, _halfway = measured(browser, PHONE)
    assert at_top["rows"] <= 15  # two a row: the 29 buildings in 15 rows
