"""A bot's thinking never blocks the table (issue 34, docs/bots.md): its
search runs beside the loop (firmware.thinking), the board says it is
thinking, the loop keeps answering presses, an undo meanwhile drops the
late answer, and past the level's budget the rule bot answers. A fake
advisor that waits for the test, and the emulated table's virtual clock:
no timing asserts (a test waits for a worker's event, never for time)."""

import threading

import core
from core import record
from firmware import bots, games
from firmware.thinking import Thinker, rule_pick
from tests.support.screen_reader import read_screen
from tests.support.table import NAMES, emulated


class FakeAdvisor:
    """A search that answers only when the test lets it (``go``): the
    last legal action, each call counted."""

    def __init__(self):
        self.go = threading.Event()
        self.asked = []

    def __call__(self, state, level, seed):
        self.asked.append((len(state.get("players")), level, seed))
        self.go.wait(30)
        return core.legal_actions(state)[-1]


def threaded_table(bot_seats, advisor, n=4, game="puerto_rico", budget=1000.0):
    state = core.new_game(NAMES[:n], seed=3, game=game)
    record.table_options(state, [("quick" if s in bot_seats else None) for s in range(n)], False)
    table = games.get(game).mode(games.PLAY)(state)
    emu = emulated(table)  # a virtual clock: the emulator runs searches at the next pass...
    table.thinker = Thinker(threads=True, decide=advisor, budget=lambda level: budget)  # ...not here
    return table, emu


def passes(emu, k=5):
    for _ in range(k):
        emu.clock.t += 0.02
        emu.app.step()


def board_text(emu):
    return " ".join(r for r in read_screen(emu.screens.rams["board"].image()) if r)


def test_the_table_answers_presses_while_a_bot_thinks():
    fake = FakeAdvisor()
    table, emu = threaded_table((0,), fake)
    passes(emu)
    # the governor's bot thinks: the board says so, nothing decided yet
    assert table.thinking == 0 and table.thinker.thinking and not table.actions
    assert "Anne is thinking..." in board_text(emu)
    # a waiting person's keys are answered meanwhile: its seat menu opens
    table.handle((1, "back"))
    passes(emu)
    assert table.seats[1].menu == 0 and not table.actions
    # the search answers: its decision is taken at the next pass
    search = table.thinker.search
    fake.go.set()
    search.done.wait(30)
    passes(emu, 1)
    assert table.actions and table.actions[0] == search.action
    assert len(fake.asked) >= 1


def test_an_undo_during_a_bots_thinking_is_made_at_once_and_its_late_answer_dropped():
    fake = FakeAdvisor()
    table, emu = threaded_table((1, 2, 3), fake)
    passes(emu)
    while table.deciding() == 0:  # Anne's first choices (a role, its step)
        table.handle((0, "select"))
    passes(emu)
    assert table.thinking == 1 and table.thinker.thinking
    kept = len(table.actions)
    late = table.thinker.search
    # Anne asks for an undo and, alone with bots, confirms it: made at once
    table.handle((0, "back"))
    while table.menu_entries()[table.seats[0].menu] != "undo":
        table.handle((0, "right"))
    table.handle((0, "select"))
    table.handle((0, "select"))
    assert table.undo_request is None and len(table.actions) < kept
    passes(emu)
    assert table.thinking is None and table.thinker.search is None
    # the search answers late: nothing of it is taken
    after = list(table.actions)
    fake.go.set()
    late.done.wait(30)
    passes(emu)
    assert table.actions == after and table.deciding() == 0


def test_past_the_levels_budget_the_rule_bot_answers():
    fake = FakeAdvisor()
    table, emu = threaded_table((0,), fake, budget=2.0)
    passes(emu, 2)
    search = table.thinker.search
    want = rule_pick(core.copy(table.state), search.seed)
    emu.clock.t += 1.0
    emu.app.step()
    assert not table.actions  # within the budget: still thinking
    emu.clock.t += 1.5
    emu.app.step()
    assert table.actions == [want] and table.thinker.dropped >= 1
    fake.go.set()
    search.done.wait(30)
    passes(emu)
    assert table.actions[0] == want


def test_the_levels_budgets_are_named_once():
    assert set(bots.BUDGET) == set(bots.LEVELS)
    assert bots.budget("strongest") <= 2.0 and bots.budget("old level") == bots.budget(bots.DEFAULT_LEVEL)


def test_a_scripted_run_thinks_at_the_next_pass_with_the_same_answers():
    """The emulator's virtual clock: the search runs in the loop's next
    pass (exact), and gives firmware.bots.decide's answer."""
    state = core.new_game(NAMES[:4], seed=3)
    record.table_options(state, ["quick", None, None, None], False)
    table = games.get("puerto_rico").mode(games.PLAY)(state)
    emu = emulated(table)
    assert table.thinker.threads is False
    want = bots.decide(core.copy(state), "quick", bots.seed_for(state, 0))
    emu.app.step()
    assert table.thinking == 0 and not table.actions
    emu.app.step()
    assert table.actions == [want]


def test_a_search_error_is_raised_in_the_loop():
    def broken(state, level, seed):
        raise RuntimeError("search failed")

    t = Thinker(threads=True, decide=broken, budget=lambda level: 1000.0)
    state = core.new_game(NAMES[:3], seed=1)
    t.ask("k", state, "quick", 1, 0.0)
    t.search.done.wait(30)
    try:
        t.answer("k", 0.0)
    except RuntimeError as e:
        assert str(e) == "search failed"
    else:
        raise AssertionError("the error was swallowed")
    assert t.answer("other", 0.0) == (False, None)


class StoppableAdvisor:
    """The real decide's signature with ``stop``: waits until told to
    stop (or 30 s), records whether ``stop()`` said so."""

    def __init__(self):
        self.stopped = threading.Event()

    def __call__(self, state, level, seed, stop=None):
        for _ in range(3000):
            if stop():
                self.stopped.set()
                break
            self.stopped.wait(0.01)
        return core.legal_actions(state)[0]


def test_a_dropped_search_is_told_to_stop(monkeypatch):
    # An undo (a drop) or a run-out budget tells the worker's search to
    # stop: mashed undos must not stack CPU-bound searches.
    for run_out in (False, True):
        fake = StoppableAdvisor()
        monkeypatch.setattr(bots, "decide", fake)
        thinker = Thinker(threads=True, budget=lambda level: 1.0)
        state = core.new_game(NAMES[:4], seed=3)
        thinker.ask("k", state, "strongest", 7, now=0.0)
        assert thinker.answer("k", now=0.5) == (False, None) and not fake.stopped.is_set()
        if run_out:
            done, action = thinker.answer("k", now=5.0)  # the rule bot's answer
            assert done and action in core.legal_actions(state)
        else:
            thinker.drop()
        assert fake.stopped.wait(30)  # (the worker saw stop() say True)
