# A new game's state: the set-up of the base game (a layer's own set-up
# follows, layers.switch_on), and the checks of its options.
#
# Run once a game: a device does not hold this module in play. On
# MicroPython ``done`` lets it go once the board is set, and core.inputs
# (the options' and names' checks) with it when the set-up loaded it: a
# game in play reads neither (the engine loads core.inputs again for an
# action that is not a menu's own list; 5-6 KB of a base game's heap, its
# high-water at the final score: docs/benchmarks.md).

import sys

from . import data, hooks
from .. import rng
from .state import FORMAT, MAX_NAME, SIZED, check_names

_INPUTS = hooks._PACKAGE[: hooks._PACKAGE.rindex(".")] + ".inputs"
_HELD = _INPUTS in sys.modules  # held before the set-up: by whoever loaded it, kept

from ..errors import BadInput  # noqa: E402 (after _HELD: what the set-up loads)
from ..inputs import check_seed, player_names, shown  # noqa: E402


def _player(name, doubloons, start):
    island = {}
    island[start] = [1, 0]
    return {
        "name": name,
        "doubloons": doubloons,
        "vp": 0,
        "written": 0,
        "goods": {g: 0 for g in data.GOODS},
        "island": island,
        "city": {},
        "san_juan": 0,
    }


def new_game(
    players=4, seed=0, edition="classic", tiles="shuffle", mayor_privilege="choice", max_name=MAX_NAME
):
    # A new base game. ``players``: a count (2-5) or a list of 2-5 names.
    #
    # ``mayor_privilege``: "choice" (ruling A20: the mayor takes or declines
    # the extra colonist) or "automatic" (how version 1 records were played:
    # taken without asking, so that they replay as they were).
    #
    # ``tiles``: "shuffle" (the core draws plantations with its own seeded
    # generator) or "physical" (players report the tiles they draw).
    names = player_names(players, data.SETUP, SIZED)
    check_names(names, max_name)
    n = len(names)
    if edition not in data.EDITIONS:
        raise BadInput("edition: must be classic or 1897, not " + shown(edition))
    if tiles not in ("shuffle", "physical"):
        raise BadInput("tiles: must be shuffle or physical, not " + shown(tiles))
    check_seed(seed)
    if mayor_privilege not in ("choice", "automatic"):
        raise BadInput("mayor_privilege: must be choice or automatic")
    setup = data.SETUP[n]
    removed = setup["removed_per_kind"]
    vp_chips = setup["vp_chips"]
    if n == 5 and edition == "1897":
        vp_chips = data.VP_CHIPS_1897_5P

    # Plantations: starting tiles first, then the 2-player removal (A4).
    left = {}
    for g in data.GOODS:
        left[g] = data.PLANTATION_TILES[g]
    for g in setup["start"]:
        left[g] -= 1
    stock = []
    for g in data.GOODS:
        stock.extend([g] * (left[g] - removed))
    s = rng.seed_state(seed)
    if tiles == "shuffle":
        s = rng.shuffle(s, stock)

    goods = {}
    for g in data.GOODS:
        goods[g] = data.BARRELS[g] - setup["goods_removed"]
    buildings = {}
    key = data.COPIES_2P if n == 2 else data.COPIES
    for b in data.BASE_BUILDINGS:
        buildings[b] = data.BUILDINGS[b][key]
    roles = {}
    for r in setup["roles"]:
        roles[r] = 0

    state = {
        "format": FORMAT,
        "game": "puerto_rico",
        "edition": edition,
        "seed": seed,
        "tiles": tiles,
        "mayor_privilege": mayor_privilege,
        "rng": s,
        "step": 0,
        "players": [_player(names[i], setup["doubloons"], setup["start"][i]) for i in range(n)],
        "round": 1,
        "governor": 0,
        "picks": 0,
        "roles": roles,
        "picked": [],
        "phase": "roles",
        "role": None,
        "picker": None,
        "turn": 0,
        "phase_data": {},
        "colonists": setup["colonists"],
        "colonist_ship": setup["ship"],
        "vp_chips": vp_chips,
        "goods": goods,
        "faceup": [],
        "stock": stock,
        "discard": [],
        "quarries": data.QUARRY_TILES - removed,
        "buildings": buildings,
        "trading_house": [],
        "cargo_ships": [[c, None, 0] for c in setup["ships"]],
        "draw": None,
        "end": [],
        "events": [],
    }
    return state


def _let_go(name):
    # module ``name`` out of sys.modules and its package (the next import
    # loads it again)
    sys.modules.pop(name, None)
    i = name.rindex(".")
    try:
        delattr(sys.modules[name[:i]], name[i + 1 :])
    except (AttributeError, KeyError):
        pass


def done():
    # The board is set (a layer's set-up too): on MicroPython this module
    # is let go, and core.inputs if the set-up loaded it (CPython keeps
    # both: memory is not short there, and an import would compile again).
    if sys.implementation.name != "micropython":
        return
    hooks.LOADED.pop("setup", None)
    _let_go(__name__)
    if not _HELD:
        _let_go(_INPUTS)
