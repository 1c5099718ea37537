"""The rules of the house for the firmware and the games' registries
(issue 23): what the games' rules share has one home."""


def test_the_games_share_one_pass_of_the_seats():
    # A phase where each seat decides once, skipping those with nothing to
    # choose: one function in core/asking.py, not one a game.
    from core import asking
    from core.puerto_rico import flow as puerto_rico_flow
    from core.san_juan import flow as san_juan_flow

    assert puerto_rico_flow.one_pass_seek is asking.one_pass_seek
    assert san_juan_flow.one_pass_seek is asking.one_pass_seek


def test_one_pass_skips_the_seats_without_a_choice_and_finishes_once():
    from core.asking import one_pass_seek

    state = {"players": [{}, {}, {}], "turn": 2, "phase_data": {"left": 3}}
    finished = []
    # seat 2 and seat 0 have nothing to choose; seat 1 has
    one_pass_seek(state, lambda s: s["turn"] == 1, finished.append)
    assert (state["turn"], state["phase_data"]["left"], finished) == (1, 1, [])
    # nobody has a choice: round the table once, then finish
    one_pass_seek(state, lambda s: False, finished.append)
    assert (state["turn"], state["phase_data"]["left"], finished) == (2, 0, [state])
