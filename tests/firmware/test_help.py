"""A decision's help, read back from the seat's pixels (issue 22, items 7
and 8): it first says what is being decided (the draft, a role's turn, an
expansion's step), then the highlighted choice in full and what it does;
and no name is cut on a choice line, the help index or the help's title:
whole, or an abbreviation from the catalogs whose full name the help
gives."""

import re

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

import core
from core import rng
from core.puerto_rico import data
from core.puerto_rico.engine import DECISIONS
from firmware.catalog import table as words
from firmware.drawing import CHARS
from firmware.games.puerto_rico import phrases
from firmware.games.puerto_rico.frames import seat_frame
from firmware.games.puerto_rico.table import Table, help_subject
from tests.support.screen_reader import read_screen

NAMES = ["Anne", "Bernie", "Chris", "David", "Emma"]
ALL = ("new_buildings", "nobles", "smuggler", "festival")
LANGS = ("en", "fr")
BOTH = [(lang, ed) for lang in LANGS for ed in data.EDITIONS]
# the expansions' own steps inside a decision (phrases._step), and the draft
STEPS = ("draft", "small_wharf", "black_market_pay", "drawn_tile", "villa", "ship_noble", "land_office")
STEPS += ("smuggler", "poach", "festival")


def joined(rows):
    return " ".join(r for r in rows if r)


# the characters tests.support.screen_reader tells apart; « » and the like are read
# as some other glyph: any character matches them
READABLE = set(chr(c) for c in range(32, 127)) | set(chr(c) for c in range(0xC0, 0x100))


def pattern(text):
    return "".join(re.escape(c) if c in READABLE else "." for c in text)


def help_read(t, seat):
    """Every line of ``seat``'s help, read off its screen: opened from the
    seat menu (long press, then "help"), scrolled with ▶ to its end."""
    t.handle((seat, "back"))
    t.handle((seat, "select"))  # the menu's first entry: help
    assert t.seats[seat].help is not None
    first = read_screen(seat_frame(t, seat))
    title, rows = first[0], first[1:]
    for _ in range(60):
        t.handle((seat, "right"))
        now = read_screen(seat_frame(t, seat))[1:]
        if now == rows[-len(now) :]:
            break
        rows.append(now[-1])
    t.handle((seat, "select"))  # closes the help
    assert t.seats[seat].help is None
    return title, rows


def played(n, seed, steps, lang, edition="classic", exp=(), setup="random"):
    """A table after ``steps`` random decisions (stopped early at the end)."""
    if exp:
        state = core.new_game(NAMES[:n], seed=seed, edition=edition, expansions=exp, setup=setup)
    else:
        state = core.new_game(NAMES[:n], seed=seed, edition=edition)
    t = Table(state, lang=lang)
    g = rng.seed_state(seed)
    for _ in range(steps):
        if core.is_over(t.state):
            break
        options = t.options()
        g, i = rng.below(g, len(options))
        t.choose(options[i])
    return t, g


# ---- item 7: what is being decided, then the highlighted choice -------------------


@pytest.mark.parametrize("lang,ed", BOTH)
def test_every_decision_kind_is_explained_in_both_languages(lang, ed):
    for kind in [k for k in DECISIONS if k != "draft"] + list(STEPS):
        key = "help.draft" if kind == "draft" else "about." + kind
        assert key in words(lang, phrases.GAME, ed), (lang, ed, kind)
        said = phrases.text(key, lang, phrases.GAME, ed)
        assert "{" not in said and len(said) > 15, (kind, said)


@pytest.mark.slow
@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(2, 5),
    seed=st.integers(0, 10_000),
    steps=st.integers(0, 140),
    lang=st.sampled_from(LANGS),
    how=st.sampled_from(["base", "1897", "draft", "expansions"]),
    cursor=st.integers(0, 30),
)
def test_the_help_says_the_decision_then_the_highlighted_choice(n, seed, steps, lang, how, cursor):
    """For any decision met in seeded games: the help read off the seat is
    the decision's explanation first, then the highlighted choice in full,
    then its subject's own help under the subject's name."""
    edition = "1897" if how == "1897" else "classic"
    exp = ALL if how in ("draft", "expansions") else ()
    setup = "draft" if how == "draft" else "random"
    t, _ = played(n, seed, steps if how != "draft" else steps % 12, lang, edition, exp, setup)
    if core.is_over(t.state):
        return
    seat = t.deciding()
    options = t.options()
    for _ in range(cursor % len(options)):
        t.handle((seat, "right"))
    action = t.highlighted(seat)
    subject = help_subject(t.state, action)
    title, rows = help_read(t, seat)
    text = joined(rows)
    about = phrases.about(t.state, lang)
    assert about, phrases._step(t.state, core.pending(t.state)["kind"])
    assert re.match(pattern(about), text), (about, rows)
    full = phrases.choice_text(t.state, action, lang)
    choice = phrases.text("help.choice", lang, phrases.GAME, edition, choice=full)
    assert re.match(pattern(about) + " " + pattern(choice), text), (choice, rows)
    assert title == phrases.line_name(subject, lang, edition)
    own = joined(phrases.help_text(subject, lang, edition))
    assert re.search(pattern(own) + "$", text), (own, rows)


def test_the_draft_is_explained_before_the_building_highlighted():
    """ "pick a building 1/31 · 1: small market": its help said the small
    market only; the draft's rules could not be reached."""
    for lang in LANGS:
        t = Table(core.new_game(NAMES[:3], seed=3, expansions=ALL, setup="draft"), lang=lang)
        seat = t.deciding()
        title, rows = help_read(t, seat)
        text = joined(rows)
        draft = phrases.text("help.draft", lang, phrases.GAME, "classic", violet=phrases.name("violet", lang))
        assert title == phrases.name("small_market", lang)
        assert text.startswith(draft[:1].upper() + draft[1:]), rows
        assert phrases.choice_text(t.state, t.highlighted(seat), lang) in text
        assert joined(phrases.help_text("small_market", lang)) in text


def test_a_waiting_seat_s_help_says_what_the_other_decides():
    t = Table(core.new_game(NAMES[:3], seed=3), lang="en")
    seat = (t.deciding() + 1) % 3
    title, rows = help_read(t, seat)
    assert title == "roles"
    assert joined(rows).startswith("Pick a role: you act first")
    assert "This choice" not in joined(rows)  # he has nothing highlighted


def test_a_waiting_seat_reads_the_draft_s_rules_once():
    t = Table(core.new_game(NAMES[:3], seed=3, expansions=ALL, setup="draft"), lang="en")
    seat = (t.deciding() + 1) % 3
    title, rows = help_read(t, seat)
    text = joined(rows)
    assert text.startswith("Before the first round") and text.count("Before the first round") == 1


def test_the_help_index_gives_a_subject_alone():
    t = Table(core.new_game(NAMES[:3], seed=3), lang="en")
    seat = t.deciding()
    t.handle((seat, "back"))
    for _ in range(2):
        t.handle((seat, "right"))  # the menu's third entry: the index
    t.handle((seat, "select"))
    t.seats[seat].index = t.index.index("harbor")
    t.handle((seat, "select"))
    rows = read_screen(seat_frame(t, seat))
    assert rows[0] == "harbor" and rows[1] == phrases.help_text("harbor", "en")[0]


# ---- item 8: names whole, or a listed abbreviation the help resolves -----------------


def _is_abbreviation(short, full):
    """Each word of ``short`` (dots aside) is made of its full word's
    letters, in order, from its first: "pte" of "petite", "raff." of
    "raffinerie", "d'architecte" itself."""
    a, b = short.lower().split(), full.lower().split()
    if len(a) != len(b):
        return False
    for x, y in zip(a, b):
        x = x.rstrip(".")
        it = iter(y)
        if not x or x[0] != y[0] or not all(c in it for c in x):
            return False
    return True


@pytest.mark.parametrize("lang,ed", BOTH)
def test_every_abbreviation_is_a_real_one_that_fits(lang, ed):
    tb = words(lang, phrases.GAME, ed)
    found = [k[5:] for k in tb if k.startswith("abbr.")]
    assert found
    for ident in found:
        full, short = phrases.name(ident, lang, ed), phrases.abbr(ident, lang, ed)
        assert len(short) <= min(len(full), CHARS - 3), (ident, short)
        assert _is_abbreviation(short, full), (lang, ed, ident, short, full)
    for ident in list(data.BUILDING_ORDER) + list(data.ROLES) + list(data.GOODS):
        # a name too long for a line has an abbreviation
        assert len(phrases.line_name(ident, lang, ed)) <= CHARS, (lang, ed, ident)


def _shows_name(line, ident, lang, ed):
    """``line`` names ``ident`` whole, or by a listed abbreviation or short name."""
    tb = words(lang, phrases.GAME, ed)
    said = [phrases.name(ident, lang, ed)]
    said += [tb[k] for k in ("abbr." + ident, "short." + ident) if k in tb]
    return any(re.search(r"(^|[\s:(>+-])" + re.escape(s) + r"($|[\s:),.+])", line) for s in said)


def _lines_to_walk(state):
    """Menu actions naming every building, role and good (prices and ships
    from ``state``)."""
    acts = [(["role", r], r) for r in data.ROLES]
    for b in data.BUILDING_ORDER:
        acts += [(["build", b], b), (["build", b, "university"], b), (["draft", b], b), (["place", b], b)]
    for g in data.GOODS:
        acts += [(["sell", g], g), (["keep", g], g), (["bonus", g], g), (["store", g], g)]
        acts += [(["plantation", g], g), (["plantation", g, "hospice"], g), (["load", g, 0], g)]
    return acts


@pytest.mark.parametrize("lang,ed", BOTH)
def test_no_name_is_cut_on_a_choice_line_the_index_or_a_help_title(lang, ed):
    """ "pte raffin" on a seat's choice line and "petite raffinerie de
    suc~" in the help index: every name shows whole or as a listed
    abbreviation (never cut), and the help of that line gives the name
    in full."""
    state = core.new_game(NAMES[:3], seed=3, edition=ed, expansions=ALL, setup="random")
    for action, ident in _lines_to_walk(state):
        shown = phrases.action_text(state, action, lang, ed)
        assert len(shown) <= phrases.MENU and "~" not in shown, shown
        assert _shows_name(shown, ident, lang, ed), (shown, ident)
        page = joined(phrases.seat_help(state, help_subject(state, action), action, lang, ed))
        assert phrases.name(ident, lang, ed) in page, (ident, page)
    for ident in list(data.BUILDING_ORDER) + list(data.ROLES) + list(data.GOODS) + ["roles", "quarry"]:
        shown = phrases.line_name(ident, lang, ed)
        assert "~" not in shown and _shows_name(shown, ident, lang, ed), shown
        page = joined(phrases.seat_help(state, ident, None, lang, ed, decision_too=False))
        full = phrases.name(ident, lang, ed)
        assert shown == full or full[:1].upper() + full[1:] in page, (ident, page)


@pytest.mark.parametrize("lang,ed", BOTH)
def test_the_seat_menu_s_help_entry_names_its_subject_uncut(lang, ed):
    """ "aide: Pte Exploit. de Fruits" is 28 characters: the short name then."""
    from firmware.games.puerto_rico.screens.seat import _help_entry

    for ident in list(data.BUILDING_ORDER) + list(data.ROLES) + list(data.GOODS) + ["roles", "draft"]:
        entry = _help_entry(ident, lang, ed)
        assert len(entry) <= CHARS, entry
        assert _shows_name(entry, ident, lang, ed), entry


def test_the_index_and_the_help_title_abbreviate_a_long_french_name():
    t = Table(core.new_game(NAMES[:3], seed=3), lang="fr")
    seat = t.deciding()
    t.seats[seat].index = t.index.index("small_sugar_mill")
    rows = read_screen(seat_frame(t, seat))
    assert "pte raff. de sucre" in rows and not any("~" in r for r in rows), rows
    t.handle((seat, "select"))  # its help
    rows = read_screen(seat_frame(t, seat))
    assert rows[0] == "pte raff. de sucre"
    assert rows[1] == "Petite raffinerie de" and rows[2].startswith("sucre:"), rows


def test_a_french_build_line_abbreviates_instead_of_cutting():
    state = core.new_game(NAMES[:3], seed=3)
    assert phrases.action_text(state, ["build", "small_sugar_mill"], "fr") == "pte raff. de sucre 2"
    assert phrases.choice_text(state, ["build", "small_sugar_mill"], "fr") == "petite raffinerie de sucre 2"


def test_every_decision_met_in_whole_games_starts_its_help_with_what_it_is():
    """Whole seeded games (the four expansions with the draft, tiles drawn
    by hand): the first time each kind of decision comes, in both
    languages, its help starts with its explanation and names the choice."""
    met = set()
    exp = {"expansions": ALL, "setup": "random"}
    games = [(3, 5, {"expansions": ALL, "setup": "draft"}), (4, 9, {"tiles": "physical"})]
    games += [(2, 1, exp), (4, 1, exp), (5, 1, exp), (2, 5, exp)]
    for n, seed, opts in games:
        state = core.new_game(NAMES[:n], seed=seed, **opts)
        g = rng.seed_state(seed)
        while not core.is_over(state):
            options = core.legal_actions(state)
            g, i = rng.below(g, len(options))
            kind = phrases._step(state, core.pending(state)["kind"])
            if kind not in met:
                met.add(kind)
                for lang in LANGS:
                    lines = phrases.seat_help(state, help_subject(state, options[i]), options[i], lang)
                    assert joined(lines).startswith(phrases.about(state, lang)), (kind, lines)
                    assert phrases.choice_text(state, options[i], lang) in joined(lines), (kind, lines)
            core.apply(state, options[i])
    assert met == set(DECISIONS) | set(STEPS), met


def test_the_text_table_s_help_says_the_decision_first():
    import io

    from firmware.emulator.text import Text
    from firmware.journal import NullJournal
    from firmware.session import Plan, Session

    out = io.StringIO()
    s = Session(Text(io.StringIO("h 3\n"), out, keeps=False), NullJournal(), None, out)
    assert s.run(Plan(names=NAMES[:4], seed=7)) == 0
    text = out.getvalue()
    after = text[text.index("help on 3:") :]
    assert after.split("\n")[1].strip().startswith("Pick a role: you act first")
    assert "This choice: builder" in after
