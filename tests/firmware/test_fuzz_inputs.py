"""Issue 8, "Done when": hypothesis fuzzers of record lines, score sheets and
hardware profiles find no traceback (issue 20 adds seeds, scales, score
fields and play's option combinations). Every outcome is a success or the
documented error (RecordError / IllegalAction with the state unchanged,
BadInput, ProfileError) whose message is one short line; through the
command it is exit 0, or exit 2 with exactly one line on stderr.

The core functions take the volume (several thousand examples in all); a
few hundred go through ``firmware.cli.main`` for the exit code and stderr.
"""

import pytest
import contextlib
import io
import json
import sys

from hypothesis import HealthCheck, given, settings, strategies as st

import core
from core import canon, record
from core.errors import BadInput, IllegalAction
from core.scoring import score, score_text
from core.puerto_rico.simulate import play_random, random_walk
from drivers import profile
from firmware import cli

SHORT = 300
FUZZ = dict(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


def one_short_line(e):
    msg = str(e)
    assert msg and "\n" not in msg and "\r" not in msg and len(msg) < SHORT, msg[:400]


# ---- strategies ------------------------------------------------------------------------

ODD = st.sampled_from(
    [
        True,
        False,
        None,
        0,
        1,
        -1,
        1.0,
        0.5,
        2**31,
        2**63,
        -(2**63),
        10**30,
        10**4000,
        float("inf"),
        float("nan"),
        "",
        " ",
        "\x1b[2J",
        "\n",
        "\x85",
        "山田",
        "Łukasz",
        "x" * 5000,
        "corn",
        "settler",
        "builder",
        "harbor",
        "puerto_rico",
        "doubloon",
        "classic",
        "shuffle",
    ]
)
SCALARS = st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=20) | ODD
JSON = st.recursive(
    SCALARS,
    lambda c: (
        st.lists(c, max_size=4)
        | st.dictionaries(st.text(max_size=8) | ODD.filter(lambda x: isinstance(x, str)), c, max_size=4)
    ),
    max_leaves=12,
)


@st.composite
def mutated(draw, value):
    """``value`` with one random change somewhere inside: a key dropped,
    a value replaced by a random one, or an element added."""
    if isinstance(value, dict) and value and draw(st.integers(0, 4)):
        key = draw(st.sampled_from(sorted(value)))
        new = dict(value)
        how = draw(st.integers(0, 3))
        if how == 0:
            del new[key]
        elif how == 1:
            new[key] = draw(JSON)
        elif how == 2:
            new[draw(st.text(max_size=8))] = draw(JSON)
        else:
            new[key] = draw(mutated(value[key]))
        return new
    if isinstance(value, list) and value and draw(st.integers(0, 4)):
        i = draw(st.integers(0, len(value) - 1))
        new = list(value)
        how = draw(st.integers(0, 3))
        if how == 0:
            del new[i]
        elif how == 1:
            new[i] = draw(JSON)
        elif how == 2:
            new.insert(i, draw(JSON))
        else:
            new[i] = draw(mutated(value[i]))
        return new
    return draw(JSON)


def dumps(value):
    return json.dumps(value, ensure_ascii=False)


@st.composite
def text_mutated(draw, text):
    """``text`` with a few characters replaced, inserted or cut out."""
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(text)))
        how = draw(st.integers(0, 2))
        piece = draw(
            st.sampled_from(
                [
                    "[",
                    "]",
                    "{",
                    "}",
                    ",",
                    ":",
                    '"',
                    "\\",
                    "9" * 5000,
                    "[" * 5000,
                    "true",
                    "1.0",
                    "-",
                    "\x00",
                    "\u2028",
                ]
            )
            | st.text(max_size=4)
        )
        if how == 0:
            text = text[:i] + piece + text[i:]
        elif how == 1:
            text = text[:i] + piece + text[i + len(piece) :]
        else:
            text = text[:i] + text[i + draw(st.integers(1, 8)) :]
    return text


# ---- records ------------------------------------------------------------------------------


def _game(players, seed, steps=80):
    acts = []
    state = play_random(players, seed, record=acts)
    return ([record.header_line(state)] + [record.action_line(a) for a in acts[:steps]], acts)


GAMES = [_game(2, 3), _game(3, 11), _game(4, 5), _game(5, 8)]
# states part way through, as canonical JSON (json.loads gives a fresh copy)
SNAPSHOTS = []
for _lines, _acts in GAMES:
    _s = record.replay(_lines[:1])
    for _i, _a in enumerate(_acts):
        if _i % 23 == 0:
            SNAPSHOTS.append(canon.dumps(_s))
        core.apply(_s, _a)
# physical tiles: the players report the plantations drawn (["drawn", kind])
_s = core.puerto_rico.engine.start(core.new_game(3, seed=4, tiles="physical"))
for _i in range(40):
    SNAPSHOTS.append(canon.dumps(_s))
    random_walk(_s, 9, _i)


def replays_or_record_error(lines):
    try:
        return record.replay(lines)
    except record.RecordError as e:
        one_short_line(e)
        assert isinstance(e.line, int) and e.line >= 1 and isinstance(e.rule, str)
        return None


@pytest.mark.slow
@settings(max_examples=700, **FUZZ)
@given(data=st.data(), g=st.integers(0, len(GAMES) - 1))
def test_fuzz_mutated_records(data, g):
    lines = list(GAMES[g][0])
    for _ in range(data.draw(st.integers(1, 3))):
        i = data.draw(st.integers(0, len(lines) - 1))
        how = data.draw(st.integers(0, 4))
        if how == 0:
            try:
                value = json.loads(lines[i])
            except ValueError:  # already broken by an earlier change
                value = lines[i]
            lines[i] = dumps(data.draw(mutated(value)))
        elif how == 1:
            lines[i] = data.draw(text_mutated(lines[i]))
        elif how == 2:
            lines.insert(i, dumps(data.draw(JSON)))
        elif how == 3:
            del lines[i]
        else:
            lines[i], lines[-1] = lines[-1], lines[i]
    replays_or_record_error(lines)


@pytest.mark.slow
@settings(max_examples=500, **FUZZ)
@given(
    header=mutated(json.loads(GAMES[1][0][0]))
    | JSON
    | st.dictionaries(st.sampled_from(record.KEYS + ("x",)), JSON | ODD, max_size=8)
)
def test_fuzz_headers(header):
    s = replays_or_record_error([dumps(header)] + GAMES[1][0][1:5])
    if s is not None:  # accepted: then every name is one the screens can show
        core.puerto_rico.state.check_names([p["name"] for p in s["players"]])


@settings(max_examples=400, **FUZZ)
@given(raw=st.binary(max_size=200), header=st.booleans())
def test_fuzz_random_bytes_lines(raw, header):
    text = raw.decode("utf-8", "replace")
    lines = ([GAMES[0][0][0]] if header else []) + text.split("\n")
    replays_or_record_error(lines)


@pytest.mark.slow
@settings(max_examples=900, **FUZZ)
@given(data=st.data(), k=st.integers(0, len(SNAPSHOTS) - 1))
def test_fuzz_actions_refused_or_applied_state_unchanged_when_refused(data, k):
    state = json.loads(SNAPSHOTS[k])
    legal = core.legal_actions(state)
    if not legal:
        return
    base = data.draw(st.sampled_from(legal))
    how = data.draw(st.integers(0, 2))
    if how == 0:
        action = data.draw(mutated(list(base)))
    elif how == 1:
        action = list(base) + [data.draw(JSON)]
    else:
        action = data.draw(JSON)
    before = canon.dumps(state)
    try:
        core.apply(state, action)
    except IllegalAction as e:
        one_short_line(e)
        assert canon.dumps(state) == before
    else:  # applied: a legal action, of strs and ints only (True is not 1)
        assert action in legal and all(type(x) in (str, int) for x in action), action


# ---- score sheets --------------------------------------------------------------------------

SHEETS = [
    {
        "game": "puerto_rico",
        "edition": "classic",
        "expansions": ["new_buildings", "nobles"],
        "players": [
            {
                "name": "Anne",
                "vp_chips": 23,
                "doubloons": 4,
                "goods": 3,
                "buildings": {
                    "guild_hall": 1,
                    "small_sugar_mill": 0,
                    "cloister": 1,
                    "central_plaza": 1,
                    "residence": 1,
                },
                "island": {"corn": 3, "quarry": 2, "forest": 1},
                "island_colonists": 5,
                "san_juan_colonists": 1,
                "nobles": 1,
            },
            {
                "name": "Bernie",
                "vp_chips": 30,
                "buildings": {"fortress": 1, "city_hall": 1},
                "island": {"coffee": 6},
            },
        ],
    },
    {
        "game": "san_juan",
        "players": [
            {
                "name": "A",
                "buildings": [
                    "indigo_plant",
                    "indigo_plant",
                    "chapel",
                    "palace",
                    "guild_hall",
                    "triumphal_arch",
                    "hero",
                ],
                "chapel_cards": 7,
                "hand": 3,
                "goods": 1,
            },
            {"name": "B", "buildings": ["city_hall", "statue"]},
        ],
    },
    {
        "game": "port_royal",
        "variant": "expedition",
        "players": [{"name": "A", "vp": 13, "gold": 4, "expeditions": 1}, {"name": "B", "vp": 14}],
    },
]


def scored_or_bad_input(sheet):
    try:
        result = score(sheet)
    except BadInput as e:
        one_short_line(e)
        return None
    json.dumps(result)  # printable both ways, in full
    score_text(result)
    return result


@settings(max_examples=500, **FUZZ)
@given(
    sheet=JSON
    | st.fixed_dictionaries(
        {
            "game": st.sampled_from(["puerto_rico", "san_juan", "port_royal"]) | JSON,
            "players": st.lists(JSON, max_size=3),
        }
    )
)
@pytest.mark.slow
def test_fuzz_random_sheets(sheet):
    scored_or_bad_input(sheet)


@pytest.mark.slow
@settings(max_examples=600, **FUZZ)
@given(data=st.data(), i=st.integers(0, len(SHEETS) - 1))
def test_fuzz_mutated_sheets(data, i):
    sheet = SHEETS[i]
    for _ in range(data.draw(st.integers(1, 3))):
        sheet = data.draw(mutated(sheet))
    scored_or_bad_input(sheet)


@settings(max_examples=400, **FUZZ)
@given(data=st.data(), i=st.integers(0, len(SHEETS) - 1))
def test_fuzz_sheet_texts(data, i):
    from firmware.commands.score import _keep_duplicates
    from core import jsonload

    text = data.draw(text_mutated(json.dumps(SHEETS[i])))
    try:
        sheet = jsonload.loads(text, pairs_hook=_keep_duplicates, numbers=False)
    except BadInput as e:
        one_short_line(e)
        return
    scored_or_bad_input(sheet)


def test_the_sheets_are_valid():
    assert all(scored_or_bad_input(s) for s in SHEETS)


# ---- hardware profiles ------------------------------------------------------------------------

PROFILE = json.loads(open(profile._path("pi-4seat")[0], encoding="utf-8").read())


def valid_or_profile_error(fn, arg):
    try:
        return fn(arg)
    except profile.ProfileError as e:
        one_short_line(e)
        return None


@pytest.mark.slow
@settings(max_examples=300, **FUZZ)
@given(d=JSON)
def test_fuzz_random_profiles(d):
    valid_or_profile_error(profile.validate, d)


@pytest.mark.slow
@settings(max_examples=600, **FUZZ)
@given(data=st.data())
def test_fuzz_mutated_profiles(data):
    d = PROFILE
    for _ in range(data.draw(st.integers(1, 3))):
        d = data.draw(mutated(d))
    valid_or_profile_error(profile.validate, d)


@pytest.mark.slow
@settings(max_examples=400, **FUZZ)
@given(data=st.data())
def test_fuzz_profile_texts(data):
    text = data.draw(text_mutated(json.dumps(PROFILE, indent=1)))
    valid_or_profile_error(profile.parse, text)


def test_the_profile_is_valid():
    assert profile.validate(PROFILE)["name"] == "pi-4seat"


# ---- a few hundred through the command ---------------------------------------------------------


def run_cli(argv, stdin_text):
    out, err = io.StringIO(), io.StringIO()
    old = sys.stdin
    sys.stdin = io.StringIO(stdin_text)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            rc = cli.main(argv)
    finally:
        sys.stdin = old
    err = err.getvalue()
    if rc == 0:
        assert err == ""
    else:
        assert rc == 2 and out.getvalue() == "", (rc, err[:300])
        lines = err.splitlines()
        assert len(lines) == 1 and len(lines[0]) < SHORT, err[:400]
    return rc, out.getvalue()


@settings(max_examples=150, **FUZZ)
@given(data=st.data(), g=st.integers(0, len(GAMES) - 1))
def test_fuzz_replay_command(data, g):
    lines = list(GAMES[g][0][:30])
    i = data.draw(st.integers(0, len(lines) - 1))
    if data.draw(st.booleans()):
        lines[i] = dumps(data.draw(mutated(json.loads(lines[i]))))
    else:
        lines[i] = data.draw(text_mutated(lines[i]))
    rc, out = run_cli(["replay", "-"], "\n".join(lines) + "\n")
    if rc == 0:
        json.loads(out)


@settings(max_examples=150, **FUZZ)
@given(data=st.data(), i=st.integers(0, len(SHEETS) - 1), fmt=st.sampled_from(["json", "text"]))
def test_fuzz_score_command(data, i, fmt):
    if data.draw(st.booleans()):
        text = dumps(data.draw(mutated(SHEETS[i])))
    else:
        text = data.draw(text_mutated(json.dumps(SHEETS[i])))
    rc, out = run_cli(["score", "--format", fmt, "-"], text)
    if rc == 0 and fmt == "json":
        json.loads(out)


@settings(max_examples=60, **FUZZ)
@given(data=st.data())
def test_fuzz_names_commands(data):
    names = data.draw(
        st.lists(st.text(max_size=14) | ODD.filter(lambda x: isinstance(x, str)), min_size=1, max_size=6)
    )
    text = ",".join(n.replace("\x00", "") for n in names)  # argv cannot hold NUL
    command = data.draw(st.sampled_from(["counter", "scoring", "play"]))
    extra = ["--no-journal"] if command == "play" else []
    run_cli([command, "--names=" + text, "--keys", ""] + extra, "")


# ---- issue 20: seeds, scales, score fields, option combinations ---------------------------

SEED_TOP = 2**63 - 1


@contextlib.contextmanager
def no_session():
    """play's arguments checked, its session not run (the options, not
    the game, are under test here): the plans it would have played."""
    from firmware import session

    plans = []
    with pytest.MonkeyPatch.context() as m:
        m.setattr(session, "start", lambda plan, **kw: plans.append(plan) or 0)
        yield plans


@settings(max_examples=100, **FUZZ)
@given(
    seed=st.integers() | st.integers(SEED_TOP - 3, SEED_TOP + 3) | st.integers(-SEED_TOP - 3, -SEED_TOP + 3),
    game=st.sampled_from(["puerto_rico", "san_juan", "port_royal"]),
)
def test_fuzz_seed_numbers(seed, game):
    with no_session() as plans:
        rc, _ = run_cli(["play", "--game", game, "--seed=%d" % seed, "--keys", "", "--no-journal"], "")
    assert (rc == 0) == (-SEED_TOP <= seed <= SEED_TOP), (seed, rc)
    assert [p.seed for p in plans] == ([seed] if rc == 0 else [])


@settings(max_examples=60, **FUZZ)
@given(text=st.text(max_size=30) | ODD.filter(lambda x: isinstance(x, str)))
def test_fuzz_seed_texts(text):
    text = text.replace("\x00", "")  # argv cannot hold NUL
    with no_session():
        rc, _ = run_cli(["play", "--seed=" + text, "--keys", "", "--no-journal"], "")
    if rc == 0:
        assert -SEED_TOP <= int(text) <= SEED_TOP


@settings(max_examples=30, **FUZZ)
@given(seed=st.integers(SEED_TOP - 4, SEED_TOP + 2) | st.integers(-(2**64), 2**64), games=st.integers(1, 3))
def test_fuzz_simulate_seeds(seed, games):
    rc, out = run_cli(
        ["simulate", "--players", "2", "--games", str(games), "--seed=%d" % seed, "--no-checks"], ""
    )
    assert (rc == 0) == (-SEED_TOP <= seed and seed + games - 1 <= SEED_TOP), (seed, games, rc)


@settings(max_examples=25, **FUZZ)
@given(scale=st.integers(-(2**70), 2**70) | st.integers(-2, 20) | st.text(max_size=8))
def test_fuzz_screens_scale(tmp_path_factory, scale):
    from PIL import Image

    from firmware.commands import pictures

    out = tmp_path_factory.mktemp("shots")
    tiny = [("board-start", Image.new("1", (128, 64), 1))]
    with pytest.MonkeyPatch.context() as m:  # the scale, not the screens, is under test
        m.setattr(pictures, "shots", lambda lang, edition: tiny)
        rc, _ = run_cli(["screens", "--out", str(out), "--scale=%s" % str(scale).replace("\x00", "")], "")
    ok = isinstance(scale, int) and 1 <= scale <= 16
    assert (rc == 0) == ok or (not isinstance(scale, int) and rc == 0 and 1 <= int(scale) <= 16)


SURROGATE_TEXT = st.text(st.characters(blacklist_categories=()), max_size=6)


@st.composite
def sheet_with_odd_fields(draw):
    """A valid sheet with a field added (the contract's, or not), a name
    changed (to another player's, to text with lone surrogates) or
    players added or removed."""
    sheet = json.loads(json.dumps(draw(st.sampled_from(SHEETS))))
    players = sheet["players"]
    how = draw(st.integers(0, 3))
    if how == 0:
        where = draw(st.sampled_from([sheet] + players))
        key = draw(
            st.sampled_from(["doubloon", "vp", "expansion", "seed", "name", "gold", "hand"])
            | st.text(max_size=8)
        )
        where[key] = draw(JSON)
    elif how == 1:
        i = draw(st.integers(0, len(players) - 1))
        players[i]["name"] = draw(st.sampled_from([p["name"] for p in players]) | SURROGATE_TEXT)
    elif how == 2:
        sheet["players"] = players * draw(st.integers(0, 4))
    else:
        sheet["expansions"] = draw(st.lists(st.sampled_from(["nobles", "new_buildings"]), max_size=3))
    return sheet


@settings(max_examples=100, **FUZZ)
@given(sheet=sheet_with_odd_fields(), fmt=st.sampled_from(["json", "text"]))
def test_fuzz_score_fields(sheet, fmt):
    rc, out = run_cli(["score", "--format", fmt, "-"], json.dumps(sheet))  # ASCII: \\ud800 escapes
    if rc == 0:
        names = [p["name"] for p in sheet["players"]]
        assert len(set(names)) == len(names) and 2 <= len(names) <= 5
        if fmt == "json":
            assert [p["name"] for p in json.loads(out)["players"]] == names


# the variants each game takes (San Juan's deal, Port Royal's expedition)
VARIANTS = {"san_juan": ("standard", "deal"), "port_royal": ("standard", "expedition")}
OPTION_VALUES = {
    "--variant": ["standard", "expedition", "deal"],
    "--edition": ["classic", "1897"],
    "--tiles": ["shuffle", "physical"],
    "--buildings": ["draft", "random", "base"],
    "--expansions": [
        "",
        "new_buildings",
        "nobles",
        "new_buildings,nobles",
        "smuggler,festival",
        "nobles,nobles",
    ],
}


@pytest.mark.slow
@settings(max_examples=120, **FUZZ)
@given(
    game=st.sampled_from(["puerto_rico", "san_juan", "port_royal"]),
    options=st.dictionaries(st.sampled_from(sorted(OPTION_VALUES)), st.integers(0, 5)),
)
def test_fuzz_option_combinations(game, options):
    argv = ["play", "--game", game, "--keys", "", "--no-journal"]
    given_ = {}
    for k, i in options.items():
        given_[k] = OPTION_VALUES[k][i % len(OPTION_VALUES[k])]
        argv.append(k + "=" + given_[k])
    with no_session() as plans:
        rc, _ = run_cli(argv, "")
    expansions = [e for e in given_.get("--expansions", "").split(",") if e]
    meaningless = (
        ("--variant" in given_ and given_["--variant"] not in VARIANTS.get(game, ()))
        or ("--edition" in given_ and game != "puerto_rico")
        or ("--tiles" in given_ and game == "port_royal")
        or (expansions and game != "puerto_rico")
        or ("--buildings" in given_ and "new_buildings" not in expansions)
        or len(set(expansions)) != len(expansions)
    )
    assert (rc == 2) == bool(meaningless), (argv, rc)
    for p in plans:  # what was given is what the game gets
        assert p.edition == given_.get("--edition", "classic") and p.tiles == given_.get("--tiles", "shuffle")
        assert p.variant == given_.get("--variant", "standard")
