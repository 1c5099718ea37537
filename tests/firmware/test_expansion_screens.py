"""Expansions 2-4 on the table's screens, read back from the pixels:
nobles told apart from colonists on a seat (island, city, San Juan), the
nobles in the supply and on the ship, the smuggler's Wanted poster and
reserved card, the festival's goals and who reached them."""

import core
from core.puerto_rico.views import public_view
from firmware.catalog import text
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.frames import board_frame, board_columns, seat_frame
from firmware.games.puerto_rico.table import Table
from tests.support.screen_reader import read_screen
from tests.support import web_row

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
ALL = ("new_buildings", "nobles", "smuggler", "festival")


def table(n=3, lang="en", exp=ALL, seed=3):
    return Table(core.new_game(NAMES[:n], seed=seed, expansions=exp, setup="random"), lang=lang)


def _summary(t, s):
    """Seat ``s``'s own page (island, city, nobles), every row of it."""
    t.seats[s].page = 1
    rows = []
    for k in range(12):
        t.seats[s].scroll = k
        rows += read_screen(seat_frame(t, s))[3:]
    return rows


def test_a_seat_shows_a_noble_apart_from_a_colonist():
    t = table()
    s = 1  # waiting: Anne picks a role
    assert t.deciding() != s
    p = t.state["players"][s]
    p["island"]["corn"] = [1, 1]
    p["city"]["small_market"] = 1
    colonist = _summary(t, s)
    p["nobles"] = {"corn": 1, "small_market": 1}
    noble = _summary(t, s)
    assert colonist != noble
    assert not any(r.startswith("nobles") for r in colonist)
    joined = " ".join(noble)
    assert "nobles: 1 corn, 1 small market" in joined
    # San Juan on the seat's top lines: how many of them are nobles
    p["nobles"] = {}
    p["san_juan"] = 2
    plain = read_screen(seat_frame(t, s))[1]
    p["nobles"] = {"san_juan": 1}
    marked = read_screen(seat_frame(t, s))[1]
    assert plain.endswith("SJ2") and marked.endswith("SJ2(1n)")


def _board_lines(t):
    columns = board_columns(t, public_view(t.state))
    # the default page has no title (None, or the line where its moves go on)
    return [x for title, page in columns for x in ([title] if isinstance(title, str) else []) + page]


def test_the_supplies_page_counts_nobles_in_the_supply_and_on_the_ship():
    t = table(3)
    nob = t.state["nobles"]
    assert nob["ship"] == 1  # the ship's noble from the set-up
    want = "nobles: %d in the supply, 1 on the colonist ship" % nob["supply"]
    lines = _board_lines(t)
    assert any(want in x for x in lines) or want in " ".join(lines)
    # and read from the board's pixels on its supplies page
    screens = board_columns(t, public_view(t.state))
    title = text("board.supplies", "en", "puerto_rico")
    t.board_page = [
        k
        for k in range(len(screens))
        if screens[k][0] == title and any(x.startswith("nobles") for x in screens[k][1])
    ][0]
    rows = read_screen(board_frame(t))
    assert rows[0].startswith(title) and any(r.startswith("nobles: ") for r in rows)


def test_the_roles_page_shows_the_wanted_poster_and_the_reserved_card():
    t = table(3)
    t.state["smuggler"] = {"wanted": 2, "reserved": "trader"}
    t.state["roles"]["trader"] = 0
    lines = " ".join(_board_lines(t))
    assert "Wanted poster: Chris reserved: trader" in lines  # the poster's holder's card
    assert "smuggler: no doubloon" in lines  # the card itself, not picked yet
    t.state["smuggler"] = {"wanted": None, "reserved": None}
    assert "Wanted poster: -" in " ".join(_board_lines(t))


def test_the_festival_page_lists_the_goals_and_who_reached_them():
    t = table(3)
    f = t.state["festival"]
    lines = _board_lines(t)
    assert "festival" in lines
    joined = " ".join(lines)
    assert "%s plantations: 3 colonists" % phrases.name(f["plantation"]) in joined
    assert "produce " in joined and ": 3 doubloons" in joined
    f["goods"] = None
    f["reached"] = [["goods", 1]]
    joined = " ".join(_board_lines(t))
    assert "produce " not in joined and "barrels: Bernie" in joined
    # French, on the pixels of the festival's page
    t = table(3, lang="fr")
    titles = [s[0] for s in board_columns(t, public_view(t.state))]
    t.board_page = titles.index("festival")
    rows = read_screen(board_frame(t))
    assert rows[0].startswith("festival") and "3 PV" in " ".join(rows) and "colons" in rows


def test_games_without_those_expansions_have_no_such_lines():
    t = table(3, exp=("new_buildings",))
    joined = " ".join(_board_lines(t))
    assert "nobles" not in joined and "Wanted" not in joined and "festival" not in joined


# ---- the start screen's expansion rows for the counter and scoring modes ----


def _rows(start):
    return [r[0] for r in start.rows]


def test_the_counter_and_scoring_modes_offer_the_expansions_they_take():
    from firmware.games.puerto_rico.modes.counter import Counter
    from firmware.games.puerto_rico.modes.scoring import Scoring
    from firmware.modes.start import StartScreen

    start = StartScreen(4)
    start.row = _rows(start).index("mode")
    start.press(0, "right", None)  # counter
    rows = _rows(start)
    assert rows[rows.index("tiles") + 1 : -1] == list(Counter.EXPANSIONS)
    start.row = rows.index("new_buildings")
    start.press(0, "right", None)  # on: no buildings row outside play
    assert "buildings" not in _rows(start)
    start.row = _rows(start).index("festival")
    start.press(0, "right", None)
    c = start.choice()
    assert c["mode"] == "counter" and c["expansions"] == ["new_buildings", "festival"]
    assert "buildings" not in c and "festival" not in c
    start.row = _rows(start).index("mode")
    start.press(0, "right", None)  # scoring: only the ones it scores, still on
    rows = _rows(start)
    assert rows[rows.index("tiles") + 1 : -1] == list(Scoring.EXPANSIONS) == ["new_buildings", "nobles"]
    assert start.choice()["expansions"] == ["new_buildings"]
    start.press(0, "right", None)  # play: all four again, the choices kept
    c = start.choice()
    assert (
        c["mode"] == "play" and c["expansions"] == ["new_buildings", "festival"] and c["buildings"] == "draft"
    )


def test_the_session_starts_the_counter_with_the_expansions_chosen():
    import io

    from firmware.emulator.script import Script
    from firmware.journal import NullJournal
    from firmware.session import Plan, Session

    # seat 1: mode counter (> o), players 5 (o), edition, language, tiles
    # (o o o), new buildings off (o), nobles on (> o), smuggler, festival
    # off (o o), start (o)
    keys = "e" + "we" + "e" + "eee" + "e" + "we" + "ee" + web_row() + "e"
    out = io.StringIO()
    s = Session(Script(keys, out), NullJournal(), None, out)
    assert s.run(Plan(setup=True, names=NAMES)) == 0
    assert type(s.mode).__name__ == "Counter" and s.mode.expansions == ["nobles"]
