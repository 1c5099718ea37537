"""Puerto Rico's words in French (classic edition): names, short names,
help pages, menu lines of actions, what to do after an action, prompts,
and the words of the counter and scoring modes.

Plain data, read by firmware.catalog; the 1897 edition's overlay
(``fr_1897.py``) holds only what it renames. Latin-1 only (the screens'
bitmap font).

Sources: the French rulebooks (seed 000 = classic, 003 = 1897). The
expansion buildings exist only in the 1897 box: classic French shows
their 1897 French names (no other French source), in lower case like the
rest of the classic names.
"""

WORDS = {
    # names: roles, goods, island tiles, buildings, the things on the table.
    # Any name may be a {field} of every text of the game.
    "settler": "planteur",
    "mayor": "intendant",
    "builder": "maçon",
    "craftsman": "artisan",
    "trader": "marchand",
    "captain": "capitaine",
    "prospector": "chercheur d'or",
    "corn": "maïs",
    "indigo": "indigo",
    "sugar": "sucre",
    "tobacco": "tabac",
    "coffee": "café",
    "quarry": "carrière",
    "forest": "forêt",
    "small_indigo_plant": "petite teinturerie",
    "small_sugar_mill": "petite raffinerie de sucre",
    "indigo_plant": "teinturerie",
    "sugar_mill": "raffinerie de sucre",
    "tobacco_storage": "séchoir à tabac",
    "coffee_roaster": "brûlerie de café",
    "small_market": "petit marché",
    "hacienda": "hacienda",
    "construction_hut": "baraque de chantier",
    "small_warehouse": "petit entrepôt",
    "hospice": "hospice",
    "office": "comptoir",
    "large_market": "grand marché",
    "large_warehouse": "grand entrepôt",
    "factory": "manufacture",
    "university": "université",
    "harbor": "port",
    "wharf": "quai",
    "guild_hall": "guilde",
    "residence": "résidence",
    "fortress": "forteresse",
    "customs_house": "douane",
    "city_hall": "hôtel de ville",
    "aqueduct": "canal",
    "forest_house": "scierie",
    "black_market": "marché noir",
    "storehouse": "hangar",
    "guest_house": "bohio",
    "trading_post": "commerce",
    "church": "église",
    "small_wharf": "petit chantier naval",
    "lighthouse": "phare",
    "specialty_factory": "atelier",
    "library": "maison d'édition",
    "union_hall": "syndicat",
    "statue": "statue",
    "cloister": "cathédrale",
    "land_registry": "cadastre",
    "chapel": "chapelle",
    "land_office": "bureau des terres",
    "architects_office": "cabinet d'architecte",
    "export_office": "office des exportations",
    "villa": "villa",
    "tailor_shop": "atelier de couture",
    "central_plaza": "place centrale",
    "doubloon": "doublon",
    "doubloons": "doublons",
    "colonist": "colon",
    "colonists": "colons",
    "vp": "PV",
    "vp_chips": "jetons PV",
    "governor": "gouverneur",
    "trading_house": "magasin",
    "colonist_ship": "navire de colons",
    "cargo_ship": "navire marchand",
    "cargo_ships": "navires marchands",
    "san_juan": "San Juan",
    "quarries": "carrières",
    "plantation": "plantation",
    "plantations": "plantations",
    "barrel": "tonneau",
    "barrels": "tonneaux",
    "island": "île",
    "island_tiles": "tuiles sur l'île",
    "city": "cité",
    "supply": "réserve",
    "bank": "banque",
    "role": "rôle",
    "roles": "rôles",
    "violet": "mauve",

    # short names: at most 3 characters for goods, island tiles, roles and
    # table words (board cells), at most 10 for buildings (city lists)
    "short.settler": "pla",
    "short.mayor": "int",
    "short.builder": "maç",
    "short.craftsman": "art",
    "short.trader": "mar",
    "short.captain": "cap",
    "short.prospector": "che",
    "short.corn": "maï",
    "short.indigo": "ind",
    "short.sugar": "suc",
    "short.tobacco": "tab",
    "short.coffee": "caf",
    "short.quarry": "car",
    "short.forest": "for",
    "short.small_indigo_plant": "pte teint",
    "short.small_sugar_mill": "pte raffin",
    "short.indigo_plant": "teinturer.",
    "short.sugar_mill": "raffinerie",
    "short.tobacco_storage": "séchoir",
    "short.coffee_roaster": "brûlerie",
    "short.small_market": "pt marché",
    "short.hacienda": "hacienda",
    "short.construction_hut": "baraque",
    "short.small_warehouse": "pt entrep.",
    "short.hospice": "hospice",
    "short.office": "comptoir",
    "short.large_market": "gd marché",
    "short.large_warehouse": "gd entrep.",
    "short.factory": "manufact.",
    "short.university": "université",
    "short.harbor": "port",
    "short.wharf": "quai",
    "short.guild_hall": "guilde",
    "short.residence": "résidence",
    "short.fortress": "forteresse",
    "short.customs_house": "douane",
    "short.city_hall": "hôt. ville",
    "short.aqueduct": "canal",
    "short.forest_house": "scierie",
    "short.black_market": "m. noir",
    "short.storehouse": "hangar",
    "short.guest_house": "bohio",
    "short.trading_post": "commerce",
    "short.church": "église",
    "short.small_wharf": "pt chant.",
    "short.lighthouse": "phare",
    "short.specialty_factory": "atelier",
    "short.library": "édition",
    "short.union_hall": "syndicat",
    "short.statue": "statue",
    "short.cloister": "cathédrale",
    "short.land_registry": "cadastre",
    "short.chapel": "chapelle",
    "short.land_office": "bur terres",
    "short.architects_office": "architecte",
    "short.export_office": "export.",
    "short.villa": "villa",
    "short.tailor_shop": "couture",
    "short.central_plaza": "place",
    "short.doubloon": "$",
    "short.doubloons": "$",
    "short.colonist": "col",
    "short.colonists": "col",
    "short.vp": "PV",
    "short.vp_chips": "PV",
    "short.governor": "gou",
    "short.trading_house": "mag",
    "short.colonist_ship": "nav",
    "short.cargo_ship": "nvm",
    "short.cargo_ships": "nvm",
    "short.san_juan": "SJ",
    "short.quarries": "car",
    "short.plantation": "pl",

    # help pages: what a role, building, good or the quarry does; then, for
    # a building, its facts
    "help.settler": "Chacun, en commençant par le {settler}, peut prendre 1 "
                    "{plantation} visible. Privilège : le {settler} peut prendre "
                    "une {quarry} à la place. Puis de nouvelles {plantations} sont "
                    "retournées.",
    "help.mayor": "Privilège : celui qui prend le rôle peut prendre 1 {colonist} "
                  "de plus dans la réserve, ou le refuser. Les {colonists} du "
                  "{colonist_ship} sont distribués à tour de rôle. Chacun place "
                  "ses {colonists}. Puis le {colonist_ship} est rempli.",
    "help.builder": "Chacun, en commençant par le {builder}, peut construire 1 "
                    "bâtiment. Privilège : 1 {doubloon} de moins. Chaque {quarry} "
                    "occupée : 1 de moins (selon la colonne).",
    "help.craftsman": "Chacun prend 1 {barrel} par {plantation} occupée avec un "
                      "{colonist} dans un bâtiment industriel du même produit ({corn}"
                      " : sans bâtiment). Privilège : 1 {barrel} de plus d'un type "
                      "produit.",
    "help.trader": "Chacun, en commençant par le {trader}, peut vendre 1 {barrel} "
                   "au {trading_house}, d'un type absent. Prix : {corn} 0, "
                   "{indigo} 1, {sugar} 2, {tobacco} 3, {coffee} 4. Privilège : +1"
                   " {doubloon}.",
    "help.captain": "Chacun son tour, en commençant par le {captain}, doit charger "
                    "1 type sur un navire, autant que possible. 1 {vp} par "
                    "{barrel}, privilège +1 {vp}. À la fin, chacun garde 1 {barrel}"
                    " (entrepôts : plus).",
    "help.prospector": "Privilège : celui qui prend le rôle reçoit 1 {doubloon} de la "
                       "{bank}. Les autres ne font rien.",
    "help.roles": "Rôles : {settler}, {mayor}, {builder}, {craftsman}, {trader}, "
                  "{captain}, {prospector} (sauf à 3 joueurs). À chaque tour, le "
                  "{governor} choisit un rôle en premier, puis chacun son tour "
                  "dans le sens horaire (à 2 : 3 rôles chacun) ; un rôle pris "
                  "ne revient qu'au tour suivant. Après chaque choix, tous "
                  "jouent la phase de ce rôle, en commençant par celui qui l'a "
                  "pris ; lui seul a le privilège et les {doubloons} posés sur "
                  "la carte. En fin de tour, 1 {doubloon} est posé sur chaque "
                  "rôle non choisi, et la carte {governor} passe au joueur de "
                  "gauche.",
    "help.small_indigo_plant": "{craftsman} : 1 {indigo} par {colonist} ici, avec une "
                               "{plantation} d'{indigo} occupée.",
    "help.small_sugar_mill": "{craftsman} : 1 {sugar} par {colonist} ici, avec une "
                             "{plantation} de {sugar} occupée.",
    "help.indigo_plant": "{craftsman} : 1 {indigo} par {colonist} ici (3 au plus), avec "
                         "une {plantation} d'{indigo} occupée pour chacun.",
    "help.sugar_mill": "{craftsman} : 1 {sugar} par {colonist} ici (3 au plus), avec "
                       "une {plantation} de {sugar} occupée pour chacun.",
    "help.tobacco_storage": "{craftsman} : 1 {tobacco} par {colonist} ici (3 au plus), avec"
                            " une {plantation} de {tobacco} occupée pour chacun.",
    "help.coffee_roaster": "{craftsman} : 1 {coffee} par {colonist} ici (2 au plus), avec "
                           "une {plantation} de {coffee} occupée pour chacun.",
    "help.small_market": "{trader} : +1 {doubloon} à chaque vente.",
    "help.hacienda": "{settler} : avant de choisir, vous pouvez prendre 1 "
                     "{plantation} de plus, face cachée.",
    "help.construction_hut": "{settler} : vous pouvez prendre une {quarry} au lieu d'une "
                             "{plantation}.",
    "help.small_warehouse": "{captain}, après le chargement : gardez tous vos {barrels} "
                            "d'un type, en plus du {barrel} habituel.",
    "help.hospice": "{settler} : mettez 1 {colonist} de la {supply} sur la tuile "
                    "que vous prenez.",
    "help.office": "{trader} : vous pouvez vendre un type déjà présent dans le "
                   "{trading_house}.",
    "help.large_market": "{trader} : +2 {doubloons} à chaque vente.",
    "help.large_warehouse": "{captain}, après le chargement : gardez tous vos {barrels} de "
                            "2 types, en plus du {barrel} habituel.",
    "help.factory": "{craftsman} : des {doubloons} selon les types produits : 2 "
                    "types 1, 3 types 2, 4 types 3, 5 types 5.",
    "help.university": "{builder} : mettez 1 {colonist} de la {supply} sur le bâtiment"
                       " que vous construisez.",
    "help.harbor": "{captain} : +1 {vp} à chaque chargement.",
    "help.wharf": "{captain} : une fois par phase, au lieu d'un navire, renvoyez "
                  "tous vos {barrels} d'un type à la {supply} : 1 {vp} chacun.",
    "help.guild_hall": "Fin de partie : +1 {vp} par petit, +2 {vp} par grand bâtiment "
                       "industriel.",
    "help.residence": "Fin de partie : +4 {vp} jusqu'à 9 {island_tiles}, 5 pour 10, 6"
                      " pour 11, 7 pour 12.",
    "help.fortress": "Fin de partie : +1 {vp} par 3 {colonists} que vous avez.",
    "help.customs_house": "Fin de partie : +1 {vp} par 4 {vp} gagnés en jetons.",
    "help.city_hall": "Fin de partie : +1 {vp} par bâtiment {violet} que vous avez, "
                      "celui-ci compris.",
    "help.quarry": "{builder} : chaque {quarry} occupée baisse le prix d'un "
                   "bâtiment d'un {doubloon} (selon sa colonne).",
    "help.corn": "Se vend 0. Chaque {plantation} de {corn} occupée donne 1 "
                 "{barrel}, sans bâtiment.",
    "help.indigo": "Se vend 1. Il faut des {plantations} d'{indigo} occupées et un"
                   " bâtiment industriel.",
    "help.sugar": "Se vend 2. Il faut des {plantations} de {sugar} occupées et un"
                  " bâtiment industriel.",
    "help.tobacco": "Se vend 3. Il faut des {plantations} de {tobacco} occupées et "
                    "un bâtiment industriel.",
    "help.coffee": "Se vend 4. Il faut des {plantations} de {coffee} occupées et "
                   "un bâtiment industriel.",
    "help.facts": "Coût {cost}, {vp} {vp_word}, place pour {people} {who}.",

    # menu lines of actions (at most 20 characters when the names allow)
    "a_role": "{role}",
    "a_role_money": "{role} +{n}",
    "a_pass": "passer",
    "a_with_colonist": "{what} +{colonist}",
    "a_hacienda": "{hacienda} : piocher 1",
    "a_build": "{building} {price}",
    "a_keep_all": "remettre comme avant",
    "a_privilege": "prendre +1 {colonist}",
    "a_decline": "refuser le {colonist}",
    "a_place": "sur {target}",
    "a_bonus": "+1 {good}",
    "a_sell": "vendre {good} +{price}",
    "a_load": "{good} -> navire {cap}",
    "a_wharf": "{good} -> {wharf_short}",
    "a_store": "stocker {good}",
    "a_keep_one": "garder 1 {good}",
    "a_drawn": "tiré : {good}",

    # what to do with the pieces after an action (events), why the game ends
    "e_role": "{name} choisit {role}",
    "e_role_money": "{name} choisit {role} : prendre {money} sur la carte",
    "e_colonists": "{name} : prendre {count}",
    "e_privilege": "{name} : prendre 1 {colonist} de la réserve",
    "e_decline": "{name} refuse le {colonist} en plus",
    "e_colonist_ship": "mettre {count} sur le navire",
    "e_tile": "{name} : prendre une {plantation} {de_good}",
    "e_tile_quarry": "{name} : prendre une {quarry}",
    "e_tile_colonist": "{what} avec un {colonist}",
    "e_hacienda_tile": "{name} : prendre une {plantation} {de_good} face cachée "
                       "({hacienda})",
    "e_faceup": "nouvelles {plantations} : {tiles}",
    "e_faceup_none": "plus de {plantations}",
    "e_build": "{name} : construire {building}, payer {money}",
    "e_build_colonist": "{what}, 1 {colonist} dessus",
    "e_produce": "{name} : prendre {goods}",
    "e_doubloons": "{name} : prendre {money}",
    "e_sell": "{name} : vendre 1 {good}, prendre {money}",
    "e_trading_house_emptied": "vider le {trading_house}",
    "e_load": "{name} : charger {n} {good} sur le navire {cap}",
    "e_wharf": "{name} : {wharf}, rendre {n} {good} à la {supply}",
    "e_spoil": "{name} : rendre {goods} à la {supply}",
    "e_store": "{name} : garder tous les {barrels} {de_good} (entrepôt)",
    "e_unload": "vider le navire {cap} ({n} {good})",
    "e_round_end": "fin du tour {n} : 1 {doubloon} sur chaque rôle restant",
    "e_end_trigger": "la partie finit après ce tour ({why})",
    "e_game_over": "fin de la partie",
    "why_colonists": "plus assez de {colonists}",
    "why_city": "une {city} est pleine",
    "why_vp_chips": "plus de {vp_chips}",

    # the pending decision: the question (at most 17 characters, "12/12"
    # fits beside it) and who decides what ("Bernie: build")
    "prompt.roles": "choisir un rôle",
    "prompt.settler": "prendre une tuile",
    "prompt.mayor": "placer un {colonist}",
    "prompt.builder": "construire",
    "prompt.craftsman": "{barrel} en plus",
    "prompt.trader": "vendre un {barrel}",
    "prompt.captain": "charger un navire",
    "prompt.storage": "{barrels} à garder",
    "prompt.draw": "tuile tirée ?",
    "deciding": "{name} : {what}",
    "deciding.roles": "rôle",
    "deciding.settler": "{plantation}",
    "deciding.mayor": "{colonists}",
    "deciding.builder": "construire",
    "deciding.craftsman": "bonus",
    "deciding.trader": "vendre",
    "deciding.captain": "charger",
    "deciding.storage": "garder",
    "deciding.draw": "tuile tirée",
    "list_sep": ", ",

    # the game's screens
    "round": "Tour {n}",
    "doubloons_short": "$",
    "vp_secret": "PV : {vp} (secret)",
    "written": "+{n} notés",
    "chips": "jetons",
    "buildings": "bâtiments",
    "tiebreak": "départage",

    # the counter and scoring modes
    "mode.counter": "compteur",
    "mode.doubloons": "doublons",
    "mode.vp_chips": "jetons PV",
    "mode.vp_hidden": "PV : maintenir <",
    "mode.circles": "cercles vides",
    "mode.refilled": "navire rempli",
    "mode.counter_hint": "< -1  > +1  o suite",
    "mode.vp_left": "PV restants",
    "mode.refill": "remplir max({n},{c})",
    "mode.colonists_left": "colons restants",
    "mode.city_note": "12 cases ville : fin",
    "mode.end_vp": "fin : plus de PV",
    "mode.end_colonists": "fin : plus de colons",
    "mode.no_end": "pas de fin en vue",
    "mode.scoring": "décompte",
    "mode.goods": "tonneaux",
    "mode.island": "tuiles d'île",
    "mode.island_colonists": "colons sur l'île",
    "mode.san_juan_colonists": "San Juan",
    "mode.buildings": "bâtiments",
    "mode.done": "terminé",
    "mode.field_hint": "< -1  > +1  o suite",
    "mode.done_hint": "o : feuille finie",
    "mode.build_hint": "<> choisir  o +1",
    "mode.next_field": "o : champ suivant",
    "mode.waiting": "attente des autres",
    "mode.done_n": "{k}/{n} prêts",
    "mode.reopen": "maintenir o : rouvrir",
    "mode.city_full": "ville pleine",
    "mode.all_seats": "chacun sa feuille",
}
