"""What each person at the table may see. In Port Royal everything the
device keeps is public (gold lies coin side up, characters and expeditions
face up), so both views are the whole state, copied so that a screen
cannot change the game."""

from ..canon import copy


def public_view(state):
    return copy(state)


def seat_view(state, seat):
    return copy(state)
