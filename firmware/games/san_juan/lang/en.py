"""San Juan's words in English: names, prompts, menu rows, what the table
moves. Plain data for firmware.catalog; Latin-1 only."""

WORDS = {
    # its name (start screen, history, --help), its variants' help (issue 23)
    "game_name": "San Juan",
    "variant_help": "deal (4 cards plus the seat's number, keep 4)",  # --variant's help
    # names (shared/rules/san-juan.md section 9)
    "b.indigo_plant": "Indigo plant",
    "b.sugar_mill": "Sugar mill",
    "b.tobacco_storage": "Tobacco storage",
    "b.coffee_roaster": "Coffee roaster",
    "b.silver_smelter": "Silver smelter",
    "b.smithy": "Smithy",
    "b.gold_mine": "Gold mine",
    "b.archive": "Archive",
    "b.poor_house": "Poor house",
    "b.black_market": "Black market",
    "b.trading_post": "Trading post",
    "b.well": "Well",
    "b.market_stand": "Market stand",
    "b.crane": "Crane",
    "b.chapel": "Chapel",
    "b.tower": "Tower",
    "b.aqueduct": "Aqueduct",
    "b.carpenter": "Carpenter",
    "b.prefecture": "Prefecture",
    "b.statue": "Statue",
    "b.market_hall": "Market hall",
    "b.quarry": "Quarry",
    "b.victory_column": "Victory column",
    "b.library": "Library",
    "b.hero": "Hero",
    "b.guild_hall": "Guild hall",
    "b.city_hall": "City hall",
    "b.triumphal_arch": "Triumphal arch",
    "b.palace": "Palace",
    "g.indigo": "indigo",
    "g.sugar": "sugar",
    "g.tobacco": "tobacco",
    "g.coffee": "coffee",
    "g.silver": "silver",
    "r.builder": "Builder",
    "r.producer": "Producer",
    "r.trader": "Trader",
    "r.councillor": "Councillor",
    "r.prospector": "Prospector",
    # why a card is drawn
    "w.carpenter": "carpenter",
    "w.poor_house": "poor house",
    "w.well": "well",
    "w.market_stand": "market stand",
    "w.market_hall": "market hall",
    "w.prospector": "prospector",
    "w.trade": "sale",
    # the seat's header and summary
    "cards": "{n} cards",
    "card": "{n} card",
    "seat.goods": "goods {n}  built {b}/12",
    "seat.chapel": "chapel {n}",
    "seat.count": "goods {n}",
    "seat.buildings": "Buildings: {list}",
    "seat.goods_kinds": "Goods: {list}",
    # prompts: what the seat on turn decides
    "ask.roles": "pick a role",
    "ask.chapel": "chapel: tuck a card?",
    "ask.builder": "build (cards to pay)",
    "ask.cover": "crane: over (to pay)",
    "ask.goods": "black market: goods",
    "ask.producer": "produce: {n} more",
    "ask.trader": "sell: {n} more",
    "ask.gold_mine": "gold mine: 4 cards",
    "ask.count": "counts right? o: yes",
    "ask.library": "library: double it now?",
    "ask.councillor": "councillor: draw?",
    "decides": "{name} {what}",
    "dec.roles": "picks a role",
    "dec.chapel": "may tuck a card",
    "dec.builder": "builds",
    "dec.cover": "builds (crane)",
    "dec.goods": "pays in goods",
    "dec.producer": "produces",
    "dec.trader": "sells",
    "dec.gold_mine": "turns up 4 cards",
    "dec.count": "checks counts",
    "dec.library": "may use library",
    "dec.councillor": "may draw",
    # menu rows (the price right-aligned after the name)
    "a.nocover": "no crane",
    "a.cover_good": "{b}, full",
    "a.library_use": "library now: x2",
    "a.library_keep": "keep it: 2nd pick",
    "a.draw": "draw {n}, keep {k}",
    "a.goods": "1 {g} good",
    "a.pay": "pay {n} cards",
    "a.produce": "{g}",
    "a.sell": "{g}: draw {n}",
    "a.keep": "costs differ: keep 1",
    "a.none": "2 alike: discard 4",
    "a.chapel": "tuck 1 card",
    "a.pass": "pass",
    "a.cancel": "back",
    "a.done": "done",
    "a.confirm": "right: confirm",
    "a.count": "{what} {sign}: {n}",
    "n.hand": "hand",
    "n.goods": "goods",
    "n.chapel": "chapel",
    # what the table moves (the log and the board's first page)
    "e.role": "{name} takes the {role}",
    "e.library": "{name}: library, privilege x2",
    "e.build": "{name} builds {b}, discards {n} cards",
    "e.build.one": "{name} builds {b}, discards {n} card",
    "e.build_free": "{name} builds {b}, pays nothing",
    "e.build_goods": "{name} builds {b}, discards {n} + {k} goods",
    "e.cover": "{b} over his {c}",
    "e.draw": "{name} draws {n} ({why})",
    "e.produce": "{name}: top card on {b}",
    "e.sell": "{name} sells {g}",
    "e.council": "{name} draws {n}, keeps {k}",
    "e.council_archive": "{name} draws {n} into his hand, then discards {d} (archive)",
    "e.gold_keep": "{name}: gold mine, keeps 1 of 4",
    "e.gold_none": "{name}: gold mine, discards 4",
    "e.tile": "tile: {prices}",
    "e.tile_back": "tile goes under the stack",
    "e.chapel": "{name}: 1 card under chapel",
    "e.hand_limit": "{name} discards {n} cards (limit {limit})",
    "e.hand_limit.one": "{name} discards {n} card (limit {limit})",
    "e.reshuffle": "discards shuffled: deck {n}",
    "e.round_end": "end of round {n}",
    "e.governor": "{name} is governor",
    "e.stalled": "no card can move any more: the game ends with this round",
    "e.end_trigger": "{name}: 12 buildings! last phase",
    "e.count_check": "game over: each checks his hand, goods, chapel",
    "e.count_hand": "{name}: hand corrected to {n}",
    "e.count_goods": "{name}: goods corrected to {n}",
    "e.count_chapel": "{name}: chapel corrected",
    "e.confirm": "{name}: counts confirmed",
    "e.game_over": "game over",
    "e.lost_good": "{name} discards the {g} good",
    "e.pass": "{name} passes",
    # the board's pages
    "page.todo": "to move",
    "page.players": "players",
    "page.round": "round {n}",
    "board.player": "{name}: {b} buildings, hand {h}, goods {g}",
    "board.governor": "governor: {name}",
    "board.prices_title": "trading house",
    "board.deck": "deck {n}  discard {d}",
    "board.picked": "taken: {roles}",
    # final screens
    "final.total": "total {n}  rank {r}",
    "final.buildings": "buildings {n}",
    "final.chapel": "chapel {n}",
    "final.bonus.guild_hall": "guild hall +{n}",
    "final.bonus.city_hall": "city hall +{n}",
    "final.bonus.triumphal_arch": "arch +{n}",
    "final.bonus.palace": "palace +{n}",
    "final.tiebreak": "hand+goods {n}",
    # help: what a building or role does (seat menu, help)
    "h.head": "Cost {cost}, {vp} VP.",
    "h.production": "Production: holds one {g} good.",
    "h.smithy": "Builder phase: pays 1 card less for a production building.",
    "h.gold_mine": (
        "Every prospector phase: turn up 4 cards. All costs different: keep 1, discard 3; "
        "two alike: discard all 4."
    ),
    "h.archive": (
        "Councillor phase: the cards drawn go into the hand first, then discard from the whole hand."
    ),
    "h.poor_house": "After building, with 0 or 1 card left in hand: draw 1 card.",
    "h.black_market": "Builder phase: pay up to 2 cards of the price with goods from your own buildings.",
    "h.trading_post": "Trader phase: sell 1 more good.",
    "h.well": "Producer phase: 2 or more goods produced: draw 1 card.",
    "h.market_stand": "Trader phase: 2 or more goods sold: draw 1 more card.",
    "h.crane": (
        "Builder phase: build over one of your buildings; its cost comes off the price. The covered "
        "one leaves the game (into the box)."
    ),
    "h.chapel": "Start of each round: may tuck 1 hand card under it. Each card is 1 VP at the end.",
    "h.tower": "Hand limit 12 instead of 7.",
    "h.aqueduct": "Producer phase: produce 1 more good.",
    "h.carpenter": "After building a violet building: draw 1 card.",
    "h.prefecture": "Councillor phase: keep 2 cards instead of 1.",
    "h.statue": "A monument: no function.",
    "h.market_hall": "Trader phase: 1 or more goods sold: draw 1 more card.",
    "h.quarry": "Builder phase: pays 1 card less for a violet building.",
    "h.victory_column": "A monument: no function.",
    "h.library": (
        "Doubles the privilege of the role you pick. 2 players: once a round; the governor "
        "may keep it for his second pick. It is used up only once it doubles something (a "
        "price lower, a 3rd good, 8 or 2 cards drawn) [suggested]."
    ),
    "h.automatic": (
        "The device applies it without asking: it only saves or brings cards. Refused? "
        "Correct the hand at the end count [suggested]."
    ),
    "h.crane_good": (
        "Crane: you have this building both empty and with a good. Over the full one, its "
        "good is discarded; over an empty one, nothing is lost."
    ),
    "h.setup": "Set-up: each player lays 1 indigo plant and is dealt 4 cards.",
    "h.setup_deal": (
        "Set-up (variant): each player lays 1 indigo plant and is dealt 4 cards plus his "
        "seat number (governor 5, next 6, 7, 8), keeps 4 and discards the rest face down."
    ),
    "e.setup": "{name}: dealt {n}",
    "e.setup_deal": "{name}: dealt {n}, keeps 4",
    "h.hero": "A monument: no function.",
    "h.guild_hall": "End: 2 VP per production building.",
    "h.city_hall": "End: 1 VP per violet building, itself included.",
    "h.triumphal_arch": "End: 1, 2, 3 monuments give 4, 6, 8 VP.",
    "h.palace": "End: 1 VP per 4 of your other points, counted last.",
    "h.builder": (
        "Each player may build 1 building: lay it from the hand, discard its price. The "
        "builder pays 1 card less."
    ),
    "h.producer": (
        "Each player may put the top card of the deck face down on 1 empty production "
        "building. The producer 1 more."
    ),
    "h.trader": (
        "A trading-house tile is turned up. Each player may sell 1 good at its price: "
        "discard the good, draw that many. The trader 1 more."
    ),
    "h.councillor": ("Each player may draw 2 cards and keep 1, or pass; the councillor draws 5 and keeps 1."),
    "h.prospector": "The prospector may draw 1 card, or pass; nobody else.",
    "h.count": (
        "End of the game: check the cards in your hand, your goods and the cards under your "
        "chapel. Correct a count the device missed (one up or down each time), then confirm. "
        "Hand + goods break a tie."
    ),
    "h.roles": (
        "The governor picks a role, then each player in turn; everyone acts in each "
        "role's phase. A 12th building ends the game after that builder phase."
    ),
    # ---- issue 22 item 5: the set-up, step by step (setup_phrases.py) ----
    "s.title": "Set-up for {n} players:",
    "s.governor": "{name} takes the governor card",
    "s.roles": "the {n} role cards face up in the middle",
    "s.tiles": "shuffle the {n} trading-house tiles, stack them face down: each trader turns up "
    "the top one and tells the device",
    "s.tiles_device": "the {n} trading-house tiles face up aside: the device draws one for each trader",
    "s.deal": "each player: 1 {building} face up, {n} cards dealt",
    "s.deck": "the other {n} cards face down: the deck",
    "s.discard": "{n} cards face down: the discard pile",
    "s.two": "2 players: the governor picks a 2nd role each round",
    # issue 22 item 4: the undo question's step, and after an undo how to
    # put the cards back (firmware/games/san_juan/undo_phrases.py)
    "u.what.roles": "role",
    "u.what.chapel": "chapel",
    "u.what.count": "count",
    "u.what.library": "library",
    "u.role": "{name}: the {role} card back in the middle",
    "u.build": "{name}: {b} back into your hand",
    "u.cover": "{name}: {b} off your {c}, back into your hand",
    "u.paid": "the top {cards} of the discard pile back into your hand",
    "u.goods": "the top {n} of the discard pile back as goods on your buildings",
    "u.draw": "{name}: the {cards} just drawn back on the deck",
    "u.produce": "{name}: the good on your {b} back on top of the deck",
    "u.sell": "{name}: the discard pile's top card back as the good on your {b}",
    "u.council": "{name}: the {kept} kept and the discard pile's top {gone} back on the deck",
    "u.gold_keep": "{name}: the card kept and the top 3 of the discard pile back on top of the deck",
    "u.gold_none": "{name}: the top 4 cards of the discard pile back on top of the deck",
    "u.tile": "the trading house tile turned up back on top of its stack",
    "u.tile_back": "the bottom trading house tile back face up",
    "u.hand_limit": "{name}: the top {cards} of the discard pile back into your hand",
    "u.chapel": "{name}: the last card under your chapel back into your hand",
    "u.reshuffle": "the deck back as the discard pile ({cards})",
    "u.governor": "the governor card back to {name}",
    "u.lost_good": "{name}: the discard pile's top card back as the good on your {b}",
    # issue 22 item 2: the board's default page and each city
    "board.nothing": "nothing to move",
    "board.open": "open: {roles}",
    "board.prices": "prices: {prices}",
    "board.city": "buildings:",
    "board.goods": "goods:",
    # ---- issue 22 item 10 (branch cli): one of a thing, the singular (phrases.COUNTED) ----
    "a.pay.one": "pay {n} card",
    "e.build_goods.one": "{name} builds {b}, discards {n} + {k} good",
    "board.player.one": "{name}: {b} building, hand {h}, goods {g}",
    # ---- issue 22 item 7 (help): what each decision is, said first in the
    # help (phrases.about), then the highlighted choice in full
    "about.roles": "Pick a role: you act first, with its privilege; then each player in turn.",
    "about.library": "Library (2 players): double this role's privilege now, or keep it for your "
    "second pick.",
    "about.chapel": "Chapel, start of the round: you may tuck 1 hand card under it (1 VP at the end).",
    "about.builder": "Builder phase: build 1 building from your hand, paying its price in cards, or pass.",
    "about.cover": "Crane: build over one of your buildings (its cost comes off the price), or not.",
    "about.goods": "Black market: pay up to 2 cards of the price with your goods.",
    "about.producer": "Producer phase: choose the empty production buildings that get a good.",
    "about.trader": "Trader phase: choose the goods you sell, at the tile's prices.",
    "about.councillor": "Councillor phase: draw cards and keep 1 of them, or pass.",
    "about.gold_mine": "Gold mine: turn up 4 cards; all costs different: keep 1 of them.",
    "about.count": "End of the game: check your counts (hand, goods, chapel), then confirm or correct.",
    "help.choice": "This choice: {choice}.",
    # ---- issue 30: what the table draws and moves, said as it is ----
    "ask.tile": "tile turned up?",
    "dec.tile": "turns up a tile",
    "a.tile": "tile {prices}",
    "about.tile": "Trader: turn up the top trading-house tile and choose it by its prices "
    "(indigo/sugar/tobacco/coffee/silver).",
    "ask.prospector": "prospector: draw?",
    "dec.prospector": "may draw",
    "a.prospect": "draw {n}",
    "about.prospector": "Prospector phase: draw your card, or pass.",
    "e.tile_device": "the device draws the tile: {prices}",
    "e.tile_back_device": "the tile goes back aside",
    "u.tile_device": "the trading house tile back aside",
    "u.tile_back_device": "the trading house tile set aside back in the middle",
    "e.covered_out": "{name}: the covered {c} leaves the game (into the box)",
    "e.covered_discard": "{name}: the covered {c} on the discard pile",
    "u.covered_out": "{name}: your {c} back from the box into your city",
    "u.covered_discard": "{name}: the top card of the discard pile back as your {c}",
}
