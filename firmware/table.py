"""The table: what each seat's buttons do during a game, and what each
screen is asked to show. Pure logic, no drawing and no hardware.

Events come from drivers.buttons.ButtonHub: ``(seat, "left")``,
``(seat, "right")``, ``(seat, "select")``, ``(seat, "back")`` (long press
on the select button) and ``(seat, "peek", held)`` (left button held).

- The seat that must decide sees the legal choices only, moves with
  left/right and confirms with select.
- Other seats page through their own summary with left/right.
- A long press on select opens the seat menu: help (what the highlighted
  building or role does), undo the last decision, close.
- Undo is asked from a seat and confirmed by another seat (select; left
  refuses): the board shows the question meanwhile. Undone decisions are
  replayed away: the game is rebuilt from its record without the last
  action, so the plantation draws come out the same.
- Holding left shows the seat's own VP chips, and only on that seat.
"""

import core
from core import record
from core.canon import dumps
from core.endgame import final_score

MENU = ("help", "undo", "close")  # the seat menu (long press on select)

PAGES = ("summary", "news")  # waiting seats page through these


class Seat:
    """One seat's screen state (menu cursor, page, help, peek)."""

    def __init__(self):
        self.cursor = 0
        self.page = 0
        self.help = None     # None, or the line offset into the help text
        self.menu = None     # None, or the cursor in MENU
        self.peek = False
        # filled in by firmware.frames just before drawing
        self.question = None
        self.menu_subject = None
        self.news = []
        self.help_subject = None
        self.vp_gained = 0


class DeviceStatus:
    """Device problems (screens that do not answer) shown on the board: a
    mixin for every mode the device runs (game, counter, scoring)."""

    status = ()
    version = 0

    def set_status(self, problems):
        if list(problems) != list(self.status):
            self.status = list(problems)
            self.version += 1


class Table(DeviceStatus):
    """A game of Puerto Rico driven by seat buttons.

    ``on_action(action)`` is called after each applied action, before the
    screens are redrawn (the record or journal writes it there);
    ``on_undo()`` after an undo. ``actions``: the game so far, when the
    table starts from a resumed game (``state`` is then its replay)."""

    def __init__(self, state, lang="en", on_action=None, on_undo=None, actions=()):
        self.state = state
        self.lang = lang
        self.on_action = on_action
        self.on_undo = on_undo
        self.actions = list(actions)
        self.header = record.header(state)
        self.undo_request = None  # the seat that asked to undo, if any
        self.notice = None        # one line for every screen (undo, resume)
        self.seats = [Seat() for _ in state["players"]]
        self.news = []            # instructions of the last action
        self.mine = [[] for _ in state["players"]]  # per seat, last action
        self.last_vp = [0] * len(state["players"])
        self.status = []          # device problems shown on the board
        self.saving = None        # the journal's GameWriter: "not saved" while writes wait
        self.result = final_score(state) if core.is_over(state) else None
        self._events(state["events"])
        self.version = 0          # bumped on every visible change

    # -- input ------------------------------------------------------------
    def handle(self, ev):
        """Apply one button event; True when something visible changed."""
        seat, what = ev[0], ev[1]
        if not 0 <= seat < len(self.seats):
            return False
        ui = self.seats[seat]
        changed = self._handle(seat, ui, what, ev[2] if len(ev) > 2 else None)
        if changed:
            self.version += 1
        return changed

    def _handle(self, seat, ui, what, flag):
        if what == "peek":
            if ui.peek == bool(flag):
                return False
            ui.peek = bool(flag)
            return True
        if self.undo_request is not None:
            return self._undo_key(seat, what)
        if ui.help is not None:
            return self._help_key(seat, ui, what)
        if ui.menu is not None:
            return self._menu_key(seat, ui, what)
        deciding = self.deciding() == seat
        if what == "back":
            ui.menu = 0
            return True
        if not deciding:
            if what in ("left", "right") and not core.is_over(self.state):
                ui.page = (ui.page + (1 if what == "right" else -1)) % len(PAGES)
                return True
            return False
        options = core.legal_actions(self.state)
        if what == "left":
            ui.cursor = (ui.cursor - 1) % len(options)
            return True
        if what == "right":
            ui.cursor = (ui.cursor + 1) % len(options)
            return True
        if what == "select":
            self.choose(options[min(ui.cursor, len(options) - 1)])
            return True
        return False

    def _help_key(self, seat, ui, what):
        if what == "right":
            from firmware import words
            lines = words.help_text(self.help_subject(seat), self.lang, self.state["edition"])
            ui.help = min(ui.help + 1, max(0, len(lines) - 7))
        elif what == "left":
            ui.help = max(0, ui.help - 1)
        else:                       # select or back closes the help
            ui.help = None
        return True

    def _menu_key(self, seat, ui, what):
        if what in ("left", "right"):
            ui.menu = (ui.menu + (1 if what == "right" else -1)) % len(MENU)
            return True
        choice = MENU[ui.menu] if what == "select" else "close"
        ui.menu = None
        if choice == "help":
            ui.help = 0
        elif choice == "undo" and self.actions:
            self.undo_request = seat
        return True

    def _undo_key(self, seat, what):
        if what == "select" and seat != self.undo_request:
            self.undo()
            return True
        if what in ("left", "select", "back"):
            self.undo_request = None   # refused, or taken back by the asker
            return True
        return False

    def undo(self):
        """Take back the last decision: rebuild the game from its record
        without it (same seed, so the same draws)."""
        self.undo_request = None
        if not self.actions:
            return False
        from firmware import phrases
        last = self.actions.pop()
        state = record.replay([dumps(self.header)] +
                              [record.action_line(a) for a in self.actions])
        self.state = state
        if self.on_undo is not None:
            self.on_undo()
        self._events([])
        self.result = None
        self.notice = phrases.ui("undo", self.lang) + ": " + phrases.action_text(state, last, self.lang)
        for s in self.seats:
            s.cursor = 0
        self.version += 1
        return True

    def choose(self, action):
        """Apply ``action`` for the deciding seat (raises core.IllegalAction
        and changes nothing when it is not legal)."""
        core.apply(self.state, action)
        self.actions.append(action)
        self.notice = None
        if self.on_action is not None:
            self.on_action(action)
        self._events(self.state["events"])
        for s in self.seats:
            s.cursor = 0
            s.page = 1        # everyone sees what to move
        if core.is_over(self.state):
            self.result = final_score(self.state)
        self.version += 1

    def _events(self, events):
        news = []
        self.mine = [[] for _ in self.state["players"]]
        self.last_vp = [0] * len(self.state["players"])
        for ev in events:
            if ev[0] == "vp":
                self.last_vp[ev[1]] += ev[2]
                continue
            news.append(ev)
            if ev[1] is not None:
                self.mine[ev[1]].append(ev)
        self.news = news

    # -- what the screens show ---------------------------------------------
    def deciding(self):
        return core.current_player(self.state)

    def options(self):
        return core.legal_actions(self.state)

    def help_subject(self, seat):
        """What the help of ``seat`` explains: the highlighted choice's
        building or role, else the role being played."""
        if self.deciding() == seat:
            options = core.legal_actions(self.state)
            if options:
                act = options[min(self.seats[seat].cursor, len(options) - 1)]
                if act[0] in ("role", "build") and len(act) > 1:
                    return "prospector" if act[1] == "prospector2" else act[1]
                if act[0] in ("quarry", "hacienda"):
                    return "hacienda" if act[0] == "hacienda" else "settler"
        role = self.state["role"]
        if role:
            return "prospector" if role == "prospector2" else role
        return "roles"
