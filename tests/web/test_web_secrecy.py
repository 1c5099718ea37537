"""Issue 24: the board page carries every public fact and nothing secret;
a seat page carries only its own seat's secrets. Seeded games of all
three games (Puerto Rico with all four expansions too) are walked by
random legal choices, and the JSON the pages get (firmware.web.views,
exactly what the server sends) is read after every decision:

- no seed, no generator state, no face-down order (Puerto Rico's
  plantation stack, San Juan's trading-house tiles), under any key and
  not as a number anywhere;
- nobody's VP chips on the board, only one's own on a seat page (the
  chips are set to numbers found nowhere else, then looked for in the
  JSON's text); San Juan's chapel counts the same way;
- no line of the logbook private to one seat on the board or on
  another seat's page;
- every public fact a player reads on the OLED board (the list of
  tests/firmware/test_board_public.py) is on the board page too.
"""

import json

import pytest

import core
from core import rng
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan.table import Table as SanJuan
from firmware.web import views
from tests.firmware.test_board_public import NAMES, flat, puerto_rico_facts

SEED = 3_141_592_653  # a number no page has any other reason to show
EXPANSIONS = ("new_buildings", "nobles", "smuggler", "festival")


def play(table, decisions, seed):
    """``table`` after each of ``decisions`` random legal choices."""
    g = rng.seed_state(seed)
    for _ in range(decisions):
        if table.result is not None:
            return
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
        yield table


def texts(table):
    """The pages' JSON as the server makes it: one public view for all."""
    now = views.Now(table)
    board = json.dumps(views.board(table, 0, now=now), ensure_ascii=False)
    seats = [
        json.dumps(views.seat(table, s, 0, now=now), ensure_ascii=False) for s in range(table.seat_count)
    ]
    return board, seats


def keys_of(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k, v
            yield from keys_of(v)
    elif isinstance(value, list):
        for v in value:
            yield from keys_of(v)


def assert_nothing_hidden(table, board, seats):
    state = table.state
    for text in [board] + seats:
        for k, v in keys_of(json.loads(text)):
            assert k not in ("rng", "seed", "stock"), k
            assert not (k == "tiles" and isinstance(v, list)), "San Juan's tile order"
        assert str(SEED) not in text
        if "rng" in state:
            assert str(state["rng"]) not in text


def with_sentinels(table, field, base):
    """The JSON texts with each player's ``field`` set to ``base + seat``
    (a number nothing else shows), then put back."""
    players = table.state["players"]
    kept = [p[field] for p in players]
    try:
        for i, p in enumerate(players):
            p[field] = base + i
        return texts(table)
    finally:
        for p, v in zip(players, kept):
            p[field] = v


def escaped(line):
    return json.dumps(line, ensure_ascii=False)[1:-1]


def assert_private_lines_kept(table, board, seats):
    """Puerto Rico's logbook lines private to one seat: on its page only."""
    for e in table.logbook.entries:
        for owner, line in e.lines:
            if owner is None:
                continue
            others_too = {t for o, t in e.lines if o is None}
            if line in others_too:
                continue
            assert escaped(line) not in board, line
            for s, text in enumerate(seats):
                mine = {t for o, t in e.lines if o == s}
                if s != owner and line not in mine:
                    assert escaped(line) not in text, (s, line)


@pytest.mark.parametrize(
    "players,expansions,seed",
    [(5, (), 3), (3, EXPANSIONS, 4), (4, ("nobles", "festival"), 9)],
    ids=["5 players", "3 players, four expansions", "4 players, nobles and festival"],
)
def test_puerto_rico_pages_keep_every_secret(players, expansions, seed):
    options = {"expansions": expansions} if expansions else {}
    table = Table(core.new_game(NAMES[:players], seed=SEED, **options))
    seen = 0
    for t in play(table, 80, seed):
        board, seats = texts(t)
        assert_nothing_hidden(t, board, seats)
        if t.result is None:
            board, seats = with_sentinels(t, "vp", 987_650)
            for i in range(players):
                assert str(987_650 + i) not in board
                for s in range(players):
                    assert (str(987_650 + i) in seats[s]) == (i == s), (i, s)
            assert_private_lines_kept(t, board, seats)
        seen += 1
    assert seen >= 60


GAMES = [
    (Table, {}, 5),
    (Table, {"expansions": EXPANSIONS}, 4),
    (SanJuan, {"game": "san_juan"}, 4),
    (PortRoyal, {"game": "port_royal"}, 3),
]


@pytest.mark.parametrize(
    "make,options,players",
    GAMES,
    ids=["Puerto Rico", "Puerto Rico, four expansions", "San Juan", "Port Royal"],
)
def test_a_seats_view_made_from_the_boards_is_the_cores_and_leaves_it_as_it_was(make, options, players):
    """The server makes one public view per state and each seat's from
    it (firmware/games/*/web.py seat_view): it must be the core's seat
    view, secrets and all, at every decision and after the game, and the
    board's view, shared, must not change under it. The help on what is
    being played, made once for all (views.Now), is each seat's own."""
    import copy

    table = make(core.new_game(NAMES[:players], seed=7, **options))
    game = views.game_words(table.state["game"])
    core_seat_view = views._game_views(table.state["game"])[1]
    for n, t in enumerate(play(table, 5000, 8)):  # the whole game, and its end
        written = "written" in t.state["players"][0] and n % 25 == 0
        for p in t.state["players"] if written else ():  # VP written down, once the chips ran out
            p["written"] += 1000 + p["vp"]
        now = views.Now(t)
        shown = now.raw
        before = copy.deepcopy(shown)
        for s in range(players):
            assert game.seat_view(shown, t.state, s) == core_seat_view(t.state, s), s
            page = views.seat(t, s, 0, now=now)
            assert page["help"] == (game.help(t, s, None) if t.result is None else []), s
        assert shown == before
        for p in t.state["players"] if written else ():
            p["written"] -= 1000 + p["vp"]
    assert table.result is not None


def test_san_juan_pages_keep_the_chapels_and_the_tiles():
    table = SanJuan(core.new_game(NAMES[:3], seed=SEED, game="san_juan"))
    for t in play(table, 150, 5):
        board, seats = texts(t)
        assert_nothing_hidden(t, board, seats)
        if t.result is None:
            board, seats = with_sentinels(t, "chapel", 876_540)
            for i in range(3):
                assert str(876_540 + i) not in board
                for s in range(3):
                    assert (str(876_540 + i) in seats[s]) == (i == s), (i, s)


def test_port_royal_pages_show_no_seed():
    table = PortRoyal(core.new_game(NAMES[:3], seed=SEED, game="port_royal"))
    for t in play(table, 150, 6):
        board, seats = texts(t)
        assert_nothing_hidden(t, board, seats)


@pytest.mark.parametrize(
    "players,expansions,seed",
    [(5, (), 3), (3, EXPANSIONS, 4)],
    ids=["5 players", "3 players, four expansions"],
)
def test_every_public_fact_of_puerto_rico_is_on_the_board_page(players, expansions, seed):
    options = {"expansions": expansions} if expansions else {}
    table = Table(core.new_game(NAMES[:players], seed=seed, **options))
    stops = {1, 25, 70, 140}
    seen = 0
    for n, t in enumerate(play(table, 140, seed), 1):
        if n not in stops:
            continue
        board = views.board(t, n)
        words = flat(" ".join(_strings(board)))
        for fact in puerto_rico_facts(views.public(t.state)):
            assert flat(fact) in words, fact
        for line in t.news():
            assert flat(line) in words
        seen += 1
    assert seen >= 3


def _strings(value):
    """Every text of the board JSON the page shows."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for v in value.values():
            yield from _strings(v)
    elif isinstance(value, list):
        for v in value:
            yield from _strings(v)


def test_every_public_fact_of_san_juan_is_on_the_board_page():
    from core.san_juan import engine
    from firmware.games.san_juan import phrases

    table = SanJuan(core.new_game(NAMES[:3], seed=5, game="san_juan"))
    seen = 0
    for n, t in enumerate(play(table, 80, 5), 1):
        if n not in (1, 15, 40, 80):
            continue
        view = views.public(t.state)
        words = flat(" ".join(_strings(views.board(t, n))))
        facts = [phrases.deciding(view, "en"), "round %d" % view["round"]]
        facts.append("governor: " + view["players"][view["governor"]]["name"])
        for p in view["players"]:
            b = len(p["buildings"])
            facts.append(
                "%s: %d %s, hand %d" % (p["name"], b, "building" if b == 1 else "buildings", p["hand"])
            )
            facts += [phrases.name("b", x, "en") for x in p["buildings"]]
            facts += ["%s %d" % (phrases.name("g", g, "en"), k) for g, k in p["goods"].items() if k]
        facts += [phrases.name("r", r, "en") for r in view["picked"]]
        facts.append(flat(phrases.say("board.deck", "en", n=view["deck"], d=view["discard"])))
        if view["tile"] is not None:
            for g in ("indigo", "sugar", "tobacco", "coffee", "silver"):
                facts.append("%s %d" % (phrases.name("g", g, "en"), engine.sale_price(t.state, g)))
        for fact in facts:
            assert flat(fact) in words, fact
        seen += 1
    assert seen >= 3


def test_every_public_fact_of_port_royal_is_on_the_board_page():
    import re

    from firmware.games.port_royal import phrases

    table = PortRoyal(core.new_game(NAMES[:3], seed=6, game="port_royal"))
    seen = 0
    for n, t in enumerate(play(table, 120, 6), 1):
        if n not in (1, 20, 60, 120):
            continue
        view = views.public(t.state)
        words = flat(" ".join(_strings(views.board(t, n))))
        facts = [phrases.deciding(view, "en"), "draw %d discard %d" % (view["deck"], view["discard"])]
        for i, p in enumerate(view["players"]):
            facts += [p["name"], re.sub(r"\s+", " ", phrases.player_line(view, i, "en"))]
            facts += phrases.characters_lines(p, "en")
            facts.append("exp. %d" % len(p["expeditions"]))
        facts += [phrases.card_text(c, "en") for c in view["harbour"] + view["display"]]
        for fact in facts:
            assert flat(fact) in words, fact
        seen += 1
    assert seen >= 3


@pytest.mark.parametrize(
    "make,game", [(Table, "puerto_rico"), (SanJuan, "san_juan"), (PortRoyal, "port_royal")]
)
def test_at_the_end_the_pages_give_the_ranking_with_each_breakdown(make, game):
    table = make(core.new_game(NAMES[:2], seed=7, game=game))
    for _ in play(table, 5000, 7):
        pass
    assert table.result is not None
    board, seat = views.board(table, 1), views.seat(table, 1, 1)
    assert board["final"] == seat["final"] and seat["choices"] == []
    for p in table.result["players"]:
        line = next(x for x in board["final"] if p["name"] in x)
        assert line.lstrip().startswith("%d. %s  %d  (" % (p["rank"], p["name"], p["total"]))
