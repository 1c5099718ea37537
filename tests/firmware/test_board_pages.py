"""The board's pages show all public information in full words, and
nothing secret; the final ranking never draws over the names."""

import pytest

import core
from core import rng
from core.puerto_rico import data
from core.puerto_rico.endgame import final_score
from core.puerto_rico.simulate import random_walk
from core.puerto_rico.views import public_view
from firmware.drawing import CHARS, PITCH, WIDTH, frame
from firmware.games.puerto_rico import pages, phrases
from firmware.games.puerto_rico.frames import board_columns
from firmware.games.puerto_rico.screens import board
from firmware.games.puerto_rico.table import Table
from firmware.screens.table import GLANCE
from tests.support.screen_reader import read_line

NAMES = ["Anne-Sophie", "Bernadette", "Christopher", "Dominique", "Emmanuelle"]


def midgame(players=5, seed=3, decisions=80, lang="en"):
    table = Table(core.new_game(NAMES[:players], seed=seed), lang=lang)
    g = rng.seed_state(seed)
    for _ in range(decisions):
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
    return table


def shown(table):
    """Every line of every board screen, read from the pixels, by title
    (the default page's under None)."""
    out = {}
    screens = board_columns(table, public_view(table.state))
    for k in range(len(screens)):
        table.board_page = k
        img = table.board_frame()
        title = screens[k][0] if isinstance(screens[k][0], str) else None
        out.setdefault(title, []).extend(read_line(img, r) for r in range(0 if title is None else 1, 7))
    return out


def test_players_page_has_every_player_s_doubloons_barrels_and_buildings_in_full():
    table = midgame()
    text = "\n".join(shown(table)[pages.players(public_view(table.state), "en", "classic")[0]])
    for p in table.state["players"]:
        assert p["name"] in text  # whole names, not "Anne-S~"
        assert phrases.count(p["doubloons"], "doubloon") in text
        assert phrases.count(sum(p["goods"].values()), "barrel") in text
        assert phrases.count(len(p["city"]), "building") in text


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_players_page_says_what_its_star_means(lang):
    """The "*" before the governor's name is explained on the page that
    shows it (issue 22 item 10: it was never explained)."""
    table = midgame(lang=lang)
    title = pages.players(public_view(table.state), lang, "classic")[0]
    text = shown(table)[title]
    gov = NAMES[table.state["governor"]]
    assert any(t.startswith("*" + gov) for t in text)
    legend = [t for t in text if t.startswith("* ") or t.startswith("*:")]
    assert legend == [text_of("board.gov_mark", lang)]


def text_of(key, lang):
    from firmware.catalog import text

    return text(key, lang, "puerto_rico", "classic")


def test_supplies_and_roles_pages_match_the_state():
    table = midgame(players=4, seed=8, decisions=45)
    st = table.state
    view = public_view(st)
    seen = shown(table)
    supplies = " ".join(seen[pages.supplies(view, "en", "classic")[0]])
    for g in data.GOODS:
        if st["goods"][g]:
            assert "%d %s" % (st["goods"][g], g) in supplies
    assert "%d in the supply, %d on the colonist ship" % (st["colonists"], st["colonist_ship"]) in supplies
    assert "VP chips: %d" % st["vp_chips"] in supplies
    assert "quarries: %d" % st["quarries"] in supplies
    roles = " ".join(seen[pages.roles(view, "en", "classic")[0]])
    for i, r in enumerate(st["picked"]):
        who = st["players"][(st["governor"] + i) % 4]["name"]
        assert "%s: %s" % (phrases.name(r), who) in roles
    for r, m in st["roles"].items():
        money = phrases.count(m, "doubloon") if m else "no doubloon"
        assert "%s: %s" % (phrases.name(r), money) in roles


def test_no_board_page_shows_a_vp_count_of_a_player():
    table = midgame(players=3, seed=5, decisions=150)
    vps = [p["vp"] for p in table.state["players"]]
    assert any(vps)
    lines = [row for rows in shown(table).values() for row in rows]
    for p in table.state["players"]:
        for row in lines:
            assert not (p["name"] in row and ("VP" in row or str(p["vp"]) + " VP" in row))


def test_board_pages_are_every_page_and_fit_the_screen():
    table = midgame(players=5, decisions=30, lang="fr")
    screens = board_columns(table, public_view(table.state))
    titles = [t for t, _ in pages.pages(public_view(table.state), "fr")]
    todo = pages.to_do([], "fr", "classic")[0]
    seen = []
    for t, _ in screens[1:]:
        if t != todo and t not in seen:
            seen.append(t)
    assert seen == titles  # after the default page (and its moves going on), each page once, in order
    assert len(screens[0][1]) == GLANCE and all(len(r) <= CHARS for r in screens[0][1])
    for _title, rows in screens[1:]:
        assert 0 < len(rows) <= pages.BODY and all(len(r) <= CHARS for r in rows)


def _runs(img, row):
    """The column runs with pixels on line ``row`` (x0, x1)."""
    cols = [any(img.getpixel((x, y)) for y in range(row * PITCH, row * PITCH + PITCH)) for x in range(WIDTH)]
    out, start = [], None
    for x, on in enumerate(cols + [False]):
        if on and start is None:
            start = x
        if not on and start is not None:
            out.append((start, x - 1))
            start = None
    return out


def test_the_final_ranking_keeps_names_bars_and_totals_apart():
    state = core.new_game(NAMES, seed=2)
    random_walk(state, 20000, 1)
    result = final_score(state)
    for p in result["players"]:
        p["total"] += 100  # three digits
    img = frame(board.render, public_view(state), "en", None, 0, 1, (), result)
    order = sorted(range(5), key=lambda i: (result["players"][i]["rank"], i))
    bar_x = None
    for k, i in enumerate(order):
        row = k + 1
        assert read_line(img, row).startswith("%d %s" % (result["players"][i]["rank"], NAMES[i]))
        runs = _runs(img, row)
        bar = max(runs, key=lambda r: r[1] - r[0])  # the bar is the longest run
        before = [r for r in runs if r[1] < bar[0]]
        after = [r for r in runs if r[0] > bar[1]]
        assert before and after  # name left, total right, neither touching the bar
        assert bar[0] - before[-1][1] >= 2 and after[0][0] - bar[1] >= 2
        bar_x = bar[0] if bar_x is None else bar_x
        assert bar[0] == bar_x  # every bar starts in one column


@pytest.mark.parametrize(
    "lang,n,said",
    [("en", 1, "San Juan: 1 colonist"), ("en", 2, "San Juan: 2 colonists"), ("fr", 1, "1 colon")],
)
def test_a_players_san_juan_counts_its_colonists_in_the_singular_for_one(lang, n, said):
    state = core.new_game(3, seed=5)
    state["players"][0]["san_juan"] = n
    _, lines = pages.player(public_view(state), 0, lang, "classic")
    text = " ".join(lines)
    assert said in text
    if n == 1:
        assert "1 colonists" not in text and "1 colons" not in text
