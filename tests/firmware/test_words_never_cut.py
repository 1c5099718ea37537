"""Issue 36: words are never cut, in either language, on the device's
screens (128x64 seats, a 128x64 or 256x64 board), on the emulated
terminal at 80x24 and on the text table. Seeded games of the three games
are played; at sampled decisions every screen a player can reach is
drawn (the board's pages at both widths; each seat's own screen, its
choices or pages, its menu, help, help index and logbook; the undo
question and the asker's screen; the final screens) and read back from
its pixels. A row may not hold a "~" (drawing.fit's mark of a cut line)
nor a word that is not a whole word of the games' catalogs (a word cut
at the edge, or by a wrap, is not one). The terminal's and the text
table's lines are read as text."""

import glob
import importlib
import io
import os
import re

import pytest

import core
from core import rng
from firmware.emulator.terminal import Screens
from firmware.emulator.text import Text
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan.table import Table as SanJuan
from firmware import catalog, layout
from tests.support import ROOT, quick_few
from tests.support.screen_reader import read_screen
from tests.support.table import emulated

NAMES = ["Ann", "Bernard", "Cleo", "Dora", "Ed"]
LONG = ["Anne-Sophie", "Bernadette", "Christopher", "Dominique", "Emmanuelle"]
ALL = ("new_buildings", "nobles", "smuggler", "festival")
GAMES = {"puerto_rico": Table, "san_juan": SanJuan, "port_royal": PortRoyal}
LETTERS = r"[A-Za-zÀ-ÖØ-öø-ÿ]+"


def words(text):
    return set(w.lower() for w in re.findall(LETTERS, re.sub(r"\{[a-z_]+\}", " ", str(text))))


def _vocabulary():
    """Every word of every catalog (firmware/**/lang/*.py, both languages,
    every game, edition and expansion) and of the players' names."""
    got = words(" ".join(NAMES + LONG))
    for path in glob.glob(os.path.join(ROOT, "firmware", "**", "lang", "*.py"), recursive=True):
        rel = os.path.relpath(path, ROOT)[: -len(".py")]
        mod = importlib.import_module(rel.replace(os.sep, "."))
        for v in getattr(mod, "WORDS", {}).values():
            got |= words(v)
    return got


VOCAB = _vocabulary()


def cut(row):
    """What is cut on ``row``: "~", or its words that are no whole word
    (a letter alone is a key or a mark, never evidence)."""
    if "~" in row:
        return "~"
    bad = [w for w in re.findall(LETTERS, row) if len(w) > 1 and w.lower() not in VOCAB]
    return bad or None


def reached(table):
    """(where, image) of every screen a player reaches from here without
    changing the game: the board's pages at 128 and 256 pixels, then each
    seat's own screen, its choices or pages, its menu and what the menu
    opens (help, help index, logbook). The seats' state is put back."""
    for w in (128, 256):
        table.board_width = w
        for p in range(table.board_count()):
            table.board_page = p
            yield "board%d page %d" % (w, p), table.board_frame()
    table.board_width, table.board_page = 128, 0
    saved = [_copy(ui) for ui in table.seats]
    for s in range(table.seat_count):
        yield "seat %d" % s, table.seat_frame(s)
        if table.result is None:
            keys = ["right"] * min(len(table.options()), 8) if table.deciding() == s else ["right"] * 3
            keys += [] if table.deciding() == s else ["select"] + ["right"] * 3
            for key in keys:
                table.handle((s, key))
                yield "seat %d %s" % (s, key), table.seat_frame(s)
            table.seats[s] = _copy(saved[s])
        for i, entry in enumerate(table.menu_entries()):
            table.seats[s].menu = i
            yield "seat %d menu %s" % (s, entry), table.seat_frame(s)
            if entry in ("help", "index", "log"):
                table.handle((s, "select"))
                more = ["right"] * 4 + (["select"] + ["right"] * 4 if entry == "index" else [])
                for key in [None] + more:
                    if key:
                        table.handle((s, key))
                    yield "seat %d %s" % (s, entry), table.seat_frame(s)
            table.seats[s] = _copy(saved[s])
    table.seats = [_copy(ui) for ui in saved]


def undo_screens(table):
    """The undo question on the board and the answering seats, and the
    asker's own screen; the request is then cancelled."""
    if not table.can_undo() or table.result is not None:
        return
    asker = table.seat_count - 1
    table.undo_request = asker
    for w in (128, 256):
        table.board_width = w
        yield "undo board%d" % w, table.board_frame()
    table.board_width = 128
    for s in range(table.seat_count):
        yield "undo seat %d" % s, table.seat_frame(s)
    table.undo_request = None


def _copy(ui):
    new = ui.__class__()
    new.__dict__.update(ui.__dict__)
    return new


def played(table, seed, decisions, every, start=0):
    """Seeded choices, ``decisions`` of them (or to the end); yields the
    table at every ``every``-th decision from ``start`` and at the end.
    Every seventh sample, the last decision is undone once and chosen
    again (the screens after an undo)."""
    g = rng.seed_state(seed)
    k = 0
    for i in range(decisions):
        if table.result is not None:
            break
        if i >= start and (i - start) % every == 0:
            k += 1
            yield table
            if k % 7 == 0 and table.actions:
                last = table.actions[-1]
                table.undo()
                yield table
                table.choose(last)
        options = table.options()
        g, pick = rng.below(g, len(options))
        table.choose(options[pick])
    yield table


def cut_rows(table, seed, decisions, every, start=0):
    """{row: where} of every cut row of the reached screens."""
    found = {}
    read = {}  # an image drawn before is read once
    for t in played(table, seed, decisions, every, start):
        for where, img in list(reached(t)) + list(undo_screens(t)):
            key = (img.size, img.tobytes())
            if key not in read:
                read[key] = read_screen(img)
            for row in read[key]:
                if cut(row):
                    found.setdefault(row, where)
    return found


def new_table(game, players, lang, seed, expansions=(), names=NAMES):
    kw = {"expansions": list(expansions)} if expansions else {}
    return GAMES[game](core.new_game(names[:players], seed=seed, game=game, **kw), lang=lang)


# (game, players, expansions, seed, lang, decisions, every, start): the
# quick cases sample a few decisions where today's words were cut
CASES = [
    ("san_juan", 4, (), 1, "fr", 400, 12, 0),
    ("san_juan", 3, (), 2, "en", 400, 12, 0),
    ("port_royal", 4, (), 1, "fr", 400, 12, 0),
    ("port_royal", 3, (), 2, "en", 400, 12, 0),
    ("puerto_rico", 4, (), 2, "fr", 400, 12, 0),
    ("puerto_rico", 5, (), 3, "en", 400, 12, 0),
    ("puerto_rico", 3, ALL, 4, "fr", 400, 12, 0),
    ("puerto_rico", 4, ALL, 6, "en", 400, 12, 0),
]
QUICK = [
    ("san_juan", 4, (), 1, "fr", 337, 180, 156),
    ("port_royal", 4, (), 1, "fr", 31, 11, 19),
    ("puerto_rico", 3, ALL, 4, "fr", 30, 15, 0),
]


@pytest.mark.parametrize(
    "game,players,expansions,seed,lang,decisions,every,start", quick_few(CASES + QUICK, QUICK)
)
def test_no_screen_of_a_game_shows_a_cut_word(game, players, expansions, seed, lang, decisions, every, start):
    table = new_table(game, players, lang, seed, expansions)
    assert cut_rows(table, seed, decisions, every, start) == {}


@pytest.mark.slow
@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_long_names_cut_no_word_either(game, lang):
    """Names of 10 to 12 letters: a line that does not fit drops whole
    words (the bottom bar of a board page), never a part of one."""
    expansions = ALL if game == "puerto_rico" and lang == "fr" else ()
    table = new_table(game, 4, lang, 5, expansions, names=LONG)
    assert cut_rows(table, 5, 400, 15) == {}


def terminal_rows(table, emu, focus):
    """The 80x24 terminal's lines with ``focus`` in view ("board", a seat,
    None: the deciding seat)."""
    emu.app.redraw()
    screens = Screens(emu.titles, emu.legend, table.seat_count, wide=emu.wide, lang=table.lang)
    screens.follow(table.deciding())
    screens.chosen = focus
    rows = screens.lines(emu.images(), table.text_lines(), 80, 24)
    screens.lines(emu.images(), table.text_lines(), 80, 24)  # (split is known after the first)
    return rows + screens.lines(emu.images(), table.text_lines(), 80, 24)


BRAILLE = re.compile("[\u2800-\u28ff]")


@pytest.mark.parametrize(
    "game,players,lang,board",
    quick_few(
        [
            ("puerto_rico", 4, "fr", None),
            ("puerto_rico", 5, "fr", "ssd1322"),
            ("puerto_rico", 3, "en", "ssd1322"),
            ("san_juan", 4, "fr", None),
            ("port_royal", 3, "fr", "ssd1322"),
        ],
        [("puerto_rico", 5, "fr", "ssd1322")],
    ),
)
def test_the_80x24_terminal_cuts_no_word(game, players, lang, board):
    """Its text: the hint line, the notes, the key legend, the panels'
    titles (the panels' pixels are the screens above)."""
    table = new_table(game, players, lang, 2)
    emu = emulated(table, board=board) if board else emulated(table)
    found = {}
    for t in played(table, 2, 150, 15):
        for focus in [None, "board"] + list(range(players)):
            for row in terminal_rows(t, emu, focus):
                assert len(row) <= 80, row
                text = BRAILLE.sub(" ", row)
                if cut(text):
                    found.setdefault(text, (focus, cut(text)))
    assert found == {}


def choices_typed(seed, n=3000):
    g = rng.seed_state(seed)
    out = []
    for i in range(n):
        g, k = rng.below(g, 4)
        out.append(["h 1", "u", "y", "v", "b"][i % 40 // 8] if i % 8 == 7 else str(k + 1))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize(
    "lang,expansions", quick_few([("en", ()), ("fr", ()), ("fr", ALL), ("en", ALL)], [("fr", ALL)])
)
def test_the_text_table_cuts_no_word_at_80_columns(lang, expansions):
    table = new_table("puerto_rico", 3, lang, 3, expansions)
    out = io.StringIO()
    Text(io.StringIO(choices_typed(3)), out, width=80).run(table)
    # what is typed goes on the line of its prompt ("> ", "[y/N] "), then Enter
    said = re.sub(r"(^|\n)(> )+", r"\1", re.sub(r"(\[[yo]/N\] |\n> )", r"\1\n", out.getvalue()))
    lines = said.splitlines()
    assert len(lines) > 200
    assert [x for x in lines if len(x) > 80] == []
    assert {x: cut(x) for x in lines if cut(x)} == {}


def test_a_bar_too_long_for_its_line_drops_whole_words():
    assert layout.clip("Bernadette checks the counts", 25) == "Bernadette checks the"
    assert layout.clip("Christopher : couleur navire ?", 25) == "Christopher : couleur"
    assert layout.clip("short", 25) == "short"
    assert layout.clip("Anne-Sophie : prendre 1 : 1o/c", 25) == "Anne-Sophie : prendre 1"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_asker_s_undo_screen_starts_under_a_two_line_header(lang):
    """San Juan: a chapel's count takes the header's second line, and the
    asker's undo screen was drawn over it ("?bapalk3d to undo.")."""
    table = new_table("san_juan", 3, lang, 2)
    table.choose(table.options()[0])
    p = table.state["players"][2]
    p["chapel"], p["buildings"] = 12, p["buildings"] + ["chapel"] * 10  # a long counts line
    table.undo_request = 2
    rows = read_screen(table.seat_frame(2))
    said = " ".join(layout.wrap(catalog.text("undo_wait", lang), 25))
    assert said in " ".join(rows)
    assert [r for r in rows if cut(r)] == []
