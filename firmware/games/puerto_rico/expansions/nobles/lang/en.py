"""Puerto Rico's expansion 2, the nobles: its words in English (classic
edition) (menu lines, events, prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "help.land_registry": "{trader}: a {colonist} here buys the top hidden {plantation} for 1 "
    "{doubloon}; a noble here discards one of yours for 1 {doubloon}. Its worker goes to "
    "{san_juan}: '-nob' the noble, else a {colonist}.",
    "help.chapel": "{craftsman}: +1 {doubloon} with a {colonist} here, +1 VP with a noble.",
    "help.land_office": "End of the {settler} phase: a {colonist} here may discard a "
    "{plantation} or a forest ('-nob': its noble to {san_juan}); a noble gives 2 VP for the "
    "most free island spaces, ties nothing. Owners in turn from the {settler}. "
    "[suggested] All tiles count.",
    "help.architects_office": "{builder}: -1 {doubloon} on small buildings with a {colonist} "
    "here, -2 on large ones with a noble.",
    "help.export_office": "{captain}, before shipping: give back 1 {barrel} per noble you own, "
    "kinds all different, 1 VP each. [suggested] No {doubloons} for them.",
    "help.villa": "{mayor}: you may take 1 noble from the {supply} (none left: a {colonist}). "
    "[suggested] In the first go-around of every {mayor} phase.",
    "help.tailor_shop": "{craftsman}: +1 {doubloon} per noble you own. Counts as a large "
    "production building.",
    "help.central_plaza": "End of game: +1 VP per noble you own, wherever it is.",
    "noble": "noble",
    "short.noble": "nob",
    "a_fill": "{colonist}s on the rest",
    "a_place_noble": "noble on {target}",
    "a_ship_noble": "take the {noble}",
    "a_ship_colonist": "a {colonist}",
    "a_villa_noble": "take a {noble}",
    "a_villa_colonist": "take a {colonist}",
    "a_villa_decline": "take nobody",
    "a_export": "export 1 {good}",
    "a_discard": "discard {tile}",
    "a_lr_discard": "discard {tile} +1",
    "a_discard_noble": "discard {tile} -nob",
    "a_lr_discard_noble": "discard {tile} -nob +1",
    "a_lr_buy": "buy a tile -1",
    "a_lr_forest": "buy a {forest} -1",
    "prompt.ship_noble": "the ship's {noble}?",
    "prompt.villa": "{villa}: take?",
    "prompt.land_office": "discard a tile?",
    "deciding.ship_noble": "{noble} or not",
    "deciding.villa": "{villa}",
    "deciding.land_office": "{land_office}",
    "e_noble_ship": "put {count} from the {supply} on the {colonist_ship}",
    "e_fill_noble": "{name}: a {noble} from your {san_juan} on every empty circle",
    "e_noble": "{name}: take the {noble} from the {colonist_ship} to your {san_juan}",
    "e_villa": "{name}: take 1 {who} from the {supply} to your {san_juan} ({villa})",
    "e_nobles_placed": "{name}: your {nobles} (red discs) on: {places}",
    "e_chapel": "{name}: take {money} from the {bank} ({chapel})",
    "e_tailor_shop": "{name}: take {money} from the {bank} ({tailor_shop})",
    "e_lr_buy": "{name}: pay {money} to the {bank}, take the top tile of the {stock}, "
    "the {tile}, {to_island} ({land_registry})",
    "e_lr_forest": "{name}: pay {money} to the {bank}, the top tile of the {stock} face down "
    "{to_island}, a {forest} ({land_registry})",
    "e_draw_land_registry": "{name}: take the top {plantation} of one of the {stacks}, without "
    "choosing it ({land_registry})",
    "e_lr_buy_drawn": "{name}: pay {money} to the {bank}, the {tile} you took {to_island} ({land_registry})",
    "e_lr_forest_drawn": "{name}: pay {money} to the {bank}, the tile you took face down {to_island}, "
    "a {forest} ({land_registry})",
    "e_lr_discard": "{name}: your {tile} to the {discard_pile}, take {money} from the {bank} "
    "({land_registry})",
    "e_land_office": "{name}: your {tile} to the {discard_pile} ({land_office})",
    "e_export_office": "{name}: {goods} from your {windrose} to the {supply} ({export_office})",
    "e_to_san_juan": "{name}: the {who} of that {tile} to your {san_juan}",
    # expansions 2-4 on the seats and the board (screens/seat.py, pages.py)
    "seat.nobles": "{nobles}: {places}",
    "seat.island_nobles": "{island}: {tiles} ({worked} of {total} with a {colonist}, {nobles} with "
    "a {noble})",
    "board.nobles": "{nobles}: {n} in the supply, {ship} on the {colonist_ship}",
    "help.noble": "Nobles (red discs) work like {colonists} and give 1 VP each at the end. "
    "They come by the {colonist_ship} (you may take its noble) and the {villa}. [suggested] "
    "The privilege, {hospice} and {university} give ordinary {colonists}; no nobles left "
    "ends nothing. When every circle will be filled, you name where your nobles go and "
    '"{colonist}s on the rest" fills the other circles.',
    # after an undo, how to put its pieces back (undo.py)
    "u_noble": "{name}: the {noble} from your {san_juan} back onto the {colonist_ship}",
    "u_nobles_placed": "{name}: your {nobles} back where they stood before",
    "u_lr_discard": "{name}: the {tile} from the {discard_pile} back to your {island}, "
    "give back {money} to the {bank}",
    "u_lr_buy": "{name}: the {tile} from your {island} back on top of the {stock}, take back {money} from "
    "the {bank}",
    "u_lr_buy_drawn": "{name}: the {tile} from your {island} back on top of its stack, take back {money} "
    "from the {bank}",
    "u_land_office": "{name}: the {tile} from the {discard_pile} back to your {island}",
    "u_to_san_juan": "{name}: the {who} from your {san_juan} back onto that {tile}",
}
