"""Issue 36 item 1: every move of the last decision is readable without a
press, on the board's default page or on the screen of the seat whose
pieces move (each player moves their own pieces; the board says what the
bank moves). Seeded games of the three games are played; after every
decision, and after some undos, each sentence the decision told (the
board's news, a seat's own lines) is read back from the pixels of the
board's default page (128 and 256 pixels wide) or of a seat it names,
whole. For Puerto Rico the ledger of moves (core.ledger) is followed too:
every move an event tells is in a sentence read there."""

import copy

import pytest

import core
from core import rng
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table
from firmware.games.san_juan.table import Table as SanJuan
from firmware.screens.table import own_order
from tests.firmware.test_board_public import columns
from tests.firmware.test_ledger_words import missing_in, told_moves
from tests.support import quick_few
from tests.support.screen_reader import read_line

NAMES = ["Ann", "Ben", "Cleo", "Dora", "Ed"]
ALL = ("new_buildings", "nobles", "smuggler", "festival")


def flat(text):
    return " ".join(str(text).split())


def board_default(table, width):
    """The default page's text at ``width`` pixels, columns joined."""
    table.board_width, table.board_page = width, 0
    text = flat(" ".join(columns(table.board_frame())))
    table.board_width = 128
    return text


class Clock:
    """The loop's clock, moved by hand: no test waits."""

    def __init__(self):
        self.t = 1000.0

    def tick(self, table, seconds=0.0):
        self.t += seconds
        return table.tick(self.t)


def board_turns(table, width, clock=None):
    """Each turn of the default page's moves at ``width`` pixels (its
    text, columns joined), the clock moved on a turn at a time until the
    first comes back; the table back at the turn it was at."""
    clock = clock or Clock()
    table.board_width, table.board_page = width, 0
    clock.tick(table)  # the decision's first pass
    first = flat(" ".join(columns(table.board_frame())))
    out = [first]
    for _ in range(20):
        clock.tick(table, table.TURN)
        text = flat(" ".join(columns(table.board_frame())))
        if text == first:
            break
        out.append(text)
    table.glance_turn, table.glance_at = 0, None
    table.board_width = 128
    return out


def seat_text(table, s):
    img = table.seat_frame(s)
    return flat(" ".join(read_line(img, r) for r in range(8)))


def seats_named(table, sentence):
    """The seats a sentence names: their pieces move."""
    return [s for s, n in enumerate(table.names) if n in sentence]


def unseen(table, private=(), widths=(128, 256), only_seats=False):
    """The sentences of the last decision (public, then ``private`` as
    (seat, text)) not whole on the default page nor on a seat they name,
    at each board width. ``only_seats``: only a waiting player's own
    moves (a sentence naming one player who does not decide) and the
    private lines."""
    seats = [seat_text(table, s) for s in range(table.seat_count)]
    deciding = table.deciding()
    out = []
    for width in widths:
        turns = board_turns(table, width)  # each sentence whole within one turn

        def on_board(t, turns=turns):
            return any(flat(t) in board for board in turns)

        for t in table.news():
            named = seats_named(table, t)
            if only_seats and (len(named) != 1 or named[0] == deciding or t == table.notice):
                continue
            if not on_board(t) and not any(flat(t) in seats[s] for s in named):
                out.append((width, t))
        for s, t in private:
            if not on_board(t) and flat(t) not in seats[s]:
                out.append((width, s, t))
    return out


def play(table, seed, decisions, undo_every=7):
    """Seeded choices, ``decisions`` of them (or to the end); every
    ``undo_every``-th decision is undone once and chosen again. Yields the
    table after each decision and each undo."""
    g = rng.seed_state(seed)
    for i in range(decisions):
        if table.result is not None:
            return
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
        yield table, "decision"
        if i % undo_every == undo_every - 1 and table.result is None:
            table.undo()
            yield table, "undo"
            table.choose(options[k])


def own_lines(table):
    """Puerto Rico: the last decision's private lines, (seat, text)."""
    last = table.logbook.last()
    if table.reverse is not None or last is None:
        return []
    return [(s, t) for s, t in last.lines if s is not None]


def moves_unseen(table, seed, only_seats, widths=(128, 256), decisions=150):
    missing = []
    for t, what in play(table, seed, decisions):
        if t.result is None:  # after the game, the default page is the ranking
            private = own_lines(t) if isinstance(t, Table) else ()
            missing += [(what, m) for m in unseen(t, private, widths, only_seats)]
    return missing


@pytest.mark.parametrize(
    "players,seed,lang", quick_few([(2, 1, "en"), (2, 1, "fr"), (4, 2, "en"), (4, 2, "fr")], [(2, 1, "fr")])
)
def test_a_san_juan_player_reads_his_own_moves_without_a_press(players, seed, lang):
    table = SanJuan(core.new_game(NAMES[:players], seed=seed, game="san_juan"), lang=lang)
    assert moves_unseen(table, seed, True) == []


@pytest.mark.parametrize(
    "players,seed,lang",
    [(3, 1, "en"), pytest.param(3, 1, "fr", marks=pytest.mark.slow)]
    + quick_few([(5, 2, "en"), (5, 2, "fr")], []),
)
def test_a_port_royal_player_reads_his_own_moves_without_a_press(players, seed, lang):
    table = PortRoyal(core.new_game(NAMES[:players], seed=seed, game="port_royal"), lang=lang)
    assert moves_unseen(table, seed, True) == []


@pytest.mark.parametrize(
    "players,expansions,seed,lang",
    [(5, (), 3, "en")]
    + [pytest.param(5, (), 3, "fr", marks=pytest.mark.slow)]
    + [pytest.param(2, (), 2, lang, marks=pytest.mark.slow) for lang in ("en", "fr")]
    + [pytest.param(3, ALL, 4, lang, marks=pytest.mark.slow) for lang in ("en", "fr")],
)
def test_a_puerto_rico_player_reads_his_own_moves_without_a_press(players, expansions, seed, lang):
    """His own public moves and his private lines (the VP chips he takes,
    over his choices when he decides next)."""
    state = core.new_game(NAMES[:players], seed=seed, expansions=list(expansions))
    missing = moves_unseen(Table(state, lang=lang), seed, True)
    assert missing == []


@pytest.mark.slow
@pytest.mark.parametrize(
    "game",
    [
        "puerto_rico",
        "san_juan",
        "port_royal",
    ],
)
def test_every_move_of_a_decision_is_seen_without_a_press(game):
    """San Juan's and Port Royal's deciding seats show their player's own
    moves over their choices (the undone draws, the gold taken back), so
    the board keeps the bank's and everyone's."""
    cls = {"puerto_rico": Table, "san_juan": SanJuan, "port_royal": PortRoyal}[game]
    table = cls(core.new_game(NAMES[:4], seed=1, game=game))
    assert moves_unseen(table, 1, False, decisions=400) == []


@pytest.mark.slow
def test_puerto_rico_s_ledger_moves_are_read_without_a_press():
    """The moves an event tells (core.ledger), each in the words on the
    default page (any turn of its moves) or on its player's seat screen;
    a piece passed between two players (the governor card) on either's,
    the taker's ("Ben takes the governor card", over his choices). As
    in the sweep, not the game's last decision: the ranking is then the
    default page and no piece needs moving."""
    for players, seed in ((4, 1), (3, 6)):
        state = core.new_game(NAMES[:players], seed=seed)
        table = Table(copy.deepcopy(state))
        g = rng.seed_state(seed)
        missing = []
        while table.result is None:
            options = table.options()
            g, k = rng.below(g, len(options))
            before = copy.deepcopy(table.state)
            table.choose(options[k])
            if table.result is not None:
                break
            board = " ".join(board_turns(table, 128))  # every turn of its moves
            seats = [seat_text(table, s) for s in range(players)]

            def lines_for(seat, board=board, seats=seats):
                return [board] + ([seats[seat]] if seat is not None else [])

            for m, lines in missing_in(told_moves(before, table.state), lines_for, "en", "classic"):
                taker = m.get("to_player")
                if taker is None or missing_in([m], lambda _s, t=taker: lines_for(t), "en", "classic"):
                    missing.append((m, lines))
        assert [m for m, _ in missing] == []


LONG = ["Anne-Sophie", "Bernadette", "Christopher"]


@pytest.mark.parametrize(
    "game,lang",
    quick_few(
        [(g, lang) for g in ("puerto_rico", "san_juan", "port_royal") for lang in ("en", "fr")],
        [("puerto_rico", "fr"), ("port_royal", "en")],
    ),
)
def test_the_undo_question_says_who_answers_with_which_key_whole(game, lang):
    """Issue 36: the undo question names who asked and says any other seat
    answers, o yes and < no; read whole on the board and on every seat
    that may answer (128x64), long names and all."""
    cls = {"puerto_rico": Table, "san_juan": SanJuan, "port_royal": PortRoyal}[game]
    table = cls(core.new_game(LONG, seed=2, game=game), lang=lang)
    for _ in play(table, 2, 12, undo_every=100):
        pass
    asker = (table.deciding() or 0) % 3
    table.handle((asker, "back"))
    while table.menu_entries()[table.seats[asker].menu] != "undo":
        table.handle((asker, "right"))
    table.handle((asker, "select"))
    q = flat(table.question())
    assert LONG[asker] in q and ("o yes, < no" if lang == "en" else "o oui, < non") in q
    assert ("any other seat" if lang == "en" else "un autre joueur") in q
    assert q in flat(" ".join(columns(table.board_frame())))
    table.board_width = 256  # the wide board: the question over its whole width
    assert q in flat(" ".join(read_line(table.board_frame(), r) for r in range(7)))
    table.board_width = 128
    for s in range(3):
        if s != asker:
            assert q in seat_text(table, s), (s, q)


def test_a_waiting_seat_gathers_its_own_moves_when_they_lie_apart():
    """After an undo the bank's sentences lie between a player's own:
    his own go together first, after the decision's first sentence when
    it fits with them; the rest follows, each in its order."""
    texts = ["undone: Ben's role", "the governor card back to Ann", "1 doubloon off each back to the bank"]
    texts += ["the picked roles back to their players", "Ann: 1 corn from your windrose back to the supply"]
    mine = [False, True, False, False, True]
    assert own_order(texts, mine, 5) == [1, 4, 0, 2, 3]  # 2 + 3 rows: no room for the notice
    assert own_order(texts, mine, 7) == [0, 1, 4, 2, 3]
    assert own_order(texts, mine, 20) == [0, 1, 2, 3, 4]  # they fit as told


@pytest.mark.parametrize("game", ["san_juan", "port_royal"])
def test_a_deciding_seat_shows_its_own_moves_over_two_choices(game):
    """After an undo the deciding player's own pieces go back (San Juan's
    cards drawn, Port Royal's gold): his seat shows them whole over its
    prompt and two choices, and the board leaves them to it."""
    cls = {"san_juan": SanJuan, "port_royal": PortRoyal}[game]
    table = cls(core.new_game(NAMES[:4], seed=1, game=game))
    shown = 0
    for t, _what in play(table, 1, 400):
        d = t.deciding()
        if t.result is not None or d is None or not t.own_news(d):
            continue
        seat = seat_text(t, d)
        for s in t.own_news(d):
            assert flat(s) in seat, (s, seat)
        aside = [t.news()[i] for i in t.news_aside()]
        assert set(t.own_news(d)) <= set(aside)
        shown += 1
    assert shown >= 1


def test_moves_that_fit_the_default_page_only_run_on_are_all_on_it():
    """Sentences each on rows of their own take 8 rows, run on (a ";"
    after each) 6: the 128-px default page tells
    them all (a fact under them), with no mark that they go on, and the
    next press is the next kind of page."""
    from firmware.screens.table import board_screens, run_on

    news = ["cargo ship %d is full: its corn back" % n for n in (4, 5, 6, 7)]  # 2 rows each
    assert run_on(news).count(";") == 3 and run_on(["a."] + news[:1]) == "a. " + news[0]
    screens = board_screens("To move", news, ["fact"], [], [("Supplies", ["x"])], 1, "Cleo: plantation")
    more, rows = screens[0][0]
    assert more is None and flat(" ".join(rows)).startswith(flat(run_on(news)))
    assert screens[1] == [("Supplies", ["x"])]


def test_the_moves_rows_turn_on_the_clock_and_only_when_they_do_not_fit():
    """Issue 36: moves more than the default page turn by themselves every
    ``TURN`` seconds of the loop's clock (no press): the board's pixels
    change once a turn has passed, not on a redraw with no time passed,
    and come round again after the last turn; the seats stay as they
    are. Moves that fit never turn."""
    table = Table(core.new_game(NAMES[:4], seed=1))  # the set-up: more than a page
    n = table.glance_turns()
    assert n >= 2
    clock = Clock()
    clock.tick(table)
    first, seats = table.board_frame().tobytes(), [table.seat_frame(s).tobytes() for s in range(4)]
    version = table.version
    assert not clock.tick(table) and table.board_frame().tobytes() == first  # no time passed
    assert not clock.tick(table, table.TURN - 0.01) and table.board_frame().tobytes() == first
    assert table.version == version  # nothing to redraw
    assert clock.tick(table, 0.01) and table.version == version + 1
    second = table.board_frame().tobytes()
    assert second != first and [table.seat_frame(s).tobytes() for s in range(4)] == seats
    assert table.board_frame().tobytes() == second  # drawn again: the same turn
    for _ in range(n - 1):
        assert clock.tick(table, table.TURN)
    assert table.board_frame().tobytes() == first  # round again
    options = table.options()
    table.choose(options[0])  # a decision: its moves from their first turn
    g = rng.seed_state(1)
    while table.glance_turns() != 1:
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
    clock.tick(table)
    fits, version = table.board_frame().tobytes(), table.version
    for _ in range(3):
        assert not clock.tick(table, table.TURN)
    assert table.board_frame().tobytes() == fits and table.version == version


def test_a_device_sends_the_board_again_only_when_its_page_turns():
    """The app's loop on luma's device classes (modelled screens): a turn
    of the moves sends the board's frame once (each display() resends a
    whole 1 KiB frame), never a seat's; nothing between turns, and
    nothing while the board shows another page."""
    from firmware.emulator.device import TICK
    from tests.support.table import make, panel

    table, emu = make(4, seed=1)  # the set-up: its moves turn
    assert table.glance_turns() >= 2

    def run(seconds):
        sent, seats = emu.screens.frames_sent, [panel(emu, s).tobytes() for s in range(4)]
        for _ in range(round(seconds / TICK)):
            emu.clock.t += TICK
            emu.app.step()
        assert [panel(emu, s).tobytes() for s in range(4)] == seats
        return emu.screens.frames_sent - sent

    emu.app.step()  # the first pass: the turns count from here
    board = panel(emu, "board").tobytes()
    assert run(table.TURN - 0.1) == 0
    assert run(0.2) == 1 and panel(emu, "board").tobytes() != board  # the board alone
    assert run(table.TURN - 0.2) == 0
    emu.press("b")  # the board's button: the next page, which stays
    page = panel(emu, "board").tobytes()
    assert table.board_page == 1 and page != board
    assert run(3 * table.TURN) == 0 and panel(emu, "board").tobytes() == page
