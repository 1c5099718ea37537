"""The scoring and counter modes with the expansions (issue 10): a sheet
typed in through the buttons with new_buildings and nobles scores what
``doubloon score`` scores of the same sheet (every building whose score
depends on the board, the forests, the nobles), its screens keep their
lines apart and speak French, ``--expansions`` on the command line,
the start screen's choice reaching the mode, the journal keeping the
expansions; the counter's nobles and festival."""

import argparse
import io
import json

import pytest
from hypothesis import given, settings, strategies as st, HealthCheck

from core.puerto_rico import data
from core.scoring import score
from drivers.keyboard import KEYS
from firmware.catalog import text
from firmware.commands import history, score as score_cmd
from firmware.drawing import split
from firmware.emulator.script import Script
from firmware.games.puerto_rico.modes.counter import NOBLES, Counter
from firmware.games.puerto_rico.modes.scoring import TILES, Scoring, buildings_of, fields_of
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.phrases import GAME, mode_text as t
from firmware.games.puerto_rico.screens import counter as counter_screen, scoring as screen
from firmware.journal import Journal, NullJournal
from firmware.session import Plan, Session
from tests.support.screen_reader import read_screen, shows
from tests.firmware.test_modes import press
from tests.support.table import emulated, panel
from tests.firmware.test_scoring_layout import LONG, check
from tests.firmware.test_translations import pr_en, pr_fr, dev_en, dev_fr, en_1897, fr_1897, vocabulary, words

BOTH = ["new_buildings", "nobles"]

# Each player uses buildings whose score depends on the board.
SHEET = {
    "game": "puerto_rico",
    "edition": "classic",
    "expansions": BOTH,
    "players": [
        {
            # cloister: 6 forests + 3 quarries + 2 corn + 1 coffee: 3 sets (+6);
            # residence: 12 tiles, forests too (+7); statue: 8 printed VP
            "name": "Anne",
            "vp_chips": 18,
            "doubloons": 2,
            "goods": 1,
            "buildings": {"cloister": 1, "residence": 1, "statue": 0, "small_market": 1},
            "island": {"corn": 2, "coffee": 1, "quarry": 3, "forest": 6},
            "island_colonists": 6,
            "san_juan_colonists": 0,
            "nobles": 2,
        },
        {
            # guild hall counts the tailor shop as large production; central
            # plaza +1 a noble, and every noble +1
            "name": "Bernie",
            "vp_chips": 22,
            "doubloons": 5,
            "goods": 0,
            "buildings": {
                "guild_hall": 1,
                "central_plaza": 1,
                "tailor_shop": 1,
                "small_indigo_plant": 1,
                "sugar_mill": 3,
                "guest_house": 2,
            },
            "island": {"indigo": 3, "sugar": 4},
            "island_colonists": 7,
            "san_juan_colonists": 2,
            "nobles": 5,
        },
        {
            # city hall: every violet building, the statue and the expansion
            # ones included, not the tailor shop; fortress counts the nobles
            "name": "Chris",
            "vp_chips": 25,
            "doubloons": 0,
            "goods": 3,
            "buildings": {
                "city_hall": 1,
                "fortress": 1,
                "statue": 0,
                "church": 1,
                "villa": 0,
                "tailor_shop": 1,
                "aqueduct": 1,
                "land_registry": 1,
                "chapel": 1,
            },
            "island": {"tobacco": 5, "sugar": 1},
            "island_colonists": 6,
            "san_juan_colonists": 1,
            "nobles": 3,
        },
    ],
}


def seat_events(mode, seat, p):
    """The presses (mode.handle events) that type sheet entry ``p``."""
    ev = []

    def right(n):
        ev.extend([(seat, "right")] * n)

    def select():
        ev.append((seat, "select"))

    for f in mode.fields:
        if f == "finish":
            select()
        elif f == "buildings":
            # walk the list: o once to own, once more per person on it
            for b in mode.building_list:
                right(1)
                if b in p["buildings"]:
                    ev.extend([(seat, "select")] * (p["buildings"][b] + 1))
            right(1)  # wrapped to "next field"
            select()
        else:
            if f == "island":
                n = sum(p["island"].values())
            elif f in TILES:
                n = p["island"].get(f[5:], 0)
            else:
                n = p.get(f, 0)
            right(n)
            select()
    return ev


def keys_of(events):
    return "".join(KEYS[s][{"left": 0, "right": 1, "select": 2}[w]] for s, w in events)


def type_sheet(mode, sheet):
    for s, p in enumerate(sheet["players"]):
        for e in seat_events(mode, s, p):
            mode.handle(e)


# ---- the sheet through the buttons equals doubloon score --------------------------


def test_expansion_sheet_by_buttons_equals_doubloon_score(tmp_path, capsys):
    mode = Scoring([p["name"] for p in SHEET["players"]], expansions=["nobles", "new_buildings"])
    assert mode.expansions == BOTH  # the contract's order
    emu = emulated(mode)
    press(emu, "".join(keys_of(seat_events(mode, s, p)) for s, p in enumerate(SHEET["players"])))
    assert mode.sheet() == SHEET
    # doubloon score of the same sheet, through the command
    f = tmp_path / "sheet.json"
    f.write_text(json.dumps(SHEET))
    p = argparse.ArgumentParser()
    score_cmd.register(p.add_subparsers())
    args = p.parse_args(["score", "--format", "json", str(f)])
    capsys.readouterr()
    assert args.func(args) == 0
    want = json.loads(capsys.readouterr().out)
    assert mode.result == want
    b = [r["breakdown"] for r in want["players"]]
    assert b[0]["bonus"] == {"cloister": 6, "residence": 7} and b[0]["buildings"] == 4 + 4 + 8 + 1
    assert b[1]["bonus"]["guild_hall"] == 1 + 2 + 2 and b[1]["bonus"]["central_plaza"] == 5
    assert b[1]["nobles"] == 5
    # city hall: itself, fortress, statue, church, villa, aqueduct,
    # land registry, chapel (the tailor shop is red); fortress 14 people
    assert b[2]["bonus"] == {"city_hall": 8, "fortress": 14 // 3}
    for s in range(3):
        r = want["players"][s]
        assert shows(panel(emu, s), 1, split(text("total", "en", GAME), str(r["total"])))
    # the nobles' VP have their row: the breakdown adds up to the total
    assert shows(panel(emu, 1), 6, split(t("nobles"), "+5"))
    assert shows(panel(emu, 1), 7, split(text("tiebreak", "en", GAME), "5"))
    assert shows(panel(emu, 0), 6, split(t("nobles"), "+2"))


def test_a_base_sheet_has_no_nobles_row():
    from tests.firmware.test_modes import SHEET as BASE

    mode = Scoring([p["name"] for p in BASE["players"]])
    type_sheet(mode, BASE)
    assert mode.result == score(BASE)
    assert all(r["breakdown"]["nobles"] == 0 for r in mode.result["players"])
    for s in range(3):
        assert not any(r.startswith(t("nobles")) for r in read_screen(mode.frames()[s]))


def test_only_the_chosen_expansions_buildings_and_fields():
    assert fields_of([]) == (
        "vp_chips",
        "doubloons",
        "goods",
        "island",
        "island_colonists",
        "san_juan_colonists",
        "buildings",
        "finish",
    )
    nb = fields_of(["new_buildings"])
    assert nb[3:10] == TILES and "nobles" not in nb and "island" not in nb
    assert fields_of(["nobles"])[-2:] == ("nobles", "finish")
    assert len(buildings_of([])) == 23
    assert len(buildings_of(["new_buildings"])) == 23 + 14
    assert len(buildings_of(["nobles"])) == 23 + 8 and "statue" not in buildings_of(["nobles"])
    assert len(buildings_of(BOTH)) == 45
    with pytest.raises(ValueError):
        Scoring(["A", "B"], expansions=["smuggler"])


def test_statue_holds_nobody_and_nobles_never_outnumber_people():
    mode = Scoring(["Anne", "Bob"], expansions=BOTH)
    ui = mode.seats[0]
    ui.field = mode.fields.index("buildings")
    ui.item = mode.building_list.index("statue") + 1
    mode.handle((0, "select"))
    assert ui.buildings == {"statue": 0}
    mode.handle((0, "select"))  # 0/0 is full: not owned again
    assert ui.buildings == {}
    ui.item = mode.building_list.index("guest_house") + 1
    for _ in range(3):
        mode.handle((0, "select"))
    assert ui.buildings == {"guest_house": 2}
    mode.handle((0, "right"))  # off the list's last... to the next row
    ui.field = mode.fields.index("nobles")
    for _ in range(5):
        mode.handle((0, "right"))
    assert ui.values["nobles"] == 2  # the two guests are all the people
    ui.field = mode.fields.index("buildings")
    ui.item = mode.building_list.index("guest_house") + 1
    mode.handle((0, "select"))  # 2/2 -> not owned: the nobles go with them
    assert ui.values["nobles"] == 0
    score(mode.sheet())  # the scorer takes it


def test_forests_hold_nobody_and_twelve_tiles_in_all():
    mode = Scoring(["Anne", "Bob"], expansions=["new_buildings"])
    ui = mode.seats[0]
    ui.field = mode.fields.index("tile_forest")
    for _ in range(15):
        mode.handle((0, "right"))
    assert ui.values["tile_forest"] == 12
    ui.field = mode.fields.index("tile_corn")
    assert mode.handle((0, "right")) is False  # the island is full
    ui.field = mode.fields.index("island_colonists")
    assert mode.handle((0, "right")) is False  # forests hold nobody
    ui.field = mode.fields.index("tile_forest")
    mode.hold(0, "left", 1)
    ui.field = mode.fields.index("tile_corn")
    for _ in range(3):
        mode.handle((0, "right"))
    ui.field = mode.fields.index("island_colonists")
    for _ in range(5):
        mode.handle((0, "right"))
    assert ui.values["island_colonists"] == 3
    ui.field = mode.fields.index("tile_corn")
    mode.handle((0, "left"))  # a corn tile less: its colonist goes too
    assert ui.values["island_colonists"] == 2
    assert mode.sheet()["players"][0]["island"] == {"corn": 2, "forest": 7}


# ---- hypothesis: random sheets typed in equal core scoring -------------------------


@st.composite
def player_sheets(draw, expansions, name):
    own = buildings_of(expansions)
    buildings = {}
    spaces = 0
    for b in draw(st.lists(st.sampled_from(own), unique=True, max_size=12)):
        spec = data.building(b)
        if spaces + spec["spaces"] > data.CITY_SPACES:
            continue
        spaces += spec["spaces"]
        buildings[b] = draw(st.integers(0, spec["people"]))
    island = {}
    kinds = [k for k in data.ISLAND_TILES if k != "forest" or "new_buildings" in expansions]
    if "new_buildings" not in expansions:
        kinds = ["corn"]  # the base sheet types one number
    room = data.ISLAND_SPACES
    for k in kinds:
        n = draw(st.integers(0, room))
        room -= n
        if n:
            island[k] = n
    workable = sum(n for k, n in island.items() if k != "forest")
    p = {
        "name": name,
        "vp_chips": draw(st.integers(0, 40)),
        "doubloons": draw(st.integers(0, 12)),
        "goods": draw(st.integers(0, 8)),
        "buildings": buildings,
        "island": island,
        "island_colonists": draw(st.integers(0, workable)),
        "san_juan_colonists": draw(st.integers(0, 4)),
    }
    if "nobles" in expansions:
        people = p["island_colonists"] + p["san_juan_colonists"] + sum(buildings.values())
        p["nobles"] = draw(st.integers(0, people))
    return p


@st.composite
def sheets(draw):
    expansions = draw(st.sampled_from([[], ["new_buildings"], ["nobles"], BOTH]))
    n = draw(st.integers(2, 5))
    players = [draw(player_sheets(expansions, "P%d" % i)) for i in range(n)]
    edition = draw(st.sampled_from(["classic", "1897"]))
    return {"game": "puerto_rico", "edition": edition, "expansions": expansions, "players": players}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(sheets())
def test_random_sheets_typed_in_equal_core_scoring(sheet):
    mode = Scoring(
        [p["name"] for p in sheet["players"]], edition=sheet["edition"], expansions=sheet["expansions"]
    )
    type_sheet(mode, sheet)
    assert mode.sheet() == sheet
    assert mode.result == score(sheet)


# ---- screens: no overlap, French ----------------------------------------------------


def _every_state(mode, s):
    ui = mode.seats[s]
    for f in range(len(mode.fields)):
        ui.field = f
        if mode.fields[f] == "buildings":
            for k in range(len(mode.building_list) + 1):
                ui.item = k
                for note in (None, "city_full"):
                    ui.note = note
                    yield
            ui.item, ui.note = 0, None
        else:
            yield
    ui.done = True
    yield
    ui.done = False
    ui.field = 0


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("edition", ["classic", "1897"])
@pytest.mark.parametrize("expansions", [["new_buildings"], ["nobles"], BOTH])
def test_every_expansion_seat_screen_state_keeps_its_lines_apart(monkeypatch, lang, edition, expansions):
    mode = Scoring(LONG[:3], lang=lang, edition=edition, expansions=expansions)
    ui = mode.seats[0]
    for f in ui.values:
        ui.values[f] = 99 if f in ("vp_chips", "doubloons", "goods", "san_juan_colonists") else 0
    ui.values["island_colonists"] = 0
    for b in ("cloister", "central_plaza", "statue", "guild_hall", "residence"):
        if b in mode.building_list:
            ui.buildings[b] = data.building(b)["people"]
    if "nobles" in ui.values:
        ui.values["nobles"] = ui.people()
    seen = 0
    for _ in _every_state(mode, 0):
        sheet = mode.seat_view(0)
        calls = check(monkeypatch, screen.render_seat, mode.public_view(), 0, sheet, lang)
        seen += 1
        if sheet["status"] == "done":
            assert len(set(c[0] for c in calls)) == 8  # every line used, none twice
    assert seen == len(mode.fields) - 1 + 2 * (len(mode.building_list) + 1) + 1


def test_a_done_expansion_sheet_says_it_all():
    mode = Scoring([p["name"] for p in SHEET["players"]], expansions=BOTH)
    type_sheet(mode, {"players": SHEET["players"][:1]})  # only Anne finishes
    rows = read_screen(mode.frames()[0])
    assert rows[0] == split("Anne", t("done"))
    assert split(t("tie_dg"), "2+1") in rows
    assert split(t("island"), "12") in rows  # forests included
    assert split(t("nobles"), "2") in rows
    assert rows[7] == t("reopen")


@pytest.mark.slow
@pytest.mark.parametrize("edition", ["classic", "1897"])
def test_expansion_screens_in_french(edition):
    english = vocabulary(pr_en.WORDS, en_1897.WORDS, dev_en.WORDS) | {"player", "seat", "vp"}
    french = vocabulary(pr_fr.WORDS, fr_1897.WORDS, dev_fr.WORDS)
    only_english = english - french
    mode = Scoring(["Joueur 1", "Joueur 2"], lang="fr", edition=edition, expansions=BOTH)
    seen = []
    for _ in _every_state(mode, 0):
        seen += read_screen(mode.frames()[0])
    counter = Counter(["Joueur 1", "Joueur 2"], lang="fr", edition=edition, expansions=["nobles", "festival"])
    for k in range(len(counter.seats[0].rows)):
        counter.seats[0].cursor = k
        frames = counter.frames()
        seen += read_screen(frames[0]) + read_screen(frames["board"])
    for row in seen:
        assert not words(row) & only_english, row
    nobles = "bourgeois" if edition == "1897" else "nobles"
    assert split(nobles, "0") in seen
    assert split("forêts", "0") in seen
    assert split(nobles + " restants", str(NOBLES - 1)) in seen
    # the 1897 names of the buildings in the list
    cathedral = "Cathédrale" if edition == "1897" else None
    if cathedral:
        assert any(r.startswith(cathedral) for r in seen)


# ---- command line, start screen, journal ---------------------------------------------


def _parser():
    from firmware.commands import modes

    p = argparse.ArgumentParser()
    modes.register(p.add_subparsers())
    return p


@pytest.mark.slow
def test_cli_expansions_flag(capsys):
    args = _parser().parse_args(["scoring", "--players", "2", "--expansions", " nobles,new_buildings "])
    keys = keys_of(seat_events(Scoring(["A", "B"], expansions=BOTH), 0, SHEET["players"][0]))
    keys += keys_of(seat_events(Scoring(["A", "B"], expansions=BOTH), 1, SHEET["players"][1]))
    args = _parser().parse_args(
        ["scoring", "--players", "2", "--no-journal", "--expansions", "nobles,new_buildings", "--keys", keys]
    )
    out = io.StringIO()
    assert args.func(args, out=out) == 0
    want = score(
        dict(SHEET, players=[dict(p, name="Player %d" % (i + 1)) for i, p in enumerate(SHEET["players"][:2])])
    )
    for p in want["players"]:
        assert "%s  %d" % (p["name"], p["total"]) in out.getvalue()
    assert "nobles 2" in out.getvalue() and "nobles 5" in out.getvalue()  # the terminal's breakdown
    capsys.readouterr()
    for mode, bad in (("scoring", "new_buildings,smuggler"), ("scoring", "nobel"), ("counter", "pirates")):
        args = _parser().parse_args([mode, "--players", "2", "--expansions", bad])
        assert args.func(args) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("doubloon %s: --expansions: unknown" % mode)
        assert "Traceback" not in err
    args = _parser().parse_args(
        ["counter", "--players", "2", "--expansions", "festival,smuggler", "--keys", "w"]
    )
    assert args.func(args, out=io.StringIO()) == 0


class _Chosen:
    """A start screen that has chosen (its ``result``, as the start screen
    gives it: the expansions as a list)."""

    done = True

    def __init__(self, result):
        self.result = result


@pytest.mark.parametrize(
    "mode_id, chosen, want",
    [
        ("scoring", ["new_buildings", "nobles", "smuggler", "festival"], BOTH),
        ("scoring", ["nobles"], ["nobles"]),
        ("counter", ["nobles", "festival"], ["nobles", "festival"]),
        ("scoring", [], []),
    ],
)
def test_the_start_screen_s_expansions_reach_the_mode(mode_id, chosen, want):
    session = Session(Script("", io.StringIO()), NullJournal(), out=io.StringIO())
    start = _Chosen(
        {"game": "puerto_rico", "mode": mode_id, "players": 3, "language": "fr", "expansions": chosen}
    )
    session.start_screen = start
    mode = session._next(start, Plan(setup=True))
    assert type(mode).__name__ == {"scoring": "Scoring", "counter": "Counter"}[mode_id]
    assert mode.expansions == want
    session.close()


def test_the_journal_keeps_the_expansions(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    names = [p["name"] for p in SHEET["players"]]
    mode = Scoring(names, expansions=BOTH)
    keys = "".join(keys_of(seat_events(mode, s, p)) for s, p in enumerate(SHEET["players"]))
    out = io.StringIO()
    s = Session(Script(keys, out), Journal(db), out=out, command="scoring")
    assert s.run(Plan(mode="scoring", names=names, expansions=BOTH)) == 0
    want = score(SHEET)
    assert s.mode.result == want

    def cli(argv):
        p = argparse.ArgumentParser()
        history.register(p.add_subparsers())
        args = p.parse_args(argv)
        return args.func(args)

    capsys.readouterr()
    assert cli(["export", "1", "--db", db]) == 0
    assert json.loads(capsys.readouterr().out) == SHEET
    assert cli(["history", "--db", db]) == 0
    row = capsys.readouterr().out.splitlines()[1]
    assert "  scored +new_buildings +nobles  " in row
    for p in want["players"]:
        assert p["name"] + " " + str(p["total"]) in row


# ---- counter ------------------------------------------------------------------------


def test_counter_nobles_ship_refill_and_villa():
    mode = Counter(["A", "B", "C"], expansions=["nobles"])
    base = Counter(["A", "B", "C"])
    # the first ship: one noble instead of a colonist
    assert mode.nobles_left() == NOBLES - 1
    assert mode.colonists_left() == base.colonists_left() + 1
    emu = emulated(mode)
    board = lambda: panel(emu, "board")  # noqa: E731
    assert shows(board(), 2, split(t("nobles_left"), "19"))
    assert shows(board(), 3, split("refill max(3,0)", "3"))
    # seat 1: villa row, then the refill row, scrolled into six lines
    assert mode.seats[0].rows == ("doubloons", "vp_chips", "circles", "privilege", "villa", "refilled")
    press(emu, KEYS[0][2] * 4)
    assert shows(panel(emu, 0), 5, split(t("villa"), "0"), invert=True)
    press(emu, KEYS[0][1])  # the villa's noble
    assert mode.nobles_left() == 18
    press(emu, KEYS[0][2] + KEYS[0][1])  # refill: 2 colonists and a noble
    assert mode.nobles_left() == 17
    assert mode.colonists_left() == base.colonists_left() + 1 - 2
    assert shows(board(), 2, split(t("nobles_left"), "17"))
    # no nobles left: the villa takes a colonist, the refill only colonists
    mode.refills += [(2, 3, 1)] * 17
    assert mode.nobles_left() == 0
    before = mode.colonists_left()
    mode.seats[1].cursor = 4
    mode.handle((1, "right"))
    assert mode.seats[1].villa == 0 and mode.seats[1].villa_colonists == 1
    assert mode.colonists_left() == before - 1
    mode.seats[0].cursor = 5
    mode.handle((0, "right"))
    assert mode.refills[-1] == (3, 3, 0)
    mode.handle((1, "left"))
    assert mode.seats[1].villa_colonists == 0 and mode.colonists_left() == before - 3


def test_counter_with_nobles_running_out_of_colonists_does_not_end():
    for expansions, ends in (([], ["end_colonists"]), (["nobles"], [])):
        mode = Counter(["A", "B", "C"], expansions=expansions)
        mode.seats[1].circles = 80
        mode.seats[0].cursor = len(mode.seats[0].rows) - 1
        mode.handle((0, "right"))
        assert mode.colonists_left() == 0
        assert mode.ends() == ends
        emu = emulated(mode)
        assert shows(panel(emu, "board"), 7, t(ends[0]) if ends else t("city_note"), invert=bool(ends))


def test_counter_festival_colonists_go_to_the_first_player_only():
    mode = Counter(["A", "B", "C"], expansions=["festival"])
    left = mode.colonists_left()
    assert mode.seats[1].rows[-1] == "festival"
    mode.seats[1].cursor = mode.seats[2].cursor = 4
    assert mode.handle((1, "right"))
    assert mode.colonists_left() == left - 3
    assert mode.handle((1, "right")) is False  # once
    assert mode.handle((2, "right")) is False  # and for the first player only
    emu = emulated(mode)
    assert shows(panel(emu, 1), 6, split(t("festival"), "3"), invert=True)
    assert shows(panel(emu, 1), 7, t("festival_hint"))
    assert mode.handle((1, "left")) and mode.colonists_left() == left


def test_counter_black_market_colonists_go_back_to_the_supply():
    # rules 2.3: the black market returns its colonist "to the supply"
    mode = Counter(["A", "B", "C"], expansions=["new_buildings"])
    left = mode.colonists_left()
    row = mode.seats[1].rows.index("black_market")
    assert "black_market_nobles" not in mode.seats[1].rows
    mode.seats[1].cursor = row
    assert mode.handle((1, "right")) and mode.handle((1, "right"))
    assert mode.colonists_left() == left + 2
    emu = emulated(mode)
    assert shows(panel(emu, "board"), 4, split(t("colonists_left"), str(left + 2)))
    assert shows(panel(emu, 1), 2 + row, split(t("black_market"), "2"), invert=True)
    assert shows(panel(emu, 1), 7, t("black_market_hint"))
    assert mode.handle((1, "left")) and mode.colonists_left() == left + 1
    # a refill the supply could not make in full before no longer ends it
    mode.seats[0].circles = left + 1
    mode.seats[0].cursor = len(mode.seats[0].rows) - 1
    assert mode.handle((0, "right")) and mode.ends() == []


def test_counter_black_market_nobles_go_back_to_the_nobles():
    mode = Counter(["A", "B"], expansions=["new_buildings", "nobles"])
    colonists, nobles = mode.colonists_left(), mode.nobles_left()
    rows = mode.seats[0].rows
    mode.seats[0].cursor = rows.index("black_market_nobles")
    assert mode.handle((0, "right"))
    assert (mode.colonists_left(), mode.nobles_left()) == (colonists, nobles + 1)
    mode.seats[0].cursor = rows.index("black_market")
    assert mode.handle((0, "right"))
    assert (mode.colonists_left(), mode.nobles_left()) == (colonists + 1, nobles + 1)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_counter_screens_with_every_expansion_keep_their_lines_apart(monkeypatch, lang):
    import tests.firmware.test_scoring_layout as layout

    monkeypatch.setattr(layout, "screen", counter_screen)
    mode = Counter(
        LONG[:3], lang=lang, edition="1897", expansions=["new_buildings", "nobles", "smuggler", "festival"]
    )
    assert len(mode.seats[0].rows) == 9  # more rows than lines: they scroll
    for s in (0, 1):
        ui = mode.seats[s]
        for k in range(len(ui.rows)):
            ui.cursor = k
            calls = check(monkeypatch, counter_screen.render_seat, mode.seat_view(s), k, lang)
            drawn = [c[1] for c in calls]
            row = mode.seat_view(s)["rows"][k]
            assert counter_screen.row_text(row[0], row[1], lang, "1897") in drawn  # the cursor shows
    check(monkeypatch, counter_screen.render_board, mode.public_view(), lang, [])


@pytest.mark.parametrize("lang", ["en", "fr"])
@pytest.mark.parametrize("edition", ["classic", "1897"])
def test_every_expansion_board_state_keeps_its_lines_apart(monkeypatch, lang, edition):
    """The board names the field each seat is typing: the tile kinds and
    the nobles too, in the edition's words."""
    mode = Scoring(LONG[:5], lang=lang, edition=edition, expansions=BOTH)
    for f in range(len(mode.fields)):
        for s in range(4):  # the last seat stays: no final score
            mode.seats[s].field = f
        calls = check(monkeypatch, screen.render_board, mode.public_view(), lang, [], None, None)
        assert split(LONG[0], t(mode.fields[f], lang, edition)) in [c[1] for c in calls]


def test_many_large_buildings_sum_their_bonus_so_the_tiebreak_shows():
    """Five large buildings and nobles: ten rows for seven lines. The
    bonuses share one row, the nobles and the tie-break still show."""
    big = {
        "name": "Anne",
        "vp_chips": 30,
        "doubloons": 4,
        "goods": 2,
        "buildings": {"guild_hall": 1, "residence": 1, "fortress": 1, "customs_house": 1, "central_plaza": 1},
        "island": {"corn": 4, "quarry": 3, "forest": 3},
        "island_colonists": 7,
        "san_juan_colonists": 1,
        "nobles": 4,
    }
    small = dict(SHEET["players"][2], name="Bob")
    sheet = dict(SHEET, players=[big, small])
    mode = Scoring(["Anne", "Bob"], expansions=BOTH)
    type_sheet(mode, sheet)
    want = score(sheet)
    assert mode.result == want
    b = want["players"][0]["breakdown"]
    assert len(b["bonus"]) == 5
    rows = read_screen(mode.frames()[0])
    assert rows[4] == split(t("bonus"), "+" + str(sum(b["bonus"].values())))
    assert rows[5] == split(t("nobles"), "+4")
    assert rows[6] == split(text("tiebreak", "en", GAME), "6")
    total = int(rows[1].split()[-1])
    parts = [int(r.split()[-1]) for r in rows[2:6]]
    assert total == sum(parts) == want["players"][0]["total"]  # the rows add up
    # two bonuses fit: each on its own row, as before
    rows = read_screen(mode.frames()[1])
    assert (
        split(
            phrases.name("city_hall", "en", "classic"),
            "+" + str(want["players"][1]["breakdown"]["bonus"]["city_hall"]),
        )
        in rows
    )
