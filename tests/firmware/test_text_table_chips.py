"""The text table is one screen for the whole table: a line that a seat's
own screen would tell (the VP chips a loader takes, the VP an expansion's
building gives, the chips an undo gives back) is said there too, or the
chips are never taken (issue 30: `play --emulator text --names Ann,Ben
--seed 21`, Ben loads twice, the supply goes 65 -> 60, no line said so).
Whole games typed through the real command, the chips said counted
against the chips the game took from its supply."""

import io
import json
import re

import pytest

import core
from core import record
from firmware.commands import play
from firmware.cli import build_parser
from tests.support import quick_few

# "take 2 VP chips", "prendre 1 jeton PV" (and "... and write down 2 VP")
TAKEN = {"en": re.compile(r"\btake (\d+) VP chips?\b"), "fr": re.compile(r"\bprendre (\d+) jetons? PV\b")}
GIVEN_BACK = {
    "en": re.compile(r"\bgive back (\d+) VP chips?\b"),
    "fr": re.compile(r"\brendre (\d+) jetons? PV\b"),
}


def typed_game(tmp_path, names, seed, lang, typed, *extra):
    """``play --emulator text`` fed ``typed``: (its output, the game's
    header state, the game as it ended)."""
    rec = tmp_path / "g.jsonl"
    args = ["play", "--emulator", "text", "--names", ",".join(names), "--seed", str(seed), "--lang", lang]
    args += ["--record", str(rec), "--no-journal"] + list(extra)
    out = io.StringIO()
    assert play.dispatch(build_parser().parse_args(args), stdin=io.StringIO(typed), out=out) == 0
    lines = rec.read_text().splitlines()
    return out.getvalue(), record.new_from_header(json.loads(lines[0])), record.replay(lines)


def choices(seed, n=6000):
    """A typed game of pseudo-random choices (1 to 4: a number past the
    menu is refused and asked again), the same for a seed."""
    g = seed * 7919 + 1
    out = []
    for _ in range(n):
        g = (g * 1103515245 + 12345) % 2**31
        out.append(str(1 + (g >> 16) % 4))
    return "\n".join(out) + "\n"


CASES = [
    ("en", ("Ann", "Ben"), 21, ()),
    ("fr", ("Ann", "Ben"), 21, ()),
    ("en", ("Ann", "Ben", "Cid"), 4, ()),
    ("fr", ("Ann", "Ben", "Cid", "Dee"), 8, ("--edition", "1897")),
    ("en", ("Ann", "Ben", "Cid"), 5, ("--expansions", "new_buildings,nobles,smuggler,festival")),
    ("fr", ("Ann", "Ben", "Cid", "Dee", "Eve"), 6, ("--expansions", "new_buildings,festival")),
]


@pytest.mark.parametrize("lang,names,seed,extra", quick_few(CASES, [CASES[0], CASES[1], CASES[4]]))
def test_a_whole_text_table_game_says_every_vp_chip_taken(tmp_path, lang, names, seed, extra):
    text, start, end = typed_game(tmp_path, names, seed, lang, choices(seed), *extra)
    assert core.is_over(end)
    taken = start["vp_chips"] - end["vp_chips"]
    assert taken > 0
    said = sum(int(n) for n in TAKEN[lang].findall(text))
    assert said == taken


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_ben_s_loads_say_his_chips(tmp_path, lang):
    # the game: always the first choice until Ben has loaded
    text, start, end = typed_game(tmp_path, ("Ann", "Ben"), 21, lang, "1\n" * 3000)
    taken = start["vp_chips"] - end["vp_chips"]
    assert taken > 0 and sum(int(n) for n in TAKEN[lang].findall(text)) == taken
    first = TAKEN[lang].search(text)
    line = text[text.rfind("\n", 0, first.start()) + 1 : text.find("\n", first.end())]
    assert line.lstrip().startswith("> ")  # an instruction, said after the decision


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_an_undone_load_says_the_chips_to_give_back(tmp_path, lang):
    # play on the first choices until a load has given chips, then undo it
    names, seed = ("Ann", "Ben"), 21
    text, start, end = typed_game(tmp_path, names, seed, lang, "1\n" * 3000)
    lines = (tmp_path / "g.jsonl").read_text().splitlines()
    state = record.new_from_header(json.loads(lines[0]))
    k = 0
    while not any(e[0] == "vp_chips" and e[2][0] for e in state["events"]):
        core.apply(state, core.legal_actions(state)[0])
        k += 1
    chips = [e for e in state["events"] if e[0] == "vp_chips" and e[2][0]][0][2][0]
    yes = "y" if lang == "en" else "o"
    text, _, _ = typed_game(tmp_path, names, seed, lang, "1\n" * k + "u\n" + yes + "\nq\n")
    after_undo = text[text.rfind("[y/N]" if lang == "en" else "[o/N]") :]
    assert [int(n) for n in GIVEN_BACK[lang].findall(after_undo)] == [chips]
