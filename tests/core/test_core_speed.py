"""The core's shortcuts for speed (issue 23, place 6) answer as the long
way does: checked at every decision of seeded random games, the base game
and all four expansions. (scripts/fingerprint.py checks that nothing a
player sees changed; these name the shortcut that would be wrong.)"""

import pytest

from core import rng
from core.puerto_rico import engine, new_game
from core.puerto_rico import data
from core.puerto_rico.roles import builder, captain, mayor
from core.puerto_rico.state import city_spaces

from tests.support.seeded import decisions

ALL = ("new_buildings", "nobles", "smuggler", "festival")


@pytest.mark.parametrize("expansions", [(), ("nobles",), ALL], ids=["base", "nobles", "all four"])
def test_the_shortcuts_answer_as_the_long_way(expansions):
    # At every decision of seeded random games, for the seat on turn and
    # the governor:
    # - refusals(allowed=True) skips the buildings dearer than all he
    #   could pay before looking them up (a layer's rows: their cut by
    #   what he can reach, builder.CUTS): the same rows as the whole
    #   table's rows without a rule; has_choice's first row is its first;
    # - ship_options(first=True) stops after the first good he can load:
    #   the start of the whole menu, empty only when it is;
    # - city_spaces answers at once for a city without a large building.
    builder.CUTS.clear()
    seen = 0
    for players in (2, 3, 4, 5):
        for seed in range(2):
            for state, _acts in decisions(players, 100 + seed, expansions):
                for p in {state["turn"] or 0, state["governor"]}:  # (two seats: fast)
                    player = state["players"][p]
                    whole = [row[:2] for row in builder.refusals(state, p) if row[2] is None]
                    assert [row[:2] for row in builder.refusals(state, p, True)] == whole
                    assert builder.refusals(state, p, True, True) == [r + [None] for r in whole[:1]]
                    loads = captain.ship_options(state, player)
                    some = captain.ship_options(state, player, True)
                    assert bool(some) == bool(loads) and loads[: len(some)] == some
                    city = player["city"]
                    assert city_spaces(player) == len(city) + len([b for b in city if b in data.LARGE])
                seen += 1
    assert seen > 1000
    assert bool(builder.CUTS) == bool(expansions)  # (CPython: a layer's rows were cut)


@pytest.mark.parametrize(
    "expansions",
    [(), ("new_buildings",), ("nobles",), ALL],
    ids=["base", "new_buildings", "nobles", "all four"],
)
def test_the_mayors_kept_places_are_his_free_circles(expansions):
    # The Mayor keeps a placing player's places in phase_data["targets"]
    # (issue 33: a base game's, then a game with layers too, the nobles
    # among them), dropping each that fills: at every placement of seeded
    # random games, some choosing "keep" whenever offered, they are the
    # walk over his island and city, kept as the menu's actions, and the
    # menu offers them in that order (with the nobles: those of them it
    # offers, nobles first), in a list of its own; some moves apply an
    # equal list that is not the menu's own.
    seen = kept = 0
    for players in (2, 3, 4, 5):
        for seed in range(4):
            state = new_game(players, 200 + seed, expansions=expansions, setup="random")
            r = rng.seed_state(seed)
            while True:
                acts = engine.legal_actions(state)
                if not acts:
                    break
                pd = state["phase_data"]
                if engine.decision(state) == "mayor" and not ("villa" in pd or "ship_noble" in pd):
                    walked = mayor.targets(state["players"][state["turn"]])
                    assert pd["targets"] == walked
                    places = [a[:2] for a in acts if a[0] == "place"]
                    if "nobles" in expansions:
                        assert places == walked[: len(places)] and (
                            places or ["fill"] in acts or acts == [["keep"]]
                        )
                    else:
                        assert places == walked
                    assert acts is not pd["targets"]
                    seen += 1
                r, i = rng.below(r, len(acts))
                if seed % 2 and acts[0] == ["keep"]:
                    i = 0  # the old places back: the places walked again
                    kept += 1
                engine.apply(state, list(acts[i]) if seed % 4 == 2 else acts[i], acts)
    assert seen > 500 and kept > 20


def test_the_halves_draw_what_the_whole_ints_draw():
    # CPython's rng.below steps the whole 32-bit state; MicroPython's
    # steps its halves (no heap churn there): both draw the same numbers.
    import random

    from core import rng

    r = random.Random(5)
    for _ in range(3000):
        s = rng.seed_state(r.randrange(2**40))
        for n in (1, 2, 3, 7, 8, 13, 100, 32767, 32768, 40000, 2**31 + 5):
            assert rng._below_halves(s, n) == rng._below_big(s, n) == rng.below(s, n)


def test_the_plain_random_walk_plays_the_recorded_walks_games():
    # simulate's plain loop (no record, no checks) draws inline what
    # rng.below draws: the same games as the loop that records them.
    from core import canon
    from core.puerto_rico.simulate import play_random

    for players in (2, 3, 4, 5):
        for seed in range(3):
            actions = []
            recorded = play_random(players, seed, record=actions)
            assert canon.dumps(play_random(players, seed)) == canon.dumps(recorded)
            assert len(actions) == recorded["step"]


def test_apply_with_the_menu_refuses_an_equal_twin_of_other_types():
    # apply looks the action up in the menu first; a list equal to a menu's
    # (True == 1, 1.0 == 1) but not one of its own lists is still checked.
    from core.errors import IllegalAction

    for state, acts in decisions(4, 7):
        numbered = [a for a in acts if any(type(x) is int for x in a)]
        if not numbered:
            continue
        a = numbered[0]
        twin = [True if x == 1 and type(x) is int else float(x) if type(x) is int else x for x in a]
        with pytest.raises(IllegalAction) as e:
            engine.apply(state, twin, acts)
        assert e.value.rule == "format"
        engine.apply(state, tuple(a), acts)  # a tuple is taken as the list it equals
        return
    raise AssertionError("no numbered action in the game")


def test_apply_with_the_menu_refuses_what_is_not_in_it():
    # apply takes the menu's own list without its checks (found by
    # identity); anything else found in no menu is refused, the state as
    # it was: None, the menu itself, the state, an empty list.
    from core import canon
    from core.errors import IllegalAction

    for state, acts in decisions(4, 3):
        before = canon.dumps(state)
        for bad in (None, acts, state, []):
            with pytest.raises(IllegalAction):
                engine.apply(state, bad, acts)
            assert canon.dumps(state) == before
        return


@pytest.mark.parametrize("expansions", [(), ALL], ids=["base", "all four"])
def test_the_role_and_pass_actions_are_made_once(expansions, monkeypatch):
    # Every roles menu holds the role cards' own lists (engine.ROLE_ACTS,
    # made once on CPython) and every menu ending in a pass holds
    # state.PASS (a base game's: a layer's menu may make its own), as a
    # Mayor's menus hold his kept places: no new list a menu. A device
    # makes the role actions a menu (ROLE_ACTS None): the same menus.
    # A caller's own equal list is still taken, and none of them changes.
    from core.puerto_rico.state import PASS

    mine = {id(a): list(a) for a in engine.ROLE_ACTS}
    picks = passes = 0
    for players in (3, 4, 5):
        for state, acts in decisions(players, 300 + players, expansions):
            kind = engine.decision(state)
            if kind == "roles":
                for a in acts:
                    if a[1] in data.ROLES:
                        assert a is engine.ROLE_ACTS[data.ROLES.index(a[1])]
                with monkeypatch.context() as m:
                    m.setattr(engine, "ROLE_ACTS", None)
                    assert engine.legal_actions(state) == acts
                picks += 1
            if acts[-1] == ["pass"] and not expansions:
                assert acts[-1] is PASS
                passes += 1
    assert picks > 50 and (expansions or passes > 50)
    assert PASS == ["pass"] and {id(a): list(a) for a in engine.ROLE_ACTS} == mine
    state = new_game(4, 1)
    engine.apply(state, ["role", "builder"], engine.legal_actions(state))  # an equal list of its own
    acts = engine.legal_actions(state)
    if acts:
        engine.apply(state, ["pass"], acts)
