# Puerto Rico data as plain tables (ids from shared/contracts/final-scoring.md).
#
# Nothing here is code that decides anything: the rules read these tables.
# Tuples give a fixed order, which matters on MicroPython, where dicts do not
# keep insertion order.

# Goods in price order; the order is also the order of every menu.
GOODS = ("corn", "indigo", "sugar", "tobacco", "coffee")
PRICE = {"corn": 0, "indigo": 1, "sugar": 2, "tobacco": 3, "coffee": 4}
BARRELS = {"corn": 10, "indigo": 11, "sugar": 11, "tobacco": 9, "coffee": 9}
PLANTATION_TILES = {"corn": 10, "indigo": 12, "sugar": 11, "tobacco": 9, "coffee": 8}
QUARRY_TILES = 8
COLONISTS = 100
ISLAND_SPACES = 12
CITY_SPACES = 12
TRADING_HOUSE_SPACES = 4

# Island tile ids accepted by the scorer ("forest" only with new_buildings).
ISLAND_TILES = ("corn", "indigo", "sugar", "tobacco", "coffee", "quarry", "forest")

# Factory: doubloons by the number of kinds produced (index = kinds).
FACTORY_BONUS = (0, 0, 1, 2, 3, 5)

# Additive building effects, by the phase step they modify: an occupied
# building adds its number. Expansions add rows here instead of new code
# in the phases (the storehouse, for example, is one more storage row).
EFFECTS = {
    "sale_bonus": {"small_market": 1, "large_market": 2},  # Trader
    "loading_vp": {"harbor": 1},  # Captain
    "storage_kinds": {"small_warehouse": 1, "large_warehouse": 2},
}

# Roles in a fixed order; a 5-player game has two prospectors.
ROLES = ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector", "prospector2")
# The second prospector card is a prospector in every other respect: its
# phase, its help and its name (the one place that says so).
ROLE_KIND = {"prospector2": "prospector"}


def role_kind(role):
    return ROLE_KIND.get(role, role)


def _row(*items):
    # A tuple made by a call, not written as a literal: MicroPython keeps
    # a compiled module's constant tuples (of tuples, or in a dict) at
    # about twice their size (the 46 building rows: 2.2 KB of a device's
    # heap, and 5.7 KB more while the module is imported; SETUP's: 0.7 KB).
    return items


# Building rows:
# id, kind, column, cost, VP, people, copies (3-5p), copies (2p), good, expansion
# kind: "small_prod" / "large_prod" (guild-hall sense), "violet" (1 space),
# "large" (violet, 2 city spaces). good: what a production building makes.
_B = (
    _row("small_indigo_plant", "small_prod", 1, 1, 1, 1, 4, 2, "indigo", "base"),
    _row("small_sugar_mill", "small_prod", 1, 2, 1, 1, 4, 2, "sugar", "base"),
    _row("indigo_plant", "large_prod", 2, 3, 2, 3, 3, 2, "indigo", "base"),
    _row("sugar_mill", "large_prod", 2, 4, 2, 3, 3, 2, "sugar", "base"),
    _row("tobacco_storage", "large_prod", 3, 5, 3, 3, 3, 2, "tobacco", "base"),
    _row("coffee_roaster", "large_prod", 3, 6, 3, 2, 3, 2, "coffee", "base"),
    _row("small_market", "violet", 1, 1, 1, 1, 2, 1, None, "base"),
    _row("hacienda", "violet", 1, 2, 1, 1, 2, 1, None, "base"),
    _row("construction_hut", "violet", 1, 2, 1, 1, 2, 1, None, "base"),
    _row("small_warehouse", "violet", 1, 3, 1, 1, 2, 1, None, "base"),
    _row("hospice", "violet", 2, 4, 2, 1, 2, 1, None, "base"),
    _row("office", "violet", 2, 5, 2, 1, 2, 1, None, "base"),
    _row("large_market", "violet", 2, 5, 2, 1, 2, 1, None, "base"),
    _row("large_warehouse", "violet", 2, 6, 2, 1, 2, 1, None, "base"),
    _row("factory", "violet", 3, 7, 3, 1, 2, 1, None, "base"),
    _row("university", "violet", 3, 8, 3, 1, 2, 1, None, "base"),
    _row("harbor", "violet", 3, 8, 3, 1, 2, 1, None, "base"),
    _row("wharf", "violet", 3, 9, 3, 1, 2, 1, None, "base"),
    _row("guild_hall", "large", 4, 10, 4, 1, 1, 1, None, "base"),
    _row("residence", "large", 4, 10, 4, 1, 1, 1, None, "base"),
    _row("fortress", "large", 4, 10, 4, 1, 1, 1, None, "base"),
    _row("customs_house", "large", 4, 10, 4, 1, 1, 1, None, "base"),
    _row("city_hall", "large", 4, 10, 4, 1, 1, 1, None, "base"),
    # Expansion 1, new buildings (scored now, played in a later issue).
    _row("aqueduct", "violet", 1, 1, 1, 1, 2, 1, None, "new_buildings"),
    _row("forest_house", "violet", 1, 2, 1, 1, 2, 1, None, "new_buildings"),
    _row("black_market", "violet", 1, 2, 1, 1, 2, 1, None, "new_buildings"),
    _row("storehouse", "violet", 1, 3, 1, 1, 2, 1, None, "new_buildings"),
    _row("guest_house", "violet", 2, 4, 2, 2, 2, 1, None, "new_buildings"),
    _row("trading_post", "violet", 2, 5, 2, 1, 2, 1, None, "new_buildings"),
    _row("church", "violet", 2, 5, 2, 1, 2, 1, None, "new_buildings"),
    _row("small_wharf", "violet", 2, 6, 2, 1, 2, 1, None, "new_buildings"),
    _row("lighthouse", "violet", 3, 7, 3, 1, 2, 1, None, "new_buildings"),
    _row("specialty_factory", "violet", 3, 8, 3, 1, 2, 1, None, "new_buildings"),
    _row("library", "violet", 3, 8, 3, 1, 2, 1, None, "new_buildings"),
    _row("union_hall", "violet", 3, 9, 3, 1, 2, 1, None, "new_buildings"),
    _row("statue", "large", 4, 10, 8, 0, 1, 1, None, "new_buildings"),
    _row("cloister", "large", 4, 10, 4, 1, 1, 1, None, "new_buildings"),
    # Expansion 2, nobles. The tailor shop is a large production building
    # for the guild hall and not violet for the city hall (contract, A13).
    _row("land_registry", "violet", 1, 2, 1, 1, 2, 1, None, "nobles"),
    _row("chapel", "violet", 1, 3, 1, 1, 2, 1, None, "nobles"),
    _row("land_office", "violet", 2, 4, 2, 1, 2, 1, None, "nobles"),
    _row("architects_office", "violet", 2, 5, 2, 1, 2, 1, None, "nobles"),
    _row("export_office", "violet", 2, 6, 2, 1, 2, 1, None, "nobles"),
    _row("villa", "violet", 3, 7, 3, 1, 2, 1, None, "nobles"),
    _row("tailor_shop", "large_prod", 3, 8, 3, 1, 2, 1, None, "nobles"),
    _row("central_plaza", "large", 4, 10, 4, 1, 1, 1, None, "nobles"),
)


# Columns of a building's row (``BUILDINGS[b][COST]``, as San Juan's data).
ID, KIND, COLUMN, COST, VP, CIRCLES, COPIES, COPIES_2P, GOOD, EXPANSION = 0, 1, 2, 3, 4, 5, 6, 7, 8, 9
PRODUCTION = ("small_prod", "large_prod")  # the kinds of production buildings

# Each building's row, by id: the rows of _B themselves (constants of the
# compiled module), not a dict per building (5 KB of a device's heap).
BUILDINGS = {}
for _row in _B:  # (the loop's name: _row() is not needed after _B)
    BUILDINGS[_row[0]] = _row


def spaces(b):
    # City spaces the building takes.
    return 2 if BUILDINGS[b][KIND] == "large" else 1


def production(b):
    return BUILDINGS[b][KIND] in PRODUCTION


def copies(b, players):
    # Copies in the supply at a table of ``players``.
    return BUILDINGS[b][COPIES_2P if players == 2 else COPIES]


def building(b):
    # The building's row as a dict of named fields (screens, score sheets
    # and tests; the rules read the rows), or None for an unknown id.
    row = BUILDINGS.get(b) if isinstance(b, str) else None
    if row is None:
        return None
    return {
        "id": row[ID],
        "kind": row[KIND],
        "column": row[COLUMN],
        "cost": row[COST],
        "vp": row[VP],
        "people": row[CIRCLES],
        "copies": row[COPIES],
        "copies_2p": row[COPIES_2P],
        "good": row[GOOD],
        "expansion": row[EXPANSION],
        "spaces": spaces(b),
        "production": row[KIND] in PRODUCTION,
    }


# The expansions the core plays, in the order a header lists them
# (expansions/<name>/ say what each does: docs/rules-core.md).
EXPANSIONS = ("new_buildings", "nobles", "smuggler", "festival")
# How expansion 1's violet slots are filled: the draft, the device's random
# set, or the base game's buildings.
SETUPS = ("draft", "random", "base")
# Violet slots by cost (the base game's violet buildings); cost 10 = large.
DRAFT_SLOTS = ((1, 1), (2, 2), (3, 1), (4, 1), (5, 2), (6, 1), (7, 1), (8, 2), (9, 1), (10, 5))

# Fixed order: the order of the board (and of every building menu).
BUILDING_ORDER = tuple(r[0] for r in _B)
BASE_BUILDINGS = tuple(r[0] for r in _B if r[9] == "base")
# The rows the builder's menu loop reads: the base game's (the table's own
# rows, no copies).
ROWS = _B
BUILD_ROWS = tuple(r for r in _B if r[9] == "base")
# Circles of each building (the hot mayor loops read this flat table).
PEOPLE = {}
for _row in _B:
    PEOPLE[_row[0]] = _row[5]
# The buildings taking 2 city spaces (all others take 1).
LARGE = tuple(r[0] for r in _B if r[1] == "large")
# Board position of each building: sort key for menus built from a city.
BUILDING_INDEX = {}
for _i in range(len(_B)):
    BUILDING_INDEX[_B[_i][0]] = _i
del _row, _i

# Setup by player count. ships: cargo ship holds; roles: roles in play.
SETUP = {
    2: {
        "doubloons": 3,
        "start": ("indigo", "corn"),
        "colonists": 40,
        "ship": 2,
        "vp_chips": 65,
        "ships": (4, 6),
        "quarries": 5,
        "roles": ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"),
        "picks": 6,
        "removed_per_kind": 3,
        "goods_removed": 2,
    },
    3: {
        "doubloons": 2,
        "start": ("indigo", "indigo", "corn"),
        "colonists": 55,
        "ship": 3,
        "vp_chips": 75,
        "ships": (4, 5, 6),
        "quarries": 8,
        "roles": ("settler", "mayor", "builder", "craftsman", "trader", "captain"),
        "picks": 3,
        "removed_per_kind": 0,
        "goods_removed": 0,
    },
    4: {
        "doubloons": 3,
        "start": ("indigo", "indigo", "corn", "corn"),
        "colonists": 75,
        "ship": 4,
        "vp_chips": 100,
        "ships": (5, 6, 7),
        "quarries": 8,
        "roles": ("settler", "mayor", "builder", "craftsman", "trader", "captain", "prospector"),
        "picks": 4,
        "removed_per_kind": 0,
        "goods_removed": 0,
    },
    5: {
        "doubloons": 4,
        "start": ("indigo", "indigo", "indigo", "corn", "corn"),
        "colonists": 95,
        "ship": 5,
        "vp_chips": 122,
        "ships": (6, 7, 8),
        "quarries": 8,
        "roles": (
            "settler",
            "mayor",
            "builder",
            "craftsman",
            "trader",
            "captain",
            "prospector",
            "prospector2",
        ),
        "picks": 5,
        "removed_per_kind": 0,
        "goods_removed": 0,
    },
}
# The 1897 edition has 126 VP chips at 5 players (rules README, D1).
VP_CHIPS_1897_5P = 126
EDITIONS = ("classic", "1897")
