"""A hint's search never blocks the table (issue 34, docs/bots.md): it
runs beside the loop as a bot's does (firmware.thinking), the asking
seat's screen says "hint: thinking...", the other seats' keys and the
text table's lines are answered meanwhile, and the hint comes at the
loop's pass after its answer. A decision or an undo before the answer
drops it: nothing is told, nothing journaled. A fake advisor that waits
for the test: no timing asserts (a test waits for an event or a line,
never for time)."""

import io
import os
import threading
import time

import core
from core import record
from firmware import games
from firmware.emulator.text import Text
from firmware.thinking import Thinker
from tests.firmware.test_bot_thinking import FakeAdvisor, board_text, passes
from tests.support.screen_reader import read_screen
from tests.support.table import NAMES, emulated

THINKING = "hint: thinking..."
ASKED = "Anne asked for a hint"


def hint_table(advisor, n=2, game="puerto_rico", emu=True):
    """A game with hints on, persons only; its hints searched by
    ``advisor`` on a worker (the table's own Thinker, its budget out of
    reach): (table, the emulated device or None, the hints journaled)."""
    state = core.new_game(NAMES[:n], seed=5, game=game)
    record.table_options(state, None, True)
    table = games.get(game).mode(games.PLAY)(state)
    journaled = []
    table.on_hint = journaled.append
    device = emulated(table) if emu else None  # a virtual clock: no worker...
    table.thinker = Thinker(threads=True, decide=advisor, budget=lambda level: 1000.0)  # ...but here
    return table, device, journaled


def ask_by_menu(table, emu, seat):
    """The seat menu (its long ●), ▶ to "hint", ●."""
    table.handle((seat, "back"))
    while table.menu_entries()[table.seats[seat].menu] != "hint":
        table.handle((seat, "right"))
    table.handle((seat, "select"))
    passes(emu, 1)


def seat_text(emu, seat):
    return " ".join(r for r in read_screen(emu.screens.rams[seat].image()) if r)


def test_the_device_answers_the_other_seats_while_a_hint_is_searched():
    fake = FakeAdvisor()
    table, emu, journaled = hint_table(fake)
    seat = table.deciding()
    ask_by_menu(table, emu, seat)
    assert table.hinting(seat) and table.thinker.thinking
    assert THINKING in seat_text(emu, seat) and journaled == [] and ASKED not in table.news()
    # the other seat's keys are answered meanwhile: its menu opens
    table.handle((1 - seat, "back"))
    passes(emu)
    assert table.seats[1 - seat].menu == 0 and table.hinting(seat) and not table.actions
    # the search answers: the hint is given at the next pass, told once
    search = table.thinker.search
    fake.go.set()
    search.done.wait(30)
    passes(emu, 1)
    want = core.legal_actions(table.state)[-1]
    assert not table.hinting(seat) and table.highlighted(seat) == want
    assert table.hint_ready(seat).startswith("hint: ") and table.seats[seat].hint == table.hint_ready(seat)
    assert journaled == [{"hint": seat}] and table.news()[0] == ASKED
    assert "hint: " in seat_text(emu, seat) and THINKING not in seat_text(emu, seat)
    # asked again in the same position: given at once, no new search, told once
    asked = len(fake.asked)
    assert table.hint(seat) == table.hint_ready(seat) and not table.hinting(seat)
    assert len(fake.asked) == asked and journaled == [{"hint": seat}]
    emu.close()


def test_a_hint_answered_after_an_undo_is_dropped():
    fake = FakeAdvisor()
    table, emu, journaled = hint_table(fake)
    table.choose(table.options()[0])  # a decision to undo
    seat = table.deciding()
    ask_by_menu(table, emu, seat)
    assert table.hinting(seat)
    late = table.thinker.search
    table.undo()  # the decision before the hint's position
    passes(emu)
    assert not table.hinting(seat) and table.thinker.search is None
    fake.go.set()
    late.done.wait(30)
    passes(emu)
    # nothing of the late answer: no line, no cursor moved, nothing told
    assert all(ui.hint is None and ui.cursor == 0 for ui in table.seats)
    assert journaled == [] and table.asked == [] and table.entries() == []
    assert ASKED not in " ".join(table.news()) and ASKED not in board_text(emu)
    emu.close()


def test_a_decision_before_the_hint_drops_it():
    fake = FakeAdvisor()
    table, emu, journaled = hint_table(fake)
    seat = table.deciding()
    ask_by_menu(table, emu, seat)
    late = table.thinker.search
    table.handle((seat, "select"))  # the seat decides without waiting
    passes(emu)
    fake.go.set()
    late.done.wait(30)
    passes(emu)
    assert len(table.actions) == 1 and journaled == [] and table.asked == []
    assert table.hint_ready(seat) is None and not table.hinting(seat)
    emu.close()


class Tty(io.TextIOWrapper):
    """A pipe that says it is a terminal: a person types the lines."""

    def isatty(self):
        return True


class Typed:
    """The text table on a thread, reading a typed "terminal" (``type``),
    its output read back (``wait_for``)."""

    def __init__(self, table):
        r, self.w = os.pipe()
        self.stdin = Tty(io.BufferedReader(io.FileIO(r, "r")), encoding="utf-8")
        self.out = io.StringIO()
        self.lock = threading.Lock()
        front = Text(self.stdin, self, keeps=False, width=200)
        self.thread = threading.Thread(target=front.run, args=(table,), daemon=True)
        self.thread.start()

    # the table's output (written on its thread)
    def write(self, text):
        with self.lock:
            self.out.write(text)

    def flush(self):
        pass

    def text(self):
        with self.lock:
            return self.out.getvalue()

    def type(self, line):
        os.write(self.w, (line + "\n").encode())

    def wait_for(self, text, count=1):
        deadline = time.monotonic() + 60
        while self.text().count(text) < count:
            assert time.monotonic() < deadline, "never saw %r: %r" % (text, self.text()[-500:])
            time.sleep(0.01)
        return self.text()

    def close(self):
        self.type("q")
        self.thread.join(30)
        os.close(self.w)
        self.stdin.close()


def typed_hint(fake):
    """The text table with a hint asked by typing "?", its search under way:
    the table, its journaled lines and the typed terminal."""
    table, _, journaled = hint_table(fake, emu=False)
    typed = Typed(table)
    try:
        typed.wait_for("> ")
        typed.type("?")
        typed.wait_for(THINKING)
    except BaseException:
        typed.close()
        raise
    return table, journaled, typed


def test_the_text_table_answers_lines_while_a_hint_is_searched():
    fake = FakeAdvisor()
    table, journaled, typed = typed_hint(fake)
    try:
        # a line typed meanwhile is answered: the seat's VP, said at once
        typed.type("v")
        typed.wait_for("VP in chips")
        assert table.hinting(0) and ASKED not in typed.text() and journaled == []
        fake.go.set()
        out = typed.wait_for(ASKED)
        k = table.seats[0].cursor + 1
        assert table.options()[k - 1] == core.legal_actions(table.state)[-1]
        typed.wait_for("  (%d)" % k)
        assert journaled == [{"hint": 0}] and out.index(THINKING) < out.index("VP in chips") < out.index(
            ASKED
        )
    finally:
        typed.close()
    assert not typed.thread.is_alive()


def test_the_text_tables_hint_is_dropped_by_a_decision_typed_first():
    fake = FakeAdvisor()
    table, journaled, typed = typed_hint(fake)
    try:
        late = table.thinker.search
        typed.type("1")  # Anne decides without waiting
        deadline = time.monotonic() + 60
        while not table.actions:  # decided while the search still runs
            assert time.monotonic() < deadline, typed.text()[-500:]
            time.sleep(0.01)
        fake.go.set()
        late.done.wait(30)
        typed.type("b")  # the table goes on; the late answer is never told
        typed.wait_for("> ", 4)
        assert len(table.actions) == 1 and journaled == [] and ASKED not in typed.text()
    finally:
        typed.close()


def test_a_scripts_hint_comes_before_its_next_line_searched_in_full():
    """From a pipe or a file: the hint is waited for (no worker: exact),
    then the next line is read."""
    state = core.new_game(NAMES[:2], seed=5)
    record.table_options(state, None, True)
    table = games.get("puerto_rico").mode(games.PLAY)(state)
    out = io.StringIO()
    Text(io.StringIO("?\n1\nq\n"), out, keeps=False, width=200).run(table)
    assert table.thinker.threads is False and table.entries()[0] == {"hint": 0}
    text = out.getvalue()
    assert text.index(THINKING) < text.index(ASKED) and THINKING in text
