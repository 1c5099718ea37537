"""Issue 35, "a board read from across the room", in a real browser
(headless Chromium at a 1080p TV's size): the board page draws the board
(firmware/web/static/picture.js) from the public view, and what it draws
is the game as the core has it (tests/support/picture.py reads the
pictures back: each player's island and its colonists, each city and its
workers, each ship's barrels, the role doubloons, the supplies; San
Juan's buildings and goods; Port Royal's harbour and players), at the
start, in the middle and at the end of a seeded game of each game.

Screenshots at phone, tablet and 1080p sizes of each game's start,
middle and end (two in the quick run, all in CI): drawn, and nothing
wider than the screen.

The words a table reads from 3 m are 28 px at least (the moves to make
now, who decides, each count on the pictures), and the set-up steps sit
beside the board, not above it."""

from __future__ import annotations

import json
import time

import pytest

import core
from core import rng
from core.port_royal.views import public_view as port_royal_view
from core.puerto_rico.views import public_view as puerto_rico_view
from core.san_juan.views import public_view as san_juan_view
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table as PuertoRico
from firmware.games.san_juan.table import Table as SanJuan
from firmware.web import start, views
from tests.support import picture, quick_few
from tests.support.browser import PHONE, TABLET, TV, set_size

WAIT = 30  # seconds a page may take on a loaded machine; then it failed
NAMES = ["Anne", "Bob", "Cy", "Dee"]
GAMES = {
    "puerto_rico": (PuertoRico, puerto_rico_view, {}),
    "puerto_rico_expansions": (
        PuertoRico,
        puerto_rico_view,
        {"expansions": ("new_buildings", "nobles", "smuggler", "festival")},
    ),
    "san_juan": (SanJuan, san_juan_view, {"game": "san_juan"}),
    "port_royal": (PortRoyal, port_royal_view, {"game": "port_royal"}),
}
END = 10_000  # decisions: more than any game takes, so the game's end


def played(game, decisions, seed=24):
    """A table of ``game`` after ``decisions`` seeded decisions (or at its end)."""
    make, _view, options = GAMES[game]
    table = make(core.new_game(NAMES[: 3 if "port" in game else 4], seed=seed, **options))
    g = rng.seed_state(seed)
    for _ in range(decisions):
        if table.result is not None:
            break
        g, k = rng.below(g, len(table.options()))
        table.choose(table.options()[k])
    return table


def board_of(browser, table):
    """The board page of ``table`` in ``browser``, once it shows the game;
    the server (stop it)."""
    web = start("127.0.0.1:0")
    web.follow(table)
    browser.get(web.board_url())
    end = time.monotonic() + WAIT
    while browser.execute_script("return document.body.dataset.version") is None:
        assert time.monotonic() < end, "the board page never showed the game"
        web.serve(table)
        time.sleep(0.05)
    return web


def view_of(game, table):
    view = GAMES[game][1](table.state)
    if "stock" in view:  # over: the whole state; the page keeps the stack's count
        view["stock_count"] = len(view["stock"])
    return view


@pytest.mark.parametrize("browser", [TV], indirect=True)
@pytest.mark.parametrize(
    "game,decisions",
    # the middle of each game in the quick run, the start and end too in CI
    quick_few([(g, d) for g in sorted(GAMES) for d in (0, 60, END)], [(g, 60) for g in GAMES]),
)
def test_the_board_page_draws_the_public_view(browser, game, decisions):
    table = played(game, decisions)
    web = board_of(browser, table)
    try:
        drawn = picture.shown(browser)
        assert drawn is not None, "no picture on the board page"
        assert drawn == picture.wanted(view_of(game, table))
    finally:
        web.stop()


# the rendered size (CSS px) of every headline count on the pictures, of
# the moves to make now and of who decides
SIZES = """
var out = [];
document.querySelectorAll("#picture svg").forEach(function (s) {
  var scale = s.getBoundingClientRect().width / s.viewBox.baseVal.width;
  s.querySelectorAll("text.headline").forEach(function (t) {
    out.push(["count " + t.textContent, parseFloat(getComputedStyle(t).fontSize) * scale]);
  });
});
document.querySelectorAll(".news p, #deciding").forEach(function (p) {
  out.push([p.textContent.slice(0, 30), parseFloat(getComputedStyle(p).fontSize)]);
});
return out;
"""


@pytest.mark.parametrize("browser", [TV], indirect=True)
@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_board_reads_from_across_the_room_on_a_1080p_tv(browser, game):
    table = played(game, 30)
    web = board_of(browser, table)
    try:
        sizes = browser.execute_script(SIZES)
        assert len([s for s in sizes if s[0].startswith("count")]) >= len(table.state["players"])
        small = [s for s in sizes if s[1] < 28]
        assert small == []
    finally:
        web.stop()


PLACES = """
var r = function (sel) { var e = document.querySelector(sel); return e && e.getBoundingClientRect(); };
var pic = r("#picture svg"), news = r(".news");
return [pic && pic.top, news && news.top, news && news.bottom, pic && pic.left, news && news.left];
"""


@pytest.mark.parametrize("browser", [TV], indirect=True)
def test_the_set_up_steps_sit_beside_the_board_not_above_it(browser):
    table = played("puerto_rico", 0)
    assert len(table.news()) > 10  # the set-up: a long list of steps
    web = board_of(browser, table)
    try:
        pic_top, news_top, _news_bottom, pic_left, news_left = browser.execute_script(PLACES)
        assert pic_top is not None and pic_top < 150  # the board first, at the top of the screen
        assert news_left > pic_left  # the set-up steps in their own panel, beside it
        assert news_top >= pic_top - 20
    finally:
        web.stop()


def test_the_pages_json_with_its_words_and_labels_made_once_is_the_views():
    """The server splices the words and the picture's labels in as JSON
    made once per language (firmware.web.views.dumped): the page gets
    what the views say, words, labels and the public view's parts drawn."""
    table = played("puerto_rico_expansions", 30)
    now = views.Now(table)
    board = views.board(table, 3, log=False, now=now, labels=False)
    text = views.dumped(board, views.labels_text(table))
    whole = views.board(table, 3, log=False, now=now)
    assert json.loads(text) == whole
    assert whole["view"]["players"] == now.view["players"] and "buildings" in whole["labels"]
    for s in range(len(table.state["players"])):
        assert json.loads(views.dumped(views.seat(table, s, 3, now=now))) == views.seat(table, s, 3, now=now)


def luminance(hex_colour):
    """WCAG's relative luminance of "#rrggbb"."""
    channels = [int(hex_colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    r, g, b = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


# each colour a picture writes on, with the ink it writes in
INKS = "return Object.keys(COLOUR).map(function (k) { return [k, COLOUR[k], ink(k)]; });"


@pytest.mark.parametrize("browser", [TV], indirect=True)
def test_the_words_on_the_pictures_have_wcag_aa_contrast(browser):
    """axe-core does not measure text drawn in SVG: each colour a name is
    written on (a building, a plantation, a ship card) against the ink
    written on it, 4.5:1 at least (WCAG AA for small text)."""
    table = played("puerto_rico", 0)
    web = board_of(browser, table)
    try:
        inks = browser.execute_script(INKS)
        assert len(inks) > 15
        low = [
            (k, fill, ink, round(contrast(fill, ink), 2))
            for k, fill, ink in inks
            if contrast(fill, ink) < 4.5
        ]
        assert low == []
    finally:
        web.stop()


SHOTS = [
    (game, when, size)
    for game in sorted(GAMES)
    for when in (0, 60, END)
    for size in ("phone", "tablet", "tv")
]


@pytest.mark.parametrize(
    "game,decisions,size",
    quick_few(SHOTS, [("puerto_rico", 60, "phone"), ("port_royal", END, "tablet")]),
)
def test_screenshots_of_the_board_at_phone_tablet_and_1080p(browser, tmp_path, game, decisions, size):
    """The board of each game at its start, middle and end, on a phone,
    a tablet and a 1080p screen: drawn, nothing wider than the screen,
    and a screenshot taken (kept in the test's folder to look at)."""
    set_size(browser, {"phone": PHONE, "tablet": TABLET, "tv": TV}[size])
    table = played(game, decisions)
    web = board_of(browser, table)
    try:
        assert picture.shown(browser) == picture.wanted(view_of(game, table))
        wide = browser.execute_script("return document.documentElement.scrollWidth - window.innerWidth")
        assert wide <= 0
        path = tmp_path / ("%s-%d-%s.png" % (game, decisions, size))
        assert browser.save_screenshot(str(path)) and path.stat().st_size > 10_000
    finally:
        web.stop()
