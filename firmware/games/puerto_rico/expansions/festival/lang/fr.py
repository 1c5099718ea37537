"""Puerto Rico's expansion 4, the festival: its words in French (classic
edition) (menu lines, events, prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "festival_board": "plateau Festival",
    "a_festival": "{colonist} -> {target}",
    "prompt.festival": "{colonist} : où ?",
    "deciding.festival": "festival",
    "e_festival_goal": "mettre {pieces} {source} sur le {festival_board}",
    "fest_from_stock": "de la {stock}",
    "fest_from_supply": "de la {supply}",
    "fest_from_box": "de la boîte",
    "e_festival_return": "{pieces} du {festival_board} {dest}",
    "fest_to_stock": "dans la {stock}, mélangée",
    "fest_to_supply": "à la {supply}",
    "fest_to_box": "dans la boîte",
    "e_fest_plantation": "{name} atteint l'objectif plantations du {festival} : prendre {count} "
    "de la {supply}",
    "e_fest_plantation_none": "{name} atteint l'objectif plantations du {festival} : plus de {colonists} "
    "dans la {supply}",
    "e_fest_goods": "{name} atteint l'objectif marchandises du {festival} : prendre {money} à la {bank}",
    "e_fest_building": "{name} atteint l'objectif bâtiment du {festival} ({building})",
    "e_festival_colonist": "{name} : {count} sur votre {target} ({festival})",
    "board.fest_plantation": "3 {plantation}s {de_good} : 3 {colonists}",
    "board.fest_goods": "produire {goods} : 3 {doubloons}",
    "board.fest_building": "construire {building} : 3 PV",
    "board.fest_reached": "{goal} : {name}",
    "board.goal_plantation": "{plantation}s",
    "board.goal_goods": "{barrels}",
    "board.goal_building": "{building}",
    "help.festival": "Trois objectifs, chacun au premier qui l'atteint : avoir 3 "
    "{plantations} du type montré (3 {colonists}, placés aussitôt sur votre île ou à "
    "{san_juan}), produire les {barrels} montrés (3 {doubloons}), construire le bâtiment montré "
    "(3 PV). [suggéré] Les {barrels} en une phase d'{craftsman}, privilège compris ; égalité : "
    "le premier dans l'ordre du tour.",
    # after an undo, how to put its pieces back (undo.py)
    "u_festival_colonist": "{name} : {count} de votre {target} reviennent devant vous, à placer ({festival})",
    "u_fest_colonists": "{name} : rendre à la {supply} les {count} de l'objectif du {festival}",
}
