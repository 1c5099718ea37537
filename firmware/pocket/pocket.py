"""The pocket table: one Pico, one screen, three buttons, a whole game of
Puerto Rico played by passing it round the table (hotseat), or the counter
(doubloons and VP chips per player, no referee). The rules are core/,
unchanged, on MicroPython.

Buttons: ◀ ▶ move, ● chooses; a long ● hides the screen (the Pico shows
"pass to ..." before it moves on); holding ◀ shows the player's own VP chips
while held, and only then (another key only hides them). In the counter: ◀ -1, ▶ +1 on the highlighted
row, ● next row, long ● previous row, holding ◀ shows the VP chips.

Bot seats (issue 34, docs/bots.md): "PR you+N bots" starts a game of one
person (the first seat, Anne) and N seats the Pico plays with the game's
strongest rule bot (core.bots: it runs on MicroPython, a decision in a
few hundred milliseconds on a Pico, no search). A bot's turn first shows
"<name> thinking...", its decision comes at the next pass; nothing of a
bot's secrets shows (holding ◀ shows the person's own VP chips only in
the person's turn), and its decision is applied like a person's
(``on_action``). A person who played last gets the Pico back without
"pass to".

No clock or hardware of its own: ``step(now)`` is one pass of the main loop.
"""

import core
from core.puerto_rico.endgame import final_score
from link import ticks_diff

FIRMWARE = (1, 1, 0)
LONG_MS = 600
ROWS = 8  # text lines of 8 pixels
COLS = 16  # characters of 8 pixels
MENU = (
    [("pr", n) for n in (2, 3, 4, 5)]
    + [("counter", n) for n in (2, 3, 4, 5)]
    + [("bots", n) for n in (2, 3, 4, 5)]  # one person, n - 1 bots
)
NAMES = ("Anne", "Bernie", "Chris", "David", "Emma")
BOT = "action_value"  # core.bots' strongest Puerto Rico rule bot (docs/tournament.md)


def bot_decision(state):
    """The decision of the bot seat on turn: core.bots' rule bot, seeded
    by the game's seed (its own stream per step: the same game, the same
    decisions, on the Pico and on CPython)."""
    from core import bots

    return bots.decide(BOT, state, state["seed"])


class Presses:
    """Edges of keys.Keys in, presses out: ("left"|"right"|"select"|"back"),
    and ("peek", True/False) while ◀ is held past LONG_MS."""

    def __init__(self):
        self.down = [None, None, None]
        self.long = [False, False, False]

    def events(self, edges, now):
        out = []
        for i, pressed, t in edges:
            if pressed:
                self.down[i], self.long[i] = t, False
                continue
            if self.down[i] is None:
                continue
            held = ticks_diff(now, self.down[i]) >= LONG_MS
            self.down[i] = None
            if i == 0 and self.long[0]:
                out.append(("peek", False))
            elif i == 2 and held:
                out.append(("back",))
            else:
                out.append((("left", "right", "select")[i],))
        if self.down[0] is not None and not self.long[0] and ticks_diff(now, self.down[0]) >= LONG_MS:
            self.long[0] = True
            out.append(("peek", True))
        return out


def label(action):
    """An action as one short line: ["role", "settler"] -> "role settler"."""
    words = []
    for x in action:
        words.append(str(x))
    return " ".join(words)[:COLS]


class Pocket:
    def __init__(self, screen, keys, seed=None, on_action=None):
        self.screen, self.keys = screen, keys
        self.seed = seed
        self.on_action = on_action
        self.presses = Presses()
        self.mode = "menu"
        self.cursor = 0
        self.top = 0
        self.state = None
        self.peek = False
        self.counts = None  # the counter: [[doubloons, vp], ...]
        self.bots = []  # per seat: True when the Pico plays it
        self.holder = None  # the person who played last (holds the Pico)
        self.thought = False  # a bot's "thinking" is on the screen
        self.lines = []
        self.draw()

    # -- input ---------------------------------------------------------------
    def step(self, now):
        evs = self.presses.events(self.keys.poll(now), now)
        for ev in evs:
            self.handle(ev, now)
        if self.mode == "bot" and self.thought:
            self._bot()  # the screen said "thinking" at the pass before
        elif not evs and self.mode != "bot":
            return
        self.thought = self.mode == "bot"  # drawn now: it decides at the next pass
        self.draw()

    def _next(self):
        """After a decision: the game's end, a bot's turn, the person who
        holds the Pico again, or "pass to" the next person."""
        self.cursor = 0
        if core.is_over(self.state):
            self.mode = "over"
            return
        player = core.current_player(self.state)
        if self.bots and self.bots[player]:
            self.mode = "bot"
        elif player == self.holder:
            self.mode = "turn"
        else:
            self.mode = "pass"

    def _bot(self):
        action = bot_decision(self.state)
        core.apply(self.state, action)
        if self.on_action is not None:
            self.on_action(action)
        self._next()

    def handle(self, ev, now):
        if ev[0] == "peek":
            self.peek = ev[1]
            return
        if self.peek and self.mode == "turn":
            # the VP cover the menu: the first key takes them away and
            # does nothing else (no choice made blind; issue 30)
            self.peek = False
            return
        if self.mode == "menu":
            self._menu(ev[0], now)
        elif self.mode == "pass":
            if ev[0] == "select":
                self.mode = "turn"
                self.holder = core.current_player(self.state)
        elif self.mode == "turn":
            self._turn(ev[0])
        elif self.mode == "counter":
            self._counter(ev[0])
        elif self.mode == "over" and ev[0] == "back":
            self.mode, self.cursor = "menu", 0

    def _move(self, what, n):
        if what == "left":
            self.cursor = (self.cursor - 1) % n
        elif what == "right":
            self.cursor = (self.cursor + 1) % n

    def _menu(self, what, now):
        self._move(what, len(MENU))
        if what != "select":
            return
        kind, n = MENU[self.cursor]
        self.cursor = 0
        if kind == "counter":
            self.counts = [[0, 0] for _ in range(n)]
            self.mode = "counter"
            return
        seed = self.seed if self.seed is not None else now & 0xFFFF
        self.state = core.new_game(list(NAMES[:n]), seed=seed)
        self.bots = [kind == "bots" and p > 0 for p in range(n)]
        self.holder = None
        self._next()

    def _turn(self, what):
        if what == "back":
            self.mode = "pass"  # hidden before the Pico moves on
            self.holder = None
            return
        options = core.legal_actions(self.state)
        self._move(what, len(options))
        if what != "select":
            return
        action = options[self.cursor]
        core.apply(self.state, action, options)
        if self.on_action is not None:
            self.on_action(action)
        self._next()

    def _counter(self, what):
        rows = 2 * len(self.counts)
        row = self.counts[self.cursor // 2]
        k = self.cursor % 2
        if what == "left":
            row[k] = max(0, row[k] - 1)
        elif what == "right":
            row[k] += 1
        elif what == "select":
            self.cursor = (self.cursor + 1) % rows
        elif what == "back":
            self.cursor = (self.cursor - 1) % rows

    # -- screen --------------------------------------------------------------
    def text_lines(self):
        """What the screen shows: (lines, highlighted line or -1)."""
        if self.mode == "menu":
            words = {"pr": "Puerto Rico %dp", "counter": "counter %dp", "bots": "PR you+%d bots"}
            items = [words[k] % (n - 1 if k == "bots" else n) for k, n in MENU]
            return self._window(["doubloon pocket"], items)
        if self.mode == "bot":
            name = self.state["players"][core.current_player(self.state)]["name"]
            return ["", name, "thinking...", "", "(the Pico plays)"], -1
        if self.mode == "pass":
            name = self.state["players"][core.current_player(self.state)]["name"]
            return ["", "pass to", name, "", "then press o"], -1
        if self.mode == "over":
            out = ["game over"]
            res = final_score(self.state)["players"]
            order = sorted(range(len(res)), key=lambda i: (res[i]["rank"], i))
            for i in order:
                out.append(("%d %s %d" % (res[i]["rank"], res[i]["name"], res[i]["total"]))[:COLS])
            return out, -1
        if self.mode == "counter":
            items = []
            for p in range(len(self.counts)):
                d, vp = self.counts[p]
                items.append("P%d doubloons %d" % (p + 1, d))
                shown = self.peek and self.cursor // 2 == p
                items.append(("P%d VP %d" % (p + 1, vp)) if shown else ("P%d VP: hold <" % (p + 1)))
            return self._window(["counter"], items)
        st = self.state
        p = core.current_player(st)
        me = st["players"][p]
        if self.peek:
            return [me["name"], "", "VP chips", str(me["vp"]), "", "(only while", "< is held)"], -1
        head = ("%s $%d" % (me["name"], me["doubloons"]))[:COLS]
        kind = core.pending(st)["kind"]
        items = [label(a) for a in core.legal_actions(st)]
        return self._window([head, kind[:COLS]], items)

    def _window(self, head, items):
        room = ROWS - len(head)
        if self.cursor < self.top:
            self.top = self.cursor
        elif self.cursor >= self.top + room:
            self.top = self.cursor - room + 1
        return head + items[self.top : self.top + room], len(head) + self.cursor - self.top

    def draw(self):
        lines, hi = self.text_lines()
        self.lines = lines
        fb = self.screen.fb
        fb.fill(0)
        for i in range(len(lines)):
            if i == hi:
                fb.fill_rect(0, i * 8, 128, 8, 1)
            fb.text(lines[i], 0, i * 8, 0 if i == hi else 1)
        self.screen.show()
