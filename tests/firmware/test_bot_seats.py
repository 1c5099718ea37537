"""Bot seats and hints at the table (issue 34, docs/bots.md): a seat the
device plays decides by itself on the emulated table, its decisions are
journaled and replay, its screen keeps its secrets, an undo takes back
the person's last decision with the bots' after it, a hint moves the
cursor and says why. Small budgets: nothing here depends on a bot's
strength or on timing."""

import io

import pytest

import core
from core import record, rng
from drivers.keyboard import KEYS
from firmware import bots, games
from firmware.journal import Journal
from firmware.modes.start import StartScreen
from firmware.session import Plan, Session
from firmware.emulator.script import Script
from tests.support import quick_few
from tests.support.screen_reader import read_screen
from tests.support.table import NAMES, emulated, hint as ask_hint

GAMES = ("puerto_rico", "san_juan", "port_royal")


@pytest.fixture(autouse=True)
def small_budget(monkeypatch):
    monkeypatch.setenv(bots.CAP, "2")


def bot_table(game="puerto_rico", n=4, seats=(1, 2, 3), level="quick", seed=3, lang="en", hints=False):
    state = core.new_game(NAMES[:n], seed=seed, game=game)
    record.table_options(state, [level if s in seats else None for s in range(n)], hints)
    table = games.get(game).mode(games.PLAY)(state, lang=lang)
    return table, emulated(table)


def text_of(img):
    return " ".join(r for r in read_screen(img) if r)


def play_person(table, emu, seed, most=3000):
    """Play the table to its end: the people's seats by their buttons
    (the choice drawn from a stream seeded ``seed``), the bots by the
    loop. Every person's ● makes that person's decision."""
    g = rng.seed_state(seed)
    emu.settle()
    n = 0
    while not core.is_over(table.state):
        n += 1
        assert n < most
        seat = table.deciding()
        assert not table.is_bot(seat), "a bot seat waits while the loop runs"
        keys = KEYS[seat]
        if (core.pending(table.state) or {}).get("kind") == "count":
            # San Juan's end: the seat confirms the counts its screen shows
            done = len(table.actions)
            emu.press(keys[2])
            assert table.actions[done][0] == "confirm"
            continue
        options = table.options()
        g, i = rng.below(g, len(options))
        # from where the cursor starts (a Port Royal number: the last one entered)
        for _ in range((i - table.seats[seat].cursor) % len(options)):
            emu.press(keys[1])
        done = len(table.actions)
        emu.press(keys[2])
        assert table.actions[done] == options[i]


@pytest.mark.parametrize(
    "game, n", quick_few([(g, 4) for g in GAMES] + [("port_royal", 2)], [("port_royal", 2)])
)
def test_a_person_and_bots_play_a_whole_game_that_replays(game, n):
    """Issue 34's "done when": 1 person and 3 bots, in every game (CI;
    the quick run plays a 2-seat Port Royal)."""
    table, emu = bot_table(game, n, seats=tuple(range(1, n)))
    play_person(table, emu, seed=11)
    assert table.result is not None
    head = record.header(table.state)
    assert head["bots"] == [None] + ["quick"] * (n - 1)
    lines = [record.dumps(head)] + [record.action_line(a) for a in table.actions]
    replayed = record.replay(lines)
    assert core.final_score(replayed) == table.result
    assert replayed["bots"] == head["bots"]


def test_a_bot_decision_is_the_cores_advice_with_no_fallback(monkeypatch):
    """firmware.bots asks core.advise at the level's iterations; without
    it a bot does not play a silent random pick (core.advise exists)."""
    state = core.new_game(NAMES[:4], seed=2)
    asked = []
    pick = core.legal_actions(state)[-1]
    monkeypatch.setattr(
        core, "advise", lambda s, iterations, seed, stop=None: asked.append((iterations, seed)) or pick
    )
    assert bots.decide(state, "quick", 7) == pick and asked == [(bots.iterations("quick"), 7)]
    monkeypatch.delattr(core, "advise")
    with pytest.raises(AttributeError):
        bots.decide(state, "quick", 7)
    assert not hasattr(bots, "FALLBACK")


def test_a_bot_decides_only_after_the_board_says_it_thinks():
    table, emu = bot_table(seats=(0,))
    emu.app.step()
    # the governor is a bot: the first pass drew its thinking, nothing decided
    assert table.thinking == 0 and not table.actions
    assert "Anne is thinking..." in text_of(emu.screens.rams["board"].image())
    emu.settle()
    # Anne's decisions (a role, then its step), up to Bernie's turn
    assert table.actions and set(table._deciders()) == {0}
    assert table.thinking is None and table.deciding() == 1


def test_a_bot_seat_keeps_its_secrets_and_its_buttons_choose_nothing():
    table, emu = bot_table(seats=(1,))
    play_some(table, emu, 6)
    # its own screen says who plays it, and nothing of its VP chips
    assert read_screen(emu.screens.rams[1].image())[:3] == ["Bernie", "played by the device", "level: quick"]
    assert not [r for r in read_screen(emu.screens.rams[1].image())[3:] if r]
    assert table.handle((1, "peek", True)) is False and not table.seats[1].peek
    before = list(table.actions)
    for what in ("left", "right", "select", "back"):
        assert table.handle((1, what)) is False
    assert table.actions == before


def play_some(table, emu, k):
    """The person's first ``k`` decisions (its first choice each)."""
    emu.settle()
    for _ in range(k):
        if core.is_over(table.state):
            return
        emu.press(KEYS[table.deciding()][2])


def test_bot_decisions_follow_the_seed_of_the_game_and_the_step():
    a, ea = bot_table(seats=(1, 2, 3), seed=9)
    b, eb = bot_table(seats=(1, 2, 3), seed=9)
    play_some(a, ea, 2)
    play_some(b, eb, 2)
    assert a.actions == b.actions


def test_undo_takes_back_the_persons_decision_and_the_bots_after_it():
    table, emu = bot_table(seats=(1, 2, 3))
    play_some(table, emu, 2)
    mine = [i for i, s in enumerate(table._deciders()) if s == 0]
    last = mine[-1]
    kept = table.actions[:last]
    # alone with bots, the person confirms his own undo
    table.handle((0, "back"))
    while table.menu_entries()[table.seats[0].menu] != "undo":
        table.handle((0, "right"))
    table.handle((0, "select"))
    assert table.undo_request == 0
    words = table.last_decision()
    assert words["name"] == "Anne"
    table.handle((0, "select"))
    assert table.undo_request is None
    assert table.actions == kept
    assert table.deciding() == 0
    assert table.notice.startswith("undone: Anne")


def test_no_undo_when_only_bots_decided():
    table, emu = bot_table(seats=(0, 1, 2, 3))
    emu.settle(most=6)  # a few bot decisions
    assert table.actions and table.undo_count() == 0 and not table.can_undo()
    assert table.undo() is False


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_hint_moves_the_cursor_says_why_and_tells_the_table(game, lang):
    n = 4 if game == "puerto_rico" else 2
    table, emu = bot_table(game, n, seats=(), lang=lang, hints=True)
    seat = table.deciding()
    assert "hint" in table.menu_entries()
    table.handle((seat, "back"))
    while table.menu_entries()[table.seats[seat].menu] != "hint":
        table.handle((seat, "right"))
    table.handle((seat, "select"))
    emu.app.step()
    advised = bots.decide(table.state, bots.LEVELS[-1], bots.seed_for(table.state, 0))
    assert table.highlighted(seat) == advised
    hint = table.seats[seat].hint
    word = "hint: " if lang == "en" else "conseil : "
    assert hint.startswith(word) and len(hint) > len(word)
    assert text_of(emu.screens.rams[seat].image()).endswith(" ".join(bots_wrapped(hint)))
    asked = "Anne asked for a hint" if lang == "en" else "Anne a demandé un conseil"
    assert asked in table.news() and table.news()[0] == asked
    # the seat's next key takes the line away and still counts
    emu.press(KEYS[seat][1])
    assert table.seats[seat].hint is None


def bots_wrapped(text):
    from firmware.drawing import wrap

    return wrap(text)[:2]


def test_no_hint_entry_when_the_game_has_hints_off():
    table, _ = bot_table(seats=())
    assert "hint" not in table.menu_entries()
    assert table.hint(0) is None


def test_a_waiting_seat_asking_for_a_hint_is_told_to_wait():
    table, _ = bot_table(seats=(), hints=True)
    assert table.hint(1) is None
    assert table.seats[1].hint == "a hint when you decide"


def test_the_record_header_keeps_bots_and_hints_and_old_records_load():
    state = core.new_game(NAMES[:3], seed=1)
    assert "bots" not in record.header(state) and "hints" not in record.header(state)
    record.table_options(state, [None, "strongest", None], True)
    h = record.header(state)
    assert h["bots"] == [None, "strongest", None] and h["hints"] is True
    again = record.new_from_header(h)
    assert again["bots"] == [None, "strongest", None] and again["hints"] is True
    for bad in ([None], "strongest", [None, 3, None], [None, "x" * 40, None]):
        with pytest.raises(core.BadInput):
            record.new_from_header(dict(h, bots=bad))
    with pytest.raises(core.BadInput):
        record.new_from_header(dict(h, hints="yes"))
    # all persons: no field at all
    record.table_options(state, [None, None, None], False)
    assert "bots" not in record.header(state)


def test_the_start_screen_rows_choose_bot_seats_and_hints():
    s = StartScreen(4)
    keys = [r[0] for r in s.rows]
    assert keys.index("bots") < keys.index("hints") < keys.index("start")
    assert "seat_1" not in keys
    assert s.choice()["bots"] is None and s.choice()["hints"] == "off"
    s.row = keys.index("bots")
    s.press(0, "right", None)  # on: a row per seat
    keys = [r[0] for r in s.rows]
    assert keys.index("bots") < keys.index("seat_1") < keys.index("seat_4") < keys.index("hints")
    assert s.choice()["bots"] is None  # every seat a person's still
    row = keys.index("seat_3")
    s.row = row
    s.press(0, "right", None)  # quick
    s.press(0, "right", None)  # medium
    s.row = keys.index("hints")
    s.press(0, "right", None)
    c = s.choice()
    assert c["bots"] == [None, None, "quick", None] or c["bots"] == [None, None, "medium", None]
    assert c["hints"] == "on"
    # fewer players: the rows follow
    s.row = [r[0] for r in s.rows].index("players")
    s.press(0, "left", None)
    assert "seat_4" not in [r[0] for r in s.rows]


def test_a_game_with_bots_resumes_with_its_bots(tmp_path):
    db = str(tmp_path / "j.sqlite3")
    plan = Plan(names=NAMES[:4], seed=4, bots=[None, "quick", "quick", "quick"], resume="no")
    j = Journal(db)
    # Anne's first decisions, the bots' between them, then she leaves
    Session(Script("ee\x1b"), j, out=io.StringIO()).run(plan)
    j = Journal(db)
    g, state, _ = j.playable()
    assert state["bots"] == [None, "quick", "quick", "quick"]
    done = j.actions(g["id"])
    assert set(deciders(g, j)) == {0, 1, 2, 3}
    j.close()
    j = Journal(db)
    Session(Script("ee"), j, out=io.StringIO()).run(Plan(resume="yes"))
    j = Journal(db)
    g, state, _ = j.playable()
    # the resumed table went on: Anne's decisions and the bots' after them
    now = j.actions(g["id"])
    assert now[: len(done)] == done and len(now) > len(done) + 2
    assert {1, 2, 3} <= set(deciders(g, j)[len(done) :])
    assert core.current_player(state) == 0
    j.close()


def deciders(g, j):
    """The seat that took each stored decision of game ``g``."""
    state = None
    out = []
    for line in j.export(g["id"]):
        if state is None:
            state = record.new_from_header(record.jsonload.loads(line))
            continue
        out.append(core.current_player(state))
        core.apply(state, record.jsonload.loads(line))
    return out


@pytest.mark.parametrize(
    "lang, bots_row, seat_row",
    [
        ("en", ("bots", "on"), ("Seat 2", "bot, quick")),
        ("fr", ("robots", "oui"), ("Siège 2", "robot rapide")),
    ],
)
def test_the_start_screen_board_shows_the_bot_rows_in_words(lang, bots_row, seat_row):
    from firmware.drawing import split
    from tests.support.screen_reader import shows

    s = StartScreen(4, lang=lang)
    emu = emulated(s)
    s.row = [r[0] for r in s.rows].index("bots")
    s.press(0, "right", None)  # on: a row per seat
    s.row = [r[0] for r in s.rows].index("seat_2")
    emu.press(KEYS[0][1])  # person -> bot, quick
    board = emu.screens.rams["board"].image()
    rows = read_screen(board)
    assert split(*bots_row) in rows
    k = rows.index(split(*seat_row))
    assert shows(board, k, split(*seat_row), invert=True)  # the row highlighted
    emu.close()


@pytest.mark.parametrize("lang, word, vp", [("en", "hint: ", "VP"), ("fr", "conseil : ", "PV")])
def test_a_hint_says_why_from_the_advisors_reason(monkeypatch, lang, word, vp):
    """The reason's words come from core.advisor.why (what the choice does
    for the seat): a load names the VP it gives now."""
    from core import advisor

    table, _ = bot_table(seats=(), lang=lang, hints=True)
    load = None
    for _ in range(200):  # play on up to a captain's load
        opts = table.options()
        loads = [a for a in opts if a[0] == "load"]
        if loads:
            load = loads[0]
            break
        table.choose(opts[len(table.actions) % len(opts)])
    assert load is not None
    seat = table.deciding()
    monkeypatch.setattr(
        bots, "decide", lambda state, level, seed, stop=None: load
    )  # the advice, whatever it is
    gains = advisor.why(table.state, load)["gains"]
    assert gains.get("vp", 0) > 0
    hint = ask_hint(table, seat)
    assert table.highlighted(seat) == load
    assert hint.startswith(word) and ("+%d %s" % (gains["vp"], vp)) in hint


def test_hints_on_the_command_line_are_the_start_screens_first_value():
    assert StartScreen(4, hints=True).choice()["hints"] == "on"
    assert StartScreen(4).choice()["hints"] == "off"
