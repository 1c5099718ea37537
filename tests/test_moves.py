"""Issue 9: every physical move is said with its piece, its amount, where it
comes from and where it goes; the VP chips of a loading only on the
loader's own screen.

The sentences are checked against the catalog's words (names), not against
copies of whole sentences, so a rewording keeps these tests meaningful."""

import re

import core
from core.puerto_rico.views import public_view, seat_view
from firmware.games.puerto_rico import phrases
from tests.scenario import game, give, own, pick

LANGS = ("en", "fr")
EDITIONS = ("classic", "1897")
BOTH = [(lang, ed) for lang in LANGS for ed in EDITIONS]


def word(ident, lang, ed):
    return phrases.name(ident, lang, ed).lower()


def has_amount(sentence, n):
    return re.search(r"(?<!\d)%d(?!\d)" % n, sentence) is not None


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
