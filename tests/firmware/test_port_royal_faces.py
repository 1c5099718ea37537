"""Issue 36 on the table's seats: a ship revealed is one choice with its
colour, and a character face entered before is one choice once its
name is said (record version 9), undone and resumed like any other."""

import pytest

import core
from firmware.games.port_royal import phrases
from firmware.games.port_royal.table import Table

SAILOR = ["face", "sailor", 2, 1, 1]


def table_at_the_second_sailor(lang="en"):
    table = Table(core.new_game(["Anne", "Bernie"], seed=1, game="port_royal"), lang=lang)
    for a in (["reveal", "character"], ["reveal", "character"], ["stop"], ["take", 0]):
        table.choose(a)
    for a in (["character", "sailor"], ["cost", 2], ["vp", 1], ["swords", 1], ["take", 0]):
        table.choose(a)
    table.choose(["character", "sailor"])
    return table


def press_to(table, action):
    """The presses to ``action`` from where the menu starts, then select."""
    seat = table.deciding()
    opts = table.options()
    n = 0
    while table.highlighted(seat) != action:
        table.handle((seat, "right"))
        n += 1
        assert n < len(opts)
    table.handle((seat, "select"))
    return n + 1


@pytest.mark.parametrize("lang,line", [("en", "sailor 2g 1VP 1sw"), ("fr", "matelot 2o 1PV 1ép")])
def test_a_repeated_face_is_one_choice_on_the_seat(lang, line):
    table = table_at_the_second_sailor(lang)
    assert table.deciding() == 1 and SAILOR in table.options()
    # the face sits just above its cost, and the menu starts on it (every
    # sailor entered showed it: likely)
    opts = table.options()
    assert opts[opts.index(SAILOR) + 1] == ["cost", 2] and table.highlighted(1) == SAILOR
    assert phrases.action_text(table.state, SAILOR, lang) == line
    decisions = len(table.actions)
    press_to(table, SAILOR)
    assert len(table.actions) == decisions + 1 and table.actions[-1] == SAILOR
    card = table.state["players"][1]["characters"][-1]
    assert (card["id"], card["cost"], card["vp"], card["swords"]) == ("sailor", 2, 1, 1)


def test_a_face_is_undone_and_resumed_like_any_choice():
    table = table_at_the_second_sailor()
    table.choose(SAILOR)
    resumed = Table(core.new_game(["Anne", "Bernie"], seed=1, game="port_royal"), actions=table.entries())
    assert resumed.state == table.state
    assert table.undo()
    assert table.state["players"][1]["characters"] == [] and SAILOR in table.options()


def test_a_ship_is_revealed_with_its_colour_in_one_choice():
    table = Table(core.new_game(["Anne", "Bernie"], seed=1, game="port_royal"))
    assert phrases.action_text(table.state, ["reveal", "ship", "red"], "en") == "reveal: red ship"
    press_to(table, ["reveal", "ship", "red"])
    assert table.actions == [["reveal", "ship", "red"]] and table.state["harbour"][0]["colour"] == "red"
    # a second red one would bust: the line says so
    assert phrases.action_text(table.state, ["reveal", "ship", "red"], "en") == "red ship: 2nd one!"
    assert phrases.action_text(table.state, ["reveal", "ship", "red"], "fr") == "navire rouge : le 2e !"


def test_the_reveal_menu_starts_on_stop_where_the_table_stops_often():
    """At a harbour of one card, a table that stopped there before finds
    "stop" highlighted (resumed too); before that, the character."""
    table = Table(core.new_game(["Anne", "Bernie"], seed=1, game="port_royal"))
    assert table.highlighted(0) == ["reveal", "character"]
    table.choose(["reveal", "character"])
    assert table.highlighted(0) == ["reveal", "character"]  # nothing learnt yet
    table.choose(["stop"])
    while table.state["phase"] == "trade":
        table.choose(["pass"])
    table.choose(["reveal", "character"])
    assert table.deciding() == 1 and table.highlighted(1) == ["stop"]
    resumed = Table(core.new_game(["Anne", "Bernie"], seed=1, game="port_royal"), actions=table.entries())
    assert resumed.highlighted(1) == ["stop"]
    # at two cards nothing was learnt: the character again
    resumed.choose(["reveal", "character"])
    assert resumed.highlighted(1) == ["reveal", "character"]
