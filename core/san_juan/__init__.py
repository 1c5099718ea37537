"""San Juan: for now its final scoring (core.san_juan.scoring); the rules
of a tracked game come with their own issue."""

from . import scoring

NAME = "san_juan"
PLAYERS = (2, 3, 4)
