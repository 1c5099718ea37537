"""The counter and scoring modes on emulated hardware: real button path
(mock pins, debounce, long presses), the application's own main loop, and
pixel checks of what each panel shows (tests/support/screen_reader.py)."""

import argparse
import copy
import io

import pytest

import core

from core.puerto_rico import data
from core.scoring import score
from drivers.keyboard import KEYS
from firmware import catalog
from firmware.catalog import text
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.phrases import GAME
from firmware.games.puerto_rico.modes.counter import Counter
from firmware.games.puerto_rico.modes.scoring import BUILDINGS, FIELDS, Scoring
from firmware.games.puerto_rico.phrases import mode_text as t
from firmware.drawing import split
from tests.support import TABLE_ROWS
from tests.support.screen_reader import shows, shows_left
from tests.support.table import emulated, panel

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]


def press(emu, keys):
    for ch in keys:
        assert emu.press(ch)


def hold_left(emu, seat):
    """Hold the seat's < past the long-press time (peek on)."""
    emu.keys.key(KEYS[seat][0].upper(), emu.clock())
    emu.clock.t += 0.7
    emu.app.step()


def release(emu):
    emu.keys.key(" ", emu.clock())  # the next key lets a Shift+< go
    emu.clock.t += 0.5
    emu.keys.pump(emu.clock())
    emu.app.step()
    emu.clock.t += 0.1
    emu.app.step()


# ---- counter mode ------------------------------------------------------------


def test_counter_plus_minus_and_never_below_zero():
    mode = Counter(NAMES[:3])
    emu = emulated(mode)
    left, right, select = KEYS[1]
    press(emu, right * 3)  # from the 2 doubloons of a 3-player set-up
    assert shows(panel(emu, 1), 2, split("doubloons", "5"), invert=True)
    press(emu, left)
    assert shows(panel(emu, 1), 2, split("doubloons", "4"), invert=True)
    press(emu, left * 5)  # stops at 0
    assert mode.seats[1].doubloons == 0
    assert shows(panel(emu, 1), 2, split("doubloons", "0"), invert=True)
    # select: next row; long select: back to the previous one
    press(emu, select + select)
    assert shows(panel(emu, 1), 4, split("empty circles", "0"), invert=True)
    press(emu, right * 2 + left * 4)
    assert shows(panel(emu, 1), 4, split("empty circles", "0"), invert=True)
    press(emu, right + select.upper() + select.upper())
    assert shows(panel(emu, 1), 2, split("doubloons", "0"), invert=True)
    assert shows(panel(emu, 1), 4, split("empty circles", "1"))
    # other seats untouched
    assert mode.seats[0].doubloons == mode.seats[2].doubloons == 2
    assert shows(panel(emu, 0), 2, split("doubloons", "2"), invert=True)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_counter_starts_with_the_set_up_doubloons(players):
    mode = Counter(NAMES[:players])
    want = data.SETUP[players]["doubloons"]
    assert [s.doubloons for s in mode.seats] == [want] * players
    assert want == core.new_game(players, seed=1)["players"][0]["doubloons"]
    emu = emulated(mode)
    for s in range(players):
        assert shows(panel(emu, s), 2, split("doubloons", str(want)), invert=True)


def test_counter_vp_only_on_own_seat_while_peeking():
    mode = Counter(NAMES[:3])
    emu = emulated(mode)
    others = [panel(emu, s).tobytes() for s in (0, 2)]
    left, right, select = KEYS[1]
    press(emu, select + right * 4)  # VP chips row, 4 chips typed blind
    assert mode.seats[1].vp_chips == 4
    assert shows(panel(emu, 1), 3, t("vp_changed", d="+4"), invert=True)  # the change, not the total
    hold_left(emu, 1)
    assert shows(panel(emu, 1), 3, split("VP chips", "4"), invert=True)
    # > while < is still held: +1, seen (emu.press would release < too)
    emu.keys.key(right, emu.clock())
    emu.app.step()
    emu.clock.t += 0.1  # > released, < still down
    emu.keys.pump(emu.clock())
    emu.app.step()
    assert mode.seats[1].peek
    assert shows(panel(emu, 1), 3, split("VP chips", "5"), invert=True)
    assert [panel(emu, s).tobytes() for s in (0, 2)] == others
    release(emu)
    assert not mode.seats[1].peek
    assert shows(panel(emu, 1), 3, t("vp_hidden"), invert=True)  # the number is gone again
    # another seat's frame is the same whatever this seat's VP, peek or not
    for peek in (False, True):
        frames = []
        for vp in (0, 9, 40):
            m = Counter(NAMES[:3])
            m.seats[1].vp_chips = vp
            m.seats[1].peek = peek
            f = m.frames()
            frames.append((f[0].tobytes(), f[2].tobytes()))
        assert frames[0] == frames[1] == frames[2]
    # nor does the seat itself show it without peeking
    a, b = Counter(NAMES[:3]), Counter(NAMES[:3])
    b.seats[1].vp_chips = 12
    assert a.frames()[1].tobytes() == b.frames()[1].tobytes()


def test_counter_board_supply_and_refill():
    mode = Counter(NAMES[:3])
    emu = emulated(mode)
    board = lambda: panel(emu, "board")
    assert shows(board(), 1, split("VP chips left", "75"))
    assert shows(board(), 3, split("refill max(3,0)", "3"))
    assert shows(board(), 4, split("colonists left", "55"))
    assert shows(board(), 5, split("mayor's colonists", "0"))
    assert shows(board(), 6, split("ship refilled", "0"))
    assert shows(board(), 7, t("city_note"))
    # seat 1 has 5 VP chips, seat 3 has 2: 75 - 7 left
    press(emu, KEYS[0][2] + KEYS[0][1] * 5)
    press(emu, KEYS[2][2] + KEYS[2][1] * 2)
    assert shows(board(), 1, split("VP chips left", "68"))
    # empty circles: seat 1 has 2, seat 2 has 3: the refill is 5
    press(emu, KEYS[0][2] + KEYS[0][1] * 2)
    press(emu, KEYS[1][2] * 2 + KEYS[1][1] * 3)
    assert shows(board(), 2, split("empty circles", "5"))
    assert shows(board(), 3, split("refill max(3,5)", "5"))
    # seat 1 ends the Mayor phase: the refill only, 5 onto the ship
    press(emu, KEYS[0][2] * 2)
    assert shows(panel(emu, 0), 7, t("refilled_hint"))
    press(emu, KEYS[0][1])
    assert shows(panel(emu, 0), 6, split("ship refilled", "1"), invert=True)
    assert shows(board(), 4, split("colonists left", "50"))
    assert shows(board(), 5, split("mayor's colonists", "0"))
    assert shows(board(), 6, split("ship refilled", "1"))
    press(emu, KEYS[0][0])  # undo
    assert shows(board(), 4, split("colonists left", "55"))
    # fewer circles than players: at least one per player
    press(emu, KEYS[1][0] * 3 + KEYS[0][2] * 3 + KEYS[0][0] * 2)
    assert mode.circles() == 0
    assert shows(board(), 3, split("refill max(3,0)", "3"))


def test_counter_mayors_colonist_is_the_mayors_own_step():
    mode = Counter(NAMES[:3])
    emu = emulated(mode)
    board = lambda: panel(emu, "board")
    left, right, select = KEYS[2]
    press(emu, select * 3)  # seat 3's "mayor's colonist" row
    assert shows(panel(emu, 2), 5, split("mayor's colonist", "0"), invert=True)
    assert shows(panel(emu, 2), 7, t("privilege_hint"))
    press(emu, right)  # seat 3 is the Mayor and takes it
    assert shows(panel(emu, 2), 5, split("mayor's colonist", "1"), invert=True)
    assert shows(board(), 4, split("colonists left", "54"))
    assert shows(board(), 5, split("mayor's colonists", "1"))
    assert shows(board(), 6, split("ship refilled", "0"))  # no refill with it
    # the refill at the end of the phase takes only the ship's colonists
    press(emu, KEYS[0][2] * 4 + KEYS[0][1])
    assert shows(board(), 4, split("colonists left", "51"))
    assert shows(board(), 5, split("mayor's colonists", "1"))
    # the next Mayor declines: he presses nothing; the next refill
    press(emu, KEYS[0][1])
    assert shows(board(), 4, split("colonists left", "48"))
    assert shows(board(), 6, split("ship refilled", "2"))
    # < gives the Mayor's colonist back; never below 0
    press(emu, left * 2)
    assert mode.seats[2].privilege == 0
    assert shows(board(), 4, split("colonists left", "49"))


def test_counter_no_mayors_colonist_from_an_empty_supply():
    mode = Counter(NAMES[:2])
    mode.seats[0].circles = 40
    for _ in range(4):
        mode.handle((0, "select"))
    assert mode.seats[0].rows[mode.seats[0].cursor] == "refilled"
    assert mode.handle((0, "right"))  # 40 onto the ship: the supply is empty
    assert mode.colonists_left() == 0
    for _ in range(3):
        mode.handle((1, "select"))
    assert mode.seats[1].rows[mode.seats[1].cursor] == "privilege"
    version = mode.version
    assert mode.handle((1, "right")) is False
    assert mode.seats[1].privilege == 0 and mode.version == version


def test_counter_end_triggers():
    mode = Counter(NAMES[:3])
    mode.seats[0].vp_chips = 80  # more VP than chips: written down
    emu = emulated(mode)
    assert shows(panel(emu, "board"), 1, split("VP chips left", "0"))
    assert shows(panel(emu, "board"), 7, t("end_vp"), invert=True)
    # colonists: a refill the supply cannot make in full ends the game
    m = Counter(NAMES[:3])
    m.seats[1].circles = 30
    emu = emulated(m)
    press(emu, KEYS[0][2] * 4 + KEYS[0][1])  # 55 - 30 = 25
    assert shows(panel(emu, "board"), 4, split("colonists left", "25"))
    assert shows(panel(emu, "board"), 7, t("city_note"))
    press(emu, KEYS[0][1])  # needs 30, 25 left
    assert shows(panel(emu, "board"), 4, split("colonists left", "0"))
    assert shows(panel(emu, "board"), 7, t("end_colonists"), invert=True)


def test_counter_supply_per_player_count_and_edition():
    assert Counter(NAMES[:2]).vp_left() == 65
    assert Counter(NAMES[:4]).vp_left() == 100
    assert Counter(NAMES).vp_left() == 122
    assert Counter(NAMES, edition="1897").vp_left() == 126
    assert Counter(NAMES).colonists_left() == data.SETUP[5]["colonists"]


def test_counter_french():
    mode = Counter(NAMES[:3], lang="fr")
    emu = emulated(mode)
    assert shows(panel(emu, 0), 2, split("doublons", "2"), invert=True)
    assert shows(panel(emu, "board"), 5, split("colons de l'intendant", "0"))
    assert shows(panel(emu, "board"), 1, split("PV restants", "75"))


# ---- scoring mode ------------------------------------------------------------

SHEET = {
    "game": "puerto_rico",
    "edition": "classic",
    "expansions": [],
    "players": [
        {
            "name": "Anne",
            "vp_chips": 20,
            "doubloons": 3,
            "goods": 2,
            "buildings": {
                "small_indigo_plant": 1,
                "indigo_plant": 3,
                "coffee_roaster": 2,
                "factory": 1,
                "harbor": 0,
                "guild_hall": 1,
                "residence": 1,
            },
            "island": {"corn": 11},
            "island_colonists": 9,
            "san_juan_colonists": 1,
        },
        {
            "name": "Bernie",
            "vp_chips": 25,
            "doubloons": 1,
            "goods": 0,
            "buildings": {
                "sugar_mill": 3,
                "small_market": 1,
                "hacienda": 0,
                "office": 1,
                "wharf": 1,
                "fortress": 1,
                "customs_house": 1,
                "city_hall": 1,
            },
            "island": {"corn": 12},
            "island_colonists": 12,
            "san_juan_colonists": 0,
        },
        {
            "name": "Chris",
            "vp_chips": 31,
            "doubloons": 5,
            "goods": 4,
            "buildings": {"small_sugar_mill": 1, "tobacco_storage": 3, "large_market": 1, "university": 0},
            "island": {"corn": 8},
            "island_colonists": 6,
            "san_juan_colonists": 0,
        },
    ],
}


def sheet_keys(seat, p):
    """The presses that type sheet entry ``p`` on seat ``seat``."""
    left, right, select = KEYS[seat]
    keys = ""
    for f in ("vp_chips", "doubloons", "goods"):
        keys += right * p[f] + select
    keys += right * sum(p["island"].values()) + select
    keys += right * p["island_colonists"] + select
    keys += right * p["san_juan_colonists"] + select
    # buildings: walk the list, o once to own, once more per colonist
    for b in BUILDINGS:
        keys += right
        if b in p["buildings"]:
            keys += select * (p["buildings"][b] + 1)
    keys += right + select  # wrapped to "next field"
    return keys + select  # done


def test_scoring_by_buttons_matches_the_scorer():
    mode = Scoring([p["name"] for p in SHEET["players"]])
    emu = emulated(mode)
    scripts = [list(sheet_keys(s, SHEET["players"][s])) for s in range(3)]
    # the seats type in parallel: one key of each in turn
    while any(scripts):
        for s in range(3):
            if scripts[s]:
                emu.press(scripts[s].pop(0))
        if len(scripts[0]) == 1:
            # before the last seat finishes: nothing scored yet
            assert mode.result is None
    assert mode.sheet() == SHEET
    want = score(SHEET)
    assert mode.result == want
    players = want["players"]
    for s in range(3):
        img = panel(emu, s)
        assert shows(img, 0, split(players[s]["name"], "#" + str(players[s]["rank"])), invert=True)
        assert shows(img, 1, split(text("total", "en", GAME), str(players[s]["total"])))
        assert shows(img, 2, split(text("chips", "en", GAME), str(players[s]["breakdown"]["vp_chips"])))
    board = panel(emu, "board")
    assert shows(board, 0, text("game_over", "en", GAME), invert=True)
    ranked = sorted(range(3), key=lambda i: (players[i]["rank"], i))
    for k, i in enumerate(ranked):
        assert shows_left(board, k + 1, str(players[i]["rank"]) + " " + players[i]["name"][:7], 47)
    assert shows(board, 7, text("winner", "en", GAME, name=" & ".join(want["winners"])))
    # the bonuses are really there (not a trivial sheet)
    assert players[0]["breakdown"]["bonus"] == {"guild_hall": 5, "residence": 6}
    assert set(players[1]["breakdown"]["bonus"]) == {"fortress", "customs_house", "city_hall"}


def test_scoring_long_press_reopens_a_done_seat():
    mode = Scoring(NAMES[:2])
    emu = emulated(mode)
    for s in (0, 1):
        press(emu, KEYS[s][1] * (5 + s) + KEYS[s][2] * 6 + KEYS[s][2] + KEYS[s][2])
    assert mode.result is not None
    assert [p["total"] for p in mode.result["players"]] == [5, 6]
    press(emu, KEYS[0][2].upper())  # reopen: scores are taken down
    assert mode.result is None
    assert not mode.seats[0].done
    assert shows(panel(emu, 0), 1, split("VP chips", "5"), invert=True)
    assert shows(panel(emu, "board"), 1, split("Anne", "VP chips"))
    assert shows(panel(emu, "board"), 2, split("Bernie", "done"))
    press(emu, KEYS[0][1] * 3 + KEYS[0][2] * 8)
    assert [p["total"] for p in mode.result["players"]] == [8, 6]
    assert shows(panel(emu, 0), 1, split("total", "8"))


def test_scoring_field_limits_and_back():
    mode = Scoring(NAMES[:3])
    emu = emulated(mode)
    left, right, select = KEYS[0]
    press(emu, left * 2)  # never below 0
    assert mode.seats[0].values["vp_chips"] == 0
    press(emu, select * 3 + right * 15)  # island tiles: 12 at most
    assert shows(panel(emu, 0), 4, split("island tiles", "12"), invert=True)
    press(emu, left * 10 + select + right * 5)  # 2 tiles hold 2 colonists
    assert mode.seats[0].values["island_colonists"] == 2
    press(emu, select.upper() + left)  # back to tiles, one less
    assert mode.seats[0].values["island"] == 1
    assert mode.seats[0].values["island_colonists"] == 1
    assert FIELDS[mode.seats[0].field] == "island"


def test_scoring_city_full():
    mode = Scoring(NAMES[:3])
    emu = emulated(mode)
    left, right, select = KEYS[0]
    press(emu, select * 6)  # the buildings list
    assert shows(panel(emu, 0), 2, t("next_field"), invert=True)
    # own the five large buildings from the end of the list: 10 spaces
    for _ in range(5):
        press(emu, left + select)
    assert mode.seats[0].spaces() == 10
    assert shows(panel(emu, 0), 1, split("buildings", "10/12"))
    press(emu, left + select)  # wharf: 11
    press(emu, left + select)  # harbor: 12
    press(emu, left + select)  # university: does not fit
    assert "university" not in mode.seats[0].buildings
    assert shows(panel(emu, 0), 7, t("city_full"), invert=True)
    press(emu, right * 2)  # back to the wharf: the note is gone
    assert shows(panel(emu, 0), 7, t("build_hint"))
    press(emu, select * 2)  # 0/1 -> 1/1 -> not owned
    assert "wharf" not in mode.seats[0].buildings
    assert mode.seats[0].spaces() == 11


def test_scoring_board_while_entering():
    mode = Scoring(NAMES[:3], lang="fr")
    emu = emulated(mode)
    press(emu, KEYS[0][2] * 7 + KEYS[0][2])
    board = panel(emu, "board")
    assert shows(board, 0, split(t("scoring", "fr"), t("done_n", "fr", k=1, n=3)), invert=True)
    assert shows(board, 1, split("Anne", t("done", "fr")))
    assert shows(board, 2, split("Bernie", t("vp_chips", "fr")))


def hold_pin(emu, seat, button, seconds):
    """Hold one of ``seat``'s buttons (0 <, 1 >) down for ``seconds``
    through its mock pin, the loop running every tick, then let go."""
    from firmware.emulator.device import TICK

    pin = emu.keys.pins[(seat, button)]
    pin.drive_low()
    t0 = emu.clock.t
    while emu.clock.t - t0 < seconds:
        emu.clock.t += TICK
        emu.app.step()
    pin.drive_high()
    emu.clock.t += TICK * 3
    emu.app.step()


def test_scoring_held_buttons_step_by_five_and_repeat():
    mode = Scoring(NAMES[:3])
    emu = emulated(mode)
    left, right, select = KEYS[1]
    assert shows(panel(emu, 1), 7, t("field_hint"))
    assert "5" in t("field_hint") and "5" in t("field_hint", "fr")
    # 0.6 s: +5; 0.5 s later +5; then +5 every 0.3 s: 20 at 1.75 s
    hold_pin(emu, 1, 1, 1.75)
    assert mode.seats[1].values["vp_chips"] == 20
    assert shows(panel(emu, 1), 1, split("VP chips", "20"), invert=True)
    press(emu, right * 3)  # short presses still step by 1
    assert mode.seats[1].values["vp_chips"] == 23
    press(emu, left.upper())  # one long press (Shift: 1 s): one step down
    assert mode.seats[1].values["vp_chips"] == 18
    hold_pin(emu, 1, 0, 3.0)  # never below 0
    assert mode.seats[1].values["vp_chips"] == 0
    # island tiles stop at 12, their colonists at the tiles
    press(emu, select * 3 + right.upper() * 3)
    assert mode.seats[1].values["island"] == 12
    press(emu, left * 4 + select + right.upper() * 2)
    assert mode.seats[1].values["island_colonists"] == 8
    # the building list: a held > goes down a page of 5
    press(emu, select * 2)
    assert FIELDS[mode.seats[1].field] == "buildings"
    press(emu, right.upper())
    assert mode.seats[1].item == 5
    assert shows(panel(emu, 1), 6, split(phrases.name(BUILDINGS[4], "en", "classic"), "-"), invert=True)
    press(emu, left.upper() * 2)  # wraps round the list
    assert mode.seats[1].item == len(BUILDINGS) + 1 - 5
    # the other seats did not move
    assert mode.seats[0].values == mode.seats[2].values == dict((f, 0) for f in FIELDS[:6])


def test_scoring_held_buttons_do_nothing_on_a_done_sheet():
    mode = Scoring(NAMES[:2])
    for _ in range(len(FIELDS) - 1):
        mode.handle((0, "select"))
    assert FIELDS[mode.seats[0].field] == "finish"
    assert mode.handle((0, "hold", "right", 1)) is False
    mode.handle((0, "select"))
    before = mode.sheet()
    assert mode.handle((0, "hold", "left", 1)) is False
    assert mode.handle((0, "peek", True)) is False
    assert mode.sheet() == before


def test_scoring_board_and_seats_agree_on_who_is_done():
    """The board's "k/n done", its line per seat and each seat's own
    header come from one function: a seat on the last field, not yet
    finished, is nowhere counted done; a reopened seat neither."""
    mode = Scoring(NAMES[:3])
    emu = emulated(mode)

    def agree(want_done):
        board = panel(emu, "board")
        assert shows(board, 0, split(t("scoring"), t("done_n", k=len(want_done), n=3)), invert=True)
        for s in range(3):
            on_board = shows(board, 1 + s, split(NAMES[s], t("done")))
            on_seat = shows(panel(emu, s), 0, split(NAMES[s], t("done")), invert=True)
            assert on_board == on_seat == (s in want_done), s

    agree(set())
    press(emu, KEYS[0][2] * (len(FIELDS) - 1))  # seat 1 on "finish", not done
    assert shows(panel(emu, "board"), 1, split("Anne", t("finish")))
    agree(set())
    press(emu, KEYS[0][2])
    agree({0})
    press(emu, KEYS[1][2] * len(FIELDS))
    agree({0, 1})
    press(emu, KEYS[0][2].upper())  # seat 1 reopens
    agree({1})
    assert shows(panel(emu, "board"), 1, split("Anne", t("vp_chips")))


# ---- command line --------------------------------------------------------------


def _parser():
    from firmware.commands import modes

    p = argparse.ArgumentParser()
    modes.register(p.add_subparsers())
    return p


def test_cli_counter_and_scoring_scripts():
    out = io.StringIO()
    args = _parser().parse_args(["counter", "--names", "Anne,Bob,Cy", "--keys", "www"])
    assert args.func(args, out=out) == 0
    assert "1 Anne" in out.getvalue()
    out = io.StringIO()
    keys = "w" * 5 + "e" * 8 + "s" * 3 + "d" * 8
    args = _parser().parse_args(["scoring", "--players", "2", "--lang", "fr", "--keys", keys])
    assert args.func(args, out=out) == 0
    assert "1. Joueur 1  5" in out.getvalue()  # --lang fr: French default names


def test_cli_bad_names(capsys):
    args = _parser().parse_args(["counter", "--names", "A,B", "--players", "3"])
    assert args.func(args) == 2
    assert "2 names for 3 players" in capsys.readouterr().err


# ---- every mode: one base, drawing that writes nothing ---------------------------


def _every_mode():
    """One of each mode the device has: every game's table and other
    modes (firmware.games), and the start screen."""
    import core
    from firmware import games
    from firmware.modes.start import StartScreen

    out = [StartScreen(5)]
    for g in games.GAMES:
        out.append(g.mode("play")(core.new_game(NAMES[:3], seed=4, game=g.id)))
        for m in g.mode_ids()[1:]:
            out.append(g.mode(m)(NAMES[:3]))
    return out


def test_every_mode_class_is_a_mode():
    from firmware import games
    from firmware.modes.base import Mode
    from firmware.modes.start import StartScreen

    classes = [StartScreen]
    for g in games.GAMES:
        classes += [g.mode(m) for m in g.mode_ids()]
    # start screen, Puerto Rico's table, counter, scoring, San Juan's and Port Royal's tables
    assert len(classes) == 6
    for cls in classes:
        assert issubclass(cls, Mode), cls
    for mode in _every_mode():
        assert isinstance(mode, Mode)
        n = mode.seat_count
        assert len(mode.names) == n
        frames = mode.frames()
        assert set(frames) == {"board"} | set(range(n))
        assert all(img.size == (128, 64) for img in frames.values())
        # a seat the mode does not have: nothing happens
        version = mode.version
        assert mode.handle((n, "select")) is False
        assert mode.version == version
        # a device problem reaches the board, once
        mode.set_status(["seat 3 screen: no answer"])
        assert mode.version == version + 1
        assert mode.frames()["board"].tobytes() != frames["board"].tobytes()
        mode.set_status(["seat 3 screen: no answer"])
        assert mode.version == version + 1


def _plain(v):
    """``v`` as plain data: objects (a seat, the logbook) by their attributes."""
    if isinstance(v, dict):
        return dict((k, _plain(x)) for k, x in v.items())
    if isinstance(v, (list, tuple)):
        return [_plain(x) for x in v]
    if hasattr(v, "__dict__"):
        return {"class": type(v).__name__, "vars": _plain(vars(v))}
    return copy.deepcopy(v)


def _dump(mode):
    """Every attribute of ``mode`` and of its seats, as plain data."""
    return _plain(dict((k, v) for k, v in vars(mode).items() if not callable(v)))


def _busy_tables():
    """Game tables with something on every screen: a seat menu, a help, an
    undo question, news, a notice, a peek, the final score."""
    import core
    from core.puerto_rico.simulate import random_walk
    from firmware.games.puerto_rico.table import Table

    out = []
    for k in range(3):
        table = Table(core.new_game(NAMES[:4], seed=11 + k))
        for _ in range(6 + k):
            table.choose(core.legal_actions(table.state)[0])
        d = table.deciding()
        table.handle(((d + 1) % 4, "back"))  # seat menu open
        table.handle((d, "back"))
        table.handle((d, "select"))  # its help open
        table.handle(((d + 2) % 4, "peek", True))
        table.handle(((d + 3) % 4, "right"))  # the other page
        if k == 1:
            table.notice = "game 3 resumed"
        if k == 2:
            table.undo_request = (d + 1) % 4
        out.append(table)
    over = Table(core.new_game(NAMES[:2], seed=2))
    random_walk(over.state, 20000, 1)
    over = Table(over.state)
    over.handle((1, "back"))
    out.append(over)
    return out


def test_frames_leave_every_mode_and_its_seats_unchanged():
    modes = _every_mode() + _busy_tables()
    counter = Counter(NAMES[:3])
    counter.handle((1, "select"))
    counter.handle((1, "peek", True))
    counter.handle((0, "right"))
    scoring = Scoring(NAMES[:3])
    for ch in "e" * 6 + "q" * 3 + "e":
        scoring.handle((0, {"q": "left", "w": "right", "e": "select"}[ch]))
    modes += [counter, scoring]
    for mode in modes:
        before = _dump(mode)
        assert before.get("seats", True)
        first = mode.frames()
        assert _dump(mode) == before, type(mode)
        # and drawing twice draws the same: nothing drawn depends on a draw
        again = mode.frames()
        assert [first[k].tobytes() for k in first] == [again[k].tobytes() for k in again]


def test_holds_change_nothing_in_modes_that_do_not_step_with_them():
    """A held < or > repeats "hold" events (drivers.buttons); the game
    table, the start screen and the counter behave as before them: a
    seat menu or a help stays open, nothing moves. Only a game table's
    first hold of a > turns its board, to that player's page (issue 36):
    nothing of a seat changes."""
    from firmware.modes.table import GameTable

    counter = Counter(NAMES[:3])
    counter.handle((1, "select"))
    modes = [m for m in _every_mode() if not isinstance(m, Scoring)] + _busy_tables() + [counter]
    board = ("board_page", "board_jump", "board_browse", "version")
    for mode in modes:
        before = _dump(mode)
        version = mode.version
        for seat in range(mode.seat_count):
            for name in ("left", "right"):
                for n in (1, 2, 3):
                    turns = isinstance(mode, GameTable) and name == "right" and n == 1
                    if not turns:
                        assert mode.handle((seat, "hold", name, n)) is False
                    elif mode.handle((seat, "hold", name, n)):
                        assert "board" in mode.frames()
        after = _dump(mode)
        if not isinstance(mode, GameTable):
            assert mode.version == version
        assert [after[k] for k in after if k not in board] == [before[k] for k in before if k not in board]


def test_start_screen_offers_the_registry_games_and_modes():
    from firmware import games
    from firmware.modes.start import StartScreen

    pr = games.get("puerto_rico")
    start = StartScreen(4)
    assert start.offers("mode") == pr.mode_ids() == ["play", "counter", "scoring"]
    # each mode offered starts its own class
    for k, mode_id in enumerate(pr.mode_ids()):
        start = StartScreen(4)
        game_row = 1 if start.rows[0][0] == "game" else 0  # a device with more than one game
        # one more row per expansion the mode takes (left off): every one
        # the core plays for play, the class's EXPANSIONS for the others
        takes = pr.expansions() if mode_id == "play" else getattr(pr.mode(mode_id), "EXPANSIONS", ())
        rows = 6 + len(takes) + (TABLE_ROWS if mode_id == "play" else 0)  # bots, hints (issue 34)
        for ev in ["select"] * game_row + ["right"] * k + ["select"] * rows:
            start.handle((0, ev))
        assert start.done and start.result["mode"] == mode_id
        assert start.result["game"] == "puerto_rico" and start.result["players"] == 4
    # a second game is one more line in the registry: a game row appears,
    # and choosing the game offers its modes and its numbers of players
    start = StartScreen(5)
    emu = emulated(start)
    assert shows(
        panel(emu, "board"),
        1,
        split(catalog.text("game", "en"), "Puerto Rico"),
        invert=True,
    )
    press(emu, KEYS[0][1])
    assert start.choice()["game"] == "san_juan"
    assert start.offers("mode") == ["play"]
    assert start.offers("players") == [2, 3, 4]
    # San Juan has no edition: game, mode, players, variant (the deal), language,
    # tiles (who draws the trading-house tiles, issue 30), start
    press(emu, KEYS[0][2] * (7 + TABLE_ROWS))
    want = {
        "game": "san_juan",
        "mode": "play",
        "players": 4,
        "variant": "standard",
        "language": "en",
        "tiles": "shuffle",
        "bots": None,  # the bots and hints rows, left off (issue 34)
        "hints": "off",
    }
    assert start.done and start.result == want
    # Port Royal: its own variant row, before the language
    start = StartScreen(5)
    emu = emulated(start)
    press(emu, KEYS[0][1] * 2)
    assert start.choice()["game"] == "port_royal"
    assert [r[0] for r in start.rows] == [
        "game",
        "mode",
        "players",
        "variant",
        "language",
        "bots",
        "hints",
        "start",
    ]
    assert start.offers("players") == [2, 3, 4, 5]
    assert games.get("san_juan").mode("play").__module__ == "firmware.games.san_juan.table"
