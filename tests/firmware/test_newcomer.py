"""Played as a newcomer would (issue 22, "Done when"): a 5-player game in
French on the text table in an 80x24 terminal. What broke is fixed here."""

import io
import os
import re
import shutil

import pytest

import core
from firmware.emulator.text import Text, board_lines
from firmware.journal import NullJournal
from firmware.session import Plan, Session
from tests.support.table import emulated

NAMES = ["Anne", "Bernie", "Céline", "Denis", "Élodie"]
# some decisions, an undo said yes to, then quit
KEYS = "1\n" * 40 + "u\no\n" + "2\n" * 20 + "q\n"


def _play(width=None, out=None):
    out = out or io.StringIO()
    front = Text(io.StringIO(KEYS), out, keeps=False, width=width)
    Session(front, NullJournal(), None, out).run(Plan(names=NAMES, seed=7, lang="fr"))
    # in a terminal the typed answer ends the "> " prompt's line; here the
    # answers are not echoed, so the prompts are taken off the lines' starts
    said = out.getvalue().replace("[o/N] ", "[o/N]\n")
    # the session's own last line (saved or not) is not the text table's
    return "\n".join(re.sub(r"^(> )+", "", x) for x in said.splitlines() if not x.startswith("doubloon:"))


def test_the_text_table_wraps_at_words_in_an_80_column_terminal():
    # before: "8 cartes rôle visibles : ..., capi" / "taine, ..." as the
    # terminal cut the line; now each line fits and no word is split
    whole = _play()
    assert max(len(x) for x in whole.splitlines()) > 80  # there was something to wrap
    narrow = _play(width=80)
    assert max(len(x) for x in narrow.splitlines()) <= 80
    assert narrow.split() == whole.split()  # the same words, only the line ends moved
    # a line that goes on is indented under the words of its first line
    at = narrow.splitlines().index(next(x for x in narrow.splitlines() if "8 cartes rôle" in x))
    assert narrow.splitlines()[at + 1].startswith("    ") and "capitaine" in narrow


class _Terminal(io.StringIO):
    def isatty(self):
        return True


def test_the_text_table_takes_the_terminal_s_width(monkeypatch):
    monkeypatch.setattr(shutil, "get_terminal_size", lambda *a: os.terminal_size((80, 24)))
    said = _play(out=_Terminal())
    assert max(len(x) for x in said.splitlines()) <= 80
    # a pipe keeps whole lines, for scripts
    assert max(len(x) for x in _play(out=io.StringIO()).splitlines()) > 80


def test_the_text_board_counts_one_doubloon_in_the_singular():
    state = core.new_game(NAMES, seed=7)
    state["players"][0]["doubloons"] = 1
    state["players"][1]["doubloons"] = 0
    fr = "\n".join(board_lines(state, "fr"))
    assert "Anne : 1 doublon ;" in fr and "Bernie : 0 doublon ;" in fr
    assert "Céline : 4 doublons ;" in fr
    en = "\n".join(board_lines(state, "en"))
    assert "Anne: 1 doubloon;" in en and "Bernie: 0 doubloons;" in en
    state["quarries"] = 1
    assert "1 carrière" in "\n".join(board_lines(state, "fr"))


def test_the_text_table_asks_in_french_spacing_and_a_question_without_colon():
    from firmware.emulator.text import question

    state = core.new_game(NAMES[:3], seed=7)
    assert question(state, "Anne", "fr") == "Anne, choisir un rôle :"
    assert question(state, "Anne", "en") == "Anne, pick a role:"
    core.apply(state, ["role", "mayor"])
    # before: "Anne, colon en plus ?:"
    assert question(state, "Anne", "fr") == "Anne, colon en plus ?"
    assert question(state, "Anne", "en") == "Anne, 1 more colonist?"


def test_the_text_table_s_menu_says_the_whole_names():
    # the text table has room: "petite raffinerie de sucre 1", not the
    # seat's "pte raff. de sucre 1" (the builder is the third role)
    out = io.StringIO()
    front = Text(io.StringIO("3\nq\n"), out, keeps=False)
    Session(front, NullJournal(), None, out).run(Plan(names=NAMES, seed=7, lang="fr"))
    said = out.getvalue()
    assert "Anne, construire (prix) :" in said
    assert "  petite raffinerie de sucre 1" in said and "pte raff." not in said


def _final_score(out):
    front = Text(io.StringIO("1\n" * 5000), out, keeps=False)
    Session(front, NullJournal(), None, out).run(Plan(names=NAMES, seed=7))
    said = out.getvalue()
    return said[said.index("Final score:") :]


def test_the_final_score_wraps_at_words_in_a_terminal(monkeypatch):
    # before: a narrow terminal cut "tie-break" as "ti" / "e-break"
    whole = _final_score(io.StringIO())
    assert max(len(x) for x in whole.splitlines()) > 40
    monkeypatch.setattr(shutil, "get_terminal_size", lambda *a: os.terminal_size((40, 24)))
    narrow = _final_score(_Terminal())
    assert max(len(x) for x in narrow.splitlines()) <= 40
    assert narrow.split() == whole.split()


def test_a_wrapped_line_goes_on_two_spaces_in():
    from firmware.wrap import wrapped

    said = "  > 8 cartes rôle visibles : " + ", ".join(["chercheur d'or"] * 12)
    lines = wrapped(said, 40)
    assert len(lines) > 3 and all(len(x) <= 40 for x in lines)
    assert lines[0].startswith("  > 8") and all(x.startswith("    ") and x[4] != " " for x in lines[1:])
    assert " ".join(lines).split() == said.split()
    assert wrapped("court", 40) == ["court"] and wrapped(said, None) == [said]


def _terminal_lines(lang, keys=""):
    from firmware.emulator.terminal import Screens
    from firmware.games.puerto_rico.table import Table

    table = Table(core.new_game(NAMES, seed=7), lang=lang)
    emu = emulated(table)
    screens = Screens(emu.titles, emu.legend, 5, lang=lang)
    screens.follow(table.deciding())
    for ch in keys:
        screens.view_key(ch)
    lines = []
    for notes in ([], table.text_lines()):  # the legend, then a page of notes
        lines += screens.lines(emu.images(), notes, 80, 24)
    emu.close()
    return "\n".join(lines), lines


@pytest.mark.slow
def test_a_french_table_s_keys_and_hints_are_in_french_at_80x24():
    # before: "following seat 1 | Tab, 0-5: other screens | ?: hide keys |
    # Esc: quit", "buttons < > o of seat 1: ...", "n: more notes (1/4)"
    text, lines = _terminal_lines("fr")
    assert "suit le siège 1 | Tab, 0-5 : écrans | ? : touches | Échap : quitter" in text
    assert "boutons < > o du siège 1 : q w e  2 : a s d  3 : z x c  4 : u i o  5 : j k l" in text
    assert "Maj+o : menu, aide" in text and "n : notes suivantes (1/" in text
    assert not any(w in text for w in ("following", "buttons", "Esc: quit", "more notes"))
    assert all(len(x) <= 80 for x in lines)
    # the board cut in two (at 80 columns a 256x64 board is not; the seat's
    # number chosen says "siège")
    text, _ = _terminal_lines("fr", "2")
    assert "siège 2 | Tab, 0-5 : écrans" in text
    # English as it was
    text, _ = _terminal_lines("en")
    assert "following seat 1 | Tab, 0-5: other screens | ?: hide keys | Esc: quit" in text
    assert "buttons < > o of seat 1: q w e  2: a s d" in text
