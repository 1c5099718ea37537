"""Port Royal on the emulated device, end to end: real gpiozero Buttons on
MockFactory pins pressed through the keyboard map, luma device classes on
modelled controller RAM, the application's main loop. Checks read the
panels' pixels back (tests/support/screen_reader.py), as a player would."""

import io
import json

import pytest

import core
from core import record, rng
from core.port_royal.invariants import check
from core.port_royal.views import public_view
from drivers.keyboard import KEYS
from firmware import catalog
from firmware.drawing import split
from firmware.games.port_royal import phrases
from firmware.games.port_royal.table import Table
from tests.support.screen_reader import read_screen, shows
from tests.core.test_port_royal_scenario import NAMES, hire_values, reveal_character, reveal_ship
from tests.support.table import make as make_table, panel
from tests.support import table_rows, web_row


def make(n, seed=3, lang="en", on_action=None):
    return make_table(n, seed, lang, on_action, game="port_royal")


_SHIP = []  # a version-5 ["reveal", "ship"] waiting for its colour


def choose(emu, table, action):
    """The deciding seat moves its cursor to ``action`` with ▶ and presses ●.
    A ship's reveal and colour written as version 5 asks them (the
    scenario's helpers) are one choice of record version 9."""
    options = table.options()  # the table's menu order
    if action == ["reveal", "ship"] and action not in options:
        _SHIP.append(action)
        return
    if _SHIP and action[0] == "colour":
        _SHIP.pop()
        action = ["reveal", "ship", action[1]]
    seat = table.deciding()
    i = (options.index(action) - table.seats[seat].cursor) % len(options)  # from where it starts
    for _ in range(i):
        emu.press(KEYS[seat][1])
    emu.press(KEYS[seat][2])


def play_by_buttons(n, seed, lang="en"):
    actions = []
    table, emu = make(n, seed=seed, lang=lang, on_action=actions.append)
    r = rng.seed_state(seed)
    checked = 0
    while not core.is_over(table.state):
        seat = table.deciding()
        options = table.options()  # the table's menu order
        r, i = rng.below(r, len(options))
        for _ in range((i - table.seats[seat].cursor) % len(options)):  # from where it starts
            emu.press(KEYS[seat][1])
        if checked < 60 or i % 5 == 0:
            # the highlighted line on the seat's panel is the choice made
            # (down to the last row when the player's own moves sit above
            # the prompt), and the board's bottom line says who decides
            want = phrases.action_text(public_view(table.state), options[i], lang)
            img = panel(emu, seat)
            assert any(shows(img, row, want, invert=True) for row in range(2, 8)), (want, read_screen(img))
            assert shows(
                panel(emu, "board"), 7, phrases.deciding(public_view(table.state), lang), invert=True
            )
            checked += 1
        step = table.state["step"]
        emu.press(KEYS[seat][2])
        assert table.state["step"] == step + 1
        assert check(table.state) == []
    return table, emu, actions


def ranking_on_board(emu, result, lang):
    img = panel(emu, "board")
    players = result["players"]
    order = sorted(range(len(players)), key=lambda i: (players[i]["rank"], i))
    for k, i in enumerate(order):
        p = players[i]
        want = split(str(p["rank"]) + " " + p["name"], str(p["total"]) + " " + phrases.word("total", lang))
        assert shows(img, 1 + k, want), (want, read_screen(img))
    winners = " & ".join(result["winners"])
    assert shows(img, 6, catalog.text("winner", lang, phrases.GAME, name=winners)), read_screen(img)


@pytest.mark.parametrize("n,lang", [(2, "en"), pytest.param(5, "fr", marks=pytest.mark.slow)])
def test_whole_game_by_buttons_ends_with_the_ranking_on_the_board(n, lang):
    table, emu, actions = play_by_buttons(n, 20 + n, lang)
    lines = [record.header_line(core.new_game(NAMES[:n], seed=20 + n, game="port_royal"))]
    replayed = record.replay(lines + [record.action_line(a) for a in actions])
    assert table.result == core.final_score(replayed)
    ranking_on_board(emu, table.result, lang)
    # each seat shows its own place
    for s in range(n):
        rank = table.result["players"][s]["rank"]
        assert shows(panel(emu, s), 0, split(NAMES[s], "#" + str(rank)), invert=True)


def test_five_players_start_with_the_coinless_expedition():
    table, emu = make(5)
    assert shows(panel(emu, 0), 1, split(phrases.word("p.expedition.settler", "en"), "1/4"))
    for a in (["settler", 1], ["captain", 1], ["priest", 1], ["gold", 0], ["vp", 5]):
        choose(emu, table, a)
    assert len(table.state["display"]) == 1 and table.state["display"][0]["special"]
    assert core.legal_actions(table.state)[0] == ["reveal", "character"]


def test_bust_warning_on_the_seat_and_instructions_on_the_board():
    table, emu = make(2)
    for a in reveal_ship("red") + reveal_ship("red"):
        choose(emu, table, a)
    board = read_screen(panel(emu, "board"))
    assert any("BUST" in row for row in board), board
    assert table.state["active"] == 1


def test_repel_choice_warns_that_keeping_busts():
    table, emu = make(2)
    table.state["players"][0]["characters"].append(
        {"kind": "character", "id": "pirate", "colour": None, "cost": 5, "vp": 1, "swords": 2}
    )
    table.state["players"][0]["vp"] = 1
    table.state["deck"] -= 1
    for a in reveal_ship("blue") + [["repel"], ["swords", 1]] + reveal_ship("green") + [["keep"]]:
        choose(emu, table, a)
    for a in reveal_ship("green"):
        choose(emu, table, a)
    img = panel(emu, 0)
    assert any(shows(img, row, "keep it: BUST!") for row in range(2, 7)), read_screen(img)
    assert any(shows(img, row, "repel it (2 swords)", invert=True) for row in range(2, 7)), read_screen(img)


def test_undo_is_confirmed_by_another_seat():
    table, emu = make(3)
    for a in reveal_character():
        choose(emu, table, a)
    before = core.legal_actions(table.state)
    steps = table.state["step"]
    table.handle((1, "back"))  # seat 2's long press: the seat menu
    table.handle((1, "right"))
    table.handle((1, "select"))  # "undo last decision"
    assert table.undo_request == 1
    table.handle((1, "select"))  # the asker cannot confirm: taken back
    assert table.undo_request is None and table.state["step"] == steps
    table.handle((1, "back"))
    table.handle((1, "right"))
    table.handle((1, "select"))
    table.handle((2, "select"))  # another seat confirms
    assert table.state["step"] == steps - 1 and table.undo_request is None
    assert core.legal_actions(table.state) != before
    emu.app.redraw()
    assert read_screen(panel(emu, "board"))[0].startswith("undo")  # the default page: the moves on top


def test_illegal_choice_changes_nothing():
    table, emu = make(2)
    before = json.dumps(table.state, sort_keys=True)
    with pytest.raises(core.IllegalAction):
        table.choose(["stop"])
    assert json.dumps(table.state, sort_keys=True) == before and table.actions == []


def test_play_command_records_and_resumes_a_port_royal_game(tmp_path, capsys):
    from firmware.cli import main

    db = str(tmp_path / "j.sqlite3")
    rec = tmp_path / "g.jsonl"
    # seat 1: reveal a yellow ship (▶ o; record version 9: one choice)
    args = ["play", "--game", "port_royal", "--names", "Ann,Bob", "--seed", "5", "--db", db]
    assert main(args + ["--record", str(rec), "--new", "--keys", "we"]) == 0
    lines = rec.read_text().splitlines()
    assert json.loads(lines[0])["game"] == "port_royal"
    assert [json.loads(x) for x in lines[1:]] == [["reveal", "ship", "yellow"]]
    # resumed: the ship is still there; stop (◀ o: the menu's last), take it (o), its
    # gold: 1 (the menu starts at 2, the middle of the rulebook's yellow
    # ships: ◀ o)
    assert main(args + ["--resume", "--keys", "qe" + "e" + "qe"]) == 0
    from firmware.journal import Journal

    j = Journal(db)
    g, state, _ = j.playable()
    assert state["players"][0]["gold"] == 4 and state["active"] == 1
    j.close()


def test_words_in_both_languages_are_latin1_and_complete():
    from firmware.games.port_royal.lang import en, fr

    assert set(en.WORDS) == set(fr.WORDS)
    for words in (en.WORDS, fr.WORDS):
        for v in words.values():
            v.encode("latin-1")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_event_and_choice_of_random_games_has_words(lang):
    seen = set()
    for n in (2, 5):
        state = core.new_game(NAMES[:n], seed=n, game="port_royal")
        r = rng.seed_state(n)
        while not core.is_over(state):
            options = core.legal_actions(state)
            for a in options:
                text = phrases.action_text(state, a, lang)
                assert text and "{" not in text and text != " ".join(str(x) for x in a), a
                text.encode("latin-1")
            r, i = rng.below(r, len(options))
            core.apply(state, options[i])
            lines = phrases.event_lines(state, lang)
            assert len(lines) >= len([e for e in state["events"] if e[0] != "reveal"])
            for t in lines:
                assert "{" not in t
                t.encode("latin-1")
            seen.update(e[0] for e in state["events"])
    assert {"bust", "tax", "hire", "trade", "give", "take_count", "turn", "end", "game_over"} <= seen


def test_text_table_refuses_port_royal_in_one_line(capsys):
    from firmware.cli import main

    args = ["play", "--game", "port_royal", "--names", "Ann,Bob", "--no-journal", "--emulator", "text"]
    assert main(args) == 2
    err = capsys.readouterr().err.splitlines()
    assert err == ["doubloon play: the text table plays Puerto Rico only; leave out --emulator text"]


def test_start_screen_starts_port_royal():
    from firmware.emulator.script import Script
    from firmware.journal import NullJournal
    from firmware.session import Plan, Session

    # seat 1: game Port Royal (> > o: after San Juan, whose 4 players at
    # most the count keeps), mode play (o), players 4 -> 3 (< o), the
    # expedition variant (> o), language (o), start (o); then seat 1
    # reveals a card (o): a character, the first choice
    keys = "wwe" + "e" + "qe" + "we" + "e" + table_rows() + web_row() + "e" + "e"
    out = io.StringIO()
    s = Session(Script(keys, out), NullJournal(), None, out)
    assert s.run(Plan(setup=True, names=NAMES)) == 0
    table = s.mode
    assert isinstance(table, Table) and table.state["game"] == "port_royal"
    assert table.names == ["Player 1", "Player 2", "Player 3"]
    assert table.actions == [["reveal", "character"]]
    assert table.state["variant"] == "expedition"
    rows = [r[0] for r in s.start_screen.rows if r[0] != "web"]  # the web page's row: tests/web
    assert rows == ["game", "mode", "players", "variant", "language", "bots", "hints", "start"]


def test_help_on_the_highlighted_card_from_the_seat_menu():
    table, emu = make(2)
    for a in (["reveal", "character"], ["stop"], ["take", 0]):  # what it is: asked now
        choose(emu, table, a)
    # highlight the second character: the sailor (the likeliest after the trader)
    emu.press(KEYS[0][1])
    table.handle((0, "back"))
    table.handle((0, "select"))  # "help on the cards"
    emu.app.redraw()
    img = panel(emu, 0)
    n = len(phrases.HELP)
    at = str(phrases.HELP.index("sailor") + 1) + "/" + str(n)
    assert shows(img, 0, split("sailor", at), invert=True), read_screen(img)
    # what is decided first (which character it is), then the card's help
    assert read_screen(img)[1].startswith("Say what the character"), read_screen(img)
    assert any(r.startswith("Sailor: swords") for r in table.help_rows(0))
    # the ship's help is longer than a screen in French: right shows its next page
    table, emu = make(2, lang="fr")
    choose(emu, table, ["reveal", "character"])
    table.handle((0, "back"))
    table.handle((0, "select"))
    while table.seats[0].help != phrases.HELP.index("ship"):
        table.handle((0, "right"))
    first = read_screen(panel(emu, 0))[1:]
    table.handle((0, "right"))
    assert table.seats[0].help == phrases.HELP.index("ship") and table.seats[0].help_page == 1
    emu.app.redraw()
    assert read_screen(panel(emu, 0))[1:] != first
    table.handle((0, "select"))  # closes it: back to the choices
    assert table.seats[0].help is None and table.deciding() == 0


def test_a_character_whose_copies_are_all_face_up_is_not_offered_and_the_seat_says_why():
    table, emu = make(2)
    for _ in range(3):
        table.state["players"][1]["characters"].append(
            {"kind": "character", "id": "jack", "colour": None, "cost": 5, "vp": 1, "swords": 0}
        )
        table.state["deck"] -= 1
    table.state["players"][1]["vp"] = 3
    for a in (["reveal", "character"], ["stop"], ["take", 0]):  # what it is: asked now
        choose(emu, table, a)
    assert ["character", "jack"] not in core.legal_actions(table.state)
    img = panel(emu, 0)
    # on the last two lines, wrapped, not cut (one choice fewer above it)
    assert read_screen(img)[6:] == ["all face up: jack of all", "trades"], read_screen(img)


def test_a_second_ship_colour_is_flagged_while_the_colour_is_entered():
    # record version 5 asks the colour apart (version 9: test_port_royal_faces)
    table = Table(core.new_game(NAMES[:2], seed=3, game="port_royal", version=5))
    for a in reveal_ship("red") + [["reveal", "ship"]]:
        table.choose(a)
    view = public_view(table.state)
    assert phrases.action_text(view, ["colour", "red"], "en") == "red: 2nd in harbour!"
    assert phrases.action_text(view, ["colour", "blue"], "en") == "blue"


def test_waiting_seats_keep_a_logbook_and_their_own_table():
    table, emu = make(3)
    for a in reveal_ship("red") + [["stop"], ["take", 0], ["gold", 2]] + reveal_character():
        choose(emu, table, a)
    chris = KEYS[2]
    # the newest lines show: Bernie revealed a character and reported it
    assert any(r.startswith("Put the character") for r in read_screen(panel(emu, 2))[2:])
    for _ in range(10):
        emu.press(chris[0])  # ◀ back to the start of the game
    rows = read_screen(panel(emu, 2))[2:]
    assert rows[0] == "Set-up for 3 players:"  # the set-up first (issue 22, item 5)
    text = " ".join(r.strip() for r in rows)
    for _ in range(8):
        emu.press(chris[1])
        text += " " + " ".join(r.strip() for r in read_screen(panel(emu, 2))[2:])
    assert "Anne's turn: reveal" in text
    assert "Anne draws 2 gold" in text
    emu.press(chris[2])  # ● his own table
    assert read_screen(panel(emu, 2))[2].startswith("swords 0")
    # the logbook survives a resume: rebuilt from the record
    again = Table(
        record.replay([record.header_line(table.state)] + [record.action_line(a) for a in table.actions]),
        actions=table.actions,
    )
    assert again.log == table.log


def test_a_card_the_seat_cannot_pay_for_is_left_out_and_the_seat_says_why():
    table, emu = make(2)
    # the admiral's cost is asked when Anne takes it: 5, more than her 3 gold
    for a in reveal_character() + reveal_ship("red") + [["stop"], ["take", 0]] + hire_values("admiral", 5, 2):
        choose(emu, table, a)
    assert core.legal_actions(table.state) == [["take", 1], ["pass"]]
    assert table.state["harbour"][0]["cost"] == 5  # remembered
    assert any("Anne cannot pay" in r for r in read_screen(panel(emu, "board"))), read_screen(
        panel(emu, "board")
    )
    assert shows(panel(emu, 0), 7, "cannot pay: admiral"), read_screen(panel(emu, 0))


def test_undo_through_the_session_reaches_the_journal_and_the_record(tmp_path):
    from firmware.cli import main
    from firmware.journal import Journal

    db = str(tmp_path / "j.sqlite3")
    rec = tmp_path / "g.jsonl"
    # seat 1 reveals a yellow ship (w e) and a character (e); seat 2 opens its
    # menu (long d), goes to undo (s) and asks (d); seat 1 confirms (e)
    keys = "wee" + "D" + "s" + "d" + "e"
    args = ["play", "--game", "port_royal", "--names", "Ann,Bob", "--seed", "5", "--db", db]
    assert main(args + ["--record", str(rec), "--new", "--keys", keys]) == 0
    lines = [json.loads(x) for x in rec.read_text().splitlines()]
    assert lines[1:] == [["reveal", "ship", "yellow"]]
    j = Journal(db)
    g, state, _ = j.playable()
    assert j.actions(g["id"]) == [["reveal", "ship", "yellow"]]
    assert state["entry"] is None and len(state["harbour"]) == 1
    j.close()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_prompt_fits_beside_the_choice_counter(lang):
    from firmware.drawing import CHARS
    from firmware.games.port_royal.lang import en

    for key in en.WORDS:
        if key.startswith("p."):
            text = phrases.word(key, lang, n=1)
            assert len(text) + len(" 1/11") <= CHARS, (key, text)


@pytest.mark.parametrize(
    "lang,first,prompt", [("en", "J0: -0VP", "discard which?"), ("fr", "To0 : -0PV", "défausser qui ?")]
)
def test_P5_the_expedition_discards_are_offered_on_the_seat(lang, first, prompt):
    """«Il défausse les Personnages requis»: the seat shows the sets of
    characters he may discard, the device's pick highlighted first."""
    table, emu = make(2, lang=lang)
    p = table.state["players"][0]
    for cid, vp in (("settler", 1), ("jack", 0)):
        p["characters"].append(
            {"kind": "character", "id": cid, "colour": None, "cost": 3, "vp": vp, "swords": 0}
        )
        table.state["deck"] -= 1
    p["vp"] = 1
    for a in (
        ["reveal", "expedition"],
        ["settler", 1],
        ["captain", 0],
        ["priest", 0],
        ["gold", 2],
        ["vp", 4],
    ):
        choose(emu, table, a)
    choose(emu, table, ["expedition", 0])
    img = panel(emu, 0)
    rows = read_screen(img)
    assert shows(img, 1, split(prompt, "1/2")), rows
    assert any(shows(img, row, first, invert=True) for row in range(2, 7)), rows
    assert any(r.strip().startswith(("S1", "Co1")) for r in rows), rows


def test_a_number_starts_at_the_middle_of_the_values_entered_for_it():
    """Issue 36: every number menu started at 0 (a cost of 4 took 5
    presses). It starts at the middle (the median, the lower of two) of
    the values entered for the same step, of the same character or ship
    colour when there were some, else of any card of that type; a ship's
    gold counts the rulebook's ship table of its colour first. A resumed
    table starts at the same value."""
    from firmware.games.port_royal.table import SHIP_TABLE

    table = Table(core.new_game(NAMES[:3], seed=5, game="port_royal"))
    g = rng.seed_state(5)
    seen = {("ship", "gold", c): list(v) for c, v in SHIP_TABLE.items()}
    checked = resumed = 0
    while table.result is None and len(table.actions) < 600:
        options = table.options()
        seat = table.deciding()
        entry = table.state["entry"]
        key = None
        if entry is not None:
            fields = entry["fields"]
            key = (entry["card"], entry["step"], fields.get("id") or fields.get("colour"))
        # (a menu with a face entered before: test_port_royal_faces.py)
        if entry is not None and all(len(o) == 2 and type(o[1]) is int for o in options):
            values = [o[1] for o in options]
            for k in (key, key[:2] + (None,)):
                had = sorted(v for v in seen.get(k, ()) if v in values)
                if had:
                    assert table.highlighted(seat) == [key[1], had[(len(had) - 1) // 2]], (key, had)
                    checked += 1
                    break
            else:
                assert table.seats[seat].cursor == 0
            if checked % 7 == 1:  # resumed from its record: the same start
                again = Table(table.state, actions=table.actions)
                assert again.highlighted(seat) == table.highlighted(seat)
                resumed += 1
                # a value entered, then undone, no longer counts
                was = table.highlighted(seat)
                table.choose(options[-1])
                assert table.undo() and table.highlighted(seat) == was
        g, k = rng.below(g, len(options))
        chosen = options[k]
        if chosen[0] == "face":  # a face entered before: its numbers
            numbers = chosen[3:] if chosen[1] == "trader" else chosen[2:]
            for step, v in zip(("cost", "vp", "swords"), numbers):
                for kk in (("character", step, chosen[1]), ("character", step, None)):
                    seen.setdefault(kk, []).append(v)
        elif key is not None and len(chosen) == 2 and type(chosen[1]) is int:
            for kk in (key, key[:2] + (None,)) if key[2] is not None else (key,):
                seen.setdefault(kk, []).append(chosen[1])
        table.choose(chosen)
    assert checked >= 20 and resumed >= 3


def test_a_taker_names_the_likeliest_character_first():
    """Issue 36: the characters a taker says he hires were in the rules'
    order (a sailor, 10 copies, 6 presses away). The likeliest (the most
    copies not face up) is highlighted, the next ones right and left of it
    in turn; the choices are the same."""
    table, emu = make(2)
    for a in (["reveal", "character"], ["stop"], ["take", 0]):
        choose(emu, table, a)
    options = table.options()
    assert sorted(options) == sorted(core.legal_actions(table.state))
    assert [o[1] for o in options[:2]] == ["trader", "sailor"] and options[-1] == ["character", "admiral"]
    assert table.highlighted(0) == ["character", "trader"]
