"""Puerto Rico's expansion 3, the smuggler: its words in French (classic
edition) (menu lines, events, prompts, help pages, board lines).

Plain data, read by firmware.catalog after the game's own words
(``firmware/games/puerto_rico/lang/``); Latin-1 only.
"""

WORDS = {
    "short.smuggler": "con",
    "wanted": "avis de recherche",
    "a_attack": "navire {cap} : garder {n} {good}",
    "a_attack_none": "navire {cap} : rien garder",
    "a_plunder": "piller ({n} {barrels})",
    "a_plunder_none": "piller (sans effet)",
    "a_poach": "débaucher ({n})",
    "a_poach_none": "débaucher (sans effet)",
    "a_role_change": "réserver {role} +{n}",
    "a_role_change_free": "réserver {role}",
    "prompt.smuggler": "quelle action ?",
    "prompt.poach": "placer un {colonist}",
    "deciding.smuggler": "{smuggler}",
    "deciding.poach": "débauchés",
    "e_wanted": "{name} : prendre l'{wanted}",
    "e_wanted_from": "{name} : prendre l'{wanted} de {other}",
    "e_attack": "{name} : vider le {cargo_ship} {cap} : {kept} {good} sur votre {windrose}, "
    "{rest} à la {supply}",
    "e_attack_kept": "{name} : vider le {cargo_ship} {cap} : {kept} {good} sur votre {windrose}",
    "e_attack_rest": "{name} : vider le {cargo_ship} {cap} : {rest} {good} à la {supply}",
    "e_plunder": "{name} : vider le {trading_house} : {goods} à la {supply}",
    "e_plunder_none": "{name} pille un {trading_house} vide : rien à déplacer",
    "e_poach": "{name} : retirer {count} du {colonist_ship}, à côté de lui",
    "e_poach_none": "{name} débauche : personne à retirer du {colonist_ship}",
    "e_poached": "{name} : l'un d'eux sur votre {target}",
    "e_poach_supply": "{name} : les {count} restés à côté du navire à la {supply}",
    "e_role_change": "{name} : poser la carte {role} devant vous, prendre ses {money}",
    "e_role_change_free": "{name} : poser la carte {role} devant vous",
    "e_bounty": "{name} : prendre {money} à la {bank} (prime : {role} choisi)",
    "e_reserved_role": "{name} joue maintenant la carte réservée {role}",
    "board.wanted": "{wanted} : {name}",
    "board.reserved": "réservé : {role}",
    "help.smuggler": "Seul celui qui le choisit agit, au choix : attaque (vider un "
    "{cargo_ship}, garder jusqu'à 3 de ses {barrels}), pillage (vider le {trading_house} : 1 PV "
    "par {barrel}), débauche (retirer des {colonists} du navire jusqu'à 1 par joueur, jusqu'à 3 "
    "sur vos cercles libres), changement de rôle (prendre une carte non choisie et ses "
    "{doubloons} : 3 {doubloons} si un autre la choisit). Il prend l'avis de recherche : il "
    "ne le reprend qu'après qu'un autre l'a pris. [suggéré] Carte réservée que personne ne "
    "choisit : il la joue après les choix. Débauchés non gardés : {supply}.",
    # after an undo, how to put its pieces back (undo.py)
    "u_wanted": "{name} : l'{wanted} revient où il était",
    "u_wanted_to": "{name} : l'{wanted} revient à {other}",
    "u_attack": "{name} : {kept} {good} de votre {windrose} et {rest} de la {supply} reviennent sur le "
    "{cargo_ship} {cap}",
    "u_attack_kept": "{name} : remettre {kept} {good} de votre {windrose} sur le {cargo_ship} {cap}",
    "u_attack_rest": "{name} : remettre {rest} {good} de la {supply} sur le {cargo_ship} {cap}",
    "u_poach": "{name} : les {count} à côté du {colonist_ship} reviennent dessus",
    "u_poached": "{name} : ce {colonist} de votre {target} revient à côté du {colonist_ship}",
    "u_poach_supply": "{count} de la {supply} reviennent à côté du {colonist_ship}",
    "u_role_change": "{name} : la carte {role} revient parmi les rôles, avec {money}",
    "u_role_change_free": "{name} : la carte {role} revient parmi les rôles",
    "u_reserved_role": "{name} : la carte {role} revient face cachée en réserve",
}
