"""The interactive emulator: keys from a terminal in cbreak mode are the
buttons, the screens are drawn in braille (drivers.terminal) in place on
the terminal's alternate screen, as many as its size holds
(firmware.emulator.arrange), again at once when it is resized.

Besides the buttons' keys: Tab shows the next screen, 0 the board (again:
its other half, when a 256-pixel board is cut in two), 1-5 a seat, ?
hides or shows the key legend, n shows the next notes when they fill more
than the lines left, Esc leaves (the session then says whether the game
is saved and how to resume it). The notes (what to move) are wrapped,
never cut, and come before the legend. When not every screen
fits, the view follows the play: the seat whose key was pressed last, or
the seat that must decide when that changes.
"""

from __future__ import annotations

import os
import select
import signal
import termios
import textwrap
import tty
from typing import TYPE_CHECKING, Callable, TextIO

from core.games import DEFAULT
from drivers.terminal import TerminalView, panel
from firmware import catalog, layout
from firmware.app import FrontEnd
from firmware.emulator.arrange import HALF, arrange
from firmware.emulator.device import TICK, Emulated

if TYPE_CHECKING:
    from PIL.Image import Image

    from firmware.modes.base import Mode

QUIT = ("\x1b", "\x03")  # Esc, Ctrl-C
ENTER = "\x1b[?1049h\x1b[?25l\x1b[2J"  # the alternate screen, no cursor
LEAVE = "\x1b[?25h\x1b[?1049l"
SEQUENCE_WAIT = 0.03  # seconds: the rest of an arrow key's escape sequence comes within this


def described(g: dict, lang: str) -> str:
    """An unfinished game (journal.unfinished()'s dict and its "game") in
    words: "San Juan, 2026-11-27 13:30: Anne, Bob, 12 decisions"."""
    n = g["actions"]
    return catalog.text(
        "resume_game",
        lang,
        n=g["id"],
        title=catalog.text("game_name", lang, g.get("game", DEFAULT)),
        created=str(g["created"])[:16],
        players=", ".join(g["players"]),
        decisions=catalog.text("one_decision" if catalog.singular(n, lang) else "n_decisions", lang, k=n),
    )


def ask_resume(game: dict, stdin: TextIO, out: TextIO, lang: str = "en") -> bool:
    """Ask on a terminal whether to resume ``game`` (described); True unless "n"."""
    out.write(catalog.text("resume_ask", lang, n=game["id"], about=described(game, lang)))
    out.flush()
    return not stdin.readline().strip().lower().startswith("n")


class Screens:
    """What the terminal shows of a mode with ``seats`` seats: the screens
    that fit, a hint line, the key legend (``legend``) and the mode's
    notes. Keeps which screen is in focus."""

    def __init__(
        self, titles: dict, legend: list[str], seats: int, wide: bool = False, lang: str = "en"
    ) -> None:
        self.lang = lang  # the hint's words
        self.titles = titles
        self.legend = legend
        self.seats = seats
        self.chosen: str | int | None = None  # picked with Tab or a digit; None: follow the play
        self.seat = 0  # the seat followed
        self.keys = True  # the legend shows
        self.wide = wide  # the board is 256 pixels wide
        self.split = False  # ... and the terminal shows it in two halves
        self.notes_page = 0  # the notes' page shown, when they fill more than the lines left
        self._notes: list[str] = []  # the notes last shown: new ones start at their first page
        self._note_pages = 1
        self._deciding: int | None = None
        self._drawn: dict = {}  # screen -> (its pixels, its lines): only a changed panel is drawn again

    def view_key(self, ch: str) -> bool:
        """Tab, a digit or ?: True when ``ch`` was one (it changes the view)."""
        order = ["board"] + ([HALF] if self.split else []) + list(range(self.seats))
        if ch == "\t":
            now = self.chosen if self.chosen in order else self.seat
            self.chosen = order[(order.index(now) + 1) % len(order)]
        elif ch == "0":
            self.chosen = HALF if self.split and self.chosen == "board" else "board"
        elif len(ch) == 1 and ch in "123456789" and int(ch) <= self.seats:  # not isdigit: "²" is one
            self.chosen = int(ch) - 1
        elif ch == "?":
            self.keys = not self.keys
        elif ch == "n" and self._note_pages > 1:
            self.notes_page = (self.notes_page + 1) % self._note_pages
        else:
            return False
        return True

    def pressed(self, seat: int) -> None:
        """A button of ``seat`` was pressed: show that seat; the board's own
        button (``b``, seat ``buttons.BOARD``) shows the board, whose page
        it turns."""
        if seat < 0:
            if self.chosen != HALF:  # the half being read stays
                self.chosen = "board"
        else:
            self.seat, self.chosen = seat, None

    def follow(self, deciding: int | None) -> None:
        """When the seat to decide changes, show it."""
        if deciding != self._deciding:
            self._deciding = deciding
            if deciding is not None:
                self.seat, self.chosen = deciding, None

    def lines(
        self, images: dict, notes: list[str], cols: int, rows: int, status: list[str] = ()
    ) -> list[str]:
        """The whole terminal, at most ``rows`` lines of at most ``cols``
        columns. ``status``: the board's problem lines (a journal not
        saving, a silent screen), said under the screens when the board is
        not shown: they must not go unseen."""
        seat = self.chosen if isinstance(self.chosen, int) else self.seat
        focus = self.chosen if self.chosen is not None else self.seat
        a = arrange(cols, rows, self.seats, focus, seat, wide=self.wide)
        self.split = HALF in a.hidden or any(s == HALF for s, _, _ in a.placed)
        if a.problem is not None:
            return textwrap.wrap("doubloon: " + a.problem, max(cols, 10))[:rows]
        out = [""] * a.used
        for s, col, top in a.placed:
            for r, text in enumerate(self._panel(s, self._image(s, images))):
                # a wide board leaves two columns of its places unused
                out[top + r] = (out[top + r].ljust(col - 1) + " " if col else "") + text
        out.append(self.hint(a.hidden)[:cols])
        problems = wrapped(["board: " + t for t in status] if "board" in a.hidden else [], cols)
        return (
            out
            + (problems + self._notes_and_keys(notes, cols, rows - len(out) - len(problems)))[
                : rows - len(out)
            ]
        )

    def _notes_and_keys(self, notes: list[str], cols: int, room: int) -> list[str]:
        """The notes wrapped to ``cols``, then the legend in the lines left
        of ``room``: notes a player must read go first. More notes than
        lines: a page of them and a last line saying n shows the next."""
        if notes != self._notes:
            self._notes, self.notes_page = list(notes), 0
        told = wrapped(notes, cols)
        keys = wrapped(self.legend, cols) if self.keys else []
        self._note_pages = 1
        if len(told) > room > 1:
            per = room - 1
            self._note_pages = -(-len(told) // per)
            k = self.notes_page % self._note_pages
            more = self._say("keys_more_notes", k=k + 1, n=self._note_pages)
            return told[k * per : (k + 1) * per] + [more[:cols]]
        return told + keys[: max(0, room - len(told))]

    def _image(self, screen: str | int, images: dict) -> Image:
        """What ``screen`` shows: a half of the board when it is cut in two."""
        if not self.split or screen not in ("board", HALF):
            return images[screen]
        board = images["board"]
        half = board.width // 2
        return board.crop(
            (half, 0, board.width, board.height) if screen == HALF else (0, 0, half, board.height)
        )

    def _title(self, screen: str | int) -> str:
        if screen in ("board", HALF):  # the right half, chosen before a resize made room
            if not self.split:
                return self.titles["board"]
            return "%s %d/2" % (self.titles["board"], 2 if screen == HALF else 1)
        return self.titles[screen]

    def _panel(self, screen: str | int, image: Image) -> list[str]:
        pixels = image.tobytes()
        drawn = self._drawn.get(screen)
        if drawn is None or drawn[0] != pixels:
            drawn = self._drawn[screen] = (pixels, panel(self._title(screen), image))
        return drawn[1]

    def hint(self, hidden: list) -> str:
        """The line under the screens: how to see the hidden ones, the keys, Esc."""
        keys = self._say("keys_hide" if self.keys else "keys_show") + " | " + self._say("keys_quit")
        if not hidden:
            return keys
        if self.chosen is None:
            shown = self._say("keys_following", n=self.seat + 1)
        elif self.chosen in ("board", HALF):
            shown = self._title(self.chosen)
        else:
            shown = self._say("screen_seat", n=self.chosen + 1)
        if self.split and self.chosen in ("board", HALF):
            # both halves cannot show: 0 turns to the other one
            others = self._say("keys_others", keys="1-%d" % self.seats)
            return "%s | %s | %s | %s" % (shown, self._say("keys_other_half"), others, keys)
        return "%s | %s | %s" % (shown, self._say("keys_others", keys="0-%d" % self.seats), keys)

    def _say(self, key: str, **fields: object) -> str:
        return catalog.text(key, self.lang, **fields)


def wrapped(texts: list[str], cols: int) -> list[str]:
    """``texts`` as lines of at most ``cols`` columns, no word lost; a "> "
    note's further lines indented under its first word."""
    out = []
    for t in texts:
        if len(t) <= cols:  # as it is (the legend's spacing kept)
            out.append(t)
            continue
        lead = "> " if t.startswith("> ") and cols > 12 else ""
        lines = layout.wrap(t[len(lead) :], max(1, cols - len(lead))) or [""]
        out += [lead + lines[0]] + [" " * len(lead) + s for s in lines[1:]]
    return out


def terminal_size(out: TextIO) -> tuple[int, int]:
    """(columns, lines) of the terminal ``out`` writes to (80x24 if unknown)."""
    try:
        size = os.get_terminal_size(out.fileno())
        return size.columns, size.lines
    except (OSError, ValueError, AttributeError):
        return 80, 24


class Terminal(FrontEnd):
    """Runs a mode until it is done or Esc is pressed (``left`` says
    which). ``size``: () -> (columns, lines), the terminal's by default."""

    def __init__(
        self,
        stdin: TextIO,
        out: TextIO,
        size: Callable[[], tuple[int, int]] | None = None,
        board: str = "ssd1306",
    ) -> None:
        self.stdin = stdin
        self.out = out
        self.size = size or (lambda: terminal_size(out))
        self.board = board  # the emulated board screen (drivers.oled.DEVICES)
        self.left = False

    def wants_resume(self, game: dict, lang: str = "en") -> bool:
        return ask_resume(game, self.stdin, self.out, lang)

    def run(self, mode: Mode) -> None:
        emu = Emulated(mode, saving=self.saving, board=self.board)
        screens = Screens(emu.titles, emu.legend, mode.seat_count, wide=emu.wide, lang=mode.lang)
        view = TerminalView(self.out)
        fd = self.stdin.fileno()
        old = termios.tcgetattr(fd)
        tty.setcbreak(fd, termios.TCSANOW)  # keep keys typed while switching screens
        resized = [True]

        def on_resize(signum: int, frame: object) -> None:
            resized[0] = True

        old_handler = signal.signal(signal.SIGWINCH, on_resize)
        self.out.write(ENTER)
        self.left = False
        try:
            emu.app.redraw()
            size = self.size()
            dirty = True
            while not mode.done:
                force = resized[0]  # a new size: everything drawn again
                if force:
                    resized[0] = False
                    size = self.size()
                screens.follow(mode.deciding())
                if dirty or force:
                    lines = screens.lines(emu.images(), mode.text_lines(), *size, status=mode.status)
                    view.draw(lines, force)
                    dirty = False
                now = emu.clock()
                due = emu.keys.pump(now)
                wait = TICK if due is None else min(TICK, max(0.0, due - now))
                ready, _, _ = select.select([fd], [], [], wait)
                if ready:
                    for ch in self._keys(fd):
                        if ch in QUIT:
                            self.left = True
                            return
                        mapped = emu.keys.key(ch, emu.clock())  # any key lets a Shift+< go
                        hit = emu.keys.map.get(ch.lower()) if mapped else None
                        if hit is not None:
                            screens.pressed(hit[0])
                        dirty = screens.view_key(ch) or dirty or hit is not None
                emu.keys.pump(emu.clock())
                dirty = emu.app.step() or dirty
        except KeyboardInterrupt:  # Ctrl-C: leaving, as Esc
            self.left = True
        finally:
            signal.signal(signal.SIGWINCH, old_handler)
            try:  # after SIGHUP the terminal may be gone: the session still saves
                self.out.write(LEAVE)
                self.out.flush()
                termios.tcsetattr(fd, termios.TCSADRAIN, old)
            except (OSError, ValueError, termios.error):
                pass
            emu.close()

    @staticmethod
    def _keys(fd: int) -> list[str]:
        """The keys waiting on ``fd``; an escape sequence (an arrow, a
        function key) is dropped whole, so only Esc alone quits."""
        data = os.read(fd, 256).decode("latin-1")
        if not data:
            return ["\x1b"]  # the terminal is gone: leave as with Esc, not spin
        out = []
        i = 0
        while i < len(data):
            ch = data[i]
            if ch == "\x1b":
                if i + 1 == len(data) and select.select([fd], [], [], SEQUENCE_WAIT)[0]:
                    data += os.read(fd, 256).decode("latin-1")
                if i + 1 < len(data) and data[i + 1] in "[O":
                    i += 2
                    while i < len(data) and not ("@" <= data[i] <= "~"):
                        i += 1
                    i += 1
                    continue
            out.append(ch)
            i += 1
        return out
