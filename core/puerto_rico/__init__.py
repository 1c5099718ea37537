# Puerto Rico (and its 1897 edition): rules, state and scoring.
#
#     >>> from core import puerto_rico as pr
#     >>> s = pr.new_game(["Anne", "Bernie", "Christine"], seed=7)
#     >>> pr.legal_actions(s)[0]
#     ['role', 'settler']
#
# The game's own API, as every playable game of ``core.games`` gives it:
# ``new_game``, ``legal_actions``, ``apply``, ``pending``, ``current_player``,
# ``is_over``, ``explain``, ``final_score``; ``record_header``/``from_header``
# for records; ``scoring.score`` for its end-of-game sheets (the module
# core.puerto_rico.scoring, imported when a game is scored, not with it).

from .engine import legal_actions, apply, pending, current_player, is_over, explain, decision, start
from .roles.builder import price as building_price  # what a seat pays now
from .roles.trader import sale_price  # what a seat gets for a barrel now
from .endgame import final_score  # (its scorer, scoring.py, when first asked)
from . import state as _state
from . import hooks
from .hooks import load

NAME = "puerto_rico"
PLAYERS = (2, 3, 4, 5)
# Header fields of this game's records beyond every game's (core.record.KEYS).
HEADER_KEYS = ("edition", "tiles", "expansions", "setup")
# How each record version plays the mayor's privilege colonist (ruling A20).
PRIVILEGE = {1: "automatic", 2: "choice", 6: "choice"}
# The record versions this game reads (core.record): 6 is written for a game
# with expansions since issue 21's rulings (A14, A25-A31, D8); a version 1 or
# 2 record with expansions replays as it was played (state["rules_v2"]).
RECORD_VERSIONS = (1, 2, 6)
EXPANSIONS_VERSION = 6


def new_game(
    players=4,
    seed=0,
    edition="classic",
    tiles="shuffle",
    mayor_privilege="choice",
    max_name=_state.MAX_NAME,
    expansions=(),
    setup="draft",
):
    # A ready-to-play state (see core.puerto_rico.setup.new_game).
    # expansions: any of data.EXPANSIONS (the layers, hooks.py); setup,
    # with expansion 1: how the violet slots are filled, "draft" (the
    # players' picks, decisions of kind "draft"), "random" (the device
    # draws them) or "base" (the base game's).
    # (setup.py: the set-up's module, let go once the board is set)
    state = load("setup").new_game(players, seed, edition, tiles, mayor_privilege, max_name)
    if expansions:  # checks them (BadInput), then sets up each layer
        load("layers").switch_on(state, expansions, setup)
    load("setup").done()
    return start(state)


def record_header(state):
    # This game's fields of a record header (core.record.header).
    h = {
        "version": 1 if state["mayor_privilege"] == "automatic" else 2,
        "edition": state["edition"],
        "players": [p["name"] for p in state["players"]],
        "seed": state["seed"],
        "tiles": state["tiles"],
    }
    if "expansions" in state:
        hooks.each(state, "header", state, h)  # the layers' fields
        if "rules_v2" not in state:
            h["version"] = EXPANSIONS_VERSION
    return h


def from_header(h, version):
    # A new game from a checked record header of ``version``.
    state = new_game(
        h["players"],
        h.get("seed", 0),
        h.get("edition", "classic"),
        h.get("tiles", "shuffle"),
        PRIVILEGE[version],
        _state.MAX_NAME if version >= 2 else _state.MAX_NAME_V1,
        h.get("expansions", ()),
        h.get("setup", "draft"),
    )
    if version < EXPANSIONS_VERSION and "expansions" in state:
        # played before issue 21's rulings: replayed that way, and exported
        # again as the version it was
        state["rules_v2"] = True
    return state
