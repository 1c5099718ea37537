"""Puerto Rico's expansion 2, the nobles: its words in French (classic
edition) (menu lines, events, prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "help.land_registry": "{trader} : un {colonist} ici achète la {plantation} cachée du dessus "
    "pour 1 {doubloon} ; un noble ici défausse une des vôtres pour 1 {doubloon}. Son occupant "
    "va sur {san_juan} : '-nob' le noble, sinon un {colonist}.",
    "help.chapel": "{craftsman} : +1 {doubloon} avec un {colonist} ici, +1 PV avec un noble.",
    "help.land_office": "Fin de la phase du {settler} : un {colonist} ici peut défausser une "
    "{plantation} ou une forêt ('-nob' : son noble sur {san_juan}) ; un noble donne 2 PV pour "
    "le plus de cases libres, égalité rien. Propriétaires dans l'ordre depuis le {settler}. "
    "[suggéré] Toutes les tuiles comptent.",
    "help.architects_office": "{builder} : -1 {doubloon} sur les petits bâtiments avec un "
    "{colonist} ici, -2 sur les grands avec un noble.",
    "help.export_office": "{captain}, avant d'expédier : rendez 1 {barrel} par noble que vous "
    "avez, types tous différents, 1 PV chacun. [suggéré] Pas de {doubloons} pour eux.",
    "help.villa": "{mayor} : vous pouvez prendre 1 noble de la {supply} (sinon un {colonist}). "
    "[suggéré] Au premier tour de chaque phase du {mayor}.",
    "help.tailor_shop": "{craftsman} : +1 {doubloon} par noble que vous avez. Compte comme un "
    "grand bâtiment de production.",
    "help.central_plaza": "Fin de partie : +1 PV par noble que vous avez, où qu'il soit.",
    "noble": "noble",
    "short.noble": "nob",
    "a_fill": "{colonist}s sur le reste",
    "a_place_noble": "noble sur {target}",
    "a_ship_noble": "prendre le {noble}",
    "a_ship_colonist": "un {colonist}",
    "a_villa_noble": "prendre un {noble}",
    "a_villa_colonist": "prendre un {colonist}",
    "a_villa_decline": "ne prendre personne",
    "a_export": "exporter 1 {good}",
    "a_discard": "défausser {tile}",
    "a_lr_discard": "défausser {tile} +1",
    "a_discard_noble": "défausser {tile} -nob",
    "a_lr_discard_noble": "défausser {tile} -nob +1",
    "a_lr_buy": "acheter une tuile -1",
    "a_lr_forest": "acheter une {forest} -1",
    "prompt.ship_noble": "{noble} du navire ?",
    "prompt.villa": "{villa} : prendre ?",
    "prompt.land_office": "défausser ?",
    "deciding.ship_noble": "{noble} ou non",
    "deciding.villa": "{villa}",
    "deciding.land_office": "{land_office}",
    "e_noble_ship": "mettre {count} de la {supply} sur le {colonist_ship}",
    "e_fill_noble": "{name} : un {noble} de votre {san_juan} sur chaque cercle vide",
    "e_noble": "{name} : prendre le {noble} du {colonist_ship} sur votre {san_juan}",
    "e_villa": "{name} : prendre 1 {who} de la {supply} sur votre {san_juan} ({villa})",
    "e_nobles_placed": "{name} : vos {nobles} (disques rouges) sur : {places}",
    "e_chapel": "{name} : prendre {money} à la {bank} ({chapel})",
    "e_tailor_shop": "{name} : prendre {money} à la {bank} ({tailor_shop})",
    "e_lr_buy": "{name} : payer {money} à la {bank}, prendre la tuile du dessus de la {stock}, "
    "la {tile}, {to_island} ({land_registry})",
    "e_lr_forest": "{name} : payer {money} à la {bank}, la tuile du dessus de la {stock} face "
    "cachée {to_island}, une {forest} ({land_registry})",
    "e_draw_land_registry": "{name} : prendre la {plantation} du dessus d'une des {stacks}, sans "
    "la choisir ({land_registry})",
    "e_lr_buy_drawn": "{name} : payer {money} à la {bank}, la {tile} prise {to_island} ({land_registry})",
    "e_lr_forest_drawn": "{name} : payer {money} à la {bank}, la tuile prise face cachée {to_island}, "
    "une {forest} ({land_registry})",
    "e_lr_discard": "{name} : votre {tile} à la {discard_pile}, prendre {money} à la {bank} "
    "({land_registry})",
    "e_land_office": "{name} : votre {tile} à la {discard_pile} ({land_office})",
    "e_export_office": "{name} : {goods} de votre {windrose} à la {supply} ({export_office})",
    "e_to_san_juan": "{name} : le {who} de cette {tile} sur votre {san_juan}",
    # extensions 2-4 sur les joueurs et le plateau (screens/seat.py, pages.py)
    "seat.nobles": "{nobles} : {places}",
    "seat.island_nobles": "{island} : {tiles} ({worked} sur {total} avec un {colonist}, {nobles} avec un "
    "{noble})",
    "board.nobles": "{nobles} : {n} en réserve, {ship} sur le {colonist_ship}",
    "help.noble": "Les nobles (disques rouges) travaillent comme des {colonists} et valent 1 "
    "PV chacun à la fin. Ils viennent du {colonist_ship} (vous pouvez prendre son noble) et de "
    "la {villa}. [suggéré] Privilège, {hospice} et {university} donnent des {colonists} "
    "ordinaires ; plus de nobles ne termine rien. Quand tous les cercles seront occupés, "
    "vous placez vos nobles et « {colonist}s sur le reste » remplit les autres.",
    # after an undo, how to put its pieces back (undo.py)
    "u_noble": "{name} : le {noble} de votre {san_juan} revient sur le {colonist_ship}",
    "u_nobles_placed": "{name} : vos {nobles} reviennent où ils étaient",
    "u_lr_discard": "{name} : la {tile} de la {discard_pile} revient sur votre {island}, "
    "rendre {money} à la {bank}",
    "u_lr_buy": "{name} : la {tile} de votre {island} revient sur la {stock}, reprendre {money} à la {bank}",
    "u_lr_buy_drawn": "{name} : la {tile} de votre {island} revient sur sa pile, reprendre {money} à la "
    "{bank}",
    "u_land_office": "{name} : la {tile} de la {discard_pile} revient sur votre {island}",
    "u_to_san_juan": "{name} : le {who} de votre {san_juan} revient sur cette {tile}",
}
