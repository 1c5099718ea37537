"""The plain text table (``--emulator text``): a game of the session in
lines of text, for a terminal, a screen reader or a script. It is a view
and an input source of the session like the device's screens: each
decision goes through the game table (firmware.games.puerto_rico.table.Table), so the
session commits it to the journal and the record before it is shown.

Commands, one a line:

- ``N``: the N-th legal choice of the deciding player;
- ``h N``: help on choice N (what its building or role does);
- ``u``: undo the last decision. On the device another seat confirms; here
  the table is one keyboard, so the question is simply asked again
  (``y`` undoes, anything else keeps the decision);
- ``v``: the deciding player's own VP (secret: shown only when asked);
- ``?``: a hint, when the game allows them (issue 34: the device's advice,
  the table told who asked). Its search runs beside the table
  (firmware.thinking, as the device's): at a terminal the table keeps
  reading lines meanwhile and prints the hint when it comes; from a pipe
  or a file (a script) it is waited for before the next line, searched
  in full, so that a script's answers are exact;
- ``b``: the board;
- ``q``: quit (the session then says whether the journal keeps the game,
  and the command that resumes it).

A seat played by the device (a bot seat, docs/bots.md) decides by itself:
its thinking and its decision's instructions are printed as they come.

Everything said about the game (prompts, choices, instructions, help)
comes in the session's language (``--lang``) and edition (``--edition``).
"""

from __future__ import annotations

import select
import time
from typing import Any, TextIO

import core
from core.puerto_rico import data
from core.puerto_rico.state import city_spaces, island_tiles
from firmware import catalog, wrap
from firmware.games.puerto_rico import phrases
from firmware.app import FrontEnd, FrontEndError
from firmware.modes.base import Mode
from firmware.emulator.terminal import ask_resume
from firmware.games.puerto_rico.table import Table, help_subject

YES = ("y", "o")  # yes, oui


def line(key: str, lang: str, **fields: Any) -> str:
    """A line of the text table, from Puerto Rico's catalog ("text.<key>")."""
    return catalog.text("text." + key, lang, phrases.GAME, fields.pop("edition", None), **fields)


def question(state: dict, name: str, lang: str) -> str:
    """ "Anne, pick a role:", the seat's own question (an expansion's step
    too); one that asks ("1 more colonist?") takes no colon."""
    asked = phrases.menu_prompt(state, lang, state["edition"])
    return line("asks" if asked.endswith("?") else "prompt", lang, name=name, question=asked)


def line_word(key: str, lang: str, edition: str | None) -> str:
    """A word of Puerto Rico's catalog ("doubloon"), in the edition's words."""
    return catalog.text(key, lang, phrases.GAME, edition)


def board_lines(state: dict, lang: str = "en") -> list[str]:
    """The board as text: round, roles left, supplies, ships, each player."""
    ed = state["edition"]

    def name(ident):
        return phrases.label(ident, lang, ed)

    def noun(n, one, many):
        # "1 doublon", not "1 doublons" (French: 0 too)
        return line_word(one if catalog.singular(n, lang) else many, lang, ed)

    roles = []
    for r in data.ROLES:
        if r in state["roles"]:
            m = state["roles"][r]
            roles.append(name(data.role_kind(r)) + ("(+%d)" % m if m else ""))
    ships = []
    for s in state["cargo_ships"]:
        ships.append("%d:%s" % (s[0], "-" if s[1] is None else "%d %s" % (s[2], name(s[1]))))
    supply = ", ".join("%s %d" % (name(g), state["goods"][g]) for g in data.GOODS)
    lines = [
        line("round", lang, edition=ed, n=state["round"], name=state["players"][state["governor"]]["name"]),
        line("roles", lang) + (", ".join(roles) or "-"),
        line(
            "ship",
            lang,
            edition=ed,
            ship=_ship(state, lang),
            n_colonists=state["colonists"],
            n_vp=state["vp_chips"],
            n_quarries=state["quarries"],
            colonists=noun(state["colonists"], "colonist", "colonists"),
            vp_chips=noun(state["vp_chips"], "vp_chip", "vp_chips"),
            quarries=noun(state["quarries"], "quarry", "quarries"),
        ),
        line("faceup", lang) + (", ".join(name(t) for t in state["faceup"]) or "-"),
        line("trading", lang, edition=ed)
        + (", ".join(name(g) for g in state["trading_house"]) or line("empty", lang)),
        line("cargo", lang, edition=ed) + "   ".join(ships),
        line("supply", lang) + supply,
    ]
    for p in state["players"]:
        goods = ", ".join("%d %s" % (p["goods"][g], name(g)) for g in data.GOODS if p["goods"][g])
        island = " ".join(
            "%s %d/%d" % (name(k), p["island"][k][1], p["island"][k][0]) for k in sorted(p["island"])
        )
        city = " ".join(
            "%s %d/%d" % (name(b), p["city"][b], data.building(b)["people"])
            for b in data.BUILDING_ORDER
            if b in p["city"]
        )
        lines.append(
            line(
                "player",
                lang,
                edition=ed,
                name=p["name"],
                n_doubloons=p["doubloons"],
                doubloons=noun(p["doubloons"], "doubloon", "doubloons"),
                goods=goods or line("none", lang),
                sj=p["san_juan"],
            )
        )
        lines.append(line("island", lang, edition=ed, n=island_tiles(p), tiles=island))
        lines.append(line("city", lang, edition=ed, n=city_spaces(p), buildings=city or "-"))
    return lines


def _ship(state: dict, lang: str) -> str:
    """The colonist ship's load: its colonists, and its noble (expansion
    2) when it holds one: "2 + 1 noble"."""
    n = (state.get("nobles") or {}).get("ship", 0) if "nobles" in state.get("expansions", ()) else 0
    if not n:
        return str(state["colonist_ship"])
    return "%d + %s" % (state["colonist_ship"], phrases.count(n, "noble", lang, state["edition"]))


class Text(FrontEnd):
    """The text table on ``stdin``/``out`` for a game (a Table). ``keeps``:
    the journal keeps the game (what ``q`` says). ``width``: the columns a
    line may fill (default: the terminal's, when ``out`` is one)."""

    def __init__(self, stdin: TextIO, out: TextIO, keeps: bool = True, width: int | None = None) -> None:
        self.stdin = stdin
        self.out = out
        self.keeps = keeps
        self.width = width

    def _wrapped(self, text: str) -> list[str]:
        return wrap.wrapped(text, self.width or wrap.columns(self.out))

    def open(self, mode: Mode) -> None:
        if not isinstance(mode, Table):  # its menus and board are Puerto Rico's
            raise FrontEndError("the text table plays Puerto Rico only; leave out --emulator text")

    def wants_resume(self, game: dict, lang: str = "en") -> bool:
        return self.stdin.isatty() and ask_resume(game, self.stdin, self.out, lang)

    def say(self, text: str = "") -> None:
        self.out.write("\n".join(self._wrapped(text)) + "\n")

    def ask(self, text: str) -> None:
        """A question; the answer is typed on its last line."""
        self.out.write("\n".join(self._wrapped(text.rstrip(" "))) + " ")

    WAIT = 0.05  # seconds between looks at a hint's search while nothing is typed

    def read(self, table: Table | None = None) -> str | None:
        """The next line, stripped and in lower case; None at the end.
        With ``table``: a hint searched meanwhile is printed when it comes."""
        self.out.flush()
        if table is not None and table.hint_for is not None:
            self._await_hint(table, table.hint_for[1])
        text = self.stdin.readline()
        return None if not text else text.strip().lower()

    def run(self, table: Table) -> None:  # type: ignore[override]  # noqa: C901 - the terminal's loop, one branch per typed command
        lang = table.lang
        state = table.state
        self.say(line("keys", lang, n=len(state["players"]), seed=state["seed"]))
        if table.hints_on:
            self.say(catalog.text("hint_key", lang))
        if table.notice:
            self.say(table.notice)
        for t in table.table_lines():
            self.say("  " + t)
        show_board = True
        if not self._typing():
            table.thinker.threads = False  # a script's hints: searched in full, exact
        while not core.is_over(table.state):
            if table.busy():  # a bot seat decides (issue 34)
                self.say(table.thinking_line())
                table.play_bot()
                for t in table.table_lines():
                    self.say("  " + t)
                if table.state["phase"] == "roles" and table.state["picks"] == 0:
                    show_board = True
                continue
            state = table.state
            if show_board:
                self.say("")
                for t in board_lines(state, lang):
                    self.say(t)
                show_board = False
            pend = core.pending(state)
            options = table.options()  # the table's menu order (the draft: by cost)
            who = state["players"][pend["player"]]
            self.say("")
            self.say(question(state, who["name"], lang))
            for i, a in enumerate(options):
                # whole names: a line of text has room ("pte raff." is the seat's)
                self.say("  %2d  %s" % (i + 1, phrases.choice_text(state, a, lang)))
            self.out.write("> ")
            cmd = self.read(table)
            if cmd is None:
                self.say("")
                self.say(line("eof", lang))
                self.left = True  # the session says whether the game is saved
                return
            if cmd == "q":
                self.say(line("quit", lang))
                self.left = True
                return
            if cmd == "b":
                show_board = True
            elif cmd == "v":
                written = line("written", lang, n=who["written"]) if who["written"] else ""
                self.say(line("vp", lang, name=who["name"], vp=who["vp"], written_down=written))
            elif cmd == "u":
                self._undo(table)
            elif cmd == "?":
                self._hint(table, pend["player"], options)
            elif cmd.startswith("h") and self._number(cmd[1:], options) is not None:
                n = self._number(cmd[1:], options)
                self.say(line("help", lang, n=n))
                subject = help_subject(state, options[n - 1])
                # what is decided, the choice, then its subject (as on a seat)
                for t in phrases.seat_help(state, subject, options[n - 1], lang, width=60):
                    self.say("    " + t)
            elif self._number(cmd, options) is not None:
                table.choose(options[self._number(cmd, options) - 1])
                for t in table.table_lines():
                    self.say("  " + t)
                if table.state["phase"] == "roles" and table.state["picks"] == 0:
                    show_board = True
            else:
                self.say(line("number", lang, n=len(options)))
        self.say("")
        for t in board_lines(table.state, lang):
            self.say(t)

    @staticmethod
    def _number(text: str, options: list) -> int | None:
        # ASCII digits only ("²" is a digit to isdigit, not to int) and
        # short: int() refuses over 4,300 digits, and no menu has 1,000,000
        text = text.strip()
        if text.isascii() and text.isdigit() and len(text) <= 6 and 1 <= int(text) <= len(options):
            return int(text)
        return None

    def _hint(self, table: Table, seat: int, options: list) -> None:
        """The deciding seat asks for a hint: "hint: thinking...", then
        (from a script at once, at a terminal when it comes: ``read``) who
        asked, as the board's "to do" lines say it, and the advised
        choice's line and number. Asked again: the same, at once."""
        hint = table.hint(seat)
        if hint is None:
            self.say(catalog.text("hint_off", table.lang))
            return
        if table.hint_ready(seat) is None:
            self.say(hint)
        if not self._typing():
            self._await_hint(table, seat)
        else:
            self._said_hint(table, seat)

    def _typing(self) -> bool:
        """A person types the lines (a terminal): the table answers them
        while a hint is searched."""
        try:
            return bool(self.stdin.isatty()) and self.stdin.fileno() >= 0
        except (AttributeError, ValueError, OSError):
            return False

    def _await_hint(self, table: Table, seat: int) -> None:
        """``seat``'s hint being searched, printed when it comes; at a
        terminal a line typed first returns at once (it is answered first:
        a decision drops the hint)."""
        fd = self.stdin.fileno() if self._typing() else None
        while table.hint_for is not None:
            table.tick(time.monotonic())
            if table.hint_for is None:
                break
            if fd is None:
                table.thinker.wait(self.WAIT)
            elif select.select([fd], [], [], self.WAIT)[0]:
                return
        if self._said_hint(table, seat) and fd is not None:
            self.out.write("> ")
            self.out.flush()

    def _said_hint(self, table: Table, seat: int) -> bool:
        """The hint given to ``seat`` in this position, printed (False: none)."""
        hint = table.hint_ready(seat)
        if hint is None:
            return False
        self.say(catalog.text("hint_asked", table.lang, name=table.names[seat]))
        self.say("%s  (%d)" % (hint, table.seats[seat].cursor + 1))
        return True

    def _undo(self, table: Table) -> None:
        lang = table.lang
        if not table.can_undo():
            self.say(line("undo_none", lang))
            return
        words = table.last_decision()  # "Anne's settler: corn plantation"
        if words is None:
            self.ask(line("undo_ask_any", lang))
        else:
            self.ask(line("undo_ask", lang, edition=table.edition, **words))
        answer = self.read()
        if answer and answer[0] in YES:
            n = table.undo_count()
            table.undo()
            if n == 1:
                lines = table.table_lines()  # the notice, then the pieces to put back
            else:
                # with bot seats, the bots' decisions after the person's
                # too: each undone decision's logbook entry, latest first
                lines = ["> " + t for e in table.logbook.entries[-n:] for _, t in e.lines]
            for t in lines:
                self.say("  " + t)
        else:
            self.say(line("undo_kept", lang))
