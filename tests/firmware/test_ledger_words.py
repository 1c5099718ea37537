"""Issue 30: the words say the ledger. Every move an event tells (the
ledger of moves, core/puerto_rico/ledger.py) is in the sentences of the
logbook entry the table reads for that decision, on the seat whose pieces
move (its public lines and its own private ones), in both languages: its
piece (or the good, plantation or building by name) and, past one, its
amount. Every front end shows these entries (the board's first page and
the seats' logbooks on the OLED and terminal screens, the text table, the
web pages), so a sentence missing here is missing everywhere.

Only the moves told by settling (the Mayor's arrangement and the other
steps docs/moves.md lists) are left to their own sentences (the mayor's
placements, tested in test_moves.py)."""

import copy
import re

import pytest

import core
from core import rng
from core.ledger import reverse
from core.puerto_rico import ledger
from firmware.games.puerto_rico import event_phrases, phrases, undo_phrases
from firmware.games.puerto_rico.logbook import Logbook, before as mover_of
from tests.support import quick_few

ALL = ("new_buildings", "nobles", "smuggler", "festival")
GENERIC = {
    "colonist": "colonist",
    "noble": "noble",
    "doubloon": "doubloon",
    "vp_chip": "vp_chip",
    "quarry": "quarry",
    "governor_card": "governor",
    "forest": "forest",
    "barrel": "barrel",
    "plantation": "plantation",
    "building": "building",
}


def words(m, lang, edition, grouped):
    """The names a sentence may use for the move's pieces: the kind's name,
    or when several kinds move together (a reshuffled pile) the piece's."""
    ids = [GENERIC[m["piece"]]]
    if m.get("kind"):
        ids = [m["kind"]] + (ids if grouped else [])
    out = []
    for i in ids:
        out += [phrases.name(i, lang, edition).lower(), phrases.name(i + "s", lang, edition).lower()]
    return out


def said(text, n):
    return re.search(r"(?<!\d)%d(?!\d)" % n, text) is not None


def missing_in(told, lines_for, lang, edition):
    """The moves of ``told`` whose words are not in ``lines_for(seat)``."""
    together = {}
    for m in told:
        k = (m["piece"], m["from"], m["to"], m.get("player"))
        together.setdefault(k, []).append(m)
    out = []
    for m in told:
        seat = m.get("player")
        lines = lines_for(seat)
        text = " ".join(lines).lower()
        group = together[(m["piece"], m["from"], m["to"], seat)]
        total = sum(x["n"] for x in group)
        named = any(w in text for w in words(m, lang, edition, len(group) > 1))
        if not named or not (m["n"] == 1 or said(text, m["n"]) or said(text, total)):
            out.append((m, lines))
    return out


def told_moves(before, state):
    """The moves the events tell (the settled kinds have their own words)."""
    told = []
    for ev, moves in ledger.told_by_event(before, state):
        if ev[0] not in ledger.SETTLED:
            told += moves
    return told


def decisions(state, seed):
    """Play ``state`` to its end with seeded random choices, yielding after
    each decision (a copy of the state before it, the action)."""
    r = rng.seed_state(seed)
    while not core.is_over(state):
        acts = core.legal_actions(state)
        r, i = rng.below(r, len(acts))
        before = copy.deepcopy(state)
        core.apply(state, acts[i])
        yield before, acts[i]


def unsaid(players, seed, lang, expansions=(), edition="classic"):
    """The told moves a seeded game's logbook does not say: (move, the
    decision's lines) each."""
    state = core.new_game(players, seed=seed, expansions=list(expansions), edition=edition)
    log = Logbook(lang)
    log.start(state)
    missing = []
    for before, action in decisions(state, seed):
        entry = log.add(state, None, action, mover_of(before))
        told = told_moves(before, state)

        def lines_for(seat, entry=entry):
            return entry.for_seat(seat) if seat is not None else entry.public()

        missing += [(m, action, lines) for m, lines in missing_in(told, lines_for, lang, edition)]
    return missing


CASES = [(lang, exps) for lang in ("en", "fr") for exps in ((), ALL)]


@pytest.mark.parametrize("lang,expansions", quick_few(CASES, [("en", ())]))
def test_every_told_move_is_in_the_words(lang, expansions):
    for players in (2, 3, 4, 5):
        for seed in range(2):
            assert unsaid(players, seed, lang, expansions) == []


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_told_move_is_in_the_words_1897(lang):
    for players in (3, 5):
        assert unsaid(players, 9, lang, ALL, edition="1897") == []


def test_a_sentence_left_out_is_found(monkeypatch):
    # plant a missing sentence: the loading's line says nothing
    monkeypatch.setitem(event_phrases.EVENTS, "load", lambda e, what: None)
    missing = unsaid(4, 1, "en")
    assert any(m["to"] == "cargo_ship" for m, _, _ in missing)


def test_a_black_market_build_pays_the_bank_only_what_it_costs_in_doubloons():
    # A build paid partly with the black market's items: "pay 4 doubloons
    # to the bank" where the player paid 2 left the bank 2 doubloons ahead
    # of the device. Found by following the words with the ledger.
    state = {"players": [{"name": "Ann"}], "events": [["black_market", 0, ["large_warehouse", "indigo", 0]]]}
    line = event_phrases.event_text(state, ["build", 0, ["large_market", 4, 0]], "en")
    assert "2 doubloons" in line and "4 doubloons" not in line
    back = event_phrases.event_text(
        {"players": [{"name": "Ann"}], "events": []}, ["build", 0, ["large_market", 4, 0]], "en"
    )
    assert "4 doubloons" in back


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_mayor_with_a_library_is_told_his_two_privilege_colonists(lang):
    # found by the ledger: "take 1 colonist ... (privilege)" when the
    # library's mayor takes 2 (expansion 1)
    state = {"players": [{"name": "Ann"}], "events": []}
    line = event_phrases.event_text(state, ["privilege", 0, 2], lang)
    assert phrases.count(2, "colonist", lang) in line
    one = event_phrases.event_text(state, ["privilege", 0, 1], lang)
    assert phrases.count(1, "colonist", lang) in one


def unsaid_undo(players, seed, lang, expansions=()):
    """The reverse moves an undo's sentences do not say (undo_phrases: the
    public lines and the seat's own VP chips)."""
    state = core.new_game(players, seed=seed, expansions=list(expansions))
    missing = []
    for before, action in decisions(state, seed):
        public = undo_phrases.reverse_lines(state, before, action, lang)
        own = undo_phrases.private_lines(state, lang)
        back = reverse(told_moves(before, state), ledger.PLAYER_PLACES)

        def lines_for(seat, public=public, own=own):
            return public + [t for p, t in own if p == seat]

        missing += [(m, action) for m, _ in missing_in(back, lines_for, lang, "classic")]
    return missing


@pytest.mark.parametrize("lang,expansions", quick_few(CASES, [("fr", ())]))
def test_every_undo_tells_the_reverse_moves(lang, expansions):
    for players in (2, 4):
        assert unsaid_undo(players, 3, lang, expansions) == []


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_noble_paid_to_the_black_market_is_called_a_noble(lang):
    # found by the ledger: "1 colonist from your sugar mill back to the
    # supply" when the noble there went back (expansions 1 and 2, A30)
    after = {
        "players": [{"name": "Ann", "nobles": {}}],
        "events": [],
        "expansions": ["new_buildings", "nobles"],
    }
    ev = ["black_market", 0, ["sugar_mill", None, 0]]
    named = event_phrases.who_left(after, ev, [{"sugar_mill": 1}])
    line = event_phrases.event_text(after, named, lang)
    assert phrases.name("noble", lang).lower() in line.lower()
    kept = event_phrases.who_left(after, ev, [{}])  # the noble stayed: a colonist left
    assert phrases.name("colonist", lang).lower() in event_phrases.event_text(after, kept, lang).lower()
