"""San Juan on the table device: whole games played by pressing mock
buttons (real gpiozero Buttons on MockFactory pins, modelled OLED RAM,
the application's own loop), read back from the panels' pixels; the
session plays it from the command line, records, resumes and undoes."""

import pytest

import core
from core import record, rng
from core.san_juan.endgame import final_score
from core.san_juan.invariants import check
from drivers.keyboard import KEYS
from firmware.drawing import split, wrap
from firmware import games
from firmware.games.san_juan import phrases
from firmware.games.san_juan.table import Table
from tests.support.screen_reader import read_screen, shows
from tests.support.table import emulated, make as make_table, panel
from tests.support import table_rows, web_row

NAMES = ["Anne", "Bernie", "Chris", "David"]


def make(n, seed=3, lang="en", on_action=None):
    return make_table(n, seed, lang, on_action, game="san_juan")


def check_counts_by_buttons(table, emu, seat, more=0):
    """The end-of-game check on ``seat``'s screen: his counts and the
    question; ``more``: cards he finds in his hand beyond the device's
    count (▶ to "hand +1", ● that many times, ◀ back to confirm), then ●."""
    keys = KEYS[seat]
    p = table.state["players"][seat]
    gov = "*" if table.state["governor"] == seat else ""
    img = panel(emu, seat)
    assert shows(img, 0, split(gov + p["name"], phrases.cards(p["hand"], "en")), invert=True), read_screen(
        img
    )
    assert shows(img, 2, "counts right? o: yes")
    assert shows(img, 3, "right: confirm", invert=True), read_screen(img)
    if more:
        hand = p["hand"]
        emu.press(keys[1])
        assert shows(panel(emu, seat), 4, "hand +1: %d" % (hand + 1), invert=True)
        for k in range(more):
            emu.press(keys[2])
            assert p["hand"] == hand + k + 1  # still on "hand +1"
        img = panel(emu, seat)
        assert shows(img, 0, split(gov + p["name"], phrases.cards(hand + more, "en")), invert=True)
        emu.press(keys[0])
    before = table.state["step"]
    emu.press(keys[2])
    assert table.state["step"] == before + 1 and table.state["events"][0][0] == "confirm"


def play_by_buttons(table, emu, n, seed, more=0):
    """Random legal choices, each made by ▶ presses and ●; the seat's
    highlighted row must be the choice's words, with its price. At the
    end each seat confirms its counts, seat 0 after finding ``more``
    cards in his hand."""
    r = rng.seed_state(seed)
    checked = 0
    while not core.is_over(table.state):
        seat = table.deciding()
        if core.pending(table.state)["kind"] == "count":
            check_counts_by_buttons(table, emu, seat, more if seat == 0 else 0)
            continue
        options = core.legal_actions(table.state)
        r, i = rng.below(r, len(options))
        for k in range(len(options)):  # build when it can, as players do
            if options[k][0] == "build":
                r, coin = rng.below(r, 3)
                if coin:
                    i = k
                break
        keys = KEYS[seat]
        for _ in range(i):
            emu.press(keys[1])
        if checked < 30 or i % 5 == 0:
            img = panel(emu, seat)
            want = phrases.action_text(table.state, options[i], "en")
            assert any(shows(img, row, want, invert=True) for row in range(3, 8)), (want, read_screen(img))
            checked += 1
        before = table.state["step"]
        emu.press(keys[2])
        assert table.state["step"] == before + 1
        assert check(table.state) == []


@pytest.mark.parametrize("n", [2, pytest.param(4, marks=pytest.mark.slow)])
def test_whole_game_by_buttons_ends_with_the_ranking_on_the_board(n):
    actions = []
    table, emu = make(n, seed=50 + n, on_action=actions.append)
    play_by_buttons(table, emu, n, 7 + n, more=2)
    replayed = record.replay(
        [record.header_line(core.new_game(NAMES[:n], seed=50 + n, game="san_juan"))]
        + [record.action_line(a) for a in actions]
    )
    result = final_score(replayed)
    assert table.result == result
    # the count: each seat confirmed, seat 0 after two more cards in hand
    first = min(i for i in range(len(actions)) if actions[i][0] in ("count", "confirm"))
    assert actions[first:].count(["confirm"]) == n and actions[-1] == ["confirm"]
    assert [a[:2] for a in actions[first:] if a[0] == "count"] == [["count", "hand"]] * 2
    kept = final_score(
        record.replay([record.header_line(replayed)] + [record.action_line(a) for a in actions[:first]])
    )
    assert result["players"][0]["tiebreak"] == kept["players"][0]["tiebreak"] + 2
    board = panel(emu, "board")
    players = result["players"]
    order = sorted(range(n), key=lambda i: (players[i]["rank"], i))
    for k in range(n):
        p = players[order[k]]
        assert shows(board, 1 + k, split(str(p["rank"]) + " " + p["name"], str(p["total"]))), read_screen(
            board
        )
    # each seat shows its own total and rank
    for s in range(n):
        want = "total %d  rank %d" % (players[s]["total"], players[s]["rank"])
        assert shows(panel(emu, s), 1, want), read_screen(panel(emu, s))


def test_a_seat_sees_the_price_after_discounts():
    table, emu = make(3)
    table.state["players"][0]["buildings"] += ["smithy", "library"]
    table.state["deck"] -= 2
    emu.press(KEYS[0][2])  # Anne: the first role, builder
    img = panel(emu, 0)
    assert shows(img, 2, "build (cards to pay)")
    assert shows(img, 3, split("Indigo plant", "0"), invert=True)
    assert shows(img, 4, split("Sugar mill", "0"))  # SJ-01: 2 - 3, not below 0
    assert shows(img, 5, split("Tobacco storage", "0"))
    assert shows(img, 6, split("Coffee roaster", "1"))


def test_undo_asked_by_one_seat_confirmed_by_another():
    table, emu = make(3)
    emu.press(KEYS[0][2])  # builder
    steps = table.state["step"]
    assert steps == 1
    table.press(1, "back", None)  # Bernie's seat menu: help, undo, ...
    emu.press(KEYS[1][1])
    emu.press(KEYS[1][2])
    assert table.undo_request == 1
    question = wrap(table.question())
    assert read_screen(panel(emu, "board"))[: len(question)] == question  # whole, over the page
    emu.press(KEYS[1][2])  # the asker cannot confirm: it takes it back
    assert table.undo_request is None and table.state["step"] == 1
    table.press(1, "back", None)
    emu.press(KEYS[1][1])
    emu.press(KEYS[1][2])
    emu.press(KEYS[2][2])  # Chris confirms
    assert table.state["step"] == 0 and table.actions == []


def test_french_words_on_the_seat():
    table, emu = make(2, lang="fr")
    assert shows(panel(emu, 0), 3, "Architecte", invert=True)


def test_start_screen_offers_san_juan():
    assert "san_juan" in [g.id for g in games.GAMES]
    assert games.get("san_juan").mode(games.PLAY) is Table


def test_play_command_san_juan_records_and_the_record_replays(tmp_path):
    from firmware.cli import main

    rec = tmp_path / "g.jsonl"
    db = tmp_path / "j.sqlite3"
    # Anne (keys q w e): the first role, builder, then her first choice
    args = ["play", "--game", "san_juan", "--names", "Anne,Bernie", "--seed", "4"]
    rc = main(args + ["--record", str(rec), "--db", str(db), "--keys", "ee"])
    assert rc == 0
    lines = rec.read_text().splitlines()
    assert '"game":"san_juan"' in lines[0]
    s = record.replay(lines)
    assert s["game"] == "san_juan" and s["step"] == len(lines) - 1 >= 1


def test_play_command_refuses_five_players_for_san_juan(capsys):
    from firmware.cli import main

    rc = main(["play", "--game", "san_juan", "--players", "5", "--no-journal", "--keys", ""])
    assert rc == 2
    assert "San Juan is for 2 to 4 players" in capsys.readouterr().err


def test_a_san_juan_game_resumes_from_the_journal(tmp_path):
    from firmware.cli import main
    from firmware.journal import Journal

    db = str(tmp_path / "j.sqlite3")
    base = ["play", "--game", "san_juan", "--names", "Anne,Bernie,Chris", "--seed", "5", "--db", db]
    assert main(base + ["--keys", "e"]) == 0  # Anne takes the builder
    # the next run resumes it without asking; Anne builds (e), then Bernie (d)
    assert main(["play", "--resume", "--db", db, "--keys", "ed"]) == 0
    j = Journal(db)
    try:
        g, state, aside = j.playable()
        assert g is not None and not aside
        assert state["game"] == "san_juan" and state["step"] == 3
        assert j.actions(g["id"])[0] == ["role", "builder"]
    finally:
        j.close()


def test_replay_command_scores_a_san_juan_record(tmp_path, capsys):
    import json

    from core.san_juan.simulate import play_random
    from firmware.cli import main

    acts = []
    s = play_random(2, 3, record=acts)
    path = tmp_path / "g.jsonl"
    path.write_text("\n".join([record.header_line(s)] + [record.action_line(a) for a in acts]) + "\n")
    assert main(["replay", str(path)]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["score"] == final_score(s)


def test_the_text_table_refuses_san_juan_in_one_line(capsys, monkeypatch):
    import io
    import sys

    from firmware.cli import main

    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--game", "san_juan", "--emulator", "text", "--no-journal"]) == 2
    err = capsys.readouterr().err
    assert "text table plays Puerto Rico only" in err and "Traceback" not in err


def test_board_pages_keep_each_player_on_one_page_and_show_the_tile():
    table, emu = make(4)
    table.state["tiles"] = [4, 0, 1, 2, 3]
    table.state["players"][0]["goods"]["indigo"] = 1
    table.state["deck"] -= 1
    table.choose(["role", "trader"])
    pages = table.board_pages()
    players = [lines for title, lines in pages if title == "players"]
    text = [" ".join(lines) for lines in players]
    for name in NAMES:
        assert sum(1 for t in text if name + ":" in t) == 1
    tile = [lines for title, lines in pages if title == "trading house"]
    assert tile == [
        [
            split(g, str(n))
            for g, n in zip(("indigo", "sugar", "tobacco", "coffee", "silver"), (1, 2, 2, 3, 3))
        ]
    ]


@pytest.mark.parametrize("lang,hand", [("en", "hand"), ("fr", "main")])
def test_a_players_counts_are_never_cut_over_two_rows(lang, hand):
    """ "hand 0" on one row, not "hand" ending one row and "0" starting the next."""
    names = ["Anne", "Bernadette", "Christophe", "Dee"]
    table = Table(core.new_game(names, seed=3, game="san_juan"), lang=lang)
    title = phrases.say("page.players", lang)
    rows = [r for t, lines in table.board_pages() if t == title for r in lines]
    assert len(rows) > len(names)  # some players' counts take two rows
    for p in table.state["players"]:
        assert any("%s %d" % (hand, p["hand"]) in r for r in rows), p["name"]
    for r in rows:
        assert not r[:1].isdigit() and not r.rstrip(",").endswith(hand), r


def test_seat_menu_help_explains_the_highlighted_building():
    table, emu = make(3)
    emu.press(KEYS[0][2])  # Anne: builder
    while (
        phrases.help_subject(table.state, core.legal_actions(table.state)[table.seats[0].cursor]) != "smithy"
    ):
        emu.press(KEYS[0][1])
    table.press(0, "back", None)  # the seat menu, on "help"
    emu.press(KEYS[0][2])
    img = panel(emu, 0)
    assert shows(img, 0, "Smithy", invert=True)
    rows = read_screen(img)  # (a scroll bar on the right edge: the ruling makes it long)
    # what is decided first (the builder phase), then the smithy's own help
    assert rows[1] == wrap(phrases.about(table.state, "en"))[0], rows
    assert phrases.help_lines("smithy", "en")[0] in table.help_rows(0)
    emu.press(KEYS[0][2])  # select closes it: the menu of buildings again
    assert table.seats[0].help is None
    assert table.state["step"] == 1


def test_start_screen_for_san_juan_has_no_edition_row_but_its_tiles():
    from firmware.modes.start import StartScreen

    start = StartScreen(4)
    assert [r[0] for r in start.public_view()["rows"]][:5] == [
        "game",
        "mode",
        "players",
        "edition",
        "language",
    ]
    # San Juan, play, 3 players, standard deal, English, physical tiles (issue 30), start
    for ev in [
        "right",
        "select",
        "select",
        "left",
        "select",
        "select",
        "select",
        "right",
        "select",
        "select",  # bots, off (issue 34)
        "select",  # hints, off
        "select",
    ]:
        start.handle((0, ev))
    assert start.done
    rows = [r[0] for r in start.public_view()["rows"]]
    assert rows == ["game", "mode", "players", "variant", "language", "tiles", "bots", "hints", "start"]
    assert start.result["variant"] == "standard" and start.result["tiles"] == "physical"
    assert start.result["game"] == "san_juan" and start.result["players"] == 3


def test_history_keeps_each_game_s_statistics_apart(tmp_path, capsys):
    from core.puerto_rico.simulate import play_random as pr_random
    from core.san_juan.simulate import play_random
    from firmware.cli import main

    db = str(tmp_path / "j.sqlite3")
    for name, st, acts in (("pr", *_played(pr_random, 3, 1)), ("sj", *_played(play_random, 3, 1))):
        path = tmp_path / (name + ".jsonl")
        path.write_text("\n".join([record.header_line(st)] + [record.action_line(a) for a in acts]) + "\n")
        assert main(["import", str(path), "--db", db]) == 0
    capsys.readouterr()
    assert main(["history", "--db", db]) == 0
    out = capsys.readouterr().out.splitlines()
    assert any(line.startswith("   2  San Juan  ") and "played  Player 1" in line for line in out)
    assert "Puerto Rico:" in out and "San Juan:" in out
    # Player 1 has one game in each: two lines of 1 game, not one of 2
    ones = [line for line in out if line.startswith("Player 1 ")]
    assert len(ones) == 2 and all(line.split()[2] == "1" for line in ones)


def _played(play, n, seed):
    acts = []
    return play(n, seed, record=acts), acts


def test_only_the_owner_s_seat_shows_his_chapel_cards():
    table, emu = make(3)
    table.state["players"][1]["buildings"].append("chapel")
    table.state["players"][1]["chapel"] = 2
    table.state["deck"] -= 3
    emu.press(KEYS[0][2])  # a decision: every screen is drawn again
    # (the chapel on the next line: the counts and it are too long for one, never cut)
    assert shows(panel(emu, 1), 1, "goods 0  built 2/12") and shows(panel(emu, 1), 2, "chapel 2")
    assert not any("chapel" in " ".join(lines) for _, lines in table.board_pages())
    assert shows(panel(emu, 0), 1, "goods 0  built 1/12")


def test_a_san_juan_record_with_an_illegal_line_names_it_and_the_rule():
    s = core.new_game(["Anne", "Bernie"], seed=1, game="san_juan")
    lines = [record.header_line(s), '["role","builder"]', '["build","palace"]']
    with pytest.raises(record.RecordError) as e:
        record.replay(lines)
    assert e.value.line == 3 and e.value.rule == "builder.afford"
    bad_header = record.header_line(s).replace('"seed":1', '"seed":1,"edition":"1897"')
    with pytest.raises(record.RecordError) as e:
        record.replay([bad_header])
    assert e.value.rule == "header" and "edition" in str(e.value)


def test_a_build_s_questions_log_nothing_until_it_is_built():
    table, emu = make(3)
    st = table.state
    st["players"][0]["buildings"] += ["crane", "smithy"]
    st["players"][0]["hand"] = 6
    st["deck"] -= 4
    table.choose(["role", "builder"])
    log = list(table.log)
    table.choose(["build", "library"])  # the crane asks: over what?
    assert table.log == log and core.pending(st)["kind"] == "cover"
    table.choose(["cover", "smithy"])
    assert table.log[-1] == [
        "Anne builds Library, discards 3 cards; Library over his Smithy",
        "Anne: the covered Smithy leaves the game (into the box)",  # rules 6 (issue 30)
    ]


def test_undo_says_what_it_took_back():
    table, emu = make(3)
    table.choose(["role", "builder"])
    table.choose(["build", "sugar_mill"])
    table.undo()
    assert table.notice == "undone: Anne's Builder: Sugar mill" and table.state["step"] == 1


def test_the_start_screen_starts_a_san_juan_game(tmp_path):
    import json

    from firmware.cli import main

    rec = tmp_path / "g.jsonl"
    # seat 1: game San Juan (> o), play (o), players 4 -> 2 (< < o),
    # variant (o), language (o), tiles (o), start (o); then seat 1 picks the first role (e)
    keys = "we" + "e" + "qqe" + "e" + "e" + "e" + table_rows() + web_row() + "e" + "e"
    assert main(["play", "--setup", "--no-journal", "--record", str(rec), "--keys", keys]) == 0
    lines = rec.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["game"] == "san_juan" and len(header["players"]) == 2
    assert header["tiles"] == "shuffle"
    assert json.loads(lines[1]) == ["role", "builder"]


def test_a_hand_corrected_by_buttons_changes_the_winner_on_the_board():
    from tests.core.test_san_juan_end_check import arch_ending

    state = arch_ending()  # SJ-19's arch, tied at 27; the device says Bernie
    table = Table(state, lang="en")
    emu = emulated(table)
    assert shows(panel(emu, 1), 2, "Anne checks counts")
    check_counts_by_buttons(table, emu, 0, more=3)  # Anne has 3 cards, not 0
    assert table.result is None and table.deciding() == 1
    check_counts_by_buttons(table, emu, 1)
    board = panel(emu, "board")
    assert shows(board, 1, split("1 Anne", "27")) and shows(board, 2, split("2 Bernie", "27"))
    assert shows(panel(emu, 0), 1, "total 27  rank 1")


def test_a_chapel_count_is_checked_on_its_owner_s_screen_only():
    table, emu = make(2)
    st = table.state
    st["players"][1]["buildings"] += ["chapel"] + ["sugar_mill"] * 9
    st["players"][1]["chapel"] = 2
    st["players"][1]["hand"] = 6
    st["deck"] -= 10 + 2 + 2
    table.choose(["role", "builder"])
    table.choose(["pass"])  # Anne
    table.choose(["build", "statue"])  # Bernie's 12th
    table.choose(["confirm"])  # Anne
    emu.press(KEYS[1][1])  # Bernie: the first count below confirm
    options = [phrases.action_text(st, a, "en") for a in core.legal_actions(st)]
    assert options[:4] == ["right: confirm", "hand +1: 3", "hand -1: 1", "goods +1: 1"]
    assert "chapel +1: 3" in options and "chapel -1: 1" in options
    img = panel(emu, 1)
    assert shows(img, 1, "goods 0 chapel 2")
    table.press(1, "back", None)  # the seat menu's help explains the count
    emu.press(KEYS[1][2])
    help_rows = read_screen(panel(emu, 1))  # (a scroll bar on the right edge)
    assert help_rows[1] == wrap(phrases.about(st, "en"))[0], help_rows
    assert phrases.help_lines("count", "en")[0] in table.help_rows(1)
    emu.press(KEYS[1][2])
    while core.legal_actions(st)[table.seats[1].cursor] != ["count", "chapel", 1]:
        emu.press(KEYS[1][1])
    emu.press(KEYS[1][2])
    assert st["players"][1]["chapel"] == 1
    assert shows(panel(emu, 1), 1, "goods 0 chapel 1")
    assert table.log[-1] == ["Bernie: chapel corrected"]
    assert not any("chapel 1" in " ".join(lines) for _, lines in table.board_pages())
    assert not shows(panel(emu, 0), 1, "goods 0 chapel 1")
    emu.press(KEYS[1][0])
    while table.seats[1].cursor:
        emu.press(KEYS[1][0])
    emu.press(KEYS[1][2])
    assert table.result["players"][1]["breakdown"]["chapel"] == 1


def test_a_correction_can_be_undone():
    from core.san_juan.simulate import random_walk

    state = core.new_game(NAMES[:3], seed=8, game="san_juan")
    acts = []
    i = 0
    while core.pending(state)["kind"] != "count":
        random_walk(state, 1, i, record=acts, build_first=True)
        i += 1
    table = Table(state, lang="en", actions=acts)
    seat = table.deciding()
    hand = state["players"][seat]["hand"]
    table.choose(["count", "hand", hand + 1])
    assert table.log[-1] == ["%s: hand corrected to %d" % (NAMES[seat], hand + 1)]
    assert table.undo()
    assert table.state["players"][seat]["hand"] == hand and table.deciding() == seat
    assert table.notice == "undone: %s's count: hand +1: %d" % (NAMES[seat], hand + 1)
