"""Words of expansions 2-4 (nobles, smuggler, festival) on the table: a
menu line for every action, a prompt and a "X decides" line for every
step, an instruction for every event kind that moves a piece, in English
and French, both editions; the secret VP never in a public sentence."""

import random

import pytest

import core
from core.puerto_rico.engine import decision
from core.puerto_rico.expansions import nobles
from core.puerto_rico.expansions import festival, smuggler
from core.puerto_rico.views import public_view, seat_view
from firmware.games.puerto_rico import phrases

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
ALL = ("new_buildings", "nobles", "smuggler", "festival")
BOTH = [(lang, ed) for lang in ("en", "fr") for ed in ("classic", "1897")]
KINDS = nobles.EVENT_KINDS + smuggler.EVENT_KINDS + festival.EVENT_KINDS

# One example of each event kind (core's own shapes, see each module's
# EVENT_KINDS comment); the VP ones are secret: no public sentence.
EXAMPLES = [
    ["noble_ship", None, 1],
    ["noble", 1, 1],
    ["villa", 0, "noble"],
    ["villa", 0, "colonist"],
    ["nobles_placed", 1, {"corn": 1, "land_registry": 1}],
    ["chapel", 0, ["doubloons", 1]],
    ["tailor_shop", 2, 2],
    ["land_registry", 1, ["buy", "sugar", 1]],
    ["land_registry", 1, ["buy", "forest", 1]],
    ["land_registry", 1, ["discard", "corn", 1]],
    ["land_office", 0, ["discard", "quarry"]],
    ["export_office", 2, {"indigo": 1}],
    ["to_san_juan", 1, ["tobacco", "noble"]],
    ["wanted", 1, None],
    ["wanted", 1, 0],
    ["attack", 0, [1, "corn", 2, 3]],
    ["plunder", 0, ["corn", "corn", "sugar"]],
    ["plunder", 0, []],
    ["poach", 2, 4],
    ["poach", 2, 0],
    ["poached", 2, "indigo"],
    ["poach_supply", 2, 2],
    ["role_change", 1, ["trader", 2]],
    ["bounty", 1, ["trader", 3]],
    ["reserved_role", 1, "craftsman"],
    ["festival_goal", None, ["plantation", "tobacco", "stock"]],
    ["festival_goal", None, ["goods", ["corn", "corn", "coffee"], "supply"]],
    ["festival_goal", None, ["building", "factory", "box"]],
    ["festival_reward", 0, ["plantation", 3]],
    ["festival_reward", 0, ["goods", 3]],
    ["festival_reward", 0, ["building", "factory"]],
    ["festival_colonist", 0, ["san_juan", 1]],
    ["festival_colonist", 0, ["corn", 1]],
    ["festival_return", None, ["plantation", "tobacco", "stock"]],
    ["festival_return", None, ["goods", ["corn", "corn", "coffee"], "supply"]],
    ["festival_return", None, ["building", "factory", "box"]],
]
SECRET = [["chapel", 0, ["vp", 1]], ["land_office", 0, ["vp", 2]]]


def game(n=3, seed=3, **kw):
    return core.new_game(NAMES[:n], seed=seed, expansions=ALL, setup="random", **kw)


def latin1(t):
    try:
        t.encode("latin-1")
        return True
    except UnicodeEncodeError:
        return False


def test_the_examples_cover_every_event_kind_of_the_three():
    assert {e[0] for e in EXAMPLES + SECRET} == set(KINDS)


@pytest.mark.parametrize("lang,ed", BOTH)
def test_every_event_of_the_three_has_words(lang, ed):
    s = game(edition=ed)
    seen = {}
    for e in EXAMPLES:
        t = phrases.event_text(public_view(s), e, lang, ed)
        assert t and latin1(t) and "{" not in t and "_" not in t, (e, t)
        seen[t] = e
    assert len(seen) == len(EXAMPLES)  # each case says something of its own


def test_the_sentences_name_the_pieces():
    s = game(3)
    say = lambda e, lang="en": phrases.event_text(s, e, lang)  # noqa: E731
    assert say(["noble", 1, 1]) == "Bernie: take the noble from the colonist ship to your San Juan"
    assert say(["attack", 0, [1, "corn", 2, 3]]).startswith("Anne: empty cargo ship ")
    assert "2 corn to your windrose, 3 to the supply" in say(["attack", 0, [1, "corn", 2, 3]])
    assert (
        say(["bounty", 1, ["trader", 3]]) == "Bernie: take 3 doubloons from the bank (bounty: trader picked)"
    )
    assert "avis de recherche" in say(["wanted", 1, 0], "fr") and "Anne" in say(["wanted", 1, 0], "fr")
    assert "contrebandier" in phrases.name("smuggler", "fr")


@pytest.mark.parametrize("e", SECRET)
def test_the_vp_of_chapel_and_land_office_are_never_public(e):
    s = game()
    for lang, ed in BOTH:
        assert phrases.event_text(public_view(s), e, lang, ed) is None


def test_the_vp_chips_of_a_plunder_are_told_on_the_owner_s_seat_only():
    s = game()
    ev = ["vp_chips", 1, [2, 0, [["smuggler", 2]]]]
    s["events"] = [ev]
    mine = phrases.private_event_text(seat_view(s, 1), ev, 1, "en")
    assert mine and "2 VP chips" in mine
    assert phrases.private_event_text(seat_view(s, 0), ev, 0, "en") is None
    assert not public_view(s)["events"]


def _positions(games):
    for k, (n, ed, tiles) in enumerate(games):
        s = game(n, seed=40 + k, edition=ed, tiles=tiles)
        choose = random.Random(k)
        yield s, None  # the set-up's events: the festival's goals
        while not core.is_over(s):
            acts = core.legal_actions(s)
            yield s, acts
            core.apply(s, choose.choice(acts))
            yield s, None


QUICK = [
    (2, "classic", "shuffle"),
    (3, "1897", "physical"),
    (4, "classic", "physical"),
    (5, "1897", "shuffle"),
]


@pytest.mark.slow
def test_every_action_step_and_event_of_random_games_has_words():
    actions, steps, kinds = set(), set(), set()
    for s, acts in _positions(QUICK):
        ed = s["edition"]
        view = public_view(s)
        if acts is None:
            for e in s["events"]:
                kinds.add(e[0])
                for lang in ("en", "fr"):
                    t = phrases.event_text(view, e, lang, ed)
                    assert t is None or (latin1(t) and "{" not in t and "_" not in t), (e, t)
                    if e[0] in KINDS and [e[0], e[2]] not in [[x[0], x[2]] for x in SECRET]:
                        assert t, e
            continue
        steps.add(phrases._step(view, decision(view)))
        for lang in ("en", "fr"):
            p = phrases.menu_prompt(view, lang, ed)
            d = phrases.deciding(view, lang, ed)
            assert p and len(p) <= 17 and "_" not in p and "_" not in d, (p, d)
            for a in acts:
                t = phrases.action_text(view, a, lang, ed)
                assert t and len(t) <= phrases.MENU and "_" not in t and "{" not in t and latin1(t), (a, t)
                actions.add(a[0])
    assert {"attack", "plunder", "poach", "role_change", "noble", "colonist", "festival"} <= actions
    assert {"smuggler", "ship_noble", "festival"} <= steps
    assert {"wanted", "noble_ship", "festival_goal", "festival_reward"} <= kinds


def test_menu_lines_examples():
    s = game(3)
    s["cargo_ships"][0][1:] = ["corn", 3]
    assert phrases.action_text(s, ["attack", 0, 2]) == "ship %d: keep 2 corn" % s["cargo_ships"][0][0]
    assert phrases.action_text(s, ["place", "corn", "noble"]) == "noble on corn"
    assert phrases.action_text(s, ["noble"]) == "take the noble"
    assert phrases.action_text(s, ["land_registry", "buy", "forest"]) == "buy a forest -1"
    assert phrases.action_text(s, ["festival", "san_juan"]) == "colonist -> San Juan"
    assert phrases.action_text(s, ["export", "corn"], "fr") == "exporter 1 maïs"


# ---- help: the smuggler, the festival, the nobles; the start screen's names ----


@pytest.mark.parametrize("lang,ed", BOTH)
@pytest.mark.parametrize("subject", ["smuggler", "festival", "noble"])
def test_help_for_the_smuggler_the_festival_and_nobles_marks_our_rulings(subject, lang, ed):
    lines = phrases.help_text(subject, lang, ed)
    assert 3 <= len(lines) <= 25
    mark = "[suggested]" if lang == "en" else "[suggéré]"
    assert mark in " ".join(lines)
    assert all(latin1(x) and "{" not in x and "_" not in x for x in lines)


def test_the_help_index_offers_them_only_in_their_games():
    index = phrases.help_index(game(3))
    assert {"smuggler", "festival", "noble"} <= set(index)
    assert index.index("smuggler") < index.index("quarry")
    base = phrases.help_index(core.new_game(NAMES[:3], seed=3))
    assert not {"smuggler", "festival", "noble"} & set(base)


def test_a_smuggler_choice_opens_the_smuggler_s_help_on_the_seat():
    from firmware.games.puerto_rico.frames import seat_frame
    from firmware.games.puerto_rico.table import Table, help_subject
    from tests.support.screen_reader import read_screen

    s = game(3)
    assert help_subject(s, ["attack", 0, 1]) == "smuggler"
    assert help_subject(s, ["place", "corn", "noble"]) == "noble"
    assert help_subject(s, ["export", "corn"]) == "export_office"
    s["festival"]["placing"] = [0, 1]
    assert help_subject(s, None) == "festival"
    del s["festival"]["placing"]
    t = Table(s)
    t.seats[0].topic = "smuggler"
    t.seats[0].help = 0
    rows = read_screen(seat_frame(t, 0))
    assert rows[0] == "smuggler" and rows[1:3] == phrases.help_text("smuggler")[:2]
    while t.handle((0, "right")):
        if any("[suggested]" in r for r in read_screen(seat_frame(t, 0))):
            break
    assert any("[suggested]" in r for r in read_screen(seat_frame(t, 0)))


@pytest.mark.parametrize("lang,want", [("en", "smuggler"), ("fr", "contrebandier")])
def test_the_start_screen_names_the_smuggler_and_the_festival(lang, want):
    from firmware.emulator.device import Emulated, VirtualClock
    from firmware.modes.start import StartScreen
    from tests.support.screen_reader import read_screen

    start = StartScreen(4, lang=lang)
    emu = Emulated(start, clock=VirtualClock())
    seen = []
    for _ in range(len(start.rows)):
        emu.app.redraw()
        seen += read_screen(emu.screens.rams["board"].image())
        emu.press("e")
    emu.close()
    assert any(r.startswith(want + " ") for r in seen), seen
    assert any(r.startswith("festival ") for r in seen)
    assert not any("smuggler" in r for r in seen) or lang == "en"


# ---- the device's forced fill in the Mayor phase names who it places ----------


def _fills(monkeypatch, games=12):
    """(state, fill event, (nobles, colonists) the device moved from San
    Juan to circles) for the forced fills of random nobles games, the
    pieces counted around the core's own fill."""
    from core.puerto_rico.expansions.nobles import mayor as nobles_mayor

    real, moved = nobles_mayor._fill_all, []

    def counted(player, nobles_only):
        sj, nob = player["san_juan"], nobles.nobles_at(player, "san_juan")
        real(player, nobles_only)
        n = nob - nobles.nobles_at(player, "san_juan")
        moved.append((n, sj - player["san_juan"] - n))

    monkeypatch.setattr(nobles_mayor, "_fill_all", counted)
    for k in range(games):
        s = core.new_game(NAMES[: 2 + k % 4], seed=70 + k, expansions=("nobles",))
        choose = random.Random(k)
        while not core.is_over(s):
            del moved[:]
            core.apply(s, choose.choice(core.legal_actions(s)))
            fills = [e for e in s["events"] if e[0] == "fill"]
            assert len(fills) == len(moved)
            for e, m in zip(fills, moved):
                yield s, e, m


def test_a_forced_fill_names_nobles_when_it_places_nobles(monkeypatch):
    seen = set()
    for s, e, (n, c) in _fills(monkeypatch):
        assert n == 0 or c == 0  # never both: else it is the seat's choice
        view = public_view(s)
        for lang, ed in BOTH:
            t = phrases.event_text(view, e, lang, ed)
            noble, colonist = phrases.name("noble", lang, ed), phrases.name("colonist", lang, ed)
            assert (noble in t) == (n > 0) and (colonist in t) == (c > 0), (e, n, c, t)
            assert "{" not in t and latin1(t)
        seen.add(n > 0)
    assert seen == {True, False}


@pytest.mark.parametrize("lang,ed", BOTH)
def test_the_nobles_left_after_a_fill_are_counted_as_nobles(lang, ed):
    s = game(3, edition=ed)
    t = phrases.event_text(public_view(s), ["fill", 1, [2, "noble"]], lang, ed)
    assert t.endswith(phrases.count(2, "noble", lang, ed)) and t.startswith("Bernie")


# ---- expansion 1: the black market's build lines fit the menu ------------------


def test_every_black_market_line_fits_and_reads_apart():
    """Every build paid with the black market and every item it asks for
    next, in every language: within the menu's width, and two choices of
    one menu never read alike."""
    lines = 0
    items = 0
    for k in range(16):
        s = core.new_game(NAMES[: 2 + k % 4], seed=500 + k, expansions=ALL[:2], setup="random")
        choose = random.Random(k)
        while not core.is_over(s):
            acts = core.legal_actions(s)
            pays = [a for a in acts if a[-1] == "pay" or a[0] == "pay"]
            items += len([a for a in pays if a[0] == "pay"])
            view = public_view(s)
            for lang, ed in BOTH:
                said = [phrases.action_text(view, a, lang, ed) for a in pays]
                for a, t in zip(pays, said):
                    assert len(t) <= phrases.MENU and latin1(t) and "{" not in t, (a, t)
                assert len(set(said)) == len(said), said
                lines += len(said)
            # (builds paid with the black market preferred: its items asked)
            core.apply(s, choose.choice([a for a in acts if a[-1] == "pay"] or acts))
    assert lines > 500 and items > 50


def test_a_long_black_market_line_is_cut_but_keeps_its_numbers():
    s = game(3)
    p = s["players"][s["turn"]]
    p["doubloons"] = 1
    for lang, ed in BOTH:
        t = phrases.action_text(s, ["build", "coffee_roaster", "university", "pay"], lang, ed)
        assert len(t) <= phrases.MENU, t
        assert t.startswith(phrases.short("coffee_roaster", lang, ed)[:3]), t
        assert " 1+" in t  # all his doubloons, then the items
        t = phrases.action_text(s, ["pay", "colonist:construction_hut"], lang, ed)
        assert len(t) <= phrases.MENU, t
        assert phrases.short("colonist", lang, ed) in t or phrases.name("colonist", lang, ed) in t, t
        hut = phrases.name("construction_hut", lang, ed)
        assert phrases.abbr("construction_hut", lang, ed) in t or hut[:3] in t, t


# ---- expansion 1: the hacienda's tile with the forest house --------------------

PREFER = (
    ["drawn_tile"],
    ["hacienda"],
    ["build", "hacienda"],
    ["build", "forest_house"],
    ["place", "forest_house"],
    ["place", "hacienda"],
)


def _hacienda_choices():
    """(state, action, {(lang, ed): logbook entry}) around every hacienda
    draw and plantation-or-forest choice of games whose players go for the
    hacienda and the forest house, in both tile modes."""
    from firmware.games.puerto_rico.logbook import Logbook

    seed = 90
    for tiles in ("shuffle", "physical", "shuffle", "physical"):
        s = core.new_game(NAMES[:3], seed=seed, expansions=ALL[:1], setup="random", tiles=tiles)
        while not {"hacienda", "forest_house"} <= set(s["buildings"]):
            seed += 1
            s = core.new_game(NAMES[:3], seed=seed, expansions=ALL[:1], setup="random", tiles=tiles)
        seed += 1
        logs = {k: Logbook(k[0]) for k in BOTH}
        for (_lang, ed), log in logs.items():
            s["edition"] = ed  # the names of both editions, one game (3 players: same rules)
            log.add(s)
        choose = random.Random(seed)
        while not core.is_over(s):
            acts = core.legal_actions(s)
            liked = [[a for a in acts if a[: len(w)] == w] for w in PREFER]
            a = choose.choice(([x for x in liked if x] + [acts])[0])
            core.apply(s, a)
            said = {}
            for (lang, ed), log in logs.items():
                s["edition"] = ed
                said[lang, ed] = log.add(s, None, a).public()
            if a[0] == "drawn_tile" or any(e[0] == "hacienda_tile" for e in s["events"]):
                yield s, a, said


@pytest.mark.slow
def test_the_hacienda_tile_waits_beside_the_island_until_plantation_or_forest():
    seen = set()
    for s, a, said in _hacienda_choices():
        for (lang, ed), lines in said.items():
            to_island = phrases._t("e_to_island", lang, ed)
            beside = phrases._t("e_beside_island", lang, ed)
            told = " | ".join(lines)
            if a[0] == "drawn_tile":
                # where it went: face down as a forest, or face up as a plantation
                assert to_island in lines[0], told
                if a[1] == "forest":
                    assert phrases.name("forest", lang, ed) in lines[0], told
                seen.add((s["tiles"], a[1]))
            elif "drawn" in s["phase_data"]:
                assert beside in told and to_island not in told, told
                assert phrases.name("forest", lang, ed) in told, told
                seen.add((s["tiles"], "waits"))
            else:
                assert to_island in told and beside not in told, told  # no forest house: placed at once
    assert {(t, w) for t in ("shuffle", "physical") for w in ("waits", "plantation", "forest")} <= seen


# ---- expansion 2: the land registry's tile with physical tiles -----------------

# (random choices steered to buying tiles, as plantations and as forests)
BUY = (
    ["land_registry", "buy", "forest"],
    ["land_registry", "buy"],
    ["build", "land_registry"],
    ["build", "forest_house"],
    ["place", "land_registry"],
    ["place", "forest_house"],
)


def test_a_physical_land_registry_buy_takes_the_top_tile_not_a_face_up_draw():
    told = {"draw": 0, "buy": 0, "forest": 0}
    # (seeds whose random set holds the forest house: both kinds of buys)
    for seed in (40, 46, 47):
        s = core.new_game(
            NAMES[:3], seed=seed, expansions=("new_buildings", "nobles"), setup="random", tiles="physical"
        )
        choose = random.Random(seed)
        while not core.is_over(s):
            acts = core.legal_actions(s)
            liked = [[a for a in acts if a[: len(w)] == w] for w in BUY]
            core.apply(s, choose.choice(([x for x in liked if x] + [acts])[0]))
            view = public_view(s)
            for e in s["events"]:
                if e[0] == "draw" and e[2][1] == "land_registry":
                    kind = "draw"
                elif e[0] == "land_registry" and e[2][0] == "buy":
                    kind = "forest" if e[2][1] == "forest" else "buy"
                else:
                    continue
                told[kind] += 1
                for lang, ed in BOTH:
                    t = phrases.event_text(view, e, lang, ed)
                    assert phrases.name("land_registry", lang, ed) in t, t
                    # the tile comes off a stack of the table, not the device's stock
                    assert phrases.name("faceup_row", lang, ed) not in t, t
                    assert phrases.name("stock", lang, ed) not in t, t
                    if kind == "draw":
                        assert phrases.name("stacks", lang, ed) in t, t
                    else:
                        assert phrases._t("e_to_island", lang, ed) in t, t
    assert min(told.values()) > 0, told


# ---- expansion 2: the seat's island summary tells nobles from colonists --------


def _island_numbers(player, lang, ed):
    """The island line and its numbers: with a colonist, circles, with a noble."""
    import re

    from firmware.games.puerto_rico.screens.seat import island_lines

    text = " ".join(island_lines(player, lang, ed))
    return text, [int(x) for x in re.findall(r"\((\d+)\D+(\d+)[^,]*(?:, (\d+))?", text)[0] if x]


def test_the_island_summary_counts_nobles_apart_from_colonists():
    seen = 0
    for k in range(4):
        s = core.new_game(NAMES[:3], seed=60 + k, expansions=("nobles",))
        choose = random.Random(k)
        while not core.is_over(s):
            core.apply(s, choose.choice(core.legal_actions(s)))
            for player in s["players"]:
                island = [player["island"][g] for g in player["island"]]
                people = sum(t[1] for t in island)
                nob = sum(n for g, n in player["nobles"].items() if g in player["island"])
                for lang, ed in BOTH:
                    text, numbers = _island_numbers(player, lang, ed)
                    want = [people - nob, sum(t[0] for t in island)] + ([nob] if nob else [])
                    assert numbers == want, (text, player["island"], player["nobles"])
                    assert (phrases.name("noble", lang, ed) in text) == (nob > 0), text
                seen += nob > 0
    assert seen
