"""Issue 24: whole games in a real browser. The table runs on the emulated
device with its web server (``play --web``) on the loopback address; one
headless Chromium holds the board page (/) and the phones' seat pages
(/seat/TOKEN) in tabs. A phone's decision is a click on its page's own
button; the other seats press their buttons, as tests/support/button_play.py does.

After every decision each page is read once it shows that decision
(its ``data-version``, set by static/live.js) and compared with the core:

- the board page's text holds every public fact of the core's public
  view (doubloons, VP chips left, colonists, ships and cargo, roles,
  each player's plantations and buildings: tests/firmware/test_board_public.py's
  list) and what the decision told the table to move;
- no page ever holds another seat's VP: before each decision every
  player's VP chips are raised to a number no page has any other reason
  to show (put back after), so a seat page must hold its own and only
  its own, and the board none (the idea of tests/support/vp_secrecy.py: another
  seat's VP, changed by hand, shows nowhere);
- the board drawn (static/picture.js) shows the same public view, read
  back from its pictures (tests/support/picture.py);
- at the end the board's final ranking is the core's final score.

San Juan and Port Royal get a shorter game each: a phone plays one seat,
the buttons the other, and the board page shows each game's facts.
"""

from __future__ import annotations

import copy
import re
import time

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

import core
from core import rng
from core.port_royal.views import public_view as port_royal_view
from core.puerto_rico.endgame import final_score
from core.puerto_rico.views import public_view, seat_view
from core.san_juan.views import public_view as san_juan_view
from drivers.keyboard import KEYS
from firmware.drawing import CHARS
from firmware.emulator.device import Emulated, VirtualClock
from firmware.games.port_royal import phrases as pr_phrases
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan import phrases as sj_phrases
from firmware.games.san_juan.table import Table as SanJuan
from firmware.web import start, views
from tests.firmware.test_board_public import flat, puerto_rico_facts
from tests.support import picture

NAMES = ["Anne", "Bob", "Cy", "Dee"]
WAIT = 30  # seconds a page or the table may take to catch up (a loaded machine); then it failed
SENTINEL = 90_000  # + 1000 x seat: VP chips no page has any other reason to show
FINAL = re.compile(r"(\d+)\. (\S+) (\d+) \((.*); tie-break (\d+)\)")


class WebTable:
    """``table`` on the emulated device, served on 127.0.0.1; ``browser``
    has a tab on the board page and one on each of ``phones``' seat pages."""

    def __init__(self, table, browser, phones):
        self.table = table
        self.browser = browser
        self.phones = phones
        self.web = start("127.0.0.1:0")
        table.web = self.web  # as the session sets it: the device's loop serves the phones
        self.web.follow(table)
        self.emu = Emulated(table, clock=VirtualClock())
        self.emu.app.redraw()
        browser.get(self.web.board_url())
        self.tabs = {"board": browser.current_window_handle}
        for s in phones:
            browser.switch_to.new_window("tab")
            browser.get(self.web.seat_url(s))
            self.tabs[s] = browser.current_window_handle

    def close(self):
        self.web.stop()
        self.emu.close()

    def page(self, which):
        """Tab ``which`` ("board" or a seat) once it shows the table's
        latest decision: (its text as shown, its whole DOM)."""
        b = self.browser
        b.switch_to.window(self.tabs[which])
        want = str(self.web.decisions)

        def shown(b):
            self.emu.app.step()  # the device's loop goes on: a page that joined gets its JSON
            return b.execute_script("return document.body.dataset.version") == want

        WebDriverWait(b, WAIT, poll_frequency=0.01).until(shown)
        return b.execute_script("return [document.body.innerText, document.documentElement.outerHTML]")

    def drawn(self):
        """The board page's pictures read back (tests/support/picture.py)."""
        self.browser.switch_to.window(self.tabs["board"])
        return picture.shown(self.browser)

    def decide(self, seat, k):
        """Seat ``seat`` takes choice ``k``: a click on its phone's page, or
        ▶ k times and ● on its buttons."""
        before = len(self.table.actions)
        if seat in self.phones:
            self.tap(seat, k)
        else:
            keys = KEYS[seat]
            for _ in range(k):
                self.emu.press(keys[1])
            self.emu.press(keys[2])
        self.emu.app.step()  # the loop's next pass tells the pages
        assert len(self.table.actions) == before + 1

    def tap(self, seat, k):
        self.page(seat)
        buttons = self.browser.find_elements(By.CSS_SELECTOR, "#choices button.big")
        options = self.table.options()
        assert len(buttons) == len(options)  # the same legal choices as the seat screen
        if self.table.state["game"] == "puerto_rico":  # in the seat screen's words
            assert flat(buttons[k].text) == label(self.table, seat, options[k])
        if len(self.table.actions) % 9 == 0:  # now and then, the choice's help first
            self.ask_help(seat, k)
        before = len(self.table.actions)
        buttons[k].click()
        deadline = time.monotonic() + WAIT
        while len(self.table.actions) == before:  # the device's loop, while the page's request waits
            assert time.monotonic() < deadline, "the tap never reached the table"
            self.emu.app.step()
            time.sleep(0.002)

    def ask_help(self, seat, k):
        """The "?" of choice ``k`` on seat ``seat``'s page: the table's
        help on that choice is shown, and nothing changes."""
        before = (copy.deepcopy(self.table.state), len(self.table.actions))
        self.browser.find_elements(By.CSS_SELECTOR, "#choices button.small")[k].click()
        want = flat(" ".join(views.help_lines(self.table, seat, k)))

        def shown(b):
            self.emu.app.step()  # the device's loop answers the page's request
            box = b.find_element(By.ID, "help")
            return box.is_displayed() and want in flat(box.text)

        WebDriverWait(self.browser, WAIT, poll_frequency=0.01).until(shown)
        assert (self.table.state, len(self.table.actions)) == before


def label(table, seat, action):
    return flat(phrases.choice_text(seat_view(table.state, seat), action, table.lang))


@pytest.fixture
def pages(browser):
    made = []

    def make(table, phones):
        made.append(WebTable(table, browser, phones))
        return made[-1]

    yield make
    for w in made:
        w.close()


def raise_vp(state, sign):
    for i, p in enumerate(state["players"]):
        p["vp"] += sign * (SENTINEL + 1000 * i)


def ends_game(state, action):
    trial = copy.deepcopy(state)
    core.apply(trial, action)
    return core.is_over(trial)


def core_view(state):
    """The core's public view; once over (the whole state), with the
    stack's count the board still gives."""
    view = public_view(state)
    view.setdefault("stock_count", len(view.get("stock", ())))
    return view


def assert_board_shows(text, facts, news):
    shown = flat(text)
    for fact in facts:
        assert flat(fact) in shown, fact
    for line in news:
        assert flat(line) in shown, line


def assert_vp_kept(w, pages):
    """Each seat's raised VP chips: on its own page only, never on the board."""
    vps = [str(p["vp"]) for p in w.table.state["players"]]
    for which, (_text, dom) in pages.items():
        for i, vp in enumerate(vps):
            assert (vp in dom) == (which == i), (which, i)


@pytest.mark.slow
def test_a_whole_puerto_rico_game_with_two_phones_and_two_seats_of_buttons(pages):
    table = Table(core.new_game(NAMES, seed=24))
    w = pages(table, phones=(0, 2))  # seats 1 and 3, as the players count them
    g = rng.seed_state(24)
    decisions = 0
    while table.result is None:
        seat = table.deciding()
        options = table.options()
        g, k = rng.below(g, len(options))
        hidden = not ends_game(table.state, options[k])  # the last decision: the real VP, to score
        if hidden:
            raise_vp(table.state, +1)
        w.decide(seat, k)
        seen = {which: w.page(which) for which in w.tabs}
        assert_board_shows(seen["board"][0], puerto_rico_facts(core_view(table.state)), table.news())
        assert w.drawn() == picture.wanted(core_view(table.state))  # the board drawn: the same facts
        if hidden:
            assert_vp_kept(w, seen)
            raise_vp(table.state, -1)
        decisions += 1
    assert decisions > 300 and table.result == final_score(table.state)
    w.browser.switch_to.window(w.tabs["board"])
    rows = w.browser.find_element(By.CSS_SELECTOR, "#top .final").text.splitlines()[1:]
    players = sorted(final_score(table.state)["players"], key=lambda p: p["rank"])
    assert [ranked(r) for r in rows] == [scored(p) for p in players]


def ranked(row):
    """A final ranking's row as the page shows it, "2. Bob 27 (chips 11,
    buildings 14, bonus customs house 2; tie-break 7)": (rank, name,
    total, chips, buildings, the bonuses' sum, tie-break)."""
    rank, name, total, parts, tiebreak = FINAL.fullmatch(flat(row)).groups()
    points = dict(re.fullmatch(r"(.*) (\d+)", part).groups() for part in parts.split(", "))
    chips, buildings = int(points.pop("chips")), int(points.pop("buildings"))
    bonus = sum(int(v) for v in points.values())
    return int(rank), name, int(total), chips, buildings, bonus, int(tiebreak)


def scored(p):
    b = p["breakdown"]
    return (
        p["rank"],
        p["name"],
        p["total"],
        b["vp_chips"],
        b["buildings"],
        sum(b["bonus"].values()),
        p["tiebreak"],
    )


def test_a_finished_game_of_shuffled_plantations_still_has_its_board_page():
    """Once over, the core shows the whole state, the stack's order too:
    the page drops the order and keeps the count (its supplies page
    read a count the page had dropped: the table stopped at the last
    decision of every game played with --web)."""
    table = Table(core.new_game(NAMES, seed=24))
    assert table.state["tiles"] == "shuffle"
    g = rng.seed_state(24)
    while table.result is None:
        g, k = rng.below(g, len(table.options()))
        table.choose(table.options()[k])
    board = views.board(table, 1)
    stack = "Plantations: %d in the stack" % len(table.state["stock"])
    assert any(stack in line for s in board["sections"] for line in s["lines"])
    assert "public" not in board and "stock" not in board and "stock" not in views.seat(table, 0, 1)


# -- the card games: a shorter game each ---------------------------------------------


def san_juan_facts(table):
    view = san_juan_view(table.state)
    facts = [sj_phrases.deciding(view, "en"), "round %d" % view["round"]]
    for p in view["players"]:
        b = len(p["buildings"])
        facts.append("%s: %d %s, hand %d" % (p["name"], b, "building" if b == 1 else "buildings", p["hand"]))
        facts += [sj_phrases.name("b", x, "en") for x in p["buildings"]]
    facts += [sj_phrases.name("r", r, "en") for r in view["picked"]]
    facts.append(sj_phrases.say("board.deck", "en", n=view["deck"], d=view["discard"]))
    return facts


def port_royal_facts(table):
    view = port_royal_view(table.state)
    facts = [pr_phrases.deciding(view, "en"), "draw %d discard %d" % (view["deck"], view["discard"])]
    for i, p in enumerate(view["players"]):
        facts += [p["name"], pr_phrases.player_line(view, i, "en")]
        facts += pr_phrases.characters_lines(p, "en")
    facts += [pr_phrases.card_text(c, "en")[:CHARS] for c in view["harbour"] + view["display"]]
    return facts


@pytest.mark.slow
@pytest.mark.parametrize(
    "make,game,facts,view",
    [
        (SanJuan, "san_juan", san_juan_facts, san_juan_view),
        (PortRoyal, "port_royal", port_royal_facts, port_royal_view),
    ],
    ids=["San Juan", "Port Royal"],
)
def test_a_card_game_with_a_phone_and_a_seat_of_buttons(pages, make, game, facts, view):
    table = make(core.new_game(NAMES[:2], seed=5, game=game))
    w = pages(table, phones=(0,))
    g = rng.seed_state(5)
    taps = 0
    for _ in range(40):  # a shorter game: its first 40 decisions
        seat = table.deciding()
        g, k = rng.below(g, len(table.options()))
        taps += seat == 0
        w.decide(seat, k)
        text, _dom = w.page("board")
        assert_board_shows(text, facts(table), table.news())
        assert w.drawn() == picture.wanted(view(table.state))
        w.page(0)
    assert taps >= 10 and len(table.actions) == 40


# -- the table's CPU with --web (docs/benchmarks.md: scripts/bench_web.py) ------------


def test_a_seat_page_is_built_from_one_view_of_the_game(monkeypatch):
    """The seats' pages copy the game once for all (the core's public
    view): the pages of 5 seats are made on every decision, beside the
    screens."""
    from core.puerto_rico import views as core_views

    table = Table(core.new_game(NAMES, seed=3))
    table.choose(table.options()[0])
    copies = []
    for name in ("public_view", "seat_view"):
        real = getattr(core_views, name)
        monkeypatch.setattr(
            core_views, name, lambda *a, _real=real, _name=name: copies.append(_name) or _real(*a)
        )
    now = views.Now(table)
    for s in range(4):
        page = views.seat(table, s, 1, now=now)
        assert page["prompt"] and (page["decides"] == (s == table.deciding()))
    assert copies == ["public_view"]  # one for the 4 seats: each adds its own secret to it
