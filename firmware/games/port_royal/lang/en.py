"""Port Royal's words in English: names of the cards, what each seat is
asked, its choices, what the table does with the cards after a decision,
the board's pages. Plain data, read by firmware.catalog. Latin-1 only.
Sources: shared/rules/port-royal.md (names table, §2)."""

WORDS = {
    "game_name": "Port Royal",
    # names
    "yellow": "yellow",
    "blue": "blue",
    "green": "green",
    "red": "red",
    "black": "black",
    "trader": "trader",
    "settler": "settler",
    "captain": "captain",
    "priest": "priest",
    "jack": "jack of all trades",
    "sailor": "sailor",
    "pirate": "pirate",
    "mademoiselle": "mademoiselle",
    "jester": "jester",
    "admiral": "admiral",
    "governor": "governor",
    "ship": "ship",
    "character": "character",
    "expedition": "expedition",
    "tax": "tax increase",
    "short.settler": "S",
    "short.captain": "C",
    "short.priest": "P",
    "short.jack": "J",
    # a card in a few words
    "card.ship": "{colour} ship {gold}g {swords}",
    "card.ship_new": "{colour} ship {swords}",
    "a.take_ship_new": "{colour} ship",
    "a.hire": "hire {name}",
    "e.cannot_pay": "{name} cannot pay: {what} stays in the harbour.",
    "a.hire_any": "hire a character",
    "e.may_repel_ask": "{name} may repel it with {have} swords, if they reach the ship's.",
    "e.cannot_repel": "{name}'s {have} swords do not repel it: it stays.",
    "card.swords": "{n}sw",
    "card.skull": "skull",
    "card.character": "{name} {cost}g {vp}VP",
    "card.expedition": "exp. {needs} {gold}g {vp}VP",
    # prompts: what the seat deciding is asked (by decision kind)
    "p.discover": "reveal?",
    "p.ship.colour": "ship's colour?",
    "p.ship.gold": "ship's gold?",
    "p.ship.swords": "ship's swords?",
    "p.character.character": "which character?",
    "p.character.colour": "trader's colour?",
    "p.character.cost": "hire cost?",
    "p.character.vp": "shield (VP)?",
    "p.character.swords": "its swords?",
    "p.expedition.settler": "settlers asked?",
    "p.expedition.captain": "captains asked?",
    "p.expedition.priest": "priests asked?",
    "p.expedition.gold": "gold it gives?",
    "p.expedition.vp": "its VP?",
    "p.tax.tax": "which tax?",
    "p.repel": "repel it?",
    "p.discards": "discard which?",
    "p.trade": "take {n} more",
    "p.trade_fee": "take {n}: 1g each",
    "p.trade_done": "expeditions?",
    # choices
    "a.reveal": "reveal: {kind}",
    "a.stop": "stop: trade & hire",
    "a.fulfil": "fulfil {card}",
    "a.discard": "{cards}: -{n}VP",
    "a.colour": "{colour}",
    "a.colour_twice": "{colour}: 2nd in harbour!",
    "a.number": "{n}",
    "a.gold": "{n} gold",
    "a.swords": "{n} swords",
    "a.skull": "skull (never repelled)",
    "a.vp": "{n} VP",
    "a.cost": "costs {n}",
    "a.symbols": "{n}",
    "a.tax_swords": "most swords +1",
    "a.tax_vp": "fewest VP +1",
    "a.repel": "repel it ({swords} swords)",
    "a.keep": "keep it",
    "a.keep_bust": "keep it: BUST!",
    "a.take_ship": "{colour} ship +{n}g",
    "a.take_character": "{name} -{n}g {vp}VP",
    "a.pass": "take nothing (more)",
    "a.done": "done",
    # what the table does after a decision
    "e.reveal": "{name} reveals a card: say what it is.",
    "e.harbour": "Put the {card} in the harbour.",
    "e.display": "Lay the {card} beside the harbour.",
    "e.may_repel": "{name} can repel it: {have} swords, it needs {need}.",
    "e.may_bust": "Keeping it is a bust (2nd {colour} ship)!",
    "e.repel": "Discard the ship: repelled.",
    "e.bust": "BUST: 2nd {colour} ship. Discard the harbour ({n} cards). {name}'s turn ends.",
    "e.gain": "{name} draws {n} gold ({why}).",
    "e.pay": "{name} discards {n} gold ({why}).",
    "e.give": "{name} gives {n} gold to {to}.",
    "e.tax": "Tax ({kind}): discard the card.",
    "e.tax_swords": "most swords",
    "e.tax_vp": "fewest VP",
    "e.take_count": "Ship colours {colours}: {name} takes {n}.",
    "e.trade": "{name} trades the {colour} ship: discard it.",
    "e.hire": "{name} hires the {what}.",
    "e.fulfil": "{name} fulfils the expedition; discard: {what}.",
    "e.leftovers": "Discard the harbour's {n} cards.",
    "e.reshuffle": "Shuffle the discard pile ({n}) into a new draw pile.",
    "e.short": "No card left to draw: {name} gets {n} less.",
    "e.turn": "{name}'s turn: reveal cards.",
    "e.pass": "{name} takes nothing.",
    "e.end": "{name} has {n} VP: the round is finished, then the game ends.",
    "e.end_cards": "No card left to draw: the round is finished, then the game ends.",
    "e.special": "Lay out the 5-player expedition and enter what it asks for.",
    "e.game_over": "Game over.",
    "why.trade": "trade",
    "why.trader": "trader",
    "why.admiral": "admiral",
    "why.jester": "jester",
    "why.expedition": "expedition",
    "why.tax": "tax",
    "why.hire": "hire",
    # screens
    "deciding": "{name}: {what}",
    "board.harbour": "harbour",
    "board.players": "players",
    "board.to_do": "to do",
    "board.empty": "(empty)",
    "board.piles": "draw {deck} discard {discard}",
    "board.round": "round {n}",
    "board.player": "{gold}g {vp}VP {swords}sw",
    "board.last_round": "last round",
    "seat.counts": "{gold} gold {vp} VP",
    "seat.swords": "swords {n}",
    "seat.exp": "exp. {n}",
    "seat.none": "no characters",
    "seat.menu_undo": "undo last decision",
    "seat.menu_close": "close",
    "total": "VP",
    "tiebreak": "gold",
    "no_exp": "no expedition",
    # help pages: what each card does (the seat menu's help)
    "h.trader": "Trader: +1 gold when you take a ship of its colour (2 traders of each colour).",
    "h.settler": "Settler: a symbol for expeditions, discarded when you fulfil one.",
    "h.captain": "Captain: a symbol for expeditions, discarded when you fulfil one.",
    "h.priest": "Priest: a symbol for expeditions, discarded when you fulfil one.",
    "h.jack": "Jack of all trades: counts as a settler, captain or priest for an expedition.",
    "h.sailor": (
        "Sailor: swords. A revealed ship is repelled when all your swords reach its "
        "swords (skull: never). Swords are not used up."
    ),
    "h.pirate": (
        "Pirate: swords. A revealed ship is repelled when all your swords reach its "
        "swords (skull: never). Swords are not used up."
    ),
    "h.mademoiselle": "Mademoiselle: every hire costs you 1 gold less, never below 0.",
    "h.jester": (
        "Jester: +1 gold when the harbour is empty on your turn to take (not as the "
        "active player), and +1 on every bust."
    ),
    "h.admiral": "Admiral: +2 gold when the harbour holds 5 cards or more on your turn to take.",
    "h.governor": (
        "Governor: take 1 more card in trade & hire (others give 1 gold to the active player for each card)."
    ),
    "h.ship": (
        "Ship: take it for its gold. A 2nd ship of a colour in the harbour, not repelled, "
        "is a bust: the harbour is discarded, the turn ends. 4 colours: take 2 cards, 5: "
        "take 3. Its gold is asked when it is taken, its swords when you repel it."
    ),
    "h.expedition": (
        "Expedition: lies beside the harbour. The active player discards the characters "
        "it asks for, takes it (its VP) and its gold. He chooses which: S1 = a settler "
        "of 1 VP (C captain, P priest, J jack); the first set loses the fewest VP."
    ),
    "h.tax": (
        "Tax increase: 12 gold or more loses half. Then the most swords (or the fewest "
        "VP) gain 1 gold, every tied player."
    ),
    "seat.menu_help": "help on the cards",
    "e.too_dear": "cannot pay: {names}",
    "e.all_out": "all face up: {names}",
    # ---- issue 22 items 7-8 (help): what each decision is, said first in the
    # help (phrases.about), the highlighted choice in full, a long name's
    # abbreviation on a choice line
    "about.discover": "Discover: turn up the top card and say what it is, or stop and trade & hire.",
    "about.repel": "The ship revealed can be repelled: discard it with your swords, or keep it.",
    "about.trade": "Trade & hire: take a harbour card (a ship's gold, a character to hire), or nothing.",
    "about.expeditions": "Expeditions: fulfil one beside the harbour with your characters, or be done.",
    "about.discards": "An expedition fulfilled: choose the characters you discard for it.",
    "about.entry.ship": "Say what the ship card shows: its colour once revealed, its swords to "
    "repel it, its gold once taken.",
    "about.entry.character": "Say what the character card shows: who once revealed, its cost and "
    "VP once hired.",
    "about.entry.expedition": "Say what the expedition revealed asks for, and its gold and VP.",
    "about.entry.tax": "A tax increase revealed: say which tax the card shows.",
    "help.choice": "This choice: {choice}.",
    "abbr.jack": "jack of all tr.",
}
