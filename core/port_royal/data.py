"""Port Royal as tables (shared/rules/port-royal.md): the deck, the
characters, the take counts, and what the players enter for a card the
seed gives no values for (ruling P1). Plain data, no code."""

COLOURS = ("yellow", "blue", "green", "red", "black")  # menu order
SHIPS_PER_COLOUR = 10

# Characters in menu order, and how many copies the deck holds (§2).
CHARACTERS = (
    "trader",
    "settler",
    "captain",
    "priest",
    "jack",
    "sailor",
    "pirate",
    "mademoiselle",
    "jester",
    "admiral",
    "governor",
)
COPIES = {
    "trader": 10,
    "settler": 5,
    "captain": 5,
    "priest": 5,
    "jack": 3,
    "sailor": 10,
    "pirate": 3,
    "mademoiselle": 4,
    "jester": 5,
    "admiral": 6,
    "governor": 4,
}
CHARACTER_CARDS = 60
TRADERS_PER_COLOUR = 2
SYMBOLS = ("settler", "captain", "priest")  # what an expedition asks for
WILD = "jack"  # stands for one settler, captain or priest
ARMED = ("sailor", "pirate")  # characters with swords

EXPEDITIONS = 5  # in the deck; a sixth, coinless, only with 5 players (P2)
TAXES = 4
CARDS = 120  # every card, the 5-player expedition included
PLAYERS = (2, 3, 4, 5)
SPECIAL_PLAYERS = 5  # the player count that lays out the coinless expedition

CARD_KINDS = ("ship", "character", "expedition", "tax")  # what a reveal can be
TAX_KINDS = ("swords", "vp")  # most swords / fewest VP gain 1 gold

START_GOLD = 3
END_VP = 12
TAX_FROM = 12  # a player with this much gold or more loses half
TAKE = (1, 1, 1, 1, 2, 3)  # cards the active player takes, by ship colours in the harbour
FEE = 1  # gold a non-active player gives the active player per card taken
ADMIRAL_HARBOUR = 5  # cards in the harbour for the admiral's bonus
ADMIRAL_GOLD = 2
JESTER_GOLD = 1
TRADER_GOLD = 1
GOVERNOR_CARDS = 1
MADEMOISELLE_DISCOUNT = 1

# What the players enter when a card is revealed, step by step (P1: the
# seed prints no values). A step of a character is skipped when it does not
# apply (a trader's colour, a sailor's or pirate's swords); a ship's swords
# are asked only when the active player has swords to repel it with.
STEPS = {
    "ship": ("colour", "gold", "swords"),
    "character": ("character", "colour", "cost", "vp", "swords"),
    "expedition": ("settler", "captain", "priest", "gold", "vp"),
    "tax": ("tax",),
}
# From record version 5 on (LAZY_VERSION), a value is asked when it first
# matters: at the reveal only what the bust needs (a ship's colour; its
# swords when the active player tries to repel it), the rest when someone
# takes the card (a ship's gold; a character's kind, a trader's colour,
# its cost, shield and swords: nothing of a character in the harbour
# counts until it is hired), once: what was entered stays with the card.
# Expeditions and taxes are asked as before (what an expedition asks for
# decides at once whether it can be fulfilled).
LAZY_VERSION = 5
REVEAL_STEPS = {
    "ship": ("colour",),  # its swords: when he tries to repel it
    "character": (),
    "expedition": STEPS["expedition"],
    "tax": STEPS["tax"],
}
# From record version 9 on (FACE_VERSION, issue 36: fewer questions a
# turn), a ship's colour is said in the reveal itself (["reveal", "ship",
# colour]: one question, not two), and a taker names a character by a face
# entered before in the game (["face", id, colour, cost, vp, swords]: one
# question, not three to five), or by its name for a face not seen yet.
FACE_VERSION = 9
TAKE_STEPS = {
    "ship": ("gold",),
    "character": ("character", "colour", "cost", "vp", "swords"),
}
# The values a number step offers, lowest and highest [suggested: wide
# enough for every printed card; a ship's swords also offer "skull"].
RANGES = {
    "ship": {"gold": (1, 9), "swords": (1, 9)},
    "character": {"cost": (0, 10), "vp": (0, 5), "swords": (1, 3)},
    "expedition": {"settler": (0, 3), "captain": (0, 3), "priest": (0, 3), "gold": (0, 5), "vp": (0, 9)},
}
VARIANTS = ("standard", "expedition")
