"""A bot seat's search beside the table's loop (issue 34, docs/bots.md):
the table keeps drawing and answering presses while a bot thinks.

    thinker = Thinker()
    thinker.ask(key, state, level, seed, now)   # at most one search at a time
    done, action = thinker.answer(key, now)     # at each pass of the loop

``key`` names the position asked about (the table's count of decisions
and undos): an answer for another key is never given, so an undo or a
new game during a search drops its late answer. The search runs on a
worker thread, on its own copy of the state (the rules core is pure and
is handed nothing the loop changes). When the level's budget
(firmware.bots.budget, on the loop's clock) runs out first, the answer
is the game's strongest rule bot's (core.bots: a few milliseconds), and
the search's late answer is dropped.

``threads=False`` runs the search at the loop's next pass instead (the
scripted and captured runs, whose clock moves only when the loop says
so: their answers are exact, the same at every run).
"""

from __future__ import annotations

import threading
from typing import Any, Callable

import core
from firmware import bots as botplay


def rule_pick(state: dict, seed: int) -> Any:
    """The answer when the budget runs out: the game's strongest rule bot
    (core.bots), or the card model's draw when the table reports it."""
    from core import bots as rule

    if rule.table_decides(state):
        return rule.table_action(state, seed)
    return rule.decide(rule.strongest(state["game"]), state, seed)


class Search:
    """One search: its key, its copies of the state, when it started, and
    (once the worker is done) its answer or its error."""

    def __init__(self, key: Any, state: dict, level: str, seed: int, now: float) -> None:
        self.key = key
        self.state = core.copy(state)  # the worker's own
        self.spare = core.copy(state)  # the rule bot's, when the budget runs out
        self.level = level
        self.seed = seed
        self.started = now
        self.done = threading.Event()
        # set when the answer is no longer wanted (dropped, or the budget
        # ran out): the core's search stops at its next playouts instead of
        # running on beside the next search (undos mashed during a search
        # stacked CPU-bound threads)
        self.cancelled = threading.Event()
        self.action: Any = None
        self.error: BaseException | None = None


class Thinker:
    """At most one bot search at a time (see the module's doc).
    ``decide(state, level, seed)``: the search (firmware.bots.decide);
    ``fallback(state, seed)``: the answer when the budget runs out;
    ``budget(level)``: its seconds."""

    def __init__(
        self,
        threads: bool = True,
        decide: Callable[[dict, str, int], Any] | None = None,
        fallback: Callable[[dict, int], Any] = rule_pick,
        budget: Callable[[str], float] | None = None,
    ) -> None:
        self.threads = threads
        self.decide = decide
        self.fallback = fallback
        self.budget = budget or botplay.budget
        self.search: Search | None = None
        self.dropped = 0  # late answers dropped (an undo, a leave, the budget)

    def ask(self, key: Any, state: dict, level: str, seed: int, now: float) -> None:
        """Start the search for ``key`` unless it is the one running."""
        if self.search is not None and self.search.key == key:
            return
        self.drop()
        s = self.search = Search(key, state, level, seed, now)
        if self.threads:
            t = threading.Thread(target=self._run, args=(s,), name="doubloon-bot", daemon=True)
            t.start()

    def _run(self, s: Search) -> None:
        try:
            if self.decide is None:
                s.action = botplay.decide(s.state, s.level, s.seed, stop=s.cancelled.is_set)
            else:
                s.action = self.decide(s.state, s.level, s.seed)
        except BaseException as e:  # given to the loop, which raises it
            s.error = e
        s.done.set()

    def answer(self, key: Any, now: float) -> tuple[bool, Any]:
        """(True, the decision) once the search for ``key`` has one, or its
        budget ran out (the rule bot's then); (False, None) meanwhile, and
        for a key nobody asked about."""
        s = self.search
        if s is None or s.key != key:
            return False, None
        if not self.threads:
            self._run(s)
        elif not s.done.is_set():
            if now - s.started < self.budget(s.level):
                return False, None
            self.search = None
            self.dropped += 1  # the search's late answer
            s.cancelled.set()
            return True, self.fallback(s.spare, s.seed)
        self.search = None
        if s.error is not None:
            raise s.error
        return True, s.action

    def wait(self, timeout: float) -> None:
        """Wait at most ``timeout`` seconds for the running search (a loop
        with nothing else to do meanwhile); at once without a worker."""
        s = self.search
        if s is not None and self.threads:
            s.done.wait(timeout)

    def drop(self) -> None:
        """Forget the running search: its late answer is never given."""
        if self.search is not None:
            self.dropped += 1
            self.search.cancelled.set()
            self.search = None

    @property
    def thinking(self) -> bool:
        return self.search is not None
