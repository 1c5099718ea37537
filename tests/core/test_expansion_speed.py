"""The expansions' shortcuts for speed (issue 33) answer as the long way
does, and do not do the long way's work again: checked at every decision
of seeded random games. (scripts/fingerprint.py checks that nothing a
player sees changed; these name the shortcut that would be wrong or
lost.)"""

import pytest

from core import rng
from core.puerto_rico import data, engine, hooks, new_game
from core.puerto_rico.roles import mayor

from tests.support.seeded import decisions

ALL = ("new_buildings", "nobles", "smuggler", "festival")


@pytest.mark.parametrize(
    "expansions", [("new_buildings",), ("nobles",), ALL], ids=["new_buildings", "nobles", "all four"]
)
def test_the_builder_reads_only_the_boards_rows(expansions):
    # The builder's rows in a game with layers (the point builder_terms,
    # layers.rows) are those of the buildings its board holds, in board
    # order, made once for a board: not every row its expansions may
    # bring (45 with all four, 31 on the board).
    seen = 0
    for players in (2, 4, 5):
        for state, _acts in decisions(players, 300 + players, expansions):
            if state["phase"] == "builder":
                rows = hooks.first(
                    state, "builder_terms", state, state["turn"], state["players"][state["turn"]]
                )[0]
                assert rows == tuple(r for r in data.ROWS if r[0] in state["buildings"])
                assert rows is hooks.load("layers").rows(state)  # (kept for the board)
                seen += 1
    assert seen > 20


@pytest.mark.parametrize("expansions", [("nobles",), ALL], ids=["nobles", "all four"])
def test_the_nobles_mayor_walks_a_players_places_only_at_his_lift_and_keep(expansions, monkeypatch):
    # With the nobles, a placement that leaves the player a choice drops
    # the place it filled from his kept places (roles/mayor.py's act), as
    # in the base game: his island and city are walked again (mayor.targets)
    # only when he is lifted (a new player) and at "keep", once (issue 33:
    # the nobles' mayor_forced walked them after every such placement, and
    # a "keep" twice).
    walks = []
    real = mayor.targets

    def targets(player):
        walks.append(1)
        return real(player)

    monkeypatch.setattr(mayor, "targets", targets)
    placed = kept = 0
    for players in (3, 4, 5):
        for seed in range(3):
            state = new_game(players, 400 + seed, expansions=expansions, setup="random")
            r = rng.seed_state(seed)
            while True:
                acts = engine.legal_actions(state)
                if not acts:
                    break
                r, i = rng.below(r, len(acts))
                if seed and acts[0] == ["keep"]:
                    i = 0
                mayors = engine.decision(state) == "mayor" and acts[i][0] in ("place", "keep")
                turn = state["turn"]
                del walks[:]
                engine.apply(state, acts[i], acts)
                if mayors and state["phase"] == "mayor" and state["turn"] == turn:
                    if acts[i][0] == "keep":
                        assert len(walks) == 1
                        kept += 1
                    else:
                        assert walks == []
                        placed += 1
    assert placed > 300 and kept > 20


def test_the_festivals_own_pair_plays_as_the_whole_walk(monkeypatch):
    # A game with the festival (one interruption, one call after an
    # action) gets for each decision kind the table's pair for that
    # (layers._walk_one): its games are those of the whole walk
    # (layers._walk, which any other set of interruptions gets), action
    # for action.
    from core import canon
    from core.puerto_rico import layers

    def game(seed):
        hooks.RULES.clear()
        layers.forget()
        out = []
        for step in decisions(4, seed, ("nobles", "festival")):
            out.append(canon.dumps(step[1]))  # every menu
            walk = hooks.TABLE["builder"][0].__qualname__
        return out + [canon.dumps(step[0])], walk  # and the game's end

    for seed in (1, 2):
        one, walk = game(seed)
        assert walk.startswith("_walk_one.")
        monkeypatch.setattr(layers, "_walk_one", layers._walk)
        whole, walk = game(seed)
        monkeypatch.undo()
        assert walk.startswith("_walk.") and whole == one
    hooks.RULES.clear()
    layers.forget()


@pytest.mark.parametrize("expansions", [("festival",), ALL], ids=["festival", "all four"])
def test_the_festival_walks_no_decision_it_never_interrupts(expansions):
    # Issue 33: the festival's reward colonists never wait at a decision
    # of a phase entered by a role pick and played by quiet decisions (its
    # calm: the Mayor's, the Craftsman's, the Captain's, a storage), so the
    # rules' table holds those phases' own pair, with no walk of the
    # interruption around them (it had one: half of a game's actions are
    # the Mayor's); every other kind is walked.
    from core.puerto_rico.expansions import festival

    seen = {}
    for players in (2, 4, 5):
        for state, _acts in decisions(players, 500 + players, expansions):
            kind = "draw" if state["draw"] is not None else state["phase"]
            if kind in festival.calm:
                assert "placing" not in state["festival"], (kind, state["step"])
                seen[kind] = 1
            elif "placing" in state["festival"]:
                seen["placing"] = 1
            rules = hooks.RULE
            assert hooks.TABLE is rules["table"]
            for k in rules["table"]:
                if k == "over":
                    continue  # (no decision: the engine's own pair)
                straight = hooks.TABLE[k] is rules["phases"][k]
                assert straight == (k in festival.calm), k
    assert sorted(seen) == ["captain", "craftsman", "mayor", "placing", "storage"]


def test_a_version_2_records_festival_interrupts_any_phase():
    # In a version 2 record's game the last seat of a pass gets the
    # festival's reward after the pass's steps (turn_done does not ask),
    # and those may start the smuggler's reserved role: reward colonists
    # then wait at a Mayor or Craftsman decision, whose menu must be the
    # placing one (its rules are a combination's of their own, "rules_v2"
    # in the keys, with no calm kind; a first version of the calm kinds
    # offered the phase's menu there).
    from core.puerto_rico.expansions import festival

    calm = 0
    for players, seed in ((3, 268), (4, 208)):
        state = new_game(players, seed, expansions=("smuggler", "festival"), setup="random")
        state["rules_v2"] = True  # (as from_header sets it for such a record)
        r = rng.seed_state(seed)
        while True:
            acts = engine.legal_actions(state)
            if not acts:
                break
            if "placing" in state["festival"]:
                assert engine.decision(state) == "festival"
                assert acts[0] == ["festival", "san_juan"], (state["phase"], acts)
                calm += state["phase"] in festival.calm
            r, i = rng.below(r, len(acts))
            engine.apply(state, acts[i], acts)
    assert calm >= 2


@pytest.mark.parametrize(
    "expansions",
    [("smuggler",), ("nobles",), ("new_buildings",)],
    ids=["smuggler", "nobles", "new_buildings"],
)
def test_the_engine_calls_a_phase_straight_when_nothing_comes_between(expansions):
    # Issue 33: a game with layers but no dispatch and no interruption
    # (no expansion 1, no festival) runs each decision through its rules'
    # table (layers.rules): engine.legal_actions and engine.apply call the
    # phase's own functions, as in a base game, with no frame of the
    # rules' between (it was layers._legal_by_kind and _do_by_kind);
    # expansion 1's decisions, the pair its dispatch made for the kind
    # (new_buildings/play.py: no legal_actions(state, kind) between).
    import sys

    seen = {}

    def profile(frame, event, arg):
        if event == "call" and frame.f_back is not None:
            caller = frame.f_back.f_code
            if caller.co_name in ("legal_actions", "apply") and caller.co_filename.endswith("engine.py"):
                path = frame.f_code.co_filename.replace("\\", "/").split("/")
                seen["/".join(path[-2:]) + ":" + frame.f_code.co_name] = 1

    state = new_game(4, 7, expansions=expansions)
    r = rng.seed_state(7)
    while True:
        traced = state["phase"] in ("builder", "craftsman")
        if traced:
            sys.setprofile(profile)
        try:
            acts = engine.legal_actions(state)
            if not acts:
                break
            r, i = rng.below(r, len(acts))
            engine.apply(state, acts[i], acts)
        finally:
            sys.setprofile(None)
    if "new_buildings" in expansions:
        assert "new_buildings/play.py:menu" in seen and "new_buildings/play.py:act" in seen
        seen = {f: 1 for f in seen if f[: f.index(":")] != "new_buildings/play.py"}
    else:
        assert "roles/builder.py:act" in seen and "roles/craftsman.py:legal" in seen
    # (layers.after: the game's end; hooks.load finds layers for it)
    rules = [f for f in seen if f[: f.index(":")] in ("puerto_rico/layers.py", "puerto_rico/layered.py")]
    assert rules in ([], ["puerto_rico/layers.py:after"]), sorted(seen)


@pytest.mark.parametrize(
    "expansions",
    [("new_buildings",), ("new_buildings", "smuggler", "festival")],
    ids=["new_buildings", "without the nobles"],
)
def test_expansion_1s_decisions_ask_no_point_of_a_layer_the_game_lacks(expansions, monkeypatch):
    # Issue 33: expansion 1's settler and trader decisions ask the nobles'
    # points (settler_question, act_first: the land office, the land
    # registry) only in a game that has them; a game without the nobles
    # built those pairs without them (it called both, filled by none, at
    # every such decision).
    asked = {}
    for kind in ("ask", "first"):
        real = getattr(hooks, kind)

        def counted(state, name, *args, _real=real):
            asked[name] = asked.get(name, 0) + 1
            return _real(state, name, *args)

        monkeypatch.setattr(hooks, kind, counted)
    hooks.RULES.clear()
    hooks.load("layers").forget()
    kinds = {}
    for players in (3, 4):
        for state, _acts in decisions(players, 600 + players, expansions):
            kinds[state["phase"]] = 1
    assert "settler" in kinds and "trader" in kinds
    assert "settler_question" not in asked and "act_first" not in asked, asked
    # (with the nobles, both are asked)
    monkeypatch.undo()


def test_a_nobles_placement_moves_it_from_san_juan_in_one_step():
    # The nobles' Mayor moves a placed noble out of San Juan with one
    # call (nobles.from_san_juan, also the fill of many), no zero entry.
    from core.puerto_rico.expansions import nobles

    nob = {"san_juan": 2, "corn": 1}
    nobles.from_san_juan(nob, "corn")
    assert nob == {"san_juan": 1, "corn": 2}
    nobles.from_san_juan(nob, "hospice")
    assert nob == {"corn": 2, "hospice": 1}
    nob = {"san_juan": 3}
    nobles.from_san_juan(nob, "sugar", 3)
    assert nob == {"sugar": 3}
