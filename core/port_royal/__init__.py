"""Port Royal: for now its final scoring (core.port_royal.scoring); the
rules of a tracked game come with their own issue."""

from . import scoring

NAME = "port_royal"
PLAYERS = (2, 3, 4, 5)
