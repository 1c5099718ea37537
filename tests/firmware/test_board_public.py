"""Issue 22 item 2, the target (docs/table-device.md, "The board at a glance"): every
public fact of the game is on the board within one press of the board
button (on the default page, or on a page reached from it by single
presses, n presses coming back to it), and the moves of the last
decision stay on the default page until the next decision. Seeded games
of all three games (Puerto Rico with all four expansions too) are walked;
after several decisions the board is read back from its pixels, page by
page with the button, on a 128-px and a 256-px board.

A public fact is a field of the game's public view that a player reads:
not the bookkeeping (format, game, step, version, events, phase_data,
the options chosen at the start: edition, tiles, variant...)."""

import re

import pytest

import core
from core import rng
from core.port_royal.views import public_view as pr_view
from core.puerto_rico import data
from core.puerto_rico.views import public_view
from core.san_juan import engine as sj_engine
from core.san_juan.views import public_view as sj_view
from firmware.drawing import CHAR_W, CHARS, wrap
from firmware.games.port_royal import phrases as pr_phrases
from firmware.games.puerto_rico import pages, phrases
from firmware.games.puerto_rico.expansions.festival.pages import festival
from firmware.games.puerto_rico.expansions.new_buildings.pages import violet
from firmware.games.puerto_rico.screens.seat import island_lines
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan import phrases as sj_phrases
from firmware.games.san_juan.table import Table as SanJuan
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.modes.seated import BOARD
from tests.support.screen_reader import read_line

NAMES = ["Anne-Sophie", "Bernadette", "Christopher", "Dominique", "Emmanuelle"]
EXPANSIONS = ("new_buildings", "nobles", "smuggler", "festival")


def columns(img):
    """The board's text, column by column (a 256-px board has two), rows
    of the page under its title bar joined with spaces."""
    bars = [r for r in range(5, 8) if _inverted(img, r)]  # the bottom bars: the whole width
    out = []
    for x in range(0, img.size[0] - CHARS * CHAR_W + 1, (CHARS + 1) * CHAR_W):
        rows = [read_line(img, r, x=x + _inverted(img, r))[:CHARS] for r in range(8) if r not in bars]
        out.append(" ".join(rows))
    return out + [read_line(img, r) for r in bars]


def _inverted(img, row):
    """1 on a bar (white, its text drawn one pixel in), else 0."""
    band = img.crop((0, row * 8, img.size[0], row * 8 + 8))
    return 1 if sum(band.histogram()[1:]) > band.size[0] * 4 else 0


def board_text(table):
    """Everything the board shows from its default page, pressing its
    button until the default page comes back (one press per page): the
    text of every page, whitespace made single; and the presses."""
    assert table.board_page == 0
    first = table.board_frame().tobytes()
    text = columns(table.board_frame())
    presses = 0
    while True:
        assert table.handle((BOARD, "select"))
        presses += 1
        img = table.board_frame()
        if img.tobytes() == first:
            break
        assert presses < 80
        text += columns(img)
    return " ".join(" ".join(text).split()), presses


def flat(sentence):
    return " ".join(str(sentence).split())


def walk(table, stops, seed):
    """The table played by seeded random choices; ``table`` at each of
    the decision counts ``stops`` (while the game lasts)."""
    g = rng.seed_state(seed)
    done = 0
    for stop in stops:
        while done < stop and table.result is None:
            options = table.options()
            g, k = rng.below(g, len(options))
            table.choose(options[k])
            done += 1
        if table.result is not None:
            return
        yield table


def puerto_rico_facts(view, lang="en"):  # noqa: C901 - one fact per board line, read as a list
    """What a player may ask of a Puerto Rico board, in its words."""
    ed = view["edition"]
    name = lambda x: phrases.name(x, lang, ed)  # noqa: E731
    out = [phrases.deciding(view, lang), "Round %d" % view["round"]]
    out.append("governor: " + view["players"][view["governor"]]["name"])
    for p in view["players"]:
        out += [p["name"], phrases.count(p["doubloons"], "doubloon", lang, ed)]
        for g in data.GOODS:
            if p["goods"][g]:
                out.append("%d %s" % (p["goods"][g], name(g)))
        out.append(flat(" ".join(island_lines(p, lang, ed))))
        for b, people in p["city"].items():
            out.append("%s %d/%d" % (name(b), people, data.building(b)["people"]))
        out.append("San Juan: %d colonist%s" % (p["san_juan"], "" if p["san_juan"] == 1 else "s"))
    for g in data.GOODS:
        if view["goods"][g]:
            out.append("%d %s" % (view["goods"][g], name(g)))
    ship = (view["colonists"], view["colonist_ship"])
    out.append("colonists: %d in the supply, %d on the colonist ship" % ship)
    out += ["quarries: %d" % view["quarries"], "VP chips: %d" % view["vp_chips"]]
    if view["tiles"] == "shuffle":
        out.append("Plantations: %d in the stack, %d discarded" % (view["stock_count"], len(view["discard"])))
    n = len(view["players"])
    for i, r in enumerate(view["picked"]):
        out.append("%s: %s" % (name(r), view["players"][(view["governor"] + i) % n]["name"]))
    for r, m in view["roles"].items():
        out.append("%s: %s" % (name(r), phrases.count(m, "doubloon") if m else "no doubloon"))
    for g in view["trading_house"]:
        out.append(name(g))
    out.append("trading house (%d/4)" % len(view["trading_house"]))
    for cap, good, k in view["cargo_ships"]:
        out.append("cargo ship of %d: %s" % (cap, "%d %s" % (k, name(good)) if good else "empty"))
    out += [name(t) for t in view["faceup"]]
    left = pages.left_names(view, lang, ed)  # with the expansions' buildings, shorter names
    for b, k in view["buildings"].items():
        if k:
            out.append("%s %d" % (left[b], k))
    if view["end"]:
        out.append("the game ends after this round")
    # the expansions' own facts, in the words of their pages
    for part in ("nobles", "smuggler", "festival"):
        if part in view:
            for _title, lines in pages.pages(view, lang):
                out += [flat(x) for x in lines if part[:4] in x.lower() or "Wanted" in x]
    if "festival" in view:
        out += [flat(x) for x in festival(view, lang, ed)[1]]
    if "new_buildings" in view.get("expansions", ()):
        out += [flat(x) for x in violet(view, lang, ed)[1]]
    return out


def assert_on_board(table, facts):
    for width in (128, 256):
        table.board_width = width
        table.board_page = 0
        text, presses = board_text(table)
        for fact in facts:
            assert flat(fact) in text, (width, fact)
        # the moves of the last decision, on the default page itself
        table.board_page = 0
        first = " ".join(columns(table.board_frame()))
        news = " ".join(wrap(" ".join(table.news()), CHARS)[:1])
        assert news in first
        yield presses
    table.board_width = 128


@pytest.mark.parametrize(
    "players,expansions,seed",
    [(5, (), 3), pytest.param(3, EXPANSIONS, 4, marks=pytest.mark.slow)],
    ids=["5 players", "3 players, four expansions"],
)
def test_every_public_fact_of_puerto_rico_is_within_one_press(players, expansions, seed):
    options = {"expansions": expansions} if expansions else {}
    table = Table(core.new_game(NAMES[:players], seed=seed, **options))
    seen = 0
    for t in walk(table, (1, 25, 70, 140), seed):
        view = public_view(t.state)
        presses = list(assert_on_board(t, puerto_rico_facts(view)))
        assert presses[1] < presses[0]  # the 256 board: fewer pages
        seen += 1
    assert seen >= 3


def san_juan_facts(t, view):
    """What a player may ask of a San Juan board, in its words."""
    say = sj_phrases.say
    facts = [sj_phrases.deciding(view, "en"), "round %d" % view["round"]]
    facts.append("governor: " + view["players"][view["governor"]]["name"])
    for p in view["players"]:
        b = len(p["buildings"])
        noun = "building" if b == 1 else "buildings"
        facts.append("%s: %d %s, hand %d" % (p["name"], b, noun, p["hand"]))
        facts += [sj_phrases.name("b", b, "en") for b in p["buildings"]]
        for g, k in p["goods"].items():
            if k:
                facts.append("%s %d" % (sj_phrases.name("g", g, "en"), k))
    facts += [sj_phrases.name("r", r, "en") for r in view["picked"]]
    facts.append(say("board.deck", "en", n=view["deck"], d=view["discard"]))
    if view["tile"] is not None:
        for g in ("indigo", "sugar", "tobacco", "coffee", "silver"):
            facts.append("%s %d" % (sj_phrases.name("g", g, "en"), sj_engine.sale_price(t.state, g)))
    return facts


def test_every_public_fact_of_san_juan_is_within_one_press():
    table = SanJuan(core.new_game(NAMES[:2], seed=5, game="san_juan"))
    seen = 0
    for t in walk(table, (1, 15, 40, 80), 5):
        list(assert_on_board(t, san_juan_facts(t, sj_view(t.state))))
        seen += 1
    assert seen >= 3


def port_royal_facts(view):
    """What a player may ask of a Port Royal board, in its words."""
    facts = [pr_phrases.deciding(view, "en")]
    facts.append("draw %d discard %d" % (view["deck"], view["discard"]))
    for i, p in enumerate(view["players"]):
        facts += [p["name"], re.sub(r"\s+", " ", pr_phrases.player_line(view, i, "en"))]
        facts += pr_phrases.characters_lines(p, "en")
        facts.append("exp. %d" % len(p["expeditions"]))
    facts += [pr_phrases.card_text(c, "en")[:CHARS] for c in view["harbour"] + view["display"]]
    return facts


@pytest.mark.slow
def test_every_public_fact_of_port_royal_is_within_one_press():
    table = PortRoyal(core.new_game(NAMES[:3], seed=6, game="port_royal"))
    seen = 0
    for t in walk(table, (1, 20, 60, 120), 6):
        list(assert_on_board(t, port_royal_facts(pr_view(t.state))))
        seen += 1
    assert seen >= 3


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_port_royal_s_board_says_what_its_short_marks_stand_for(lang):
    """ "3g 0VP 0sw", the "*" and an expedition's "1S2C1P" are explained on
    the board's own pages (the newcomer's run found them unexplained)."""
    table = PortRoyal(core.new_game(NAMES[:3], seed=3, game="port_royal"), lang=lang)
    text, _ = board_text(table)
    word = lambda k, **f: pr_phrases.word(k, lang, **f)  # noqa: E731
    assert flat(word("board.player_key")) in text
    for s in ("settler", "captain", "priest"):
        assert word("short." + s) + " " + word(s) in text
