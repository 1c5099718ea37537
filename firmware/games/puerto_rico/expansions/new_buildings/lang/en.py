"""Puerto Rico's expansion 1, the new buildings: its words in English
(classic edition) (menu lines, events, prompts, help pages, board
lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "draft": "building draft",
    "short.draft": "dra",
    "forests": "forests",
    "building_tile": "tile",
    "building_tiles": "tiles",
    "a_draft": "{cost}: {building}",
    "a_forest": "{good} as {forest}",
    "a_drawn_forest": "{good} as {forest}",
    "a_sell_post": "{good} -> {post} +{price}",
    "a_sell_post_nothing": "{good} -> {post}",
    "a_small_wharf": "use the {small_wharf}",
    "a_return": "{good} -> {wharf}",
    "a_ship": "ship {count}",
    "a_guest": "guest -> {target}",
    "a_build_bm": "{building}: {money}+{short} {bm}",
    "a_pay": "pay {item}",
    "a_pay_colonist": "{colonist} {where}",
    # the same when even the short names do not fit: the names cut to fit
    "a_pay_vp": "VP chip",
    "prompt.draft": "pick a building",
    "prompt.black_market_pay": "items to pay",
    "prompt.small_wharf": "{barrels} to return",
    "prompt.drawn_tile": "tile or {forest}?",
    "deciding.small_wharf": "{small_wharf}",
    "deciding.drawn_tile": "tile or {forest}",
    "deciding.draft": "draft, {n} to go",
    "e_draft": "{name} drafts {building}: {count} to a cost {cost} slot",
    "e_tile_forest": "{name}: that {plantation} face down {to_island}, a {forest}",
    "e_forest_colonist": "{what}; 1 {colonist} {source} to your {san_juan}",
    "e_hacienda_choose": "{name}: take the {good} {plantation} the device drew from the {stock}, "
    "{beside_island} until you choose: {plantation} or {forest} ({hacienda})",
    "e_hacienda_choose_drawn": "{name}: the {good} {plantation} you drew waits {beside_island} "
    "until you choose: {plantation} or {forest} ({hacienda})",
    "e_hacienda_kept": "{name}: that {good} {plantation} face up {to_island} ({hacienda})",
    "e_lighthouse": "{name}: take {money} from the {bank} ({lighthouse})",
    "e_specialty_factory": "{name}: take {money} from the {bank} ({specialty_factory})",
    "e_aqueduct": "{name}: take 1 more {good} from the {supply} to your {windrose} ({aqueduct})",
    "e_small_wharf": "{name}: {goods} from your {windrose} to the {supply} ({small_wharf})",
    "e_trading_post": "{name}: 1 {good} to the {supply}, take {money} from the {bank} ({trading_post})",
    "e_trading_post_nothing": "{name}: 1 {good} to the {supply}, for nothing ({trading_post})",
    "e_black_market": "{name} pays with the {black_market}: {items} back to the {supply}",
    "e_bm_colonist": "1 {colonist} from your {where}",
    "e_bm_good": "1 {good}",
    "e_guest": "{name}: move a guest from the {guest_house} to your {target}",
    "e_statue_colonist": "{name}: 1 {colonist} {source} to your {san_juan} (the {statue} holds nobody)",
    "p_bm_vp": "{name}: 1 VP chip back to the {supply} ({black_market})",
    "help.draft": "Before the first round, from the {governor} on, clockwise: each player puts a "
    "{violet} building (base or new) on a free slot of the same cost, 2 {building_tiles} (1 at 2 "
    "players), until the 12 small and 5 large slots are full.",
    "help.aqueduct": "{craftsman}: +1 {indigo} when your {indigo_plant} produces, +1 {sugar} when "
    "your {sugar_mill} does. [suggested] With the small one too, the large one counts when it "
    "is occupied and its kind is produced.",
    "help.forest_house": "{settler}: you may lay the {plantation} you take face down, a {forest} "
    "that holds nobody. {builder}: -1 {doubloon} per 2 forests, this building occupied or not.",
    "help.black_market": "{builder}: when you pay all your {doubloons}, give back up to 1 "
    "{colonist}, 1 {barrel} and 1 VP chip to the {supply}, each for 1 {doubloon} of the price. "
    "The menu shows the building, then asks for the items one by one. Not the {colonist} "
    "of the black market or the quarries; a noble counts, you choose which.",
    "help.storehouse": "{captain}, after loading: keep up to 3 more {barrels}, any kinds, "
    "besides the 1 everyone keeps.",
    "help.guest_house": "{mayor}: up to 2 {colonists} wait here. Later they move to free "
    "circles of your tiles and buildings and work at once; refilled at the next {mayor}. "
    "[suggested] You move them during any of your own decisions.",
    "help.trading_post": "{trader}: instead of the {trading_house}, sell 1 {barrel} of any kind "
    "here, even if the house is full: its price and the privilege, no market bonus.",
    "help.church": "{builder}: each building you build after it gives +1 VP (columns 2 and 3) "
    "or +2 VP (large).",
    "help.small_wharf": "{captain}: once a phase, instead of a ship, send any {barrels} of any "
    "kinds to the {supply}: 1 VP per 2. [suggested] {harbor}, {lighthouse} and privilege count.",
    "help.lighthouse": "{captain}: +1 {doubloon} each time you load; +1 more as the picker, "
    "loading or not. [suggested] A {wharf} loading counts.",
    "help.specialty_factory": "{craftsman}: {doubloons} as the most {barrels} of one kind you "
    "produce (not {corn}), less 1. [suggested] Without the privilege {barrel}.",
    "help.library": "Doubles the privilege of the role you pick: 2 {colonists}, 2 tiles, -2, "
    "2 {barrels}, +2, 2 VP, 2 {doubloons}. [suggested] Not the {doubloons} on the card.",
    "help.union_hall": "{captain}, before you ship: +1 VP per pair of identical {barrels}. "
    "Once a phase, at your first turn. [suggested] Before the {export_office}.",
    "help.statue": "Needs nobody; with a {university} its {colonist} waits in your {san_juan}.",
    "help.cloister": "End of game: sets of 3 identical {island_tiles} (kinds, quarries, "
    "forests): 1, 2, 3, 4 sets give 1, 3, 6, 10 VP.",
    "board.violet": "Buildings ({violet})",
    "board.cost_row": "{cost}: {buildings}",
    "board.free_slots": "{n} free",
    "a_guest_noble": "noble guest -> {target}",
    # after an undo, how to put its pieces back (undo.py)
    "u_draft": "{building} ({count}) out of its cost {cost} slot, back in the box",
    "u_trading_post": "{name}: 1 {good} from the {supply} back to your {windrose}, give back {money} to "
    "the {bank}",
    "u_trading_post_nothing": "{name}: 1 {good} from the {supply} back to your {windrose}",
    "u_black_market": "{name} takes back from the {supply}: {items}",
    "u_bm_colonist": "1 {colonist} onto your {where}",
    "u_bm_good": "1 {good} to your {windrose}",
    "u_guest": "{name}: the guest from your {target} back to the {guest_house}",
}
