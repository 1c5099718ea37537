"""Issue 8, "Every bad input": records, score sheets, hardware profiles,
player names and input files. Each bad input is one documented error
(RecordError, BadInput, ProfileError, HardwareError); through the command it
is exit 2 with exactly one short line on stderr, nothing on stdout, and no
game stored."""

import json
import os
import sys

import pytest

import core
from core import canon, record
from core.errors import BadInput, IllegalAction
from core.puerto_rico.simulate import play_random
from core.puerto_rico.state import MAX_NAME, check_names
from firmware import cli
from firmware.commands import read_lines

SHORT = 300  # an error line never echoes a long input back


def record_lines(players=3, seed=11):
    acts = []
    state = play_random(players, seed, record=acts)
    return [record.header_line(state)] + [record.action_line(a) for a in acts]


LINES = record_lines()
HEADER = json.loads(LINES[0])


def header_with(**changes):
    h = dict(HEADER)
    h.update(changes)
    return json.dumps(h)


def first(prefix):
    """Index of the first record line starting with ``prefix``."""
    return next(i for i, t in enumerate(LINES) if t.startswith(prefix))


def refused(lines, rule=None, line=None):
    with pytest.raises(record.RecordError) as e:
        record.replay(lines)
    msg = str(e.value)
    assert "\n" not in msg and len(msg) < SHORT, msg[:200]
    if rule is not None:
        assert e.value.rule == rule, msg
    if line is not None:
        assert e.value.line == line, msg
    return e.value


def one_line_exit_2(capsys, argv, needle=None):
    rc = cli.main(argv)
    out, err = capsys.readouterr()
    assert rc == 2, (out[:200], err[:200])
    assert out == ""
    lines = err.splitlines()
    assert len(lines) == 1 and len(lines[0]) < SHORT, err[:300]
    if needle is not None:
        assert needle in lines[0], lines[0]
    return lines[0]


# ---- 1. records: actions ------------------------------------------------------


@pytest.mark.parametrize("bad", ["true", "1.0", "[1]", '{"1": 1}', "null", "false"])
def test_a_ship_number_must_be_an_int_not_a_bool_float_list_or_object(bad):
    i = first('["load",')
    action = json.loads(LINES[i])
    assert isinstance(action[2], int)
    lines = list(LINES)
    lines[i] = '["load",%s,%s]' % (json.dumps(action[1]), bad)
    refused(lines, "format", i + 1)


@pytest.mark.parametrize(
    "bad",
    [
        '["role",["builder"]]',
        '["role",{"builder":1}]',
        '["role",1.5]',
        '["role",true]',
        '[["role"],"builder"]',
        '["role","' + "b" * 5000 + '"]',
        '["role",' + "9" * 12 + "]",
    ],
)
def test_malformed_actions_are_format_errors(bad):
    refused([LINES[0], bad], "format", 2)


def test_true_is_not_ship_1_and_the_state_stays_byte_for_byte():
    i = first('["load",')
    s = record.replay(LINES[:i])
    action = json.loads(LINES[i])
    before = canon.dumps(s)
    for bad in (
        [action[0], action[1], True],
        [action[0], action[1], float(action[2])],
        [action[0], action[1], [action[2]]],
        [action[0], [action[1]], action[2]],
        [action[0], action[1], 10**400],
        [action[0], {"x": 1}, 1],
    ):
        with pytest.raises(IllegalAction) as e:
            core.apply(s, bad)
        assert e.value.rule == "format"
        assert len(str(e.value)) < SHORT
        assert canon.dumps(s) == before
    core.apply(s, action)  # the real one still works


# ---- 1. records: the JSON text and the header ---------------------------------


@pytest.mark.parametrize("where", ["header", "action"])
def test_nesting_100000_deep_is_a_record_error(where):
    deep = "[" * 100000 + "]" * 100000
    lines = [deep] if where == "header" else [LINES[0], deep]
    refused(lines, "json", len(lines))


@pytest.mark.parametrize("digits", [400, 4000, 4300, 4301, 100000])
def test_integers_of_many_digits_are_record_errors(digits):
    big = "9" * digits
    refused([LINES[0].replace('"seed":11', '"seed":' + big)], line=1)
    refused([LINES[0], '["load","corn",%s]' % big], line=2)


def test_duplicate_keys_in_the_header_are_refused():
    dup = LINES[0][:-1] + ',"seed":12}'
    e = refused([dup] + LINES[1:], line=1)
    assert "seed" in str(e)


@pytest.mark.parametrize("version", ["1.0", "true", '"1"', "[1]", "null", "99"])
def test_header_version_must_be_a_known_int(version):
    mine = '"version":%d' % record.VERSION
    assert mine in LINES[0]
    refused([LINES[0].replace(mine, '"version":' + version)], "header", 1)


def test_accepted_versions_are_one_constant():
    assert 1 in record.VERSIONS and record.VERSION in record.VERSIONS


@pytest.mark.parametrize("seed", ["1.5", "true", '"7"', "[7]", str(2**64), str(-(2**64))])
def test_header_seed_must_be_a_sane_int(seed):
    refused([LINES[0].replace('"seed":11', '"seed":' + seed)], line=1)


@pytest.mark.parametrize(
    "players",
    [
        [1, 2, 3],
        ["A", ["B"], "C"],
        ["A", None],
        3,
        "ABC",
        {"A": 1, "B": 2},
        ["山田", "B", "C"],
        ["A", "A\x1b[2J"],
        ["A", ""],
        ["A", "A"],
        ["A"],
        ["A", "B", "C", "D", "E", "F"],
    ],
)
def test_header_players_must_be_valid_names(players):
    refused([header_with(players=players)], "header", 1)


@pytest.mark.parametrize(
    "field,value",
    [
        ("game", ["puerto_rico"]),
        ("edition", {"a": 1}),
        ("tiles", ["shuffle"]),
        ("record", ["doubloon"]),
        ("game", "x" * 5000),
    ],
)
def test_header_fields_of_the_wrong_type(field, value):
    refused([header_with(**{field: value})], "header", 1)


def test_a_good_record_still_replays():
    s = record.replay(LINES)
    assert s["phase"] == "over"


# ---- 1. through the commands: replay and import --------------------------------


def test_replay_command_one_line_for_true_as_ship(tmp_path, capsys):
    i = first('["load",')
    lines = list(LINES)
    action = json.loads(lines[i])
    lines[i] = '["load",%s,true]' % json.dumps(action[1])
    f = tmp_path / "r.jsonl"
    f.write_text("\n".join(lines) + "\n")
    one_line_exit_2(capsys, ["replay", str(f)], "line %d: format" % (i + 1))


def test_replay_command_deep_nesting(tmp_path, capsys):
    f = tmp_path / "r.jsonl"
    f.write_text(LINES[0] + "\n" + "[" * 100000 + "]" * 100000 + "\n")
    one_line_exit_2(capsys, ["replay", str(f)], "line 2")


def test_import_of_bad_names_stores_nothing(tmp_path, capsys):
    from firmware.journal import Journal

    db = str(tmp_path / "j.sqlite3")
    lines = [header_with(players=["山田", "B", "C"])] + LINES[1:]
    f = tmp_path / "r.jsonl"
    f.write_text("\n".join(lines) + "\n")
    one_line_exit_2(capsys, ["import", str(f), "--db", db], "line 1: header")
    j = Journal(db)
    try:
        assert j.history() == [] and j.unfinished() == []
    finally:
        j.close()


# ---- 4. names ----------------------------------------------------------------------------

BAD_NAMES = [
    ["Anne", "Łukasz"],
    ["Anne", "山田"],
    ["Anne", "A\x1b[2J"],
    ["Anne", "A\nB"],
    ["Anne", "A\tB"],
    ["Anne", "A\x7f"],
    ["Anne", "A\x85"],
    ["Anne", "A\x9b"],
    ["Anne", ""],
    ["Anne", "   "],
    ["Anne", "Anne"],
    ["Anne", "x" * (MAX_NAME + 1)],
    ["Anne"],
    ["A", "B", "C", "D", "E", "F"],
    ["Anne", 7],
    ["Anne", None],
    "Anne,Bob",
    ["Anne", "\u2028"],
    ["Anne", " Bob"],
    ["Anne", "Bob "],
]


@pytest.mark.parametrize("names", BAD_NAMES)
def test_check_names_refuses(names):
    with pytest.raises(BadInput) as e:
        check_names(names)
    msg = str(e.value)
    assert "\n" not in msg and "\x1b" not in msg and len(msg) < SHORT


@pytest.mark.parametrize(
    "names",
    [
        ["Anne", "Zoë"],
        ["José", "Ørjan", "Françoise"],
        ["A", "B", "C", "D", "E"],
        ["x" * MAX_NAME, "Bob"],
        ["Anne Marie", "Jean-Luc"],
    ],
)
def test_check_names_accepts(names):
    check_names(names)
    core.new_game(names)


def test_max_name_fits_every_seat_header():
    """A seat's header line is "*" (governor) + name + " " + the right part:
    doubloons ("123$"), the rank ("#5"), counter mode's "compteur", scoring
    mode's "12/12" or "terminé"; CHARS characters a line."""
    from firmware.drawing import CHARS, split
    from firmware.games.puerto_rico.phrases import mode_text

    name = "W" * MAX_NAME
    headers = [("*" + name, "123$"), ("*" + name, "#5"), (name, "12/12")]
    headers += [(name, mode_text(k, lang)) for lang in ("en", "fr") for k in ("counter", "done")]
    for left, right in headers:
        assert split(left, right).startswith(left + " "), right
        assert len(split(left, right)) == CHARS


# ---- 5. (core) no value echoed whole, records' own line limit ----------------------


def test_a_huge_value_is_never_echoed(tmp_path, capsys):
    f = tmp_path / "r.jsonl"
    f.write_text(LINES[0] + "\n" + '["role","' + "x" * 500000 + '"]\n')
    one_line_exit_2(capsys, ["replay", str(f)], "line 2")
    f.write_text(header_with(game="y" * 500000) + "\n")
    one_line_exit_2(capsys, ["replay", str(f)], "line 1")


def test_record_lines_have_their_own_limit():
    refused([LINES[0], '["pass"' + " " * (record.MAX_LINE + 10) + "]"], "json", 2)


# ---- the core's checks are the same on MicroPython ------------------------------------------

MP_CODE = r"""
from core import record
from core.errors import BadInput
from core.puerto_rico.state import check_names
from core.inputs import shown
H = %s
L = %s
cases = [[H] + L, [H, "[" * 1000 + "]" * 1000], ["[" * 100000 + "]" * 100000],
         [H, '["load","corn",true]'], [H, '["role",1.0]'], [H, '["role",["builder"]]'],
         [H, '["role",' + "9" * 5000 + ']'], [H.replace('"version":2', '"version":1.0')],
         [H.replace('"version":2', '"version":true')], [H.replace('"seed":11', '"seed":' + "9" * 40)],
         [H.replace('"Anne"', '"\u5c71\u7530"')], [H.replace('"Anne"', '"A\\u001bB"')],
         [H, '["role","' + "x" * 20000 + '"]'], [H, "[1,"]]
for lines in cases:
    try:
        s = record.replay(lines)
        print("ok", s["step"])
    except record.RecordError as e:
        print(e.rule, e.line, len(str(e)) < 300)
for names in (["Anne", "\u0141ukasz"], ["Anne", "A\x1bB"], ["Anne", "A\x85"], ["Anne", "Anne"],
              ["Anne", ""], ["Anne", "x" * 13], ["Anne"], ["Anne", 7], ["Zo\xeb", "Jos\xe9"]):
    try:
        check_names(names)
        print("ok")
    except BadInput as e:
        print(str(e))
print(shown(["x" * 100, {"a": 10 ** 50}]), shown("a\x1b\n"), shown(10 ** 5000))
"""


def test_the_checks_are_the_same_on_micropython():
    import contextlib
    import io
    from tests.support.micropython.harness import run_micropython

    header = record.header_line(core.new_game(["Anne", "Bernie", "Christine"], seed=11))
    code = MP_CODE % (repr(header), repr(LINES[1:40]))
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "mp_code", "exec"), {})
    cpython = out.getvalue().splitlines()
    assert cpython[0] == "ok 39" and all(x.endswith("True") for x in cpython[1:14])
    assert run_micropython(code).splitlines() == cpython


# ---- 2. score ---------------------------------------------------------------------

PR = {
    "game": "puerto_rico",
    "players": [
        {"name": "Anne", "vp_chips": 23, "buildings": {"guild_hall": 1}, "island": {"corn": 3}},
        {"name": "Bernie", "vp_chips": 30, "buildings": {}, "island": {}},
    ],
}
SJ = {"game": "san_juan", "players": [{"name": "A", "buildings": ["chapel"], "chapel_cards": 2}]}


def sheet_text(sheet, **top):
    d = dict(sheet)
    d.update(top)
    return json.dumps(d)


BAD_SHEETS = [
    ("game list", sheet_text(PR, game=["puerto_rico"]), "game"),
    ("game object", sheet_text(PR, game={"puerto_rico": 1}), "game"),
    ("game twice", sheet_text(PR)[:-1] + ', "game": "puerto_rico"}', "game"),
    ("sj building list", sheet_text(SJ, players=[{"name": "A", "buildings": [["chapel"]]}]), "buildings"),
    ("sj building object", sheet_text(SJ, players=[{"name": "A", "buildings": [{"a": 1}]}]), "buildings"),
    ("nesting", "[" * 100000 + "]" * 100000, "nested"),
    ("nesting in a field", sheet_text(PR)[:-1] + ', "x": ' + "[" * 50000 + "]" * 50000 + "}", None),
    ("4300 digits", sheet_text(PR).replace("23", "9" * 4300, 1), "vp_chips"),
    ("4301 digits", sheet_text(PR).replace("23", "9" * 4301, 1), None),
    ("4000-digit count", sheet_text(PR).replace('"guild_hall": 1', '"guild_hall": ' + "9" * 4000), None),
    ("edition list", sheet_text(PR, edition=["classic"]), "edition"),
    (
        "variant list",
        sheet_text({"game": "port_royal", "players": [{"name": "A", "vp": 1}]}, variant=["standard"]),
        "variant",
    ),
    ("long building id", sheet_text(PR).replace("guild_hall", "g" * 100000), "buildings"),
    ("newline in name", sheet_text(PR).replace("Anne", "An\\nne\\u001b[2J").replace("23", "-23"), "vp_chips"),
]


@pytest.mark.parametrize("name,text,needle", BAD_SHEETS, ids=[b[0] for b in BAD_SHEETS])
def test_score_bad_sheets_exit_2_one_line_nothing_on_stdout(tmp_path, capsys, name, text, needle):
    f = tmp_path / "sheet.json"
    f.write_text(text)
    line = one_line_exit_2(capsys, ["score", str(f)])
    if needle is not None:
        assert needle in line


def test_score_core_refuses_bad_types_with_badinput():
    from core.scoring import score

    for sheet in (
        dict(PR, game=["puerto_rico"]),
        dict(PR, game={"a": 1}),
        dict(SJ, players=[{"name": "A", "buildings": [["chapel"]]}]),
        dict(PR, players=[dict(PR["players"][0], vp_chips=10**5000)]),
    ):
        with pytest.raises(BadInput) as e:
            score(sheet)
        assert len(str(e.value)) < SHORT


def test_score_text_shows_names_escaped(tmp_path, capsys):
    f = tmp_path / "sheet.json"
    sheet = json.loads(json.dumps(PR))
    sheet["players"][1]["name"] = "Bob\x1b[2J\nforged line"
    f.write_text(json.dumps(sheet))
    assert cli.main(["score", "--format", "text", str(f)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "\\x1b[2J\\x0aforged line" in out
    assert len(out.splitlines()) == 4  # header, 2 players, winner


def test_score_output_is_computed_before_anything_is_printed(tmp_path, capsys, monkeypatch):
    from firmware.commands import score as score_cmd

    f = tmp_path / "sheet.json"
    f.write_text(json.dumps(PR))

    def broken(*a, **k):
        raise BadInput("cannot print this")

    monkeypatch.setattr(score_cmd, "render", broken)
    one_line_exit_2(capsys, ["score", "--format", "json", str(f)], "cannot print this")


# ---- 3. hardware profiles -------------------------------------------------------------


def profile_text():
    with open("hardware/profiles/pi-4seat.json", encoding="utf-8") as fh:
        return fh.read()


@pytest.mark.parametrize(
    "name,text",
    [
        ("nesting", "[" * 100000 + "]" * 100000),
        (
            "nesting in a field",
            profile_text().replace('"i2c"', '"_note": ' + "[" * 60000 + "]" * 60000 + ', "i2c"', 1),
        ),
        ("5000 digits", profile_text().replace('"port": 1', '"port": ' + "9" * 5000)),
        ("4000 digits", profile_text().replace('"port": 1', '"port": ' + "9" * 4000)),
        ("long string", profile_text().replace('"lgpio"', '"' + "x" * 100000 + '"')),
        ("port list", profile_text().replace('"port": 1', '"port": [1]')),
        (
            "board list",
            profile_text().replace('"board": {', '"board": [{"x": ' + "[" * 10 + "]" * 10 + '}], "y": {', 1),
        ),
        ("duplicate key", profile_text().replace('"port": 1', '"port": 1, "port": 1')),
    ],
)
def test_bad_profiles_are_one_short_line(tmp_path, name, text):
    from drivers.profile import ProfileError, load

    assert '"port": 1' in profile_text()
    f = tmp_path / "p.json"
    f.write_text(text)
    with pytest.raises(ProfileError) as e:
        load(str(f))
    msg = str(e.value)
    assert "\n" not in msg and len(msg) < SHORT + len(str(f)), msg[:300]


@pytest.mark.parametrize("kind", ["fifo", "folder"])
def test_a_profile_that_is_not_a_file_is_one_line_and_never_waits(tmp_path, kind):
    # before: a FIFO blocked the open for ever (mkfifo p.json; --hardware ./p.json)
    import subprocess

    from tests.support import ROOT

    p = tmp_path / "p.json"
    os.mkfifo(str(p)) if kind == "fifo" else p.mkdir()
    argv = ["play", "--new", "--players", "2", "--keys", "", "--hardware", str(p)]
    env = dict(os.environ, PYTHONPATH=ROOT, DOUBLOON_DATA_DIR=str(tmp_path / "d"))
    r = subprocess.run(
        [sys.executable, "-m", "firmware.cli"] + argv,
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    what = "a named pipe (FIFO)" if kind == "fifo" else "a folder"
    assert r.returncode == 2 and r.stderr.count("\n") == 1, r.stderr
    assert "p.json: is %s, not a profile file" % what in r.stderr


def _no_lgpio(monkeypatch):
    monkeypatch.setitem(sys.modules, "lgpio", None)  # "import lgpio" fails
    monkeypatch.delitem(sys.modules, "gpiozero.pins.lgpio", raising=False)


def test_missing_pin_library_says_what_to_install(monkeypatch):
    from drivers.hardware import HardwareError, make_pin_factory

    _no_lgpio(monkeypatch)
    with pytest.raises(HardwareError) as e:
        make_pin_factory("lgpio")
    msg = str(e.value)
    assert "pip install lgpio" in msg and "apt install python3-lgpio" in msg
    assert "\n" not in msg


def test_play_on_a_profile_without_its_pin_library_is_one_line(monkeypatch, capsys):
    _no_lgpio(monkeypatch)
    one_line_exit_2(
        capsys, ["play", "--hardware", "pi-4seat", "--no-journal", "--keys", ""], "pip install lgpio"
    )


# ---- 4. names: every command -------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["counter", "--names", "Anne,Łukasz", "--keys", ""],
        ["scoring", "--names", "Anne,Bob\x1b[2J", "--keys", ""],
        ["counter", "--names", "Anne,Anne", "--keys", ""],
        ["play", "--names", "Anne,Bob\x1b[2J", "--no-journal", "--keys", ""],
        ["play", "--names", "Anne,Bo\x85b", "--emulator", "text"],
        ["play", "--names", "Anne,Abcdefghijklmnopq", "--no-journal", "--keys", ""],
        ["play", "--names", "Anne,,Bob", "--no-journal", "--keys", ""],
    ],
)
def test_every_command_taking_names_validates_them(capsys, argv):
    one_line_exit_2(capsys, argv)


def test_names_message_shows_control_characters_escaped(capsys):
    line = one_line_exit_2(capsys, ["counter", "--names", "Anne,Bob\x1b[2J", "--keys", ""])
    assert "\\x1b" in line


# ---- 5. input files are read with limits ------------------------------------------------


def test_read_lines_limits_a_line(tmp_path, capsys):
    f = tmp_path / "long.jsonl"
    f.write_text("x" * 5000 + "\n")
    assert read_lines(str(f), "replay", max_line=1000) is None
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "line 1" in err[0] and "longer than" in err[0]


def test_read_lines_limits_the_file(tmp_path, capsys):
    f = tmp_path / "many.jsonl"
    f.write_text("[1]\n" * 1000)
    assert read_lines(str(f), "replay", max_total=1000) is None
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 1 and "more than" in err[0]
    assert read_lines(str(f), "replay") == ["[1]"] * 1000
    assert read_lines(str(f), "replay", max_lines=999) is None
    assert "more than 999 lines" in capsys.readouterr().err
    f.write_text("[1]\n" * 100001)  # before: "more than 100000 lines"
    assert len(read_lines(str(f), "replay")) == 100001


def test_replay_dev_zero_stops_at_the_line_limit(capsys):
    one_line_exit_2(capsys, ["replay", "/dev/zero"], "longer than")


@pytest.mark.slow
def test_a_long_legal_record_is_imported(tmp_path, capsys):
    # before: "more than 100000 lines: not a game record" for a legal record
    acts = []
    end = play_random(3, 21, record=acts)
    lines = [record.header_line(end)] + [record.action_line(a) for a in acts]
    lines[1:1] = [""] * (100500 - len(acts))  # blank lines: a record reader skips them
    f = tmp_path / "long.jsonl"
    f.write_text("\n".join(lines) + "\n")
    assert len(read_lines(str(f), "import")) == 100501
    assert cli.main(["import", str(f), "--db", str(tmp_path / "j.sqlite3")]) == 0, capsys.readouterr().err
    f.write_text("[1]\n" * 1000001)
    assert read_lines(str(f), "replay") is None
    assert "more than 1,000,000 lines" in capsys.readouterr().err
