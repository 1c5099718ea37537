"""Issue 9: every physical move is said with its piece, its amount, where it
comes from and where it goes; the VP chips of a loading only on the
loader's own screen; the moves the core did not tell before (the discard
pile, the doubloons on the unused roles, the privilege colonist apart from
the ship's, the device's draws in shuffle mode).

The sentences are checked against the catalog's words (names), not against
copies of whole sentences, so a rewording keeps these tests meaningful."""

import re

import pytest

import core
from core.puerto_rico.simulate import random_walk
from core.puerto_rico.state import EVENT_KINDS
from core.puerto_rico.views import public_view, seat_view
from firmware.games.puerto_rico import phrases
from firmware.layout import wrap
from tests.support.scenario import game, give, own, pick

LANGS = ("en", "fr")
EDITIONS = ("classic", "1897")
BOTH = [(lang, ed) for lang in LANGS for ed in EDITIONS]


def word(ident, lang, ed):
    return phrases.name(ident, lang, ed).lower()


def has_amount(sentence, n):
    return re.search(r"(?<!\d)%d(?!\d)" % n, sentence) is not None


# (event, tile mode, amount, the pieces, where from, where to): ids of the
# catalog's names; "cap" stands for the cargo ship's capacity.
MOVES = [
    (["role", 0, ["builder", 2]], "shuffle", 2, ["doubloons", "builder"], ["card"], []),
    (["colonists", 1, 3], "shuffle", 3, ["colonists"], ["colonist_ship"], ["san_juan"]),
    (["privilege", 0, 1], "shuffle", 1, ["colonist"], ["supply"], ["san_juan"]),
    (["decline", 0, 1], "shuffle", None, ["colonist"], [], ["supply"]),
    (["colonist_ship", None, 4], "shuffle", 4, ["colonists"], ["supply"], ["colonist_ship"]),
    (["fill", 0, 2], "shuffle", 2, ["colonist", "colonists"], ["san_juan"], []),
    (["tile", 0, ["corn", 0]], "shuffle", None, ["plantation", "corn"], ["faceup_row"], ["island"]),
    (
        ["tile", 0, ["quarry", 1, "colonist_ship"]],
        "shuffle",
        1,
        ["quarry", "colonist"],
        ["quarry", "colonist_ship"],
        ["island"],
    ),
    (
        ["tile", 0, ["sugar", 1, "supply"]],
        "shuffle",
        1,
        ["sugar", "colonist"],
        ["faceup_row", "supply"],
        ["island"],
    ),
    (
        ["hacienda_tile", 0, "sugar"],
        "shuffle",
        None,
        ["plantation", "sugar", "hacienda"],
        ["stock"],
        ["island"],
    ),
    (["hacienda_tile", 0, "sugar"], "physical", None, ["plantation", "sugar", "hacienda"], [], ["island"]),
    (["draw", 0, [4, "faceup"]], "physical", 4, ["plantations"], ["stacks"], ["faceup_row"]),
    (["draw", 0, [1, "hacienda"]], "physical", 1, ["plantation", "hacienda"], ["stacks"], []),
    (["reshuffle", None, 9], "shuffle", 9, ["plantations"], ["discard_pile"], ["stock"]),
    (["reshuffle", None, 9], "physical", 9, ["plantations"], ["discard_pile"], ["stacks"]),
    (
        ["discard", None, ["corn", "coffee"]],
        "shuffle",
        2,
        ["corn", "coffee"],
        ["faceup_row"],
        ["discard_pile"],
    ),
    (["faceup", None, ["corn", "indigo"]], "shuffle", 2, ["corn", "indigo"], ["stock"], ["faceup_row"]),
    (["faceup", None, ["corn", "indigo"]], "physical", None, ["corn", "indigo"], [], ["faceup_row"]),
    (["build", 0, ["harbor", 8, 0]], "shuffle", 8, ["harbor", "doubloons"], ["supply"], ["bank"]),
    (["build", 0, ["office", 5, 1, "supply"]], "shuffle", 5, ["office", "colonist"], ["supply"], ["bank"]),
    (
        ["build", 0, ["office", 4, 1, "colonist_ship"]],
        "shuffle",
        1,
        ["office", "colonist"],
        ["colonist_ship"],
        [],
    ),
    (["produce", 0, {"corn": 2}], "shuffle", 2, ["corn"], ["supply"], ["windrose"]),
    (["bonus", 0, "coffee"], "shuffle", 1, ["coffee"], ["supply"], ["windrose"]),
    (["doubloons", 0, 1], "shuffle", 1, ["doubloon"], ["bank"], []),
    (["factory", 0, 2], "shuffle", 2, ["doubloons", "factory"], ["bank"], []),
    (["sell", 0, ["coffee", 5]], "shuffle", 5, ["coffee", "doubloons"], ["bank"], ["trading_house"]),
    (["sell", 0, ["corn", 0]], "shuffle", 1, ["corn"], [], ["trading_house"]),
    (
        ["trading_house_emptied", None, ["corn", "sugar", "corn", "coffee"]],
        "shuffle",
        2,
        ["corn", "sugar", "coffee"],
        ["trading_house"],
        ["supply"],
    ),
    (["load", 0, ["corn", 3, 1]], "shuffle", 3, ["corn"], ["windrose"], ["cargo_ship", "cap"]),
    (["wharf", 0, ["sugar", 4]], "shuffle", 4, ["sugar", "wharf"], ["windrose"], ["supply"]),
    (["spoil", 0, {"corn": 2}], "shuffle", 2, ["corn"], ["windrose"], ["supply"]),
    (["store", 0, "indigo"], "shuffle", None, ["indigo", "warehouse"], [], ["windrose"]),
    (["keep", 0, "corn"], "shuffle", 1, ["corn"], [], ["windrose"]),
    (["unload", None, [1, "corn", 6]], "shuffle", 6, ["corn"], ["cargo_ship", "cap"], ["supply"]),
    (["round_end", None, 3], "shuffle", 3, ["card"], [], []),
    (
        ["role_doubloons", None, ["settler", "trader"]],
        "shuffle",
        1,
        ["doubloon", "settler", "trader"],
        ["bank"],
        [],
    ),
    (["governor", 1, 4], "shuffle", None, ["governor"], [], []),
]


@pytest.mark.parametrize("lang,ed", BOTH)
@pytest.mark.parametrize("i", range(len(MOVES)))
def test_each_move_names_piece_amount_source_and_destination(i, lang, ed):
    ev, tiles, amount, pieces, sources, dests = MOVES[i]
    s = game(3, tiles=tiles, edition=ed)
    t = phrases.event_text(s, ev, lang, ed)
    assert t, ev
    low = t.lower()
    if ev[1] is not None:
        assert s["players"][ev[1]]["name"] in t
    if amount is not None:
        assert has_amount(t, amount), (ev, t)
    for ident in pieces + sources + dests:
        if ident == "cap":
            ship = ev[2][2] if ev[0] == "load" else ev[2][0]
            assert has_amount(t, s["cargo_ships"][ship][0]), (ev, t)
        else:
            assert word(ident, lang, ed) in low, (ident, ev, t)


def test_the_source_of_a_hospice_or_university_colonist_is_told():
    for lang, ed in BOTH:
        s = game(3, edition=ed)
        supply = phrases.event_text(s, ["tile", 0, ["corn", 1, "supply"]], lang, ed)
        ship = phrases.event_text(s, ["tile", 0, ["corn", 1, "colonist_ship"]], lang, ed)
        assert supply != ship
        assert word("colonist_ship", lang, ed) in ship.lower()


def test_shuffle_and_physical_modes_say_different_things():
    for lang, ed in BOTH:
        shuffled = game(3, edition=ed)
        physical = game(3, edition=ed, tiles="physical")
        for ev in (["hacienda_tile", 0, "coffee"], ["reshuffle", None, 5], ["faceup", None, ["corn"]]):
            a = phrases.event_text(shuffled, ev, lang, ed)
            b = phrases.event_text(physical, ev, lang, ed)
            assert a != b, ev


# ---- in play: what the core emits -----------------------------------------


def test_mayor_privilege_and_ship_colonists_are_two_different_lines():
    s = game(4)
    ship = s["colonist_ship"]
    pick(s, 0, "mayor")
    core.apply(s, ["privilege"])
    mine = [e for e in s["events"] if e[0] in ("privilege", "colonists") and e[1] == 0]
    assert [e[0] for e in mine] == ["privilege", "colonists"]
    assert mine[1][2] == (ship + 3) // 4  # the mayor's share of the ship
    for lang, ed in BOTH:
        first, second = [phrases.event_text(s, e, lang, ed) for e in mine]
        assert first != second
        assert word("supply", lang, ed) in first.lower()
        assert word("colonist_ship", lang, ed) in second.lower()
        assert word("colonist_ship", lang, ed) not in first.lower()
        assert word("san_juan", lang, ed) in first.lower() and word("san_juan", lang, ed) in second.lower()


def test_captain_load_with_harbor_tells_five_chips_on_his_own_screen_only():
    s = game(3)
    own(s, 0, "harbor", 1)
    give(s, 0, corn=3)
    pick(s, 0, "captain")
    load = [a for a in core.legal_actions(s) if a[0] == "load" and s["cargo_ships"][a[2]][0] != 5][0]
    core.apply(s, load)
    loads = [e for e in s["events"] if e[0] == "load"]
    assert loads == [["load", 0, ["corn", 3, load[2]]]]
    for lang, ed in BOTH:
        chips = phrases.count(5, "vp_chip", lang, ed)
        # his own screen: one line, with the captain's and the harbor's chip
        mine = seat_view(s, 0)
        lines = [phrases.private_event_text(mine, e, 0, lang, ed) for e in mine["events"]]
        lines = [x for x in lines if x]
        assert len(lines) == 1 and chips in lines[0], lines
        assert word("captain", lang, ed) + " 1" in lines[0].lower()
        assert word("harbor", lang, ed) + " 1" in lines[0].lower()
        # the others and the board: the barrels, never the VP
        for seat in (1, 2):
            v = seat_view(s, seat)
            assert not [e for e in v["events"] if e[0] in ("vp", "vp_chips")]
            assert all(phrases.private_event_text(v, e, seat, lang, ed) is None for e in s["events"])
        board = public_view(s)
        public = [phrases.event_text(board, e, lang, ed) for e in board["events"]]
        public = [x for x in public if x]
        assert any(has_amount(x, 3) and word("corn", lang, ed) in x.lower() for x in public)
        for x in public:
            assert word("vp", lang, ed) not in x.lower() and chips not in x
        # the state's own events (what the table hands round): still no VP
        for e in s["events"]:
            x = phrases.event_text(s, e, lang, ed)
            assert x is None or word("vp", lang, ed) not in x.lower()


def test_a_loading_when_the_chips_run_out_writes_the_rest_down():
    s = game(3)
    give(s, 0, corn=3)
    s["vp_chips"] = 2
    pick(s, 0, "captain")
    core.apply(s, [a for a in core.legal_actions(s) if a[0] == "load"][0])
    ev = [e for e in s["events"] if e[0] == "vp_chips"][0]
    assert ev == ["vp_chips", 0, [2, 2, [["barrels", 3], ["captain", 1]]]]
    for lang, ed in BOTH:
        line = phrases.private_event_text(seat_view(s, 0), ev, 0, lang, ed)
        assert phrases.count(2, "vp_chip", lang, ed) in line and has_amount(line, 2)
        assert word("captain", lang, ed) + " 1" in line.lower()


def test_unchosen_faceup_plantations_get_a_discard_line():
    s = game(3)
    left = list(s["faceup"])
    pick(s, 0, "settler")
    for _ in range(3):
        core.apply(s, ["pass"])
    discards = [e for e in s["events"] if e[0] == "discard"]
    assert discards == [["discard", None, left]]
    for lang, ed in BOTH:
        t = phrases.event_text(s, discards[0], lang, ed)
        assert word("discard_pile", lang, ed) in t.lower()
        for g in set(left):
            assert word(g, lang, ed) in t.lower()


def test_hospice_and_university_colonists_from_the_ship_when_the_supply_is_out():
    s = game(3)
    own(s, 0, "hospice", 1)
    own(s, 0, "university", 1)
    s["players"][0]["doubloons"] = 20
    s["colonist_ship"] += s["colonists"]  # the supply is out: same total
    s["colonists"] = 0
    pick(s, 0, "settler")
    g = s["faceup"][0]
    core.apply(s, ["plantation", g, "hospice"])
    assert s["events"][0] == ["tile", 0, [g, 1, "colonist_ship"]]
    while s["phase"] != "roles":
        core.apply(s, ["pass"])
    s["turn"] = 0
    core.apply(s, ["role", "builder"])
    core.apply(s, ["build", "small_market", "university"])
    assert s["events"][0] == ["build", 0, ["small_market", 0, 1, "colonist_ship"]]
    for lang, ed in BOTH:
        t = phrases.event_text(s, s["events"][0], lang, ed)
        assert word("colonist_ship", lang, ed) in t.lower() and word("small_market", lang, ed) in t.lower()


def test_physical_hacienda_asks_for_one_tile_from_the_stacks():
    s = game(3, tiles="physical")
    core.apply(s, core.legal_actions(s)[0])
    while core.pending(s)["kind"] == "draw":
        core.apply(s, core.legal_actions(s)[0])
    own(s, 0, "hacienda", 1)
    pick(s, 0, "settler")
    core.apply(s, ["hacienda"])
    assert s["events"] == [["draw", 0, [1, "hacienda"]]]
    g = core.legal_actions(s)[0][1]
    core.apply(s, ["drawn", g])
    assert s["events"] == [["hacienda_tile", 0, g]]
    for lang, ed in BOTH:
        t = phrases.event_text(s, s["events"][0], lang, ed)
        assert word(g, lang, ed) in t.lower() and word("island", lang, ed) in t.lower()


def test_shuffle_mode_names_the_tiles_the_device_drew():
    s = game(3)
    own(s, 0, "hacienda", 1)
    pick(s, 0, "settler")
    core.apply(s, ["hacienda"])
    drawn = [e for e in s["events"] if e[0] == "hacienda_tile"]
    assert len(drawn) == 1
    g = drawn[0][2]
    for _ in range(3):  # Anne's face-up choice, then the two others
        core.apply(s, ["pass"])
    faceup = [e for e in s["events"] if e[0] == "faceup"][0]
    assert faceup[2] == s["faceup"] and len(faceup[2]) == 4
    for lang, ed in BOTH:
        t = phrases.event_text(s, drawn[0], lang, ed)
        assert word(g, lang, ed) in t.lower() and word("stock", lang, ed) in t.lower()
        t = phrases.event_text(s, faceup, lang, ed)
        assert all(word(x, lang, ed) in t.lower() for x in faceup[2])


def test_physical_mode_asks_to_draw_from_the_stacks():
    s = game(3, tiles="physical")
    assert s["events"] == [["draw", 0, [4, "faceup"]]]
    for lang, ed in BOTH:
        t = phrases.event_text(s, s["events"][0], lang, ed)
        assert word("stacks", lang, ed) in t.lower() and has_amount(t, 4)


def test_physical_stacks_running_out_ask_for_a_reshuffle():
    s = game(3, tiles="physical")
    s["discard"] = s["stock"][2:]
    s["stock"] = s["stock"][:2]
    for _ in range(2):
        core.apply(s, core.legal_actions(s)[0])
    # two drawn, two to go, the stacks are empty: shuffle the discard pile
    assert ["reshuffle", None, len(s["discard"])] in s["events"]
    core.apply(s, core.legal_actions(s)[0])
    assert not [e for e in s["events"] if e[0] == "reshuffle"]


def test_end_of_round_tells_the_doubloons_on_each_unused_role_and_the_governor():
    s = game(4)
    for role in ("prospector", "builder", "trader", "settler"):
        core.apply(s, ["role", role])
        while s["phase"] != "roles":
            core.apply(s, ["pass"])
    kinds = [e[0] for e in s["events"]]
    assert kinds[-3:] == ["round_end", "role_doubloons", "governor"]
    unused = s["events"][-2][2]
    assert sorted(unused) == ["captain", "craftsman", "mayor"]
    assert all(s["roles"][r] == 1 for r in unused)
    assert s["events"][-1][1] == s["governor"] == 1
    for lang, ed in BOTH:
        t = phrases.event_text(s, s["events"][-2], lang, ed)
        assert all(word(r, lang, ed) in t.lower() for r in unused)
        assert word("doubloon", lang, ed) in t.lower() and word("bank", lang, ed) in t.lower()
        t = phrases.event_text(s, s["events"][-1], lang, ed)
        assert "Bernie" in t and word("governor", lang, ed) in t.lower()


def test_the_craftsman_bonus_barrel_is_its_own_line_after_his_production():
    s = game(3)
    p = s["players"][0]
    p["island"]["corn"] = [2, 2]
    s["colonists"] -= 2
    pick(s, 0, "craftsman")
    made = [e for e in s["events"] if e[0] == "produce" and e[1] == 0]
    assert made and made[0][2]["corn"] == 2
    core.apply(s, ["bonus", "corn"])
    assert s["events"][0] == ["bonus", 0, "corn"]
    for lang, ed in BOTH:
        a = phrases.event_text(s, made[0], lang, ed)
        b = phrases.event_text(s, s["events"][0], lang, ed)
        assert a != b and has_amount(b, 1) and word("supply", lang, ed) in b.lower()


# ---- random games: every kind the core emits has words ---------------------

# kinds that never have a public sentence (phrases.SILENT), and why
SILENT = {
    "vp": "secret: private_event_text tells the chips of vp_chips",
    "vp_chips": "secret: told by private_event_text on the seat's own screen",
    "placed": "the player placed his colonists himself (fill: the device did)",
}


def random_events():
    """(state after an action, its events) of seeded random games, 2 and 5
    players, both tile modes, with the core's random player."""
    for players in (2, 5):
        for tiles in ("shuffle", "physical"):
            for seed in (1, 2):
                s = core.new_game(players, seed=seed, tiles=tiles)
                yield s, s["events"]
                step = 0
                while not core.is_over(s):
                    step += 1
                    random_walk(s, 1, seed * 100003 + step)
                    yield s, s["events"]


def test_every_event_kind_is_said_with_its_move_or_silent():
    # said but moving nothing: the end, and a pass (the table hears of it)
    said = set(m[0][0] for m in MOVES) | {"end_trigger", "game_over", "pass"}
    assert set(EVENT_KINDS) == said | set(SILENT)
    assert not said & set(SILENT)


@pytest.mark.slow
def test_every_event_kind_of_random_games_has_a_sentence():
    assert set(SILENT) == set(phrases.SILENT)
    kinds = set()
    longest = 0
    for s, events in random_events():
        for e in events:
            kinds.add(e[0])
            assert e[0] in EVENT_KINDS, e
            for lang, ed in BOTH:
                t = phrases.event_text(s, e, lang, ed)
                if e[0] in SILENT:
                    assert t is None, e
                    if e[0] == "vp_chips":
                        v = seat_view(s, e[1])
                        assert phrases.private_event_text(v, e, e[1], lang, ed)
                    continue
                assert t and "{" not in t, (e, lang, ed, t)
                t.encode("latin-1")
                lines = wrap(t, 21)
                assert all(len(x) <= 21 for x in lines)
                longest = max(longest, len(lines))
    # a log of 8-pixel lines: no sentence longer than a 64-pixel screen
    assert longest <= 8
    must = {
        "role",
        "colonists",
        "privilege",
        "colonist_ship",
        "tile",
        "faceup",
        "discard",
        "draw",
        "build",
        "produce",
        "sell",
        "load",
        "vp_chips",
        "spoil",
        "round_end",
        "role_doubloons",
        "governor",
        "game_over",
        "fill",
        "bonus",
        "keep",
        "reshuffle",
        "decline",
        "unload",
        "doubloons",
        "hacienda_tile",
    }
    assert must <= kinds, must - kinds
