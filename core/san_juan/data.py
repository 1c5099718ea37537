"""San Juan's tables (rules: shared/rules/san-juan.md; ids and VP:
shared/contracts/final-scoring.md). Plain data, no code: the engine reads
them, the screens name them.

Dicts do not keep their order on MicroPython: ``ORDER`` is the menu order
(the card table's: production by cost, then violet by cost)."""

# id: (type, cost, printed VP, copies in the 110-card deck)
# type: "production" (holds one good) or "violet"; monuments are violet.
BUILDINGS = {
    "indigo_plant": ("production", 1, 1, 10),
    "sugar_mill": ("production", 2, 1, 8),
    "tobacco_storage": ("production", 3, 2, 8),
    "coffee_roaster": ("production", 4, 2, 8),
    "silver_smelter": ("production", 5, 3, 8),
    "smithy": ("violet", 1, 1, 3),
    "gold_mine": ("violet", 1, 1, 3),
    "archive": ("violet", 2, 1, 3),
    "poor_house": ("violet", 2, 1, 3),
    "black_market": ("violet", 2, 1, 3),
    "trading_post": ("violet", 2, 1, 3),
    "well": ("violet", 2, 1, 3),
    "market_stand": ("violet", 2, 1, 3),
    "crane": ("violet", 2, 1, 3),
    "chapel": ("violet", 3, 2, 3),
    "tower": ("violet", 3, 2, 3),
    "aqueduct": ("violet", 3, 2, 3),
    "carpenter": ("violet", 3, 2, 3),
    "prefecture": ("violet", 3, 2, 3),
    "statue": ("violet", 3, 3, 3),
    "market_hall": ("violet", 4, 2, 3),
    "quarry": ("violet", 4, 2, 3),
    "victory_column": ("violet", 4, 4, 3),
    "library": ("violet", 5, 3, 3),
    "hero": ("violet", 5, 5, 3),  # ruling S1: 5 VP, not the seed's 3
    "guild_hall": ("violet", 6, 0, 2),  # ruling S2: printed "?" = 0
    "city_hall": ("violet", 6, 0, 2),
    "triumphal_arch": ("violet", 6, 0, 2),
    "palace": ("violet", 6, 0, 2),
}
TYPE, COST, VP, COPIES = 0, 1, 2, 3  # columns of BUILDINGS

ORDER = (
    "indigo_plant",
    "sugar_mill",
    "tobacco_storage",
    "coffee_roaster",
    "silver_smelter",
    "smithy",
    "gold_mine",
    "archive",
    "poor_house",
    "black_market",
    "trading_post",
    "well",
    "market_stand",
    "crane",
    "chapel",
    "tower",
    "aqueduct",
    "carpenter",
    "prefecture",
    "statue",
    "market_hall",
    "quarry",
    "victory_column",
    "library",
    "hero",
    "guild_hall",
    "city_hall",
    "triumphal_arch",
    "palace",
)
DECK = 110  # cards in the game, the starting indigo plants included

# The good each production building holds, and the goods in price order.
GOODS = ("indigo", "sugar", "tobacco", "coffee", "silver")
PRODUCES = {
    "indigo_plant": "indigo",
    "sugar_mill": "sugar",
    "tobacco_storage": "tobacco",
    "coffee_roaster": "coffee",
    "silver_smelter": "silver",
}

# The five trading-house tiles: cards per good sold, in GOODS order
# (ruling S7: a tile is a column of the seed's grid).
TILES = (
    (1, 1, 1, 2, 2),
    (1, 1, 2, 2, 2),
    (1, 1, 2, 2, 3),
    (1, 2, 2, 2, 3),
    (1, 2, 2, 3, 3),
)

ROLES = ("builder", "producer", "trader", "councillor", "prospector")  # menu order
PLAYERS = (2, 3, 4)  # ruling S5
PICKS = {2: 3, 3: 3, 4: 4}  # roles picked a round (2 players: governor, other, governor)

START_BUILDING = "indigo_plant"
HAND = 4  # cards dealt to each player
HAND_LIMIT = 7
HAND_LIMIT_TOWER = 12
MAX_BUILDINGS = 12  # the 12th ends the game at the end of its builder phase

MONUMENTS = ("statue", "victory_column", "hero")
GOLD_MINE_CARDS = 4  # turned up by a gold mine

# Counts of the roles: what every player gets, what the picker gets more
# (doubled by his library), and what a violet building adds.
BUILDER_PRIVILEGE = 1  # cards less to pay
PRODUCE = 1  # goods every player may produce
SELL = 1  # goods every player may sell
COUNCIL_DRAW = 2
COUNCIL_PRIVILEGE = 3  # more cards drawn by the councillor
COUNCIL_KEEP = 1
PROSPECT = 1  # cards the prospector draws
