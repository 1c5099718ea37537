"""The keyboard as buttons (drivers/keyboard.py) through real gpiozero
Buttons on MockFactory pins and the ButtonHub's debounce, on a clock the
test moves: fast typing is queued, not lost; auto-repeat steps and stops;
Shift+◀ keeps the VP up until the next key."""

import pytest

from drivers import profile
from drivers.buttons import ButtonHub
from drivers.hardware import attach_buttons
from drivers.keyboard import KeyPresser, mock_pins
from tests.conftest import Clock

STEP = 0.01  # the loop's pass in these tests


@pytest.fixture
def table(mock_factory):
    p = profile.load("emulated")
    p["seats"] = p["seats"][:3]
    clock = Clock()
    hub = ButtonHub(clock=clock)
    attach_buttons(p, hub, pin_factory=mock_factory)
    keys = KeyPresser(mock_pins(p, mock_factory), 3)
    yield keys, hub, clock
    hub.close()


def play(table, typed, after=1.0):
    """Type ``typed`` ([(seconds from now, key)]) while the loop runs every
    STEP, then run it ``after`` seconds more; the hub's events, each with
    the time it came out (not the repeats of a held ◀ or ▶: tests of them
    are in test_drivers)."""
    keys, hub, clock = table
    start = clock.t
    todo = sorted(typed)
    end = start + (todo[-1][0] if todo else 0) + after
    out = []
    while clock.t <= end + 1e-9:
        while todo and start + todo[0][0] <= clock.t + 1e-9:
            keys.key(todo.pop(0)[1], clock.t)
        keys.pump(clock.t)
        out += [(round(clock.t - start, 3), ev) for ev in hub.poll() if ev[1] != "hold"]
        clock.t += STEP
    return out


def test_ten_presses_of_one_key_50_ms_apart_give_ten_events(table):
    events = play(table, [(0.05 * i, "w") for i in range(10)])
    assert [ev for _, ev in events] == [(0, "right")] * 10


def test_presses_of_different_keys_keep_their_order_per_button(table):
    typed = [(0.0, "w"), (0.06, "w"), (0.07, "e"), (0.12, "w")]
    events = [ev for _, ev in play(table, typed)]
    assert sorted(events) == [(0, "right")] * 3 + [(0, "select")]
    assert events[0] == (0, "right") and events[1] == (0, "select")  # e did not wait for w's queue


def test_auto_repeat_steps_while_held_and_stops_when_let_go(table):
    # a key held for 1 s: the terminal repeats it every 30 ms
    typed = [(0.03 * i, "s") for i in range(34)]
    events = play(table, typed)
    assert all(ev == (1, "right") for _, ev in events)
    assert len(events) >= 8  # it steps, about a dozen a second
    late = [t for t, _ in events if t > 0.03 * 33]
    assert len(late) <= 2  # and stops once the key is let go


def test_shift_left_peeks_until_another_key(table):
    keys, hub, clock = table
    events = play(table, [(0, "A")], after=3.0)
    assert [ev for _, ev in events] == [(1, "peek", True)]  # still up after 3 s
    # its own > and o still count while it shows, and it stays
    assert [ev for _, ev in play(table, [(0, "s"), (0.2, "A")])] == [(1, "right")]
    # any other key lets it go
    events = play(table, [(0, "x")])
    assert [ev for _, ev in events] == [(1, "peek", False), (2, "right")]


def test_shift_left_let_go_by_its_own_left_or_a_key_that_is_no_button(table):
    keys, hub, clock = table
    assert [ev for _, ev in play(table, [(0, "Q"), (2.0, "q")])] == [(0, "peek", True), (0, "peek", False)]
    assert [ev for _, ev in play(table, [(0, "Q"), (1.0, " ")])] == [(0, "peek", True), (0, "peek", False)]


def test_a_key_right_after_shift_left_still_shows_the_peek(table):
    # the other key comes before the long-press time: < stays down until
    # the peek has been seen, so the player sees it, briefly
    events = [ev for _, ev in play(table, [(0, "Q"), (0.1, "z")])]
    assert events == [(2, "left"), (0, "peek", True), (0, "peek", False)]


def test_shift_select_is_a_long_press(table):
    assert [ev for _, ev in play(table, [(0, "E")])] == [(0, "back")]


def test_without_a_peek_shift_left_is_one_long_press(mock_factory):
    # the scoring mode: a long < steps, so Shift+< must let go by itself
    p = profile.load("emulated")
    clock = Clock()
    hub = ButtonHub(clock=clock)
    attach_buttons(p, hub, pin_factory=mock_factory)
    keys = KeyPresser(mock_pins(p, mock_factory), 3, latch=False)
    keys.key("Q", clock.t)
    events = []
    for _ in range(300):  # 3 s
        keys.pump(clock.t)
        events += hub.poll()
        clock.t += STEP
    assert events == [(0, "peek", True), (0, "hold", "left", 1), (0, "peek", False)]
    hub.close()


@pytest.mark.parametrize("key", ["w", "q", "e"])
def test_a_key_right_after_shift_select_acts_on_the_menu_it_opens(table, key):
    """Shift+● holds ● down 0.7 s; a key of that seat typed meanwhile
    (▶ at 0.1 s) used to press at once, before the long press was seen,
    so it acted on the screen under the seat menu. It waits for the menu."""
    events = play(table, [(0, "E"), (0.1, key)])
    name = {"w": "right", "q": "left", "e": "select"}[key]
    assert [ev for _, ev in events] == [(0, "back"), (0, name)]
    assert events[0][0] < events[1][0]


def test_a_key_of_another_seat_does_not_wait_for_a_seat_menu(table):
    events = play(table, [(0, "E"), (0.1, "s")])
    assert [ev for _, ev in events] == [(1, "right"), (0, "back")]


def test_a_key_queued_behind_a_waiting_shift_select_keeps_its_turn(table):
    # ● is still down from a short press when Shift+● comes: the long
    # press waits, and ▶ typed after it waits behind it
    events = play(table, [(0, "e"), (0.01, "E"), (0.02, "w")])
    assert [ev for _, ev in events] == [(0, "select"), (0, "back"), (0, "right")]
