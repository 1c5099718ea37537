"""Puerto Rico's expansion 3, the smuggler: its words in English (classic
edition) (menu lines, events, prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "short.smuggler": "smu",
    "wanted": "Wanted poster",
    "a_attack": "ship {cap}: keep {n} {good}",
    "a_attack_none": "ship {cap}: keep none",
    "a_plunder": "plunder ({n} {barrels})",
    # ruling A22: an empty trading house or a ship with one colonist a player
    # or fewer may still be chosen; the menu says that it changes nothing
    "a_plunder_none": "plunder (no effect)",
    "a_poach": "poach ({n} off)",
    "a_poach_none": "poach (no effect)",
    "a_role_change": "reserve {role} +{n}",
    "a_role_change_free": "reserve {role}",
    "prompt.smuggler": "smuggle how?",
    "prompt.poach": "place a {colonist}",
    "deciding.smuggler": "{smuggler}",
    "deciding.poach": "poached {colonists}",
    "e_wanted": "{name}: take the {wanted}",
    "e_wanted_from": "{name}: take the {wanted} from {other}",
    "e_attack": "{name}: empty {cargo_ship} {cap}: {kept} {good} to your {windrose}, {rest} to the {supply}",
    "e_attack_kept": "{name}: empty {cargo_ship} {cap}: {kept} {good} to your {windrose}",
    "e_attack_rest": "{name}: empty {cargo_ship} {cap}: {rest} {good} to the {supply}",
    "e_plunder": "{name}: empty the {trading_house}: {goods} back to the {supply}",
    "e_plunder_none": "{name} plunders an empty {trading_house}: nothing to move",
    "e_poach": "{name}: take {count} off the {colonist_ship}, beside it",
    "e_poach_none": "{name} poaches: nobody to take off the {colonist_ship}",
    "e_poached": "{name}: 1 of them onto your {target}",
    "e_poach_supply": "{name}: the {count} left beside the ship back to the {supply}",
    "e_role_change": "{name}: put the {role} card in front of you, take {money} from it",
    "e_role_change_free": "{name}: put the {role} card in front of you",
    "e_bounty": "{name}: take {money} from the {bank} (bounty: {role} picked)",
    "e_reserved_role": "{name} plays the reserved {role} card now",
    "board.wanted": "{wanted}: {name}",
    "board.reserved": "reserved: {role}",
    "help.smuggler": "Only the picker acts, one of: attack (empty a {cargo_ship}, keep up to 3 "
    "of its {barrels}), plunder (empty the {trading_house}: 1 VP a {barrel}), poach (take "
    "{colonists} off the ship down to 1 per player, up to 3 onto your free circles), role "
    "change (take an unpicked card and its {doubloons}: 3 {doubloons} when another picks it). "
    "He takes the Wanted poster: not his again until another picks it. [suggested] Nobody "
    "picks the reserved card: he plays it after the picks. Poached ones not kept: {supply}.",
    # after an undo, how to put its pieces back (undo.py)
    "u_wanted": "{name}: put the {wanted} back where it was",
    "u_wanted_to": "{name}: the {wanted} back to {other}",
    "u_attack": "{name}: {kept} {good} from your {windrose} and {rest} from the {supply} back onto "
    "{cargo_ship} {cap}",
    "u_attack_kept": "{name}: {kept} {good} from your {windrose} back onto {cargo_ship} {cap}",
    "u_attack_rest": "{name}: {rest} {good} from the {supply} back onto {cargo_ship} {cap}",
    "u_poach": "{name}: the {count} beside the {colonist_ship} back onto it",
    "u_poached": "{name}: that {colonist} from your {target} back beside the {colonist_ship}",
    "u_poach_supply": "{count} from the {supply} back beside the {colonist_ship}",
    "u_role_change": "{name}: the {role} card back among the roles, with its {money}",
    "u_role_change_free": "{name}: the {role} card back among the roles",
    "u_reserved_role": "{name}: the {role} card back face down in reserve",
}
