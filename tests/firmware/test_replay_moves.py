"""Issue 30: ``doubloon replay --moves RECORD`` prints the ledger of moves as
JSON Lines; a table that starts from the box and follows them line by line
holds what the replayed game holds."""

import json

import pytest

import core
from core import record
from core.puerto_rico import ledger
from core.puerto_rico.simulate import play_random
from firmware import cli
from tests.support.table_model import TableModel


def write_record(tmp_path, players, seed, expansions=()):
    acts = []
    play_random(players, seed, record=acts, expansions=list(expansions))
    h = record.header_line(core.new_game(players, seed=seed, expansions=list(expansions)))
    f = tmp_path / "game.jsonl"
    f.write_text(h + "\n" + "".join(record.action_line(a) + "\n" for a in acts))
    return f


@pytest.mark.parametrize("players,expansions", [(3, ()), (4, ("nobles", "festival"))])
def test_the_ledger_of_a_record_takes_the_table_where_the_game_ends(tmp_path, capsys, players, expansions):
    f = write_record(tmp_path, players, 5, expansions)
    assert cli.main(["replay", "--moves", str(f)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    lines = [json.loads(x) for x in out.splitlines()]
    state = record.replay(f.read_text().splitlines())
    model = TableModel(ledger, core.new_game(players, seed=5, expansions=list(expansions)))
    decisions = []
    for m in lines:
        decisions.append(m.pop("decision"))
        assert set(m) <= {
            "n",
            "piece",
            "kind",
            "from",
            "to",
            "player",
            "to_player",
            "from_spot",
            "to_spot",
            "as",
        }
        assert m["piece"] in ledger.PIECES and m["from"] in ledger.PLACES and m["to"] in ledger.PLACES
    model.apply(lines, "the record")
    model.check(state, "the record's end")
    # the set-up first (decision 0), then the decisions in their order
    assert decisions[0] == 0 and decisions == sorted(decisions)
    assert decisions[-1] <= len(f.read_text().splitlines()) - 1


def test_a_record_whose_colonists_the_set_up_takes_from_the_box(tmp_path, capsys):
    f = write_record(tmp_path, 4, 1)
    cli.main(["replay", "--moves", str(f)])
    setup = [json.loads(x) for x in capsys.readouterr()[0].splitlines() if '"decision": 0' in x]
    colonists = [(m["from"], m["to"], m["n"]) for m in setup if m["piece"] == "colonist"]
    assert colonists == [("box", "supply", 79), ("supply", "colonist_ship", 4)]


def test_a_bad_record_exits_2_with_one_line(tmp_path, capsys):
    f = tmp_path / "bad.jsonl"
    f.write_text('{"record": "doubloon", "version": 2}\n')
    assert cli.main(["replay", "--moves", str(f)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and len(err.splitlines()) == 1
