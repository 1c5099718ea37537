"""Issue 20, every bad input gives exit 2, one line, nothing stored: seeds
in the range every record keeps, one-line argument errors, the scale and
folder of ``screens``, repeated expansions, score sheets, options that
mean nothing for the game, invalid UTF-8 in a record, hardware profiles."""

import os

import pytest

from firmware import cli
from firmware.journal import Journal

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
