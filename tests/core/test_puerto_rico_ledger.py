"""Issue 30: Puerto Rico's ledger of moves against a model of the physical
table (tests/support/table_model.py). A table that starts from the box and
does only what the ledger says holds exactly what the device holds, after
the set-up and after every decision, in every configuration; every undo
puts it back; and the ledger tells each event's pieces itself, leaving to
the settling (the difference of the states) only what it is meant for."""

import copy

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import core
import core.ledger
from core import rng
from core.puerto_rico import data, ledger
from tests.support import quick_few
from tests.support.table_model import Drift, TableModel, follow

ALL = ["new_buildings", "nobles", "smuggler", "festival"]


def combos():
    out = []
    for mask in range(16):
        out.append([ALL[i] for i in range(4) if mask >> i & 1])
    return out


def randomly(seed):
    box = [rng.seed_state(seed)]

    def pick(state):
        acts = core.legal_actions(state)
        box[0], i = rng.below(box[0], len(acts))
        return acts[i]

    return pick


def play(players, seed, expansions=(), **options):
    state = core.new_game(players, seed=seed, expansions=list(expansions), **options)
    follow(state, randomly(seed * 11 + players))
    assert core.is_over(state)
    return state


CASES = [
    (players, edition, tiles)
    for players in (2, 3, 4, 5)
    for edition in ("classic", "1897")
    for tiles in ("shuffle", "physical")
]


@pytest.mark.parametrize("players,edition,tiles", quick_few(CASES, [(4, "classic", "shuffle")]))
def test_the_base_game_table_follows_the_device(players, edition, tiles):
    for seed in range(3):
        play(players, seed, edition=edition, tiles=tiles)


@pytest.mark.parametrize("expansions", quick_few([(tuple(c),) for c in combos() if c], [(tuple(ALL),)]))
def test_every_expansion_combination_table_follows_the_device(expansions):
    for players in (2, 3, 4, 5):
        for tiles in ("shuffle", "physical"):
            play(players, players * 7, expansions, tiles=tiles, edition="1897")


@pytest.mark.slow
@pytest.mark.parametrize("setup", ["draft", "random", "base"])
def test_each_violet_setup_table_follows_the_device(setup):
    for seed in range(4):
        play(4, seed, ["new_buildings"], setup=setup)


@pytest.mark.slow
@settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.sampled_from([2, 3, 4, 5]),
    seed=st.integers(min_value=0, max_value=2**31 - 1),
    edition=st.sampled_from(["classic", "1897"]),
    tiles=st.sampled_from(["shuffle", "physical"]),
    mask=st.integers(min_value=0, max_value=15),
)
def test_random_games_never_drift(players, seed, edition, tiles, mask):
    # hypothesis shrinks a drift to the smallest game, seed and options
    play(players, seed, [ALL[i] for i in range(4) if mask >> i & 1], edition=edition, tiles=tiles)


def untold_kinds(players, seed, expansions=(), tiles="shuffle"):
    """The events of the actions whose pieces the ledger left to settling
    although none of them is told that way by design."""
    state = core.new_game(players, seed=seed, expansions=list(expansions), tiles=tiles)
    pick = randomly(seed)
    found = []
    while not core.is_over(state):
        before = copy.deepcopy(state)
        core.apply(state, pick(state))
        if ledger.untold(before, state) and not ledger.settled_here(before, state):
            found.append(sorted(set(e[0] for e in state["events"])))
    return found


@pytest.mark.parametrize(
    "expansions,tiles",
    quick_few(
        [((), "shuffle"), ((), "physical"), (tuple(ALL), "shuffle"), (tuple(ALL), "physical")],
        [((), "shuffle")],
    ),
)
def test_each_event_tells_its_own_pieces(expansions, tiles):
    for players in (2, 3, 4, 5):
        for seed in range(2):
            assert untold_kinds(players, seed, expansions, tiles) == []


def test_the_settling_is_caught_when_an_event_is_not_told(monkeypatch):
    # plant a gap: the loading's barrels are no longer told by their event
    monkeypatch.delitem(ledger._TELL, "load")
    found = []
    for seed in range(3):
        found += untold_kinds(4, seed)
    assert any("load" in kinds for kinds in found)


def test_a_move_left_out_makes_the_table_drift(monkeypatch):
    # plant a wrong ledger: the VP chips of a loading are not taken
    real = ledger.moves

    def without_chips(before, state, held=None):
        return [m for m in real(before, state, held) if m["piece"] != "vp_chip"]

    monkeypatch.setattr(ledger, "moves", without_chips)
    with pytest.raises(Drift, match="vp_chip"):
        play(4, 1)


def test_a_wrong_count_in_the_set_up_makes_the_table_drift(monkeypatch):
    # plant the old set-up: the colonist ship filled from a supply that
    # was counted without it
    state = core.new_game(4, seed=2)
    mv = core.ledger.setup_moves(state)
    for m in mv:
        if m["piece"] == "colonist" and m["to"] == "supply":
            m["n"] -= state["colonist_ship"]
    model = TableModel(ledger, state)
    model.apply(mv, "set-up")
    with pytest.raises(Drift, match="colonist"):
        model.check(state, "set-up")


@pytest.mark.parametrize("players,ship", [(2, 2), (3, 3), (4, 4), (5, 5)])
def test_the_set_up_fills_the_supply_before_the_ship(players, ship):
    # the rules' colonists: 40 + 2, 55 + 3, 75 + 4, 95 + 5 come out of the box
    state = core.new_game(players, seed=0)
    mv = core.ledger.setup_moves(state)
    to_supply = [m for m in mv if m["piece"] == "colonist" and m["from"] == "box"]
    to_ship = [m for m in mv if m["piece"] == "colonist" and m["to"] == "colonist_ship"]
    assert [m["to"] for m in to_supply] == ["supply"]
    assert to_supply[0]["n"] == data.SETUP[players]["colonists"] + ship
    assert [(m["from"], m["n"]) for m in to_ship] == [("supply", ship)]
    assert mv.index(to_supply[0]) < mv.index(to_ship[0])


def test_the_set_up_starts_from_the_box_and_leaves_the_rest_there():
    state = core.new_game(2, seed=0, edition="1897")
    model = TableModel(ledger, state)
    model.apply(core.ledger.setup_moves(state), "set-up")
    left = {k[3:]: n for k, n in model.places.items() if k[0] == "box" and n}
    # the 2-player game: 3 plantations of each kind and 3 quarries stay boxed
    assert left[("quarry", None)] == data.QUARRY_TILES - state["quarries"] == 3
    for g in data.GOODS:
        assert left[("barrel", g)] == 2
    # the VP chips of the 1897 box: 126, the 2-player game uses 65
    assert left[("vp_chip", None)] == 126 - 65


def test_the_moves_of_a_decision_say_piece_amount_and_places():
    state = core.new_game(["Ann", "Ben", "Cy"], seed=3)
    before = copy.deepcopy(state)
    core.apply(state, ["role", "mayor"])
    assert core.ledger.moves(before, state) == []  # the privilege colonist is asked first
    before = copy.deepcopy(state)
    core.apply(state, ["privilege"])
    mv = core.ledger.moves(before, state)
    assert mv[0] == {"n": 1, "piece": "colonist", "from": "supply", "to": "san_juan", "player": 0}
    ship = [m for m in mv if m["from"] == "colonist_ship"]
    assert sum(m["n"] for m in ship) == before["colonist_ship"] == 3
    # each player's colonists placed on his lone plantation, then the refill
    refill = {"n": 3, "piece": "colonist", "from": "supply", "to": "colonist_ship"}
    placed = [m for m in mv if m["from"] == "san_juan"]
    assert [m["player"] for m in placed] == [0, 1, 2]
    assert mv[-1] == refill
    # and the undo puts each back, last first
    back = core.ledger.undo_moves(before, state)
    assert back[-1]["from"] == mv[0]["to"] and back[-1]["to"] == mv[0]["from"]
