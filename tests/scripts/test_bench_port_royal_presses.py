"""scripts/bench_port_royal_presses.py's own counting over its standard
seeded games (2, 3, 4, 5 players in turn, seeds 1...), no timing: every
press a Port Royal table makes on its seats, per active turn (issue 36)."""

import pytest

from scripts import bench_port_royal_presses as bench

GAMES = 8  # two of each player count, the bench's seed


@pytest.fixture(scope="module")
def total():
    return bench.totals(GAMES, 1)


def test_presses_per_active_turn_fell_with_the_menus_starting_where_needed(total):
    """A number menu starts at the middle of the values entered for it
    (a ship's gold: of the rulebook's ship table first), a taker names the
    likeliest character first: 25.8 presses per active turn on these
    games before, 24.6 after; a ship's colour said in its reveal, a face
    entered before offered beside the cost (record version 9), the reveal
    menu starting on "stop" where the table stops often: 23.8."""
    assert bench.per_turn(total) <= 23.8
    assert total["turns"] > 100


@pytest.mark.xfail(
    strict=True,
    reason="issue 36: 23.8 presses per active turn; the bench's own choices (reveal or stop, "
    "take, repel: drawn at random, not where a menu starts) take about 13 of them "
    "(docs/screens.md)",
)
def test_at_most_twelve_presses_per_active_turn(total):
    assert bench.per_turn(total) <= bench.TARGET


def test_fewer_questions_per_active_turn(total):
    """A ship's colour in its reveal, a repeated character face in one
    choice after its name: 12.8 questions per active turn before, 11.5
    now (at one press a question, under the target)."""
    questions = total["discover"][1] + total["trade"][1]
    assert questions / total["turns"] <= 11.5
