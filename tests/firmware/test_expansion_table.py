"""Expansion games on the table: the play flags and the start screen's
rows, the journal (resume, replay), the words of every expansion-1 choice
and event, the draft on the seats and the board, the board's page of the
violet buildings, help with our [suggested] rulings, and the secret VP.
Read back from the panels' pixels like the base game's tests."""

import io
import json
import re

import pytest

import core
from core import record, rng
from core.puerto_rico import data
from core.puerto_rico.expansions.new_buildings import draft
from core.puerto_rico.expansions import new_buildings as nb
from core.puerto_rico.endgame import final_score
from core.puerto_rico.views import public_view
from drivers.keyboard import KEYS
from firmware.catalog import text
from firmware.drawing import split, wrap
from firmware.games.puerto_rico.expansions import phrases as xp
from firmware.games.puerto_rico.expansions.new_buildings import draft_left
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.frames import board_frame, board_columns, seat_frame
from tests.support.pr_words import en as pr_en, en_1897, fr as pr_fr, fr_1897
from firmware.games.puerto_rico.table import Table
from firmware.lang import en as dev_en, fr as dev_fr
from firmware.modes.start import StartScreen
from tests.support.screen_reader import read_line, read_screen, shows
from tests.support.button_play import assert_replays, play_by_buttons
from tests.support.vp_secrecy import assert_vp_kept_secret
from tests.firmware.test_table_tells import board_to_do, choose_and_check
from tests.support.table import emulated
from tests.support import table_rows, web_row

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
EXP = ("new_buildings",)


def game(n=3, seed=3, **kw):
    return core.new_game(NAMES[:n], seed=seed, expansions=EXP, **kw)


def _args(*extra):
    from firmware.cli import build_parser

    return build_parser().parse_args(["play", "--names", "Anne,Bernie", "--seed", "4"] + list(extra))


# ---- 1. the play flags, the start screen, the journal ------------------------------


@pytest.mark.parametrize("bad", ["pirates", "new_buildings,pirates", "new_buildings,new_buildings"])
def test_play_refuses_an_expansion_the_core_does_not_play_in_one_line(bad, capsys, tmp_path):
    from firmware.cli import main

    rc = main(
        [
            "play",
            "--names",
            "Anne,Bob",
            "--db",
            str(tmp_path / "j.sqlite3"),
            "--expansions",
            bad,
            "--keys",
            "",
        ]
    )
    err = capsys.readouterr().err
    assert rc == 2 and err.count("\n") == 1 and "Traceback" not in err
    assert bad.split(",")[-1] in err
    assert not (tmp_path / "j.sqlite3").exists() or _games(tmp_path / "j.sqlite3") == 0


def _games(db):
    from firmware.journal import Journal

    with Journal(str(db)) as j:
        return len(j.unfinished()) + len(j.history())


@pytest.mark.parametrize("how", ["draft", "random", "base"])
def test_play_flags_reach_the_record_header(how, tmp_path):
    from firmware.commands import play

    rec = tmp_path / "g.jsonl"
    args = _args("--expansions", "new_buildings", "--buildings", how, "--keys", "e", "--record", str(rec))
    args.db = str(tmp_path / "j.sqlite3")
    assert play.dispatch(args, out=io.StringIO()) == 0
    lines = rec.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["expansions"] == ["new_buildings"] and header["setup"] == how
    first = json.loads(lines[1])
    assert first[0] == ("draft" if how == "draft" else "role")
    state = record.replay(lines)
    assert state["expansions"] == ["new_buildings"] and state["step"] == 1


def test_without_the_flag_the_game_has_no_expansion(tmp_path):
    from firmware.commands import play

    rec = tmp_path / "g.jsonl"
    args = _args("--keys", "e", "--record", str(rec), "--no-journal")
    assert play.dispatch(args, out=io.StringIO()) == 0
    assert "expansions" not in json.loads(rec.read_text().splitlines()[0])


def test_a_drafted_game_resumes_from_the_journal_and_replays_identically(tmp_path):
    from core.canon import dumps
    from firmware.commands import play
    from firmware.journal import Journal

    db = str(tmp_path / "j.sqlite3")
    # first sitting: 5 picks of the draft (each seat's ● on its first choice)
    keys = "e" + "d" + "e" + "d" + "e"
    args = _args("--expansions", "new_buildings", "--keys", keys)
    args.db = db
    assert play.dispatch(args, out=io.StringIO()) == 0
    with Journal(db) as j:
        games = j.unfinished()
        assert len(games) == 1 and games[0]["actions"] == 5
        before = j.state(games[0]["id"])
        exported = j.export(games[0]["id"])  # what doubloon export writes
    assert before["phase"] == "draft" and draft_left(before) == 17 - 5
    header = json.loads(exported[0])
    assert header["expansions"] == ["new_buildings"] and header["setup"] == "draft"
    assert record.replay(exported)["buildings"] == before["buildings"]
    # second sitting: resumed, one more pick, and the record replays to it
    rec = tmp_path / "g.jsonl"
    key = KEYS[core.current_player(before)][2]
    args = _args("--keys", key, "--resume", "--record", str(rec))
    args.db = db
    assert play.dispatch(args, out=io.StringIO()) == 0
    lines = rec.read_text().splitlines()
    assert json.loads(lines[0])["expansions"] == ["new_buildings"] and len(lines) == 1 + 6
    assert dumps(record.replay(lines[:6])) == dumps(before)
    after = record.replay(lines)
    assert [a[0] for a in after["events"]] == ["draft"]
    # replayed twice from the header: the same state, byte for byte
    assert dumps(record.replay(lines)) == dumps(after)


def _rows(start):
    return [r[0] for r in start.public_view()["rows"]]


def test_start_screen_has_a_row_per_expansion_and_a_buildings_row_with_new_buildings():
    start = StartScreen(4)
    rows = _rows(start)
    # one row per expansion the core plays, in its order, before start
    # then the table's bots and hints rows (issue 34)
    assert rows[rows.index("tiles") + 1 :] == list(nb.EXPANSIONS) + ["bots", "hints", "start"]
    assert start.choice()["expansions"] == []
    start.row = rows.index("new_buildings")
    start.press(0, "right", None)  # on
    rows = _rows(start)
    assert rows[rows.index("new_buildings") + 1] == "buildings"
    start.press(0, "select", None)
    start.press(0, "right", None)  # draft -> random
    c = start.choice()
    assert c["expansions"] == ["new_buildings"] and c["buildings"] == "random"
    assert "new_buildings" not in c
    start.row = _rows(start).index("new_buildings")
    start.press(0, "left", None)  # off again: no buildings row
    assert "buildings" not in _rows(start) and start.choice()["expansions"] == []
    # the counter mode takes the four expansions (its EXPANSIONS): their
    # rows, no buildings row (nothing is drafted on the counter)
    start.row = _rows(start).index("mode")
    start.press(0, "right", None)
    assert start.value("mode") == "counter"
    rows = _rows(start)
    assert rows[rows.index("tiles") + 1 :] == list(nb.EXPANSIONS) + ["start"]
    assert start.choice()["expansions"] == []


def test_start_screen_board_scrolls_to_the_highlighted_row():
    start = StartScreen(4, expansions=("new_buildings",), buildings="base")
    emu = emulated(start)
    board = emu.screens.rams["board"].image()
    assert shows(board, 1, split(text("game", "en"), "Puerto Rico"), invert=True)
    for _ in range(len(start.rows) - 1):
        emu.press("e")
    board = emu.screens.rams["board"].image()
    rows = read_screen(board)
    assert rows[7] == text("start", "en")  # the last row, highlighted, in view
    assert split(text("setup_buildings", "en"), text("buildings_base", "en")) in rows
    assert split(text("bots", "en"), text("off", "en")) in rows  # (issue 34's rows push new buildings up)
    emu.close()


def test_start_screen_keys_start_a_drafted_game(tmp_path):
    from firmware.commands import play

    rec = tmp_path / "g.jsonl"
    # seat 1: game (o), mode play (o), players 5 -> 2 (< < < o), edition
    # (o), language (o), tiles (o), new buildings on (> o), buildings
    # random (> o), the other expansions off (o each), start (o); then
    # seat 1 picks a role (e)
    keys = (
        "e"
        + "e"
        + "qqqe"
        + "e"
        + "e"
        + "e"
        + "we"
        + "we"
        + "e" * len(nb.EXPANSIONS)
        + table_rows()
        + web_row()
        + "e"
    )
    args = _args("--keys", keys, "--record", str(rec), "--setup")
    args.db = str(tmp_path / "j.sqlite3")
    assert play.dispatch(args, out=io.StringIO()) == 0
    lines = rec.read_text().splitlines()
    header = json.loads(lines[0])
    assert header["expansions"] == ["new_buildings"] and header["setup"] == "random"
    assert len(header["players"]) == 2 and json.loads(lines[1])[0] == "role"


# ---- 2. words ----------------------------------------------------------------------


def test_every_expansion_event_kind_has_words_or_is_a_secret():
    for kind in nb.EVENT_KINDS:
        assert kind in xp.EVENTS, kind


@pytest.mark.parametrize("lang,edition", [("en", "classic"), ("fr", "1897")])
def test_every_expansion_choice_and_event_has_words(lang, edition):
    """No raw id, no unfilled field: every menu line of every choice and
    every sentence of every event, in random games with the expansion
    (the texts read the state as the screens' views do: nothing secret is
    asked of it)."""
    raw = re.compile(r"[a-z]+_[a-z]+|\{")
    kinds, whats = set(), set()
    g = rng.seed_state(17)
    for seed in range(3):
        for n in (2, 3, 4, 5):
            s = game(n, seed=seed, setup=("draft", "random")[seed % 2], edition=edition)
            while not core.is_over(s):
                acts = core.legal_actions(s)
                for a in acts:
                    if a[0] not in whats or a[0] in ("build", "sell", "guest", "return"):
                        line = phrases.action_text(s, a, lang)
                        assert not raw.search(line), (a, line)
                        assert line != " ".join(str(x) for x in a) or a[0] in ("pass", "quarry"), (a, line)
                        whats.add(a[0])
                g, i = rng.below(g, len(acts))
                core.apply(s, acts[i], acts)
                for ev in s["events"]:
                    t = phrases.event_text(s, ev, lang)
                    if t is not None:
                        assert not raw.search(t), (ev, t)
                        kinds.add(ev[0])
    # the expansion's own choices and events were met
    assert {"draft", "guest", "small_wharf", "return", "ship"} <= whats
    assert {"draft", "black_market", "guest", "aqueduct", "trading_post"} <= kinds


def test_the_black_market_s_vp_chip_is_told_to_its_owner_only():
    from tests.support.scenario import give, own, pick

    s = core.new_game(NAMES[:4], seed=1, expansions=EXP, setup="base")
    s["buildings"]["black_market"] = 2
    own(s, 0, "black_market", 1)
    p = s["players"][0]
    p["doubloons"] = 6
    give(s, 0, indigo=1)
    p["vp"] = 2
    s["vp_chips"] -= 2
    pick(s, 1, "builder")
    s["turn"] = 0
    table = Table(s)
    table.choose(["build", "harbor", "pay"])
    table.choose(["pay", "indigo"])
    table.choose(["pay", "vp"])
    entry = table.logbook.last()
    mine = [t for who, t in entry.lines if who == 0]
    assert mine == ["Anne: 1 VP chip back to the supply (black market)"]
    public = entry.public()
    assert "Anne pays with the black market: 1 indigo back to the supply" in public
    assert not [t for t in public if "VP" in t]
    for seat in (1, 2, 3):
        assert mine[0] not in entry.for_seat(seat)
    assert board_to_do(table) == [r for t in public for r in wrap(t)]


def test_help_names_our_suggested_rulings():
    ruled = (
        "aqueduct",
        "small_wharf",
        "lighthouse",
        "specialty_factory",
        "library",
        "union_hall",
        "guest_house",
        "land_office",
        "villa",
        "export_office",
    )
    for b in data.BUILDING_ORDER:
        if data.building(b)["expansion"] in ("new_buildings", "nobles"):
            for lang, mark in (("en", "[suggested]"), ("fr", "[suggéré]")):
                page = " ".join(phrases.help_text(b, lang))
                assert page, (b, lang)
                assert (mark in page) == (b in ruled), (b, lang)
    assert phrases.help_text("draft", "fr", "1897")


def test_the_help_index_lists_expansion_buildings_only_in_an_expansion_game():
    base = Table(core.new_game(NAMES[:3], seed=1)).index
    assert "lighthouse" not in base and "villa" not in base
    drafting = Table(game(3, seed=1))
    # the draft: every violet building still open to it
    assert "lighthouse" in drafting.index and "harbor" in drafting.index
    while drafting.state["phase"] == "draft":
        drafting.choose(drafting.options()[0])
    drafted = [b for b in data.BUILDING_ORDER if b in drafting.state["buildings"]]
    assert [b for b in drafting.index if b in data.BUILDINGS] == drafted
    assert len([b for b in drafted if not data.building(b)["production"]]) == 17
    assert "villa" not in drafting.index  # nobles: not in this game


# ---- 3. the draft on the screens -----------------------------------------------------


def test_the_draft_screen_shows_the_choices_by_cost_and_the_others_wait():
    table = Table(game(3, seed=3))
    emu = emulated(table)
    seat = emu.screens.rams[0].image()
    n = len(table.options())
    # under the seat's own set-up moves, when it has some (issue 36)
    prompt = split(phrases.prompt("draft", "en"), "1/" + str(n))
    r = [r for r in range(2, 6) if shows(seat, r, prompt)][0]
    assert read_line(seat, r + 1) == "1: " + phrases.name("small_market")
    assert shows(seat, r + 1, "1: small market", invert=True)
    assert read_line(seat, r + 2) == "1: aqueduct"
    costs = [data.building(a[1])["cost"] for a in table.options()]
    assert costs == sorted(costs) and len(table.options()) == len(core.legal_actions(table.state))
    # the others and the board: who drafts, how many slots are left
    other = emu.screens.rams[1].image()
    assert read_line(other, 2) == "Anne: draft, 17 to go"
    assert shows(emu.screens.rams["board"].image(), 7, "Anne: draft, 17 to go", invert=True)
    # ▶ twice, ●: Anne drafts the hacienda; Bernie drafts next
    emu.press(KEYS[0][1])
    emu.press(KEYS[0][1])
    emu.press(KEYS[0][2])
    assert table.state["buildings"].get("hacienda") == 2 and table.deciding() == 1
    rows = read_screen(emu.screens.rams[2].image())
    assert rows[2] == "Bernie: draft, 16 to go"
    assert "Anne drafts hacienda: 2" in rows
    emu.close()


def test_the_board_lists_the_violet_buildings_by_cost():
    table = Table(game(3, seed=3))
    view = public_view(table.state)
    titles = [s[0] for s in board_columns(table, view)]
    title = text("board.violet", "en", "puerto_rico")
    to_move = text("board.to_do", "en", "puerto_rico")
    assert [t for t in titles[1:] if t != to_move][0] == title  # during the draft, right after what to move
    while table.state["phase"] == "draft":
        table.choose(table.options()[-1])
    screens = board_columns(table, public_view(table.state))
    titles = [s[0] for s in screens]
    assert titles.index(title) > titles.index(text("board.roles", "en", "puerto_rico", n=1))
    k = titles.index(title)
    table.board_page = k
    rows = read_screen(board_frame(table))
    assert rows[0].startswith(title)
    picked = [b for b in draft.DRAFT_CANDIDATES[1] if b in table.state["buildings"]]
    assert rows[1].startswith("1: " + phrases.name(picked[0]) + ";")  # the next costs on the row if they fit
    # every drafted violet building is on the page, none left free
    lines = [x for t, page in screens if t == title for x in page]
    # (a long row wraps: the page's lines joined back, then cut at the costs)
    joined = " ".join(lines).replace(";", "")
    shown = set(n for row in re.split(r"\d+: ", joined) for n in row.strip().split(", ") if n)
    drafted = [b for b in table.state["buildings"] if not data.building(b)["production"]]
    assert shown == set(phrases.name(b) for b in drafted) and len(drafted) == 17
    # a base game has no such page
    base = Table(core.new_game(NAMES[:3], seed=3))
    assert title not in [s[0] for s in board_columns(base, public_view(base.state))]


def test_a_help_screen_says_suggested():
    table = Table(game(3, seed=3))
    # highlight the aqueduct (1: small market, 1: aqueduct) and open its help
    table.handle((0, "right"))
    table.handle((0, "back"))
    assert table.seats[0].menu is not None
    table.handle((0, "select"))  # help: the highlighted choice's building
    rows = read_screen(seat_frame(table, 0))
    assert rows[0] == phrases.name("aqueduct")
    # the draft's rules first, then the choice and the aqueduct's own help
    lines = table.help_lines(0)
    assert rows[1:] == lines[:7] and lines[0].startswith("Before the first round")
    assert " ".join(phrases.help_text("aqueduct", "en")) in " ".join(lines)
    while table.handle((0, "right")):
        if any("[suggested]" in r for r in read_screen(seat_frame(table, 0))):
            break
    assert any("[suggested]" in r for r in read_screen(seat_frame(table, 0)))


def _words(t):
    return set(w.lower() for w in re.findall(r"[A-Za-zÀ-ÖØ-öø-ÿ]+", re.sub(r"\{[a-z_]+\}", " ", t)))


def _vocabulary(*tables):
    got = set()
    for t in tables:
        for v in t.values():
            got |= _words(v)
    return got


@pytest.mark.parametrize("edition", ["classic", "1897"])
def test_french_draft_screens_have_no_english_word(edition):
    english = _vocabulary(pr_en.WORDS, en_1897.WORDS, dev_en.WORDS)
    french = _vocabulary(pr_fr.WORDS, fr_1897.WORDS, dev_fr.WORDS)
    only_english = english - french
    table = Table(game(3, seed=3, edition=edition), lang="fr")
    table.choose(table.options()[1])
    frames = [seat_frame(table, s) for s in range(3)]
    for k in range(len(board_columns(table, public_view(table.state)))):
        table.board_page = k
        frames.append(board_frame(table))
    seen = []
    for img in frames:
        for t in read_screen(img):
            assert not _words(t) & only_english, t
            seen.append(t)
    want = "Anne choisit " + phrases.name(table.state["events"][0][2], "fr", edition)
    assert any(t.startswith(want) for t in seen), seen
    assert "Bernie : 16 à choisir" in seen
    assert any(t.startswith("choisir un bâtiment") for t in seen)


# ---- 4. whole games through the emulated table ------------------------------------------


def _play_by_buttons(n, seed, lang, edition, tiles):
    actions = []
    state = game(n, seed=seed, edition=edition, tiles=tiles)
    table = Table(state, lang=lang, on_action=actions.append)
    emu = emulated(table)
    play_by_buttons(
        table, emu, seed, lang, lambda option, checked: checked < 60 or option[0] not in ("role", "place")
    )
    emu.close()
    assert_replays(table, game(n, seed=seed, edition=edition, tiles=tiles), actions)
    return actions


# none in the quick run: test_expansion_games plays a whole expansion game
QUICK = ()


def _whole_games():
    """Both languages, both editions, both tile modes (those in QUICK in the
    quick run, the others slow)."""
    out = []
    for lang in ("en", "fr"):
        for edition in ("classic", "1897"):
            for tiles in ("shuffle", "physical"):
                quick = (lang, edition, tiles) in QUICK
                marks = () if quick else (pytest.mark.slow,)
                out.append(pytest.param(lang, edition, tiles, marks=marks))
    return out


@pytest.mark.parametrize("lang,edition,tiles", _whole_games())
def test_a_whole_expansion_game_by_buttons(lang, edition, tiles):
    actions = _play_by_buttons(2, 7, lang, edition, tiles)
    drafted = [a[0] for a in actions if a[0] == "draft"]
    assert len(drafted) == 17 and actions[-1][0] != "draft"
    if tiles == "physical":  # the players report the tiles they draw
        assert any(a[0] == "drawn" for a in actions)


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_expansion_instruction_reaches_the_board_and_the_seats(lang):
    """As tests/firmware/test_table_tells for the base game: the board's "to move"
    pages hold every public line of each decision, each seat's log every
    line it may read (the first rounds of a 4-player drafted game)."""
    table = Table(game(4, seed=11), lang=lang)
    g = rng.seed_state(11)
    for _ in range(50):
        options = table.options()
        g, k = rng.below(g, len(options))
        choose_and_check(table, options[k])


# ---- 5. the secret VP ------------------------------------------------------------


@pytest.mark.parametrize("seed", [9, 10])
def test_vp_never_reach_the_board_or_another_seat_in_an_expansion_game(seed):
    table = Table(game(4, seed=seed))
    g = rng.seed_state(seed)
    while table.state["round"] < 6 and not core.is_over(table.state):
        options = table.options()
        g, k = rng.below(g, len(options))
        table.choose(options[k])
    assert_vp_kept_secret(table)


def test_the_small_wharf_and_the_hacienda_s_tile_ask_their_own_question():
    view = public_view(game(3, seed=3, setup="base"))
    view["phase"], view["phase_data"] = "captain", {"returned": {}}
    assert phrases.menu_prompt(view, "en") == "barrels to return"
    view["phase"], view["phase_data"] = "settler", {"drawn": "corn"}
    assert phrases.menu_prompt(view, "fr", "1897") == "tuile ou Forêt ?"
    assert phrases.action_text(view, ["drawn_tile", "forest"], "en") == "corn as forest"
    assert phrases.deciding(view, "en") == "Anne: tile or forest"
    view["phase_data"] = {}
    assert phrases.menu_prompt(view, "en") == phrases.prompt("settler", "en")
    view["phase"], view["phase_data"] = "captain", {"returned": {"corn": 1}}
    assert phrases.deciding(view, "fr") == "Anne : petit chantier naval"


def test_history_and_export_carry_the_expansions(tmp_path):
    from firmware.commands.history import history_lines
    from firmware.journal import Journal

    s = game(2, seed=5, setup="random")
    header = record.header(s)
    g = rng.seed_state(5)
    actions = []
    while not core.is_over(s):
        acts = core.legal_actions(s)
        g, i = rng.below(g, len(acts))
        actions.append(acts[i])
        core.apply(s, acts[i])
    with Journal(str(tmp_path / "j.sqlite3")) as j:
        gid = j.new_game(header)
        for a in actions:
            j.append(gid, a)
        j.finish(gid, final_score(s))
        base = j.new_game(record.header(core.new_game(NAMES[:2], seed=1)))
        j.finish(base, final_score(core.new_game(NAMES[:2], seed=1)))
        games = j.history()
        exported = j.export(gid)
    assert [x.get("expansions") for x in games] == [None, ["new_buildings"]]
    lines = history_lines(games, [])
    assert "played +new_buildings" in lines[2] and "+" not in lines[1].split("played")[1][:2]
    assert json.loads(exported[0])["setup"] == "random"
    assert final_score(record.replay(exported)) == final_score(s)


def test_only_puerto_rico_takes_expansions(capsys):
    from firmware.cli import main

    rc = main(["play", "--game", "san_juan", "--expansions", "new_buildings", "--no-journal", "--keys", ""])
    err = capsys.readouterr().err
    assert rc == 2 and err == "doubloon play: --expansions: only Puerto Rico has expansions\n"


def test_the_start_screen_begins_with_the_expansions_asked_for():
    from firmware.emulator.script import Script
    from firmware.journal import NullJournal
    from firmware.session import Plan, Session

    # seat 1 walks every row as it is (game, mode, players, edition,
    # language, tiles, each expansion, buildings, start: one o each), then
    # picks a role
    out = io.StringIO()
    s = Session(
        Script("e" * (8 + len(nb.EXPANSIONS) - 1) + table_rows() + web_row() + "ee", out),
        NullJournal(),
        None,
        out,
    )
    plan = Plan(setup=True, names=NAMES[:4], expansions=("new_buildings",), buildings="random")
    assert s.run(plan) == 0
    assert s.start_screen.result["expansions"] == ["new_buildings"]
    assert s.table.state["expansions"] == ["new_buildings"] and s.table.state["setup"] == "random"
    assert s.table.actions and s.table.actions[0][0] == "role"


def test_help_on_an_expansion_choice_is_its_building_s():
    from firmware.games.puerto_rico.table import help_subject

    s = game(3, seed=3, setup="base")
    for action, subject in [
        (["draft", "library"], "library"),
        (["forest", "corn"], "forest_house"),
        (["forest", "corn", "hospice"], "forest_house"),
        (["drawn_tile", "forest"], "forest_house"),
        (["small_wharf"], "small_wharf"),
        (["return", "corn"], "small_wharf"),
        (["ship"], "small_wharf"),
        (["guest", "corn"], "guest_house"),
        (["sell", "corn", "trading_post"], "trading_post"),
        (["sell", "corn"], "roles"),
        (["build", "church", "pay"], "church"),
        (["pay", "vp"], "black_market"),
    ]:
        assert help_subject(s, action) == subject, action
        assert phrases.help_text(subject, "fr", "1897"), subject
    assert help_subject(game(3, seed=3)) == "draft"  # nothing highlighted, in the draft


def test_the_screens_command_draws_the_draft():
    from firmware.commands.pictures import draft_shots

    shots = dict(draft_shots("en", "1897"))
    assert set(shots) == {"seat-draft", "seat-draft-waiting", "seat-draft-help", "board-violet"}
    rows = read_screen(shots["seat-draft-help"])
    assert rows[0] == phrases.name("lighthouse", "en", "1897")
    assert read_screen(shots["board-violet"])[0].startswith("Buildings (beige)")
    assert "to go" in read_screen(shots["seat-draft-waiting"])[2]


def test_the_french_draft_bar_fits_one_line_on_every_board_page():
    """Issue 36: during the draft every board page but the default one
    ended "Bernard : choix, encore ~", and on the default page that bar
    took two lines and pushed out the trading house."""
    from firmware.drawing import CHARS

    table = Table(core.new_game(["Anne", "Bernard", "Chloé"], seed=3, expansions=EXP), lang="fr")
    table.choose(table.options()[0])  # Bernard drafts next
    bar = phrases.deciding(table.state, "fr")
    assert bar == "Bernard : %d à choisir" % draft_left(table.state) and len(bar) <= CHARS
    for k in range(len(board_columns(table, public_view(table.state)))):
        table.board_page = k
        rows = read_screen(board_frame(table))
        assert rows[-1] == bar and "~" not in rows[-1], (k, rows)
        assert bar not in rows[:-1]  # one bar: the default page keeps its lines


def test_the_french_seat_menu_and_smuggler_help_read_whole():
    """Issue 36: the seat menu read "annuler le dernier" (the last what?),
    and the smuggler's help "pas de nouveau avant qu'un autre le
    choisisse"."""
    from firmware.drawing import CHARS

    undo = text("undo_last", "fr")
    assert undo == "annuler le dernier choix" and len(undo) <= CHARS
    help_text = " ".join(phrases.help_text("smuggler", "fr"))
    assert "pas de nouveau avant" not in help_text
    assert "il ne le reprend qu'après qu'un autre l'a pris" in help_text
