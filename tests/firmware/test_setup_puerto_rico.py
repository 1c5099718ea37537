"""Issue 22, item 5: a Puerto Rico table starts with its set-up, step by
step, for the player count, edition, tile mode and expansions chosen: the
first news (the board's first page) and the start of every seat's
logbook. The numbers are the core's own set-up state, and they agree with
the rules' set-up table (shared/rules/puerto-rico.md 3.1, typed here again
so that a change of either side shows). Read back from the board's pixels.
"""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import core
from core.puerto_rico import data
from firmware.catalog import text
from firmware.drawing import CHARS, wrap
from firmware.games.puerto_rico import phrases, setup_phrases
from firmware.games.puerto_rico.table import Table
from tests.support.screen_reader import board_text

NAMES = ["Anne", "Bernie", "Céline", "David", "Élodie"]
GAME = "puerto_rico"

# shared/rules/puerto-rico.md, 3.1: doubloons, starting plantations by seat,
# colonists in the supply and on the ship, VP chips (classic, 1897), cargo
# ships, role cards, quarries, buildings on the board, what the 2-player
# game puts back in the box (plantations and barrels of each kind, quarries)
RULES = {
    2: (3, ("indigo", "corn"), 40, 2, (65, 65), (4, 6), 7, 5, 29, (3, 2, 3)),
    3: (2, ("indigo", "indigo", "corn"), 55, 3, (75, 75), (4, 5, 6), 6, 8, 49, None),
    4: (3, ("indigo", "indigo", "corn", "corn"), 75, 4, (100, 100), (5, 6, 7), 7, 8, 49, None),
    5: (4, ("indigo", "indigo", "indigo", "corn", "corn"), 95, 5, (122, 126), (6, 7, 8), 8, 8, 49, None),
}


def t(key, lang, edition, **fields):
    return text(key, lang, GAME, edition, **fields)


def n_of(n, ident, lang, edition):
    return phrases.count(n, ident, lang, edition)


def flat(line):
    return " ".join(" ".join(wrap(line, CHARS)).split())


def expected(n, lang, edition, expansions=()):
    """The steps the rules' table gives for this game, in the catalog's words."""
    money, starts, supply, ship, vp, ships, roles, quarries, buildings, box = RULES[n]
    vp = vp[edition == "1897"]
    if "nobles" in expansions:  # one of the ship's colonists is a noble instead
        supply, ship = supply + 1, ship - 1
    # issue 30: the supply is told before the ship takes its colonists from it
    supply += ship
    sep = t("list_sep", lang, edition)
    out = [
        t("setup.title", lang, edition, n=n),
        t("e_governor", lang, edition, name=NAMES[0]),
        t("setup.money", lang, edition, money=n_of(money, "doubloon", lang, edition)),
        t("setup.colonists", lang, edition, count=n_of(supply, "colonist", lang, edition)),
        t("e_colonist_ship", lang, edition, count=n_of(ship, "colonist", lang, edition)),
        t("setup.vp_chips", lang, edition, n=vp),
        t("setup.ships", lang, edition, caps=sep.join(str(c) for c in ships)),
        t("setup.quarries", lang, edition, n=quarries),
        t("setup.trading_house", lang, edition),
    ]
    if "new_buildings" not in expansions and "nobles" not in expansions:
        out.append(t("setup.buildings", lang, edition, count=n_of(buildings, "building", lang, edition)))
    for g in ("indigo", "corn"):
        who = [NAMES[i] for i in range(n) if starts[i] == g]
        key = "setup.start_one" if len(who) == 1 else "setup.start"
        out.append(
            t(
                key,
                lang,
                edition,
                names=sep.join(who),
                good=phrases.name(g, lang, edition),
                de_good=phrases._de(g, lang, edition),
            )
        )
    if box:
        out.append(t("setup.box", lang, edition, p=box[0], b=box[1], q=box[2]))
    out.append(
        t(
            "setup.roles",
            lang,
            edition,
            n=roles,
            roles=sep.join(phrases.name(r, lang, edition) for r in data.SETUP[n]["roles"]),
        )
    )
    return out


# the quick run: each player count's end, language and edition once
QUICK_SET_UPS = ((3, "en", "classic"), (5, "fr", "1897"))


@pytest.mark.parametrize(
    "n,lang,edition",
    [
        pytest.param(n, lang, edition, marks=() if (n, lang, edition) in QUICK_SET_UPS else pytest.mark.slow)
        for n in (2, 3, 4, 5)
        for lang in ("en", "fr")
        for edition in ("classic", "1897")
    ],
)
def test_the_set_up_is_the_first_news_and_on_the_board(n, lang, edition):
    table = Table(core.new_game(NAMES[:n], seed=n, edition=edition), lang=lang)
    news = table.news()
    for line in expected(n, lang, edition):
        assert line in news
    # the face-up row's event still follows the steps
    assert news[-1].startswith(str(n + 1) + " ")
    shown = board_text(table)
    for line in news:
        assert flat(line) in shown


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_the_numbers_are_the_core_s_own(n):
    """The words follow the state, not a table of their own: a state
    changed before the set-up is told is told as it is."""
    state = core.new_game(NAMES[:n], seed=1)
    state["colonists"] += 7
    state["vp_chips"] -= 3
    for p in state["players"]:
        p["doubloons"] += 1
    lines = setup_phrases.lines(state, "en")
    told = RULES[n][2] + RULES[n][3] + 7  # the supply, the ship's included (issue 30)
    assert str(told) + " colonists in the supply" in lines
    assert t("setup.colonists", "en", "classic", count=n_of(told, "colonist", "en", "classic")) in lines
    assert t("setup.vp_chips", "en", "classic", n=RULES[n][4][0] - 3) in lines
    assert (
        t("setup.money", "en", "classic", money=n_of(RULES[n][0] + 1, "doubloon", "en", "classic")) in lines
    )


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_all_four_expansions_with_the_draft(lang):
    exps = ["new_buildings", "nobles", "smuggler", "festival"]
    state = core.new_game(NAMES[:3], seed=4, edition="1897", expansions=exps)
    table = Table(state, lang=lang)
    news = table.news()
    e = "1897"
    for line in expected(3, lang, e, exps):
        assert line in news
    assert t("setup.draft", lang, e, name=NAMES[0]) in news
    assert t("setup.nobles", lang, e, count=n_of(20, "noble", lang, e)) in news
    assert t("setup.smuggler", lang, e) in news
    assert t("setup.festival", lang, e) in news
    # production and noble buildings only: the draft fills the violet slots
    assert t("setup.buildings", lang, e, count=n_of(20 + 8 * 2 - 1, "building", lang, e)) in news
    # the goal barrels are still in the supply when the supply is told
    goods = phrases._goods(data.BARRELS, lang, e)
    assert t("setup.goods", lang, e, goods=goods) in news
    shown = board_text(table)
    for line in news:
        assert flat(line) in shown


def test_a_random_set_names_every_violet_building_drawn():
    state = core.new_game(NAMES[:4], seed=9, expansions=["new_buildings"], setup="random")
    violet = [b for b in data.BUILDING_ORDER if b in state["buildings"] and not data.production(b)]
    assert len(violet) == 17
    news = Table(state).news()
    line = next(x for x in news if x.startswith(t("setup.random", "en", "classic", chosen="")))
    for b in violet:
        assert phrases.name(b) in line


def test_each_seat_reads_its_own_share_in_its_logbook():
    table = Table(core.new_game(NAMES[:4], seed=2), lang="fr")
    for s in range(4):
        rows, _ = table.logbook.rows(s)
        log = " ".join(" ".join(rows).split())
        mine = setup_phrases.seat_line(table.state, s, "fr")
        assert flat(mine) in log
        assert NAMES[s] + " :" in mine
        others = [setup_phrases.seat_line(table.state, o, "fr") for o in range(4) if o != s]
        assert not any(flat(o) in log for o in others)
        assert flat(t("setup.title", "fr", "classic", n=4)) in log


def test_a_resumed_game_does_not_tell_the_set_up_again():
    state = core.new_game(NAMES[:3], seed=5)
    actions = []
    for _ in range(4):
        a = core.legal_actions(state)[0]
        core.apply(state, a)
        actions.append(a)
    table = Table(state, actions=actions)
    title = t("setup.title", "en", "classic", n=3)
    assert title not in table.news()
    # it stays at the start of the logbook
    assert table.logbook.rows(1)[0][0] == wrap(title, CHARS)[0]


SETUPS = st.sampled_from(data.SETUPS)
EXPANSIONS = st.lists(st.sampled_from(data.EXPANSIONS), unique=True)


@settings(max_examples=60, deadline=None)
@given(
    n=st.integers(2, 5),
    lang=st.sampled_from(["en", "fr"]),
    edition=st.sampled_from(data.EDITIONS),
    tiles=st.sampled_from(["shuffle", "physical"]),
    exps=EXPANSIONS,
    how=SETUPS,
    seed=st.integers(0, 2**31 - 1),
)
def test_every_combination_is_told_whole(n, lang, edition, tiles, exps, how, seed):
    """No field left unfilled, no key shown for words, no word longer than
    a screen line (it could not wrap), and the numbers the state holds."""
    state = core.new_game(NAMES[:n], seed=seed, edition=edition, tiles=tiles, expansions=exps, setup=how)
    lines = setup_phrases.lines(state, lang) + [setup_phrases.seat_line(state, s, lang) for s in range(n)]
    for line in lines:
        assert line and "{" not in line and "setup." not in line
        assert all(len(w) <= CHARS for w in line.split())
        line.encode("latin-1")
    joined = " ".join(lines)
    assert str(state["vp_chips"]) in joined and str(state["colonists"] + state["colonist_ship"]) in joined
    assert (
        t("setup.roles", lang, edition, n=len([r for r in data.ROLES if r in state["roles"]]), roles="")[:-1]
        in joined
    )
    if tiles == "physical":
        assert t("setup.stacks", lang, edition) in lines
    # rules 3.1: the 2-player game's box, whatever the expansions took
    assert setup_phrases.boxed(state) == ((3, 3, 2) if n == 2 else (0, 0, 0))


def test_physical_tiles_and_a_random_set_at_five_in_french_1897():
    """The longest French set-up (the drawn violet buildings by name, the
    stacks to shuffle) is read whole from the board's pages."""
    state = core.new_game(
        NAMES,
        seed=11,
        edition="1897",
        tiles="physical",
        expansions=["new_buildings", "nobles"],
        setup="random",
    )
    table = Table(state, lang="fr")
    news = table.news()
    assert t("setup.stacks", "fr", "1897") in news
    for line in expected(5, "fr", "1897", ["new_buildings", "nobles"]):
        assert line in news
    shown = board_text(table)
    for line in news:
        assert flat(line) in shown


@pytest.mark.parametrize(
    "n,lang,expansions",
    [(2, "en", ()), (3, "en", ()), (4, "en", ()), (5, "en", ()), (3, "fr", ("nobles",)), (4, "fr", ())],
)
def test_a_table_that_follows_the_set_up_holds_the_device_s_colonists(n, lang, expansions):
    """Issue 30: "75 colonists in the supply", then "put 4 colonists from the
    supply on the colonist ship" left a table with 71 + 4 where the device
    holds 75 + 4. The supply told is the one before the ship takes its own."""
    state = core.new_game(NAMES[:n], seed=1, expansions=list(expansions))
    lines = setup_phrases.lines(state, lang)
    edition = "classic"
    nob = state.get("nobles", {}).get("ship", 0)
    told_supply = state["colonists"] + state["colonist_ship"]
    assert t("setup.colonists", lang, edition, count=n_of(told_supply, "colonist", lang, edition)) in lines
    ship_line = t(
        "e_colonist_ship", lang, edition, count=n_of(state["colonist_ship"], "colonist", lang, edition)
    )
    assert ship_line in lines
    # following the two lines: the supply left is the device's
    assert told_supply - state["colonist_ship"] == state["colonists"]
    assert state["colonist_ship"] + nob == n
