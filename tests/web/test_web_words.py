"""Issue 35, "no small-screen words on the web": the undo question on the
pages is the table's without its buttons' hints ("o yes, < no"): a page
answers it with its own buttons ("yes, undo", "no")."""

from __future__ import annotations

import pytest

import core
from firmware.games.port_royal.table import Table as PortRoyal
from firmware.games.puerto_rico.table import Table as PuertoRico
from firmware.games.san_juan.table import Table as SanJuan
from firmware.web import views

HINTS = {"en": "o yes, < no", "fr": "o oui, < non"}
# who answers with which button: the seats' screens only (the pages have
# their own buttons); who asked stays
ANSWERS = {"en": "; any other seat: o yes, < no", "fr": " ; un autre joueur : o oui, < non"}


@pytest.mark.parametrize("lang", sorted(HINTS))
@pytest.mark.parametrize(
    "make,game", [(PuertoRico, "puerto_rico"), (SanJuan, "san_juan"), (PortRoyal, "port_royal")]
)
def test_the_pages_undo_question_has_no_button_hints(make, game, lang):
    table = make(core.new_game(["Anne", "Bob", "Cy"], seed=3, game=game), lang=lang)
    table.choose(table.options()[0])
    table.undo_request = 1
    screen = table.question()
    assert HINTS[lang] in screen  # the seats' screens say which button answers
    board = views.board(table, 1)
    seat = views.seat(table, 0, 1)
    for page in (board, seat):
        assert page["question"] == screen.replace(ANSWERS[lang], "")
        assert "Bob" in page["question"] and HINTS[lang] not in page["question"]
    table.undo_request = None
    assert views.board(table, 1)["question"] is None
