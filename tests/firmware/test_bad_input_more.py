"""Issue 20, every bad input gives exit 2, one line, nothing stored: seeds
in the range every record keeps, one-line argument errors, the scale and
folder of ``screens``, repeated expansions, score sheets, options that
mean nothing for the game, invalid UTF-8 in a record, hardware profiles."""

import io
import json
import os
import sys

import pytest

from core import inputs, jsonload, record
from core.errors import BadInput
from firmware import cli
from firmware.journal import Journal
from tests.support import ROOT

SHORT = 300
TOP = 2**63 - 1  # the largest seed


def refused(capsys, argv, *needles):
    """``doubloon argv``: exit 2, one short line on stderr holding every
    needle, nothing on stdout, no traceback."""
    rc = cli.main(argv)
    out, err = capsys.readouterr()
    assert rc == 2, (out[:200], err[:300])
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and len(lines[0]) < SHORT and "Traceback" not in err, err[:400]
    for n in needles:
        assert n in lines[0], lines[0]
    return lines[0]


def games_in(db):
    if not os.path.exists(db):
        return 0
    j = Journal(db)
    try:
        return len(j.unfinished()) + len(j.history())
    finally:
        j.close()


# ---- 1. seeds ---------------------------------------------------------------


@pytest.mark.parametrize("seed", [2**63, 2**64 - 1, -(2**63), -(2**64), 10**30])
@pytest.mark.parametrize("game", ["puerto_rico", "san_juan", "port_royal"])
def test_play_refuses_a_seed_no_record_can_keep(tmp_path, capsys, seed, game):
    db = str(tmp_path / "j.sqlite3")
    argv = ["play", "--game", game, "--emulator", "text", "--db", db, "--seed", str(seed)]
    line = refused(capsys, argv, "--seed takes", "2**63 - 1", "(doubloon play --help)")
    assert line.startswith("doubloon play: ")
    assert games_in(db) == 0


@pytest.mark.parametrize("seed", ["abc", "1.5", "", "1" * 5000, "0x10"])
def test_play_refuses_a_seed_that_is_not_a_whole_number(tmp_path, capsys, seed):
    db = str(tmp_path / "j.sqlite3")
    refused(capsys, ["play", "--db", db, "--seed=" + seed], "--seed takes a whole number")
    assert games_in(db) == 0


@pytest.mark.slow
@pytest.mark.parametrize("game", ["puerto_rico", "san_juan", "port_royal"])
@pytest.mark.parametrize("seed", [TOP, -TOP])
def test_the_largest_seeds_are_stored_and_resumed(tmp_path, capsys, game, seed):
    db = str(tmp_path / "j.sqlite3")
    argv = ["play", "--game", game, "--keys", "ee", "--names", "Anne,Bob", "--db", db]
    assert cli.main(argv + ["--new", "--seed", str(seed)]) == 0
    capsys.readouterr()
    j = Journal(db)
    try:
        (game_row,) = j.unfinished()
        assert j.state(game_row["id"])["seed"] == seed  # the record reader takes it back
    finally:
        j.close()
    assert cli.main(argv + ["--resume"]) == 0
    err = capsys.readouterr().err
    assert "set aside" not in err, err
    assert games_in(db) == 1


@pytest.mark.parametrize("seed", [TOP + 1, -TOP - 1, 2**64])
def test_a_record_header_with_a_seed_out_of_range_is_refused(seed):
    h = {"record": "doubloon", "version": 2, "game": "puerto_rico", "edition": "classic"}
    h.update(players=["Anne", "Bob"], seed=seed, tiles="shuffle")
    with pytest.raises(BadInput):
        record.new_from_header(h)  # the reader's own check, not only the JSON limit


def test_one_seed_range_for_the_core_and_the_record_reader():
    assert jsonload.MAX_INT == inputs.MAX_SEED == 2**63
    assert inputs.seed_ok(TOP) and inputs.seed_ok(-TOP)
    assert not inputs.seed_ok(TOP + 1) and not inputs.seed_ok(-TOP - 1) and not inputs.seed_ok(True)


@pytest.mark.parametrize("seed,games", [(TOP, 2), (TOP - 5, 7), (2**63 + 1, 1)])
def test_simulate_refuses_a_run_whose_seeds_go_past_the_range(capsys, seed, games):
    refused(capsys, ["simulate", "--games", str(games), "--seed", str(seed)], "--seed")


def test_simulate_plays_the_last_seed_of_the_range(capsys):
    assert cli.main(["simulate", "--players", "2", "--games", "2", "--seed", str(TOP - 1)]) == 0
    assert "seeds %d..%d" % (TOP - 1, TOP) in capsys.readouterr().out


# ---- 8. one-line argument errors ------------------------------------------


@pytest.mark.parametrize(
    "argv,line",
    [
        (["play", "--players", "7"], "doubloon play: --players takes 2 to 5, not 7 (doubloon play --help)"),
        (["play", "--lang", "de"], "doubloon play: --lang takes en or fr, not de (doubloon play --help)"),
        (["play", "--seed", "abc"], None),
        (["play", "--players"], "doubloon play: --players takes 2 to 5, none given (doubloon play --help)"),
        (["play", "--no-such"], "doubloon play: unknown argument --no-such (doubloon play --help)"),
        (["counter", "--edition", "1900"], "doubloon counter: --edition takes classic or 1897, not 1900"),
        (["simulate", "--games", "many"], "doubloon simulate: --games takes a whole number, not many"),
        (["score"], "doubloon score: the following arguments are required: file (doubloon score --help)"),
        (["fly"], "doubloon: COMMAND takes play, "),
    ],
)
def test_argument_errors_are_one_line_naming_the_option(capsys, argv, line):
    got = refused(capsys, argv)
    if line is not None:
        assert got.startswith(line), got
    assert got.endswith("--help)")


def test_an_argument_error_escapes_control_characters(capsys):
    line = refused(capsys, ["play", "--lang", "\x1b[2J" + "x" * 500])
    assert "\x1b" not in line and "\\x1b" in line


def test_help_still_prints_the_whole_help(capsys):
    with pytest.raises(SystemExit) as e:
        cli.main(["play", "--help"])
    assert e.value.code == 0
    out = capsys.readouterr().out
    assert "--players" in out and "--seed" in out and len(out.splitlines()) > 10


def test_every_subparser_has_one_line_errors():
    parser = cli.build_parser()
    subs = [a for a in parser._actions if a.__class__.__name__ == "_SubParsersAction"][0]
    for name, p in subs.choices.items():
        assert isinstance(p, cli.Parser), name


# ---- 2. screens: the scale and the folder -----------------------------------


@pytest.mark.parametrize("scale", ["0", "-3", "17", "100000", "2.5"])
def test_screens_refuses_a_scale_out_of_range(tmp_path, capsys, scale):
    out = tmp_path / "shots"
    refused(capsys, ["screens", "--out", str(out), "--scale=" + scale], "--scale takes 1 to 16")
    assert not out.exists()  # refused before any work


@pytest.mark.parametrize("where", ["/dev/null/x", "FILE/x", "FILE"])
def test_screens_refuses_a_folder_it_cannot_make(tmp_path, capsys, where):
    (tmp_path / "FILE").write_text("a file, not a folder")
    where = where.replace("FILE", str(tmp_path / "FILE"))
    refused(capsys, ["screens", "--out", where], "doubloon screens: --out " + where + ": ")


def test_capture_refuses_a_folder_it_cannot_make_and_stores_nothing(tmp_path, capsys):
    db = str(tmp_path / "j.sqlite3")
    argv = ["play", "--emulator", "capture", "--keys", "ee", "--db", db, "--out", "/dev/null/x"]
    refused(capsys, argv, "doubloon play: --out /dev/null/x: Not a directory")
    assert games_in(db) == 0


def test_screens_writes_at_the_smallest_and_largest_scale(tmp_path, monkeypatch, capsys):
    from PIL import Image

    from firmware.commands import pictures

    one = [("board-start", Image.new("1", (128, 64), 1))]
    monkeypatch.setattr(pictures, "shots", lambda lang, edition: one)
    for scale in (1, 16):
        out = tmp_path / str(scale)
        assert cli.main(["screens", "--out", str(out), "--scale", str(scale)]) == 0
        assert Image.open(out / "board-start.png").size == (128 * scale, 64 * scale)
    capsys.readouterr()


# ---- 3. the text table's prompt ----------------------------------------------


@pytest.mark.parametrize("typed", ["9" * 5000, "h" + "1" * 5000, "²", "h²", "1" * 7, "0"])
def test_the_text_table_takes_a_huge_or_odd_number_as_not_a_choice(typed):
    from firmware.commands import play

    argv = ["play", "--emulator", "text", "--names", "Anne,Bob", "--no-journal"]
    args = cli.build_parser().parse_args(argv)
    out = io.StringIO()
    assert play.dispatch(args, stdin=io.StringIO(typed + "\nq\n"), out=out) == 0
    text = out.getvalue()
    assert "Traceback" not in text
    from firmware.emulator.text import line

    said = text.split("\n> ")[1].splitlines()[0]  # what the table said to the number typed
    assert said.startswith(line("number", "en", n=8)[:20]), said[:300]


# ---- 4. an expansion named twice -------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["simulate", "--games", "1", "--expansions", "nobles,nobles"],
        ["simulate", "--games", "1", "--expansions", "new_buildings,festival,new_buildings"],
        ["counter", "--keys", "ee", "--expansions", "nobles,nobles"],
        ["scoring", "--keys", "ee", "--expansions", "new_buildings, new_buildings"],
        ["play", "--keys", "ee", "--expansions", "nobles,nobles"],
    ],
)
def test_an_expansion_named_twice_is_refused_as_play_refuses_it(tmp_path, capsys, argv):
    db = str(tmp_path / "j.sqlite3")
    if argv[0] != "simulate":
        argv = argv + ["--db", db] if argv[0] != "counter" else argv
    line = refused(capsys, argv, "named twice")
    assert line.startswith("doubloon %s: expansions: " % argv[0])
    assert games_in(db) == 0


def test_simulate_still_refuses_an_expansion_the_core_does_not_play(capsys):
    refused(capsys, ["simulate", "--games", "1", "--expansions", "pirates"], "unknown expansion", "pirates")


# ---- 5. score sheets --------------------------------------------------------


def pr_player(name, **kw):
    p = {"name": name, "vp_chips": 5, "buildings": {}, "island": {}}
    p.update(kw)
    return p


def sheet_of(game, n, **top):
    players = {
        "puerto_rico": lambda i: pr_player("P%d" % i),
        "san_juan": lambda i: {"name": "P%d" % i, "buildings": []},
        "port_royal": lambda i: {"name": "P%d" % i, "vp": 3},
    }[game]
    s = {"game": game, "players": [players(i + 1) for i in range(n)]}
    s.update(top)
    return s


def score_refused(capsys, tmp_path, sheet, *needles, fmt="json"):
    f = tmp_path / "sheet.json"
    f.write_text(sheet if isinstance(sheet, str) else json.dumps(sheet))
    return refused(capsys, ["score", "--format", fmt, str(f)], *needles)


@pytest.mark.parametrize(
    "game,n", [("puerto_rico", 1), ("puerto_rico", 6), ("san_juan", 1), ("san_juan", 5), ("port_royal", 6)]
)
def test_score_refuses_a_player_count_the_game_is_not_for(tmp_path, capsys, game, n):
    score_refused(capsys, tmp_path, sheet_of(game, n), "players: ", "not %d" % n)


@pytest.mark.parametrize(
    "game,n", [("puerto_rico", 2), ("puerto_rico", 5), ("san_juan", 4), ("port_royal", 5)]
)
def test_score_takes_every_player_count_of_the_game(capsys, tmp_path, game, n):
    f = tmp_path / "sheet.json"
    f.write_text(json.dumps(sheet_of(game, n)))
    assert cli.main(["score", "--format", "json", str(f)]) == 0
    assert len(json.loads(capsys.readouterr().out)["players"]) == n


def test_score_refuses_an_expansion_named_twice(tmp_path, capsys):
    sheet = sheet_of("puerto_rico", 2, expansions=["nobles", "nobles"])
    score_refused(capsys, tmp_path, sheet, 'expansions: "nobles" named twice')


def test_score_refuses_two_players_of_the_same_name(tmp_path, capsys):
    sheet = sheet_of("port_royal", 3)
    sheet["players"][2]["name"] = "P1"
    score_refused(capsys, tmp_path, sheet, "player 3 (P1): name: two players are called P1")


@pytest.mark.parametrize(
    "where,field",
    [
        ("player", "doubloon"),
        ("player", "vp"),
        ("sheet", "expansion"),
        ("sheet", "variant"),
        ("sheet", "seed"),
    ],
)
def test_score_refuses_a_field_the_contract_does_not_name(tmp_path, capsys, where, field):
    sheet = sheet_of("puerto_rico", 2)
    (sheet["players"][1] if where == "player" else sheet)[field] = 3
    line = score_refused(capsys, tmp_path, sheet, field + ": unknown field")
    if where == "player":
        assert "player 2 (P2): " + field in line


def test_a_misspelt_doubloons_no_longer_changes_the_tie_break(tmp_path, capsys):
    sheet = sheet_of("puerto_rico", 2)
    sheet["players"][0]["doubloon"] = 9  # meant doubloons: would be read as 0
    score_refused(capsys, tmp_path, sheet, "player 1 (P1): doubloon: unknown field")


@pytest.mark.parametrize("fmt", ["text", "json"])
def test_score_refuses_a_name_with_a_lone_surrogate(tmp_path, capsys, fmt):
    text = json.dumps(sheet_of("port_royal", 2)).replace('"P1"', '"A\\ud800"')
    line = score_refused(capsys, tmp_path, text, "player 1: name: ", "surrogate", fmt=fmt)
    assert "\\ud800" in line


def test_a_lone_surrogate_is_escaped_in_every_message():
    assert inputs.one_line("A\ud800B") == "A\\ud800B"
    assert inputs.shown("\udfff") == '"\\udfff"'


# ---- 6. options that mean nothing for the game --------------------------------


@pytest.mark.parametrize(
    "argv,needle",
    [
        (["--variant", "expedition"], "--variant is a San Juan and Port Royal option, not for Puerto Rico"),
        (["--variant", "standard"], "--variant is a San Juan and Port Royal option, not for Puerto Rico"),
        (
            ["--game", "port_royal", "--variant", "deal"],
            "--variant takes standard or expedition for Port Royal, not deal",
        ),
        (
            ["--game", "port_royal", "--edition", "1897"],
            "--edition is a Puerto Rico option, not for Port Royal",
        ),
        (
            ["--game", "port_royal", "--tiles", "shuffle"],
            "--tiles is a Puerto Rico and San Juan option, not for Port Royal",
        ),
        (
            ["--game", "san_juan", "--edition", "classic"],
            "--edition is a Puerto Rico option, not for San Juan",
        ),
        (
            ["--game", "san_juan", "--variant", "expedition"],
            "--variant takes standard or deal for San Juan, not expedition",
        ),
        (["--buildings", "random"], "--buildings: only with --expansions new_buildings"),
        (
            ["--expansions", "nobles", "--buildings", "base"],
            "--buildings: only with --expansions new_buildings",
        ),
    ],
)
def test_play_refuses_an_option_that_means_nothing_for_the_game(tmp_path, capsys, argv, needle):
    db = str(tmp_path / "j.sqlite3")
    refused(capsys, ["play", "--keys", "ee", "--db", db] + argv, "doubloon play: " + needle)
    assert games_in(db) == 0


@pytest.mark.parametrize(
    "argv",
    [
        ["--edition", "1897", "--tiles", "physical"],
        ["--game", "port_royal", "--variant", "expedition"],
        ["--game", "san_juan"],
        ["--game", "san_juan", "--variant", "deal"],
        ["--game", "san_juan", "--tiles", "physical"],  # issue 30: the table draws the tiles
        ["--expansions", "new_buildings", "--buildings", "random"],
    ],
)
def test_play_takes_the_options_of_its_game(tmp_path, capsys, argv):
    assert cli.main(["play", "--keys", "ee", "--no-journal"] + argv) == 0, capsys.readouterr().err


def test_the_options_given_reach_the_game(tmp_path):
    from firmware.commands import play

    argv = ["play", "--game", "port_royal", "--variant", "expedition"]
    p = play.plan(cli.build_parser().parse_args(argv))
    assert (p.variant, p.edition, p.tiles, p.buildings) == ("expedition", "classic", "shuffle", "draft")
    argv = [
        "play",
        "--edition",
        "1897",
        "--tiles",
        "physical",
        "--expansions",
        "new_buildings",
        "--buildings",
        "base",
    ]
    p = play.plan(cli.build_parser().parse_args(argv))
    assert (p.variant, p.edition, p.tiles, p.buildings) == ("standard", "1897", "physical", "base")


def test_with_setup_the_options_are_the_start_screens_first_values():
    from firmware.commands import play

    argv = ["play", "--setup", "--variant", "expedition", "--edition", "1897"]
    p = play.plan(cli.build_parser().parse_args(argv))
    assert (p.variant, p.edition) == ("expedition", "1897")


# ---- 7. bytes that are not UTF-8 in a record ---------------------------------


def _record_bytes_with(bad: bytes, at_line: int) -> bytes:
    from core.puerto_rico.simulate import play_random

    acts = []
    end = play_random(3, 11, record=acts)
    lines = [record.header_line(end).encode()] + [record.action_line(a).encode() for a in acts]
    lines[at_line - 1] = lines[at_line - 1][:5] + bad + lines[at_line - 1][5:]
    return b"\n".join(lines) + b"\n"


@pytest.mark.parametrize("bad,byte", [(b"\xff", "0xff"), (b"\xc3", "0xc3"), (b"\xed\xa0\x80", "0xed")])
@pytest.mark.parametrize("command", ["replay", "import"])
def test_a_record_that_is_not_utf8_is_named_by_line(tmp_path, capsys, command, bad, byte):
    f = tmp_path / "g.jsonl"
    f.write_bytes(_record_bytes_with(bad, 7))
    db = str(tmp_path / "j.sqlite3")
    argv = [command, str(f)] + (["--db", db] if command == "import" else [])
    refused(capsys, argv, "doubloon %s: %s: line 7: column 6: not UTF-8 text (byte %s)" % (command, f, byte))
    assert games_in(db) == 0


def test_a_record_on_standard_input_that_is_not_utf8_is_named_by_line(tmp_path):
    import subprocess

    r = subprocess.run(
        [sys.executable, "-m", "firmware.cli", "replay", "-"],
        input=_record_bytes_with(b"\xfe", 1),
        capture_output=True,
        cwd=ROOT,
    )
    assert r.returncode == 2 and r.stdout == b""
    assert r.stderr.decode() == "doubloon replay: -: line 1: column 6: not UTF-8 text (byte 0xfe)\n"


# ---- 9. hardware profiles: one module, one seat ------------------------------


def _serial_profile():
    from drivers import profile

    with open(os.path.join(profile.PROFILES_DIR, "pi-serial-5seat.json"), encoding="utf-8") as f:
        return json.load(f)


def _two_links(first, second):
    d = _serial_profile()
    d["seats"][0]["serial"] = first
    d["seats"][1]["serial"] = second
    return d


@pytest.mark.parametrize(
    "first,second",
    [
        ({"usb_serial": "D1A2B3"}, {"usb_serial": "d1a2b3"}),
        ({"usb_serial": "abc-01"}, {"usb_serial": "ABC-01"}),
        ({"port": "/dev/ttyAMA0"}, {"port": "/dev//ttyAMA0"}),
        ({"port": "/dev/ttyAMA0"}, {"port": "/dev/./ttyAMA0"}),
        ({"port": "/dev/ttyAMA0"}, {"port": "//dev/ttyAMA0"}),
        ({"port": "/dev/ttyAMA0"}, {"port": "/dev/../dev/ttyAMA0"}),
    ],
)
def test_a_profile_refuses_one_module_spelt_two_ways_for_two_seats(first, second):
    from drivers.profile import ProfileError, validate

    with pytest.raises(ProfileError) as e:
        validate(_two_links(first, second), "x.json")
    msg = str(e.value)
    key = "usb_serial" if "usb_serial" in second else "port"
    assert msg.startswith("x.json: seats[1].serial.%s: " % key), msg
    assert 'already used by seats[0] (as "%s")' % first[key] in msg and "\n" not in msg


def test_a_profile_refuses_a_port_and_its_symlink_for_two_seats(tmp_path):
    from drivers.profile import ProfileError, validate

    tty = tmp_path / "ttyAMA0"
    tty.write_text("")
    (tmp_path / "serial0").symlink_to(tty)
    d = _two_links({"port": str(tty)}, {"port": str(tmp_path / "serial0")})
    with pytest.raises(ProfileError, match=r"seats\[1\].serial.port: .*already used by seats\[0\]"):
        validate(d)


def test_a_profile_keeps_two_different_modules_and_urls():
    from drivers.profile import validate

    d = _two_links({"usb_serial": "D1A2B3"}, {"usb_serial": "D1A2B4"})
    assert validate(d)["seats"][1]["serial"]["usb_serial"] == "D1A2B4"  # as spelt
    d = _two_links({"port": "loop://"}, {"port": "/dev/ttyAMA0"})
    assert validate(d)["seats"][1]["serial"]["port"] == "/dev/ttyAMA0"


def test_the_profile_check_command_says_it_in_one_line(tmp_path, capsys):
    from drivers import profile

    f = tmp_path / "mine.json"
    f.write_text(json.dumps(_two_links({"usb_serial": "D1A2B3"}, {"usb_serial": "d1a2b3"})))
    assert profile.main([str(f)]) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and "already used by seats[0]" in err
